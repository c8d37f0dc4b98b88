//! Melds and canastas (FI 11, 15, 20C) and the checks that keep them legal.

use crate::card::{Card, Rank};
use crate::error::RuleError;
use crate::meld_shape::{run_of, sort_run, RunFault};
use crate::rules::{MeldPolicy, Rules, TwosMelds, WildLimit};
use serde::{Deserialize, Serialize};

pub use crate::meld_shape::{MeldId, MeldShape};

/// Cards that make a canasta (FI 15).
pub const CANASTA_SIZE: usize = 7;

/// The most cards a sequence holds: seven make a samba (RULES.md §3, SAMBA 14A).
pub const SEQUENCE_MAX: usize = CANASTA_SIZE;

/// A meld on the table: its identity, its shape and its cards. Melds are public.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meld {
    /// The meld's identity, unique in the game; lay-offs name it.
    pub id: MeldId,
    /// What the meld is: cards of one rank, or a sequence of one suit.
    pub shape: MeldShape,
    /// The cards: a rank meld's in the order they were melded, a sequence's in run order from
    /// its `low` to its `high` rank.
    pub cards: Vec<Card>,
}

impl Clone for Meld {
    fn clone(&self) -> Self {
        Meld {
            id: self.id,
            shape: self.shape,
            cards: self.cards.clone(),
        }
    }

    /// Copies `source` into this meld's memory (a plan's scratch melds, see
    /// [`crate::Scratch`]).
    fn clone_from(&mut self, source: &Self) {
        self.id = source.id;
        self.shape = source.shape;
        self.cards.clone_from(&source.cards);
    }
}

/// What a meld is worth as a bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MeldKind {
    /// Fewer than seven cards.
    Open,
    /// Seven or more cards, no wild card ("red" canasta, 500).
    NaturalCanasta,
    /// Seven or more cards with one to three wild cards ("black" canasta, 300).
    MixedCanasta,
    /// A completed sequence of seven cards (RULES.md §3, SAMBA 10: 1500).
    Samba,
}

impl Meld {
    /// The rank of a rank meld's natural cards; `None` for a sequence.
    pub fn rank(&self) -> Option<Rank> {
        self.shape.rank()
    }

    /// True when `card` is wild in this meld: a joker, or a 2 in a meld of another rank.
    /// A meld of 2s (SAMBA 20D) has its 2s natural, a sequence has no wild cards (20A).
    pub fn is_wild_here(&self, card: Card) -> bool {
        match self.shape {
            MeldShape::Rank(rank) => card.is_wild() && card.rank != rank,
            MeldShape::Sequence { .. } => false,
        }
    }

    /// Number of wild cards.
    pub fn wilds(&self) -> usize {
        self.cards.iter().filter(|&&c| self.is_wild_here(c)).count()
    }

