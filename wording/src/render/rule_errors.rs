//! Why the engine refused, in the reader's language: every [`RuleError`] and [`RulesError`]
//! as a Fluent message with its rule citation (`FI 11`, `RULES.md §3, SAMBA 14C`), from
//! `locales/*/rule_errors.ftl`. The engine keeps its English `Display` for logs and tests;
//! the matches here have no catch-all arm, so a new refusal does not compile until it is
//! worded.

use super::names::Names;
use super::words::{bid_word, rank_word};
use crate::lang::Lang;
use crate::tr;
use canasta_engine::{RuleError, RulesError};

/// Why `error` refused an action, in `lang`, lower case and without a full stop (the
/// caller frames it: "Not allowed: ..."); seat numbers become `names`.
pub fn rule_reason(lang: Lang, error: &RuleError, names: &Names) -> String {
    let rank = |r| rank_word(lang, r);
    let bid = |b| bid_word(lang, b);
    match *error {
        RuleError::GameOver => tr!(lang, "rule-game-over"),
        RuleError::NotYourTurn { expected } => {
            tr!(lang, "rule-not-your-turn", name = names.seat(expected))
        }
        RuleError::NotPlaying => tr!(lang, "rule-not-playing"),
        RuleError::AwaitingAnswer => tr!(lang, "rule-awaiting-answer"),
        RuleError::MustDrawFirst => tr!(lang, "rule-must-draw-first"),
        RuleError::AlreadyDrew => tr!(lang, "rule-already-drew"),
        RuleError::CardsNotInHand => tr!(lang, "rule-cards-not-in-hand"),
        RuleError::NothingToMeld => tr!(lang, "rule-nothing-to-meld"),
        RuleError::MeldTooSmall => tr!(lang, "rule-meld-too-small"),
        RuleError::MixedRanks => tr!(lang, "rule-mixed-ranks"),
        RuleError::TooFewNaturals => tr!(lang, "rule-too-few-naturals"),
        RuleError::TooManyWilds { limit } => tr!(lang, "rule-too-many-wilds", limit = limit),
        RuleError::OnlyWildCards => tr!(lang, "rule-only-wild-cards"),
        RuleError::RedThreeInMeld => tr!(lang, "rule-red-three-in-meld"),
        RuleError::BlackThreesOnlyWhenGoingOut => {
            tr!(lang, "rule-black-threes-only-when-going-out")
        }
        RuleError::BlackThreesWithWild => tr!(lang, "rule-black-threes-with-wild"),
        RuleError::TooManyBlackThrees { max } => {
            tr!(lang, "rule-too-many-black-threes", max = max)
        }
        RuleError::DuplicateRank(r) => tr!(lang, "rule-duplicate-rank", rank = rank(r)),
        RuleError::RankMeldNotComplete(r) => {
            tr!(lang, "rule-rank-meld-not-complete", rank = rank(r))
        }
        RuleError::CanastaClosed => tr!(lang, "rule-canasta-closed"),
        RuleError::TwosOpeningTooFew { needed } => {
            tr!(lang, "rule-twos-opening-too-few", needed = needed)
        }
        RuleError::MustDiscardToGoOut => tr!(lang, "rule-must-discard-to-go-out"),
        RuleError::NoSuchMeld => tr!(lang, "rule-no-such-meld"),
        RuleError::SequenceNotPlayable => tr!(lang, "rule-sequence-not-playable"),
        RuleError::SequenceWithJoker => tr!(lang, "rule-sequence-with-joker"),
        RuleError::SequenceMixedSuits => tr!(lang, "rule-sequence-mixed-suits"),
        RuleError::SequenceNotInOrder => tr!(lang, "rule-sequence-not-in-order"),
        RuleError::SequenceTooLong { max } => tr!(lang, "rule-sequence-too-long", max = max),
        RuleError::SambaComplete => tr!(lang, "rule-samba-complete"),
        RuleError::WrongRankForMeld(r) => tr!(lang, "rule-wrong-rank-for-meld", rank = rank(r)),
        RuleError::WildOnCompletedCanasta => tr!(lang, "rule-wild-on-completed-canasta"),
        RuleError::BelowMinimumCount { needed, got } => {
            tr!(lang, "rule-below-minimum-count", needed = needed, got = got)
        }
        RuleError::PileEmpty => tr!(lang, "rule-pile-empty"),
        RuleError::PileTopBlocked => tr!(lang, "rule-pile-top-blocked"),
        RuleError::FrozenPileNeedsNaturalPair(r) => {
            tr!(lang, "rule-frozen-pile-needs-natural-pair", rank = rank(r))
        }
        RuleError::PileNeedsNaturalPair(r) => {
            tr!(lang, "rule-pile-needs-natural-pair", rank = rank(r))
        }
        RuleError::TopCardNotMelded(r) => tr!(lang, "rule-top-card-not-melded", rank = rank(r)),
        RuleError::PileNeedsNaturals { rank: r, needed } => tr!(
            lang,
            "rule-pile-needs-naturals",
            rank = rank(r),
            needed = needed
        ),
        RuleError::LockedPileNeedsNaturals { rank: r, needed } => tr!(
            lang,
            "rule-locked-pile-needs-naturals",
            rank = rank(r),
            needed = needed
        ),
        RuleError::PileTopOnlyOntoSequence => tr!(lang, "rule-pile-top-only-onto-sequence"),
        RuleError::PileNotOntoSequence => tr!(lang, "rule-pile-not-onto-sequence"),
        RuleError::NoBuyingWithRedThrees => tr!(lang, "rule-no-buying-with-red-threes"),
        RuleError::NotARedThree => tr!(lang, "rule-not-a-red-three"),
        RuleError::OneCardPile => tr!(lang, "rule-one-card-pile"),
        RuleError::PileOnCompletedCanasta(r) => {
            tr!(lang, "rule-pile-on-completed-canasta", rank = rank(r))
        }
        RuleError::LocksNotInARow { more } => tr!(lang, "rule-locks-not-in-a-row", more = more),
        RuleError::TopCardOnlyNotAllowed => tr!(lang, "rule-top-card-only-not-allowed"),
        RuleError::NeedCanastaToGoOut { needed } => {
            tr!(lang, "rule-need-canasta-to-go-out", needed = needed)
        }
        RuleError::MeldLeavesOneCard { needed } => {
            tr!(lang, "rule-meld-leaves-one-card", needed = needed)
        }
        RuleError::PartnerSaidNo => tr!(lang, "rule-partner-said-no"),
        RuleError::MustGoOutAfterYes => tr!(lang, "rule-must-go-out-after-yes"),
        RuleError::MustKeepACard => tr!(lang, "rule-must-keep-a-card"),
        RuleError::CannotAskNow => tr!(lang, "rule-cannot-ask-now"),
        RuleError::NoPartner => tr!(lang, "rule-no-partner"),
        RuleError::NothingToAnswer => tr!(lang, "rule-nothing-to-answer"),
        RuleError::RedThreeDiscard => tr!(lang, "rule-red-three-discard"),
        RuleError::StockEmpty => tr!(lang, "rule-stock-empty"),
        RuleError::StockNotEmpty => tr!(lang, "rule-stock-not-empty"),
        RuleError::MustTakePile => tr!(lang, "rule-must-take-pile"),
        RuleError::AuctionInProgress => tr!(lang, "rule-auction-in-progress"),
        RuleError::NoAuction => tr!(lang, "rule-no-auction"),
        RuleError::BidOutOfRange { levels } => {
            tr!(lang, "rule-bid-out-of-range", levels = levels)
        }
        RuleError::BidTooLow { highest } => tr!(lang, "rule-bid-too-low", highest = bid(highest)),
        RuleError::NothingToDouble => tr!(lang, "rule-nothing-to-double"),
        RuleError::NoBidAfterPass => tr!(lang, "rule-no-bid-after-pass"),
        RuleError::OnlyDeclarerGoesOut => tr!(lang, "rule-only-declarer-goes-out"),
        RuleError::DeclarerMustOpen => tr!(lang, "rule-declarer-must-open"),
        RuleError::NoOpeningDue => tr!(lang, "rule-no-opening-due"),
        RuleError::DeclarerCanOpen { bid: b } => {
            tr!(lang, "rule-declarer-can-open", bid = bid(b))
        }
        RuleError::OpeningMissesBid {
            bid: b,
            needed,
            got,
        } => tr!(
            lang,
            "rule-opening-misses-bid",
            bid = bid(b),
            needed = needed,
            got = got
        ),
        RuleError::BidNotReached {
            bid: b,
            count,
            needed,
        } => tr!(
            lang,
            "rule-bid-not-reached",
            bid = bid(b),
            count = count,
            needed = needed
        ),
        RuleError::RobbersNeedMelds {
            sambas,
            canastas,
            natural,
        } => tr!(
            lang,
            "rule-robbers-need-melds",
            sambas = sambas,
            canastas = canastas,
            natural = natural
        ),
    }
}

/// Why a rule set cannot be played ([`canasta_engine::Rules::validate`]), in `lang`, with
/// the rule it breaks.
pub fn rules_reason(lang: Lang, error: &RulesError) -> String {
    match *error {
        RulesError::SeatCount { seats } => tr!(lang, "rules-seat-count", seats = seats),
        RulesError::TeamsDoNotDivide { seats, teams } => tr!(
            lang,
            "rules-teams-do-not-divide",
            seats = seats,
            teams = teams
        ),
        RulesError::CutthroatNeedsThree => tr!(lang, "rules-cutthroat-needs-three"),
        RulesError::RotatingFiveNeedsFive => tr!(lang, "rules-rotating-five-needs-five"),
        RulesError::NotEnoughCards { needed, cards } => tr!(
            lang,
            "rules-not-enough-cards",
            needed = needed,
            cards = cards
        ),
        RulesError::StockDraw(count) => tr!(lang, "rules-stock-draw", count = count),
        RulesError::NoCanastasToGoOut => tr!(lang, "rules-no-canastas-to-go-out"),
        RulesError::NoMinimumCounts => tr!(lang, "rules-no-minimum-counts"),
    }
}

#[cfg(test)]
#[path = "rule_errors_tests.rs"]
mod tests;
