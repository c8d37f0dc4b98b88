# The words that start a typed move or call (wording/src/input/words.rs): the message is the
# word this language shows (help, hints, the terminal's moves), one word; `.also` lists more
# words and phrases read, separated by commas. English words are read in every language.

verb-draw = draw
    .also = stock
verb-take = take
    .also = take-pile, takepile, pile, pickup
verb-meld = meld
    .also = lay, layoff
verb-discard = discard
    .also = throw
verb-ask = ask
    .also = may i go out
verb-yes = yes
    .also = y
verb-no = no
    .also = n
verb-end = end
    .also = decline
verb-buy = buy
    .also = buy

# Sitoumussamba's calls (wording/src/input/bidding.rs).
call-bid = bid
    .also = bid
call-pass = pass
    .also = pass
call-double = double
    .also = double
call-cannot-open = cannot open
    .also = cannot, can't, cant, can't open, cant open

# The grammar's inner words (wording/src/input/inner.rs), read like the verbs: a new meld
# (`new: K K K`), the ordinals naming one of two melds of a rank (`2nd K: K`), where a take's
# top card goes (`take onto 5♥-7♥`, `take lay off`) and only the top card (`take top 8 8`).
word-new = new
    .also = new meld
word-first = 1st
    .also = first
word-second = 2nd
    .also = second
word-third = 3rd
    .also = third
word-onto = onto
    .also = on
word-lay-off = lay off
    .also = layoff, none, -
word-top = top
    .also = top card
