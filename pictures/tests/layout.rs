//! What a picture shows, read from its layout: a hand's picture holds exactly the hand's
//! cards, a table's exactly the cards its public view shows (so never a hidden one); every card
//! lies inside the picture and its corner index stays in sight; the PNGs stay small.

mod support;

use canasta_engine::{Card, Rank, Suit};
use canasta_pictures::geometry::{Area, Point};
use canasta_pictures::{
    hand_layout, hand_picture, index_area, table_layout, table_picture, CardFaceLabels, Face,
    Layout, PictureError,
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
/// whole of it.
fn indexes_in_sight(layout: &Layout, labels: &CardFaceLabels) -> Result<(), String> {
    for (i, placed) in layout.cards.iter().enumerate() {
        let Face::Up(card) = placed.face else {
            continue;
        };
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
        let layout = table_layout(&view);
        assert_eq!(
            sorted(layout.shown_cards()),
            sorted(view.visible_cards()),
            "{view:?}"
        );
        let backs = layout.cards.iter().filter(|c| c.face == Face::Down).count();
        assert_eq!(backs, usize::from(view.stock > 0));
        assert!(layout.cards_inside(), "{layout:?}");
        assert_eq!(indexes_in_sight(&layout, &labels), Ok(()));
        assert!(layout.width <= 960, "{}", layout.width);
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
    let table = table_picture(&support::classic_table(), &labels).unwrap();
    assert!(table.png.len() < 200 * 1024, "{}", table.png.len());
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
