//! Which options of a rule set differ from the preset it is named after, derived field by field
//! from the policy groups, so a table announces exactly what it changed (and a new option cannot
//! be forgotten: every field is destructured here).

use super::policies::{
    DealPolicy, DrawPolicy, GoingOutPolicy, MeldPolicy, MinimumCounts, PilePolicy, PileTaking,
    RankCanastaBonus, RedThreeTotal, RedThrees, ScoringTable, StockOutPolicy, TablePolicy,
    ThreesPolicy, TwosMelds, WildLimit,
};
use super::Rules;
use crate::bidding::{BiddingPolicy, FailedOpening};

/// One option whose value differs from the preset's, with the table's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleDifference {
    /// The score that ends the game (FI 1).
    Target(i32),
    /// Seats and how they form sides.
    Table(TablePolicy),
    /// Decks shuffled together (FI 2).
    Decks(u8),
    /// Cards dealt to each player (FI 6).
    HandSize(u8),
    /// Cards drawn from the stock (FI 9).
    StockDraw(u8),
    /// Option `stock_out_pile_duty` (FI 24A).
    StockOutPileDuty(bool),
    /// The deal ends with the discard after the last stock card (SV2 Cutthroat).
    StockOutEndsDeal(bool),
    /// The stock-out duty counts a pile taken with natural cards from the hand (SAMBA 32A).
    StockOutDutyWithHandCards(bool),
    /// Cards drawn from the stock after taking the pile (Samba 13B).
    StockDrawAfterPile(u8),
    /// How much of the pile is taken.
    PileTaking(PileTaking),
    /// Option `take_top_card_only`.
    TakeTopCardOnly(bool),
    /// Option `pile_needs_natural_pair`.
    PileNeedsNaturalPair(bool),
    /// Option `pile_on_completed_canasta` (FI 15E).
    PileOnCompletedCanasta(bool),
    /// Natural cards that take a frozen or locked pile (FI 17, Samba 19B).
    LockedPileNaturals(u8),
    /// The pile may be taken by extending a sequence with its top card (Samba 19A).
    PileOntoSequence(bool),
    /// Option `wild_limit` (FI 11).
    WildLimit(WildLimit),
    /// Option `wild_on_completed_canasta` (FI 15E).
    WildOnCompletedCanasta(bool),
    /// Sequences are melded (RULES.md §3, SAMBA 14A, 20A).
    Sequences(bool),
    /// Red 3s may go in sequences (SAMBA 23).
    RedThreesInSequences(bool),
    /// Another meld of a rank once its canastas are complete (SAMBA 14C).
    SecondMeldAfterCanasta(bool),
    /// Natural and 2s canastas take no more cards (SAMBA 20C).
    ClosedCanastas(bool),
    /// Melds of 2s (SAMBA 20D, 17).
    Twos(TwosMelds),
    /// A completed meld opens whatever it counts (SAMBA 11, 15A).
    CompletedMeldOpens(bool),
    /// What red 3s do (FI 21).
    RedThrees(RedThrees),
    /// Penalty per red 3 laid down when red 3s are kept in the hand (Samba 23).
    RedThreeLaidPenalty(i32),
    /// Penalty per red 3 left in a hand (Samba 23).
    RedThreeInHandPenalty(i32),
    /// Penalty per black 3 left in a hand (Samba 22C).
    BlackThreeInHandPenalty(i32),
    /// Option `samba_black_three_in_hand`: a black 3 left in a hand counts its own value too
    /// (SAMBA 22C).
    BlackThreeInHandCardValue(bool),
    /// The most black 3s in a meld of them (FI 20C: four; SAMBA 22B: six), as the decks allow
    /// ([`Rules::black_meld_max`]).
    BlackMeldMax(u8),
    /// Canastas needed to go out (FI 18).
    CanastasToGoOut(u8),
    /// Option `concealed_needs_team_unopened` (FI 19A).
    ConcealedNeedsTeamUnopened(bool),
    /// Option `go_out_answer_binds` (FI 23).
    GoOutAnswerBinds(bool),
    /// Penalty for a "yes" not kept (FI 23D).
    FailedGoOutPenalty(i32),
    /// Going out always ends with a discard (SAMBA 26A).
    DiscardRequired(bool),
    /// Natural canasta bonus (FI 15).
    NaturalCanastaBonus(i32),
    /// Mixed canasta bonus (FI 15).
    MixedCanastaBonus(i32),
    /// Bonus per red 3 (FI 21F).
    RedThreeBonus(i32),
    /// Special totals for many red 3s.
    RedThreeTotals(Vec<RedThreeTotal>),
    /// Option `all_red_threes_bonus` (FI 34).
    AllRedThreesBonus(bool),
    /// Going-out bonus (FI 18).
    GoingOutBonus(i32),
    /// Concealed going-out bonus (FI 19).
    ConcealedGoingOutBonus(i32),
    /// Samba bonus (SAMBA 10).
    SambaBonus(i32),
    /// A red 3's value in a sequence (SAMBA 9, 23).
    RedThreeInSequenceValue(i32),
    /// Bonuses of canastas of particular ranks (SAMBA 10).
    RankCanastas(Vec<RankCanastaBonus>),
    /// Penalty for a team that has not melded when the deal ends (Samba 29).
    UnopenedPenalty(i32),
    /// Minimum counts by score (FI 13).
    MinimumCounts(MinimumCounts),
    /// The auction before play (Sitoumussamba, SAMBA 12), or none; or its numbers changed.
    Bidding(Option<BiddingPolicy>),
    /// Option `samba_failed_opening` (SAMBA 16C).
    FailedOpening(FailedOpening),
    /// Option `samba_rebid` (SAMBA 12C).
    RebidAfterPass(bool),
    /// Option `samba_partner_goes_out` (SAMBA 26B).
    PartnerMayGoOut(bool),
    /// Option `samba_stock_out_after_bid` (SAMBA 30D).
    StockOutVoidsReachedBid(bool),
    /// Option `samba_double_robbery` (SAMBA 12E).
    PartnerRobsDoubledBid(bool),
    /// SAMBA 32: a red 3 among the last stock cards goes onto a sequence it extends (the
    /// text's rule; off only in a rule set stored before it).
    LastRedThreeOntoSequence(bool),
    /// SAMBA 32: a red 3 that is one of the stock's last two cards is laid down however it is
    /// drawn (the text's rule; off only in a rule set stored before it).
    LastTwoStockCardsShown(bool),
    /// Option `samba_last_red_three` (SAMBA 32, 23, 29): such a red 3 laid down is charged.
    LastRedThreeCharged(bool),
    /// Option `samba_upcard` (SAMBA 6, 16C, 18): a wild card or red 3 turned as the upcard
    /// goes back under the stock (Samba and Sitoumussamba).
    UpcardBackUnderStock(bool),
}

