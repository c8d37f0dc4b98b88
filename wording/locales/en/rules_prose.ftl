# A rule set in prose, for /rules and the terminal's `rules` (wording/src/render/rules_prose.rs).
# Each sentence is said of the values the engine plays (RULES.md §2, §3).

rules-title = Rules: { $rules }
# The footer of /rules: the rule book (RULES.md) is attached to the reply.
rules-full-document = The whole rule book is attached (RULES.md): every rule set and option, with the sections of the printed rules each rests on. A refusal such as "RULES.md §3, SAMBA 14C" points into it.
rules-target = First side to { $target } points wins, after the deal in which it is reached.
rules-cards-field = Cards
rules-turn-field = A turn
rules-melds-field = Melds
rules-pile-field = Taking the pile
rules-threes-field = 3s
rules-going-out-field = Going out
rules-opening-field = Minimum count of the first meld
rules-bonus-field = Bonuses and penalties
rules-bidding-field = Bidding

rules-seating-alone = { $seats } players, each playing alone.
rules-seating-teams = { $seats } players in { $teams } teams of { $size }; partners sit { $teams } seats apart.
rules-seating-cutthroat = 3 players: the first to take the pile plays alone against the other two for the rest of the deal. Scores are personal.
rules-seating-rotating-five = 5 players: a team of two against a team of three, one of whom sits out each deal in turn.

rules-cards = { $decks } decks with { $jokers } jokers ({ $cards } cards); { $hand } cards each. Wild: jokers and 2s.
rules-twos-natural-both = 2s are natural in a sequence and in a meld of 2s.
rules-twos-natural-sequence = 2s are natural in a sequence.
rules-twos-natural-meld = 2s are natural in a meld of 2s.

# A turn: $draw is rules-turn-draw, $after rules-turn-after-pile after a space, or nothing.
rules-turn = { $draw } or take the pile{ $after }, meld, then discard one card.
rules-turn-draw = { $n ->
    [1] Draw one card from the stock
   *[other] Draw { $n } cards from the stock
}
rules-turn-after-pile = { $n ->
    [1] (and then one card from the stock)
   *[other] (and then { $n } cards from the stock)
}
rules-stock-out-ends = When the stock runs out, the deal ends with that player's discard.
rules-stock-out-duty = When the stock is gone, a player must take the pile if its top card fits a team meld.
rules-stock-out-free = When the stock is gone, players may take the pile by the usual rules, or end the deal.

rules-melds-wild-three = Three or more cards of one rank, at least two natural, at most three wild cards. Seven cards make a canasta: natural (no wild) or mixed.
rules-melds-wild-half = Three or more cards of one rank, at least two natural, wild cards at most half of the meld, and never more than three. Seven cards make a canasta: natural (no wild) or mixed.
rules-melds-wild-two = Three or more cards of one rank, at least two natural, at most two wild cards. Seven cards make a canasta: natural (no wild) or mixed.
rules-canasta-closed = A natural canasta takes no more cards; a mixed one takes more.
rules-canasta-wild-on = Wild cards may be added to a completed canasta (up to three).
rules-canasta-wild-off = No wild cards on a completed canasta.
rules-second-meld = Once a rank's canasta is complete, the side may start another meld of it.
rules-sequences = Sequences: 3 to 7 cards of one suit in order, no wild cards, round the ace (Q-K-A-2-3 is one); seven make a samba, which takes no more cards.
rules-red-three-in-sequence = A red 3 may be its suit's 3 in a sequence.
rules-twos-meld = 2s may be melded as a rank, jokers their only wild cards; seven 2s make a 2s canasta, which takes no more cards.

rules-pile-take-whole = Meld the top card with cards from your hand, then take the whole pile.
rules-pile-take-down-to-lock = Meld the top card with cards from your hand, then take the pile down to and including the most recent wild card or red 3 in it.
# $count is a count in words (count-word); $unlocked is rules-pile-unlocked-pair or -wild.
rules-pile-frozen = A frozen pile (a wild card or red 3 in it, or your team has not melded) needs { $count } natural cards of its rank; otherwise { $unlocked } will do.
rules-pile-locked = A locked pile (a wild card or red 3 discarded on it) needs { $count } natural cards of its rank; otherwise { $unlocked } will do.
rules-pile-unlocked-pair = a natural pair
rules-pile-unlocked-wild = one natural and a wild, or a lay-off on your meld
rules-pile-onto-sequence = Any pile may also be taken by laying its top card on your sequence that it extends.
rules-pile-not-on-canasta = House rule: never when the top card's rank is your completed canasta.
rules-pile-top-card-only = You may take only the top card (`take top ...`).

