//! The policy groups a [`Rules`](super::Rules) is made of, one concern each, with the classic
//! values (RULES.md §1) as named constructors. A preset (§2) composes these constructors.

use crate::card::Rank;
use serde::{Deserialize, Serialize};

/// How many wild cards a meld may hold (RULES.md §1 "Melds", option `wild_limit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WildLimit {
    /// At most three wild cards, whatever the meld's size (FI 11, EN; default).
    Three,
    /// Wild cards at most half of the meld's cards, and never more than three (SV "KOMBINATION").
    Half,
    /// At most two wild cards (RULES.md §3, SAMBA 14E, 20E).
    Two,
}

/// How seats form the sides that meld together and the sides that keep a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Seating {
    /// Fixed partnerships: seat `s` plays for team `s % teams`, so partners sit every
    /// `teams` seats (A B A B, A B C A B C, A B A B A B). With `teams` equal to the number of
    /// seats everyone plays alone.
    Partnerships {
        /// Number of teams.
        teams: u8,
    },
    /// Cutthroat (SV2): three players alone until one takes the pile and becomes the solo;
    /// the other two are partners for the rest of the deal. Scores are personal.
    Cutthroat,
    /// Five players (SV2): seats 0 and 2 against seats 1, 3 and 4, one of whom sits out each
    /// deal in turn.
    RotatingFive,
}

/// Who sits at the table and how they form sides (RULES.md §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePolicy {
    /// Number of seats at the table.
    pub seats: u8,
    /// How seats form teams.
    pub seating: Seating,
}

impl TablePolicy {
    /// Four players in two fixed partnerships (RULES.md §1).
    pub fn classic() -> TablePolicy {
        TablePolicy::partnerships(4, 2)
    }

    /// `seats` players in `teams` fixed partnerships, partners every `teams` seats.
    pub fn partnerships(seats: u8, teams: u8) -> TablePolicy {
        TablePolicy {
            seats,
            seating: Seating::Partnerships { teams },
        }
    }

    /// `seats` players, each alone.
    pub fn alone(seats: u8) -> TablePolicy {
        TablePolicy::partnerships(seats, seats)
    }

    /// Cutthroat for three (SV2).
    pub fn cutthroat() -> TablePolicy {
        TablePolicy {
            seats: 3,
            seating: Seating::Cutthroat,
        }
    }

    /// Five players, a pair against a trio that rotates one out (SV2).
    pub fn rotating_five() -> TablePolicy {
        TablePolicy {
            seats: 5,
            seating: Seating::RotatingFive,
        }
    }
}

/// The cards and the deal (FI 2, 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealPolicy {
    /// Standard decks shuffled together, two jokers each (FI 2).
    pub decks: u8,
    /// Cards dealt to each player (FI 6).
    pub hand_size: u8,
    /// Option `samba_upcard` (SAMBA 6, 16C, 18; FI 6B), Samba and Sitoumussamba: a wild card or
    /// red 3 turned as the upcard goes back under the stock and the next card is turned, so the
    /// pile starts unlocked (SAMBA turns "a card" and locks the pile only by a discard). By
    /// default it lies crosswise in the pile, locking it, as in the classic deal (FI 6B). A rule
    /// set stored before plain Samba had the option reads as no; Sitoumussamba's stored choice
    /// lives in its auction policy ([`Rules::upcard_back_under_stock`] reads both).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub upcard_back_under_stock: bool,
}

impl DealPolicy {
    /// Two decks, eleven cards each (FI 2, 6).
    pub fn classic() -> DealPolicy {
        DealPolicy::new(2, 11)
    }

    /// `decks` decks, `hand_size` cards each.
    pub fn new(decks: u8, hand_size: u8) -> DealPolicy {
        DealPolicy {
            decks,
            hand_size,
            upcard_back_under_stock: false,
        }
    }
}

