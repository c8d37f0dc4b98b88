//! Words for cards, counts and melds, shared by every renderer. Where suits never matter
//! (classic rules) cards are named by rank, red 3s with their suit (`3♥`); where sequences are
//! played a suit decides what a card extends, so cards are named with it ([`CardNaming`]).
//! Face cards are shown with the language's letters (Finnish `S R K A`, Swedish `Kn D K E`),
//! from `locales/*/words.ftl`.

use crate::lang::Lang;
use crate::tr;
use canasta_engine::meld::CANASTA_SIZE;
use canasta_engine::rules::MeldPolicy;
use canasta_engine::{Bid, Card, Denomination, Meld, MeldKind, MeldShape, Rank, Suit};
use fluent_bundle::FluentValue;

/// How a rule set's texts name cards, decided by its rules: where sequences of one suit are
/// played (RULES.md §3, SAMBA 14A, 20A) a card's suit decides whether it extends a sequence or
/// takes the pile, so cards are named with their suit (`J♥`); elsewhere suits never matter and
/// cards are named by rank (`J`), a red 3 with its suit (`3♥`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum CardNaming {
    /// By rank: suits never matter.
    #[default]
    ByRank,
    /// With the suit: sequences are played.
    WithSuit,
}

impl CardNaming {
    /// The naming of a rule set that melds by `melding` (public: every view carries it).
    pub fn of(melding: &MeldPolicy) -> CardNaming {
        if melding.sequences {
            CardNaming::WithSuit
        } else {
            CardNaming::ByRank
        }
    }

    /// True when cards are named with their suit.
    pub fn with_suit(self) -> bool {
        self == CardNaming::WithSuit
    }

    /// A card: `J` or `J♥`.
    pub fn card(self, lang: Lang, card: Card) -> String {
        match self {
            CardNaming::ByRank => card_word(lang, card),
            CardNaming::WithSuit => suited_card_word(lang, card),
        }
    }

