//! The letters on the card faces, given as data: the bot passes its language's rank letters
//! (English by default), so this crate holds no words of its own.

use canasta_engine::Rank;

/// What the corners of the card faces say: a label per rank, two to ace, and the joker's
/// (drawn down the corner, a letter a line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardFaceLabels {
    /// Labels of [`Rank::SUITED`], in its order (two to ace).
    ranks: [String; 13],
    /// The joker's label.
    joker: String,
}

impl CardFaceLabels {
    /// Labels of the thirteen suited ranks, two to ace (the order of [`Rank::SUITED`]), and
    /// the joker's.
    pub fn new(ranks: [String; 13], joker: impl Into<String>) -> CardFaceLabels {
        CardFaceLabels {
            ranks,
            joker: joker.into(),
        }
    }

    /// The English faces: `2` ... `10`, `J`, `Q`, `K`, `A`, and `JOKER`.
    pub fn english() -> CardFaceLabels {
        CardFaceLabels::new(Rank::SUITED.map(|rank| rank.code().to_string()), "JOKER")
    }

    /// The label of `rank`.
    pub fn rank(&self, rank: Rank) -> &str {
        match Rank::SUITED.iter().position(|&r| r == rank) {
            Some(i) => &self.ranks[i],
            None => &self.joker,
        }
    }
}

impl Default for CardFaceLabels {
    fn default() -> Self {
        CardFaceLabels::english()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_by_default_and_any_letters_when_given() {
        let en = CardFaceLabels::default();
        assert_eq!(en.rank(Rank::Ten), "10");
        assert_eq!(en.rank(Rank::Queen), "Q");
        assert_eq!(en.rank(Rank::Joker), "JOKER");
        let mut ranks = Rank::SUITED.map(|r| r.code().to_string());
        ranks[10] = "R".into(); // Finnish: rouva
        let fi = CardFaceLabels::new(ranks, "JOKERI");
        assert_eq!(fi.rank(Rank::Queen), "R");
        assert_eq!(fi.rank(Rank::Joker), "JOKERI");
    }
}
