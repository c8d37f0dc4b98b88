//! The leaderboards of a server, ten players a page with paging buttons: the rated board of a
//! family (rank, name, shown rating with "?" while provisional, rated games) and the wins and
//! points of every game; the reader's own line when they are ranked below the page.

use super::report::season_name;
use crate::board_id::{BoardId, BoardScope};
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row};

/// One person's record on the leaderboard (the table service counts it from the stored
/// results).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The Discord user.
    pub user_id: u64,
    /// Their name in their most recent game.
    pub name: String,
    /// Finished games.
    pub played: u32,
    /// Games their side won alone.
    pub won: u32,
    /// Games that ended in a tie for first place with their side in it.
    pub drawn: u32,
    /// Their side's final score, summed over their games.
    pub points: i64,
}

impl Standing {
    /// Wins per finished game, in per cent (draws count half), rounded down.
    pub fn win_percent(&self) -> u32 {
        u32::try_from(self.win_rate_per_10000() / 100).unwrap_or(100)
    }

    /// Wins per finished game (draws count half), per ten thousand: the fine-grained order.
    pub fn win_rate_per_10000(&self) -> u64 {
        let halves = 2 * u64::from(self.won) + u64::from(self.drawn);
        halves * 10_000 / (2 * u64::from(self.played.max(1)))
    }

    /// The average final score of their side.
    pub fn average_points(&self) -> i64 {
        self.points / i64::from(self.played.max(1))
    }
}

/// How many players a leaderboard page lists.
pub const PAGE_ROWS: usize = 10;

/// How many pages `rows` lines fill (at least one, even when empty).
pub fn page_count(rows: usize) -> u32 {
    u32::try_from(rows.div_ceil(PAGE_ROWS).max(1)).unwrap_or(u32::MAX)
}

/// The page shown for the asked `page` (a page past the end, from an old button, shows the
/// last one) and its first row.
fn clamp_page(rows: usize, page: u32) -> (u32, usize) {
    let page = page.min(page_count(rows) - 1);
    (page, page as usize * PAGE_ROWS)
}

/// One player on a rated board (the table service fills it from the kept ratings).
#[derive(Debug, Clone, PartialEq)]
pub struct RatedLine {
    /// Their rank (1 is best).
    pub rank: u32,
    /// The Discord user.
    pub user_id: u64,
    /// Their name in their most recent game.
    pub name: String,
    /// The rating shown (μ − 3σ, on the board's scale).
    pub shown: f64,
    /// Too few games for the rating to be trusted: shown with "?".
    pub provisional: bool,
    /// Rated games played.
    pub games: u32,
}

/// A rated board to draw: the whole list, best first; the renderer picks the page.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedBoard<'a> {
    /// The family's id (`overall`, `partnership`, ...).
    pub family: &'a str,
    /// Which games.
    pub scope: BoardScope,
    /// The listed players, best first.
    pub lines: &'a [RatedLine],
    /// Players left off for having fewer than `min_games` rated games.
    pub hidden_below_min: u32,
    /// The fewest rated games to be listed.
    pub min_games: u32,
}

/// The id of the wins board (`wins`, or `wins.<rule set>` for one rule set's).
pub const WINS_VIEW: &str = "wins";

/// The name of a rating family shown to players, from its id (an unknown id shows as is).
pub fn family_label(id: &str) -> &str {
    match id {
        "overall" => "Overall",
        "partnership" => "Four-player partnership",
        "two-player" => "Two players",
        "three-player" => "Three players",
        "cutthroat" => "Cutthroat",
        "five" => "Five players",
        "six" => "Six players",
        "samba" => "Samba",
        WINS_VIEW => "Wins and points",
        other => other,
    }
}

/// What a scope is called: "all time", "November 2026", "Q4 2026" (as the reports name
/// seasons, [`season_name`]).
pub fn scope_label(scope: BoardScope) -> String {
    match scope {
        BoardScope::AllTime => "all time".to_string(),
        BoardScope::Season {
            quarterly: false,
            index,
        } => season_name(false, year_of(index / 12), (index % 12) as u8 + 1),
        BoardScope::Season {
            quarterly: true,
            index,
        } => season_name(true, year_of(index / 4), (index % 4) as u8 * 3 + 1),
    }
}

