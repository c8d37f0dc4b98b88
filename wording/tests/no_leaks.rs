//! Public renderings never show a hidden card, and one player's private view never shows
//! another's hand. Positions are built so that every hidden card is recognisable: seat 0 holds
//! only jacks, seat 1 queens, seat 2 kings, seat 3 jokers; the stock and the pile under its top
//! card hold only aces; everything public (melds, red 3s, the pile's top) uses other ranks.

mod support;

use canasta_engine::{Action, Game, Phase, PositionBuilder, Rank, Rules};
use canasta_wording::input::{suggest, SuggestionKind};
use canasta_wording::lang::Lang;
use canasta_wording::render::words::rank_word;
use canasta_wording::render::{
    events_message, hand_message, scores_embed, table_message, Message, Names,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The rank word hidden in each seat's hand.
const SEAT_RANKS: [&str; 4] = ["J", "Q", "K", "Joker"];
/// The rank word of the stock and of the pile below its top.
const BURIED: &str = "A";

const SUITS: [&str; 4] = ["c", "d", "h", "s"];

/// The ranks of [`SEAT_RANKS`] and [`BURIED`], to name them in each language.
const SEAT_RANK_VALUES: [Rank; 4] = [Rank::Jack, Rank::Queen, Rank::King, Rank::Joker];

/// The words of the hidden ranks in `lang`: each seat's, then the buried cards'.
fn hidden_words(lang: Lang) -> ([String; 4], String) {
    (
        SEAT_RANK_VALUES.map(|rank| rank_word(lang, rank)),
        rank_word(lang, Rank::Ace),
    )
}

fn random_cards(rng: &mut ChaCha8Rng, rank: &str, n: usize) -> String {
    (0..n)
        .map(|_| {
            if rank == "Joker" {
                "joker".to_string()
            } else {
                format!("{rank}{}", SUITS.choose(rng).unwrap())
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn random_game(rng: &mut ChaCha8Rng) -> (Game, Option<usize>) {
    let mut b = PositionBuilder::new(Rules::classic()).scores(&[rng.gen_range(-500..5000), 0]);
    for (seat, rank) in SEAT_RANKS.iter().enumerate() {
        let n = rng.gen_range(1..=40);
        b = b.hand(seat, &random_cards(rng, rank, n));
    }
    let stock = rng.gen_range(0..=10);
    b = b.stock(&random_cards(rng, BURIED, stock));
    if rng.gen_bool(0.8) {
        let buried = rng.gen_range(0..=8);
        let top = ["4", "5", "6", "7", "8", "9", "10"].choose(rng).unwrap();
        let pile = format!(
            "{} {}",
            random_cards(rng, BURIED, buried),
            random_cards(rng, top, 1)
        );
        b = b.pile(pile.trim());
    }
    for team in 0..2 {
        let mut ranks = ["4", "5", "6", "7", "8", "9", "10"];
        ranks.shuffle(rng);
        for rank in &ranks[..rng.gen_range(0..=4)] {
            let naturals = rng.gen_range(2..=8);
            let wilds = rng.gen_range(usize::from(naturals == 2)..=3);
            let mut cards = random_cards(rng, rank, naturals);
            if wilds > 0 {
                cards = format!("{cards} {}", random_cards(rng, "2", wilds));
            }
            b = b.meld(team, &cards);
        }
        if rng.gen_bool(0.5) {
            b = b.red_threes(team, "3h");
        }
    }
    let looker = rng.gen_bool(0.3).then(|| rng.gen_range(0..4));
    if let Some(seat) = looker {
        b = b.not_discarded(seat);
    }
    let phase = if rng.gen_bool(0.5) {
        Phase::Draw
    } else {
        Phase::Play
    };
    (b.turn(rng.gen_range(0..4), phase).build().unwrap(), looker)
}

/// Words of `text`, without quoted examples (`...` and "..."), suit symbols stripped.
fn words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '`' || c == '"' => quote = Some(c),
            None => plain.push(c),
        }
    }
    plain
        .split(|c: char| c.is_whitespace() || ".,;:()'·×…—•!?♣♦♥♠/+".contains(c))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn assert_hides(what: &str, text: &str, hidden: &[&str]) {
    for word in words(text) {
        assert!(
            !hidden.contains(&word.as_str()),
            "{what} shows hidden `{word}`:\n{text}"
        );
    }
}

#[test]
fn public_views_show_no_hidden_card() {
    for lang in Lang::ALL {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let names = Names::new(lang, &Rules::classic(), &["Ann", "Ben", "Cat", "Dan"]);
        let (seat_words, buried) = hidden_words(lang);
        let mut all_hidden: Vec<&str> = seat_words.iter().map(String::as_str).collect();
        all_hidden.push(&buried);
        for _ in 0..300 {
            let (mut game, _) = random_game(&mut rng);
            let rules = game.rules().clone();
            let table = game.public_view();
            let text = table_message(lang, 1, 1, &table, &rules, &names).to_text();
            assert_hides("table", &text, &all_hidden);
            let scores = Message::embed(scores_embed(lang, &table, &rules, &names)).to_text();
            assert_hides("scores", &scores, &all_hidden);
            // Drawing hidden cards makes public events that must not name them.
            let seat = game.turn().seat;
            if game.check(seat, &Action::Draw).is_ok() {
                let before = game.public_view();
                let events = game.apply(seat, &Action::Draw).unwrap();
                let text = events_message(lang, &events, &names, Some(&before)).to_text();
                assert_hides("draw events", &text, &all_hidden);
                let view = game.public_view();
                let table = table_message(lang, 1, 2, &view, &rules, &names).to_text();
                assert_hides("table after draw", &table, &all_hidden);
            }
        }
    }
}

#[test]
fn private_views_show_only_their_own_hand() {
    for lang in Lang::ALL {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let names = Names::new(lang, &Rules::classic(), &["Ann", "Ben", "Cat", "Dan"]);
        let (seat_words, buried) = hidden_words(lang);
        for _ in 0..300 {
            let (game, looker) = random_game(&mut rng);
            for seat in 0..4 {
                let mut hidden: Vec<&str> = seat_words
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != seat)
                    .map(|(_, r)| r.as_str())
                    .collect();
                if looker != Some(seat) {
                    hidden.push(&buried);
                }
                let msg = hand_message(lang, 1, 1, &game, seat, &names);
                assert_hides("hand view", &msg.to_text(), &hidden);
                for kind in [
                    SuggestionKind::Meld,
                    SuggestionKind::Discard,
                    SuggestionKind::Take,
                ] {
                    for s in suggest(lang, kind, &game, seat, "") {
                        let shown = format!("{} {}", s.name, s.value);
                        assert_hides("suggestion", &shown, &hidden);
                    }
                }
            }
        }
    }
}
