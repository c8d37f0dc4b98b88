//! Custom ids: any string Discord hands back parses to an id or an error, never a panic; every
//! id the bot makes (game controls, lobby controls, "Play again", seats, votes, stops) comes
//! back as itself, or is not made when it would be too long for Discord.

use super::inputs::text;
use super::runner::{fuzz, long_cases, QUICK};
use canasta_engine::{Bid, Denomination, Suit};
use canasta_wording::custom_id::{Control, CustomId, CustomIdError};
use canasta_wording::table_id::{LobbyControl, TableId};
use proptest::prelude::*;
use proptest::sample::select;

/// Discord's limit on a custom id, in characters.
const MAX_CUSTOM_ID: usize = 100;

fn control() -> impl Strategy<Value = Control> {
    let suits = select(vec![
        Suit::Clubs,
        Suit::Diamonds,
        Suit::Hearts,
        Suit::Spades,
    ]);
    prop_oneof![
        Just(Control::Draw),
        proptest::option::of(text()).prop_map(Control::Take),
        Just(Control::Meld),
        Just(Control::Discard),
        Just(Control::Ask),
        any::<bool>().prop_map(Control::Answer),
        Just(Control::End),
        Just(Control::Hand),
        suits.prop_map(Control::Buy),
        any::<u8>().prop_map(Control::Level),
        (any::<u8>(), select(Denomination::ALL.to_vec()))
            .prop_map(|(level, d)| Control::Bid(Bid::new(level, d))),
        Just(Control::Pass),
        Just(Control::Double),
        Just(Control::CannotOpen),
    ]
}

fn table_id() -> impl Strategy<Value = TableId> {
    prop_oneof![
        (any::<u64>(), select(LobbyControl::ALL.to_vec()))
            .prop_map(|(thread, control)| TableId::Lobby { thread, control }),
        any::<u64>().prop_map(|game| TableId::PlayAgain { game }),
        (any::<u64>(), any::<usize>()).prop_map(|(game, seat)| TableId::TakeSeat { game, seat }),
        any::<u64>().prop_map(|game| TableId::PauseVote { game }),
        (any::<u64>(), any::<bool>()).prop_map(|(game, resign)| TableId::Stop { game, resign }),
    ]
}

/// Text that looks like our ids: a made id, cut, with a part replaced, or glued to junk.
fn near_miss() -> impl Strategy<Value = String> {
    (
        (any::<u64>(), any::<u64>(), control()),
        table_id(),
        text(),
        any::<usize>(),
    )
        .prop_map(|((game, version, control), table, junk, n)| {
            let made = match n % 2 {
                0 => CustomId::new(game, version, control).to_string(),
                _ => table.to_string(),
            };
            let cut = made
                .char_indices()
                .map(|(i, _)| i)
                .nth(n % (made.chars().count() + 1))
                .unwrap_or(made.len());
            match (n / 2) % 4 {
                0 => made[..cut].to_string(),
                1 => format!("{}{junk}", &made[..cut]),
                2 => format!("{junk}{made}"),
                _ => made.replacen(':', &junk, 1 + n % 3),
            }
        })
}

/// Parses `s` both ways; whatever parses prints back to an id that parses the same.
fn parse_any(s: &str) {
    match CustomId::parse(s) {
        Ok(id) => assert_eq!(CustomId::parse(&id.to_string()), Ok(id), "{s:?}"),
        // Ours is whatever begins with the `g` field.
        Err(CustomIdError::NotOurs) => assert!(s != "g" && !s.starts_with("g:"), "{s:?}"),
        Err(CustomIdError::Malformed(_)) => assert!(s == "g" || s.starts_with("g:"), "{s:?}"),
    }
    if let Some(id) = TableId::parse(s) {
        assert_eq!(TableId::parse(&id.to_string()), Some(id), "{s:?}");
    }
}

/// Every id the bot makes reads back as itself.
fn round_trip(((game, version, control), table): ((u64, u64, Control), TableId)) {
    let id = CustomId::new(game, version, control);
    match id.encode() {
        Some(s) => {
            assert!(s.chars().count() <= MAX_CUSTOM_ID, "{s:?}");
            assert_eq!(CustomId::parse(&s), Ok(id.clone()), "{s:?}");
            assert_eq!(TableId::parse(&s), None, "{s:?} reads as two kinds of id");
        }
        None => assert!(
            matches!(id.control, Control::Take(Some(_))),
            "only a take button with long arguments is too long: {id:?}"
        ),
    }
    let s = table.to_string();
    assert!(s.chars().count() <= MAX_CUSTOM_ID, "{s:?}");
    assert_eq!(TableId::parse(&s), Some(table), "{s:?}");
    assert_eq!(CustomId::parse(&s), Err(CustomIdError::NotOurs), "{s:?}");
}

fn check((junk, near, made): (String, String, ((u64, u64, Control), TableId))) {
    parse_any(&junk);
    parse_any(&near);
    round_trip(made);
}

fn inputs() -> impl Strategy<Value = (String, String, ((u64, u64, Control), TableId))> {
    (
        text(),
        near_miss(),
        ((any::<u64>(), any::<u64>(), control()), table_id()),
    )
}

#[test]
fn custom_ids_quick() {
    fuzz("custom ids", QUICK, inputs(), check);
}

/// `FUZZ_CASES=1000000 cargo test --release -p canasta-wording --test fuzz custom_ids_long --
/// --ignored --nocapture`
#[test]
#[ignore = "long fuzz run, on demand"]
fn custom_ids_long() {
    fuzz("custom ids", long_cases(), inputs(), check);
}
