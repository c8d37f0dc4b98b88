//! The game loop: computer players (of `--level`, the strong ones thinking `--think-ms`) move
//! on their own; a person at the terminal sees what
//! happened since their last turn, the table and their hand, and types moves or questions
//! until the turn passes. Every accepted move is logged and saved.

use super::moves::legal_moves;
use super::save::SaveFile;
use super::screen::Screen;
use super::setup::Setup;
use super::words::{classify, Typed};
use anyhow::Context;
use canasta_engine::players::Player;
use canasta_engine::{Action, Event, Game, GameLog, RuleError};
use canasta_wording::input::parse_action;
use canasta_wording::lang::Lang;
use canasta_wording::render::auction::call_prompt;
use canasta_wording::render::terminal::{
    moves_line, next_deal_prompt, pass_to, pile_embed, prompt, quit_line, since_last_turn,
    terminal_help_embed,
};
use canasta_wording::render::{
    deal_result_embed, error_message, event_lines, game_over_embed, hand_embed, input_error_text,
    rule_error_text, rules_embed, scores_embed, table_embed, topic_help, Embed, Names,
};
use std::io::{BufRead, Write};

/// How a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The game is over.
    GameOver,
    /// The player typed `quit`, or the input ended.
    Quit,
}

/// Something a person at the terminal has not seen yet.
enum Unseen {
    /// An event line.
    Line(String),
    /// A deal's scores.
    Scores(Embed),
}

/// A game at the terminal.
pub struct Session<R: BufRead, W: Write> {
    game: Game,
    log: GameLog,
    humans: Vec<usize>,
    names: Names,
    /// The language everything is shown in (`--lang`).
    lang: Lang,
    save: Option<SaveFile>,
    computers: Vec<Option<Box<dyn Player>>>,
    /// Per seat: what happened since that person last looked.
    unseen: Vec<Vec<Unseen>>,
    /// The person whose hand may be on the screen.
    at_terminal: Option<usize>,
    /// The seat that made the last move.
    last_mover: Option<usize>,
    input: R,
    /// Repeat each input line on the screen (when input is not typed at a terminal).
    echo: bool,
    screen: Screen<W>,
}

impl<R: BufRead, W: Write> Session<R, W> {
    /// A session from its setup, reading `input` and printing to `screen`; `echo` repeats
    /// input lines after the prompt, so a transcript of piped input reads like a session.
    pub fn new(setup: Setup, input: R, echo: bool, screen: Screen<W>) -> Session<R, W> {
        let seats = setup.game.rules().table.seats as usize;
        let seed = setup.log.seed;
        let computers = (0..seats)
            .map(|s| {
                (!setup.humans.contains(&s))
                    .then(|| setup.level.build_with(seed ^ s as u64, setup.budget))
            })
            .collect();
        Session {
            game: setup.game,
            log: setup.log,
            humans: setup.humans,
            names: setup.names,
            lang: setup.lang,
            save: setup.save,
            computers,
            unseen: (0..seats).map(|_| Vec::new()).collect(),
            at_terminal: None,
            last_mover: None,
            input,
            echo,
            screen,
        }
    }

    /// Plays until the game ends or the player quits.
    pub fn run(mut self, intro: &[String]) -> anyhow::Result<End> {
        for line in intro {
            self.screen.line(line)?;
        }
        self.screen.line("")?;
        self.write_save()?;
        loop {
            let Some(seat) = self.game.seat_to_act() else {
                self.game_over()?;
                return Ok(End::GameOver);
            };
            if self.humans.contains(&seat) {
                if !self.human_turn(seat)? {
                    self.screen.line("")?;
                    let saved = self.save.as_ref().map(SaveFile::display);
                    self.screen.line(&quit_line(self.lang, saved.as_deref()))?;
                    return Ok(End::Quit);
                }
            } else {
                self.computer_turn(seat)?;
            }
        }
    }

    fn computer_turn(&mut self, seat: usize) -> anyhow::Result<()> {
        let player = self.computers[seat]
            .as_mut()
            .context("no computer player in this seat")?;
        let action = player.choose(&self.game, seat);
        self.apply(seat, action)?
            .with_context(|| format!("the computer in seat {} chose a refused move", seat + 1))
    }

    /// Applies a move: logs and saves it, prints its events for the mover and keeps them for
    /// everyone else. A refusal changes nothing.
    fn apply(&mut self, seat: usize, action: Action) -> anyhow::Result<Result<(), RuleError>> {
        let before = self.game.public_view();
        let events = match self.game.apply(seat, &action) {
            Ok(events) => events,
            Err(refusal) => return Ok(Err(refusal)),
        };
        self.log.push(seat, action);
        self.write_save()?;
        self.last_mover = Some(seat);
        let lines = event_lines(self.lang, &events, &self.names, Some(&before));
        for &human in &self.humans {
            let unseen = &mut self.unseen[human];
            if human != seat {
                unseen.extend(lines.iter().cloned().map(Unseen::Line));
            }
            for event in &events {
                if let Event::DealScored { result } = event {
                    let embed =
                        deal_result_embed(self.lang, result, self.game.rules(), &self.names);
                    unseen.push(Unseen::Scores(embed));
                }
            }
        }
        if self.humans.contains(&seat) {
            for line in &lines {
                self.screen.line(line)?;
            }
            self.screen.line("")?;
        }
        Ok(Ok(()))
    }

