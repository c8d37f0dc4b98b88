//! What a batch of a game's public posts is for, and the nonce of each post in it (issue 14:
//! exactly-once posts). The Discord layer sends each post with its nonce and asks Discord to
//! enforce it, so a post sent again (the bot stopped between the post and the record that it
//! went out, or Discord stored a post but its answer was lost) returns the message already
//! there instead of a second one.
//!
//! The nonce depends only on what the posts are for, never on when or how often they are
//! tried: the posts of the moves after version `from` up to version `to` are keyed by both
//! ends, as the retry rebuilds exactly that range from the game's log
//! ([`crate::render::announce_gathered::gathered_posts`] keeps the same cuts whether the
//! posts go out at once or late). A range that grew in between (more moves) gets a new nonce:
//! its lines are posted again rather than lost.

use crate::render::acted::Acted;

/// Discord's longest nonce string.
pub const MAX_NONCE_LEN: usize = 25;

/// What a batch of posts of one game is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PostKind {
    /// The posts of the moves after version `from` up to version `to` (gathered posts, with
    /// the table, the mention of who acts next, deal scores, the game's end, seat offers).
    Moves {
        /// The game's version before the first move.
        from: u64,
        /// The game's version after the last move.
        to: u64,
    },
    /// The first posts of a game that started at `version`.
    Start {
        /// The new game's version.
        version: u64,
    },
    /// The reminder of the turn that the game awaits at `version` (one a turn).
    Reminder {
        /// The game's version while the turn waits.
        version: u64,
    },
    /// The post saying the game was stopped (resigned or abandoned) at `version`.
    Stopped {
        /// The game's version when it stopped.
        version: u64,
    },
}

/// A batch of public posts of one game: the nonce of each is derived from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PostKey {
    /// The game's id.
    pub game: u64,
    /// What the posts are for.
    pub kind: PostKind,
}

impl PostKey {
    /// The key of the posts of `gathered` (oldest first) in `game`: from the version before
    /// the first to the version after the last. `None` for no moves.
    pub fn moves(game: u64, gathered: &[Acted]) -> Option<PostKey> {
        let (first, last) = (gathered.first()?, gathered.last()?);
        Some(PostKey {
            game,
            kind: PostKind::Moves {
                from: first.before.version,
                to: last.after.version,
            },
        })
    }

    /// The nonce of the post at `part` (0 for the first) of this batch: at most
    /// [`MAX_NONCE_LEN`] decimal digits, the same in every run of the bot.
    pub fn nonce(&self, part: usize) -> String {
        let (tag, a, b) = match self.kind {
            PostKind::Moves { from, to } => (1u8, from, to),
            PostKind::Start { version } => (2, version, 0),
            PostKind::Reminder { version } => (3, version, 0),
            PostKind::Stopped { version } => (4, version, 0),
        };
        let mut hash = Fnv1a::default();
        hash.write(&self.game.to_be_bytes());
        hash.write(&[tag]);
        hash.write(&a.to_be_bytes());
        hash.write(&b.to_be_bytes());
        hash.write(&(part as u64).to_be_bytes());
        hash.0.to_string()
    }
}

/// The nonce of a server's own report (issue 15: the weekly report, a season's final
/// standings), named by its kind's `tag` and its `period` (the records'
/// `ReportKey::tag_and_period`): the same in every run, so a report sent again after a stop
/// is kept once.
pub fn report_nonce(guild: u64, tag: u8, period: u64) -> String {
    let mut hash = Fnv1a::default();
    hash.write(&guild.to_be_bytes());
    hash.write(&[5, tag]);
    hash.write(&period.to_be_bytes());
    hash.0.to_string()
}

/// Where a post's mark starts: U+2063 INVISIBLE SEPARATOR.
const MARK_START: char = '\u{2063}';
/// The mark's digits, two of these for each decimal digit of the nonce (base 4): ZERO WIDTH
/// SPACE, ZERO WIDTH NON-JOINER, ZERO WIDTH JOINER, WORD JOINER. Like [`MARK_START`], each is a
/// Unicode Default_Ignorable_Code_Point: clients draw nothing for them, screen readers say
/// nothing, and none is white space, so Discord's trimming of a message keeps them.
const MARK_DIGITS: [char; 4] = ['\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}'];
/// The longest mark, in UTF-16 units (Discord's measure of content): the start and two
/// characters for each of a `u64`'s at most 20 digits. Gathered posts keep this much room.
pub const MAX_MARK_LEN: usize = 1 + 2 * 20;

/// The invisible mark that carries `nonce` (decimal digits, as [`PostKey::nonce`] and
/// [`report_nonce`] make them) at the end of a post's text; `None` for any other nonce.
pub fn mark(nonce: &str) -> Option<String> {
    if nonce.is_empty() || 2 * nonce.len() + 1 > MAX_MARK_LEN {
        return None;
    }
    let mut out = String::from(MARK_START);
    for digit in nonce.chars() {
        let d = digit.to_digit(10)? as usize;
        out.push(MARK_DIGITS[d / 4]);
        out.push(MARK_DIGITS[d % 4]);
    }
    Some(out)
}

