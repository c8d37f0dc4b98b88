//! Autocomplete choices: at most 25, each name and value at most 100 characters, no value
//! empty. A hand view's select options are made of them too (the value as label and value,
//! the note as description).

use super::limits::{clip, text_len, MAX_CHOICES, MAX_CHOICE_CHARS};

/// One autocomplete choice: what the player reads, and the argument text it fills in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The label (at most 100 characters).
    pub name: String,
    /// The argument (at most 100 characters, never empty, in a list from
    /// [`Suggestion::choices`]): the bot's own text, the same in every language (English
    /// letters, which the grammar reads in all of them), so a select's value never depends on
    /// who drew the view.
    pub value: String,
    /// The argument as the reader types it, in their letters (Finnish `R R R` for the value
    /// `Q Q Q`): the start of the label, a select option's label, an example to type.
    pub shown: String,
    /// The explanation part of the label (for select option descriptions), at most 100
    /// characters.
    pub note: String,
}

impl Suggestion {
    /// `value — note`, the label and note cut to their limit.
    pub fn new(value: &str, note: &str) -> Suggestion {
        Suggestion::read_as(value, value, note)
    }

    /// `shown — note` for the argument `value`: `shown` is `value` as the reader types it.
    pub fn read_as(shown: &str, value: &str, note: &str) -> Suggestion {
        Suggestion {
            name: clip(&format!("{shown} — {note}"), MAX_CHOICE_CHARS),
            value: value.to_string(),
            shown: clip(shown, MAX_CHOICE_CHARS),
            note: clip(note, MAX_CHOICE_CHARS),
        }
    }

    /// Adds a remark in parentheses to the label.
    pub fn noted(self, extra: &str) -> Suggestion {
        Suggestion {
            name: clip(&format!("{} ({extra})", self.name), MAX_CHOICE_CHARS),
            value: self.value,
            shown: self.shown,
            note: clip(&format!("{} ({extra})", self.note), MAX_CHOICE_CHARS),
        }
    }

    /// A choice that only says something (`text`) and leaves `typed` as it is (cut if long).
    pub fn warning(text: &str, typed: &str) -> Suggestion {
        Suggestion {
            name: clip(text, MAX_CHOICE_CHARS),
            value: clip(typed, MAX_CHOICE_CHARS),
            shown: clip(typed, MAX_CHOICE_CHARS),
            note: clip(text, MAX_CHOICE_CHARS),
        }
    }

    /// The choices Discord shows of `all`, in order: those whose value it accepts (not empty,
    /// not too long to send whole), at most 25.
    pub fn choices(all: impl IntoIterator<Item = Suggestion>) -> Vec<Suggestion> {
        all.into_iter()
            .filter(|s| !s.value.is_empty() && text_len(&s.value) <= MAX_CHOICE_CHARS)
            .take(MAX_CHOICES)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_cut_and_unusable_values_left_out() {
        let long = "x".repeat(150);
        let s = Suggestion::new("7 7 7", &long);
        assert_eq!(text_len(&s.name), 100);
        assert!(s.name.starts_with("7 7 7 — x") && s.name.ends_with('…'));
        assert_eq!(text_len(&s.note), 100);
        let noted = Suggestion::new("9", "you have 2").noted(&long);
        assert_eq!(text_len(&noted.name), 100);
        assert_eq!(noted.value, "9");
        let warning = Suggestion::warning(&long, &long);
        assert_eq!(text_len(&warning.value), 100);
        let all = (0..40)
            .map(|i| Suggestion::new(&i.to_string(), "n"))
            .chain([Suggestion::new("", "empty"), Suggestion::new(&long, "long")]);
        let shown = Suggestion::choices(all.rev());
        assert_eq!(shown.len(), 25);
        assert_eq!(shown[0].value, "39");
    }
}
