//! The terminal: the shared messages printed as plain text, or with colour when the output is
//! a terminal that wants it (not piped, `NO_COLOR` unset, `TERM` not `dumb`). The colour
//! version is the plain text with ANSI codes added, never other words.

use canasta_wording::render::{Colour, Embed};
use std::io::{self, IsTerminal, Write};

/// How output looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Use ANSI colours.
    pub colour: bool,
    /// Output is a terminal someone looks at: clear it to hide a hand from the next player.
    pub terminal: bool,
}

impl Style {
    /// Plain text, as for a pipe.
    #[cfg(test)]
    pub const PLAIN: Style = Style {
        colour: false,
        terminal: false,
    };

    /// The style for standard output and the environment.
    pub fn detect() -> Style {
        let terminal = io::stdout().is_terminal();
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
        Style {
            colour: terminal && !no_color && !dumb,
            terminal,
        }
    }
}

const RESET: &str = "\x1b[0m";
const BOLD: &str = "\x1b[1m";
const DIM: &str = "\x1b[2m";
/// Erase the screen (`2J`) and the scrollback (`3J`, which xterm, VTE, kitty, the Windows
/// terminal and tmux honour), then home the cursor: the last player's hand is gone, not
/// only scrolled up.
pub const CLEAR: &str = "\x1b[2J\x1b[3J\x1b[H";

/// The ANSI foreground colour closest to an embed colour.
fn ansi(colour: Colour) -> &'static str {
    match colour {
        Colour::TURN => "\x1b[32m",
        Colour::SCORE => "\x1b[33m",
        Colour::WARNING => "\x1b[35m",
        Colour::ERROR => "\x1b[31m",
        _ => "\x1b[34m",
    }
}

/// An embed as text: exactly [`Embed::to_text`] when plain; with colour, the same lines with
/// a coloured title, bold field names and a dim footer.
pub fn embed_text(embed: &Embed, style: Style) -> String {
    if !style.colour {
        return embed.to_text();
    }
    let paint = |codes: &str, text: String| format!("{codes}{text}{RESET}");
    let mut out = Vec::new();
    if !embed.title.is_empty() {
        let codes = format!("{BOLD}{}", ansi(embed.colour));
        out.push(paint(&codes, format!("== {} ==", embed.title)));
    }
    if !embed.description.is_empty() {
        out.push(embed.description.clone());
    }
    for (name, value, _) in &embed.fields {
        out.push(paint(BOLD, format!("-- {name} --")));
        out.push(value.clone());
    }
    if let Some(footer) = &embed.footer {
        out.push(paint(DIM, format!("({footer})")));
    }
    out.join("\n")
}

/// Where the game is printed.
pub struct Screen<W: Write> {
    out: W,
    style: Style,
}

impl<W: Write> Screen<W> {
    /// A screen writing to `out`.
    pub fn new(out: W, style: Style) -> Screen<W> {
        Screen { out, style }
    }

    /// An embed, then a blank line.
    pub fn embed(&mut self, embed: &Embed) -> io::Result<()> {
        writeln!(self.out, "{}\n", embed_text(embed, self.style))
    }

    /// A line of text.
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{text}")
    }

    /// A heading and a log of what happened, one event a line.
    pub fn log(&mut self, heading: &str, lines: &[String]) -> io::Result<()> {
        if lines.is_empty() {
            return Ok(());
        }
        let (on, off) = if self.style.colour {
            (DIM, RESET)
        } else {
            ("", "")
        };
        writeln!(self.out, "{on}{heading}{off}")?;
        for line in lines {
            writeln!(self.out, "  · {line}")?;
        }
        writeln!(self.out)
    }

    /// A prompt, left on its line while input is read.
    pub fn prompt(&mut self, text: &str) -> io::Result<()> {
        if self.style.colour {
            write!(self.out, "{BOLD}{text}{RESET}")?;
        } else {
            write!(self.out, "{text}")?;
        }
        self.out.flush()
    }

    /// Hides what is on a terminal (the last player's hand), its scrollback too; on a pipe,
    /// a blank line.
    pub fn clear(&mut self) -> io::Result<()> {
        if self.style.terminal {
            write!(self.out, "{CLEAR}")?;
        } else {
            writeln!(self.out)?;
        }
        self.out.flush()
    }

    /// Writes everything out.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// The writer (for tests).
    #[cfg(test)]
    pub fn into_inner(self) -> W {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embed() -> Embed {
        Embed::new("Table")
            .description("Pile: 9")
            .field("Team 1", "K K K", false)
            .footer("classic")
            .colour(Colour::TURN)
    }

    /// Removes `ESC [ ... m` sequences.
    fn strip(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn plain_is_the_shared_text_and_colour_only_adds_codes() {
        let plain = embed_text(&embed(), Style::PLAIN);
        assert_eq!(plain, embed().to_text());
        assert!(!plain.contains('\x1b'));
        let colour = Style {
            colour: true,
            terminal: true,
        };
        let coloured = embed_text(&embed(), colour);
        assert!(coloured.contains("\x1b[1m\x1b[32m== Table =="));
        assert_eq!(strip(&coloured), plain);
    }

    #[test]
    fn a_pipe_gets_no_escape_codes() {
        let mut screen = Screen::new(Vec::new(), Style::PLAIN);
        screen.embed(&embed()).unwrap();
        screen.log("Since:", &["Bob drew a card.".into()]).unwrap();
        screen.prompt("You> ").unwrap();
        screen.clear().unwrap();
        let text = String::from_utf8(screen.into_inner()).unwrap();
        assert!(!text.contains('\x1b'), "{text}");
        assert!(text.contains("  · Bob drew a card.\n"));
    }
}
