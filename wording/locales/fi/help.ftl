# /help and the terminal's help (wording/src/render/help.rs). The command words are the
# reader's ($draw, $take, ... from verbs.ftl), and so are the grammar's inner words (`uusi:`,
# `toinen K`, `päälle`; `ny:`, `andra K`, `på`); cards and slash commands stay as typed.

help-title = Näin pelaat
help-cards-title = Korttien kirjoittaminen
# The topic `help kortit` (how to type cards): the word shown; `.also` more words read.
help-topic-cards = kortit
    .also = kortti
help-topic-title = Ohje: { $command }
help-slash-title = Slash-komennot
help-footer = Vuoro: nosta tai ota avopakka, pöydätä halutessasi ja heitä lopuksi kortti. Lisää yhdestä aiheesta: ohje { $topics }.
help-unknown-topic = Aiheesta ”{ $topic }” ei ole ohjetta. Aiheet: { $topics }. Tässä pelin ohje:

help-cards = Kirjoita kortit arvon mukaan: `7`, `10`, `S`, `R`, `K`, `A` (myös `J` ja `Q`); apukortit ovat `2` ja `jokeri`. Maa on vapaaehtoinen (`7h`, `7♥`). Erota kortit välilyönnein ja pöytäykset pilkuin: `7 7 2, K K K`. Ryhmä, jonka arvo on sama kuin jonkin puolueesi pöytäyksen, lisätään siihen; jos lisäät pelkkiä apukortteja, nimeä pöytäys ensin: `K: 2`.

help-draw = `{ $draw }`: aloita vuorosi nostamalla umpipakan päällimmäinen kortti (kaksi, jos säännöissä nostetaan kaksi). Nostamasi punaiset kolmoset pöydätään ja korvataan puolestasi.
help-take = `{ $take } <kortit>`: aloita vuorosi ottamalla koko avopakka. Nimeä kädestäsi kortit, joiden kanssa pöydät sen päällimmäisen kortin, esim. `{ $take } 8 8` (päällimmäistä korttia ei lueta mukaan). Pelkkä `{ $take }` lisää päällimmäisen kortin puolueesi samanarvoiseen pöytäykseen. Jos haluat ensin pöydätä lisää (se lasketaan avauspöytäyksen vähimmäispisteisiin), kirjoita pöytäykset `;`-merkin jälkeen: `{ $take } 8 8; K K K`. Jäätynyt avopakka otetaan vain luonnollisella parilla.
help-meld = `{ $meld } <pöytäykset>`: pöydätä uusia pöytäyksiä ja lisää kortteja puolueesi pöytäyksiin, esim. `{ $meld } 7 7 2, K K`. Ryhmä, jonka arvo on sama kuin jonkin pöytäyksenne, lisätään siihen; `K: 2` lisää apukortin K-pöytäykseenne. Pöytäyksessä on vähintään kolme korttia, joista vähintään kaksi luonnollista ja enintään kolme apukorttia.
help-discard = `{ $discard } <kortti>`: päätä vuorosi heittämällä yksi kortti avopakkaan, esim. `{ $discard } 9`. Kun heität viimeisen korttisi, lopetat, jos puolueellasi on tarvittavat canastat.
help-ask = `{ $ask }`: kysy umpipakasta noston jälkeen ja ennen pöytäystä pariltasi "Saanko lopettaa?". Vastaus sitoo sinua.
help-answer = `{ $yes }` / `{ $no }`: vastaa parisi kysymykseen "Saanko lopettaa?". Myöntävän vastauksen jälkeen hänen on lopetettava (tai puolueenne saa rangaistuksen); kieltävän jälkeen hän ei saa lopettaa.
help-end = `{ $end }`: kun umpipakka on loppunut, jätä avopakka ottamatta: erä päättyy.
help-buy = `{ $buy }`: vain Sambassa: pöydätä kädestäsi punainen kolmonen ja nosta sen sijaan kortti umpipakasta; puolueesi maksaa siitä 300, ja jokainen erän lopussa käteen jäänyt punainen kolmonen maksaa 500. `{ $buy } 3h` nimeää, minkä.

help-samba = Sarjat: vähintään kolme saman maan korttia järjestyksessä, maan kanssa kirjoitettuina: `{ $meld } 5♥ 6♥ 7♥` tai välinä `{ $meld } h 5-7`, `{ $meld } 5-7h` (ässän yli: `Q-2s`); `{ $meld } 8h` jatkaa sarjaa, jota se jatkaa. Kun kortit sopivat kahteen pöytäykseen, nimeä toinen: `{ $meld } 5♥-7♥: 8h`, `{ $meld } toinen K: K`, `{ $meld } uusi: K K K`. Nimeä samoin, mihin avopakan päällimmäinen kortti menee: `{ $take } päälle 5♥-7♥` jatkaa sillä sitä sarjaa, `{ $take } uusi: K K` aloittaa uuden pöytäyksen, `{ $take } toinen K: K K` valitsee kahdesta. Kun avopakan viimeisimmän lukkokortin kohdalla on useampia lukkokortteja peräkkäin, kerro montako otat: `{ $take } 2 lukkoa K K K` (SAMBA 13D).

help-calls = Vain Sitoumussambassa, ennen jokaista erää: `{ $bid } 3 hertta` (`{ $bid } 3h`, `{ $bid } 5 canasta`, `{ $bid } 6 kakkoscanasta`), `{ $pass }`, `{ $double }` sekä `{ $cannot }`, kun tarjouksen saaneen pelaajan käsi ei pysty avaamaan. Lisää: ohje { $bid }.

help-slash-commands = Vuorosi: `/nosta` · `/ota-avopakka kanssa: 8 8` · `/pöydää kortit: 7 7 2, K K K` · `/heitä kortti: 9` · `/lopeta` (kysyy pariltasi) tai `/lopeta pöytäykset: 5 5 5 heitto: 9`. `/käsi` näyttää kätesi ja painikkeet koko vuoron siirtoihin. Katso: `/pöytä`, `/avopakka`, `/pisteet`, `/säännöt`; ranking: `/tulostaulu` (pöydän koon mukaan tai `family: wins`), `/profiili`; kaikki siirrot tähän asti: `/loki`; pelisi ja kenen siirto: `/pelini`; lomalla: `/canasta poissa kesto: 3d` pysäyttää kellosi, `/canasta tauko` pyytää pöytää pysäyttämään kaikki kellot (`/canasta jatka`). Luovuta tai keskeytä: `/luovuta`, `/hylkää` (pöydän avaaja tai moderaattori). Uusi pöytä: `/canasta uusi`; palvelimen oletukset: `/canasta asetukset`. Lisää yhdestä komennosta: `/ohje take`.