/// What happens when the stock is gone (FI 24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StockOutPolicy {
    /// Option `stock_out_pile_duty`: when the stock is gone, a player must take a pile whose top
    /// card fits one of the team's melds (FI 24A, default true).
    pub pile_duty: bool,
    /// The deal ends as soon as the player who drew the last stock card discards (SV2
    /// Cutthroat) instead of the pile rules of FI 24.
    pub ends_deal_on_last_discard: bool,
    /// The duty also holds where the pile is taken with natural cards from the hand: the top
    /// card fits one of the team's melds and the hand holds the cards that take the pile onto
    /// it (SAMBA 32A, where a rank meld takes the pile only with them, 19A, 19B). Classic:
    /// only a top card that goes onto a meld alone, so never a frozen pile (FI 24A).
    #[serde(default)]
    pub duty_with_hand_cards: bool,
}

impl StockOutPolicy {
    /// FI 24: play goes on with the pile, and a fitting pile must be taken.
    pub fn classic() -> StockOutPolicy {
        StockOutPolicy {
            pile_duty: true,
            ends_deal_on_last_discard: false,
            duty_with_hand_cards: false,
        }
    }

    /// SAMBA 32A: play goes on with the pile, and a pile whose top card fits one of the team's
    /// melds must be taken when the hand holds the cards to take it.
    pub fn samba() -> StockOutPolicy {
        StockOutPolicy {
            duty_with_hand_cards: true,
            ..StockOutPolicy::classic()
        }
    }

    /// SV2 Cutthroat: the deal ends with the discard after the last stock card.
    pub fn ends_on_last_discard() -> StockOutPolicy {
        StockOutPolicy {
            ends_deal_on_last_discard: true,
            ..StockOutPolicy::classic()
        }
    }
}

/// Drawing from the stock (FI 9, 24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawPolicy {
    /// Cards drawn from the stock in one draw (one discard follows either way).
    pub stock_draw: u8,
    /// When the stock is gone.
    pub stock_out: StockOutPolicy,
    /// Cards a player who takes the pile also draws from the stock (Samba 13B: one; classic:
    /// none).
    #[serde(default)]
    pub after_pile: u8,
}

impl DrawPolicy {
    /// Draw one (FI 9).
    pub fn classic() -> DrawPolicy {
        DrawPolicy {
            stock_draw: 1,
            stock_out: StockOutPolicy::classic(),
            after_pile: 0,
        }
    }

    /// Draw two, discard one (SV2, two players and the fast game).
    pub fn draw_two() -> DrawPolicy {
        DrawPolicy {
            stock_draw: 2,
            ..DrawPolicy::classic()
        }
    }

    /// Samba (13A, 13B, 32A): draw two, and one more from the stock after taking the pile; with
    /// the stock gone, a pile that fits is taken with cards from the hand too.
    pub fn samba() -> DrawPolicy {
        DrawPolicy {
            after_pile: 1,
            stock_out: StockOutPolicy::samba(),
            ..DrawPolicy::draw_two()
        }
    }
}

/// How much of the pile a player takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PileTaking {
    /// Taking the pile takes all of it (FI 14).
    Whole,
    /// Taking the pile takes it down to and including the most recent locking card (a wild
    /// card or a red 3), or all of it when it holds none; the rest stays (Samba 13D).
    DownToLock,
}

/// Taking the discard pile (FI 13C, 14, 15E, 17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PilePolicy {
    /// How much of the pile is taken.
    pub taking: PileTaking,
    /// Option `take_top_card_only`: a player entitled to the pile may take just its top card.
    pub take_top_card_only: bool,
    /// Option `pile_needs_natural_pair`: the pile may only ever be taken with two natural cards.
    pub needs_natural_pair: bool,
    /// Option `pile_on_completed_canasta`: the pile may be taken with a top card of the rank of
    /// one of the team's completed canastas (FI 15E, default true).
    pub on_completed_canasta: bool,
    /// Natural cards of the top card's rank from the hand that take a pile holding a wild
    /// card or a red 3 (frozen, FI 17: a pair; locked, Samba 18, 19B: three).
    #[serde(default = "PilePolicy::classic_locked_naturals")]
    pub locked_naturals: u8,
    /// The pile may be taken by laying its top card on one of the team's sequences that it
    /// extends, locked or not, whatever the top card (Samba 14K, 19A, 22A). Classic: never.
    #[serde(default)]
    pub onto_sequence: bool,
}