/// The year `years` after 2000, where season numbers start.
fn year_of(years: u32) -> i32 {
    2000 + i32::try_from(years).unwrap_or(0)
}

/// A rating as shown: rounded, with "?" while provisional.
pub fn shown_rating(shown: f64, provisional: bool) -> String {
    let mark = if provisional { "?" } else { "" };
    format!("{shown:.0}{mark}")
}

/// "1 game", "7 games".
pub(crate) fn games_text(n: u32) -> String {
    match n {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    }
}

fn rated_line(line: &RatedLine) -> String {
    format!(
        "**{}.** {} — {} · {}",
        line.rank,
        line.name,
        shown_rating(line.shown, line.provisional),
        games_text(line.games)
    )
}

/// "Previous" and "Next" for a board of `pages` pages shown at `page` (no buttons for one
/// page); `id_of(page)` is the custom id of the button that shows `page`.
fn paging_row(page: u32, pages: u32, id_of: impl Fn(u32) -> String) -> Option<Row> {
    if pages <= 1 {
        return None;
    }
    let last = pages - 1;
    Some(Row::Buttons(vec![
        Button {
            custom_id: id_of(page.saturating_sub(1)),
            label: "◀ Previous".into(),
            style: ButtonStyle::Secondary,
            disabled: page == 0,
        },
        Button {
            custom_id: id_of((page + 1).min(last)),
            label: "Next ▶".into(),
            style: ButtonStyle::Secondary,
            disabled: page >= last,
        },
    ]))
}

/// Adds the paging row, if any, to `embed`.
fn paged_message(embed: Embed, row: Option<Row>) -> Message {
    let message = Message::embed(embed);
    match row {
        Some(row) => message.with_components(Components { rows: vec![row] }),
        None => message,
    }
}

/// The lines of `page` of `lines`, and the reader's own line below them when it is on another
/// page.
fn page_lines<T>(
    lines: &[T],
    start: usize,
    reader: Option<u64>,
    user_of: impl Fn(&T) -> u64,
    line_of: impl Fn(usize, &T) -> String,
) -> Vec<String> {
    let mut out: Vec<String> = lines
        .iter()
        .enumerate()
        .skip(start)
        .take(PAGE_ROWS)
        .map(|(i, l)| line_of(i, l))
        .collect();
    let on_page = start..start + PAGE_ROWS;
    if let Some((i, l)) = reader.and_then(|reader| {
        lines
            .iter()
            .enumerate()
            .find(|(i, l)| user_of(l) == reader && !on_page.contains(i))
    }) {
        out.push("…".to_string());
        out.push(line_of(i, l));
    }
    out
}

/// Page `page` of a rated board, with its paging buttons; `reader` (the user who asked, if
/// the page is for them) sees their own line when it is on another page.
pub fn rated_board_message(board: &RatedBoard<'_>, page: u32, reader: Option<u64>) -> Message {
    let (page, start) = clamp_page(board.lines.len(), page);
    let pages = page_count(board.lines.len());
    let title = format!(
        "Leaderboard — {} · {}",
        family_label(board.family),
        scope_label(board.scope)
    );
    let mut embed = Embed::new(title).colour(Colour::SCORE);
    let hidden = match board.hidden_below_min {
        0 => None,
        1 => Some(format!(
            "1 player with fewer than {} games is not listed",
            board.min_games
        )),
        n => Some(format!(
            "{n} players with fewer than {} games are not listed",
            board.min_games
        )),
    };
    if board.lines.is_empty() {
        let why = match &hidden {
            Some(hidden) => format!(
                "No one has played {} rated games yet ({hidden}).",
                board.min_games
            ),
            None => "No rated games yet. Start one with `/canasta new`.".to_string(),
        };
        return Message::embed(embed.description(why));
    }
    let lines = page_lines(
        board.lines,
        start,
        reader,
        |l| l.user_id,
        |_, l| rated_line(l),
    );
    let mut footer = vec![format!("Page {} of {pages}", page + 1)];
    footer.extend(hidden);
    footer.push("? = provisional rating".to_string());
    embed = embed
        .description(lines.join("\n"))
        .footer(footer.join(" · "));
    let id_of = |page| {
        BoardId {
            view: board.family.to_string(),
            scope: board.scope,
            page,
        }
        .to_string()
    };
    paged_message(embed, paging_row(page, pages, id_of))
}

