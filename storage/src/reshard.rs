//! `canasta-bot reshard` (issue 29): every server's records moved into the database of the
//! process that owns the server under a new split. The caller says which target owns a
//! server (the Discord layer knows the shard formula; the store only keeps records).
//!
//! Each record belongs to one server, found from its key or from its game:
//! - by the server id at the start of the key: `index/guild`, `results`, `settings`,
//!   `reports`, `ratings`;
//! - by its game (id at the start of the key: `games`, `log`, `clocks`, `announced`; after
//!   the owner id: `index/channel`, `index/user`, `due`; in the value: `idempotency`), the
//!   game's server read from the game record;
//! - a lobby by the server in its record;
//! - a user's choices (`users`) are the user's on every server: copied into every target;
//! - `meta` is each database's own.
//!
//! The sources are only read. Everything is placed first (a record that cannot be placed, or
//! two sources holding the same key for one target with different values, stops the run
//! before anything is written), then written with plain inserts, which a rerun repeats to
//! the same bytes: a run killed halfway is finished by running it again. Then the check
//! reads every target back: each holds exactly the records placed in it, byte for byte.

use crate::error::{Result, StoreError};
use crate::format::decode_plain;
use crate::idempotency::KeyRecord;
use crate::store::{OpenOptions, Store};
use canasta_records::GameId;
use canasta_records::LobbyRecord;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// What a reshard read, wrote and found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReshardReport {
    /// Records read from the sources, by tree (`meta` left out).
    pub read: BTreeMap<String, u64>,
    /// Per target: the records placed there (users' counted in each).
    pub placed: Vec<u64>,
    /// Per target: the records it holds after the run (`meta` left out).
    pub found: Vec<u64>,
    /// Per target: the servers whose records it holds.
    pub servers: Vec<usize>,
    /// Records written because the target lacked them or held other bytes (0 on a rerun
    /// of a finished reshard).
    pub written: u64,
}

impl ReshardReport {
    /// All records read.
    pub fn read_total(&self) -> u64 {
        self.read.values().sum()
    }
}

/// Where a record goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Owner {
    /// The records of this server.
    Guild(u64),
    /// Every target (a user's choices).
    Everyone,
    /// No target (`meta`).
    Nobody,
}

/// The first 8 bytes of `key` (or the 8 at `at`) as a big-endian id.
fn id_at(key: &[u8], at: usize) -> Option<u64> {
    let bytes: [u8; 8] = key.get(at..at + 8)?.try_into().ok()?;
    Some(u64::from_be_bytes(bytes))
}

/// One source, opened, with its games' servers.
struct Source {
    store: Store,
    game_guilds: HashMap<GameId, u64>,
}

impl Source {
    fn open(path: &Path) -> Result<Source> {
        let store = Store::open_existing(path)?;
        let mut game_guilds = HashMap::new();
        for game in store.game_ids()? {
            game_guilds.insert(game, store.load_game(game)?.guild_id);
        }
        Ok(Source { store, game_guilds })
    }

    fn unplaceable(&self, tree: &str, key: &[u8], why: &str) -> StoreError {
        StoreError::Corrupt {
            path: self.store.path().to_path_buf(),
            what: format!("record {key:?} of tree `{tree}`"),
            reason: format!("cannot tell whose server it is: {why}"),
        }
    }

    fn game_owner(&self, tree: &str, key: &[u8], game: Option<u64>) -> Result<Owner> {
        let game = game.ok_or_else(|| self.unplaceable(tree, key, "a key of the wrong length"))?;
        match self.game_guilds.get(&GameId(game)) {
            Some(&guild) => Ok(Owner::Guild(guild)),
            None => Err(self.unplaceable(tree, key, &format!("there is no game {game}"))),
        }
    }

    /// The server (or servers) a record belongs to.
    fn owner(&self, tree: &str, key: &[u8], value: &[u8]) -> Result<Owner> {
        let guild = |id: Option<u64>| {
            id.map(Owner::Guild)
                .ok_or_else(|| self.unplaceable(tree, key, "a key of the wrong length"))
        };
        match tree {
            "meta" => Ok(Owner::Nobody),
            "users" => Ok(Owner::Everyone),
            "index/guild" | "results" | "settings" | "reports" | "ratings" => guild(id_at(key, 0)),
            "games" | "log" | "clocks" | "announced" => self.game_owner(tree, key, id_at(key, 0)),
            "index/channel" | "index/user" | "due" => self.game_owner(tree, key, id_at(key, 8)),
            "idempotency" => {
                let record: KeyRecord = decode_plain(value)
                    .map_err(|e| e.at(self.store.path(), format!("idempotency key {key:?}")))?;
                let (KeyRecord::Created { game, .. } | KeyRecord::Applied { game, .. }) = record;
                self.game_owner(tree, key, Some(game.0))
            }
            "lobbies" => {
                let lobby: LobbyRecord = decode_plain(value)
                    .map_err(|e| e.at(self.store.path(), format!("lobby {key:?}")))?;
                Ok(Owner::Guild(lobby.guild_id))
            }
            other => Err(self.unplaceable(
                other,
                key,
                "this build does not know the tree (a newer bot's?)",
            )),
        }
    }
}

