# Korttikieliopin omat sanat (wording/src/input): kortit ja tarjoukset niin kuin pelaaja ne
# kirjoittaa, ja mitä kukin pöytäyksen nimeämistapa tarkoittaa. Komento- ja sisäsanat (pöydää,
# ota, uusi, toinen, lisäys) ovat verbs.ftl:ssä; englanninkieliset käyvät aina.

grammar-joker = jokeri

# Tarjous sanan `bid` jälkeen (Sitoumussamba, FI 12B).
grammar-bid = { $level } { $denomination ->
    [clubs] risti
    [diamonds] ruutu
    [hearts] hertta
    [spades] pata
    [canasta] canasta
   *[twos] kakkoscanasta
}


# Montako peräkkäistä lukkokorttia avopakan otto saa (SAMBA 13D): `take 2 lukkoa K K`.
grammar-locks = { $count } lukkoa
