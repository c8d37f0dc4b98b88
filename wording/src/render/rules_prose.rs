//! A rule set in prose for `/rules` and the terminal's `rules`: one [`Rules`] value read field
//! by field, so classic, every table size, Samba and Sitoumussamba (RULES.md §2, §3) are each
//! described by the values the engine plays, never by the rule set's name. The words are in
//! `locales/*/rules_prose.ftl`, in the terms of the rule texts (FI, SV, SAMBA).

use super::words::{count_word, rank_plural};
use crate::lang::Lang;
use crate::payload::Embed;
use crate::tr;
use canasta_engine::bidding::BiddingPolicy;
use canasta_engine::rules::{MinimumCount, PileTaking, RedThrees, Seating, TwosMelds};
use canasta_engine::{Rules, WildLimit};

/// A rule set in prose: table, cards, turn, melds, the pile, 3s, going out, minimum counts,
/// bonuses and, where the deal starts with an auction, the bidding.
pub fn rules_embed(lang: Lang, rules: &Rules) -> Embed {
    let mut embed = Embed::new(tr!(lang, "rules-title", rules = rules.name.clone()))
        .description(format!(
            "{} {}",
            seating_text(lang, rules),
            tr!(lang, "rules-target", target = rules.target)
        ))
        .field(
            tr!(lang, "rules-cards-field"),
            cards_text(lang, rules),
            false,
        )
        .field(tr!(lang, "rules-turn-field"), turn_text(lang, rules), false)
        .field(
            tr!(lang, "rules-melds-field"),
            melds_text(lang, rules),
            false,
        )
        .field(tr!(lang, "rules-pile-field"), pile_text(lang, rules), false)
        .field(
            tr!(lang, "rules-threes-field"),
            threes_text(lang, rules),
            false,
        )
        .field(
            tr!(lang, "rules-going-out-field"),
            going_out_text(lang, rules),
            false,
        )
        .field(
            tr!(lang, "rules-opening-field"),
            opening_text(lang, rules),
            false,
        )
        .field(
            tr!(lang, "rules-bonus-field"),
            bonus_text(lang, rules),
            false,
        );
    if let Some(bidding) = &rules.bidding {
        embed = embed.field(
            tr!(lang, "rules-bidding-field"),
            bidding_text(lang, bidding),
            false,
        );
    }
    embed.footer(tr!(lang, "rules-full-document"))
}

fn seating_text(lang: Lang, rules: &Rules) -> String {
    let seats = rules.table.seats;
    match rules.table.seating {
        Seating::Partnerships { teams } if usize::from(teams) == usize::from(seats) => {
            tr!(lang, "rules-seating-alone", seats = seats)
        }
        Seating::Partnerships { teams } => tr!(
            lang,
            "rules-seating-teams",
            seats = seats,
            teams = teams,
            size = seats / teams.max(1)
        ),
        Seating::Cutthroat => tr!(lang, "rules-seating-cutthroat"),
        Seating::RotatingFive => tr!(lang, "rules-seating-rotating-five"),
    }
}

fn cards_text(lang: Lang, rules: &Rules) -> String {
    let natural_twos = match (rules.melding.sequences, rules.melding.twos) {
        (true, TwosMelds::Allowed { .. }) => Some(tr!(lang, "rules-twos-natural-both")),
        (true, TwosMelds::Never) => Some(tr!(lang, "rules-twos-natural-sequence")),
        (false, TwosMelds::Allowed { .. }) => Some(tr!(lang, "rules-twos-natural-meld")),
        (false, TwosMelds::Never) => None,
    };
    let cards = tr!(
        lang,
        "rules-cards",
        decks = rules.deal.decks,
        jokers = 2 * rules.deal.decks,
        cards = rules.card_count(),
        hand = rules.deal.hand_size
    );
    then(cards, natural_twos)
}

fn turn_text(lang: Lang, rules: &Rules) -> String {
    let after = match rules.drawing.after_pile {
        0 => String::new(),
        n => format!(" {}", tr!(lang, "rules-turn-after-pile", n = n)),
    };
    let turn = tr!(
        lang,
        "rules-turn",
        draw = tr!(lang, "rules-turn-draw", n = rules.drawing.stock_draw),
        after = after
    );
    let stock_out = if rules.drawing.stock_out.ends_deal_on_last_discard {
        tr!(lang, "rules-stock-out-ends")
    } else if rules.drawing.stock_out.pile_duty {
        tr!(lang, "rules-stock-out-duty")
    } else {
        tr!(lang, "rules-stock-out-free")
    };
    format!("{turn} {stock_out}")
}

