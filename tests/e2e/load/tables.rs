//! The tables of a load run, set up fast: each game stored directly (one human in seat 0,
//! three computer players) before the bot starts, in a thread made directly in the fake.
//! Each game is marked as told to its thread (its first post is not part of the run); the
//! bot's computer players really play.

use crate::support::fake_discord::{FakeDiscord, FakeUser};
use canasta_engine::players::PlayerKind;
use canasta_engine::Rules;
use canasta_storage::{GameId, MoveClock, NewGame, PlayerSlot, Store};
use std::path::Path;

/// One table: its game, thread, and the human playing seat 0.
#[derive(Debug, Clone)]
pub struct LoadTable {
    /// The stored game.
    pub game: GameId,
    /// Its thread in the fake.
    pub thread: u64,
    /// The human.
    pub user: FakeUser,
    /// The human's seat.
    pub seat: usize,
    /// The game's version when it was stored.
    pub first_version: u64,
    /// The server it is in.
    pub guild: u64,
}

/// Stores `n` games in a new database at `db`, each in its own new thread of the fake's
/// `games` channel, with computer players of `level`; closes the database (the bot opens it).
pub fn set_up(discord: &FakeDiscord, db: &Path, n: usize, level: PlayerKind) -> Vec<LoadTable> {
    let guild = discord.guild_id();
    let servers: Vec<(usize, u64)> = (0..n).map(|i| (i, guild)).collect();
    set_up_in(discord, db, &servers, level)
}

/// Stores one game per `(i, server)` in the database at `db`, in a new thread of that
/// server's `games` channel, the `i`th table of the run (its human is user `i + 1`, its seed
/// `i`); closes the database.
pub fn set_up_in(
    discord: &FakeDiscord,
    db: &Path,
    servers: &[(usize, u64)],
    level: PlayerKind,
) -> Vec<LoadTable> {
    let store = Store::open(db).expect("a new database");
    let mut tables = Vec::with_capacity(servers.len());
    for &(i, guild) in servers {
        let parent = discord.channel_in(guild, "games");
        let user = discord.user(u32::try_from(i + 1).expect("few tables"));
        let thread = discord.add_thread(parent, &format!("Canasta {i}"));
        let mut players = vec![PlayerSlot::Human {
            user_id: user.id,
            name: user.global_name.clone(),
        }];
        players.extend(["Ada", "Blaise", "Grace"].map(|name| PlayerSlot::Computer {
            name: format!("{name} (computer)"),
            kind: level.name().into(),
        }));
        let created = store
            .create_game(NewGame {
                guild_id: guild,
                channel_id: thread,
                host_id: user.id,
                players,
                rules: Rules::classic(),
                seed: i as u64,
                move_clock: MoveClock::none(),
                idempotency_key: None,
            })
            .expect("stores");
        store
            .set_announced(created.record.id, created.record.version)
            .expect("marks");
        tables.push(LoadTable {
            game: created.record.id,
            thread,
            user,
            seat: 0,
            first_version: created.record.version,
            guild,
        });
    }
    store.flush().expect("flushes");
    tables
}
