//! The kept rating state of each guild, so a leaderboard reads a few records instead of
//! replaying every result (the rating rules live in `canasta_table::ratings`).
//!
//! One `ratings` tree, three kinds of record, every key starting with the guild id (BE):
//!
//! ```text
//! guild ++ b'M'                                        -> RatingsMark   (kind b'K', format 1)
//! guild ++ b'B' ++ family ++ period ++ index (u32 BE)  -> RatingBoard   (kind b'W', format 1)
//! guild ++ b'H' ++ user ++ family ++ finished_at ++ game -> HistoryPoint (kind b'H', format 1)
//! ```
//!
//! `family` is a code the table layer owns; `period` is 0 all time, 1 a month, 2 a quarter
//! ([`RatingPeriod`]). A [`RatingsWrite`] replaces boards, adds history points and moves
//! the mark in one atomic batch, so a crash leaves either the state before a result or
//! after it, never half of it. Ratings are f64; serde_json reads them back bit for bit
//! (`float_roundtrip`), so kept state equals a rebuild's.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::results::GameResult;
use crate::store::Store;
use canasta_records::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The sled tree holding the kept ratings.
const RATINGS_TREE: &str = "ratings";

const MARK: u8 = b'M';
const BOARD: u8 = b'B';
const HISTORY: u8 = b'H';

/// The time span a board covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RatingPeriod {
    /// Every rated game.
    AllTime,
    /// The games of one UTC calendar month (months since 2000-01).
    Month(u32),
    /// The games of one UTC calendar quarter (quarters since 2000-Q1).
    Quarter(u32),
}

impl RatingPeriod {
    fn key_bytes(self) -> [u8; 5] {
        let (code, index) = match self {
            RatingPeriod::AllTime => (0u8, 0u32),
            RatingPeriod::Month(i) => (1, i),
            RatingPeriod::Quarter(i) => (2, i),
        };
        let i = index.to_be_bytes();
        [code, i[0], i[1], i[2], i[3]]
    }
}

/// Which board: a family (its code) and a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardKey {
    /// The family's code (owned by `canasta_table::ratings::Family`).
    pub family: u8,
    /// The period the board covers.
    pub period: RatingPeriod,
}

impl BoardKey {
    fn key(self, guild: u64) -> Vec<u8> {
        let mut key = Vec::with_capacity(15);
        key.extend_from_slice(&guild.to_be_bytes());
        key.push(BOARD);
        key.push(self.family);
        key.extend_from_slice(&self.period.key_bytes());
        key
    }
}

/// One player's kept rating on a board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatingEntry {
    /// The display name of the player's most recent rated game.
    pub name: String,
    /// Weng-Lin mean (μ).
    pub mu: f64,
    /// Weng-Lin deviation (σ).
    pub sigma: f64,
    /// Rated games counted.
    pub games: u32,
}

/// A board's kept ratings by user id (format 1 of kind `W`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RatingBoard {
    /// Every rated player of the board.
    pub entries: BTreeMap<u64, RatingEntry>,
}

impl Plain for RatingBoard {
    const KIND: Kind = Kind::RatingBoard;
    const FORMAT: u16 = 1;
}

/// Where a guild's results stand in the results tree: its key after the guild id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ResultPos {
    /// The result's end time, ms since the epoch.
    pub finished_at: u64,
    /// The game.
    pub game: GameId,
}

/// How far a guild's kept ratings have read its results (format 1 of kind `K`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingsMark {
    /// The latest result taken into account (`None`: none yet).
    pub seen: Option<ResultPos>,
    /// The results taken into account that ended shortly before `seen` (see
    /// `canasta_table::ratings`): one stored late, behind `seen`, is told apart from them.
    #[serde(default)]
    pub recent: Vec<ResultPos>,
    /// Results read so far (rated or not).
    pub results: u64,
    /// Of those, the rated ones.
    pub rated: u64,
}

impl Plain for RatingsMark {
    const KIND: Kind = Kind::RatingsMark;
    const FORMAT: u16 = 1;
}

/// A player's rating on a family's all-time board after one rated game (format 1 of kind `H`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryPoint {
    /// Weng-Lin mean after the game.
    pub mu: f64,
    /// Weng-Lin deviation after the game.
    pub sigma: f64,
    /// Rated games counted after the game.
    pub games: u32,
}

