# What a screen reader says of the pictures of the cards (wording/src/render/picture_alt.rs).
# $cards: the hand as the text lists it.
picture-hand-alt = Kuva kädestäsi: { $cards }
picture-table-alt = Kuva pöydästä: umpipakka, avopakan päällimmäinen kortti sekä kunkin puolueen punaiset kolmoset ja pöytäykset
