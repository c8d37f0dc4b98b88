use super::*;
use crate::lang::Lang;
use canasta_engine::Rank;

fn specs(s: &str) -> Vec<CardSpec> {
    parse_cards(Lang::En, s).unwrap()
}

#[test]
fn bare_verbs() {
    assert_eq!(parse_command(Lang::En, "draw"), Ok(Command::Draw));
    assert_eq!(parse_command(Lang::En, "  /DRAW "), Ok(Command::Draw));
    assert_eq!(parse_command(Lang::En, "ask"), Ok(Command::Ask));
    assert_eq!(parse_command(Lang::En, "May I go out?"), Ok(Command::Ask));
    assert_eq!(parse_command(Lang::En, "yes"), Ok(Command::Answer(true)));
    assert_eq!(parse_command(Lang::En, "n"), Ok(Command::Answer(false)));
    assert_eq!(parse_command(Lang::En, "end"), Ok(Command::End));
}

#[test]
fn bare_verbs_take_no_cards() {
    assert_eq!(
        parse_command(Lang::En, "draw 7"),
        Err(InputError::UnexpectedCards(Verb::Draw))
    );
    assert_eq!(
        parse_args(Lang::En, Verb::End, "now"),
        Err(InputError::UnexpectedCards(Verb::End))
    );
}

#[test]
fn empty_and_unknown() {
    assert_eq!(parse_command(Lang::En, "   "), Err(InputError::Empty));
    assert_eq!(
        parse_command(Lang::En, "fold 7"),
        Err(InputError::UnknownVerb("fold".into()))
    );
}

#[test]
fn discard_one_card() {
    assert_eq!(
        parse_command(Lang::En, "discard 9"),
        Ok(Command::Discard(CardSpec::rank(Rank::Nine)))
    );
    assert_eq!(
        parse_args(Lang::En, Verb::Discard, "9h"),
        Ok(Command::Discard(specs("9h")[0]))
    );
    assert_eq!(
        parse_command(Lang::En, "discard"),
        Err(InputError::NoCards(Verb::Discard))
    );
    assert_eq!(
        parse_command(Lang::En, "discard 9 9"),
        Err(InputError::OneCardOnly { count: 2 })
    );
    assert_eq!(
        parse_command(Lang::En, "discard nine"),
        Err(InputError::UnknownCard("nine".into()))
    );
}

#[test]
fn meld_groups() {
    let Ok(Command::Meld(groups)) = parse_command(Lang::En, "meld 7 7 2, K K K, Q: joker") else {
        panic!("not a meld");
    };
    assert_eq!(groups.len(), 3);
    assert_eq!(groups[1].cards, specs("K K K"));
    assert_eq!(groups[2].target, Some(Rank::Queen));
    assert_eq!(
        parse_command(Lang::En, "meld"),
        Err(InputError::NoCards(Verb::Meld))
    );
    assert_eq!(
        parse_command(Lang::En, "meld 7 7 2,"),
        Err(InputError::EmptyGroup)
    );
}

