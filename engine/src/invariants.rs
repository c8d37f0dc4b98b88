//! Invariants that must hold after every action of any game, and the replay check: one
//! referee for the property tests and the `simulate` command.
//!
//! The checker reads the full internal state (`Game::deal`) on purpose: it is the referee,
//! not a player.

use crate::deck::full_deck;
use crate::meld::SEQUENCE_MAX;
use crate::pile::DiscardPile;
use crate::rules::{PileTaking, Rules};
use crate::view::{PublicPile, PublicSeat, PublicTeam};
use crate::{Call, Card, CardSet, Game, GameLog, Meld, MeldShape, Phase, PublicView};

/// Checks a game's invariants against its rule set's full deck.
#[derive(Debug, Clone)]
pub struct Checker {
    deck: CardSet,
    card_count: usize,
}

impl Checker {
    /// A checker for games under `game`'s rules.
    pub fn for_game(game: &Game) -> Checker {
        Checker::for_rules(game.rules())
    }

    /// A checker for games under `rules`.
    pub fn for_rules(rules: &Rules) -> Checker {
        Checker {
            deck: full_deck(rules.deal.decks).into_iter().collect(),
            card_count: rules.card_count(),
        }
    }

    /// Every invariant that fails now, described.
    pub fn after_action(&self, game: &Game) -> Vec<String> {
        let mut failed = Vec::new();
        let public = game.public_view();
        self.cards_conserved(game, &mut failed);
        hand_sizes(game, &public, &mut failed);
        pile_lock(game, &public, &mut failed);
        scores_add_up(game, &mut failed);
        meld_ids_unique(game, &mut failed);
        sequences_in_order(game, &mut failed);
        public_view_hides_hands(game, &public, &mut failed);
        auction_holds(game, &mut failed);
        failed
    }

    /// Every card is in exactly one place: stock, pile, a hand, a meld or the red 3s.
    fn cards_conserved(&self, game: &Game, failed: &mut Vec<String>) {
        let all = game.deal().all_cards();
        if all.len() != self.card_count {
            failed.push(format!(
                "{} cards in play, expected {}",
                all.len(),
                self.card_count
            ));
        }
        if all != self.deck {
            failed.push(format!("the cards in play are not the full deck: {all:?}"));
        }
    }
}

/// The public hand sizes match the hands; each hand holds the cards it is known to hold; no red 3 is held once its seat has had a turn (unless
/// red 3s are kept in the hand, Samba 23); the player to move holds a card.
fn hand_sizes(game: &Game, public: &PublicView, failed: &mut Vec<String>) {
    let deal = game.deal();
    for (seat, hand) in deal.hands.iter().enumerate() {
        if public.seats[seat].cards_in_hand != hand.len() {
            failed.push(format!(
                "seat {seat}: public hand size {} but {} cards held",
                public.seats[seat].cards_in_hand,
                hand.len()
            ));
        }
        // What the seat is known to hold beyond its hand: nothing.
        let mut beyond = deal.seats[seat].known_in_hand.clone();
        beyond.subtract(hand);
        if !beyond.is_empty() {
            failed.push(format!(
                "seat {seat} is known to hold {beyond:?}, which its hand does not"
            ));
        }
        if game.rules().threes.red.laid_down_at_once()
            && deal.seats[seat].had_turn
            && hand.iter().any(Card::is_red_three)
        {
            failed.push(format!("seat {seat} holds a red 3 after its first turn"));
        }
    }
    let turn = game.turn();
    if matches!(turn.phase, Phase::Draw | Phase::Play) && deal.hands[turn.seat].is_empty() {
        failed.push(format!("seat {} must act with an empty hand", turn.seat));
    }
}

/// The public pile's lock state is its cards': frozen (locked) exactly when a wild card or red
/// 3 lies in it (FI 17, Samba 18), and a take gets the whole pile or, under Samba 13D, the
/// cards down to and including the most recent locking card.
fn pile_lock(game: &Game, public: &PublicView, failed: &mut Vec<String>) {
    let pile = &game.deal().pile;
    let public = &public.pile;
    let locking: Vec<usize> = (0..pile.len())
        .filter(|&i| DiscardPile::is_locking(pile.cards()[i]))
        .collect();
    if public.frozen == locking.is_empty() {
        failed.push(format!(
            "the pile shows frozen {} with locking cards at {locking:?}",
            public.frozen
        ));
    }
    let takes = match game.rules().pile.taking {
        PileTaking::Whole => pile.len(),
        PileTaking::DownToLock => locking.last().map_or(pile.len(), |&i| pile.len() - i),
    };
    if public.takes != takes || public.takes > public.size {
        failed.push(format!(
            "a take gets {} of {} cards, expected {takes}",
            public.takes, public.size
        ));
    }
}

