# Korttikieliopin omat sanat (wording/src/input): kortit ja tarjoukset niin kuin pelaaja ne
# kirjoittaa, ja mitä kukin pöytäyksen nimeämistapa tarkoittaa. Komentosanat (meld, take, new,
# 2nd, lay off) kirjoitetaan englanniksi.

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
