//! Plain message structs: what a thin adapter turns into serenity builders, and what the
//! terminal prints (see `render::text`). No Discord types here, but Discord's size limits,
//! which live with the structs they bound ([`limits`]): a [`Message`] is within them however it
//! is built, an autocomplete [`Suggestion`] and a [`ThreadName`] too, so renderers say what to
//! show and never how much Discord takes.

mod choice;
pub mod limits;
mod thread;

pub use choice::Suggestion;
pub use thread::ThreadName;

/// An embed's side colour, as `0xRRGGBB`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colour(pub u32);

impl Colour {
    /// The table and other neutral information.
    pub const NEUTRAL: Colour = Colour(0x2b6cb0);
    /// It is the reader's turn.
    pub const TURN: Colour = Colour(0x2f855a);
    /// Scores and good news.
    pub const SCORE: Colour = Colour(0xb7791f);
    /// Something needs attention (a pending question).
    pub const WARNING: Colour = Colour(0xdd6b20);
    /// A refusal.
    pub const ERROR: Colour = Colour(0xc53030);
}

/// An embed: title, description, fields `(name, value, inline)`, footer, colour.
///
/// The limits below are Discord's; a [`Message`] applies them when the embed joins it (the
/// description and field values cut at a line), so the terminal, which prints embeds
/// without a message, shows them whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Embed {
    /// Title (at most 256 characters).
    pub title: String,
    /// Description (at most 4096 characters).
    pub description: String,
    /// Fields: `(name, value, inline)`, at most 25.
    pub fields: Vec<(String, String, bool)>,
    /// Footer text.
    pub footer: Option<String>,
    /// Side colour.
    pub colour: Colour,
}

impl Embed {
    /// An embed with a title, in the neutral colour.
    pub fn new(title: impl Into<String>) -> Embed {
        Embed {
            title: title.into(),
            description: String::new(),
            fields: Vec::new(),
            footer: None,
            colour: Colour::NEUTRAL,
        }
    }

    /// Sets the description.
    pub fn description(mut self, text: impl Into<String>) -> Embed {
        self.description = text.into();
        self
    }

    /// Adds a field.
    pub fn field(
        mut self,
        name: impl Into<String>,
        value: impl Into<String>,
        inline: bool,
    ) -> Embed {
        self.fields.push((name.into(), value.into(), inline));
        self
    }

    /// Adds a field of `lines` that keeps the last ones: when they would not all fit with
    /// room for a `…` line above them, the first are dropped and `…` stands in their place.
    pub fn field_keeping_last<S: AsRef<str>>(
        self,
        name: impl Into<String>,
        lines: &[S],
        inline: bool,
    ) -> Embed {
        let value = limits::last_lines(lines, limits::MAX_FIELD_VALUE);
        self.field(name, value, inline)
    }

    /// Sets the footer.
    pub fn footer(mut self, text: impl Into<String>) -> Embed {
        self.footer = Some(text.into());
        self
    }

    /// Sets the colour.
    pub fn colour(mut self, colour: Colour) -> Embed {
        self.colour = colour;
        self
    }
}

/// A button's look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ButtonStyle {
    /// The main action (blurple).
    Primary,
    /// Other actions (grey).
    Secondary,
    /// Positive (green).
    Success,
    /// Negative (red).
    Danger,
}

/// A button that sends its `custom_id` back when pressed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// Identifies the action (see `crate::custom_id`), at most 100 characters.
    pub custom_id: String,
    /// The label, at most 80 characters.
    pub label: String,
    /// The look.
    pub style: ButtonStyle,
    /// Shown but not pressable.
    pub disabled: bool,
}

/// A string select menu (cut to its limits by [`Message::with_components`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Select {
    /// Identifies the action (see `crate::custom_id`), at most 100 characters.
    pub custom_id: String,
    /// Shown while nothing is chosen, at most 150 characters.
    pub placeholder: String,
    /// Options: `(label, value, description)`, 1 to 25, each text at most 100 characters.
    pub options: Vec<(String, String, Option<String>)>,
    /// Fewest options to choose.
    pub min: u8,
    /// Most options to choose.
    pub max: u8,
}

/// An action row: up to five buttons, or one select alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// Buttons.
    Buttons(Vec<Button>),
    /// A select menu, alone in its row.
    Select(Select),
}

/// A message's interactive part: at most five rows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Components {
    /// The rows, top to bottom.
    pub rows: Vec<Row>,
}

impl Components {
    /// True if a button or select may carry `id` as its custom id (1 to 100 characters);
    /// [`Message::with_components`] drops the controls whose id does not.
    pub fn fits_custom_id(id: &str) -> bool {
        !id.is_empty() && limits::text_len(id) <= limits::MAX_CUSTOM_ID
    }

    /// Every custom id, in order.
    pub fn custom_ids(&self) -> Vec<&str> {
        let mut ids = Vec::new();
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => ids.extend(buttons.iter().map(|b| b.custom_id.as_str())),
                Row::Select(select) => ids.push(select.custom_id.as_str()),
            }
        }
        ids
    }
}

/// A whole message: text, embeds and components, and whether only its reader sees it.
///
/// Always within Discord's limits: every way to build or change one fits the part it sets
/// (see [`limits`]: text is cut at a line, fields and options past the limits are dropped), so
/// whatever a renderer hands over is accepted; only duplicate custom ids or option values are
/// the renderer's to avoid. The parts are read with [`Message::content`], [`Message::embeds`]
/// and [`Message::components`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Message {
    /// Plain content, at most 2000 characters.
    content: String,
    /// Embeds (at most 10, 6000 characters in all).
    embeds: Vec<Embed>,
    /// Buttons and selects.
    components: Components,
    /// Shown only to the user who acted (Discord "ephemeral").
    ephemeral: bool,
}

impl Message {
    /// A message with only text (cut at a line if too long).
    pub fn text(content: impl Into<String>) -> Message {
        Message::default().with_content(content)
    }

    /// A message with one embed.
    pub fn embed(embed: Embed) -> Message {
        Message::default().with_embeds(vec![embed])
    }

    /// Makes the message visible only to its reader.
    pub fn private(mut self) -> Message {
        self.ephemeral = true;
        self
    }

    /// Sets the text (cut at a line if too long).
    pub fn with_content(mut self, content: impl Into<String>) -> Message {
        self.content = limits::fit_content(&content.into());
        self
    }

    /// Sets the embeds (the later ones get what room the earlier ones leave).
    pub fn with_embeds(mut self, embeds: Vec<Embed>) -> Message {
        self.embeds = limits::fit_embeds(embeds);
        self
    }

    /// Sets the components.
    pub fn with_components(mut self, components: Components) -> Message {
        self.components = limits::fit_components(components);
        self
    }

    /// Puts `row` above the components there are.
    pub fn with_top_row(mut self, row: Row) -> Message {
        let mut rows = vec![row];
        rows.append(&mut self.components.rows);
        self.with_components(Components { rows })
    }

    /// True if `text` fits in a message's content as it is (not cut).
    pub fn fits_content(text: &str) -> bool {
        limits::text_len(text) <= limits::MAX_CONTENT
    }

    /// The plain content.
    pub fn content(&self) -> &str {
        &self.content
    }

    /// The embeds, in order.
    pub fn embeds(&self) -> &[Embed] {
        &self.embeds
    }

    /// The buttons and selects.
    pub fn components(&self) -> &Components {
        &self.components
    }

    /// True if only its reader sees it (Discord "ephemeral").
    pub fn ephemeral(&self) -> bool {
        self.ephemeral
    }
}
