# /profile: en spelares resultat på servern och rankingdiagrammet (wording/src/render/profile.rs).

profile-title = { $name } — profil
profile-no-games = Inga avslutade partier på den här servern än. Starta ett med `/canasta nytt`.
profile-record = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
} · { $won ->
    [one] { $won } vinst
   *[other] { $won } vinster
}{ $drawn ->
    [0] {""}
    [one] , { $drawn } oavgjort
   *[other] , { $drawn } oavgjorda
} · { $rate } vinstandel
profile-percent = { $percent } %
profile-mean-deal-score = Snittpoäng per giv
profile-canastas-per-game = Canastas per parti
profile-tenths = { $whole },{ $tenth }
profile-going-out = Utgångar
profile-going-out-share = { $percent } % av givarna
profile-rating = Ranking
profile-rated-games = { $count ->
    [one] { $count } rankat parti
   *[other] { $count } rankade partier
}
profile-deal-figures-from = Givsiffror från { $counted } av { $games } partier (äldre resultat sparade inga givar)
profile-provisional = ? = preliminär ranking

profile-chart-title = Ranking efter varje rankat parti
profile-chart-x-label = rankade partier
