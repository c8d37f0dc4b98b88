//! Help for each command, how to type cards, and a rule set in prose (one [`Rules`] value,
//! field by field).

use crate::input::Verb;
use crate::payload::Embed;
use canasta_engine::rules::{MinimumCount, Seating};
use canasta_engine::{Rules, WildLimit};

/// How to type cards: the grammar in a few lines.
pub const CARDS_HELP: &str = "Type cards by rank: `7`, `10`, `J`, `Q`, `K`, `A`; wild cards \
are `2` and `joker`. Suits are optional (`7h`, `7♥`). Separate cards with spaces and melds with \
commas: `7 7 2, K K K`. A group whose rank matches one of your team's melds is added to it; to \
add only wild cards, name the meld first: `K: 2`.";

/// The help text of one command.
pub fn verb_help(verb: Verb) -> &'static str {
    match verb {
        Verb::Draw => {
            "`draw`: start your turn by taking the top card of the stock (two under \
            draw-two rules). Red 3s you draw are laid down and replaced for you."
        }
        Verb::Take => {
            "`take <cards>`: start your turn by taking the whole discard pile. Name \
            the cards from your hand that meld its top card, e.g. `take 8 8` (do not count the \
            top card). `take` alone lays the top card off on your team's meld of that rank. To \
            make more melds first (they count toward your first meld's minimum), add them after \
            `;`: `take 8 8; K K K`. A frozen pile needs a natural pair. In Samba, name where \
            the top card goes as `meld` names a meld: `take onto 5♥-7♥` lays it on that \
            sequence, `take new: K K` starts a new meld, `take 2nd K: K K` picks one of two."
        }
        Verb::Meld => {
            "`meld <melds>`: lay down new melds and add to your team's melds, e.g. \
            `meld 7 7 2, K K`. Groups whose rank matches one of your melds are added to it; \
            `K: 2` adds a wild card to your K meld. A meld needs three cards, at least two \
            natural, at most three wild."
        }
        Verb::Discard => {
            "`discard <card>`: end your turn by discarding one card, e.g. \
            `discard 9`. Discarding your last card goes out, if your team has the canastas."
        }
        Verb::Ask => {
            "`ask`: after drawing from the stock and before melding, ask your partner \
            \"May I go out?\". The answer binds you."
        }
        Verb::Yes | Verb::No => {
            "`yes` / `no`: answer your partner's \"May I go out?\". After \
            yes they must go out (or your team pays a penalty); after no they may not."
        }
        Verb::End => {
            "`end`: when the stock is gone, leave the pile instead of taking it: the \
            deal ends."
        }
        Verb::Buy => {
            "`buy`: Samba only: lay a red 3 from your hand down to draw a card from the \
            stock; your team pays 300 for it, and each red 3 left in your hand at the end \
            costs 500. `buy 3h` names which."
        }
    }
}

/// Every command in short, and how to type cards.
pub fn help_embed() -> Embed {
    let mut embed = Embed::new("How to play").description(CARDS_HELP);
    for verb in Verb::ALL.into_iter().filter(|v| *v != Verb::No) {
        let name = match verb {
            Verb::Yes => "yes / no".to_string(),
            v => v.word().to_string(),
        };
        embed = embed.field(name, verb_help(verb), false);
    }
    embed.footer("A turn: draw or take the pile, meld if you like, then discard.")
}

/// The slash commands, each with an example: what `/help` adds on Discord.
pub const SLASH_COMMANDS_HELP: &str = "Your turn: `/draw` · `/take-pile with: 8 8` · \
`/meld cards: 7 7 2, K K K` · `/discard card: 9` · `/go-out` (asks your partner) or \
`/go-out melds: 5 5 5 discard: 9`. `/hand` shows your hand with buttons for the whole turn. \
Look: `/table`, `/pile`, `/score`, `/rules`, `/leaderboard`. Stop: `/resign`, `/abandon` (host \
or moderator). New table: `/canasta new`; the server's defaults: `/canasta settings`. More \
on one command: `/help take`.";

/// [`help_embed`] with the slash commands first, for Discord.
pub fn slash_help_embed() -> Embed {
    let mut embed = help_embed();
    embed.fields.insert(
        0,
        ("Slash commands".into(), SLASH_COMMANDS_HELP.into(), false),
    );
    embed
}

/// The help for one topic: a command word, `cards`, or anything else for the overview.
pub fn topic_help(topic: &str) -> Embed {
    if topic.trim().eq_ignore_ascii_case("cards") {
        return Embed::new("Typing cards").description(CARDS_HELP);
    }
    if ["bid", "bidding", "pass", "double", "cannot"]
        .contains(&topic.trim().to_lowercase().as_str())
    {
        return super::auction::bidding_help_embed();
    }
    match Verb::from_word(topic) {
        Some(verb) => Embed::new(format!("Help: {}", verb.word())).description(verb_help(verb)),
        None => help_embed(),
    }
}

