//! The slash commands in three languages (issue 16): each command's, option's and choice's
//! description (and, in Finnish and Swedish, its name) comes from the Fluent messages of
//! `wording/locales/<lang>/commands.ftl`, set on the poise commands before they are
//! registered, so Discord shows `/käsi` to a Finnish user and `/hand` to an English one.
//! Discord sends the English (default) name in every interaction, so nothing else changes.
//!
//! Message ids follow the commands: `cmd-hand` (a command; `cmd-canasta-new` for a
//! subcommand), `cmd-meld-opt-cards` (an option), `cmd-canasta-settings-opt-seasons-choice-monthly`
//! (a choice). The value is the description (the choice's label); `.name` is the Finnish or
//! Swedish name. `tests` checks that every command has them all, within Discord's limits.

use super::{Data, Error};
use canasta_wording::lang::Lang;
use std::collections::HashMap;

/// A poise command of this bot.
type Command = poise::Command<Data, Error>;

/// Sets every description, name and choice label of `commands` (and their subcommands) from
/// the Fluent messages: English as Discord's default text, Finnish and Swedish as
/// localizations.
pub fn localize(commands: &mut [Command]) {
    for command in commands {
        localize_command(command, "cmd");
    }
}

fn localize_command(command: &mut Command, parent: &str) {
    let id = format!("{parent}-{}", slug(&command.name));
    command.description = Some(Lang::En.message(&id, None));
    set_localized(
        &id,
        &mut command.name_localizations,
        &mut command.description_localizations,
    );
    for parameter in &mut command.parameters {
        let option = format!("{id}-opt-{}", slug(&parameter.name));
        parameter.description = Some(Lang::En.message(&option, None));
        set_localized(
            &option,
            &mut parameter.name_localizations,
            &mut parameter.description_localizations,
        );
        for choice in &mut parameter.choices {
            let label = format!("{option}-choice-{}", slug(&choice.name));
            let english = Lang::En.message(&label, None);
            for lang in [Lang::Fi, Lang::Sv] {
                for &locale in lang.discord_locales() {
                    choice
                        .localizations
                        .insert(locale.to_string(), lang.message(&label, None));
                }
            }
            choice.name = english;
        }
    }
    for sub in &mut command.subcommands {
        localize_command(sub, &id);
    }
}

/// The Finnish and Swedish name (`.name`) and description of the message `id`.
fn set_localized(
    id: &str,
    names: &mut HashMap<String, String>,
    descriptions: &mut HashMap<String, String>,
) {
    for lang in [Lang::Fi, Lang::Sv] {
        for &locale in lang.discord_locales() {
            if let Some(name) = lang.attribute(id, "name") {
                names.insert(locale.to_string(), name);
            }
            descriptions.insert(locale.to_string(), lang.message(id, None));
        }
    }
}

/// A command, option or choice name as a message id part: lower case, `-` for anything
/// that is not a letter, digit or `_`.
fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// Every message id the commands ask for, with what it names (for the tests).
#[cfg(test)]
fn wanted_ids(commands: &[Command]) -> Vec<(String, Kind)> {
    fn walk(command: &Command, parent: &str, out: &mut Vec<(String, Kind)>) {
        let id = format!("{parent}-{}", slug(&command.name));
        out.push((id.clone(), Kind::Named));
        for parameter in &command.parameters {
            let option = format!("{id}-opt-{}", slug(&parameter.name));
            out.push((option.clone(), Kind::Named));
            for choice in &parameter.choices {
                out.push((
                    format!("{option}-choice-{}", slug(&choice.name)),
                    Kind::Choice,
                ));
            }
        }
        for sub in &command.subcommands {
            walk(sub, &id, out);
        }
    }
    let mut out = Vec::new();
    for command in commands {
        walk(command, "cmd", &mut out);
    }
    out
}

/// What a message of `commands.ftl` names.
#[cfg(test)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A command or option: a description, and a `.name` in Finnish and Swedish.
    Named,
    /// A choice: its label.
    Choice,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::all_commands;

    /// Discord's rule for command and option names: 1-32 characters, lower case letters,
    /// digits, `-` and `_`.
    fn valid_name(name: &str) -> bool {
        let count = name.chars().count();
        (1..=32).contains(&count)
            && name
                .chars()
                .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
    }

    #[test]
    fn every_command_option_and_choice_is_worded_in_every_language_within_discords_limits() {
        let mut problems = Vec::new();
        for (id, kind) in wanted_ids(&all_commands()) {
            for lang in Lang::ALL {
                if !lang.has(&id, None) {
                    problems.push(format!("{lang}: `{id}` is missing"));
                    continue;
                }
                let text = lang.message(&id, None);
                if text.trim().is_empty() || text.chars().count() > 100 {
                    problems.push(format!("{lang}: `{id}` must be 1-100 characters: {text:?}"));
                }
                if kind == Kind::Named && lang != Lang::En {
                    match lang.attribute(&id, "name") {
                        Some(name) if valid_name(&name) => {}
                        other => problems.push(format!(
                            "{lang}: `{id}` needs a .name of 1-32 lower-case letters, digits, - or _: {other:?}"
                        )),
                    }
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn localized_names_do_not_collide_among_siblings() {
        let commands = all_commands();
        fn check(siblings: Vec<(&str, &HashMap<String, String>)>, problems: &mut Vec<String>) {
            for locale in ["fi", "sv-SE"] {
                let mut seen = std::collections::BTreeSet::new();
                for (name, localized) in &siblings {
                    let shown = localized.get(locale).map_or(*name, String::as_str);
                    if !seen.insert(shown.to_string()) {
                        problems.push(format!("{locale}: two siblings are called {shown}"));
                    }
                }
            }
        }
        let mut problems = Vec::new();
        check(
            commands
                .iter()
                .map(|c| (c.name.as_str(), &c.name_localizations))
                .collect(),
            &mut problems,
        );
        for command in &commands {
            check(
                command
                    .subcommands
                    .iter()
                    .map(|c| (c.name.as_str(), &c.name_localizations))
                    .collect(),
                &mut problems,
            );
            for c in std::iter::once(command).chain(&command.subcommands) {
                check(
                    c.parameters
                        .iter()
                        .map(|p| (p.name.as_str(), &p.name_localizations))
                        .collect(),
                    &mut problems,
                );
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn every_command_message_names_a_command() {
        let wanted: std::collections::BTreeSet<String> = wanted_ids(&all_commands())
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let written = canasta_wording::lang::message_ids(Lang::En, "commands");
        let unused: Vec<&String> = written.iter().filter(|id| !wanted.contains(*id)).collect();
        assert!(unused.is_empty(), "messages naming no command: {unused:?}");
    }

    #[test]
    fn the_finnish_hand_command_is_kasi() {
        let commands = all_commands();
        let hand = commands.iter().find(|c| c.name == "hand").expect("/hand");
        assert_eq!(
            hand.name_localizations.get("fi").map(String::as_str),
            Some("käsi")
        );
        assert!(hand
            .description
            .as_deref()
            .is_some_and(|d| d.contains("hand")));
    }
}
