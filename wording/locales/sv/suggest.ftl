# Autokomplettering och handens menyer (wording/src/input/suggest): anteckningen vid varje kort
# att saka, kombination att lägga ut och sätt att ta upp högen.

suggest-you-have = du har { $count }
suggest-wild-discard = hjälpkort: fryser högen
# Samba (SAMBA 18): a wild card discarded locks the pile.
suggest-wild-discard-locks = hjälpkort: låser högen
suggest-black-three-discard = svart trea: nästa spelare kan inte ta upp högen
suggest-red-three-discard = röd trea: låser högen

suggest-black-threes = svarta treor
suggest-new-meld = ny kombination, { $points } poäng: { $size }
suggest-onto-meld = till er { $rank }-kombination: { $size }
suggest-wild-onto-meld = hjälpkort till er { $rank }-kombination: { $size }
suggest-onto-sequence = till er sekvens: { $size }
suggest-wild-onto-sequence = hjälpkort till er sekvens: { $size }
suggest-points = { $points } poäng
suggest-several-plays = { $count } utlägg, { $points } poäng
suggest-you-go-out = du går ut
suggest-then-discard-to-go-out = saka sedan ditt sista kort för att gå ut
suggest-size-one-short = { $cards }, ett kort från canasta
suggest-size-canasta = { $cards }, en canasta

suggest-only-the-top-card = bara översta kortet
suggest-top-onto-sequence = översta { $top } till er { $name }-sekvens
suggest-top-onto-meld = översta { $top } till er { $name }-kombination
suggest-top-with = översta { $top } med { $count } × { $top }
suggest-top-with-wild = översta { $top } med { $count } × { $top } och { $wild }
suggest-and-onto-meld = till er { $name }-kombination
suggest-as-a-new-meld = som ny kombination
suggest-with-melds-counting = med utlägg värda { $points }
# SAMBA 13D: en tagning som får fler av låskorten i rad; $count räknar det senaste också.
suggest-and-locks = ner till { $count } låskort i rad
