use super::*;
use crate::lang::Lang;
use crate::payload::limits::violations;
use crate::payload::Message;
use canasta_engine::{Game, Rules};

fn names() -> Names {
    Names::new(
        Lang::En,
        &Rules::classic(),
        &["Alice", "Bob", "Carol", "Dave"],
    )
}

fn result(deal: u32) -> DealResult {
    let a = ScoreBreakdown {
        canastas: 800,
        red_threes: 200,
        going_out: 100,
        melded: 455,
        in_hand: -35,
        penalties: 100,
        total: 1420,
        ..ScoreBreakdown::default()
    };
    let b = ScoreBreakdown {
        canastas: 0,
        red_threes: -100,
        going_out: 0,
        melded: 60,
        in_hand: -85,
        penalties: 0,
        total: -125,
        ..ScoreBreakdown::default()
    };
    DealResult {
        deal,
        end: DealEnd::WentOut {
            seat: 2,
            concealed: false,
        },
        teams: vec![a, b],
        totals: vec![2870, 400],
        canastas: Some(vec![2, 0]),
        bid: None,
    }
}

#[test]
fn a_deal_is_broken_down_part_by_part() {
    let embed = deal_result_embed(Lang::En, &result(3), &Rules::classic(), &names());
    assert_eq!(embed.title, "Deal 3 — scores");
    assert_eq!(embed.description, "Carol went out.");
    let (name, value, inline) = &embed.fields[0];
    assert_eq!(name, "Alice & Carol");
    assert!(inline);
    assert_eq!(
        value,
        "Canastas: +800\nRed 3s: +200\nGoing out: +100\nMelded: +455\nIn hand: -35\n\
         Penalties: -100\nDeal: +1420\nGame total: 2870"
    );
    assert!(embed.fields[1].1.contains("Red 3s: -100"));
}

#[test]
fn deal_endings() {
    let n = names();
    assert_eq!(
        deal_end_text(
            Lang::En,
            &DealEnd::WentOut {
                seat: 1,
                concealed: true
            },
            &n
        ),
        "Bob went out concealed."
    );
    assert_eq!(
        deal_end_text(Lang::En, &DealEnd::StockExhausted, &n),
        "The stock ran out; nobody went out."
    );
}

/// SAMBA 32: a red 3 among the stock's last two cards ends the deal with a card still in the
/// stock; the score sheet says so (not "the stock ran out") and names the card left, which the
/// text shows ("Umpipakan 2 viimeistä korttia näytetään"), in every language.
#[test]
fn samba_32_the_score_sheet_says_the_last_stock_cards_ended_the_deal_and_shows_the_card_left() {
    let left = canasta_engine::parse_cards("4c").expect("a card")[0];
    let end = DealEnd::LastStockCards { left };
    for (lang, words) in [
        (Lang::En, "left in the stock (SAMBA 32)"),
        (Lang::Fi, "umpipakkaan jäi 4♣ (SAMBA 32)"),
        (Lang::Sv, "4♣ kvar i talongen (SAMBA 32)"),
    ] {
        let n = Names::new(lang, &Rules::samba(), &["Alice", "Bob", "Carol", "Dave"]);
        let text = deal_end_text(lang, &end, &n);
        assert!(
            text.contains("4♣") && text.contains(words),
            "{lang:?}: {text}"
        );
        assert_ne!(text, deal_end_text(lang, &DealEnd::StockExhausted, &n));
    }
}

#[test]
fn game_over_and_long_histories() {
    let (g, _) = Game::new(Rules::classic(), 1).unwrap();
    let mut view = g.public_view();
    view.history = (1..=200).map(result).collect();
    view.scores = vec![5120, 3400];
    view.winners = Some(vec![0]);
    let embed = game_over_embed(Lang::En, &view, &Rules::classic(), &names());
    assert_eq!(embed.description, "Alice & Carol won with 5120 points!");
    assert_eq!(embed.fields[0].1, "Alice & Carol: 5120\nBob & Dave: 3400");
    let deals = &embed.fields[1].1;
    assert!(deals.starts_with('…') && deals.ends_with("Deal 200: +1420 / -125"));
    assert!(violations(&Message::embed(embed)).is_empty());
    view.winners = Some(vec![0, 1]);
    let embed = game_over_embed(Lang::En, &view, &Rules::classic(), &names());
    assert_eq!(
        embed.description,
        "A draw between Alice & Carol and Bob & Dave."
    );
    let scores = scores_embed(Lang::En, &view, &Rules::classic(), &names());
    assert!(violations(&Message::embed(scores)).is_empty());
}

