//! A player's private view: the hand grouped by rank, the team's melds, the pile (all of it
//! while the player may still look through it), what can be done now, and the buttons and
//! selects to do it. Works for any hand size: controls are grouped by rank, never per card
//! (a discard by card where the rules play sequences, while a menu holds them all).

use super::auction::progress_text;
use super::bidding::call_rows;
use super::clock::{clock_lines, TableClock};
use super::names::Names;
use super::table::pile_line;
use super::words::{bid_word, cards_count, meld_line, CardNaming};
use crate::custom_id::{Control, CustomId};
use crate::input::build::team_melds;
use crate::input::suggest::{
    discard_options, meld_suggestion, take_options, Suggestion, VALUE_LANG,
};
use crate::input::{parse_verb_args, Verb};
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Colour, Components, Embed, Message, Row, Select};
use crate::tr;
use canasta_engine::bidding::{bid_progress, BidProgress};
use canasta_engine::deal::{Ask, Phase};
use canasta_engine::{players, Action, Card, Game, Rank, SeatView, Suit};

#[path = "hand_hints.rs"]
mod hints;
use hints::action_hints;

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
/// together: the seat's view, its commands, the pile takes, the meld and discard menus, and
/// Sitoumussamba's calls and "Cannot open", for a reader of `lang`.
struct Offers {
    lang: Lang,
    view: SeatView,
    verbs: Vec<Verb>,
    takes: Vec<Suggestion>,
    melds: Vec<Suggestion>,
    /// The meld options may be picked together (the engine's [`players::MeldMenu`]); else one.
    melds_together: bool,
    /// The discards the engine accepts now, each with the card it discards.
    discards: Vec<(Card, Suggestion)>,
    buys: Vec<Suit>,
    /// It is the seat's call in the auction (FI 12).
    calling: bool,
    /// The declarer's "Cannot open", during its opening (FI 16C): whether the engine accepts
    /// it (a hand whose opening the engine finds must open, FI 15C), and what it costs.
    cannot_open: Option<CannotOpen>,
    /// Sitoumussamba: the declaring side's progress towards the bid in play (FI 30).
    progress: Option<BidProgress>,
}

/// The declarer's "Cannot open" as the hand view shows it.
#[derive(Debug, Clone, Copy)]
struct CannotOpen {
    accepted: bool,
    penalty: i32,
}

impl Offers {
    fn of(lang: Lang, game: &Game, seat: usize) -> Offers {
        let view = game.seat_view(seat);
        let takes = take_options(lang, game, seat);
        let verbs = verbs(game, seat, !takes.is_empty());
        let (melds, melds_together) = if verbs.contains(&Verb::Meld) {
            meld_menu(lang, game, &view)
        } else {
            (Vec::new(), false)
        };
        let discards = if verbs.contains(&Verb::Discard) {
            accepted_discards(lang, game, &view)
        } else {
            Vec::new()
        };
        let buys = red_three_buys(game, seat);
        let mine = game.seat_to_act() == Some(seat);
        let phase = game.turn().phase;
        let cannot_open = (mine && phase == Phase::Opening).then(|| CannotOpen {
            accepted: game.check(seat, &Action::CannotOpen).is_ok(),
            penalty: game
                .rules()
                .bidding
                .map_or(0, |policy| policy.failed_opening_penalty),
        });
        let progress = bid_progress(game.rules(), &view.table);
        Offers {
            lang,
            buys,
            view,
            verbs,
            takes,
            melds,
            melds_together,
            discards,
            calling: mine && phase == Phase::Bidding,
            cannot_open,
            progress,
        }
    }

    fn nothing(lang: Lang, view: SeatView) -> Offers {
        Offers {
            lang,
            view,
            verbs: Vec::new(),
            takes: Vec::new(),
            melds: Vec::new(),
            melds_together: false,
            discards: Vec::new(),
            buys: Vec::new(),
            calling: false,
            cannot_open: None,
            progress: None,
        }
    }
}

/// The discard menu's options that the engine accepts now, with the card each discards (a
/// discard may be refused: after the partner's "yes" one that does not go out, FI 23D).
fn accepted_discards(lang: Lang, game: &Game, view: &SeatView) -> Vec<(Card, Suggestion)> {
    discard_options(lang, view)
        .into_iter()
        .filter_map(|option| {
            match parse_verb_args(VALUE_LANG, Verb::Discard, &option.value, view) {
                Ok(Action::Discard { card })
                    if game.check(view.seat, &Action::Discard { card }).is_ok() =>
                {
                    Some((card, option))
                }
                _ => None,
            }
        })
        .collect()
}

fn has_partner(view: &SeatView) -> bool {
    let team = view.table.seats.get(view.seat).map(|s| s.team);
    team.and_then(|t| view.table.teams.get(t))
        .is_some_and(|t| t.members.len() > 1)
}

/// `seat`'s private hand view as an embed, in `lang`.
pub fn hand_embed(lang: Lang, game: &Game, seat: usize, names: &Names) -> Embed {
    embed_of(&Offers::of(lang, game, seat), names, &TableClock::default())
}

