//! A rule set in prose for `/rules` and the terminal's `rules`: one [`Rules`] value read field
//! by field, so classic, every table size, Samba and Sitoumussamba (RULES.md §2, §3) are each
//! described by the values the engine plays, never by the rule set's name.

use super::words::rank_plural;
use crate::payload::Embed;
use canasta_engine::bidding::BiddingPolicy;
use canasta_engine::rules::{MinimumCount, PileTaking, RedThrees, Seating, TwosMelds};
use canasta_engine::{Rules, WildLimit};

/// A rule set in prose: table, cards, turn, melds, the pile, 3s, going out, minimum counts,
/// bonuses and, where the deal starts with an auction, the bidding.
pub fn rules_embed(rules: &Rules) -> Embed {
    let mut embed = Embed::new(format!("Rules: {}", rules.name))
        .description(format!(
            "{} First side to {} points wins, after the deal in which it is reached.",
            seating_text(rules),
            rules.target
        ))
        .field("Cards", cards_text(rules), false)
        .field("A turn", turn_text(rules), false)
        .field("Melds", melds_text(rules), false)
        .field("Taking the pile", pile_text(rules), false)
        .field("3s", threes_text(rules), false)
        .field("Going out", going_out_text(rules), false)
        .field(
            "Minimum count of the first meld",
            opening_text(rules),
            false,
        )
        .field("Bonuses and penalties", bonus_text(rules), false);
    if let Some(bidding) = &rules.bidding {
        embed = embed.field("Bidding", bidding_text(bidding), false);
    }
    embed
}

fn seating_text(rules: &Rules) -> String {
    let seats = rules.table.seats;
    match rules.table.seating {
        Seating::Partnerships { teams } if usize::from(teams) == usize::from(seats) => {
            format!("{seats} players, each playing alone.")
        }
        Seating::Partnerships { teams } => format!(
            "{seats} players in {teams} teams of {}; partners sit {teams} seats apart.",
            seats / teams.max(1)
        ),
        Seating::Cutthroat => "3 players: the first to take the pile plays alone against the \
            other two for the rest of the deal. Scores are personal."
            .into(),
        Seating::RotatingFive => "5 players: a team of two against a team of three, one of whom \
            sits out each deal in turn."
            .into(),
    }
}

fn cards_text(rules: &Rules) -> String {
    let natural_twos = match (rules.melding.sequences, rules.melding.twos) {
        (true, TwosMelds::Allowed { .. }) => " 2s are natural in a sequence and in a meld of 2s.",
        (true, TwosMelds::Never) => " 2s are natural in a sequence.",
        (false, TwosMelds::Allowed { .. }) => " 2s are natural in a meld of 2s.",
        (false, TwosMelds::Never) => "",
    };
    format!(
        "{} decks with {} jokers ({} cards); {} cards each. Wild: jokers and 2s.{natural_twos}",
        rules.deal.decks,
        2 * rules.deal.decks,
        rules.card_count(),
        rules.deal.hand_size
    )
}

fn turn_text(rules: &Rules) -> String {
    let draw = if rules.drawing.stock_draw == 1 {
        "Draw one card from the stock".to_string()
    } else {
        format!("Draw {} cards from the stock", rules.drawing.stock_draw)
    };
    let after_pile = match rules.drawing.after_pile {
        0 => String::new(),
        1 => " (and then one card from the stock)".to_string(),
        n => format!(" (and then {n} cards from the stock)"),
    };
    let stock_out = if rules.drawing.stock_out.ends_deal_on_last_discard {
        "When the stock runs out, the deal ends with that player's discard."
    } else if rules.drawing.stock_out.pile_duty {
        "When the stock is gone, a player must take the pile if its top card fits a team meld."
    } else {
        "When the stock is gone, players may take the pile by the usual rules, or end the deal."
    };
    format!("{draw} or take the pile{after_pile}, meld, then discard one card. {stock_out}")
}

