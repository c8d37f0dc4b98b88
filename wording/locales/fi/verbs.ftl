# Siirron tai tarjouksen aloittavat sanat (wording/src/input/words.rs): viesti on sana, jonka
# tämä kieli näyttää (ohje, vihjeet, päätteen siirrot), yksi sana; `.also` luettelee muut
# luettavat sanat ja ilmaukset pilkuin erotettuina. Englanninkieliset sanat käyvät aina.

verb-draw = nosta
    .also = nosto, nostaa
verb-take = ota
    .also = ota-avopakka, ota avopakka, ottaa, otto
verb-meld = pöydää
    .also = pöydätä, pöytää, poydaa
verb-discard = heitä
    .also = heitto, heittää, heita
verb-ask = kysy
    .also = saanko lopettaa
verb-yes = kyllä
    .also = kylla, joo
verb-no = ei
    .also = en
verb-end = jätä
    .also = jata, jätä avopakka
verb-buy = osta
    .also = osto

# Sitoumussamban tarjoukset (wording/src/input/bidding.rs).
call-bid = tarjoa
    .also = tarjous, tarjoan
call-pass = passi
    .also = passaan, passaa
call-double = kontra
    .also = kontraan
call-cannot-open = en voi avata
    .also = en voi, ei avausta

# Kieliopin sisäsanat (wording/src/input/inner.rs), luetaan kuten verbit: uusi pöytäys
# (`uusi: K K K`), järjestysluku kahdesta samanarvoisesta pöytäyksestä (`toinen K: K`),
# mihin oton päällimmäinen kortti menee (`ota päälle 5♥-7♥`, `ota lisäys`) ja pelkkä
# päällimmäinen kortti (`ota päällimmäinen 8 8`).
word-new = uusi
    .also = uuteen, uusi pöytäys
word-first = ensimmäinen
    .also = 1., eka, ensimmäiseen
word-second = toinen
    .also = 2., toka, toiseen
word-third = kolmas
    .also = 3., kolmanteen
word-onto = päälle
    .also = pöytäykseen, sarjaan
word-lay-off = lisäys
    .also = lisää, lisäten
word-top = päällimmäinen
    .also = ylin, vain päällimmäinen
