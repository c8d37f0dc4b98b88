# Orden som skrivs på bilden av bordet (wording/src/render/picture_words.rs): korta, eftersom
# en telefon visar bilden ungefär 360 px bred.
picture-turn = { $player } på tur
picture-deal-over = Given är slut
picture-game-over = Spelet är slut
# $count: kort i talongen eller i högen.
picture-stock = Talongen: { $count }
picture-pile = Högen: { $count }
picture-pile-frozen = Högen: { $count }, frusen
# Samba (SAMBA 18, 19B).
picture-pile-locked = Högen: { $count }, låst
picture-canastas = { $count ->
    [one] { $count } canasta
   *[other] { $count } canastor
}
# Märket under en färdig canasta (en sluten hög): korta ord.
picture-canasta-natural = äkta
picture-canasta-mixed = blandad
picture-canasta-samba = samba
picture-canasta-twos = tvåor
