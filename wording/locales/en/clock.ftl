# The move clock on the table and above the hand (wording/src/render/clock.rs).

# $left is one of the clock-*-left messages below.
clock-to-move = { $name } to move, { $left }.
clock-to-answer = { $name } to answer "May I go out?", { $left }.
clock-out-of-time = out of time
clock-hours-left = { $hours } h left
clock-minutes-left = { $minutes } min left
