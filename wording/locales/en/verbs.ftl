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
