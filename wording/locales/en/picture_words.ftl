# The words written on the picture of the table (wording/src/render/picture_words.rs): short,
# since a phone shows the picture about 360 px wide.
picture-turn = { $player }'s turn
picture-deal-over = Deal over
picture-game-over = Game over
# $count: cards in the stock, or in the pile.
picture-stock = Stock: { $count }
picture-pile = Pile: { $count }
picture-pile-frozen = Pile: { $count }, frozen
# Samba (SAMBA 18, 19B).
picture-pile-locked = Pile: { $count }, locked
picture-canastas = { $count ->
    [one] { $count } canasta
   *[other] { $count } canastas
}
# The tags under a finished canasta, drawn as a closed stack: short words.
picture-canasta-natural = natural
picture-canasta-mixed = mixed
picture-canasta-samba = samba
picture-canasta-twos = 2s
