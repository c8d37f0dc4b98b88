//! The public table, built from a [`PublicView`] only, so it cannot show a hand: each team's
//! melds, red 3s and card counts, the pile, the stock, scores and minimum counts, whose turn it
//! is and any pending "May I go out?".

use super::clock::{clock_lines, TableClock};
use super::names::Names;
use super::words::{card_word, cards_count, cards_words, meld_line};
use crate::custom_id::{Control, CustomId};
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row};
use canasta_engine::deal::{Ask, Phase};
use canasta_engine::view::PublicTeam;
use canasta_engine::{PublicView, Rules};

/// What is happening now: whose turn, in which phase, and a pending question.
pub fn turn_line(view: &PublicView, names: &Names) -> String {
    let player = names.seat(view.turn);
    match view.phase {
        Phase::Over if view.winners.is_some() => "The game is over.".into(),
        Phase::Over => "The deal is over.".into(),
        Phase::Bidding => format!("{player}'s call: bid, pass or double."),
        Phase::Opening => match view.auction.as_ref().and_then(|a| a.contract) {
            Some(contract) => {
                format!(
                    "{player} plays {}: they open now, before the upcard.",
                    contract.bid
                )
            }
            None => format!("{player} opens now, before the upcard."),
        },
        Phase::Draw if view.stock == 0 => {
            format!("{player}'s turn: the stock is gone, so take the pile or end the deal.")
        }
        Phase::Draw => format!("{player}'s turn: draw from the stock or take the pile."),
        Phase::Play => {
            let ask = match view.ask {
                Ask::Yes => " Their partner said yes: they must go out.",
                Ask::No => " Their partner said no: they may not go out this turn.",
                Ask::NotAsked | Ask::Pending => "",
            };
            format!("{player}'s turn: meld, then discard.{ask}")
        }
        Phase::AwaitingAnswer => {
            let partner = view.to_act.map_or("their partner", |s| names.seat(s));
            format!("{player} asked {partner} \"May I go out?\" Waiting for the answer.")
        }
    }
}

/// The pile and the stock in one line.
pub fn pile_line(view: &PublicView) -> String {
    let pile = &view.pile;
    let pile_text = match pile.top {
        None => "Pile: empty".to_string(),
        Some(top) => {
            let frozen = if pile.frozen { ", frozen" } else { "" };
            format!(
                "Pile: {} on top, {}{frozen}",
                card_word(crate::lang::PENDING_LANG, top),
                cards_count(crate::lang::PENDING_LANG, pile.size)
            )
        }
    };
    format!(
        "{pile_text}. Stock: {}.",
        cards_count(crate::lang::PENDING_LANG, view.stock)
    )
}

/// The public table as an embed, without a clock (the terminal's).
pub fn table_embed(view: &PublicView, rules: &Rules, names: &Names) -> Embed {
    table_embed_with(view, rules, names, &TableClock::default())
}

/// The public table as an embed, with whose clock runs and how much of it is left under
/// whose turn it is.
pub fn table_embed_with(
    view: &PublicView,
    rules: &Rules,
    names: &Names,
    clock: &TableClock,
) -> Embed {
    let mut description = vec![turn_line(view, names)];
    if view.phase != Phase::Over {
        description.extend(clock_lines(crate::lang::PENDING_LANG, clock, names));
    }
    description.push(pile_line(view));
    description.extend(super::auction::auction_line(view, names));
    let out: Vec<usize> = (0..view.seats.len())
        .filter(|&s| !view.seats[s].playing)
        .collect();
    if !out.is_empty() {
        description.push(format!("Sitting out this deal: {}.", names.group(&out)));
    }
    let mut embed = Embed::new(format!("Canasta — deal {}", view.deal))
        .description(description.join("\n"))
        .footer(format!(
            "{} rules · {} to win · {} dealt",
            rules.name,
            rules.target,
            names.seat(view.dealer)
        ))
        .colour(match view.phase {
            Phase::AwaitingAnswer => Colour::WARNING,
            Phase::Over => Colour::SCORE,
            Phase::Bidding | Phase::Opening | Phase::Draw | Phase::Play => Colour::NEUTRAL,
        });
    for team in view.teams.iter().filter(|t| !t.members.is_empty()) {
        embed = embed.field(
            team_title(view, team, rules, names),
            team_text(view, team, rules, names),
            false,
        );
    }
    embed
}

/// The table with a button to see one's own hand.
pub fn table_message(
    game: u64,
    version: u64,
    view: &PublicView,
    rules: &Rules,
    names: &Names,
) -> Message {
    table_message_with(game, version, view, rules, names, &TableClock::default())
}

/// [`table_message`] with the table's clock ([`table_embed_with`]).
pub fn table_message_with(
    game: u64,
    version: u64,
    view: &PublicView,
    rules: &Rules,
    names: &Names,
    clock: &TableClock,
) -> Message {
    let hand = Button {
        custom_id: CustomId::new(game, version, Control::Hand).to_string(),
        label: "My hand".into(),
        style: ButtonStyle::Primary,
        disabled: view.phase == Phase::Over,
    };
    Message::embed(table_embed_with(view, rules, names, clock)).with_components(Components {
        rows: vec![Row::Buttons(vec![hand])],
    })
}

/// "Alice & Carol · 1250 points", or each member's own score when they differ (cutthroat).
fn team_title(view: &PublicView, team: &PublicTeam, rules: &Rules, names: &Names) -> String {
    let score_of = |s: usize| {
        view.scores
            .get(rules.team_of(s))
            .copied()
            .unwrap_or(team.score)
    };
    let first = score_of(team.members[0]);
    let scores = if team.members.iter().all(|&s| score_of(s) == first) {
        format!("{first} points")
    } else {
        let each: Vec<String> = team
            .members
            .iter()
            .map(|&s| format!("{} {}", names.seat(s), score_of(s)))
            .collect();
        each.join(", ")
    };
    let solo = if view.solo.is_some_and(|s| team.members == [s]) {
        " (alone)"
    } else {
        ""
    };
    format!("{}{solo} · {scores}", names.group(&team.members))
}

fn team_text(view: &PublicView, team: &PublicTeam, rules: &Rules, names: &Names) -> String {
    let mut lines = Vec::new();
    let hands: Vec<String> = team
        .members
        .iter()
        .map(|&s| {
            let n = view.seats.get(s).map_or(0, |p| p.cards_in_hand);
            format!(
                "{} {}",
                names.seat(s),
                cards_count(crate::lang::PENDING_LANG, n)
            )
        })
        .collect();
    lines.push(format!("In hand: {}", hands.join(", ")));
    if team.has_melded {
        lines.push(format!(
            "Canastas: {} ({} needed to go out)",
            team.canastas, rules.going_out.canastas_needed
        ));
    } else {
        lines.push(format!(
            "Not opened yet: first meld needs {} points",
            team.minimum_count
        ));
    }
    let red_threes: Vec<_> = team
        .members
        .iter()
        .filter_map(|&s| view.seats.get(s))
        .flat_map(|s| s.red_threes.iter().copied())
        .collect();
    if !red_threes.is_empty() {
        lines.push(format!(
            "Red 3s: {}",
            cards_words(crate::lang::PENDING_LANG, &red_threes)
        ));
    }
    if team.penalties != 0 {
        lines.push(format!("Penalties: {}", team.penalties));
    }
    for meld in &team.melds {
        lines.push(format!("• {}", meld_line(crate::lang::PENDING_LANG, meld)));
    }
    lines.join("\n")
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
