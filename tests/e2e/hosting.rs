//! Hosting (issue 29). Docker does not run where the tests run (no daemon, no registry), so
//! instead of `docker build`: the `Dockerfile` is read and held to what it promises (it copies
//! only what its `cargo build --release` makes, runs as a user who is not root, keeps the
//! database on its volume, stops with SIGTERM, its build context has every source and no
//! secret, the runtime base has every library the binary links); then the bot binary is
//! started in the image's layout (its entrypoint, environment and working directory, under a
//! temporary root) against the fake Discord and stopped with the image's stop signal.
//! `compose.yaml` and `deploy/canasta-bot.service` are held to the same volume, user, stop and
//! restart (and `systemd-analyze verify` reads the unit when the machine has it); the LICENSE
//! matches Cargo.toml; the README's invite link asks for the permissions the bot uses; a
//! missing or rejected token names the command the reader has and exits 78.

use crate::e2e::load::bot_process::BotProcess;
use crate::support::fake_discord::FakeDiscord;
use canasta_commands::discord::permissions::{invite, NEEDED};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A file of the repository.
fn repo_file(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The bot binary `cargo build --release` makes (the tests' own build of it).
fn built_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_canasta-bot"))
}

/// One stage of a Dockerfile: its base, its name, its instructions (keyword, arguments).
#[derive(Debug)]
struct Stage {
    from: String,
    name: Option<String>,
    steps: Vec<(String, String)>,
}

impl Stage {
    fn all(&self, keyword: &'static str) -> impl Iterator<Item = &str> {
        self.steps
            .iter()
            .filter(move |(k, _)| k == keyword)
            .map(|(_, args)| args.as_str())
    }

    fn one(&self, keyword: &'static str) -> &str {
        let found: Vec<&str> = self.all(keyword).collect();
        assert_eq!(
            found.len(),
            1,
            "one {keyword} in the stage from {}",
            self.from
        );
        found[0]
    }

    /// `ENV` as pairs (`ENV A=1 B=2`, one or many lines).
    fn env(&self) -> Vec<(String, String)> {
        self.all("ENV")
            .flat_map(str::split_whitespace)
            .filter_map(|pair| pair.split_once('='))
            .map(|(k, v)| (k.to_string(), v.trim_matches('"').to_string()))
            .collect()
    }
}

/// The stages of a Dockerfile: comments dropped, continued lines joined.
fn dockerfile_stages(text: &str) -> Vec<Stage> {
    let mut logical = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('#') || (trimmed.is_empty() && current.is_empty()) {
            continue;
        }
        match trimmed.strip_suffix('\\') {
            Some(part) => {
                current.push_str(part);
                current.push(' ');
            }
            None => {
                current.push_str(trimmed);
                logical.push(std::mem::take(&mut current));
            }
        }
    }
    let mut stages: Vec<Stage> = Vec::new();
    for line in logical.iter().filter(|l| !l.trim().is_empty()) {
        let (keyword, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let (keyword, args) = (keyword.to_uppercase(), args.trim().to_string());
        if keyword == "FROM" {
            let words: Vec<&str> = args.split_whitespace().collect();
            let name = match words.as_slice() {
                [_, as_word, name] if as_word.eq_ignore_ascii_case("as") => Some(name.to_string()),
                [_] => None,
                other => panic!("FROM {other:?}"),
            };
            stages.push(Stage {
                from: words[0].to_string(),
                name,
                steps: Vec::new(),
            });
        } else {
            let stage = stages.last_mut().expect("FROM first");
            stage.steps.push((keyword, args));
        }
    }
    stages
}

/// `--flag value` pairs and plain words of a `COPY`.
fn copy_parts(args: &str) -> (Vec<(String, String)>, Vec<String>) {
    let (mut flags, mut words) = (Vec::new(), Vec::new());
    for word in args.split_whitespace() {
        match word.strip_prefix("--").and_then(|f| f.split_once('=')) {
            Some((k, v)) => flags.push((k.to_string(), v.to_string())),
            None => words.push(word.to_string()),
        }
    }
    (flags, words)
}

/// A JSON array instruction (`ENTRYPOINT ["a", "b"]`).
fn exec_form(args: &str) -> Vec<String> {
    serde_json::from_str(args).unwrap_or_else(|e| panic!("{args}: not the exec form ({e})"))
}

/// `major.minor` of a version (`1.89`, `1.89.0`).
fn minor_version(v: &str) -> (u32, u32) {
    let mut parts = v.split('.').map(|p| p.parse::<u32>().expect("a number"));
    (parts.next().expect("major"), parts.next().unwrap_or(0))
}

/// The workspace's `rust-version` and members, from Cargo.toml.
fn workspace() -> ((u32, u32), Vec<String>) {
    let manifest = repo_file("Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|l| l.trim().strip_prefix("rust-version = "))
        .expect("rust-version")
        .trim_matches('"');
    let members = manifest
        .lines()
        .find_map(|l| l.strip_prefix("members = "))
        .expect("members");
    let members = serde_json::from_str(members).expect("a list of strings");
    (minor_version(version), members)
}

/// What the image is, as the Dockerfile says.
struct Image {
    builder: Stage,
    runtime: Stage,
}

impl Image {
    fn read() -> Image {
        let mut stages = dockerfile_stages(&repo_file("Dockerfile"));
        assert_eq!(stages.len(), 2, "a builder and a runtime stage");
        let runtime = stages.pop().expect("two");
        let builder = stages.pop().expect("two");
        Image { builder, runtime }
    }

    /// The runtime's `USER` (`uid:gid`).
    fn user(&self) -> String {
        self.runtime.one("USER").to_string()
    }

    fn env(&self, key: &str) -> String {
        let env = self.runtime.env();
        let found = env.iter().find(|(k, _)| k == key);
        found
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("ENV {key}"))
    }

    fn volume(&self) -> String {
        let volumes = exec_form(self.runtime.one("VOLUME"));
        assert_eq!(volumes.len(), 1, "one volume");
        volumes[0].clone()
    }
}

#[test]
fn the_dockerfile_copies_what_cargo_builds_and_runs_it_unprivileged_on_its_volume() {
    let image = Image::read();
    let (builder, runtime) = (&image.builder, &image.runtime);

    // The builder: Rust at least the workspace's rust-version, one release build.
    let builder_name = builder.name.clone().expect("the builder stage is named");
    let (rust_version, members) = workspace();
    let tag = builder.from.strip_prefix("rust:").expect("the Rust image");
    let tag_version = tag.split('-').next().expect("a version");
    assert!(
        minor_version(tag_version) >= rust_version,
        "rust:{tag_version} is older than rust-version {rust_version:?}"
    );
    let workdir = builder.one("WORKDIR").to_string();
    let builds: Vec<&str> = builder
        .all("RUN")
        .filter(|r| r.contains("cargo build"))
        .collect();
    assert_eq!(builds.len(), 1, "one cargo build");
    let build: Vec<&str> = builds[0].split_whitespace().collect();
    assert!(
        build.contains(&"--release") && build.contains(&"--locked"),
        "{build:?}"
    );
    let bins: BTreeSet<String> = build
        .windows(2)
        .filter(|w| w[0] == "--bin")
        .map(|w| w[1].to_string())
        .collect();
    let ours = built_binary();
    let our_name = ours
        .file_name()
        .expect("a file")
        .to_string_lossy()
        .into_owned();
    assert_eq!(bins, BTreeSet::from([our_name.clone()]), "the bot's binary");
    let made_dirs: BTreeSet<String> = builder
        .all("RUN")
        .filter_map(|r| r.strip_prefix("mkdir -p "))
        .flat_map(|dirs| dirs.split_whitespace().map(str::to_string))
        .collect();

    // The runtime: only what the build made, the binary as the entrypoint.
    let release = format!("{workdir}/target/release/");
    let mut binary_at = None;
    let mut volume_owner = None;
    for copy in runtime.all("COPY") {
        let (flags, words) = copy_parts(copy);
        let from = flags.iter().find(|(k, _)| k == "from").map(|(_, v)| v);
        assert_eq!(from, Some(&builder_name), "COPY {copy}: from the builder");
        let [source, target] = words.as_slice() else {
            panic!("COPY {copy}: one source, one target");
        };
        match source.strip_prefix(&release) {
            Some(bin) => {
                assert!(bins.contains(bin), "COPY {copy}: not built by the RUN");
                assert!(
                    ours.exists(),
                    "cargo build --release made {}",
                    ours.display()
                );
                binary_at = Some(target.clone());
            }
            None => {
                assert!(
                    made_dirs.contains(source),
                    "COPY {copy}: made by the builder"
                );
                let owner = flags.iter().find(|(k, _)| k == "chown").map(|(_, v)| v);
                volume_owner = Some((target.clone(), owner.cloned()));
            }
        }
    }
    let binary_at = binary_at.expect("the binary is copied");
    assert_eq!(exec_form(runtime.one("ENTRYPOINT")), vec![binary_at]);

    let user = image.user();
    let uid = user.split(':').next().expect("a user");
    assert!(
        !matches!(uid, "root" | "0") && !uid.is_empty(),
        "USER {user}: not root"
    );
    let database = PathBuf::from(image.env("DATABASE_PATH"));
    let volume = image.volume();
    assert_eq!(
        database.parent(),
        Some(Path::new(&volume)),
        "the database is on the volume"
    );
    assert_eq!(
        runtime.one("WORKDIR"),
        volume,
        "relative paths land on the volume"
    );
    let (owned, owner) = volume_owner.expect("the volume's directory is made");
    assert_eq!(owned, volume);
    assert_eq!(
        owner.as_deref(),
        Some(user.as_str()),
        "the volume belongs to the user"
    );
    assert_eq!(runtime.one("STOPSIGNAL"), "SIGTERM");

    // The build context: every source in, the build output and secrets out.
    let ignored: Vec<String> = repo_file(".dockerignore")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.trim_end_matches('/').to_string())
        .collect();
    for must in [".env", "target"] {
        assert!(ignored.iter().any(|i| i == must), "{must} is kept out");
    }
    let mut needed: Vec<String> = members;
    needed.extend(
        [
            "Cargo.toml",
            "Cargo.lock",
            "RULES.md",
            "RULES.fi.md",
            "RULES.sv.md",
            "src",
        ]
        .map(String::from),
    );
    for path in &needed {
        assert!(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(path).exists(),
            "{path} exists"
        );
        for pattern in &ignored {
            let hit = match pattern.strip_prefix('*') {
                Some(suffix) => path.ends_with(suffix),
                None => path == pattern || pattern.is_empty(),
            };
            assert!(
                !hit,
                "{path} is in the build context (.dockerignore: {pattern})"
            );
        }
    }
}

