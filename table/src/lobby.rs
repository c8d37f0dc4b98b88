//! A lobby's rules of play: who may join, leave, add a computer player, arrange seats, start
//! or cancel. Pure functions on a [`LobbyRecord`]; the store applies them atomically through
//! [`Store::update_lobby`](canasta_storage::Store::update_lobby).

use canasta_engine::players::PlayerKind;
use canasta_storage::{
    LobbyRecord, LobbyState, MoveClock, NewGame, PlayerSlot, TimeoutPolicy, MOVE_CLOCK_CHOICES,
};
pub use canasta_wording::refusal::LobbyError;

/// Names for computer players, in the order they are added.
const COMPUTER_NAMES: [&str; 6] = ["Ada", "Blaise", "Grace", "Alan", "Edsger", "Barbara"];

/// The suffix that marks a computer player's stored name (shown in the reader's language).
pub use canasta_wording::render::names::COMPUTER_SUFFIX;

fn open(l: &LobbyRecord) -> Result<(), LobbyError> {
    match l.state {
        LobbyState::Open => Ok(()),
        other => Err(LobbyError::Closed(other)),
    }
}

fn seats(l: &LobbyRecord) -> usize {
    usize::from(l.rules.table.seats)
}

fn has(l: &LobbyRecord, user: u64) -> bool {
    l.players.iter().any(|p| p.user_id() == Some(user))
}

/// `user` takes the next free seat.
pub fn join(l: &mut LobbyRecord, user: u64, name: &str) -> Result<(), LobbyError> {
    open(l)?;
    if has(l, user) {
        return Err(LobbyError::AlreadyIn);
    }
    if l.players.len() >= seats(l) {
        return Err(LobbyError::Full);
    }
    l.players.push(PlayerSlot::Human {
        user_id: user,
        name: name.to_string(),
    });
    Ok(())
}

/// `user` gives up their seat.
pub fn leave(l: &mut LobbyRecord, user: u64) -> Result<(), LobbyError> {
    open(l)?;
    if user == l.host_id {
        return Err(LobbyError::HostCannotLeave);
    }
    let before = l.players.len();
    l.players.retain(|p| p.user_id() != Some(user));
    if l.players.len() == before {
        return Err(LobbyError::NotIn);
    }
    Ok(())
}

/// A computer player of level `kind` takes the next free seat; the seat stores the level's
/// name.
pub fn add_computer(l: &mut LobbyRecord, kind: PlayerKind) -> Result<(), LobbyError> {
    open(l)?;
    if l.players.len() >= seats(l) {
        return Err(LobbyError::Full);
    }
    let taken: Vec<&str> = l.players.iter().map(PlayerSlot::name).collect();
    let name = COMPUTER_NAMES
        .iter()
        .map(|n| format!("{n}{COMPUTER_SUFFIX}"))
        .find(|n| !taken.contains(&n.as_str()))
        .unwrap_or_else(|| format!("Computer {}{COMPUTER_SUFFIX}", l.players.len() + 1));
    l.players.push(PlayerSlot::Computer {
        name,
        kind: kind.name().to_string(),
    });
    Ok(())
}

/// The level the lobby's add-computer control chose: the select's value, one of
/// [`PlayerKind::LEVELS`] by name; the button that lobbies posted before the levels sends
/// none, and anything else (a forged value, `random`) is not offered: both add the default,
/// `strong`.
pub fn chosen_level(values: &[String]) -> PlayerKind {
    values
        .first()
        .and_then(|v| v.parse().ok())
        .filter(|kind| PlayerKind::LEVELS.contains(kind))
        .unwrap_or(PlayerKind::Strong)
}

/// The last computer player leaves its seat.
pub fn remove_computer(l: &mut LobbyRecord) -> Result<(), LobbyError> {
    open(l)?;
    let last = l
        .players
        .iter()
        .rposition(|p| matches!(p, PlayerSlot::Computer { .. }))
        .ok_or(LobbyError::NoComputer)?;
    l.players.remove(last);
    Ok(())
}

/// The host swaps two seats (that is how partners are arranged: partners are the seats of one
/// team, see the lobby message).
pub fn swap(l: &mut LobbyRecord, by: u64, a: usize, b: usize) -> Result<(), LobbyError> {
    open(l)?;
    if by != l.host_id {
        return Err(LobbyError::HostOnly);
    }
    if a == b || a >= l.players.len() || b >= l.players.len() {
        return Err(LobbyError::BadSeats);
    }
    l.players.swap(a, b);
    Ok(())
}

