//! A game's thread was deleted (issue 14, "a channel or thread is deleted under a game"): the
//! game is over, with no result, and its players read why in the channel the table was opened
//! in, where they can start another.

use super::names::names_of;
use crate::payload::Message;
use canasta_storage::GameRecord;

/// The public line in the table's channel: whose game ended and why, and how to play again.
/// Nobody is pinged: the names are enough for the players to see it is theirs.
pub fn thread_gone_message(record: &GameRecord) -> Message {
    let seats: Vec<usize> = (0..record.players.len()).collect();
    Message::text(format!(
        "The thread of the game of {} was deleted, so that game has ended, with no result. \
         Start a new table with `/canasta new`.",
        names_of(crate::lang::PENDING_LANG, record).group(&seats)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use crate::test_records::{humans, record_of};
    use canasta_engine::{Game, Rules};

    #[test]
    fn the_players_read_that_their_game_ended_and_how_to_play_again() {
        let (game, _) = Game::new(Rules::classic(), 7).expect("a game");
        let record = record_of(humans(&["Aino", "Bea", "Carol", "Dan"]), 1, game, 0);
        let m = thread_gone_message(&record);
        assert!(violations(&m).is_empty());
        assert!(!m.ephemeral());
        assert!(
            m.content().contains("Aino, Bea, Carol & Dan"),
            "every player is named: {}",
            m.content()
        );
        assert!(m.content().contains("no result") && m.content().contains("/canasta new"));
    }
}