/// The libraries the runtime base (distroless `cc`: glibc and libgcc) provides.
const RUNTIME_LIBRARIES: [&str; 8] = [
    "linux-vdso.so",
    "ld-linux-x86-64.so",
    "libc.so",
    "libm.so",
    "libgcc_s.so",
    "libpthread.so",
    "libdl.so",
    "librt.so",
];

#[test]
fn the_runtime_base_has_every_library_the_binary_links() {
    let image = Image::read();
    assert!(
        image
            .runtime
            .from
            .starts_with("gcr.io/distroless/cc-debian12"),
        "the libraries below are distroless cc's: {}",
        image.runtime.from
    );
    assert!(
        image.builder.from.ends_with("-bookworm"),
        "the builder's glibc is Debian 12's, as the runtime's: {}",
        image.builder.from
    );
    let Ok(out) = Command::new("ldd").arg(built_binary()).output() else {
        println!("no ldd here: the libraries were not checked");
        return;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let name = line.split_whitespace().next().unwrap_or_default();
        let name = name.rsplit('/').next().unwrap_or(name);
        assert!(
            RUNTIME_LIBRARIES.iter().any(|lib| name.starts_with(lib)),
            "the binary links {name}, which the runtime base lacks"
        );
    }
}

/// `key: value` lines of a YAML file, each with its indent (the file is small and flat).
fn yaml_values(text: &str) -> Vec<(usize, String, String)> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| {
            let indent = l.len() - l.trim_start().len();
            let (k, v) = l.trim().split_once(':')?;
            Some((indent, k.trim().to_string(), v.trim().to_string()))
        })
        .collect()
}

