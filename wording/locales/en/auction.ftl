# Sitoumussamba's auction in words (wording/src/render/auction.rs; RULES.md §3 "Bidding";
# FI 12, 16). $bid is a bid as shown ("2 hearts"), $typed the same bid as typed after `bid`;
# $name and $doubler are players, $names a group of them.

# How calls are typed, for `help bid` and the terminal's help (FI 12, 16C). Every `bid ...`
# example must read back through the card grammar.
auction-help-title = Help: bidding
auction-help = Sitoumussamba starts each deal with bidding, left of the dealer. `bid 3 hearts` (or `bid 3h`, `bid 3♥`, `bid 3 hertta`) promises 3000 points: a level from 1 to 8, then clubs < diamonds < hearts < spades < canasta < 2s canasta (`bid 5 canasta`, `bid 6 2s`). `pass` bids nothing this time; `double` doubles the opponents' bid and ends the bidding. Three passes after a bid make its bidder the declarer, who opens at once with `meld ...`: up to level 3 with the minimum count, from level 4 also with three in sequence of the bid suit, four of a rank (canasta) or four 2s (2s canasta). A declarer whose hand cannot open types `cannot open`: the side pays 1000 and the bid passes on (a hand that can open must).

# The auction on the table: the calls in order ($calls joins the calls below), then what it
# has settled.
auction-no-calls = Bidding: no calls yet.
auction-calls = Bidding: { $calls }.
auction-bids = { $name } bids { $bid }
auction-passes = { $name } passes
auction-doubles = { $name } doubles
auction-could-not-open = Could not open: { $names }.
auction-contract = Bid: { $bid } by { $name }.
auction-contract-doubled = Bid: { $bid } by { $name }, doubled by { $doubler }.
auction-no-bid = No bid: the deal is played without one.

# The declaring side's progress towards the bid in play (FI 27, 30A, 30B): $promised is the
# bid's points, $side the declaring side, $so_far what its table counts towards it now (the
# hands count when the deal is scored).
auction-progress = Bid { $promised } by { $side }: { $so_far } so far on the table.

# What the seat to call may type (the engine says which calls it accepts).
auction-your-call-lowest = Your call. The lowest bid you may make is { $bid } (`bid { $typed }`); any higher bid too, clubs < diamonds < hearts < spades < canasta < 2s canasta at each level.
auction-your-call-none-higher = Your call. No higher bid is left.
auction-or-pass = Or `pass`.
auction-or-pass-or-double = Or `pass`, or `double` (the opponents' bid; the auction ends and you play first).
auction-declarer-opens = A declarer opens at once: up to level 3 with the minimum count, from 4 also with the bid's meld (three in sequence of its suit, four of a rank, four 2s).

# What the declarer may type: open, or say the hand cannot (FI 16A-C).
auction-open-now = You play the bid { $bid }: open now, before the upcard, with `meld ...` (up to level 3 your minimum count; from level 4 also the bid's meld). If your hand cannot open, type `cannot open`: your side pays 1000 and the bid passes on.
auction-open-now-no-bid = You play the bid: open now, before the upcard, with `meld ...` (up to level 3 your minimum count; from level 4 also the bid's meld). If your hand cannot open, type `cannot open`: your side pays 1000 and the bid passes on.
