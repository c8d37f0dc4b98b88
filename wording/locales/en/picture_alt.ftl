# What a screen reader says of the pictures of the cards (wording/src/render/picture_alt.rs).
# $cards: the hand as the text lists it.
picture-hand-alt = Picture of your hand: { $cards }
picture-table-alt = Picture of the table: whose turn it is, the stock and the pile's top card with their sizes, and each team's names, score, canastas counted, red 3s and melds, a finished canasta as a closed stack marked with its kind
