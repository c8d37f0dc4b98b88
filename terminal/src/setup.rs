//! Setting up a terminal game from the options: a new game of a preset, or a resumed one;
//! who sits where; their names; where the game is saved.

use super::args::{think_budget, Partner, PlayArgs};
use super::save::{self, SaveFile};
use anyhow::{bail, Context};
use canasta_engine::players::{PlayerKind, SearchBudget};
use canasta_engine::{Game, GameLog, Rules, PRESET_NAMES};
use canasta_wording::lang::Lang;
use canasta_wording::render::terminal::{
    new_game_line, not_saving_export, resumed_line, saving_line, seat_names,
};
use canasta_wording::render::Names;

/// Everything a session starts from.
pub struct Setup {
    /// The game, at its current position.
    pub game: Game,
    /// Its log: rules, seed, the moves so far.
    pub log: GameLog,
    /// The seats played at the terminal, from 0.
    pub humans: Vec<usize>,
    /// Seat names.
    pub names: Names,
    /// Where to save after every move.
    pub save: Option<SaveFile>,
    /// Lines to print first (what game this is, where it is saved).
    pub intro: Vec<String>,
    /// The language everything is shown in (`--lang`).
    pub lang: Lang,
    /// The computer players' level (`--level`).
    pub level: PlayerKind,
    /// How long a strong computer player thinks (`--think-ms`).
    pub budget: SearchBudget,
}

/// A new game or a resumed one, from the options.
pub fn prepare(args: &PlayArgs) -> anyhow::Result<Setup> {
    match &args.resume {
        Some(path) => resume(args, path),
        None => new_game(args),
    }
}

fn new_game(args: &PlayArgs) -> anyhow::Result<Setup> {
    let Some(rules) = Rules::preset(&args.rules) else {
        bail!(
            "unknown rules `{}`: use one of {}",
            args.rules,
            PRESET_NAMES.join(", ")
        );
    };
    // A short random seed is easy to read back and type.
    let seed = args
        .seed
        .unwrap_or_else(|| u64::from(rand::random::<u32>()));
    let log = GameLog::new(rules.clone(), seed);
    let game = log.replay().map_err(anyhow::Error::msg)?;
    let seat = seat_index(args.seat.unwrap_or(1), &rules)?;
    let humans = humans_for(&rules, seat, args.partner);
    let mut intro = vec![new_game_line(args.lang, &rules.name, rules.target, seed)];
    let save = args.save.clone().map(SaveFile::new);
    if let Some(save) = &save {
        intro.push(saving_line(args.lang, &save.display()));
    }
    Ok(Setup {
        names: Names::new(
            args.lang,
            &rules,
            &seat_names(args.lang, rules.table.seats as usize, &humans),
        ),
        game,
        log,
        humans,
        save,
        intro,
        lang: args.lang,
        level: args.level.kind(),
        budget: think_budget(args.think_ms),
    })
}

fn resume(args: &PlayArgs, path: &std::path::Path) -> anyhow::Result<Setup> {
    let loaded = save::load(path)?;
    let game = loaded
        .replay()
        .with_context(|| format!("cannot resume {}", path.display()))?;
    let rules = game.rules().clone();
    let seats = rules.table.seats as usize;
    let humans = match (args.seat, loaded.humans.as_deref()) {
        (Some(seat), _) => humans_for(&rules, seat_index(seat, &rules)?, args.partner),
        (None, Some(saved)) if !saved.is_empty() && saved.iter().all(|&s| s < seats) => {
            match args.partner {
                Partner::Human => humans_for(&rules, saved[0], Partner::Human),
                Partner::Computer => saved.to_vec(),
            }
        }
        _ => humans_for(&rules, 0, args.partner),
    };
    let names = loaded
        .names
        .clone()
        .unwrap_or_else(|| seat_names(args.lang, seats, &humans));
    let mut intro = vec![resumed_line(
        args.lang,
        &path.display().to_string(),
        &rules.name,
        loaded.log.actions.len(),
    )];
    let save = match (&args.save, loaded.ours) {
        (Some(to), _) => Some(SaveFile::new(to.clone())),
        (None, true) => Some(SaveFile::new(path.to_path_buf())),
        (None, false) => None,
    };
    match &save {
        Some(save) => intro.push(saving_line(args.lang, &save.display())),
        None => intro.push(not_saving_export(args.lang)),
    }
    Ok(Setup {
        names: Names::new(args.lang, &rules, &names),
        game,
        log: loaded.log,
        humans,
        save,
        intro,
        lang: args.lang,
        level: args.level.kind(),
        budget: think_budget(args.think_ms),
    })
}

/// A seat number from 1, checked against the table, as an index from 0.
fn seat_index(seat: usize, rules: &Rules) -> anyhow::Result<usize> {
    if seat == 0 || seat > rules.table.seats as usize {
        bail!(
            "there is no seat {seat} at a {} table: seats are 1 to {}",
            rules.name,
            rules.table.seats
        );
    }
    Ok(seat - 1)
}

/// The seats played at the terminal: `seat`, and with human partners every seat of its side.
pub fn humans_for(rules: &Rules, seat: usize, partner: Partner) -> Vec<usize> {
    match partner {
        Partner::Computer => vec![seat],
        Partner::Human => (0..rules.table.seats as usize)
            .filter(|&s| rules.team_of(s) == rules.team_of(seat))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_are_the_seats_of_the_side() {
        let classic = Rules::classic();
        assert_eq!(humans_for(&classic, 1, Partner::Human), vec![1, 3]);
        assert_eq!(humans_for(&classic, 1, Partner::Computer), vec![1]);
        let six = Rules::preset("six-three-teams").unwrap();
        assert_eq!(humans_for(&six, 0, Partner::Human), vec![0, 3]);
        let two = Rules::preset("two-player").unwrap();
        assert_eq!(humans_for(&two, 0, Partner::Human), vec![0]);
    }

    #[test]
    fn seats_count_from_one() {
        let classic = Rules::classic();
        assert_eq!(seat_index(4, &classic).unwrap(), 3);
        assert!(seat_index(0, &classic).is_err());
        assert!(seat_index(5, &classic).is_err());
    }
}
