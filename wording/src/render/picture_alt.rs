//! The alternative text of the pictures of the cards (issue 16): what a screen reader says of
//! the image attached to `/hand` and `/table` (Discord's attachment `description`).

use super::words::CardNaming;
use crate::lang::Lang;
use crate::payload::limits::clip;
use crate::tr;
use canasta_engine::Card;

/// The longest alternative text Discord takes for an attachment.
pub const MAX_ALT: usize = 1024;

/// The picture of a hand holding `cards`, in `lang`, read like the hand view's text: "Picture
/// of your hand: 7 · K K …", or by suit where the rules play sequences ("♣ 4 7 · ♥ 5 6 …").
pub fn hand_alt(lang: Lang, cards: &[Card], naming: CardNaming) -> String {
    let cards = naming.hand(lang, cards);
    clip(&tr!(lang, "picture-hand-alt", cards = cards), MAX_ALT)
}

/// The picture of the public table, in `lang`.
pub fn table_alt(lang: Lang) -> String {
    clip(&tr!(lang, "picture-table-alt"), MAX_ALT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::Rank;

    #[test]
    fn the_pictures_are_described_in_the_readers_language() {
        let cards: Vec<Card> = ["Kh", "Ks", "Qd", "7c"]
            .iter()
            .map(|c| c.parse().expect("a card"))
            .collect();
        let en = hand_alt(Lang::En, &cards, CardNaming::ByRank);
        assert!(en.starts_with("Picture of your hand: "), "{en}");
        assert!(en.contains('Q'), "{en}");
        let fi = hand_alt(Lang::Fi, &cards, CardNaming::ByRank);
        assert!(fi.starts_with("Kuva kädestäsi: "), "{fi}");
        assert!(fi.contains(&crate::render::words::rank_word(Lang::Fi, Rank::Queen)));
        assert!(table_alt(Lang::Sv).starts_with("Bild av bordet"));
        let many: Vec<Card> = std::iter::repeat_n(cards[2], 400).collect();
        assert!(
            hand_alt(Lang::En, &many, CardNaming::WithSuit)
                .chars()
                .count()
                <= MAX_ALT
        );
    }

    /// Issue 27: where sequences are played the suit is what a run is made of, so the picture
    /// of a Samba hand is described by suit, as the hand view lists it, in every language.
    #[test]
    fn a_samba_hand_picture_keeps_its_suits() {
        let hand = canasta_engine::parse_cards("5h 6h 7h Kc Ks joker").unwrap();
        let naming = CardNaming::of(&canasta_engine::Rules::samba().melding);
        assert_eq!(
            hand_alt(Lang::En, &hand, naming),
            "Picture of your hand: ♣ K · ♥ 5 6 7 · ♠ K · Joker"
        );
        assert_eq!(
            hand_alt(Lang::Fi, &hand, naming),
            "Kuva kädestäsi: ♣ K · ♥ 5 6 7 · ♠ K · Jokeri"
        );
        assert!(hand_alt(Lang::Sv, &hand, naming).ends_with("♥ 5 6 7 · ♠ K · Joker"));
        let classic = CardNaming::of(&canasta_engine::Rules::classic().melding);
        assert_eq!(
            hand_alt(Lang::En, &hand, classic),
            "Picture of your hand: 5 · 6 · 7 · K K · Joker"
        );
    }
}
