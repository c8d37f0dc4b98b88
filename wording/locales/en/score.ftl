# Scores: a deal's breakdown, the running score and the game's end
# (wording/src/render/score.rs). $points: points with their sign (+120, -35).

score-canastas = Canastas: { $points }
score-red-threes = Red 3s: { $points }
score-going-out = Going out: { $points }
score-melded = Melded: { $points }
score-in-hand = In hand: { $points }
score-penalties = Penalties: { $points }
# Samba's penalties (SAMBA 22C, 23, 29) and Sitoumussamba's bid (FI 12A, 30C), shown when not zero.
score-red-threes-laid = Red 3s laid down: { $points }
score-red-threes-in-hand = Red 3s in hand: { $points }
score-black-threes-in-hand = Black 3s in hand: { $points }
score-not-melded = Not melded: { $points }
score-bid = Bid: { $points }
score-deal = Deal: { $points }
score-game-total = Game total: { $total }

score-went-out = { $name } went out.
score-went-out-concealed = { $name } went out concealed.
score-stock-ran-out = The stock ran out; nobody went out.
score-last-stock-cards = A red 3 among the stock's last two cards ended the deal, { $card } left in the stock (SAMBA 32); nobody went out.

score-deal-title = Deal { $deal } — scores
score-target = First to { $target } wins.
score-title = Scores
score-deals = Deals
# One line per deal: $points is every side's, as "+120 / -35".
score-history = Deal { $deal }: { $points }
score-game-over = Game over
score-final = Final scores
# $rules: the rule set's name as typed (classic, samba).
score-played = { $rules } rules, played to { $target }.
score-ended = The game has ended.
score-won = { $side } won with { $points } points!
# $sides: the sides that drew, joined by events-and.
score-draw = A draw between { $sides }.

# What became of Sitoumussamba's bid (FI 12A, 12E, 30), under how the deal ended: $bid is the
# bid as shown ("3 hearts"), $promised its points, $side the declaring side, $count what
# counted towards it, $robbers the side that went out first, $arithmetic one of the two below.
score-bid-reached = Bid { $bid } ({ $promised }) by { $side }: reached, { $count } of { $promised }; premium { $arithmetic }.
score-bid-robbed = Bid { $bid } ({ $promised }) by { $side }: not reached, { $count } of { $promised }; { $robbers } went out first and rob it: { $arithmetic }.
score-bid-void-stock = Bid { $bid } ({ $promised }) by { $side }: not reached, { $count } of { $promised }, when the stock ran out: void, nobody scores it.
score-bid-void = Bid { $bid } ({ $promised }) by { $side }: not reached, { $count } of { $promised }: void, nobody scores it.
score-bid-arithmetic = { $percent }% of { $promised } = { $points }
score-bid-arithmetic-doubled = { $percent }% of { $promised } × { $factor } (doubled) = { $points }