fn melds_text(rules: &Rules) -> String {
    let melding = &rules.melding;
    let wild = match melding.wild_limit {
        WildLimit::Three => "at most three wild cards",
        WildLimit::Half => "wild cards at most half of the meld, and never more than three",
        WildLimit::Two => "at most two wild cards",
    };
    let mut parts = vec![format!(
        "Three or more cards of one rank, at least two natural, {wild}. Seven cards make a \
         canasta: natural (no wild) or mixed."
    )];
    parts.push(
        match (melding.closed_canastas, melding.wild_on_completed_canasta) {
            (true, _) => "A natural canasta takes no more cards; a mixed one takes more.",
            (false, true) => "Wild cards may be added to a completed canasta (up to three).",
            (false, false) => "No wild cards on a completed canasta.",
        }
        .to_string(),
    );
    if melding.second_meld_after_canasta {
        parts.push(
            "Once a rank's canasta is complete, the side may start another meld of it.".into(),
        );
    }
    if melding.sequences {
        let red_threes = if melding.red_threes_in_sequences {
            " A red 3 may be its suit's 3 in a sequence."
        } else {
            ""
        };
        parts.push(format!(
            "Sequences: 3 to 7 cards of one suit in order, no wild cards, round the ace \
             (Q-K-A-2-3 is one); seven make a samba, which takes no more cards.{red_threes}"
        ));
    }
    if let TwosMelds::Allowed { .. } = melding.twos {
        parts.push(
            "2s may be melded as a rank, jokers their only wild cards; seven 2s make a 2s \
             canasta, which takes no more cards."
                .into(),
        );
    }
    parts.join(" ")
}

fn pile_text(rules: &Rules) -> String {
    let pile = &rules.pile;
    let (stopped, taken) = match pile.taking {
        PileTaking::Whole => (
            "A frozen pile (a wild card or red 3 in it, or your team has not melded)",
            "Meld the top card with cards from your hand, then take the whole pile.",
        ),
        PileTaking::DownToLock => (
            "A locked pile (a wild card or red 3 discarded on it)",
            "Meld the top card with cards from your hand, then take the pile down to and \
             including the most recent wild card or red 3 in it.",
        ),
    };
    let unlocked = if pile.needs_natural_pair {
        "a natural pair"
    } else {
        "one natural and a wild, or a lay-off on your meld"
    };
    let mut parts = vec![
        taken.to_string(),
        format!(
            "{stopped} needs {} natural cards of its rank; otherwise {unlocked} will do.",
            count_word(pile.locked_naturals)
        ),
    ];
    if pile.onto_sequence {
        parts.push(
            "Any pile may also be taken by laying its top card on your sequence that it \
             extends."
                .into(),
        );
    }
    if !pile.on_completed_canasta {
        parts.push("House rule: never when the top card's rank is your completed canasta.".into());
    }
    if pile.take_top_card_only {
        parts.push("You may take only the top card (`take top ...`).".into());
    }
    parts.join(" ")
}

fn threes_text(rules: &Rules) -> String {
    let threes = &rules.threes;
    let red = match threes.red {
        RedThrees::LaidDownAtOnce => {
            "Red 3s are laid down at once and replaced from the stock; they score a bonus."
                .to_string()
        }
        RedThrees::KeptInHand => format!(
            "Red 3s stay in the hand. Discarded, one locks the pile; `buy` lays one down for \
             a card from the stock ({} against your side); each left in a hand at the end \
             costs {}.",
            threes.red_laid_penalty, threes.red_in_hand_penalty
        ),
    };
    let black = if rules.pile.onto_sequence {
        "A black 3 discarded stops the next player, who may take the pile only by extending a \
         sequence."
    } else {
        "A black 3 discarded stops the next player taking the pile."
    };
    let black_left = if threes.black_in_hand_penalty > 0 {
        format!(
            " Each black 3 left in a hand costs {} besides its value.",
            threes.black_in_hand_penalty
        )
    } else {
        String::new()
    };
    format!("{red} {black} Black 3s are melded only when going out.{black_left}")
}