/// No two melds share an id, and every id was given out already (below the next id).
fn meld_ids_unique(game: &Game, failed: &mut Vec<String>) {
    let deal = game.deal();
    let mut ids: Vec<_> = deal
        .teams
        .iter()
        .flat_map(|t| t.melds.iter().map(|m| m.id))
        .collect();
    if let Some(late) = ids.iter().find(|&&id| id >= deal.next_meld_id) {
        failed.push(format!(
            "meld {late} on the table but the next id is {}",
            deal.next_meld_id
        ));
    }
    ids.sort_unstable();
    if let Some(twice) = ids.windows(2).find(|w| w[0] == w[1]) {
        failed.push(format!("two melds have the id {}", twice[0]));
    }
}

/// Every sequence holds 3 to 7 cards of its suit, no joker, one of each rank from its `low` to
/// its `high` in run order, and only under rules that play sequences (RULES.md §3, SAMBA 14A,
/// 20A).
fn sequences_in_order(game: &Game, failed: &mut Vec<String>) {
    let sequences = game.rules().melding.sequences;
    for meld in game.deal().teams.iter().flat_map(|t| &t.melds) {
        let MeldShape::Sequence { suit, .. } = meld.shape else {
            continue;
        };
        let expected: Vec<Card> = meld
            .shape
            .ranks()
            .into_iter()
            .map(|rank| Card::new(rank, suit))
            .collect();
        if !sequences {
            failed.push(format!(
                "meld {} is a sequence under rules without them",
                meld.id
            ));
        }
        if meld.cards != expected || !(3..=SEQUENCE_MAX).contains(&meld.len()) {
            failed.push(format!(
                "sequence {} ({}) holds {:?}",
                meld.id, meld.shape, meld.cards
            ));
        }
    }
}

/// Each deal's breakdown adds up, and the deals add up to the game's scores.
fn scores_add_up(game: &Game, failed: &mut Vec<String>) {
    let mut running = vec![0; game.scores().len()];
    for result in game.history() {
        for (team, part) in result.teams.iter().enumerate() {
            if part.total != part.sum_of_parts() {
                failed.push(format!(
                    "deal {} team {team}: total {} but the parts sum to {}",
                    result.deal,
                    part.total,
                    part.sum_of_parts()
                ));
            }
            running[team] += part.total;
        }
        if result.totals != running {
            failed.push(format!(
                "deal {}: totals {:?} but the deals add up to {running:?}",
                result.deal, result.totals
            ));
        }
    }
    if running != game.scores() {
        failed.push(format!(
            "scores {:?} but the deals add up to {running:?}",
            game.scores()
        ));
    }
}

/// The public view shows exactly the melds, the red 3s and the pile's top card, and no field of
/// it holds any other card (it has no field for a hand: see [`cards_named`]).
fn public_view_hides_hands(game: &Game, public: &PublicView, failed: &mut Vec<String>) {
    let deal = game.deal();
    let mut expected: CardSet = deal.pile.top().into_iter().collect();
    for card in deal
        .teams
        .iter()
        .flat_map(|t| &t.melds)
        .flat_map(|m| &m.cards)
    {
        expected.add(*card);
    }
    for card in deal.seats.iter().flat_map(|s| &s.red_threes) {
        expected.add(*card);
    }
    // Cards seen going into a hand with the pile are public (FI 17): every player saw them.
    for card in deal.seats.iter().flat_map(|s| s.known_in_hand.iter()) {
        expected.add(card);
    }
    let named = cards_named(public);
    if named != expected {
        failed.push(format!(
            "the public view names {named:?}, expected {expected:?}"
        ));
    }
}

/// Every card the public view holds, in any field. Each struct is taken apart without `..`,
/// so a field added to the view does not compile until it is listed here with the cards it
/// can hold: a hand or the pile's hidden cards could not slip in unnoticed.
fn cards_named(view: &PublicView) -> CardSet {
    let PublicView {
        rules: _,
        deal: _,
        dealer: _,
        turn: _,
        phase: _,
        to_act: _,
        ask: _,
        drew: _,
        melded_this_turn: _,
        seats,
        teams,
        pile,
        next_meld_id: _,
        stock: _,
        scores: _,
        solo: _,
        // Scores per deal: numbers only.
        history: _,
        winners: _,
        // Calls and contracts: seats and bids only.
        auction: _,
        melding: _,
    } = view;
    let PublicPile {
        top,
        size: _,
        frozen: _,
        takes: _,
        more_locks: _,
    } = pile;
    let mut named: CardSet = top.iter().copied().collect();
    for seat in seats {
        let PublicSeat {
            team: _,
            cards_in_hand: _,
            playing: _,
            red_threes,
            minimum_count: _,
            known_in_hand,
        } = seat;
        red_threes.iter().for_each(|&c| named.add(c));
        known_in_hand.iter().for_each(|c| named.add(c));
    }
    for team in teams {
        let PublicTeam {
            members: _,
            melds,
            score: _,
            minimum_count: _,
            has_melded: _,
            canastas: _,
            penalties: _,
        } = team;
        for meld in melds {
            // A sequence's shape names a suit, no card (RULES.md §3).
            let Meld {
                id: _,
                shape: _,
                cards,
            } = meld;
            cards.iter().for_each(|&c| named.add(c));
        }
    }
    named
}

