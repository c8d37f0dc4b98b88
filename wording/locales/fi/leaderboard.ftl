# /leaderboard: rankinglistat ja niiden sivunapit (wording/src/render/leaderboard.rs).

board-family-overall = Kokonaisranking
board-family-partnership = Neljä pelaajaa pareittain
board-family-two-player = Kaksi pelaajaa
board-family-three-player = Kolme pelaajaa
board-family-cutthroat = Cutthroat
board-family-five = Viisi pelaajaa
board-family-six = Kuusi pelaajaa
board-family-samba = Samba
board-family-wins = Voitot ja pisteet

board-all-time = kaikki ajat

board-games = { $count ->
    [one] { $count } peli
   *[other] { $count } peliä
}

board-previous = ◀ Edellinen
board-next = Seuraava ▶

board-rated-title = Rankinglista — { $family } · { $scope }
board-hidden = { $count ->
    [one] { $count } pelaaja, jolla on alle { $min } peliä, ei ole listalla
   *[other] { $count } pelaajaa, joilla on alle { $min } peliä, eivät ole listalla
}
board-empty-hidden = Kukaan ei ole vielä pelannut { $min } rankingpeliä ({ $hidden }).
board-empty = Rankingpelejä ei ole vielä pelattu. Aloita peli komennolla `/canasta uusi`.
board-page = Sivu { $page }/{ $pages }
board-provisional = ? = alustava ranking

board-wins-title = Voitot — { $what } · { $scope }
board-all-games = kaikki pelit
board-wins-empty = Tällä palvelimella ei ole vielä päättyneitä pelejä. Aloita peli komennolla `/canasta uusi`.
board-wins-empty-rules = Tällä palvelimella ei ole vielä päättyneitä pelejä säännöillä { $rules }. Aloita peli komennolla `/canasta uusi`.
board-standing = { $won ->
    [one] { $won } voitto
   *[other] { $won } voittoa
}{ $drawn ->
    [0] {""}
    [one] , { $drawn } tasapeli
   *[other] , { $drawn } tasapeliä
} { $played ->
    [one] { $played } pelistä
   *[other] { $played } pelistä
} ({ $percent } %) · keskimäärin { $average } pistettä
board-wins-footer = Sivu { $page }/{ $pages } · { $games ->
    [one] { $games } päättynyt peli
   *[other] { $games } päättynyttä peliä
} · { $players ->
    [one] { $players } pelaaja
   *[other] { $players } pelaajaa
} · tasapeli on puoli voittoa · keskeytettyjä pelejä ei lasketa

board-stale = Tämä rankinglistan nappi on vanhentunut. Hae uusi lista komennolla `/tulostaulu`.
board-unknown = Listaa `{ $name }` ei ole. Valitse jokin näistä: overall, partnership, two-player, three-player, cutthroat, five, six, samba tai wins.
