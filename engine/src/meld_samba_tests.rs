//! RULES.md §3 (SAMBA 10, 14, 20, 23): sequences and Samba's rank melds, meld by meld.

use super::*;
use crate::card::{parse_cards, Suit};

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn samba(s: &str) -> Result<Meld, RuleError> {
    new_meld(&Rules::samba(), MeldId(0), &cards(s))
}

fn run(suit: Suit, low: Rank, high: Rank) -> MeldShape {
    MeldShape::Sequence { suit, low, high }
}

#[test]
fn samba_20a_a_sequence_wraps_round_the_ace() {
    let m = samba("Js 3s As 10s 2s Qs Ks").unwrap();
    assert_eq!(m.shape, run(Suit::Spades, Rank::Ten, Rank::Three));
    assert_eq!(m.cards, cards("10s Js Qs Ks As 2s 3s"), "kept in run order");
    let m = samba("8c 7c 6c 5c 4c 3c 2c").unwrap();
    assert_eq!(m.shape, run(Suit::Clubs, Rank::Two, Rank::Eight));
    assert_eq!(m.cards, cards("2c 3c 4c 5c 6c 7c 8c"));
    assert_eq!(m.wilds(), 0, "2s and 3s are natural in a sequence");
}

#[test]
fn samba_14a_a_sequence_is_three_to_seven_cards_of_one_suit_in_order() {
    assert!(samba("5h 6h 7h").is_ok());
    assert_eq!(samba("5h 6h"), Err(RuleError::MeldTooSmall));
    assert_eq!(samba("5h 6s 7h"), Err(RuleError::SequenceMixedSuits));
    assert_eq!(samba("5h 6h 8h"), Err(RuleError::SequenceNotInOrder));
    assert_eq!(samba("5h 6h 6h 7h"), Err(RuleError::SequenceNotInOrder));
    assert_eq!(
        samba("4h 5h 6h 7h 8h 9h 10h Jh"),
        Err(RuleError::SequenceTooLong { max: 7 })
    );
}

#[test]
fn samba_20a_no_joker_and_no_other_two_in_a_sequence() {
    assert_eq!(samba("5h 6h joker"), Err(RuleError::SequenceWithJoker));
    assert_eq!(samba("5h 6h 2c"), Err(RuleError::SequenceMixedSuits));
    assert_eq!(samba("5h 6h 2h"), Err(RuleError::SequenceNotInOrder));
    assert!(
        samba("Ah 2h 3h").is_ok(),
        "the 2 of the suit that continues it"
    );
}

#[test]
fn samba_20a_a_sequence_grows_at_either_end_in_order() {
    let rules = Rules::samba();
    let m = samba("5d 6d 7d").unwrap();
    let grown = extend_meld(&rules, &m, &cards("8d 4d 9d")).unwrap();
    assert_eq!(grown.id, m.id);
    assert_eq!(grown.shape, run(Suit::Diamonds, Rank::Four, Rank::Nine));
    assert_eq!(grown.cards, cards("4d 5d 6d 7d 8d 9d"));
    for (add, refusal) in [
        ("10d", RuleError::SequenceNotInOrder),
        ("6d", RuleError::SequenceNotInOrder),
        ("8h", RuleError::SequenceMixedSuits),
        ("joker", RuleError::SequenceWithJoker),
        ("2s", RuleError::SequenceMixedSuits),
    ] {
        assert_eq!(extend_meld(&rules, &m, &cards(add)), Err(refusal), "{add}");
    }
    assert_eq!(
        extend_meld(&rules, &m, &cards("8d 9d 10d Jd Qd")),
        Err(RuleError::SequenceTooLong { max: 7 })
    );
}

#[test]
fn samba_20b_a_completed_samba_takes_no_more_cards() {
    let rules = Rules::samba();
    let m = samba("5d 6d 7d 8d 9d 10d Jd").unwrap();
    assert_eq!(m.kind(), MeldKind::Samba);
    assert_eq!(
        extend_meld(&rules, &m, &cards("Qd")),
        Err(RuleError::SambaComplete)
    );
    assert_eq!(
        extend_meld(&rules, &m, &cards("4d")),
        Err(RuleError::SambaComplete)
    );
}

#[test]
fn samba_10_a_samba_scores_1500() {
    let rules = Rules::samba();
    let m = samba("Qc Kc Ac 2c 3c 4c 5c").unwrap();
    assert!(m.is_canasta());
    assert_eq!(m.bonus(&rules), 1500);
    assert_eq!(m.value(&rules), 10 + 10 + 20 + 20 + 5 + 5 + 5);
    assert_eq!(samba("Qc Kc Ac").unwrap().bonus(&rules), 0);
}

