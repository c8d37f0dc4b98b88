# Pelaajan oma käsi, sen painikkeet ja valikot (wording/src/render/hand.rs).

hand-title = Kätesi — { $cards }
hand-no-melds = Ei vielä pöytäyksiä: avauspöytäykseen tarvitaan { $points } pistettä.
hand-team-melds = Puolueesi pöytäykset
hand-melds = Pöytäyksesi
hand-pile = Avopakka
hand-can-do = Mitä voit tehdä
hand-footer = Kirjoita kortit arvoina, pöytäykset pilkuilla erotettuina: "7 7 2, K K K".
hand-footer-sequences = Kirjoita kortit arvoina, pöytäykset pilkuilla erotettuina: "7 7 2, K K K"; sarja maan kanssa: "5h 6h 7h" tai "h 5-7".
hand-look-through = Saat katsoa avopakan läpi ensimmäiseen heittoosi asti: { $cards }

hand-game-over = Peli on päättynyt.
hand-asks-you = { $name } kysyy sinulta: ”Saanko lopettaa?” Vastaa kyllä tai ei.
hand-awaiting-partner = Odotetaan parisi vastausta.
hand-your-draw = Sinun vuorosi: nosto umpipakasta tai avopakan otto.
hand-partner-yes = Parisi vastasi kyllä: sinun on lopetettava tällä vuorolla.
hand-partner-no = Parisi vastasi ei: et saa lopettaa tällä vuorolla.
hand-your-play = Sinun vuorosi: pöytäys, sitten heitto.
hand-waiting-for = Odotetaan pelaajaa { $name }.

hand-your-call = Sinun tarjousvuorosi: tarjoa, passaa tai kontraa.
hand-your-opening = Pelaat tarjouksen { $bid }: avaa nyt, ennen kääntökorttia.
hand-your-opening-no-bid = Pelaat tarjouksen: avaa nyt, ennen kääntökorttia.

hand-hint-draw = `nosta`: umpipakan päällimmäinen kortti käteen
hand-hint-take = `ota { $example }`: avopakan päällimmäinen { $top } pöytään ja avopakka käteen
hand-hint-meld = `pöydää { $example }`: uudet pöytäykset ja lisäykset pilkuilla erotettuina
hand-hint-discard = `heitä { $example }`: heitto päättää vuorosi
hand-hint-ask = `kysy`: kysy pariltasi ”Saanko lopettaa?”
hand-hint-answer = `kyllä` tai `ei`: vastauksesi sitoo pariasi
hand-hint-end = `jätä`: avopakka jää ottamatta; erä päättyy
hand-hint-buy = `osta`: punainen kolmonen pöytään ja kortti umpipakasta (300 pistettä puolueesi tappioksi)
hand-hint-meld-form = `pöydää …`: uudet pöytäykset ja lisäykset pilkuilla erotettuina (ei ehdotettavaa nyt)
hand-hint-discard-form = `heitä …`: heitto päättää vuorosi
hand-hint-open = `pöydää { $example }`: avaa tarjouksesi nyt (valikossa ovat kätesi avaukset)
hand-hint-open-form = `pöydää …`: avaa tarjouksesi nyt vähimmäispisteilläsi tai tarjouksen pöytäyksellä
hand-hint-cannot-open = `en voi avata`: kätesi ei pysty avaamaan tarjousta: puolueesi maksaa { $penalty } pistettä ja tarjous siirtyy eteenpäin
hand-hint-must-open = Kätesi pystyy avaamaan tarjouksen, joten sen on avattava (FI 15C): valitse avaus valikosta.

hand-draw = Nosta
hand-end = Päätä erä
hand-buy = Osta kortti: { $card }
hand-ask = Saanko lopettaa?
hand-yes = Kyllä
hand-no = Ei
hand-refresh = Päivitä
hand-take-with = Ota avopakka korteilla…
hand-meld-choose = Pöytäys (valitse yksi tai useampi)…
hand-meld-choose-one = Pöytäys (valitse yksi)…
hand-discard-choose = Heitto (päättää vuorosi)…
