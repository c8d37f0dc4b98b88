//! Planning several melds and lay-offs of one turn on scratch copies of a hand and the team's
//! melds, with the engine's own meld checks (FI 11, 15). The game itself is never touched: a
//! plan becomes a [`MeldPlay`] list that the player still submits through `Game::check`.

use super::hand::{value, without, HandGroups};
use crate::action::MeldPlay;
use crate::card::{Card, Rank, Suit};
use crate::meld::{extend_meld, new_meld, wild_limit, Meld, MeldId, CANASTA_SIZE, SEQUENCE_MAX};
use crate::meld_shape::run_index;
use crate::rules::Rules;

/// Melds and lay-offs planned for one turn. The plan's melds are numbered by index; melds it
/// makes get provisional ids after the team's (the engine gives the real ones when the plays
/// are applied, and the plays never name a planned meld by id).
#[derive(Debug, Clone)]
pub struct MeldPlanner<'a> {
    rules: &'a Rules,
    existing: usize,
    next_id: MeldId,
    melds: Vec<Meld>,
    added: Vec<Vec<Card>>,
    hand: Vec<Card>,
    points: i32,
}

impl<'a> MeldPlanner<'a> {
    /// A plan starting from the team's melds and the player's hand.
    pub fn new(rules: &'a Rules, team_melds: &[Meld], hand: &[Card]) -> Self {
        let next_id = team_melds
            .iter()
            .map(|m| m.id.plus(1))
            .max()
            .unwrap_or(MeldId(0));
        MeldPlanner {
            rules,
            existing: team_melds.len(),
            next_id,
            melds: team_melds.to_vec(),
            added: vec![Vec::new(); team_melds.len()],
            hand: hand.to_vec(),
            points: 0,
        }
    }

    /// The cards left in hand after the plan.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// Card values melded by the plan (what counts towards the minimum count, FI 13).
    pub fn points(&self) -> i32 {
        self.points
    }

    /// The team's melds as they would be after the plan.
    pub fn melds(&self) -> &[Meld] {
        &self.melds
    }

    /// Completed canastas after the plan.
    pub fn canastas(&self) -> usize {
        self.melds.iter().filter(|m| m.is_canasta()).count()
    }

    /// True when the plan melds nothing.
    pub fn is_empty(&self) -> bool {
        self.added.iter().all(Vec::is_empty)
    }

    /// The index of the planned meld of `rank`, if any.
    pub fn meld_of(&self, rank: Rank) -> Option<usize> {
        self.melds.iter().position(|m| m.rank() == Some(rank))
    }

    /// Lays off `cards` from the hand on meld `index`; false (and no change) if not allowed.
    pub fn add(&mut self, index: usize, cards: &[Card]) -> bool {
        let Some(rest) = self.take_from_hand(cards) else {
            return false;
        };
        let Some(meld) = self.melds.get(index) else {
            return false;
        };
        let Ok(grown) = extend_meld(self.rules, meld, cards) else {
            return false;
        };
        self.melds[index] = grown;
        self.added[index].extend_from_slice(cards);
        self.commit(rest, cards);
        true
    }

    /// Starts a new meld with `cards` from the hand; false (and no change) if not allowed.
    /// Black 3s are accepted: only a player going out may submit them (FI 20C).
    pub fn create(&mut self, cards: &[Card]) -> bool {
        let Some(rest) = self.take_from_hand(cards) else {
            return false;
        };
        let Ok(meld) = new_meld(self.rules, self.next_id, cards) else {
            return false;
        };
        if meld.rank().is_some_and(|r| self.meld_of(r).is_some()) {
            return false;
        }
        self.next_id = self.next_id.plus(1);
        self.melds.push(meld);
        self.added.push(cards.to_vec());
        self.commit(rest, cards);
        true
    }

    fn take_from_hand(&self, cards: &[Card]) -> Option<Vec<Card>> {
        let rest = without(&self.hand, cards);
        (rest.len() + cards.len() == self.hand.len()).then_some(rest)
    }

    fn commit(&mut self, rest: Vec<Card>, cards: &[Card]) {
        self.hand = rest;
        self.points += cards.iter().map(|c| c.value()).sum::<i32>();
    }

