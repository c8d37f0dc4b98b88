//! The public table as a narrow portrait, so that it stays legible where a phone shows it about
//! 360 px wide (issue 31): at the top the stock (a card back) and the pile's top card beside
//! whose turn it is and their sizes; then one stripe per team, in the order the text lists
//! them, headed by its names, score and canastas counted with its red 3s set apart on the
//! right, then its melds wrapping into lines: an open meld as a row of overlapping cards, a
//! finished canasta as a closed stack tagged with its kind. Where the rules play sequences
//! (Samba) the sequences come first, grouped by suit, and the melds of a rank start a new line.
//! Built from [`PublicView`] alone, which holds no hand and no hidden card of the pile, so the
//! picture cannot show one.

use crate::geometry::{Placement, Point, CARD_H, CARD_W};
use crate::layout::{pixels, Band, CanastaKind, Face, Ink, Layout, Mark, PlacedCard, Stack};
use crate::layout::{Text, MARK_H};
use crate::squared::{canasta_kind, squared};
use crate::table_labels::TableLabels;
use canasta_engine::{Card, Meld, MeldShape, PublicView};

/// The width of every table picture, in layout units: a card's rank letter (about 11.7 units)
/// stays 12 px high or more where a phone shows the picture 360 px wide (`tests/layout.rs`).
pub const TABLE_WIDTH: f32 = 344.0;
/// Free space around everything, in pixels.
const MARGIN: f32 = 10.0;
/// How far each card of a meld lies right of the one before: room for its corner's index.
const CASCADE: f32 = 18.0;
/// Space between melds (and between the stock and the pile), in pixels.
const GAP: f32 = 10.0;
/// Space inside a team's stripe around its cards, in pixels.
const BAND_PAD: f32 = 8.0;
/// Space between stripes, in pixels.
const BAND_GAP: f32 = 8.0;
/// How far each card of a closed stack lies from the one above it, and the deepest a stack
/// gets, in pixels: its edge shows how thick it is.
const STACK_STEP: f32 = 1.2;
const STACK_DEPTH: f32 = 8.0;
/// Space between a stack and its tag.
const MARK_GAP: f32 = 3.0;
/// What a line of melds holding a canasta adds below its cards.
const TAG_ROOM: f32 = STACK_DEPTH + MARK_GAP + MARK_H;
/// Space between two lines of one team's melds, in pixels.
const LINE_GAP: f32 = 8.0;
/// The size of a side's names and of whose turn it is.
const TITLE_SIZE: f32 = 16.0;
/// The size of the counts.
const COUNT_SIZE: f32 = 14.0;
/// The size of a canasta's tag.
const TAG_SIZE: f32 = 12.0;
/// Height of a side's header without red 3s.
const HEADER_H: f32 = 64.0;

/// The layout of a picture of `view`'s table, with `labels`' words.
pub fn table_layout(view: &PublicView, labels: &TableLabels) -> Layout {
    let mut rows = Rows::default();
    top_row(view, labels, &mut rows);
    let mut y = MARGIN + CARD_H + BAND_GAP;
    let to_move = view
        .to_act
        .and_then(|s| view.seats.get(s))
        .map(|seat| seat.team);
    for (team, side) in view.teams.iter().enumerate() {
        let threes = view.team_red_threes(team);
        if side.members.is_empty() && side.melds.is_empty() && threes.is_empty() {
            continue;
        }
        let top = y;
        let words = labels.side(team);
        let inner = top + BAND_PAD;
        let mut text_right = TABLE_WIDTH - MARGIN;
        let mut header = HEADER_H;
        if !threes.is_empty() {
            let width = CARD_W + CASCADE * (threes.len() - 1) as f32;
            let left = TABLE_WIDTH - MARGIN - width;
            for (i, &card) in threes.iter().enumerate() {
                rows.place(
                    Face::Up(card),
                    Placement::upright(left + CASCADE * i as f32, inner),
                );
            }
            text_right = left - GAP;
            header = CARD_H;
        }
        let width = text_right - MARGIN;
        rows.text(words.names, MARGIN, inner + 4.0, TITLE_SIZE, width);
        rows.text(words.score, MARGIN, inner + 28.0, COUNT_SIZE, width);
        rows.text(words.canastas, MARGIN, inner + 50.0, COUNT_SIZE, width);
        let mut line = Line::new(inner + header + GAP);
        let mut bottom = inner + header;
        for (meld, new_line) in in_order(view, &side.melds) {
            if new_line {
                line.next();
            }
            match canasta_kind(meld) {
                Some(kind) => rows.stack(&mut line, &squared(meld, kind), kind, labels),
                None => rows.group(&mut line, &meld.cards),
            }
            bottom = line.bottom();
        }
        y = bottom + BAND_PAD;
        rows.bands.push(Band {
            top,
            height: y - top,
            to_move: to_move == Some(team),
        });
        y += BAND_GAP;
    }
    Layout {
        width: pixels(TABLE_WIDTH),
        height: pixels(y - BAND_GAP + MARGIN),
        bands: rows.bands,
        marks: rows.marks,
        cards: rows.cards,
        stacks: rows.stacks,
        texts: rows.texts,
    }
}

