# /help and the terminal's help (wording/src/render/help.rs). What a player types (`draw`,
# `take 8 8`, `/hand`, `help bid`) stays as typed in every language.

help-title = Näin pelaat
help-cards-title = Korttien kirjoittaminen
help-topic-title = Ohje: { $command }
help-slash-title = Slash-komennot
help-footer = Vuoro: nosta tai ota avopakka, pöydätä halutessasi ja heitä lopuksi kortti.

help-cards = Kirjoita kortit arvon mukaan: `7`, `10`, `S`, `R`, `K`, `A` (myös `J` ja `Q`); apukortit ovat `2` ja `jokeri`. Maa on vapaaehtoinen (`7h`, `7♥`). Erota kortit välilyönnein ja pöytäykset pilkuin: `7 7 2, K K K`. Ryhmä, jonka arvo on sama kuin jonkin puolueesi pöytäyksen, lisätään siihen; jos lisäät pelkkiä apukortteja, nimeä pöytäys ensin: `K: 2`.

help-draw = `draw`: aloita vuorosi nostamalla umpipakan päällimmäinen kortti (kaksi, jos säännöissä nostetaan kaksi). Nostamasi punaiset kolmoset pöydätään ja korvataan puolestasi.
help-take = `take <kortit>`: aloita vuorosi ottamalla koko avopakka. Nimeä kädestäsi kortit, joiden kanssa pöydät sen päällimmäisen kortin, esim. `take 8 8` (päällimmäistä korttia ei lueta mukaan). Pelkkä `take` lisää päällimmäisen kortin puolueesi samanarvoiseen pöytäykseen. Jos haluat ensin pöydätä lisää (se lasketaan avauspöytäyksen vähimmäispisteisiin), kirjoita pöytäykset `;`-merkin jälkeen: `take 8 8; K K K`. Jäätynyt avopakka otetaan vain luonnollisella parilla. Sambassa nimeä, mihin päällimmäinen kortti menee, kuten `meld` nimeää pöytäyksen: `take onto 5♥-7♥` jatkaa sillä sitä sarjaa, `take new: K K` aloittaa uuden pöytäyksen, `take 2nd K: K K` valitsee kahdesta. Kun avopakan viimeisimmän lukkokortin kohdalla on useampia lukkokortteja peräkkäin, kerro montako otat: `take 2 lukkoa K K K` (SAMBA 13D).
help-meld = `meld <pöytäykset>`: pöydätä uusia pöytäyksiä ja lisää kortteja puolueesi pöytäyksiin, esim. `meld 7 7 2, K K`. Ryhmä, jonka arvo on sama kuin jonkin pöytäyksenne, lisätään siihen; `K: 2` lisää apukortin K-pöytäykseenne. Pöytäyksessä on vähintään kolme korttia, joista vähintään kaksi luonnollista ja enintään kolme apukorttia.
help-discard = `discard <kortti>`: päätä vuorosi heittämällä yksi kortti avopakkaan, esim. `discard 9`. Kun heität viimeisen korttisi, lopetat, jos puolueellasi on tarvittavat canastat.
help-ask = `ask`: kysy umpipakasta noston jälkeen ja ennen pöytäystä pariltasi "Saanko lopettaa?". Vastaus sitoo sinua.
help-answer = `yes` / `no`: vastaa parisi kysymykseen "Saanko lopettaa?". Myöntävän vastauksen jälkeen hänen on lopetettava (tai puolueenne saa rangaistuksen); kieltävän jälkeen hän ei saa lopettaa.
help-end = `end`: kun umpipakka on loppunut, jätä avopakka ottamatta: erä päättyy.
help-buy = `buy`: vain Sambassa: pöydätä kädestäsi punainen kolmonen ja nosta sen sijaan kortti umpipakasta; puolueesi maksaa siitä 300, ja jokainen erän lopussa käteen jäänyt punainen kolmonen maksaa 500. `buy 3h` nimeää, minkä.

# Sitoumussamba's calls in short; `help bid` has the whole of it.
help-calls = Vain Sitoumussambassa, ennen jokaista erää: `bid 3 hertta` (`bid 3h`, `bid 5 canasta`, `bid 6 kakkoscanasta`), `pass`, `double` sekä `cannot open`, kun tarjouksen saaneen pelaajan käsi ei pysty avaamaan. Lisää: `help bid`.

# What /help adds on Discord: every slash command with an example (a test checks each is named).
help-slash-commands = Vuorosi: `/draw` · `/take-pile with: 8 8` · `/meld cards: 7 7 2, K K K` · `/discard card: 9` · `/go-out` (kysyy pariltasi) tai `/go-out melds: 5 5 5 discard: 9`. `/hand` näyttää kätesi ja painikkeet koko vuoron siirtoihin. Katso: `/table`, `/pile`, `/score`, `/rules`; ranking: `/leaderboard` (pöydän koon mukaan tai `family: wins`), `/profile`; kaikki siirrot tähän asti: `/log`; pelisi ja kenen siirto: `/mygames`; lomalla: `/canasta away duration: 3d` pysäyttää kellosi, `/canasta pause` pyytää pöytää pysäyttämään kaikki kellot (`/canasta resume`). Luovuta tai keskeytä: `/resign`, `/abandon` (pöydän avaaja tai moderaattori). Uusi pöytä: `/canasta new`; palvelimen oletukset: `/canasta settings`. Lisää yhdestä komennosta: `/help take`.
