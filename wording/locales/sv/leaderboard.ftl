# /leaderboard: topplistorna och deras bläddringsknappar (wording/src/render/leaderboard.rs).

board-family-overall = Totalranking
board-family-partnership = Fyra spelare i par
board-family-two-player = Två spelare
board-family-three-player = Tre spelare
board-family-cutthroat = Cutthroat
board-family-five = Fem spelare
board-family-six = Sex spelare
board-family-samba = Samba
board-family-wins = Vinster och poäng

board-all-time = all tid

board-games = { $count ->
    [one] { $count } parti
   *[other] { $count } partier
}

board-previous = ◀ Föregående
board-next = Nästa ▶

board-rated-title = Topplista — { $family } · { $scope }
board-hidden = { $count } spelare med färre än { $min } partier visas inte
board-empty-hidden = Ingen har spelat { $min } rankade partier än ({ $hidden }).
board-empty = Inga rankade partier än. Starta ett med `/canasta nytt`.
board-page = Sida { $page } av { $pages }
board-provisional = ? = preliminär ranking

board-wins-title = Vinster — { $what } · { $scope }
board-all-games = alla partier
board-wins-empty = Inga avslutade partier på den här servern än. Starta ett med `/canasta nytt`.
board-wins-empty-rules = Inga avslutade partier med reglerna { $rules } på den här servern än. Starta ett med `/canasta nytt`.
board-standing = { $won ->
    [one] { $won } vinst
   *[other] { $won } vinster
}{ $drawn ->
    [0] {""}
    [one] , { $drawn } oavgjort
   *[other] , { $drawn } oavgjorda
} på { $played ->
    [one] { $played } parti
   *[other] { $played } partier
} ({ $percent } %) · snittpoäng { $average }
board-wins-footer = Sida { $page } av { $pages } · { $games ->
    [one] { $games } avslutat parti
   *[other] { $games } avslutade partier
} · { $players } spelare · oavgjort räknas som halv vinst · avbrutna partier räknas inte

board-stale = Den här topplistans knapp är inaktuell. Kör `/topplista` igen för en ny lista.
board-unknown = Det finns ingen lista `{ $name }`. Välj en av: overall, partnership, two-player, three-player, cutthroat, five, six, samba eller wins.
