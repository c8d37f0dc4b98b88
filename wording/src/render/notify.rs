//! `/canasta notify`: what a player is told when they choose how reminders reach them.

use crate::lang::Lang;
use crate::tr;
use canasta_records::Notify;

/// The answer to `/canasta notify`, once the choice is stored, in `lang`. On a bot run by
/// several processes (`sharded`), each keeps its own copy of the choice: the answer says so.
pub fn notify_set_text(lang: Lang, notify: Notify, sharded: bool) -> String {
    let set = match notify {
        Notify::Dm => tr!(lang, "notify-dm"),
        Notify::Thread => tr!(lang, "notify-thread"),
        Notify::Off => tr!(lang, "notify-off"),
    };
    if sharded {
        format!("{set}\n{}", tr!(lang, "notify-per-process"))
    } else {
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_says_where_reminders_go() {
        let text = |lang, notify| notify_set_text(lang, notify, false);
        assert!(text(Lang::En, Notify::Dm).contains("direct message"));
        assert!(text(Lang::En, Notify::Dm).contains("thread instead"));
        assert!(text(Lang::En, Notify::Thread).contains("thread"));
        assert!(text(Lang::En, Notify::Off).contains("no reminders"));
        assert!(text(Lang::Fi, Notify::Dm).contains("yksityisviestinä"));
        assert!(text(Lang::Sv, Notify::Off).contains("inga påminnelser"));
        assert!(!text(Lang::En, Notify::Off).contains("several machines"));
    }

    #[test]
    fn on_a_sharded_bot_the_answer_says_the_choice_holds_where_it_was_made() {
        for (lang, word) in [
            (Lang::En, "several machines"),
            (Lang::Fi, "usealla koneella"),
            (Lang::Sv, "flera maskiner"),
        ] {
            let text = notify_set_text(lang, Notify::Thread, true);
            assert!(text.contains(word), "{text}");
            assert!(text.starts_with(&notify_set_text(lang, Notify::Thread, false)));
        }
    }
}
