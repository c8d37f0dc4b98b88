//! `canasta-bot play` driven through its standard input, as a person (or a script) would:
//! fixed input piped in, and a loop that reads the legal moves the program lists (`moves`),
//! picks one, types it, and so on to the end of a complete game. The final scores printed
//! must equal the engine's replay of the saved moves.

use canasta_engine::players::{HeuristicPlayer, Player, PlayerKind, SearchBudget};
use canasta_engine::{Game, GameLog, Rules, PRESET_NAMES};
use canasta_storage::{ExportedGame, GameId, GameStatus, PlayerSlot};
use canasta_wording::lang::Lang;
use canasta_wording::render::terminal::seat_names;
use canasta_wording::render::Names;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_canasta-bot");

/// Longest wait for the program to answer one line.
const PATIENCE: Duration = Duration::from_secs(60);

/// A file in this test's own temporary directory.
fn temp_file(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli_play");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// `args` with `--think-ms 0` unless they set it: the strong computer players (the default
/// level) think the least they can, so a whole game takes seconds, not an hour.
fn quick<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut quick = args.to_vec();
    if !args.contains(&"--think-ms") {
        quick.extend(["--think-ms", "0"]);
    }
    quick
}

/// Runs `play ARGS` with `input` piped in; returns (success, stdout and stderr).
fn run_with_input(args: &[&str], input: &str) -> (bool, String) {
    let mut child = Command::new(BIN)
        .arg("play")
        .args(quick(args))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The program may stop reading early (an option error): a broken pipe is fine.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let mut text = String::from_utf8(out.stdout).unwrap();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// A running `play`, read through a thread so that a hang fails the test instead of
/// blocking it.
struct Driver {
    child: Child,
    stdin: ChildStdin,
    chunks: Receiver<Vec<u8>>,
    /// Everything printed so far.
    all: String,
}

impl Driver {
    fn start(args: &[&str]) -> Driver {
        let mut child = Command::new(BIN)
            .arg("play")
            .args(quick(args))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let (send, chunks) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 1 << 16];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 || send.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Driver {
            child,
            stdin,
            chunks,
            all: String::new(),
        }
    }

    /// Output up to the next prompt (every prompt ends with `> ` and waits for a line), or
    /// `None` once the program has ended.
    fn until_prompt(&mut self) -> Option<String> {
        let mut bytes = Vec::new();
        loop {
            if bytes.ends_with(b"> ") {
                let text = String::from_utf8(bytes).unwrap();
                self.all.push_str(&text);
                return Some(text);
            }
            match self.chunks.recv_timeout(PATIENCE) {
                Ok(chunk) => bytes.extend(chunk),
                Err(RecvTimeoutError::Timeout) => {
                    let _ = self.child.kill();
                    self.all.push_str(&String::from_utf8_lossy(&bytes));
                    panic!(
                        "no prompt for {PATIENCE:?}; output so far:\n{}",
                        self.tail()
                    );
                }
                Err(RecvTimeoutError::Disconnected) => {
                    self.all.push_str(&String::from_utf8_lossy(&bytes));
                    return None;
                }
            }
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
    }

    /// Answers prompts until the program ends or `max_moves` moves were made, then types
    /// `quit`: "Pass to ..." gets Enter, a player's prompt gets `moves`, and then one of the
    /// listed moves (see [`choose`]). Returns the number of moves made.
    fn play(&mut self, max_moves: usize) -> usize {
        let mut moves = 0;
        while let Some(text) = self.until_prompt() {
            let prompt = text.lines().last().unwrap_or_default();
            if prompt.starts_with("Pass to ") {
                self.send("");
                continue;
            }
            if moves == max_moves {
                self.send("quit");
                continue;
            }
            self.send("moves");
            let listing = self
                .until_prompt()
                .expect("the program ended after `moves`");
            let line = listing
                .lines()
                .find_map(|l| l.strip_prefix("Moves: "))
                .unwrap_or_else(|| panic!("no moves listed:\n{listing}"));
            let listed: Vec<&str> = line.split(" | ").collect();
            let pick = choose(&listed).to_string();
            self.send(&pick);
            moves += 1;
        }
        moves
    }

    /// Waits for the program to exit; returns whether it succeeded, and all its output.
    fn finish(mut self) -> (bool, String) {
        while self.until_prompt().is_some() {
            self.send("quit");
        }
        let status = self.child.wait().unwrap();
        (status.success(), self.all)
    }

    fn tail(&self) -> String {
        let start = self.all.len().saturating_sub(3000);
        let start = (start..self.all.len())
            .find(|&i| self.all.is_char_boundary(i))
            .unwrap_or(0);
        self.all[start..].to_string()
    }
}

/// A simple, deterministic player choosing among the listed moves: take the pile when it
/// can, else draw; meld as much as it can; discard the lowest card that is not wild; answer
/// yes; never ask.
fn choose<'a>(listed: &[&'a str]) -> &'a str {
    let first = |prefix: &str| listed.iter().copied().find(|m| m.starts_with(prefix));
    let longest_meld = listed
        .iter()
        .copied()
        .filter(|m| m.starts_with("meld "))
        .max_by_key(|m| m.split([' ', ',']).filter(|w| !w.is_empty()).count());
    let natural_discard = listed
        .iter()
        .copied()
        .find(|m| m.starts_with("discard ") && !m.ends_with(" 2") && !m.ends_with(" joker"));
    first("take")
        .or_else(|| first("draw"))
        .or(longest_meld)
        .or(natural_discard)
        .or_else(|| first("discard "))
        .or_else(|| first("yes"))
        .or_else(|| listed.iter().copied().find(|&m| m != "ask"))
        .unwrap_or(listed[0])
}

