//! A quieter thread (issue 13): the moves between two moments the thread must hear about go
//! out as one gathered post instead of one post each. Every post notifies everyone who
//! follows the thread, so the bot posts only when a human is asked to act (the post pings
//! them), when a deal is scored or when the game ends ([`posts_now`]); the moves before it
//! (the computers', and the acting player's own draw and melds, which they were answered
//! privately) are its lines, oldest first, and the table closes it
//! ([`gathered_posts`]). A post is split only where one message would break Discord's
//! limits. Nothing is lost to the batching: `/log` shows every move.

use super::acted::Acted;
use super::announce::{missed_header, play_again, turn_post, Post};
use super::events::event_lines;
use super::names::names_of;
use super::next_up::next_up;
use super::result_ratings::{result_ratings_embed, ResultRatings};
use super::score::{deal_result_embed, game_over_embed};
use super::timeouts::{handover_post, hands_over, mark_autopilot};
use crate::lang::Lang;
use crate::payload::limits::{embed_len, text_len, MAX_CONTENT, MAX_EMBEDS, MAX_EMBED_TOTAL};
use crate::payload::{Components, Embed, Message};
use crate::post_key::MAX_MARK_LEN;
use canasta_engine::Event;
use canasta_records::GameStatus;

/// True when the thread must hear now, after `acted`: a human is asked to act (another
/// player's move handed them the turn, or a new stage of theirs begins, such as opening a
/// bid), a deal was scored, the game is over, or a seat was handed to a computer player. Otherwise the move waits for the next
/// gathered post: a computer is to move, or the acting human's turn goes on.
pub fn posts_now(acted: &Acted) -> bool {
    let after = &acted.after;
    if after.status != GameStatus::Active || after.game.is_over() {
        return true;
    }
    if acted
        .events
        .iter()
        .any(|e| matches!(e, Event::DealScored { .. }))
    {
        return true;
    }
    if hands_over(acted).is_some() {
        // The seat's owner is told at once that a computer plays for them now.
        return true;
    }
    let Some(seat) = after.game.seat_to_act() else {
        return true;
    };
    let human = after
        .players
        .get(seat)
        .is_some_and(|p| p.user_id().is_some());
    human && (seat != acted.seat || next_up(Some(&acted.before.game), &after.game).is_some())
}

/// `gathered` (oldest first) cut where its posts went out, or would have: after every move
/// the thread had to hear at once ([`posts_now`]), the moves after the last such one (still
/// being gathered, or posted late) last. Played live, a gathered post always ends at such a
/// move, so a batch rebuilt after the bot stopped between a post and its mark has the
/// versions, hence the nonces, of the post Discord already has, whatever was played since
/// (issue 14: the load test's kills showed moves posted twice when the restarted bot posted
/// them together with the moves made after).
pub fn posting_batches(gathered: &[Acted]) -> Vec<&[Acted]> {
    let mut batches = Vec::new();
    let mut start = 0;
    for (i, acted) in gathered.iter().enumerate() {
        if posts_now(acted) {
            batches.push(&gathered[start..=i]);
            start = i + 1;
        }
    }
    if start < gathered.len() {
        batches.push(&gathered[start..]);
    }
    batches
}

/// The posts for `gathered` (oldest first), in `lang`: every move's public line in order, each scored
/// deal's results, then the table and the mention of whoever must act now (or the game's end
/// with "Play again"), as one message where Discord's limits allow, else as few as hold it;
/// then the offer of a seat handed over ([`handover_post`]). When the game ends, `ratings`
/// (what its result did to the players' ratings, issue 15) follows the game's end in its post.
/// `late` heads them with [`missed_header`] (posts that failed at the time). The posts are cut
/// in the same places either way: a retry of posts that may have reached Discord must send
/// the same parts under the same nonces ([`crate::post_key`]).
pub fn gathered_posts(
    lang: Lang,
    gathered: &[Acted],
    late: bool,
    ratings: Option<&ResultRatings>,
) -> Vec<Post> {
    let Some(last) = gathered.last() else {
        return Vec::new();
    };
    // The header takes its room in the first post even when it is not shown.
    let mut pack = Packer {
        hide_header: !late,
        ..Packer::default()
    };
    pack.line(missed_header(lang));
    for acted in gathered {
        // The action that hands a seat over was its owner's turn: named as before it.
        let names = match hands_over(acted) {
            Some(_) => names_of(lang, &acted.before),
            None => names_of(lang, &acted.after),
        };
        let before_view = acted.before.game.public_view();
        let lines = event_lines(lang, &acted.events, &names, Some(&before_view));
        for line in mark_autopilot(lang, acted, lines) {
            pack.line(line);
        }
        for event in &acted.events {
            if let Event::DealScored { result } = event {
                pack.embed(deal_result_embed(lang, result, &acted.after.rules, &names));
            }
        }
    }
    let after = &last.after;
    if after.game.is_over() {
        let names = names_of(lang, after);
        pack.embed(game_over_embed(
            lang,
            &after.game.public_view(),
            &after.rules,
            &names,
        ));
        if let Some(ratings) = ratings {
            pack.embed(result_ratings_embed(lang, ratings));
        }
        pack.components = play_again(lang, after);
        return pack.finish(None);
    }
    let turn =
        next_up(Some(&last.before.game), &after.game).map(|next| turn_post(lang, after, next, ""));
    let mut posts = pack.finish(turn);
    posts.extend(
        gathered
            .iter()
            .filter_map(|acted| handover_post(lang, acted)),
    );
    posts
}

