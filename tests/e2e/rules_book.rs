//! The rule book inside the product (issue 27): `/rules` answers with the summary of the rule
//! set and attaches the whole of RULES.md, so a refusal's citation ("RULES.md §3, SAMBA 14C")
//! can be followed from Discord.

use super::harness::Harness;
use super::pictures::ask;
use crate::timing;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_attaches_the_whole_rule_book() {
    let h = Harness::start(timing(None)).await;
    let general = h.discord.channel("general");
    let reader = h.discord.user(1);
    let (text, message) = ask(&h, &reader, general, "rules").await;
    assert!(text.contains("Rules: classic"), "{text}");
    let [book] = message.attachments.as_slice() else {
        panic!("one attachment: {:?}", message.attachments);
    };
    assert_eq!(book["filename"], "RULES.md");
    let document = include_str!("../../RULES.md");
    assert_eq!(book["size"].as_u64(), Some(document.len() as u64));
    let footer = message
        .embeds
        .iter()
        .filter_map(|e| e.pointer("/footer/text").and_then(|t| t.as_str()))
        .collect::<String>();
    assert!(footer.contains("RULES.md"), "{footer}");
    h.discord.assert_no_violations();
    h.stop().await;
}
