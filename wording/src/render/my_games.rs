//! `/mygames`: a player's games in a server, one line each, the games awaiting their move
//! first, with whose move it is, the clock and a link to the game's thread.

use super::clock::left_words;
use crate::lang::Lang;
use crate::payload::{Colour, Embed, Message};
use crate::tr;
use canasta_records::WaitKind;

/// One game on a player's list (the table service fills it in from the store).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyGame {
    /// The Discord server.
    pub guild_id: u64,
    /// The game's thread.
    pub thread_id: u64,
    /// The rule set's name.
    pub rules: String,
    /// The other players' names, in seat order.
    pub others: Vec<String>,
    /// Who is awaited, and for what; `None` when nobody is (a computer is thinking).
    pub awaited: Option<Awaited>,
    /// Milliseconds left on the awaited seat's clock; `None`: untimed.
    pub left_ms: Option<u64>,
}

/// Who a game waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Awaited {
    /// Their name.
    pub name: String,
    /// True when it is the reader.
    pub you: bool,
    /// A move, or an answer to "May I go out?".
    pub wait: WaitKind,
}

impl MyGame {
    /// True when the game waits for the reader.
    pub fn your_move(&self) -> bool {
        self.awaited.as_ref().is_some_and(|a| a.you)
    }
}

/// The link that opens a thread: `https://discord.com/channels/<guild>/<thread>`.
pub fn thread_link(guild_id: u64, thread_id: u64) -> String {
    format!("https://discord.com/channels/{guild_id}/{thread_id}")
}

/// The private answer to `/mygames`, in `lang`: `games` in the order given (the service puts
/// the reader's moves first), or a word that there are none.
pub fn my_games_message(lang: Lang, games: &[MyGame]) -> Message {
    let waiting = games.iter().filter(|g| g.your_move()).count();
    let title = match (games.len(), waiting) {
        (0, _) => tr!(lang, "my-games-title"),
        (n, 0) => tr!(lang, "my-games-title-none-waiting", games = n),
        (n, w) => tr!(lang, "my-games-title-waiting", games = n, waiting = w),
    };
    let description = if games.is_empty() {
        tr!(lang, "my-games-none")
    } else {
        games
            .iter()
            .map(|g| game_line(lang, g))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let colour = if waiting > 0 {
        Colour::TURN
    } else {
        Colour::NEUTRAL
    };
    Message::embed(Embed::new(title).description(description).colour(colour)).private()
}

/// "**Your move**, 14 h left · classic with Bob, Carol & Dave · <link>".
fn game_line(lang: Lang, game: &MyGame) -> String {
    let who = match &game.awaited {
        Some(Awaited {
            you: true, wait, ..
        }) => match wait {
            WaitKind::Answer => tr!(lang, "my-games-your-answer"),
            WaitKind::Move | WaitKind::Computer => tr!(lang, "my-games-your-move"),
        },
        Some(Awaited { name, wait, .. }) => match wait {
            WaitKind::Answer => tr!(lang, "my-games-to-answer", name = name.clone()),
            WaitKind::Move | WaitKind::Computer => {
                tr!(lang, "my-games-to-move", name = name.clone())
            }
        },
        None => tr!(lang, "my-games-computer"),
    };
    let clock = match game.left_ms {
        Some(ms) => format!(", {}", left_words(lang, ms)),
        None => String::new(),
    };
    let with = match game.others.split_last() {
        None => String::new(),
        Some((last, [])) => format!(" {}", tr!(lang, "my-games-with", names = last.clone())),
        Some((last, rest)) => {
            let names = format!("{} & {last}", rest.join(", "));
            format!(" {}", tr!(lang, "my-games-with", names = names))
        }
    };
    format!(
        "• {who}{clock} · {}{with} · {}",
        game.rules,
        thread_link(game.guild_id, game.thread_id)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(thread: u64, awaited: Option<(&str, bool, WaitKind)>, left: Option<u64>) -> MyGame {
        MyGame {
            guild_id: 7,
            thread_id: thread,
            rules: "classic".into(),
            others: vec!["Bob".into(), "Carol".into(), "Dave".into()],
            awaited: awaited.map(|(name, you, wait)| Awaited {
                name: name.into(),
                you,
                wait,
            }),
            left_ms: left,
        }
    }

    #[test]
    fn each_game_says_whose_move_the_clock_and_links_its_thread() {
        let games = [
            game(
                11,
                Some(("Aino", true, WaitKind::Move)),
                Some(14 * 3_600_000),
            ),
            game(12, Some(("Aino", true, WaitKind::Answer)), None),
            game(
                13,
                Some(("Carol", false, WaitKind::Move)),
                Some(30 * 60_000),
            ),
            game(14, None, None),
        ];
        let message = my_games_message(Lang::En, &games);
        assert!(message.ephemeral());
        let embed = &message.embeds()[0];
        assert_eq!(embed.title, "Your games — 4, 2 awaiting your move");
        assert_eq!(
            embed.description,
            "• **Your move**, 14 h left · classic with Bob, Carol & Dave · \
             https://discord.com/channels/7/11\n\
             • **Your answer** to \"May I go out?\" · classic with Bob, Carol & Dave · \
             https://discord.com/channels/7/12\n\
             • Carol to move, 30 min left · classic with Bob, Carol & Dave · \
             https://discord.com/channels/7/13\n\
             • A computer is moving · classic with Bob, Carol & Dave · \
             https://discord.com/channels/7/14"
        );
        let finnish = my_games_message(Lang::Fi, &games);
        let embed = &finnish.embeds()[0];
        assert_eq!(embed.title, "Pelisi — 4, 2 odottaa siirtoasi");
        assert!(
            embed
                .description
                .starts_with("• **Sinun siirtosi**, 14 h jäljellä · classic"),
            "{}",
            embed.description
        );
    }

    #[test]
    fn no_games_says_how_to_start_one() {
        let message = my_games_message(Lang::En, &[]);
        assert_eq!(message.embeds()[0].title, "Your games");
        assert!(message.embeds()[0].description.contains("/canasta new"));
        let waiting = my_games_message(
            Lang::En,
            &[game(1, Some(("Bob", false, WaitKind::Move)), None)],
        );
        assert_eq!(
            waiting.embeds()[0].title,
            "Your games — 1, none awaiting you"
        );
    }
}
