//! Sitoumussamba's auction in words (RULES.md §3 "Bidding"; FI 12, 16): the calls so far and
//! the bid being played, from the public view only, and what the seat to call or open may do
//! now, asked of the engine ([`Game::check`]), never worked out here.

use super::names::Names;
use canasta_engine::bidding::{Auction, Call};
use canasta_engine::deal::Phase;
use canasta_engine::players::call_options;
use canasta_engine::{Action, Game, PublicView};

/// How calls are typed (Sitoumussamba, RULES.md §3 "Bidding"; FI 12, 16C).
pub const BIDDING_HELP: &str = "Sitoumussamba starts each deal with bidding, left of the dealer. \
`bid 3 hearts` (or `bid 3h`, `bid 3♥`, `bid 3 hertta`) promises 3000 points: a level from 1 to 8, \
then clubs < diamonds < hearts < spades < canasta < 2s canasta (`bid 5 canasta`, `bid 6 2s`). \
`pass` bids nothing this time; `double` doubles the opponents' bid and ends the bidding. \
Three passes after a bid make its bidder the declarer, who opens at once with `meld ...`: up to \
level 3 with the minimum count, from level 4 also with three in sequence of the bid suit, four \
of a rank (canasta) or four 2s (2s canasta). A declarer whose hand cannot open types \
`cannot open`: the side pays 1000 and the bid passes on (a hand that can open must).";

/// Help on bidding, for `help bid`.
pub fn bidding_help_embed() -> crate::payload::Embed {
    crate::payload::Embed::new("Help: bidding").description(BIDDING_HELP)
}

/// The auction in one line, for the table: the calls in order, then the bid being played
/// (its declarer, a double) or that the deal has none. `None` without bidding.
pub fn auction_line(view: &PublicView, names: &Names) -> Option<String> {
    let auction = view.auction.as_ref()?;
    let calls: Vec<String> = auction
        .calls
        .iter()
        .map(|c| format!("{} {}", names.seat(c.seat), call_word(c.call)))
        .collect();
    let calls = if calls.is_empty() {
        "no calls yet".to_string()
    } else {
        calls.join(", ")
    };
    Some(format!("Bidding: {calls}.{}", outcome(auction, names)))
}

/// What the auction has settled, after its calls: the bid, who plays it and any double, and
/// the declarers who could not open.
fn outcome(auction: &Auction, names: &Names) -> String {
    let mut out = String::new();
    if !auction.failed.is_empty() {
        out += &format!(" Could not open: {}.", names.group(&auction.failed));
    }
    match auction.contract {
        Some(contract) => {
            out += &format!(
                " Bid: {} by {}",
                contract.bid,
                names.seat(contract.declarer)
            );
            if let Some(doubler) = contract.doubled_by {
                out += &format!(", doubled by {}", names.seat(doubler));
            }
            out.push('.');
        }
        None if auction.ended => out += " No bid: the deal is played without one.",
        None => {}
    }
    out
}

/// A call as the auction line shows it: `bids 1 hearts`, `passes`, `doubles`.
fn call_word(call: Call) -> String {
    match call {
        Call::Bid { bid } => format!("bids {bid}"),
        Call::Pass => "passes".into(),
        Call::Double => "doubles".into(),
    }
}

/// What `seat` may type now in the auction or as the declarer, from the engine's answers:
/// the lowest bid it accepts (and what a declarer then owes), pass and double; or the
/// declarer's opening. `None` when the seat is not calling or opening.
pub fn call_prompt(game: &Game, seat: usize) -> Option<String> {
    if game.seat_to_act() != Some(seat) {
        return None;
    }
    match game.turn().phase {
        Phase::Bidding => Some(bidding_prompt(game, seat)),
        Phase::Opening => Some(opening_prompt(game)),
        _ => None,
    }
}

fn bidding_prompt(game: &Game, seat: usize) -> String {
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
        Some(bid) => parts.push(format!(
            "Your call. The lowest bid you may make is {bid} (`bid {bid}`); any higher bid \
             too, clubs < diamonds < hearts < spades < canasta < 2s canasta at each level."
        )),
        None => parts.push("Your call. No higher bid is left.".to_string()),
    }
    let mut others = vec!["`pass`"];
    if options.contains(&Action::Double) {
        others.push("`double` (the opponents' bid; the auction ends and you play first)");
    }
    parts.push(format!("Or {}.", others.join(", or ")));
    parts.push(
        "A declarer opens at once: up to level 3 with the minimum count, from 4 also with the \
         bid's meld (three in sequence of its suit, four of a rank, four 2s)."
            .to_string(),
    );
    parts.join(" ")
}

fn opening_prompt(game: &Game) -> String {
    let bid = game
        .public_view()
        .auction
        .and_then(|a| a.contract)
        .map_or_else(String::new, |c| format!(" {}", c.bid));
    format!(
        "You play the bid{bid}: open now, before the upcard, with `meld ...` (up to level 3 \
         your minimum count; from level 4 also the bid's meld). If your hand cannot open, type \
         `cannot open`: your side pays 1000 and the bid passes on."
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use canasta_engine::{Bid, Denomination, Rules};

    fn names() -> Names {
        Names::new(
            Lang::En,
            &Rules::sitoumussamba(),
            &["Ann", "Bob", "Cy", "Di"],
        )
    }

    #[test]
    fn sitoumussamba_12_the_auction_line_shows_the_calls_and_the_declarer() {
        let (mut game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
        let first = game.seat_to_act().unwrap();
        let line = auction_line(&game.public_view(), &names()).unwrap();
        assert_eq!(line, "Bidding: no calls yet.");
        let prompt = call_prompt(&game, first).unwrap();
        assert!(prompt.contains("`bid 1 clubs`"), "{prompt}");
        assert!(!prompt.contains("double"), "{prompt}");
        let hearts = Bid::new(2, Denomination::Hearts);
        game.apply(first, &Action::Bid { bid: hearts }).unwrap();
        let next = game.seat_to_act().unwrap();
        let prompt = call_prompt(&game, next).unwrap();
        assert!(prompt.contains("`bid 2 spades`"), "{prompt}");
        assert!(prompt.contains("`double`"), "{prompt}");
        game.apply(next, &Action::Double).unwrap();
        let line = auction_line(&game.public_view(), &names()).unwrap();
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
                &Game::new(Rules::classic(), 1).unwrap().0.public_view(),
                &names()
            ),
            None
        );
    }
}
