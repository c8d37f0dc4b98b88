//! A timed game's schedule: its [`MoveClock`] and the [`Wait`] it is in (who is awaited since
//! when, and when they are reminded and run out of time), one record per timed game in the
//! `clocks` tree (key: the game id; plain JSON of kind `C`, format 1). Untimed games have no
//! record, so games stored before move clocks read as untimed.
//!
//! A wait begins when the awaited seat or what it is awaited for changes (a new turn, a new
//! deal, "May I go out?" asked or answered); the actions inside one turn (draw, melds, the
//! discard) do not restart it. Whenever a wait begins or ends, the record and the wait's
//! entries in the due-time index ([`crate::due`]) are rewritten in the transaction of the
//! change that caused it, so the index never disagrees with the game.

use crate::commit::{Delete, Put, TreeId};
use crate::due::{self, DueKind};
use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::store::Store;
use canasta_records::{
    away_until, ClockState, GameId, GameRecord, GameStatus, MoveClock, PlayerSlot, SeatAway, Wait,
    WaitKind,
};
use serde::{Deserialize, Serialize};
use sled::transaction::{ConflictableTransactionResult, TransactionError, TransactionalTree};
use sled::Transactional;

/// A timed game's clock and current wait (format 1 of kind `C`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct ClockRecord {
    /// The table's clock.
    pub clock: MoveClock,
    /// What the game waits for now; `None` while it waits for nobody (abandoned).
    pub wait: Option<Wait>,
    /// Seats that paused their clocks ([`crate::away`]); empty in records written before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub away: Vec<SeatAway>,
    /// The seats that voted to pause the clocks ([`crate::pause`]), until all have.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pause_votes: Vec<usize>,
    /// Since when the clocks are paused by vote; `None`: they run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused_since: Option<u64>,
}

impl Plain for ClockRecord {
    const KIND: Kind = Kind::Clock;
    const FORMAT: u16 = 1;
}

/// What tells one wait from the next: deal, whose turn, the awaited seat, for what.
type WaitKey = (u32, usize, usize, WaitKind);

/// Where a [`Wait`] sits in the due-time index.
pub(crate) trait DueEntries {
    /// What tells this wait from the next.
    fn key(&self) -> WaitKey;
    /// The due-index entries of this wait: each kind and its time.
    fn entries(&self) -> Vec<(DueKind, u64)>;
    /// The due-index key of this wait's entry of `kind`, if it has one.
    fn due_key(&self, game: GameId, kind: DueKind) -> Option<Vec<u8>>;
}

impl DueEntries for Wait {
    fn key(&self) -> WaitKey {
        (self.deal, self.turn_seat, self.seat, self.kind)
    }

    fn entries(&self) -> Vec<(DueKind, u64)> {
        [
            (DueKind::Reminder, self.remind_at),
            (DueKind::Deadline, self.deadline_at),
        ]
        .into_iter()
        .filter_map(|(kind, at)| at.map(|at| (kind, at)))
        .collect()
    }

    fn due_key(&self, game: GameId, kind: DueKind) -> Option<Vec<u8>> {
        let at = match kind {
            DueKind::Reminder => self.remind_at?,
            DueKind::Deadline => self.deadline_at?,
        };
        Some(due::key(at, game, self.turn, kind))
    }
}

/// The wait `record` is in, if it waits for anyone.
fn wait_key(record: &GameRecord) -> Option<WaitKey> {
    if record.status != GameStatus::Active || record.game.is_over() {
        return None;
    }
    let seat = record.game.seat_to_act()?;
    let turn = record.game.turn();
    let kind = match record.players.get(seat) {
        Some(PlayerSlot::Computer { .. }) => WaitKind::Computer,
        _ if turn.phase == canasta_engine::Phase::AwaitingAnswer => WaitKind::Answer,
        _ => WaitKind::Move,
    };
    Some((record.game.deal_number(), turn.seat, seat, kind))
}

/// A wait of `key` that begins at `now`, at game version `turn`, timed by [`times`].
fn begin(key: WaitKey, turn: u64, stored: &ClockRecord, now: u64) -> Wait {
    let (deal, turn_seat, seat, kind) = key;
    let (remind_at, deadline_at) = times(stored, seat, kind, now);
    Wait {
        turn,
        seat,
        kind,
        since: now,
        remind_at,
        deadline_at,
        deal,
        turn_seat,
    }
}

/// When a wait of `seat` for `kind` whose clock starts at `now` is reminded and runs out: the
/// clock of a seat that is away starts when its pause ends, and while the game is paused by
/// vote nothing is timed.
pub(crate) fn times(
    stored: &ClockRecord,
    seat: usize,
    kind: WaitKind,
    now: u64,
) -> (Option<u64>, Option<u64>) {
    if stored.paused_since.is_some() {
        return (None, None);
    }
    let start = away_until(&stored.away, seat, now).unwrap_or(now);
    (
        stored.clock.reminder_at(kind, start),
        stored.clock.deadline_at(kind, start),
    )
}

/// The result of [`Store::change_clock`]'s change: what to answer, and whether the clock
/// record changed (and is written).
pub(crate) type ClockChange<T> = ConflictableTransactionResult<(T, bool), ()>;

