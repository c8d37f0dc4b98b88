//! Who may take an action: the turn check, asked of each action, in one place.
//!
//! Every action names its [`Actor`]; [`Game::check_actor`] dispatches on it. An action that is
//! not a turn action (a bid before play, a claim any seat may make) gets an actor rule of its
//! own here, and the table layer keeps calling the same check.

use crate::action::Action;
use crate::deal::Phase;
use crate::error::RuleError;
use crate::game::Game;

/// Which seat an action belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    /// The player whose turn it is, while no answer is awaited (FI 9).
    TurnPlayer,
    /// The partner asked "May I go out?", while the answer is awaited (FI 23).
    AskedPartner,
}

impl Action {
    /// The seat this action belongs to.
    pub fn actor(&self) -> Actor {
        match self {
            Action::AnswerGoOut { .. } => Actor::AskedPartner,
            Action::Draw
            | Action::TakePile { .. }
            | Action::Meld { .. }
            | Action::Discard { .. }
            | Action::AskGoOut
            | Action::EndDeal => Actor::TurnPlayer,
        }
    }
}

impl Game {
    /// Checks that `seat` may take some action now (before its action is known, e.g. to refuse
    /// a player out of turn before reading what they typed): the seat plays this deal, the game
    /// goes on, and the seat is the one to act ([`Game::seat_to_act`]).
    pub fn check_seat(&self, seat: usize) -> Result<(), RuleError> {
        if !self.deal.is_playing(seat) {
            return Err(RuleError::NotPlaying);
        }
        let turn = &self.deal.turn;
        match self.seat_to_act() {
            None => Err(RuleError::GameOver),
            Some(to_act) if to_act == seat => Ok(()),
            Some(_) if turn.phase == Phase::AwaitingAnswer && turn.seat == seat => {
                Err(RuleError::AwaitingAnswer)
            }
            Some(expected) => Err(RuleError::NotYourTurn { expected }),
        }
    }

    /// Checks that `seat` may take `action` now, whatever the action's own rules say: the seat
    /// plays this deal, the game goes on, and the seat is the action's [`Actor`].
    pub fn check_actor(&self, seat: usize, action: &Action) -> Result<(), RuleError> {
        if !self.deal.is_playing(seat) {
            return Err(RuleError::NotPlaying);
        }
        let Some(to_act) = self.seat_to_act() else {
            return Err(RuleError::GameOver);
        };
        let turn = &self.deal.turn;
        let awaiting = turn.phase == Phase::AwaitingAnswer;
        match action.actor() {
            Actor::TurnPlayer if awaiting && (seat == turn.seat || seat == to_act) => {
                Err(RuleError::AwaitingAnswer)
            }
            Actor::TurnPlayer if seat != turn.seat => {
                Err(RuleError::NotYourTurn { expected: to_act })
            }
            Actor::TurnPlayer => Ok(()),
            Actor::AskedPartner if !awaiting => Err(RuleError::NothingToAnswer),
            Actor::AskedPartner if seat == to_act => Ok(()),
            Actor::AskedPartner if seat == turn.seat => Err(RuleError::AwaitingAnswer),
            Actor::AskedPartner => Err(RuleError::NotYourTurn { expected: to_act }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::PositionBuilder;
    use crate::deal::Ask;
    use crate::rules::Rules;

    fn asked() -> Game {
        PositionBuilder::new(Rules::classic())
            .hand(0, "7h 7d 9c")
            .hand(1, "4c 5c 6c")
            .hand(2, "4d 5d 6d")
            .hand(3, "4s 5s 6s")
            .pile("8h")
            .stock("8c 8d")
            .turn(0, Phase::AwaitingAnswer)
            .ask(Ask::Pending)
            .build()
            .unwrap()
    }

    #[test]
    fn fi_9_turn_actions_belong_to_the_turn_player() {
        let mut g = asked();
        g.deal.turn.phase = Phase::Draw;
        g.deal.turn.ask = Ask::NotAsked;
        assert_eq!(g.check_actor(0, &Action::Draw), Ok(()));
        let not_yours = Err(RuleError::NotYourTurn { expected: 0 });
        assert_eq!(g.check_actor(1, &Action::Draw), not_yours);
        assert_eq!(g.check_actor(7, &Action::Draw), Err(RuleError::NotPlaying));
    }

    #[test]
    fn fi_23_only_the_asked_partner_answers_and_only_when_asked() {
        let g = asked();
        let yes = Action::AnswerGoOut { yes: true };
        assert_eq!(g.check_actor(2, &yes), Ok(()));
        assert_eq!(g.check_actor(0, &yes), Err(RuleError::AwaitingAnswer));
        let partner = Err(RuleError::NotYourTurn { expected: 2 });
        assert_eq!(g.check_actor(1, &yes), partner);
        assert_eq!(
            g.check_actor(0, &Action::Draw),
            Err(RuleError::AwaitingAnswer)
        );
        assert_eq!(
            g.check_actor(2, &Action::Draw),
            Err(RuleError::AwaitingAnswer)
        );
        assert_eq!(g.check_actor(1, &Action::Draw), partner);
        assert_eq!(g.check_seat(2), Ok(()));
        assert_eq!(g.check_seat(0), Err(RuleError::AwaitingAnswer));
        assert_eq!(g.check_seat(1), partner);
        let mut not_asked = g.clone();
        not_asked.deal.turn.phase = Phase::Play;
        assert_eq!(
            not_asked.check_actor(2, &yes),
            Err(RuleError::NothingToAnswer)
        );
    }
}
