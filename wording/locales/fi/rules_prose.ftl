# A rule set in prose, for /rules and the terminal's `rules` (wording/src/render/rules_prose.rs).
# Each sentence is said of the values the engine plays (RULES.md §2, §3).

rules-title = Säännöt: { $rules }
# The footer of /rules: the rule book (RULES.md) is attached to the reply.
rules-full-document = Koko sääntökirja on liitteenä (RULES.fi.md): kaikki sääntökokoelmat ja valinnat sekä painettujen sääntöjen kohdat, joihin ne perustuvat. Kieltäytymisen viittaus, esimerkiksi "RULES.fi.md §3, SAMBA 14C", osoittaa siihen.
rules-target = Ensimmäisenä { $target } pisteeseen ehtinyt puolue voittaa sen erän jälkeen, jossa raja saavutetaan.
rules-cards-field = Kortit
rules-turn-field = Pelivuoro
rules-melds-field = Pöytäykset
rules-pile-field = Avopakan ottaminen
rules-threes-field = Kolmoset
rules-going-out-field = Lopettaminen
rules-opening-field = Avauspöytäyksen vähimmäispisteet
rules-bonus-field = Hyvitys- ja rangaistuspisteet
rules-bidding-field = Tarjoukset

rules-seating-alone = { $seats } pelaajaa, kukin pelaa yksin.
rules-seating-teams = { $seats } pelaajaa { $teams } puolueessa, { $size } kussakin; parit istuvat { $teams } paikan päässä toisistaan.
rules-seating-cutthroat = 3 pelaajaa: ensimmäisenä avopakan ottava pelaa yksin kahta muuta vastaan erän loppuun. Pisteet ovat henkilökohtaiset.
rules-seating-rotating-five = 5 pelaajaa: kahden pelaajan puolue kolmen pelaajan puoluetta vastaan; kolmesta yksi on vuorollaan erän sivussa.

rules-cards = { $decks } pakkaa ja { $jokers } jokeria ({ $cards } korttia); { $hand } korttia kullekin. Apukortit: jokerit ja kakkoset.
rules-twos-natural-both = Kakkoset ovat luonnollisia sarjassa ja kakkospöytäyksessä.
rules-twos-natural-sequence = Kakkoset ovat luonnollisia sarjassa.
rules-twos-natural-meld = Kakkoset ovat luonnollisia kakkospöytäyksessä.

# A turn: $draw is rules-turn-draw, $after rules-turn-after-pile after a space, or nothing.
rules-turn = { $draw } tai ota avopakka{ $after }, pöydätä ja heitä lopuksi yksi kortti.
rules-turn-draw = { $n ->
    [1] Nosta umpipakasta yksi kortti
   *[other] Nosta umpipakasta { $n } korttia
}
rules-turn-after-pile = { $n ->
    [1] (ja nosta sitten yksi kortti umpipakasta)
   *[other] (ja nosta sitten { $n } korttia umpipakasta)
}
rules-stock-out-ends = Kun umpipakka loppuu, erä päättyy sen pelaajan heittoon.
rules-stock-out-duty = Kun umpipakka on loppunut, pelaajan on otettava avopakka, jos sen päällimmäinen kortti sopii puolueen pöytäykseen.
rules-stock-out-free = Kun umpipakka on loppunut, pelaajat saavat ottaa avopakan tavallisin säännöin tai päättää erän.

