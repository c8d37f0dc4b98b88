//! What survived a run (read from the store once the bot is stopped): every move the bot
//! confirmed is in its game's log, and every game's thread tells each move it has posted
//! (up to the store's mark of what was told) in exactly one post: each move's public lines,
//! counted over the thread's posts, appear as often as the moves made them, none missing,
//! none twice.

use super::player::Acknowledged;
use super::tables::LoadTable;
use crate::support::fake_discord::FakeDiscord;
use canasta_storage::Store;
use canasta_table::catch_up::acted_since;
use canasta_wording::lang::Lang;
use canasta_wording::render::timeouts::mark_autopilot;
use canasta_wording::render::{event_lines, names_of};
use std::collections::HashMap;
use std::path::Path;

/// The verdict of a run.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Moves stored in the run, human and computer.
    pub moves: u64,
    /// Confirmed moves that are not in the store (`table`, version).
    pub lost: Vec<(usize, u64)>,
    /// Lines of told moves that no post carries, with their thread.
    pub missing: Vec<(u64, String)>,
    /// Lines posted more often than moves made them, with their thread and the extra count.
    pub duplicated: Vec<(u64, String, usize)>,
    /// Moves made but not yet marked as told (at most one turn's worth per game).
    pub untold: u64,
}

impl Verdict {
    /// A line for the report.
    pub fn summary(&self) -> String {
        format!(
            "{} moves stored; {} confirmed moves lost; {} lines missing from threads; {} lines \
             posted twice or more ({} posts too many); {} moves not yet told",
            self.moves,
            self.lost.len(),
            self.missing.len(),
            self.duplicated.len(),
            self.duplicated.iter().map(|d| d.2).sum::<usize>(),
            self.untold,
        )
    }
}

/// Checks the database at `db` (the bot stopped) against what the fake saw.
pub fn verify(
    discord: &FakeDiscord,
    db: &Path,
    tables: &[LoadTable],
    acknowledged: &[Acknowledged],
) -> Verdict {
    let store = Store::open(db).expect("the database opens after the bot");
    let mut verdict = Verdict::default();
    for ack in acknowledged {
        let table = &tables[ack.table];
        let log = store.load_log(table.game).expect("the log loads");
        let stored = log.actions.get(ack.version as usize);
        if stored.is_none_or(|a| a.seat != table.seat) {
            verdict.lost.push((ack.table, ack.version));
        }
    }
    let bot = discord.bot_id();
    let threads = discord.messages_by_channel();
    for table in tables {
        let record = store.load_game(table.game).expect("the game loads");
        verdict.moves += record.version - table.first_version;
        let told = store
            .announced_version(table.game)
            .expect("the mark reads")
            .unwrap_or(table.first_version);
        verdict.untold += record.version.saturating_sub(told);
        let names = names_of(Lang::En, &record);
        let turn = store.lock_game(table.game);
        let acted = acted_since(&turn, &record, table.first_version).expect("the log replays");
        drop(turn);
        let mut made: HashMap<String, usize> = HashMap::new();
        let mut expected: HashMap<String, usize> = HashMap::new();
        for (i, a) in acted.iter().enumerate() {
            let before = a.before.game.public_view();
            let lines = mark_autopilot(
                Lang::En,
                a,
                event_lines(Lang::En, &a.events, &names, Some(&before)),
            );
            for line in lines {
                if table.first_version + (i as u64) < told {
                    *expected.entry(line.clone()).or_default() += 1;
                }
                *made.entry(line).or_default() += 1;
            }
        }
        let mut posted: HashMap<String, usize> = HashMap::new();
        let posts = threads.get(&table.thread).map_or(&[][..], Vec::as_slice);
        for post in posts {
            if post.author_id != bot || post.is_ephemeral() || post.interaction_id.is_some() {
                continue;
            }
            for line in post.content.lines() {
                if made.contains_key(line) {
                    *posted.entry(line.to_string()).or_default() += 1;
                }
            }
        }
        for (line, n) in &expected {
            if posted.get(line).copied().unwrap_or(0) < *n {
                verdict.missing.push((table.thread, line.clone()));
            }
        }
        for (line, n) in &posted {
            let allowed = made.get(line).copied().unwrap_or(0);
            if *n > allowed {
                verdict
                    .duplicated
                    .push((table.thread, line.clone(), n - allowed));
            }
        }
    }
    verdict
}
