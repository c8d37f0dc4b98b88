//! `/canasta notify`: what a player is told when they choose how reminders reach them.

use crate::lang::Lang;
use crate::tr;
use canasta_storage::Notify;

/// The answer to `/canasta notify`, once the choice is stored, in `lang`.
pub fn notify_set_text(lang: Lang, notify: Notify) -> String {
    match notify {
        Notify::Dm => tr!(lang, "notify-dm"),
        Notify::Thread => tr!(lang, "notify-thread"),
        Notify::Off => tr!(lang, "notify-off"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_says_where_reminders_go() {
        assert!(notify_set_text(Lang::En, Notify::Dm).contains("direct message"));
        assert!(notify_set_text(Lang::En, Notify::Dm).contains("thread instead"));
        assert!(notify_set_text(Lang::En, Notify::Thread).contains("thread"));
        assert!(notify_set_text(Lang::En, Notify::Off).contains("no reminders"));
        assert!(notify_set_text(Lang::Fi, Notify::Dm).contains("yksityisviestinä"));
        assert!(notify_set_text(Lang::Sv, Notify::Off).contains("inga påminnelser"));
    }
}
