//! Scores: the breakdown of a deal per side (canastas, red 3s, going out, melded, in hand,
//! penalties, total; game totals) and what became of its bid, the running score, and the end
//! of the game.

use super::names::Names;
use super::words::{bid_word, signed};
use crate::lang::Lang;
use crate::payload::{Colour, Embed};
use crate::tr;
use canasta_engine::bidding::{BidOutcome, BidSettlement};
use canasta_engine::{DealEnd, DealResult, PublicView, Rules, ScoreBreakdown};

/// One side's breakdown in `lang`, a line per part; every part is shown, zeros too (RULES.md
/// §1: "a per-deal breakdown is always shown"), except Samba's penalties and the bid, shown
/// when not zero.
pub fn breakdown_text(lang: Lang, b: &ScoreBreakdown, game_total: Option<i32>) -> String {
    let mut lines = vec![
        tr!(lang, "score-canastas", points = signed(b.canastas)),
        tr!(lang, "score-red-threes", points = signed(b.red_threes)),
        tr!(lang, "score-going-out", points = signed(b.going_out)),
        tr!(lang, "score-melded", points = signed(b.melded)),
        tr!(lang, "score-in-hand", points = signed(b.in_hand)),
        tr!(lang, "score-penalties", points = signed(-b.penalties)),
    ];
    // Samba's penalties (22C, 23, 29), shown when they cost something, and Sitoumussamba's
    // bid: the premium or the robbed bid (FI 12A, 30C).
    let parts = [
        (
            b.red_threes_laid,
            tr!(
                lang,
                "score-red-threes-laid",
                points = signed(b.red_threes_laid)
            ),
        ),
        (
            b.red_threes_in_hand,
            tr!(
                lang,
                "score-red-threes-in-hand",
                points = signed(b.red_threes_in_hand)
            ),
        ),
        (
            b.black_threes_in_hand,
            tr!(
                lang,
                "score-black-threes-in-hand",
                points = signed(b.black_threes_in_hand)
            ),
        ),
        (
            b.not_opened,
            tr!(lang, "score-not-melded", points = signed(b.not_opened)),
        ),
        (b.bid, tr!(lang, "score-bid", points = signed(b.bid))),
    ];
    lines.extend(
        parts
            .into_iter()
            .filter(|(part, _)| *part != 0)
            .map(|(_, line)| line),
    );
    lines.push(tr!(lang, "score-deal", points = signed(b.total)));
    if let Some(total) = game_total {
        lines.push(tr!(lang, "score-game-total", total = total));
    }
    lines.join("\n")
}

/// How a deal ended, in words.
pub fn deal_end_text(lang: Lang, end: &DealEnd, names: &Names) -> String {
    match end {
        DealEnd::WentOut {
            seat,
            concealed: true,
        } => tr!(
            lang,
            "score-went-out-concealed",
            name = names.seat(*seat).to_string()
        ),
        DealEnd::WentOut { seat, .. } => {
            tr!(lang, "score-went-out", name = names.seat(*seat).to_string())
        }
        DealEnd::StockExhausted => tr!(lang, "score-stock-ran-out"),
        DealEnd::LastStockCards { left } => tr!(
            lang,
            "score-last-stock-cards",
            card = names.cards().card(lang, *left)
        ),
    }
}

/// What became of a deal's bid (Sitoumussamba, FI 12A, 12E, 30), with its arithmetic as the
/// engine settled it: reached and its premium, robbed and by whom, or void.
pub fn bid_settlement_text(
    lang: Lang,
    settled: &BidSettlement,
    end: &DealEnd,
    names: &Names,
) -> String {
    let bid = bid_word(lang, settled.contract.bid);
    let side = names.side(settled.declaring);
    let (promised, count) = (settled.promised, settled.count);
    let arithmetic = |percent: i32, factor: i32, points: i32| {
        if factor == 1 {
            tr!(
                lang,
                "score-bid-arithmetic",
                percent = percent,
                promised = promised,
                points = signed(points)
            )
        } else {
            tr!(
                lang,
                "score-bid-arithmetic-doubled",
                percent = percent,
                promised = promised,
                factor = factor,
                points = signed(points)
            )
        }
    };
    match settled.outcome {
        BidOutcome::Reached {
            percent,
            factor,
            points,
        } => tr!(
            lang,
            "score-bid-reached",
            bid = bid,
            promised = promised,
            side = side,
            count = count,
            arithmetic = arithmetic(percent, factor, points)
        ),
        BidOutcome::Robbed {
            side: robbers,
            percent,
            factor,
            points,
        } => tr!(
            lang,
            "score-bid-robbed",
            bid = bid,
            promised = promised,
            side = side,
            count = count,
            robbers = names.side(robbers),
            arithmetic = arithmetic(percent, factor, points)
        ),
        BidOutcome::Void if end.stock_ended_it() => tr!(
            lang,
            "score-bid-void-stock",
            bid = bid,
            promised = promised,
            side = side,
            count = count
        ),
        BidOutcome::Void => tr!(
            lang,
            "score-bid-void",
            bid = bid,
            promised = promised,
            side = side,
            count = count
        ),
    }
}