#[test]
fn samba_23_a_red_three_in_a_sequence_counts_5() {
    let rules = Rules::samba();
    let m = samba("2h 3h 4h").unwrap();
    assert_eq!(m.value(&rules), 20 + 5 + 5);
    assert_eq!(m.card_value(&rules, cards("3h")[0]), 5);
    // Outside a sequence a red 3 is still no meld card.
    assert_eq!(samba("3h 3d 3h"), Err(RuleError::RedThreeInMeld));
    let mut no_reds = Rules::samba();
    no_reds.melding.red_threes_in_sequences = false;
    assert_eq!(
        new_meld(&no_reds, MeldId(0), &cards("2h 3h 4h")),
        Err(RuleError::RedThreeInMeld)
    );
}

#[test]
fn samba_14e_a_rank_meld_holds_at_most_two_wild_cards() {
    assert!(samba("9h 9s 2c joker").is_ok());
    assert_eq!(
        samba("9h 9s 2c 2d joker"),
        Err(RuleError::TooManyWilds { limit: 2 })
    );
    assert_eq!(samba("9h 2c 2d"), Err(RuleError::TooFewNaturals));
    let m = samba("9h 9s 9d 2c 2d").unwrap();
    assert_eq!(
        extend_meld(&Rules::samba(), &m, &[Card::JOKER]),
        Err(RuleError::TooManyWilds { limit: 2 })
    );
}

#[test]
fn samba_20d_seven_twos_make_a_twos_canasta() {
    let rules = Rules::samba();
    let m = samba("2c 2d 2h").unwrap();
    assert_eq!(m.shape, MeldShape::Rank(Rank::Two));
    assert_eq!((m.naturals(), m.wilds()), (3, 0), "2s are natural here");
    let natural = extend_meld(&rules, &m, &cards("2s 2s 2c 2d")).unwrap();
    assert_eq!(natural.kind(), MeldKind::NaturalCanasta);
    assert_eq!(natural.bonus(&rules), 3000);
    let mixed = samba("2c 2d 2h 2s 2s joker joker").unwrap();
    assert_eq!(mixed.kind(), MeldKind::MixedCanasta);
    assert_eq!(mixed.bonus(&rules), 2000);
    assert_eq!(
        samba("2c 2d joker joker joker"),
        Err(RuleError::TooManyWilds { limit: 2 })
    );
    assert_eq!(samba("2c joker joker"), Err(RuleError::TooFewNaturals));
    assert_eq!(samba("joker joker joker"), Err(RuleError::OnlyWildCards));
    // Classic melds no 2s.
    let classic = new_meld(&Rules::classic(), MeldId(0), &cards("2c 2d 2h"));
    assert_eq!(classic, Err(RuleError::OnlyWildCards));
}

#[test]
fn samba_20c_a_natural_canasta_or_a_twos_canasta_takes_no_more_cards() {
    let rules = Rules::samba();
    let natural = samba("9h 9h 9s 9s 9c 9c 9d").unwrap();
    assert_eq!(
        extend_meld(&rules, &natural, &cards("9d")),
        Err(RuleError::CanastaClosed)
    );
    assert_eq!(
        extend_meld(&rules, &natural, &[Card::JOKER]),
        Err(RuleError::CanastaClosed)
    );
    let twos = samba("2c 2d 2h 2s 2s 2c joker").unwrap();
    assert_eq!(
        extend_meld(&rules, &twos, &cards("2d")),
        Err(RuleError::CanastaClosed)
    );
    // A mixed canasta takes naturals, and wild cards up to two.
    let mixed = samba("9h 9h 9s 9s 9c 9c 2d").unwrap();
    let grown = extend_meld(&rules, &mixed, &cards("9d joker")).unwrap();
    assert_eq!(grown.kind(), MeldKind::MixedCanasta);
    assert_eq!(
        extend_meld(&rules, &grown, &cards("2s")),
        Err(RuleError::TooManyWilds { limit: 2 })
    );
}

#[test]
fn samba_10_canasta_bonuses_by_kind_and_rank() {
    let rules = Rules::samba();
    let bonus = |s: &str| samba(s).unwrap().bonus(&rules);
    assert_eq!(bonus("2c 2d 2h 2s 2s 2c 2d"), 3000);
    assert_eq!(bonus("2c 2d 2h 2s 2s 2c joker"), 2000);
    assert_eq!(bonus("4h 5h 6h 7h 8h 9h 10h"), 1500);
    assert_eq!(bonus("Ah Ah As As Ac Ac Ad"), 1000);
    assert_eq!(bonus("Ah Ah As As Ac Ac 2d"), 500);
    assert_eq!(bonus("Kh Kh Ks Ks Kc Kc Kd"), 500);
    assert_eq!(bonus("Kh Kh Ks Ks Kc Kc joker"), 300);
    assert_eq!(bonus("Kh Kh Ks Ks Kc Kc"), 0);
    // Classic's aces canastas are ordinary ones.
    let classic = new_meld(&Rules::classic(), MeldId(0), &cards("Ah Ah As As Ac Ac Ad"));
    assert_eq!(classic.unwrap().bonus(&Rules::classic()), 500);
}
