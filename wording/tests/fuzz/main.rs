//! Fuzzing of everything a player or Discord can send the bot as text, on stable Rust, driven
//! by proptest (issue 14): the card grammar and typed commands, custom ids, and autocomplete.
//! Every input must give an answer or a refusal, never a panic; what comes back must fit
//! Discord's limits; a refused action leaves the game as it was.
//!
//! A quick run (a few thousand inputs per target, seconds) is part of `cargo test`:
//!
//! ```text
//! cargo test --release -p canasta-wording --test fuzz
//! ```
//!
//! The long run, 1,000,000 inputs per target (`FUZZ_CASES` sets another count), is ignored by
//! default and prints its count and time:
//!
//! ```text
//! FUZZ_CASES=1000000 cargo test --release -p canasta-wording --test fuzz -- --ignored --nocapture
//! ```
//!
//! A failing input is shrunk and printed by proptest.

mod autocomplete;
mod custom_ids;
mod grammar;
mod inputs;
mod positions;
mod runner;
