# /profile: a player's record in the server and their rating chart (wording/src/render/profile.rs).

profile-title = { $name } — profile
profile-no-games = No finished games in this server yet. Start one with `/canasta new`.
# Games, wins, draws (left out when none) and $rate, profile-percent or "—".
profile-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $won } won{ $drawn ->
    [0] {""}
   *[other] , { $drawn } drawn
} · { $rate } win rate
profile-percent = { $percent }%
profile-mean-deal-score = Mean deal score
profile-canastas-per-game = Canastas per game
# A figure with one decimal: "3.5".
profile-tenths = { $whole }.{ $tenth }
profile-going-out = Going out
profile-going-out-share = { $percent }% of deals
profile-rating = Rating
profile-rated-games = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
profile-deal-figures-from = Deal figures from { $counted } of { $games } games (older results kept no deals)
profile-provisional = ? = provisional rating

# The rating chart attached to /profile: its title (also the caption) and the label of its
# axis of games.
profile-chart-title = Rating after each rated game
profile-chart-x-label = rated games
