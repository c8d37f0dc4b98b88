# Automaattinen täydennys ja käden valikot (wording/src/input/suggest): huomautus jokaisen
# heitettävän kortin, pöytäyksen ja avopakan ottotavan vieressä.

suggest-you-have = kädessä { $count }
suggest-wild-discard = apukortti: jäädyttää avopakan
# Samba (SAMBA 18): a wild card discarded locks the pile.
suggest-wild-discard-locks = apukortti: lukitsee avopakan
suggest-black-three-discard = musta kolmonen: seuraava ei voi ottaa avopakkaa
suggest-red-three-discard = punainen kolmonen: lukitsee avopakan

suggest-black-threes = mustat kolmoset
suggest-new-meld = uusi pöytäys, { $points } pistettä: { $size }
suggest-onto-meld = { $rank }-pöytäykseesi: { $size }
suggest-wild-onto-meld = apukortti { $rank }-pöytäykseesi: { $size }
suggest-onto-sequence = sarjaasi: { $size }
suggest-wild-onto-sequence = apukortti sarjaasi: { $size }
suggest-points = { $points } pistettä
suggest-several-plays = { $count } pöytäystä ja lisäystä, { $points } pistettä
suggest-you-go-out = lopetat
suggest-then-discard-to-go-out = heitä sitten viimeinen korttisi ja lopeta
suggest-size-one-short = { $cards }, kortin vaille canasta
suggest-size-canasta = { $cards }, canasta

suggest-only-the-top-card = vain avopakan päällimmäinen kortti
suggest-top-onto-sequence = päällimmäinen { $top } { $name }-sarjaasi
suggest-top-onto-meld = päällimmäinen { $top } { $name }-pöytäykseesi
suggest-top-with = päällimmäinen { $top } ja { $count } × { $top }
suggest-top-with-wild = päällimmäinen { $top } ja { $count } × { $top } ja { $wild }
suggest-and-onto-meld = { $name }-pöytäykseesi
suggest-as-a-new-meld = uutena pöytäyksenä
suggest-with-melds-counting = pöytäykset yhteensä { $points } pistettä
# SAMBA 13D: otto, joka saa useamman peräkkäisen lukkokortin; $count sisältää viimeisimmän.
suggest-and-locks = { $count } peräkkäistä lukkokorttia mukaan
