//! The rule book inside the product (issue 27): `/rules` answers with the summary of the rule
//! set and attaches the whole rule book in the reader's language (RULES.md, RULES.fi.md,
//! RULES.sv.md), so a refusal's citation ("RULES.md §3, SAMBA 14C", "RULES.fi.md §3, ...")
//! can be followed from Discord.

use super::harness::Harness;
use super::pictures::ask;
use crate::timing;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_attaches_the_whole_rule_book_in_the_readers_language() {
    let h = Harness::start(timing(None)).await;
    let general = h.discord.channel("general");
    for (id, locale, file, document, summary) in [
        (
            1,
            None,
            "RULES.md",
            include_str!("../../RULES.md"),
            "Rules: classic",
        ),
        (
            2,
            Some("fi"),
            "RULES.fi.md",
            include_str!("../../RULES.fi.md"),
            "classic",
        ),
        (
            3,
            Some("sv-SE"),
            "RULES.sv.md",
            include_str!("../../RULES.sv.md"),
            "classic",
        ),
    ] {
        let reader = match locale {
            Some(locale) => h.discord.user(id).speaking(locale),
            None => h.discord.user(id),
        };
        let (text, message) = ask(&h, &reader, general, "rules").await;
        assert!(text.contains(summary), "{text}");
        let [book] = message.attachments.as_slice() else {
            panic!("one attachment: {:?}", message.attachments);
        };
        assert_eq!(book["filename"], file);
        assert_eq!(book["size"].as_u64(), Some(document.len() as u64));
        let footer = message
            .embeds
            .iter()
            .filter_map(|e| e.pointer("/footer/text").and_then(|t| t.as_str()))
            .collect::<String>();
        assert!(footer.contains(file), "{footer}");
    }
    h.discord.assert_no_violations();
    h.stop().await;
}
