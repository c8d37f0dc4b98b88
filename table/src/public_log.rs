//! The whole public record of a game (`/log`): every move's public line since the first
//! deal, oldest first, rebuilt from the game's log. The thread gathers moves into few posts
//! (issue 13, a quieter thread); this is where each one can still be read. Only public lines
//! are written (the lines the thread's posts use): no hand, no drawn card is named.

use super::catch_up::acted_since;
use super::error::TableError;
use super::find;
use canasta_engine::Game;
use canasta_storage::{GameRecord, Store};
use canasta_wording::lang::Lang;
use canasta_wording::render::timeouts::mark_autopilot;
use canasta_wording::render::{event_lines, names_of};

/// The public lines of the game played in `channel` (or, after its end, the last game played
/// there), oldest first, in `lang`.
pub fn public_log_in_channel(
    lang: Lang,
    store: &Store,
    channel: u64,
) -> Result<Vec<String>, TableError> {
    let record = find::latest_game_in_channel(store, channel)?;
    public_log(lang, store, &record)
}

/// The public lines of `record`'s game, oldest first: the first deal, then each move's (the
/// autopilot's marked as the thread marks them), in `lang`.
pub fn public_log(
    lang: Lang,
    store: &Store,
    record: &GameRecord,
) -> Result<Vec<String>, TableError> {
    let names = names_of(lang, record);
    let (_, events) = Game::new(record.rules.clone(), record.seed)
        .map_err(|e| TableError::Internal(e.to_string()))?;
    let mut lines = event_lines(lang, &events, &names, None);
    let turn = store.lock_game(record.id);
    for acted in acted_since(&turn, record, 0)? {
        let before = acted.before.game.public_view();
        // Each move named as its seat was then (the owner, not the computer that keeps a seat
        // handed over later), as the thread named it.
        let names = names_of(lang, &acted.before);
        let moved = event_lines(lang, &acted.events, &names, Some(&before));
        lines.extend(mark_autopilot(lang, &acted, moved));
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::Action;

    #[test]
    fn every_move_is_told_in_order_and_no_drawn_card_is_named() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let new = crate::test_games::four_humans(42, canasta_storage::MoveClock::none());
        let id = store.create_game(new).expect("created").record.id;
        let mut draws = 0;
        for _ in 0..40 {
            let record = store.load_game(id).expect("loads");
            let seat = record.game.seat_to_act().expect("active");
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            draws += usize::from(action == Action::Draw);
            store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
        }
        let record = store.load_game(id).expect("loads");
        let lines = public_log(Lang::En, &store, &record).expect("rebuilds");
        assert!(lines[0].starts_with("Deal 1 begins"), "{lines:?}");
        let drew: Vec<&String> = lines.iter().filter(|l| l.contains(" drew ")).collect();
        assert!(draws > 0 && drew.len() >= draws, "{lines:?}");
        for line in drew {
            assert!(
                line.ends_with(" drew a card.") || line.ends_with(" cards."),
                "a drawn card is named: {line}"
            );
        }
        assert_eq!(
            public_log_in_channel(Lang::En, &store, 2).expect("found"),
            lines,
            "the game of the thread"
        );
        let finnish = public_log(Lang::Fi, &store, &record).expect("rebuilds");
        assert!(finnish[0].starts_with("Erä 1 alkaa"), "{finnish:?}");
        assert_eq!(finnish.len(), lines.len());
    }

    /// Issue 27 (SAMBA 19A, 20A): in Samba `/log` names discards and sequences with their
    /// suits, in every language.
    #[test]
    fn a_samba_log_names_discards_with_their_suits() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("opens");
        let mut new = crate::test_games::four_humans(42, canasta_storage::MoveClock::none());
        new.rules = canasta_engine::Rules::samba();
        let id = store.create_game(new).expect("created").record.id;
        let mut discarded = Vec::new();
        for _ in 0..30 {
            let record = store.load_game(id).expect("loads");
            let seat = record.game.seat_to_act().expect("active");
            let action = HeuristicPlayer::new().choose(&record.game, seat);
            if let Action::Discard { card } = action {
                discarded.push(card);
            }
            store
                .apply_action(id, Some(record.version), seat, &action, None)
                .expect("applies");
        }
        let record = store.load_game(id).expect("loads");
        let card = *discarded.last().expect("somebody discarded");
        for lang in Lang::ALL {
            let lines = public_log(lang, &store, &record).expect("rebuilds");
            let suited = canasta_wording::render::words::suited_card_word(lang, card);
            assert!(
                lines.iter().any(|l| l.contains(&suited)),
                "{lang}: {suited} in {lines:?}"
            );
        }
    }
}
