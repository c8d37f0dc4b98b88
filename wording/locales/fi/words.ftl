# Korttien, lukumäärien ja pöytäysten sanat (wording/src/render/words.rs).

# Kuvakorttien kirjaimet ja jokerin nimi: ässä, kuningas, rouva, sotamies (FI 3).
rank-jack = S
rank-queen = R
rank-king = K
rank-ace = A
rank-joker = Jokeri

rank-plural = { $rank ->
    [J] sotamiehet
    [Q] rouvat
    [K] kuninkaat
    [A] ässät
    [Joker] jokerit
    [2] kakkoset
    [3] kolmoset
   *[other] { $rank }:t
}

count-word = { $n ->
    [0] ei yhtään
   *[other] { $n }
}

count-of = { $n ->
    [0] ei yhtään ({ $singular })
   *[other] { $n } × { $singular }
}

cards-count = { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}

no-cards = ei kortteja

meld-samba = samba
meld-natural-canasta = puhdas canasta
meld-mixed-canasta = sekacanasta
meld-one-short = kortin vaille canasta

# Sitoumussamban tarjous (FI 12B): taso ja mitä se lupaa.
bid-clubs = { $level } risti
bid-diamonds = { $level } ruutu
bid-hearts = { $level } hertta
bid-spades = { $level } pata
bid-canasta = { $level } canasta
bid-twos-canasta = { $level } kakkoscanasta
