//! Rating families: games of one table size and shape are rated together (issue 15).
//!
//! | family | presets (`rules` name of the result) |
//! |---|---|
//! | `partnership` | `classic`, `fast` (four seats in two partnerships; `fast` only speeds the play up) |
//! | `two-player` | `two-player` |
//! | `three-player` | `three-player`, `three-player-3decks` |
//! | `cutthroat` | `cutthroat` |
//! | `five` | `five-player` |
//! | `six` | `six-two-teams`, `six-three-teams` |
//! | `samba` | `samba`, `sitoumussamba` |
//!
//! A rule set of another name (a custom one) goes by its number of seats (three seats read
//! as three-player: a result does not tell cutthroat's seating apart). Every rated game also
//! counts in `overall`.

use canasta_storage::GameResult;

/// A group of rule sets rated together, or all of them (`Overall`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// Every rated game.
    Overall,
    /// Four players in two partnerships (classic, fast).
    Partnership,
    /// Two players.
    TwoPlayer,
    /// Three players, each alone.
    ThreePlayer,
    /// Cutthroat (three players, the solo against the other two each deal).
    Cutthroat,
    /// Five players (a pair against a trio).
    Five,
    /// Six players (two teams of three, or three teams of two).
    Six,
    /// Samba and Sitoumussamba.
    Samba,
}

impl Family {
    /// Every family, `Overall` first.
    pub const ALL: [Family; 8] = [
        Family::Overall,
        Family::Partnership,
        Family::TwoPlayer,
        Family::ThreePlayer,
        Family::Cutthroat,
        Family::Five,
        Family::Six,
        Family::Samba,
    ];

    /// The family of a game's result (never `Overall`: every game also counts there).
    pub fn of(result: &GameResult) -> Family {
        match result.rules.as_str() {
            "classic" | "fast" => Family::Partnership,
            "two-player" => Family::TwoPlayer,
            "three-player" | "three-player-3decks" => Family::ThreePlayer,
            "cutthroat" => Family::Cutthroat,
            "five-player" => Family::Five,
            "six-two-teams" | "six-three-teams" => Family::Six,
            "samba" | "sitoumussamba" => Family::Samba,
            _ => match (result.teams.iter().map(Vec::len).sum(), result.teams.len()) {
                (2, _) => Family::TwoPlayer,
                (3, _) => Family::ThreePlayer,
                (5, _) => Family::Five,
                (6, _) => Family::Six,
                _ => Family::Partnership,
            },
        }
    }

    /// The family's id in command options and custom ids (`overall`, `partnership`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Family::Overall => "overall",
            Family::Partnership => "partnership",
            Family::TwoPlayer => "two-player",
            Family::ThreePlayer => "three-player",
            Family::Cutthroat => "cutthroat",
            Family::Five => "five",
            Family::Six => "six",
            Family::Samba => "samba",
        }
    }

    /// The family named `name` (see [`Family::name`]).
    pub fn from_name(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The family's code in stored keys: never change or reuse one.
    pub(crate) fn code(self) -> u8 {
        match self {
            Family::Overall => 0,
            Family::Partnership => 1,
            Family::TwoPlayer => 2,
            Family::ThreePlayer => 3,
            Family::Cutthroat => 4,
            Family::Five => 5,
            Family::Six => 6,
            Family::Samba => 7,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::presets::PRESET_NAMES;
    use canasta_engine::Rules;
    use canasta_storage::GameId;

    fn result_of(rules: &Rules) -> GameResult {
        let seats = rules.seats();
        let mut teams = vec![Vec::new(); rules.team_count()];
        for seat in 0..seats {
            teams[rules.team_of(seat)].push(seat);
        }
        GameResult {
            game_id: GameId(1),
            guild_id: 1,
            channel_id: 1,
            rules: rules.name.clone(),
            players: Vec::new(),
            teams,
            scores: Vec::new(),
            winners: Vec::new(),
            deals: 1,
            started_at: 0,
            finished_at: 0,
            duration_ms: 0,
            outcome: canasta_storage::ResultEnd::Finished,
            players_at_start: Vec::new(),
            deal_lines: Vec::new(),
        }
    }

    #[test]
    fn every_preset_has_the_family_of_its_table_and_names_round_trip() {
        let expected = [
            ("classic", Family::Partnership),
            ("two-player", Family::TwoPlayer),
            ("three-player", Family::ThreePlayer),
            ("three-player-3decks", Family::ThreePlayer),
            ("cutthroat", Family::Cutthroat),
            ("five-player", Family::Five),
            ("six-two-teams", Family::Six),
            ("six-three-teams", Family::Six),
            ("fast", Family::Partnership),
            ("samba", Family::Samba),
            ("sitoumussamba", Family::Samba),
        ];
        assert_eq!(
            PRESET_NAMES.len(),
            expected.len(),
            "a new preset needs a family"
        );
        for (name, family) in expected {
            let rules = Rules::preset(name).expect("preset");
            assert_eq!(Family::of(&result_of(&rules)), family, "{name}");
            // A custom rule set of the same table lands in the same family (but Samba, cutthroat).
            let custom = Rules {
                name: "custom".into(),
                ..rules
            };
            if family != Family::Samba && family != Family::Cutthroat {
                assert_eq!(Family::of(&result_of(&custom)), family, "custom {name}");
            }
        }
        for family in Family::ALL {
            assert_eq!(Family::from_name(family.name()), Some(family));
        }
        let codes: std::collections::BTreeSet<u8> = Family::ALL.iter().map(|f| f.code()).collect();
        assert_eq!(codes.len(), Family::ALL.len());
    }
}
