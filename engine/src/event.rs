//! What happened, as everyone at the table may know it. Events never name hidden cards.

use crate::action::MeldPlay;
use crate::bidding::{Call, Contract};
use crate::card::Card;
use crate::meld::MeldId;
use crate::score::DealResult;
use serde::{Deserialize, Serialize};

/// A public event produced by an action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A new deal was dealt.
    DealStarted {
        /// 1-based deal number.
        deal: u32,
        /// The dealer's seat.
        dealer: usize,
    },
    /// A red 3 was laid down for the seat's team (FI 21).
    RedThreeLaid {
        /// Who laid it.
        seat: usize,
        /// The card.
        card: Card,
    },
    /// Cards drawn from the stock (how many, not which).
    Drew {
        /// Who drew.
        seat: usize,
        /// How many cards went to the hand.
        count: usize,
    },
    /// The discard pile was taken.
    TookPile {
        /// Who took it.
        seat: usize,
        /// The top card.
        top: Card,
        /// Hand cards melded with it.
        with: Vec<Card>,
        /// The meld the top card went to (a new one when `with` started it).
        meld: MeldId,
        /// Cards taken from the pile: all of it, or down to its most recent locking card
        /// (Samba 13D).
        size: usize,
    },
    /// Melds and lay-offs.
    Melded {
        /// Who melded.
        seat: usize,
        /// What was melded.
        melds: Vec<MeldPlay>,
    },
    /// A discard.
    Discarded {
        /// Who discarded.
        seat: usize,
        /// The card.
        card: Card,
    },
    /// "May I go out?"
    AskedToGoOut {
        /// Who asked.
        seat: usize,
    },
    /// The partner's answer.
    Answered {
        /// Who answered.
        seat: usize,
        /// The answer.
        yes: bool,
    },
    /// A penalty was charged (FI 23D).
    Penalty {
        /// The team charged.
        team: usize,
        /// Points.
        points: i32,
    },
    /// Cutthroat: the solo and the partners for the rest of the deal (SV2).
    PartnershipFormed {
        /// The player alone.
        solo: usize,
        /// The two partners.
        partners: Vec<usize>,
    },
    /// A player went out.
    WentOut {
        /// Who.
        seat: usize,
        /// Concealed (FI 19).
        concealed: bool,
    },
    /// The stock ran out and the deal ended without anyone going out (FI 24).
    StockExhausted,
    /// A red 3 that was one of the stock's last two cards ended the deal with a card still in
    /// the stock (SAMBA 32), which is shown: the text shows the last two cards.
    LastStockCardsEndDeal {
        /// The stock's last card, never drawn.
        left: Card,
    },
    /// A deal was scored.
    DealScored {
        /// The result with its breakdown.
        result: DealResult,
    },
    /// A call of Sitoumussamba's auction (FI 12).
    Called {
        /// Who called.
        seat: usize,
        /// The bid, pass or double.
        call: Call,
    },
    /// A bid stands: the auction ended with it, or it passed on after a declarer could not
    /// open (FI 12C, 12D, 16C). Without a double the declarer opens next.
    Declared {
        /// The declarer, the bid and the doubler.
        contract: Contract,
    },
    /// The deal is played without a bid: everyone passed (FI 31), or no bidder could open
    /// (FI 16C). The upcard is turned and play starts left of the dealer.
    NoBid,
    /// The declarer could not open: the side is charged `penalty` (FI 16C, 29).
    OpeningFailed {
        /// The declarer.
        seat: usize,
        /// Points charged.
        penalty: i32,
    },
    /// The game ended.
    GameOver {
        /// The winning team(s): more than one means a draw.
        winners: Vec<usize>,
    },
}

/// Where an action's events go: into a list, or nowhere when nobody reads them (a playout,
/// see [`crate::Game::apply_quiet`]); then they are not even built.
#[derive(Debug, Default)]
pub(crate) struct Events {
    list: Vec<Event>,
    quiet: bool,
}

impl Events {
    /// Events kept in a list.
    pub(crate) fn recorded() -> Events {
        Events::default()
    }

    /// Events dropped unbuilt.
    pub(crate) fn quiet() -> Events {
        Events {
            list: Vec::new(),
            quiet: true,
        }
    }

    /// More events of the same kind (recorded or quiet), to be added later with
    /// [`Events::append`].
    pub(crate) fn alike(&self) -> Events {
        Events {
            list: Vec::new(),
            quiet: self.quiet,
        }
    }

    /// Adds an event.
    pub(crate) fn push(&mut self, event: Event) {
        if !self.quiet {
            self.list.push(event);
        }
    }

    /// Adds the event `make` builds, built only when events are recorded (it copies cards).
    pub(crate) fn push_with(&mut self, make: impl FnOnce() -> Event) {
        if !self.quiet {
            self.list.push(make());
        }
    }

    /// Adds `more` after the events so far.
    pub(crate) fn append(&mut self, mut more: Events) {
        self.list.append(&mut more.list);
    }

    /// The recorded events.
    pub(crate) fn into_vec(self) -> Vec<Event> {
        self.list
    }
}
