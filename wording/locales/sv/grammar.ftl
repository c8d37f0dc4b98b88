# Kortgrammatikens egna ord (wording/src/input): kort och bud som en spelare skriver dem, och
# vad varje sätt att namnge en kombination syftar på. Kommando- och inre ord (lägg, ta,
# ny, andra, lägg på) finns i verbs.ftl; de engelska fungerar alltid.

grammar-joker = joker

# Ett bud efter `bid` (Sitoumussamba, FI 12B).
grammar-bid = { $level } { $denomination ->
    [clubs] klöver
    [diamonds] ruter
    [hearts] hjärter
    [spades] spader
    [canasta] canasta
   *[twos] tvåcanasta
}


# Hur många låskort i rad en tagning av högen får (SAMBA 13D): `take 2 lås K K`.
grammar-locks = { $count } lås
