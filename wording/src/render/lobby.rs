//! The lobby message: the rule set, the seats and teams, and the buttons to join, leave,
//! remove a computer player, start or cancel, the select that adds a computer player of a
//! chosen level (while a seat is free), plus the host's select to swap seats (that is how
//! partners are arranged). Posted in the table's thread, so in the server's language; the
//! words are in `locales/*/lobby.ftl`.

use super::house_rules::house_rules_lines;
use super::names::{seat_name, shown_name};
use crate::lang::Lang;
use crate::payload::{
    Button, ButtonStyle, Colour, Components, Embed, Message, Row, Select, ThreadName,
};
use crate::table_id::{LobbyControl, TableId};
use crate::tr;
use canasta_engine::players::PlayerKind;
use canasta_engine::rules::Seating;
use canasta_engine::Rules;
use canasta_records::{
    LobbyRecord, LobbyState, MoveClock, PlayerSlot, TimeoutPolicy, MISSED_TURNS_TO_HAND_OVER,
};

/// "team 1", ... or nothing when everyone plays alone.
fn team_label(lang: Lang, rules: &Rules, seat: usize) -> Option<String> {
    let team = || tr!(lang, "lobby-team", number = rules.team_of(seat) + 1);
    match rules.table.seating {
        Seating::Partnerships { teams } if teams < rules.table.seats => Some(team()),
        Seating::RotatingFive => Some(team()),
        Seating::Partnerships { .. } | Seating::Cutthroat => None,
    }
}