/// One player's line on the wins board: rank, name, wins, draws, games, win rate, average
/// score.
fn standing_line(rank: usize, s: &Standing) -> String {
    let wins = match s.won {
        1 => "1 win".to_string(),
        n => format!("{n} wins"),
    };
    let draws = match s.drawn {
        0 => String::new(),
        1 => ", 1 draw".to_string(),
        n => format!(", {n} draws"),
    };
    format!(
        "**{rank}.** {} — {wins}{draws} in {} ({}%) · average score {}",
        s.name,
        games_text(s.played),
        s.win_percent(),
        s.average_points()
    )
}

/// The wins board to draw.
#[derive(Debug, Clone, PartialEq)]
pub struct WinsBoard<'a> {
    /// Every counted player, best first.
    pub standings: &'a [Standing],
    /// Only games of this rule set (else all).
    pub rules: Option<&'a str>,
    /// Which games.
    pub scope: BoardScope,
    /// How many finished games it counts.
    pub games: usize,
}

/// Page `page` of the wins and points of every game (of the rule set `rules`, or of all), with
/// its paging buttons; `reader` sees their own line when it is on another page.
pub fn wins_board_message(board: &WinsBoard<'_>, page: u32, reader: Option<u64>) -> Message {
    let (page, start) = clamp_page(board.standings.len(), page);
    let pages = page_count(board.standings.len());
    let what = board.rules.unwrap_or("all games");
    let title = format!("Wins — {what} · {}", scope_label(board.scope));
    let embed = Embed::new(title).colour(Colour::SCORE);
    if board.standings.is_empty() {
        let rules = board
            .rules
            .map_or(String::new(), |name| format!(" with the {name} rules"));
        return Message::embed(embed.description(format!(
            "No finished games{rules} in this server yet. Start one with `/canasta new`."
        )));
    }
    let lines = page_lines(
        board.standings,
        start,
        reader,
        |s| s.user_id,
        |i, s| standing_line(i + 1, s),
    );
    let finished = match board.games {
        1 => "1 finished game".to_string(),
        n => format!("{n} finished games"),
    };
    let embed = embed.description(lines.join("\n")).footer(format!(
        "Page {} of {pages} · {finished} · {} players · draws count half · abandoned games do not count",
        page + 1,
        board.standings.len()
    ));
    let view = match board.rules {
        Some(rules) => format!("{WINS_VIEW}.{rules}"),
        None => WINS_VIEW.to_string(),
    };
    let id_of = |page| {
        BoardId {
            view: view.clone(),
            scope: board.scope,
            page,
        }
        .to_string()
    };
    paged_message(embed, paging_row(page, pages, id_of))
}

/// The answer to a leaderboard button that is damaged or names a board that does not exist.
pub const STALE_BOARD: &str =
    "This leaderboard button is out of date. Run `/leaderboard` again for a fresh board.";