fn melds_text(lang: Lang, rules: &Rules) -> String {
    let melding = &rules.melding;
    let mut parts = vec![match melding.wild_limit {
        WildLimit::Three => tr!(lang, "rules-melds-wild-three"),
        WildLimit::Half => tr!(lang, "rules-melds-wild-half"),
        WildLimit::Two => tr!(lang, "rules-melds-wild-two"),
    }];
    parts.push(
        match (melding.closed_canastas, melding.wild_on_completed_canasta) {
            (true, _) => tr!(lang, "rules-canasta-closed"),
            (false, true) => tr!(lang, "rules-canasta-wild-on"),
            (false, false) => tr!(lang, "rules-canasta-wild-off"),
        },
    );
    if melding.second_meld_after_canasta {
        parts.push(tr!(lang, "rules-second-meld"));
    }
    if melding.sequences {
        let red_threes = melding
            .red_threes_in_sequences
            .then(|| tr!(lang, "rules-red-three-in-sequence"));
        parts.push(then(tr!(lang, "rules-sequences"), red_threes));
    }
    if let TwosMelds::Allowed { .. } = melding.twos {
        parts.push(tr!(lang, "rules-twos-meld"));
    }
    parts.join(" ")
}

fn pile_text(lang: Lang, rules: &Rules) -> String {
    let pile = &rules.pile;
    let unlocked = if pile.needs_natural_pair {
        tr!(lang, "rules-pile-unlocked-pair")
    } else {
        tr!(lang, "rules-pile-unlocked-wild")
    };
    let count = count_word(lang, usize::from(pile.locked_naturals));
    let (taken, stopped) = match pile.taking {
        PileTaking::Whole => (
            tr!(lang, "rules-pile-take-whole"),
            tr!(
                lang,
                "rules-pile-frozen",
                count = count,
                unlocked = unlocked
            ),
        ),
        PileTaking::DownToLock => (
            tr!(lang, "rules-pile-take-down-to-lock"),
            tr!(
                lang,
                "rules-pile-locked",
                count = count,
                unlocked = unlocked
            ),
        ),
    };
    let mut parts = vec![taken, stopped];
    if pile.onto_sequence {
        parts.push(tr!(lang, "rules-pile-onto-sequence"));
    }
    if !pile.on_completed_canasta {
        parts.push(tr!(lang, "rules-pile-not-on-canasta"));
    }
    if pile.take_top_card_only {
        parts.push(tr!(lang, "rules-pile-top-card-only"));
    }
    parts.join(" ")
}

fn threes_text(lang: Lang, rules: &Rules) -> String {
    let threes = &rules.threes;
    let red = match threes.red {
        RedThrees::LaidDownAtOnce => tr!(lang, "rules-red-threes-laid"),
        RedThrees::KeptInHand => tr!(
            lang,
            "rules-red-threes-kept",
            laid = threes.red_laid_penalty,
            in_hand = threes.red_in_hand_penalty
        ),
    };
    let black = if rules.pile.onto_sequence {
        tr!(lang, "rules-black-three-sequence")
    } else {
        tr!(lang, "rules-black-three")
    };
    let black_left = (threes.black_in_hand_penalty > 0).then(|| {
        tr!(
            lang,
            "rules-black-three-in-hand",
            points = threes.black_in_hand_penalty
        )
    });
    then(
        format!("{red} {black} {}", tr!(lang, "rules-black-threes-melded")),
        black_left,
    )
}