    fn groups(&self) -> HandGroups {
        HandGroups::of(&self.hand)
    }

    /// The natural cards of `rank` left in hand.
    fn naturals_of(&self, rank: Rank) -> Vec<Card> {
        self.hand
            .iter()
            .copied()
            .filter(|c| c.rank == rank && c.is_natural())
            .collect()
    }

    /// The wild cards left in hand, cheapest first.
    fn wilds(&self) -> Vec<Card> {
        let mut wilds: Vec<Card> = self.hand.iter().copied().filter(|c| c.is_wild()).collect();
        wilds.sort_by_key(|c| (c.value(), *c));
        wilds
    }

    /// Lays off every natural card that fits one of the melds.
    pub fn lay_off_naturals(&mut self) -> &mut Self {
        for i in 0..self.melds.len() {
            let Some(rank) = self.melds[i].rank() else {
                continue;
            };
            let cards = self.naturals_of(rank);
            if !cards.is_empty() {
                self.add(i, &cards);
            }
        }
        self
    }

    /// Lays off every card that extends one of the sequences, at either end (RULES.md §3,
    /// SAMBA 14A, 20A).
    pub fn extend_runs(&mut self) -> &mut Self {
        for i in 0..self.melds.len() {
            if !self.melds[i].shape.is_sequence() {
                continue;
            }
            while let Some(card) = self
                .hand
                .iter()
                .copied()
                .find(|&c| extend_meld(self.rules, &self.melds[i], &[c]).is_ok())
            {
                if !self.add(i, &[card]) {
                    break;
                }
            }
        }
        self
    }

    /// Melds the runs of three or more cards of one suit held, where the rules play sequences
    /// (RULES.md §3, SAMBA 14A, 20A).
    pub fn meld_runs(&mut self) -> &mut Self {
        if self.rules.melding.sequences {
            for run in runs_in(&self.hand) {
                self.create(&run);
            }
        }
        self
    }

    /// Melds every rank held with at least `min` (and at least three) natural cards, except
    /// `skip`, highest value first.
    pub fn meld_naturals(&mut self, min: usize, skip: Option<Rank>) -> &mut Self {
        for cards in self.sets_by_value(min.max(3), skip) {
            self.create(&cards);
        }
        self
    }

    /// Melds natural pairs with one wild card each while wild cards last, highest value first.
    pub fn meld_pairs_with_wild(&mut self, skip: Option<Rank>) -> &mut Self {
        for pair in self.sets_by_value(2, skip) {
            if pair.len() != 2 {
                continue;
            }
            let Some(&wild) = self.wilds().first() else {
                break;
            };
            self.create(&[pair[0], pair[1], wild]);
        }
        self
    }

    /// Natural sets of `min` or more cards of ranks with no meld yet, highest value first.
    fn sets_by_value(&self, min: usize, skip: Option<Rank>) -> Vec<Vec<Card>> {
        let groups = self.groups();
        let mut sets: Vec<Vec<Card>> = groups
            .naturals
            .into_iter()
            .filter(|(rank, cards)| {
                cards.len() >= min && Some(*rank) != skip && self.meld_of(*rank).is_none()
            })
            .map(|(_, cards)| cards)
            .collect();
        sets.sort_by_key(|s| std::cmp::Reverse(s.iter().map(|c| c.value()).sum::<i32>()));
        sets
    }

    /// Wild cards that would still fit on meld `index` (0 for a completed canasta unless the
    /// rules allow it).
    pub fn wild_room(&self, index: usize) -> usize {
        let meld = &self.melds[index];
        let takes_wilds = matches!(meld.rank(), Some(rank) if rank != Rank::Three);
        if !takes_wilds || (meld.is_canasta() && !self.rules.melding.wild_on_completed_canasta) {
            return 0;
        }
        wild_limit(self.rules, meld.naturals()).saturating_sub(meld.wilds())
    }

