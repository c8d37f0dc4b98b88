//! Help for each command and how to type cards (a rule set in prose is [`super::rules_prose`]).
//! The words are in `locales/*/help.ftl`; what a player types (`draw`, `take 8 8`, `/hand`)
//! stays as typed in every language.

use crate::input::Verb;
use crate::lang::Lang;
use crate::payload::Embed;
use crate::tr;

/// How to type cards: the grammar in a few lines.
pub fn cards_help(lang: Lang) -> String {
    tr!(lang, "help-cards")
}

/// The help text of one command.
pub fn verb_help(lang: Lang, verb: Verb) -> String {
    match verb {
        Verb::Draw => tr!(lang, "help-draw"),
        Verb::Take => tr!(lang, "help-take"),
        Verb::Meld => tr!(lang, "help-meld"),
        Verb::Discard => tr!(lang, "help-discard"),
        Verb::Ask => tr!(lang, "help-ask"),
        Verb::Yes | Verb::No => tr!(lang, "help-answer"),
        Verb::End => tr!(lang, "help-end"),
        Verb::Buy => tr!(lang, "help-buy"),
    }
}

/// The calls of Sitoumussamba's auction in short; `help bid` gives the whole of it.
pub fn calls_help(lang: Lang) -> String {
    tr!(lang, "help-calls")
}

/// Every command in short, and how to type cards.
pub fn help_embed(lang: Lang) -> Embed {
    let mut embed = Embed::new(tr!(lang, "help-title")).description(cards_help(lang));
    for verb in Verb::ALL.into_iter().filter(|v| *v != Verb::No) {
        let name = match verb {
            Verb::Yes => "yes / no".to_string(),
            v => v.word().to_string(),
        };
        embed = embed.field(name, verb_help(lang, verb), false);
    }
    embed = embed.field("bid / pass / double", calls_help(lang), false);
    embed.footer(tr!(lang, "help-footer"))
}

/// The slash commands, each with an example: what `/help` adds on Discord.
pub fn slash_commands_help(lang: Lang) -> String {
    tr!(lang, "help-slash-commands")
}

/// [`help_embed`] with the slash commands first, for Discord.
pub fn slash_help_embed(lang: Lang) -> Embed {
    let mut embed = help_embed(lang);
    embed.fields.insert(
        0,
        (
            tr!(lang, "help-slash-title"),
            slash_commands_help(lang),
            false,
        ),
    );
    embed
}

/// The help for one topic: a command word, `cards`, or anything else for the overview.
pub fn topic_help(lang: Lang, topic: &str) -> Embed {
    if topic.trim().eq_ignore_ascii_case("cards") {
        return Embed::new(tr!(lang, "help-cards-title")).description(cards_help(lang));
    }
    if ["bid", "bidding", "pass", "double", "cannot"]
        .contains(&topic.trim().to_lowercase().as_str())
    {
        return super::auction::bidding_help_embed(lang);
    }
    match Verb::from_word(topic) {
        Some(verb) => Embed::new(tr!(lang, "help-topic-title", command = verb.word()))
            .description(verb_help(lang, verb)),
        None => help_embed(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payload::limits::violations;
    use crate::payload::Message;

    #[test]
    fn help_for_every_command() {
        for lang in Lang::ALL {
            for verb in Verb::ALL {
                assert!(
                    verb_help(lang, verb).contains(&format!("`{}", verb.word())),
                    "{lang} {verb:?}"
                );
                let embed = topic_help(lang, verb.word());
                assert!(violations(&Message::embed(embed)).is_empty());
            }
            assert!(violations(&Message::embed(help_embed(lang))).is_empty());
            assert!(violations(&Message::embed(slash_help_embed(lang))).is_empty());
        }
        assert_eq!(topic_help(Lang::En, "cards").title, "Typing cards");
        assert_eq!(topic_help(Lang::En, "nonsense").title, "How to play");
        assert_eq!(topic_help(Lang::En, "draw").title, "Help: draw");
        assert_eq!(topic_help(Lang::Fi, "nonsense").title, "Näin pelaat");
        assert_eq!(topic_help(Lang::Sv, "draw").title, "Hjälp: draw");
        assert!(verb_help(Lang::Fi, Verb::Take).contains("avopakka"));
    }

    /// Sitoumussamba's calls (RULES.md §3 "Bidding") are in the overview and have a topic.
    #[test]
    fn help_names_the_calls_of_the_auction() {
        for lang in Lang::ALL {
            let overview = help_embed(lang);
            assert!(overview
                .fields
                .iter()
                .any(|(name, value, _)| name == "bid / pass / double"
                    && value.contains("`help bid`")));
        }
        for topic in ["bid", "pass", "double", "cannot"] {
            assert_eq!(
                topic_help(Lang::En, topic).title,
                "Help: bidding",
                "{topic}"
            );
        }
    }
}
