//! Golden records: every released generation of stored records (under `tests/golden/vN/`)
//! must keep loading, through the public API, after every change.
//!
//! A generation is a set of raw sled records (`records.json` lists tree, key and value file)
//! and the facts the writing build reported about them (`expect.json`). To release a new
//! record format, bump the kind's format version in `src/format/`, set [`NEWEST`] to the next
//! generation and run `CANASTA_BLESS=1 cargo test -p canasta-storage --test golden`; existing
//! generations are never rewritten.

mod support;

use canasta_engine::Action;
use canasta_storage::{
    GameId, GameResult, GameStatus, GuildSettings, LobbyRecord, MoveClock, NewGame, Notify,
    PlayerSlot, ResultEnd, SeatAway, Store, UserSettings, Wait,
};
use flate2::read::DeflateDecoder;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The generation this build writes.
const NEWEST: &str = "v5";
const GUILD: u64 = 500;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// One raw record.
#[derive(Debug, Serialize, Deserialize)]
struct Entry {
    tree: String,
    key: String,
    file: String,
}

/// What the writing build said about its games.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Expect {
    games: Vec<ExpectGame>,
    active: Vec<GameId>,
    settings: GuildSettings,
    /// An idempotency key used for an action, its game, seat, action and version.
    key: (String, GameId, usize, Action, u64),
    /// The idempotency key that created the active game.
    create_key: String,
    results: Vec<GameId>,
    /// Lobbies (written from generation v2 on).
    #[serde(default)]
    lobbies: Vec<ExpectLobby>,
    /// Announcement marks: game, version, behind (written from generation v4 on).
    #[serde(default)]
    announced: Vec<(GameId, u64, bool)>,
    /// Timed games: what each waits for, and who is away (written from generation v4 on).
    #[serde(default)]
    clocks: Vec<ExpectClock>,
    /// Entries of the due-time index (reminders and deadlines; from generation v4 on).
    #[serde(default)]
    due_entries: usize,
    /// Users' settings (written from generation v4 on).
    #[serde(default)]
    users: Vec<(u64, UserSettings)>,
    /// Each result's outcome and number of deal lines (results of format 2, from generation
    /// v5 on; earlier generations hold format-1 results: finished, without deal lines).
    #[serde(default)]
    result_shapes: Vec<(GameId, ResultEnd, usize)>,
}

/// What the writing build said about a timed game's clock record.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct ExpectClock {
    game: GameId,
    clock: MoveClock,
    wait: Option<Wait>,
    away: Vec<SeatAway>,
    paused: bool,
}

impl ExpectClock {
    fn of(store: &Store, game: GameId) -> ExpectClock {
        ExpectClock {
            game,
            clock: store.move_clock(game).unwrap(),
            wait: store.current_wait(game).unwrap(),
            away: store.away_seats(game, 0).unwrap(),
            paused: store.clocks_paused(game).unwrap(),
        }
    }
}

/// What the writing build said about a lobby.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct ExpectLobby {
    thread_id: u64,
    rules: String,
    target: i32,
    players: usize,
    version: u64,
}

