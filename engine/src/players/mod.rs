//! Computer players.
