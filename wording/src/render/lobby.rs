//! The lobby message: the rule set, the seats and teams, and the buttons to join, leave, add
//! a computer player, start or cancel, plus the host's select to swap seats (that is how
//! partners are arranged).

use super::house_rules::house_rules_lines;
use super::names::shown_name;
use crate::payload::{
    Button, ButtonStyle, Colour, Components, Embed, Message, Row, Select, ThreadName,
};
use crate::table_id::{LobbyControl, TableId};
use canasta_engine::rules::Seating;
use canasta_engine::Rules;
use canasta_storage::{LobbyRecord, LobbyState, MoveClock, PlayerSlot, TimeoutPolicy};

/// "Team 1", ... or nothing when everyone plays alone.
fn team_label(rules: &Rules, seat: usize) -> Option<String> {
    match rules.table.seating {
        Seating::Partnerships { teams } if teams < rules.table.seats => {
            Some(format!("team {}", rules.team_of(seat) + 1))
        }
        Seating::RotatingFive => Some(format!("team {}", rules.team_of(seat) + 1)),
        Seating::Partnerships { .. } | Seating::Cutthroat => None,
    }
}

/// Who sits where, one line per seat (empty seats too).
pub fn seat_lines(lobby: &LobbyRecord) -> String {
    let rules = &lobby.rules;
    (0..usize::from(rules.table.seats))
        .map(|seat| {
            let who = match lobby.players.get(seat) {
                Some(p @ PlayerSlot::Human { user_id, .. }) if *user_id == lobby.host_id => {
                    format!("**{}** (host)", shown_name(p.name()))
                }
                Some(p) => format!("**{}**", shown_name(p.name())),
                None => "*empty*".into(),
            };
            match team_label(rules, seat) {
                Some(team) => format!("{}. {who} · {team}", seat + 1),
                None => format!("{}. {who}", seat + 1),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// How the seats form teams, in a sentence.
fn teams_text(rules: &Rules, open: bool) -> String {
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
            let arrange = if open {
                " The host swaps seats to arrange partners."
            } else {
                ""
            };
            format!("Partners: seats {}.{arrange}", sides.join(" against "))
        }
        Seating::Partnerships { .. } => "Everyone plays alone.".into(),
        Seating::Cutthroat => {
            "Everyone plays alone until someone takes the pile; the other two then play \
             together for the rest of the deal."
                .into()
        }
        Seating::RotatingFive => "Seats 1 & 3 against 2, 4 & 5; one of the three sits out \
             each deal."
            .into(),
    }
}

/// "First to 5000 points wins.", saying so when the table changed its rule set's target.
fn target_text(rules: &Rules) -> String {
    let usual = Rules::preset(&rules.name)
        .map(|preset| preset.target)
        .filter(|&usual| usual != rules.target);
    match usual {
        Some(usual) => format!(
            "First to {} points wins (this table's target; {} rules play to {usual}).",
            rules.target, rules.name
        ),
        None => format!("First to {} points wins.", rules.target),
    }
}

/// The lobby as a message: its embed, and its controls while it is open.
pub fn lobby_message(lobby: &LobbyRecord) -> Message {
    let rules = &lobby.rules;
    let taken = lobby.players.len();
    let seats = usize::from(rules.table.seats);
    let (title, status, colour) = match lobby.state {
        LobbyState::Open => (
            format!("Canasta table — {} rules", rules.name),
            format!(
                "{taken} of {seats} seats taken. Join, or fill seats with computer players; the \
                 host starts when every seat is taken."
            ),
            Colour::NEUTRAL,
        ),
        LobbyState::Started { .. } => (
            format!("Canasta — {} rules", rules.name),
            "The game has started: play below in this thread.".to_string(),
            Colour::TURN,
        ),
        LobbyState::Cancelled => (
            format!("Canasta table — {} rules", rules.name),
            "This table was closed.".to_string(),
            Colour::ERROR,
        ),
    };
    let open = lobby.state == LobbyState::Open;
    let mut embed = Embed::new(title)
        .description(format!(
            "{status}\n{} {}",
            teams_text(rules, open),
            target_text(rules)
        ))
        .field("Seats", seat_lines(lobby), false);
    embed = embed.field("Move clock", clock_text(lobby.move_clock), false);
    embed = embed.field(
        "When a clock runs out",
        timeout_text(lobby.on_timeout.unwrap_or_default()),
        false,
    );
    let house = house_rules_lines(rules);
    if !house.is_empty() {
        embed = embed.field("House rules", house.join("\n"), false);
    }
    let embed = embed
        .footer("/rules shows the rules of this table; /help shows how to play.")
        .colour(colour);
    let components = match lobby.state {
        LobbyState::Open => lobby_components(lobby),
        LobbyState::Started { .. } | LobbyState::Cancelled => Components::default(),
    };
    Message::embed(embed).with_components(components)
}

fn lobby_components(lobby: &LobbyRecord) -> Components {
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
    let button = |control, label: &str, style, disabled| Button {
        custom_id: id(control),
        label: label.into(),
        style,
        disabled,
    };
    let mut rows = vec![
        Row::Buttons(vec![
            button(LobbyControl::Join, "Join", ButtonStyle::Primary, full),
            button(LobbyControl::Leave, "Leave", ButtonStyle::Secondary, false),
            button(
                LobbyControl::AddComputer,
                "Add computer player",
                ButtonStyle::Secondary,
                full,
            ),
            button(
                LobbyControl::RemoveComputer,
                "Remove computer player",
                ButtonStyle::Secondary,
                !has_computer,
            ),
        ]),
        Row::Buttons(vec![
            button(LobbyControl::Start, "Start", ButtonStyle::Success, !full),
            button(LobbyControl::Cancel, "Cancel", ButtonStyle::Danger, false),
            button(
                LobbyControl::Clock,
                &clock_button(lobby.move_clock),
                ButtonStyle::Secondary,
                false,
            ),
            button(
                LobbyControl::Timeout,
                timeout_button(lobby.on_timeout.unwrap_or_default()),
                ButtonStyle::Secondary,
                false,
            ),
        ]),
    ];
    if lobby.players.len() >= 2 {
        let options = lobby
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let team = team_label(&lobby.rules, seat).unwrap_or_default();
                (
                    format!("{}. {}", seat + 1, shown_name(p.name())),
                    seat.to_string(),
                    (!team.is_empty()).then_some(team),
                )
            })
            .collect();
        rows.push(Row::Select(Select {
            custom_id: id(LobbyControl::Swap),
            placeholder: "Host: choose two seats to swap".into(),
            options,
            min: 2,
            max: 2,
        }));
    }
    Components { rows }
}

