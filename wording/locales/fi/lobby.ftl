# The lobby of a new table (wording/src/render/lobby.rs): posted in the table's thread, in the
# server's language. $rules is the rule set's name as typed (classic, samba).

lobby-title = Canasta-pöytä — { $rules }-säännöt
lobby-title-started = Canasta — { $rules }-säännöt
lobby-open = { $taken }/{ $seats } paikkaa varattu. Liity tai täytä paikkoja tietokonepelaajilla; pöydän avaaja aloittaa pelin, kun kaikki paikat on varattu.
lobby-started = Peli on alkanut: pelatkaa alla tässä ketjussa.
lobby-closed = Tämä pöytä suljettiin.

lobby-team = puolue { $number }
lobby-host-mark = (avaaja)
lobby-empty-seat = vapaa
# Between the teams' seats: "seats 1 & 3 against 2 & 4".
lobby-against = vastaan
lobby-partners = Parit: paikat { $seats }.
lobby-host-swaps = Pöydän avaaja muodostaa parit vaihtamalla paikkoja.
lobby-everyone-alone = Jokainen pelaa yksin.
lobby-cutthroat = Jokainen pelaa yksin, kunnes joku ottaa avopakan; muut kaksi pelaavat sen jälkeen yhdessä erän loppuun.
lobby-rotating-five = Paikat 1 & 3 vastaan 2, 4 & 5; kolmesta yksi on vuorollaan erän sivussa.
lobby-target = Ensimmäisenä { $target } pisteeseen ehtinyt voittaa.
lobby-target-changed = Ensimmäisenä { $target } pisteeseen ehtinyt voittaa (tämän pöydän tavoite; { $rules }-säännöillä pelataan { $usual } pisteeseen).

lobby-seats = Paikat
lobby-clock = Siirtokello
lobby-timeout = Kun kello käy loppuun
lobby-house-rules = Kotisäännöt
lobby-footer = /säännöt näyttää tämän pöydän säännöt; /ohje kertoo, miten pelataan.

lobby-join = Liity
lobby-leave = Poistu
# The select that seats a computer player of the chosen level (strongest first).
lobby-add-computer = Lisää tietokonepelaaja: valitse sen taso
lobby-level-strong = Vahva
lobby-level-strong-about = Katsoo eteenpäin: pelaa ennen jokaista siirtoa läpi monta mahdollista erää.
lobby-level-good = Hyvä
lobby-level-good-about = Järkevä pelaaja, joka ei katso eteenpäin.
lobby-level-basic = Perustaso
lobby-level-basic-about = Yksinkertainen pelaaja pelin opetteluun.
lobby-remove-computer = Poista tietokonepelaaja
lobby-start = Aloita
lobby-cancel = Peru
lobby-swap-placeholder = Avaaja: valitse kaksi paikkaa vaihdettavaksi

lobby-clock-server-default = Palvelimen oletus (`/canasta asetukset`).
lobby-clock-none = Ei kelloa: ketään ei ajasteta; muistutukset vain palvelimen asetusten mukaan.
lobby-clock-hours = { $hours } h siirtoa kohden ({ $answer } h aikaa vastata kysymykseen "Saanko lopettaa?"); muistutus, kun 80 % ajasta on kulunut.
# Said while the lobby is open and its host has the buttons (not after Start).
lobby-host-switches = (Avaaja: painike vaihtaa.)
lobby-host-switches-clock = (Avaaja: painike vaihtaa: ei kelloa, 8 h, 24 h, 72 h.)
lobby-clock-button-default = Kello: palvelimen oletus
lobby-clock-button-none = Kello: ei kelloa
lobby-clock-button-hours = Kello: { $hours } h
lobby-timeout-autopilot = Autopilotti pelaa vuoron pelaajan puolesta; kun { $turns } vuoroa on jäänyt peräkkäin väliin, hänen paikkansa tarjotaan sijaiselle.
lobby-timeout-wait = Pöytä odottaa pelaajaa: vain muistutuksia.
lobby-timeout-button-autopilot = Kello loppuu: autopilotti
lobby-timeout-button-wait = Kello loppuu: odota

# In the channel where /canasta new was used; $thread is a link to the table's thread.
lobby-table-opened = { $host } avasi Canasta-pöydän ({ $rules }-säännöt, { $target } pisteeseen): liity ketjussa { $thread }.
lobby-table-opened-house = { $host } avasi Canasta-pöydän ({ $rules }-säännöt kotisäännöin, { $target } pisteeseen): liity ketjussa { $thread }.
lobby-closed-by = { $name } sulki tämän pöydän.
lobby-game-started = { $name } aloitti pelin.
lobby-play-again = { $name } pyysi uutta peliä samoilla paikoilla.
