//! Applying results to the kept boards, one at a time and in the results tree's order: the
//! one path both [`catch_up`](super::catch_up) and [`rebuild`](super::rebuild) take, so the
//! kept state and a rebuild agree bit for bit.

use super::counts::{is_rated, places, rated_players};
use super::rating::{Rating, MIN_GAMES_ON_BOARD};
use super::season::periods_of;
use super::weng_lin::rate;
use super::{Family, RatingChange};
use crate::error::TableError;
use canasta_storage::{
    BoardKey, GameResult, HistoryEntry, HistoryPoint, PlayerSlot, RatingBoard, RatingEntry,
    RatingPeriod, RatingsMark, RatingsWrite, ResultPos, Store, StoreError,
};
use std::collections::BTreeMap;

/// Boards being brought up to date, read from the store as they are first needed.
pub(crate) struct Keeper<'a> {
    /// Where kept boards are read from (`None`: start from nothing, a rebuild).
    store: Option<&'a Store>,
    guild: u64,
    boards: BTreeMap<BoardKey, RatingBoard>,
    history: Vec<HistoryEntry>,
    mark: RatingsMark,
    /// Whether to work out each change's rank (a rebuild does not need them).
    ranks: bool,
}

impl<'a> Keeper<'a> {
    /// Continues the kept state of `guild` in `store` from `mark`.
    pub(crate) fn continuing(store: &'a Store, guild: u64, mark: RatingsMark) -> Keeper<'a> {
        Keeper {
            store: Some(store),
            guild,
            boards: BTreeMap::new(),
            history: Vec::new(),
            mark,
            ranks: true,
        }
    }

    /// Starts `guild`'s ratings from nothing.
    pub(crate) fn fresh(guild: u64) -> Keeper<'a> {
        Keeper {
            store: None,
            guild,
            boards: BTreeMap::new(),
            history: Vec::new(),
            mark: RatingsMark::default(),
            ranks: false,
        }
    }

    /// The mark so far.
    pub(crate) fn mark(&self) -> &RatingsMark {
        &self.mark
    }

    fn board(&mut self, key: BoardKey) -> Result<&mut RatingBoard, TableError> {
        if !self.boards.contains_key(&key) {
            let kept = match self.store {
                Some(store) => store.rating_board(self.guild, key)?,
                None => RatingBoard::default(),
            };
            self.boards.insert(key, kept);
        }
        self.boards
            .get_mut(&key)
            .ok_or_else(|| TableError::Internal("a rating board just loaded is gone".into()))
    }

    /// Takes the result at `pos` into account (once: the caller feeds results in order,
    /// after the mark) and returns what it changed on the all-time boards.
    pub(crate) fn apply(
        &mut self,
        pos: ResultPos,
        read: Result<GameResult, StoreError>,
    ) -> Result<Vec<RatingChange>, TableError> {
        self.note_seen(pos);
        let result = match read {
            Ok(result) => result,
            Err(e) => {
                tracing::warn!(guild = self.guild, game = %pos.game, error = %e,
                    "a result cannot be read; the ratings skip it");
                return Ok(Vec::new());
            }
        };
        if !is_rated(&result) {
            return Ok(Vec::new());
        }
        self.mark.rated += 1;
        let players = rated_players(&result);
        let places = places(&result);
        let mut changes = Vec::new();
        for family in [Family::of(&result), Family::Overall] {
            for period in periods_of(result.finished_at) {
                let key = BoardKey {
                    family: family.code(),
                    period,
                };
                let ranks = self.ranks;
                let board = self.board(key)?;
                let rated = rate_game(board, &result.teams, players, &places);
                if period != RatingPeriod::AllTime {
                    continue;
                }
                let ranked: Vec<_> = rated
                    .into_iter()
                    .map(|(user, before, after)| {
                        let rank = if ranks { rank_of(board, user) } else { None };
                        (user, before, after, rank)
                    })
                    .collect();
                for (user_id, before, after, rank_after) in ranked {
                    self.history.push(HistoryEntry {
                        user: user_id,
                        family: family.code(),
                        at: pos,
                        point: HistoryPoint {
                            mu: after.mu,
                            sigma: after.sigma,
                            games: after.games,
                        },
                    });
                    changes.push(RatingChange {
                        user_id,
                        family,
                        before,
                        after,
                        rank_after,
                    });
                }
            }
        }
        Ok(changes)
    }

