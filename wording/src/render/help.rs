//! Help for each command and how to type cards (a rule set in prose is [`super::rules_prose`]).
//! The help of a game names what its rule set has (classic has no `buy`, only Sitoumussamba
//! bids); Samba's sequences and the auction are a topic away (`help samba`, `help bid`). The
//! words are in `locales/*/help.ftl`; the command words are the reader's (`nosta`, `dra`).

use crate::input::bidding::Call;
use crate::input::words::{leading, phrase_table, phrases};
use crate::input::Verb;
use crate::lang::Lang;
use crate::payload::Embed;
use crate::tr;
use canasta_engine::Rules;

/// The word of the `cards` topic a reader of `lang` is shown (`cards`, `kortit`, `kort`).
pub fn cards_topic(lang: Lang) -> String {
    tr!(lang, "help-topic-cards")
}

/// True when `topic` names the `cards` topic in the reader's language or English.
fn is_cards_topic(lang: Lang, topic: &str) -> bool {
    let words = |reader: Lang, _: ()| {
        phrases(
            &cards_topic(reader),
            reader.attribute("help-topic-cards", "also"),
        )
    };
    matches!(
        leading(topic, &phrase_table(lang, &[()], words)),
        Some(((), ""))
    )
}

/// How to type cards: the grammar in a few lines.
pub fn cards_help(lang: Lang) -> String {
    tr!(lang, "help-cards")
}

/// The help text of one command.
pub fn verb_help(lang: Lang, verb: Verb) -> String {
    match verb {
        Verb::Draw => tr!(lang, "help-draw", draw = Verb::Draw.word_in(lang)),
        Verb::Take => tr!(lang, "help-take", take = Verb::Take.word_in(lang)),
        Verb::Meld => tr!(lang, "help-meld", meld = Verb::Meld.word_in(lang)),
        Verb::Discard => tr!(lang, "help-discard", discard = Verb::Discard.word_in(lang)),
        Verb::Ask => tr!(lang, "help-ask", ask = Verb::Ask.word_in(lang)),
        Verb::Yes | Verb::No => tr!(
            lang,
            "help-answer",
            yes = Verb::Yes.word_in(lang),
            no = Verb::No.word_in(lang)
        ),
        Verb::End => tr!(lang, "help-end", end = Verb::End.word_in(lang)),
        Verb::Buy => tr!(lang, "help-buy", buy = Verb::Buy.word_in(lang)),
    }
}

/// The calls of Sitoumussamba's auction in short; `help bid` gives the whole of it.
pub fn calls_help(lang: Lang) -> String {
    tr!(
        lang,
        "help-calls",
        bid = Call::Bid.word_in(lang),
        pass = Call::Pass.word_in(lang),
        double = Call::Double.word_in(lang),
        cannot = Call::CannotOpen.word_in(lang)
    )
}

/// Samba's sequences, naming a meld, taking onto one and buying with a red 3.
pub fn samba_help(lang: Lang) -> String {
    tr!(
        lang,
        "help-samba",
        meld = Verb::Meld.word_in(lang),
        take = Verb::Take.word_in(lang)
    )
}

/// The name of the calls' field: `bid / pass / double` in the reader's words.
fn calls_title(lang: Lang) -> String {
    [Call::Bid, Call::Pass, Call::Double]
        .map(|call| call.word_in(lang))
        .join(" / ")
}

/// Whether `verb` is played under `rules` (every verb when no rule set is known).
fn has_verb(rules: Option<&Rules>, verb: Verb) -> bool {
    let Some(rules) = rules else {
        return true;
    };
    match verb {
        Verb::Ask | Verb::Yes | Verb::No => rules.has_partners(),
        Verb::Buy => !rules.threes.red.laid_down_at_once(),
        _ => true,
    }
}

/// The help of a game under `rules`: how to type cards and every command it has, Samba's
/// sequences where they are played, the calls where there is bidding, and the other topics
/// at the foot. With no rule set (`/help` outside a game) every command and both extras.
pub fn help_embed(lang: Lang, rules: Option<&Rules>) -> Embed {
    let mut embed = Embed::new(tr!(lang, "help-title")).description(cards_help(lang));
    for verb in Verb::ALL
        .into_iter()
        .filter(|v| *v != Verb::No && has_verb(rules, *v))
    {
        let name = match verb {
            Verb::Yes => format!("{} / {}", Verb::Yes.word_in(lang), Verb::No.word_in(lang)),
            v => v.word_in(lang),
        };
        embed = embed.field(name, verb_help(lang, verb), false);
    }
    if rules.is_none_or(|r| r.melding.sequences) {
        embed = embed.field("Samba", samba_help(lang), false);
    }
    if rules.is_none_or(|r| r.bidding.is_some()) {
        embed = embed.field(calls_title(lang), calls_help(lang), false);
    }
    embed.footer(tr!(
        lang,
        "help-footer",
        topics = [
            "samba",
            &Call::Bid.word_in(lang),
            &cards_topic(lang),
            &Verb::Take.word_in(lang)
        ]
        .join(" · ")
    ))
}

