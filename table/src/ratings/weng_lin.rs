//! One rated game through skillratings' Weng-Lin (no rating math here): two teams through
//! `weng_lin_two_teams`, three or more through `weng_lin_multi_team`, with skillratings'
//! default configuration (β = 25/6).

use skillratings::weng_lin::{
    weng_lin_multi_team, weng_lin_two_teams, WengLinConfig, WengLinRating,
};
use skillratings::{MultiTeamOutcome, Outcomes};

/// The configuration every rating uses (changing it calls for `canasta-bot ratings rebuild`).
pub(crate) fn config() -> WengLinConfig {
    WengLinConfig::new()
}

/// The teams' new ratings after a game where team `i` took place `places[i]` (1 = best;
/// equal places are a tie).
pub(crate) fn rate(teams: &[Vec<WengLinRating>], places: &[usize]) -> Vec<Vec<WengLinRating>> {
    let config = config();
    if let ([one, two], [p1, p2]) = (teams, places) {
        let outcome = match p1.cmp(p2) {
            std::cmp::Ordering::Less => Outcomes::WIN,
            std::cmp::Ordering::Greater => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (one, two) = weng_lin_two_teams(one, two, &outcome, &config);
        return vec![one, two];
    }
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, place)| (team.as_slice(), MultiTeamOutcome::new(*place)))
        .collect();
    weng_lin_multi_team(&ranked, &config)
}