    /// Whether the result at `pos` was taken into account already: it is not after the mark
    /// and is among the recent ones (a result at or before the mark that is not recent was
    /// stored late and is still new).
    pub(crate) fn already_seen(&self, pos: ResultPos) -> bool {
        self.mark.seen.is_some_and(|seen| pos <= seen)
            && (self.mark.recent.contains(&pos) || !within_grace(pos, self.mark.seen))
    }

    /// Counts the result at `pos` as seen: moves the mark and keeps the recent ones.
    fn note_seen(&mut self, pos: ResultPos) {
        self.mark.results += 1;
        let seen = self.mark.seen.map_or(pos, |seen| seen.max(pos));
        self.mark.seen = Some(seen);
        self.mark.recent.push(pos);
        self.mark.recent.sort();
        self.mark.recent.retain(|p| within_grace(*p, Some(seen)));
    }

    /// What to write: every board touched, the new history points and the mark.
    pub(crate) fn into_write(self, clear: bool) -> RatingsWrite {
        RatingsWrite {
            clear,
            boards: self.boards.into_iter().collect(),
            history: self.history,
            mark: self.mark,
        }
    }
}

/// How long before the latest seen result a result stored late is still taken into account
/// (games of a guild that end at the same moment commit in either order).
pub(crate) const LATE_GRACE_MS: u64 = 60_000;

/// Whether `pos` ended less than [`LATE_GRACE_MS`] before `seen` (or after it).
fn within_grace(pos: ResultPos, seen: Option<ResultPos>) -> bool {
    seen.is_none_or(|seen| pos.finished_at + LATE_GRACE_MS > seen.finished_at)
}

/// Where a catch-up starts reading: [`LATE_GRACE_MS`] before the mark.
pub(crate) fn read_from(mark: &RatingsMark) -> Option<ResultPos> {
    mark.seen.map(|seen| ResultPos {
        finished_at: seen.finished_at.saturating_sub(LATE_GRACE_MS),
        game: canasta_storage::GameId(0),
    })
}

/// Rates one game on one board; returns each player's (user, before, after).
fn rate_game(
    board: &mut RatingBoard,
    teams: &[Vec<usize>],
    players: &[PlayerSlot],
    places: &[usize],
) -> Vec<(u64, Rating, Rating)> {
    let human = |seat: usize| match players.get(seat) {
        Some(PlayerSlot::Human { user_id, name }) => Some((*user_id, name.as_str())),
        _ => None,
    };
    let before: Vec<Vec<Rating>> = teams
        .iter()
        .map(|team| {
            team.iter()
                .map(|seat| {
                    human(*seat)
                        .and_then(|(user, _)| board.entries.get(&user))
                        .map_or_else(Rating::default, Rating::from)
                })
                .collect()
        })
        .collect();
    let weng_lin: Vec<Vec<_>> = before
        .iter()
        .map(|team| team.iter().map(Rating::weng_lin).collect())
        .collect();
    let after = rate(&weng_lin, places);
    let mut rated = Vec::new();
    for ((team, old), new) in teams.iter().zip(&before).zip(&after) {
        for ((seat, old), new) in team.iter().zip(old).zip(new) {
            let Some((user, name)) = human(*seat) else {
                continue;
            };
            let entry = RatingEntry {
                name: name.to_string(),
                mu: new.rating,
                sigma: new.uncertainty,
                games: old.games + 1,
            };
            let after = Rating::from(&entry);
            board.entries.insert(user, entry);
            rated.push((user, *old, after));
        }
    }
    rated
}

/// The board's order: shown rating, then more games, then user id.
pub(crate) fn board_order(a: (&u64, &RatingEntry), b: (&u64, &RatingEntry)) -> std::cmp::Ordering {
    let (ra, rb) = (Rating::from(a.1), Rating::from(b.1));
    rb.shown()
        .total_cmp(&ra.shown())
        .then(b.1.games.cmp(&a.1.games))
        .then(a.0.cmp(b.0))
}

/// A listed player's rank on the board (`None` below [`MIN_GAMES_ON_BOARD`]).
fn rank_of(board: &RatingBoard, user: u64) -> Option<u32> {
    let me = board.entries.get_key_value(&user)?;
    if me.1.games < MIN_GAMES_ON_BOARD {
        return None;
    }
    let ahead = board
        .entries
        .iter()
        .filter(|(_, e)| e.games >= MIN_GAMES_ON_BOARD)
        .filter(|other| board_order(*other, me).is_lt())
        .count();
    u32::try_from(ahead + 1).ok()
}
