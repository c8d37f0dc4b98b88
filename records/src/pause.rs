//! A pause by vote: every human seat of a timed game agrees (`/canasta pause` and its button)
//! and the game's clocks stop until one of them starts them again (`/canasta resume`).

/// What came of a vote to pause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PauseVote {
    /// The game has no clock: there is nothing to pause.
    Untimed,
    /// The vote is counted; the seats in `votes` agree, `needed` must.
    Counted {
        /// The seats that agree so far.
        votes: Vec<usize>,
        /// The seats that must agree.
        needed: Vec<usize>,
    },
    /// That vote made it: the clocks are paused.
    Paused,
    /// The clocks were paused already.
    AlreadyPaused,
}
