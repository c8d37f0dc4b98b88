//! The alternative text of the pictures of the cards (issue 16): what a screen reader says of
//! the image attached to `/hand` and `/table` (Discord's attachment `description`).

use super::words::hand_words;
use crate::lang::Lang;
use crate::payload::limits::clip;
use crate::tr;
use canasta_engine::Card;

/// The longest alternative text Discord takes for an attachment.
pub const MAX_ALT: usize = 1024;

/// The picture of a hand holding `cards`, in `lang`: "Picture of your hand: K K 7 …".
pub fn hand_alt(lang: Lang, cards: &[Card]) -> String {
    let cards = hand_words(lang, cards);
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
        let en = hand_alt(Lang::En, &cards);
        assert!(en.starts_with("Picture of your hand: "), "{en}");
        assert!(en.contains('Q'), "{en}");
        let fi = hand_alt(Lang::Fi, &cards);
        assert!(fi.starts_with("Kuva kädestäsi: "), "{fi}");
        assert!(fi.contains(&crate::render::words::rank_word(Lang::Fi, Rank::Queen)));
        assert!(table_alt(Lang::Sv).starts_with("Bild av bordet"));
        let many: Vec<Card> = std::iter::repeat_n(cards[2], 400).collect();
        assert!(hand_alt(Lang::En, &many).chars().count() <= MAX_ALT);
    }
}
