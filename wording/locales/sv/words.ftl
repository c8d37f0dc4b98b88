# Ord för kort, antal och kombinationer (wording/src/render/words.rs).

# Klädda kortens bokstäver och jokerns namn: ess, kung, dam, knekt.
rank-jack = Kn
rank-queen = D
rank-king = K
rank-ace = E
rank-joker = Joker

rank-plural = { $rank ->
    [J] knektar
    [Q] damer
    [K] kungar
    [A] ess
    [Joker] jokrar
    [2] tvåor
    [3] treor
   *[other] { $rank }:or
}

count-word = { $n ->
    [0] inga
    [1] en
    [2] två
    [3] tre
    [4] fyra
    [5] fem
    [6] sex
    [7] sju
    [8] åtta
    [9] nio
    [10] tio
    [11] elva
    [12] tolv
   *[other] { $n }
}

count-of = { $n ->
    [0] inga { $plural }
    [1] en { $singular }
   *[other] { count-word } { $plural }
}

cards-count = { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}

no-cards = inga kort

meld-samba = samba
meld-natural-canasta = äkta canasta
meld-mixed-canasta = blandad canasta
meld-one-short = ett kort från canasta

# Ett bud i Sitoumussamba (FI 12B): nivån och vad det lovar.
bid-clubs = { $level } klöver
bid-diamonds = { $level } ruter
bid-hearts = { $level } hjärter
bid-spades = { $level } spader
bid-canasta = { $level } canasta
bid-twos-canasta = { $level } tvåcanasta
