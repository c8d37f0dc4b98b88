//! Helpers of the end-to-end test (`tests/e2e_discord.rs`): the bot against the fake Discord.
//!
//! [`harness`] starts, stops and restarts the bot on one database; [`driver`] plays a game
//! through real slash commands, buttons and selects, deciding each human move with the
//! engine's heuristic player; [`typed`] writes a move as a player types it; [`leaks`] checks
//! every public payload against the cards that were public; [`bad_input`] and
//! [`bad_input_all`] send what no one should send; [`posts`] counts the thread's
//! public posts per deal and human turn; [`game_log`] reads `/log`; [`notify`] checks where reminders go; [`checks`] looks at mentions and latencies;
//! [`samba`] opens and plays Samba tables; [`sitoumussamba`] plays a deal that starts with an
//! auction; [`threads`] deletes and archives game threads; [`deadlines`] lets a player's
//! clock run out (reminder, autopilot, substitute); [`faults`] and `faults_*` make Discord
//! misbehave (issue 14); [`load`] runs the bot binary under load and kills it; [`once`] posts a
//! move exactly once across a restart that came between its post and its mark, and
//! [`outage`] after a restart past Discord's nonce window (issue 30); [`reports`]
//! posts the weekly report and a season's end once each; [`pictures`] looks at the pictures of
//! the cards on `/hand` and `/table`; [`ratings_post`] posts a game's rating changes at its end
//! once, also across a restart; [`finnish`] plays a game on a Finnish server; [`sigterm`]
//! stops the bot binary with SIGTERM mid-move; [`channel_kinds`] opens tables in every kind of
//! channel; [`deferred`] answers a deferred command by editing its original response; [`hosting`] checks the Dockerfile, compose file
//! and systemd unit and starts the bot in the image's layout; [`metrics`] scrapes the operators'
//! Prometheus endpoint; [`shards`] runs bot processes on
//! shards of the fake's servers, kills one and reshards.

pub mod bad_input;
pub mod bad_input_all;
pub mod boards;
pub mod channel_kinds;
pub mod checks;
pub mod deadlines;
pub mod deferred;
pub mod driver;
pub mod faults;
pub mod faults_channels;
pub mod faults_gateway;
pub mod faults_rest;
pub mod finnish;
pub mod game_log;
pub mod harness;
pub mod hosting;
pub mod house_rules;
pub mod idle;
pub mod leaks;
pub mod load;
pub mod metrics;
pub mod notify;
pub mod once;
pub mod outage;
pub mod pictures;
pub mod posts;
pub mod ratings_post;
pub mod reports;
pub mod reshard_kill;
pub mod rules_book;
pub mod samba;
pub mod shards;
pub mod sigterm;
pub mod sitoumussamba;
pub mod threads;
pub mod typed;