/// What the lobby says of the table's move clock (`None`: the server's default, decided when
/// the game starts).
pub fn clock_text(clock: Option<MoveClock>) -> String {
    let hours = match clock {
        None => {
            return "The server's default (`/canasta settings`). (Host: the button switches.)"
                .into()
        }
        Some(clock) => clock.move_hours,
    };
    match hours {
        None => "No clock: nobody is timed; reminders only as the server sets them. (Host: the \
                 button switches: none, 8 h, 24 h, 72 h.)"
            .into(),
        Some(h) => format!(
            "{h} h a move ({} h to answer \"May I go out?\"); a reminder when 80% has run. \
             (Host: the button switches: none, 8 h, 24 h, 72 h.)",
            clock.and_then(|c| c.answer_hours).unwrap_or(h)
        ),
    }
}

/// The host's button that switches the clock, labelled with the current one.
fn clock_button(clock: Option<MoveClock>) -> String {
    match clock.map(|c| c.move_hours) {
        None => "Clock: server default".into(),
        Some(None) => "Clock: none".into(),
        Some(Some(h)) => format!("Clock: {h} h"),
    }
}

/// The lobby's line for [`TimeoutPolicy::Autopilot`]; its count is
/// `canasta_storage::MISSED_TURNS_TO_HAND_OVER` (checked by a test).
const AUTOPILOT_TEXT: &str = "The autopilot plays that turn for the player; after 3 missed turns \
                              in a row their seat is offered to a substitute. (Host: the button \
                              switches.)";

/// What the lobby says happens when a player's clock runs out.
pub fn timeout_text(policy: TimeoutPolicy) -> &'static str {
    match policy {
        TimeoutPolicy::Autopilot => AUTOPILOT_TEXT,
        TimeoutPolicy::Wait => {
            "The table waits for the player: reminders only. (Host: the button switches.)"
        }
    }
}

/// The host's button that switches the policy, labelled with the current one.
fn timeout_button(policy: TimeoutPolicy) -> &'static str {
    match policy {
        TimeoutPolicy::Autopilot => "Clock runs out: autopilot",
        TimeoutPolicy::Wait => "Clock runs out: wait",
    }
}

