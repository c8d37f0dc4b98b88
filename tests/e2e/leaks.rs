//! Hidden cards never appear in a public message. The checker replays the game's log beside
//! the bot and, for every public payload the fake recorded since the last check, looks at each
//! run of card words (`7 7 2`, `K ×8 2 Joker`): it must be made of cards that were public in
//! the versions around it (melds, red 3s, the pile's top, and the cards the actions showed).
//! Cards are counted by rank (a card named with its suit, as Samba's are, by its rank too). It also looks for any seat's whole
//! hand as the hand view writes it, and for the hand view's wording. The card words are those
//! of the language the thread is written in ([`LeakCheck::set_lang`]; English by default).

use crate::support::fake_discord::{FakeDiscord, MessageEventKind};
use canasta_engine::{Card, Event, Game, MeldPlay};
use canasta_storage::{GameId, Store};
use canasta_wording::lang::Lang;
use canasta_wording::render::words::{card_word, hand_words, rank_word};
use canasta_wording::tr;
use serde_json::Value;
use std::collections::HashMap;

/// Card word -> count.
type Counts = HashMap<String, usize>;

/// What one version of the game made public, and every hand at it.
struct VersionCards {
    public: Counts,
    hands: Vec<Vec<Card>>,
}

/// How many versions before the last check a message may still belong to.
const SLACK: usize = 4;

/// The checker of one game.
pub struct LeakCheck {
    game: GameId,
    lang: Lang,
    names: Vec<String>,
    mirror: Option<Game>,
    applied: usize,
    versions: Vec<VersionCards>,
    checked_up_to: usize,
    seen_events: usize,
    /// Public payloads checked so far.
    pub payloads: usize,
    /// Runs of card words checked so far.
    pub runs: usize,
}

fn add(lang: Lang, counts: &mut Counts, card: Card) {
    *counts.entry(card_word(lang, card)).or_default() += 1;
}

fn event_cards(lang: Lang, events: &[Event], counts: &mut Counts) {
    for event in events {
        match event {
            Event::RedThreeLaid { card, .. } | Event::Discarded { card, .. } => {
                add(lang, counts, *card)
            }
            Event::TookPile { top, with, .. } => {
                add(lang, counts, *top);
                with.iter().for_each(|&c| add(lang, counts, c));
            }
            Event::Melded { melds, .. } => melds
                .iter()
                .flat_map(MeldPlay::cards)
                .for_each(|&c| add(lang, counts, c)),
            _ => {}
        }
    }
}

impl LeakCheck {
    /// A checker for `game`, starting with the fake's message events from `from_event` on.
    pub fn new(game: GameId, names: Vec<String>, from_event: usize) -> LeakCheck {
        LeakCheck {
            game,
            lang: Lang::En,
            names,
            mirror: None,
            applied: 0,
            versions: Vec::new(),
            checked_up_to: 0,
            seen_events: from_event,
            payloads: 0,
            runs: 0,
        }
    }

