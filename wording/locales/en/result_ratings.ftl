# A game's end: what its result did to the players' ratings (wording/src/render/result_ratings.rs).

# $family is a board-family-* name.
ratings-title = Ratings — { $family }
# A player listed on the family's board.
ratings-rank = rank { $rank }
# A player with fewer rated games on the board than it lists ($min).
ratings-not-listed = not on the board yet ({ $games } of { $min } { $min ->
    [one] game
   *[other] games
})
ratings-footer-all-time = Ranks on the all-time board · ? = provisional rating
# $season is a season's name, as the boards name it ("November 2026", "Q4 2026").
ratings-footer-season = Ranks on the { $season } board · ? = provisional rating

ratings-unrated-title = Ratings
ratings-unrated-computer = Not rated: a computer player sat at the table from the start.
ratings-unrated-table = Not rated: the ratings count games of two sides or more, each player in one seat.
