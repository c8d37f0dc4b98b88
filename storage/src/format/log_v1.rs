//! Reading format-1 log actions: a lay-off then named its meld by its index among the acting
//! team's melds at that moment (an index past them named the action's k-th new meld). Format 2
//! names meld ids, so each format-1 action is translated while the log is replayed through the
//! engine: index `i` becomes the id of the team's `i`-th meld, and index `len + k` the id the
//! action's k-th new meld gets (the game's next id plus k).

use super::log::StoredAction;
use canasta_engine::{Game, LoggedAction, MeldId, Rules};
use serde_json::Value;

/// The log's actions in the newest format, translating format-1 actions by replaying the game
/// from `rules` and `seed`. Errors name the action that cannot be read or replayed.
pub(crate) fn migrate(
    rules: &Rules,
    seed: u64,
    stored: Vec<StoredAction>,
) -> Result<Vec<LoggedAction>, String> {
    let Some(last_v1) = stored
        .iter()
        .rposition(|a| matches!(a, StoredAction::V1(_)))
    else {
        return Ok(stored
            .into_iter()
            .filter_map(|a| match a {
                StoredAction::Current(a) => Some(a),
                StoredAction::V1(_) => None,
            })
            .collect());
    };
    let (mut game, _) =
        Game::new(rules.clone(), seed).map_err(|e| format!("invalid rules: {e}"))?;
    let mut out = Vec::with_capacity(stored.len());
    for (index, action) in stored.into_iter().enumerate() {
        let action = match action {
            StoredAction::Current(a) => a,
            StoredAction::V1(json) => translate(&game, json)
                .map_err(|e| format!("format-1 action {index} does not read: {e}"))?,
        };
        if index < last_v1 {
            game.apply(action.seat, &action.action)
                .map_err(|e| format!("format-1 action {index} does not replay: {e}"))?;
        }
        out.push(action);
    }
    Ok(out)
}

/// One format-1 action, read in `game` just before it was applied.
fn translate(game: &Game, mut json: Value) -> Result<LoggedAction, String> {
    let seat = json
        .get("seat")
        .and_then(Value::as_u64)
        .and_then(|s| usize::try_from(s).ok())
        .filter(|&s| s < game.deal().seat_team.len())
        .ok_or("no seat")?;
    let deal = game.deal();
    let ids: Vec<MeldId> = deal.teams[deal.team_of(seat)]
        .melds
        .iter()
        .map(|m| m.id)
        .collect();
    let plays = json
        .get_mut("action")
        .and_then(|a| a.get_mut("melds"))
        .and_then(Value::as_array_mut);
    for play in plays.into_iter().flatten() {
        if play.get("kind").and_then(Value::as_str) != Some("add") {
            continue;
        }
        let index = play
            .get("meld")
            .and_then(Value::as_u64)
            .and_then(|i| usize::try_from(i).ok())
            .ok_or("a lay-off without a meld index")?;
        let id = ids
            .get(index)
            .copied()
            .unwrap_or_else(|| deal.next_meld_id.plus(index - ids.len()));
        play["meld"] = Value::from(id.0);
    }
    serde_json::from_value(json).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::{Action, MeldPlay, PositionBuilder};
    use serde_json::json;

    #[test]
    fn indexes_become_the_ids_of_the_teams_melds_or_of_the_actions_new_melds() {
        let game = PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 2c joker Kd 9c 9d")
            .meld(1, "Qh Qd Qs")
            .meld(0, "Kh Kc Ks")
            .turn(0, canasta_engine::Phase::Play)
            .build()
            .unwrap();
        let v1 = json!({"seat": 0, "action": {"action": "meld", "melds": [
            {"kind": "new", "cards": [{"rank": "Seven", "suit": "Hearts"},
                {"rank": "Seven", "suit": "Diamonds"}, {"rank": "Two", "suit": "Clubs"}]},
            {"kind": "add", "meld": 0, "cards": [{"rank": "King", "suit": "Diamonds"}]},
            {"kind": "add", "meld": 1, "cards": [{"rank": "Joker", "suit": null}]}
        ]}});
        let action = translate(&game, v1).unwrap();
        let Action::Meld { melds } = action.action else {
            panic!("{action:?}")
        };
        assert_eq!(melds[1].target(), Some(MeldId(1)), "the team's kings");
        assert_eq!(melds[2].target(), Some(MeldId(2)), "the 7s made first");
        assert!(matches!(melds[0], MeldPlay::New { .. }));
    }

    #[test]
    fn a_log_without_format_1_actions_is_kept_as_it_is() {
        let draw = LoggedAction {
            seat: 0,
            action: Action::Draw,
        };
        let out = migrate(
            &Rules::classic(),
            1,
            vec![StoredAction::Current(draw.clone())],
        );
        assert_eq!(out, Ok(vec![draw]));
    }
}
