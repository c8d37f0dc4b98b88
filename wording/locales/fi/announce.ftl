# Pelin ketjun julkiset viestit (wording/src/render/announce.rs).

announce-missed-header = Siirrot, joita ei voitu julkaista silloin:
announce-game-begins = Peli alkaa: { $sides }.
announce-against = vastaan

announce-your-turn = { $user }, on sinun vuorosi.
announce-to-play = Vuorossa on { $name }.
announce-asks-you = { $user }, { $asker } kysyy sinulta: ”Saanko lopettaa?”
announce-your-call = { $user }, sinun tarjousvuorosi: valitse tarjous painamalla sen pisteitä, tai passaa tai kontraa.
announce-to-call = Tarjousvuorossa on { $name }.
announce-open-now = { $user }, avaa tarjouksesi nyt komennolla /pöydää, tai ilmoita painikkeella, ettet pysty avaamaan (rangaistus).
announce-opens = { $name } avaa tarjouksensa.
announce-yes-go-out = Kyllä, lopeta
announce-no = Ei
announce-play-again-intro = { $name } pyysi uutta peliä samoilla paikoilla.
announce-play-again = Pelaa uudelleen

announce-resigned = { $name } luovutti. Peli on päättynyt: tappio hänen puolueelleen, voitto muille.
announce-stopped = { $name } keskeytti pelin. Peli on päättynyt; tulosta ei kirjata.

announce-my-hand = Oma käsi
announce-still-your-turn = on yhä sinun vuorosi
announce-awaits-answer = { $asker } odottaa vastaustasi kysymykseen ”Saanko lopettaa?”
announce-waited = { $hours ->
    [0] jonkin aikaa
    [one] tunnin
   *[other] { $hours } tuntia
}
announce-reminder = { $user }, muistutus: { $what } (peli on odottanut { announce-waited }).
announce-reminder-dm = Muistutus Canasta-pelistäsi: { $what } (peli on odottanut { announce-waited }). Peli: { $link }
