//! Shared helpers for the end-to-end tests (`mod support;` in `tests/*.rs`).
//!
//! Each integration test binary compiles this module on its own and uses only part of it
//! (hence the allows: what one test binary leaves unused another one uses).
#![allow(dead_code, unused_imports)]

pub mod fake_discord;
