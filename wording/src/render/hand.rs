//! A player's private view: the hand grouped by rank, the team's melds, the pile (all of it
//! while the player may still look through it), what can be done now, and the buttons and
//! selects to do it. Works for any hand size: controls are grouped by rank, never per card.

use super::clock::{clock_lines, TableClock};
use super::names::Names;
use super::table::pile_line;
use super::words::{cards_count, hand_by_suit, hand_words, meld_line};
use crate::custom_id::{Control, CustomId};
use crate::input::build::team_melds;
use crate::input::suggest::{discard_options, meld_suggestion, take_options, Suggestion};
use crate::input::Verb;
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row, Select};
use canasta_engine::deal::{Ask, Phase};
use canasta_engine::{
    play_shapes, players, Action, Card, Game, MeldPlay, MeldShape, Rank, SeatView, Suit,
};

/// The commands `seat` may try now (the engine still has the last word; a pile take is
/// listed only when the engine offers one).
pub fn available_verbs(game: &Game, seat: usize) -> Vec<Verb> {
    let can_take = !players::take_options(game, seat).is_empty();
    verbs(game, seat, can_take)
}

/// The commands `seat` may try now, `can_take` saying whether the engine offers a pile take.
/// The engine decides each one: drawing, ending the deal, asking and answering are listed
/// when it would accept them; melding and discarding in the play phase, where their menus
/// offer only what it accepts.
fn verbs(game: &Game, seat: usize, can_take: bool) -> Vec<Verb> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    let accepts = |action: Action| game.check(seat, &action).is_ok();
    let playing = game.turn().phase == Phase::Play;
    // The declarer's opening before play is a meld (FI 16A).
    let opening = game.turn().phase == Phase::Opening;
    [
        (Verb::Draw, accepts(Action::Draw)),
        (Verb::Take, can_take),
        (Verb::End, accepts(Action::EndDeal)),
        (Verb::Meld, playing || opening),
        (Verb::Discard, playing),
        (Verb::Ask, accepts(Action::AskGoOut)),
        (Verb::Yes, accepts(Action::AnswerGoOut { yes: true })),
        (Verb::No, accepts(Action::AnswerGoOut { yes: false })),
        (
            Verb::Buy,
            game.seat_view(seat)
                .hand
                .iter()
                .any(|&card| card.is_red_three() && accepts(Action::BuyWithRedThree { card })),
        ),
    ]
    .into_iter()
    .filter_map(|(verb, offered)| offered.then_some(verb))
    .collect()
}

/// The suits of the red 3s `seat` may lay down now to buy a stock card, as the engine says
/// (Samba 23: kept in the hand, 300 each against the team).
fn red_three_buys(game: &Game, seat: usize) -> Vec<Suit> {
    [Suit::Hearts, Suit::Diamonds]
        .into_iter()
        .filter(|&suit| {
            let buy = Action::BuyWithRedThree {
                card: Card::new(Rank::Three, suit),
            };
            game.check_actor(seat, &buy)
                .and_then(|()| game.check(seat, &buy))
                .is_ok()
        })
        .collect()
}

/// What the hand view offers now, asked of the engine once for the embed and the controls
/// together: the seat's view, its commands, the pile takes and the meld menu.
struct Offers {
    view: SeatView,
    verbs: Vec<Verb>,
    takes: Vec<Suggestion>,
    melds: Vec<Suggestion>,
    buys: Vec<Suit>,
}

impl Offers {
    fn of(game: &Game, seat: usize) -> Offers {
        let view = game.seat_view(seat);
        let takes = take_options(crate::lang::PENDING_LANG, game, seat);
        let verbs = verbs(game, seat, !takes.is_empty());
        let melds = if verbs.contains(&Verb::Meld) {
            meld_by_rank(game, &view)
        } else {
            Vec::new()
        };
        let buys = red_three_buys(game, seat);
        Offers {
            buys,
            view,
            verbs,
            takes,
            melds,
        }
    }
}

fn has_partner(view: &SeatView) -> bool {
    let team = view.table.seats.get(view.seat).map(|s| s.team);
    team.and_then(|t| view.table.teams.get(t))
        .is_some_and(|t| t.members.len() > 1)
}

/// `seat`'s private hand view as an embed.
pub fn hand_embed(game: &Game, seat: usize, names: &Names) -> Embed {
    embed_of(&Offers::of(game, seat), names, &TableClock::default())
}

