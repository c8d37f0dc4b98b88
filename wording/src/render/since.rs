//! "Since your last turn", at the top of `/hand` (issue 13): what the other seats did since
//! the player last acted, one line per turn, from the actions' public lines (a draw is counted,
//! never named). Long stretches keep the latest turns and count the others, so the note stays
//! short beside the hand.

use super::acted::Acted;
use super::events::event_lines;
use super::names::Names;
use crate::lang::Lang;
use crate::tr;

/// Turns shown at most; earlier ones are counted.
const MAX_TURNS: usize = 8;
/// Characters the note may take at most (the hand view's message holds 2000).
const MAX_CHARS: usize = 1000;
/// Characters one turn's line may take at most.
const MAX_LINE: usize = 300;

/// The "since your last turn" note for the player of `seat`, from the actions of the other
/// seats since then, in `lang`; `None` when they did nothing.
pub fn since_last_turn_text(
    lang: Lang,
    acted: &[Acted],
    seat: usize,
    names: &Names,
) -> Option<String> {
    let turns = turn_lines(lang, acted.iter().filter(|a| a.seat != seat), names);
    if turns.is_empty() {
        return None;
    }
    let mut shown: Vec<String> = Vec::new();
    let mut used = 0;
    for line in turns.iter().rev() {
        if shown.len() == MAX_TURNS || used + line.len() > MAX_CHARS {
            break;
        }
        used += line.len() + 1;
        shown.push(line.clone());
    }
    shown.reverse();
    let earlier = turns.len() - shown.len();
    let mut lines = vec![format!("**{}**", tr!(lang, "since-title"))];
    if earlier > 0 {
        lines.push(format!(
            "• … {}",
            tr!(lang, "since-earlier", turns = earlier)
        ));
    }
    lines.extend(shown);
    Some(lines.join("\n"))
}

/// One line per turn: the public lines of a seat's actions in a row, joined.
fn turn_lines<'a>(
    lang: Lang,
    acted: impl Iterator<Item = &'a Acted>,
    names: &Names,
) -> Vec<String> {
    let mut turns: Vec<(usize, Vec<String>)> = Vec::new();
    for action in acted {
        let before = action.before.game.public_view();
        let said = event_lines(lang, &action.events, names, Some(&before));
        match turns.last_mut() {
            Some((seat, lines)) if *seat == action.seat => lines.extend(said),
            _ => turns.push((action.seat, said)),
        }
    }
    turns
        .into_iter()
        .filter(|(_, lines)| !lines.is_empty())
        .map(|(_, lines)| format!("• {}", shortened(&lines.join(" "))))
        .collect()
}

