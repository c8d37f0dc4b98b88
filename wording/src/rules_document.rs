//! The bot's own rule book, `RULES.md` at the top of the repository: every rule set and option
//! with the sections of the printed rules it rests on. Refusals cite its parts ("RULES.md §3,
//! SAMBA 14C"); `/rules` attaches it so a player can follow the citation.

/// The file name the document is attached under.
pub const RULES_DOCUMENT_FILE: &str = "RULES.md";

/// The document's text (English).
pub const RULES_DOCUMENT: &str = include_str!("../../RULES.md");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_document_has_a_part_for_each_family_and_the_options() {
        for part in [
            "## §1 Classic",
            "## §2 Other table sizes",
            "## §3 Samba",
            "## §4 Options",
        ] {
            assert!(RULES_DOCUMENT.contains(part), "missing {part}");
        }
    }
}