impl PilePolicy {
    /// FI 14, 17: the whole pile, with a natural pair when frozen.
    pub fn classic() -> PilePolicy {
        PilePolicy {
            taking: PileTaking::Whole,
            take_top_card_only: false,
            needs_natural_pair: false,
            on_completed_canasta: true,
            locked_naturals: PilePolicy::classic_locked_naturals(),
            onto_sequence: false,
        }
    }

    /// Samba (13D, 18, 19): taken down to the most recent locking card, with two natural cards
    /// of the top card's rank, three when locked, or by extending a samba.
    pub fn samba() -> PilePolicy {
        PilePolicy {
            taking: PileTaking::DownToLock,
            needs_natural_pair: true,
            locked_naturals: 3,
            onto_sequence: true,
            ..PilePolicy::classic()
        }
    }

    /// A frozen pile is taken with a natural pair (FI 17).
    fn classic_locked_naturals() -> u8 {
        2
    }
}

/// Whether 2s may be melded on their own (SAMBA 20D, 17).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TwosMelds {
    /// 2s are wild cards only (FI 11, EN: no meld of 2s).
    #[default]
    Never,
    /// A meld of 2s, natural there, with jokers as its wild cards; seven 2s make a 2s canasta
    /// (SAMBA 20D). A team's opening that holds a meld of 2s needs at least `to_open` 2s in it
    /// (SAMBA 17: five).
    Allowed {
        /// 2s a meld of 2s in an opening must hold.
        to_open: u8,
    },
}

/// Limits on melds (FI 11, 15E).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeldPolicy {
    /// Option `wild_limit`.
    pub wild_limit: WildLimit,
    /// Option `wild_on_completed_canasta`: wild cards may be added to a completed canasta
    /// (SV, EN) instead of never (FI 15E).
    pub wild_on_completed_canasta: bool,
    /// Sequences ("sambas") may be melded: 3 to 7 cards of one suit in order round the ace, no
    /// jokers, 2s and 3s natural (RULES.md §3, SAMBA 14A, 20A). Classic: never.
    #[serde(default)]
    pub sequences: bool,
    /// A red 3 may be melded in a sequence of its suit, as its 3 (SAMBA 23). Classic: never.
    #[serde(default)]
    pub red_threes_in_sequences: bool,
    /// A team may start another meld of a rank once every meld it has of that rank is a
    /// completed canasta (SAMBA 14C). Classic: one meld per rank (FI 11).
    #[serde(default)]
    pub second_meld_after_canasta: bool,
    /// Natural canastas and canastas of 2s take no more cards (SAMBA 20C). Classic: natural
    /// cards may always be added (FI 15E).
    #[serde(default)]
    pub closed_canastas: bool,
    /// Melds of 2s (SAMBA 20D, 17). Classic: never.
    #[serde(default)]
    pub twos: TwosMelds,
    /// A completed canasta or samba in a team's opening opens whatever its cards count (SAMBA
    /// 11, 15A). Classic: the minimum count always applies (FI 13).
    #[serde(default)]
    pub completed_meld_opens: bool,
}

impl MeldPolicy {
    /// At most three wild cards, none on a completed canasta (FI 11, 15E).
    pub fn classic() -> MeldPolicy {
        MeldPolicy {
            wild_limit: WildLimit::Three,
            wild_on_completed_canasta: false,
            sequences: false,
            red_threes_in_sequences: false,
            second_meld_after_canasta: false,
            closed_canastas: false,
            twos: TwosMelds::Never,
            completed_meld_opens: false,
        }
    }

