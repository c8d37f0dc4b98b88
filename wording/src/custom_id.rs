//! Custom ids of buttons and selects: everything needed to act later, statelessly, so controls
//! keep working after a restart, and report a view that is out of date.
//!
//! Format: `g:<game>:v:<version>:<control>[:<args>]`, at most 100 characters, e.g.
//! `g:42:v:17:draw` or `g:42:v:17:take:8 8`. `<version>` is the game's version when the view
//! was drawn; an action arriving with an older version belongs to a stale view. For selects
//! (`meld`, `discard`, `take` without args), the chosen option values are the arguments, in the
//! grammar of `crate::input` (several meld values are joined with `, `).

use crate::payload::Components;
use canasta_engine::{Bid, Denomination, Suit};
use std::fmt;

/// What a control does.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Control {
    /// Draw from the stock.
    Draw,
    /// Take the pile: `Some(args)` from a button (`take:8 8`), `None` from the select, whose
    /// value is the arguments.
    Take(Option<String>),
    /// Meld: the select's values, joined with `, `, are the `meld` arguments.
    Meld,
    /// Discard: the select's value is the card.
    Discard,
    /// "May I go out?"
    Ask,
    /// The partner's answer.
    Answer(bool),
    /// Decline the pile with the stock gone.
    End,
    /// Show the presser their hand (or redraw it).
    Hand,
    /// Lay down the red 3 of this suit to buy a stock card (Samba 23): `buy:h`, `buy:d`.
    Buy(Suit),
    /// Sitoumussamba: show the presser the bids of this level, to choose one (`level:3`).
    Level(u8),
    /// Sitoumussamba: make this bid (`bid:3:hearts`, FI 12B).
    Bid(Bid),
    /// Sitoumussamba: pass (FI 12C).
    Pass,
    /// Sitoumussamba: double (FI 12D).
    Double,
    /// The declarer cannot open the bid (FI 16C).
    CannotOpen,
}

/// A decoded custom id.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CustomId {
    /// The game's id (the store's `GameId`).
    pub game: u64,
    /// The game's version when the control was drawn.
    pub version: u64,
    /// What the control does.
    pub control: Control,
}

/// Why a custom id could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CustomIdError {
    /// Not one of ours (another prefix): ignore it.
    NotOurs,
    /// Ours, but damaged or from an incompatible version of the bot.
    Malformed(String),
}

impl CustomId {
    /// A custom id.
    pub fn new(game: u64, version: u64, control: Control) -> CustomId {
        CustomId {
            game,
            version,
            control,
        }
    }

    /// The encoded id, or `None` when it would be longer than 100 characters (a take button
    /// with long arguments: use the select instead).
    pub fn encode(&self) -> Option<String> {
        let s = self.to_string();
        Components::fits_custom_id(&s).then_some(s)
    }

    /// True when the control was drawn at `current` version of the game.
    pub fn is_current(&self, current: u64) -> bool {
        self.version == current
    }

    /// Reads an id made by [`CustomId::encode`].
    pub fn parse(s: &str) -> Result<CustomId, CustomIdError> {
        let mut parts = s.splitn(6, ':');
        if parts.next() != Some("g") {
            return Err(CustomIdError::NotOurs);
        }
        let malformed = || CustomIdError::Malformed(s.to_string());
        let game = parts
            .next()
            .and_then(|p| p.parse().ok())
            .ok_or_else(malformed)?;
        if parts.next() != Some("v") {
            return Err(malformed());
        }
        let version = parts
            .next()
            .and_then(|p| p.parse().ok())
            .ok_or_else(malformed)?;
        let word = parts.next().ok_or_else(malformed)?;
        let args = parts.next();
        let control = match (word, args) {
            ("take", args) => Control::Take(args.map(str::to_string)),
            ("level", Some(level)) => Control::Level(level.parse().map_err(|_| malformed())?),
            ("bid", Some(bid)) => Control::Bid(bid_of_text(bid).ok_or_else(malformed)?),
            ("buy", Some(letter)) => Control::Buy(suit_of_letter(letter).ok_or_else(malformed)?),
            (_, Some(_)) => return Err(malformed()),
            ("draw", None) => Control::Draw,
            ("meld", None) => Control::Meld,
            ("discard", None) => Control::Discard,
            ("ask", None) => Control::Ask,
            ("yes", None) => Control::Answer(true),
            ("no", None) => Control::Answer(false),
            ("end", None) => Control::End,
            ("hand", None) => Control::Hand,
            ("pass", None) => Control::Pass,
            ("double", None) => Control::Double,
            ("cannot-open", None) => Control::CannotOpen,
            _ => return Err(malformed()),
        };
        Ok(CustomId::new(game, version, control))
    }
}