fn going_out_text(lang: Lang, rules: &Rules) -> String {
    let going_out = &rules.going_out;
    let needed = going_out.canastas_needed;
    let needs = if rules.melding.sequences {
        tr!(lang, "rules-going-out-needs-samba", n = needed)
    } else {
        tr!(lang, "rules-going-out-needs", n = needed)
    };
    let needs = then(
        needs,
        going_out
            .discard_required
            .then(|| tr!(lang, "rules-going-out-discard")),
    );
    let answer = if going_out.answer_binds {
        tr!(
            lang,
            "rules-answer-binds",
            penalty = going_out.failed_penalty
        )
    } else {
        tr!(lang, "rules-answer-advice")
    };
    let concealed = if going_out.concealed_needs_team_unopened {
        tr!(lang, "rules-concealed-team")
    } else {
        tr!(lang, "rules-concealed-own")
    };
    let bonus = if rules.scoring.going_out == rules.scoring.concealed_going_out {
        tr!(
            lang,
            "rules-going-out-bonus-same",
            points = rules.scoring.going_out
        )
    } else {
        let bonus = tr!(
            lang,
            "rules-going-out-bonus",
            points = rules.scoring.going_out,
            concealed = rules.scoring.concealed_going_out
        );
        format!("{bonus} {concealed}")
    };
    format!("{needs} {bonus} {answer}")
}

fn opening_text(lang: Lang, rules: &Rules) -> String {
    let completed = rules
        .melding
        .completed_meld_opens
        .then(|| tr!(lang, "rules-completed-opens"));
    let text = then(minimum_text(lang, &rules.minimum_counts.steps), completed);
    let twos = match rules.melding.twos {
        TwosMelds::Allowed { to_open } => Some(tr!(lang, "rules-twos-opening", n = to_open)),
        TwosMelds::Never => None,
    };
    then(text, twos)
}

/// "By the side's score at the start of the deal: below 0: 15 · 0 to 1495: 50 · ... · 3000
/// or more: 120."
pub(crate) fn minimum_text(lang: Lang, counts: &[MinimumCount]) -> String {
    let lines: Vec<String> = counts
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let next = counts.get(i + 1).map(|n| n.from_score);
            let range = match (m.from_score, next) {
                (i32::MIN, Some(n)) => tr!(lang, "rules-min-below", n = n),
                (i32::MIN, None) => tr!(lang, "rules-min-any"),
                (from, Some(n)) => tr!(lang, "rules-min-range", from = from, to = n - 5),
                (from, None) => tr!(lang, "rules-min-from", from = from),
            };
            format!("{range}: {}", m.count)
        })
        .collect();
    tr!(lang, "rules-min-counts", counts = lines.join(" · "))
}

fn bonus_text(lang: Lang, rules: &Rules) -> String {
    let scoring = &rules.scoring;
    let mut parts: Vec<String> = scoring
        .rank_canastas
        .iter()
        .map(|b| {
            tr!(
                lang,
                "rules-bonus-rank-canasta",
                rank = rank_plural(lang, b.rank),
                natural = b.natural,
                mixed = b.mixed
            )
        })
        .collect();
    if rules.melding.sequences {
        parts.push(tr!(lang, "rules-bonus-samba", points = scoring.samba));
    }
    parts.push(if scoring.rank_canastas.is_empty() {
        tr!(
            lang,
            "rules-bonus-canastas",
            natural = scoring.natural_canasta,
            mixed = scoring.mixed_canasta
        )
    } else {
        tr!(
            lang,
            "rules-bonus-other-canastas",
            natural = scoring.natural_canasta,
            mixed = scoring.mixed_canasta
        )
    });
    if rules.threes.red.scores_bonus() {
        let mut red = tr!(lang, "rules-bonus-red-three", points = scoring.red_three);
        if scoring.all_red_threes_bonus {
            for t in &scoring.red_three_totals {
                red.push_str(", ");
                red.push_str(&tr!(
                    lang,
                    "rules-bonus-red-three-total",
                    count = t.red_threes,
                    total = t.total
                ));
            }
        }
        parts.push(red);
    }
    if rules.melding.red_threes_in_sequences {
        parts.push(tr!(
            lang,
            "rules-bonus-red-three-in-sequence",
            points = scoring.red_three_in_sequence
        ));
    }
    let text = format!(
        "{}. {}",
        capitalised(&parts.join("; ")),
        tr!(lang, "rules-bonus-cards")
    );
    then(
        text,
        (scoring.unopened_penalty > 0).then(|| {
            tr!(
                lang,
                "rules-bonus-unopened",
                points = scoring.unopened_penalty
            )
        }),
    )
}