/// One target's records: tree -> key -> value.
type Placed = BTreeMap<String, BTreeMap<Vec<u8>, Vec<u8>>>;

/// Moves every record of the databases at `sources` into the databases at `targets` (created
/// if missing), each server's into `targets[target_of(server)]`; then checks that each target
/// holds exactly what was placed in it. The bot must not run on any of them.
pub fn reshard(
    sources: &[PathBuf],
    targets: &[PathBuf],
    target_of: &dyn Fn(u64) -> usize,
) -> Result<ReshardReport> {
    let refuse = StoreError::Reshard;
    if targets.is_empty() {
        return Err(refuse("no target database".into()));
    }
    for source in sources {
        if targets.iter().any(|t| t == source) {
            return Err(refuse(format!(
                "{} is both a source and a target: write the new databases elsewhere",
                source.display()
            )));
        }
    }
    let mut report = ReshardReport {
        placed: vec![0; targets.len()],
        found: vec![0; targets.len()],
        servers: vec![0; targets.len()],
        ..ReshardReport::default()
    };
    let mut plan: Vec<Placed> = vec![Placed::new(); targets.len()];
    let mut servers: Vec<std::collections::BTreeSet<u64>> = vec![Default::default(); targets.len()];
    for path in sources {
        let source = Source::open(path)?;
        for record in source.store.raw_records()? {
            let owner = source.owner(&record.tree, &record.key, &record.value)?;
            let into: Vec<usize> = match owner {
                Owner::Nobody => continue,
                Owner::Everyone => (0..targets.len()).collect(),
                Owner::Guild(guild) => {
                    let target = target_of(guild);
                    if target >= targets.len() {
                        return Err(refuse(format!(
                            "server {guild} has no target (number {target} of {})",
                            targets.len()
                        )));
                    }
                    servers[target].insert(guild);
                    vec![target]
                }
            };
            *report.read.entry(record.tree.clone()).or_default() += 1;
            for target in into {
                let tree = plan[target].entry(record.tree.clone()).or_default();
                match tree.get(&record.key) {
                    Some(value) if *value != record.value && owner != Owner::Everyone => {
                        return Err(refuse(format!(
                            "two sources hold record {:?} of tree `{}` with different values \
                             for {}: their databases cannot be merged",
                            record.key,
                            record.tree,
                            targets[target].display()
                        )));
                    }
                    // A user's choices in two sources: the later source's is kept.
                    _ => {
                        tree.insert(record.key.clone(), record.value.clone());
                    }
                }
            }
        }
    }
    for (target, placed) in plan.iter().enumerate() {
        report.placed[target] = placed.values().map(|t| t.len() as u64).sum();
        report.servers[target] = servers[target].len();
        let written = write_target(&targets[target], placed)?;
        report.written += written;
        report.found[target] = check_target(&targets[target], placed)?;
    }
    Ok(report)
}

/// Writes `placed` into the database at `path`; returns how many records it lacked or held
/// other bytes for.
fn write_target(path: &Path, placed: &Placed) -> Result<u64> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|source| StoreError::File {
            path: parent.to_path_buf(),
            source,
        })?;
    }
    let store = OpenOptions::new().flush_every_write(false).open(path)?;
    let mut written = 0;
    for (name, records) in placed {
        let tree = store.db().named_tree(name)?;
        let mut batch = sled::Batch::default();
        for (key, value) in records {
            let held = tree.get(key).map_err(|e| store.db().io(e))?;
            if held.as_deref() != Some(value.as_slice()) {
                batch.insert(key.as_slice(), value.as_slice());
                written += 1;
            }
        }
        tree.apply_batch(batch).map_err(|e| store.db().io(e))?;
    }
    store.flush()?;
    Ok(written)
}

/// Reads the database at `path` back: it must hold exactly `placed` (and its own `meta`).
/// Returns how many records it holds.
fn check_target(path: &Path, placed: &Placed) -> Result<u64> {
    let store = Store::open_existing(path)?;
    let mut found = 0;
    let mut wrong = Vec::new();
    for record in store.raw_records()? {
        if record.tree == "meta" {
            continue;
        }
        found += 1;
        let expected = placed.get(&record.tree).and_then(|t| t.get(&record.key));
        if expected != Some(&record.value) {
            wrong.push(format!("`{}` {:?}", record.tree, record.key));
        }
    }
    let placed_count: u64 = placed.values().map(|t| t.len() as u64).sum();
    if !wrong.is_empty() || found != placed_count {
        wrong.truncate(5);
        return Err(StoreError::Corrupt {
            path: path.to_path_buf(),
            what: "the resharded database".into(),
            reason: format!(
                "it holds {found} records where {placed_count} were placed; not as placed: {}",
                wrong.join(", ")
            ),
        });
    }
    Ok(found)
}
