//! What a picture shows, read from its layout: a hand's picture holds exactly the hand's
//! cards, a table's exactly the cards its public view shows (so never a hidden one); every card
//! lies inside the picture and its corner index stays in sight; the PNGs stay small.

mod support;

use canasta_engine::{Card, Rank, Suit};
use canasta_pictures::geometry::{Area, Point};
use canasta_pictures::{
    canasta_kind, hand_layout, hand_picture, index_area, table_layout, table_picture, CanastaKind,
    CardFaceLabels, Face, Layout, PictureError, TableLabels,
};
use proptest::prelude::*;

/// The middle of an area of the `i`-th card, on the picture.
fn middle(layout: &Layout, i: usize, area: Area) -> Point {
    let at = layout.cards[i].at;
    at.on_picture(
        (area.left + area.right) / 2.0,
        (area.top + area.bottom) / 2.0,
    )
}

/// Every face-up card's top-left index shows: no later card covers its middle, nor the
/// whole of it (but for the cards squared up under a closed canasta's top card).
fn indexes_in_sight(layout: &Layout, labels: &CardFaceLabels) -> Result<(), String> {
    for (i, placed) in layout.cards.iter().enumerate() {
        let Face::Up(card) = placed.face else {
            continue;
        };
        if layout.under_a_stack(i) {
            continue;
        }
        let area = index_area(card, labels);
        let centre = middle(layout, i, area);
        let hidden_by = layout.cards[i + 1..]
            .iter()
            .position(|c| c.at.covers(centre));
        if let Some(j) = hidden_by {
            return Err(format!(
                "card {i} ({card:?}): index under card {}",
                i + 1 + j
            ));
        }
        if layout.covered(i, area) {
            return Err(format!("card {i} ({card:?}): index covered"));
        }
    }
    Ok(())
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

fn any_card() -> impl Strategy<Value = Card> {
    (0usize..14, 0usize..4).prop_map(|(r, s)| {
        Rank::SUITED
            .get(r)
            .map_or(Card::JOKER, |&rank| Card::new(rank, Suit::ALL[s]))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_hand_picture_holds_exactly_the_hand(hand in prop::collection::vec(any_card(), 1..90)) {
        let labels = CardFaceLabels::english();
        let layout = hand_layout(&hand);
        prop_assert_eq!(layout.shown_cards(), hand.clone());
        prop_assert!(layout.cards_inside(), "{:?}", layout);
        prop_assert_eq!(indexes_in_sight(&layout, &labels), Ok(()));
        prop_assert!(layout.width <= 900 && layout.height <= 600, "{}×{}", layout.width, layout.height);
    }
}

#[test]
fn long_joker_labels_stay_in_sight() {
    let ranks = Rank::SUITED.map(|r| r.code().to_string());
    let labels = CardFaceLabels::new(ranks, "JOKERI");
    let hand = vec![Card::JOKER; 31];
    let layout = hand_layout(&hand);
    assert_eq!(indexes_in_sight(&layout, &labels), Ok(()));
}

#[test]
fn a_table_picture_holds_exactly_the_public_cards() {
    let labels = CardFaceLabels::english();
    let mut views = vec![support::classic_table(), support::samba_table()];
    for seed in 0..6 {
        views.extend(support::views_of_a_game(seed));
    }
    assert!(views.len() > 50, "{} views", views.len());
    for view in views {
        let layout = table_layout(&view, &TableLabels::plain(&view));
        assert_eq!(
            sorted(layout.shown_cards()),
            sorted(view.visible_cards()),
            "{view:?}"
        );
        let backs = layout.cards.iter().filter(|c| c.face == Face::Down).count();
        assert_eq!(backs, usize::from(view.stock > 0));
        assert!(layout.cards_inside(), "{layout:?}");
        assert_eq!(indexes_in_sight(&layout, &labels), Ok(()));
        assert!(layout.width <= 350, "{}", layout.width);
        let canastas: usize = view.teams.iter().map(|t| t.canastas).sum();
        assert_eq!(layout.stacks.len(), canastas, "{view:?}");
    }
}

/// Issue 31: a finished canasta is a closed stack as players square it up, tagged with its
/// kind in the caller's words: a red card on top of a natural canasta, a black one on a
/// mixed canasta; red 3s lie apart from the melds, in the side's header; the words say whose
/// turn it is, the stock's and the pile's sizes and each side's names, score and canastas.
#[test]
fn a_table_shows_what_players_expect() {
    let view = support::classic_table();
    let labels = support::table_labels(&view);
    let layout = table_layout(&view, &labels);
    let mut kinds = Vec::new();
    for stack in &layout.stacks {
        let top = &layout.cards[stack.cards.end - 1];
        let Face::Up(card) = top.face else {
            panic!("a stack shows its top card");
        };
        let red = card.suit.is_some_and(|s| s.is_red());
        match stack.kind {
            CanastaKind::Natural => assert!(red, "{card:?}"),
            CanastaKind::Mixed => assert!(!red && !card.is_wild(), "{card:?}"),
            _ => {}
        }
        // Squared up: every card of the stack within a few pixels of the top one.
        for i in stack.cards.clone() {
            let at = layout.cards[i].at.centre;
            assert!((at.x - top.at.centre.x).abs() <= 8.0, "{at:?}");
            assert!(i + 1 == stack.cards.end || layout.under_a_stack(i));
        }
        kinds.push(stack.kind);
    }
    assert_eq!(kinds, [CanastaKind::Natural, CanastaKind::Mixed]);
    let texts: Vec<&str> = layout.texts.iter().map(|t| t.text.as_str()).collect();
    for words in [
        "Alice's turn",
        "Stock: 3 cards",
        "Pile: 3",
        "Alice & Carol",
        "Bob & Dave",
        "1 canasta",
        "natural",
        "mixed",
    ] {
        assert!(texts.contains(&words), "{words:?} not in {texts:?}");
    }
    // The red 3s lie above every meld of their side, at its header's right.
    let threes: Vec<usize> = (0..layout.cards.len())
        .filter(|&i| matches!(layout.cards[i].face, Face::Up(c) if c.is_red_three()))
        .collect();
    assert_eq!(threes.len(), 3);
    let first_meld_of_team_0 = layout
        .cards
        .iter()
        .position(|c| matches!(c.face, Face::Up(c) if c.rank == Rank::Seven))
        .expect("the 7s");
    let three = layout.cards[threes[0]].at.centre;
    assert!(three.y < layout.cards[first_meld_of_team_0].at.centre.y);
    assert!(three.x > layout.width as f32 / 2.0);
}

/// In Samba the sequences come first, grouped by suit in reading order, and the melds of a
/// rank start a line below them; a samba and a canasta of 2s are tagged as such.
#[test]
fn a_samba_table_groups_sequences_by_suit() {
    let view = support::samba_table();
    let layout = table_layout(&view, &support::table_labels(&view));
    let kinds: Vec<CanastaKind> = layout.stacks.iter().map(|s| s.kind).collect();
    assert!(kinds.contains(&CanastaKind::Samba), "{kinds:?}");
    assert!(kinds.contains(&CanastaKind::Twos), "{kinds:?}");
    let melds = &view.teams[0].melds;
    assert!(melds
        .iter()
        .any(|m| canasta_kind(m) == Some(CanastaKind::Samba)));
    // Team 0's cards follow the stock and the pile's top (no red 3s): its sequences' cards
    // first, each suit's together, then its rank melds' from a line below.
    let sequence_cards: Vec<Card> = melds
        .iter()
        .filter(|m| matches!(m.shape, canasta_engine::MeldShape::Sequence { .. }))
        .flat_map(|m| m.cards.iter().copied())
        .collect();
    let first = 2;
    let drawn = &layout.cards[first..first + sequence_cards.len()];
    let shown: Vec<Card> = drawn
        .iter()
        .filter_map(|c| match c.face {
            Face::Up(card) => Some(card),
            Face::Down => None,
        })
        .collect();
    assert_eq!(sorted(shown.clone()), sorted(sequence_cards.clone()));
    let mut suits: Vec<Option<Suit>> = shown.iter().map(|c| c.suit).collect();
    suits.dedup();
    assert_eq!(suits.len(), 3, "{shown:?}: each suit's sequences together");
    let lowest = drawn.iter().map(|c| c.at.centre.y).fold(f32::MIN, f32::max);
    let rank_cards: usize = melds.iter().map(|m| m.cards.len()).sum::<usize>() - shown.len();
    let after = first + sequence_cards.len();
    for card in &layout.cards[after..after + rank_cards] {
        assert!(
            card.at.centre.y > lowest + 50.0,
            "{card:?} beside a sequence"
        );
    }
}

#[test]
fn nothing_to_draw_is_an_error_not_a_blank_picture() {
    let labels = CardFaceLabels::english();
    assert!(matches!(
        hand_picture(&[], &labels),
        Err(PictureError::Empty)
    ));
}

#[test]
fn pictures_stay_small() {
    let labels = CardFaceLabels::english();
    let png_of = |n| {
        hand_picture(&support::hand_of(n), &labels)
            .unwrap()
            .png
            .len()
    };
    assert!(png_of(25) < 200 * 1024, "{}", png_of(25));
    assert!(png_of(30) < 200 * 1024, "{}", png_of(30));
    // Three decks' worth of cards in one hand still makes a picture of reasonable size.
    assert!(png_of(162) < 1024 * 1024, "{}", png_of(162));
    for view in [support::classic_table(), support::samba_table()] {
        let table = table_picture(&view, &support::table_labels(&view)).unwrap();
        assert!(table.png.len() < 200 * 1024, "{}", table.png.len());
    }
}

/// Issue 31: on a phone, where Discord shows a picture at most 360 px wide, a hand's rank
/// letters stay at least 12 px high: the picture is drawn at [`PICTURE_SCALE`] and a long hand
/// wraps into rows instead of growing wider; every card's index still shows.
#[test]
fn a_hand_stays_legible_at_360_px() {
    use canasta_pictures::{index_letter_height, PICTURE_SCALE};
    let letter = index_letter_height().expect("the font");
    let labels = CardFaceLabels::english();
    let deck: Vec<Card> = Rank::SUITED
        .iter()
        .flat_map(|&rank| Suit::ALL.map(|suit| Card::new(rank, suit)))
        .collect();
    for count in [11, 15, 27, 40] {
        let hand = sorted(deck.iter().copied().cycle().take(count).collect());
        let layout = hand_layout(&hand);
        let pixels = layout.width as f32 * PICTURE_SCALE;
        let shown = letter * PICTURE_SCALE * (360.0 / pixels).min(1.0);
        assert!(
            shown >= 12.0,
            "{count} cards: {} units wide, letters {shown:.1} px at 360 px",
            layout.width
        );
        assert_eq!(layout.cards.len(), count);
        indexes_in_sight(&layout, &labels).unwrap_or_else(|e| panic!("{count} cards: {e}"));
        let picture = hand_picture(&hand, &labels).expect("a picture");
        assert!(picture.png.starts_with(b"\x89PNG"));
    }
}

/// Issue 31: the table too stays legible on a phone: every table picture is a narrow portrait
/// (`TABLE_WIDTH` units) that grows downwards, so where Discord shows it 360 px wide a card's
/// rank letters stay at least 12 px high and the words at least 9 px.
#[test]
fn a_table_stays_legible_at_360_px() {
    use canasta_pictures::{index_letter_height, PICTURE_SCALE};
    let letter = index_letter_height().expect("the font");
    let mut views = vec![support::classic_table(), support::samba_table()];
    for seed in 0..3 {
        views.extend(support::views_of_a_game(seed));
    }
    for view in views {
        let labels = support::table_labels(&view);
        let layout = table_layout(&view, &labels);
        let pixels = layout.width as f32 * PICTURE_SCALE;
        let shown = |units: f32| units * PICTURE_SCALE * (360.0 / pixels).min(1.0);
        assert!(
            shown(letter) >= 12.0,
            "{} units wide: letters {:.1} px at 360 px",
            layout.width,
            shown(letter)
        );
        for text in &layout.texts {
            // A capital of the bundled font is 0.73 of its size.
            assert!(shown(text.size * 0.73) >= 8.5, "{text:?}");
        }
        assert!(
            layout.height as f32 <= 8.0 * layout.width as f32,
            "{layout:?}"
        );
    }
}