/// The short public line in the channel that announces a new table.
pub fn table_opened_text(host: &str, rules: &Rules, thread_id: u64) -> String {
    let house = if house_rules_lines(rules).is_empty() {
        ""
    } else {
        " with house rules"
    };
    format!(
        "{} opened a Canasta table ({} rules{house}, to {}): join in <#{thread_id}>.",
        shown_name(host),
        rules.name,
        rules.target
    )
}

/// The name of a new table's thread.
pub fn thread_name(rules: &Rules, host: &str) -> ThreadName {
    ThreadName::new(&format!("Canasta · {} · {host}", rules.name))
}

/// The line after a lobby was closed by `who`.
pub fn lobby_closed_text(who: &str) -> String {
    format!("{} closed this table.", shown_name(who))
}

/// The line in the thread after the host started the game, above the first table.
pub fn game_started_text(who: &str) -> String {
    format!("{} started the game.", shown_name(who))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_autopilot_line_counts_the_turns_the_store_hands_a_seat_over_after() {
        let count = format!(
            "after {} missed turns",
            canasta_storage::MISSED_TURNS_TO_HAND_OVER
        );
        assert!(super::AUTOPILOT_TEXT.contains(&count));
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
        let msg = lobby_message(&l);
        assert!(violations(&msg).is_empty());
        let text = msg.to_text();
        assert!(text.contains("**Host** (host) · team 1"), "{text}");
        assert!(text.contains("seats 1 & 3 against 2 & 4"), "{text}");
        assert_eq!(msg.components().custom_ids().len(), 8);
        assert!(text.contains("The autopilot plays that turn"), "{text}");
        assert!(msg.components().custom_ids().contains(&"l:100:clock"));
        assert!(text.contains("The server's default"), "{text}");
        l.move_clock = Some(canasta_storage::MoveClock::per_move(72));
        let text = lobby_message(&l).to_text();
        assert!(text.contains("72 h a move (18 h to answer"), "{text}");
        assert!(text.contains("Clock: 72 h"), "{text}");
        l.move_clock = Some(canasta_storage::MoveClock::none());
        assert!(lobby_message(&l).to_text().contains("No clock"));
        assert!(msg.components().custom_ids().contains(&"l:100:timeout"));
        l.players.push(PlayerSlot::Computer {
            name: "Ada (computer)".into(),
            kind: "heuristic".into(),
        });
        assert_eq!(lobby_message(&l).components().custom_ids().len(), 9);
        l.on_timeout = Some(TimeoutPolicy::Wait);
        let text = lobby_message(&l).to_text();
        assert!(text.contains("The table waits for the player"), "{text}");
        l.state = LobbyState::Cancelled;
        assert!(lobby_message(&l).components().rows.is_empty());
        l.state = LobbyState::Started {
            game: canasta_storage::GameId(1),
        };
        let started = lobby_message(&l).to_text();
        assert!(!started.contains("swaps seats"), "{started}");
        assert!(!started.contains("House rules"), "{started}");
    }

    #[test]
    fn house_rules_are_shown_to_whoever_joins() {
        let mut rules = Rules::classic();
        rules.going_out.answer_binds = false;
        let text = lobby_message(&lobby(rules.clone())).to_text();
        assert!(text.contains("House rules"), "{text}");
        assert!(text.contains("is advice only"), "{text}");
        assert!(table_opened_text("Host", &rules, 5).contains("classic rules with house rules"));
        assert!(!table_opened_text("Host", &Rules::classic(), 5).contains("house rules"));
    }

    #[test]
    fn a_new_target_is_named_as_the_target_not_as_house_rules() {
        let mut rules = Rules::classic();
        rules.target = 100;
        let text = lobby_message(&lobby(rules.clone())).to_text();
        assert!(!text.contains("House rules"), "{text}");
        assert!(text.contains("First to 100 points wins"), "{text}");
        assert!(text.contains("classic rules play to 5000"), "{text}");
        let opened = table_opened_text("Host", &rules, 5);
        assert!(!opened.contains("house rules"), "{opened}");
        assert!(opened.contains("(classic rules, to 100)"), "{opened}");
        let usual = lobby_message(&lobby(Rules::classic())).to_text();
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
            assert!(violations(&lobby_message(&l)).is_empty(), "{name}");
        }
    }
}
