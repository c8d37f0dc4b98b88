# Miksi moottori kieltäytyi siirrosta (wording/src/render/rule_errors.rs): jokainen nimeää
# sääntönsä (FI = Suomen Canastaliiton säännöt, Samba/SAMBA = Sitoumussamban säännöt,
# RULES.md = botin oma sääntökirja). Pienellä alkukirjaimella, ilman pistettä: errors.ftl
# kehystää ne ("Ei sallittu: ..."). $rank on kortin arvo (7, K), $bid tarjous (3 hertta).

rule-game-over = peli on päättynyt
rule-not-your-turn = vuorossa on { $name }
rule-not-playing = sinulla ei ole paikkaa tässä erässä
rule-awaiting-answer = odotetaan parin vastausta kysymykseen "Saanko lopettaa?" (FI 23)
rule-must-draw-first = nosta ensin: vuoro alkaa nostolla umpipakasta tai avopakan ottamisella (FI 9)
rule-already-drew = olet jo nostanut tällä vuorolla; pöydät tai heitä (FI 9)
rule-cards-not-in-hand = sinulla ei ole niitä kortteja kädessäsi
rule-nothing-to-meld = nimeä vähintään yksi pöytäys
rule-meld-too-small = pöytäyksessä on oltava vähintään kolme korttia (FI 11)
rule-mixed-ranks = pöytäys koostuu samannumeroisista korteista ja apukorteista (FI 11)
rule-too-few-naturals = pöytäyksessä on oltava vähintään kaksi luonnollista korttia (FI 11)
rule-too-many-wilds = { $limit ->
    [one] pöytäyksessä saa tässä olla korkeintaan yksi apukortti (FI 11, asetus wild_limit)
   *[other] pöytäyksessä saa tässä olla korkeintaan { $limit } apukorttia (FI 11, asetus wild_limit)
}
rule-only-wild-cards = apukortteja ei voi pöydätä yksinään (FI 11)
rule-red-three-in-meld = punaiset kolmoset ovat hyvityskortteja: ne pannaan pöydälle erikseen eikä niitä koskaan pöydätä (FI 21)
rule-black-threes-only-when-going-out = mustia kolmosia saa pöydätä vain pelaaja, joka lopettaa samalla vuorolla (FI 20C)
rule-black-threes-with-wild = mustien kolmosten pöytäyksessä ei saa käyttää apukortteja (FI 20C)
rule-duplicate-rank = puolueellasi on jo { $rank }-pöytäys: lisää kortit siihen (FI 11)
rule-rank-meld-not-complete = puolueesi { $rank }-pöytäys ei ole vielä valmis canasta: lisää kortit siihen; uuden saa aloittaa, kun se on valmis (RULES.fi.md §3, SAMBA 14C)
rule-canasta-closed = puhtaaseen canastaan tai kakkoscanastaan ei saa lisätä kortteja (RULES.fi.md §3, SAMBA 20C)
rule-twos-opening-too-few = kakkosten pöytäyksessä on puolueesi avauksessa oltava vähintään { $needed } kakkosta (RULES.fi.md §3, SAMBA 17)
rule-must-discard-to-go-out = viimeinen kortti on heitettävä avopakkaan: jätä käteesi yksi kortti, jolla lopetat (RULES.fi.md §3, SAMBA 26A)
rule-no-such-meld = puolueellasi ei ole sellaista pöytäystä
rule-sequence-not-playable = sarjat ovat Samban pöytäyksiä; näissä säännöissä niitä ei pelata (RULES.fi.md §3, SAMBA 20A)
rule-sequence-with-joker = sarjaan ei saa liittää jokereita eikä muita kakkosia kuin sen maan kakkosen, joka jatkaa sarjaa (RULES.fi.md §3, SAMBA 14A, 20A)
rule-sequence-mixed-suits = pöytäys on samannumeroisia kortteja tai saman maan korteista tehty sarja (RULES.fi.md §3, SAMBA 14A, 14B)
rule-sequence-not-in-order = sarja on saman maan kortteja numerojärjestyksessä, kukin numero kerran, esim. 5♥ 6♥ 7♥ tai ässän yli R♥ K♥ A♥ 2♥ 3♥ (RULES.fi.md §3, SAMBA 14A, 20A)
rule-sequence-too-long = sarjassa on korkeintaan { $max } korttia (RULES.fi.md §3, SAMBA 14A)
rule-samba-complete = valmiiseen sambaan (seitsemän korttia) ei voi lisätä kortteja (RULES.fi.md §3, SAMBA 14A, 20B)
rule-wrong-rank-for-meld = siihen pöytäykseen voi lisätä vain { $rank }-kortteja ja apukortteja (FI 11)
rule-wild-on-completed-canasta = valmiiseen canastaan ei voi lisätä apukortteja (FI 15E)
rule-below-minimum-count = puolueesi avauspöytäyksen on oltava vähintään { $needed } pistettä; nämä kortit ovat { $got } pistettä (FI 13)
rule-pile-empty = avopakka on tyhjä
rule-pile-top-blocked = avopakkaa ei voi ottaa, kun sen päällimmäinen kortti on apukortti tai musta kolmonen (FI 14, 20B)
rule-frozen-pile-needs-natural-pair = avopakka on jäätynyt: sen saa ottaa vain kahdella luonnollisella { $rank }-kortilla kädestäsi (FI 13C, 17)
rule-pile-needs-natural-pair = tämän pöydän säännöissä avopakan saa ottaa vain kahdella luonnollisella { $rank }-kortilla (asetus pile_needs_natural_pair)
rule-top-card-not-melded = ottaaksesi avopakan pöydät sen päällimmäisen kortin ({ $rank }) käsikorteillasi tai lisää se pöytäykseesi (FI 14A)
rule-pile-needs-naturals = ota avopakka { $needed } luonnollisella { $rank }-kortilla kädestäsi tai liittämällä sen päällimmäinen kortti sambaan, jota se jatkaa (SAMBA 19A)
rule-locked-pile-needs-naturals = avopakka on lukittu (siinä on apukortti tai punainen kolmonen): ota se { $needed } luonnollisella { $rank }-kortilla kädestäsi tai liittämällä sen päällimmäinen kortti sambaan, jota se jatkaa (SAMBA 18, 19B)
rule-pile-top-only-onto-sequence = kun päällimmäisenä on apukortti tai kolmonen, avopakan saa ottaa vain liittämällä sen kortin sambaan, jota se jatkaa (SAMBA 19A, 22A)
rule-pile-not-onto-sequence = näissä säännöissä avopakkaa ei oteta jatkamalla sarjaa (RULES.fi.md §3, 19A)
rule-no-buying-with-red-threes = punaiset kolmoset pannaan tässä heti pöydälle; niillä ei voi ostaa (FI 21, SAMBA 23)
rule-not-a-red-three = vain punaisella kolmosella voi ostaa kortin umpipakasta (SAMBA 23)
rule-one-card-pile = kun kädessäsi on vain yksi kortti, et saa ottaa avopakkaa, jossa on vain yksi kortti (FI 14C)
rule-pile-on-completed-canasta = puolueellasi on valmis { $rank }-canasta, joten tätä avopakkaa ei voi ottaa (asetus pile_on_completed_canasta)
rule-top-card-only-not-allowed = avopakka otetaan kokonaan; pelkän päällimmäisen kortin ottaminen ei ole tässä sallittua (asetus take_top_card_only)
rule-need-canasta-to-go-out = { $needed ->
    [one] et saa vielä lopettaa: puolueesi tarvitsee ensin canastan (FI 18)
   *[other] et saa vielä lopettaa: puolueesi tarvitsee ensin { $needed } canastaa (FI 18)
}
rule-meld-leaves-one-card = { $needed ->
    [one] sinulle jäisi yksi kortti, ja sen heittäminen olisi lopettaminen, johon puolueesi tarvitsee ensin canastan: pidä vähintään kaksi korttia (FI 16B, 18)
   *[other] sinulle jäisi yksi kortti, ja sen heittäminen olisi lopettaminen, johon puolueesi tarvitsee ensin { $needed } canastaa: pidä vähintään kaksi korttia (FI 16B, 18)
}
rule-partner-said-no = parisi vastasi ei: et saa lopettaa tällä vuorolla (FI 23)
rule-must-go-out-after-yes = parisi vastasi kyllä ja voit lopettaa, joten sinun on lopetettava tällä vuorolla (FI 23D)
rule-must-keep-a-card = heiton jälkeen sinulle on jäätävä vähintään yksi kortti, ellet lopeta (FI 16B)
rule-cannot-ask-now = kysy "Saanko lopettaa?" heti umpipakasta noston jälkeen, ennen pöytäämistä, kerran vuorossa (FI 23A)
rule-no-partner = sinulla ei ole paria, jolta kysyä
rule-nothing-to-answer = kukaan ei ole kysynyt sinulta "Saanko lopettaa?"
rule-red-three-discard = punaista kolmosta ei saa koskaan heittää avopakkaan (FI 21I)
rule-stock-empty = umpipakka on loppunut: ota avopakka tai päätä erä (FI 24)
rule-stock-not-empty = umpipakassa on vielä kortteja: nosta (FI 9)
rule-must-take-pile = umpipakka on loppunut ja avopakan päällimmäinen kortti sopii puolueesi pöytäykseen: sinun on otettava avopakka (FI 24A)
rule-auction-in-progress = ensin tarjoukset: tarjoa, passaa tai kontraa (SAMBA 12)
rule-no-auction = nyt ei tarjota (SAMBA 12)
rule-bid-out-of-range = tarjoukset ovat tasoilla 1–{ $levels }, kukin taso 1000 pistettä (SAMBA 12B)
rule-bid-too-low = tarjouksen on oltava korkeampi kuin { $highest }: korkeampi taso tai sama taso korkeammassa maassa (risti, ruutu, hertta, pata, canasta, kakkoscanasta) (SAMBA 12B)
rule-nothing-to-double = vain vastustajien korkeimman tarjouksen voi kontrata (SAMBA 12D)
rule-no-bid-after-pass = passasit aiemmin, ja tässä pöydässä passi on lopullinen: passaa tai tuplaa (SAMBA 12C, option samba_rebid)
rule-only-declarer-goes-out = tässä pöydässä vain huutaja saa lopettaa, kun huuto on saavutettu (SAMBA 26B, option samba_partner_goes_out)
rule-declarer-must-open = tarjouksen voittaja avaa ensin, ennen kuin avopakan ensimmäinen kortti käännetään (SAMBA 16A)
rule-no-opening-due = vain tarjouksen voittaja saa heti tarjousten jälkeen ilmoittaa, ettei voi avata (SAMBA 16C)
rule-declarer-can-open = kädelläsi voi avata tarjouksesi { $bid }, ja tarjouksen voittajan, joka voi avata, on avattava (SAMBA 15C, 16C): pöydät avauksesi
rule-opening-misses-bid = avauksesi ei täytä tarjoustasi { $bid }: pöydät vähintään { $needed } pistettä (valmis samba tai canasta lasketaan hyvityspisteineen; nämä ovat { $got }) (SAMBA 16A) tai tasolta 4 alkaen tarjouksen oma pöytäys: kolme tarjotun maan korttia sarjana, canastatarjouksessa neljä samannumeroista korttia, kakkoscanastassa neljä kakkosta (SAMBA 16B)
rule-bid-not-reached = puolueesi saa lopettaa vasta, kun sen tarjous { $bid } on saavutettu: lopettaminen nyt antaisi { $count } / { $needed } pistettä (SAMBA 26B, 30A)
rule-robbers-need-melds = tarjousta vastaan puolueesi saa lopettaa vasta, kun sillä on { $sambas ->
    [one] yksi samba
   *[other] { $sambas } sambaa
} ja { $canastas } canastaa, joista { $natural } puhdasta (SAMBA 26C)