impl Rules {
    /// The options that differ from the preset named `self.name`, in the order of the rules
    /// (none for a name that is no preset).
    pub fn differences_from_preset(&self) -> Vec<RuleDifference> {
        Rules::preset(&self.name).map_or_else(Vec::new, |base| self.differences_from(&base))
    }

    /// The options that differ from `base`, in the order of the rules.
    pub fn differences_from(&self, base: &Rules) -> Vec<RuleDifference> {
        // `field in group => Variant`: the variant with this rule set's `field` when it differs
        // from `base.group.field`.
        macro_rules! differences {
            ($($field:ident $(in $($group:ident).+)? => $variant:ident,)+) => {
                [$(
                    (*$field != base$($(.$group)+)?.$field)
                        .then(|| RuleDifference::$variant($field.clone())),
                )+]
                .into_iter()
                .flatten()
                .collect()
            };
        }
        let Rules {
            name: _,
            target,
            table,
            deal:
                DealPolicy {
                    decks,
                    hand_size,
                    upcard_back_under_stock: _,
                },
            drawing:
                DrawPolicy {
                    stock_draw,
                    stock_out:
                        StockOutPolicy {
                            pile_duty,
                            ends_deal_on_last_discard,
                            duty_with_hand_cards,
                        },
                    after_pile,
                },
            pile:
                PilePolicy {
                    taking,
                    take_top_card_only,
                    needs_natural_pair,
                    on_completed_canasta,
                    locked_naturals,
                    onto_sequence,
                },
            melding:
                MeldPolicy {
                    wild_limit,
                    wild_on_completed_canasta,
                    sequences,
                    red_threes_in_sequences,
                    second_meld_after_canasta,
                    closed_canastas,
                    twos,
                    completed_meld_opens,
                },
            threes:
                ThreesPolicy {
                    red,
                    red_laid_penalty,
                    red_in_hand_penalty,
                    black_in_hand_penalty,
                    black_meld_max: _,
                    black_in_hand_card_value,
                    last_red_three_onto_sequence,
                    last_two_stock_cards_shown,
                    last_red_three_charged,
                },
            going_out:
                GoingOutPolicy {
                    canastas_needed,
                    concealed_needs_team_unopened,
                    answer_binds,
                    failed_penalty,
                    discard_required,
                },
            scoring:
                ScoringTable {
                    natural_canasta,
                    mixed_canasta,
                    red_three,
                    red_three_totals,
                    all_red_threes_bonus,
                    going_out,
                    concealed_going_out,
                    samba,
                    red_three_in_sequence,
                    rank_canastas,
                    unopened_penalty,
                },
            minimum_counts,
            bidding,
        } = self;
        // What a limit on black 3s means depends on the decks (two hold four): compared as
        // played, so a rule set stored before the limit existed differs only where it did.
        let black_meld_max = (self.black_meld_max() != base.black_meld_max())
            .then(|| RuleDifference::BlackMeldMax(self.black_meld_max()));
        let mut found: Vec<RuleDifference> = differences! {
            target => Target,
            table => Table,
            decks in deal => Decks,
            hand_size in deal => HandSize,
            stock_draw in drawing => StockDraw,
            pile_duty in drawing.stock_out => StockOutPileDuty,
            ends_deal_on_last_discard in drawing.stock_out => StockOutEndsDeal,
            duty_with_hand_cards in drawing.stock_out => StockOutDutyWithHandCards,
            after_pile in drawing => StockDrawAfterPile,
            taking in pile => PileTaking,
            take_top_card_only in pile => TakeTopCardOnly,
            needs_natural_pair in pile => PileNeedsNaturalPair,
            on_completed_canasta in pile => PileOnCompletedCanasta,
            locked_naturals in pile => LockedPileNaturals,
            onto_sequence in pile => PileOntoSequence,
            wild_limit in melding => WildLimit,
            wild_on_completed_canasta in melding => WildOnCompletedCanasta,
            sequences in melding => Sequences,
            red_threes_in_sequences in melding => RedThreesInSequences,
            second_meld_after_canasta in melding => SecondMeldAfterCanasta,
            closed_canastas in melding => ClosedCanastas,
            twos in melding => Twos,
            completed_meld_opens in melding => CompletedMeldOpens,
            red in threes => RedThrees,
            red_laid_penalty in threes => RedThreeLaidPenalty,
            red_in_hand_penalty in threes => RedThreeInHandPenalty,
            black_in_hand_penalty in threes => BlackThreeInHandPenalty,
            black_in_hand_card_value in threes => BlackThreeInHandCardValue,
            last_red_three_onto_sequence in threes => LastRedThreeOntoSequence,
            last_two_stock_cards_shown in threes => LastTwoStockCardsShown,
            last_red_three_charged in threes => LastRedThreeCharged,
        };
        found.extend(black_meld_max);
        found.extend::<Vec<RuleDifference>>(differences! {
            canastas_needed in going_out => CanastasToGoOut,
            concealed_needs_team_unopened in going_out => ConcealedNeedsTeamUnopened,
            answer_binds in going_out => GoOutAnswerBinds,
            failed_penalty in going_out => FailedGoOutPenalty,
            discard_required in going_out => DiscardRequired,
            natural_canasta in scoring => NaturalCanastaBonus,
            mixed_canasta in scoring => MixedCanastaBonus,
            red_three in scoring => RedThreeBonus,
            red_three_totals in scoring => RedThreeTotals,
            all_red_threes_bonus in scoring => AllRedThreesBonus,
            going_out in scoring => GoingOutBonus,
            concealed_going_out in scoring => ConcealedGoingOutBonus,
            samba in scoring => SambaBonus,
            red_three_in_sequence in scoring => RedThreeInSequenceValue,
            rank_canastas in scoring => RankCanastas,
            unopened_penalty in scoring => UnopenedPenalty,
            minimum_counts => MinimumCounts,
        });
        found.extend(bidding_differences(bidding.as_ref(), base.bidding.as_ref()));
        // Option `samba_upcard`, wherever the rule set keeps it (see its accessor).
        found.extend(
            (self.upcard_back_under_stock() != base.upcard_back_under_stock())
                .then(|| RuleDifference::UpcardBackUnderStock(self.upcard_back_under_stock())),
        );
        found
    }
}