rules-red-threes-laid = Red 3s are laid down at once and replaced from the stock; they score a bonus.
rules-red-threes-kept = Red 3s stay in the hand. Discarded, one locks the pile; `buy` lays one down for a card from the stock ({ $laid } against your side); each left in a hand at the end costs { $in_hand }.
rules-black-three-sequence = A black 3 discarded stops the next player, who may take the pile only by extending a sequence.
rules-black-three = A black 3 discarded stops the next player taking the pile.
rules-black-threes-melded = Black 3s are melded only when going out.
rules-black-three-in-hand = Each black 3 left in a hand costs { $points } besides its value.

rules-going-out-needs = Needs { $n ->
    [1] one canasta
   *[other] { $n } canastas
} on your side.
rules-going-out-needs-samba = Needs { $n ->
    [1] one canasta
   *[other] { $n } canastas
} on your side, a samba counting as one.
rules-going-out-discard = The last card is always discarded.
rules-going-out-bonus-same = Bonus { $points }, concealed or not.
rules-going-out-bonus = Bonus { $points }, concealed { $concealed }.
rules-concealed-team = Concealed: the whole hand in one turn, the team not having melded.
rules-concealed-own = Concealed: the whole hand in one turn, with no earlier melds of your own.
rules-answer-binds = The partner's answer to "May I go out?" binds (failing after yes costs { $penalty }).
rules-answer-advice = The partner's answer to "May I go out?" is only advice.

rules-completed-opens = A completed canasta or samba opens whatever it counts.
rules-twos-opening = An opening with a meld of 2s needs { $n } of them.
# The minimum counts: each "<range>: <count>", joined by " · ".
rules-min-counts = By the side's score at the start of the deal: { $counts }.
rules-min-below = below { $n }
rules-min-any = any score
rules-min-range = { $from } to { $to }
rules-min-from = { $from } or more

# Bonuses: the parts are joined by "; ", the first letter made a capital, and a "." added.
rules-bonus-rank-canasta = canasta of { $rank } { $natural } natural, { $mixed } mixed
rules-bonus-samba = samba { $points }
rules-bonus-canastas = natural canasta { $natural }, mixed { $mixed }
rules-bonus-other-canastas = other natural canasta { $natural }, mixed { $mixed }
rules-bonus-red-three = red 3 { $points } each (minus for a side that has not melded)
# After rules-bonus-red-three, each after ", ".
rules-bonus-red-three-total = { $count } of them { $total }
rules-bonus-red-three-in-sequence = a red 3 in a sequence counts { $points }
rules-bonus-cards = Cards melded count for you, cards left in hand against you.
rules-bonus-unopened = A side that has not melded when the deal ends pays { $points }.

# Sitoumussamba's auction (RULES.md §3 "Bidding"; FI 12, 16, 26C, 30). $sambas, $canastas and
# $natural are counts in words (count-word).
rules-bidding = Each deal starts with an auction, left of the dealer: bid a level from 1 to { $levels } ({ $step } to { $top } points), naming clubs < diamonds < hearts < spades < canasta < 2s canasta; or pass, or double the opponents' bid. When all pass, the deal is plain Samba. The declarer opens at once: up to level { $below } with the minimum count, from level { $from } also with { $seq } in sequence of the bid suit, { $rank } of a rank or { $twos } 2s. A declarer who cannot open pays { $penalty } and the bid passes on. A side that reaches its bid scores a premium of { $premium }% of it besides the deal's points; the opponents may go out first only with { $sambas } samba and { $canastas } canastas ({ $natural } natural), and then rob the bid: they score { $robbery }% of it besides their points. A double multiplies the premium and the robbery by { $double }. Melded cards count towards a bid from level { $melded }. A stock run-out voids the bid. `help bid` says how to type calls.
