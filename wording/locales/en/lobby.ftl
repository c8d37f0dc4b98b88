# The lobby of a new table (wording/src/render/lobby.rs): posted in the table's thread, in the
# server's language. $rules is the rule set's name as typed (classic, samba).

lobby-title = Canasta table — { $rules } rules
lobby-title-started = Canasta — { $rules } rules
lobby-open = { $taken } of { $seats } seats taken. Join, or fill seats with computer players; the host starts when every seat is taken.
lobby-started = The game has started: play below in this thread.
lobby-closed = This table was closed.

lobby-team = team { $number }
lobby-host-mark = (host)
lobby-empty-seat = empty
# Between the teams' seats: "seats 1 & 3 against 2 & 4".
lobby-against = against
lobby-partners = Partners: seats { $seats }.
lobby-host-swaps = The host swaps seats to arrange partners.
lobby-everyone-alone = Everyone plays alone.
lobby-cutthroat = Everyone plays alone until someone takes the pile; the other two then play together for the rest of the deal.
lobby-rotating-five = Seats 1 & 3 against 2, 4 & 5; one of the three sits out each deal.
lobby-target = First to { $target } points wins.
lobby-target-changed = First to { $target } points wins (this table's target; { $rules } rules play to { $usual }).

lobby-seats = Seats
lobby-clock = Move clock
lobby-timeout = When a clock runs out
lobby-house-rules = House rules
lobby-footer = /rules shows the rules of this table; /help shows how to play.

lobby-join = Join
lobby-leave = Leave
# The select that seats a computer player of the chosen level (strongest first).
lobby-add-computer = Add a computer player: choose its level
lobby-level-strong = Strong
lobby-level-strong-about = Looks ahead: plays many possible deals out before each move.
lobby-level-good = Good
lobby-level-good-about = A sound player that does not look ahead.
lobby-level-basic = Basic
lobby-level-basic-about = A simple player, for learning the game.
lobby-remove-computer = Remove computer player
lobby-start = Start
lobby-cancel = Cancel
lobby-swap-placeholder = Host: choose two seats to swap

lobby-clock-server-default = The server's default (`/canasta settings`).
lobby-clock-none = No clock: nobody is timed; reminders only as the server sets them.
lobby-clock-hours = { $hours } h a move ({ $answer } h to answer "May I go out?"); a reminder when 80% has run.
# Said while the lobby is open and its host has the buttons (not after Start).
lobby-host-switches = (Host: the button switches.)
lobby-host-switches-clock = (Host: the button switches: none, 8 h, 24 h, 72 h.)
lobby-clock-button-default = Clock: server default
lobby-clock-button-none = Clock: none
lobby-clock-button-hours = Clock: { $hours } h
lobby-timeout-autopilot = The autopilot plays that turn for the player; after { $turns } missed turns in a row their seat is offered to a substitute.
lobby-timeout-wait = The table waits for the player: reminders only.
lobby-timeout-button-autopilot = Clock runs out: autopilot
lobby-timeout-button-wait = Clock runs out: wait

# In the channel where /canasta new was used; $thread is a link to the table's thread.
lobby-table-opened = { $host } opened a Canasta table ({ $rules } rules, to { $target }): join in { $thread }.
lobby-table-opened-house = { $host } opened a Canasta table ({ $rules } rules with house rules, to { $target }): join in { $thread }.
lobby-closed-by = { $name } closed this table.
lobby-game-started = { $name } started the game.
lobby-play-again = { $name } asked for another game with the same seats.
