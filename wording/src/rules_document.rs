//! The bot's own rule book, `RULES.md` at the top of the repository, with its Finnish and
//! Swedish versions `RULES.fi.md` and `RULES.sv.md`: every rule set and option with the sections
//! of the printed rules it rests on. Refusals cite its parts in the reader's language
//! ("RULES.md §3, SAMBA 14C", "RULES.fi.md §3, SAMBA 14C"); `/rules` attaches the reader's
//! version so a player can follow the citation. The three share their parts, headings' source
//! tags and option names, so a citation resolves in each.

use crate::lang::Lang;

/// One language's version of the rule book.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesDocument {
    /// The file name it is attached under, which its language's citations name.
    pub file: &'static str,
    /// The document's text.
    pub text: &'static str,
}

/// The English rule book's file name.
pub const RULES_DOCUMENT_FILE: &str = "RULES.md";

/// The English rule book's text.
pub const RULES_DOCUMENT: &str = include_str!("../../RULES.md");

/// The rule book in `lang`.
pub fn rules_document(lang: Lang) -> RulesDocument {
    match lang {
        Lang::En => RulesDocument {
            file: RULES_DOCUMENT_FILE,
            text: RULES_DOCUMENT,
        },
        Lang::Fi => RulesDocument {
            file: "RULES.fi.md",
            text: include_str!("../../RULES.fi.md"),
        },
        Lang::Sv => RulesDocument {
            file: "RULES.sv.md",
            text: include_str!("../../RULES.sv.md"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_version_has_a_part_for_each_family_and_the_options() {
        for lang in Lang::ALL {
            let document = rules_document(lang);
            for part in ["## §1 ", "## §2 ", "## §3 ", "## §4 ", "## §5 "] {
                assert!(
                    document.text.contains(part),
                    "{}: missing {part}",
                    document.file
                );
            }
        }
        assert!(RULES_DOCUMENT.contains("## §3 Samba"));
    }
}