#[test]
fn take_forms() {
    let take = |s: &str| parse_args(Lang::En, Verb::Take, s);
    assert_eq!(
        take("8 8"),
        Ok(Command::Take {
            top_only: false,
            to: None,
            with: specs("8 8"),
            melds: vec![],
            more_locks: 0,
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
            more_locks: 0,
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
        parse_command(Lang::En, "take-pile topper"),
        Err(InputError::UnknownCard("topper".into()))
    );
}

/// Samba 13D: `take 2 locks ...` takes two of the locking cards lying in a row at the pile's
/// most recent one (one more than the plain take), in the words of every language.
#[test]
fn samba_13d_take_names_how_many_locking_cards() {
    let take = |lang, s: &str| parse_args(lang, Verb::Take, s);
    let locks = |lang, s: &str| match take(lang, s) {
        Ok(Command::Take {
            more_locks, with, ..
        }) => (more_locks, with),
        other => panic!("{s}: {other:?}"),
    };
    assert_eq!(locks(Lang::En, "2 locks K K"), (1, specs("K K")));
    assert_eq!(locks(Lang::En, "3 Locks with K K"), (2, specs("K K")));
    assert_eq!(locks(Lang::Fi, "2 lukkoa K K"), (1, specs("K K")));
    assert_eq!(locks(Lang::Sv, "2 lås K K"), (1, specs("K K")));
    assert_eq!(locks(Lang::En, "1 lock K K"), locks(Lang::En, "K K"));
    assert_eq!(locks(Lang::En, "2 locks"), (1, vec![]));
    // A 2 is still a card: `take 2 K K` names a deuce.
    assert_eq!(locks(Lang::En, "2 K K"), (0, specs("2 K K")));
    let Ok(Command::Take { to, .. }) = take(Lang::En, "2 locks onto h") else {
        panic!("not a take");
    };
    assert!(to.is_some());
}

/// Samba 14C, 19A: the top card's meld is named as a meld group names its meld, or after
/// `onto` when no hand card goes with it.
#[test]
fn samba_19a_take_names_the_top_cards_meld() {
    let take = |s: &str| parse_args(Lang::En, Verb::Take, s);
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

/// Issue 16: cards are read in the reader's language beside English (Finnish A K R S, Swedish
/// E K D Kn; the seed texts' ässä, kuningas, rouva, sotamies and ess, kung, dam, knekt), and
/// suits as words of any language as well as letters and symbols.
#[test]
fn the_readers_letters_beside_the_english_ones() {
    let en = |s: &str| parse_command(Lang::En, s);
    let fi = |s: &str| parse_command(Lang::Fi, s);
    let sv = |s: &str| parse_command(Lang::Sv, s);
    assert_eq!(
        fi("meld R R R, S S 2, A A jokeri"),
        en("meld Q Q Q, J J 2, A A joker")
    );
    assert_eq!(
        sv("meld D D D, Kn Kn 2, E E joker"),
        en("meld Q Q Q, J J 2, A A joker")
    );
    assert_eq!(fi("meld rouva Rouva 2"), en("meld Q Q 2"));
    assert_eq!(en("meld sotamies knekt jack"), en("meld J J J"));
    // English letters are read in every language, the others' letters only in theirs.
    assert_eq!(fi("meld Q J K A"), en("meld Q J K A"));
    assert_eq!(sv("meld Q J K A"), en("meld Q J K A"));
    assert_eq!(en("discard R"), Err(InputError::UnknownCard("R".into())));
    assert_eq!(fi("discard Kn"), Err(InputError::UnknownCard("Kn".into())));
    // With a suit after the rank.
    assert_eq!(fi("discard Rs"), en("discard Qs"));
    assert_eq!(sv("discard Kn♥"), en("discard J♥"));
    assert_eq!(sv("discard Dd"), en("discard Qd"));
    assert_eq!(fi("meld R: 2"), en("meld Q: 2"));
    assert_eq!(sv("meld 2nd Kn: Kn"), en("meld 2nd J: J"));
    assert_eq!(fi("take R♥-A♥:"), en("take Q♥-A♥:"));
}

/// Issue 16: the Finnish `S` (sotamies) and the Swedish `D` (dam) are English suit letters; a
/// lone one is the card in the language that names it so, the suit elsewhere.
#[test]
fn a_lone_s_or_d_is_a_card_in_the_language_that_names_it_so() {
    let en = |s: &str| parse_command(Lang::En, s);
    let fi = |s: &str| parse_command(Lang::Fi, s);
    let sv = |s: &str| parse_command(Lang::Sv, s);
    assert_eq!(en("meld s 5-7"), en("meld 5s 6s 7s"));
    assert_eq!(sv("meld s 5-7"), en("meld 5s 6s 7s"));
    assert_eq!(fi("meld s 5-7"), en("meld J 5-7"));
    assert_eq!(fi("meld pata 5-7"), en("meld 5s 6s 7s"));
    assert_eq!(fi("meld 5-7s"), en("meld 5s 6s 7s"));
    assert_eq!(en("meld d: 8"), en("meld ♦: 8"));
    assert_eq!(fi("meld d: 8"), en("meld ♦: 8"));
    assert_eq!(sv("meld d: 2"), en("meld Q: 2"));
    assert_eq!(sv("meld ruter: 8"), en("meld ♦: 8"));
}

/// Issue 16: a suit word of any language gives its suit to the cards written without one,
/// before or after them (`7 hertta`, `hertta 7`).
#[test]
fn suit_words_of_every_language() {
    let en = |s: &str| parse_command(Lang::En, s);
    for lang in Lang::ALL {
        let read = |s: &str| parse_command(lang, s);
        assert_eq!(read("meld hertta 5 6 7"), en("meld 5♥ 6♥ 7♥"), "{lang}");
        assert_eq!(read("meld 5-7 hjärter"), en("meld 5♥ 6♥ 7♥"), "{lang}");
        assert_eq!(read("meld Spades 5-7"), en("meld 5♠ 6♠ 7♠"), "{lang}");
        assert_eq!(read("discard 7 hertta"), en("discard 7♥"), "{lang}");
        assert_eq!(read("discard risti 7"), en("discard 7♣"), "{lang}");
        assert_eq!(read("buy with 3 ruutu"), en("buy 3♦"), "{lang}");
        assert_eq!(read("take onto klöver"), en("take onto ♣"), "{lang}");
        assert_eq!(read("take pata 5-7:"), en("take 5♠-7♠:"), "{lang}");
        // A suit alone is no card, and two suits are one too many.
        assert_eq!(
            read("discard hertta"),
            Err(InputError::UnknownCard("hertta".into()))
        );
        assert_eq!(
            read("take 8 8 pata hertta"),
            Err(InputError::UnknownCard("hertta".into()))
        );
    }
    assert_eq!(en("discard 7 h"), en("discard 7♥"));
}

/// Issue 31: the command words of the reader's language (the seed texts' nostaa, ottaa,
/// pöydätä, heittää; dra, ta upp högen, lägga ut, saka) and the English ones, everywhere;
/// never another language's.
#[test]
fn finnish_and_swedish_command_words() {
    let en = |s: &str| parse_command(Lang::En, s);
    let fi = |s: &str| parse_command(Lang::Fi, s);
    let sv = |s: &str| parse_command(Lang::Sv, s);
    for (typed, english) in [
        ("nosta", "draw"),
        ("Nosta", "draw"),
        ("ota 8 8", "take 8 8"),
        ("ota avopakka 8 8", "take 8 8"),
        ("ota", "take"),
        ("pöydää 7 7 2, K K K", "meld 7 7 2, K K K"),
        ("pöydätä R R R", "meld Q Q Q"),
        ("heitä 9", "discard 9"),
        ("kysy", "ask"),
        ("Saanko lopettaa?", "ask"),
        ("kyllä", "yes"),
        ("ei", "no"),
        ("jätä", "end"),
        ("osta 3h", "buy 3h"),
    ] {
        assert_eq!(fi(typed), en(english), "{typed}");
        assert_eq!(fi(english), en(english), "English in Finnish: {english}");
    }
    for (typed, english) in [
        ("dra", "draw"),
        ("ta 8 8", "take 8 8"),
        ("ta upp högen 8 8", "take 8 8"),
        ("lägg 7 7 2", "meld 7 7 2"),
        ("lägg ut D D D", "meld Q Q Q"),
        ("saka 9", "discard 9"),
        ("fråga", "ask"),
        ("Får jag gå ut?", "ask"),
        ("ja", "yes"),
        ("nej", "no"),
        ("lämna", "end"),
        ("köp", "buy"),
    ] {
        assert_eq!(sv(typed), en(english), "{typed}");
        assert_eq!(sv(english), en(english), "English in Swedish: {english}");
    }
    assert_eq!(en("nosta"), Err(InputError::UnknownVerb("nosta".into())));
    assert_eq!(sv("heitä 9"), Err(InputError::UnknownVerb("heitä".into())));
    assert_eq!(fi("saka 9"), Err(InputError::UnknownVerb("saka".into())));
    assert_eq!(en("May I go out?"), Ok(Command::Ask));
}

/// Issue 31: Sitoumussamba's calls in the reader's words and in English.
#[test]
fn finnish_and_swedish_calls() {
    use crate::input::bidding::parse_call_in;
    use canasta_engine::Action;
    for (lang, line, english) in [
        (Lang::Fi, "tarjoa 3 hertta", "bid 3 hearts"),
        (Lang::Fi, "passi", "pass"),
        (Lang::Fi, "kontra", "double"),
        (Lang::Fi, "en voi avata", "cannot open"),
        (Lang::Sv, "bjud 3 hjärter", "bid 3 hearts"),
        (Lang::Sv, "dubbla", "double"),
        (Lang::Sv, "kan inte öppna", "cannot open"),
        (Lang::Sv, "bid 2h", "bid 2 hearts"),
    ] {
        let read = parse_call_in(lang, line);
        assert!(matches!(read, Some(Ok(_))), "{lang} {line}");
        assert_eq!(read, parse_call_in(Lang::En, english), "{lang} {line}");
    }
    assert_eq!(parse_call_in(Lang::Fi, "passi"), Some(Ok(Action::Pass)));
    assert_eq!(parse_call_in(Lang::En, "passi"), None);
    assert_eq!(parse_call_in(Lang::Fi, "ei"), None, "no is not a call");
}

/// Issue 31: the grammar's inner words (`new`, `2nd`, `onto`, `lay off`, `top`) in the
/// reader's language and in English, everywhere; never another language's.
#[test]
fn finnish_and_swedish_inner_words() {
    let en = |s: &str| parse_command(Lang::En, s);
    let fi = |s: &str| parse_command(Lang::Fi, s);
    let sv = |s: &str| parse_command(Lang::Sv, s);
    for (typed, english) in [
        ("ota päällimmäinen 8 8", "take top 8 8"),
        ("ota ylin 8 8", "take top 8 8"),
        ("ota päälle h", "take onto h"),
        ("ota lisäys; 7 7 7", "take lay off; 7 7 7"),
        ("ota päällimmäinen lisäys", "take top lay off"),
        ("ota uusi: K K", "take new: K K"),
        ("ota toinen K: K K", "take 2nd K: K K"),
        ("pöydää uusi: K K K", "meld new: K K K"),
        ("pöydää Uusi: 8h 9h 10h", "meld new: 8h 9h 10h"),
        ("pöydää toinen K: K", "meld 2nd K: K"),
        ("pöydää 2. K: K", "meld 2nd K: K"),
        ("pöydää ensimmäinen K: 2", "meld 1st K: 2"),
        ("pöydää kolmas K: K", "meld 3rd K: K"),
    ] {
        assert!(fi(typed).is_ok(), "{typed}: {:?}", fi(typed));
        assert_eq!(fi(typed), en(english), "{typed}");
        assert_eq!(fi(english), en(english), "English in Finnish: {english}");
    }
    for (typed, english) in [
        ("ta översta 8 8", "take top 8 8"),
        ("ta på h", "take onto h"),
        ("ta lägg på; 7 7 7", "take lay off; 7 7 7"),
        ("ta ny: K K", "take new: K K"),
        ("ta andra K: K K", "take 2nd K: K K"),
        ("lägg ny: K K K", "meld new: K K K"),
        ("lägg andra K: K", "meld 2nd K: K"),
        ("lägg första K: 2", "meld 1st K: 2"),
        ("lägg tredje K: K", "meld 3rd K: K"),
    ] {
        assert!(sv(typed).is_ok(), "{typed}: {:?}", sv(typed));
        assert_eq!(sv(typed), en(english), "{typed}");
        assert_eq!(sv(english), en(english), "English in Swedish: {english}");
    }
    assert!(sv("lägg uusi: K K K").is_err(), "never a third language");
    assert!(fi("pöydää andra K: K").is_err(), "never a third language");
    assert!(en("meld ny: K K K").is_err());
    assert_ne!(fi("ota översta 8 8"), en("take top 8 8"));
}
