//! The other direction of the grammar: the line a player would type for an engine
//! [`Action`] (`take 8 8; K K K`, `meld 7 7 2, K: 2`, `discard 9`). The terminal lists legal
//! moves this way, so what it offers is exactly what a player can type back.
//!
//! Cards are written by rank only (suits never matter, and red 3s are never in a hand), so
//! parsing the text back may pick other suits than the action named: an equivalent action.
//! Samba's sequences are the exception: their cards are written with their suit (SAMBA 20A).
//!
//! Cards are written in the reader's letters (Finnish `meld R R R`, Swedish `meld Kn Kn Kn`),
//! which the grammar reads back in that language, and so are the command words (`pöydää`,
//! `lägg`), and the grammar's inner words (`uusi`, `toinen`, `päälle`, `lisäys`; [`super::inner`]).

use super::bidding::Call;
use super::build::team_melds;
use super::command::Verb;
use super::error::InputError;
use super::inner::Inner;
use super::reading::{destination, fill_suit, meld_name, Dest};
use super::spec::{CardSpec, GroupSpec, Place};
use crate::lang::Lang;
use crate::render::words::{rank_word, shape_word, suited_card_word};
use crate::tr;
use canasta_engine::{
    play_shapes, Action, Bid, Card, Denomination, Meld, MeldId, MeldPlay, MeldShape, Rank,
    SeatView, TopCardTo,
};

/// The line a reader of `lang` types for `action` in `view` (the view of the seat that would
/// act).
pub fn action_text(lang: Lang, action: &Action, view: &SeatView) -> String {
    match action {
        Action::Draw => Verb::Draw.word_in(lang),
        Action::AskGoOut => Verb::Ask.word_in(lang),
        Action::AnswerGoOut { yes: true } => Verb::Yes.word_in(lang),
        Action::AnswerGoOut { yes: false } => Verb::No.word_in(lang),
        Action::EndDeal => Verb::End.word_in(lang),
        // Sitoumussamba's calls (FI 12, 16C), as `bidding::parse_call` reads them.
        Action::Bid { bid } => format!("{} {}", Call::Bid.word_in(lang), bid_text(lang, *bid)),
        Action::Pass => Call::Pass.word_in(lang),
        Action::Double => Call::Double.word_in(lang),
        Action::CannotOpen => Call::CannotOpen.word_in(lang),
        Action::Discard { card } => {
            // Where sequences are played the suit of a discard matters (SAMBA 19A): named.
            let card = match card.suit {
                Some(_) if view.table.melding.sequences => suited_card_word(lang, *card),
                _ => card_text(lang, *card),
            };
            format!("{} {card}", Verb::Discard.word_in(lang))
        }
        Action::Meld { melds } => {
            format!(
                "{} {}",
                Verb::Meld.word_in(lang),
                plays_text(lang, melds, view, view.table.next_meld_id)
            )
        }
        Action::TakePile {
            with,
            melds,
            top_only,
            top_to,
            more_locks,
        } => {
            let mut line = Verb::Take.word_in(lang);
            if *top_only {
                line.push(' ');
                line.push_str(&Inner::Top.word_in(lang));
            }
            // Samba 13D: how many of the locking cards in a row come too, counting the most
            // recent one (`take 2 locks K K`).
            if *more_locks > 0 {
                let count = u32::from(*more_locks) + 1;
                line.push(' ');
                line.push_str(&tr!(lang, "grammar-locks", count = count));
            }
            // Samba: where the top card goes, when not to the meld of its rank (14C, 19A), is
            // named as a meld group names its meld.
            let name = match top_to {
                TopCardTo::RankMeld => None,
                TopCardTo::NewMeld => Some(Inner::New.word_in(lang)),
                TopCardTo::Meld { meld } => {
                    let melds = team_melds(view);
                    melds
                        .iter()
                        .find(|m| m.id == *meld)
                        .map(|m| meld_name(lang, m, melds))
                }
            };
            match (name, with.is_empty()) {
                (Some(name), true) => {
                    line.push_str(&format!(" {} {name}", Inner::Onto.word_in(lang)));
                }
                (Some(name), false) => {
                    line.push_str(&format!(" {name}: {}", cards_text(lang, with)));
                }
                (None, false) => line.push_str(&format!(" {}", cards_text(lang, with))),
                (None, true) if !melds.is_empty() => {
                    line.push(' ');
                    line.push_str(&Inner::LayOff.word_in(lang));
                }
                (None, true) => {}
            }
            if !melds.is_empty() {
                let next = match view.table.pile.top {
                    Some(top) => {
                        top_to.first_new_id(team_melds(view), top, with, view.table.next_meld_id)
                    }
                    None => view.table.next_meld_id,
                };
                line.push_str("; ");
                line.push_str(&plays_text(lang, melds, view, next));
            }
            line
        }
        Action::BuyWithRedThree { card } => format!("buy with {card}"),
    }
}