    /// Uses wild cards to complete canastas, the melds nearest to seven cards first.
    pub fn complete_canastas_with_wilds(&mut self) -> &mut Self {
        let mut order: Vec<usize> = (0..self.melds.len())
            .filter(|&i| !self.melds[i].is_canasta())
            .collect();
        order.sort_by_key(|&i| std::cmp::Reverse(self.melds[i].len()));
        for i in order {
            let need = CANASTA_SIZE - self.melds[i].len();
            let wilds = self.wilds();
            if need <= wilds.len() && need <= self.wild_room(i) {
                self.add(i, &wilds[..need]);
            }
        }
        self
    }

    /// Lays off every remaining wild card somewhere, open melds with the most cards first.
    pub fn add_all_wilds(&mut self) -> &mut Self {
        for wild in self.wilds() {
            let best = (0..self.melds.len())
                .filter(|&i| self.wild_room(i) > 0)
                .max_by_key(|&i| (!self.melds[i].is_canasta(), self.melds[i].len()));
            match best {
                Some(i) => {
                    self.add(i, &[wild]);
                }
                None => break,
            }
        }
        self
    }

    /// Melds the black 3s held (three or four, only allowed when going out, FI 20C).
    pub fn meld_black_threes(&mut self) -> &mut Self {
        let threes: Vec<Card> = self
            .hand
            .iter()
            .copied()
            .filter(|c| c.is_black_three())
            .collect();
        if threes.len() >= 3 {
            self.create(&threes);
        }
        self
    }

    /// The plan as plays: lay-offs on existing melds first, then the new melds in order.
    pub fn plays(&self) -> Vec<MeldPlay> {
        let mut plays = Vec::new();
        for (i, cards) in self.added.iter().enumerate() {
            if cards.is_empty() {
                continue;
            }
            if i < self.existing {
                plays.push(MeldPlay::Add {
                    meld: self.melds[i].id,
                    cards: cards.clone(),
                });
            } else {
                plays.push(MeldPlay::New {
                    cards: cards.clone(),
                });
            }
        }
        plays
    }
}

/// New melds from `hand` (no meld of `skip`) that reach `need` points with the fewest wild
/// cards, then the fewest cards: sets of natural cards, natural pairs with a wild card, runs of
/// one suit where the rules play sequences, extra wild cards if still short. `None` if the hand cannot reach `need`, or `need` is already met
/// (nothing to meld).
pub fn opening_melds(
    rules: &Rules,
    hand: &[Card],
    need: i32,
    skip: Option<Rank>,
) -> Option<Vec<MeldPlay>> {
    if need <= 0 {
        return None;
    }
    let groups = HandGroups::of(hand);
    // Runs of one suit first, where the rules play sequences (Samba 20A): their cards count
    // towards the minimum as any meld's do.
    let runs = if rules.melding.sequences {
        runs_in(hand)
    } else {
        Vec::new()
    };
    let units: Vec<&Vec<Card>> = runs
        .iter()
        .chain(
            groups
                .naturals
                .iter()
                .filter(|(rank, cards)| cards.len() >= 2 && Some(**rank) != skip)
                .map(|(_, cards)| cards),
        )
        .take(MAX_OPENING_UNITS)
        .collect();
    let unit_values: Vec<i32> = units.iter().map(|u| value(u)).collect();
    let all_wilds = value(&groups.wilds);
    let mut best: Option<(OpeningKey, Vec<MeldPlay>)> = None;
    for mask in 1u32..(1 << units.len()) {
        if !may_open_better(
            mask,
            &units,
            &unit_values,
            &groups.wilds,
            all_wilds,
            need,
            &best,
        ) {
            continue;
        }
        let chosen = units
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, u)| *u);
        let mut plan = MeldPlanner::new(rules, &[], hand);
        let mut wilds = groups.wilds.iter().copied();
        let mut complete = true;
        for unit in chosen {
            let made = match unit.as_slice() {
                [a, b] => wilds.next().is_some_and(|w| plan.create(&[*a, *b, w])),
                set => plan.create(set),
            };
            complete &= made;
        }
        while complete && plan.points < need {
            let Some(wild) = wilds.next() else { break };
            let Some(i) = (0..plan.melds.len()).find(|&i| plan.wild_room(i) > 0) else {
                break;
            };
            plan.add(i, &[wild]);
        }
        if !complete || plan.points < need {
            continue;
        }
        let used_wilds = groups.wilds.len() - plan.wilds().len();
        let key = (used_wilds, hand.len() - plan.hand.len(), -plan.points);
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, plan.plays()));
        }
    }
    best.map(|(_, plays)| plays)
}

