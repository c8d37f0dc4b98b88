//! Invariants that hold after every action of every game. They read the full internal state
//! (`Game::deal`): the test is the referee, not a player.

use canasta_engine::deck::full_deck;
use canasta_engine::{Card, CardSet, Game, GameLog, Phase};

/// Asserts every invariant of `game` (the message says which failed).
pub fn assert_invariants(game: &Game) {
    cards_are_conserved(game);
    hand_sizes_are_consistent(game);
    scores_add_up(game);
    public_view_hides_hidden_cards(game);
}

/// Every card is in exactly one place: stock, pile, a hand, a meld or laid-down red 3s.
pub fn cards_are_conserved(game: &Game) {
    let all = game.deal().all_cards();
    assert_eq!(all.len(), game.rules().card_count(), "cards in play");
    let deck: CardSet = full_deck(game.rules().decks).into_iter().collect();
    assert!(
        all == deck,
        "the cards in play are not the full deck: {all:?}"
    );
}

/// Public hand sizes match the hands; no red 3 is held after its seat's first turn; the
/// player to move holds a card.
pub fn hand_sizes_are_consistent(game: &Game) {
    let deal = game.deal();
    let public = game.public_view();
    for (seat, hand) in deal.hands.iter().enumerate() {
        assert_eq!(public.seats[seat].cards_in_hand, hand.len(), "seat {seat}");
        assert!(
            !deal.seats[seat].had_turn || !hand.iter().any(Card::is_red_three),
            "seat {seat} holds a red 3 after its first turn"
        );
    }
    let turn = game.turn();
    if matches!(turn.phase, Phase::Draw | Phase::Play) {
        assert!(
            !deal.hands[turn.seat].is_empty(),
            "seat {} must act",
            turn.seat
        );
    }
}

/// Each deal's breakdown sums to its total, and the deals sum to the game's scores.
pub fn scores_add_up(game: &Game) {
    let mut running = vec![0; game.scores().len()];
    for result in game.history() {
        for (team, part) in result.teams.iter().enumerate() {
            assert_eq!(
                part.total,
                part.sum_of_parts(),
                "deal {} team {team}",
                result.deal
            );
            running[team] += part.total;
        }
        assert_eq!(
            result.totals, running,
            "running totals after deal {}",
            result.deal
        );
    }
    assert_eq!(game.scores(), running.as_slice(), "game scores");
}

/// The public view shows exactly melds, red 3s and the pile's top; its JSON names no hand
/// and no other card.
pub fn public_view_hides_hidden_cards(game: &Game) {
    let public = game.public_view();
    let deal = game.deal();
    let mut expected: Vec<Card> = deal.pile.top().into_iter().collect();
    for team in &deal.teams {
        expected.extend(team.melds.iter().flat_map(|m| m.cards.iter().copied()));
    }
    for seat in &deal.seats {
        expected.extend(seat.red_threes.iter().copied());
    }
    let mut visible = public.visible_cards();
    visible.sort();
    expected.sort();
    assert_eq!(visible, expected, "visible cards");
    let json = serde_json::to_string(&public).unwrap();
    assert!(
        !json.contains("\"hand\":") && !json.contains("\"hands\":"),
        "{json}"
    );
    // Every card serializes with a `suit` field (null for a joker), and only cards do.
    assert_eq!(json.matches("\"suit\":").count(), expected.len(), "{json}");
}

/// Replaying `log` rebuilds exactly `game`.
pub fn assert_replays(log: &GameLog, game: &Game) {
    let replayed = log.replay().expect("the log replays");
    assert!(
        replayed == *game,
        "replaying {} actions differs",
        log.actions.len()
    );
}
