# Words for cards, counts and melds, shared by every message (wording/src/render/words.rs).

# The letters of the face cards and the joker's name, as cards are shown and typed.
rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A
rank-joker = Joker

# The plural of a rank: "7s", "jacks". $rank is the card's English code (7, J, Q, K, A, Joker).
rank-plural = { $rank ->
    [J] jacks
    [Q] queens
    [K] kings
    [A] aces
    [Joker] jokers
   *[other] { $rank }s
}

# 0 as "no", 1 to 12 in words, larger numbers in digits.
count-word = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $n }
}

# "no 7s", "one 7", "two 7s": $singular and $plural name the card ("7", "7s").
count-of = { $n ->
    [1] one { $singular }
   *[other] { count-word } { $plural }
}

cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

no-cards = no cards

meld-samba = samba
meld-natural-canasta = natural canasta
meld-mixed-canasta = mixed canasta
meld-one-short = one card short of a canasta

# A bid of Sitoumussamba (FI 12B): its level and what it names.
bid-clubs = { $level ->
    [one] { $level } club
   *[other] { $level } clubs
}
bid-diamonds = { $level ->
    [one] { $level } diamond
   *[other] { $level } diamonds
}
bid-hearts = { $level ->
    [one] { $level } heart
   *[other] { $level } hearts
}
bid-spades = { $level ->
    [one] { $level } spade
   *[other] { $level } spades
}
bid-canasta = { $level } canasta
bid-twos-canasta = { $level } 2s canasta
