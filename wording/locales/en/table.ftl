# The public table (wording/src/render/table.rs).

table-game-over = The game is over.
table-deal-over = The deal is over.
table-bidding = { $player }'s call: bid, pass or double.
# Sitoumussamba: the declarer opens before the upcard is turned (FI 16A); $bid is "2 hearts".
table-opening-bid = { $player } plays { $bid }: they open now, before the upcard.
table-opening = { $player } opens now, before the upcard.
table-stock-gone = { $player }'s turn: the stock is gone, so take the pile or end the deal.
table-draw = { $player }'s turn: draw from the stock or take the pile.
table-play = { $player }'s turn: meld, then discard.
table-play-yes = { $player }'s turn: meld, then discard. Their partner said yes: they must go out.
table-play-no = { $player }'s turn: meld, then discard. Their partner said no: they may not go out this turn.
table-asked = { $player } asked { $partner } "May I go out?" Waiting for the answer.
table-asked-partner = { $player } asked their partner "May I go out?" Waiting for the answer.

# $size and $stock are counts of cards ("3 cards").
pile-empty = Pile: empty
pile-top = Pile: { $top } on top, { $size }
pile-top-frozen = Pile: { $top } on top, { $size }, frozen
# Samba (SAMBA 18, 19B): a wild card or red 3 in the pile locks it.
pile-top-locked = Pile: { $top } on top, { $size }, locked
pile-and-stock = { $pile }. Stock: { $stock }.

table-title = Canasta — deal { $deal }
table-sitting-out = Sitting out this deal: { $names }.
table-footer = { $rules } rules · { $target } to win · { $dealer } dealt
table-my-hand = My hand
table-points = { $points } points
table-team-alone = { $names } (alone)
# $hands: each member's name and card count.
table-in-hand = In hand: { $hands }
table-canastas = Canastas: { $canastas } ({ $needed } needed to go out)
table-not-opened = Not opened yet: first meld needs { $points } points
table-red-threes = Red 3s: { $cards }
table-penalties = Penalties: { $points }