/// `seat`'s hand and team's melds in a game that has ended (over, or abandoned mid-deal),
/// with `status` instead of whose turn it is, and nothing offered to do.
pub fn ended_hand_embed(
    lang: Lang,
    game: &Game,
    seat: usize,
    names: &Names,
    status: &str,
) -> Embed {
    let ended = Offers::nothing(lang, game.seat_view(seat));
    let embed = embed_of(&ended, names, &TableClock::default());
    let (_, hand) = embed.description.split_once("\n\n").unwrap_or_default();
    let description = format!("{status}\n\n{hand}");
    embed.description(description).colour(Colour::NEUTRAL)
}

fn embed_of(offers: &Offers, names: &Names, clock: &TableClock) -> Embed {
    let lang = offers.lang;
    let view = &offers.view;
    let table = &view.table;
    let mine = table.to_act == Some(view.seat);
    let mut status = vec![status_line(lang, view, names)];
    if table.phase != Phase::Over {
        status.extend(clock_lines(lang, clock, names));
    }
    if let Some(progress) = &offers.progress {
        status.extend(progress_text(lang, progress, table, names));
    }
    let mut embed = Embed::new(tr!(
        lang,
        "hand-title",
        cards = cards_count(lang, view.hand.len())
    ))
    .description(format!(
        "{}\n\n{}",
        status.join("\n"),
        CardNaming::of(&table.melding).hand(lang, &view.hand)
    ))
    .colour(if mine { Colour::TURN } else { Colour::NEUTRAL });
    let melds = team_melds(view);
    let melds_text = if melds.is_empty() {
        let need = table.seats.get(view.seat).map_or(0, |s| s.minimum_count);
        tr!(lang, "hand-no-melds", points = need)
    } else {
        melds
            .iter()
            .map(|m| format!("• {}", meld_line(lang, m)))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let title = if has_partner(view) {
        tr!(lang, "hand-team-melds")
    } else {
        tr!(lang, "hand-melds")
    };
    embed = embed.field(title, melds_text, false);
    embed = embed.field(tr!(lang, "hand-pile"), pile_text(lang, view), false);
    let hints = action_hints(offers);
    if !hints.is_empty() {
        embed = embed.field(tr!(lang, "hand-can-do"), hints.join("\n"), false);
    }
    if table.melding.sequences {
        embed.footer(tr!(lang, "hand-footer-sequences"))
    } else {
        embed.footer(tr!(lang, "hand-footer"))
    }
}

/// The pile as this seat sees it, in `lang`: top card, size, frozen, stock; and every card
/// of it while the seat may still look through it (FI 22A).
pub fn pile_text(lang: Lang, view: &SeatView) -> String {
    let mut pile = pile_line(lang, &view.table);
    if let Some(cards) = view.pile.as_ref().filter(|c| c.len() > 1) {
        let mut sorted = cards.clone();
        sorted.sort();
        pile.push('\n');
        pile.push_str(&tr!(
            lang,
            "hand-look-through",
            cards = CardNaming::of(&view.table.melding).hand(lang, &sorted)
        ));
    }
    pile
}

/// `seat`'s private hand view with its controls (ephemeral); `id` and `version` name the
/// stored game and its version in the controls' custom ids. In `lang`.
pub fn hand_message(
    lang: Lang,
    id: u64,
    version: u64,
    game: &Game,
    seat: usize,
    names: &Names,
) -> Message {
    hand_message_with(lang, id, version, game, seat, names, &TableClock::default())
}

/// [`hand_message`] with the table's clock under the line that says whose turn it is.
pub fn hand_message_with(
    lang: Lang,
    id: u64,
    version: u64,
    game: &Game,
    seat: usize,
    names: &Names,
    clock: &TableClock,
) -> Message {
    let offers = Offers::of(lang, game, seat);
    Message::embed(embed_of(&offers, names, clock))
        .with_components(components_of(id, version, game, &offers))
        .private()
}

/// The controls of the hand view: a row of turn buttons (the declarer's Cannot open among them),
/// the auction's call buttons on the seat's call, then at most two selects (how to take the
/// pile; or melds, one option per rank, and a discard, one option per rank or card). Labels are in
/// `lang`; custom ids and option values are the same in every language.
pub fn hand_components(lang: Lang, id: u64, version: u64, game: &Game, seat: usize) -> Components {
    components_of(id, version, game, &Offers::of(lang, game, seat))
}

fn components_of(id: u64, version: u64, game: &Game, offers: &Offers) -> Components {
    let lang = offers.lang;
    // Sitoumussamba's call: each level's points, Pass and Double, as on the thread's post.
    let calls = if offers.calling {
        call_rows(lang, id, version, game, offers.view.seat)
    } else {
        Vec::new()
    };
    let id = |control| CustomId::new(id, version, control).to_string();
    let button = |control, label: String, style| Button {
        custom_id: id(control),
        label,
        style,
        disabled: false,
    };
    let mut buttons = Vec::new();
    let mut rows = Vec::new();
    for verb in &offers.verbs {
        match verb {
            Verb::Draw => buttons.push(button(
                Control::Draw,
                tr!(lang, "hand-draw"),
                ButtonStyle::Primary,
            )),
            Verb::End => buttons.push(button(
                Control::End,
                tr!(lang, "hand-end"),
                ButtonStyle::Danger,
            )),
            Verb::Buy => {
                for &suit in &offers.buys {
                    let label = tr!(lang, "hand-buy", card = format!("3{}", suit.symbol()));
                    buttons.push(button(Control::Buy(suit), label, ButtonStyle::Secondary));
                }
            }
            Verb::Ask => buttons.push(button(
                Control::Ask,
                tr!(lang, "hand-ask"),
                ButtonStyle::Secondary,
            )),
            Verb::Yes => buttons.push(button(
                Control::Answer(true),
                tr!(lang, "hand-yes"),
                ButtonStyle::Success,
            )),
            Verb::No => buttons.push(button(
                Control::Answer(false),
                tr!(lang, "hand-no"),
                ButtonStyle::Danger,
            )),
            Verb::Take => rows.push(select(
                id(Control::Take(None)),
                tr!(lang, "hand-take-with"),
                offers.takes.clone(),
                false,
            )),
            Verb::Meld => rows.push(select(
                id(Control::Meld),
                if offers.melds_together {
                    tr!(lang, "hand-meld-choose")
                } else {
                    tr!(lang, "hand-meld-choose-one")
                },
                offers.melds.clone(),
                offers.melds_together,
            )),
            Verb::Discard => rows.push(select(
                id(Control::Discard),
                tr!(lang, "hand-discard-choose"),
                offers.discards.iter().map(|(_, s)| s.clone()).collect(),
                false,
            )),
        }
    }
    // The declarer's "Cannot open" whenever it opens, pressable when the engine accepts it.
    if let Some(cannot) = offers.cannot_open {
        let label = tr!(lang, "bidding-cannot-open");
        buttons.push(Button {
            disabled: !cannot.accepted,
            ..button(Control::CannotOpen, label, ButtonStyle::Danger)
        });
    }
    buttons.push(button(
        Control::Hand,
        tr!(lang, "hand-refresh"),
        ButtonStyle::Secondary,
    ));
    let mut all = vec![Row::Buttons(buttons)];
    all.extend(calls);
    all.extend(rows.into_iter().flatten());
    Components { rows: all }
}

/// The engine's Meld menu ([`players::meld_menu`]) in `lang`, and whether its options may be
/// picked together. The engine chooses the options so that no pick it allows needs a card
/// twice (issue 31); this only names them. Chosen together with its rank's first option, a
/// bigger one counts (see `input::pressed`).
fn meld_menu(lang: Lang, game: &Game, view: &SeatView) -> (Vec<Suggestion>, bool) {
    let menu = players::meld_menu(game, view.seat);
    let mut out: Vec<Suggestion> = Vec::new();
    for plays in &menu.options {
        let s = meld_suggestion(lang, view, &[], plays);
        if out.iter().all(|o| o.value != s.value) {
            out.push(s);
        }
    }
    (out, menu.together)
}

/// A select of suggestions (label = the cards, description = the note), or nothing if none;
/// the message keeps as many as a select takes.
fn select(
    custom_id: String,
    placeholder: String,
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
        placeholder,
        options,
        min: 1,
        max,
    }))
}

