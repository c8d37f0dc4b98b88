//! Sitoumussamba's auction in words (RULES.md §3 "Bidding"; FI 12, 16): the calls so far and
//! the bid being played, from the public view only, and what the seat to call or open may do
//! now, asked of the engine ([`Game::check`]), never worked out here.

use super::names::Names;
use super::words::bid_word;
use crate::input::typed::bid_text;
use crate::lang::Lang;
use crate::payload::Embed;
use crate::tr;
use canasta_engine::bidding::{bid_progress, Auction, BidProgress, Call};
use canasta_engine::deal::Phase;
use canasta_engine::players::call_options;
use canasta_engine::{Action, Game, PublicView, Rules};

/// How calls are typed (Sitoumussamba, RULES.md §3 "Bidding"; FI 12, 16C), in `lang`: the
/// examples are typed forms the card grammar reads in every language.
pub fn bidding_help(lang: Lang) -> String {
    tr!(lang, "auction-help")
}

/// Help on bidding, for `help bid`.
pub fn bidding_help_embed(lang: Lang) -> Embed {
    Embed::new(tr!(lang, "auction-help-title")).description(bidding_help(lang))
}

/// The auction in one line, for the table: the calls in order, then the bid being played
/// (its declarer, a double) or that the deal has none. `None` without bidding.
pub fn auction_line(lang: Lang, view: &PublicView, names: &Names) -> Option<String> {
    let auction = view.auction.as_ref()?;
    let calls: Vec<String> = auction
        .calls
        .iter()
        .map(|c| call_words(lang, names.seat(c.seat).to_string(), c.call))
        .collect();
    let line = if calls.is_empty() {
        tr!(lang, "auction-no-calls")
    } else {
        tr!(lang, "auction-calls", calls = calls.join(", "))
    };
    Some(format!("{line}{}", outcome(lang, auction, names)))
}

/// The declaring side's progress towards the bid being played, as the engine counts it from
/// the table ([`bid_progress`]; FI 27, 30A, 30B): "Bid 3000 by Aino & Carol: 1840 so far on
/// the table." `None` without a bid in play.
pub fn progress_line(
    lang: Lang,
    rules: &Rules,
    view: &PublicView,
    names: &Names,
) -> Option<String> {
    progress_text(lang, &bid_progress(rules, view)?, view, names)
}

/// [`progress_line`] of a progress already asked of the engine.
pub fn progress_text(
    lang: Lang,
    progress: &BidProgress,
    view: &PublicView,
    names: &Names,
) -> Option<String> {
    let side = names.group(&view.teams.get(progress.team)?.members);
    Some(tr!(
        lang,
        "auction-progress",
        promised = progress.promised,
        side = side,
        so_far = progress.so_far
    ))
}

/// What the auction has settled, after its calls: the bid, who plays it and any double, and
/// the declarers who could not open. Each sentence starts with its space.
fn outcome(lang: Lang, auction: &Auction, names: &Names) -> String {
    let mut out = String::new();
    if !auction.failed.is_empty() {
        let failed = tr!(
            lang,
            "auction-could-not-open",
            names = names.group(&auction.failed)
        );
        out += &format!(" {failed}");
    }
    let settled = match auction.contract {
        Some(contract) => {
            let bid = bid_word(lang, contract.bid);
            let name = names.seat(contract.declarer).to_string();
            Some(match contract.doubled_by {
                Some(doubler) => tr!(
                    lang,
                    "auction-contract-doubled",
                    bid = bid,
                    name = name,
                    doubler = names.seat(doubler).to_string()
                ),
                None => tr!(lang, "auction-contract", bid = bid, name = name),
            })
        }
        None if auction.ended => Some(tr!(lang, "auction-no-bid")),
        None => None,
    };
    if let Some(settled) = settled {
        out += &format!(" {settled}");
    }
    out
}

/// A call as the auction line shows it: `Ann bids 1 heart`, `Bob passes`, `Cy doubles`.
fn call_words(lang: Lang, name: String, call: Call) -> String {
    match call {
        Call::Bid { bid } => tr!(lang, "auction-bids", name = name, bid = bid_word(lang, bid)),
        Call::Pass => tr!(lang, "auction-passes", name = name),
        Call::Double => tr!(lang, "auction-doubles", name = name),
    }
}

/// What `seat` may type now in the auction or as the declarer, from the engine's answers:
/// the lowest bid it accepts (and what a declarer then owes), pass and double; or the
/// declarer's opening. `None` when the seat is not calling or opening.
pub fn call_prompt(lang: Lang, game: &Game, seat: usize) -> Option<String> {
    if game.seat_to_act() != Some(seat) {
        return None;
    }
    match game.turn().phase {
        Phase::Bidding => Some(bidding_prompt(lang, game, seat)),
        Phase::Opening => Some(opening_prompt(lang, game)),
        _ => None,
    }
}

fn bidding_prompt(lang: Lang, game: &Game, seat: usize) -> String {
    let options = call_options(game, seat);
    let lowest = options
        .iter()
        .filter_map(|a| match a {
            Action::Bid { bid } => Some(*bid),
            _ => None,
        })
        .min();
    let mut parts = Vec::new();
    match lowest {
        Some(bid) => parts.push(tr!(
            lang,
            "auction-your-call-lowest",
            bid = bid_word(lang, bid),
            typed = bid_text(lang, bid)
        )),
        None => parts.push(tr!(lang, "auction-your-call-none-higher")),
    }
    if options.contains(&Action::Double) {
        parts.push(tr!(lang, "auction-or-pass-or-double"));
    } else {
        parts.push(tr!(lang, "auction-or-pass"));
    }
    parts.push(tr!(lang, "auction-declarer-opens"));
    parts.join(" ")
}

