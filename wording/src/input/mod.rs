//! The card input grammar, shared by the Discord commands and the terminal `play` mode.
//!
//! # For players
//!
//! Type cards by rank; suits are optional because they never matter (except for 3s, and red 3s
//! are never in a hand):
//!
//! | you type | means |
//! |---|---|
//! | `7`, `10`, `J`, `Q`, `K`, `A` | a card of that rank (`jack`, `queen`, `king`, `ace` work too) |
//! | `2`, `joker` (or `jk`, `*`) | wild cards |
//! | `7h`, `7♥`, `10s` | that exact card (suits `c d h s` or `♣ ♦ ♥ ♠`) |
//! | `7 hertta`, `hearts 7` | the same: a suit word gives its suit to the cards without one |
//!
//! Cards are separated by spaces, melds by commas. Each player's input is read in their
//! language and English ([`letters`]): Finnish `A K R S` (ässä, kuningas, rouva, sotamies) and
//! Swedish `E K D Kn` (ess, kung, dam, knekt) beside `A K Q J`; the words of every language
//! (`rouva`, `knekt`, `jokeri`, `hertta`, `hjärter`) for everyone. A lone Finnish `S` is a
//! jack and a lone Swedish `D` a queen, never a suit. What the bot writes for a player to type
//! (the terminal's `moves`, autocomplete's labels, the ways to name a meld) is in their
//! letters and reads back in their language, and so are the command words (`nosta`, `dra`; English
//! ones are read in every language, [`words`]).
//!
//! | command | example | does |
//! |---|---|---|
//! | `draw` | `draw` | draw from the stock |
//! | `take <cards>` | `take 8 8` | take the pile, melding its top card with these cards from your hand (do not count the top card) |
//! | `take` | `take` | take the pile by laying its top card off on your team's meld of that rank (also `take lay off`) |
//! | `take <cards>; <melds>` | `take 8 8; 7 7 7, K K 2` | first meld more from your hand (counts toward your first meld's minimum), then take the pile; `+` works like `;` |
//! | `take top <cards>` | `take top 8 8` | take only the top card, where the table's rules allow it |
//! | `meld <melds>` | `meld 7 7 2, K K` | new melds, and lay-offs: a group whose rank matches one of your team's melds is added to it |
//! | `meld <rank>: <wilds>` | `meld K: 2` | add wild cards to your team's K meld (a group of wild cards alone needs its rank) |
//! | `discard <card>` | `discard 9` | discard one card, ending your turn |
//! | `ask` | `ask` | ask your partner "May I go out?" |
//! | `yes` / `no` | `yes` | answer your partner |
//! | `end` | `end` | with the stock gone, leave the pile: the deal ends |
//!
//! Groups of the same rank in one command are merged (`meld 7 7, 7 2` is `meld 7 7 7 2`).
//!
//! ## Samba's sequences (RULES.md §3)
//!
//! | you type | means |
//! |---|---|
//! | `meld 5♥ 6♥ 7♥`, `meld 5h 6h 7h` | a new sequence of hearts |
//! | `meld h 5-7`, `meld 5-7h`, `meld Q-2s` | the same as a range (the order wraps round the ace) |
//! | `meld 5 6 7` | a sequence in the one suit your hand holds them in |
//! | `meld 8h`, `meld 4h 8h` | cards added to your team's sequence they extend |
//! | `meld 5♥-7♥: 8h`, `meld h: 8` | cards added to a sequence named by its ends, or by its suit when it is your team's only one |
//! | `meld 2nd K: K` | added to your team's second K meld, where it has two |
//! | `meld new: 8h 9h 10h` | a new meld even where one of your melds could take the cards |
//! | `take onto 5♥-7♥`, `take h:` | take the pile by laying its top card on that sequence |
//! | `take 5♥-7♥: 9` | the same, with cards from your hand going on with the top card |
//! | `take new: K K`, `take 2nd K: K K` | the top card starts a new meld, or goes on the meld named |
//!
//! Where two melds (or a meld and a new one) could take the cards, nothing is guessed: the
//! reply says how to name each.
//! When the hand lacks a card, the reply says what is missing and shows the hand.
//!
//! Sitoumussamba's auction is typed as `bid 3 hearts`, `pass`, `double` and `cannot open`
//! (see [`bidding`]).

pub mod bidding;
pub mod build;
pub mod command;
pub mod control;
pub mod duration;
pub mod error;
pub mod inner;
pub mod letters;
pub mod reading;
pub mod resolve;
pub mod spec;
pub mod suggest;
#[cfg(test)]
pub(crate) mod test_positions;
pub mod typed;
pub mod words;

pub use build::to_action;
pub use command::{parse_args, parse_command, Command, Verb};
pub use control::{clashing_choices, pressed, Pressed};
pub use error::{InputError, MeldChoice};
pub use spec::{CardSpec, GroupSpec, Place};
pub use suggest::{suggest, Suggestion, SuggestionKind};
pub use typed::action_text;

use crate::lang::Lang;
use canasta_engine::{Action, SeatView};

/// Parses a whole line typed by a reader of `lang` (`meld 7 7 2, K K K`, Finnish
/// `pöydää 7 7 2, R R R`) into the action it stands for in `view`. Sitoumussamba's calls
/// (`bid 3 hearts`, `pass`, `double`, `cannot open`) are read by [`bidding::parse_call_in`].
pub fn parse_action(lang: Lang, line: &str, view: &SeatView) -> Result<Action, InputError> {
    if let Some(call) = bidding::parse_call_in(lang, line) {
        return call;
    }
    to_action(lang, &parse_command(lang, line)?, view)
}

/// Parses the arguments of `verb` (a slash command's text option, or a select's values)
/// typed by a reader of `lang` into an action.
pub fn parse_verb_args(
    lang: Lang,
    verb: Verb,
    args: &str,
    view: &SeatView,
) -> Result<Action, InputError> {
    to_action(lang, &parse_args(lang, verb, args)?, view)
}
