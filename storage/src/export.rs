//! `canasta-bot export --game ID`: a stored game as an [`ExportedGame`].

use crate::error::Result;
use crate::store::Store;
use canasta_records::{ExportedGame, GameId, EXPORT_FORMAT};

impl Store {
    /// The game as an [`ExportedGame`].
    pub fn exported_game(&self, game: GameId) -> Result<ExportedGame> {
        let r = self.load_game(game)?;
        let log = self.load_log(game)?;
        Ok(ExportedGame {
            export_format: EXPORT_FORMAT,
            game_id: r.id,
            guild_id: r.guild_id,
            channel_id: r.channel_id,
            host_id: r.host_id,
            players: r.players,
            status: r.status,
            version: r.version,
            created_at: r.created_at,
            updated_at: r.updated_at,
            finished_at: r.finished_at,
            scores: r.game.scores().to_vec(),
            winners: r.game.winners().map(<[usize]>::to_vec),
            log,
            timeouts: r.timeouts,
        })
    }

    /// The game as pretty-printed JSON, for `canasta-bot export --game ID`.
    pub fn export_game(&self, game: GameId) -> Result<String> {
        let exported = self.exported_game(game)?;
        Ok(serde_json::to_string_pretty(&exported).expect("an export always serializes"))
    }
}
