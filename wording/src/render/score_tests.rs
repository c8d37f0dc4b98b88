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
