//! Durable storage of Canasta games.