rules-melds-wild-three = Kolme tai useampia samanarvoisia kortteja, joista vähintään kaksi luonnollista ja enintään kolme apukorttia. Seitsemän korttia on canasta: puhdas (ei apukortteja) tai sekacanasta.
rules-melds-wild-half = Kolme tai useampia samanarvoisia kortteja, joista vähintään kaksi luonnollista; apukortteja enintään puolet pöytäyksestä eikä koskaan yli kolmea. Seitsemän korttia on canasta: puhdas (ei apukortteja) tai sekacanasta.
rules-melds-wild-two = Kolme tai useampia samanarvoisia kortteja, joista vähintään kaksi luonnollista ja enintään kaksi apukorttia. Seitsemän korttia on canasta: puhdas (ei apukortteja) tai sekacanasta.
rules-canasta-closed = Puhtaaseen canastaan ei lisätä kortteja; sekacanastaan saa lisätä.
rules-canasta-wild-on = Valmiiseen canastaan saa lisätä apukortteja (enintään kolme).
rules-canasta-wild-off = Valmiiseen canastaan ei lisätä apukortteja.
rules-second-meld = Kun jonkin arvon canasta on valmis, puolue saa aloittaa samasta arvosta uuden pöytäyksen.
rules-sequences = Sarjat: 3–7 saman maan korttia järjestyksessä, ei apukortteja, ässän yli (R-K-A-2-3 käy); seitsemän korttia on samba, johon ei lisätä kortteja.
rules-red-three-in-sequence = Punainen kolmonen voi olla maansa kolmonen sarjassa.
rules-twos-meld = Kakkosia saa pöydätä omana arvonaan, apukortteina vain jokerit; seitsemän kakkosta on kakkoscanasta, johon ei lisätä kortteja.

rules-pile-take-whole = Pöydätä päällimmäinen kortti kädestäsi otetuilla korteilla ja ota sitten koko avopakka.
rules-pile-take-down-to-lock = Pöydätä päällimmäinen kortti kädestäsi otetuilla korteilla ja ota sitten avopakka viimeisimpään apukorttiin tai punaiseen kolmoseen asti, se mukaan lukien.
# $count is a count in words (count-word); $unlocked is rules-pile-unlocked-pair or -wild.
rules-pile-frozen = Jäätyneen avopakan (siinä on apukortti tai punainen kolmonen, tai puolueesi ei ole pöydännyt) ottamiseen tarvitaan { $count } sen arvoista luonnollista korttia; muuten riittää { $unlocked }.
rules-pile-locked = Lukitun avopakan (sen päälle on heitetty apukortti tai punainen kolmonen) ottamiseen tarvitaan { $count } sen arvoista luonnollista korttia; muuten riittää { $unlocked }.
rules-pile-unlocked-pair = luonnollinen pari
rules-pile-unlocked-wild = yksi luonnollinen kortti ja apukortti tai lisäys omaan pöytäykseen
rules-pile-onto-sequence = Minkä tahansa avopakan saa ottaa myös lisäämällä sen päällimmäisen kortin omaan sarjaasi, jota se jatkaa.
rules-pile-not-on-canasta = Kotisääntö: ei koskaan, kun päällimmäinen kortti on puolueesi valmiin canastan arvoinen.
rules-pile-top-card-only = Saat ottaa pelkän päällimmäisen kortin (`ota päällimmäinen ...`).

rules-red-threes-laid = Punaiset kolmoset pöydätään heti ja korvataan umpipakasta; niistä saa hyvityspisteitä.
rules-red-threes-kept = Punaiset kolmoset pidetään kädessä. Heitetty punainen kolmonen lukitsee avopakan; `osta` pöytää sellaisen ja nostaa tilalle kortin umpipakasta ({ $laid } puolueesi tappioksi); jokainen erän lopussa käteen jäänyt maksaa { $in_hand }.
rules-black-three-sequence = Heitetty musta kolmonen estää seuraavaa pelaajaa ottamasta avopakkaa muuten kuin jatkamalla sarjaa.
rules-black-three = Heitetty musta kolmonen estää seuraavaa pelaajaa ottamasta avopakkaa.
rules-black-threes-melded = Mustia kolmosia pöydätään vain lopetettaessa.
rules-black-three-in-hand = Jokainen käteen jäänyt musta kolmonen maksaa arvonsa lisäksi { $points }.