    /// Samba (RULES.md §3): sequences with red 3s (14A, 20A, 23); at most two wild cards in a
    /// rank meld (14E, 20E), which may be added to a mixed canasta (only natural canastas and
    /// 2s canastas are closed, 20C); a second meld of a rank whose canasta is complete (14C);
    /// melds of 2s, five of them in an opening (20D, 17); a completed meld always opens (11).
    pub fn samba() -> MeldPolicy {
        MeldPolicy {
            wild_limit: WildLimit::Two,
            wild_on_completed_canasta: true,
            sequences: true,
            red_threes_in_sequences: true,
            second_meld_after_canasta: true,
            closed_canastas: true,
            twos: TwosMelds::Allowed { to_open: 5 },
            completed_meld_opens: true,
        }
    }
}

/// What a red 3 does when a player gets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RedThrees {
    /// Laid down at once and replaced from the stock (FI 21B-D).
    LaidDownAtOnce,
    /// Kept in the hand (Samba 23): never laid down when dealt, drawn or taken; one may be
    /// discarded (it locks the pile, 18) or laid down to buy a card from the stock; one among
    /// the cards of the draw that empties the stock is laid down and ends the deal (32).
    KeptInHand,
}

impl RedThrees {
    /// True when a red 3 drawn, dealt or taken goes face up in front of its player.
    pub fn laid_down_at_once(self) -> bool {
        match self {
            RedThrees::LaidDownAtOnce => true,
            RedThrees::KeptInHand => false,
        }
    }

    /// True when a red 3 laid down scores the red 3 bonus (FI 21F); kept in the hand, a red 3
    /// laid down costs the threes policy's `red_laid_penalty` instead (Samba 23, 29).
    pub fn scores_bonus(self) -> bool {
        self.laid_down_at_once()
    }

    /// True when a red 3 may be discarded (Samba 18, 23; never in classic, FI 21I) and laid
    /// down to buy a stock card (Samba 23).
    pub fn held(self) -> bool {
        !self.laid_down_at_once()
    }
}

/// Red and black 3s (FI 20, 21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreesPolicy {
    /// Red 3s.
    pub red: RedThrees,
    /// Penalty for each red 3 a team has laid down, when red 3s are kept in the hand (Samba
    /// 23, 29: 300; classic: none, its red 3s score a bonus).
    #[serde(default)]
    pub red_laid_penalty: i32,
    /// Penalty for each red 3 left in a hand at the end of the deal (Samba 23, 29: 500).
    #[serde(default)]
    pub red_in_hand_penalty: i32,
    /// Penalty for each black 3 left in a hand at the end of the deal, besides its card value
    /// counted with the hand (Samba 9, 22C, 29: 100).
    #[serde(default)]
    pub black_in_hand_penalty: i32,
    /// Most black 3s in a meld of them, made when going out (FI 20C, SV 'Svarta treor' 2: three
    /// or four; SAMBA 22B: three to six). Only three or more decks hold more than four. A rule
    /// set stored before this field reads as no limit but the cards, as it was played.
    #[serde(default = "ThreesPolicy::any_black_threes")]
    pub black_meld_max: u8,
    /// Option `samba_black_three_in_hand` (SAMBA 22C, 29): whether a black 3 left in a hand
    /// also counts its own value (5) with the hand, besides `black_in_hand_penalty`. Default
    /// yes: card points and penalty points are counted apart (SAMBA 9, 29, 40C); off, "always
    /// 100 minus" (22C) is all it costs. A rule set stored before this option reads as yes.
    #[serde(default = "ThreesPolicy::black_card_value_counts")]
    pub black_in_hand_card_value: bool,
    /// SAMBA 32: a red 3 among the last stock cards may go onto one of the side's sequences
    /// ("sambas") that it extends, where it counts 5 (SAMBA 23), instead of being laid down; the
    /// engine puts it there whenever one takes it (a better choice than a laid red 3 always
    /// is). The text's rule, no option. A rule set stored before this field reads as no, as it
    /// was played.
    #[serde(default)]
    pub last_red_three_onto_sequence: bool,
    /// SAMBA 32: "Umpipakan 2 viimeistä korttia näytetään": a red 3 that is one of the stock's
    /// last two cards is laid down (or onto a sequence) and ends the deal however it is drawn:
    /// with the other one, alone as the second-to-last (a draw of two from three cards, the card
    /// after taking the pile, 13B, or a card bought, 23), or alone as the last. The text's rule,
    /// no option. A rule set stored before this field reads as no: only a draw that empties the
    /// stock is looked at, as it was played.
    #[serde(default)]
    pub last_two_stock_cards_shown: bool,
    /// Option `samba_last_red_three` (SAMBA 32, 23, 29): a red 3 among the last stock cards
    /// that is laid down costs `red_laid_penalty` like any red 3 laid on the table (default,
    /// SAMBA 29); off, it costs nothing, since only buying with a red 3 is charged (SAMBA 23).
    /// A rule set stored before this option reads as yes.
    #[serde(default = "ThreesPolicy::black_card_value_counts")]
    pub last_red_three_charged: bool,
}

