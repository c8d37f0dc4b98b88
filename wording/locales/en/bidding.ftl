# Sitoumussamba's bidding buttons (wording/src/render/bidding.rs; FI 12, 16C): the public call
# post's Pass and Double, the private choice of a level's bids, the declarer's "Cannot open".
# A level's button is its points (1000), a bid's button the bid as shown ("3 hearts").

bidding-pass = Pass
bidding-double = Double
bidding-cannot-open = Cannot open

# The private choice once a level is pressed: $points is the level's points, $highest one of
# the two sentences below.
bidding-level = Bid { $points }: what do you promise? { $highest } (clubs < diamonds < hearts < spades < canasta < 2s canasta)
bidding-nobody-yet = Nobody has bid yet.
bidding-to-beat = The bid to beat: { $bid }.