/// The stock and the pile's top card, with whose turn it is and their sizes beside them.
fn top_row(view: &PublicView, labels: &TableLabels, rows: &mut Rows) {
    if view.stock > 0 {
        rows.place(Face::Down, Placement::upright(MARGIN, MARGIN));
    }
    if let Some(top) = view.pile.top {
        rows.place(
            Face::Up(top),
            Placement::upright(MARGIN + CARD_W + GAP, MARGIN),
        );
    }
    let left = MARGIN + 2.0 * (CARD_W + GAP);
    let width = TABLE_WIDTH - MARGIN - left;
    rows.text(labels.turn.clone(), left, MARGIN + 10.0, TITLE_SIZE, width);
    rows.text(labels.stock.clone(), left, MARGIN + 40.0, COUNT_SIZE, width);
    rows.text(labels.pile.clone(), left, MARGIN + 64.0, COUNT_SIZE, width);
}

/// `melds` in the order they are drawn, each with whether it starts a new line: as melded,
/// or where the rules play sequences, the sequences grouped by suit (side by side, so a table
/// of short runs stays short) and then, from a new line, the melds of a rank.
fn in_order<'a>(view: &PublicView, melds: &'a [Meld]) -> Vec<(&'a Meld, bool)> {
    let mut ordered: Vec<&Meld> = melds.iter().collect();
    if !view.melding.sequences {
        return ordered.into_iter().map(|m| (m, false)).collect();
    }
    let group = |m: &Meld| matches!(m.shape, MeldShape::Sequence { .. });
    ordered.sort_by_key(|m| match m.shape {
        MeldShape::Sequence { suit, low, .. } => (0, Some(suit), Some(low)),
        MeldShape::Rank(_) => (1, None, None),
    });
    let mut out = Vec::with_capacity(ordered.len());
    for (i, meld) in ordered.iter().enumerate() {
        let new_line = i > 0 && group(ordered[i - 1]) != group(meld);
        out.push((*meld, new_line));
    }
    out
}

/// Where the next group of a team's stripe goes.
struct Line {
    /// The top of the current line of melds.
    y: f32,
    /// The left of the next group.
    x: f32,
    /// A canasta on this line: its tag needs room below.
    tagged: bool,
}

impl Line {
    fn new(y: f32) -> Line {
        Line {
            y,
            x: MARGIN,
            tagged: false,
        }
    }

    /// The bottom of the line so far.
    fn bottom(&self) -> f32 {
        self.y + CARD_H + if self.tagged { TAG_ROOM } else { 0.0 }
    }

    /// Starts the next line (unless this one is still empty).
    fn next(&mut self) {
        if self.x > MARGIN {
            *self = Line::new(self.bottom() + LINE_GAP);
        }
    }

    /// Makes room for a group `width` wide: a new line when it would pass the picture's side.
    fn fit(&mut self, width: f32) {
        if self.x + width > TABLE_WIDTH - MARGIN {
            self.next();
        }
    }
}

/// What the layout holds so far.
#[derive(Default)]
struct Rows {
    cards: Vec<PlacedCard>,
    marks: Vec<Mark>,
    bands: Vec<Band>,
    stacks: Vec<Stack>,
    texts: Vec<Text>,
}

impl Rows {
    fn place(&mut self, face: Face, at: Placement) {
        self.cards.push(PlacedCard { face, at });
    }

    /// A line of light words at `(x, top)`, unless it is blank.
    fn text(&mut self, text: String, x: f32, top: f32, size: f32, width: f32) {
        if text.trim().is_empty() {
            return;
        }
        self.texts.push(Text {
            text,
            x,
            top,
            size,
            width,
            centred: false,
            ink: Ink::Light,
        });
    }

    /// Lays `cards` out as one overlapping row on `line`.
    fn group(&mut self, line: &mut Line, cards: &[Card]) {
        let gaps = cards.len().saturating_sub(1);
        let room = TABLE_WIDTH - 2.0 * MARGIN - CARD_W;
        let step = if gaps == 0 {
            0.0
        } else {
            CASCADE.min(room / gaps as f32)
        };
        let width = CARD_W + step * gaps as f32;
        line.fit(width);
        for (i, &card) in cards.iter().enumerate() {
            let at = Placement::upright(line.x + step * i as f32, line.y);
            self.place(Face::Up(card), at);
        }
        line.x += width + GAP;
    }

    /// Lays `cards` (bottom first) out as a closed stack on `line`, tagged as a `kind`
    /// canasta: the top card upright at the line's top, each card under it a little lower
    /// right, so the stack's edge shows.
    fn stack(&mut self, line: &mut Line, cards: &[Card], kind: CanastaKind, labels: &TableLabels) {
        let gaps = cards.len().saturating_sub(1);
        let step = if gaps == 0 {
            0.0
        } else {
            STACK_STEP.min(STACK_DEPTH / gaps as f32)
        };
        let depth = step * gaps as f32;
        let width = CARD_W + depth;
        line.fit(width);
        let first = self.cards.len();
        for (i, &card) in cards.iter().enumerate() {
            let below = depth - step * i as f32;
            let at = Placement::upright(line.x + below, line.y + below);
            self.place(Face::Up(card), at);
        }
        self.stacks.push(Stack {
            cards: first..self.cards.len(),
            kind,
        });
        let tag = Point::new(line.x, line.y + CARD_H + STACK_DEPTH + MARK_GAP);
        self.marks.push(Mark {
            at: tag,
            width,
            kind,
        });
        self.texts.push(Text {
            text: labels.kinds.of(kind).to_string(),
            x: tag.x + width / 2.0,
            top: tag.y + (MARK_H - TAG_SIZE * 0.73) / 2.0,
            size: TAG_SIZE,
            width: width - 4.0,
            centred: true,
            ink: match kind {
                CanastaKind::Samba => Ink::Dark,
                _ => Ink::Light,
            },
        });
        line.tagged = true;
        line.x += width + GAP;
    }
}
