//! The session at a terminal: the hot-seat screen is cleared between people, and a deal's
//! scores wait for Enter.

use super::*;
use crate::args::{Level, Partner, PlayArgs};
use crate::screen::{Style, CLEAR};
use crate::setup::prepare;
use std::io::Cursor;

fn args(partner: Partner) -> PlayArgs {
    PlayArgs {
        rules: "classic".into(),
        seat: Some(1),
        seed: Some(7),
        partner,
        level: Level::Basic,
        think_ms: 0,
        save: None,
        resume: None,
        lang: Lang::En,
    }
}

/// A session of `partner` reading `input` as typed at a terminal, writing to a buffer.
fn session(partner: Partner, input: &str, style: Style) -> Session<Cursor<Vec<u8>>, Vec<u8>> {
    let setup = prepare(&args(partner)).expect("a classic game");
    let input = Cursor::new(input.as_bytes().to_vec());
    Session::new(setup, input, false, Screen::new(Vec::new(), style))
}

fn output(session: Session<Cursor<Vec<u8>>, Vec<u8>>) -> String {
    String::from_utf8(session.screen.into_inner()).expect("text")
}

/// With `--partner human`, the next person's screen starts from a clear screen and
/// scrollback: the hand of the last one is not there to scroll back to.
#[test]
fn the_hot_seat_screen_is_cleared_scrollback_and_all() {
    let terminal = Style {
        colour: false,
        terminal: true,
    };
    let mut session = session(Partner::Human, "\nquit\n\nquit\n", terminal);
    assert_eq!(session.humans, vec![0, 2]);
    let first = hand_embed(Lang::En, &session.game, 0, &session.names).to_text();
    let second = hand_embed(Lang::En, &session.game, 2, &session.names).to_text();
    assert_ne!(first, second);
    assert!(!session.human_turn(0).expect("a turn"));
    assert!(!session.human_turn(2).expect("a turn"));
    let text = output(session);
    let after = text.rsplit(CLEAR).next().unwrap_or_default();
    let before_pass = &text[..text.rfind("Pass to Player 3").expect("handed over")];
    assert!(before_pass.contains(&first), "{text}");
    assert!(before_pass.ends_with(CLEAR), "{before_pass:?}");
    assert!(after.contains(&second), "{after}");
    assert!(!after.contains(&first));
    assert!(CLEAR.contains("\x1b[3J"), "the scrollback is cleared too");
}

/// A deal's scores are followed by a pause at a terminal, so they are read before the next
/// deal; piped input (a transcript) does not pause.
#[test]
fn a_deals_scores_wait_for_enter() {
    let mut session = session(Partner::Computer, "\n", Style::PLAIN);
    let scores = Embed::new("Deal 1 scores");
    session.unseen[0].push(Unseen::Scores(scores));
    assert!(session.show_unseen(0).expect("shown"));
    let text = output(session);
    assert!(
        text.ends_with("== Deal 1 scores ==\n\nPress Enter for the next deal> "),
        "{text:?}"
    );
    let mut piped = self::session(Partner::Computer, "", Style::PLAIN);
    piped.echo = true;
    piped.unseen[0].push(Unseen::Scores(Embed::new("Deal 1 scores")));
    assert!(piped.show_unseen(0).expect("shown"));
    assert!(!output(piped).contains("Press Enter"));
}

/// Issue 31: a Finnish or Swedish player types the grammar's inner words and the `cards`
/// topic in their language (and English), and the help names them in it.
#[test]
fn finnish_and_swedish_players_type_inner_words_and_the_cards_topic() {
    for (lang, input, expected) in [
        (
            Lang::Fi,
            "ohje\nohje kortit\nohje cards\nohje samba\nquit\n",
            [
                "`ohje kortit` korttien kirjoittamisesta",
                "== Korttien kirjoittaminen ==",
                "`pöydää toinen K: K`, `pöydää uusi: K K K`",
                "`ota päälle 5♥-7♥`",
            ],
        ),
        (
            Lang::Sv,
            "hjälp\nhjälp kort\nhjälp cards\nhjälp samba\nquit\n",
            [
                "`hjälp kort` om hur man skriver kort",
                "== Att skriva kort ==",
                "`lägg andra K: K`, `lägg ny: K K K`",
                "`ta på 5♥-7♥`",
            ],
        ),
    ] {
        let setup = prepare(&PlayArgs {
            lang,
            ..args(Partner::Computer)
        })
        .expect("a classic game");
        let mut session = Session::new(
            setup,
            Cursor::new(input.as_bytes().to_vec()),
            false,
            Screen::new(Vec::new(), Style::PLAIN),
        );
        assert!(!session.human_turn(0).expect("a turn"));
        let text = output(session);
        for expected in expected {
            assert!(text.contains(expected), "{lang}: {expected:?} in:\n{text}");
        }
        let title = match lang {
            Lang::Fi => "== Korttien kirjoittaminen ==",
            _ => "== Att skriva kort ==",
        };
        assert_eq!(text.matches(title).count(), 2, "{lang}: {text}");
        assert!(!text.contains("unknown"), "{text}");
    }
}
