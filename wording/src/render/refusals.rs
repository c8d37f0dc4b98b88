//! Wording of the table service's refusals: lobby rules, seats, turns, stale views, in the
//! reader's language (`refusals.ftl`). Input and rule errors keep the wording of
//! [`super::errors`].

use crate::lang::Lang;
use crate::refusal::{
    BotPermission, LobbyError, PlaceError, SeatError, SettingsError, MAX_REMINDER_HOURS,
};
use crate::tr;
use canasta_records::{GameStatus, LobbyState};

/// What went wrong on our side, said without blaming the player.
pub fn our_fault(lang: Lang) -> String {
    tr!(lang, "refusal-our-fault")
}

/// An interaction that came while the bot stops (a restart, an update): nothing was done.
pub fn stopping(lang: Lang) -> String {
    tr!(lang, "refusal-stopping")
}

/// Why a table cannot be opened where `/canasta new` was used.
pub fn place_error_text(lang: Lang, error: &PlaceError) -> String {
    match error {
        PlaceError::NoThreads => tr!(lang, "refusal-no-threads-here"),
        PlaceError::MissingPermissions(missing) => {
            let names: Vec<String> = missing.iter().map(|p| permission_name(lang, *p)).collect();
            tr!(
                lang,
                "refusal-missing-permissions",
                permissions = names.join(", ")
            )
        }
        PlaceError::TooManyThreads => tr!(lang, "refusal-too-many-threads"),
        PlaceError::ForumNeedsTag => tr!(lang, "refusal-forum-needs-tag"),
        PlaceError::ThreadLocked => tr!(lang, "refusal-thread-locked"),
    }
}

/// A permission's name as Discord shows it in `lang`.
pub fn permission_name(lang: Lang, permission: BotPermission) -> String {
    match permission {
        BotPermission::ViewChannel => tr!(lang, "permission-view-channel"),
        BotPermission::SendMessages => tr!(lang, "permission-send-messages"),
        BotPermission::CreatePublicThreads => tr!(lang, "permission-create-public-threads"),
        BotPermission::SendMessagesInThreads => tr!(lang, "permission-send-messages-in-threads"),
        BotPermission::EmbedLinks => tr!(lang, "permission-embed-links"),
        BotPermission::AttachFiles => tr!(lang, "permission-attach-files"),
    }
}

/// `/canasta away` with a duration that cannot be read.
pub fn away_duration_unread(lang: Lang) -> String {
    tr!(lang, "refusal-away-duration")
}

/// `/canasta new` outside a server.
pub fn tables_in_servers(lang: Lang) -> String {
    tr!(lang, "refusal-tables-in-servers")
}

/// `/canasta settings` outside a server.
pub fn settings_in_servers(lang: Lang) -> String {
    tr!(lang, "refusal-settings-in-servers")
}

/// A change of settings by someone who may not.
pub fn settings_for_moderators(lang: Lang) -> String {
    tr!(lang, "refusal-settings-for-moderators")
}

/// `/go-out` with melds but no discard.
pub fn go_out_needs_discard(lang: Lang) -> String {
    tr!(lang, "refusal-go-out-needs-discard")
}

/// House rules that `Rules::validate` refuses together, with its reason.
pub fn rules_conflict_text(lang: Lang, reason: &canasta_engine::RulesError) -> String {
    tr!(
        lang,
        "refusal-rules-conflict",
        reason = super::rule_errors::rules_reason(lang, reason)
    )
}

/// A house rule the chosen rule set has no use for (RULES.md §4), named as the reader's
/// `/canasta new` names it.
pub fn house_rule_refused_text(lang: Lang, error: &canasta_engine::HouseRuleError) -> String {
    use canasta_engine::HouseRuleError as E;
    let named = |option| format!("`{}`", house_rule_parameter(lang, option));
    match error {
        E::NeedsAuction { option, rules } => tr!(
            lang,
            "refusal-house-rule-needs-auction",
            option = named(*option),
            rules = super::errors::quoted(rules)
        ),
        E::NeedsSambaThrees { option, rules } => tr!(
            lang,
            "refusal-house-rule-needs-samba-threes",
            option = named(*option),
            rules = super::errors::quoted(rules)
        ),
    }
}