impl Store {
    /// Changes `game`'s clock record and its due-time entries in one transaction, on disk
    /// before it returns: `change` gets the stored record, the due-time index and now, and
    /// says what to answer and whether it changed the record. An untimed game (no record)
    /// answers `untimed()`.
    pub(crate) fn change_clock<T>(
        &self,
        game: GameId,
        untimed: impl Fn() -> T,
        change: impl Fn(&mut ClockRecord, &TransactionalTree, u64) -> ClockChange<T>,
    ) -> Result<T> {
        let _gate = self.write_gate();
        let now = self.now_ms();
        let trees = &self.db().trees;
        self.db().counters.transaction();
        let outcome = (&trees.clocks, &trees.due).transaction(|(clocks, index)| {
            let stored = clocks.get(game.to_key())?;
            let Some(mut record) = read_clock(game, stored.as_deref()) else {
                return Ok((untimed(), false));
            };
            let (out, changed) = change(&mut record, index, now)?;
            if changed {
                clocks.insert(&game.to_key(), encode_plain(&record))?;
            }
            Ok((out, changed))
        });
        match outcome {
            Ok((out, changed)) => {
                if changed {
                    self.db().flush()?;
                }
                Ok(out)
            }
            Err(TransactionError::Abort(())) => Ok(untimed()),
            Err(TransactionError::Storage(e)) => Err(self.db().io(e)),
        }
    }
}

/// Writes that move a game's schedule on.
#[derive(Debug, Default)]
pub(crate) struct Rescheduled {
    pub puts: Vec<Put>,
    pub deletes: Vec<Delete>,
}

impl Rescheduled {
    /// From the wait `old` (if any) to the record `new`.
    fn of(game: GameId, old: Option<&Wait>, new: &ClockRecord) -> Rescheduled {
        let mut out = Rescheduled::default();
        if let Some(old) = old {
            for (kind, at) in old.entries() {
                out.deletes
                    .push((TreeId::Due, due::key(at, game, old.turn, kind)));
            }
        }
        if let Some(wait) = &new.wait {
            for (kind, at) in wait.entries() {
                let entry = due::entry(wait.seat, wait.kind);
                out.puts
                    .push((TreeId::Due, due::key(at, game, wait.turn, kind), entry));
            }
        }
        out.puts
            .push((TreeId::Clocks, game.to_key().to_vec(), encode_plain(new)));
        out
    }
}

/// The schedule of a new game with `clock` (nothing for an untimed one).
pub(crate) fn for_new_game(record: &GameRecord, clock: &MoveClock, now: u64) -> Rescheduled {
    if clock.is_none() {
        return Rescheduled::default();
    }
    let mut new = ClockRecord {
        clock: *clock,
        wait: None,
        away: Vec::new(),
        pause_votes: Vec::new(),
        paused_since: None,
    };
    new.wait = wait_key(record).map(|key| begin(key, record.version, &new, now));
    Rescheduled::of(record.id, None, &new)
}

/// How a change to a game moves its schedule on, decided inside the change's transaction
/// (where the game's clock record is read): nothing for an untimed game or while the same
/// wait goes on; otherwise the old wait's entries go and the new wait's come (none once the
/// game has ended; the record keeps the clock, for "Play again").
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan {
    game: GameId,
    next: Option<WaitKey>,
    version: u64,
    now: u64,
}

impl Plan {
    /// The plan for `record` as it is about to be stored, at `now`.
    pub(crate) fn of(record: &GameRecord, now: u64) -> Plan {
        Plan {
            game: record.id,
            next: wait_key(record),
            version: record.version,
            now,
        }
    }

    /// The writes, given the game's stored clock record (`None`: untimed, nothing to do).
    pub(crate) fn writes(&self, stored: Option<ClockRecord>) -> Rescheduled {
        let Some(stored) = stored else {
            return Rescheduled::default();
        };
        let old = stored.wait.as_ref();
        if self.next.is_some() && old.map(Wait::key) == self.next {
            return Rescheduled::default();
        }
        let new = ClockRecord {
            wait: self
                .next
                .map(|key| begin(key, self.version, &stored, self.now)),
            ..stored.clone()
        };
        Rescheduled::of(self.game, old, &new)
    }

    /// The game whose schedule this is.
    pub(crate) fn game(&self) -> GameId {
        self.game
    }
}

/// Reads a stored clock record (inside a transaction or not); an unreadable one is reported
/// and read as none, so a damaged schedule never blocks play.
pub(crate) fn read_clock(game: GameId, bytes: Option<&[u8]>) -> Option<ClockRecord> {
    let bytes = bytes?;
    match decode_plain(bytes) {
        Ok(record) => Some(record),
        Err(e) => {
            tracing::warn!(game = game.0, error = ?e, "unreadable clock record: untimed");
            None
        }
    }
}

impl Store {
    /// The stored clock record of `game`, if it is timed.
    pub(crate) fn clock_record(&self, game: GameId) -> Result<Option<ClockRecord>> {
        self.db().counters.read();
        let bytes = self
            .db()
            .trees
            .clocks
            .get(game.to_key())
            .map_err(|e| self.db().io(e))?;
        Ok(read_clock(game, bytes.as_deref()))
    }

    /// The clock of `game` ([`MoveClock::none`] for an untimed game).
    pub fn move_clock(&self, game: GameId) -> Result<MoveClock> {
        Ok(self
            .clock_record(game)?
            .map_or(MoveClock::none(), |r| r.clock))
    }

    /// What a table shows of `game`'s clock at `now`, from one read of its record: whose
    /// clock runs and what is left, who is away, whether a vote paused it (all empty for an
    /// untimed game).
    pub fn clock_state(&self, game: GameId, now: u64) -> Result<ClockState> {
        Ok(self
            .clock_record(game)?
            .map(|r| ClockState {
                left: r.wait.and_then(|w| w.time_left(now)),
                away: r.away.into_iter().filter(|a| a.is_away(now)).collect(),
                paused: r.paused_since.is_some(),
            })
            .unwrap_or_default())
    }

    /// What `game` waits for now, if it is timed and waits for anyone: for "Aino to move,
    /// 14 h left" (`deadline_at` minus now).
    pub fn current_wait(&self, game: GameId) -> Result<Option<Wait>> {
        Ok(self.clock_record(game)?.and_then(|r| r.wait))
    }
}