#[test]
fn compose_runs_the_image_on_its_volume_and_gives_the_stop_its_time() {
    let image = Image::read();
    let compose = repo_file("compose.yaml");
    let values = yaml_values(&compose);
    let value = |key: &str| {
        let found = values.iter().find(|(_, k, _)| k == key);
        found
            .map(|(_, _, v)| v.clone())
            .unwrap_or_else(|| panic!("{key} in compose.yaml"))
    };
    assert_eq!(value("build"), ".");
    assert_eq!(value("env_file"), ".env");
    assert!(["unless-stopped", "always", "on-failure"].contains(&value("restart").as_str()));
    let volume = image.volume();
    let database = value("DATABASE_PATH");
    assert!(
        database.starts_with(&format!("{volume}/")),
        "{database} on {volume}"
    );
    assert!(value("BACKUP_DIR").starts_with(&format!("{volume}/")));
    let mount = compose
        .lines()
        .map(str::trim)
        .filter_map(|l| l.strip_prefix("- "))
        .find(|l| l.ends_with(&format!(":{volume}")))
        .unwrap_or_else(|| panic!("a volume mounted on {volume}"));
    let named = mount.split(':').next().expect("a name");
    assert!(
        values
            .iter()
            .any(|(indent, k, _)| *indent > 0 && k == named),
        "the volume {named} is declared"
    );
    let grace = value("stop_grace_period");
    let seconds: u64 = grace.trim_end_matches('s').parse().expect("seconds");
    assert!(seconds >= 30, "the bot may take 30 s to stop: {grace}");
}

