//! A game's thread was deleted (issue 14, "a channel or thread is deleted under a game"): the
//! game is over, with no result, and its players read why in the channel the table was opened
//! in, where they can start another.

use super::names::names_of;
use crate::lang::Lang;
use crate::payload::Message;
use crate::tr;
use canasta_records::GameRecord;

/// The public line in the table's channel, in `lang`: whose game ended and why, and how to
/// play again. Nobody is pinged: the names are enough for the players to see it is theirs.
pub fn thread_gone_message(lang: Lang, record: &GameRecord) -> Message {
    let seats: Vec<usize> = (0..record.players.len()).collect();
    Message::text(tr!(
        lang,
        "gone-thread-deleted",
        players = names_of(lang, record).group(&seats)
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
        let m = thread_gone_message(Lang::En, &record);
        assert!(violations(&m).is_empty());
        assert!(!m.ephemeral());
        assert!(
            m.content().contains("Aino, Bea, Carol & Dan"),
            "every player is named: {}",
            m.content()
        );
        assert!(m.content().contains("no result") && m.content().contains("/canasta new"));
        let sv = thread_gone_message(Lang::Sv, &record);
        assert!(
            sv.content().contains("Aino, Bea, Carol & Dan")
                && sv.content().contains("utan resultat"),
            "{}",
            sv.content()
        );
    }
}
