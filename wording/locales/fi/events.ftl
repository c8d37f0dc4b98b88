# Pelin tapahtumat, rivi kustakin (wording/src/render/events.rs).

events-deal-started = Erä { $deal } alkaa; jakaja on { $dealer }.
events-red-three-laid = { $name } pani pöytään punaisen kolmosen ({ $card }).
events-drew = { $count ->
    [one] { $name } nosti kortin.
   *[other] { $name } nosti { $count } korttia.
}
events-took-pile-with = { $name } otti avopakan ({ $size }) korteilla { $cards }.
events-took-pile-top-with = { $name } otti avopakan ({ $size }): päällimmäisen kortin { $card } korteilla { $cards }.
events-took-pile-onto = { $name } otti avopakan ({ $size }) ja lisäsi päällimmäisen kortin { $card } { $rank }-pöytäykseensä.

events-melded = { $name } { $parts }.
events-melded-new = pöytäsi { $melds }
events-added = lisäsi { $cards } { $meld }-pöytäykseen
events-added-to-a-meld = lisäsi { $cards } pöytäykseen
events-and = ja

events-a-card = kortin { $card }
events-discarded = { $name } heitti { events-a-card }.
events-discarded-frozen = { $name } heitti { events-a-card }: avopakka jäätyi.
events-discarded-locked = { $name } heitti { events-a-card }: avopakka on lukittu.
events-discarded-black-three = { $name } heitti { events-a-card }: seuraava pelaaja ei voi ottaa avopakkaa.

events-asked = { $name } kysyy pariltaan ({ $partner }): ”Saanko lopettaa?”
events-asked-partner = { $name } kysyy pariltaan: ”Saanko lopettaa?”
events-answered-yes = { $name } vastasi kyllä.
events-answered-no = { $name } vastasi ei.
events-team = Puolue { $number }
events-penalty = { $team }: { $points } rangaistuspistettä (lupa annettiin, mutta lopettaminen jäi tekemättä).
events-partnership = { $solo } pelaa tämän erän yksin; { $partners } pelaavat parina.
events-went-out = { $name } lopetti!
events-went-out-concealed = { $name } lopetti suoraan!
events-stock-exhausted = Umpipakka loppui: erä päättyy.
events-last-stock-cards-end-deal = Punainen kolmonen umpipakan kahden viimeisen kortin joukossa: erä päättyy, umpipakkaan jäi { $card } (SAMBA 32).

events-deal-scored = Erän { $deal } pisteet: { $sides }.
events-deal-scored-stock = Erän { $deal } pisteet (umpipakka loppui): { $sides }.
events-deal-scored-last-stock-cards = Erän { $deal } pisteet (päättyi umpipakan kahteen viimeiseen korttiin): { $sides }.
events-side-score = { $side } { $points } (yhteensä { $total })

events-bids = { $name } tarjoaa { $bid }.
events-passes = { $name } passaa.
events-doubles = { $name } kontraa!
events-declared = { $name } pelaa tarjouksen { $bid }.
events-declared-doubled = { $name } pelaa tarjouksen { $bid }, kontrana { $doubler }.
events-no-bid = Ei tarjouksia: erä pelataan ilman tarjousta.
events-opening-failed = { $name } ei pysty avaamaan: { $penalty } rangaistuspistettä, ja tarjous siirtyy eteenpäin.

events-game-won = Peli päättyi: voittaja on { $side }!
events-game-drawn = Peli päättyi tasan: { $sides }.
