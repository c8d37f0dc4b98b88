//! The child process: the bot's store and table service on the power-cut disk. It keeps
//! [`GAMES`] games going from [`THREADS`] threads, each move through the table service as the
//! bot makes it (a person's typed command with its interaction's key, a computer's move),
//! and after each move posts what the thread has not been told yet, as the bot's outbox does:
//! the moves after the game's post mark, then the mark moves. Every line it prints is a fact
//! the parent checks after the cut: a move acknowledged, a post sent, a backup complete.

use super::{open_when_free, public_lines, Ack, Line, Mode, GAMES, GUILD, THREADS};
use canasta_engine::players::{HeuristicPlayer, Player};
use canasta_engine::{LoggedAction, Rules};
use canasta_storage::{GameId, GameStatus, MoveClock, NewGame, PlayerSlot, Store, StoreError};
use canasta_table::act::Target;
use canasta_table::catch_up::acted_since;
use canasta_table::computer::{computer_step, computer_to_act};
use canasta_table::start::play_again;
use canasta_table::thinking::Thinking;
use canasta_table::{act, Acted, Request, TableError};
use canasta_wording::input::typed::action_text;
use canasta_wording::input::Verb;
use canasta_wording::lang::Lang;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

/// Prints whole lines, each flushed at once: what is printed happened.
pub struct Out(Mutex<std::io::Stdout>);

impl Out {
    pub fn say(&self, line: &Line) {
        let out = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let mut out = out.lock();
        let _ = out.write_all(format!("{}\n", line.to_text()).as_bytes());
        let _ = out.flush();
    }
}

/// Stops the child quietly: after the cut every call fails, and the parent kills it anyway.
fn stop(why: impl std::fmt::Display) -> ! {
    eprintln!("child stops: {why}");
    std::process::exit(3)
}

/// The child's whole life: compacts or backs up if asked, then plays until it is killed.
pub fn run(db: &Path, backups: &Path, run: u64, mode: Mode, broken: bool) -> ! {
    let out = Out(Mutex::new(std::io::stdout()));
    // End the harness's "test powercut_child ... " line, so every line after is ours.
    println!();
    if mode == Mode::Compact && db.join("db").exists() {
        out.say(&Line::Compacting);
        if let Err(e) = canasta_storage::compact(db) {
            stop(format!("compaction: {e}"));
        }
        out.say(&Line::Compacted);
    }
    let store = open_when_free(db, broken).unwrap_or_else(|e| stop(format!("open: {e}")));
    let mut games = store
        .active_in_guild(GUILD)
        .unwrap_or_else(|e| stop(format!("list: {e}")));
    games.truncate(GAMES);
    while games.len() < GAMES {
        let seed = run * 100 + games.len() as u64;
        games.push(create(&store, &out, seed));
    }
    out.say(&Line::Ready);
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let mine: Vec<GameId> = games.iter().copied().skip(t).step_by(THREADS).collect();
            let (store, out) = (&store, &out);
            s.spawn(move || play(store, out, mine));
        }
        if mode == Mode::Backup {
            s.spawn(|| back_up(&store, &out, backups, run));
        }
    });
    stop("every thread stopped")
}

/// A classic game of two people (users 1 and 2) and two basic computers, half of them to a
/// low target so that games end (results, indexes, "Play again") while the power goes.
fn create(store: &Store, out: &Out, seed: u64) -> GameId {
    let human = |user_id: u64, name: &str| PlayerSlot::Human {
        user_id,
        name: name.into(),
    };
    let computer = |name: &str| PlayerSlot::Computer {
        name: name.into(),
        kind: "basic".into(),
    };
    let mut rules = Rules::classic();
    if seed.is_multiple_of(2) {
        rules.target = 600;
    }
    let created = store
        .create_game(NewGame {
            guild_id: GUILD,
            channel_id: 5000 + seed,
            host_id: 1,
            players: vec![
                human(1, "Ada"),
                computer("Bot B"),
                human(2, "Grace"),
                computer("Bot D"),
            ],
            rules,
            seed,
            move_clock: MoveClock::none(),
            idempotency_key: Some(format!("create-{seed}")),
        })
        .unwrap_or_else(|e| stop(format!("create: {e}")));
    started(store, out, created.record.id, created.record.version)
}

/// A new game's first posts are out: its post mark starts at `version` (the bot's
/// `outbox::started`).
fn started(store: &Store, out: &Out, game: GameId, version: u64) -> GameId {
    out.say(&Line::Created(game));
    store
        .set_announced(game, version)
        .unwrap_or_else(|e| stop(format!("mark: {e}")));
    game
}