impl fmt::Display for CustomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "g:{}:v:{}:", self.game, self.version)?;
        match &self.control {
            Control::Draw => f.write_str("draw"),
            Control::Take(None) => f.write_str("take"),
            Control::Take(Some(args)) => write!(f, "take:{args}"),
            Control::Meld => f.write_str("meld"),
            Control::Discard => f.write_str("discard"),
            Control::Ask => f.write_str("ask"),
            Control::Answer(true) => f.write_str("yes"),
            Control::Answer(false) => f.write_str("no"),
            Control::End => f.write_str("end"),
            Control::Hand => f.write_str("hand"),
            Control::Buy(suit) => write!(f, "buy:{}", suit.letter()),
            Control::Level(level) => write!(f, "level:{level}"),
            Control::Bid(bid) => write!(f, "bid:{}:{}", bid.level, code(bid.denomination)),
            Control::Pass => f.write_str("pass"),
            Control::Double => f.write_str("double"),
            Control::CannotOpen => f.write_str("cannot-open"),
        }
    }
}

/// A denomination in a custom id.
fn code(denomination: Denomination) -> &'static str {
    match denomination {
        Denomination::Clubs => "clubs",
        Denomination::Diamonds => "diamonds",
        Denomination::Hearts => "hearts",
        Denomination::Spades => "spades",
        Denomination::Canasta => "canasta",
        Denomination::TwosCanasta => "twos-canasta",
    }
}

/// The bid written `<level>:<denomination>` by [`CustomId`]'s `Display`.
fn bid_of_text(text: &str) -> Option<Bid> {
    let (level, denomination) = text.split_once(':')?;
    let denomination = Denomination::ALL
        .into_iter()
        .find(|&d| code(d) == denomination)?;
    Some(Bid::new(level.parse().ok()?, denomination))
}

/// The suit whose letter (`Suit::letter`) is `text`.
fn suit_of_letter(text: &str) -> Option<Suit> {
    [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]
        .into_iter()
        .find(|suit| text.len() == 1 && text.starts_with(suit.letter()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_control() -> Vec<Control> {
        vec![
            Control::Draw,
            Control::Take(None),
            Control::Take(Some("8 8; K: 2".into())),
            Control::Take(Some(String::new())),
            Control::Meld,
            Control::Discard,
            Control::Ask,
            Control::Answer(true),
            Control::Answer(false),
            Control::End,
            Control::Hand,
            Control::Buy(Suit::Hearts),
            Control::Buy(Suit::Diamonds),
            Control::Level(8),
            Control::Bid(Bid::new(8, Denomination::TwosCanasta)),
            Control::Bid(Bid::new(1, Denomination::Clubs)),
            Control::Pass,
            Control::Double,
            Control::CannotOpen,
        ]
    }

    #[test]
    fn round_trips() {
        for control in every_control() {
            let id = CustomId::new(u64::MAX, u64::MAX, control);
            let s = id.encode().unwrap();
            assert!(s.len() <= 100, "{s}");
            assert_eq!(CustomId::parse(&s), Ok(id));
        }
        assert_eq!(
            CustomId::new(42, 17, Control::Draw).to_string(),
            "g:42:v:17:draw"
        );
    }

    #[test]
    fn long_arguments_do_not_encode() {
        let id = CustomId::new(1, 1, Control::Take(Some("8 ".repeat(50))));
        assert_eq!(id.encode(), None);
    }

    #[test]
    fn stale_views_are_detected() {
        let id = CustomId::parse("g:1:v:5:draw").unwrap();
        assert!(id.is_current(5));
        assert!(!id.is_current(6));
    }

    #[test]
    fn foreign_and_damaged_ids() {
        assert_eq!(CustomId::parse("poll:1"), Err(CustomIdError::NotOurs));
        for bad in [
            "g:",
            "g:x:v:1:draw",
            "g:1:w:1:draw",
            "g:1:v:-1:draw",
            "g:1:v:1",
            "g:1:v:1:fly",
            "g:1:v:1:draw:now",
            "g:1:v:1:buy",
            "g:1:v:1:buy:x",
            "g:1:v:1:level:x",
            "g:1:v:1:bid:3",
            "g:1:v:1:bid:3:notrumps",
            "g:1:v:1:pass:now",
        ] {
            assert_eq!(
                CustomId::parse(bad),
                Err(CustomIdError::Malformed(bad.into())),
                "{bad}"
            );
        }
    }
}