/// The nonce whose [`mark`] ends `content`, if it carries one.
pub fn marked_nonce(content: &str) -> Option<String> {
    let (_, tail) = content.rsplit_once(MARK_START)?;
    let values: Vec<u32> = tail
        .chars()
        .map(|c| MARK_DIGITS.iter().position(|&m| m == c).map(|v| v as u32))
        .collect::<Option<_>>()?;
    if values.is_empty() || !values.len().is_multiple_of(2) {
        return None;
    }
    values
        .chunks(2)
        .map(|pair| char::from_digit(pair[0] * 4 + pair[1], 10))
        .collect()
}

/// `content` without the [`mark`] that ends it, if any: the text people read.
pub fn without_mark(content: &str) -> &str {
    match content.rsplit_once(MARK_START) {
        Some((text, _)) if marked_nonce(content).is_some() => text,
        _ => content,
    }
}

/// The 64-bit FNV-1a hash: fixed by its definition, so a nonce does not change with the
/// compiler or between runs (std's hasher promises neither).
struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv1a {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn moves(game: u64, from: u64, to: u64) -> PostKey {
        PostKey {
            game,
            kind: PostKind::Moves { from, to },
        }
    }

    #[test]
    fn a_nonce_is_fixed_by_what_the_post_is_for() {
        // Pinned: a bot updated between a post and its retry must derive the same nonce.
        assert_eq!(moves(7, 3, 5).nonce(0), "3341410632839714629");
        assert_eq!(moves(7, 3, 5).nonce(0), moves(7, 3, 5).nonce(0));
    }

    #[test]
    fn nonces_fit_discord() {
        for key in [moves(u64::MAX, u64::MAX, u64::MAX), moves(0, 0, 0)] {
            for part in [0, 1, usize::MAX] {
                let nonce = key.nonce(part);
                assert!(!nonce.is_empty() && nonce.len() <= MAX_NONCE_LEN, "{nonce}");
                assert!(nonce.bytes().all(|b| b.is_ascii_digit()));
            }
        }
    }

    #[test]
    fn different_posts_get_different_nonces() {
        let mut keys = vec![];
        for game in [1, 2, 1 << 40] {
            for (from, to) in [(0, 1), (0, 2), (1, 2), (2, 3)] {
                keys.push(moves(game, from, to));
            }
            for version in [0, 1, 2] {
                keys.push(PostKey {
                    game,
                    kind: PostKind::Start { version },
                });
                keys.push(PostKey {
                    game,
                    kind: PostKind::Reminder { version },
                });
                keys.push(PostKey {
                    game,
                    kind: PostKind::Stopped { version },
                });
            }
        }
        let nonces: Vec<String> = keys
            .iter()
            .flat_map(|k| (0..3).map(|part| k.nonce(part)))
            .collect();
        let distinct: HashSet<&String> = nonces.iter().collect();
        assert_eq!(distinct.len(), nonces.len());
    }

    #[test]
    fn a_mark_carries_its_nonce_invisibly_and_fits_its_room() {
        for nonce in [
            moves(7, 3, 5).nonce(0),
            moves(u64::MAX, u64::MAX, u64::MAX).nonce(9),
            u64::MAX.to_string(),
            "0".to_owned(),
            report_nonce(7, b'W', 1000),
        ] {
            let mark = mark(&nonce).expect("a nonce of digits has a mark");
            assert!(mark.encode_utf16().count() <= MAX_MARK_LEN, "{nonce}");
            assert!(mark
                .chars()
                .all(|c| c == MARK_START || MARK_DIGITS.contains(&c)));
            assert!(mark.chars().all(|c| !c.is_whitespace()), "not trimmed away");
            let post = format!("Aino discarded a 9.\n<@42>, your turn.{mark}");
            assert_eq!(marked_nonce(&post), Some(nonce.clone()));
            assert_eq!(
                without_mark(&post),
                "Aino discarded a 9.\n<@42>, your turn."
            );
            assert_eq!(marked_nonce(&mark), Some(nonce));
        }
    }

    #[test]
    fn only_a_whole_mark_is_read() {
        assert_eq!(mark("12a"), None);
        assert_eq!(mark(""), None);
        assert_eq!(mark(&"1".repeat(21)), None);
        assert_eq!(marked_nonce("Aino discarded a 9."), None);
        let whole = mark("3341410632839714629").expect("a mark");
        // Cut, or followed by text the bot did not write: not a mark.
        let cut: String = whole.chars().take(whole.chars().count() - 1).collect();
        assert_eq!(marked_nonce(&cut), None);
        assert_eq!(marked_nonce(&format!("{whole} thanks")), None);
        // A pair beyond 9 is no digit.
        let beyond = format!("{MARK_START}{}{}", MARK_DIGITS[3], MARK_DIGITS[3]);
        assert_eq!(marked_nonce(&beyond), None);
    }

    #[test]
    fn a_reports_nonce_is_fixed_and_its_own() {
        assert_eq!(report_nonce(7, b'W', 1000), report_nonce(7, b'W', 1000));
        let all = [
            report_nonce(7, b'W', 1000),
            report_nonce(8, b'W', 1000),
            report_nonce(7, b'M', 1000),
            report_nonce(7, b'W', 1001),
            moves(7, 0, 0).nonce(0),
        ];
        let distinct: HashSet<&String> = all.iter().collect();
        assert_eq!(distinct.len(), all.len());
        assert!(all.iter().all(|n| n.len() <= MAX_NONCE_LEN));
    }
}
