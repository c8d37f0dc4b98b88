//! The named rule sets of RULES.md §2: every table size and the fast game. Each is the classic
//! rules with the policy groups of its row in the §2 table composed from named constructors.

use crate::bidding::BiddingPolicy;
use crate::rules::{
    DealPolicy, DrawPolicy, GoingOutPolicy, MeldPolicy, MinimumCounts, PilePolicy, Rules,
    ScoringTable, StockOutPolicy, TablePolicy, ThreesPolicy,
};

/// The names of every preset, as used by `simulate --rules NAME` and the lobby.
pub const PRESET_NAMES: &[&str] = &[
    "classic",
    "two-player",
    "three-player",
    "three-player-3decks",
    "cutthroat",
    "five-player",
    "six-two-teams",
    "six-three-teams",
    "fast",
    "samba",
    "sitoumussamba",
];

impl Rules {
    /// The preset with this name, if any (see [`PRESET_NAMES`]), read in any case and without
    /// the spaces around it (`Samba`).
    pub fn preset(name: &str) -> Option<Rules> {
        let rules = match name.trim().to_ascii_lowercase().as_str() {
            "classic" => Rules::classic(),
            "two-player" => Rules::two_player(),
            "three-player" => Rules::three_player(),
            "three-player-3decks" => Rules::three_player_three_decks(),
            "cutthroat" => Rules::cutthroat(),
            "five-player" => Rules::five_player(),
            "six-two-teams" => Rules::six_two_teams(),
            "six-three-teams" => Rules::six_three_teams(),
            "fast" => Rules::fast(),
            "samba" => Rules::samba(),
            "sitoumussamba" => Rules::sitoumussamba(),
            _ => return None,
        };
        Some(rules)
    }

    fn named(self, name: &str) -> Rules {
        Rules {
            name: name.into(),
            ..self
        }
    }

    /// Two players (SV2, EN recommended): 15 cards, draw two and discard one, two canastas to
    /// go out (concealed too). The lowest cut deals first (a random cut); the deal alternates.
    pub fn two_player() -> Rules {
        Rules {
            table: TablePolicy::alone(2),
            deal: DealPolicy::new(2, 15),
            drawing: DrawPolicy::draw_two(),
            going_out: GoingOutPolicy::needing(2),
            ..Rules::classic()
        }
        .named("two-player")
    }

    /// Three players alone (SV2 version 1): 13 cards, draw one, one canasta to go out.
    pub fn three_player() -> Rules {
        Rules {
            table: TablePolicy::alone(3),
            deal: DealPolicy::new(2, 13),
            ..Rules::classic()
        }
        .named("three-player")
    }

    /// Three players alone with three decks (SV "för tre spelare"): 162 cards, 15 each, two
    /// canastas to go out, five red 3s 1000 and six 1200.
    pub fn three_player_three_decks() -> Rules {
        Rules {
            table: TablePolicy::alone(3),
            deal: DealPolicy::new(3, 15),
            going_out: GoingOutPolicy::needing(2),
            scoring: ScoringTable::three_decks(),
            ..Rules::classic()
        }
        .named("three-player-3decks")
    }

    /// Cutthroat (SV2): three players, 13 cards, draw two, two canastas to go out; the first to
    /// take the pile plays alone against the other two; personal scores to 7500; the deal ends
    /// when the player who drew the last stock card discards.
    pub fn cutthroat() -> Rules {
        Rules {
            target: 7500,
            table: TablePolicy::cutthroat(),
            deal: DealPolicy::new(2, 13),
            drawing: DrawPolicy {
                stock_out: StockOutPolicy::ends_on_last_discard(),
                ..DrawPolicy::draw_two()
            },
            going_out: GoingOutPolicy::needing(2),
            ..Rules::classic()
        }
        .named("cutthroat")
    }

    /// Five players (SV2): a team of two against a team of three whose members sit out one deal
    /// in three, 11 cards each, to 5000.
    pub fn five_player() -> Rules {
        Rules {
            table: TablePolicy::rotating_five(),
            ..Rules::classic()
        }
        .named("five-player")
    }

    /// Six players in two teams of three seated A B A B A B (SV2): three decks, 13 cards, two
    /// canastas to go out, to 10000, with a minimum count of 150 from 7000.
    pub fn six_two_teams() -> Rules {
        Rules {
            target: 10000,
            table: TablePolicy::partnerships(6, 2),
            deal: DealPolicy::new(3, 13),
            going_out: GoingOutPolicy::needing(2),
            scoring: ScoringTable::three_decks(),
            minimum_counts: MinimumCounts::classic().with_step(7000, 150),
            ..Rules::classic()
        }
        .named("six-two-teams")
    }

    /// Six players in three teams of two seated A B C A B C (SV2): three decks, 13 cards, two
    /// canastas to go out, to 7500.
    pub fn six_three_teams() -> Rules {
        Rules {
            target: 7500,
            table: TablePolicy::partnerships(6, 3),
            deal: DealPolicy::new(3, 13),
            going_out: GoingOutPolicy::needing(2),
            scoring: ScoringTable::three_decks(),
            ..Rules::classic()
        }
        .named("six-three-teams")
    }

