//! One table's human in a load run. Each step is one interaction: `/hand` or the view's
//! Refresh button while there is nothing to do, else a control of the private hand view the
//! bot drew, so every move is one the bot (the engine's candidate generator behind the view)
//! offered: answer "May I go out?", end the deal, buy with a red 3, take the pile, draw, meld
//! (one offered meld, once a turn) and discard. A move is acknowledged when the bot answers
//! with the view of a later version.

use super::tables::LoadTable;
use crate::support::fake_discord::records::all_components;
use crate::support::fake_discord::{FakeDiscord, InteractionResponse, ResponseKind};
use serde_json::{json, Value};
use std::time::Duration;
use tokio::sync::RwLock;

/// How long a step waits for the bot's answer (Discord's 3 s, and some).
const ANSWER: Duration = Duration::from_secs(5);

/// A move the bot confirmed: the view it answered with was past the version pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Acknowledged {
    /// Index of the table in the run.
    pub table: usize,
    /// The game's version the move was made at (its index in the game's log).
    pub version: u64,
}

/// What one step did.
#[derive(Debug, Clone, Default)]
pub struct StepOutcome {
    /// The move it made, if the bot confirmed one.
    pub acknowledged: Option<Acknowledged>,
    /// The bot answered nothing in time (it was down).
    pub unanswered: bool,
    /// The bot refused the move (a view of the same version came back).
    pub refused: bool,
}

/// The private hand view the player has open.
#[derive(Debug, Clone)]
struct View {
    message: u64,
    version: u64,
    /// `(word, component)` of each enabled control of this view.
    controls: Vec<(String, Value)>,
}

/// What the next step sends.
#[derive(Debug, Clone)]
enum Step {
    Slash,
    Click(String),
    Select(String, String),
}

/// The human of one table.
#[derive(Debug)]
pub struct Player {
    /// Index of the table in the run.
    pub index: usize,
    /// The table.
    pub table: LoadTable,
    view: Option<View>,
    melded_at: Option<u64>,
    random: u64,
    steps: u64,
}

impl Player {
    /// The player of `table`, the `index`th of the run.
    pub fn new(index: usize, table: LoadTable) -> Player {
        Player {
            index,
            table,
            view: None,
            melded_at: None,
            random: 0x9E37_79B9_7F4A_7C15 ^ index as u64,
            steps: 0,
        }
    }

    fn roll(&mut self, n: usize) -> usize {
        // xorshift: reproducible choices per table, no shared state.
        self.random ^= self.random << 13;
        self.random ^= self.random >> 7;
        self.random ^= self.random << 17;
        (self.random % n.max(1) as u64) as usize
    }

    fn control(&self, word: &str) -> Option<&(String, Value)> {
        self.view
            .as_ref()?
            .controls
            .iter()
            .find(|(w, _)| w == word || w.starts_with(&format!("{word}:")))
    }

    /// True when the open hand view offers a move (the next step makes one).
    pub fn can_move(&self) -> bool {
        ["yes", "end", "buy", "take", "draw", "discard"]
            .iter()
            .any(|word| self.control(word).is_some())
    }

    fn first_value(component: &Value, pick: usize) -> Option<String> {
        let options = component["options"].as_array()?;
        let option = options.get(pick % options.len().max(1))?;
        option["value"].as_str().map(str::to_string)
    }