rules-going-out-needs = Puolueellasi on oltava { $n ->
    [1] yksi canasta
   *[other] { $n } canastaa
}.
rules-going-out-needs-samba = Puolueellasi on oltava { $n ->
    [1] yksi canasta
   *[other] { $n } canastaa
}; samba lasketaan yhdeksi.
rules-going-out-discard = Viimeinen kortti heitetään aina.
rules-going-out-bonus-same = Hyvitys { $points }, suorasta lopettamisesta samoin.
rules-going-out-bonus = Hyvitys { $points }, suorasta lopettamisesta { $concealed }.
rules-concealed-team = Suora lopettaminen: koko käsi yhdellä vuorolla, kun puolue ei ole pöydännyt.
rules-concealed-own = Suora lopettaminen: koko käsi yhdellä vuorolla ilman omia aiempia pöytäyksiä.
rules-answer-binds = Parin vastaus kysymykseen "Saanko lopettaa?" sitoo (jos myöntävän vastauksen jälkeen ei pysty lopettamaan, se maksaa { $penalty }).
rules-answer-advice = Parin vastaus kysymykseen "Saanko lopettaa?" on vain neuvo.

rules-completed-opens = Valmis canasta tai samba käy avaukseksi pisteistään riippumatta.
rules-twos-opening = Kakkospöytäyksellä avattaessa kakkosia tarvitaan { $n }.
# The minimum counts: each "<range>: <count>", joined by " · ".
rules-min-counts = Puolueen pistemäärän mukaan erän alkaessa: { $counts }.
rules-min-below = alle { $n }
rules-min-any = mikä tahansa pistemäärä
rules-min-range = { $from }–{ $to }
rules-min-from = { $from } tai enemmän

# Bonuses: the parts are joined by "; ", the first letter made a capital, and a "." added.
rules-bonus-rank-canasta = canasta ({ $rank }) { $natural } puhdas, { $mixed } seka
rules-bonus-samba = samba { $points }
rules-bonus-canastas = puhdas canasta { $natural }, sekacanasta { $mixed }
rules-bonus-other-canastas = muu puhdas canasta { $natural }, sekacanasta { $mixed }
rules-bonus-red-three = punainen kolmonen { $points } kukin (miinuksena puolueelle, joka ei ole pöydännyt)
# After rules-bonus-red-three, each after ", ".
rules-bonus-red-three-total = { $count } kolmosta yhteensä { $total }
rules-bonus-red-three-in-sequence = punainen kolmonen sarjassa on { $points } pisteen arvoinen
rules-bonus-cards = Pöydätyt kortit lasketaan hyväksesi, käteen jääneet vähennetään.
rules-bonus-unopened = Puolue, joka ei ole pöydännyt erän päättyessä, maksaa { $points }.

# Sitoumussamba's auction (RULES.md §3 "Bidding"; FI 12, 16, 26C, 30). $sambas, $canastas and
# $natural are counts in words (count-word).
rules-bidding = Jokainen erä alkaa tarjouksilla jakajasta vasemmalle: tarjoa taso 1–{ $levels } ({ $step }–{ $top } pistettä) ja nimeä risti < ruutu < hertta < pata < canasta < kakkoscanasta; tai passaa, tai kontraa vastapuolen tarjous. Jos kaikki passaavat, erä pelataan tavallisena Sambana. Tarjoaja avaa heti: tasoon { $below } asti vähimmäispisteillä, tasosta { $from } alkaen myös { $seq } kortin sarjalla tarjotussa maassa, { $rank } samanarvoisella kortilla tai { $twos } kakkosella. Tarjoaja, joka ei pysty avaamaan, maksaa { $penalty } ja tarjous siirtyy seuraavalle. Tarjouksensa saavuttava puolue saa erän pisteiden lisäksi palkkion, { $premium } % tarjouksesta; vastapuoli saa lopettaa ensin vain, kun sillä on { $sambas } samba ja { $canastas } canastaa ({ $natural } puhdas), ja silloin se ryöstää tarjouksen: se saa pisteidensä lisäksi { $robbery } % tarjouksesta. Kontra kertoo palkkion ja ryöstön luvulla { $double }. Pöydätyt kortit lasketaan tarjoukseen tasosta { $melded } alkaen. Umpipakan loppuminen mitätöi tarjouksen. `help bid` kertoo, miten tarjoukset kirjoitetaan.
