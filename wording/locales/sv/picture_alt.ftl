# What a screen reader says of the pictures of the cards (wording/src/render/picture_alt.rs).
# $cards: the hand as the text lists it.
picture-hand-alt = Bild av din hand: { $cards }
picture-table-alt = Bild av bordet: talongen, högens översta kort och varje lags röda treor och kombinationer
