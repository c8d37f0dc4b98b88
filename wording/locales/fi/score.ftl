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
score-last-stock-cards = Punainen kolmonen umpipakan kahden viimeisen kortin joukossa päätti erän, umpipakkaan jäi { $card } (SAMBA 32); kukaan ei lopettanut.

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

score-bid-reached = Tarjous { $bid } ({ $promised }), { $side }: saavutettu, { $count }/{ $promised }; palkkio { $arithmetic }.
score-bid-robbed = Tarjous { $bid } ({ $promised }), { $side }: ei saavutettu, { $count }/{ $promised }; { $robbers } lopetti ensin ja ryösti sen: { $arithmetic }.
score-bid-void-stock = Tarjous { $bid } ({ $promised }), { $side }: ei saavutettu, { $count }/{ $promised }, kun umpipakka loppui: mitätön, kukaan ei saa sitä.
score-bid-void = Tarjous { $bid } ({ $promised }), { $side }: ei saavutettu, { $count }/{ $promised }: mitätön, kukaan ei saa sitä.
score-bid-arithmetic = { $percent } % tarjouksesta { $promised } = { $points }
score-bid-arithmetic-doubled = { $percent } % tarjouksesta { $promised } × { $factor } (kontrattu) = { $points }