fn play(store: &Store, out: &Out, mut games: Vec<GameId>) {
    let budget = Thinking::quickest().budget(1);
    loop {
        for slot in games.iter_mut() {
            let record = store
                .load_game(*slot)
                .unwrap_or_else(|e| stop(format!("load: {e}")));
            if record.status != GameStatus::Active {
                let again =
                    play_again(store, *slot, 1).unwrap_or_else(|e| stop(format!("again: {e}")));
                *slot = started(store, out, again.record.id, again.record.version);
                continue;
            }
            let (acted, key) = if computer_to_act(&record).is_some() {
                match computer_step(store, *slot, budget) {
                    Ok(Some(acted)) => (acted, None),
                    Ok(None) => continue,
                    Err(e) => stop(format!("computer: {e}")),
                }
            } else {
                (person(store, out, &record), Some(key_of(&record)))
            };
            out.say(&Line::Ack(Ack {
                game: *slot,
                index: acted.before.log_len,
                version: acted.after.version,
                key,
                logged: LoggedAction {
                    seat: acted.seat,
                    action: acted.action.clone(),
                },
            }));
            tell(store, out, &acted);
        }
    }
}

/// The idempotency key of a person's move from `record` (its interaction's id, in the bot).
fn key_of(record: &canasta_storage::GameRecord) -> String {
    format!("{}:{}", record.id, record.version)
}

/// A person's move: the heuristic's choice, typed as a player types it, through the table.
fn person(store: &Store, out: &Out, record: &canasta_storage::GameRecord) -> Acted {
    let seat = record
        .game
        .seat_to_act()
        .unwrap_or_else(|| stop("nobody to act"));
    let Some(PlayerSlot::Human { user_id, .. }) = record.players.get(seat) else {
        stop("not a person's turn")
    };
    let action = HeuristicPlayer::new().choose(&record.game, seat);
    let text = action_text(Lang::En, &action, &record.game.seat_view(seat));
    let (word, args) = text.split_once(' ').unwrap_or((&text, ""));
    let key = key_of(record);
    if let Some(verb) = Verb::from_word(word) {
        let request = Request::Typed {
            verb,
            args: args.to_string(),
        };
        match act(
            store,
            Target::Game(record.id),
            *user_id,
            Lang::En,
            &request,
            &key,
        ) {
            Ok(acted) => return acted,
            // A disk error (the power is going): the same key again below, as when Discord
            // delivers an interaction again; it must not report the move done unless it is.
            Err(TableError::Store(StoreError::Io { .. } | StoreError::File { .. })) => {}
            Err(e) => out.say(&Line::Fallback(format!("{text}: {e}"))),
        }
    }
    store
        .apply_action(record.id, Some(record.version), seat, &action, Some(&key))
        .map(Acted::from)
        .unwrap_or_else(|e| stop(format!("apply: {e}")))
}

/// Posts the moves of `acted`'s game its thread has not been told, then moves the mark (or
/// drops it once the game is over), as the bot's outbox does; a game without a mark is told
/// from this move on.
fn tell(store: &Store, out: &Out, acted: &Acted) {
    let game = acted.after.id;
    let turn = store.lock_game(game);
    let told = || -> Result<(), String> {
        let record = store.load_game(game).map_err(|e| e.to_string())?;
        let mark = store
            .announced_version(game)
            .map_err(|e| e.to_string())?
            .unwrap_or(acted.before.version);
        for missed in acted_since(&turn, &record, mark).map_err(|e| e.to_string())? {
            out.say(&Line::Post {
                game,
                version: missed.before.version,
                lines: public_lines(&missed),
            });
        }
        if record.status == GameStatus::Active {
            store.set_announced(game, record.version)
        } else {
            store.forget_announced(game)
        }
        .map_err(|e| e.to_string())
    };
    if let Err(e) = told() {
        stop(format!("tell: {e}"));
    }
}

/// Backs the database up a few times while the others play.
fn back_up(store: &Store, out: &Out, backups: &Path, run: u64) {
    for i in 0..3 {
        std::thread::sleep(std::time::Duration::from_millis(30 + 40 * i));
        let name = format!("b-{run}-{i}");
        match store.backup_to(backups.join(&name)) {
            Ok(_) => out.say(&Line::Backup(name)),
            Err(e) => stop(format!("backup: {e}")),
        }
    }
}
