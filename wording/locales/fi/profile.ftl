# /profile: pelaajan tilastot palvelimella ja rankingkaavio (wording/src/render/profile.rs).

profile-title = { $name } — profiili
profile-no-games = Tällä palvelimella ei ole vielä päättyneitä pelejä. Aloita peli komennolla `/canasta uusi`.
profile-record = { $games ->
    [one] { $games } peli
   *[other] { $games } peliä
} · { $won ->
    [one] { $won } voitto
   *[other] { $won } voittoa
}{ $drawn ->
    [0] {""}
    [one] , { $drawn } tasapeli
   *[other] , { $drawn } tasapeliä
} · voittoprosentti { $rate }
profile-percent = { $percent } %
profile-mean-deal-score = Keskimääräiset pisteet erässä
profile-canastas-per-game = Canastoja pelissä
profile-tenths = { $whole },{ $tenth }
profile-going-out = Lopettaminen
profile-going-out-share = { $percent } % eristä
profile-rating = Ranking
profile-rated-games = { $count ->
    [one] { $count } rankingpeli
   *[other] { $count } rankingpeliä
}
profile-deal-figures-from = Erätiedot { $counted }/{ $games } pelistä (vanhemmista tuloksista ei tallennettu eriä)
profile-provisional = ? = alustava ranking

profile-chart-title = Ranking jokaisen rankingpelin jälkeen
profile-chart-x-label = rankingpelit
