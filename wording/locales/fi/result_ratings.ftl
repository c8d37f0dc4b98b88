# Pelin loppu: mitä tulos teki pelaajien rankingille (wording/src/render/result_ratings.rs).

ratings-title = Ranking — { $family }
ratings-rank = sija { $rank }
ratings-not-listed = ei vielä listalla ({ $games }/{ $min } peliä)
ratings-footer-all-time = Sijat kaikkien aikojen listalla · ? = alustava ranking
ratings-footer-season = Sijat kauden { $season } listalla · ? = alustava ranking

ratings-unrated-title = Ranking
ratings-unrated-computer = Ei rankingpeli: pöydässä istui alusta asti tietokonepelaaja.
ratings-unrated-table = Ei rankingpeli: rankingiin lasketaan pelit, joissa on vähintään kaksi puoluetta ja jokainen pelaaja yhdellä paikalla.
