use super::*;
use crate::input::bidding::Call;
use crate::input::parse_action;
use crate::input::test_positions::{cards, game};
use crate::lang::Lang;
use canasta_engine::{Game, MeldId, Phase};

/// `action`'s text, checked to parse back to `action` itself.
fn round_trip(game: &Game, action: Action) -> String {
    let view = game.seat_view(0);
    let text = action_text(Lang::En, &action, &view);
    assert_eq!(parse_action(Lang::En, &text, &view), Ok(action), "{text}");
    text
}

#[test]
fn bare_words() {
    let g = game("7h 9c", Phase::Play);
    assert_eq!(round_trip(&g, Action::Draw), "draw");
    assert_eq!(round_trip(&g, Action::AskGoOut), "ask");
    assert_eq!(round_trip(&g, Action::AnswerGoOut { yes: true }), "yes");
    assert_eq!(round_trip(&g, Action::AnswerGoOut { yes: false }), "no");
    assert_eq!(round_trip(&g, Action::EndDeal), "end");
    let discard = Action::Discard {
        card: cards("9c")[0],
    };
    assert_eq!(round_trip(&g, discard), "discard 9");
}

#[test]
fn melds_lay_offs_and_wild_lay_offs() {
    let g = game("7d 7h 2c Kd joker 9c", Phase::Play);
    let action = Action::Meld {
        melds: vec![
            MeldPlay::New {
                cards: cards("7d 7h 2c"),
            },
            MeldPlay::Add {
                meld: MeldId(0),
                cards: cards("Kd"),
            },
        ],
    };
    assert_eq!(round_trip(&g, action), "meld 7 7 2, K");
    let wild = Action::Meld {
        melds: vec![MeldPlay::Add {
            meld: MeldId(0),
            cards: cards("joker"),
        }],
    };
    assert_eq!(round_trip(&g, wild), "meld K: joker");
}

#[test]
fn a_lay_off_on_a_meld_made_in_the_same_action_joins_its_group() {
    let g = game("7d 7h 7s 2c 9c", Phase::Play);
    let view = g.seat_view(0);
    let action = Action::Meld {
        melds: vec![
            MeldPlay::New {
                cards: cards("7d 7h 7s"),
            },
            MeldPlay::Add {
                meld: MeldId(1),
                cards: cards("2c"),
            },
        ],
    };
    let text = action_text(Lang::En, &action, &view);
    assert_eq!(text, "meld 7 7 7 2");
    assert_eq!(
        parse_action(Lang::En, &text, &view),
        Ok(Action::Meld {
            melds: vec![MeldPlay::New {
                cards: cards("7d 7h 7s 2c")
            }]
        })
    );
}

