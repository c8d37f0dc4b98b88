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
//! The calling words are typed words and stay English in every language. Whether a call is
//! allowed now, the engine says.

use super::error::InputError;
use super::letters::suit_name;
use canasta_engine::{Action, Bid, Denomination, Suit};

/// The call `line` types, if its first word is a calling word (`bid`, `pass`, `double`,
/// `cannot`); `None` for every other line, which is a move of the card grammar.
pub fn parse_call(line: &str) -> Option<Result<Action, InputError>> {
    let line = line.trim().trim_start_matches('/').trim();
    let lower = line.to_lowercase();
    let (word, rest) = lower
        .split_once(char::is_whitespace)
        .unwrap_or((&lower, ""));
    let rest = rest.trim();
    let bare = |action: Action| {
        if rest.is_empty() {
            Ok(action)
        } else {
            Err(InputError::BadCall(line.to_string()))
        }
    };
    Some(match word {
        "bid" => parse_bid(rest)
            .map(|bid| Action::Bid { bid })
            .ok_or_else(|| InputError::BadCall(line.to_string())),
        "pass" => bare(Action::Pass),
        "double" => bare(Action::Double),
        "cannot" | "can't" | "cant" => match rest {
            "" | "open" => Ok(Action::CannotOpen),
            _ => Err(InputError::BadCall(line.to_string())),
        },
        _ => return None,
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
