# House rules: how a table's rules differ from the rule set it is named after, a line each
# (wording/src/render/house_rules.rs), shown in the lobby.

house-table-teams = { $seats } pelaajaa, { $teams } puoluetta.
house-table-alone = { $seats } pelaajaa, kukin yksin.
house-table-cutthroat = Cutthroat: kukin yksin, kunnes joku ottaa avopakan.
house-table-rotating-five = Viisi pelaajaa: kaksi vastaan kolme, joista yksi on vuorotellen sivussa.
house-decks = Pelataan { $n } pakalla.
house-hand-size = Jokaiselle pelaajalle jaetaan { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}.
house-stock-draw = Umpipakasta nostetaan { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}.
house-stock-out-duty-on = Kun umpipakka on loppunut, pöytäyksiinne sopiva avopakka on otettava.
house-stock-out-duty-off = Kun umpipakka on loppunut, avopakkaa ei ole koskaan pakko ottaa.
house-stock-out-ends-on = Erä päättyy heittoon umpipakan viimeisen kortin jälkeen.
house-stock-out-ends-off = Kun umpipakka on loppunut, peli jatkuu avopakalla.
house-after-pile-none = Avopakan ottaja ei nosta umpipakasta.
house-after-pile = Avopakan ottaja nostaa lisäksi umpipakasta { $n ->
    [one] { $n } kortin
   *[other] { $n } korttia
}.
house-pile-whole = Avopakka otetaan kokonaan.
house-pile-down-to-lock = Avopakka otetaan viimeisimpään apukorttiin tai punaiseen kolmoseen asti.
house-top-card-only = Avopakasta saa ottaa pelkän päällimmäisen kortin.
house-natural-pair-on = Avopakka otetaan aina vain luonnollisella parilla.
house-natural-pair-off = Jäätymättömän avopakan saa ottaa yhdellä luonnollisella kortilla ja apukortilla.
house-pile-on-canasta-on = Avopakan saa ottaa, vaikka sen päällimmäinen kortti on valmiin canastan arvoinen.
house-pile-on-canasta-off = Avopakkaa ei voi ottaa, kun sen päällimmäinen kortti on valmiin canastan arvoinen.
house-locked-naturals = Jäätynyt tai lukittu avopakka otetaan { $n } luonnollisella kortilla, jotka ovat päällimmäisen kortin arvoisia.
house-onto-sequence-on = Avopakan saa ottaa lisäämällä sen päällimmäisen kortin sarjaan, jota se jatkaa.
house-onto-sequence-off = Avopakkaa ei koskaan oteta jatkamalla sarjaa.
house-wild-three = Pöytäyksessä on enintään kolme apukorttia.
house-wild-half = Apukortteja on enintään puolet pöytäyksestä, ei koskaan yli kolmea.
house-wild-two = Pöytäyksessä on enintään kaksi apukorttia.
house-wild-on-canasta-on = Valmiiseen canastaan saa lisätä apukortteja.
house-wild-on-canasta-off = Valmiiseen canastaan ei lisätä apukortteja.
house-sequences-on = Saman maan sarjoja (3–7 korttia, ässän yli, ei jokereita) saa pöydätä.
house-sequences-off = Ei sarjoja: pöytäykset ovat samanarvoisia kortteja.
house-red-threes-in-sequences-on = Punaisen kolmosen saa pöydätä oman maansa sarjaan.
house-red-threes-in-sequences-off = Punaiset kolmoset eivät koskaan käy sarjaan.
house-second-meld-on = Puolue saa aloittaa uuden samanarvoisen pöytäyksen, kun sen canasta on valmis.
house-second-meld-off = Puolueella on kustakin arvosta yksi pöytäys.
house-closed-canastas-on = Puhtaisiin canastoihin ja kakkoscanastoihin ei lisätä kortteja.
house-closed-canastas-off = Canastaan saa aina lisätä luonnollisia kortteja.
house-twos-never = Kakkoset ovat vain apukortteja: kakkosia ei pöydätä omana pöytäyksenään.
house-twos-allowed = Kakkosia saa pöydätä omana pöytäyksenään (seitsemän tekee kakkoscanastan); avaukseen niitä tarvitaan { $to_open }.
house-completed-opens-on = Valmis canasta tai samba käy aina avaukseksi pisteistään riippumatta.
house-completed-opens-off = Avaus vaatii aina vähimmäispisteet.
house-red-threes-laid = Punaiset kolmoset pöydätään heti ja korvataan.
house-red-threes-kept = Punaiset kolmoset pidetään kädessä: heitettyinä ne lukitsevat avopakan, pöydättyinä niillä ostetaan kortti.
house-red-three-laid-penalty = Jokainen pöydätty punainen kolmonen maksaa { $points }.
house-red-three-in-hand-penalty = Jokainen käteen jäänyt punainen kolmonen maksaa { $points }.
house-black-three-in-hand-penalty = Jokainen käteen jäänyt musta kolmonen maksaa { $points } lisää.
house-canastas-to-go-out = Lopettamiseen tarvitaan { $n ->
    [one] { $n } canasta
   *[other] { $n } canastaa
}.
house-concealed-team-on = Suora lopettaminen vaatii, ettei parisikaan ole pöydännyt.
house-concealed-team-off = Suorassa lopettamisessa lasketaan vain omat aiemmat pöytäyksesi.
house-answer-binds-on = Vastaus kysymykseen "Saanko lopettaa?" sitoo.
house-answer-binds-off = Vastaus kysymykseen "Saanko lopettaa?" on vain neuvo.
house-failed-go-out = "Kyllä", jota ei pystytä lunastamaan, maksaa { $points } pistettä.
house-discard-required-on = Lopettaminen päättyy aina heittoon.
house-discard-required-off = Pelaaja saa lopettaa pöytäämällä kaikki korttinsa.
house-natural-canasta = Puhdas canasta tuo { $points }.
house-mixed-canasta = Sekacanasta tuo { $points }.
house-red-three-bonus = Jokainen punainen kolmonen tuo { $points }.
house-red-three-totals-none = Punaiset kolmoset tuovat saman verran kukin, oli niitä kuinka monta tahansa.
# One of several, joined by ", ": "4 red 3s score 800".
house-red-three-total = { $count } punaista kolmosta tuo { $total }
house-all-red-threes-on = Kaikki punaiset kolmoset tuovat punaisten kolmosten täyden hyvityksen.
house-all-red-threes-off = Punaiset kolmoset tuovat 100 kukin silloinkin, kun puolueella on ne kaikki.
house-going-out-bonus = Lopettaminen tuo { $points }.
house-concealed-bonus = Suora lopettaminen tuo { $points }.
house-samba-bonus = Samba (seitsemän kortin sarja) tuo { $points }.
house-red-three-in-sequence = Punainen kolmonen sarjassa on { $points } pisteen arvoinen.
house-unopened-penalty = Puolue, joka ei ole pöydännyt erän päättyessä, maksaa { $points }.
house-rank-canastas-none = Canastat tuovat saman verran arvostaan riippumatta.
# One of several, joined by "; ": $rank is the rank as cards show it (A, 2).
house-rank-canasta = { $rank }-canasta tuo puhtaana { $natural }, sekana { $mixed }
# $counts is the table of minimum counts of /rules.
house-minimum-counts = Avauksen vähimmäispisteet: { $counts }
house-bidding = Ennen peliä tehdään tarjoukset, tasot 1–{ $levels } ({ $step } pistettä tasolta).
house-no-bidding = Ei tarjouksia ennen peliä.
house-stock-out-duty-hand-on = Kun umpipakka on loppunut, avopakka on otettava, jos sen voi ottaa pöytäykseen käden luonnollisilla korteilla (SAMBA 32A).
house-stock-out-duty-hand-off = Kun umpipakka on loppunut, on otettava vain avopakka, jonka päällimmäinen kortti sopii pöytäykseen sellaisenaan.
house-black-meld-max = Mustia kolmosia saa pöytäykseen enintään { $n }.
# The named options of the open readings of SAMBA (RULES.md §4).
house-black-three-card-value-on = Käteen jäänyt musta kolmonen maksaa rangaistuksensa ja oman 5 pisteensä.
house-black-three-card-value-off = Käteen jäänyt musta kolmonen maksaa vain rangaistuksensa.
house-failed-own-once = Huutaja, joka ei voi avata, maksaa kerran; seuraavaksi korkein huutaja pelaa oman huutonsa.
house-failed-own-per-bid = Huutaja, joka ei voi avata, maksaa jokaisesta tekemästään huudosta; seuraavaksi korkein huutaja pelaa oman huutonsa.
house-failed-same-once = Huutaja, joka ei voi avata, maksaa kerran; seuraavaksi korkein huutaja pelaa epäonnistuneen huudon.
house-failed-same-per-bid = Huutaja, joka ei voi avata, maksaa jokaisesta tekemästään huudosta; seuraavaksi korkein huutaja pelaa epäonnistuneen huudon.
house-rebid-on = Passannut pelaaja saa huutaa myöhemmin uudelleen.
house-rebid-off = Passi on lopullinen: sen jälkeen ei saa huutaa.
house-partner-goes-out-on = Kun huuto on saavutettu, myös huutajan pari saa lopettaa.
house-partner-goes-out-off = Kun huuto on saavutettu, vain huutaja saa lopettaa.
house-stock-out-voids-reached-on = Umpipakan loppuminen mitätöi huudon, vaikka se olisi saavutettu.
house-stock-out-voids-reached-off = Ennen umpipakan loppumista saavutettu huuto pysyy.
house-partner-robs-double-on = Myös tuplaajan parin lopetus ryöstää tuplatun huudon kaksinkertaisena.
house-partner-robs-double-off = Vain tuplaajan oma lopetus ryöstää tuplatun huudon kaksinkertaisena.
house-last-red-three-onto-sequence-on = Umpipakan viimeisten korttien punainen kolmonen pöydätään puolueen sambaan, jota se jatkaa (SAMBA 32).
house-last-red-three-onto-sequence-off = Umpipakan viimeisten korttien punainen kolmonen nostetaan pöydälle, vaikka se jatkaisi sambaa.
house-last-two-stock-cards-shown-on = Punainen kolmonen, joka on umpipakan kahdesta viimeisestä kortista, pöydätään ja erä päättyy, nostettiinpa se miten tahansa (SAMBA 32).
house-last-two-stock-cards-shown-off = Vain umpipakan tyhjentävässä nostossa tullut punainen kolmonen pöydätään; aiemmin nostettu jää käteen.
house-last-red-three-charged-on = Pöydälle nostettu umpipakan viimeisten korttien punainen kolmonen maksaa kuten muutkin pöydälle nostetut punaiset kolmoset (SAMBA 29).
house-last-red-three-charged-off = Pöydälle nostettu umpipakan viimeisten korttien punainen kolmonen ei maksa mitään: vain ostaminen maksaa (SAMBA 23).
house-upcard-back-under-stock-on = Aloituskortiksi käännetty jokeri, kakkonen tai punainen kolmonen palaa umpipakan alle; avopakka alkaa lukitsemattomana.
house-upcard-back-under-stock-off = Aloituskortiksi käännetty jokeri, kakkonen tai punainen kolmonen lukitsee avopakan, ja seuraava kortti käännetään sen päälle.
