# Pisteet: erän erittely, pistetilanne ja pelin loppu (wording/src/render/score.rs).

score-canastas = Canastat: { $points }
score-red-threes = Punaiset kolmoset: { $points }
score-going-out = Lopettaminen: { $points }
score-melded = Pöydätyt: { $points }
score-in-hand = Kädessä: { $points }
score-penalties = Rangaistukset: { $points }
score-red-threes-laid = Pöydätyt punaiset kolmoset: { $points }
score-red-threes-in-hand = Punaiset kolmoset kädessä: { $points }
score-black-threes-in-hand = Mustat kolmoset kädessä: { $points }
score-not-melded = Ei avannut: { $points }
score-bid = Tarjous: { $points }
score-deal = Erä: { $points }
score-game-total = Peli yhteensä: { $total }

score-went-out = { $name } lopetti.
score-went-out-concealed = { $name } lopetti suoraan.
score-stock-ran-out = Umpipakka loppui; kukaan ei lopettanut.

score-deal-title = Erä { $deal } — pisteet
score-target = Voittoon tarvitaan { $target } pistettä.
score-title = Pisteet
score-deals = Erät
score-history = Erä { $deal }: { $points }
score-game-over = Peli päättyi
score-final = Loppupisteet
score-played = Säännöt { $rules }, pelattu { $target } pisteeseen.
score-ended = Peli on päättynyt.
score-won = { $side } voitti { $points } pisteellä!
score-draw = Tasapeli: { $sides }.