/// `seat`'s hand and team's melds in a game that has ended (over, or abandoned mid-deal),
/// with `status` instead of whose turn it is, and nothing offered to do.
pub fn ended_hand_embed(game: &Game, seat: usize, names: &Names, status: &str) -> Embed {
    let ended = Offers {
        view: game.seat_view(seat),
        verbs: Vec::new(),
        takes: Vec::new(),
        melds: Vec::new(),
        buys: Vec::new(),
    };
    let embed = embed_of(&ended, names, &TableClock::default());
    let (_, hand) = embed.description.split_once("\n\n").unwrap_or_default();
    let description = format!("{status}\n\n{hand}");
    embed.description(description).colour(Colour::NEUTRAL)
}

fn embed_of(offers: &Offers, names: &Names, clock: &TableClock) -> Embed {
    let view = &offers.view;
    let table = &view.table;
    let mine = table.to_act == Some(view.seat);
    let mut status = vec![status_line(view, names)];
    if table.phase != Phase::Over {
        status.extend(clock_lines(clock, names));
    }
    let mut embed = Embed::new(format!(
        "Your hand — {}",
        cards_count(crate::lang::PENDING_LANG, view.hand.len())
    ))
    .description(format!(
        "{}\n\n{}",
        status.join("\n"),
        if table.melding.sequences {
            hand_by_suit(crate::lang::PENDING_LANG, &view.hand)
        } else {
            hand_words(crate::lang::PENDING_LANG, &view.hand)
        }
    ))
    .colour(if mine { Colour::TURN } else { Colour::NEUTRAL });
    let melds = team_melds(view);
    let melds_text = if melds.is_empty() {
        let need = table.seats.get(view.seat).map_or(0, |s| s.minimum_count);
        format!("None yet: your first meld needs {need} points.")
    } else {
        melds
            .iter()
            .map(|m| format!("• {}", meld_line(crate::lang::PENDING_LANG, m)))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let title = if has_partner(view) {
        "Your team's melds"
    } else {
        "Your melds"
    };
    embed = embed.field(title, melds_text, false);
    embed = embed.field("Pile", pile_text(view), false);
    let hints = action_hints(offers);
    if !hints.is_empty() {
        embed = embed.field("What you can do", hints.join("\n"), false);
    }
    if table.melding.sequences {
        embed.footer(
            "Type cards by rank, melds separated by commas: \"7 7 2, K K K\"; a sequence with \
             its suit: \"5h 6h 7h\" or \"h 5-7\".",
        )
    } else {
        embed.footer("Type cards by rank, melds separated by commas: \"7 7 2, K K K\".")
    }
}

/// The pile as this seat sees it: top card, size, frozen, stock; and every card of it while
/// the seat may still look through it (FI 22A).
pub fn pile_text(view: &SeatView) -> String {
    let mut pile = pile_line(&view.table);
    if let Some(cards) = view.pile.as_ref().filter(|c| c.len() > 1) {
        let mut sorted = cards.clone();
        sorted.sort();
        pile.push_str(&format!(
            "\nUntil your first discard you may look through it: {}",
            hand_words(crate::lang::PENDING_LANG, &sorted)
        ));
    }
    pile
}

/// `seat`'s private hand view with its controls (ephemeral); `id` and `version` name the
/// stored game and its version in the controls' custom ids.
pub fn hand_message(id: u64, version: u64, game: &Game, seat: usize, names: &Names) -> Message {
    hand_message_with(id, version, game, seat, names, &TableClock::default())
}

/// [`hand_message`] with the table's clock under the line that says whose turn it is.
pub fn hand_message_with(
    id: u64,
    version: u64,
    game: &Game,
    seat: usize,
    names: &Names,
    clock: &TableClock,
) -> Message {
    let offers = Offers::of(game, seat);
    Message::embed(embed_of(&offers, names, clock))
        .with_components(components_of(id, version, &offers))
        .private()
}

/// The controls of the hand view: a row of turn buttons, then at most two selects (how to take
/// the pile; or melds, one option per rank, and a discard, one option per rank).
pub fn hand_components(id: u64, version: u64, game: &Game, seat: usize) -> Components {
    components_of(id, version, &Offers::of(game, seat))
}

fn components_of(id: u64, version: u64, offers: &Offers) -> Components {
    let id = |control| CustomId::new(id, version, control).to_string();
    let button = |control, label: &str, style| Button {
        custom_id: id(control),
        label: label.into(),
        style,
        disabled: false,
    };
    let mut buttons = Vec::new();
    let mut rows = Vec::new();
    for verb in &offers.verbs {
        match verb {
            Verb::Draw => buttons.push(button(Control::Draw, "Draw", ButtonStyle::Primary)),
            Verb::End => buttons.push(button(Control::End, "End the deal", ButtonStyle::Danger)),
            Verb::Buy => {
                for &suit in &offers.buys {
                    let label = format!("Buy a card with 3{}", suit.symbol());
                    buttons.push(button(Control::Buy(suit), &label, ButtonStyle::Secondary));
                }
            }
            Verb::Ask => buttons.push(button(
                Control::Ask,
                "May I go out?",
                ButtonStyle::Secondary,
            )),
            Verb::Yes => buttons.push(button(Control::Answer(true), "Yes", ButtonStyle::Success)),
            Verb::No => buttons.push(button(Control::Answer(false), "No", ButtonStyle::Danger)),
            Verb::Take => rows.push(select(
                id(Control::Take(None)),
                "Take the pile with…",
                offers.takes.clone(),
                false,
            )),
            Verb::Meld => rows.push(select(
                id(Control::Meld),
                "Meld (choose one or more)…",
                offers.melds.clone(),
                true,
            )),
            Verb::Discard => rows.push(select(
                id(Control::Discard),
                "Discard (ends your turn)…",
                discard_options(crate::lang::PENDING_LANG, &offers.view),
                false,
            )),
        }
    }
    buttons.push(button(Control::Hand, "Refresh", ButtonStyle::Secondary));
    let mut all = vec![Row::Buttons(buttons)];
    all.extend(rows.into_iter().flatten());
    Components { rows: all }
}

/// The engine's meld options (`players::meld_options`, each accepted now) as a menu: one
/// single play per rank (lay-off, natural meld, meld with one wild, wild lay-off, more wilds,
/// in that order of preference); then, after all of them, the same with one more wild card
/// (`7 7 2 joker`, `K: 2`) where the engine offers it; then, before the team's first meld,
/// the engine's combinations (openings that reach the minimum count). Chosen together with
/// its rank's first option, a bigger one counts (see `input::pressed`).
fn meld_by_rank(game: &Game, view: &SeatView) -> Vec<Suggestion> {
    let existing = team_melds(view);
    let next = view.table.next_meld_id;
    let options = players::meld_options(game, view.seat);
    let singles: Vec<(MeldShape, &MeldPlay)> = options
        .iter()
        .filter_map(|plays| match plays.as_slice() {
            [play] => play_shapes(plays, existing, next)[0].map(|shape| (shape, play)),
            _ => None,
        })
        .collect();
    let mut base: Vec<(MeldShape, &MeldPlay)> = Vec::new();
    for &(rank, play) in &singles {
        if base.iter().all(|(r, _)| *r != rank) {
            base.push((rank, play));
        }
    }
    let mut chosen: Vec<Vec<MeldPlay>> = base.iter().map(|(_, p)| vec![(*p).clone()]).collect();
    for (rank, b) in &base {
        for wild in [Rank::Two, Rank::Joker] {
            let more = singles
                .iter()
                .find(|(r, p)| r == rank && one_more_wild(b, p, wild));
            if let Some((_, p)) = more {
                let plays = vec![(*p).clone()];
                if !chosen.contains(&plays) {
                    chosen.push(plays);
                }
            }
        }
    }
    // Before the team's first meld, single melds rarely reach the minimum count alone: offer
    // the engine's combinations too (once opened, several options are chosen together).
    let opened = !existing.is_empty();
    for plays in options.iter().filter(|o| o.len() > 1 && !opened) {
        if !chosen.contains(plays) {
            chosen.push(plays.clone());
        }
    }
    let mut out: Vec<Suggestion> = Vec::new();
    for plays in &chosen {
        let s = meld_suggestion(crate::lang::PENDING_LANG, view, &[], plays);
        if out.iter().all(|o| o.value != s.value) {
            out.push(s);
        }
    }
    out
}

/// True if `bigger` is `base` with one more wild card of rank `wild`: for a lay-off, that wild
/// card alone onto the same meld (`K: 2`); for a new meld, the same cards and the wild card.
fn one_more_wild(base: &MeldPlay, bigger: &MeldPlay, wild: Rank) -> bool {
    match (base, bigger) {
        (MeldPlay::Add { meld: a, .. }, MeldPlay::Add { meld: b, cards }) => {
            a == b && cards.len() == 1 && cards[0].rank == wild
        }
        (MeldPlay::New { cards: small }, MeldPlay::New { cards: big }) => {
            let mut grown: Vec<Rank> = small.iter().map(|c| c.rank).collect();
            grown.push(wild);
            grown.sort_unstable();
            let mut big: Vec<Rank> = big.iter().map(|c| c.rank).collect();
            big.sort_unstable();
            grown == big
        }
        _ => false,
    }
}

/// A select of suggestions (label = the cards, description = the note), or nothing if none;
/// the message keeps as many as a select takes.
fn select(
    custom_id: String,
    placeholder: &str,
    options: Vec<Suggestion>,
    many: bool,
) -> Option<Row> {
    if options.is_empty() {
        return None;
    }
    let options: Vec<(String, String, Option<String>)> = options
        .into_iter()
        .map(|s| (s.shown, s.value, Some(s.note)))
        .collect();
    let max = if many {
        u8::try_from(options.len()).unwrap_or(u8::MAX)
    } else {
        1
    };
    Some(Row::Select(Select {
        custom_id,
        placeholder: placeholder.into(),
        options,
        min: 1,
        max,
    }))
}

/// "Your turn: ...", "Waiting for Bob.", or the question to answer.
fn status_line(view: &SeatView, names: &Names) -> String {
    let table = &view.table;
    let turn = names.seat(table.turn);
    match (table.phase, table.to_act) {
        (Phase::Over, _) => "The game is over.".into(),
        (Phase::AwaitingAnswer, Some(s)) if s == view.seat => {
            format!("{turn} asks you: \"May I go out?\" Answer yes or no.")
        }
        (Phase::AwaitingAnswer, _) => "Waiting for your partner's answer.".into(),
        (Phase::Draw, Some(s)) if s == view.seat => {
            "Your turn: draw from the stock or take the pile.".into()
        }
        (Phase::Play, Some(s)) if s == view.seat => match table.ask {
            Ask::Yes => "Your partner said yes: you must go out this turn.".into(),
            Ask::No => "Your partner said no: you may not go out this turn.".into(),
            Ask::NotAsked | Ask::Pending => "Your turn: meld, then discard.".into(),
        },
        _ => format!("Waiting for {turn}."),
    }
}

/// What to type for each available command.
fn action_hints(offers: &Offers) -> Vec<String> {
    let view = &offers.view;
    let top = view.table.pile.top.map(|c| c.rank.code()).unwrap_or("?");
    offers
        .verbs
        .iter()
        .map(|verb| match verb {
            Verb::Draw => "`draw`: take the top card of the stock".to_string(),
            Verb::Take => {
                let example = offers
                    .takes
                    .first()
                    .map_or_else(|| "8 8".into(), |s| s.shown.clone());
                format!("`take {example}`: meld the top {top} and take the pile")
            }
            Verb::Meld => {
                let example = offers
                    .melds
                    .first()
                    .map_or_else(|| "7 7 2, K K".into(), |s| s.shown.clone());
                format!("`meld {example}`: new melds and lay-offs, separated by commas")
            }
            Verb::Discard => {
                let example = discard_options(crate::lang::PENDING_LANG, view)
                    .first()
                    .map_or_else(|| "9".into(), |s| s.shown.clone());
                format!("`discard {example}`: ends your turn")
            }
            Verb::Ask => "`ask`: ask your partner \"May I go out?\"".into(),
            Verb::Yes | Verb::No => "`yes` or `no`: your answer binds your partner".into(),
            Verb::End => "`end`: leave the pile; the deal ends".into(),
            Verb::Buy => "`buy`: lay a red 3 down for a stock card (300 against you)".into(),
        })
        .fold(Vec::new(), |mut acc, line| {
            if !acc.contains(&line) {
                acc.push(line);
            }
            acc
        })
}

#[cfg(test)]
#[path = "hand_tests.rs"]
mod tests;