# Miksi sääntöyhdistelmää ei voi pelata (yhteen sopimattomat kotisäännöt).
rules-seat-count = { $seats } paikkaa: pöydässä on 2–6 pelaajaa (RULES.fi.md §2)
rules-teams-do-not-divide = { $seats } pelaajasta ei voi muodostaa { $teams } puoluetta (RULES.fi.md §2)
rules-cutthroat-needs-three = cutthroat on 3 pelaajalle (RULES.fi.md §2)
rules-rotating-five-needs-five = vuorottelevien puolueiden peli on 5 pelaajalle (RULES.fi.md §2)
rules-not-enough-cards = kortit eivät riitä jakoon: tarvitaan { $needed }, pakoissa on { $cards } (FI 6)
rules-stock-draw = umpipakasta nostetaan 1 tai 2 korttia, ei { $count } (FI 9, RULES.fi.md §2)
rules-no-canastas-to-go-out = lopettamiseen tarvitaan vähintään yksi canasta (FI 18)
rules-no-minimum-counts = avauksen vähimmäispisteet puuttuvat (FI 13)
rule-too-many-black-threes = mustien kolmosten pöytäyksessä saa olla enintään { $max } korttia (FI 20C: kolme tai neljä; SAMBA 22B: kolmesta kuuteen)
rule-locks-not-in-a-row = avopakka otetaan viimeisimpään lukkokorttiin asti, ja sen mukana vain sen alla peräkkäin olevat lukkokortit: tässä { $more } lisää (SAMBA 13D)
