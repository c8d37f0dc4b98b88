# /leaderboard: the boards and their paging buttons (wording/src/render/leaderboard.rs).

# The rating families, as the boards, /profile and its chart name them.
board-family-overall = Overall
board-family-partnership = Four-player partnership
board-family-two-player = Two players
board-family-three-player = Three players
board-family-cutthroat = Cutthroat
board-family-five = Five players
board-family-six = Six players
board-family-samba = Samba
board-family-wins = Wins and points

# Which games a board counts (a season is named as the reports name it).
board-all-time = all time

board-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

board-previous = ◀ Previous
board-next = Next ▶

# A rated board: $family and $scope as above.
board-rated-title = Leaderboard — { $family } · { $scope }
board-hidden = { $count ->
    [one] { $count } player with fewer than { $min } games is not listed
   *[other] { $count } players with fewer than { $min } games are not listed
}
# $hidden is board-hidden.
board-empty-hidden = No one has played { $min } rated games yet ({ $hidden }).
board-empty = No rated games yet. Start one with `/canasta new`.
board-page = Page { $page } of { $pages }
board-provisional = ? = provisional rating

# The wins board: $what is a rule set's name or board-all-games.
board-wins-title = Wins — { $what } · { $scope }
board-all-games = all games
board-wins-empty = No finished games in this server yet. Start one with `/canasta new`.
board-wins-empty-rules = No finished games with the { $rules } rules in this server yet. Start one with `/canasta new`.
# One player's record after their name: wins, draws, games, win rate, average final score.
board-standing = { $won ->
    [one] { $won } win
   *[other] { $won } wins
}{ $drawn ->
    [0] {""}
    [one] , { $drawn } draw
   *[other] , { $drawn } draws
} in { $played ->
    [one] { $played } game
   *[other] { $played } games
} ({ $percent }%) · average score { $average }
board-wins-footer = Page { $page } of { $pages } · { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
} · { $players } players · draws count half · abandoned games do not count

board-stale = This leaderboard button is out of date. Run `/leaderboard` again for a fresh board.
# $name is what was typed; the board names are what a player types and stay as they are.
board-unknown = There is no board `{ $name }`. Choose one of: overall, partnership, two-player, three-player, cutthroat, five, six, samba, or wins.