/// The slash commands, each with an example: what `/help` adds on Discord.
pub fn slash_commands_help(lang: Lang) -> String {
    tr!(lang, "help-slash-commands")
}

/// [`help_embed`] with the slash commands first, for Discord.
pub fn slash_help_embed(lang: Lang, rules: Option<&Rules>) -> Embed {
    let mut embed = help_embed(lang, rules);
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

/// The topics `help` knows, for a menu: `cards` (`kortit`, `kort`), `samba`, the calls and every command, in
/// the reader's words.
pub fn help_topics(lang: Lang) -> Vec<String> {
    let mut topics = vec![cards_topic(lang), "samba".to_string()];
    topics.push(Call::Bid.word_in(lang));
    topics.extend(
        Verb::ALL
            .into_iter()
            .filter(|v| *v != Verb::No)
            .map(|v| v.word_in(lang)),
    );
    topics
}

/// The help for one topic: a command word (the reader's or English), `cards`, `samba`, a
/// calling word, or nothing for the help of the game under `rules`. A topic it does not know
/// is said so, above that help.
pub fn topic_help(lang: Lang, topic: &str, rules: Option<&Rules>) -> Embed {
    let topic = topic.trim();
    if topic.is_empty() {
        return help_embed(lang, rules);
    }
    let lower = topic.to_lowercase();
    if is_cards_topic(lang, topic) {
        return Embed::new(tr!(lang, "help-cards-title")).description(cards_help(lang));
    }
    if lower == "samba" {
        return Embed::new(tr!(lang, "help-topic-title", command = "samba"))
            .description(samba_help(lang));
    }
    if lower == "bidding" || Call::leading(lang, topic).is_some() {
        return super::auction::bidding_help_embed(lang);
    }
    match Verb::from_word_in(lang, topic) {
        Some(verb) => Embed::new(tr!(lang, "help-topic-title", command = verb.word_in(lang)))
            .description(verb_help(lang, verb)),
        None => {
            let mut embed = help_embed(lang, rules);
            let unknown = tr!(
                lang,
                "help-unknown-topic",
                topic = topic
                    .chars()
                    .filter(|c| !c.is_control() && *c != '`')
                    .take(40)
                    .collect::<String>(),
                topics = help_topics(lang).join(", ")
            );
            embed.description = format!("{unknown}\n\n{}", embed.description);
            embed
        }
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
                    verb_help(lang, verb).contains(&format!("`{}", verb.word_in(lang))),
                    "{lang} {verb:?}"
                );
                for word in [verb.word(), &verb.word_in(lang)] {
                    let embed = topic_help(lang, word, None);
                    assert!(violations(&Message::embed(embed)).is_empty());
                }
            }
            for rules in [None, Some(&Rules::classic()), Some(&Rules::sitoumussamba())] {
                assert!(violations(&Message::embed(help_embed(lang, rules))).is_empty());
                assert!(violations(&Message::embed(slash_help_embed(lang, rules))).is_empty());
            }
        }
        assert_eq!(topic_help(Lang::En, "cards", None).title, "Typing cards");
        assert_eq!(topic_help(Lang::En, "", None).title, "How to play");
        assert_eq!(topic_help(Lang::En, "draw", None).title, "Help: draw");
        assert_eq!(topic_help(Lang::Fi, "", None).title, "Näin pelaat");
        assert_eq!(topic_help(Lang::Sv, "draw", None).title, "Hjälp: dra");
        assert_eq!(topic_help(Lang::Fi, "nosta", None).title, "Ohje: nosta");
        assert_eq!(topic_help(Lang::Sv, "lägg", None).title, "Hjälp: lägg");
        assert!(verb_help(Lang::Fi, Verb::Take).contains("avopakka"));
    }

    /// Issue 31: the `cards` topic in the reader's word and English, never a third
    /// language's; the Samba help shows the grammar's inner words in the reader's language.
    #[test]
    fn the_cards_topic_and_the_inner_words_in_each_language() {
        use crate::input::inner::Inner;
        let title = |lang, topic| topic_help(lang, topic, None).title;
        assert_eq!(title(Lang::Fi, "kortit"), "Korttien kirjoittaminen");
        assert_eq!(title(Lang::Fi, "Cards"), "Korttien kirjoittaminen");
        assert_eq!(title(Lang::Sv, "kort"), "Att skriva kort");
        assert_eq!(title(Lang::Sv, "cards"), "Att skriva kort");
        assert_ne!(title(Lang::Sv, "kortit"), "Att skriva kort");
        assert_ne!(title(Lang::En, "kort"), "Typing cards");
        assert_eq!(help_topics(Lang::Sv)[0], "kort");
        for lang in Lang::ALL {
            let samba = samba_help(lang);
            for word in [Inner::New, Inner::Second, Inner::Onto] {
                let shown = format!(" {}", word.word_in(lang));
                assert!(samba.contains(&shown), "{lang}: {shown:?} in {samba}");
            }
            let footer = help_embed(lang, None).footer.unwrap_or_default();
            assert!(footer.contains(&cards_topic(lang)), "{lang}: {footer}");
        }
    }

    /// A topic help does not know is said so, with the topics it knows, above the help.
    #[test]
    fn an_unknown_topic_is_named() {
        let embed = topic_help(Lang::En, "nonsense", Some(&Rules::classic()));
        assert_eq!(embed.title, "How to play");
        assert!(
            embed
                .description
                .starts_with("There is no help on “nonsense”. Topics: cards, samba, bid, draw,"),
            "{}",
            embed.description
        );
        assert!(topic_help(Lang::Fi, "xyz", None)
            .description
            .starts_with("Aiheesta ”xyz” ei ole ohjetta. Aiheet: kortit, samba, tarjoa, nosta,"));
        assert!(topic_help(Lang::Sv, "`x`", None)
            .description
            .starts_with("Det finns ingen hjälp om ”x”."));
    }

    /// A game's help has the commands of its rule set; Samba and the auction are a topic away.
    #[test]
    fn the_help_of_the_rule_set_played() {
        let names = |embed: Embed| -> Vec<String> {
            embed.fields.into_iter().map(|(name, _, _)| name).collect()
        };
        let classic = names(help_embed(Lang::En, Some(&Rules::classic())));
        assert_eq!(
            classic,
            ["draw", "take", "meld", "discard", "ask", "yes / no", "end"]
        );
        let samba = names(help_embed(Lang::Fi, Some(&Rules::samba())));
        assert_eq!(
            samba,
            [
                "nosta",
                "ota",
                "pöydää",
                "heitä",
                "kysy",
                "kyllä / ei",
                "jätä",
                "osta",
                "Samba"
            ]
        );
        let auction = names(help_embed(Lang::Sv, Some(&Rules::sitoumussamba())));
        assert_eq!(
            auction.last().map(String::as_str),
            Some("bjud / pass / dubbla")
        );
        assert!(auction.contains(&"Samba".to_string()));
        let two = names(help_embed(Lang::En, Some(&Rules::two_player())));
        assert!(!two.contains(&"ask".to_string()), "{two:?}");
        let footer = help_embed(Lang::En, Some(&Rules::classic())).footer;
        assert!(footer.is_some_and(|f| f.contains("help samba · bid · cards · take")));
        let text = topic_help(Lang::En, "samba", Some(&Rules::classic())).to_text();
        assert!(text.contains("`meld 5♥ 6♥ 7♥`") && text.contains("`take onto 5♥-7♥`"));
        assert!(topic_help(Lang::Sv, "samba", None)
            .to_text()
            .contains("`lägg 5♥ 6♥ 7♥`"));
    }

    /// Sitoumussamba's calls (RULES.md §3 "Bidding") are in the overview and have a topic.
    #[test]
    fn help_names_the_calls_of_the_auction() {
        for lang in Lang::ALL {
            let overview = help_embed(lang, None);
            let bid = Call::Bid.word_in(lang);
            assert!(overview
                .fields
                .iter()
                .any(|(name, value, _)| name == &calls_title(lang)
                    && value.contains(&format!("`{bid} 3"))
                    && value.ends_with(&format!(" {bid}."))));
        }
        for topic in ["bid", "pass", "double", "cannot", "bidding"] {
            assert_eq!(
                topic_help(Lang::En, topic, None).title,
                "Help: bidding",
                "{topic}"
            );
        }
        assert_eq!(
            topic_help(Lang::Fi, "tarjoa", None).title,
            topic_help(Lang::Fi, "bid", None).title
        );
    }
}
