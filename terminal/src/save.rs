//! Save files of `play`: the game log (rules, seed, every move) and who sat where, written
//! after every move; and loading them back, along with games exported from the bot and bare
//! game logs.

use anyhow::{bail, Context};
use canasta_engine::{Game, GameLog};
use canasta_records::{upgrade_rules_json, ExportedGame, PlayerSlot};
use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};

/// The version of the save document; bumped if its fields change incompatibly. Version 2:
/// the rules are in policy groups; version 1's flat rules are converted on reading.
pub const PLAY_FORMAT: u32 = 2;

/// A game saved by `play --save`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// [`PLAY_FORMAT`] of the saving build.
    pub play_format: u32,
    /// The seats played at the terminal, from 0.
    pub humans: Vec<usize>,
    /// Rules, seed and every move: replay it to rebuild the game.
    pub log: GameLog,
}

/// What a resumed file held.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The game log.
    pub log: GameLog,
    /// The seats people played, if the file says.
    pub humans: Option<Vec<usize>>,
    /// Names of the seats, if the file has them (an export does).
    pub names: Option<Vec<String>>,
    /// The file was written by `play --save` (so continuing may overwrite it).
    pub ours: bool,
}

impl Loaded {
    /// Replays the log into the game.
    pub fn replay(&self) -> anyhow::Result<Game> {
        self.log
            .replay()
            .context("the saved moves do not replay with this version of the rules")
    }
}

/// Reads a save, an export or a bare game log, telling them apart by their fields.
pub fn load(path: &Path) -> anyhow::Result<Loaded> {
    let text =
        fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    parse(&text).with_context(|| format!("{} is not a game file", path.display()))
}

/// Parses the text of a save, an export or a bare game log.
pub fn parse(text: &str) -> anyhow::Result<Loaded> {
    let mut value: serde_json::Value = serde_json::from_str(text)?;
    if let Some(rules) = value.get_mut("log").and_then(|log| log.get_mut("rules")) {
        upgrade_rules_json(rules);
    }
    if let Some(rules) = value.get_mut("rules") {
        upgrade_rules_json(rules);
    }
    if value.get("play_format").is_some() {
        let saved: SavedGame = serde_json::from_value(value)?;
        if saved.play_format > PLAY_FORMAT {
            bail!(
                "it was saved by a newer version (format {})",
                saved.play_format
            );
        }
        return Ok(Loaded {
            log: saved.log,
            humans: Some(saved.humans),
            names: None,
            ours: true,
        });
    }
    if value.get("export_format").is_some() {
        let exported = ExportedGame::from_json(text)?;
        let humans = (0..exported.players.len())
            .filter(|&s| matches!(exported.players[s], PlayerSlot::Human { .. }))
            .collect();
        return Ok(Loaded {
            names: Some(
                exported
                    .players
                    .iter()
                    .map(|p| p.name().to_string())
                    .collect(),
            ),
            humans: Some(humans),
            log: exported.log,
            ours: false,
        });
    }
    let log: GameLog = serde_json::from_value(value)
        .context("expected a `play --save` file, a bot export, or a game log")?;
    Ok(Loaded {
        log,
        humans: None,
        names: None,
        ours: false,
    })
}

/// Writes the game to one file after every move, atomically (a new file renamed over the old
/// one), so an interrupted write never loses the game.
#[derive(Debug, Clone)]
pub struct SaveFile {
    path: PathBuf,
}

impl SaveFile {
    /// Saves to `path`.
    pub fn new(path: PathBuf) -> SaveFile {
        SaveFile { path }
    }

    /// The path, as shown to the user.
    pub fn display(&self) -> String {
        self.path.display().to_string()
    }

    /// Writes the save.
    pub fn write(&self, humans: &[usize], log: &GameLog) -> anyhow::Result<()> {
        let saved = SavedGame {
            play_format: PLAY_FORMAT,
            humans: humans.to_vec(),
            log: log.clone(),
        };
        let json = serde_json::to_string_pretty(&saved)?;
        let mut tmp = self.path.clone().into_os_string();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        fs::write(&tmp, json).with_context(|| format!("cannot write {}", tmp.display()))?;
        fs::rename(&tmp, &self.path)
            .with_context(|| format!("cannot write {}", self.path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::{Action, Rules};

    fn log() -> GameLog {
        let mut log = GameLog::new(Rules::classic(), 7);
        let game = log.replay().unwrap();
        log.push(game.seat_to_act().unwrap(), Action::Draw);
        log
    }

    #[test]
    fn a_save_round_trips() {
        let dir = std::env::temp_dir().join(format!("canasta-play-save-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = SaveFile::new(dir.join("game.json"));
        file.write(&[0, 2], &log()).unwrap();
        let loaded = load(&dir.join("game.json")).unwrap();
        assert_eq!(loaded.log, log());
        assert_eq!(loaded.humans, Some(vec![0, 2]));
        assert!(loaded.ours);
        assert_eq!(loaded.replay().unwrap().seed(), 7);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_bare_log_loads_and_nonsense_does_not() {
        let loaded = parse(&serde_json::to_string(&log()).unwrap()).unwrap();
        assert_eq!(loaded.log, log());
        assert!(!loaded.ours && loaded.humans.is_none());
        assert!(parse("{\"hello\": 1}").is_err());
        assert!(parse("not json").is_err());
        let newer = format!(
            "{{\"play_format\": 99, \"humans\": [0], \"log\": {}}}",
            serde_json::to_string(&log()).unwrap()
        );
        assert!(parse(&newer).is_err());
    }

    #[test]
    fn a_format_1_save_with_flat_rules_loads() {
        // Format 1 wrote the rules flat, as the store's format 1 did (`CLASSIC_V1`).
        let rules = canasta_records::CLASSIC_V1;
        let v1 = format!(
            r#"{{"play_format":1,"humans":[0],"log":{{"rules":{rules},"seed":7,"actions":[]}}}}"#
        );
        let loaded = parse(&v1).unwrap();
        assert_eq!(loaded.log.rules, Rules::classic());
        assert_eq!(loaded.replay().unwrap().seed(), 7);
    }
}