impl ThreesPolicy {
    /// Red 3s laid down at once (FI 21).
    pub fn classic() -> ThreesPolicy {
        ThreesPolicy {
            red: RedThrees::LaidDownAtOnce,
            red_laid_penalty: 0,
            red_in_hand_penalty: 0,
            black_in_hand_penalty: 0,
            black_meld_max: 4,
            black_in_hand_card_value: true,
            last_red_three_onto_sequence: false,
            last_two_stock_cards_shown: false,
            last_red_three_charged: true,
        }
    }

    /// No limit on a meld of black 3s but the cards: the rule sets stored before
    /// `black_meld_max` were played so.
    fn any_black_threes() -> u8 {
        u8::MAX
    }

    /// Yes: how every rule set stored before the options `samba_black_three_in_hand` (a black 3
    /// in the hand counts its card value) and `samba_last_red_three` (charged) was played.
    fn black_card_value_counts() -> bool {
        true
    }

    /// Samba (22B, 22C, 23, 29): red 3s kept in the hand, 300 for each laid down, 500 for each
    /// left in a hand, 100 for each black 3 left in a hand besides its card value (22C, 40C);
    /// three to six black 3s in a meld.
    pub fn samba() -> ThreesPolicy {
        ThreesPolicy {
            red: RedThrees::KeptInHand,
            red_laid_penalty: 300,
            red_in_hand_penalty: 500,
            black_in_hand_penalty: 100,
            black_meld_max: 6,
            black_in_hand_card_value: true,
            last_red_three_onto_sequence: true,
            last_two_stock_cards_shown: true,
            last_red_three_charged: true,
        }
    }
}

/// Going out (FI 18, 19, 23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoingOutPolicy {
    /// Canastas a side needs before any of its players may go out (FI 18).
    pub canastas_needed: u8,
    /// Option `concealed_needs_team_unopened`: concealed going out also needs the partner not to
    /// have melded (FI 19A, default true).
    pub concealed_needs_team_unopened: bool,
    /// Option `go_out_answer_binds`: the partner's answer to "May I go out?" binds (FI 23).
    pub answer_binds: bool,
    /// Penalty when a player told "yes" cannot go out (FI 23D: 100; SAMBA 25D, 29: 300).
    pub failed_penalty: i32,
    /// Going out always ends with a discard: melding the last card is refused (SAMBA 26A).
    /// Classic: a player may go out by melding every card (FI 16B).
    #[serde(default)]
    pub discard_required: bool,
}

impl GoingOutPolicy {
    /// One canasta, a binding answer, 100 for a failed promise (FI 18, 19A, 23).
    pub fn classic() -> GoingOutPolicy {
        GoingOutPolicy::needing(1)
    }

