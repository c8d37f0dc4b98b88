//! Help for each command and how to type cards (a rule set in prose is [`super::rules_prose`]).

use crate::input::Verb;
use crate::payload::Embed;

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

/// The calls of Sitoumussamba's auction in short; `help bid` gives the whole of it.
pub const CALLS_HELP: &str = "Sitoumussamba only, before each deal: `bid 3 hearts` (`bid 3h`, \
`bid 5 canasta`, `bid 6 2s`), `pass`, `double`, and `cannot open` for a declarer whose hand \
cannot open. More: `help bid`.";

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
    embed = embed.field("bid / pass / double", CALLS_HELP, false);
    embed.footer("A turn: draw or take the pile, meld if you like, then discard.")
}

/// The slash commands, each with an example: what `/help` adds on Discord.
pub const SLASH_COMMANDS_HELP: &str = "Your turn: `/draw` · `/take-pile with: 8 8` · \
`/meld cards: 7 7 2, K K K` · `/discard card: 9` · `/go-out` (asks your partner) or \
`/go-out melds: 5 5 5 discard: 9`. `/hand` shows your hand with buttons for the whole turn. \
Look: `/table`, `/pile`, `/score`, `/rules`; \
ratings: `/leaderboard` (by table size, or `family: wins`), `/profile`; every move so far: `/log`; \
your games and whose move: `/mygames`; on holiday: `/canasta away duration: 3d` pauses your \
clocks, `/canasta pause` asks the table to stop them all (`/canasta resume`). Stop: \
`/resign`, `/abandon` (host \
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use crate::payload::Message;

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
        assert!(violations(&Message::embed(slash_help_embed())).is_empty());
    }

    /// Sitoumussamba's calls (RULES.md §3 "Bidding") are in the overview and have a topic.
    #[test]
    fn help_names_the_calls_of_the_auction() {
        let overview = help_embed();
        assert!(overview
            .fields
            .iter()
            .any(|(name, value, _)| name == "bid / pass / double" && value.contains("`help bid`")));
        for topic in ["bid", "pass", "double", "cannot"] {
            assert_eq!(topic_help(topic).title, "Help: bidding", "{topic}");
        }
    }
}
