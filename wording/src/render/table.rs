//! The public table, built from a [`PublicView`] only, so it cannot show a hand: each team's
//! melds, red 3s and card counts, the pile, the stock, scores and minimum counts, whose turn it
//! is and any pending "May I go out?".

use super::clock::{clock_lines, TableClock};
use super::names::Names;
use super::words::{bid_word, cards_count, cards_words, meld_line, CardNaming};
use crate::custom_id::{Control, CustomId};
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row};
use crate::tr;
use canasta_engine::deal::{Ask, Phase};
use canasta_engine::view::PublicTeam;
use canasta_engine::{PublicView, Rules};

/// What is happening now: whose turn, in which phase, and a pending question, in `lang`.
pub fn turn_line(lang: Lang, view: &PublicView, names: &Names) -> String {
    let player = names.seat(view.turn).to_string();
    match view.phase {
        Phase::Over if view.winners.is_some() => tr!(lang, "table-game-over"),
        Phase::Over => tr!(lang, "table-deal-over"),
        Phase::Bidding => tr!(lang, "table-bidding", player = player),
        Phase::Opening => match view.auction.as_ref().and_then(|a| a.contract) {
            Some(contract) => tr!(
                lang,
                "table-opening-bid",
                player = player,
                bid = bid_word(lang, contract.bid)
            ),
            None => tr!(lang, "table-opening", player = player),
        },
        Phase::Draw if view.stock == 0 => tr!(lang, "table-stock-gone", player = player),
        Phase::Draw => tr!(lang, "table-draw", player = player),
        Phase::Play => match view.ask {
            Ask::Yes => tr!(lang, "table-play-yes", player = player),
            Ask::No => tr!(lang, "table-play-no", player = player),
            Ask::NotAsked | Ask::Pending => tr!(lang, "table-play", player = player),
        },
        Phase::AwaitingAnswer => match view.to_act {
            Some(s) => tr!(
                lang,
                "table-asked",
                player = player,
                partner = names.seat(s).to_string()
            ),
            None => tr!(lang, "table-asked-partner", player = player),
        },
    }
}

/// The pile and the stock in one line, in `lang`; the top card with its suit where the rules
/// play sequences (it may extend one, SAMBA 19A).
pub fn pile_line(lang: Lang, view: &PublicView) -> String {
    let pile = &view.pile;
    let pile_text = match pile.top {
        None => tr!(lang, "pile-empty"),
        Some(top) => {
            let top = CardNaming::of(&view.melding).card(lang, top);
            let size = cards_count(lang, pile.size);
            // Samba's word is "locked" (SAMBA 18, 19B); classic's "frozen" (FI 17).
            if pile.frozen && CardNaming::of(&view.melding).with_suit() {
                tr!(lang, "pile-top-locked", top = top, size = size)
            } else if pile.frozen {
                tr!(lang, "pile-top-frozen", top = top, size = size)
            } else {
                tr!(lang, "pile-top", top = top, size = size)
            }
        }
    };
    tr!(
        lang,
        "pile-and-stock",
        pile = pile_text,
        stock = cards_count(lang, view.stock)
    )
}

/// The public table as an embed, without a clock (the terminal's).
pub fn table_embed(lang: Lang, view: &PublicView, rules: &Rules, names: &Names) -> Embed {
    table_embed_with(lang, view, rules, names, &TableClock::default())
}

/// The public table as an embed in `lang`, with whose clock runs and how much of it is left
/// under whose turn it is.
pub fn table_embed_with(
    lang: Lang,
    view: &PublicView,
    rules: &Rules,
    names: &Names,
    clock: &TableClock,
) -> Embed {
    let mut description = vec![turn_line(lang, view, names)];
    if view.phase != Phase::Over {
        description.extend(clock_lines(lang, clock, names));
    }
    description.push(pile_line(lang, view));
    description.extend(super::auction::auction_line(lang, view, names));
    description.extend(super::auction::progress_line(lang, rules, view, names));
    let out: Vec<usize> = (0..view.seats.len())
        .filter(|&s| !view.seats[s].playing)
        .collect();
    if !out.is_empty() {
        description.push(tr!(lang, "table-sitting-out", names = names.group(&out)));
    }
    let mut embed = Embed::new(tr!(lang, "table-title", deal = view.deal))
        .description(description.join("\n"))
        .footer(tr!(
            lang,
            "table-footer",
            rules = rules.name.clone(),
            target = rules.target,
            dealer = names.seat(view.dealer).to_string()
        ))
        .colour(match view.phase {
            Phase::AwaitingAnswer => Colour::WARNING,
            Phase::Over => Colour::SCORE,
            Phase::Bidding | Phase::Opening | Phase::Draw | Phase::Play => Colour::NEUTRAL,
        });
    for team in view.teams.iter().filter(|t| !t.members.is_empty()) {
        embed = embed.field(
            team_title(lang, view, team, rules, names),
            team_text(lang, view, team, rules, names),
            false,
        );
    }
    embed
}