    /// The fast game, "Snabbcanasta" (SV2): classic with draw two and two canastas to go out.
    pub fn fast() -> Rules {
        Rules {
            drawing: DrawPolicy::draw_two(),
            going_out: GoingOutPolicy::needing(2),
            ..Rules::classic()
        }
        .named("fast")
    }

    /// Samba without bidding (RULES.md §3): three decks with their six jokers (162 cards), 15
    /// cards each, to 20000; draw two, and one more after taking the pile (13A, 13B); the pile
    /// locked by a wild card or red 3 and taken down to its most recent locking card with two
    /// natural cards, three when locked, or by extending a samba (13D, 18, 19); red 3s kept in
    /// the hand (23), black 3s in hand cost 100 (22C); sequences, Samba's meld limits, bonuses
    /// and minimum counts; two canastas to go out, a samba counting as one (SAMBA 26).
    pub fn samba() -> Rules {
        Rules {
            target: 20000,
            deal: DealPolicy::new(3, 15),
            drawing: DrawPolicy::samba(),
            pile: PilePolicy::samba(),
            threes: ThreesPolicy::samba(),
            melding: MeldPolicy::samba(),
            going_out: GoingOutPolicy::samba(),
            scoring: ScoringTable::samba(),
            minimum_counts: MinimumCounts::samba(),
            ..Rules::classic()
        }
        .named("samba")
    }

    /// Sitoumussamba (RULES.md §3): Samba with the auction before play, the declarer's opening
    /// and the bid's score (FI 12, 16, 26B, 26C, 30).
    pub fn sitoumussamba() -> Rules {
        Rules {
            bidding: Some(BiddingPolicy::sitoumus()),
            ..Rules::samba()
        }
        .named("sitoumussamba")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_named_valid_and_found_by_name() {
        for name in PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            assert_eq!(&rules.name, name);
            assert_eq!(rules.validate(), Ok(()), "{name}");
        }
        assert_eq!(Rules::preset("nonsense"), None);
        assert_eq!(Rules::preset(" Samba "), Some(Rules::samba()), "any case");
        assert_eq!(Rules::preset("SITOUMUSSAMBA"), Some(Rules::sitoumussamba()));
    }

    #[test]
    fn sv2_table_of_rule_sets() {
        let row = |r: Rules| {
            (
                r.table.seats,
                r.team_count(),
                r.card_count(),
                r.deal.hand_size,
                r.drawing.stock_draw,
                r.going_out.canastas_needed,
                r.target,
            )
        };
        assert_eq!(row(Rules::classic()), (4, 2, 108, 11, 1, 1, 5000));
        assert_eq!(row(Rules::two_player()), (2, 2, 108, 15, 2, 2, 5000));
        assert_eq!(row(Rules::three_player()), (3, 3, 108, 13, 1, 1, 5000));
        assert_eq!(
            row(Rules::three_player_three_decks()),
            (3, 3, 162, 15, 1, 2, 5000)
        );
        assert_eq!(row(Rules::cutthroat()), (3, 3, 108, 13, 2, 2, 7500));
        assert_eq!(row(Rules::five_player()), (5, 2, 108, 11, 1, 1, 5000));
        assert_eq!(row(Rules::six_two_teams()), (6, 2, 162, 13, 1, 2, 10000));
        assert_eq!(row(Rules::six_three_teams()), (6, 3, 162, 13, 1, 2, 7500));
        assert_eq!(row(Rules::fast()), (4, 2, 108, 11, 2, 2, 5000));
    }

    #[test]
    fn sv2_partners_sit_every_other_seat() {
        let r = Rules::six_two_teams();
        let teams: Vec<usize> = (0..6).map(|s| r.team_of(s)).collect();
        assert_eq!(teams, [0, 1, 0, 1, 0, 1]);
        let r = Rules::six_three_teams();
        let teams: Vec<usize> = (0..6).map(|s| r.team_of(s)).collect();
        assert_eq!(teams, [0, 1, 2, 0, 1, 2]);
        assert!(!Rules::three_player().has_partners());
        assert!(!Rules::two_player().has_partners());
    }

    #[test]
    fn sv2_three_decks_red_three_totals() {
        let r = Rules::three_player_three_decks();
        assert_eq!(r.red_threes_total(4), 400);
        assert_eq!(r.red_threes_total(5), 1000);
        assert_eq!(r.red_threes_total(6), 1200);
    }

    #[test]
    fn sv2_minimum_count_150_from_7000_to_10000() {
        let r = Rules::six_two_teams();
        assert_eq!(r.minimum_count(6995), 120);
        assert_eq!(r.minimum_count(7000), 150);
        assert_eq!(Rules::classic().minimum_count(7000), 120);
    }

    #[test]
    fn sv2_five_players_rotate_one_of_the_trio_out() {
        let r = Rules::five_player();
        assert_eq!(r.seats_in_play(1), [0, 3, 2, 4]);
        assert_eq!(r.seats_in_play(2), [0, 1, 2, 4]);
        assert_eq!(r.seats_in_play(3), [0, 1, 2, 3]);
        assert_eq!(r.seats_in_play(4), [0, 3, 2, 4]);
        for deal in 1..=3 {
            let order = r.seats_in_play(deal);
            let teams: Vec<usize> = order.iter().map(|&s| r.team_of(s)).collect();
            assert_eq!(teams, [0, 1, 0, 1], "partners alternate");
        }
    }
}
