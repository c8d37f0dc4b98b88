//! Sitoumussamba's calls as players type them (RULES.md §3 "Bidding"; FI 12, 16C):
//!
//! | you type | means |
//! |---|---|
//! | `bid 3 hearts`, `bid 3h`, `bid 3♥`, `bid 3 hertta` | a bid: its level (1 to 8, 1000 points each), then what it names |
//! | `bid 5 canasta`, `bid 5 can` | a canasta bid |
//! | `bid 6 2s`, `bid 6 2s canasta`, `bid 6 twos` | a 2s canasta bid |
//! | `pass` | no bid this time |
//! | `double` | double the opponents' bid, ending the auction |
//! | `cannot open` (`cannot`, `can't open`) | the declarer cannot open: the side pays 1000 and the bid passes on |
//!
//! Suits are `clubs diamonds hearts spades`, their letters `c d h s` or symbols `♣ ♦ ♥ ♠`,
//! and the Finnish and Swedish words (`risti ruutu hertta pata`, `klöver ruter hjärter
//! spader`, see [`super::letters`]); a 2s canasta is also `kakkoscanasta` or `tvåcanasta`.
//! The calling words are read in the reader's language and English (`locales/*/verbs.ftl`:
//! `tarjoa`, `passi`, `kontra`, `en voi avata`; `bjud`, `pass`, `dubbla`, `kan inte öppna`).
//! Whether a call is allowed now, the engine says.

use super::error::InputError;
use super::letters::suit_name;
use super::words::{leading, phrase_table, phrases};
use crate::lang::Lang;
use crate::tr;
use canasta_engine::{Action, Bid, Denomination, Suit};

/// A calling word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    /// `bid`, with a level and what it names.
    Bid,
    /// `pass`.
    Pass,
    /// `double`.
    Double,
    /// `cannot open`.
    CannotOpen,
}

impl Call {
    /// Every call, in the order help names them.
    pub const ALL: [Call; 4] = [Call::Bid, Call::Pass, Call::Double, Call::CannotOpen];

    /// The word a reader of `lang` is shown for this call (`tarjoa`, `bjud`, `bid`).
    pub fn word_in(self, lang: Lang) -> String {
        match self {
            Call::Bid => tr!(lang, "call-bid"),
            Call::Pass => tr!(lang, "call-pass"),
            Call::Double => tr!(lang, "call-double"),
            Call::CannotOpen => tr!(lang, "call-cannot-open"),
        }
    }

    /// Every phrase `lang` reads as this call.
    fn phrases(lang: Lang, call: Call) -> Vec<String> {
        let also = match call {
            Call::Bid => lang.attribute("call-bid", "also"),
            Call::Pass => lang.attribute("call-pass", "also"),
            Call::Double => lang.attribute("call-double", "also"),
            Call::CannotOpen => lang.attribute("call-cannot-open", "also"),
        };
        phrases(&call.word_in(lang), also)
    }

    /// The call that starts `line` typed by a reader of `lang`, and the rest of the line.
    pub fn leading(lang: Lang, line: &str) -> Option<(Call, &str)> {
        leading(line, &phrase_table(lang, &Call::ALL, Call::phrases))
    }
}

/// The call `line` types in English, if its first word is a calling word (`bid`, `pass`,
/// `double`, `cannot`); `None` for every other line, which is a move of the card grammar.
pub fn parse_call(line: &str) -> Option<Result<Action, InputError>> {
    parse_call_in(Lang::En, line)
}

/// The call `line` types, read in `lang` and English (`tarjoa 3 hertta`, `bjud 3h`,
/// `bid 3h`); `None` when it starts with no calling word.
pub fn parse_call_in(lang: Lang, line: &str) -> Option<Result<Action, InputError>> {
    let line = line.trim().trim_start_matches('/').trim();
    let (call, rest) = Call::leading(lang, line)?;
    let rest = rest.trim().to_lowercase();
    let bare = |action: Action| {
        if rest.is_empty() {
            Ok(action)
        } else {
            Err(InputError::BadCall(line.to_string()))
        }
    };
    Some(match call {
        Call::Bid => parse_bid(&rest)
            .map(|bid| Action::Bid { bid })
            .ok_or_else(|| InputError::BadCall(line.to_string())),
        Call::Pass => bare(Action::Pass),
        Call::Double => bare(Action::Double),
        Call::CannotOpen => bare(Action::CannotOpen),
    })
}

