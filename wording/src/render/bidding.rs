//! Sitoumussamba's auction on a table (RULES.md §3 "Bidding"; FI 12, 16C): the buttons of the
//! public call post (each level by its points, Pass, Double), the private choice of what to
//! bid once a level is pressed, and the declarer's "Cannot open". Which calls are offered is
//! asked of the engine ([`Game::check`]), never worked out here.

use crate::custom_id::{Control, CustomId};
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use canasta_engine::{Action, Bid, Denomination, Game};

/// Buttons in one row (Discord's limit).
const PER_ROW: usize = 5;

/// A button of game `id` drawn at `version`.
fn button(id: u64, version: u64, control: Control, label: String, enabled: bool) -> Button {
    let style = match control {
        Control::Double | Control::CannotOpen => ButtonStyle::Danger,
        Control::Pass => ButtonStyle::Secondary,
        _ => ButtonStyle::Primary,
    };
    Button {
        custom_id: CustomId::new(id, version, control).to_string(),
        label,
        style,
        disabled: !enabled,
    }
}

fn rows(buttons: Vec<Button>) -> Vec<Row> {
    buttons
        .chunks(PER_ROW)
        .map(|chunk| Row::Buttons(chunk.to_vec()))
        .collect()
}

/// The public call post's rows for `seat`, whose call it is: one button per level, labelled
/// with the points it promises and pressable while some bid of that level is high enough,
/// then Pass and Double (pressable when the engine would accept them). Empty without bidding.
pub fn call_rows(id: u64, version: u64, game: &Game, seat: usize) -> Vec<Row> {
    let Some(policy) = game.rules().bidding else {
        return Vec::new();
    };
    let accepts = |action: Action| game.check(seat, &action).is_ok();
    let highest = Denomination::ALL[Denomination::ALL.len() - 1];
    let mut buttons: Vec<Button> = (1..=policy.levels)
        .map(|level| {
            let open = accepts(Action::Bid {
                bid: Bid::new(level, highest),
            });
            let points = policy.points(level).to_string();
            button(id, version, Control::Level(level), points, open)
        })
        .collect();
    buttons.push(button(
        id,
        version,
        Control::Pass,
        "Pass".into(),
        accepts(Action::Pass),
    ));
    buttons.push(button(
        id,
        version,
        Control::Double,
        "Double".into(),
        accepts(Action::Double),
    ));
    rows(buttons)
}

/// What `seat` may bid at `level`, privately: one button per denomination, lowest first,
/// pressable where the bid is above every bid so far (FI 12B); pressing one makes the bid.
pub fn level_message(id: u64, version: u64, game: &Game, seat: usize, level: u8) -> Message {
    let points = game.rules().bidding.map_or(0, |p| p.points(level));
    let buttons = Denomination::ALL
        .iter()
        .map(|&denomination| {
            let bid = Bid::new(level, denomination);
            let allowed = game.check(seat, &Action::Bid { bid }).is_ok();
            button(id, version, Control::Bid(bid), bid.to_string(), allowed)
        })
        .collect();
    let highest = game
        .public_view()
        .auction
        .and_then(|a| a.highest())
        .map_or_else(
            || "Nobody has bid yet.".to_string(),
            |(_, bid)| format!("The bid to beat: {bid}."),
        );
    Message::text(format!(
        "Bid {points}: what do you promise? {highest} (clubs < diamonds < hearts < spades < \
         canasta < 2s canasta)"
    ))
    .with_components(Components {
        rows: rows(buttons),
    })
    .private()
}

/// The declarer's "Cannot open" button, while the engine would accept it (FI 16C): the side
/// pays the penalty and the bid passes on. Opening is a `/meld`.
pub fn cannot_open_row(id: u64, version: u64, game: &Game, seat: usize) -> Option<Row> {
    game.check(seat, &Action::CannotOpen).ok()?;
    let label = "Cannot open".to_string();
    let cannot = button(id, version, Control::CannotOpen, label, true);
    Some(Row::Buttons(vec![cannot]))
}