    /// Number of natural cards (cards of the meld's rank, or of a sequence).
    pub fn naturals(&self) -> usize {
        self.cards.len() - self.wilds()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Melds always hold cards; this exists for clippy's `len_without_is_empty`.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Seven or more cards (FI 15); a samba is one too (it counts as a canasta for going out,
    /// RULES.md §3, SAMBA 26).
    pub fn is_canasta(&self) -> bool {
        self.cards.len() >= CANASTA_SIZE
    }

    /// True if the meld takes no more cards under `melding`: a natural canasta or a canasta
    /// of 2s where those are closed (SAMBA 20C), a samba (a complete sequence, 20B).
    pub fn is_closed(&self, melding: &MeldPolicy) -> bool {
        melding.closed_canastas
            && self.is_canasta()
            && (self.wilds() == 0 || self.rank() == Some(Rank::Two))
    }

    /// True if a team whose melds are `melds` may start another meld of `rank`: one meld per
    /// rank (FI 11), or another once each of the rank is a completed canasta (SAMBA 14C).
    pub fn another_allowed(melding: &MeldPolicy, melds: &[Meld], rank: Rank) -> bool {
        let mut same = melds.iter().filter(|m| m.rank() == Some(rank)).peekable();
        same.peek().is_none() || (melding.second_meld_after_canasta && same.all(Meld::is_canasta))
    }

    /// The canasta kind, or [`MeldKind::Open`].
    pub fn kind(&self) -> MeldKind {
        match (self.is_canasta(), self.shape, self.wilds()) {
            (false, _, _) => MeldKind::Open,
            (true, MeldShape::Sequence { .. }, _) => MeldKind::Samba,
            (true, MeldShape::Rank(_), 0) => MeldKind::NaturalCanasta,
            (true, MeldShape::Rank(_), _) => MeldKind::MixedCanasta,
        }
    }

    /// The canasta bonus of this meld under `rules` (0 if not a canasta): by kind, and for a
    /// rank canasta by its rank where the scoring table names it (SAMBA 10: aces, 2s).
    pub fn bonus(&self, rules: &Rules) -> i32 {
        match (self.kind(), self.shape) {
            (MeldKind::Open, _) => 0,
            (MeldKind::Samba, _) | (_, MeldShape::Sequence { .. }) => rules.scoring.samba,
            (kind, MeldShape::Rank(rank)) => rules
                .scoring
                .canasta_bonus(rank, kind == MeldKind::NaturalCanasta),
        }
    }

    /// What `card` counts in this meld: its own value (a wild card keeps its own value, FI 12),
    /// but a red 3 in a sequence counts as the scoring table says (SAMBA 9, 23: 5).
    pub fn card_value(&self, rules: &Rules, card: Card) -> i32 {
        if card.is_red_three() && self.shape.is_sequence() {
            rules.scoring.red_three_in_sequence
        } else {
            card.value()
        }
    }

    /// Sum of the card values in the meld.
    pub fn value(&self, rules: &Rules) -> i32 {
        self.cards.iter().map(|&c| self.card_value(rules, c)).sum()
    }
}

/// The most wild cards a meld of `naturals` natural cards may hold (option `wild_limit`).
pub fn wild_limit(rules: &Rules, naturals: usize) -> usize {
    match rules.melding.wild_limit {
        WildLimit::Three => 3,
        WildLimit::Half => naturals.min(3),
        WildLimit::Two => 2,
    }
}

/// True when the natural cards (neither 2 nor joker) among `cards` are all of one rank, or
/// there are none: the cards are read as a rank meld, not a sequence.
fn one_natural_rank(cards: &[Card]) -> bool {
    let mut naturals = cards.iter().filter(|c| !c.is_wild());
    naturals
        .next()
        .is_none_or(|first| naturals.all(|c| c.rank == first.rank))
}

/// Checks that `cards` form a new meld and returns it as meld `id`. The shape follows from
/// the cards ([`MeldShape::of_cards`]): natural cards of one rank make a rank meld (FI 11,
/// 20C); where the rules play sequences, cards of several ranks must make a sequence
/// (RULES.md §3, SAMBA 14A, 20A); where they play melds of 2s, 2s and jokers alone make one
/// (SAMBA 20D). Black 3s are accepted here; the caller checks that the player goes out in the
/// same turn.
pub fn new_meld(rules: &Rules, id: MeldId, cards: &[Card]) -> Result<Meld, RuleError> {
    let mut meld = Meld {
        id,
        shape: MeldShape::Rank(Rank::Four),
        cards: Vec::new(),
    };
    make_meld(rules, id, cards, &mut meld)?;
    Ok(meld)
}

/// [`new_meld`] into `meld`, reusing its memory (a plan's scratch, see [`crate::Scratch`]).
/// On error `meld` is left part-made, to be thrown away or reused.
pub(crate) fn make_meld(
    rules: &Rules,
    id: MeldId,
    cards: &[Card],
    meld: &mut Meld,
) -> Result<(), RuleError> {
    meld.id = id;
    if rules.melding.sequences && !one_natural_rank(cards) {
        meld.cards.clear();
        meld.cards.extend_from_slice(cards);
        meld.shape = sequence_shape(rules, &mut meld.cards)?;
        return Ok(());
    }
    if rules.melding.twos != TwosMelds::Never
        && MeldShape::of_cards(cards) == Some(MeldShape::Rank(Rank::Two))
    {
        return rank_meld(rules, Rank::Two, cards, meld);
    }
    if cards.iter().any(|c| c.is_red_three()) {
        return Err(RuleError::RedThreeInMeld);
    }
    let mut naturals = cards.iter().filter(|c| !c.is_wild());
    let Some(first) = naturals.next() else {
        return Err(if cards.is_empty() {
            RuleError::MeldTooSmall
        } else {
            RuleError::OnlyWildCards
        });
    };
    let rank = first.rank;
    if naturals.any(|c| c.rank != rank) {
        return Err(RuleError::MixedRanks);
    }
    rank_meld(rules, rank, cards, meld)
}

/// Checks that `cards`, natural cards of `rank` and wild cards, make a meld of that rank
/// (FI 11, 20C; SAMBA 14E, 20D, 20E), made in `meld`.
fn rank_meld(rules: &Rules, rank: Rank, cards: &[Card], meld: &mut Meld) -> Result<(), RuleError> {
    if cards.len() < 3 {
        return Err(RuleError::MeldTooSmall);
    }
    meld.shape = MeldShape::Rank(rank);
    meld.cards.clear();
    meld.cards.extend_from_slice(cards);
    if rank == Rank::Three && meld.wilds() > 0 {
        return Err(RuleError::BlackThreesWithWild);
    }
    check_black_threes(rules, meld)?;
    check_proportions(rules, meld)
}

/// Checks that `cards` make a sequence and puts them in run order; the sequence's shape
/// (RULES.md §3, SAMBA 14A, 20A, 23).
fn sequence_shape(rules: &Rules, cards: &mut [Card]) -> Result<MeldShape, RuleError> {
    if !rules.melding.red_threes_in_sequences && cards.iter().any(|c| c.is_red_three()) {
        return Err(RuleError::RedThreeInMeld);
    }
    let (suit, low, high) = run_of(cards).map_err(|fault| match fault {
        RunFault::Joker => RuleError::SequenceWithJoker,
        RunFault::MixedSuits => RuleError::SequenceMixedSuits,
        RunFault::NotInOrder => RuleError::SequenceNotInOrder,
    })?;
    if cards.len() < 3 {
        return Err(RuleError::MeldTooSmall);
    }
    if cards.len() > SEQUENCE_MAX {
        return Err(RuleError::SequenceTooLong { max: SEQUENCE_MAX });
    }
    sort_run(cards, low);
    Ok(MeldShape::Sequence { suit, low, high })
}

/// Checks that `cards` may be laid off on `meld` and returns the grown meld, with the same id
/// (FI 11, 15E). A rank meld keeps its shape; a sequence grows at either end, in order, up to
/// seven cards, and a completed samba takes nothing more (RULES.md §3, SAMBA 14A, 20A, 20B).
pub fn extend_meld(rules: &Rules, meld: &Meld, cards: &[Card]) -> Result<Meld, RuleError> {
    let mut all = Vec::with_capacity(meld.len() + cards.len());
    all.extend_from_slice(&meld.cards);
    let mut grown = Meld {
        id: meld.id,
        shape: meld.shape,
        cards: all,
    };
    grow_meld(rules, &mut grown, cards)?;
    Ok(grown)
}

/// [`extend_meld`] in place: `meld` grown by `cards`. On error `meld` may be left part-grown:
/// callers grow scratch copies, thrown away on error.
pub(crate) fn grow_meld(rules: &Rules, meld: &mut Meld, cards: &[Card]) -> Result<(), RuleError> {
    if cards.is_empty() {
        return Err(RuleError::NothingToMeld);
    }
    let MeldShape::Rank(rank) = meld.shape else {
        return grow_sequence(rules, meld, cards);
    };
    if meld.is_closed(&rules.melding) {
        return Err(RuleError::CanastaClosed);
    }
    if cards.iter().any(|c| c.is_red_three()) {
        return Err(RuleError::RedThreeInMeld);
    }
    if cards.iter().any(|c| !c.is_wild() && c.rank != rank) {
        return Err(RuleError::WrongRankForMeld(rank));
    }
    let adds_wild = cards.iter().any(|&c| meld.is_wild_here(c));
    if adds_wild && rank == Rank::Three {
        return Err(RuleError::BlackThreesWithWild);
    }
    if adds_wild && meld.is_canasta() && !rules.melding.wild_on_completed_canasta {
        return Err(RuleError::WildOnCompletedCanasta);
    }
    meld.cards.extend_from_slice(cards);
    check_black_threes(rules, meld)?;
    check_proportions(rules, meld)
}

/// A meld of black 3s holds three or four of them (FI 20C, SV 'Svarta treor' 2), up to six in
/// Samba (SAMBA 22B): the rules' [`Rules::black_meld_max`].
fn check_black_threes(rules: &Rules, meld: &Meld) -> Result<(), RuleError> {
    let max = rules.black_meld_max();
    if meld.rank() == Some(Rank::Three) && meld.len() > usize::from(max) {
        return Err(RuleError::TooManyBlackThrees { max });
    }
    Ok(())
}

/// A sequence grown by `cards` in place (SAMBA 14A, 20A, 20B).
fn grow_sequence(rules: &Rules, meld: &mut Meld, cards: &[Card]) -> Result<(), RuleError> {
    if !rules.melding.sequences {
        return Err(RuleError::SequenceNotPlayable);
    }
    if meld.len() >= SEQUENCE_MAX {
        return Err(RuleError::SambaComplete);
    }
    meld.cards.extend_from_slice(cards);
    meld.shape = sequence_shape(rules, &mut meld.cards)?;
    Ok(())
}

fn check_proportions(rules: &Rules, meld: &Meld) -> Result<(), RuleError> {
    if meld.naturals() < 2 {
        return Err(RuleError::TooFewNaturals);
    }
    let limit = wild_limit(rules, meld.naturals());
    if meld.wilds() > limit {
        return Err(RuleError::TooManyWilds { limit });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn meld(s: &str) -> Result<Meld, RuleError> {
        new_meld(&Rules::classic(), MeldId(0), &parse_cards(s).unwrap())
    }

    #[test]
    fn en_examples_4_4_2_is_a_meld_4_2_2_is_not() {
        assert!(meld("4h 4s 2c").is_ok());
        assert_eq!(meld("4h 2s 2c"), Err(RuleError::TooFewNaturals));
    }

    #[test]
    fn en_example_no_joker_on_4_4_2_2_2() {
        let m = meld("4h 4s 2c 2d 2h").unwrap();
        assert_eq!(
            extend_meld(&Rules::classic(), &m, &[Card::JOKER]),
            Err(RuleError::TooManyWilds { limit: 3 })
        );
    }

    #[test]
    fn en_example_no_meld_of_twos() {
        assert_eq!(meld("2h 2s 2c"), Err(RuleError::OnlyWildCards));
        assert_eq!(meld("joker 2s 2c"), Err(RuleError::OnlyWildCards));
    }

    #[test]
    fn en_example_k_k_k_2_counts_50() {
        assert_eq!(meld("Kh Ks Kc 2d").unwrap().value(&Rules::classic()), 50);
    }

    #[test]
    fn fi_11_one_rank_and_three_cards() {
        assert_eq!(meld("7h 8h 9h"), Err(RuleError::MixedRanks));
        assert_eq!(meld("7h 7s"), Err(RuleError::MeldTooSmall));
        assert_eq!(meld("3h 3d 3h"), Err(RuleError::RedThreeInMeld));
    }

    #[test]
    fn fi_20c_black_threes_take_no_wild() {
        assert!(meld("3c 3s 3c").is_ok());
        assert_eq!(meld("3c 3s 2c"), Err(RuleError::BlackThreesWithWild));
    }

    #[test]
    fn option_wild_limit_half() {
        let mut rules = Rules::classic();
        rules.melding.wild_limit = WildLimit::Half;
        let cards = parse_cards("5h 5s 2c 2d").unwrap();
        assert!(new_meld(&rules, MeldId(0), &cards).is_ok());
        let cards = parse_cards("5h 5s 2c 2d joker").unwrap();
        assert_eq!(
            new_meld(&rules, MeldId(0), &cards),
            Err(RuleError::TooManyWilds { limit: 2 })
        );
        assert!(new_meld(&Rules::classic(), MeldId(0), &cards).is_ok());
    }

    #[test]
    fn fi_15_seven_aces_natural_canasta_640() {
        let m = meld("Ah Ah As As Ac Ac Ad").unwrap();
        assert_eq!(m.kind(), MeldKind::NaturalCanasta);
        assert_eq!(m.bonus(&Rules::classic()) + m.value(&Rules::classic()), 640);
    }

    #[test]
    fn fi_15e_wild_on_completed_canasta_option() {
        let m = meld("9h 9h 9s 9s 9c 9c 9d").unwrap();
        let wild = [Card::JOKER];
        assert_eq!(
            extend_meld(&Rules::classic(), &m, &wild),
            Err(RuleError::WildOnCompletedCanasta)
        );
        let mut rules = Rules::classic();
        rules.melding.wild_on_completed_canasta = true;
        let mixed = extend_meld(&rules, &m, &wild).unwrap();
        assert_eq!(mixed.kind(), MeldKind::MixedCanasta);
        // Natural cards may always be added.
        assert!(extend_meld(&Rules::classic(), &m, &parse_cards("9d").unwrap()).is_ok());
    }

    #[test]
    fn fi_11_a_meld_keeps_its_id_and_shape_as_it_grows() {
        let m = new_meld(
            &Rules::classic(),
            MeldId(7),
            &parse_cards("Kh Ks 2c").unwrap(),
        )
        .unwrap();
        assert_eq!(
            (m.id, m.shape, m.rank()),
            (MeldId(7), MeldShape::Rank(Rank::King), Some(Rank::King))
        );
        let grown = extend_meld(&Rules::classic(), &m, &parse_cards("Kd").unwrap()).unwrap();
        assert_eq!((grown.id, grown.shape), (m.id, m.shape));
    }

    #[test]
    fn samba_20a_classic_grows_no_sequence() {
        let run = Meld {
            id: MeldId(1),
            shape: MeldShape::Sequence {
                suit: crate::card::Suit::Hearts,
                low: Rank::Four,
                high: Rank::Six,
            },
            cards: parse_cards("4h 5h 6h").unwrap(),
        };
        assert_eq!(run.rank(), None);
        assert_eq!(run.naturals(), 3);
        assert_eq!(
            extend_meld(&Rules::classic(), &run, &parse_cards("7h").unwrap()),
            Err(RuleError::SequenceNotPlayable)
        );
    }

    #[test]
    fn fi_15_mixed_canasta_300() {
        let m = meld("Qh Qh Qs Qs 2c 2d joker").unwrap();
        assert_eq!(m.kind(), MeldKind::MixedCanasta);
        assert_eq!(m.bonus(&Rules::classic()), 300);
    }
}

#[cfg(test)]
#[path = "meld_samba_tests.rs"]
mod samba_tests;