/// The `/canasta new` parameter that sets `option`, by its name in `lang`.
pub fn house_rule_parameter(lang: Lang, option: canasta_engine::HouseRule) -> String {
    use canasta_engine::HouseRule as H;
    let parameter = match option {
        H::SambaBlackThreeInHand => "black_three_card_value",
        H::SambaLastRedThree => "last_red_three_costs",
        H::SambaFailedOpening => "failed_bid",
        H::SambaRebid => "rebid",
        H::SambaPartnerGoesOut => "partner_goes_out",
        H::SambaStockOutAfterBid => "stock_out_voids_bid",
        H::SambaDoubleRobbery => "partner_robs_double",
        H::SambaUpcard => "upcard_back",
    };
    lang.attribute(&format!("cmd-canasta-new-opt-{parameter}"), "name")
        .unwrap_or_else(|| parameter.to_string())
}

/// A rule-set name that is not one of the presets, and the ones that are.
pub fn unknown_rule_set_text(lang: Lang, name: &str) -> String {
    tr!(
        lang,
        "refusal-unknown-rule-set",
        name = super::errors::quoted(name),
        names = canasta_engine::PRESET_NAMES.join(", ")
    )
}

/// The text of a refused settings change.
pub fn settings_error_text(lang: Lang, error: &SettingsError) -> String {
    match error {
        SettingsError::UnknownRules(name) => unknown_rule_set_text(lang, name),
        SettingsError::ReminderTooLong => {
            tr!(
                lang,
                "refusal-reminder-too-long",
                hours = MAX_REMINDER_HOURS
            )
        }
        SettingsError::NoSuchClock(hours) => no_such_clock_text(lang, *hours),
        SettingsError::NoSuchHour(hour) => tr!(lang, "refusal-no-such-hour", hour = *hour),
    }
}

/// A move clock that is not one of the choices, and the ones that are.
pub fn no_such_clock_text(lang: Lang, hours: u32) -> String {
    tr!(lang, "refusal-no-such-clock", hours = hours)
}

/// The text of a lobby refusal.
pub fn lobby_error_text(lang: Lang, error: &LobbyError) -> String {
    match error {
        LobbyError::Closed(LobbyState::Started { .. }) => tr!(lang, "refusal-lobby-started"),
        LobbyError::Closed(_) => tr!(lang, "refusal-lobby-closed"),
        LobbyError::Full => tr!(lang, "refusal-lobby-full"),
        LobbyError::AlreadyIn => tr!(lang, "refusal-lobby-already-in"),
        LobbyError::NotIn => tr!(lang, "refusal-lobby-not-in"),
        LobbyError::HostCannotLeave => tr!(lang, "refusal-lobby-host-cannot-leave"),
        LobbyError::HostOnly => tr!(lang, "refusal-lobby-host-only"),
        LobbyError::NotFull { missing } => {
            tr!(lang, "refusal-lobby-not-full", missing = *missing)
        }
        LobbyError::NoComputer => tr!(lang, "refusal-lobby-no-computer"),
        LobbyError::BadSeats => tr!(lang, "refusal-lobby-bad-seats"),
        LobbyError::NoSuchClock(hours) => no_such_clock_text(lang, *hours),
    }
}

/// Why a seat could not change hands, said kindly.
pub fn seat_error_text(lang: Lang, error: &SeatError) -> String {
    match error {
        SeatError::AlreadySeated => tr!(lang, "refusal-seat-already-seated"),
        SeatError::NotOffered => tr!(lang, "refusal-seat-not-offered"),
        SeatError::NoneOffered => tr!(lang, "refusal-seat-none-offered"),
        SeatError::NotYourSeat => tr!(lang, "refusal-seat-not-yours"),
        SeatError::NotAway => tr!(lang, "refusal-seat-not-away"),
    }
}

/// A command used where no game is played.
pub fn no_game_here(lang: Lang) -> String {
    tr!(lang, "refusal-no-game-here")
}

/// Someone without a seat tried to play.
pub fn not_a_player(lang: Lang) -> String {
    tr!(lang, "refusal-not-a-player")
}

/// "Play again" before the game's end.
pub fn still_playing(lang: Lang) -> String {
    tr!(lang, "refusal-still-playing")
}

/// Stopping a game by someone who may not.
pub fn host_or_moderator(lang: Lang) -> String {
    tr!(lang, "refusal-host-or-moderator")
}