fn going_out_text(rules: &Rules) -> String {
    let going_out = &rules.going_out;
    let canastas = if going_out.canastas_needed == 1 {
        "one canasta".to_string()
    } else {
        format!("{} canastas", going_out.canastas_needed)
    };
    let samba = if rules.melding.sequences {
        ", a samba counting as one"
    } else {
        ""
    };
    let discard = if going_out.discard_required {
        " The last card is always discarded."
    } else {
        ""
    };
    let answer = if going_out.answer_binds {
        format!(
            "The partner's answer to \"May I go out?\" binds (failing after yes costs {}).",
            going_out.failed_penalty
        )
    } else {
        "The partner's answer to \"May I go out?\" is only advice.".to_string()
    };
    let concealed = if going_out.concealed_needs_team_unopened {
        "Concealed: the whole hand in one turn, the team not having melded."
    } else {
        "Concealed: the whole hand in one turn, with no earlier melds of your own."
    };
    let bonus = if rules.scoring.going_out == rules.scoring.concealed_going_out {
        format!("Bonus {}, concealed or not.", rules.scoring.going_out)
    } else {
        format!(
            "Bonus {}, concealed {}. {concealed}",
            rules.scoring.going_out, rules.scoring.concealed_going_out
        )
    };
    format!("Needs {canastas} on your side{samba}.{discard} {bonus} {answer}")
}

fn opening_text(rules: &Rules) -> String {
    let mut text = minimum_text(&rules.minimum_counts.steps);
    if rules.melding.completed_meld_opens {
        text.push_str(" A completed canasta or samba opens whatever it counts.");
    }
    if let TwosMelds::Allowed { to_open } = rules.melding.twos {
        text.push_str(&format!(
            " An opening with a meld of 2s needs {to_open} of them."
        ));
    }
    text
}

/// "Below 0: 15 · 0 to 1495: 50 · ... · 3000 or more: 120".
pub(crate) fn minimum_text(counts: &[MinimumCount]) -> String {
    let lines: Vec<String> = counts
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let next = counts.get(i + 1).map(|n| n.from_score);
            let range = match (m.from_score, next) {
                (i32::MIN, Some(n)) => format!("below {n}"),
                (i32::MIN, None) => "any score".into(),
                (from, Some(n)) => format!("{from} to {}", n - 5),
                (from, None) => format!("{from} or more"),
            };
            format!("{range}: {}", m.count)
        })
        .collect();
    format!(
        "By the side's score at the start of the deal: {}.",
        lines.join(" · ")
    )
}

fn bonus_text(rules: &Rules) -> String {
    let scoring = &rules.scoring;
    let mut parts: Vec<String> = scoring
        .rank_canastas
        .iter()
        .map(|b| {
            format!(
                "canasta of {} {} natural, {} mixed",
                rank_plural(crate::lang::PENDING_LANG, b.rank),
                b.natural,
                b.mixed
            )
        })
        .collect();
    if rules.melding.sequences {
        parts.push(format!("samba {}", scoring.samba));
    }
    let other = if scoring.rank_canastas.is_empty() {
        ""
    } else {
        "other "
    };
    parts.push(format!(
        "{other}natural canasta {}, mixed {}",
        scoring.natural_canasta, scoring.mixed_canasta
    ));
    if rules.threes.red.scores_bonus() {
        let mut red = format!(
            "red 3 {} each (minus for a side that has not melded)",
            scoring.red_three
        );
        if scoring.all_red_threes_bonus {
            for t in &scoring.red_three_totals {
                red.push_str(&format!(", {} of them {}", t.red_threes, t.total));
            }
        }
        parts.push(red);
    }
    if rules.melding.red_threes_in_sequences {
        parts.push(format!(
            "a red 3 in a sequence counts {}",
            scoring.red_three_in_sequence
        ));
    }
    let mut text = format!(
        "{}. Cards melded count for you, cards left in hand against you.",
        capitalised(&parts.join("; "))
    );
    if scoring.unopened_penalty > 0 {
        text.push_str(&format!(
            " A side that has not melded when the deal ends pays {}.",
            scoring.unopened_penalty
        ));
    }
    text
}