impl Plain for HistoryPoint {
    const KIND: Kind = Kind::RatingHistory;
    const FORMAT: u16 = 1;
}

/// A history point and where it belongs.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryEntry {
    /// The player.
    pub user: u64,
    /// The family's code.
    pub family: u8,
    /// The game and when it ended.
    pub at: ResultPos,
    /// The rating after it.
    pub point: HistoryPoint,
}

fn history_prefix(guild: u64, user: u64, family: u8) -> Vec<u8> {
    let mut key = Vec::with_capacity(34);
    key.extend_from_slice(&guild.to_be_bytes());
    key.push(HISTORY);
    key.extend_from_slice(&user.to_be_bytes());
    key.push(family);
    key
}

impl HistoryEntry {
    fn key(&self, guild: u64) -> Vec<u8> {
        let mut key = history_prefix(guild, self.user, self.family);
        key.extend_from_slice(&self.at.finished_at.to_be_bytes());
        key.extend_from_slice(&self.at.game.to_key());
        key
    }
}

fn mark_key(guild: u64) -> Vec<u8> {
    let mut key = guild.to_be_bytes().to_vec();
    key.push(MARK);
    key
}

/// What one catch-up (or a rebuild) writes, atomically.
#[derive(Debug, Default)]
pub struct RatingsWrite {
    /// Remove every kept record of the guild first (a rebuild).
    pub clear: bool,
    /// Boards to write whole.
    pub boards: Vec<(BoardKey, RatingBoard)>,
    /// History points to add.
    pub history: Vec<HistoryEntry>,
    /// The new mark.
    pub mark: RatingsMark,
}

impl Store {
    fn ratings_tree(&self) -> Result<sled::Tree> {
        self.db().named_tree(RATINGS_TREE)
    }

    /// How far `guild`'s kept ratings have read its results.
    pub fn ratings_mark(&self, guild: u64) -> Result<RatingsMark> {
        match self
            .ratings_tree()?
            .get(mark_key(guild))
            .map_err(|e| self.db().io(e))?
        {
            Some(bytes) => decode_plain(&bytes)
                .map_err(|e| e.at(self.path(), format!("ratings mark of guild {guild}"))),
            None => Ok(RatingsMark::default()),
        }
    }

    /// A kept board (empty when no rated game reached it yet).
    pub fn rating_board(&self, guild: u64, board: BoardKey) -> Result<RatingBoard> {
        match self
            .ratings_tree()?
            .get(board.key(guild))
            .map_err(|e| self.db().io(e))?
        {
            Some(bytes) => decode_plain(&bytes).map_err(|e| {
                e.at(
                    self.path(),
                    format!("rating board {board:?} of guild {guild}"),
                )
            }),
            None => Ok(RatingBoard::default()),
        }
    }

    /// A player's history points in a family, oldest first.
    pub fn rating_history(
        &self,
        guild: u64,
        user: u64,
        family: u8,
    ) -> Result<Vec<(ResultPos, HistoryPoint)>> {
        let prefix = history_prefix(guild, user, family);
        let mut points = Vec::new();
        for entry in self.ratings_tree()?.scan_prefix(&prefix) {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let what = || format!("rating history {key:?} of guild {guild}");
            let rest = key.get(prefix.len()..).unwrap_or_default();
            let pos = match (rest.get(..8), rest.get(8..)) {
                (Some(at), Some(game)) => at
                    .try_into()
                    .ok()
                    .map(u64::from_be_bytes)
                    .zip(GameId::from_key(game)),
                _ => None,
            };
            let Some((finished_at, game)) = pos else {
                return Err(crate::StoreError::Corrupt {
                    path: self.path().to_path_buf(),
                    what: what(),
                    reason: "key of the wrong length".into(),
                });
            };
            let point = decode_plain(&bytes).map_err(|e| e.at(self.path(), what()))?;
            points.push((ResultPos { finished_at, game }, point));
        }
        Ok(points)
    }

