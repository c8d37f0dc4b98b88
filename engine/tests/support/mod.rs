//! Shared helpers of the engine's integration tests: the invariants every position must keep,
//! and random (mostly illegal) actions to throw at a game.
#![allow(dead_code)]

pub mod invariants;
pub mod noise;