/// How an opening ranks, lowest best: wild cards used, cards used, less the points melded.
type OpeningKey = (usize, usize, i32);

/// False when the units of `mask` cannot make an opening that [`opening_melds`] would keep:
/// even with every wild card they stay below `need`, they have fewer wild cards than pairs, or
/// the best key any plan of theirs can have is no better than `best`'s. Only a shortcut: every
/// mask it rejects would be built and then rejected.
fn may_open_better(
    mask: u32,
    units: &[&Vec<Card>],
    unit_values: &[i32],
    wilds: &[Card],
    all_wilds: i32,
    need: i32,
    best: &Option<(OpeningKey, Vec<MeldPlay>)>,
) -> bool {
    let (mut pairs, mut cards, mut points) = (0, 0, 0);
    for (i, unit) in units.iter().enumerate() {
        if mask & (1 << i) != 0 {
            pairs += usize::from(unit.len() == 2);
            cards += unit.len();
            points += unit_values[i];
        }
    }
    if points + all_wilds < need || pairs > wilds.len() {
        return false;
    }
    // A plan uses at least one wild card per pair; using exactly that many, its key is this.
    let fewest = (pairs, cards + pairs, -(points + value(&wilds[..pairs])));
    best.as_ref().is_none_or(|(key, _)| fewest < *key)
}

/// The runs of three to seven cards of one suit in `hand`, one card of each rank, longer runs
/// cut in sevens (RULES.md §3, SAMBA 14A, 20A): the sequences the hand could start. Jokers
/// never join one; whether 2s and red 3s may, the meld checks say.
pub fn runs_in(hand: &[Card]) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    for suit in Suit::ALL {
        let mut held: [Option<Card>; 13] = [None; 13];
        for &card in hand.iter().filter(|c| c.suit == Some(suit)) {
            held[run_index(card.rank)] = Some(card);
        }
        let mut starts: Vec<usize> = (0..13)
            .filter(|&i| held[i].is_some() && held[(i + 12) % 13].is_none())
            .collect();
        if starts.is_empty() && held.iter().all(Option::is_some) {
            starts.push(0);
        }
        for start in starts {
            let arc: Vec<Card> = (0..13).map_while(|k| held[(start + k) % 13]).collect();
            out.extend(
                arc.chunks(SEQUENCE_MAX)
                    .filter(|run| run.len() >= 3)
                    .map(<[Card]>::to_vec),
            );
        }
    }
    out
}

/// Each card of `hand` that extends one of the sequences among `melds` on its own, as a
/// lay-off naming that sequence (RULES.md §3, SAMBA 14A, 20A), checked by the meld rules.
pub fn sequence_lay_offs(rules: &Rules, melds: &[Meld], hand: &[Card]) -> Vec<Vec<MeldPlay>> {
    let mut out = Vec::new();
    for meld in melds.iter().filter(|m| m.shape.is_sequence()) {
        let mut tried: Vec<Card> = Vec::new();
        for &card in hand {
            if tried.contains(&card) {
                continue;
            }
            tried.push(card);
            if extend_meld(rules, meld, &[card]).is_ok() {
                out.push(vec![MeldPlay::Add {
                    meld: meld.id,
                    cards: vec![card],
                }]);
            }
        }
    }
    out
}

/// Ranks considered together when looking for an opening (2^n combinations are tried).
const MAX_OPENING_UNITS: usize = 9;