    /// Applies one catch-up or rebuild atomically and flushes.
    pub fn write_ratings(&self, guild: u64, write: &RatingsWrite) -> Result<()> {
        let _gate = self.write_gate();
        let tree = self.ratings_tree()?;
        let mut batch = sled::Batch::default();
        if write.clear {
            for key in tree.scan_prefix(guild.to_be_bytes()).keys() {
                batch.remove(key.map_err(|e| self.db().io(e))?);
            }
        }
        for (board, value) in &write.boards {
            batch.insert(board.key(guild), encode_plain(value));
        }
        for entry in &write.history {
            batch.insert(entry.key(guild), encode_plain(&entry.point));
        }
        batch.insert(mark_key(guild), encode_plain(&write.mark));
        tree.apply_batch(batch).map_err(|e| self.db().io(e))?;
        self.db().flush()
    }

    /// `guild`'s results stored after `after` (all of them for `None`), oldest first, each
    /// with its position; a result that cannot be read gives its own error.
    pub fn results_after(
        &self,
        guild: u64,
        after: Option<ResultPos>,
    ) -> Result<Vec<(ResultPos, Result<GameResult>)>> {
        let tree = &self.db().trees.results;
        let prefix = guild.to_be_bytes();
        let mut start = prefix.to_vec();
        if let Some(pos) = after {
            start.extend_from_slice(&pos.finished_at.to_be_bytes());
            start.extend_from_slice(&pos.game.to_key());
        }
        let end = guild.checked_add(1).map(u64::to_be_bytes);
        let range = match &end {
            Some(end) => tree.range(start.as_slice()..end.as_slice()),
            None => tree.range(start.as_slice()..),
        };
        let mut results = Vec::new();
        for entry in range {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let finished_at = key.get(8..16).and_then(|b| b.try_into().ok());
            let game = key.get(16..).and_then(GameId::from_key);
            let (Some(finished_at), Some(game)) = (finished_at, game) else {
                continue; // Not a result key (cannot happen in a sound tree).
            };
            let pos = ResultPos {
                finished_at: u64::from_be_bytes(finished_at),
                game,
            };
            if Some(pos) == after {
                continue;
            }
            let read = decode_plain(&bytes)
                .map_err(|e| e.at(self.path(), format!("result of game {game}")));
            results.push((pos, read));
        }
        Ok(results)
    }

    /// Writes `result` into the results tree as given, and flushes: for importing results and
    /// for tests of what reads them (games write their own through [`Store::record_result`]).
    pub fn put_result(&self, result: &GameResult) -> Result<()> {
        let _gate = self.write_gate();
        let (key, bytes) = (result.key(), encode_plain(result));
        self.db()
            .trees
            .results
            .insert(key.as_slice(), bytes.as_slice())
            .map_err(|e| self.db().io(e))?;
        self.results_cache().written(&[(&key, &bytes)], &[]);
        self.db().flush()
    }

    /// Every guild with a stored result, in id order.
    pub fn guilds_with_results(&self) -> Result<Vec<u64>> {
        let tree = &self.db().trees.results;
        let mut guilds = Vec::new();
        let mut from = 0u64;
        loop {
            let first = tree
                .range(from.to_be_bytes()..)
                .keys()
                .next()
                .transpose()
                .map_err(|e| self.db().io(e))?;
            let Some(guild) = first
                .and_then(|k| k.get(..8).and_then(|b| b.try_into().ok()))
                .map(u64::from_be_bytes)
            else {
                return Ok(guilds);
            };
            guilds.push(guild);
            match guild.checked_add(1) {
                Some(next) => from = next,
                None => return Ok(guilds),
            }
        }
    }