impl ExpectLobby {
    fn of(lobby: &LobbyRecord) -> ExpectLobby {
        ExpectLobby {
            thread_id: lobby.thread_id,
            rules: lobby.rules.name.clone(),
            target: lobby.rules.target,
            players: lobby.players.len(),
            version: lobby.version,
        }
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct ExpectGame {
    id: GameId,
    status: GameStatus,
    version: u64,
    log_len: usize,
    scores: Vec<i32>,
}

#[test]
fn every_golden_generation_still_loads() {
    if std::env::var("CANASTA_BLESS").is_ok() {
        bless();
    }
    let mut generations = 0;
    for dir in std::fs::read_dir(golden_dir()).expect("tests/golden exists") {
        let dir = dir.unwrap().path();
        check_generation(&dir);
        generations += 1;
    }
    assert!(
        golden_dir().join(NEWEST).is_dir(),
        "no golden records for {NEWEST}: run with CANASTA_BLESS=1"
    );
    println!("{generations} golden generation(s) load");
}

/// Loads a generation into a fresh database and checks it through the public API.
fn check_generation(dir: &Path) {
    let name = dir.file_name().unwrap().to_string_lossy().to_string();
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("db");
    {
        let db = support::raw_sled(&path);
        for e in read_entries(dir) {
            let value = std::fs::read(dir.join(&e.file)).unwrap();
            db.open_tree(&e.tree)
                .unwrap()
                .insert(hex_decode(&e.key), value)
                .unwrap();
        }
        db.flush().unwrap();
    }
    let expect: Expect =
        serde_json::from_slice(&std::fs::read(dir.join("expect.json")).unwrap()).unwrap();
    let store = Store::open(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    for g in &expect.games {
        let record = store
            .load_game(g.id)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let found = ExpectGame {
            id: record.id,
            status: record.status,
            version: record.version,
            log_len: record.log_len,
            scores: record.game.scores().to_vec(),
        };
        assert_eq!(&found, g, "{name}");
        store
            .verify_game(g.id)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let exported = store.exported_game(g.id).unwrap();
        assert_eq!(exported.replay().unwrap(), record.game, "{name}");
    }
    assert_eq!(
        store.active_in_guild(GUILD).unwrap(),
        expect.active,
        "{name}"
    );
    assert_eq!(store.settings(GUILD).unwrap(), expect.settings, "{name}");
    let results: Vec<GameResult> = store
        .results_in_guild(GUILD)
        .unwrap()
        .into_iter()
        .map(|r| r.unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect();
    let ids: Vec<GameId> = results.iter().map(|r| r.game_id).collect();
    assert_eq!(ids, expect.results, "{name}");
    check_results(&name, &results, &expect.result_shapes);
    for l in &expect.lobbies {
        let lobby = store.load_lobby(l.thread_id).unwrap().expect("the lobby");
        assert_eq!(&ExpectLobby::of(&lobby), l, "{name}");
        assert_eq!(lobby.rules.validate(), Ok(()), "{name}");
    }
    for &(game, version, behind) in &expect.announced {
        let mark = store.announced_mark(game).unwrap();
        assert_eq!(mark, Some((version, behind)), "{name}");
    }
    for clock in &expect.clocks {
        assert_eq!(&ExpectClock::of(&store, clock.game), clock, "{name}");
    }
    assert_eq!(store.due_entries(), expect.due_entries, "{name}");
    for (user, settings) in &expect.users {
        assert_eq!(&store.user_settings(*user).unwrap(), settings, "{name}");
    }

    // Idempotency keys still deduplicate.
    let (key, game, seat, action, version) = &expect.key;
    let again = store
        .apply_action(*game, None, *seat, action, Some(key))
        .unwrap();
    assert!(again.duplicate && again.version == *version, "{name}");
    let active = expect.active[0];
    let mut new = support::new_game(GUILD, 1, 1);
    new.idempotency_key = Some(expect.create_key.clone());
    let created = store.create_game(new);
    assert_eq!(created.unwrap().record.id, active, "{name}");

    // Old records are written in the newest format on their next change.
    let record = store.load_game(active).unwrap();
    let (seat, action) = support::autoplay::choose(&record.game).unwrap();
    store
        .apply_action(active, Some(record.version), seat, &action, None)
        .unwrap();
    store.verify_game(active).unwrap();
}

/// Results of format 1 read as finished games without deal lines, their players at the start
/// being their players; those of format 2 have the outcome and deal lines written, and their
/// deal lines add up to their scores.
fn check_results(name: &str, results: &[GameResult], shapes: &[(GameId, ResultEnd, usize)]) {
    for result in results {
        match shapes.iter().find(|(game, ..)| *game == result.game_id) {
            None => {
                assert_eq!(result.outcome, ResultEnd::Finished, "{name}");
                assert!(result.deal_lines.is_empty(), "{name}");
                assert_eq!(result.players_at_start, result.players, "{name}");
            }
            Some(&(_, outcome, lines)) => {
                assert_eq!(result.outcome, outcome, "{name}");
                assert_eq!(result.deal_lines.len(), lines, "{name}");
            }
        }
        if let Some(last) = result.deal_lines.last() {
            assert_eq!(last.totals, result.scores, "{name}");
        }
    }
    let listed = |game: &GameId| results.iter().any(|r| r.game_id == *game);
    assert!(shapes.iter().all(|(game, ..)| listed(game)), "{name}");
}

fn read_entries(dir: &Path) -> Vec<Entry> {
    serde_json::from_slice(&std::fs::read(dir.join("records.json")).unwrap()).unwrap()
}

/// The records this build writes have the fields of the newest generation's: a changed
/// stored type without a new format version and generation fails here.
#[test]
fn this_build_writes_the_newest_generation() {
    let newest = golden_dir().join(NEWEST);
    let tmp = tempfile::tempdir().unwrap();
    let (_, written) = write_generation(&tmp.path().join("db"));
    let shapes = |entries: Vec<(Entry, Vec<u8>)>| -> BTreeSet<(String, String, Vec<String>)> {
        entries
            .into_iter()
            .map(|(e, value)| (e.tree, kind_and_format(&value), fields(&value)))
            .collect()
    };
    let golden: Vec<(Entry, Vec<u8>)> = read_entries(&newest)
        .into_iter()
        .map(|e| {
            let value = std::fs::read(newest.join(&e.file)).unwrap();
            (e, value)
        })
        .collect();
    assert_eq!(
        shapes(written),
        shapes(golden),
        "stored records changed shape: bump the format version and add a golden generation"
    );
}

/// Kind byte and format version of an envelope.
fn kind_and_format(value: &[u8]) -> String {
    format!(
        "{}{}",
        value[1] as char,
        u16::from_be_bytes([value[2], value[3]])
    )
}

/// The top-level field names of an envelope's JSON payload (and a tag, if any).
fn fields(value: &[u8]) -> Vec<String> {
    let payload = &value[9..];
    let json = match value[4] {
        0 => payload.to_vec(),
        _ => {
            let mut json = Vec::new();
            DeflateDecoder::new(payload).read_to_end(&mut json).unwrap();
            json
        }
    };
    let doc: serde_json::Value = serde_json::from_slice(&json).unwrap();
    let mut names: Vec<String> = doc
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    if let Some(tag) = doc.get("op").and_then(|t| t.as_str()) {
        names.push(format!("op={tag}"));
    }
    names
}

/// Writes the golden games with this build; returns the facts and the raw records.
fn write_generation(path: &Path) -> (Expect, Vec<(Entry, Vec<u8>)>) {
    let expect = {
        let store = Store::open(path).unwrap();
        let game = |channel: u64, seed: u64, target: Option<i32>, key: Option<&str>| {
            let mut new: NewGame = support::new_game(GUILD, channel, seed);
            if let Some(target) = target {
                new.rules.target = target;
            }
            new.idempotency_key = key.map(str::to_string);
            store.create_game(new).unwrap().record.id
        };
        let play = |id: GameId, n: usize, key: Option<&str>| {
            let mut last = None;
            for i in 0..n {
                let r = store.load_game(id).unwrap();
                let Some((seat, action)) = support::autoplay::choose(&r.game) else {
                    break;
                };
                let k = key.filter(|_| i + 1 == n);
                let applied = store
                    .apply_action(id, Some(r.version), seat, &action, k)
                    .unwrap();
                last = Some((seat, action, applied.version));
            }
            last
        };
        let active = game(1, 11, None, Some("golden-create"));
        let (seat, action, version) = play(active, 6, Some("golden-key")).unwrap();
        let finished = game(2, 12, Some(600), None);
        play(finished, usize::MAX, None);
        let abandoned = game(3, 13, None, None);
        play(abandoned, 4, None);
        store.set_status(abandoned, GameStatus::Abandoned).unwrap();
        // A game resigned by seat 1 (generation v5 on): abandoned, with a result.
        let resigned = game(5, 15, None, None);
        while store.load_game(resigned).unwrap().game.history().is_empty() {
            play(resigned, 1, None).expect("the first deal ends");
        }
        store.lock_game(resigned).resign(1).unwrap();
        let mut settings = GuildSettings {
            default_rules: Some("classic".into()),
            turn_reminder_hours: Some(24),
            ..GuildSettings::default()
        };
        settings.options.insert("language".into(), "en".into());
        store.set_settings(GUILD, &settings).unwrap();
        let host = PlayerSlot::Human {
            user_id: 1,
            name: "Host".into(),
        };
        let mut rules = canasta_engine::Rules::fast();
        rules.target = 3000;
        rules.going_out.answer_binds = false;
        let lobby = LobbyRecord::new(77, GUILD, 1, host, rules);
        store.create_lobby(&lobby).unwrap();
        let lobby = store
            .update_lobby(77, |l| {
                l.players.push(PlayerSlot::Computer {
                    name: "Ada (computer)".into(),
                    kind: "heuristic".into(),
                });
                Ok::<(), ()>(())
            })
            .unwrap()
            .unwrap()
            .unwrap();
        // A timed game (clock record, due-time entries) with a seat away and a pause vote.
        let mut new = support::new_game(GUILD, 4, 14);
        new.move_clock = MoveClock::per_move(24);
        let timed = store.create_game(new).unwrap().record.id;
        play(timed, 5, None);
        store
            .set_away(timed, 2, store.now_ms() + 3_600_000)
            .unwrap();
        store.vote_pause(timed, 0, &[0, 2]).unwrap();
        // Announcement marks, caught up and behind.
        store.set_announced(active, 6).unwrap();
        store.set_announced(timed, 5).unwrap();
        store.set_behind(timed, 5).unwrap();
        let announced = [active, timed]
            .iter()
            .map(|&g| {
                let (version, behind) = store.announced_mark(g).unwrap().unwrap();
                (g, version, behind)
            })
            .collect();
        let users = vec![
            (1, UserSettings { notify: Notify::Dm }),
            (
                2,
                UserSettings {
                    notify: Notify::Off,
                },
            ),
        ];
        for (user, settings) in &users {
            store.set_user_settings(*user, settings).unwrap();
        }
        let results: Vec<GameResult> = store
            .results_in_guild(GUILD)
            .unwrap()
            .into_iter()
            .map(Result::unwrap)
            .collect();
        let result_shapes = results
            .iter()
            .map(|r| (r.game_id, r.outcome, r.deal_lines.len()))
            .collect();
        let games = [active, finished, abandoned, timed, resigned]
            .iter()
            .map(|&id| {
                let r = store.load_game(id).unwrap();
                ExpectGame {
                    id,
                    status: r.status,
                    version: r.version,
                    log_len: r.log_len,
                    scores: r.game.scores().to_vec(),
                }
            })
            .collect();
        Expect {
            games,
            active: vec![active, timed],
            settings,
            key: ("golden-key".into(), active, seat, action, version),
            create_key: "golden-create".into(),
            results: results.iter().map(|r| r.game_id).collect(),
            lobbies: vec![ExpectLobby::of(&lobby)],
            announced,
            clocks: vec![ExpectClock::of(&store, timed)],
            due_entries: store.due_entries(),
            users,
            result_shapes,
        }
    };
    let db = support::raw_sled(path);
    let mut entries = Vec::new();
    for name in db.tree_names() {
        let tree_name = String::from_utf8(name.to_vec()).unwrap();
        if tree_name == "__sled__default" {
            continue;
        }
        for kv in db.open_tree(&name).unwrap().iter() {
            let (key, value) = kv.unwrap();
            let key = hex_encode(&key);
            let file = format!("{}-{key}.bin", tree_name.replace('/', "-"));
            entries.push((
                Entry {
                    tree: tree_name.clone(),
                    key,
                    file,
                },
                value.to_vec(),
            ));
        }
    }
    (expect, entries)
}

/// Writes the newest generation if it is missing; never touches an existing one.
fn bless() {
    let dir = golden_dir().join(NEWEST);
    if dir.exists() {
        println!("golden {NEWEST} exists; released generations are never rewritten");
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (expect, entries) = write_generation(&tmp.path().join("db"));
    std::fs::create_dir_all(&dir).unwrap();
    for (e, value) in &entries {
        std::fs::write(dir.join(&e.file), value).unwrap();
    }
    let list: Vec<&Entry> = entries.iter().map(|(e, _)| e).collect();
    std::fs::write(
        dir.join("records.json"),
        serde_json::to_string_pretty(&list).unwrap(),
    )
    .unwrap();
    std::fs::write(
        dir.join("expect.json"),
        serde_json::to_string_pretty(&expect).unwrap(),
    )
    .unwrap();
    println!("wrote golden {NEWEST}: {} records", entries.len());
}

fn hex_encode(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn hex_decode(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
        .collect()
}
