//! Scores: the breakdown of a deal per side (canastas, red 3s, going out, melded, in hand,
//! penalties, total; game totals), the running score, and the end of the game.

use super::names::Names;
use super::words::signed;
use crate::payload::{Colour, Embed};
use canasta_engine::{DealEnd, DealResult, PublicView, Rules, ScoreBreakdown};

/// One side's breakdown, a line per part; every part is shown, zeros too (RULES.md §1: "a
/// per-deal breakdown is always shown"), except Samba's penalties and the bid, shown when not
/// zero.
pub fn breakdown_text(b: &ScoreBreakdown, game_total: Option<i32>) -> String {
    let mut lines = vec![
        format!("Canastas: {}", signed(b.canastas)),
        format!("Red 3s: {}", signed(b.red_threes)),
        format!("Going out: {}", signed(b.going_out)),
        format!("Melded: {}", signed(b.melded)),
        format!("In hand: {}", signed(b.in_hand)),
        format!("Penalties: {}", signed(-b.penalties)),
    ];
    // Samba's penalties (22C, 23, 29), shown when they cost something, and Sitoumussamba's
    // bid: the premium or the robbed bid (FI 12A, 30C).
    for (label, part) in [
        ("Red 3s laid down", b.red_threes_laid),
        ("Red 3s in hand", b.red_threes_in_hand),
        ("Black 3s in hand", b.black_threes_in_hand),
        ("Not melded", b.not_opened),
        ("Bid", b.bid),
    ] {
        if part != 0 {
            lines.push(format!("{label}: {}", signed(part)));
        }
    }
    lines.push(format!("Deal: {}", signed(b.total)));
    if let Some(total) = game_total {
        lines.push(format!("Game total: {total}"));
    }
    lines.join("\n")
}

/// How a deal ended, in words.
pub fn deal_end_text(end: &DealEnd, names: &Names) -> String {
    match end {
        DealEnd::WentOut {
            seat,
            concealed: true,
        } => format!("{} went out concealed.", names.seat(*seat)),
        DealEnd::WentOut { seat, .. } => format!("{} went out.", names.seat(*seat)),
        DealEnd::StockExhausted => "The stock ran out; nobody went out.".into(),
    }
}

/// The scoring of one deal.
pub fn deal_result_embed(result: &DealResult, rules: &Rules, names: &Names) -> Embed {
    let mut embed = Embed::new(format!("Deal {} — scores", result.deal))
        .description(deal_end_text(&result.end, names))
        .footer(format!("First to {} wins.", rules.target))
        .colour(Colour::SCORE);
    for (side, b) in result.teams.iter().enumerate() {
        embed = embed.field(
            names.side(side),
            breakdown_text(b, result.totals.get(side).copied()),
            true,
        );
    }
    embed
}

/// The running score: totals now, and every deal so far (the latest kept if it is long).
pub fn scores_embed(view: &PublicView, rules: &Rules, names: &Names) -> Embed {
    let totals: Vec<String> = view
        .scores
        .iter()
        .enumerate()
        .map(|(side, total)| format!("{}: {total}", names.side(side)))
        .collect();
    let mut embed = Embed::new("Scores")
        .description(totals.join("\n"))
        .footer(format!("First to {} wins.", rules.target))
        .colour(Colour::SCORE);
    if !view.history.is_empty() {
        embed = embed.field_keeping_last("Deals", &history_lines(&view.history), false);
    }
    embed
}

/// The end of the game: the winner (or a draw) and the final totals.
pub fn game_over_embed(view: &PublicView, rules: &Rules, names: &Names) -> Embed {
    let headline = winner_line(view, names);
    let mut ranked: Vec<(usize, i32)> = view.scores.iter().copied().enumerate().collect();
    ranked.sort_by_key(|&(side, total)| (-total, side));
    let finals: Vec<String> = ranked
        .iter()
        .map(|&(side, total)| format!("{}: {total}", names.side(side)))
        .collect();
    let mut embed = Embed::new("Game over")
        .description(headline)
        .field("Final scores", finals.join("\n"), false)
        .footer(format!("{} rules, played to {}.", rules.name, rules.target))
        .colour(Colour::SCORE);
    if !view.history.is_empty() {
        embed = embed.field_keeping_last("Deals", &history_lines(&view.history), false);
    }
    embed
}

/// The end of the game in a line: "Aino & Carol won with 5120 points!", or a draw.
pub fn winner_line(view: &PublicView, names: &Names) -> String {
    let winners = view.winners.clone().unwrap_or_default();
    match winners.as_slice() {
        [] => "The game has ended.".to_string(),
        [one] => format!(
            "{} won with {} points!",
            names.side(*one),
            view.scores.get(*one).copied().unwrap_or(0)
        ),
        many => {
            let sides: Vec<String> = many.iter().map(|&s| names.side(s)).collect();
            format!("A draw between {}.", sides.join(" and "))
        }
    }
}

/// "Deal 1: +120 / -35", one line per deal (the field keeps the latest deals when they are
/// many).
fn history_lines(history: &[DealResult]) -> Vec<String> {
    history
        .iter()
        .map(|r| {
            let parts: Vec<String> = r.teams.iter().map(|b| signed(b.total)).collect();
            format!("Deal {}: {}", r.deal, parts.join(" / "))
        })
        .collect()
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
