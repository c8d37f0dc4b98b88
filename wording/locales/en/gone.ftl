# A game's thread was deleted (wording/src/render/gone.rs). $players: every player's name.

gone-thread-deleted = The thread of the game of { $players } was deleted, so that game has ended, with no result. Start a new table with `/canasta new`.
