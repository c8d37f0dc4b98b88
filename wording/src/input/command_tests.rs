use super::*;
use canasta_engine::Rank;

fn specs(s: &str) -> Vec<CardSpec> {
    parse_cards(s).unwrap()
}

#[test]
fn bare_verbs() {
    assert_eq!(parse_command("draw"), Ok(Command::Draw));
    assert_eq!(parse_command("  /DRAW "), Ok(Command::Draw));
    assert_eq!(parse_command("ask"), Ok(Command::Ask));
    assert_eq!(parse_command("May I go out?"), Ok(Command::Ask));
    assert_eq!(parse_command("yes"), Ok(Command::Answer(true)));
    assert_eq!(parse_command("n"), Ok(Command::Answer(false)));
    assert_eq!(parse_command("end"), Ok(Command::End));
}

#[test]
fn bare_verbs_take_no_cards() {
    assert_eq!(
        parse_command("draw 7"),
        Err(InputError::UnexpectedCards(Verb::Draw))
    );
    assert_eq!(
        parse_args(Verb::End, "now"),
        Err(InputError::UnexpectedCards(Verb::End))
    );
}

#[test]
fn empty_and_unknown() {
    assert_eq!(parse_command("   "), Err(InputError::Empty));
    assert_eq!(
        parse_command("fold 7"),
        Err(InputError::UnknownVerb("fold".into()))
    );
}

#[test]
fn discard_one_card() {
    assert_eq!(
        parse_command("discard 9"),
        Ok(Command::Discard(CardSpec::rank(Rank::Nine)))
    );
    assert_eq!(
        parse_args(Verb::Discard, "9h"),
        Ok(Command::Discard(specs("9h")[0]))
    );
    assert_eq!(
        parse_command("discard"),
        Err(InputError::NoCards(Verb::Discard))
    );
    assert_eq!(
        parse_command("discard 9 9"),
        Err(InputError::OneCardOnly { count: 2 })
    );
    assert_eq!(
        parse_command("discard nine"),
        Err(InputError::UnknownCard("nine".into()))
    );
}

#[test]
fn meld_groups() {
    let Ok(Command::Meld(groups)) = parse_command("meld 7 7 2, K K K, Q: joker") else {
        panic!("not a meld");
    };
    assert_eq!(groups.len(), 3);
    assert_eq!(groups[1].cards, specs("K K K"));
    assert_eq!(groups[2].target, Some(Rank::Queen));
    assert_eq!(parse_command("meld"), Err(InputError::NoCards(Verb::Meld)));
    assert_eq!(parse_command("meld 7 7 2,"), Err(InputError::EmptyGroup));
}

#[test]
fn take_forms() {
    let take = |s: &str| parse_args(Verb::Take, s);
    assert_eq!(
        take("8 8"),
        Ok(Command::Take {
            top_only: false,
            to: None,
            with: specs("8 8"),
            melds: vec![],
        })
    );
    assert_eq!(take("with 8 8"), take("8 8"));
    assert_eq!(
        take(""),
        Ok(Command::Take {
            top_only: false,
            to: None,
            with: vec![],
            melds: vec![],
        })
    );
    assert_eq!(take("lay off"), take(""));
    assert_eq!(take("none"), take(""));
    let Ok(Command::Take {
        top_only,
        with,
        melds,
        ..
    }) = take("top 8 2; 7 7 7, K K joker")
    else {
        panic!("not a take");
    };
    assert!(top_only);
    assert_eq!(with, specs("8 2"));
    assert_eq!(melds.len(), 2);
    assert_eq!(take("8 8 + 7 7 7 + K K K"), take("8 8; 7 7 7, K K K"));
    assert_eq!(take("8 8;"), take("8 8"));
    assert_eq!(take("8 8; 7 7 7,,"), Err(InputError::EmptyGroup));
    assert_eq!(
        parse_command("take-pile topper"),
        Err(InputError::UnknownCard("topper".into()))
    );
}

/// Samba 14C, 19A: the top card's meld is named as a meld group names its meld, or after
/// `onto` when no hand card goes with it.
#[test]
fn samba_19a_take_names_the_top_cards_meld() {
    let take = |s: &str| parse_args(Verb::Take, s);
    let to = |s: &str| match take(s) {
        Ok(Command::Take { to, with, .. }) => (to, with),
        other => panic!("{s}: {other:?}"),
    };
    let hearts = Place::Sequence {
        suit: canasta_engine::Suit::Hearts,
        ends: Some((Rank::Five, Rank::Seven)),
    };
    assert_eq!(to("5♥-7♥:"), (Some((None, hearts)), vec![]));
    assert_eq!(to("onto 5♥-7♥"), to("5♥-7♥:"));
    assert_eq!(to("onto h 5-7"), to("5♥-7♥:"));
    assert_eq!(to("5h-7h: 9"), (Some((None, hearts)), specs("9")));
    assert_eq!(to("new: 8 8"), (Some((None, Place::New)), specs("8 8")));
    assert_eq!(
        to("2nd K: K K"),
        (Some((Some(Rank::King), Place::Nth(1))), specs("K K"))
    );
    let Ok(Command::Take { to, melds, .. }) = take("onto h; 7 7 7") else {
        panic!("not a take");
    };
    assert!(to.is_some() && melds.len() == 1);
    assert_eq!(take("onto"), Err(InputError::BadTarget(String::new())));
    assert_eq!(take("X: 8"), Err(InputError::BadTarget("X".into())));
}
