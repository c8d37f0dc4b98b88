//! The Discord commands of the Canasta bot: poise commands over the table service
//! (`canasta-table`), answering in the words of `canasta-wording`. Started with
//! [`discord::start`]. [`chart`] draws `/profile`'s rating chart as a PNG; [`pictures`] the
//! pictures of the cards attached to `/hand` and `/table`.

pub mod chart;
pub mod discord;
pub mod pictures;