/// May `by` start the game now?
pub fn check_start(l: &LobbyRecord, by: u64) -> Result<(), LobbyError> {
    open(l)?;
    if by != l.host_id {
        return Err(LobbyError::HostOnly);
    }
    let missing = seats(l).saturating_sub(l.players.len());
    if missing > 0 {
        return Err(LobbyError::NotFull { missing });
    }
    Ok(())
}

/// The host (or a moderator) closes the lobby without a game.
pub fn cancel(l: &mut LobbyRecord, by: u64, moderator: bool) -> Result<(), LobbyError> {
    open(l)?;
    if by != l.host_id && !moderator {
        return Err(LobbyError::HostOnly);
    }
    l.state = LobbyState::Cancelled;
    Ok(())
}

/// The host sets the table's move clock: `hours` a move, one of [`MOVE_CLOCK_CHOICES`]
/// (0: no clock).
pub fn set_clock(l: &mut LobbyRecord, by: u64, hours: u32) -> Result<(), LobbyError> {
    open(l)?;
    if by != l.host_id {
        return Err(LobbyError::HostOnly);
    }
    l.move_clock = Some(MoveClock::of_hours(clock_choice(hours)?));
    Ok(())
}

/// The host chooses what the table does when a human's clock runs out: the autopilot plays
/// the turn (the default) or the table waits, with reminders only.
pub fn set_timeout(l: &mut LobbyRecord, by: u64, policy: TimeoutPolicy) -> Result<(), LobbyError> {
    open(l)?;
    if by != l.host_id {
        return Err(LobbyError::HostOnly);
    }
    l.on_timeout = Some(policy);
    Ok(())
}

/// The clock the host's button switches to after `current`, in hours a move (0: none): the
/// next of [`MOVE_CLOCK_CHOICES`] (none, 8 h, 24 h, 72 h, then none again); from the server's
/// default, the first timed one.
pub fn next_clock_hours(current: Option<MoveClock>) -> u32 {
    let Some(current) = current else {
        return MOVE_CLOCK_CHOICES
            .iter()
            .flatten()
            .next()
            .copied()
            .unwrap_or(0);
    };
    let at = MOVE_CLOCK_CHOICES
        .iter()
        .position(|&c| c == current.move_hours)
        .unwrap_or(0);
    MOVE_CLOCK_CHOICES[(at + 1) % MOVE_CLOCK_CHOICES.len()].unwrap_or(0)
}

/// The choice of [`MOVE_CLOCK_CHOICES`] that `hours` a move (0: none) names.
pub fn clock_choice(hours: u32) -> Result<Option<u32>, LobbyError> {
    let choice = (hours > 0).then_some(hours);
    if MOVE_CLOCK_CHOICES.contains(&choice) {
        Ok(choice)
    } else {
        Err(LobbyError::NoSuchClock(hours))
    }
}

