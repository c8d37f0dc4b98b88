# What a screen reader says of the pictures of the cards (wording/src/render/picture_alt.rs).
# $cards: the hand as the text lists it.
picture-hand-alt = Picture of your hand: { $cards }
picture-table-alt = Picture of the table: the stock, the pile's top card, and each team's red 3s and melds
