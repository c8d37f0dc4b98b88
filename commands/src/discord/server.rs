//! `/canasta settings`: a server's own settings (the rules of new tables, turn reminders),
//! shown to anyone, changed by moderators (Manage Server).

use super::errors::user_err;
use super::lobby::ClockChoice;
use super::members::{is_moderator, member_permissions};
use super::{adapter, autocomplete, respond, Context, Error};
use crate::discord::blocking;
use canasta_table::server_settings::{
    apply_change, set_move_clock, SettingsChange, MAX_REMINDER_HOURS,
};
use canasta_wording::payload::Message;
use canasta_wording::render::refusals::{
    settings_error_text, SETTINGS_FOR_MODERATORS, SETTINGS_IN_SERVERS,
};
use canasta_wording::render::server_settings::settings_embed;

/// This server's Canasta settings; moderators may change them.
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
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| user_err(SETTINGS_IN_SERVERS))?
        .get();
    let change = SettingsChange {
        default_rules,
        reminder_hours: reminder_hours.map(|h| h.min(MAX_REMINDER_HOURS + 1)),
    };
    let clock_hours = move_clock.map(ClockChoice::hours);
    if (!change.is_empty() || clock_hours.is_some()) && !is_moderator(member_permissions(ctx)) {
        return Err(user_err(SETTINGS_FOR_MODERATORS));
    }
    let saved = respond::in_time(
        ctx,
        true,
        blocking(&ctx.data().store, move |s| {
            let now = s.settings(guild)?;
            if change.is_empty() && clock_hours.is_none() {
                return Ok(Ok(now));
            }
            let changed = apply_change(now, &change).and_then(|new| match clock_hours {
                Some(hours) => set_move_clock(new, hours),
                None => Ok(new),
            });
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
    .map_err(|e| user_err(settings_error_text(&e)))?;
    let embed = settings_embed(&saved, ctx.data().timing.reminder_after);
    respond::send(ctx, adapter::reply(&Message::embed(embed).private())).await?;
    Ok(())
}
