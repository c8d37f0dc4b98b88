//! Sitoumussamba's auction on a table (RULES.md §3 "Bidding"; FI 12, 16C): the buttons of the
//! public call post (each level by its points, Pass, Double), the private choice of what to
//! bid once a level is pressed, and the declarer's "Cannot open". Which calls are offered is
//! asked of the engine ([`Game::check`]), never worked out here.

use super::words::bid_word;
use crate::custom_id::{Control, CustomId};
use crate::lang::Lang;
use crate::payload::{Button, ButtonStyle, Components, Message, Row};
use crate::tr;
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
/// then Pass and Double (pressable when the engine would accept them), labelled in `lang`.
/// Empty without bidding.
pub fn call_rows(lang: Lang, id: u64, version: u64, game: &Game, seat: usize) -> Vec<Row> {
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
        tr!(lang, "bidding-pass"),
        accepts(Action::Pass),
    ));
    buttons.push(button(
        id,
        version,
        Control::Double,
        tr!(lang, "bidding-double"),
        accepts(Action::Double),
    ));
    rows(buttons)
}

/// What `seat` may bid at `level`, privately: one button per denomination, lowest first,
/// pressable where the bid is above every bid so far (FI 12B); pressing one makes the bid.
/// In `lang`, the reader's.
pub fn level_message(
    lang: Lang,
    id: u64,
    version: u64,
    game: &Game,
    seat: usize,
    level: u8,
) -> Message {
    let points = game.rules().bidding.map_or(0, |p| p.points(level));
    let buttons = Denomination::ALL
        .iter()
        .map(|&denomination| {
            let bid = Bid::new(level, denomination);
            let allowed = game.check(seat, &Action::Bid { bid }).is_ok();
            let label = bid_word(lang, bid);
            button(id, version, Control::Bid(bid), label, allowed)
        })
        .collect();
    let highest = game
        .public_view()
        .auction
        .and_then(|a| a.highest())
        .map_or_else(
            || tr!(lang, "bidding-nobody-yet"),
            |(_, bid)| tr!(lang, "bidding-to-beat", bid = bid_word(lang, bid)),
        );
    Message::text(tr!(
        lang,
        "bidding-level",
        points = points,
        highest = highest
    ))
    .with_components(Components {
        rows: rows(buttons),
    })
    .private()
}

/// The declarer's "Cannot open" button, while the engine would accept it (FI 16C): the side
/// pays the penalty and the bid passes on. Opening is a `/meld`. Labelled in `lang`.
pub fn cannot_open_row(lang: Lang, id: u64, version: u64, game: &Game, seat: usize) -> Option<Row> {
    game.check(seat, &Action::CannotOpen).ok()?;
    let label = tr!(lang, "bidding-cannot-open");
    let cannot = button(id, version, Control::CannotOpen, label, true);
    Some(Row::Buttons(vec![cannot]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use canasta_engine::Rules;

    fn labels(rows: &[Row]) -> Vec<(String, bool)> {
        rows.iter()
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.clone(),
                Row::Select(_) => Vec::new(),
            })
            .map(|b| (b.label, b.disabled))
            .collect()
    }

    #[test]
    fn sitoumussamba_12_call_buttons_in_every_language() {
        let (mut game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
        let first = game.seat_to_act().unwrap();
        let en = labels(&call_rows(Lang::En, 1, 2, &game, first));
        assert_eq!(en[0], ("1000".to_string(), false));
        assert_eq!(en[8], ("Pass".to_string(), false));
        assert_eq!(en[9], ("Double".to_string(), true));
        let fi = labels(&call_rows(Lang::Fi, 1, 2, &game, first));
        assert_eq!(fi[8].0, "Passaa");
        assert_eq!(fi[9].0, "Kontraa");
        let message = level_message(Lang::En, 1, 2, &game, first, 3);
        assert!(message
            .content()
            .starts_with("Bid 3000: what do you promise? Nobody has bid yet."));
        let hearts = Bid::new(2, Denomination::Hearts);
        game.apply(first, &Action::Bid { bid: hearts }).unwrap();
        let next = game.seat_to_act().unwrap();
        for lang in Lang::ALL {
            let message = level_message(lang, 1, 2, &game, next, 2);
            assert!(violations(&message).is_empty(), "{lang}");
        }
        let sv = level_message(Lang::Sv, 1, 2, &game, next, 2);
        assert!(
            sv.content()
                .starts_with("Bud 2000: vad lovar du? Budet att slå: 2 hjärter."),
            "{}",
            sv.content()
        );
        let bids = labels(&sv.components().rows);
        assert_eq!(bids[2], ("2 hjärter".to_string(), true));
        assert_eq!(bids[3], ("2 spader".to_string(), false));
        let fi = labels(
            &level_message(Lang::Fi, 1, 2, &game, next, 2)
                .components()
                .rows,
        );
        assert_eq!(fi[5], ("2 kakkoscanasta".to_string(), false));
    }
}