    /// One person's turn at the prompt. Returns false when they quit (or the input ended).
    fn human_turn(&mut self, seat: usize) -> anyhow::Result<bool> {
        let name = self.names.seat(seat).to_string();
        if self.at_terminal != Some(seat) && self.humans.len() > 1 {
            self.screen.clear()?;
            self.screen.prompt(&pass_to(self.lang, &name))?;
            if self.read_line()?.is_none() {
                return Ok(false);
            }
            self.screen.clear()?;
        }
        let new_turn = self.at_terminal != Some(seat) || self.last_mover != Some(seat);
        self.at_terminal = Some(seat);
        if !self.show_unseen(seat)? {
            return Ok(false);
        }
        if new_turn {
            self.screen.embed(&table_embed(
                self.lang,
                &self.game.public_view(),
                self.game.rules(),
                &self.names,
            ))?;
        }
        self.show_hand(seat)?;
        if let Some(line) = call_prompt(self.lang, &self.game, seat) {
            self.screen.line(&line)?;
        }
        loop {
            self.screen.prompt(&prompt(&name))?;
            let Some(line) = self.read_line()? else {
                return Ok(false);
            };
            if let Some(done) = self.answer(seat, &line)? {
                return Ok(done);
            }
        }
    }

    /// Acts on a typed line: `Some(true)` when a move was made, `Some(false)` to quit, `None`
    /// to prompt again.
    fn answer(&mut self, seat: usize, line: &str) -> anyhow::Result<Option<bool>> {
        let view = self.game.seat_view(seat);
        let rules = self.game.rules();
        let embed = match classify(self.lang, line) {
            Typed::Quit => return Ok(Some(false)),
            Typed::Hand => hand_embed(self.lang, &self.game, seat, &self.names),
            Typed::Table => table_embed(self.lang, &view.table, rules, &self.names),
            Typed::Pile => pile_embed(self.lang, &view),
            Typed::Score => scores_embed(self.lang, &view.table, rules, &self.names),
            Typed::Rules => rules_embed(self.lang, rules),
            Typed::Help("") => terminal_help_embed(self.lang, rules),
            Typed::Help(topic) => topic_help(self.lang, topic, Some(rules)),
            Typed::Moves => {
                self.screen.line(&moves_line(
                    self.lang,
                    &legal_moves(self.lang, &self.game, seat),
                ))?;
                return Ok(None);
            }
            Typed::Play(text) => match parse_action(self.lang, text, &view) {
                Err(mistake) => error_embed(self.lang, &input_error_text(self.lang, &mistake)),
                Ok(action) => match self.apply(seat, action)? {
                    Ok(()) => return Ok(Some(true)),
                    Err(refusal) => error_embed(
                        self.lang,
                        &rule_error_text(self.lang, &refusal, &self.names),
                    ),
                },
            },
        };
        self.screen.embed(&embed)?;
        Ok(None)
    }

    fn show_hand(&mut self, seat: usize) -> anyhow::Result<()> {
        let embed = hand_embed(self.lang, &self.game, seat, &self.names);
        Ok(self.screen.embed(&embed)?)
    }

    /// What happened since `seat` last looked: event lines, then any deal's scores. A person
    /// typing at the terminal reads a deal's scores before the next deal scrolls them away:
    /// they press Enter. False when the input ended there.
    fn show_unseen(&mut self, seat: usize) -> anyhow::Result<bool> {
        let unseen = std::mem::take(&mut self.unseen[seat]);
        let mut lines = Vec::new();
        let mut scores = Vec::new();
        for item in unseen {
            match item {
                Unseen::Line(line) => lines.push(line),
                Unseen::Scores(embed) => scores.push(embed),
            }
        }
        self.screen.log(&since_last_turn(self.lang), &lines)?;
        for embed in &scores {
            self.screen.embed(embed)?;
        }
        let typed = !self.echo;
        if typed && !scores.is_empty() && self.game.seat_to_act().is_some() {
            self.screen.prompt(&next_deal_prompt(self.lang))?;
            if self.read_line()?.is_none() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn game_over(&mut self) -> anyhow::Result<()> {
        if let Some(&seat) = self.at_terminal.as_ref().or(self.humans.first()) {
            self.show_unseen(seat)?;
        }
        let view = self.game.public_view();
        let embed = game_over_embed(self.lang, &view, self.game.rules(), &self.names);
        self.screen.embed(&embed)?;
        Ok(self.screen.flush()?)
    }

    fn write_save(&self) -> anyhow::Result<()> {
        match &self.save {
            Some(save) => save.write(&self.humans, &self.log),
            None => Ok(()),
        }
    }

    /// The next line of input without its line ending; `None` at the end of input.
    fn read_line(&mut self) -> anyhow::Result<Option<String>> {
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        let line = line.trim_end_matches(['\r', '\n']).to_string();
        if self.echo {
            self.screen.line(&line)?;
        }
        Ok(Some(line))
    }
}

/// A refusal or mistake, in the words Discord uses.
fn error_embed(lang: Lang, text: &str) -> Embed {
    error_message(lang, text).embeds()[0].clone()
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