/// Who sits where, one line per seat (empty seats too).
pub fn seat_lines(lang: Lang, lobby: &LobbyRecord) -> String {
    let rules = &lobby.rules;
    (0..usize::from(rules.table.seats))
        .map(|seat| {
            let who = match lobby.players.get(seat) {
                Some(p @ PlayerSlot::Human { user_id, .. }) if *user_id == lobby.host_id => {
                    format!(
                        "**{}** {}",
                        seat_name(lang, p),
                        tr!(lang, "lobby-host-mark")
                    )
                }
                Some(p) => format!("**{}**", seat_name(lang, p)),
                None => format!("*{}*", tr!(lang, "lobby-empty-seat")),
            };
            match team_label(lang, rules, seat) {
                Some(team) => format!("{}. {who} · {team}", seat + 1),
                None => format!("{}. {who}", seat + 1),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// How the seats form teams, in a sentence.
fn teams_text(lang: Lang, rules: &Rules, open: bool) -> String {
    match rules.table.seating {
        Seating::Partnerships { teams } if teams < rules.table.seats => {
            let team = |t: usize| {
                let seats: Vec<String> = (0..usize::from(rules.table.seats))
                    .filter(|&s| rules.team_of(s) == t)
                    .map(|s| (s + 1).to_string())
                    .collect();
                seats.join(" & ")
            };
            let sides: Vec<String> = (0..usize::from(teams)).map(team).collect();
            let against = format!(" {} ", tr!(lang, "lobby-against"));
            let partners = tr!(lang, "lobby-partners", seats = sides.join(&against));
            if open {
                format!("{partners} {}", tr!(lang, "lobby-host-swaps"))
            } else {
                partners
            }
        }
        Seating::Partnerships { .. } => tr!(lang, "lobby-everyone-alone"),
        Seating::Cutthroat => tr!(lang, "lobby-cutthroat"),
        Seating::RotatingFive => tr!(lang, "lobby-rotating-five"),
    }
}

/// "First to 5000 points wins.", saying so when the table changed its rule set's target.
fn target_text(lang: Lang, rules: &Rules) -> String {
    let usual = Rules::preset(&rules.name)
        .map(|preset| preset.target)
        .filter(|&usual| usual != rules.target);
    match usual {
        Some(usual) => tr!(
            lang,
            "lobby-target-changed",
            target = rules.target,
            rules = rules.name.clone(),
            usual = usual
        ),
        None => tr!(lang, "lobby-target", target = rules.target),
    }
}

/// The lobby as a message: its embed, and its controls while it is open.
pub fn lobby_message(lang: Lang, lobby: &LobbyRecord) -> Message {
    let rules = &lobby.rules;
    let taken = lobby.players.len();
    let seats = usize::from(rules.table.seats);
    let name = rules.name.clone();
    let (title, status, colour) = match lobby.state {
        LobbyState::Open => (
            tr!(lang, "lobby-title", rules = name),
            tr!(lang, "lobby-open", taken = taken, seats = seats),
            Colour::NEUTRAL,
        ),
        LobbyState::Started { .. } => (
            tr!(lang, "lobby-title-started", rules = name),
            tr!(lang, "lobby-started"),
            Colour::TURN,
        ),
        LobbyState::Cancelled => (
            tr!(lang, "lobby-title", rules = name),
            tr!(lang, "lobby-closed"),
            Colour::ERROR,
        ),
    };
    let open = lobby.state == LobbyState::Open;
    let mut embed = Embed::new(title)
        .description(format!(
            "{status}\n{} {}",
            teams_text(lang, rules, open),
            target_text(lang, rules)
        ))
        .field(tr!(lang, "lobby-seats"), seat_lines(lang, lobby), false);
    // The host's hint about the buttons, only while there are buttons (not after Start).
    let hint = |text: String, hint: String| match open {
        true => format!("{text} {hint}"),
        false => text,
    };
    let clock_hint = match lobby.move_clock {
        None => tr!(lang, "lobby-host-switches"),
        Some(_) => tr!(lang, "lobby-host-switches-clock"),
    };
    embed = embed.field(
        tr!(lang, "lobby-clock"),
        hint(clock_text(lang, lobby.move_clock), clock_hint),
        false,
    );
    embed = embed.field(
        tr!(lang, "lobby-timeout"),
        hint(
            timeout_text(lang, lobby.on_timeout.unwrap_or_default()),
            tr!(lang, "lobby-host-switches"),
        ),
        false,
    );
    let house = house_rules_lines(lang, rules);
    if !house.is_empty() {
        embed = embed.field(tr!(lang, "lobby-house-rules"), house.join("\n"), false);
    }
    let embed = embed.footer(tr!(lang, "lobby-footer")).colour(colour);
    let components = match lobby.state {
        LobbyState::Open => lobby_components(lang, lobby),
        LobbyState::Started { .. } | LobbyState::Cancelled => Components::default(),
    };
    Message::embed(embed).with_components(components)
}

fn lobby_components(lang: Lang, lobby: &LobbyRecord) -> Components {
    let id = |control| {
        TableId::Lobby {
            thread: lobby.thread_id,
            control,
        }
        .to_string()
    };
    let full = lobby.players.len() >= usize::from(lobby.rules.table.seats);
    let has_computer = lobby
        .players
        .iter()
        .any(|p| matches!(p, PlayerSlot::Computer { .. }));
    let button = |control, label: String, style, disabled| Button {
        custom_id: id(control),
        label,
        style,
        disabled,
    };
    let mut rows = vec![
        Row::Buttons(vec![
            button(
                LobbyControl::Join,
                tr!(lang, "lobby-join"),
                ButtonStyle::Primary,
                full,
            ),
            button(
                LobbyControl::Leave,
                tr!(lang, "lobby-leave"),
                ButtonStyle::Secondary,
                false,
            ),
            button(
                LobbyControl::RemoveComputer,
                tr!(lang, "lobby-remove-computer"),
                ButtonStyle::Secondary,
                !has_computer,
            ),
        ]),
        Row::Buttons(vec![
            button(
                LobbyControl::Start,
                tr!(lang, "lobby-start"),
                ButtonStyle::Success,
                !full,
            ),
            button(
                LobbyControl::Cancel,
                tr!(lang, "lobby-cancel"),
                ButtonStyle::Danger,
                false,
            ),
            button(
                LobbyControl::Clock,
                clock_button(lang, lobby.move_clock),
                ButtonStyle::Secondary,
                false,
            ),
            button(
                LobbyControl::Timeout,
                timeout_button(lang, lobby.on_timeout.unwrap_or_default()),
                ButtonStyle::Secondary,
                false,
            ),
        ]),
    ];
    if !full {
        rows.push(Row::Select(Select {
            custom_id: id(LobbyControl::AddComputer),
            placeholder: tr!(lang, "lobby-add-computer"),
            options: level_options(lang),
            min: 1,
            max: 1,
        }));
    }
    if lobby.players.len() >= 2 {
        let options = lobby
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                (
                    format!("{}. {}", seat + 1, seat_name(lang, p)),
                    seat.to_string(),
                    team_label(lang, &lobby.rules, seat),
                )
            })
            .collect();
        rows.push(Row::Select(Select {
            custom_id: id(LobbyControl::Swap),
            placeholder: tr!(lang, "lobby-swap-placeholder"),
            options,
            min: 2,
            max: 2,
        }));
    }
    Components { rows }
}

/// The levels a computer player is added at, strongest first: `(label, level name, what it
/// does)`. The select's value is the level's [`PlayerKind`] name, which the seat stores.
fn level_options(lang: Lang) -> Vec<(String, String, Option<String>)> {
    PlayerKind::LEVELS
        .into_iter()
        .map(|kind| {
            let (label, about) = match kind {
                PlayerKind::Strong => (
                    tr!(lang, "lobby-level-strong"),
                    tr!(lang, "lobby-level-strong-about"),
                ),
                PlayerKind::Good => (
                    tr!(lang, "lobby-level-good"),
                    tr!(lang, "lobby-level-good-about"),
                ),
                PlayerKind::Basic | PlayerKind::Random => (
                    tr!(lang, "lobby-level-basic"),
                    tr!(lang, "lobby-level-basic-about"),
                ),
            };
            (label, kind.name().to_string(), Some(about))
        })
        .collect()
}

/// What the lobby says of the table's move clock (`None`: the server's default, decided when
/// the game starts).
pub fn clock_text(lang: Lang, clock: Option<MoveClock>) -> String {
    let hours = match clock {
        None => return tr!(lang, "lobby-clock-server-default"),
        Some(clock) => clock.move_hours,
    };
    match hours {
        None => tr!(lang, "lobby-clock-none"),
        Some(h) => tr!(
            lang,
            "lobby-clock-hours",
            hours = h,
            answer = clock.and_then(|c| c.answer_hours).unwrap_or(h)
        ),
    }
}

/// The host's button that switches the clock, labelled with the current one.
fn clock_button(lang: Lang, clock: Option<MoveClock>) -> String {
    match clock.map(|c| c.move_hours) {
        None => tr!(lang, "lobby-clock-button-default"),
        Some(None) => tr!(lang, "lobby-clock-button-none"),
        Some(Some(h)) => tr!(lang, "lobby-clock-button-hours", hours = h),
    }
}

/// What the lobby says happens when a player's clock runs out; the autopilot's count is
/// [`MISSED_TURNS_TO_HAND_OVER`].
pub fn timeout_text(lang: Lang, policy: TimeoutPolicy) -> String {
    match policy {
        TimeoutPolicy::Autopilot => tr!(
            lang,
            "lobby-timeout-autopilot",
            turns = MISSED_TURNS_TO_HAND_OVER
        ),
        TimeoutPolicy::Wait => tr!(lang, "lobby-timeout-wait"),
    }
}

/// The host's button that switches the policy, labelled with the current one.
fn timeout_button(lang: Lang, policy: TimeoutPolicy) -> String {
    match policy {
        TimeoutPolicy::Autopilot => tr!(lang, "lobby-timeout-button-autopilot"),
        TimeoutPolicy::Wait => tr!(lang, "lobby-timeout-button-wait"),
    }
}

/// The short public line in the channel that announces a new table.
pub fn table_opened_text(lang: Lang, host: &str, rules: &Rules, thread_id: u64) -> String {
    let host = shown_name(host);
    let thread = format!("<#{thread_id}>");
    let name = rules.name.clone();
    if house_rules_lines(lang, rules).is_empty() {
        tr!(
            lang,
            "lobby-table-opened",
            host = host,
            rules = name,
            target = rules.target,
            thread = thread
        )
    } else {
        tr!(
            lang,
            "lobby-table-opened-house",
            host = host,
            rules = name,
            target = rules.target,
            thread = thread
        )
    }
}

/// The name of a new table's thread (the rule set's name and the host's: no words to
/// translate).
pub fn thread_name(rules: &Rules, host: &str) -> ThreadName {
    ThreadName::new(&format!("Canasta · {} · {host}", rules.name))
}

/// The line after a lobby was closed by `who`.
pub fn lobby_closed_text(lang: Lang, who: &str) -> String {
    tr!(lang, "lobby-closed-by", name = shown_name(who))
}

/// The line in the thread after the host started the game, above the first table.
pub fn game_started_text(lang: Lang, who: &str) -> String {
    tr!(lang, "lobby-game-started", name = shown_name(who))
}

/// The line in the thread after `who` pressed "Play again", above the new game's first table.
pub fn play_again_text(lang: Lang, who: &str) -> String {
    tr!(lang, "lobby-play-again", name = who.to_string())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_autopilot_line_counts_the_turns_the_store_hands_a_seat_over_after() {
        let count = format!(
            "after {} missed turns",
            canasta_records::MISSED_TURNS_TO_HAND_OVER
        );
        let text = super::timeout_text(Lang::En, TimeoutPolicy::Autopilot);
        assert!(text.contains(&count), "{text}");
        assert_eq!(
            text,
            "The autopilot plays that turn for the player; after 3 missed turns in a row their \
             seat is offered to a substitute."
        );
    }

    /// The host's hint about the buttons is there while the lobby has them, gone after Start
    /// (issue 31), in every language.
    #[test]
    fn the_hosts_hint_goes_with_the_buttons() {
        for lang in Lang::ALL {
            let mut l = lobby(Rules::classic());
            let hint = tr!(lang, "lobby-host-switches");
            let text = lobby_message(lang, &l).to_text();
            assert!(text.contains(&hint), "{lang}: {text}");
            l.move_clock = Some(canasta_records::MoveClock::per_move(24));
            let clock = tr!(lang, "lobby-host-switches-clock");
            assert!(lobby_message(lang, &l).to_text().contains(&clock));
            l.state = LobbyState::Started {
                game: canasta_records::GameId(3),
            };
            let started = lobby_message(lang, &l).to_text();
            assert!(!started.contains(&hint), "{lang}: {started}");
            assert!(!started.contains(&clock), "{lang}: {started}");
        }
    }

    use super::*;
    use crate::payload::limits::violations;

    fn lobby(rules: Rules) -> LobbyRecord {
        let host = PlayerSlot::Human {
            user_id: 1,
            name: "Host".into(),
        };
        LobbyRecord::new(100, 10, 20, host, rules)
    }

    #[test]
    fn open_lobbies_show_seats_teams_and_controls() {
        let mut l = lobby(Rules::classic());
        let msg = lobby_message(Lang::En, &l);
        assert!(violations(&msg).is_empty());
        let text = msg.to_text();
        assert!(text.contains("**Host** (host) · team 1"), "{text}");
        assert!(text.contains("seats 1 & 3 against 2 & 4"), "{text}");
        assert_eq!(msg.components().custom_ids().len(), 8);
        assert!(text.contains("The autopilot plays that turn"), "{text}");
        assert!(msg.components().custom_ids().contains(&"l:100:clock"));
        assert!(text.contains("The server's default"), "{text}");
        l.move_clock = Some(canasta_records::MoveClock::per_move(72));
        let text = lobby_message(Lang::En, &l).to_text();
        assert!(text.contains("72 h a move (18 h to answer"), "{text}");
        assert!(text.contains("Clock: 72 h"), "{text}");
        l.move_clock = Some(canasta_records::MoveClock::none());
        assert!(lobby_message(Lang::En, &l).to_text().contains("No clock"));
        assert!(msg.components().custom_ids().contains(&"l:100:timeout"));
        l.players.push(PlayerSlot::Computer {
            name: "Ada (computer)".into(),
            kind: "heuristic".into(),
        });
        assert_eq!(
            lobby_message(Lang::En, &l).components().custom_ids().len(),
            9
        );
        l.on_timeout = Some(TimeoutPolicy::Wait);
        let text = lobby_message(Lang::En, &l).to_text();
        assert!(text.contains("The table waits for the player"), "{text}");
        l.state = LobbyState::Cancelled;
        assert!(lobby_message(Lang::En, &l).components().rows.is_empty());
        l.state = LobbyState::Started {
            game: canasta_records::GameId(1),
        };
        let started = lobby_message(Lang::En, &l).to_text();
        assert!(!started.contains("swaps seats"), "{started}");
        assert!(!started.contains("House rules"), "{started}");
    }

    #[test]
    fn the_lobby_speaks_the_servers_language() {
        let mut l = lobby(Rules::classic());
        l.players.push(PlayerSlot::Computer {
            name: "Ada (computer)".into(),
            kind: "heuristic".into(),
        });
        let fi = lobby_message(Lang::Fi, &l);
        let text = fi.to_text();
        assert!(text.contains("**Host** (avaaja) · puolue 1"), "{text}");
        assert!(text.contains("paikat 1 & 3 vastaan 2 & 4"), "{text}");
        assert!(text.contains("*vapaa*"), "{text}");
        let sv = lobby_message(Lang::Sv, &l);
        let labels: Vec<&str> = sv
            .components()
            .rows
            .iter()
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.iter().map(|b| b.label.as_str()).collect(),
                Row::Select(_) => Vec::new(),
            })
            .collect();
        assert!(labels.contains(&"Gå med"), "{labels:?}");
        assert_eq!(game_started_text(Lang::Sv, "Ann"), "Ann startade spelet.");
        for lang in Lang::ALL {
            assert!(violations(&lobby_message(lang, &l)).is_empty(), "{lang}");
        }
    }

    /// The select that adds a computer player: its id is the old button's (`l:<thread>:cpu`,
    /// so a lobby posted before the levels keeps working), its values the levels' names,
    /// strongest first, with their words in each language; it goes once every seat is taken.
    #[test]
    fn the_add_computer_select_offers_the_levels_strongest_first() {
        let add = |msg: &Message| {
            msg.components().rows.iter().find_map(|row| match row {
                Row::Select(select) if select.custom_id == "l:100:cpu" => Some(select.clone()),
                _ => None,
            })
        };
        let mut l = lobby(Rules::classic());
        for (lang, labels) in [
            (Lang::En, ["Strong", "Good", "Basic"]),
            (Lang::Fi, ["Vahva", "Hyvä", "Perustaso"]),
            (Lang::Sv, ["Stark", "Bra", "Enkel"]),
        ] {
            let select = add(&lobby_message(lang, &l)).expect("the add-computer select");
            let values: Vec<&str> = select.options.iter().map(|o| o.1.as_str()).collect();
            assert_eq!(values, ["strong", "good", "basic"], "{lang}");
            let shown: Vec<&str> = select.options.iter().map(|o| o.0.as_str()).collect();
            assert_eq!(shown, labels, "{lang}");
            assert!(select.options.iter().all(|o| o.2.is_some()), "{lang}");
            assert_eq!((select.min, select.max), (1, 1));
        }
        for (n, kind) in ["strong", "good", "basic"].into_iter().enumerate() {
            l.players.push(PlayerSlot::Computer {
                name: format!("C{n} (computer)"),
                kind: kind.into(),
            });
        }
        let full = lobby_message(Lang::Fi, &l);
        assert!(add(&full).is_none(), "no free seat");
        let text = full.to_text();
        assert!(text.contains("**C0 (tietokone, vahva)**"), "{text}");
        assert!(text.contains("**C1 (tietokone, hyvä)**"), "{text}");
        assert!(text.contains("**C2 (tietokone, perustaso)**"), "{text}");
    }

    #[test]
    fn house_rules_are_shown_to_whoever_joins() {
        let mut rules = Rules::classic();
        rules.going_out.answer_binds = false;
        let text = lobby_message(Lang::En, &lobby(rules.clone())).to_text();
        assert!(text.contains("House rules"), "{text}");
        assert!(text.contains("is advice only"), "{text}");
        assert!(table_opened_text(Lang::En, "Host", &rules, 5)
            .contains("classic rules with house rules"));
        assert!(!table_opened_text(Lang::En, "Host", &Rules::classic(), 5).contains("house rules"));
        assert_eq!(
            table_opened_text(Lang::En, "Host", &rules, 5),
            "Host opened a Canasta table (classic rules with house rules, to 5000): join in <#5>."
        );
    }

    #[test]
    fn a_new_target_is_named_as_the_target_not_as_house_rules() {
        let mut rules = Rules::classic();
        rules.target = 100;
        let text = lobby_message(Lang::En, &lobby(rules.clone())).to_text();
        assert!(!text.contains("House rules"), "{text}");
        assert!(text.contains("First to 100 points wins"), "{text}");
        assert!(text.contains("classic rules play to 5000"), "{text}");
        let opened = table_opened_text(Lang::En, "Host", &rules, 5);
        assert!(!opened.contains("house rules"), "{opened}");
        assert!(opened.contains("(classic rules, to 100)"), "{opened}");
        let usual = lobby_message(Lang::En, &lobby(Rules::classic())).to_text();
        assert!(usual.contains("First to 5000 points wins."), "{usual}");
    }

    #[test]
    fn every_preset_renders_within_limits() {
        for name in canasta_engine::PRESET_NAMES {
            let mut l = lobby(Rules::preset(name).unwrap());
            for i in 1..l.rules.table.seats {
                l.players.push(PlayerSlot::Human {
                    user_id: u64::from(i) + 1,
                    name: "x".repeat(40),
                });
            }
            for lang in Lang::ALL {
                assert!(
                    violations(&lobby_message(lang, &l)).is_empty(),
                    "{name} {lang}"
                );
            }
        }
    }
}
