# Julkinen pöytä (wording/src/render/table.rs).

table-game-over = Peli on päättynyt.
table-deal-over = Erä on päättynyt.
table-bidding = Tarjousvuorossa { $player }: tarjous, passi tai kontra.
table-opening-bid = { $player } pelaa tarjouksen { $bid }: hän avaa nyt, ennen kääntökorttia.
table-opening = { $player } avaa nyt, ennen kääntökorttia.
table-stock-gone = Vuorossa { $player }: umpipakka on loppunut, joten hän ottaa avopakan tai päättää erän.
table-draw = Vuorossa { $player }: nosto umpipakasta tai avopakan otto.
table-play = Vuorossa { $player }: pöytäys, sitten heitto.
table-play-yes = Vuorossa { $player }: pöytäys, sitten heitto. Pari vastasi kyllä: hänen on lopetettava.
table-play-no = Vuorossa { $player }: pöytäys, sitten heitto. Pari vastasi ei: hän ei saa lopettaa tällä vuorolla.
table-asked = { $player } kysyi pariltaan ({ $partner }) ”Saanko lopettaa?” Odotetaan vastausta.
table-asked-partner = { $player } kysyi pariltaan ”Saanko lopettaa?” Odotetaan vastausta.

pile-empty = Avopakka: tyhjä
# The size first: "päällimmäisenä 5, 9 korttia" would read as the cards 5 and 9.
pile-top = Avopakka: { $size }, päällimmäisenä { $top }
pile-top-frozen = Avopakka: { $size }, päällimmäisenä { $top }, jäätynyt
# Samba (SAMBA 18, 19B): a wild card or red 3 in the pile locks it.
pile-top-locked = Avopakka: { $size }, päällimmäisenä { $top }, lukittu
pile-and-stock = { $pile }. Umpipakka: { $stock }.

table-title = Canasta — erä { $deal }
table-sitting-out = Tästä erästä sivussa: { $names }.
table-footer = säännöt { $rules } · { $target } pisteeseen · jakaja { $dealer }
table-my-hand = Oma käsi
table-points = { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
table-team-alone = { $names } (yksin)
table-in-hand = Kädessä: { $hands }
table-canastas = Canastoja: { $canastas } (lopettamiseen tarvitaan { $needed })
table-not-opened = Ei vielä avattu: avauspöytäykseen tarvitaan { $points } pistettä
table-red-threes = Punaiset kolmoset: { $cards }
table-penalties = Rangaistuspisteet: { $points }