/// "Your turn: ...", "Waiting for Bob.", or the question to answer, in `lang`; never
/// "Waiting for" the reader themself (their call, their opening).
fn status_line(lang: Lang, view: &SeatView, names: &Names) -> String {
    let table = &view.table;
    let turn = names.seat(table.turn).to_string();
    match (table.phase, table.to_act) {
        (Phase::Over, _) => tr!(lang, "hand-game-over"),
        (Phase::Bidding, Some(s)) if s == view.seat => tr!(lang, "hand-your-call"),
        (Phase::Opening, Some(s)) if s == view.seat => {
            match table.auction.as_ref().and_then(|a| a.contract) {
                Some(contract) => tr!(
                    lang,
                    "hand-your-opening",
                    bid = bid_word(lang, contract.bid)
                ),
                None => tr!(lang, "hand-your-opening-no-bid"),
            }
        }
        (Phase::AwaitingAnswer, Some(s)) if s == view.seat => {
            tr!(lang, "hand-asks-you", name = turn)
        }
        (Phase::AwaitingAnswer, _) => tr!(lang, "hand-awaiting-partner"),
        (Phase::Draw, Some(s)) if s == view.seat => tr!(lang, "hand-your-draw"),
        (Phase::Play, Some(s)) if s == view.seat => match table.ask {
            Ask::Yes => tr!(lang, "hand-partner-yes"),
            Ask::No => tr!(lang, "hand-partner-no"),
            Ask::NotAsked | Ask::Pending => tr!(lang, "hand-your-play"),
        },
        _ => tr!(lang, "hand-waiting-for", name = turn),
    }
}

#[cfg(test)]
#[path = "hand_tests.rs"]
mod tests;