/// The log in a file with a `log` field (a `play --save` file, or an export).
fn saved_log(path: &Path) -> GameLog {
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    serde_json::from_value(json["log"].clone()).unwrap()
}

/// The lines under "-- Final scores --" in the output.
fn final_scores(output: &str) -> Vec<String> {
    output
        .lines()
        .skip_while(|l| *l != "-- Final scores --")
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with("--") && !l.starts_with('('))
        .map(str::to_string)
        .collect()
}

/// "Player 1 & Computer 3: 5120" for each side of `game`, best first.
fn expected_scores(game: &Game, humans: &[usize]) -> Vec<String> {
    let rules = game.rules();
    let names = Names::new(
        Lang::En,
        rules,
        &seat_names(Lang::En, rules.table.seats as usize, humans),
    );
    let mut sides: Vec<(usize, i32)> = game.scores().iter().copied().enumerate().collect();
    sides.sort_by_key(|&(side, total)| (-total, side));
    sides
        .iter()
        .map(|&(side, total)| format!("{}: {total}", names.side(side)))
        .collect()
}

#[test]
fn piped_commands_show_help_hand_and_table_in_plain_text() {
    let (ok, out) = run_with_input(
        &["--seed", "1", "--rules", "classic"],
        "help\nhand\ntable\nquit\n",
    );
    assert!(ok, "{out}");
    for expected in [
        "Canasta, classic rules, first to 5000 wins. Seed 1",
        "== How to play ==",
        "-- At the terminal --",
        "== Your hand — ",
        "== Canasta — deal 1 ==",
        "Player 1> ",
        "Goodbye.",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    assert!(
        !out.contains('\u{1b}'),
        "escape codes in piped output:\n{out}"
    );
}

/// Issue 31: a Finnish or Swedish player types the words of their language (`ohje`,
/// `siirrot`, `nosta`; `hjälp`, `drag`, `dra`), and reads them in the help and the moves.
#[test]
fn finnish_and_swedish_players_type_their_own_words() {
    for (lang, input, expected) in [
        (
            "fi",
            "ohje ota\nohje kortit\nohje\nsiirrot\nnosta\nkäsi\npoistu\n",
            [
                "== Ohje: ota ==",
                "== Korttien kirjoittaminen ==",
                "`ohje kortit` korttien kirjoittamisesta",
                "Siirrot: nosta",
                "Pelaaja 2 nosti kortin.",
                "Näkemiin.",
            ],
        ),
        (
            "sv",
            "hjälp ta\nhjälp kort\nhjälp\ndrag\ndra\nhand\navsluta\n",
            [
                "== Hjälp: ta ==",
                "== Att skriva kort ==",
                "`hjälp kort` om hur man skriver kort",
                "Drag: dra",
                "Spelare 2 tog upp ett kort.",
                "Hej då.",
            ],
        ),
    ] {
        let (ok, out) = run_with_input(
            &[
                "--lang", lang, "--seed", "1", "--rules", "classic", "--seat", "2",
            ],
            input,
        );
        assert!(ok, "{out}");
        for expected in expected {
            assert!(
                out.contains(expected),
                "{lang}: missing {expected:?} in:\n{out}"
            );
        }
    }
}

/// `--lang fi`: the terminal's own words and the help are Finnish (issue 16).
#[test]
fn play_in_finnish_speaks_finnish() {
    let (ok, out) = run_with_input(
        &[
            "--lang",
            "fi",
            "--seed",
            "1",
            "--rules",
            "classic",
            "--partner",
            "human",
        ],
        "\nhelp\nmoves\nquit\n",
    );
    assert!(ok, "{out}");
    for expected in [
        "Canasta, säännöt classic, ensimmäisenä 5000 pisteeseen ehtinyt voittaa. Siemen 1",
        ", paina Enteriä> ",
        "== Näin pelaat ==",
        "-- Päätteessä --",
        "`nosta`: aloita vuorosi nostamalla umpipakan päällimmäinen kortti",
        "Siirrot: nosta",
        "Näkemiin.",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    for english in [
        "How to play",
        "At the terminal",
        "Moves:",
        "Goodbye",
        "press Enter",
    ] {
        assert!(!out.contains(english), "{english:?} in Finnish:\n{out}");
    }
}

#[test]
fn mistakes_and_refusals_are_explained() {
    let (ok, out) = run_with_input(
        &["--seed", "1", "--rules", "classic"],
        "foo\ndiscard 4\nmeld Q Q Q\nmoves\ndraw\nscore\nrules\npile\nhelp take\n",
    );
    assert!(ok, "{out}");
    for expected in [
        "`foo` is not a command.",
        "Not allowed: draw first",
        "You have no queens",
        "Moves: draw",
        "Player 1 drew a card.",
        "== Scores ==",
        "== Rules: classic ==",
        "== Pile ==",
        "== Help: take ==",
        // The input ended: the game stops as after `quit`.
        "Goodbye.",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
}

#[test]
fn bad_options_are_refused() {
    let (ok, out) = run_with_input(&["--rules", "nonsense"], "");
    assert!(!ok && out.contains("unknown rules `nonsense`"), "{out}");
    // Any preset, in any case; --help names them all and nothing of the issue tracker.
    let (ok, out) = run_with_input(&["--seed", "1", "--rules", "Samba"], "quit\n");
    assert!(ok && out.contains("samba rules"), "{out}");
    let help = Command::new(BIN).args(["play", "--help"]).output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    for name in PRESET_NAMES {
        assert!(help.contains(name), "--help misses {name}: {help}");
    }
    let top = Command::new(BIN).arg("--help").output().unwrap();
    let top = String::from_utf8(top.stdout).unwrap();
    assert!(!top.contains("(issue"), "{top}");
    let (ok, out) = run_with_input(&["--seat", "5"], "");
    assert!(!ok && out.contains("no seat 5"), "{out}");
    let (ok, _) = run_with_input(&["--resume", "x.json", "--rules", "fast"], "");
    assert!(!ok, "--resume continues a game: it takes no --rules");
    let (ok, out) = run_with_input(&["--resume", "/nonexistent/x.json"], "");
    assert!(!ok && out.contains("cannot read"), "{out}");
}

/// `--level` chooses the computer players (strong by default, thinking `--think-ms`): every
/// computer move of the saved game is the one that level's player makes from there, seeded
/// as the terminal seeds it (the game's seed and the seat).
#[test]
fn the_computer_players_play_at_the_level_chosen() {
    for (level, kind) in [
        (None, PlayerKind::Strong),
        (Some("good"), PlayerKind::Good),
        (Some("basic"), PlayerKind::Basic),
    ] {
        let save = temp_file(&format!("level-{kind}.json"));
        let path = save.to_str().unwrap();
        let mut args = vec!["--seed", "5", "--rules", "classic", "--save", path];
        args.extend(level.map(|level| ["--level", level]).into_iter().flatten());
        let mut driver = Driver::start(&args);
        assert_eq!(driver.play(8), 8, "{kind}");
        let (ok, out) = driver.finish();
        assert!(ok, "{kind}: {out}");
        let log = saved_log(&save);
        let mut game = GameLog::new(log.rules.clone(), log.seed).replay().unwrap();
        let mut players: Vec<Box<dyn Player>> = (0..4)
            .map(|seat| kind.build_with(log.seed ^ seat, SearchBudget::actions(1)))
            .collect();
        let mut computer_moves = 0;
        for logged in &log.actions {
            if logged.seat != 0 {
                let expected = players[logged.seat].choose(&game, logged.seat);
                assert_eq!(logged.action, expected, "{kind}, move {computer_moves}");
                computer_moves += 1;
            }
            game.apply(logged.seat, &logged.action).unwrap();
        }
        assert!(computer_moves >= 8, "{kind}: {computer_moves}");
    }
    let (ok, out) = run_with_input(&["--level", "heuristic"], "");
    assert!(!ok && out.contains("strong, good, basic"), "{out}");
}

/// Plays a whole game of `rules` from `seed` at the terminal with [`Driver::play`]: it must end
/// with "Game over" and final scores equal to the replayed log's. Returns the replayed game.
fn complete_game(rules: &str, seed: &str) -> Game {
    let started = Instant::now();
    let save = temp_file(&format!("complete-{rules}.json"));
    let mut driver = Driver::start(&[
        "--seed",
        seed,
        "--rules",
        rules,
        "--save",
        save.to_str().unwrap(),
    ]);
    let moves = driver.play(usize::MAX);
    let (ok, out) = driver.finish();
    assert!(ok, "{out}");
    assert!(out.contains("== Game over =="), "{out}");
    let log = saved_log(&save);
    assert_eq!(log.rules, Rules::preset(rules).unwrap());
    let game = log.replay().unwrap();
    assert!(game.is_over());
    assert_eq!(log.actions.iter().filter(|a| a.seat == 0).count(), moves);
    assert_eq!(final_scores(&out), expected_scores(&game, &[0]));
    eprintln!(
        "a complete {rules} game: {moves} moves typed, {} in all, {} deals, {:?}",
        log.actions.len(),
        game.history().len(),
        started.elapsed()
    );
    game
}

#[test]
fn a_complete_game_ends_with_the_scores_of_the_replayed_moves() {
    complete_game("classic", "1");
}

#[test]
fn a_saved_game_resumes_where_it_stopped() {
    let save = temp_file("resume.json");
    let path = save.to_str().unwrap();
    let mut first = Driver::start(&["--seed", "7", "--rules", "fast", "--save", path]);
    assert_eq!(first.play(15), 15);
    let (ok, out) = first.finish();
    let hint = format!("canasta-bot play --resume {path}");
    assert!(ok && out.contains(&hint), "{out}");
    let before = saved_log(&save);

    let mut second = Driver::start(&["--resume", path]);
    assert_eq!(second.play(15), 15);
    let (ok, out) = second.finish();
    assert!(ok, "{out}");
    assert!(
        out.contains(&format!("Resumed {path}: fast rules")),
        "{out}"
    );
    let after = saved_log(&save);
    assert!(after.actions.len() > before.actions.len());
    assert_eq!(after.actions[..before.actions.len()], before.actions[..]);
    assert_eq!((after.seed, &after.rules), (7, &before.rules));
    after.replay().unwrap();
}

/// A bot game of 30 moves as `export` writes it: Alice (a person) in seat 1, computers in
/// the other seats.
fn exported_game() -> ExportedGame {
    let mut log = GameLog::new(Rules::classic(), 11);
    let mut game = log.replay().unwrap();
    let mut player = HeuristicPlayer::new();
    while log.actions.len() < 30 {
        let seat = game.seat_to_act().unwrap();
        let action = player.choose(&game, seat);
        game.apply(seat, &action).unwrap();
        log.push(seat, action);
    }
    let players = (0..4)
        .map(|s| match s {
            0 => PlayerSlot::Human {
                user_id: 42,
                name: "Alice".into(),
            },
            s => PlayerSlot::Computer {
                name: format!("Robot {}", s + 1),
                kind: "heuristic".into(),
            },
        })
        .collect();
    ExportedGame {
        export_format: canasta_storage::EXPORT_FORMAT,
        game_id: GameId(3),
        guild_id: 1,
        channel_id: 2,
        host_id: 42,
        players,
        status: GameStatus::Active,
        version: 30,
        created_at: 0,
        updated_at: 0,
        finished_at: None,
        scores: game.scores().to_vec(),
        winners: None,
        log,
        timeouts: Default::default(),
    }
}

#[test]
fn an_exported_bot_game_loads() {
    let exported = exported_game();
    let export = temp_file("export.json");
    let export_text = serde_json::to_string_pretty(&exported).unwrap();
    std::fs::write(&export, &export_text).unwrap();
    assert_eq!(ExportedGame::from_json(&export_text).unwrap(), exported);

    let save = temp_file("from-export.json");
    let (ok, out) = run_with_input(
        &[
            "--resume",
            export.to_str().unwrap(),
            "--save",
            save.to_str().unwrap(),
        ],
        "table\nmoves\nquit\n",
    );
    assert!(ok, "{out}");
    assert!(out.contains("Resumed "), "{out}");
    assert!(out.contains("Alice> "), "{out}");
    assert!(out.contains("Robot 2"), "{out}");
    let continued = saved_log(&save);
    let played = exported.log.actions.len();
    assert!(continued.actions.len() >= played);
    assert_eq!(continued.actions[..played], exported.log.actions[..]);
    assert_eq!(continued.replay().unwrap().seat_to_act(), Some(0));
    // Without --save an export is read, never written.
    let (ok, out) = run_with_input(&["--resume", export.to_str().unwrap()], "draw\nquit\n");
    assert!(ok && out.contains("exported game"), "{out}");
    assert_eq!(std::fs::read_to_string(&export).unwrap(), export_text);
}

#[test]
fn every_preset_can_be_played() {
    for name in PRESET_NAMES {
        let save = temp_file(&format!("preset-{name}.json"));
        let mut driver = Driver::start(&[
            "--seed",
            "3",
            "--rules",
            name,
            "--save",
            save.to_str().unwrap(),
        ]);
        assert_eq!(driver.play(30), 30, "{name}");
        let (ok, out) = driver.finish();
        assert!(ok, "{name}: {out}");
        let log = saved_log(&save);
        assert_eq!(log.rules, Rules::preset(name).unwrap());
        assert_eq!(log.actions.iter().filter(|a| a.seat == 0).count(), 30);
        log.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn partners_at_the_same_terminal_pass_it_on() {
    let save = temp_file("partners.json");
    let mut driver = Driver::start(&[
        "--seed",
        "5",
        "--rules",
        "classic",
        "--seat",
        "2",
        "--partner",
        "human",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert_eq!(driver.play(60), 60);
    let (ok, out) = driver.finish();
    assert!(ok, "{out}");
    assert!(out.contains("Pass to Player 2, press Enter> "), "{out}");
    assert!(out.contains("Pass to Player 4, press Enter> "), "{out}");
    assert!(
        out.contains("Computer 1") && !out.contains("Computer 2"),
        "{out}"
    );
    let log = saved_log(&save);
    assert!(log.actions.iter().any(|a| a.seat == 1));
    assert!(log.actions.iter().any(|a| a.seat == 3));
}

#[test]
fn a_sitoumussamba_deal_starts_with_an_auction_typed_at_the_terminal() {
    let save = temp_file("sitoumussamba.json");
    let mut driver = Driver::start(&[
        "--seed",
        "2",
        "--rules",
        "sitoumussamba",
        "--save",
        save.to_str().unwrap(),
    ]);
    // Computers left of the dealer call until it is Player 1's call (FI 12A).
    let first = driver.until_prompt().unwrap();
    for expected in ["Bidding: ", "Your call. The lowest bid you may make is "] {
        assert!(
            first.contains(expected),
            "missing {expected:?} in:\n{first}"
        );
    }
    // The prompt names the lowest bid the engine accepts, as it is typed.
    let suggested = first
        .split("(`")
        .nth(1)
        .and_then(|rest| rest.split("`)").next())
        .unwrap_or_else(|| panic!("no bid suggested:\n{first}"))
        .to_string();
    assert!(suggested.starts_with("bid "), "{suggested}");
    for (line, answer) in [
        ("bid 3 trumps", "`bid 3 trumps` is not a call."),
        (
            "bid 9 hearts",
            "Not allowed: bids go from level 1 to level 8",
        ),
        ("help bid", "== Help: bidding =="),
        ("moves", "Moves: "),
    ] {
        driver.send(line);
        let reply = driver.until_prompt().unwrap();
        assert!(
            reply.contains(answer),
            "{line}: missing {answer:?} in:\n{reply}"
        );
    }
    driver.send(&suggested);
    let moves = driver.play(40);
    let (ok, out) = driver.finish();
    assert!(ok, "{out}");
    let said = suggested.replacen("bid", "bids", 1);
    // Fluent's plural rule: a bid of level 1 names its suit in the singular ("1 heart").
    let said = match said.strip_prefix("bids 1 ") {
        Some(named) => format!("bids 1 {}", named.trim_end_matches('s')),
        None => said,
    };
    let said = format!("Player 1 {said}.");
    assert!(out.contains(&said), "missing {said:?} in:\n{out}");
    // The auction's end is on the table: the bid and its declarer, or no bid.
    assert!(
        out.contains(" by ") && out.contains("Bid: ") || out.contains("No bid"),
        "{out}"
    );
    let log = saved_log(&save);
    assert_eq!(log.rules, Rules::sitoumussamba());
    let typed = log.actions.iter().find(|a| a.seat == 0).unwrap();
    assert_eq!(
        canasta_wording::input::action_text(
            canasta_wording::lang::Lang::En,
            &typed.action,
            &log.replay().unwrap().seat_view(0)
        ),
        suggested
    );
    assert_eq!(
        log.actions.iter().filter(|a| a.seat == 0).count(),
        moves + 1
    );
}

#[test]
fn a_complete_samba_game_ends_with_the_scores_of_the_replayed_moves() {
    let game = complete_game("samba", "1");
    // RULES.md §3 (FI 1, 40B): the game ends after the deal in which a side reaches 20000.
    let scores = game.scores();
    assert!(scores.iter().any(|&s| s >= 20000), "{scores:?}");
}
