//! How loud a game's thread is (issue 13, a quieter thread): the bot's own posts in the
//! thread, each a notification for everyone who follows it, counted per deal beside the turns
//! in which a human was asked to act.
//!
//! A post is a message the bot sent to the thread by itself (not the answer to a command,
//! which the asker sees); the game's posts run from its first ("The game begins") to its
//! game-over post. A deal's posts end with the post of its scores. Human turns come from the
//! game's log: each run of moves one human made in a row (a turn, a call, an answer to "May I
//! go out?", or the rest of a turn after the partner answered).

use super::harness::Harness;
use canasta_engine::Game;
use canasta_storage::GameRecord;
use canasta_wording::render::next_up::next_up;

/// One deal's count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DealPosts {
    /// Public posts of the bot in the thread during the deal.
    pub posts: usize,
    /// Turns of humans: runs of moves one human made in a row.
    pub human_turns: usize,
    /// Times a human was asked to play, answer, call or open ([`next_up`]: the moments a post
    /// pings someone; the count the first measurement used).
    pub asked: usize,
}

/// A finished game's posts, deal by deal.
#[derive(Debug, Clone)]
pub struct PostCount {
    /// Deal 1 first.
    pub deals: Vec<DealPosts>,
}

impl PostCount {
    /// Counts the posts of `finished` (a game that is over, whose game-over post is out) in
    /// `thread`.
    pub fn of(h: &Harness, thread: u64, finished: &GameRecord) -> PostCount {
        let game = finished.id;
        let mut deals = vec![DealPosts::default(); finished.game.deal_number() as usize];
        for (deal, run) in human_turns(h, finished) {
            if let Some(d) = deals.get_mut(deal as usize - 1) {
                d.human_turns += usize::from(run);
                d.asked += usize::from(!run);
            }
        }
        let again = format!("again:{}", game.0);
        let bot = h.discord.bot_id();
        let posts = h
            .discord
            .messages_in(thread)
            .into_iter()
            .filter(|m| m.author_id == bot && m.interaction_id.is_none())
            .skip_while(|m| !m.content.contains("The game begins"))
            .collect::<Vec<_>>();
        let mut deal = 0;
        for post in &posts {
            if let Some(d) = deals.get_mut(deal) {
                d.posts += 1;
            }
            let scored = format!("Deal {} — scores", deal + 1);
            if post.all_text().contains(&scored) {
                deal += 1;
            }
            if post.custom_ids().contains(&again) {
                break;
            }
        }
        PostCount { deals }
    }

    /// All posts of the game.
    pub fn posts(&self) -> usize {
        self.deals.iter().map(|d| d.posts).sum()
    }

    /// All human turns of the game.
    pub fn human_turns(&self) -> usize {
        self.deals.iter().map(|d| d.human_turns).sum()
    }

    /// One line for the test's output (`--nocapture`).
    pub fn report(&self, what: &str) -> String {
        let per_deal: Vec<String> = self
            .deals
            .iter()
            .map(|d| format!("{}/{}/{}", d.posts, d.human_turns, d.asked))
            .collect();
        let deals = self.deals.len().max(1);
        let asked: usize = self.deals.iter().map(|d| d.asked).sum();
        format!(
            "{what}: {} public posts in {} deals ({:.1} a deal), {} human turns ({:.2} posts a \
             human turn), humans asked to act {asked} times ({:.2} posts each); per deal \
             posts/human turns/asked: {}",
            self.posts(),
            self.deals.len(),
            self.posts() as f64 / deals as f64,
            self.human_turns(),
            self.posts() as f64 / self.human_turns().max(1) as f64,
            self.posts() as f64 / asked.max(1) as f64,
            per_deal.join(" ")
        )
    }

    /// Every deal made at most one post per human turn, plus `extra` (the deal's start and
    /// end, a reminder).
    pub fn assert_at_most_one_post_per_human_turn(&self, extra: usize, what: &str) {
        for (i, d) in self.deals.iter().enumerate() {
            assert!(
                d.posts <= d.human_turns + extra,
                "{what}: deal {} made {} public posts for {} human turns\n{}",
                i + 1,
                d.posts,
                d.human_turns,
                self.report(what)
            );
        }
    }
}

/// The turns of `finished`'s humans, by deal: `(deal, true)` for each run of moves one human
/// made in a row (a turn, or the rest of it after their partner answered "May I go out?"),
/// `(deal, false)` each time a human was asked to act ([`next_up`]).
fn human_turns(h: &Harness, finished: &GameRecord) -> Vec<(u32, bool)> {
    let log = h.store().load_log(finished.id).expect("the log loads");
    let human = |seat: usize| {
        finished
            .players
            .get(seat)
            .is_some_and(|p| p.user_id().is_some())
    };
    let (mut game, _) = Game::new(log.rules.clone(), log.seed).expect("the rules are playable");
    let mut turns = Vec::new();
    if next_up(None, &game).is_some_and(|n| human(n.seat())) {
        turns.push((game.deal_number(), false));
    }
    let mut last: Option<(u32, usize)> = None;
    for logged in &log.actions {
        let deal = game.deal_number();
        if human(logged.seat) && last != Some((deal, logged.seat)) {
            turns.push((deal, true));
        }
        last = Some((deal, logged.seat));
        let before = game.clone();
        game.apply(logged.seat, &logged.action)
            .expect("the log replays");
        if next_up(Some(&before), &game).is_some_and(|n| human(n.seat())) {
            turns.push((game.deal_number(), false));
        }
    }
    turns
}