fn opening_prompt(lang: Lang, game: &Game) -> String {
    match game.public_view().auction.and_then(|a| a.contract) {
        Some(contract) => tr!(lang, "auction-open-now", bid = bid_word(lang, contract.bid)),
        None => tr!(lang, "auction-open-now-no-bid"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::bidding::{parse_call_in, Call};
    use canasta_engine::{Bid, Denomination, Rules};

    fn names() -> Names {
        names_in(Lang::En)
    }

    fn names_in(lang: Lang) -> Names {
        Names::new(lang, &Rules::sitoumussamba(), &["Ann", "Bob", "Cy", "Di"])
    }

    /// The bids a text in `lang` writes for the reader to type, between backticks (`bid ...`,
    /// `tarjoa ...`, `bjud ...`).
    fn typed_bids(lang: Lang, text: &str) -> Vec<&str> {
        let bid = format!("{} ", Call::Bid.word_in(lang));
        text.split('`')
            .skip(1)
            .step_by(2)
            .filter(|typed| typed.starts_with(&bid))
            .collect()
    }

    #[test]
    fn sitoumussamba_12_the_auction_line_shows_the_calls_and_the_declarer() {
        let (mut game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
        let first = game.seat_to_act().unwrap();
        let line = auction_line(Lang::En, &game.public_view(), &names()).unwrap();
        assert_eq!(line, "Bidding: no calls yet.");
        let prompt = call_prompt(Lang::En, &game, first).unwrap();
        assert!(prompt.contains("`bid 1 clubs`"), "{prompt}");
        assert!(!prompt.contains("double"), "{prompt}");
        let hearts = Bid::new(2, Denomination::Hearts);
        game.apply(first, &Action::Bid { bid: hearts }).unwrap();
        let next = game.seat_to_act().unwrap();
        let prompt = call_prompt(Lang::En, &game, next).unwrap();
        assert!(prompt.contains("`bid 2 spades`"), "{prompt}");
        assert!(prompt.contains("`double`"), "{prompt}");
        game.apply(next, &Action::Double).unwrap();
        let line = auction_line(Lang::En, &game.public_view(), &names()).unwrap();
        let (a, b) = (
            names().seat(first).to_string(),
            names().seat(next).to_string(),
        );
        assert_eq!(
            line,
            format!(
                "Bidding: {a} bids 2 hearts, {b} doubles. Bid: 2 hearts by {a}, doubled by {b}."
            )
        );
        assert_eq!(
            auction_line(
                Lang::En,
                &Game::new(Rules::classic(), 1).unwrap().0.public_view(),
                &names()
            ),
            None
        );
    }

    #[test]
    fn sitoumussamba_12_the_auction_in_finnish_and_swedish() {
        let (mut game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
        let first = game.seat_to_act().unwrap();
        assert_eq!(
            auction_line(Lang::Fi, &game.public_view(), &names_in(Lang::Fi)).unwrap(),
            "Tarjoukset: ei vielä yhtään."
        );
        let prompt = call_prompt(Lang::Fi, &game, first).unwrap();
        assert!(prompt.contains("1 risti (`tarjoa 1 risti`)"), "{prompt}");
        let hearts = Bid::new(2, Denomination::Hearts);
        game.apply(first, &Action::Bid { bid: hearts }).unwrap();
        let next = game.seat_to_act().unwrap();
        let prompt = call_prompt(Lang::Sv, &game, next).unwrap();
        assert!(prompt.contains("`bjud 2 spader`"), "{prompt}");
        assert!(prompt.contains("`dubbla`"), "{prompt}");
        game.apply(next, &Action::Double).unwrap();
        let fi = names_in(Lang::Fi);
        let (a, b) = (fi.seat(first).to_string(), fi.seat(next).to_string());
        assert_eq!(
            auction_line(Lang::Fi, &game.public_view(), &fi).unwrap(),
            format!(
                "Tarjoukset: {a} tarjoaa 2 hertta, {b} kontraa. \
                 Tarjous: 2 hertta, pelaa {a}, kontrana {b}."
            )
        );
    }

    #[test]
    fn sitoumussamba_12_every_typed_bid_reads_back_in_every_language() {
        let (game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
        let first = game.seat_to_act().unwrap();
        for lang in Lang::ALL {
            let help = bidding_help(lang);
            let prompt = call_prompt(lang, &game, first).unwrap();
            let typed: Vec<&str> = typed_bids(lang, &help)
                .into_iter()
                .chain(typed_bids(lang, &prompt))
                .collect();
            assert!(typed.len() >= 4, "{lang}: {help}");
            for line in typed {
                assert!(
                    matches!(parse_call_in(lang, line), Some(Ok(Action::Bid { .. }))),
                    "{lang}: {line}"
                );
            }
        }
        assert_eq!(bidding_help_embed(Lang::Sv).title, "Hjälp: budgivning");
    }
}