/// Everything the hand can meld this turn: lay-offs, sets, pairs with wild cards, wild cards
/// completing canastas then anywhere, and black 3s when nothing else would be left.
pub fn meld_everything<'a>(
    rules: &'a Rules,
    team_melds: &[Meld],
    hand: &[Card],
) -> MeldPlanner<'a> {
    let mut plan = MeldPlanner::new(rules, team_melds, hand);
    plan.lay_off_naturals()
        .meld_naturals(3, None)
        .meld_pairs_with_wild(None)
        .complete_canastas_with_wilds()
        .add_all_wilds();
    let others = plan.hand.iter().filter(|c| !c.is_black_three()).count();
    if others <= 1 {
        plan.meld_black_threes();
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn everything_lays_off_melds_and_completes_a_canasta() {
        let rules = Rules::classic();
        let melds = vec![new_meld(&rules, MeldId(4), &cards("Kh Kd Ks Kc Kh")).unwrap()];
        let plan = meld_everything(&rules, &melds, &cards("Kd 2c 7h 7s 7d 9c"));
        assert_eq!(plan.canastas(), 1);
        assert_eq!(plan.hand(), cards("9c").as_slice());
        assert_eq!(
            plan.plays(),
            vec![
                MeldPlay::Add {
                    meld: MeldId(4),
                    cards: cards("Kd 2c")
                },
                MeldPlay::New {
                    cards: cards("7h 7s 7d")
                },
            ]
        );
    }

    #[test]
    fn opening_reaches_the_minimum_with_few_cards() {
        let rules = Rules::classic();
        let hand = cards("Ah Ad As 5c 5d 5s 9h 9d joker");
        let plays = opening_melds(&rules, &hand, 50, None).unwrap();
        assert_eq!(
            plays,
            vec![MeldPlay::New {
                cards: cards("Ah Ad As")
            }]
        );
        // A A A + 5 5 5 = 75 is short: A A A joker = 110 uses the one wild card, four cards.
        let plays = opening_melds(&rules, &hand, 90, None).unwrap();
        assert_eq!(
            plays,
            vec![MeldPlay::New {
                cards: cards("Ah Ad As joker")
            }]
        );
        assert!(opening_melds(&rules, &cards("4c 4d 4s 9h"), 50, None).is_none());
    }

    #[test]
    fn samba_20a_runs_in_a_hand_wrap_round_the_ace_and_extend_sequences() {
        let hand = cards("Qh Kh Ah 2h 3h 5s 6s 7s 9c 10c joker");
        assert_eq!(
            runs_in(&hand),
            vec![cards("Qh Kh Ah 2h 3h"), cards("5s 6s 7s")]
        );
        let rules = Rules::samba();
        let melds = vec![new_meld(&rules, MeldId(2), &cards("8s 9s 10s")).unwrap()];
        let mut plan = MeldPlanner::new(&rules, &melds, &hand);
        plan.extend_runs().meld_runs();
        assert_eq!(plan.melds()[0].cards, cards("5s 6s 7s 8s 9s 10s"));
        assert_eq!(plan.hand(), cards("9c 10c joker").as_slice());
        assert_eq!(sequence_lay_offs(&rules, &melds, &hand).len(), 1, "7s");
        // Classic melds no runs.
        let classic = Rules::classic();
        let mut plan = MeldPlanner::new(&classic, &[], &hand);
        assert!(plan.meld_runs().is_empty());
    }

    #[test]
    fn samba_11_an_opening_may_count_a_run() {
        let rules = Rules::samba();
        let hand = cards("10h Jh Qh Kh Ah 4c 9d 7s");
        let plays = opening_melds(&rules, &hand, 50, None).expect("60 points in a run");
        assert_eq!(
            plays,
            vec![MeldPlay::New {
                cards: cards("10h Jh Qh Kh Ah")
            }]
        );
        assert!(opening_melds(&Rules::classic(), &hand, 50, None).is_none());
    }

    #[test]
    fn black_threes_only_when_the_rest_is_gone() {
        let rules = Rules::classic();
        let melds = vec![new_meld(&rules, MeldId(0), &cards("Kh Kd Ks Kc Kh Kd Ks")).unwrap()];
        let plan = meld_everything(&rules, &melds, &cards("3c 3s 3c 9d"));
        assert_eq!(plan.hand(), cards("9d").as_slice());
        let plan = meld_everything(&rules, &melds, &cards("3c 3s 3c 9d 8d"));
        assert_eq!(plan.hand().len(), 5);
    }
}