    /// The next step: a move the open view offers, or a look at the hand.
    fn decide(&mut self) -> Step {
        let Some(view) = self.view.clone() else {
            return Step::Slash;
        };
        for word in ["yes", "end", "buy"] {
            if let Some((_, c)) = self.control(word) {
                return Step::Click(c["custom_id"].as_str().unwrap_or_default().into());
            }
        }
        let take = self.control("take").cloned();
        let draw = self.control("draw").cloned();
        if let Some((_, c)) = take.filter(|_| draw.is_none() || self.roll(4) == 0) {
            if let Some(value) = Self::first_value(&c, 0) {
                let id = c["custom_id"].as_str().unwrap_or_default().into();
                return Step::Select(id, value);
            }
        }
        if let Some((_, c)) = draw {
            return Step::Click(c["custom_id"].as_str().unwrap_or_default().into());
        }
        let meld = self.control("meld").cloned();
        if let Some((_, c)) = meld.filter(|_| self.melded_at != Some(view.version)) {
            self.melded_at = Some(view.version);
            if self.roll(2) == 0 {
                if let Some(value) = Self::first_value(&c, 0) {
                    let id = c["custom_id"].as_str().unwrap_or_default().into();
                    return Step::Select(id, value);
                }
            }
        }
        if let Some((_, c)) = self.control("discard").cloned() {
            let pick = self.roll(16);
            if let Some(value) = Self::first_value(&c, pick) {
                let id = c["custom_id"].as_str().unwrap_or_default().into();
                return Step::Select(id, value);
            }
        }
        // Nothing to do now: look again, by the view's Refresh button or by /hand.
        self.view = None;
        match (self.steps % 2, self.control("hand")) {
            (0, _) | (_, None) => Step::Slash,
            (_, Some((_, c))) => Step::Click(c["custom_id"].as_str().unwrap_or_default().into()),
        }
    }

    /// Makes one step through the bot; `None` when `gate` says the bot is down (nothing is
    /// sent while it is shut: a real Discord has no gateway session to send to either).
    pub async fn step(
        &mut self,
        discord: &FakeDiscord,
        gate: &RwLock<bool>,
    ) -> Option<StepOutcome> {
        let open_gate = gate.read().await;
        if *open_gate {
            return None;
        }
        self.steps += 1;
        let open = self.view.clone();
        let step = self.decide();
        let user = self.table.user.clone();
        let (pending, pressed) = match (&step, &open) {
            (Step::Slash, _) => {
                let pending = discord
                    .send_slash_command(&user, self.table.thread, "hand", json!({}))
                    .await;
                (pending, None)
            }
            (Step::Click(id), Some(view)) => {
                let pending = discord.click_button(&user, view.message, id).await;
                (
                    pending,
                    Some(view.version).filter(|_| !id.ends_with(":hand")),
                )
            }
            (Step::Select(id, value), Some(view)) => {
                let pending = discord.select(&user, view.message, id, &[value]).await;
                (pending, Some(view.version))
            }
            _ => unreachable!("a control is pressed on an open view"),
        };
        drop(open_gate);
        let mut outcome = StepOutcome::default();
        let first = discord
            .response_within(pending.id, ANSWER, |r| r.callback_type().is_some())
            .await;
        let Some(first) = first.filter(|r| r.accepted()) else {
            outcome.unanswered = true;
            self.view = None;
            return Some(outcome);
        };
        let last = match first.callback_type() {
            Some(5 | 6) => {
                let done = |r: &InteractionResponse| {
                    matches!(r.kind, ResponseKind::Followup | ResponseKind::EditOriginal)
                };
                discord.response_within(pending.id, ANSWER, done).await
            }
            _ => Some(first),
        };
        let Some(last) = last else {
            outcome.unanswered = true;
            self.view = None;
            return Some(outcome);
        };
        let message = last.message_id.or_else(|| open.as_ref().map(|v| v.message));
        self.view = message.and_then(|m| view_of(self.table.game.0, m, &last.payload));
        if let Some(version) = pressed {
            match &self.view {
                Some(now) if now.version > version => {
                    outcome.acknowledged = Some(Acknowledged {
                        table: self.index,
                        version,
                    });
                }
                _ => outcome.refused = true,
            }
        }
        Some(outcome)
    }
}

/// The hand view of `game` in a response's payload, if it is one.
fn view_of(game: u64, message: u64, payload: &Value) -> Option<View> {
    let prefix = format!("g:{game}:v:");
    let rows = payload["components"].as_array()?;
    let mut version = None;
    let mut controls = Vec::new();
    for c in all_components(rows) {
        let Some(id) = c["custom_id"].as_str() else {
            continue;
        };
        let Some((v, word)) = id.strip_prefix(&prefix).and_then(|r| r.split_once(':')) else {
            continue;
        };
        if word == "hand" {
            version = v.parse().ok();
        }
        if !c["disabled"].as_bool().unwrap_or(false) {
            controls.push((word.to_string(), c.clone()));
        }
    }
    Some(View {
        message,
        version: version?,
        controls,
    })
}