/// The game a full lobby becomes, timed by the lobby's clock or else `server_clock`. Its
/// idempotency key is the lobby's, so starting twice creates one game.
pub fn new_game(l: &LobbyRecord, seed: u64, server_clock: MoveClock) -> NewGame {
    NewGame {
        guild_id: l.guild_id,
        channel_id: l.thread_id,
        host_id: l.host_id,
        players: l.players.clone(),
        rules: l.rules.clone(),
        seed,
        move_clock: l
            .move_clock
            .unwrap_or(server_clock)
            .on_timeout(l.on_timeout.unwrap_or_default()),
        idempotency_key: Some(format!("lobby:{}", l.thread_id)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::Rules;

    fn lobby() -> LobbyRecord {
        let host = PlayerSlot::Human {
            user_id: 1,
            name: "Host".into(),
        };
        LobbyRecord::new(100, 10, 20, host, Rules::classic())
    }

    #[test]
    fn joining_leaving_and_filling() {
        let mut l = lobby();
        assert_eq!(join(&mut l, 1, "Host"), Err(LobbyError::AlreadyIn));
        join(&mut l, 2, "Bo").unwrap();
        assert_eq!(check_start(&l, 1), Err(LobbyError::NotFull { missing: 2 }));
        add_computer(&mut l, PlayerKind::Strong).unwrap();
        add_computer(&mut l, PlayerKind::Good).unwrap();
        assert_eq!(l.players[3].name(), "Blaise (computer)");
        assert_eq!(l.players[2].computer_kind(), Some(PlayerKind::Strong));
        assert_eq!(
            l.players[3],
            PlayerSlot::Computer {
                name: "Blaise (computer)".into(),
                kind: "good".into(),
            }
        );
        assert_eq!(
            add_computer(&mut l, PlayerKind::Basic),
            Err(LobbyError::Full)
        );
        assert_eq!(join(&mut l, 3, "Cy"), Err(LobbyError::Full));
        assert_eq!(check_start(&l, 2), Err(LobbyError::HostOnly));
        check_start(&l, 1).unwrap();
        remove_computer(&mut l).unwrap();
        assert_eq!(l.players.len(), 3);
        assert_eq!(leave(&mut l, 1), Err(LobbyError::HostCannotLeave));
        leave(&mut l, 2).unwrap();
        assert_eq!(leave(&mut l, 2), Err(LobbyError::NotIn));
    }

    #[test]
    fn the_select_chooses_the_level_and_the_old_button_adds_strong() {
        let chosen = |values: &[&str]| {
            chosen_level(&values.iter().map(|v| v.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(chosen(&["good"]), PlayerKind::Good);
        assert_eq!(chosen(&["basic"]), PlayerKind::Basic);
        assert_eq!(chosen(&["strong"]), PlayerKind::Strong);
        assert_eq!(chosen(&[]), PlayerKind::Strong, "the old button");
        assert_eq!(chosen(&["random"]), PlayerKind::Strong, "not offered");
        assert_eq!(chosen(&["x"]), PlayerKind::Strong);
    }

    #[test]
    fn arranging_and_closing() {
        let mut l = lobby();
        join(&mut l, 2, "Bo").unwrap();
        assert_eq!(swap(&mut l, 2, 0, 1), Err(LobbyError::HostOnly));
        assert_eq!(swap(&mut l, 1, 0, 3), Err(LobbyError::BadSeats));
        swap(&mut l, 1, 0, 1).unwrap();
        assert_eq!(l.players[0].user_id(), Some(2));
        assert_eq!(cancel(&mut l, 2, false), Err(LobbyError::HostOnly));
        cancel(&mut l, 2, true).unwrap();
        assert_eq!(
            join(&mut l, 3, "Cy"),
            Err(LobbyError::Closed(LobbyState::Cancelled))
        );
        let game = new_game(&l, 7, MoveClock::none());
        assert_eq!(game.idempotency_key.as_deref(), Some("lobby:100"));
        assert_eq!(game.channel_id, 100);
    }

    #[test]
    fn the_clock_button_cycles_none_8_24_72() {
        assert_eq!(next_clock_hours(None), 8);
        assert_eq!(next_clock_hours(Some(MoveClock::none())), 8);
        assert_eq!(next_clock_hours(Some(MoveClock::per_move(8))), 24);
        assert_eq!(next_clock_hours(Some(MoveClock::per_move(24))), 72);
        assert_eq!(next_clock_hours(Some(MoveClock::per_move(72))), 0);
    }

    #[test]
    fn the_host_chooses_the_move_clock_else_the_server_default_holds() {
        let mut l = lobby();
        let server = MoveClock::per_move(24);
        assert_eq!(new_game(&l, 7, server).move_clock, server);
        assert_eq!(set_clock(&mut l, 2, 8), Err(LobbyError::HostOnly));
        assert_eq!(set_clock(&mut l, 1, 12), Err(LobbyError::NoSuchClock(12)));
        set_clock(&mut l, 1, 72).unwrap();
        assert_eq!(new_game(&l, 7, server).move_clock, MoveClock::per_move(72));
        set_clock(&mut l, 1, 0).unwrap();
        assert_eq!(new_game(&l, 7, server).move_clock, MoveClock::none());
    }

    #[test]
    fn the_host_chooses_the_timeout_policy_next_to_the_clock_autopilot_by_default() {
        let mut l = lobby();
        let server = MoveClock::per_move(24);
        assert_eq!(
            new_game(&l, 7, server).move_clock.on_timeout,
            TimeoutPolicy::Autopilot
        );
        assert_eq!(
            set_timeout(&mut l, 2, TimeoutPolicy::Wait),
            Err(LobbyError::HostOnly)
        );
        set_timeout(&mut l, 1, TimeoutPolicy::Wait).unwrap();
        // With the server's clock, and with one the host chose (in either order).
        assert_eq!(
            new_game(&l, 7, server).move_clock,
            server.on_timeout(TimeoutPolicy::Wait)
        );
        set_clock(&mut l, 1, 8).unwrap();
        assert_eq!(
            new_game(&l, 7, server).move_clock,
            MoveClock::per_move(8).on_timeout(TimeoutPolicy::Wait)
        );
        cancel(&mut l, 1, false).unwrap();
        assert_eq!(
            set_timeout(&mut l, 1, TimeoutPolicy::Autopilot),
            Err(LobbyError::Closed(LobbyState::Cancelled))
        );
    }
}
