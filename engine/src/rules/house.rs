//! The house rules a table chooses when it opens (RULES.md §4): each named option set on a
//! preset, and refused, naming it, where the rule set has nothing for it to change.

use super::{Rules, WildLimit};
use crate::bidding::FailedOpening;
use thiserror::Error;

/// The named options of RULES.md §4, each `None` where the table keeps the rule set's value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HouseRuleChoices {
    /// Option `wild_limit`.
    pub wild_limit: Option<WildLimit>,
    /// Option `wild_on_completed_canasta`.
    pub wild_on_completed_canasta: Option<bool>,
    /// Option `pile_needs_natural_pair`.
    pub pile_needs_natural_pair: Option<bool>,
    /// Option `take_top_card_only`.
    pub take_top_card_only: Option<bool>,
    /// Option `all_red_threes_bonus`.
    pub all_red_threes_bonus: Option<bool>,
    /// Option `pile_on_completed_canasta`.
    pub pile_on_completed_canasta: Option<bool>,
    /// Option `concealed_needs_team_unopened`.
    pub concealed_needs_team_unopened: Option<bool>,
    /// Option `go_out_answer_binds`.
    pub go_out_answer_binds: Option<bool>,
    /// Option `stock_out_pile_duty`.
    pub stock_out_pile_duty: Option<bool>,
    /// Option `samba_black_three_in_hand`.
    pub samba_black_three_in_hand: Option<bool>,
    /// Option `samba_last_red_three`: a red 3 laid down from the last stock cards is charged.
    pub samba_last_red_three: Option<bool>,
    /// Option `samba_failed_opening`.
    pub samba_failed_opening: Option<FailedOpening>,
    /// Option `samba_rebid`.
    pub samba_rebid: Option<bool>,
    /// Option `samba_partner_goes_out`.
    pub samba_partner_goes_out: Option<bool>,
    /// Option `samba_stock_out_after_bid`: a stock run-out voids even a reached bid.
    pub samba_stock_out_after_bid: Option<bool>,
    /// Option `samba_double_robbery`.
    pub samba_double_robbery: Option<bool>,
    /// Option `samba_upcard`: a wild card or red 3 turned as the upcard goes back under the
    /// stock (Samba and Sitoumussamba).
    pub samba_upcard: Option<bool>,
}

/// An option of RULES.md §4 that only some rule sets have, by its name there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HouseRule {
    /// `samba_black_three_in_hand` (SAMBA 22C).
    SambaBlackThreeInHand,
    /// `samba_last_red_three` (SAMBA 32).
    SambaLastRedThree,
    /// `samba_failed_opening` (SAMBA 16C).
    SambaFailedOpening,
    /// `samba_rebid` (SAMBA 12C).
    SambaRebid,
    /// `samba_partner_goes_out` (SAMBA 26B).
    SambaPartnerGoesOut,
    /// `samba_stock_out_after_bid` (SAMBA 30D).
    SambaStockOutAfterBid,
    /// `samba_double_robbery` (SAMBA 12E).
    SambaDoubleRobbery,
    /// `samba_upcard` (SAMBA 6, 16C, 18).
    SambaUpcard,
}

impl HouseRule {
    /// The option's name in RULES.md §4.
    pub fn name(self) -> &'static str {
        match self {
            HouseRule::SambaBlackThreeInHand => "samba_black_three_in_hand",
            HouseRule::SambaLastRedThree => "samba_last_red_three",
            HouseRule::SambaFailedOpening => "samba_failed_opening",
            HouseRule::SambaRebid => "samba_rebid",
            HouseRule::SambaPartnerGoesOut => "samba_partner_goes_out",
            HouseRule::SambaStockOutAfterBid => "samba_stock_out_after_bid",
            HouseRule::SambaDoubleRobbery => "samba_double_robbery",
            HouseRule::SambaUpcard => "samba_upcard",
        }
    }
}

/// A house rule the rule set has nothing for: the table is not opened, and the refusal names
/// the option and the rule set rather than ignoring it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HouseRuleError {
    /// An option of the auction for a rule set that plays without one.
    #[error("option {} is for a rule set with an auction (Sitoumussamba); {rules} has none (RULES.md §4)", option.name())]
    NeedsAuction {
        /// The option.
        option: HouseRule,
        /// The rule set's name.
        rules: String,
    },
    /// An option of Samba's 3s for a rule set whose red 3s are laid down at once.
    #[error("option {} is for Samba, where 3s stay in the hand; {rules} lays red 3s down at once (RULES.md §4)", option.name())]
    NeedsSambaThrees {
        /// The option.
        option: HouseRule,
        /// The rule set's name.
        rules: String,
    },
}

