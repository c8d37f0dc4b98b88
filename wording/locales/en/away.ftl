# Time away: the answer to /canasta away and the table's line (wording/src/render/away.rs).
# $until is a Discord timestamp, which each reader sees in their own time zone.

# What is left of a game's 14 days, under a day.
away-hours = { $hours } h
away-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
away-untimed = no clock: nothing to pause
away-allowance-used = not paused: you have been away 14 days in this game, the most a game allows
# $left is away-hours or away-days.
away-runs-again = your clock runs again ({ $left } left of the 14 days a game allows)
away-paused-until = paused until { $until } ({ $left } left of the 14 days a game allows)
away-title = Away
away-title-back = Welcome back
away-title-not-away = Not away
away-title-nothing = Nothing paused
away-title-until = Away until { $until }
away-no-games = You are not playing in any game on this server, so there is no clock to pause.
away-back = Your clocks run again, with the time they had left.
# "back" from someone who was not away.
away-not-away = You were not away: your clocks were running, and still are.
away-paused = { $games ->
    [one] Your clocks are paused in { $paused } of your { $games } game; the others wait for you and the table shows that you are away. `/canasta away duration: back` ends it early (what you do not use is kept).
   *[other] Your clocks are paused in { $paused } of your { $games } games; the others wait for you and the table shows that you are away. `/canasta away duration: back` ends it early (what you do not use is kept).
}
away-seat = { $name } is away until { $until }; their clock is paused.
