# Autocomplete and the hand's menus (wording/src/input/suggest): the note beside each card to
# discard, meld to make or way to take the pile. The cards themselves are shown in the
# reader's letters (words.ftl).

# Discards: how many of the rank the hand holds, and what discarding one does.
suggest-you-have = you have { $count }
suggest-wild-discard = wild: freezes the pile
# Samba (SAMBA 18): a wild card discarded locks the pile.
suggest-wild-discard-locks = wild: locks the pile
suggest-black-three-discard = black 3: blocks the next player
suggest-red-three-discard = red 3: locks the pile

# Melds. $size is a size below ("6 cards, one short of a canasta"), $rank a rank as shown.
suggest-black-threes = black 3s
suggest-new-meld = new meld, { $points } points: { $size }
suggest-onto-meld = onto your { $rank } meld: { $size }
suggest-wild-onto-meld = wild onto your { $rank } meld: { $size }
suggest-onto-sequence = onto your sequence: { $size }
suggest-wild-onto-sequence = wild onto your sequence: { $size }
suggest-points = { $points } points
suggest-several-plays = { $count } melds and lay-offs, { $points } points
# After a meld's note, when it leaves no card or one.
suggest-you-go-out = you go out
suggest-then-discard-to-go-out = then discard your last card to go out
# $cards is a count of cards ("6 cards").
suggest-size-one-short = { $cards }, one short of a canasta
suggest-size-canasta = { $cards }, a canasta

# Taking the pile. $top is the pile's top card as shown, $name a meld as typed before a `:`,
# $wild a wild card as typed.
suggest-only-the-top-card = only the top card
suggest-top-onto-sequence = the top { $top } onto your { $name } sequence
suggest-top-onto-meld = the top { $top } onto your { $name } meld
suggest-top-with = the top { $top } with { $count ->
    [2] two { $top }s
   *[other] { $count } { $top }s
}
suggest-top-with-wild = the top { $top } with { $count ->
    [1] a { $top }
   *[other] { $count } { $top }s
} and a { $wild }
# Added after a take's note, after a comma.
suggest-and-onto-meld = onto your { $name } meld
suggest-as-a-new-meld = as a new meld
suggest-with-melds-counting = with melds counting { $points }
# SAMBA 13D: a take that gets more of the locking cards lying in a row; $count counts the most
# recent one too.
suggest-and-locks = down to { $count } locking cards in a row