/// `/leaderboard family:<name>` names no board.
pub fn unknown_board_text(name: &str) -> String {
    format!(
        "There is no board `{}`. Choose one of: overall, partnership, two-player, \
         three-player, cutthroat, five, six, samba, or wins.",
        super::errors::quoted(name)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;

    fn lines(n: u32) -> Vec<RatedLine> {
        (1..=n)
            .map(|rank| RatedLine {
                rank,
                user_id: u64::from(rank) * 7,
                name: format!("Player {rank} {}", "ä".repeat(28)),
                shown: 2000.0 - f64::from(rank) * 3.7,
                provisional: rank % 3 == 0,
                games: 30 - rank % 20,
            })
            .collect()
    }

    fn board(lines: &[RatedLine], hidden: u32, scope: BoardScope) -> RatedBoard<'_> {
        RatedBoard {
            family: "partnership",
            scope,
            lines,
            hidden_below_min: hidden,
            min_games: 5,
        }
    }

    fn buttons(message: &Message) -> Vec<Button> {
        match message.components().rows.first() {
            Some(Row::Buttons(buttons)) => buttons.clone(),
            other => panic!("paging buttons: {other:?}"),
        }
    }

    #[test]
    fn a_rated_page_has_ranks_ratings_and_provisional_marks() {
        let list = lines(25);
        let season = BoardScope::Season {
            quarterly: false,
            index: 26 * 12 + 10,
        };
        let message = rated_board_message(&board(&list, 3, season), 0, None);
        let embed = &message.embeds()[0];
        assert_eq!(
            embed.title,
            "Leaderboard — Four-player partnership · November 2026"
        );
        let shown: Vec<&str> = embed.description.lines().collect();
        assert_eq!(shown.len(), PAGE_ROWS);
        assert!(shown[0].starts_with("**1.** Player 1 "), "{}", shown[0]);
        assert!(shown[0].ends_with(" — 1996 · 29 games"), "{}", shown[0]);
        assert!(shown[2].ends_with(" — 1989? · 27 games"), "{}", shown[2]);
        let footer = embed.footer.as_deref().unwrap_or_default();
        assert!(footer.contains("Page 1 of 3"), "{footer}");
        assert!(
            footer.contains("3 players with fewer than 5 games are not listed"),
            "{footer}"
        );
        let ids: Vec<BoardId> = buttons(&message)
            .iter()
            .filter_map(|b| BoardId::parse(&b.custom_id))
            .collect();
        assert_eq!(ids.len(), 2);
        assert!(ids
            .iter()
            .all(|id| id.view == "partnership" && id.scope == season));
        assert_eq!(ids[1].page, 1);
        assert!(violations(&message).is_empty());
    }

    #[test]
    fn the_reader_below_the_page_sees_their_line_and_the_last_page_is_short() {
        let list = lines(25);
        let reader = list[22].user_id;
        let message = rated_board_message(&board(&list, 0, BoardScope::AllTime), 0, Some(reader));
        let description = &message.embeds()[0].description;
        let shown: Vec<&str> = description.lines().collect();
        assert_eq!(shown.len(), PAGE_ROWS + 2);
        assert_eq!(shown[PAGE_ROWS], "…");
        assert!(shown[PAGE_ROWS + 1].starts_with("**23.** "));
        let last = rated_board_message(&board(&list, 0, BoardScope::AllTime), 2, Some(reader));
        let last_lines: Vec<&str> = last.embeds()[0].description.lines().collect();
        assert_eq!(last_lines.len(), 5, "the reader's line is on this page");
        let b = buttons(&last);
        assert!(!b[0].disabled && b[1].disabled);
        assert!(!last.embeds()[0]
            .footer
            .as_deref()
            .unwrap_or_default()
            .contains("not listed"));
    }

    #[test]
    fn an_empty_board_says_why() {
        let none = rated_board_message(&board(&[], 0, BoardScope::AllTime), 0, None);
        assert!(none.embeds()[0].description.contains("No rated games yet"));
        assert!(none.components().rows.is_empty());
        let hidden = rated_board_message(&board(&[], 1, BoardScope::AllTime), 4, None);
        assert!(hidden.embeds()[0]
            .description
            .contains("1 player with fewer than 5 games is not listed"));
    }

    #[test]
    fn scopes_and_families_are_named() {
        let q = BoardScope::Season {
            quarterly: true,
            index: 26 * 4 + 3,
        };
        assert_eq!(scope_label(q), "Q4 2026");
        assert_eq!(scope_label(BoardScope::AllTime), "all time");
        assert_eq!(
            scope_label(BoardScope::Season {
                quarterly: false,
                index: 0
            }),
            "January 2000"
        );
        assert_eq!(family_label("two-player"), "Two players");
        assert_eq!(family_label(WINS_VIEW), "Wins and points");
        assert_eq!(family_label("made-up"), "made-up");
        assert_eq!(shown_rating(999.5, true), "1000?");
    }

    #[test]
    fn huge_boards_with_long_names_fit_discords_limits() {
        let mut list = lines(5000);
        for line in &mut list {
            line.name = "W".repeat(200);
            line.shown = -1e15;
        }
        for page in [0, 17, 499, u32::MAX] {
            let message = rated_board_message(
                &board(&list, u32::MAX, BoardScope::AllTime),
                page,
                Some(list[4999].user_id),
            );
            assert!(violations(&message).is_empty(), "page {page}");
        }
    }
}
