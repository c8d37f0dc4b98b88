//! How the bot's own reports are kept (issue 15; what is owed when is the records' rule,
//! [`reports_due`](canasta_records::reports_due)). Each report is owed once: when one falls
//! due the report task takes it here ([`Store::take_report`], on disk before anything is
//! posted), posts it with a nonce derived from its [`ReportKey`], and
//! marks it posted ([`Store::report_posted`]). A stop in between leaves the mark pending, and
//! the restarted task posts it again with the same nonce, so Discord keeps one copy.
//!
//! One record per report owed or posted, in the `reports` tree: key guild id (u64 BE) ++ the
//! report's tag byte ++ its period (u64 BE), value a plain JSON record of kind `W`, format 1.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::store::Store;
use canasta_records::{GuildSettings, ReportKey, ReportMark, ReportState};

/// The sled tree holding report marks.
const REPORTS_TREE: &str = "reports";

/// The key of `report`'s mark of `guild`: guild id (u64 BE) ++ tag byte ++ period (u64 BE).
fn mark_key(report: &ReportKey, guild: u64) -> [u8; 17] {
    let (tag, period) = report.tag_and_period();
    let mut key = [0u8; 17];
    key[..8].copy_from_slice(&guild.to_be_bytes());
    key[8] = tag;
    key[9..].copy_from_slice(&period.to_be_bytes());
    key
}

/// The guild and report a mark's key names, if it is one of ours.
fn parse_mark_key(key: &[u8]) -> Option<(u64, ReportKey)> {
    let guild = u64::from_be_bytes(key.get(..8)?.try_into().ok()?);
    let period = u64::from_be_bytes(key.get(9..17)?.try_into().ok()?);
    Some((guild, ReportKey::from_tag_and_period(*key.get(8)?, period)?))
}

impl Plain for ReportMark {
    const KIND: Kind = Kind::Report;
    const FORMAT: u16 = 1;
}

impl Store {
    fn reports_tree(&self) -> Result<sled::Tree> {
        self.db().named_tree(REPORTS_TREE)
    }

    /// The mark of `report` of `guild`, if it was taken.
    pub fn report_mark(&self, guild: u64, report: ReportKey) -> Result<Option<ReportMark>> {
        let found = self
            .reports_tree()?
            .get(mark_key(&report, guild))
            .map_err(|e| self.db().io(e))?;
        found
            .map(|bytes| {
                decode_plain(&bytes)
                    .map_err(|e| e.at(self.path(), format!("report mark of guild {guild}")))
            })
            .transpose()
    }

    /// Takes `report` of `guild`, to be posted in `channel_id`: true if it was not taken
    /// before (the caller posts it), false if it was. On disk before it returns.
    pub fn take_report(&self, guild: u64, report: ReportKey, channel_id: u64) -> Result<bool> {
        let _gate = self.write_gate();
        let mark = ReportMark {
            channel_id,
            taken_at_ms: self.now_ms(),
            state: ReportState::Pending,
        };
        let taken = self
            .reports_tree()?
            .compare_and_swap(
                mark_key(&report, guild),
                None as Option<&[u8]>,
                Some(encode_plain(&mark)),
            )
            .map_err(|e| self.db().io(e))?
            .is_ok();
        if taken {
            self.db().flush()?;
        }
        Ok(taken)
    }

    /// Records where `report` of `guild` stands now (posted, or given up). On disk before it
    /// returns.
    pub fn set_report_state(
        &self,
        guild: u64,
        report: ReportKey,
        state: ReportState,
    ) -> Result<()> {
        let _gate = self.write_gate();
        let Some(mut mark) = self.report_mark(guild, report)? else {
            return Ok(());
        };
        mark.state = state;
        self.reports_tree()?
            .insert(mark_key(&report, guild), encode_plain(&mark))
            .map_err(|e| self.db().io(e))?;
        self.db().flush()
    }

    /// Records that `report` of `guild` is out.
    pub fn report_posted(&self, guild: u64, report: ReportKey) -> Result<()> {
        self.set_report_state(guild, report, ReportState::Posted)
    }