    /// Every kept ratings record of `guild`, raw (key, stored bytes), in key order: for
    /// comparing a kept state with a rebuilt one byte for byte.
    pub fn ratings_raw(&self, guild: u64) -> Result<Vec<(Vec<u8>, Vec<u8>)>> {
        self.ratings_tree()?
            .scan_prefix(guild.to_be_bytes())
            .map(|entry| {
                entry
                    .map(|(k, v)| (k.to_vec(), v.to_vec()))
                    .map_err(|e| self.db().io(e))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(mu: f64, sigma: f64) -> RatingEntry {
        RatingEntry {
            name: "Ada".into(),
            mu,
            sigma,
            games: 3,
        }
    }

    #[test]
    fn a_write_is_kept_and_read_back_bit_for_bit_and_a_clear_removes_only_its_guild() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let store = Store::open(dir.path().join("db")).expect("open");
        let board = BoardKey {
            family: 1,
            period: RatingPeriod::Month(322),
        };
        // Awkward doubles: the kept state must equal a rebuild's bit for bit.
        let mus = [
            25.0 + 1e-13,
            0.1 + 0.2,
            std::f64::consts::PI * 7.0,
            1.0 / 3.0,
            -2.5e-300,
        ];
        let mut kept = RatingBoard::default();
        for (i, mu) in mus.iter().enumerate() {
            kept.entries
                .insert(i as u64 + 10, entry(*mu, mu.abs().sqrt() / 3.0));
        }
        let at = ResultPos {
            finished_at: 1_700_000_000_000,
            game: GameId(9),
        };
        let point = HistoryPoint {
            mu: 0.1 + 0.2,
            sigma: 8.0 / 3.0,
            games: 1,
        };
        let write = RatingsWrite {
            clear: false,
            boards: vec![(board, kept.clone())],
            history: vec![HistoryEntry {
                user: 10,
                family: 1,
                at,
                point: point.clone(),
            }],
            mark: RatingsMark {
                seen: Some(at),
                recent: vec![at],
                results: 1,
                rated: 1,
            },
        };
        store.write_ratings(5, &write).expect("write");
        store.write_ratings(6, &write).expect("other guild");
        let read = store.rating_board(5, board).expect("board");
        for (user, e) in &kept.entries {
            let r = &read.entries[user];
            assert_eq!(r.mu.to_bits(), e.mu.to_bits());
            assert_eq!(r.sigma.to_bits(), e.sigma.to_bits());
        }
        assert_eq!(
            store.rating_history(5, 10, 1).expect("history"),
            vec![(at, point)]
        );
        assert_eq!(store.ratings_mark(5).expect("mark"), write.mark);

        store
            .write_ratings(
                5,
                &RatingsWrite {
                    clear: true,
                    ..RatingsWrite::default()
                },
            )
            .expect("clear");
        assert_eq!(
            store.rating_board(5, board).expect("board"),
            RatingBoard::default()
        );
        assert!(store.rating_history(5, 10, 1).expect("history").is_empty());
        assert_eq!(store.ratings_mark(5).expect("mark"), RatingsMark::default());
        assert_eq!(store.rating_board(6, board).expect("kept"), kept);
        assert_eq!(store.ratings_raw(6).expect("raw").len(), 3);
    }

    /// Golden records of format 1 of the three kinds (`tests/golden_ratings/`, written with
    /// `CANASTA_BLESS=1` once; a released file is never rewritten) still read as written.
    #[test]
    fn golden_records_of_format_1_still_read() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden_ratings");
        let mut board = RatingBoard::default();
        board.entries.insert(11, entry(27.5 + 1.0 / 3.0, 6.1));
        board.entries.insert(12, entry(0.1 + 0.2, 25.0 / 3.0));
        let at = ResultPos {
            finished_at: 1_795_578_780_000,
            game: GameId(42),
        };
        let mark = RatingsMark {
            seen: Some(at),
            recent: vec![at],
            results: 10,
            rated: 9,
        };
        let point = HistoryPoint {
            mu: 27.5 + 1.0 / 3.0,
            sigma: 6.1,
            games: 3,
        };
        let golden = |file: &str, written: Vec<u8>| -> Vec<u8> {
            let path = dir.join(file);
            if std::env::var_os("CANASTA_BLESS").is_some() && !path.exists() {
                std::fs::create_dir_all(&dir).expect("golden directory");
                std::fs::write(&path, written).expect("golden written");
            }
            std::fs::read(&path).expect("golden record (CANASTA_BLESS=1 writes it)")
        };
        let read: RatingBoard =
            decode_plain(&golden("board_v1.bin", encode_plain(&board))).expect("board");
        assert_eq!(read, board);
        let read: RatingsMark =
            decode_plain(&golden("mark_v1.bin", encode_plain(&mark))).expect("mark");
        assert_eq!(read, mark);
        let read: HistoryPoint =
            decode_plain(&golden("history_v1.bin", encode_plain(&point))).expect("point");
        assert_eq!(read, point);
    }
}