/// Lines and embeds packed into as few quiet messages as hold them, every line whole. The
/// first line packed is [`missed_header`], counted for the room it takes and left out of the
/// first post while `hide_header` is set.
#[derive(Default)]
struct Packer {
    posts: Vec<Post>,
    lines: Vec<String>,
    embeds: Vec<Embed>,
    components: Components,
    hide_header: bool,
}

impl Packer {
    /// The lines packed that the current post shows.
    fn shown(&self) -> &[String] {
        match self.lines.split_first() {
            Some((_, rest)) if self.hide_header => rest,
            _ => &self.lines,
        }
    }

    fn current(&self) -> Message {
        Message::text(self.shown().join("\n"))
            .with_embeds(self.embeds.clone())
            .with_components(self.components.clone())
    }

    fn is_empty(&self) -> bool {
        self.shown().is_empty() && self.embeds.is_empty()
    }

    /// Sends what is packed as a post of its own and starts an empty one.
    fn cut(&mut self) {
        if !self.is_empty() {
            let message = self.current();
            self.posts.push(Post {
                message,
                ping: None,
            });
        }
        self.lines.clear();
        self.embeds.clear();
        // The header was the first post's.
        self.hide_header = false;
    }

    fn line(&mut self, line: String) {
        self.lines.push(line);
        if self.lines.len() > 1 && !fits(&self.lines, &self.embeds) {
            let line = self.lines.pop().unwrap_or_default();
            self.cut();
            self.lines.push(line);
        }
    }

    fn embed(&mut self, embed: Embed) {
        self.embeds.push(embed);
        if self.embeds.len() > 1 && !fits(&self.lines, &self.embeds) {
            let embed = self.embeds.pop();
            let lines = std::mem::take(&mut self.lines);
            self.cut();
            self.lines = lines;
            self.embeds.extend(embed);
        }
    }

    /// The posts: what is packed, closed by `turn` (the table and its mention) in the same
    /// message when it fits.
    fn finish(mut self, turn: Option<Post>) -> Vec<Post> {
        let Some(turn) = turn else {
            self.cut();
            return self.posts;
        };
        if self.is_empty() {
            self.posts.push(turn);
            return self.posts;
        }
        let mut content = self.lines.clone();
        let call = turn.message.content();
        if !call.is_empty() {
            content.push(call.to_string());
        }
        let mut embeds = self.embeds.clone();
        embeds.extend(turn.message.embeds().iter().cloned());
        if !fits(&content, &embeds) {
            self.cut();
            self.posts.push(turn);
            return self.posts;
        }
        let mut shown = self.shown().to_vec();
        if !call.is_empty() {
            shown.push(call.to_string());
        }
        let merged = turn
            .message
            .clone()
            .with_content(shown.join("\n"))
            .with_embeds(embeds);
        self.posts.push(Post {
            message: merged,
            ping: turn.ping,
        });
        self.posts
    }
}

/// True when `lines` and `embeds` fit in one message as they are (nothing cut), with room
/// left for the post's invisible [`mark`](crate::post_key::mark) (issue 30).
fn fits(lines: &[String], embeds: &[Embed]) -> bool {
    let text = lines.join("\n");
    text_len(&text) + MAX_MARK_LEN <= MAX_CONTENT
        && embeds.len() <= MAX_EMBEDS
        && embeds.iter().map(embed_len).sum::<usize>() <= MAX_EMBED_TOTAL
}
