//! `/log`: the game's public lines, privately, newest last, a page at a time (page 1 holds
//! the newest moves, page 2 the ones before, ...). Every move is here, also those a gathered
//! post of the thread folded together (issue 13).

use crate::lang::Lang;
use crate::payload::limits::{text_len, MAX_DESCRIPTION};
use crate::payload::{Colour, Embed, Message};
use crate::tr;

/// Room for one page's lines in the embed (the rest of the description's limit is slack).
const PAGE_CHARS: usize = MAX_DESCRIPTION - 96;

/// The pages of `lines`, newest first: each the longest run of lines that ends where the
/// next newer page begins and fits [`PAGE_CHARS`], as index ranges into `lines`.
fn pages(lines: &[String]) -> Vec<std::ops::Range<usize>> {
    let mut pages = Vec::new();
    let mut end = lines.len();
    while end > 0 {
        let mut start = end;
        let mut len = 0;
        while start > 0 {
            let next = text_len(&lines[start - 1]).min(PAGE_CHARS) + 1;
            if len + next > PAGE_CHARS && start < end {
                break;
            }
            len += next;
            start -= 1;
        }
        pages.push(start..end);
        end = start;
    }
    pages
}

/// Page `page` (1: the newest moves) of the game's public `lines` (oldest first), privately,
/// in `lang`; a page past the last shows the last (the oldest moves).
pub fn log_message(lang: Lang, lines: &[String], page: usize) -> Message {
    let pages = pages(lines);
    let Some(last) = pages.len().checked_sub(1) else {
        return Message::text(tr!(lang, "log-empty")).private();
    };
    let index = page.saturating_sub(1).min(last);
    let range = pages[index].clone();
    let shown: Vec<&str> = lines[range.clone()].iter().map(|l| l.as_str()).collect();
    let mut footer = tr!(
        lang,
        "log-footer",
        first = range.start + 1,
        last = range.end,
        lines = lines.len(),
        page = index + 1,
        pages = pages.len()
    );
    if index < last {
        footer.push_str(" · ");
        footer.push_str(&tr!(lang, "log-older", page = index + 2));
    }
    let embed = Embed::new(tr!(lang, "log-title"))
        .description(shown.join("\n"))
        .footer(footer)
        .colour(Colour::NEUTRAL);
    Message::embed(embed).private()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;

    fn lines(n: usize) -> Vec<String> {
        (1..=n)
            .map(|i| format!("Move {i}: Player {i} drew 2 cards."))
            .collect()
    }

    #[test]
    fn the_newest_moves_come_first_and_every_line_is_on_one_page() {
        let all = lines(600);
        let first = log_message(Lang::En, &all, 1);
        assert!(first.ephemeral());
        assert!(violations(&first).is_empty());
        let text = first.embeds()[0].description.clone();
        assert!(
            text.ends_with("Move 600: Player 600 drew 2 cards."),
            "{text}"
        );
        assert!(!text.contains("Move 1:"), "{text}");
        let footer = first.embeds()[0].footer.clone().unwrap_or_default();
        assert!(
            footer.contains("page 1 of") && footer.contains("/log page: 2"),
            "{footer}"
        );
        let mut seen = Vec::new();
        for page in 1..=pages(&all).len() {
            let message = log_message(Lang::En, &all, page);
            assert!(violations(&message).is_empty());
            let text = message.embeds()[0].description.clone();
            seen.splice(0..0, text.lines().map(str::to_string));
        }
        assert_eq!(seen, all, "the pages hold every line once, in order");
        let past = log_message(Lang::En, &all, 999);
        assert!(past.embeds()[0].description.starts_with("Move 1:"));
    }

    #[test]
    fn a_short_log_is_one_page_and_an_empty_one_says_so() {
        let few = lines(3);
        let message = log_message(Lang::En, &few, 1);
        let embed = &message.embeds()[0];
        assert_eq!(embed.description.lines().count(), 3);
        assert!(!embed.footer.clone().unwrap_or_default().contains("older"));
        assert!(log_message(Lang::En, &[], 1)
            .content()
            .contains("Nothing has happened"));
        let finnish = log_message(Lang::Fi, &lines(600), 2);
        let embed = &finnish.embeds()[0];
        assert_eq!(embed.title, "Pelin loki");
        let footer = embed.footer.clone().unwrap_or_default();
        assert!(
            footer.contains("sivu 2/") && footer.contains("/loki sivu: 3"),
            "{footer}"
        );
    }
}
