# Loppunut siirtokello ja luovutetut paikat (wording/src/render/timeouts.rs).

timeouts-clock-ran-out = ⏱ Pelaajan { $name } aika loppui — autopilotti pelasi hänen puolestaan:
timeouts-autopilot-for = ⏱ autopilotti pelaajan { $name } puolesta: { $line }
timeouts-handed-over = { $user }, jätit { $turns } vuoroa peräkkäin väliin, joten { $name } pelaa paikallasi, kunnes palaat: käytä tässä ketjussa komentoa `/canasta takaisin`. Sillä välin kuka tahansa täällä ilman paikkaa voi pelata sitä: paina **Ota tämä paikka** tai käytä komentoa `/canasta tuuraa`.
timeouts-take-seat = Ota tämä paikka
timeouts-seat-taken = { $now } ottaa pelaajan { $owner } paikan ja pelaa sitä tästä lähtien (kunnes { $owner } palaa).
timeouts-came-back = { $owner } on palannut ja pelaa taas omaa paikkaansa.
timeouts-came-back-thanks = { $owner } on palannut ja pelaa taas omaa paikkaansa. Kiitos, että pelasit sitä, { $substitute }!
timeouts-you-play = Pelaat nyt pelaajan { $owner } paikalla. Näet sen kortit komennolla `/käsi`.
