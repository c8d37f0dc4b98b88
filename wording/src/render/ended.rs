//! What a thread's game still shows once it has ended (issue 13): after "Game over", `/score`
//! gives the final scores, the winner and the last deal's breakdown, `/table` the final table
//! and `/hand` the player's last hand and melds; an abandoned game says it was abandoned, with
//! the score when it stopped. Nothing here offers a move: the answers have no controls.

use super::hand::ended_hand_embed;
use super::names::names_of;
use super::score::{deal_result_embed, game_over_embed, scores_embed, winner_line};
use super::table::table_embed_with;
use super::TableClock;
use crate::lang::Lang;
use crate::payload::Message;
use crate::tr;
use canasta_records::{GameRecord, GameStatus};

/// The line above an ended game's answers, in `lang`; `None` while it is being played.
pub fn ended_line(lang: Lang, record: &GameRecord) -> Option<String> {
    match record.status {
        GameStatus::Active => None,
        GameStatus::Finished => Some(tr!(
            lang,
            "ended-over",
            winner = winner_line(lang, &record.game.public_view(), &names_of(lang, record))
        )),
        GameStatus::Abandoned => Some(tr!(
            lang,
            "ended-abandoned",
            deal = record.game.deal_number()
        )),
    }
}

/// `/hand` in an ended game: `seat`'s hand and team's melds as the game ended, privately.
pub fn ended_hand_message(lang: Lang, record: &GameRecord, seat: usize) -> Message {
    let status = match record.status {
        GameStatus::Abandoned => tr!(lang, "ended-hand-abandoned"),
        _ => tr!(lang, "ended-hand-over"),
    };
    let embed = ended_hand_embed(lang, &record.game, seat, &names_of(lang, record), &status);
    Message::embed(embed)
        .with_content(ended_line(lang, record).unwrap_or_default())
        .private()
}

/// `/table` in an ended game: the table as it ended, without the "My hand" button.
pub fn ended_table_message(lang: Lang, record: &GameRecord) -> Message {
    let view = record.game.public_view();
    let names = names_of(lang, record);
    let embed = table_embed_with(lang, &view, &record.rules, &names, &TableClock::default());
    Message::embed(embed)
        .with_content(ended_line(lang, record).unwrap_or_default())
        .private()
}

/// `/score` in an ended game: over, the winner with the final scores and every deal, and the
/// last deal's breakdown; abandoned, the scores when it stopped.
pub fn ended_score_message(lang: Lang, record: &GameRecord) -> Message {
    let view = record.game.public_view();
    let names = names_of(lang, record);
    let embeds = match record.status {
        GameStatus::Finished => {
            let mut embeds = vec![game_over_embed(lang, &view, &record.rules, &names)];
            embeds.extend(
                view.history
                    .last()
                    .map(|last| deal_result_embed(lang, last, &record.rules, &names)),
            );
            embeds
        }
        _ => vec![scores_embed(lang, &view, &record.rules, &names)],
    };
    Message::text(ended_line(lang, record).unwrap_or_default())
        .with_embeds(embeds)
        .private()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::test_records::{humans, record_of};
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::{Game, Rules};

    fn record(status: GameStatus, to_the_end: bool) -> GameRecord {
        let mut rules = Rules::classic();
        rules.target = 50;
        let (mut game, _) = Game::new(rules.clone(), 7).expect("a game");
        let mut moves = 0u64;
        while let Some(seat) = game.seat_to_act() {
            if !to_the_end && moves == 40 {
                break;
            }
            let action = HeuristicPlayer::new().choose(&game, seat);
            game.apply(seat, &action)
                .expect("the heuristic plays legally");
            moves += 1;
        }
        let mut record = record_of(humans(&["Aino", "Bea", "Carol", "Dan"]), 1, game, moves);
        record.status = status;
        record
    }

    #[test]
    fn a_finished_game_answers_with_its_result_and_no_controls() {
        let over = record(GameStatus::Finished, true);
        let winners = over.game.winners().expect("over").to_vec();
        let score = ended_score_message(Lang::En, &over);
        assert!(score.ephemeral() && score.components().rows.is_empty());
        assert!(
            score.content().starts_with("This game is over."),
            "{score:?}"
        );
        assert_eq!(score.embeds()[0].title, "Game over");
        assert!(score.embeds()[1].title.starts_with("Deal "), "{score:?}");
        let names = names_of(Lang::En, &over);
        assert!(score.content().contains(&names.side(winners[0])));

        let table = ended_table_message(Lang::En, &over);
        assert!(table.components().rows.is_empty());
        assert!(table.embeds()[0].description.contains("The game is over."));

        let hand = ended_hand_message(Lang::En, &over, 1);
        assert!(hand.ephemeral() && hand.components().rows.is_empty());
        let embed = &hand.embeds()[0];
        assert!(embed
            .description
            .starts_with("The game is over: your hand as it ended."));
        assert!(!embed
            .fields
            .iter()
            .any(|(name, _, _)| name == "What you can do"));
    }

    #[test]
    fn an_abandoned_game_says_so_with_the_score_when_it_stopped() {
        let stopped = record(GameStatus::Abandoned, false);
        let to_act = stopped.game.seat_to_act().expect("mid-deal");
        let score = ended_score_message(Lang::En, &stopped);
        assert!(
            score.content().contains("abandoned during deal 1"),
            "{score:?}"
        );
        assert_eq!(score.embeds()[0].title, "Scores");
        let hand = ended_hand_message(Lang::En, &stopped, to_act);
        let embed = &hand.embeds()[0];
        assert!(hand.components().rows.is_empty(), "no move is offered");
        assert!(embed.description.starts_with("The game was abandoned"));
        assert!(!embed
            .fields
            .iter()
            .any(|(name, _, _)| name == "What you can do"));
        assert!(ended_table_message(Lang::En, &stopped)
            .content()
            .contains("abandoned"));
        assert_eq!(
            ended_line(Lang::En, &record(GameStatus::Active, false)),
            None
        );
        let finnish = ended_score_message(Lang::Fi, &stopped);
        assert!(
            finnish
                .content()
                .starts_with("Tämä peli keskeytettiin erässä 1"),
            "{finnish:?}"
        );
        assert_eq!(finnish.embeds()[0].title, "Pisteet");
    }
}