fn bidding_text(lang: Lang, bidding: &BiddingPolicy) -> String {
    let step = bidding.step;
    let robbers = &bidding.robbers_need;
    let count = |n: u8| count_word(lang, usize::from(n));
    tr!(
        lang,
        "rules-bidding",
        levels = bidding.levels,
        step = step,
        top = step * i32::from(bidding.levels),
        below = bidding.shape_opening_from.saturating_sub(1),
        from = bidding.shape_opening_from,
        seq = bidding.shape_opening_cards.sequence,
        rank = bidding.shape_opening_cards.rank,
        twos = bidding.shape_opening_cards.twos,
        penalty = bidding.failed_opening_penalty,
        premium = bidding.premium_percent,
        sambas = count(robbers.sambas),
        canastas = count(robbers.canastas),
        natural = count(robbers.natural_canastas),
        robbery = bidding.robbery_percent,
        double = bidding.double_factor,
        melded = bidding.melded_count_from
    )
}

/// `text`, then `more` after a space when there is more to say.
fn then(text: String, more: Option<String>) -> String {
    match more {
        Some(more) => format!("{text} {more}"),
        None => text,
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use crate::payload::Message;
    use canasta_engine::PRESET_NAMES;

    fn field<'a>(embed: &'a Embed, name: &str) -> &'a str {
        embed
            .fields
            .iter()
            .find(|(n, _, _)| n == name)
            .map(|(_, v, _)| v.as_str())
            .unwrap_or_else(|| panic!("no field {name}"))
    }

    #[test]
    fn every_preset_reads_as_prose_within_limits() {
        for name in PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            for lang in Lang::ALL {
                let embed = rules_embed(lang, &rules);
                assert!(embed.title.contains(name));
                let text = Message::embed(embed.clone()).to_text();
                assert!(!text.contains("rules-"), "{lang} {name}: {text}");
                assert!(
                    violations(&Message::embed(embed)).is_empty(),
                    "{lang} {name}"
                );
            }
        }
    }

    #[test]
    fn classic_minimum_counts() {
        let text = minimum_text(Lang::En, &Rules::classic().minimum_counts.steps);
        assert_eq!(
            text,
            "By the side's score at the start of the deal: below 0: 15 · 0 to 1495: 50 · \
             1500 to 2995: 90 · 3000 or more: 120."
        );
        let text = minimum_text(Lang::Fi, &Rules::classic().minimum_counts.steps);
        assert_eq!(
            text,
            "Puolueen pistemäärän mukaan erän alkaessa: alle 0: 15 · 0–1495: 50 · \
             1500–2995: 90 · 3000 tai enemmän: 120."
        );
    }

    #[test]
    fn options_change_the_prose() {
        let mut rules = Rules::classic();
        assert!(melds_text(Lang::En, &rules).contains("No wild cards on a completed canasta"));
        rules.melding.wild_on_completed_canasta = true;
        rules.melding.wild_limit = WildLimit::Half;
        rules.pile.needs_natural_pair = true;
        assert!(melds_text(Lang::En, &rules).contains("at most half"));
        assert!(pile_text(Lang::En, &rules).contains("otherwise a natural pair will do"));
        let fast = Rules::preset("fast").unwrap();
        assert!(turn_text(Lang::En, &fast).starts_with("Draw 2 cards"));
        assert!(going_out_text(Lang::En, &fast).starts_with("Needs 2 canastas"));
        let cutthroat = Rules::preset("cutthroat").unwrap();
        assert!(seating_text(Lang::En, &cutthroat).contains("plays alone"));
        assert!(turn_text(Lang::Fi, &fast).starts_with("Nosta umpipakasta 2 korttia"));
        assert!(going_out_text(Lang::Sv, &fast).starts_with("Kräver 2 canastor"));
    }

    #[test]
    fn classic_prose_says_nothing_of_samba() {
        let embed = rules_embed(Lang::En, &Rules::classic());
        let all: String = embed.fields.iter().map(|(_, v, _)| v.as_str()).collect();
        for word in ["samba", "sequence", "locked", "buy", "auction"] {
            assert!(!all.to_lowercase().contains(word), "{word}: {all}");
        }
        assert!(field(&embed, "3s").contains("laid down at once"));
        assert!(field(&embed, "Bonuses and penalties").starts_with("Natural canasta 500"));
        let finnish = rules_embed(Lang::Fi, &Rules::classic());
        let all: String = finnish.fields.iter().map(|(_, v, _)| v.as_str()).collect();
        for word in ["samba", "sarja", "lukittu", "buy", "tarjou"] {
            assert!(!all.to_lowercase().contains(word), "{word}: {all}");
        }
        assert!(field(&finnish, "Kolmoset").contains("pöydätään heti"));
        assert!(field(&finnish, "Hyvitys- ja rangaistuspisteet").starts_with("Puhdas canasta 500"));
    }

    /// RULES.md §3 (SAMBA 3, 10, 11, 13, 14, 17-20, 22, 23, 26, 29) read back from the preset.
    #[test]
    fn samba_prose_names_each_of_its_rules() {
        let embed = rules_embed(Lang::En, &Rules::samba());
        assert!(embed.description.contains("20000"));
        assert!(field(&embed, "Cards").starts_with("3 decks with 6 jokers (162 cards); 15"));
        assert!(field(&embed, "A turn").contains("Draw 2 cards"));
        assert!(field(&embed, "A turn").contains("and then one card from the stock"));
        let melds = field(&embed, "Melds");
        assert!(melds.contains("at most two wild cards"), "{melds}");
        assert!(
            melds.contains("Sequences: 3 to 7 cards of one suit"),
            "{melds}"
        );
        assert!(melds.contains("another meld"), "{melds}");
        assert!(melds.contains("seven 2s make a 2s canasta"), "{melds}");
        let pile = field(&embed, "Taking the pile");
        assert!(pile.contains("down to and including"), "{pile}");
        assert!(pile.contains("needs three natural cards"), "{pile}");
        assert!(pile.contains("extends"), "{pile}");
        let threes = field(&embed, "3s");
        assert!(threes.contains("stay in the hand"), "{threes}");
        assert!(
            threes.contains("300") && threes.contains("costs 500"),
            "{threes}"
        );
        assert!(threes.contains("costs 100"), "{threes}");
        let going_out = field(&embed, "Going out");
        assert!(going_out.starts_with("Needs 2 canastas on your side, a samba counting as one."));
        assert!(going_out.contains("always discarded"), "{going_out}");
        let opening = field(&embed, "Minimum count of the first meld");
        assert!(opening.contains("10000 or more: 200"), "{opening}");
        assert!(opening.contains("needs 5 of them"), "{opening}");
        let bonuses = field(&embed, "Bonuses and penalties");
        assert!(
            bonuses.starts_with("Canasta of 2s 3000 natural, 2000 mixed; canasta of aces 1000"),
            "{bonuses}"
        );
        assert!(bonuses.contains("samba 1500"), "{bonuses}");
        assert!(bonuses.contains("pays 1000"), "{bonuses}");
        assert!(!bonuses.contains("red 3 100"), "{bonuses}");
        assert!(embed.fields.iter().all(|(n, _, _)| n != "Bidding"));
        let swedish = rules_embed(Lang::Sv, &Rules::samba());
        let melds = field(&swedish, "Kombinationer");
        assert!(melds.contains("D-K-E-2-3"), "{melds}");
        assert!(melds.contains("tvåcanasta"), "{melds}");
    }

    /// RULES.md §3 "Bidding" (FI 12, 16, 26C, 30) read back from the preset.
    #[test]
    fn sitoumussamba_prose_explains_the_bid() {
        let embed = rules_embed(Lang::En, &Rules::sitoumussamba());
        let bidding = field(&embed, "Bidding");
        for part in [
            "1 to 8 (1000 to 8000 points)",
            "clubs < diamonds < hearts < spades < canasta < 2s canasta",
            "up to level 3 with the minimum count, from level 4",
            "pays 1000 and the bid passes on",
            "a premium of 50% of it",
            "one samba and two canastas (one natural)",
            "rob the bid: they score 100% of it",
            "voids the bid",
        ] {
            assert!(bidding.contains(part), "{part}: {bidding}");
        }
        let finnish = rules_embed(Lang::Fi, &Rules::sitoumussamba());
        let bidding = field(&finnish, "Tarjoukset");
        for part in [
            "taso 1–8 (1000–8000 pistettä)",
            "risti < ruutu < hertta < pata < canasta < kakkoscanasta",
            "maksaa 1000",
            "1 samba ja 2 canastaa (1 puhdas)",
        ] {
            assert!(bidding.contains(part), "{part}: {bidding}");
        }
    }
}
