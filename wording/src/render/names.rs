//! Player names by seat, and the names of teams and scoring sides built from them.

use super::words::CardNaming;
use crate::lang::Lang;
use crate::payload::limits::clip;
use crate::tr;
use canasta_engine::players::PlayerKind;
use canasta_engine::Rules;
use canasta_records::{GameRecord, PlayerSlot};

/// The longest name shown (Discord display names are at most 32 characters).
pub const MAX_NAME: usize = 32;

/// `name` as messages show it: cut to [`MAX_NAME`] characters.
pub fn shown_name(name: &str) -> String {
    clip(name, MAX_NAME)
}

/// What the table service puts after a computer player's name when it stores it
/// (`Ada (computer)`, `Aino (computer)` for the autopilot holding Aino's seat). Stored names
/// keep this English mark; messages show it in their reader's language, with the player's
/// level ([`seat_name`]).
pub const COMPUTER_SUFFIX: &str = " (computer)";

/// The player in a seat as messages in `lang` show them: a computer player's stored mark in
/// the reader's words, with its level (`Ada (tietokone, vahva)`; a seat stored before the
/// levels reads as basic), cut to [`MAX_NAME`] characters.
pub fn seat_name(lang: Lang, slot: &PlayerSlot) -> String {
    match (
        slot.computer_kind(),
        slot.name().strip_suffix(COMPUTER_SUFFIX),
    ) {
        (Some(kind), Some(name)) => shown_name(&tr!(
            lang,
            "names-computer",
            name = name,
            level = level_name(lang, kind)
        )),
        _ => shown_name(slot.name()),
    }
}

/// A computer player's level as a seat's name shows it: "strong", "vahva", "stark".
pub fn level_name(lang: Lang, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Strong => tr!(lang, "names-level-strong"),
        PlayerKind::Good => tr!(lang, "names-level-good"),
        PlayerKind::Basic => tr!(lang, "names-level-basic"),
        PlayerKind::Random => tr!(lang, "names-level-random"),
    }
}

/// Seat names, which seats score together (a side: a team, or one player in cutthroat), and
/// how the game's cards are named (with their suits where its rules play sequences): what every
/// line about a game needs from its rules to name its players and cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    seats: Vec<String>,
    sides: Vec<Vec<usize>>,
    cards: CardNaming,
    /// "someone" and "nobody", in the language of the names.
    someone: String,
    nobody: String,
}

impl Names {
    /// Names for the seats of `rules`; missing or blank names become "Seat N" (in `lang`).
    pub fn new<S: AsRef<str>>(lang: Lang, rules: &Rules, names: &[S]) -> Names {
        let count = rules.table.seats as usize;
        let seats = (0..count)
            .map(|s| match names.get(s).map(|n| n.as_ref().trim()) {
                Some(n) if !n.is_empty() => shown_name(n),
                _ => tr!(lang, "names-seat", number = s + 1),
            })
            .collect();
        let mut sides = vec![Vec::new(); rules.team_count()];
        for seat in 0..count {
            if let Some(side) = sides.get_mut(rules.team_of(seat)) {
                side.push(seat);
            }
        }
        Names {
            seats,
            sides,
            cards: CardNaming::of(&rules.melding),
            someone: tr!(lang, "names-someone"),
            nobody: tr!(lang, "names-nobody"),
        }
    }

    /// The seat's name ("someone" for a seat that does not exist).
    pub fn seat(&self, seat: usize) -> &str {
        self.seats.get(seat).map_or(&self.someone, String::as_str)
    }

    /// Several seats: "Alice", "Alice & Carol", "Alice, Bob & Carol".
    pub fn group(&self, seats: &[usize]) -> String {
        let names: Vec<&str> = seats.iter().map(|&s| self.seat(s)).collect();
        match names.split_last() {
            None => self.nobody.clone(),
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} & {last}", rest.join(", ")),
        }
    }

    /// The seats that score for `side`.
    pub fn side_seats(&self, side: usize) -> &[usize] {
        self.sides.get(side).map_or(&[], Vec::as_slice)
    }

    /// A scoring side's name: its members.
    pub fn side(&self, side: usize) -> String {
        self.group(self.side_seats(side))
    }

    /// Number of scoring sides.
    pub fn side_count(&self) -> usize {
        self.sides.len()
    }

    /// How the game's cards are named ([`CardNaming::of`] its rules).
    pub fn cards(&self) -> CardNaming {
        self.cards
    }
}

/// The names of a game's seats and sides, as every message in `lang` shows them.
pub fn names_of(lang: Lang, record: &GameRecord) -> Names {
    let names: Vec<String> = record.players.iter().map(|p| seat_name(lang, p)).collect();
    Names::new(lang, &record.rules, &names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn computer(kind: &str) -> PlayerSlot {
        PlayerSlot::Computer {
            name: format!("Ada{COMPUTER_SUFFIX}"),
            kind: kind.into(),
        }
    }

    /// A computer player's mark and level are in the reader's language (a seat stored before
    /// the levels, `heuristic`, is basic); a human's name is as it is, even when it happens to
    /// end the same way.
    #[test]
    fn computer_players_are_marked_with_their_level_in_each_language() {
        let strong = computer("strong");
        assert_eq!(seat_name(Lang::En, &strong), "Ada (computer, strong)");
        assert_eq!(seat_name(Lang::Fi, &strong), "Ada (tietokone, vahva)");
        assert_eq!(seat_name(Lang::Sv, &strong), "Ada (dator, stark)");
        let good = computer("good");
        assert_eq!(seat_name(Lang::En, &good), "Ada (computer, good)");
        assert_eq!(seat_name(Lang::Fi, &good), "Ada (tietokone, hyvä)");
        assert_eq!(seat_name(Lang::Sv, &good), "Ada (dator, bra)");
        for old in [computer("heuristic"), computer("basic")] {
            assert_eq!(seat_name(Lang::En, &old), "Ada (computer, basic)");
            assert_eq!(seat_name(Lang::Fi, &old), "Ada (tietokone, perustaso)");
            assert_eq!(seat_name(Lang::Sv, &old), "Ada (dator, enkel)");
        }
        // The longest stored name and level still fit Discord's limits.
        let long = PlayerSlot::Computer {
            name: format!("{}{COMPUTER_SUFFIX}", "x".repeat(32)),
            kind: "basic".into(),
        };
        assert_eq!(seat_name(Lang::Fi, &long).chars().count(), MAX_NAME);
        let human = PlayerSlot::Human {
            user_id: 1,
            name: "Bo (computer)".into(),
        };
        assert_eq!(seat_name(Lang::Fi, &human), "Bo (computer)");
    }

    #[test]
    fn seats_sides_and_fallbacks() {
        let names = Names::new(
            Lang::En,
            &Rules::classic(),
            &["Alice", "Bob", " ", &"x".repeat(40)],
        );
        assert_eq!(names.seat(0), "Alice");
        assert_eq!(names.seat(2), "Seat 3");
        assert_eq!(names.seat(3).chars().count(), MAX_NAME);
        assert_eq!(names.seat(9), "someone");
        assert_eq!(names.side(1), format!("Bob & {}", names.seat(3)));
        assert_eq!(names.group(&[0, 1, 2]), "Alice, Bob & Seat 3");
        let solo = Names::new(
            Lang::En,
            &Rules::preset("cutthroat").unwrap(),
            &["A", "B", "C"],
        );
        assert_eq!(solo.side_count(), 3);
        assert_eq!(solo.side(2), "C");
    }
}