    /// Classic, needing `canastas` canastas to go out (SV2).
    pub fn needing(canastas: u8) -> GoingOutPolicy {
        GoingOutPolicy {
            canastas_needed: canastas,
            concealed_needs_team_unopened: true,
            answer_binds: true,
            failed_penalty: 100,
            discard_required: false,
        }
    }

    /// Samba (RULES.md §3, SAMBA 26): two canastas, a samba counting as one, and the last
    /// card always discarded; a player told "yes" who cannot go out costs the side 300 (SAMBA
    /// 25D: "hänen puoluettaan rangaistaan 300 pisteellä väärästä lopetuksesta", 29).
    pub fn samba() -> GoingOutPolicy {
        GoingOutPolicy {
            discard_required: true,
            failed_penalty: 300,
            ..GoingOutPolicy::needing(2)
        }
    }
}

/// A special total for holding many red threes (e.g. all four score 800).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedThreeTotal {
    /// Number of red threes.
    pub red_threes: u8,
    /// Their total bonus instead of 100 each.
    pub total: i32,
}

/// The bonus of a canasta of one rank when it differs from the usual (SAMBA 10: aces, 2s).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankCanastaBonus {
    /// The meld's rank.
    pub rank: Rank,
    /// Bonus of a natural canasta of this rank.
    pub natural: i32,
    /// Bonus of a mixed canasta of this rank.
    pub mixed: i32,
}

/// The bonuses of a deal's score (FI 15, 18, 19, 21F, 34).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringTable {
    /// Bonus for a natural canasta (FI 15).
    pub natural_canasta: i32,
    /// Bonus for a mixed canasta (FI 15).
    pub mixed_canasta: i32,
    /// Bonus for each red three (FI 21F).
    pub red_three: i32,
    /// Special totals for many red threes, used when `all_red_threes_bonus` is on.
    pub red_three_totals: Vec<RedThreeTotal>,
    /// Option `all_red_threes_bonus`: all four red threes score 800 (SV, EN, default) instead of
    /// 4 x 100 (FI 34).
    pub all_red_threes_bonus: bool,
    /// Bonus for going out (FI 18).
    pub going_out: i32,
    /// Bonus for going out concealed (FI 19).
    pub concealed_going_out: i32,
    /// Bonus for a samba, a completed sequence (RULES.md §3, SAMBA 10); scored only where
    /// sequences are played.
    #[serde(default = "ScoringTable::samba_bonus")]
    pub samba: i32,
    /// What a red 3 melded in a sequence counts (SAMBA 9, 23); only where sequences are played.
    #[serde(default = "ScoringTable::red_three_in_sequence_value")]
    pub red_three_in_sequence: i32,
    /// Canastas of these ranks score their own bonuses (SAMBA 10). Classic: none.
    #[serde(default)]
    pub rank_canastas: Vec<RankCanastaBonus>,
    /// Penalty for a team that has not melded when the deal ends (Samba 29: 1000; classic:
    /// none).
    #[serde(default)]
    pub unopened_penalty: i32,
}

impl ScoringTable {
    /// FI 15, 18, 19, 21F with all four red 3s scoring 800.
    pub fn classic() -> ScoringTable {
        ScoringTable {
            natural_canasta: 500,
            mixed_canasta: 300,
            red_three: 100,
            red_three_totals: vec![RedThreeTotal {
                red_threes: 4,
                total: 800,
            }],
            all_red_threes_bonus: true,
            going_out: 100,
            concealed_going_out: 200,
            samba: ScoringTable::samba_bonus(),
            red_three_in_sequence: ScoringTable::red_three_in_sequence_value(),
            rank_canastas: Vec::new(),
            unopened_penalty: 0,
        }
    }