#[test]
fn the_systemd_unit_runs_the_bot_as_its_own_user_and_restarts_it_on_failure() {
    let unit = repo_file("deploy/canasta-bot.service");
    let service: Vec<(String, String)> = unit
        .lines()
        .skip_while(|l| l.trim() != "[Service]")
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    let value = |key: &str| {
        let found = service.iter().find(|(k, _)| k == key);
        found
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("{key}= in the unit"))
    };
    let environment: Vec<(String, String)> = service
        .iter()
        .filter(|(k, _)| k == "Environment")
        .filter_map(|(_, v)| v.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let env = |key: &str| {
        let found = environment.iter().find(|(k, _)| k == key);
        found
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("Environment={key}"))
    };
    let user = value("User");
    assert!(!matches!(user.as_str(), "root" | "0"), "User={user}");
    assert_eq!(value("Restart"), "on-failure");
    assert_eq!(
        value("RestartPreventExitStatus"),
        "78",
        "a configuration error"
    );
    assert_eq!(value("KillSignal"), "SIGTERM");
    let stop: u64 = value("TimeoutStopSec").parse().expect("seconds");
    assert!(stop >= 30, "the bot may take 30 s to stop");
    let exec = value("ExecStart");
    assert_eq!(
        Path::new(&exec).file_name(),
        built_binary().file_name(),
        "ExecStart runs the bot"
    );
    let state = format!("/var/lib/{}/", value("StateDirectory"));
    assert!(
        env("DATABASE_PATH").starts_with(&state),
        "the database in {state}"
    );
    assert!(
        env("BACKUP_DIR").starts_with(&state),
        "the backups in {state}"
    );
    assert_eq!(format!("{}/", value("WorkingDirectory")), state);

    // systemd's own reading, with ExecStart pointed at the binary this build made.
    let dir = tempfile::tempdir().expect("temporary directory");
    let copy = dir.path().join("canasta-bot.service");
    let here = unit.replace(&exec, &built_binary().display().to_string());
    std::fs::write(&copy, here).expect("writes");
    match Command::new("systemd-analyze")
        .arg("verify")
        .arg(&copy)
        .output()
    {
        Err(_) => println!("no systemd-analyze here: the unit was read by this test only"),
        Ok(out) => {
            let said = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.status.success() && said.trim().is_empty(), "{said}");
        }
    }
}