/// Sitoumussamba (FI 12, 16): the auction is on exactly in the bidding phase; the declarer
/// who opens holds an undoubled bid that is their own highest call; the upcard waits for both;
/// no bid is above the policy's levels.
fn auction_holds(game: &Game, failed: &mut Vec<String>) {
    let deal = game.deal();
    let phase = game.turn().phase;
    let Some(auction) = &deal.auction else {
        if matches!(phase, Phase::Bidding | Phase::Opening) {
            failed.push(format!("phase {phase:?} without an auction"));
        }
        return;
    };
    if (phase == Phase::Bidding) == auction.ended {
        failed.push(format!(
            "phase {phase:?} but the auction ended: {}",
            auction.ended
        ));
    }
    if matches!(phase, Phase::Bidding | Phase::Opening) && !deal.pile.is_empty() {
        failed.push("the upcard was turned before the declarer's opening".into());
    }
    if let Some(contract) = auction.contract {
        let own_highest = auction
            .calls
            .iter()
            .filter(|c| c.seat == contract.declarer)
            .filter_map(|c| match c.call {
                Call::Bid { bid } => Some(bid),
                Call::Pass | Call::Double => None,
            })
            .max();
        if own_highest != Some(contract.bid) {
            failed.push(format!(
                "seat {} plays {} but bid {own_highest:?}",
                contract.declarer, contract.bid
            ));
        }
        if auction.failed.contains(&contract.declarer) {
            failed.push(format!(
                "seat {} failed to open and declares",
                contract.declarer
            ));
        }
        let levels = game.rules().bidding.map_or(0, |p| p.levels);
        if contract.bid.level > levels {
            failed.push(format!("bid {} above level {levels}", contract.bid));
        }
        if phase == Phase::Opening && (contract.declarer != game.turn().seat || contract.doubled())
        {
            failed.push(format!(
                "seat {} opens, but the declarer is {:?}",
                game.turn().seat,
                contract
            ));
        }
    } else if phase == Phase::Opening {
        failed.push("an opening is due without a bid".into());
    }
}

/// Replaying `log` rebuilds exactly `game`, or the difference is described.
pub fn replay_matches(log: &GameLog, game: &Game) -> Option<String> {
    match log.replay() {
        Ok(replayed) if replayed == *game => None,
        Ok(_) => Some(format!(
            "replaying {} actions gives a different game",
            log.actions.len()
        )),
        Err(e) => Some(format!("replay failed: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Action;

    #[test]
    fn a_fresh_game_and_its_replay_hold_every_invariant() {
        let (mut game, _) = Game::new(Rules::classic(), 5).unwrap();
        let checker = Checker::for_game(&game);
        assert_eq!(checker.after_action(&game), Vec::<String>::new());
        let mut log = GameLog::new(Rules::classic(), 5);
        let seat = game.seat_to_act().unwrap();
        game.apply(seat, &Action::Draw).unwrap();
        log.push(seat, Action::Draw);
        assert_eq!(checker.after_action(&game), Vec::<String>::new());
        assert_eq!(replay_matches(&log, &game), None);
        assert!(replay_matches(&GameLog::new(Rules::classic(), 5), &game).is_some());
    }

    #[test]
    fn samba_20a_the_checker_finds_a_wild_card_or_disorder_in_a_sequence() {
        let game = crate::PositionBuilder::new(Rules::samba())
            .hand(0, "5c 6c")
            .hand(1, "5d 6d")
            .hand(2, "5h 6h")
            .hand(3, "5s 6s")
            .meld(0, "7h 8h 9h")
            .build()
            .unwrap();
        let mut failed = Vec::new();
        sequences_in_order(&game, &mut failed);
        assert_eq!(failed, Vec::<String>::new());
        for bad in ["7h joker 9h", "8h 7h 9h", "7h 8h 9s"] {
            let mut broken = game.clone();
            broken.deal.teams[0].melds[0].cards = crate::parse_cards(bad).unwrap();
            let mut failed = Vec::new();
            sequences_in_order(&broken, &mut failed);
            assert_eq!(failed.len(), 1, "{bad}");
        }
    }

    #[test]
    fn a_card_leaked_into_the_public_view_is_found_without_serializing() {
        let (game, _) = Game::new(Rules::classic(), 9).unwrap();
        let mut public = game.public_view();
        let mut failed = Vec::new();
        public_view_hides_hands(&game, &public, &mut failed);
        assert_eq!(failed, Vec::<String>::new());
        let held = game.deal().hands[0].iter().next().unwrap();
        public.seats[1].red_threes.push(held);
        public_view_hides_hands(&game, &public, &mut failed);
        assert_eq!(failed.len(), 1, "{failed:?}");
    }

    #[test]
    fn the_public_json_of_a_game_in_progress_names_only_public_cards() {
        let (game, _) = Game::new(Rules::classic(), 9).unwrap();
        let json = serde_json::to_string(&game.public_view()).unwrap();
        let public = game.public_view().visible_cards().len();
        assert_eq!(json.matches("\"suit\":").count(), public);
        assert!(!json.contains("\"hand\":"));
    }
}