impl Rules {
    /// This rule set with the table's `choices` (RULES.md §4). An option the rule set has no
    /// use for is refused, naming it: the auction's options without an auction, Samba's 3s
    /// where red 3s are laid down at once. Whether the result is playable is
    /// [`Rules::validate`]'s call.
    pub fn with_house_rules(mut self, choices: &HouseRuleChoices) -> Result<Rules, HouseRuleError> {
        let c = *choices;
        let auction = [
            (
                HouseRule::SambaFailedOpening,
                c.samba_failed_opening.is_some(),
            ),
            (HouseRule::SambaRebid, c.samba_rebid.is_some()),
            (
                HouseRule::SambaPartnerGoesOut,
                c.samba_partner_goes_out.is_some(),
            ),
            (
                HouseRule::SambaStockOutAfterBid,
                c.samba_stock_out_after_bid.is_some(),
            ),
            (
                HouseRule::SambaDoubleRobbery,
                c.samba_double_robbery.is_some(),
            ),
        ];
        if self.bidding.is_none() {
            if let Some(&(option, _)) = auction.iter().find(|(_, chosen)| *chosen) {
                return Err(HouseRuleError::NeedsAuction {
                    option,
                    rules: self.name.clone(),
                });
            }
        }
        let threes = [
            (
                HouseRule::SambaBlackThreeInHand,
                c.samba_black_three_in_hand.is_some(),
            ),
            (
                HouseRule::SambaLastRedThree,
                c.samba_last_red_three.is_some(),
            ),
            (HouseRule::SambaUpcard, c.samba_upcard.is_some()),
        ];
        if !self.threes.red.held() {
            if let Some(&(option, _)) = threes.iter().find(|(_, chosen)| *chosen) {
                return Err(HouseRuleError::NeedsSambaThrees {
                    option,
                    rules: self.name.clone(),
                });
            }
        }
        fn set<T>(field: &mut T, choice: Option<T>) {
            if let Some(value) = choice {
                *field = value;
            }
        }
        set(&mut self.melding.wild_limit, c.wild_limit);
        set(
            &mut self.melding.wild_on_completed_canasta,
            c.wild_on_completed_canasta,
        );
        set(&mut self.pile.needs_natural_pair, c.pile_needs_natural_pair);
        set(&mut self.pile.take_top_card_only, c.take_top_card_only);
        set(
            &mut self.scoring.all_red_threes_bonus,
            c.all_red_threes_bonus,
        );
        set(
            &mut self.pile.on_completed_canasta,
            c.pile_on_completed_canasta,
        );
        set(
            &mut self.going_out.concealed_needs_team_unopened,
            c.concealed_needs_team_unopened,
        );
        set(&mut self.going_out.answer_binds, c.go_out_answer_binds);
        set(&mut self.drawing.stock_out.pile_duty, c.stock_out_pile_duty);
        set(
            &mut self.threes.black_in_hand_card_value,
            c.samba_black_three_in_hand,
        );
        set(
            &mut self.threes.last_red_three_charged,
            c.samba_last_red_three,
        );
        set(&mut self.deal.upcard_back_under_stock, c.samba_upcard);
        if let Some(bidding) = self.bidding.as_mut() {
            set(&mut bidding.failed_opening, c.samba_failed_opening);
            set(&mut bidding.rebid_after_pass, c.samba_rebid);
            set(&mut bidding.partner_may_go_out, c.samba_partner_goes_out);
            set(
                &mut bidding.stock_out_voids_reached_bid,
                c.samba_stock_out_after_bid,
            );
            set(
                &mut bidding.partner_robs_doubled_bid,
                c.samba_double_robbery,
            );
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleDifference;

    /// RULES.md §4: an auction's option on a rule set without one is refused, naming it and
    /// the rule set; on Sitoumussamba it is set.
    #[test]
    fn section_4_an_auction_option_without_an_auction_is_refused() {
        let rebid = HouseRuleChoices {
            samba_rebid: Some(false),
            ..HouseRuleChoices::default()
        };
        for rules in [Rules::classic(), Rules::samba()] {
            let name = rules.name.clone();
            assert_eq!(
                rules.with_house_rules(&rebid),
                Err(HouseRuleError::NeedsAuction {
                    option: HouseRule::SambaRebid,
                    rules: name,
                })
            );
        }
        let set = Rules::sitoumussamba().with_house_rules(&rebid).unwrap();
        assert!(!set.bidding.unwrap().rebid_after_pass);
        let upcard = HouseRuleChoices {
            samba_upcard: Some(true),
            ..HouseRuleChoices::default()
        };
        // Option `samba_upcard` is Samba's deal, with or without an auction (SAMBA 6, 16C).
        assert!(matches!(
            Rules::fast().with_house_rules(&upcard),
            Err(HouseRuleError::NeedsSambaThrees {
                option: HouseRule::SambaUpcard,
                ..
            })
        ));
        for rules in [Rules::samba(), Rules::sitoumussamba()] {
            assert!(!rules.upcard_back_under_stock(), "default: FI 6B");
            let set = rules.with_house_rules(&upcard).unwrap();
            assert!(set.upcard_back_under_stock());
            assert_eq!(
                set.differences_from_preset(),
                [RuleDifference::UpcardBackUnderStock(true)]
            );
        }
        // Left at the rule set's value, nothing is refused or changed.
        assert_eq!(
            Rules::classic().with_house_rules(&HouseRuleChoices::default()),
            Ok(Rules::classic())
        );
    }

    /// RULES.md §4: Samba's 3s options need red 3s kept in the hand.
    #[test]
    fn section_4_a_samba_threes_option_in_classic_is_refused() {
        let free = HouseRuleChoices {
            samba_last_red_three: Some(false),
            ..HouseRuleChoices::default()
        };
        assert!(matches!(
            Rules::classic().with_house_rules(&free),
            Err(HouseRuleError::NeedsSambaThrees {
                option: HouseRule::SambaLastRedThree,
                ..
            })
        ));
        let samba = Rules::samba().with_house_rules(&free).unwrap();
        assert!(!samba.threes.last_red_three_charged);
        let classic_options = HouseRuleChoices {
            wild_limit: Some(WildLimit::Half),
            go_out_answer_binds: Some(false),
            ..HouseRuleChoices::default()
        };
        let classic = Rules::classic().with_house_rules(&classic_options).unwrap();
        assert_eq!(classic.melding.wild_limit, WildLimit::Half);
        assert!(!classic.going_out.answer_binds);
    }
}