    /// Samba's bonuses (RULES.md §3, SAMBA 10): 2s canasta 3000 natural, 2000 mixed; samba
    /// 1500; aces canasta 1000 natural, 500 mixed; other canastas 500 natural, 300 mixed;
    /// going out 300, concealed or not.
    pub fn samba() -> ScoringTable {
        let bonus = |rank, natural, mixed| RankCanastaBonus {
            rank,
            natural,
            mixed,
        };
        ScoringTable {
            going_out: 300,
            concealed_going_out: 300,
            rank_canastas: vec![bonus(Rank::Two, 3000, 2000), bonus(Rank::Ace, 1000, 500)],
            unopened_penalty: 1000,
            ..ScoringTable::classic()
        }
    }

    /// The bonus of a completed canasta of `rank` (FI 15, SAMBA 10).
    pub fn canasta_bonus(&self, rank: Rank, natural: bool) -> i32 {
        match (self.rank_canastas.iter().find(|b| b.rank == rank), natural) {
            (Some(b), true) => b.natural,
            (Some(b), false) => b.mixed,
            (None, true) => self.natural_canasta,
            (None, false) => self.mixed_canasta,
        }
    }

    /// A samba scores 1500 (SAMBA 10), the value every rule set with sequences uses.
    fn samba_bonus() -> i32 {
        1500
    }

    /// A red 3 in a sequence counts 5 (SAMBA 9, 23).
    fn red_three_in_sequence_value() -> i32 {
        5
    }

    /// Classic with three decks' red 3s: 100 each up to four, five 1000, six 1200 (SV, SV2).
    pub fn three_decks() -> ScoringTable {
        ScoringTable {
            red_three_totals: vec![
                RedThreeTotal {
                    red_threes: 5,
                    total: 1000,
                },
                RedThreeTotal {
                    red_threes: 6,
                    total: 1200,
                },
            ],
            ..ScoringTable::classic()
        }
    }

    /// The total bonus for `n` red threes (FI 21F, option `all_red_threes_bonus`).
    pub fn red_threes_total(&self, n: usize) -> i32 {
        if self.all_red_threes_bonus {
            if let Some(t) = self
                .red_three_totals
                .iter()
                .find(|t| t.red_threes as usize == n)
            {
                return t.total;
            }
        }
        self.red_three * n as i32
    }
}

/// The minimum count that applies from a score upwards (FI 13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinimumCount {
    /// The lowest total score at the start of the deal for which this count applies.
    pub from_score: i32,
    /// Points of card values the first meld must reach.
    pub count: i32,
}

/// The minimum counts of a first meld by score, ascending (FI 13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MinimumCounts {
    /// The steps, by ascending `from_score`.
    pub steps: Vec<MinimumCount>,
}

impl MinimumCounts {
    /// FI 13: below 0: 15; 0-1495: 50; 1500-2995: 90; 3000 or more: 120.
    pub fn classic() -> MinimumCounts {
        let step = |from_score, count| MinimumCount { from_score, count };
        MinimumCounts {
            steps: vec![
                step(i32::MIN, 15),
                step(0, 50),
                step(1500, 90),
                step(3000, 120),
            ],
        }
    }

    /// Samba (RULES.md §3, SAMBA 11): below 0: 15; 0-1495: 50; 1500-2995: 90; 3000-6995: 120;
    /// 7000-9995: 150; 10000 or more: 200.
    pub fn samba() -> MinimumCounts {
        MinimumCounts::classic()
            .with_step(7000, 150)
            .with_step(10000, 200)
    }

    /// These counts with one more step from `from_score` on (keeps the steps ascending).
    pub fn with_step(mut self, from_score: i32, count: i32) -> MinimumCounts {
        self.steps.push(MinimumCount { from_score, count });
        self.steps.sort_by_key(|m| m.from_score);
        self
    }

    /// The minimum count for a first meld with this total score at the start of the deal.
    pub fn for_score(&self, score: i32) -> i32 {
        self.steps
            .iter()
            .rev()
            .find(|m| score >= m.from_score)
            .or(self.steps.first())
            .map_or(0, |m| m.count)
    }
}
