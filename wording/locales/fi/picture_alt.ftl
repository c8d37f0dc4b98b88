# What a screen reader says of the pictures of the cards (wording/src/render/picture_alt.rs).
# $cards: the hand as the text lists it.
picture-hand-alt = Kuva kädestäsi: { $cards }
picture-table-alt = Kuva pöydästä: kenen vuoro on, umpipakka ja avopakan päällimmäinen kortti korttimäärineen sekä kunkin puolueen nimet, pisteet, canastojen määrä, punaiset kolmoset ja pöytäykset, valmis canasta suljettuna pinona lajinsa merkillä
