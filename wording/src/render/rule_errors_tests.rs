use super::*;
use crate::rules_document::rules_document;
use canasta_engine::{Bid, Denomination, Rank, Rules};

/// One of every refusal (but `NotYourTurn`, whose English names the seat), with arguments.
fn every_rule_error() -> Vec<RuleError> {
    let bid = Bid::new(5, Denomination::TwosCanasta);
    vec![
        RuleError::GameOver,
        RuleError::NotPlaying,
        RuleError::AwaitingAnswer,
        RuleError::MustDrawFirst,
        RuleError::AlreadyDrew,
        RuleError::CardsNotInHand,
        RuleError::NothingToMeld,
        RuleError::MeldTooSmall,
        RuleError::MixedRanks,
        RuleError::TooFewNaturals,
        RuleError::TooManyWilds { limit: 3 },
        RuleError::OnlyWildCards,
        RuleError::RedThreeInMeld,
        RuleError::BlackThreesOnlyWhenGoingOut,
        RuleError::BlackThreesWithWild,
        RuleError::DuplicateRank(Rank::King),
        RuleError::RankMeldNotComplete(Rank::Seven),
        RuleError::CanastaClosed,
        RuleError::TwosOpeningTooFew { needed: 4 },
        RuleError::MustDiscardToGoOut,
        RuleError::NoSuchMeld,
        RuleError::SequenceNotPlayable,
        RuleError::SequenceWithJoker,
        RuleError::SequenceMixedSuits,
        RuleError::SequenceNotInOrder,
        RuleError::SequenceTooLong { max: 7 },
        RuleError::SambaComplete,
        RuleError::WrongRankForMeld(Rank::Queen),
        RuleError::WildOnCompletedCanasta,
        RuleError::BelowMinimumCount {
            needed: 90,
            got: 60,
        },
        RuleError::PileEmpty,
        RuleError::PileTopBlocked,
        RuleError::FrozenPileNeedsNaturalPair(Rank::Ten),
        RuleError::PileNeedsNaturalPair(Rank::Jack),
        RuleError::TopCardNotMelded(Rank::Ace),
        RuleError::PileNeedsNaturals {
            rank: Rank::Eight,
            needed: 2,
        },
        RuleError::LockedPileNeedsNaturals {
            rank: Rank::Nine,
            needed: 3,
        },
        RuleError::PileTopOnlyOntoSequence,
        RuleError::PileNotOntoSequence,
        RuleError::NoBuyingWithRedThrees,
        RuleError::NotARedThree,
        RuleError::OneCardPile,
        RuleError::PileOnCompletedCanasta(Rank::Five),
        RuleError::TopCardOnlyNotAllowed,
        RuleError::NeedCanastaToGoOut { needed: 1 },
        RuleError::NeedCanastaToGoOut { needed: 2 },
        RuleError::MeldLeavesOneCard { needed: 2 },
        RuleError::PartnerSaidNo,
        RuleError::MustGoOutAfterYes,
        RuleError::MustKeepACard,
        RuleError::CannotAskNow,
        RuleError::NoPartner,
        RuleError::NothingToAnswer,
        RuleError::RedThreeDiscard,
        RuleError::StockEmpty,
        RuleError::StockNotEmpty,
        RuleError::MustTakePile,
        RuleError::AuctionInProgress,
        RuleError::NoAuction,
        RuleError::BidOutOfRange { levels: 8 },
        RuleError::BidTooLow {
            highest: Bid::new(3, Denomination::Hearts),
        },
        RuleError::NothingToDouble,
        RuleError::NoBidAfterPass,
        RuleError::OnlyDeclarerGoesOut,
        RuleError::DeclarerMustOpen,
        RuleError::NoOpeningDue,
        RuleError::DeclarerCanOpen { bid },
        RuleError::OpeningMissesBid {
            bid,
            needed: 5000,
            got: 4200,
        },
        RuleError::BidNotReached {
            bid,
            count: 3100,
            needed: 5000,
        },
        RuleError::RobbersNeedMelds {
            sambas: 1,
            canastas: 2,
            natural: 1,
        },
    ]
}

fn names() -> Names {
    Names::new(
        Lang::En,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    )
}

