//! The Fluent bundles: each language's files parsed once, on first use, for all threads.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// `(language code, file name, text)` of every `locales/<lang>/<file>.ftl`, from `build.rs`.
pub(crate) const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, in the order of [`Lang::ALL`].
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&lang| load(lang)).collect())
}

/// A language's bundle: every file of its directory. A file with a syntax error keeps the
/// messages that parsed, and a repeated id keeps the first; `tests/messages.rs` fails on both.
fn load(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows the isolation marks Fluent puts around arguments as stray characters.
    bundle.set_use_isolating(false);
    for &(code, _, text) in FILES {
        if code == lang.code() {
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            // A repeated id is reported by the tests; the bundle keeps the first.
            let _ = bundle.add_resource(resource);
        }
    }
    bundle
}

/// The ids of the messages of the file `file` (`commands` for `commands.ftl`) in `lang`.
pub(super) fn ids_in(lang: Lang, file: &str) -> Vec<String> {
    FILES
        .iter()
        .filter(|&&(code, name, _)| code == lang.code() && name == file)
        .flat_map(|&(_, _, text)| {
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The message `id` (or its `attribute`) of `lang` with `args`, if that language has it.
pub(super) fn format(
    lang: Lang,
    id: &str,
    attribute: Option<&str>,
    args: Option<&FluentArgs<'_>>,
) -> Option<String> {
    let index = Lang::ALL.iter().position(|&l| l == lang)?;
    let bundle = bundles().get(index)?;
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}
