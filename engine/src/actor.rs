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
    /// The seat whose call it is, while the auction is on (FI 12A, 12C).
    Bidder,
}

impl Action {
    /// The seat this action belongs to.
    pub fn actor(&self) -> Actor {
        match self {
            Action::AnswerGoOut { .. } => Actor::AskedPartner,
            Action::Bid { .. } | Action::Pass | Action::Double => Actor::Bidder,
            Action::Draw
            | Action::TakePile { .. }
            | Action::Meld { .. }
            | Action::Discard { .. }
            | Action::AskGoOut
            | Action::EndDeal
            | Action::BuyWithRedThree { .. }
            | Action::CannotOpen => Actor::TurnPlayer,
        }
    }
}

impl Game {
    /// Checks that `seat` may take some action now (before its action is known, e.g. to refuse
    /// a player out of turn before reading what they typed): the seat plays this deal, the game
    /// goes on, and the seat is the one to act ([`Game::seat_to_act`]).
    pub fn check_seat(&self, seat: usize) -> Result<(), RuleError> {
        let to_act = self.to_act_at_table(seat)?;
        self.check_is_to_act(seat, to_act)
    }

    /// Checks that `seat` may take `action` now, whatever the action's own rules say: the seat
    /// plays this deal, the game goes on, and the seat is the action's [`Actor`].
    pub fn check_actor(&self, seat: usize, action: &Action) -> Result<(), RuleError> {
        let to_act = self.to_act_at_table(seat)?;
        let awaiting = self.deal.turn.phase == Phase::AwaitingAnswer;
        match action.actor() {
            // There is an asked partner only while the answer is awaited.
            Actor::AskedPartner if !awaiting => Err(RuleError::NothingToAnswer),
            // While it is awaited, the seat to act may only answer.
            Actor::TurnPlayer if awaiting && seat == to_act => Err(RuleError::AwaitingAnswer),
            // There is a bidder only while the auction is on.
            Actor::Bidder if self.deal.turn.phase != Phase::Bidding => Err(RuleError::NoAuction),
            Actor::TurnPlayer | Actor::AskedPartner | Actor::Bidder => {
                self.check_is_to_act(seat, to_act)
            }
        }
    }

    /// The seat to act, once `seat` is known to play this deal and the game to go on: the
    /// checks every turn check starts with.
    fn to_act_at_table(&self, seat: usize) -> Result<usize, RuleError> {
        if !self.deal.is_playing(seat) {
            return Err(RuleError::NotPlaying);
        }
        self.seat_to_act().ok_or(RuleError::GameOver)
    }

    /// Checks that `seat` is `to_act`; the player who asked "May I go out?" is told to wait.
    fn check_is_to_act(&self, seat: usize, to_act: usize) -> Result<(), RuleError> {
        let turn = &self.deal.turn;
        if seat == to_act {
            Ok(())
        } else if turn.phase == Phase::AwaitingAnswer && turn.seat == seat {
            Err(RuleError::AwaitingAnswer)
        } else {
            Err(RuleError::NotYourTurn { expected: to_act })
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
