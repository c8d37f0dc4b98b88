# The weekly report and a season's final standings, posted in the server's report channel in
# the server's language (wording/src/render/report.rs).

# A season's name: "November 2026", "Q4 2026".
report-season-month = { $month } { $year }
report-season-quarter = Q{ $quarter } { $year }
report-month-january = January
report-month-february = February
report-month-march = March
report-month-april = April
report-month-may = May
report-month-june = June
report-month-july = July
report-month-august = August
report-month-september = September
report-month-october = October
report-month-november = November
report-month-december = December

report-weekly-title = Canasta: the week
report-no-games = No games finished this week.
report-one-game-rated = 1 game finished this week, rated.
report-one-game-unrated = 1 game finished this week, unrated.
# Two games or more.
report-games = { $games } games finished this week, { $rated } of them rated.
report-top = Top 10
report-top-season = Top 10 this season
report-top-empty = Nobody has enough rated games yet.
report-movers = Biggest movers
report-best-deal = Best deal of the week
# $names: the side's players ("Ada & Cy"); $thread: a link to the game's thread.
report-best-deal-line = { $names } scored { $score } in deal { $deal } ({ $thread })
report-weekly-footer = Ratings: /leaderboard · your own: /profile

report-season-title = Canasta: the { $season } season is over
report-final-standings-intro = The final standings:
report-final-standings = Final standings
report-season-empty = Nobody played enough rated games this season.
report-season-hidden = { $count ->
    [one] { $count } player
   *[other] { $count } players
} with fewer than { $min } rated games are not listed. A new season begins now.
report-season-new = A new season begins now.
