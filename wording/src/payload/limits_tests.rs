use super::*;
use crate::payload::{Button, ButtonStyle, Select};

/// What the builders make of a message that was put together past the limits.
fn fit(msg: Message) -> Message {
    let built = Message::default()
        .with_content(msg.content)
        .with_embeds(msg.embeds)
        .with_components(msg.components);
    Message {
        ephemeral: msg.ephemeral,
        ..built
    }
}

/// A message put together as given, past any limit (only this module can).
fn unfitted(content: String, embeds: Vec<Embed>, rows: Vec<Row>) -> Message {
    Message {
        content,
        embeds,
        components: Components { rows },
        ephemeral: false,
    }
}

fn embed(e: Embed) -> Message {
    unfitted(String::new(), vec![e], Vec::new())
}

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
        unfitted(big(2001), Vec::new(), Vec::new()),
        embed(Embed::new(big(257))),
        embed(Embed::new("t").description(big(4097))),
        embed(Embed::new("t").field(big(257), "v", false)),
        embed(Embed::new("t").field("n", big(1025), false)),
        embed(Embed::new("t").field("n", "", false)),
        embed(Embed {
            fields: (0..26).map(|i| (i.to_string(), "v".into(), true)).collect(),
            ..Embed::new("t")
        }),
        unfitted(
            String::new(),
            vec![
                Embed::new("t").description(big(4000)),
                Embed::new("t").description(big(2001)),
            ],
            Vec::new(),
        ),
    ];
    for m in &cases {
        assert!(!violations(m).is_empty(), "{:?}", violations(m));
        assert!(violations(&fit(m.clone())).is_empty());
    }
}

#[test]
fn component_limits() {
    let rows = |rows: Vec<Row>| unfitted(String::new(), Vec::new(), rows);
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

fn lines(n: usize) -> String {
    (0..n)
        .map(|i| format!("line {i}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_message_is_within_the_limits_however_it_is_built() {
    assert_eq!(Message::text(lines(3)).content(), lines(3));
    let text = Message::text(lines(400));
    assert!(violations(&text).is_empty());
    assert!(text.content().ends_with("\n…"));
    assert!(lines(400).starts_with(text.content().trim_end_matches('…')));
    let longer = text
        .clone()
        .with_content(format!("{}\n{}", text.content(), lines(400)));
    assert!(violations(&longer).is_empty());
    assert!(Message::fits_content(&"x".repeat(2000)));
    assert!(!Message::fits_content(&"x".repeat(2001)));

    let big = Embed::new("t".repeat(300))
        .description(lines(1000))
        .field("n", lines(300), false)
        .footer("f".repeat(3000));
    let embeds = Message::embed(big.clone()).with_embeds(vec![big.clone(), big]);
    assert!(violations(&embeds).is_empty(), "{:?}", violations(&embeds));
    assert!(embeds.embeds()[0].description.ends_with("\n…"));

    let rows = (0..7)
        .map(|r| Row::Buttons((0..7).map(|b| button(&format!("{r}.{b}"))).collect()))
        .collect();
    let many = Message::text("t").with_components(Components { rows });
    assert!(violations(&many).is_empty());
    assert_eq!(many.components().rows.len(), 5);
    let top = many.with_top_row(Row::Select(select("s", 30)));
    assert!(violations(&top).is_empty());
    assert_eq!(top.components().custom_ids()[0], "s");
    assert_eq!(top.components().rows.len(), 5);
    let Row::Select(s) = &top.components().rows[0] else {
        panic!("the select is on top");
    };
    assert_eq!((s.options.len(), s.max), (25, 25));
}

#[test]
fn a_field_keeping_its_last_lines_drops_the_first() {
    let all: Vec<String> = (1..=200).map(|i| format!("Deal {i}: +10 / -5")).collect();
    let e = Embed::new("t").field_keeping_last("Deals", &all, false);
    let value = &e.fields[0].1;
    assert!(value.starts_with("…\n") && value.ends_with("Deal 200: +10 / -5"));
    assert!(text_len(value) <= MAX_FIELD_VALUE);
    let few = Embed::new("t").field_keeping_last("Deals", &all[..3], false);
    assert_eq!(few.fields[0].1, all[..3].join("\n"));
}

#[test]
fn custom_ids_fit_from_one_to_a_hundred_characters() {
    assert!(Components::fits_custom_id("g:1:v:1:draw"));
    assert!(Components::fits_custom_id(&"x".repeat(100)));
    assert!(!Components::fits_custom_id(&"x".repeat(101)));
    assert!(!Components::fits_custom_id(""));
}