    /// Cards separated by spaces, in the order given: `7 7 2` or `7♥ 7♠ 2♣`.
    pub fn cards(self, lang: Lang, cards: &[Card]) -> String {
        cards
            .iter()
            .map(|&c| self.card(lang, c))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A hand as players read it: grouped by rank (`4 4 · 7 7 7`), or by suit where sequences
    /// are played (`♣ 2 4 7 · ♥ 5 6 9 J · Joker`).
    pub fn hand(self, lang: Lang, hand: &[Card]) -> String {
        match self {
            CardNaming::ByRank => hand_words(lang, hand),
            CardNaming::WithSuit => hand_by_suit(lang, hand),
        }
    }

    /// The cards of a play onto a meld of `shape`: with their suit on a sequence (the suit is
    /// what it is made of), by rank on a meld of one rank (`K K K`, whatever the rules), as
    /// this naming says where the meld is not known.
    pub fn cards_for(self, lang: Lang, shape: Option<MeldShape>, cards: &[Card]) -> String {
        match shape {
            Some(MeldShape::Sequence { .. }) => CardNaming::WithSuit.cards(lang, cards),
            Some(MeldShape::Rank(_)) => cards_words(lang, cards),
            None => self.cards(lang, cards),
        }
    }
}

/// A card as players read it: `7`, `K`, `Joker`, `3♥` for a red 3.
pub fn card_word(lang: Lang, card: Card) -> String {
    if card.is_red_three() {
        card.to_string()
    } else {
        rank_word(lang, card.rank)
    }
}

/// A card with its suit when it has one: `7♥`, `K♠` (`R♠` in Finnish), `Joker`.
pub fn suited_card_word(lang: Lang, card: Card) -> String {
    match card.suit {
        Some(suit) => format!("{}{}", rank_word(lang, card.rank), suit.symbol()),
        None => rank_word(lang, card.rank),
    }
}

/// A rank as players read it: `7`, `10`, `K`, `Joker` (Finnish `R` for a queen, `Jokeri`).
pub fn rank_word(lang: Lang, rank: Rank) -> String {
    match rank {
        Rank::Jack => tr!(lang, "rank-jack"),
        Rank::Queen => tr!(lang, "rank-queen"),
        Rank::King => tr!(lang, "rank-king"),
        Rank::Ace => tr!(lang, "rank-ace"),
        Rank::Joker => tr!(lang, "rank-joker"),
        number => number.code().to_string(),
    }
}

/// Cards separated by spaces: `7 7 2`.
pub fn cards_words(lang: Lang, cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| card_word(lang, c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The plural of a rank: `7s`, `jacks`, `aces`, `jokers`.
pub fn rank_plural(lang: Lang, rank: Rank) -> String {
    tr!(lang, "rank-plural", rank = rank_key(rank))
}

/// A rank as a message selects on it: a number for the number cards (Fluent's `[2]` matches
/// only the number 2, not the text "2"), else the rank's code (`J`, `A`, `Joker`).
pub fn rank_key(rank: Rank) -> FluentValue<'static> {
    match rank.code().parse::<u32>() {
        Ok(number) => FluentValue::from(number),
        Err(_) => FluentValue::from(rank.code()),
    }
}

/// `0` as "no", 1 to 12 in words, larger numbers in digits.
pub fn count_word(lang: Lang, n: usize) -> String {
    tr!(lang, "count-word", n = n)
}

/// "no 7s", "one 7", "two 7s" (of a rank or of a named card such as `7♥`).
pub fn count_of(lang: Lang, n: usize, singular: &str, plural: &str) -> String {
    tr!(
        lang,
        "count-of",
        n = n,
        singular = singular.to_string(),
        plural = plural.to_string()
    )
}

/// "1 card", "14 cards".
pub fn cards_count(lang: Lang, n: usize) -> String {
    tr!(lang, "cards-count", count = n)
}

/// A bid of Sitoumussamba as players read it: `3 hearts`, `5 canasta`, `6 2s canasta`
/// (Finnish `3 hertta`, FI 12B).
pub fn bid_word(lang: Lang, bid: Bid) -> String {
    let level = bid.level;
    match bid.denomination {
        Denomination::Clubs => tr!(lang, "bid-clubs", level = level),
        Denomination::Diamonds => tr!(lang, "bid-diamonds", level = level),
        Denomination::Hearts => tr!(lang, "bid-hearts", level = level),
        Denomination::Spades => tr!(lang, "bid-spades", level = level),
        Denomination::Canasta => tr!(lang, "bid-canasta", level = level),
        Denomination::TwosCanasta => tr!(lang, "bid-twos-canasta", level = level),
    }
}

/// A number with its sign: `+120`, `-35`, `0`.
pub fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A run of `n` cards of one kind: `K K K` up to four, `K ×8` beyond.
fn run(word: &str, n: usize) -> String {
    if n > 4 {
        format!("{word} ×{n}")
    } else {
        vec![word; n].join(" ")
    }
}

/// A hand grouped by suit, for rule sets with sequences (RULES.md §3, SAMBA 20A), where the
/// suit is what a run is made of: `♣ 2 4 7 · ♥ 5 6 9 J · Joker Joker`.
pub fn hand_by_suit(lang: Lang, hand: &[Card]) -> String {
    let mut groups: Vec<String> = Vec::new();
    for suit in Suit::ALL {
        let mut ranks: Vec<Rank> = hand
            .iter()
            .filter(|c| c.suit == Some(suit))
            .map(|c| c.rank)
            .collect();
        ranks.sort();
        if !ranks.is_empty() {
            let words: Vec<String> = ranks.iter().map(|&r| rank_word(lang, r)).collect();
            groups.push(format!("{} {}", suit.symbol(), words.join(" ")));
        }
    }
    let jokers = hand.iter().filter(|c| c.rank == Rank::Joker).count();
    if jokers > 0 {
        groups.push(run(&rank_word(lang, Rank::Joker), jokers));
    }
    if groups.is_empty() {
        return tr!(lang, "no-cards");
    }
    groups.join(" · ")
}

/// A sorted hand grouped by rank: `4 4 · 7 7 7 · K ×5 · 2 · Joker`.
pub fn hand_words(lang: Lang, hand: &[Card]) -> String {
    let mut groups: Vec<(String, usize)> = Vec::new();
    for &card in hand {
        let word = card_word(lang, card);
        match groups.last_mut() {
            Some((w, n)) if *w == word => *n += 1,
            _ => groups.push((word, 1)),
        }
    }
    if groups.is_empty() {
        return tr!(lang, "no-cards");
    }
    groups
        .iter()
        .map(|(w, n)| run(w, *n))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A meld's cards, naturals first: `K ×8 2 Joker`, `7 7 7`; a sequence's cards with their
/// suit, as melded: `4♥ 5♥ 6♥`.
pub fn meld_words(lang: Lang, meld: &Meld) -> String {
    let rank = match meld.shape {
        MeldShape::Rank(rank) => rank,
        MeldShape::Sequence { .. } => {
            let cards: Vec<String> = meld
                .cards
                .iter()
                .map(|&c| suited_card_word(lang, c))
                .collect();
            return cards.join(" ");
        }
    };
    let naturals = meld.naturals();
    let mut words = vec![run(&rank_word(lang, rank), naturals)];
    // Wild here, not wild in general: in a meld of 2s (SAMBA 20D) the 2s are its naturals.
    words.extend(
        meld.cards
            .iter()
            .filter(|&&c| meld.is_wild_here(c))
            .map(|&c| card_word(lang, c)),
    );
    words.join(" ")
}

/// What a meld is: a natural or mixed canasta, a samba (a complete sequence, RULES.md §3), one
/// card short of one (FI 11J), or nothing.
pub fn meld_status(lang: Lang, meld: &Meld) -> Option<String> {
    match meld.kind() {
        MeldKind::Samba => Some(tr!(lang, "meld-samba")),
        MeldKind::NaturalCanasta => Some(tr!(lang, "meld-natural-canasta")),
        MeldKind::MixedCanasta => Some(tr!(lang, "meld-mixed-canasta")),
        MeldKind::Open if meld.len() + 1 == CANASTA_SIZE => Some(tr!(lang, "meld-one-short")),
        MeldKind::Open => None,
    }
}

/// The meld a lay-off names, as players read it: `K`, or `4♥-7♥` for a sequence.
pub fn shape_word(lang: Lang, shape: MeldShape) -> String {
    match shape {
        MeldShape::Rank(rank) => rank_word(lang, rank),
        MeldShape::Sequence { suit, low, high } => format!(
            "{}{}-{}{}",
            rank_word(lang, low),
            suit.symbol(),
            rank_word(lang, high),
            suit.symbol()
        ),
    }
}

/// A meld on one line: `K ×7 — natural canasta`.
pub fn meld_line(lang: Lang, meld: &Meld) -> String {
    match meld_status(lang, meld) {
        Some(status) => format!("{} — {status}", meld_words(lang, meld)),
        None => meld_words(lang, meld),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canasta_engine::meld::new_meld;
    use canasta_engine::{parse_cards, MeldId, Rules, Suit};

    fn meld(s: &str) -> Meld {
        new_meld(&Rules::classic(), MeldId(0), &parse_cards(s).unwrap()).unwrap()
    }

    fn sequence(s: &str, low: Rank, high: Rank) -> Meld {
        Meld {
            id: MeldId(3),
            shape: MeldShape::Sequence {
                suit: Suit::Hearts,
                low,
                high,
            },
            cards: parse_cards(s).unwrap(),
        }
    }

    #[test]
    fn samba_20a_sequences_show_their_suit() {
        let run = sequence("4h 5h 6h", Rank::Four, Rank::Six);
        assert_eq!(meld_line(Lang::En, &run), "4♥ 5♥ 6♥");
        assert_eq!(shape_word(Lang::En, run.shape), "4♥-6♥");
        assert_eq!(shape_word(Lang::En, MeldShape::Rank(Rank::King)), "K");
        let samba = sequence("10h Jh Qh Kh Ah 2h 3h", Rank::Ten, Rank::Three);
        assert_eq!(meld_line(Lang::En, &samba), "10♥ J♥ Q♥ K♥ A♥ 2♥ 3♥ — samba");
    }

    #[test]
    fn samba_20d_a_meld_of_2s_shows_each_2_once() {
        let twos =
            |s: &str| new_meld(&Rules::samba(), MeldId(1), &parse_cards(s).unwrap()).unwrap();
        assert_eq!(meld_line(Lang::En, &twos("2c 2d 2h 2s")), "2 2 2 2");
        assert_eq!(
            meld_line(Lang::En, &twos("2c 2d 2h 2s 2c joker")),
            "2 ×5 Joker — one card short of a canasta"
        );
        assert_eq!(
            meld_line(Lang::En, &twos("2c 2d 2h 2s 2c 2d 2h")),
            "2 ×7 — natural canasta"
        );
    }

    #[test]
    fn card_and_rank_words() {
        assert_eq!(
            cards_words(Lang::En, &parse_cards("7h 2c joker 3h 3s").unwrap()),
            "7 2 Joker 3♥ 3"
        );
        assert_eq!(rank_plural(Lang::En, Rank::Seven), "7s");
        assert_eq!(rank_plural(Lang::En, Rank::Ace), "aces");
        assert_eq!(rank_plural(Lang::En, Rank::Two), "2s");
        assert_eq!(rank_plural(Lang::Fi, Rank::Two), "kakkoset");
        assert_eq!(rank_plural(Lang::Sv, Rank::Three), "treor");
        assert_eq!(rank_plural(Lang::Fi, Rank::Seven), "7:t");
        assert_eq!(count_of(Lang::En, 1, "7", "7s"), "one 7");
        assert_eq!(count_of(Lang::En, 0, "7", "7s"), "no 7s");
        assert_eq!(count_of(Lang::En, 13, "7", "7s"), "13 7s");
        assert_eq!(signed(5), "+5");
        assert_eq!(signed(-5), "-5");
        assert_eq!(cards_count(Lang::En, 1), "1 card");
        let bid = Bid::new(6, Denomination::TwosCanasta);
        assert_eq!(bid_word(Lang::En, bid), bid.to_string());
        assert_eq!(
            bid_word(Lang::Fi, Bid::new(1, Denomination::Diamonds)),
            "1 ruutu"
        );
    }

    #[test]
    fn hands_group_by_rank() {
        let hand = parse_cards("4c 4d 7c 7d 7h Kc Kd Kh Ks Kc 2c joker").unwrap();
        assert_eq!(
            hand_words(Lang::En, &hand),
            "4 4 · 7 7 7 · K ×5 · 2 · Joker"
        );
        assert_eq!(hand_words(Lang::En, &[]), "no cards");
        let hand = parse_cards("5h 2c 7c 6h joker joker 4c 9h").unwrap();
        assert_eq!(
            hand_by_suit(Lang::En, &hand),
            "♣ 2 4 7 · ♥ 5 6 9 · Joker Joker"
        );
    }

    #[test]
    fn melds_show_canastas_and_one_short() {
        assert_eq!(meld_line(Lang::En, &meld("9h 9s 9c")), "9 9 9");
        assert_eq!(
            meld_line(Lang::En, &meld("7h 7s 7c 7d 2c joker")),
            "7 7 7 7 2 Joker — one card short of a canasta"
        );
        assert_eq!(
            meld_line(Lang::En, &meld("Kh Ks Kc Kd Kh Ks Kc")),
            "K ×7 — natural canasta"
        );
        assert_eq!(
            meld_line(Lang::En, &meld("Qh Qs Qc Qd 2c 2d joker")),
            "Q Q Q Q 2 2 Joker — mixed canasta"
        );
    }
}