    /// Reads the public messages in `lang`'s card words (before the first check).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn record(&mut self, game: &Game, events: &[Event]) {
        let lang = self.lang;
        let view = game.public_view();
        let mut public = Counts::new();
        view.visible_cards()
            .into_iter()
            .for_each(|c| add(lang, &mut public, c));
        event_cards(lang, events, &mut public);
        let hands = (0..view.seats.len())
            .map(|s| game.seat_view(s).hand)
            .collect();
        self.versions.push(VersionCards { public, hands });
    }

    /// Replays the stored log up to now, then checks every new public payload.
    pub fn check(&mut self, discord: &FakeDiscord, store: &Store) {
        // Messages first: each was posted after its action was stored, so the log read next
        // holds every version they can show.
        let events = discord.message_events_since(self.seen_events);
        self.seen_events += events.len();
        let log = store.load_log(self.game).expect("the game's log loads");
        if self.mirror.is_none() {
            let (game, events) = Game::new(log.rules.clone(), log.seed).expect("the game deals");
            self.record(&game, &events);
            self.mirror = Some(game);
        }
        while self.applied < log.actions.len() {
            let entry = &log.actions[self.applied];
            let mut game = self.mirror.take().expect("mirror");
            let events = game
                .apply(entry.seat, &entry.action)
                .expect("the log replays");
            self.record(&game, &events);
            self.mirror = Some(game);
            self.applied += 1;
        }
        let window = &self.versions[self.checked_up_to.saturating_sub(SLACK)..];
        let mut allowed = Counts::new();
        for version in window {
            for (word, &n) in &version.public {
                let entry = allowed.entry(word.clone()).or_default();
                *entry = (*entry).max(n);
            }
        }
        let hands: Vec<String> = window
            .iter()
            .flat_map(|v| v.hands.iter())
            .filter(|h| distinct_ranks(h) >= 2)
            .map(|h| hand_words(self.lang, h))
            .collect();
        for event in events {
            if event.ephemeral || event.kind == MessageEventKind::Deleted {
                continue;
            }
            let text = payload_text(&event.payload);
            let label = format!("a public message (message {})", event.message_id);
            self.check_text(&text, &label, &allowed, &hands);
        }
        self.checked_up_to = self.versions.len() - 1;
    }

    /// Checks a text that may tell the whole game so far, such as `/log`: it may name only
    /// cards that were public at some version (each rank at most as often as it was public
    /// at once) and no seat's hand of the last versions.
    pub fn check_whole_game_text(&mut self, discord: &FakeDiscord, store: &Store, text: &str) {
        self.check(discord, store);
        let mut allowed = Counts::new();
        for version in &self.versions {
            for (word, &n) in &version.public {
                let entry = allowed.entry(word.clone()).or_default();
                *entry = (*entry).max(n);
            }
        }
        let hands: Vec<String> = self.versions[self.versions.len().saturating_sub(SLACK)..]
            .iter()
            .flat_map(|v| v.hands.iter())
            .filter(|h| distinct_ranks(h) >= 2)
            .map(|h| hand_words(self.lang, h))
            .collect();
        self.check_text(text, "the game's log", &allowed, &hands);
    }

    fn check_text(&mut self, text: &str, label: &str, allowed: &Counts, hands: &[String]) {
        self.payloads += 1;
        for lang in [Lang::En, self.lang] {
            let title = before_marker(&tr!(lang, "hand-title", cards = MARKER));
            let look = before_marker(&tr!(lang, "hand-look-through", cards = MARKER));
            assert!(
                !text.contains(&title) && !text.contains(&look),
                "a hand view was shown in {label}: {text}"
            );
        }
        let stripped = self.strip_names(text);
        let words = format!(
            " {} ",
            stripped.split_whitespace().collect::<Vec<_>>().join(" ")
        );
        for hand in hands {
            assert!(
                !words.contains(&format!(" {hand} ")),
                "{label} shows the hand `{hand}`: {text}"
            );
        }
        for run in card_runs(self.lang, &stripped) {
            self.runs += 1;
            for (word, n) in &run {
                let public = allowed.get(word).copied().unwrap_or(0);
                assert!(
                    *n <= public,
                    "{label} names {n} × {word}, but only {public} were public around then \
                     (versions {}..{}): {text}",
                    self.checked_up_to.saturating_sub(SLACK),
                    self.versions.len() - 1,
                );
            }
        }
    }

    /// The text without player names (they hold digits: `Player 2`), the numbers of
    /// numbered lists (`2. Player 7` in the lobby's seats) and the words "red 3".
    fn strip_names(&self, text: &str) -> String {
        let mut out: String = text
            .lines()
            .map(|line| {
                let digits =
                    line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                match line[digits..].strip_prefix(". ") {
                    Some(rest) if digits > 0 => rest,
                    _ => line,
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
            .replace("red 3 ", "red-three ");
        let mut names = self.names.clone();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        for name in &names {
            out = out.replace(name.as_str(), " ");
        }
        out
    }
}

fn distinct_ranks(hand: &[Card]) -> usize {
    let mut ranks: Vec<_> = hand.iter().map(|c| c.rank).collect();
    ranks.dedup();
    ranks.len()
}

/// Every text of a message payload that people read: content, embeds, component labels,
/// placeholders and option labels and descriptions.
pub fn payload_text(payload: &Value) -> String {
    let mut out = Vec::new();
    collect_strings(payload, &mut out);
    out.join("\n")
}

fn collect_strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            // A select option's value is for the bot, not shown (an embed field's is shown).
            let option = map.contains_key("label");
            for (key, value) in map {
                match (key.as_str(), value) {
                    ("custom_id" | "url" | "allowed_mentions" | "id", _) => {}
                    ("value", _) if option => {}
                    (_, Value::String(s)) => out.push(s.clone()),
                    (_, other) => collect_strings(other, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect_strings(i, out)),
        _ => {}
    }
}

/// A marker for a message's argument, to cut the message there ([`before_marker`]).
const MARKER: &str = "\u{1}";

/// What a message says before its argument's [`MARKER`]: `Your hand — `.
fn before_marker(text: &str) -> String {
    text.split(MARKER).next().unwrap_or_default().to_string()
}

/// The words a card is written with in `lang`: its rank (`S` for a jack in Finnish) or a red
/// 3 with its suit.
fn card_words(lang: Lang) -> Vec<String> {
    let mut words: Vec<String> = canasta_engine::Rank::SUITED
        .iter()
        .chain([&canasta_engine::Rank::Joker])
        .map(|&rank| rank_word(lang, rank))
        .collect();
    words.extend(["3♥".to_string(), "3♦".to_string()]);
    words
}

/// Runs of two or more card words of `lang` (`K ×8` counts eight), each as counts per word.
/// Mentions and everything but card words end a run.
pub fn card_runs(lang: Lang, text: &str) -> Vec<Counts> {
    let card_words = card_words(lang);
    let mut runs = Vec::new();
    let mut run = Counts::new();
    let mut last: Option<String> = None;
    let mut size = 0;
    let finish = |run: &mut Counts, size: &mut usize, runs: &mut Vec<Counts>| {
        if *size >= 2 {
            runs.push(std::mem::take(run));
        }
        run.clear();
        *size = 0;
    };
    for raw in text.split_whitespace() {
        // An opening parenthesis ends a run: "Canastas: 3 (2 needed to go out)" names no card.
        if raw.starts_with('(') {
            finish(&mut run, &mut size, &mut runs);
            last = None;
        }
        let token = raw.trim_matches(|c: char| ",.;:!?()\"'*".contains(c));
        // Where sequences are played cards are named with their suits (`9♥`): counted by
        // rank like the others, a red 3 as itself.
        let token = match token.strip_suffix(['♣', '♦', '♥', '♠']) {
            Some(rank) if !card_words.iter().any(|w| w == token) => rank,
            _ => token,
        };
        if let (Some(times), Some(word)) = (token.strip_prefix('×'), last.as_ref()) {
            if let Ok(n) = times.parse::<usize>() {
                *run.entry(word.clone()).or_default() += n.saturating_sub(1);
                size += n.saturating_sub(1);
                continue;
            }
        }
        if card_words.iter().any(|w| w == token) && !raw.starts_with("<@") {
            *run.entry(token.to_string()).or_default() += 1;
            size += 1;
            last = Some(token.to_string());
            // A sentence's or a bracket's end ends a run: "(3♥). A red 3 among…" names no ace.
            if raw.ends_with(['.', ')', ';', '!', '?']) {
                finish(&mut run, &mut size, &mut runs);
                last = None;
            }
        } else {
            finish(&mut run, &mut size, &mut runs);
            last = None;
        }
    }
    finish(&mut run, &mut size, &mut runs);
    runs
}

#[test]
fn card_runs_are_found_and_counted() {
    let text = "Bo melded 7 7 2 and K ×8 Joker. Deal 2 begins; 14 cards · 9 9";
    let runs = card_runs(Lang::En, text);
    assert_eq!(runs.len(), 3);
    assert_eq!(runs[0]["7"], 2);
    assert_eq!((runs[1]["K"], runs[1]["Joker"]), (8, 1));
    assert_eq!(runs[2]["9"], 2);
    assert!(card_runs(Lang::En, "Canastas: 3 (2 needed to go out)").is_empty());
    let samba = card_runs(Lang::En, "Bo melded 9♥ 10♥ J♥ and laid down 3♥ 3♦.");
    assert_eq!((samba[0]["9"], samba[0]["10"], samba[0]["J"]), (1, 1, 1));
    assert_eq!((samba[1]["3♥"], samba[1]["3♦"]), (1, 1));
    let sentences = "Bo laid down a red 3 (3♥).\nA red 3 among the stock's last two cards";
    assert!(card_runs(Lang::En, sentences).is_empty(), "no ace there");
    let two = card_runs(Lang::En, "Bo melded 7 7. K K");
    assert_eq!((two[0]["7"], two[1]["K"]), (2, 2));
}
