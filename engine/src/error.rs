//! Why an action was refused. Each message names the rule (RULES.md wording, source section).

use crate::bidding::Bid;
use crate::card::Rank;
use thiserror::Error;

/// An action the rules do not allow. The game is unchanged when one is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Someone else must act.
    #[error("it is not your turn: seat {expected} is to play")]
    NotYourTurn {
        /// The seat that must act now.
        expected: usize,
    },
    /// The seat does not exist or sits out this deal.
    #[error("you have no seat in this deal")]
    NotPlaying,
    /// A partner's answer is awaited first.
    #[error("waiting for the partner's answer to \"May I go out?\" (FI 23)")]
    AwaitingAnswer,
    /// Melding or discarding before drawing.
    #[error("draw first: a turn starts by drawing from the stock or taking the pile (FI 9)")]
    MustDrawFirst,
    /// Drawing twice.
    #[error("you have already drawn this turn; meld or discard (FI 9)")]
    AlreadyDrew,
    /// Cards named that the player does not hold.
    #[error("you do not hold those cards")]
    CardsNotInHand,
    /// An empty meld action.
    #[error("name at least one meld")]
    NothingToMeld,
    /// Fewer than three cards.
    #[error("a meld needs at least three cards (FI 11)")]
    MeldTooSmall,
    /// Natural cards of different ranks.
    #[error("a meld is made of cards of one rank, plus wild cards (FI 11)")]
    MixedRanks,
    /// Fewer than two natural cards.
    #[error("a meld needs at least two natural cards (FI 11)")]
    TooFewNaturals,
    /// Too many wild cards.
    #[error("a meld may hold at most {limit} wild cards here (FI 11, option wild_limit)")]
    TooManyWilds {
        /// How many are allowed in this meld.
        limit: usize,
    },
    /// Only wild cards.
    #[error("wild cards cannot be melded on their own (FI 11)")]
    OnlyWildCards,
    /// Red threes are never melded.
    #[error("red 3s are bonus cards: they are laid down, never melded (FI 21)")]
    RedThreeInMeld,
    /// Black threes outside of going out.
    #[error("black 3s may only be melded by a player who goes out in that turn (FI 20C)")]
    BlackThreesOnlyWhenGoingOut,
    /// Black threes with wild cards.
    #[error("a meld of black 3s takes no wild cards (FI 20C)")]
    BlackThreesWithWild,
    /// More black 3s in a meld than the rules allow.
    #[error("a meld of black 3s holds at most {max} of them (FI 20C: three or four; SAMBA 22B: three to six)")]
    TooManyBlackThrees {
        /// The most black 3s a meld holds here.
        max: u8,
    },
    /// A second meld of a rank the team already has.
    #[error("your team already has a meld of {0}s: add the cards to it instead (FI 11)")]
    DuplicateRank(Rank),
    /// A second meld of a rank while the first is not a completed canasta.
    #[error("your team's meld of {0}s is not a completed canasta yet: add the cards to it; another may start once it is (RULES.md §3, SAMBA 14C)")]
    RankMeldNotComplete(Rank),
    /// Cards laid off on a closed canasta.
    #[error("a natural canasta or a canasta of 2s takes no more cards (RULES.md §3, SAMBA 20C)")]
    CanastaClosed,
    /// An opening with a meld of too few 2s.
    #[error(
        "a meld of 2s in your team's opening needs at least {needed} 2s (RULES.md §3, SAMBA 17)"
    )]
    TwosOpeningTooFew {
        /// 2s needed.
        needed: u8,
    },
    /// Going out by melding the last card where it must be discarded.
    #[error(
        "the last card must be discarded: keep one card to go out with (RULES.md §3, SAMBA 26A)"
    )]
    MustDiscardToGoOut,
    /// A lay-off onto a meld that does not exist.
    #[error("your team has no such meld")]
    NoSuchMeld,
    /// Cards laid off on a sequence under rules that do not play them.
    #[error("sequences are a Samba meld; these rules do not play them (RULES.md §3, SAMBA 20A)")]
    SequenceNotPlayable,
    /// A joker in a sequence.
    #[error("a sequence takes no jokers, and no 2 but the one of its suit that continues it (RULES.md §3, SAMBA 14A, 20A)")]
    SequenceWithJoker,
    /// Cards of different ranks that are not of one suit.
    #[error("a meld is cards of one rank, or a sequence of cards of one suit (RULES.md §3, SAMBA 14A, 14B)")]
    SequenceMixedSuits,
    /// Cards of one suit with a gap or a rank twice.
    #[error("a sequence is cards of one suit in order, each rank once, e.g. 5♥ 6♥ 7♥ or round the ace Q♥ K♥ A♥ 2♥ 3♥ (RULES.md §3, SAMBA 14A, 20A)")]
    SequenceNotInOrder,
    /// More cards than a sequence holds.
    #[error("a sequence holds at most {max} cards (RULES.md §3, SAMBA 14A)")]
    SequenceTooLong {
        /// The most cards a sequence holds.
        max: usize,
    },
    /// Cards laid off on a completed samba.
    #[error("a completed samba (seven cards) takes no more cards (RULES.md §3, SAMBA 14A, 20B)")]
    SambaComplete,
    /// A card of another rank laid off.
    #[error("only {0}s and wild cards can be added to that meld (FI 11)")]
    WrongRankForMeld(Rank),
    /// A wild card on a completed canasta.
    #[error("wild cards cannot be added to a completed canasta (FI 15E)")]
    WildOnCompletedCanasta,
    /// The first meld is below the minimum count.
    #[error("your team's first meld must count at least {needed} points; these cards count {got} (FI 13)")]
    BelowMinimumCount {
        /// The minimum count.
        needed: i32,
        /// What the melds counted.
        got: i32,
    },
    /// Taking an empty pile.
    #[error("the discard pile is empty")]
    PileEmpty,
    /// A wild card or black three on top.
    #[error("the pile cannot be taken when its top card is a wild card or a black 3 (FI 14, 20B)")]
    PileTopBlocked,
    /// A frozen pile taken without a natural pair.
    #[error("the pile is frozen: take it only with two natural {0}s from your hand (FI 13C, 17)")]
    FrozenPileNeedsNaturalPair(Rank),
    /// House rule: always a natural pair.
    #[error("under this table's rules the pile is only taken with two natural {0}s (option pile_needs_natural_pair)")]
    PileNeedsNaturalPair(Rank),
    /// The hand cards do not meld the top card.
    #[error("to take the pile, meld its top card ({0}) with cards from your hand or lay it off on your meld (FI 14A)")]
    TopCardNotMelded(Rank),
    /// Samba: too few natural cards of the top card's rank to take an unlocked pile.
    #[error("take the pile with {needed} natural {rank}s from your hand, or by laying its top card on a samba it extends (SAMBA 19A)")]
    PileNeedsNaturals {
        /// The top card's rank.
        rank: Rank,
        /// Natural cards needed.
        needed: u8,
    },
    /// Samba: too few natural cards of the top card's rank to take a locked pile.
    #[error("the pile is locked (a wild card or red 3 lies in it): take it with {needed} natural {rank}s from your hand, or by laying its top card on a samba it extends (SAMBA 18, 19B)")]
    LockedPileNeedsNaturals {
        /// The top card's rank.
        rank: Rank,
        /// Natural cards needed.
        needed: u8,
    },
    /// Samba: a top card that is not a natural card can only go onto a samba.
    #[error("with a wild card or a 3 on top, the pile is taken only by laying that card on a samba it extends (SAMBA 19A, 22A)")]
    PileTopOnlyOntoSequence,
    /// Laying the top card on a sequence where the rules do not take the pile that way.
    #[error("the pile is not taken by extending a sequence under these rules (RULES.md §3, 19A)")]
    PileNotOntoSequence,
    /// A red 3 laid down to buy a card where red 3s are not kept in the hand.
    #[error("red 3s are laid down at once here; there is no buying with them (FI 21, SAMBA 23)")]
    NoBuyingWithRedThrees,
    /// Buying with a card that is not a red 3.
    #[error("only a red 3 buys a card from the stock (SAMBA 23)")]
    NotARedThree,
    /// A one-card pile with one card in hand.
    #[error("with one card in hand you may not take a pile of one card (FI 14C)")]
    OneCardPile,
    /// House rule: pile on completed canasta rank.
    #[error("your team has a completed canasta of {0}s, so this pile cannot be taken (option pile_on_completed_canasta)")]
    PileOnCompletedCanasta(Rank),
    /// A take that names more locking cards than lie in a row under the most recent one.
    #[error("the pile is taken down to its most recent locking card, and with it only the locking cards that lie right under it in a row: here {more} more (SAMBA 13D)")]
    LocksNotInARow {
        /// How many more locking cards a take may get here.
        more: u8,
    },
    /// Taking only the top card is a house rule.
    #[error("the whole pile is taken; taking only the top card is not allowed here (option take_top_card_only)")]
    TopCardOnlyNotAllowed,
    /// Going out without the canastas it needs.
    #[error("you may not go out: your team needs {} first (FI 18)", counted(u32::from(*needed), "canasta"))]
    NeedCanastaToGoOut {
        /// Canastas needed.
        needed: u8,
    },
    /// A meld that leaves one card, which could only be discarded by going out, and going out
    /// is not allowed yet.
    #[error("that would leave you one card, and discarding it would go out, which needs {} on your side first: keep at least two cards (FI 16B, 18)", counted(u32::from(*needed), "canasta"))]
    MeldLeavesOneCard {
        /// Canastas needed to go out.
        needed: u8,
    },
    /// The partner said no.
    #[error("your partner said no: you may not go out this turn (FI 23)")]
    PartnerSaidNo,
    /// The partner said yes and the player can go out, so a discard that does not go out is
    /// refused (the penalty is only for a player who cannot).
    #[error("your partner said yes and you can go out, so you must go out this turn (FI 23D)")]
    MustGoOutAfterYes,
    /// Leaving no card without going out.
    #[error("you must keep at least one card after your discard unless you go out (FI 16B)")]
    MustKeepACard,
    /// Asking outside the allowed moment.
    #[error("ask \"May I go out?\" right after drawing from the stock, before melding, once a turn (FI 23A)")]
    CannotAskNow,
    /// No partner to ask.
    #[error("you have no partner to ask")]
    NoPartner,
    /// Answering when not asked.
    #[error("nobody asked you \"May I go out?\"")]
    NothingToAnswer,
    /// A red three discarded where red 3s are laid down at once.
    #[error("a red 3 can never be discarded (FI 21I)")]
    RedThreeDiscard,
    /// Drawing from an empty stock.
    #[error("the stock is empty: take the pile or end the deal (FI 24)")]
    StockEmpty,
    /// Declining the pile while the stock still has cards.
    #[error("the stock still has cards: draw (FI 9)")]
    StockNotEmpty,
    /// The duty to take the pile when the stock is gone.
    #[error(
        "the stock is gone and the top card fits your team's meld: you must take the pile (FI 24A)"
    )]
    MustTakePile,
    /// A turn action while the auction is on.
    #[error("the bidding comes first: bid, pass or double (SAMBA 12)")]
    AuctionInProgress,
    /// A call when there is no auction (none in these rules, or it has ended).
    #[error("there is no bidding now (SAMBA 12)")]
    NoAuction,
    /// A bid level outside the rules' range.
    #[error("bids go from level 1 to level {levels}, 1000 points each (SAMBA 12B)")]
    BidOutOfRange {
        /// The highest level.
        levels: u8,
    },
    /// A bid not above the highest so far.
    #[error("a bid must be higher than {highest}: a higher level, or the same level in a higher denomination (clubs, diamonds, hearts, spades, canasta, 2s canasta) (SAMBA 12B)")]
    BidTooLow {
        /// The highest bid so far.
        highest: Bid,
    },
    /// A double without an opponents' bid to double.
    #[error("only the opponents' highest bid can be doubled (SAMBA 12D)")]
    NothingToDouble,
    /// A bid from a player who passed earlier, where a pass is final (option `samba_rebid`).
    #[error("you passed earlier, and at this table a pass is final: pass or double (SAMBA 12C, option samba_rebid)")]
    NoBidAfterPass,
    /// The declarer's partner going out, where only the declarer may (option
    /// `samba_partner_goes_out`).
    #[error("at this table only the declarer may go out once the bid is reached (SAMBA 26B, option samba_partner_goes_out)")]
    OnlyDeclarerGoesOut,
    /// Another action while the declarer must open.
    #[error("the declarer opens first, before the upcard is turned (SAMBA 16A)")]
    DeclarerMustOpen,
    /// Saying "cannot open" when no declarer's opening is due.
    #[error("only the declarer, right after the bidding, may say they cannot open (SAMBA 16C)")]
    NoOpeningDue,
    /// "Cannot open" from a declarer whose hand can open the bid: the opponents may have the
    /// hand checked, and an opening found must be made.
    #[error("your hand can open your bid of {bid}, and a declarer who can open must (SAMBA 15C, 16C): meld your opening")]
    DeclarerCanOpen {
        /// The bid.
        bid: Bid,
    },
    /// The declarer's opening does not fulfil the bid.
    #[error("your opening does not fulfil your bid of {bid}: meld at least {needed} points (a finished samba or canasta counts its bonus; these count {got}) (SAMBA 16A), or from level 4 the bid's own meld: three in sequence of the bid suit, four of a rank for canasta, four 2s for 2s canasta (SAMBA 16B)")]
    OpeningMissesBid {
        /// The bid.
        bid: Bid,
        /// The minimum count.
        needed: i32,
        /// What the opening counted.
        got: i32,
    },
    /// The declaring side going out before its bid is reached.
    #[error("your side may go out only once its bid of {bid} is reached: going out now would count {count} of {needed} (SAMBA 26B, 30A)")]
    BidNotReached {
        /// The bid.
        bid: Bid,
        /// What going out now would count towards it.
        count: i32,
        /// The points it promises.
        needed: i32,
    },
    /// The robbers going out without the melds it takes.
    #[error("against a bid, your side may go out only with {} and {}, {natural} of them natural (SAMBA 26C)", counted(u32::from(*sambas), "samba"), counted(u32::from(*canastas), "canasta"))]
    RobbersNeedMelds {
        /// Sambas needed.
        sambas: u8,
        /// Rank canastas needed.
        canastas: u8,
        /// Of which natural.
        natural: u8,
    },
}

/// `1 canasta`, `2 canastas`: a count and an English noun that takes an `s` (the engine's
/// own English; players read the wording layer's, in their language).
fn counted(count: u32, noun: &str) -> String {
    if count == 1 {
        format!("{count} {noun}")
    } else {
        format!("{count} {noun}s")
    }
}