#[test]
fn the_license_is_the_one_cargo_toml_names() {
    let manifest = repo_file("Cargo.toml");
    assert!(manifest.contains("license = \"MIT\""));
    let license = repo_file("LICENSE");
    assert_eq!(license.lines().next(), Some("MIT License"));
    assert!(license.contains("Permission is hereby granted, free of charge"));
}

#[test]
fn the_readme_invite_asks_for_every_permission_the_bot_uses() {
    let readme = repo_file("README.md");
    let link = format!("&permissions={}`", invite().bits());
    assert!(readme.contains(&link), "the invite link asks for {link}");
    for (permission, _, _) in NEEDED {
        for name in permission.get_permission_names() {
            assert!(readme.contains(&format!("| {name} |")), "{name} is listed");
        }
    }
}

/// Runs the bot binary at `program` without a token in an empty directory (no `.env`), with
/// `env`; returns its exit code and what it wrote.
fn without_token(program: &Path, env: &[(&str, &str)]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = Command::new(program)
        .current_dir(dir.path())
        .env_clear()
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .expect("the bot runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_missing_token_names_the_command_the_reader_has() {
    let program = built_binary();
    let (code, text) = without_token(&program, &[]);
    assert_eq!(code, Some(78), "{text}");
    let typed = format!(
        "To try the game without Discord: {} play",
        program.display()
    );
    assert!(
        text.contains("DISCORD_TOKEN is not set") && text.contains(&typed),
        "{text}"
    );
    let (code, text) = without_token(&program, &[("CARGO_PKG_NAME", "canasta-bot")]);
    assert_eq!(code, Some(78), "{text}");
    assert!(
        text.contains("without Discord: cargo run --release -- play"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_exits_78_naming_the_offline_command() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = tokio::process::Command::new(built_binary())
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", "not-the-token")
        .env("DISCORD_API_BASE", discord.api_base())
        .env("DATABASE_PATH", dir.path().join("canasta.db"))
        .stdin(Stdio::null())
        .output()
        .await
        .expect("the bot runs");
    let text = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(78), "{text}");
    assert!(
        text.contains("Discord rejected the bot token") && text.contains(" play"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_starts_in_the_images_layout_and_stops_with_its_stop_signal() {
    let image = Image::read();
    let root = tempfile::tempdir().expect("temporary directory");
    let inside = |path: &str| root.path().join(path.trim_start_matches('/'));
    // What the runtime stage builds: the binary where it is copied, the volume's directory.
    let entrypoint = exec_form(image.runtime.one("ENTRYPOINT"));
    let program = inside(&entrypoint[0]);
    std::fs::create_dir_all(program.parent().expect("a directory")).expect("mkdir");
    std::fs::copy(built_binary(), &program).expect("the binary copied");
    let volume = inside(&image.volume());
    std::fs::create_dir_all(&volume).expect("the volume");
    let mut command = Command::new(&program);
    command
        .args(&entrypoint[1..])
        .current_dir(inside(image.runtime.one("WORKDIR")))
        .env_clear();
    for (key, value) in image.runtime.env() {
        let value = if value.starts_with('/') {
            inside(&value).display().to_string()
        } else {
            value
        };
        command.env(key, value);
    }
    let discord = FakeDiscord::start().await;
    let bot = BotProcess::launch(&discord, command, &root.path().join("bot.log")).await;
    let signal = image.runtime.one("STOPSIGNAL");
    bot.signal(&format!("-{}", signal.trim_start_matches("SIG")));
    let log = bot.log.clone();
    let status = tokio::time::timeout(Duration::from_secs(60), bot.exited())
        .await
        .expect("the bot stops");
    let output = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(status.success(), "{status}: {output}");
    assert_eq!(discord.gateway_stats().close_codes, vec![1000], "{output}");
    let database = inside(&image.env("DATABASE_PATH"));
    assert!(database.is_dir(), "the database is on the volume: {output}");
    assert!(
        output.contains(" INFO ") && !output.contains('\u{1b}'),
        "plain logs at info: {output}"
    );
}
