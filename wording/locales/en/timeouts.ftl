# A move clock that ran out, and seats handed over (wording/src/render/timeouts.rs).

# Starts the first line of a turn the autopilot played for $name; that line's event follows.
timeouts-clock-ran-out = ⏱ { $name }'s clock ran out — played by autopilot for { $name }:
# Every later $line of the same turn, so each line carries the mark and the owner's name.
timeouts-autopilot-for = ⏱ autopilot for { $name }: { $line }
# $user: a mention of the seat's owner; $turns: missed turns in a row; $name: the computer
# player that plays the seat now.
timeouts-handed-over = { $user }, you missed { $turns } turns in a row, so { $name } plays your seat until you are back: use `/canasta back` in this thread. Meanwhile anyone here without a seat may play it: press **Take this seat** or use `/canasta sub`.
timeouts-take-seat = Take this seat
timeouts-seat-taken = { $now } takes { $owner }'s seat and plays it from now on (until { $owner } is back).
timeouts-came-back = { $owner } is back and plays their seat again.
timeouts-came-back-thanks = { $owner } is back and plays their seat again. Thank you for playing it, { $substitute }!
timeouts-you-play = You play { $owner }'s seat now. Use `/hand` to see its cards.