/// The English a player reads is the engine's own text (its `Display`, which the logs and
/// the engine's tests keep), so moving the wording to Fluent changed no English refusal.
#[test]
fn english_refusals_are_the_engines_words() {
    for error in every_rule_error() {
        assert_eq!(rule_reason(Lang::En, &error, &names()), error.to_string());
    }
    assert_eq!(
        rule_reason(Lang::En, &RuleError::NotYourTurn { expected: 2 }, &names()),
        "it is Carol's turn"
    );
}

#[test]
fn every_refusal_is_worded_in_every_language_with_its_rule() {
    for lang in Lang::ALL {
        for error in every_rule_error() {
            let text = rule_reason(lang, &error, &names());
            assert!(
                !text.starts_with("rule-"),
                "{lang}: {error:?} has no message"
            );
            assert!(!text.contains('{'), "{lang}: {text}");
            // The rule citations (FI 11, RULES.md §3, SAMBA 14C) are the same in every
            // language, each naming its own language's book (RULES.fi.md §3); the word
            // "option" before a house rule's name is translated.
            let english = error
                .to_string()
                .replace("RULES.md", rules_document(lang).file);
            if let Some(at) = english.rfind(" (") {
                let citation = english[at + 2..].split(')').next().unwrap_or_default();
                for part in citation.split(", ") {
                    if part.contains(|c: char| c.is_ascii_digit()) {
                        assert!(text.contains(part), "{lang}: {text} lacks {part}");
                    }
                }
            }
        }
    }
}

#[test]
fn finnish_and_swedish_refusals_use_the_rule_texts_terms() {
    let fi = |e: RuleError| rule_reason(Lang::Fi, &e, &names());
    let sv = |e: RuleError| rule_reason(Lang::Sv, &e, &names());
    assert_eq!(
        fi(RuleError::MeldTooSmall),
        "pöytäyksessä on oltava vähintään kolme korttia (FI 11)"
    );
    assert_eq!(
        fi(RuleError::FrozenPileNeedsNaturalPair(Rank::Queen)),
        "avopakka on jäätynyt: sen saa ottaa vain kahdella luonnollisella R-kortilla \
         kädestäsi (FI 13C, 17)"
    );
    assert!(fi(RuleError::NeedCanastaToGoOut { needed: 1 }).contains("ensin canastan"));
    assert!(fi(RuleError::NeedCanastaToGoOut { needed: 2 }).contains("ensin 2 canastaa"));
    assert!(fi(RuleError::BidTooLow {
        highest: Bid::new(3, Denomination::Hearts)
    })
    .contains("korkeampi kuin 3 hertta"));
    assert_eq!(
        sv(RuleError::PileTopBlocked),
        "högen kan inte tas upp när dess översta kort är ett hjälpkort eller en svart trea \
         (FI 14, 20B)"
    );
    assert!(sv(RuleError::DuplicateRank(Rank::Jack)).contains("en Kn-kombination"));
    assert_eq!(
        sv(RuleError::NotYourTurn { expected: 1 }),
        "det är Bob som står på tur"
    );
}

#[test]
fn rule_sets_that_cannot_be_played_say_why_in_every_language() {
    let every = [
        RulesError::SeatCount { seats: 7 },
        RulesError::TeamsDoNotDivide { seats: 5, teams: 2 },
        RulesError::CutthroatNeedsThree,
        RulesError::RotatingFiveNeedsFive,
        RulesError::NotEnoughCards {
            needed: 120,
            cards: 108,
        },
        RulesError::StockDraw(3),
        RulesError::NoCanastasToGoOut,
        RulesError::NoMinimumCounts,
    ];
    for error in &every {
        assert_eq!(rules_reason(Lang::En, error), error.to_string());
        for lang in [Lang::Fi, Lang::Sv] {
            let text = rules_reason(lang, error);
            assert!(
                !text.starts_with("rules-") && text != error.to_string(),
                "{text}"
            );
        }
    }
    assert_eq!(
        rules_reason(Lang::Fi, &RulesError::StockDraw(3)),
        "umpipakasta nostetaan 1 tai 2 korttia, ei 3 (FI 9, RULES.fi.md §2)"
    );
}
