//! `/canasta settings`: a server's own settings (the rules of new tables, turn reminders, the
//! ratings' seasons, the weekly report, pictures of the cards and the language of the game
//! threads), shown to anyone, changed by moderators (Manage Server).

use super::errors::user_err;
use super::language::{public_lang_of, reply_lang};
use super::lobby::ClockChoice;
use super::members::{is_moderator, member_permissions};
use super::{adapter, autocomplete, respond, Context, Error};
use crate::discord::blocking;
use canasta_storage::SeasonMode;
use canasta_table::server_settings::{
    apply_change, set_move_clock, set_weekly_report, ReportChange, SettingsChange,
    MAX_REMINDER_HOURS,
};
use canasta_wording::lang::Lang;
use canasta_wording::payload::Message;
use canasta_wording::render::refusals::{
    settings_error_text, settings_for_moderators, settings_in_servers,
};
use canasta_wording::render::server_settings::settings_embed;
use poise::serenity_prelude as serenity;

/// This server's Canasta settings; moderators may change them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "The rule set new tables use unless /canasta new names one"]
    #[autocomplete = "autocomplete::rules"]
    default_rules: Option<String>,
    #[description = "Hours a game waits before reminding the player to move (0 = never)"]
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[description = "The move clock of new tables (their host may still change it)"]
    move_clock: Option<ClockChoice>,
    #[description = "Rating seasons: the season's final standings are posted when it ends"]
    seasons: Option<SeasonChoice>,
    #[description = "The day of the weekly report (off: no report)"] report_day: Option<DayChoice>,
    #[description = "The hour of the weekly report, UTC"]
    #[min = 0]
    #[max = 23]
    report_hour: Option<u8>,
    #[description = "Where the weekly report goes (default: this channel)"]
    #[channel_types("Text")]
    report_channel: Option<serenity::ChannelId>,
    #[description = "Pictures of the cards with /hand and /table"] pictures: Option<OnOff>,
    #[description = "The language of the game threads and reports"] language: Option<
        LanguageChoice,
    >,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| user_err(settings_in_servers(reply_lang(ctx))))?
        .get();
    let change = SettingsChange {
        default_rules,
        reminder_hours: reminder_hours.map(|h| h.min(MAX_REMINDER_HOURS + 1)),
        seasons: seasons.map(SeasonChoice::mode),
        pictures: pictures.map(|p| p == OnOff::On),
        language: language.map(LanguageChoice::lang),
    };
    let report = ReportChange {
        weekday: report_day.map(DayChoice::weekday),
        hour_utc: report_hour,
        channel_id: report_channel.map(|c| c.get()),
    };
    let here = ctx.channel_id().get();
    let clock_hours = move_clock.map(ClockChoice::hours);
    let nothing = change.is_empty() && clock_hours.is_none() && report.is_empty();
    if !nothing && !is_moderator(member_permissions(ctx)) {
        return Err(user_err(settings_for_moderators(reply_lang(ctx))));
    }
    let saved = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            let now = s.settings(guild)?;
            if nothing {
                return Ok(Ok(now));
            }
            let changed = apply_change(now, &change)
                .and_then(|new| match clock_hours {
                    Some(hours) => set_move_clock(new, hours),
                    None => Ok(new),
                })
                .and_then(|new| set_weekly_report(new, &report, here));
            match changed {
                Ok(new) => {
                    s.set_settings(guild, &new)?;
                    Ok(Ok(new))
                }
                Err(refusal) => Ok(Err(refusal)),
            }
        }),
    )
    .await??
    .map_err(|e| user_err(settings_error_text(reply_lang(ctx), &e)))?;
    let public = public_lang_of(&saved, guild);
    let embed = settings_embed(
        reply_lang(ctx),
        &saved,
        ctx.data().timing.reminder_after,
        public,
    );
    respond::send(ctx, adapter::reply(&Message::embed(embed).private())).await?;
    Ok(())
}

/// The seasons a server may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SeasonChoice {
    /// No seasons.
    #[name = "none"]
    None,
    /// A season per month.
    #[name = "monthly"]
    Monthly,
    /// A season per quarter.
    #[name = "quarterly"]
    Quarterly,
}

impl SeasonChoice {
    /// The stored mode.
    fn mode(self) -> SeasonMode {
        match self {
            SeasonChoice::None => SeasonMode::None,
            SeasonChoice::Monthly => SeasonMode::Monthly,
            SeasonChoice::Quarterly => SeasonMode::Quarterly,
        }
    }
}

/// The languages a server's game threads may be in, each named in itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    /// English.
    #[name = "English"]
    English,
    /// Finnish.
    #[name = "suomi"]
    Suomi,
    /// Swedish.
    #[name = "svenska"]
    Svenska,
}

impl LanguageChoice {
    /// The language chosen.
    fn lang(self) -> Lang {
        match self {
            LanguageChoice::English => Lang::En,
            LanguageChoice::Suomi => Lang::Fi,
            LanguageChoice::Svenska => Lang::Sv,
        }
    }
}

/// A setting turned on or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    /// On.
    #[name = "on"]
    On,
    /// Off.
    #[name = "off"]
    Off,
}

/// The day of the weekly report, or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DayChoice {
    /// No weekly report.
    #[name = "off"]
    Off,
    /// Mondays.
    Monday,
    /// Tuesdays.
    Tuesday,
    /// Wednesdays.
    Wednesday,
    /// Thursdays.
    Thursday,
    /// Fridays.
    Friday,
    /// Saturdays.
    Saturday,
    /// Sundays.
    Sunday,
}

impl DayChoice {
    /// 0 = Monday ... 6 = Sunday; `None` for off.
    fn weekday(self) -> Option<u8> {
        match self {
            DayChoice::Off => None,
            DayChoice::Monday => Some(0),
            DayChoice::Tuesday => Some(1),
            DayChoice::Wednesday => Some(2),
            DayChoice::Thursday => Some(3),
            DayChoice::Friday => Some(4),
            DayChoice::Saturday => Some(5),
            DayChoice::Sunday => Some(6),
        }
    }
}