#[test]
fn samba_23_22c_penalties_for_threes_are_shown_when_they_cost_something() {
    let b = ScoreBreakdown {
        red_threes_laid: -300,
        black_threes_in_hand: -100,
        total: -400,
        ..ScoreBreakdown::default()
    };
    let text = breakdown_text(Lang::En, &b, None);
    assert!(text.contains("Red 3s laid down: -300"), "{text}");
    assert!(text.contains("Black 3s in hand: -100"), "{text}");
    assert!(!text.contains("Red 3s in hand"), "{text}");
    assert!(text.ends_with("Deal: -400"), "{text}");
    let finnish = breakdown_text(Lang::Fi, &b, Some(2000));
    assert!(
        finnish.contains("Pöydätyt punaiset kolmoset: -300"),
        "{finnish}"
    );
    assert!(
        finnish.ends_with("Erä: -400\nPeli yhteensä: 2000"),
        "{finnish}"
    );
}

#[test]
fn finnish_and_swedish_scores() {
    let names = Names::new(Lang::Sv, &Rules::classic(), &["A", "B", "C", "D"]);
    let embed = deal_result_embed(Lang::Sv, &result(2), &Rules::classic(), &names);
    assert_eq!(embed.title, "Giv 2 — poäng");
    assert_eq!(embed.description, "C gick ut.");
    assert!(embed.fields[0]
        .1
        .starts_with("Canastor: +800\nRöda treor: +200\nUtgång: +100"));
    let (g, _) = Game::new(Rules::classic(), 1).unwrap();
    let mut view = g.public_view();
    view.scores = vec![5120, 3400];
    view.winners = Some(vec![1]);
    let names = Names::new(Lang::Fi, &Rules::classic(), &["A", "B", "C", "D"]);
    let over = game_over_embed(Lang::Fi, &view, &Rules::classic(), &names);
    assert_eq!(over.title, "Peli päättyi");
    assert_eq!(over.description, "B & D voitti 3400 pisteellä!");
}

/// Issue 27 (FI 12A, 12E, 30C, 30D): the score sheet says what became of the bid, with its
/// arithmetic as the engine settled it: reached, robbed, or void when the stock ran out.
#[test]
fn sitoumussamba_30_the_score_sheet_says_what_became_of_the_bid() {
    use canasta_engine::bidding::{BidOutcome, BidSettlement, Contract};
    use canasta_engine::{Bid, Denomination};
    let names = |lang| {
        Names::new(
            lang,
            &Rules::sitoumussamba(),
            &["Aino", "Bob", "Carol", "Dan"],
        )
    };
    let settled = |doubled_by, count, outcome| BidSettlement {
        contract: Contract {
            declarer: 0,
            bid: Bid::new(3, Denomination::Hearts),
            doubled_by,
        },
        declaring: 0,
        promised: 3000,
        count,
        outcome,
    };
    let with_bid = |end, bid| DealResult {
        end,
        bid: Some(bid),
        ..result(1)
    };
    let went_out = DealEnd::WentOut {
        seat: 1,
        concealed: false,
    };
    let reached = with_bid(
        went_out,
        settled(
            Some(1),
            3240,
            BidOutcome::Reached {
                percent: 50,
                factor: 2,
                points: 3000,
            },
        ),
    );
    let robbed = with_bid(
        went_out,
        settled(
            None,
            1840,
            BidOutcome::Robbed {
                side: 1,
                percent: 100,
                factor: 1,
                points: 3000,
            },
        ),
    );
    let void = with_bid(
        DealEnd::StockExhausted,
        settled(None, 1840, BidOutcome::Void),
    );
    let text = |lang, result: &DealResult| {
        let embed = deal_result_embed(lang, result, &Rules::sitoumussamba(), &names(lang));
        assert!(violations(&Message::embed(embed.clone())).is_empty());
        embed.description
    };
    assert_eq!(
        text(Lang::En, &reached),
        "Bob went out.\nBid 3 hearts (3000) by Aino & Carol: reached, 3240 of 3000; premium \
         50% of 3000 × 2 (doubled) = +3000."
    );
    assert_eq!(
        text(Lang::En, &robbed),
        "Bob went out.\nBid 3 hearts (3000) by Aino & Carol: not reached, 1840 of 3000; \
         Bob & Dan went out first and rob it: 100% of 3000 = +3000."
    );
    assert_eq!(
        text(Lang::En, &void),
        "The stock ran out; nobody went out.\nBid 3 hearts (3000) by Aino & Carol: not \
         reached, 1840 of 3000, when the stock ran out: void, nobody scores it."
    );
    for lang in [Lang::Fi, Lang::Sv] {
        for (result, figures) in [
            (&reached, ["3240", "50 %", "× 2", "+3000"]),
            (&robbed, ["1840", "100 %", "Bob & Dan", "+3000"]),
            (&void, ["1840", "3000", "Aino & Carol", ""]),
        ] {
            let said = text(lang, result);
            let line = said.lines().nth(1).expect("the bid's line");
            for figure in figures {
                assert!(line.contains(figure), "{lang}: {figure} in {line}");
            }
        }
    }
    assert_eq!(
        text(Lang::Fi, &void).lines().nth(1),
        Some(
            "Tarjous 3 hertta (3000), Aino & Carol: ei saavutettu, 1840/3000, kun umpipakka \
             loppui: mitätön, kukaan ei saa sitä."
        )
    );
}