/// How the auction differs: each named option on its own, and the rest as one difference.
fn bidding_differences(
    mine: Option<&BiddingPolicy>,
    base: Option<&BiddingPolicy>,
) -> Vec<RuleDifference> {
    let (Some(mine), Some(base)) = (mine, base) else {
        return if mine == base {
            Vec::new()
        } else {
            vec![RuleDifference::Bidding(mine.copied())]
        };
    };
    let BiddingPolicy {
        failed_opening,
        rebid_after_pass,
        partner_may_go_out,
        stock_out_voids_reached_bid,
        partner_robs_doubled_bid,
        ..
    } = *mine;
    let numbers = BiddingPolicy {
        failed_opening: base.failed_opening,
        rebid_after_pass: base.rebid_after_pass,
        partner_may_go_out: base.partner_may_go_out,
        stock_out_voids_reached_bid: base.stock_out_voids_reached_bid,
        partner_robs_doubled_bid: base.partner_robs_doubled_bid,
        upcard_back_under_stock: base.upcard_back_under_stock,
        ..*mine
    };
    [
        (numbers != *base).then_some(RuleDifference::Bidding(Some(*mine))),
        (failed_opening != base.failed_opening)
            .then_some(RuleDifference::FailedOpening(failed_opening)),
        (rebid_after_pass != base.rebid_after_pass)
            .then_some(RuleDifference::RebidAfterPass(rebid_after_pass)),
        (partner_may_go_out != base.partner_may_go_out)
            .then_some(RuleDifference::PartnerMayGoOut(partner_may_go_out)),
        (stock_out_voids_reached_bid != base.stock_out_voids_reached_bid).then_some(
            RuleDifference::StockOutVoidsReachedBid(stock_out_voids_reached_bid),
        ),
        (partner_robs_doubled_bid != base.partner_robs_doubled_bid).then_some(
            RuleDifference::PartnerRobsDoubledBid(partner_robs_doubled_bid),
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::PRESET_NAMES;

    #[test]
    fn section_2_presets_as_they_are_differ_in_nothing() {
        for name in PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            assert_eq!(rules.differences_from_preset(), [], "{name}");
        }
    }

    #[test]
    fn section_1_only_a_target_is_only_a_target() {
        let mut rules = Rules::classic();
        rules.target = 100;
        assert_eq!(
            rules.differences_from_preset(),
            [RuleDifference::Target(100)]
        );
    }

    #[test]
    fn section_1_each_changed_option_is_named_once() {
        let mut rules = Rules::fast();
        rules.melding.wild_limit = WildLimit::Half;
        rules.going_out.answer_binds = false;
        rules.scoring.all_red_threes_bonus = false;
        assert_eq!(
            rules.differences_from_preset(),
            [
                RuleDifference::WildLimit(WildLimit::Half),
                RuleDifference::GoOutAnswerBinds(false),
                RuleDifference::AllRedThreesBonus(false),
            ]
        );
        let mut unknown = rules.clone();
        unknown.name = "mine".into();
        assert_eq!(unknown.differences_from_preset(), []);
        assert_eq!(
            Rules::six_two_teams()
                .differences_from(&Rules::classic())
                .len(),
            7,
            "table, decks, hand size, canastas, target, red 3 totals, minimum counts"
        );
    }
}
