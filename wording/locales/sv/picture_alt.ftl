# What a screen reader says of the pictures of the cards (wording/src/render/picture_alt.rs).
# $cards: the hand as the text lists it.
picture-hand-alt = Bild av din hand: { $cards }
picture-table-alt = Bild av bordet: vem som är på tur, talongen och högens översta kort med antal kort, och varje lags namn, poäng, antal canastor, röda treor och kombinationer, en färdig canasta som en sluten hög märkt med sitt slag