    /// The reports taken but not yet out, by guild and then tag and period. Unreadable marks
    /// are skipped (logged).
    pub fn pending_reports(&self) -> Result<Vec<(u64, ReportKey, ReportMark)>> {
        let mut out = Vec::new();
        for entry in self.reports_tree()?.iter() {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let Some((guild, report)) = parse_mark_key(&key) else {
                tracing::warn!("skipping a report mark with a key not ours");
                continue;
            };
            match decode_plain::<ReportMark>(&bytes) {
                Ok(mark) if mark.state == ReportState::Pending => out.push((guild, report, mark)),
                Ok(_) => {}
                Err(e) => tracing::warn!(guild, error = ?e, "skipping an unreadable report mark"),
            }
        }
        Ok(out)
    }

    /// Every guild with saved settings, with them (unreadable ones skipped, logged).
    pub fn all_settings(&self) -> Result<Vec<(u64, GuildSettings)>> {
        let mut out = Vec::new();
        for entry in self.db().trees.settings.iter() {
            let (key, bytes) = entry.map_err(|e| self.db().io(e))?;
            let Some(guild) = <[u8; 8]>::try_from(key.as_ref())
                .ok()
                .map(u64::from_be_bytes)
            else {
                continue;
            };
            match decode_plain(&bytes) {
                Ok(settings) => out.push((guild, settings)),
                Err(e) => tracing::warn!(guild, error = ?e, "skipping unreadable settings"),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TestClock;
    use canasta_records::SeasonMode;
    use std::sync::Arc;

    /// 2026-11-23, a Monday, 00:00 UTC.
    const MONDAY: u64 = 1_795_392_000_000;

    #[test]
    fn a_report_is_taken_once_and_stays_pending_until_posted() {
        let dir = tempfile::tempdir().unwrap();
        let clock = TestClock::at(MONDAY);
        let path = dir.path().join("db");
        let weekly = ReportKey::Weekly { due_ms: MONDAY };
        let season = ReportKey::SeasonEnd {
            mode: SeasonMode::Monthly,
            season: 322,
        };
        {
            let store = Store::open_with_clock(&path, Arc::new(clock.clone())).unwrap();
            assert!(store.take_report(7, weekly, 70).unwrap());
            assert!(!store.take_report(7, weekly, 70).unwrap(), "taken once");
            assert!(store.take_report(8, weekly, 80).unwrap(), "per guild");
            assert!(store.take_report(7, season, 70).unwrap());
            store.report_posted(8, weekly).unwrap();
        }
        // After a restart the pending ones are still owed, the posted one is not.
        let store = Store::open_with_clock(&path, Arc::new(clock)).unwrap();
        let pending: Vec<_> = store
            .pending_reports()
            .unwrap()
            .into_iter()
            .map(|(g, r, m)| (g, r, m.channel_id))
            .collect();
        assert_eq!(pending, vec![(7, season, 70), (7, weekly, 70)]);
        assert!(!store.take_report(8, weekly, 80).unwrap());
        store
            .set_report_state(7, weekly, ReportState::GivenUp)
            .unwrap();
        assert_eq!(
            store.report_mark(7, weekly).unwrap().map(|m| m.state),
            Some(ReportState::GivenUp)
        );
        assert_eq!(store.pending_reports().unwrap().len(), 1);
    }

    #[test]
    fn a_report_mark_of_format_1_reads() {
        // Golden: the bytes a format-1 mark was written as must keep decoding.
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/golden_reports/mark_v1.bin"
        );
        let written = ReportMark {
            channel_id: 70,
            taken_at_ms: MONDAY,
            state: ReportState::Pending,
        };
        if std::env::var_os("CANASTA_BLESS").is_some() {
            std::fs::write(path, encode_plain(&written)).unwrap();
        }
        let golden = std::fs::read(path).unwrap();
        assert_eq!(decode_plain::<ReportMark>(&golden).unwrap(), written);
    }
}
