# The table service's refusals: lobby rules, seats, settings, games that are over
# (wording/src/render/refusals.rs). Commands (/canasta new, `/abandon`) stay as typed.

refusal-our-fault = Something went wrong on my side; the game is safe. Please try again in a moment.
refusal-stopping = I'm restarting; the game is safe. Please try again in a minute.
refusal-away-duration = Say how long you are away like `3d`, `12h`, `1d 12h` or `1w` (at most 14 days a game), or `back` to end it.
refusal-tables-in-servers = Open a table in a server's text channel.
refusal-settings-in-servers = Server settings are set in a server.
refusal-settings-for-moderators = Only moderators (Manage Server) can change the settings. Without options, /canasta settings shows them.
refusal-go-out-needs-discard = To go out, also name the card you discard: `/go-out melds: ... discard: 9`.
# $reason is one of rule_errors.ftl's rules-* messages.
refusal-rules-conflict = These rules do not work together: { $reason }
refusal-house-rule-needs-auction = The option { $option } is for a rule set with an auction (sitoumussamba); { $rules } has none, so the table was not opened. Leave it out, or choose sitoumussamba.
refusal-house-rule-needs-samba-threes = The option { $option } is for Samba, where 3s stay in the hand; { $rules } lays red 3s down at once, so the table was not opened. Leave it out, or choose samba or sitoumussamba.
# $name: the name typed; $names: the rule sets' names, comma-separated.
refusal-unknown-rule-set = There is no rule set `{ $name }`. Choose one of: { $names }.
refusal-reminder-too-long = Reminders wait at most { $hours } hours (a month); 0 turns them off.
refusal-no-such-hour = There is no hour { $hour }: the report's hour is 0 to 23 (UTC).
refusal-no-such-clock = There is no { $hours } h move clock. Choose 8, 24 or 72 hours a move, or 0 for none.
refusal-lobby-started = This table's game has already started.
refusal-lobby-closed = This table was closed.
refusal-lobby-full = Every seat is taken.
refusal-lobby-already-in = You already have a seat at this table.
refusal-lobby-not-in = You have no seat at this table.
refusal-lobby-host-cannot-leave = You are the host: to close the table, use { lobby-cancel } (or `/abandon`).
refusal-lobby-host-only = Only the host can do that.
refusal-lobby-not-full = { $missing ->
    [one] One seat is still empty: wait for a player or add a computer player.
   *[other] { $missing } seats are still empty: wait for players or add computer players.
}
refusal-lobby-no-computer = There is no computer player to remove.
refusal-lobby-bad-seats = Choose two different seats that are taken.
refusal-seat-already-seated = You already have a seat in this game.
refusal-seat-not-offered = That seat is not offered: its player is there, or someone took it.
refusal-seat-none-offered = No seat of this game is offered right now.
refusal-seat-not-yours = You have no seat here to come back to.
refusal-seat-not-away = You are in your seat already.
refusal-no-game-here = There is no game here. Use this command in a game's thread, or open a table with `/canasta new`.
refusal-not-a-player = You are not playing in this game.
refusal-still-playing = This game is still being played.
refusal-host-or-moderator = Only the host or a moderator can do that.
refusal-game-over = This game is over.
refusal-game-stopped = This game was stopped.
refusal-no-threads-here = A table lives in a thread, and Discord has no threads here (a voice channel's chat, a stage). Use /canasta new in a text channel, an announcement channel or a forum, or in a thread of one.
refusal-missing-permissions = I can't open a table here: I lack { $permissions } in this channel. A moderator can allow me that in the channel's permissions, or open the table in another channel.
refusal-too-many-threads = This server has as many active threads as Discord allows. Once a moderator archives a few, open the table again.
refusal-forum-needs-tag = This forum wants a tag on every post, and I can't choose one for you. A moderator can make tags optional, or open the table in another channel.
refusal-thread-locked = A moderator locked this thread, so I can't post here. Open a new table with /canasta new.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
