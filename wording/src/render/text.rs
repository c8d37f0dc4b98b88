//! The same payloads as plain text for a terminal: no colour codes (the terminal adds its
//! own), no markdown, components listed as what could be chosen.

use crate::payload::{Components, Embed, Message, Row};

impl Embed {
    /// The embed as lines of text: title, description, fields, footer.
    pub fn to_text(&self) -> String {
        let mut out = Vec::new();
        if !self.title.is_empty() {
            out.push(format!("== {} ==", self.title));
        }
        if !self.description.is_empty() {
            out.push(self.description.clone());
        }
        for (name, value, _) in &self.fields {
            out.push(format!("-- {name} --"));
            out.push(value.clone());
        }
        if let Some(footer) = &self.footer {
            out.push(format!("({footer})"));
        }
        out.join("\n")
    }
}

impl Components {
    /// The enabled buttons and each select's options, one line per row.
    pub fn to_text(&self) -> String {
        let mut out = Vec::new();
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => {
                    let labels: Vec<String> = buttons
                        .iter()
                        .filter(|b| !b.disabled)
                        .map(|b| format!("[{}]", b.label))
                        .collect();
                    if !labels.is_empty() {
                        out.push(labels.join(" "));
                    }
                }
                Row::Select(select) => {
                    let options: Vec<&str> =
                        select.options.iter().map(|(l, _, _)| l.as_str()).collect();
                    out.push(format!("{}: {}", select.placeholder, options.join(" | ")));
                }
            }
        }
        out.join("\n")
    }
}

impl Message {
    /// The whole message as text: content, embeds, then components.
    pub fn to_text(&self) -> String {
        let mut parts = Vec::new();
        if !self.content().is_empty() {
            parts.push(self.content().to_string());
        }
        parts.extend(self.embeds().iter().map(Embed::to_text));
        let components = self.components().to_text();
        if !components.is_empty() {
            parts.push(components);
        }
        parts.join("\n\n")
    }
}

#[cfg(test)]
mod tests {
    use crate::payload::*;

    #[test]
    fn plain_text_has_every_part_and_no_escape_codes() {
        let msg = Message::text("Alice drew a card")
            .with_embeds(vec![Embed::new("Table")
                .description("Pile: 9")
                .field("Team 1", "K K K", false)
                .footer("Game 1")])
            .with_components(Components {
                rows: vec![
                    Row::Buttons(vec![
                        Button {
                            custom_id: "a".into(),
                            label: "Draw".into(),
                            style: ButtonStyle::Primary,
                            disabled: false,
                        },
                        Button {
                            custom_id: "b".into(),
                            label: "Hidden".into(),
                            style: ButtonStyle::Primary,
                            disabled: true,
                        },
                    ]),
                    Row::Select(Select {
                        custom_id: "c".into(),
                        placeholder: "Discard".into(),
                        options: vec![("9".into(), "9".into(), None)],
                        min: 1,
                        max: 1,
                    }),
                ],
            });
        let text = msg.to_text();
        assert_eq!(
            text,
            "Alice drew a card\n\n== Table ==\nPile: 9\n-- Team 1 --\nK K K\n(Game 1)\n\n[Draw]\nDiscard: 9"
        );
        assert!(!text.contains('\u{1b}'));
    }
}
