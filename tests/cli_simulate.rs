//! `canasta-bot simulate` end to end: the built binary plays a few complete games and reports
//! them as JSON with no invariant violation.

use std::process::Command;

fn simulate(args: &[&str]) -> (std::process::Output, serde_json::Value) {
    let output = Command::new(env!("CARGO_BIN_EXE_canasta-bot"))
        .arg("simulate")
        .args(args)
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let json = serde_json::from_str(&stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {stdout}\nstderr: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (output, json)
}

#[test]
fn three_games_report_no_violations() {
    let (output, json) = simulate(&["--games", "3", "--seed", "1", "--json"]);
    assert!(output.status.success(), "{json}");
    assert_eq!(json["violations"], 0, "{json}");
    assert_eq!(json["rules"], "classic");
    assert_eq!(json["games"], 3);
    for key in [
        "deals",
        "actions",
        "seconds",
        "games_per_second",
        "actions_per_second",
    ] {
        assert!(json[key].as_f64().is_some_and(|v| v > 0.0), "{key}: {json}");
    }
    let means = json["mean_scores"].as_array().expect("mean_scores");
    assert_eq!(means.len(), 2);
    // Each game ends with some team at 5000 or more, so some team's mean is at least 2500.
    assert!(
        means.iter().any(|m| m.as_f64().unwrap() >= 2500.0),
        "{json}"
    );
}

#[test]
fn random_players_and_a_fixed_seed_give_the_same_games() {
    let args = [
        "--games",
        "2",
        "--seed",
        "7",
        "--players",
        "random",
        "--json",
    ];
    let (_, first) = simulate(&args);
    let (_, second) = simulate(&args);
    assert_eq!(first["violations"], 0, "{first}");
    assert_eq!(first["actions"], second["actions"]);
    assert_eq!(first["mean_scores"], second["mean_scores"]);
}

#[test]
fn an_unknown_rule_set_is_refused() {
    let output = Command::new(env!("CARGO_BIN_EXE_canasta-bot"))
        .args(["simulate", "--rules", "snap", "--games", "1"])
        .output()
        .expect("the binary runs");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("classic"), "{stderr}");
}

#[test]
fn every_level_of_checking_reports_the_same_games() {
    let run = |checks: &str| {
        let args = [
            "--games", "3", "--seed", "4", "--rules", "samba", "--json", "--checks", checks,
        ];
        let (output, json) = simulate(&args);
        assert!(output.status.success(), "{json}");
        assert_eq!(json["checks"], checks);
        json
    };
    let all = run("all");
    for checks in ["sample", "off"] {
        let other = run(checks);
        for key in ["deals", "actions", "mean_scores", "wins", "violations"] {
            assert_eq!(other[key], all[key], "{key} with --checks {checks}");
        }
    }
}