/// A game that is no longer played: over, or stopped.
pub fn not_active_text(lang: Lang, status: GameStatus) -> String {
    match status {
        GameStatus::Finished => tr!(lang, "refusal-game-over"),
        _ => tr!(lang, "refusal-game-stopped"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::duration::parse_away;

    /// The host is told the lobby's own label of the button that closes a table.
    #[test]
    fn the_host_is_pointed_to_the_cancel_button_by_its_label() {
        for (lang, label) in [
            (Lang::En, "Cancel"),
            (Lang::Fi, "Peru"),
            (Lang::Sv, "Avbryt"),
        ] {
            let text = lobby_error_text(lang, &LobbyError::HostCannotLeave);
            assert!(text.contains(label), "{text}");
            assert_eq!(tr!(lang, "lobby-cancel"), label);
        }
    }

    #[test]
    fn english_refusals_keep_their_words() {
        assert_eq!(
            lobby_error_text(Lang::En, &LobbyError::NotFull { missing: 1 }),
            "One seat is still empty: wait for a player or add a computer player."
        );
        assert_eq!(
            lobby_error_text(Lang::En, &LobbyError::NotFull { missing: 3 }),
            "3 seats are still empty: wait for players or add computer players."
        );
        assert_eq!(
            lobby_error_text(Lang::En, &LobbyError::Closed(LobbyState::Cancelled)),
            "This table was closed."
        );
        assert_eq!(
            seat_error_text(Lang::En, &SeatError::NotAway),
            "You are in your seat already."
        );
        assert_eq!(
            settings_error_text(Lang::En, &SettingsError::ReminderTooLong),
            "Reminders wait at most 720 hours (a month); 0 turns them off."
        );
        assert_eq!(
            settings_error_text(Lang::En, &SettingsError::NoSuchHour(24)),
            "There is no hour 24: the report's hour is 0 to 23 (UTC)."
        );
        assert_eq!(
            no_such_clock_text(Lang::En, 12),
            "There is no 12 h move clock. Choose 8, 24 or 72 hours a move, or 0 for none."
        );
        assert_eq!(
            unknown_rule_set_text(Lang::En, "clasic"),
            format!(
                "There is no rule set `clasic`. Choose one of: {}.",
                canasta_engine::PRESET_NAMES.join(", ")
            )
        );
        assert_eq!(
            rules_conflict_text(Lang::En, &canasta_engine::RulesError::CutthroatNeedsThree),
            "These rules do not work together: cutthroat is for 3 players (RULES.md §2)"
        );
        assert_eq!(
            not_active_text(Lang::En, GameStatus::Finished),
            "This game is over."
        );
        assert_eq!(
            our_fault(Lang::En),
            "Something went wrong on my side; the game is safe. Please try again in a moment."
        );
        assert_eq!(not_a_player(Lang::En), "You are not playing in this game.");
    }

    #[test]
    fn finnish_and_swedish_refusals_are_their_own() {
        assert_eq!(
            lobby_error_text(Lang::Fi, &LobbyError::NotFull { missing: 2 }),
            "2 paikkaa on vielä tyhjänä: odota pelaajia tai lisää tietokonepelaajia."
        );
        assert_eq!(
            lobby_error_text(Lang::Sv, &LobbyError::NotFull { missing: 1 }),
            "En plats är fortfarande tom: vänta på en spelare eller lägg till en datorspelare."
        );
        assert_eq!(
            go_out_needs_discard(Lang::Fi),
            "Kun lopetat, nimeä myös kortti, jonka heität: `/lopeta pöytäykset: ... heitto: 9`."
        );
        assert_eq!(
            go_out_needs_discard(Lang::Sv),
            "För att gå ut, ange också kortet du sakar: `/gå-ut kombinationer: ... saka: 9`."
        );
        assert_eq!(
            rules_conflict_text(Lang::Fi, &canasta_engine::RulesError::NoCanastasToGoOut),
            "Nämä säännöt eivät sovi yhteen: lopettamiseen tarvitaan vähintään yksi canasta \
             (FI 18)"
        );
        assert_eq!(
            seat_error_text(Lang::Sv, &SeatError::NotAway),
            "Du sitter redan på din plats."
        );
        assert_eq!(
            not_active_text(Lang::Fi, GameStatus::Finished),
            "Tämä peli on päättynyt."
        );
        // Each names the command as that reader's client shows it (issue 31).
        for (lang, new) in [(Lang::Fi, "`/canasta uusi`"), (Lang::Sv, "`/canasta nytt`")] {
            assert_ne!(no_game_here(lang), no_game_here(Lang::En), "{lang}");
            assert!(no_game_here(lang).contains(new), "{lang}");
        }
    }

    #[test]
    fn every_duration_the_away_refusal_shows_is_read() {
        for lang in Lang::ALL {
            let text = away_duration_unread(lang);
            let examples: Vec<&str> = text.split('`').skip(1).step_by(2).collect();
            assert_eq!(examples.len(), 5, "{lang}: {text}");
            for example in examples {
                assert!(
                    parse_away(example).is_some(),
                    "{lang}: `{example}` in {text}"
                );
            }
        }
    }
}