/// A bid as typed after `bid`: `3 hearts` (Finnish `3 hertta`, Swedish `3 hjärter`).
pub fn bid_text(lang: Lang, bid: Bid) -> String {
    let denomination = match bid.denomination {
        Denomination::Clubs => "clubs",
        Denomination::Diamonds => "diamonds",
        Denomination::Hearts => "hearts",
        Denomination::Spades => "spades",
        Denomination::Canasta => "canasta",
        Denomination::TwosCanasta => "twos",
    };
    tr!(
        lang,
        "grammar-bid",
        level = bid.level,
        denomination = denomination
    )
}

/// A card as a reader of `lang` types it: its rank (`7`, `K`, Finnish `R`), `joker` for a
/// joker (Finnish `jokeri`).
pub fn card_text(lang: Lang, card: Card) -> String {
    rank_text(lang, card.rank)
}

/// A rank as a reader of `lang` types it: `7`, `K` (Finnish `R`), `joker` (Finnish `jokeri`).
pub fn rank_text(lang: Lang, rank: Rank) -> String {
    match rank {
        Rank::Joker => tr!(lang, "grammar-joker"),
        rank => rank_word(lang, rank),
    }
}

/// A meld as a lay-off names it: its rank (`K`), or a sequence as `4♥-7♥`.
fn shape_text(lang: Lang, shape: MeldShape) -> String {
    shape_word(lang, shape)
}

/// Cards as typed, separated by spaces.
pub fn cards_text(lang: Lang, cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| card_text(lang, c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Meld plays as comma-separated groups, one per meld (the parser merges groups of a rank);
/// a group of wild cards alone names its meld: `K: 2`, and so does a lay-off that the grammar
/// would read otherwise without the name (`2nd K: K`, `K: K K K` beside a possible second K
/// meld, SAMBA 14C). The team's melds before the plays are in `view`, and `next` is the id the
/// plays' first new meld gets: a lay-off on a meld made earlier in the same action counts by
/// the new meld. Cards are in the letters of `lang`.
pub fn plays_text(lang: Lang, plays: &[MeldPlay], view: &SeatView, next: MeldId) -> String {
    let melds = team_melds(view);
    let mut groups: Vec<Group> = Vec::new();
    for (play, shape) in plays.iter().zip(play_shapes(plays, melds, next)) {
        let existing = play
            .target()
            .and_then(|id| melds.iter().find(|m| m.id == id));
        let same = |g: &&mut Group| {
            shape.is_some()
                && g.shape == shape
                && g.existing.map(|m| m.id) == existing.map(|m| m.id)
        };
        let new = matches!(play, MeldPlay::New { .. });
        match groups.iter_mut().find(same) {
            Some(group) => {
                group.cards.extend_from_slice(play.cards());
                group.new |= new;
            }
            None => groups.push(Group {
                existing,
                shape,
                cards: play.cards().to_vec(),
                new,
            }),
        }
    }
    groups
        .iter()
        .map(|group| {
            // A sequence's suit matters (SAMBA 20A): its cards are written with it.
            let text = match group.shape {
                Some(MeldShape::Sequence { .. }) => suited_text(lang, &group.cards),
                _ => cards_text(lang, &group.cards),
            };
            let all_wild = group.cards.iter().all(|c| c.is_wild());
            let plain = || plain_reading(lang, view, group);
            match (group.existing, group.shape) {
                (Some(meld), _) if all_wild || plain() != Ok(Dest::Meld(meld.id)) => {
                    format!("{}: {text}", meld_name(lang, meld, melds))
                }
                (None, _)
                    if group.new
                        && matches!(
                            plain(),
                            Ok(Dest::Meld(_)) | Err(InputError::AmbiguousMeld { .. })
                        ) =>
                {
                    format!("{}: {text}", Inner::New.word_in(lang))
                }
                (None, Some(shape)) if all_wild && !group.new => {
                    format!("{}: {text}", shape_text(lang, shape))
                }
                _ => text,
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One group of [`plays_text`]: plays going to one meld.
struct Group<'a> {
    /// The team's meld it goes on, when the team had it before the plays.
    existing: Option<&'a Meld>,
    /// The shape of the meld it goes to, where that can be told.
    shape: Option<MeldShape>,
    /// The cards.
    cards: Vec<Card>,
    /// It starts a new meld.
    new: bool,
}

/// Where the grammar puts `group`'s cards, typed as [`plays_text`] writes them but without a
/// name before a `:`.
fn plain_reading(lang: Lang, view: &SeatView, group: &Group) -> Result<Dest, InputError> {
    let melds = team_melds(view);
    let suited = matches!(group.shape, Some(MeldShape::Sequence { .. }));
    let spec = GroupSpec {
        target: None,
        place: Place::Plain,
        cards: group
            .cards
            .iter()
            .map(|c| CardSpec {
                rank: c.rank,
                suit: c.suit.filter(|_| suited),
            })
            .collect(),
    };
    fill_suit(lang, &spec, view, melds).and_then(|g| destination(lang, &g, view, melds, &[]))
}

/// Cards with their suits (`5♥ 6♥ 7♥`, Finnish `R♥`), a joker as `joker`.
fn suited_text(lang: Lang, cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| match c.rank {
            Rank::Joker => tr!(lang, "grammar-joker"),
            _ => suited_card_word(lang, c),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
#[path = "typed_tests.rs"]
mod tests;