fn bidding_text(bidding: &BiddingPolicy) -> String {
    let step = bidding.step;
    let robbers = &bidding.robbers_need;
    format!(
        "Each deal starts with an auction, left of the dealer: bid a level from 1 to {levels} \
         ({step} to {top} points), naming clubs < diamonds < hearts < spades < canasta < 2s \
         canasta; or pass, or double the opponents' bid. When all pass, the deal is plain Samba. \
         The declarer opens at once: up to level {below} with the minimum count, from level \
         {from} also with {seq} in sequence of the bid suit, {rank} of a rank or {twos} 2s. A \
         declarer who cannot open pays {penalty} and the bid passes on. A side that reaches its \
         bid scores a premium of {premium}% of it besides the deal's points; the opponents may \
         go out first only with {sambas} samba and {canastas} canastas ({natural} natural), and \
         then rob the bid: they score {robbery}% of it besides their points. A double \
         multiplies the premium and the robbery by {double}. Melded cards count towards a bid from level {melded}. A \
         stock run-out voids the bid. `help bid` says how to type calls.",
        levels = bidding.levels,
        top = step * i32::from(bidding.levels),
        below = bidding.shape_opening_from.saturating_sub(1),
        from = bidding.shape_opening_from,
        seq = bidding.shape_opening_cards.sequence,
        rank = bidding.shape_opening_cards.rank,
        twos = bidding.shape_opening_cards.twos,
        penalty = bidding.failed_opening_penalty,
        premium = bidding.premium_percent,
        sambas = count_word(robbers.sambas),
        canastas = count_word(robbers.canastas),
        natural = count_word(robbers.natural_canastas),
        robbery = bidding.robbery_percent,
        double = bidding.double_factor,
        melded = bidding.melded_count_from,
    )
}

/// A small count in words ("two"), larger ones as digits.
fn count_word(n: u8) -> String {
    super::words::count_word(crate::lang::PENDING_LANG, usize::from(n))
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
            let embed = rules_embed(&rules);
            assert!(embed.title.contains(name));
            assert!(violations(&Message::embed(embed)).is_empty(), "{name}");
        }
    }

    #[test]
    fn classic_minimum_counts() {
        let text = minimum_text(&Rules::classic().minimum_counts.steps);
        assert_eq!(
            text,
            "By the side's score at the start of the deal: below 0: 15 · 0 to 1495: 50 · \
             1500 to 2995: 90 · 3000 or more: 120."
        );
    }

    #[test]
    fn options_change_the_prose() {
        let mut rules = Rules::classic();
        assert!(melds_text(&rules).contains("No wild cards on a completed canasta"));
        rules.melding.wild_on_completed_canasta = true;
        rules.melding.wild_limit = WildLimit::Half;
        rules.pile.needs_natural_pair = true;
        assert!(melds_text(&rules).contains("at most half"));
        assert!(pile_text(&rules).contains("otherwise a natural pair will do"));
        let fast = Rules::preset("fast").unwrap();
        assert!(turn_text(&fast).starts_with("Draw 2 cards"));
        assert!(going_out_text(&fast).starts_with("Needs 2 canastas"));
        let cutthroat = Rules::preset("cutthroat").unwrap();
        assert!(seating_text(&cutthroat).contains("plays alone"));
    }

    #[test]
    fn classic_prose_says_nothing_of_samba() {
        let embed = rules_embed(&Rules::classic());
        let all: String = embed.fields.iter().map(|(_, v, _)| v.as_str()).collect();
        for word in ["samba", "sequence", "locked", "buy", "auction"] {
            assert!(!all.to_lowercase().contains(word), "{word}: {all}");
        }
        assert!(field(&embed, "3s").contains("laid down at once"));
        assert!(field(&embed, "Bonuses and penalties").starts_with("Natural canasta 500"));
    }

    /// RULES.md §3 (SAMBA 3, 10, 11, 13, 14, 17-20, 22, 23, 26, 29) read back from the preset.
    #[test]
    fn samba_prose_names_each_of_its_rules() {
        let embed = rules_embed(&Rules::samba());
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
    }

    /// RULES.md §3 "Bidding" (FI 12, 16, 26C, 30) read back from the preset.
    #[test]
    fn sitoumussamba_prose_explains_the_bid() {
        let embed = rules_embed(&Rules::sitoumussamba());
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
    }
}