/// A bid as typed after `bid`, lower case: `3 hearts`, `3h`, `3 ♥`, `5 canasta`, `6 2s`.
fn parse_bid(text: &str) -> Option<Bid> {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let level: u8 = text[..digits].parse().ok()?;
    let named = text[digits..].trim();
    denomination(named).map(|d| Bid::new(level, d))
}

/// What a bid names, from its typed words (lower case).
fn denomination(words: &str) -> Option<Denomination> {
    let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    if let Some(suit) = suit_name(&words) {
        return Some(match suit {
            Suit::Clubs => Denomination::Clubs,
            Suit::Diamonds => Denomination::Diamonds,
            Suit::Hearts => Denomination::Hearts,
            Suit::Spades => Denomination::Spades,
        });
    }
    let d = match words.as_str() {
        "can" | "canasta" => Denomination::Canasta,
        "2s" | "2" | "twos" | "2s canasta" | "2s-canasta" | "twos canasta" | "2 canasta"
        | "kakkos canasta" | "kakkoscanasta" | "kakkoset" | "tvåcanasta" | "tvåor"
        | "tvåor canasta" | "två canasta" => Denomination::TwosCanasta,
        _ => return None,
    };
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(level: u8, denomination: Denomination) -> Option<Result<Action, InputError>> {
        Some(Ok(Action::Bid {
            bid: Bid::new(level, denomination),
        }))
    }

    #[test]
    fn sitoumussamba_12b_bids_by_level_and_denomination() {
        use Denomination::*;
        assert_eq!(parse_call("bid 3 hearts"), bid(3, Hearts));
        assert_eq!(parse_call("bid 3h"), bid(3, Hearts));
        assert_eq!(parse_call("BID 3♥"), bid(3, Hearts));
        assert_eq!(parse_call("/bid 3 hertta"), bid(3, Hearts));
        assert_eq!(parse_call("bid 1 club"), bid(1, Clubs));
        assert_eq!(parse_call("bid 2d"), bid(2, Diamonds));
        assert_eq!(parse_call("bid 4 pata"), bid(4, Spades));
        assert_eq!(parse_call("bid 4 Spader"), bid(4, Spades));
        assert_eq!(parse_call("bid 2 klöver"), bid(2, Clubs));
        assert_eq!(parse_call("bid 6 tvåcanasta"), bid(6, TwosCanasta));
        assert_eq!(parse_call("bid 6 kakkoscanasta"), bid(6, TwosCanasta));
        assert_eq!(parse_call("bid 5 canasta"), bid(5, Canasta));
        assert_eq!(parse_call("bid 5 can"), bid(5, Canasta));
        assert_eq!(parse_call("bid 6 2s"), bid(6, TwosCanasta));
        assert_eq!(parse_call("bid 6 twos"), bid(6, TwosCanasta));
        // As the engine writes a bid (`Bid`'s Display) and the moves list shows it.
        assert_eq!(parse_call("bid 6 2s canasta"), bid(6, TwosCanasta));
        let two_canasta = Bid::new(2, TwosCanasta);
        let line = format!("bid {two_canasta}");
        assert_eq!(parse_call(&line), bid(2, TwosCanasta));
    }

    #[test]
    fn sitoumussamba_12c_pass_double_and_cannot_open() {
        assert_eq!(parse_call("pass"), Some(Ok(Action::Pass)));
        assert_eq!(parse_call(" Double "), Some(Ok(Action::Double)));
        assert_eq!(parse_call("cannot open"), Some(Ok(Action::CannotOpen)));
        assert_eq!(parse_call("cannot"), Some(Ok(Action::CannotOpen)));
        assert_eq!(parse_call("can't open"), Some(Ok(Action::CannotOpen)));
    }

    #[test]
    fn other_lines_are_moves_and_bad_bids_say_so() {
        assert_eq!(parse_call("draw"), None);
        assert_eq!(parse_call("meld 7 7 2"), None);
        for bad in [
            "bid",
            "bid hearts",
            "bid 3",
            "bid 3 trumps",
            "pass 3",
            "double it",
        ] {
            assert!(
                matches!(parse_call(bad), Some(Err(InputError::BadCall(_)))),
                "{bad}"
            );
        }
    }
}