/// The scoring of one deal: how it ended, what became of its bid, each side's breakdown.
pub fn deal_result_embed(lang: Lang, result: &DealResult, rules: &Rules, names: &Names) -> Embed {
    let mut description = deal_end_text(lang, &result.end, names);
    if let Some(settled) = &result.bid {
        description.push('\n');
        description.push_str(&bid_settlement_text(lang, settled, &result.end, names));
    }
    let mut embed = Embed::new(tr!(lang, "score-deal-title", deal = result.deal))
        .description(description)
        .footer(tr!(lang, "score-target", target = rules.target))
        .colour(Colour::SCORE);
    for (side, b) in result.teams.iter().enumerate() {
        embed = embed.field(
            names.side(side),
            breakdown_text(lang, b, result.totals.get(side).copied()),
            true,
        );
    }
    embed
}

/// The running score: totals now, and every deal so far (the latest kept if it is long).
pub fn scores_embed(lang: Lang, view: &PublicView, rules: &Rules, names: &Names) -> Embed {
    let totals: Vec<String> = view
        .scores
        .iter()
        .enumerate()
        .map(|(side, total)| format!("{}: {total}", names.side(side)))
        .collect();
    let mut embed = Embed::new(tr!(lang, "score-title"))
        .description(totals.join("\n"))
        .footer(tr!(lang, "score-target", target = rules.target))
        .colour(Colour::SCORE);
    if !view.history.is_empty() {
        embed = embed.field_keeping_last(
            tr!(lang, "score-deals"),
            &history_lines(lang, &view.history),
            false,
        );
    }
    embed
}

/// The end of the game: the winner (or a draw) and the final totals.
pub fn game_over_embed(lang: Lang, view: &PublicView, rules: &Rules, names: &Names) -> Embed {
    let headline = winner_line(lang, view, names);
    let mut ranked: Vec<(usize, i32)> = view.scores.iter().copied().enumerate().collect();
    ranked.sort_by_key(|&(side, total)| (-total, side));
    let finals: Vec<String> = ranked
        .iter()
        .map(|&(side, total)| format!("{}: {total}", names.side(side)))
        .collect();
    let mut embed = Embed::new(tr!(lang, "score-game-over"))
        .description(headline)
        .field(tr!(lang, "score-final"), finals.join("\n"), false)
        .footer(tr!(
            lang,
            "score-played",
            rules = rules.name.clone(),
            target = rules.target
        ))
        .colour(Colour::SCORE);
    if !view.history.is_empty() {
        embed = embed.field_keeping_last(
            tr!(lang, "score-deals"),
            &history_lines(lang, &view.history),
            false,
        );
    }
    embed
}

/// The end of the game in a line: "Aino & Carol won with 5120 points!", or a draw.
pub fn winner_line(lang: Lang, view: &PublicView, names: &Names) -> String {
    let winners = view.winners.clone().unwrap_or_default();
    match winners.as_slice() {
        [] => tr!(lang, "score-ended"),
        [one] => tr!(
            lang,
            "score-won",
            side = names.side(*one),
            points = view.scores.get(*one).copied().unwrap_or(0)
        ),
        many => {
            let sides: Vec<String> = many.iter().map(|&s| names.side(s)).collect();
            let and = format!(" {} ", tr!(lang, "events-and"));
            tr!(lang, "score-draw", sides = sides.join(&and))
        }
    }
}

/// "Deal 1: +120 / -35", one line per deal (the field keeps the latest deals when they are
/// many).
fn history_lines(lang: Lang, history: &[DealResult]) -> Vec<String> {
    history
        .iter()
        .map(|r| {
            let parts: Vec<String> = r.teams.iter().map(|b| signed(b.total)).collect();
            tr!(
                lang,
                "score-history",
                deal = r.deal,
                points = parts.join(" / ")
            )
        })
        .collect()
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