/// The table with a button to see one's own hand.
pub fn table_message(
    lang: Lang,
    game: u64,
    version: u64,
    view: &PublicView,
    rules: &Rules,
    names: &Names,
) -> Message {
    table_message_with(
        lang,
        game,
        version,
        view,
        rules,
        names,
        &TableClock::default(),
    )
}

/// [`table_message`] with the table's clock ([`table_embed_with`]).
pub fn table_message_with(
    lang: Lang,
    game: u64,
    version: u64,
    view: &PublicView,
    rules: &Rules,
    names: &Names,
    clock: &TableClock,
) -> Message {
    let hand = Button {
        custom_id: CustomId::new(game, version, Control::Hand).to_string(),
        label: tr!(lang, "table-my-hand"),
        style: ButtonStyle::Primary,
        disabled: view.phase == Phase::Over,
    };
    Message::embed(table_embed_with(lang, view, rules, names, clock)).with_components(Components {
        rows: vec![Row::Buttons(vec![hand])],
    })
}

/// "Alice & Carol · 1250 points", or each member's own score when they differ (cutthroat).
fn team_title(
    lang: Lang,
    view: &PublicView,
    team: &PublicTeam,
    rules: &Rules,
    names: &Names,
) -> String {
    let score_of = |s: usize| {
        view.scores
            .get(rules.team_of(s))
            .copied()
            .unwrap_or(team.score)
    };
    let first = score_of(team.members[0]);
    let scores = if team.members.iter().all(|&s| score_of(s) == first) {
        tr!(lang, "table-points", points = first)
    } else {
        let each: Vec<String> = team
            .members
            .iter()
            .map(|&s| format!("{} {}", names.seat(s), score_of(s)))
            .collect();
        each.join(", ")
    };
    let members = names.group(&team.members);
    let who = if view.solo.is_some_and(|s| team.members == [s]) {
        tr!(lang, "table-team-alone", names = members)
    } else {
        members
    };
    format!("{who} · {scores}")
}

fn team_text(
    lang: Lang,
    view: &PublicView,
    team: &PublicTeam,
    rules: &Rules,
    names: &Names,
) -> String {
    let mut lines = Vec::new();
    let hands: Vec<String> = team
        .members
        .iter()
        .map(|&s| {
            let n = view.seats.get(s).map_or(0, |p| p.cards_in_hand);
            format!("{} {}", names.seat(s), cards_count(lang, n))
        })
        .collect();
    lines.push(tr!(lang, "table-in-hand", hands = hands.join(", ")));
    if team.has_melded {
        lines.push(tr!(
            lang,
            "table-canastas",
            canastas = team.canastas,
            needed = rules.going_out.canastas_needed
        ));
    } else {
        lines.push(tr!(lang, "table-not-opened", points = team.minimum_count));
    }
    let red_threes: Vec<_> = team
        .members
        .iter()
        .filter_map(|&s| view.seats.get(s))
        .flat_map(|s| s.red_threes.iter().copied())
        .collect();
    if !red_threes.is_empty() {
        lines.push(tr!(
            lang,
            "table-red-threes",
            cards = cards_words(lang, &red_threes)
        ));
    }
    if team.penalties != 0 {
        lines.push(tr!(lang, "table-penalties", points = team.penalties));
    }
    for meld in &team.melds {
        lines.push(format!("• {}", meld_line(lang, meld)));
    }
    lines.join("\n")
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
