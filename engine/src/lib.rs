//! A pure, deterministic rules engine for Canasta (see `RULES.md`).
//!
//! No I/O, no async, no Discord: a [`Game`] is its [`Rules`], a seed and a list of
//! [`Action`]s. [`Game::apply`] validates an action in full before changing anything and
//! returns a [`RuleError`] that names the rule otherwise.

pub mod action;
pub mod actor;
pub mod bidding;
pub mod builder;
pub mod card;
pub mod cards;
pub mod deal;
pub mod deck;
pub mod error;
pub mod event;
pub mod game;
pub mod going_out;
pub mod invariants;
pub mod log;
pub mod meld;
mod meld_shape;
pub mod pile;
mod play;
pub mod players;
pub mod presets;
pub mod recorded;
pub mod rules;
mod sample;
pub mod score;
pub mod view;

pub use action::{first_new_id_after_take, play_shapes, Action, MeldPlay, TopCardTo};
pub use actor::Actor;
pub use bidding::{Bid, BiddingPolicy, Call, Denomination};
pub use builder::PositionBuilder;
pub use card::{parse_cards, Card, Rank, Suit};
pub use cards::CardSet;
pub use deal::{Ask, Deal, DrawSource, Phase};
pub use error::RuleError;
pub use event::Event;
pub use game::Game;
pub use going_out::{GoingOut, WayOut};
pub use log::{GameLog, LoggedAction, ReplayError};
pub use meld::{Meld, MeldId, MeldKind, MeldShape};
pub use play::Scratch;
pub use presets::PRESET_NAMES;
pub use rules::{
    HouseRule, HouseRuleChoices, HouseRuleError, RuleDifference, Rules, RulesError, Seating,
    WildLimit,
};
pub use score::{DealEnd, DealResult, ScoreBreakdown};
pub use view::{PublicView, SeatView};
