//! `/canasta notify`: what a player is told when they choose how reminders reach them.

use canasta_storage::Notify;

/// The answer to `/canasta notify`, once the choice is stored.
pub fn notify_set_text(notify: Notify) -> &'static str {
    match notify {
        Notify::Dm => {
            "Reminders will come by direct message, with a link to the game. If your direct \
             messages are closed to the bot, you are mentioned in the game's thread instead."
        }
        Notify::Thread => "Reminders will mention you in the game's thread.",
        Notify::Off => {
            "You will get no reminders. The table and `/mygames` still show whose move it is."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_says_where_reminders_go() {
        assert!(notify_set_text(Notify::Dm).contains("direct message"));
        assert!(notify_set_text(Notify::Dm).contains("thread instead"));
        assert!(notify_set_text(Notify::Thread).contains("thread"));
        assert!(notify_set_text(Notify::Off).contains("no reminders"));
    }
}
