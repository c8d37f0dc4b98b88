# The card grammar's own words (wording/src/input): cards and bids as a player types them, and
# what each way of naming a meld names when several melds could take the cards. The command
# words (meld, take, new, 2nd, lay off) are typed words and stay English in every language.

# The joker as typed in a command: `meld K: joker`.
grammar-joker = joker

# A bid as typed after `bid` (Sitoumussamba, FI 12B): its level and what it names.
# $denomination is clubs, diamonds, hearts, spades, canasta or twos (a 2s canasta).
grammar-bid = { $level } { $denomination ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
    [spades] spades
    [canasta] canasta
   *[twos] 2s canasta
}


# How many locking cards in a row a pile take gets (SAMBA 13D), as typed after `take`:
# `take 2 locks K K`. The grammar reads lock/locks, lukko/lukkoa and lås in every language.
grammar-locks = { $count } locks
