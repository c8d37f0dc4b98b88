# Why the engine refused an action (wording/src/render/rule_errors.rs): each names its rule
# (FI = the Finnish federation's rules, Samba/SAMBA = the Sitoumussamba rules, RULES.md = the
# bot's own rule book). Lower case, no full stop: errors.ftl frames them ("Not allowed: ...").
# $rank is a rank as shown (7, K), $bid a bid (3 hearts).

rule-game-over = the game is over
rule-not-your-turn = it is { $name }'s turn
rule-not-playing = you have no seat in this deal
rule-awaiting-answer = waiting for the partner's answer to "May I go out?" (FI 23)
rule-must-draw-first = draw first: a turn starts by drawing from the stock or taking the pile (FI 9)
rule-already-drew = you have already drawn this turn; meld or discard (FI 9)
rule-cards-not-in-hand = you do not hold those cards
rule-nothing-to-meld = name at least one meld
rule-meld-too-small = a meld needs at least three cards (FI 11)
rule-mixed-ranks = a meld is made of cards of one rank, plus wild cards (FI 11)
rule-too-few-naturals = a meld needs at least two natural cards (FI 11)
rule-too-many-wilds = a meld may hold at most { $limit } wild cards here (FI 11, option wild_limit)
rule-only-wild-cards = wild cards cannot be melded on their own (FI 11)
rule-red-three-in-meld = red 3s are bonus cards: they are laid down, never melded (FI 21)
rule-black-threes-only-when-going-out = black 3s may only be melded by a player who goes out in that turn (FI 20C)
rule-black-threes-with-wild = a meld of black 3s takes no wild cards (FI 20C)
rule-duplicate-rank = your team already has a meld of { $rank }s: add the cards to it instead (FI 11)
rule-rank-meld-not-complete = your team's meld of { $rank }s is not a completed canasta yet: add the cards to it; another may start once it is (RULES.md §3, SAMBA 14C)
rule-canasta-closed = a natural canasta or a canasta of 2s takes no more cards (RULES.md §3, SAMBA 20C)
rule-twos-opening-too-few = a meld of 2s in your team's opening needs at least { $needed } 2s (RULES.md §3, SAMBA 17)
rule-must-discard-to-go-out = the last card must be discarded: keep one card to go out with (RULES.md §3, SAMBA 26A)
rule-no-such-meld = your team has no such meld
rule-sequence-not-playable = sequences are a Samba meld; these rules do not play them (RULES.md §3, SAMBA 20A)
rule-sequence-with-joker = a sequence takes no jokers, and no 2 but the one of its suit that continues it (RULES.md §3, SAMBA 14A, 20A)
rule-sequence-mixed-suits = a meld is cards of one rank, or a sequence of cards of one suit (RULES.md §3, SAMBA 14A, 14B)
rule-sequence-not-in-order = a sequence is cards of one suit in order, each rank once, e.g. 5♥ 6♥ 7♥ or round the ace Q♥ K♥ A♥ 2♥ 3♥ (RULES.md §3, SAMBA 14A, 20A)
rule-sequence-too-long = a sequence holds at most { $max } cards (RULES.md §3, SAMBA 14A)
rule-samba-complete = a completed samba (seven cards) takes no more cards (RULES.md §3, SAMBA 14A, 20B)
rule-wrong-rank-for-meld = only { $rank }s and wild cards can be added to that meld (FI 11)
rule-wild-on-completed-canasta = wild cards cannot be added to a completed canasta (FI 15E)
rule-below-minimum-count = your team's first meld must count at least { $needed } points; these cards count { $got } (FI 13)
rule-pile-empty = the discard pile is empty
rule-pile-top-blocked = the pile cannot be taken when its top card is a wild card or a black 3 (FI 14, 20B)
rule-frozen-pile-needs-natural-pair = the pile is frozen: take it only with two natural { $rank }s from your hand (FI 13C, 17)
rule-pile-needs-natural-pair = under this table's rules the pile is only taken with two natural { $rank }s (option pile_needs_natural_pair)
rule-top-card-not-melded = to take the pile, meld its top card ({ $rank }) with cards from your hand or lay it off on your meld (FI 14A)
rule-pile-needs-naturals = take the pile with { $needed } natural { $rank }s from your hand, or by laying its top card on a samba it extends (SAMBA 19A)
rule-locked-pile-needs-naturals = the pile is locked (a wild card or red 3 lies in it): take it with { $needed } natural { $rank }s from your hand, or by laying its top card on a samba it extends (SAMBA 18, 19B)
rule-pile-top-only-onto-sequence = with a wild card or a 3 on top, the pile is taken only by laying that card on a samba it extends (SAMBA 19A, 22A)
rule-pile-not-onto-sequence = the pile is not taken by extending a sequence under these rules (RULES.md §3, 19A)
rule-no-buying-with-red-threes = red 3s are laid down at once here; there is no buying with them (FI 21, SAMBA 23)
rule-not-a-red-three = only a red 3 buys a card from the stock (SAMBA 23)
rule-one-card-pile = with one card in hand you may not take a pile of one card (FI 14C)
rule-pile-on-completed-canasta = your team has a completed canasta of { $rank }s, so this pile cannot be taken (option pile_on_completed_canasta)
rule-top-card-only-not-allowed = the whole pile is taken; taking only the top card is not allowed here (option take_top_card_only)
rule-need-canasta-to-go-out = you may not go out: your team needs { $needed ->
    [one] { $needed } canasta
   *[other] { $needed } canastas
} first (FI 18)
rule-meld-leaves-one-card = that would leave you one card, and discarding it would go out, which needs { $needed ->
    [one] { $needed } canasta
   *[other] { $needed } canastas
} on your side first: keep at least two cards (FI 16B, 18)
rule-partner-said-no = your partner said no: you may not go out this turn (FI 23)
rule-must-go-out-after-yes = your partner said yes and you can go out, so you must go out this turn (FI 23D)
rule-must-keep-a-card = you must keep at least one card after your discard unless you go out (FI 16B)
rule-cannot-ask-now = ask "May I go out?" right after drawing from the stock, before melding, once a turn (FI 23A)
rule-no-partner = you have no partner to ask
rule-nothing-to-answer = nobody asked you "May I go out?"
rule-red-three-discard = a red 3 can never be discarded (FI 21I)
rule-stock-empty = the stock is empty: take the pile or end the deal (FI 24)
rule-stock-not-empty = the stock still has cards: draw (FI 9)
rule-must-take-pile = the stock is gone and the top card fits your team's meld: you must take the pile (FI 24A)
rule-auction-in-progress = the bidding comes first: bid, pass or double (SAMBA 12)
rule-no-auction = there is no bidding now (SAMBA 12)
rule-bid-out-of-range = bids go from level 1 to level { $levels }, 1000 points each (SAMBA 12B)
rule-bid-too-low = a bid must be higher than { $highest }: a higher level, or the same level in a higher denomination (clubs, diamonds, hearts, spades, canasta, 2s canasta) (SAMBA 12B)
rule-nothing-to-double = only the opponents' highest bid can be doubled (SAMBA 12D)
rule-no-bid-after-pass = you passed earlier, and at this table a pass is final: pass or double (SAMBA 12C, option samba_rebid)
rule-only-declarer-goes-out = at this table only the declarer may go out once the bid is reached (SAMBA 26B, option samba_partner_goes_out)
rule-declarer-must-open = the declarer opens first, before the upcard is turned (SAMBA 16A)
rule-no-opening-due = only the declarer, right after the bidding, may say they cannot open (SAMBA 16C)
rule-declarer-can-open = your hand can open your bid of { $bid }, and a declarer who can open must (SAMBA 15C, 16C): meld your opening
rule-opening-misses-bid = your opening does not fulfil your bid of { $bid }: meld at least { $needed } points (a finished samba or canasta counts its bonus; these count { $got }) (SAMBA 16A), or from level 4 the bid's own meld: three in sequence of the bid suit, four of a rank for canasta, four 2s for 2s canasta (SAMBA 16B)
rule-bid-not-reached = your side may go out only once its bid of { $bid } is reached: going out now would count { $count } of { $needed } (SAMBA 26B, 30A)
rule-robbers-need-melds = against a bid, your side may go out only with { $sambas ->
    [one] { $sambas } samba
   *[other] { $sambas } sambas
} and { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
}, { $natural } of them natural (SAMBA 26C)

# Why a rule set cannot be played (house rules that do not work together).
rules-seat-count = { $seats } seats: a table has 2 to 6 (RULES.md §2)
rules-teams-do-not-divide = { $seats } seats cannot form { $teams } teams (RULES.md §2)
rules-cutthroat-needs-three = cutthroat is for 3 players (RULES.md §2)
rules-rotating-five-needs-five = the rotating team game is for 5 players (RULES.md §2)
rules-not-enough-cards = not enough cards for the deal: { $needed } needed, { $cards } in the decks (FI 6)
rules-stock-draw = stock draw must be 1 or 2, not { $count } (FI 9, RULES.md §2)
rules-no-canastas-to-go-out = going out needs at least one canasta (FI 18)
rules-no-minimum-counts = no minimum counts (FI 13)
rule-too-many-black-threes = a meld of black 3s holds at most { $max } of them (FI 20C: three or four; SAMBA 22B: three to six)
rule-locks-not-in-a-row = the pile is taken down to its most recent locking card, and with it only the locking cards right under it in a row: here { $more } more (SAMBA 13D)
