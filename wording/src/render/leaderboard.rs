//! The leaderboards of a server, ten players a page with paging buttons: the rated board of a
//! family (rank, name, shown rating with "?" while provisional, rated games) and the wins and
//! points of every game; the reader's own line when they are ranked below the page.

use super::report::season_name;
use crate::board_id::{BoardId, BoardScope};
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row};
use crate::tr;

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

/// The name of a rating family shown to players in `lang`, from its id (an unknown id shows
/// as is).
pub fn family_label(lang: Lang, id: &str) -> String {
    match id {
        "overall" => tr!(lang, "board-family-overall"),
        "partnership" => tr!(lang, "board-family-partnership"),
        "two-player" => tr!(lang, "board-family-two-player"),
        "three-player" => tr!(lang, "board-family-three-player"),
        "cutthroat" => tr!(lang, "board-family-cutthroat"),
        "five" => tr!(lang, "board-family-five"),
        "six" => tr!(lang, "board-family-six"),
        "samba" => tr!(lang, "board-family-samba"),
        WINS_VIEW => tr!(lang, "board-family-wins"),
        other => other.to_string(),
    }
}

/// What a scope is called: "all time", "November 2026", "Q4 2026" (as the reports name
/// seasons, [`season_name`]).
pub fn scope_label(lang: Lang, scope: BoardScope) -> String {
    match scope {
        BoardScope::AllTime => tr!(lang, "board-all-time"),
        BoardScope::Season {
            quarterly: false,
            index,
        } => season_name(lang, false, year_of(index / 12), (index % 12) as u8 + 1),
        BoardScope::Season {
            quarterly: true,
            index,
        } => season_name(lang, true, year_of(index / 4), (index % 4) as u8 * 3 + 1),
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
pub(crate) fn games_text(lang: Lang, n: u32) -> String {
    tr!(lang, "board-games", count = n)
}

fn rated_line(lang: Lang, line: &RatedLine) -> String {
    format!(
        "**{}.** {} — {} · {}",
        line.rank,
        line.name,
        shown_rating(line.shown, line.provisional),
        games_text(lang, line.games)
    )
}

/// "Previous" and "Next" for a board of `pages` pages shown at `page` (no buttons for one
/// page); `id_of(page)` is the custom id of the button that shows `page`.
fn paging_row(lang: Lang, page: u32, pages: u32, id_of: impl Fn(u32) -> String) -> Option<Row> {
    if pages <= 1 {
        return None;
    }
    let last = pages - 1;
    Some(Row::Buttons(vec![
        Button {
            custom_id: id_of(page.saturating_sub(1)),
            label: tr!(lang, "board-previous"),
            style: ButtonStyle::Secondary,
            disabled: page == 0,
        },
        Button {
            custom_id: id_of((page + 1).min(last)),
            label: tr!(lang, "board-next"),
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

/// Page `page` of a rated board in `lang`, with its paging buttons; `reader` (the user who
/// asked, if the page is for them) sees their own line when it is on another page.
pub fn rated_board_message(
    lang: Lang,
    board: &RatedBoard<'_>,
    page: u32,
    reader: Option<u64>,
) -> Message {
    let (page, start) = clamp_page(board.lines.len(), page);
    let pages = page_count(board.lines.len());
    let title = tr!(
        lang,
        "board-rated-title",
        family = family_label(lang, board.family),
        scope = scope_label(lang, board.scope)
    );
    let mut embed = Embed::new(title).colour(Colour::SCORE);
    let hidden = match board.hidden_below_min {
        0 => None,
        n => Some(tr!(lang, "board-hidden", count = n, min = board.min_games)),
    };
    if board.lines.is_empty() {
        let why = match hidden {
            Some(hidden) => tr!(
                lang,
                "board-empty-hidden",
                min = board.min_games,
                hidden = hidden
            ),
            None => tr!(lang, "board-empty"),
        };
        return Message::embed(embed.description(why));
    }
    let lines = page_lines(
        board.lines,
        start,
        reader,
        |l| l.user_id,
        |_, l| rated_line(lang, l),
    );
    let mut footer = vec![tr!(lang, "board-page", page = page + 1, pages = pages)];
    footer.extend(hidden);
    footer.push(tr!(lang, "board-provisional"));
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
    paged_message(embed, paging_row(lang, page, pages, id_of))
}

/// One player's line on the wins board: rank, name, wins, draws, games, win rate, average
/// score.
fn standing_line(lang: Lang, rank: usize, s: &Standing) -> String {
    let record = tr!(
        lang,
        "board-standing",
        won = s.won,
        drawn = s.drawn,
        played = s.played,
        percent = s.win_percent(),
        average = s.average_points().to_string()
    );
    format!("**{rank}.** {} — {record}", s.name)
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

/// Page `page` of the wins and points of every game (of the rule set `rules`, or of all) in
/// `lang`, with its paging buttons; `reader` sees their own line when it is on another page.
pub fn wins_board_message(
    lang: Lang,
    board: &WinsBoard<'_>,
    page: u32,
    reader: Option<u64>,
) -> Message {
    let (page, start) = clamp_page(board.standings.len(), page);
    let pages = page_count(board.standings.len());
    let what = match board.rules {
        Some(rules) => rules.to_string(),
        None => tr!(lang, "board-all-games"),
    };
    let title = tr!(
        lang,
        "board-wins-title",
        what = what,
        scope = scope_label(lang, board.scope)
    );
    let embed = Embed::new(title).colour(Colour::SCORE);
    if board.standings.is_empty() {
        let none = match board.rules {
            Some(name) => tr!(lang, "board-wins-empty-rules", rules = name),
            None => tr!(lang, "board-wins-empty"),
        };
        return Message::embed(embed.description(none));
    }
    let lines = page_lines(
        board.standings,
        start,
        reader,
        |s| s.user_id,
        |i, s| standing_line(lang, i + 1, s),
    );
    let embed = embed.description(lines.join("\n")).footer(tr!(
        lang,
        "board-wins-footer",
        page = page + 1,
        pages = pages,
        games = board.games,
        players = board.standings.len()
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
    paged_message(embed, paging_row(lang, page, pages, id_of))
}

/// The answer to a leaderboard button that is damaged or names a board that does not exist.
pub fn stale_board_text(lang: Lang) -> String {
    tr!(lang, "board-stale")
}

/// `/leaderboard family:<name>` names no board.
pub fn unknown_board_text(lang: Lang, name: &str) -> String {
    tr!(lang, "board-unknown", name = super::errors::quoted(name))
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
        let message = rated_board_message(Lang::En, &board(&list, 3, season), 0, None);
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
        let message = rated_board_message(
            Lang::En,
            &board(&list, 0, BoardScope::AllTime),
            0,
            Some(reader),
        );
        let description = &message.embeds()[0].description;
        let shown: Vec<&str> = description.lines().collect();
        assert_eq!(shown.len(), PAGE_ROWS + 2);
        assert_eq!(shown[PAGE_ROWS], "…");
        assert!(shown[PAGE_ROWS + 1].starts_with("**23.** "));
        let last = rated_board_message(
            Lang::En,
            &board(&list, 0, BoardScope::AllTime),
            2,
            Some(reader),
        );
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
        let none = rated_board_message(Lang::En, &board(&[], 0, BoardScope::AllTime), 0, None);
        assert!(none.embeds()[0].description.contains("No rated games yet"));
        assert!(none.components().rows.is_empty());
        let hidden = rated_board_message(Lang::En, &board(&[], 1, BoardScope::AllTime), 4, None);
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
        assert_eq!(scope_label(Lang::En, q), "Q4 2026");
        assert_eq!(scope_label(Lang::En, BoardScope::AllTime), "all time");
        assert_eq!(
            scope_label(
                Lang::En,
                BoardScope::Season {
                    quarterly: false,
                    index: 0
                }
            ),
            "January 2000"
        );
        assert_eq!(family_label(Lang::En, "two-player"), "Two players");
        assert_eq!(family_label(Lang::En, WINS_VIEW), "Wins and points");
        assert_eq!(family_label(Lang::En, "made-up"), "made-up");
        assert_eq!(shown_rating(999.5, true), "1000?");
        assert_eq!(scope_label(Lang::Fi, q), "4. vuosineljännes 2026");
        assert_eq!(scope_label(Lang::Sv, q), "4:e kvartalet 2026");
        assert_eq!(family_label(Lang::Fi, "two-player"), "Kaksi pelaajaa");
        assert_eq!(family_label(Lang::Sv, WINS_VIEW), "Vinster och poäng");
    }

    #[test]
    fn a_finnish_page_is_in_finnish() {
        let list = lines(25);
        let season = BoardScope::Season {
            quarterly: false,
            index: 26 * 12 + 10,
        };
        let message = rated_board_message(Lang::Fi, &board(&list, 1, season), 0, None);
        let embed = &message.embeds()[0];
        assert_eq!(
            embed.title,
            "Rankinglista — Neljä pelaajaa pareittain · marraskuu 2026"
        );
        assert!(embed
            .description
            .lines()
            .next()
            .is_some_and(|l| l.ends_with(" — 1996 · 29 peliä")));
        assert_eq!(
            embed.footer.as_deref(),
            Some(
                "Sivu 1/3 · 1 pelaaja, jolla on alle 5 peliä, ei ole listalla · ? = alustava \
                 ranking"
            )
        );
        let labels: Vec<String> = buttons(&message).into_iter().map(|b| b.label).collect();
        assert_eq!(labels, ["◀ Edellinen", "Seuraava ▶"]);
        assert!(stale_board_text(Lang::Sv).contains("inaktuell"));
    }

    #[test]
    fn huge_boards_with_long_names_fit_discords_limits() {
        let mut list = lines(5000);
        for line in &mut list {
            line.name = "W".repeat(200);
            line.shown = -1e15;
        }
        for lang in Lang::ALL {
            for page in [0, 17, 499, u32::MAX] {
                let message = rated_board_message(
                    lang,
                    &board(&list, u32::MAX, BoardScope::AllTime),
                    page,
                    Some(list[4999].user_id),
                );
                assert!(violations(&message).is_empty(), "{lang} page {page}");
            }
        }
    }
}