/// The engine's own settlement of a played Sitoumussamba deal reaches the score sheet.
#[test]
fn a_played_sitoumussamba_deal_shows_its_bid_on_the_score_sheet() {
    use canasta_engine::players::{HeuristicPlayer, Player};
    for seed in 1..40 {
        let (mut game, _) = Game::new(Rules::sitoumussamba(), seed).unwrap();
        let mut player = HeuristicPlayer::new();
        while game.history().is_empty() {
            let seat = game.seat_to_act().unwrap();
            let action = player.choose(&game, seat);
            game.apply(seat, &action).unwrap();
        }
        let result = &game.history()[0];
        let Some(settled) = &result.bid else {
            continue;
        };
        let names = Names::new(Lang::En, game.rules(), &["A", "B", "C", "D"]);
        let embed = deal_result_embed(Lang::En, result, game.rules(), &names);
        let bid = crate::render::words::bid_word(Lang::En, settled.contract.bid);
        assert!(
            embed
                .description
                .contains(&format!("Bid {bid} ({})", settled.promised)),
            "{}",
            embed.description
        );
        return;
    }
    panic!("no deal with a bid in 40 seeds");
}

/// A Sitoumussamba deal scored before the engine kept the bid's settlement (stored without a
/// `bid` field) still renders: the score sheet and the scores, without a settlement line.
#[test]
fn a_sitoumussamba_deal_stored_before_the_settlement_renders() {
    use canasta_engine::players::{HeuristicPlayer, Player};
    let (mut game, _) = Game::new(Rules::sitoumussamba(), 3).unwrap();
    let mut player = HeuristicPlayer::new();
    while game.history().is_empty() {
        let seat = game.seat_to_act().unwrap();
        let action = player.choose(&game, seat);
        game.apply(seat, &action).unwrap();
    }
    let mut stored = serde_json::to_value(&game.history()[0]).unwrap();
    stored.as_object_mut().unwrap().remove("bid");
    let old: DealResult = serde_json::from_value(stored).unwrap();
    assert!(old.bid.is_none());
    for lang in Lang::ALL {
        let names = Names::new(lang, game.rules(), &["A", "B", "C", "D"]);
        let embed = deal_result_embed(lang, &old, game.rules(), &names);
        assert!(!embed.description.is_empty());
        let mut view = game.public_view();
        view.history = vec![old.clone()];
        let scores = scores_embed(lang, &view, game.rules(), &names);
        assert!(!scores.fields.is_empty() || !scores.description.is_empty());
    }
}