/// `line` cut at a word to [`MAX_LINE`] characters, with "…" when cut.
fn shortened(line: &str) -> String {
    if line.chars().count() <= MAX_LINE {
        return line.to_string();
    }
    let cut: String = line.chars().take(MAX_LINE - 1).collect();
    let at_word = cut.rfind(' ').map_or(cut.as_str(), |i| &cut[..i]);
    format!("{at_word}…")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::render::names_of;
    use crate::test_records::{humans, record_of};
    use canasta_engine::players::{HeuristicPlayer, Player};
    use canasta_engine::{Game, Rules};
    use canasta_records::GameRecord;

    fn record(game: Game, version: u64) -> GameRecord {
        record_of(humans(&["Aino", "Bea", "Carol", "Dan"]), 1, game, version)
    }

    /// `moves` heuristic actions from a new game, each as applied.
    fn played(moves: usize) -> Vec<Acted> {
        played_under(Rules::classic(), moves)
    }

    /// `moves` heuristic actions from a new game of `rules`, each as applied.
    fn played_under(rules: Rules, moves: usize) -> Vec<Acted> {
        let (mut game, _) = Game::new(rules, 11).expect("a game");
        let mut acted = Vec::new();
        for version in 0..moves as u64 {
            let Some(seat) = game.seat_to_act() else {
                break;
            };
            let before = record(game.clone(), version);
            let action = HeuristicPlayer::new().choose(&game, seat);
            let events = game.apply(seat, &action).expect("legal");
            acted.push(Acted {
                before,
                after: record(game.clone(), version + 1),
                seat,
                action,
                events,
                duplicate: false,
            });
        }
        acted
    }

    #[test]
    fn tells_each_turn_of_the_others_without_naming_a_drawn_card() {
        let acted = played(12);
        let me = acted[0].seat;
        let last_own = acted.iter().rposition(|a| a.seat == me).expect("acted");
        let since = &acted[last_own + 1..];
        let names = names_of(Lang::En, &acted[0].before);
        let text = since_last_turn_text(Lang::En, since, me, &names).expect("the others moved");
        assert!(text.starts_with("**Since your last turn:**"), "{text}");
        let others: std::collections::BTreeSet<usize> = since.iter().map(|a| a.seat).collect();
        for seat in others {
            assert!(text.contains(names.seat(seat)), "{text}");
        }
        assert!(!text.contains(names.seat(me)), "{text}");
        assert!(text.contains(" drew "), "{text}");
        // Every line is made of the actions' public lines; a draw says how many cards,
        // never which.
        let mut public = String::new();
        for action in since {
            let before = action.before.game.public_view();
            for line in crate::render::event_lines(Lang::En, &action.events, &names, Some(&before))
            {
                public.push_str(&line);
                public.push(' ');
            }
        }
        for line in text.lines().skip(1) {
            let line = line.trim_start_matches("• ");
            for sentence in line.split_inclusive(". ") {
                assert!(public.contains(sentence.trim()), "{sentence} is not public");
            }
        }
        for action in since {
            if action.action == canasta_engine::Action::Draw {
                let before = action.before.game.seat_view(action.seat).hand;
                let mut drawn = action.after.game.seat_view(action.seat).hand;
                drawn.retain(|c| !before.contains(c));
                let line =
                    crate::render::event_lines(Lang::En, &action.events, &names, None).join(" ");
                for card in drawn {
                    assert!(
                        !line.contains(&crate::render::words::card_word(Lang::En, card)),
                        "{line}"
                    );
                }
            }
        }
        assert!(since_last_turn_text(Lang::En, &[], me, &names).is_none());
    }

    #[test]
    fn a_long_stretch_keeps_the_latest_turns_and_counts_the_rest() {
        let acted = played(200);
        let names = names_of(Lang::En, &acted[0].before);
        let text = since_last_turn_text(Lang::En, &acted, 99, &names).expect("moves");
        assert!(text.chars().count() <= MAX_CHARS + 100, "{}", text.len());
        assert!(
            text.contains("earlier turns (the thread has them all)"),
            "{text}"
        );
        assert!(text.lines().count() <= MAX_TURNS + 2, "{text}");
        let last = acted.last().expect("moves");
        let last_line = crate::render::event_lines(
            Lang::En,
            &last.events,
            &names,
            Some(&last.before.game.public_view()),
        );
        assert!(
            text.contains(&last_line[0]),
            "the latest turn is kept: {text}"
        );
        let finnish = since_last_turn_text(Lang::Fi, &acted, 99, &names).expect("moves");
        assert!(
            finnish.starts_with("**Edellisen vuorosi jälkeen:**"),
            "{finnish}"
        );
        assert!(finnish.contains("aiempaa vuoroa (ketjussa"), "{finnish}");
    }

    /// Issue 27: in Samba the others' discards are told with their suits (a suit decides what
    /// a card extends, SAMBA 19A), in every language.
    #[test]
    fn samba_discards_since_your_turn_show_their_suits() {
        let acted = played_under(Rules::samba(), 40);
        let discards: Vec<(usize, canasta_engine::Card)> = acted
            .iter()
            .flat_map(|a| &a.events)
            .filter_map(|e| match e {
                canasta_engine::Event::Discarded { seat, card } => Some((*seat, *card)),
                _ => None,
            })
            .collect();
        let &(seat, card) = discards.last().expect("somebody discarded");
        for lang in Lang::ALL {
            let names = names_of(lang, &acted[0].before);
            let text = since_last_turn_text(lang, &acted, 99, &names).expect("moves");
            let suited = crate::render::words::suited_card_word(lang, card);
            assert!(
                text.contains(&format!("{} ", names.seat(seat))) && text.contains(&suited),
                "{lang}: {suited} in {text}"
            );
        }
    }
}
