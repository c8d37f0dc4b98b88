//! Games stored before move clocks have no clock record, so nothing would remind their
//! players. Once per database, the bot gives each such active game a clock (the reminders its
//! server had: see [`Store::adopt_untimed_games`]) and records in `meta` that it did, so a
//! table that later chooses no clock is never adopted.

use crate::commit::Commit;
use crate::error::Result;
use crate::format::{encode_plain, Kind, Plain};
use crate::index::game_in_key;
use crate::schedule;
use crate::store::Store;
use canasta_records::GameId;
use canasta_records::GameStatus;
use canasta_records::MoveClock;
use serde::{Deserialize, Serialize};

/// The `meta` key recording that untimed games were adopted.
const ADOPTED: &str = "clocks_adopted";

/// When the adoption ran (format 1 of kind `M`, key [`ADOPTED`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Adopted {
    at: u64,
}

impl Plain for Adopted {
    const KIND: Kind = Kind::Meta;
    const FORMAT: u16 = 1;
}

impl Store {
    /// Once per database: gives every active game stored before move clocks (one without a
    /// clock record, created before now) the clock `clock_of(guild)` returns, its current
    /// wait counted from the game's last change. Returns how many games were adopted, or
    /// `None` when this database was adopted before.
    pub fn adopt_untimed_games(
        &self,
        clock_of: impl Fn(u64) -> MoveClock,
    ) -> Result<Option<usize>> {
        let meta = &self.db().trees.meta;
        if meta.get(ADOPTED).map_err(|e| self.db().io(e))?.is_some() {
            return Ok(None);
        }
        let started = self.now_ms();
        let mut games: Vec<(u64, GameId)> = Vec::new();
        for key in self.db().trees.by_guild.iter().keys() {
            let key = key.map_err(|e| self.db().io(e))?;
            if let (Some(owner), Some(game)) = (key.get(..8), game_in_key(&key)) {
                let guild = u64::from_be_bytes(owner.try_into().unwrap_or([0; 8]));
                games.push((guild, game));
            }
        }
        let mut adopted = 0;
        for (guild, game) in games {
            let clock = clock_of(guild);
            if !clock.is_none() && self.adopt(game, clock, started)? {
                adopted += 1;
            }
        }
        let _gate = self.write_gate();
        meta.insert(ADOPTED, encode_plain(&Adopted { at: started }))
            .map_err(|e| self.db().io(e))?;
        self.db().flush()?;
        tracing::info!(
            adopted,
            "gave games stored before move clocks their reminders"
        );
        Ok(Some(adopted))
    }

    /// Gives `game` the clock `clock` if it is active, untimed and older than `started`.
    fn adopt(&self, game: GameId, clock: MoveClock, started: u64) -> Result<bool> {
        let _turn = self.lock_game(game);
        let _gate = self.write_gate();
        if self.clock_record(game)?.is_some() {
            return Ok(false);
        }
        let bytes = self.game_bytes(game)?;
        let record = self.decode(game, &bytes)?;
        if record.status != GameStatus::Active || record.created_at >= started {
            return Ok(false);
        }
        let writes = schedule::for_new_game(&record, &clock, record.updated_at);
        let commit = Commit {
            expect_game: Some((game, Some(bytes))),
            puts: writes.puts,
            ..Commit::default()
        };
        self.commit(&commit)
    }
}