/// A rule set in prose: table, cards, turn, melds, going out, minimum counts, bonuses, options.
pub fn rules_embed(rules: &Rules) -> Embed {
    Embed::new(format!("Rules: {}", rules.name))
        .description(format!(
            "{} First side to {} points wins, after the deal in which it is reached.",
            seating_text(rules),
            rules.target
        ))
        .field("Cards", cards_text(rules), false)
        .field("A turn", turn_text(rules), false)
        .field("Melds", melds_text(rules), false)
        .field("Taking the pile", pile_text(rules), false)
        .field("Going out", going_out_text(rules), false)
        .field(
            "Minimum count of the first meld",
            minimum_text(&rules.minimum_counts.steps),
            false,
        )
        .field("Bonuses", bonus_text(rules), false)
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
    format!(
        "{} decks with {} jokers ({} cards); {} cards each. Wild: jokers and 2s. Red 3s are \
         bonus cards, black 3s block the pile.",
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
    let stock_out = if rules.drawing.stock_out.ends_deal_on_last_discard {
        "When the stock runs out, the deal ends with that player's discard."
    } else if rules.drawing.stock_out.pile_duty {
        "When the stock is gone, a player must take the pile if its top card fits a team meld."
    } else {
        "When the stock is gone, players may take the pile by the usual rules, or end the deal."
    };
    format!("{draw} or take the pile, meld, then discard one card. {stock_out}")
}

fn melds_text(rules: &Rules) -> String {
    let wild = match rules.melding.wild_limit {
        WildLimit::Three => "at most three wild cards",
        WildLimit::Half => "wild cards at most half of the meld, and never more than three",
        WildLimit::Two => "at most two wild cards",
    };
    let canasta = if rules.melding.wild_on_completed_canasta {
        "Wild cards may be added to a completed canasta (up to three)."
    } else {
        "No wild cards on a completed canasta."
    };
    format!(
        "Three or more cards of one rank, at least two natural, {wild}. Seven cards make a \
         canasta: natural (no wild) or mixed. {canasta}"
    )
}

fn pile_text(rules: &Rules) -> String {
    let mut parts = vec![
        "Meld the top card with cards from your hand, then take the whole pile. A frozen pile \
         (a wild card or red 3 in it, or your team has not melded) needs two natural cards of \
         its rank."
            .to_string(),
    ];
    if rules.pile.needs_natural_pair {
        parts.push("House rule: always a natural pair.".into());
    } else {
        parts.push("Otherwise one natural and a wild, or a lay-off on your meld, will do.".into());
    }
    if !rules.pile.on_completed_canasta {
        parts.push("House rule: never when the top card's rank is your completed canasta.".into());
    }
    if rules.pile.take_top_card_only {
        parts.push("You may take only the top card (`take top ...`).".into());
    }
    parts.join(" ")
}

fn going_out_text(rules: &Rules) -> String {
    let canastas = if rules.going_out.canastas_needed == 1 {
        "one canasta".to_string()
    } else {
        format!("{} canastas", rules.going_out.canastas_needed)
    };
    let answer = if rules.going_out.answer_binds {
        format!(
            "The partner's answer to \"May I go out?\" binds (failing after yes costs {}).",
            rules.going_out.failed_penalty
        )
    } else {
        "The partner's answer to \"May I go out?\" is only advice.".to_string()
    };
    let concealed = if rules.going_out.concealed_needs_team_unopened {
        "Concealed: the whole hand in one turn, the team not having melded."
    } else {
        "Concealed: the whole hand in one turn, with no earlier melds of your own."
    };
    format!(
        "Needs {canastas} on your side. Bonus {}, concealed {}. {concealed} {answer}",
        rules.scoring.going_out, rules.scoring.concealed_going_out
    )
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
    let mut red = format!("red 3 {} each", rules.scoring.red_three);
    if rules.scoring.all_red_threes_bonus {
        for t in &rules.scoring.red_three_totals {
            red.push_str(&format!(", {} of them {}", t.red_threes, t.total));
        }
    }
    format!(
        "Natural canasta {}, mixed canasta {}; {red} (minus for a side that has not melded). \
         Cards melded count for you, cards left in hand against you.",
        rules.scoring.natural_canasta, rules.scoring.mixed_canasta
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use crate::payload::Message;
    use canasta_engine::PRESET_NAMES;

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
        assert!(pile_text(&rules).contains("always a natural pair"));
        let fast = Rules::preset("fast").unwrap();
        assert!(turn_text(&fast).starts_with("Draw 2 cards"));
        assert!(going_out_text(&fast).starts_with("Needs 2 canastas"));
        let cutthroat = Rules::preset("cutthroat").unwrap();
        assert!(seating_text(&cutthroat).contains("plays alone"));
    }

    #[test]
    fn help_for_every_command() {
        for verb in Verb::ALL {
            assert!(
                verb_help(verb).contains(&format!("`{}", verb.word())),
                "{verb:?}"
            );
            let embed = topic_help(verb.word());
            assert!(violations(&Message::embed(embed)).is_empty());
        }
        assert_eq!(topic_help("cards").title, "Typing cards");
        assert_eq!(topic_help("nonsense").title, "How to play");
        assert!(violations(&Message::embed(help_embed())).is_empty());
    }
}
