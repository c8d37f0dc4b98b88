# Slutet på ett parti: vad resultatet gjorde med spelarnas ranking (wording/src/render/result_ratings.rs).

ratings-title = Ranking — { $family }
ratings-rank = plats { $rank }
ratings-not-listed = inte på listan än ({ $games } av { $min } { $min ->
    [one] parti
   *[other] partier
})
ratings-footer-all-time = Placering på topplistan för all tid · ? = preliminär ranking
ratings-footer-season = Placering på topplistan för { $season } · ? = preliminär ranking

ratings-unrated-title = Ranking
ratings-unrated-computer = Inte rankat: en datorspelare satt vid bordet från början.
ratings-unrated-table = Inte rankat: rankingen räknar partier med minst två lag där varje spelare har en egen plats.
