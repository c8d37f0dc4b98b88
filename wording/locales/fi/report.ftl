# Viikkoraportti ja kauden lopputilanne palvelimen raporttikanavalla, palvelimen kielellä
# (wording/src/render/report.rs).

report-season-month = { $month } { $year }
report-season-quarter = { $quarter }. vuosineljännes { $year }
report-month-january = tammikuu
report-month-february = helmikuu
report-month-march = maaliskuu
report-month-april = huhtikuu
report-month-may = toukokuu
report-month-june = kesäkuu
report-month-july = heinäkuu
report-month-august = elokuu
report-month-september = syyskuu
report-month-october = lokakuu
report-month-november = marraskuu
report-month-december = joulukuu

report-weekly-title = Canasta: viikko
report-no-games = Tällä viikolla ei päättynyt yhtään peliä.
report-one-game-rated = Tällä viikolla päättyi 1 peli, ja se laskettiin rankingiin.
report-one-game-unrated = Tällä viikolla päättyi 1 peli, jota ei laskettu rankingiin.
report-games = Tällä viikolla päättyi { $games } peliä, joista { $rated } laskettiin rankingiin.
report-top = Top 10
report-top-season = Top 10 tällä kaudella
report-top-empty = Kenelläkään ei ole vielä tarpeeksi rankingpelejä.
report-movers = Suurimmat muutokset
report-best-deal = Viikon paras erä
report-best-deal-line = { $names }: { $score } pistettä erässä { $deal } ({ $thread })
report-weekly-footer = Ranking: /tulostaulu · oma profiili: /profiili

report-season-title = Canasta: kausi { $season } on päättynyt
report-final-standings-intro = Lopputilanne:
report-final-standings = Lopputilanne
report-season-empty = Kukaan ei pelannut tällä kaudella tarpeeksi rankingpelejä.
report-season-hidden = { $count ->
    [one] { $count } pelaaja, jolla on alle { $min } rankingpeliä, ei ole listalla
   *[other] { $count } pelaajaa, joilla on alle { $min } rankingpeliä, eivät ole listalla
}. Uusi kausi alkaa nyt.
report-season-new = Uusi kausi alkaa nyt.
