//! How long a player is away (`/canasta away 3d`): days and hours, as people write them.
//!
//! | you type | means |
//! |---|---|
//! | `3d`, `3 days`, `3` | three days (a bare number is days) |
//! | `12h`, `12 hours` | twelve hours |
//! | `1d 12h`, `1d12h` | a day and a half |
//! | `1w` | a week |
//! | `0`, `back`, `off` | not away any more |
//!
//! The Finnish and Swedish units are read too, by everyone (issue 16): `3 pv`, `3 päivää`,
//! `12 t`, `12 tuntia`, `1 vk`, `1 viikko`; `3 dagar`, `12 tim`, `12 timmar`, `1 v`, `1 vecka`;
//! and `takaisin`, `tillbaka` for back.

/// One hour in ms.
const HOUR_MS: u64 = 3_600_000;

/// Reads a duration in the forms above, in ms; `None` when it is not one (or is absurdly
/// long: more than a year).
pub fn parse_away(text: &str) -> Option<u64> {
    let text = text.trim().to_lowercase();
    if matches!(
        text.as_str(),
        "back" | "off" | "none" | "takaisin" | "tillbaka"
    ) {
        return Some(0);
    }
    let mut total: u64 = 0;
    let mut rest = text.as_str();
    let mut parts = 0;
    while !rest.trim_start().is_empty() {
        rest = rest.trim_start();
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 || digits > 4 {
            return None;
        }
        let number: u64 = rest[..digits].parse().ok()?;
        rest = rest[digits..].trim_start();
        let unit_len: usize = rest
            .chars()
            .take_while(|c| c.is_alphabetic())
            .map(char::len_utf8)
            .sum();
        let unit = &rest[..unit_len];
        rest = &rest[unit_len..];
        let hours = match unit {
            "" | "d" | "day" | "days" | "pv" | "päivä" | "päivää" | "dag" | "dagar" => 24,
            "h" | "hr" | "hrs" | "hour" | "hours" | "t" | "tunti" | "tuntia" | "tim" | "timme"
            | "timmar" => 1,
            "w" | "week" | "weeks" | "vk" | "viikko" | "viikkoa" | "v" | "vecka" | "veckor" => {
                7 * 24
            }
            _ => return None,
        };
        total = total.checked_add(number.checked_mul(hours * HOUR_MS)?)?;
        parts += 1;
    }
    (parts > 0 && total <= 366 * 24 * HOUR_MS).then_some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: u64 = 24 * HOUR_MS;

    #[test]
    fn days_hours_and_weeks_are_read() {
        assert_eq!(parse_away("3d"), Some(3 * DAY));
        assert_eq!(parse_away(" 3 days "), Some(3 * DAY));
        assert_eq!(parse_away("3"), Some(3 * DAY));
        assert_eq!(parse_away("12h"), Some(12 * HOUR_MS));
        assert_eq!(parse_away("1d 12h"), Some(DAY + 12 * HOUR_MS));
        assert_eq!(parse_away("1d12h"), Some(DAY + 12 * HOUR_MS));
        assert_eq!(parse_away("1W"), Some(7 * DAY));
        assert_eq!(parse_away("back"), Some(0));
        assert_eq!(parse_away("0"), Some(0));
    }

    #[test]
    fn finnish_and_swedish_units_are_read() {
        assert_eq!(parse_away("3 päivää"), Some(3 * DAY));
        assert_eq!(parse_away("3pv 12t"), Some(3 * DAY + 12 * HOUR_MS));
        assert_eq!(parse_away("1 viikko"), Some(7 * DAY));
        assert_eq!(parse_away("2 dagar"), Some(2 * DAY));
        assert_eq!(parse_away("12 timmar"), Some(12 * HOUR_MS));
        assert_eq!(parse_away("1 v"), Some(7 * DAY));
        assert_eq!(parse_away("Takaisin"), Some(0));
        assert_eq!(parse_away("tillbaka"), Some(0));
    }

    #[test]
    fn anything_else_is_not_a_duration() {
        for text in ["", "d", "3x", "soon", "-3d", "99999d", "3d!", "1.5d"] {
            assert_eq!(parse_away(text), None, "{text:?}");
        }
    }
}