#[test]
fn takes() {
    let g = game("8c 8d 7h 7d 7c 2c", Phase::Draw);
    let with_melds = Action::TakePile {
        with: cards("8c 8d"),
        melds: vec![MeldPlay::New {
            cards: cards("7c 7d 7h 2c"),
        }],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    assert_eq!(round_trip(&g, with_melds), "take 8 8; 7 7 7 2");
    let lay_off = Action::TakePile {
        with: vec![],
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    assert_eq!(round_trip(&g, lay_off), "take");
    let top = Action::TakePile {
        with: cards("8c 8d"),
        melds: vec![],
        top_only: true,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    assert_eq!(round_trip(&g, top), "take top 8 8");
    let lay_off_and_meld = Action::TakePile {
        with: vec![],
        melds: vec![MeldPlay::New {
            cards: cards("7c 7d 7h"),
        }],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 0,
    };
    assert_eq!(round_trip(&g, lay_off_and_meld), "take lay off; 7 7 7");
}

/// Issue 16: each language writes the cards in its letters (Finnish S R K A, Swedish Kn D K E,
/// FI 3) and reads its own text back to the same action.
#[test]
fn each_language_writes_its_letters_and_reads_them_back() {
    let g = game("Qd Qh Qs 2c Jd Jh Js Kd Ad joker 9c", Phase::Play);
    let view = g.seat_view(0);
    let action = Action::Meld {
        melds: vec![
            MeldPlay::New {
                cards: cards("Qd Qh Qs 2c"),
            },
            MeldPlay::New {
                cards: cards("Jd Jh Js"),
            },
            MeldPlay::Add {
                meld: MeldId(0),
                cards: cards("Kd joker"),
            },
        ],
    };
    for (lang, text) in [
        (Lang::En, "meld Q Q Q 2, J J J, K joker"),
        (Lang::Fi, "pöydää R R R 2, S S S, K jokeri"),
        (Lang::Sv, "lägg D D D 2, Kn Kn Kn, K joker"),
    ] {
        assert_eq!(action_text(lang, &action, &view), text);
        assert_eq!(
            parse_action(lang, text, &view),
            Ok(action.clone()),
            "{text}"
        );
        // The English command word is read in every language too.
        let (_, cards) = text.split_once(' ').unwrap_or_default();
        let english = format!("meld {cards}");
        assert_eq!(parse_action(lang, &english, &view), Ok(action.clone()));
    }
    let discard = Action::Discard {
        card: cards("Ad")[0],
    };
    assert_eq!(action_text(Lang::Sv, &discard, &view), "saka E");
    assert_eq!(parse_action(Lang::Sv, "saka E", &view), Ok(discard.clone()));
    assert_eq!(parse_action(Lang::Sv, "discard E", &view), Ok(discard));
    let wild = Action::Meld {
        melds: vec![MeldPlay::Add {
            meld: MeldId(0),
            cards: cards("joker"),
        }],
    };
    assert_eq!(action_text(Lang::Fi, &wild, &view), "pöydää K: jokeri");
}

/// Sitoumussamba's bids are written with the reader's suit words and read back (FI 12B).
#[test]
fn bids_are_written_in_the_readers_words() {
    use canasta_engine::{Bid, Denomination};
    let g = game("7h 9c", Phase::Play);
    let view = g.seat_view(0);
    for (bid, en, fi, sv) in [
        (
            Bid::new(3, Denomination::Hearts),
            "bid 3 hearts",
            "tarjoa 3 hertta",
            "bjud 3 hjärter",
        ),
        (
            Bid::new(1, Denomination::Clubs),
            "bid 1 clubs",
            "tarjoa 1 risti",
            "bjud 1 klöver",
        ),
        (
            Bid::new(5, Denomination::Canasta),
            "bid 5 canasta",
            "tarjoa 5 canasta",
            "bjud 5 canasta",
        ),
        (
            Bid::new(6, Denomination::TwosCanasta),
            "bid 6 2s canasta",
            "tarjoa 6 kakkoscanasta",
            "bjud 6 tvåcanasta",
        ),
    ] {
        let action = Action::Bid { bid };
        for (lang, text) in [(Lang::En, en), (Lang::Fi, fi), (Lang::Sv, sv)] {
            assert_eq!(action_text(lang, &action, &view), text);
            assert_eq!(parse_action(lang, text, &view), Ok(action.clone()));
            let english = text.replacen(&Call::Bid.word_in(lang), "bid", 1);
            assert_eq!(parse_action(lang, &english, &view), Ok(action.clone()));
        }
        assert_eq!(format!("bid {bid}"), en, "English as the engine writes it");
    }
}

/// SAMBA 13D: a take that gets more of the locking cards in a row says how many, counting the
/// most recent one, in the reader's words, and reads back to the same take in every language.
#[test]
fn samba_13d_a_take_names_its_locking_cards() {
    let g = canasta_engine::PositionBuilder::new(canasta_engine::Rules::samba())
        .hand(0, "Kc Ks Kd 5d 6c")
        .meld(0, "Qh Qd Qc")
        .pile("5c 9d 3h joker Kd Kh")
        .stock("4s 5s 6s")
        .build()
        .unwrap();
    let take = Action::TakePile {
        with: cards("Kc Kd Ks"),
        melds: vec![],
        top_only: false,
        top_to: TopCardTo::RankMeld,
        more_locks: 1,
    };
    let view = g.seat_view(0);
    for (lang, text) in [
        (Lang::En, "take 2 locks K K K"),
        (Lang::Fi, "ota 2 lukkoa K K K"),
        (Lang::Sv, "ta 2 lås K K K"),
    ] {
        assert_eq!(action_text(lang, &take, &view), text);
        assert_eq!(parse_action(lang, text, &view), Ok(take.clone()), "{text}");
    }
}
