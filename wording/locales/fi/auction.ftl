# Sitoumussamban tarjoukset sanoin (wording/src/render/auction.rs; RULES.md §3 "Bidding";
# FI 12, 16). $bid on tarjous näytettynä ("2 hertta"), $typed sama tarjous kirjoitettuna
# sanan `bid` jälkeen; $name ja $doubler ovat pelaajia, $names ryhmä pelaajia.

# Miten tarjotaan: `help bid` ja päätteen ohje (FI 12, 16C). Jokaisen `bid ...`-esimerkin on
# luettava korttikieliopilla.
auction-help-title = Ohje: tarjoukset
auction-help = Sitoumussamban jokainen erä alkaa tarjouksilla jakajan vasemmalta puolelta. `tarjoa 3 hertta` (tai `tarjoa 3h`, `tarjoa 3♥`) lupaa 3000 pistettä: taso 1–8 ja sitten risti < ruutu < hertta < pata < canasta < kakkoscanasta (`tarjoa 5 canasta`, `tarjoa 6 kakkoscanasta`). `passi` jättää tällä kertaa tarjoamatta; `kontra` kontraa vastustajien tarjouksen ja päättää tarjoukset. Kun tarjouksen jälkeen kolme passaa, tarjoajasta tulee tarjouksen voittaja, joka avaa heti komennolla `pöydää ...`: tasolla 1–3 vähimmäispisteillä, tasolta 4 alkaen myös kolmella tarjotun maan kortilla sarjana, neljällä samannumeroisella kortilla (canasta) tai neljällä kakkosella (kakkoscanasta). Tarjouksen voittaja, jonka käsi ei pysty avaamaan, kirjoittaa `en voi avata`: puolue maksaa 1000 pistettä ja tarjous siirtyy eteenpäin (käden, jolla voi avata, on avattava).

# Tarjoukset pöydällä: tarjousvuorot järjestyksessä ($calls yhdistää alla olevat), sitten
# mitä niistä seurasi.
auction-no-calls = Tarjoukset: ei vielä yhtään.
auction-calls = Tarjoukset: { $calls }.
auction-bids = { $name } tarjoaa { $bid }
auction-passes = { $name } passaa
auction-doubles = { $name } kontraa
auction-could-not-open = Ei pystynyt avaamaan: { $names }.
auction-contract = Tarjous: { $bid }, pelaa { $name }.
auction-contract-doubled = Tarjous: { $bid }, pelaa { $name }, kontrana { $doubler }.
auction-no-bid = Ei tarjousta: erä pelataan ilman tarjousta.

auction-progress = Tarjous { $promised }, { $side }: pöydässä tähän mennessä { $so_far }.

# Mitä tarjousvuorossa oleva voi kirjoittaa (moottori kertoo, mitkä se hyväksyy).
auction-your-call-lowest = Sinun tarjousvuorosi. Pienin sallittu tarjous on { $bid } (`tarjoa { $typed }`); myös mikä tahansa korkeampi, kullakin tasolla risti < ruutu < hertta < pata < canasta < kakkoscanasta.
auction-your-call-none-higher = Sinun tarjousvuorosi. Korkeampaa tarjousta ei enää ole.
auction-or-pass = Tai `passi`.
auction-or-pass-or-double = Tai `passi`, tai `kontra` (vastustajien tarjous; tarjoukset päättyvät ja sinä aloitat pelin).
auction-declarer-opens = Tarjouksen voittaja avaa heti: tasolla 1–3 vähimmäispisteillä, tasolta 4 alkaen myös tarjouksen pöytäyksellä (kolme sen maan korttia sarjana, neljä samannumeroista, neljä kakkosta).

# Mitä tarjouksen voittaja voi kirjoittaa: avaus, tai ettei käsi pysty avaamaan (FI 16A–C).
auction-open-now = Pelaat tarjouksen { $bid }: avaa nyt, ennen kääntökorttia, komennolla `pöydää ...` (tasolla 1–3 vähimmäispisteesi; tasolta 4 alkaen myös tarjouksen pöytäys). Jos kätesi ei pysty avaamaan, kirjoita `en voi avata`: puolueesi maksaa 1000 pistettä ja tarjous siirtyy eteenpäin.
auction-open-now-no-bid = Pelaat tarjouksen: avaa nyt, ennen kääntökorttia, komennolla `pöydää ...` (tasolla 1–3 vähimmäispisteesi; tasolta 4 alkaen myös tarjouksen pöytäys). Jos kätesi ei pysty avaamaan, kirjoita `en voi avata`: puolueesi maksaa 1000 pistettä ja tarjous siirtyy eteenpäin.
