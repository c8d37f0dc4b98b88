# Veckorapporten och en säsongs slutställning i serverns rapportkanal, på serverns språk
# (wording/src/render/report.rs).

report-season-month = { $month } { $year }
report-season-quarter = { $quarter ->
    [1] 1:a
    [2] 2:a
   *[other] { $quarter }:e
} kvartalet { $year }
report-month-january = januari
report-month-february = februari
report-month-march = mars
report-month-april = april
report-month-may = maj
report-month-june = juni
report-month-july = juli
report-month-august = augusti
report-month-september = september
report-month-october = oktober
report-month-november = november
report-month-december = december

report-weekly-title = Canasta: veckan
report-no-games = Inga partier avslutades i veckan.
report-one-game-rated = 1 parti avslutades i veckan, rankat.
report-one-game-unrated = 1 parti avslutades i veckan, inte rankat.
report-games = { $games } partier avslutades i veckan, varav { $rated } rankade.
report-top = Topp 10
report-top-season = Topp 10 denna säsong
report-top-empty = Ingen har tillräckligt många rankade partier än.
report-movers = Största förändringarna
report-best-deal = Veckans bästa giv
report-best-deal-line = { $names } fick { $score } poäng i giv { $deal } ({ $thread })
report-weekly-footer = Ranking: /topplista · din egen: /profil

report-season-title = Canasta: säsongen { $season } är slut
report-final-standings-intro = Slutställningen:
report-final-standings = Slutställning
report-season-empty = Ingen spelade tillräckligt många rankade partier den här säsongen.
report-season-hidden = { $count } spelare med färre än { $min } rankade partier visas inte. En ny säsong börjar nu.
report-season-new = En ny säsong börjar nu.
