//! How per-guild settings ([`GuildSettings`]) are kept.

use crate::error::Result;
use crate::format::{decode_plain, encode_plain, Kind, Plain};
use crate::store::Store;
use canasta_records::GuildSettings;

impl Plain for GuildSettings {
    const KIND: Kind = Kind::Settings;
    const FORMAT: u16 = 1;
}

impl Store {
    /// A guild's settings (the defaults if none were saved).
    pub fn settings(&self, guild_id: u64) -> Result<GuildSettings> {
        let tree = &self.db().trees.settings;
        match tree
            .get(guild_id.to_be_bytes())
            .map_err(|e| self.db().io(e))?
        {
            Some(bytes) => decode_plain(&bytes)
                .map_err(|e| e.at(self.path(), format!("settings of guild {guild_id}"))),
            None => Ok(GuildSettings::default()),
        }
    }

    /// Saves a guild's settings and flushes.
    pub fn set_settings(&self, guild_id: u64, settings: &GuildSettings) -> Result<()> {
        let _gate = self.write_gate();
        self.db()
            .trees
            .settings
            .insert(guild_id.to_be_bytes(), encode_plain(settings))
            .map_err(|e| self.db().io(e))?;
        self.db().flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_records::{SeasonMode, WeeklyReport};

    #[test]
    fn settings_without_the_report_fields_keep_their_shape_and_read() {
        let plain = GuildSettings::default();
        let json = serde_json::to_string(&plain).unwrap();
        assert!(
            !json.contains("seasons") && !json.contains("weekly_report"),
            "{json}"
        );
        let old: GuildSettings =
            serde_json::from_str(r#"{"default_rules":"fast","options":{}}"#).unwrap();
        assert_eq!(old.season_mode(), SeasonMode::None);
        assert_eq!(old.weekly_report, None);
        let set = GuildSettings {
            seasons: Some(SeasonMode::Quarterly),
            weekly_report: Some(WeeklyReport {
                weekday: 4,
                hour_utc: 18,
                channel_id: 77,
            }),
            ..GuildSettings::default()
        };
        let bytes = encode_plain(&set);
        assert_eq!(decode_plain::<GuildSettings>(&bytes).unwrap(), set);
    }

    #[test]
    fn pictures_are_on_until_turned_off_and_unset_is_not_written() {
        let plain = GuildSettings::default();
        assert!(plain.pictures_on());
        let json = serde_json::to_string(&plain).unwrap();
        assert!(!json.contains("pictures"), "{json}");
        let old: GuildSettings =
            serde_json::from_str(r#"{"default_rules":"fast","options":{}}"#).unwrap();
        assert!(old.pictures_on());
        let off = GuildSettings {
            pictures: Some(false),
            ..GuildSettings::default()
        };
        assert!(!off.pictures_on());
        let back = decode_plain::<GuildSettings>(&encode_plain(&off)).unwrap();
        assert_eq!(back, off);
    }
}
