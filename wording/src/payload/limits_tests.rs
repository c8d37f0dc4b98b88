use super::*;
use crate::payload::{Button, ButtonStyle, Select};

fn button(id: &str) -> Button {
    Button {
        custom_id: id.into(),
        label: "Go".into(),
        style: ButtonStyle::Primary,
        disabled: false,
    }
}

fn select(id: &str, n: usize) -> Select {
    Select {
        custom_id: id.into(),
        placeholder: "Choose".into(),
        options: (0..n)
            .map(|i| (format!("option {i}"), i.to_string(), None))
            .collect(),
        min: 1,
        max: n.min(25) as u8,
    }
}

#[test]
fn clip_counts_utf16_and_marks_the_cut() {
    assert_eq!(clip("hello", 5), "hello");
    assert_eq!(clip("hello!", 5), "hell…");
    assert_eq!(text_len("🂡"), 2);
    assert!(text_len(&clip(&"🂡".repeat(10), 7)) <= 7);
    assert_eq!(clip_lines("a\nbb\nccc", 6), "a\nbb\n…");
    assert_eq!(clip_lines("a\nbb\nccc", 5), "a\n…");
    assert_eq!(clip_lines("a\nbb", 10), "a\nbb");
}

#[test]
fn every_limit_is_checked() {
    let big = |n: usize| "x".repeat(n);
    let ok = Message::embed(Embed::new("t").description("d").field("n", "v", true));
    assert!(violations(&ok).is_empty());
    let cases = vec![
        Message::text(big(2001)),
        Message::embed(Embed::new(big(257))),
        Message::embed(Embed::new("t").description(big(4097))),
        Message::embed(Embed::new("t").field(big(257), "v", false)),
        Message::embed(Embed::new("t").field("n", big(1025), false)),
        Message::embed(Embed::new("t").field("n", "", false)),
        Message::embed(Embed {
            fields: (0..26).map(|i| (i.to_string(), "v".into(), true)).collect(),
            ..Embed::new("t")
        }),
        Message {
            embeds: vec![
                Embed::new("t").description(big(4000)),
                Embed::new("t").description(big(2001)),
            ],
            ..Message::default()
        },
    ];
    for m in &cases {
        assert!(!violations(m).is_empty(), "{:?}", violations(m));
        assert!(violations(&fit(m.clone())).is_empty());
    }
}

#[test]
fn component_limits() {
    let rows = |rows: Vec<Row>| Message::default().with_components(Components { rows });
    let six_buttons = Row::Buttons((0..6).map(|i| button(&i.to_string())).collect());
    let long_id = Row::Buttons(vec![button(&"x".repeat(101))]);
    let many_rows = (0..6)
        .map(|i| Row::Buttons(vec![button(&i.to_string())]))
        .collect();
    let cases = vec![
        rows(vec![six_buttons]),
        rows(vec![long_id]),
        rows(many_rows),
        rows(vec![Row::Select(select("s", 30))]),
        rows(vec![Row::Select(select("s", 0))]),
        rows(vec![Row::Select(Select {
            max: 5,
            ..select("s", 3)
        })]),
        rows(vec![Row::Select(Select {
            placeholder: "p".repeat(151),
            ..select("s", 3)
        })]),
    ];
    for m in &cases {
        assert!(!violations(m).is_empty(), "{m:?}");
        assert!(violations(&fit(m.clone())).is_empty(), "{m:?}");
    }
    let dup = rows(vec![
        Row::Buttons(vec![button("a")]),
        Row::Select(select("a", 2)),
    ]);
    assert!(violations(&dup).iter().any(|v| v.contains("duplicate")));
}
