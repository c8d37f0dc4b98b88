# House rules: how a table's rules differ from the rule set it is named after, a line each
# (wording/src/render/house_rules.rs), shown in the lobby.

house-table-teams = { $seats } players in { $teams } teams.
house-table-alone = { $seats } players, each alone.
house-table-cutthroat = Cutthroat: alone until someone takes the pile.
house-table-rotating-five = Five players: two against three who take turns sitting out.
house-decks = Played with { $n ->
    [one] { $n } deck
   *[other] { $n } decks
}.
house-hand-size = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} dealt to each player.
house-stock-draw = Draw { $n ->
    [one] { $n } card
   *[other] { $n } cards
} from the stock.
house-stock-out-duty-on = With the stock gone, a pile that fits your melds must be taken.
house-stock-out-duty-off = With the stock gone, taking the pile is never compulsory.
house-stock-out-ends-on = The deal ends with the discard after the last stock card.
house-stock-out-ends-off = With the stock gone, play goes on with the pile.
house-after-pile-none = Taking the pile draws nothing from the stock.
house-after-pile = Taking the pile also draws { $n ->
    [one] { $n } card
   *[other] { $n } cards
} from the stock.
house-pile-whole = Taking the pile takes all of it.
house-pile-down-to-lock = The pile is taken down to its most recent wild card or red 3.
house-top-card-only = You may take just the top card of the pile.
house-natural-pair-on = The pile is only ever taken with a natural pair.
house-natural-pair-off = An unfrozen pile may be taken with one natural card and a wild card.
house-pile-on-canasta-on = The pile may be taken with a top card of a completed canasta's rank.
house-pile-on-canasta-off = The pile cannot be taken while its top card matches a completed canasta.
house-locked-naturals = A frozen or locked pile is taken with { $n } natural cards of its top card's rank.
house-onto-sequence-on = The pile may be taken by laying its top card on a samba it extends.
house-onto-sequence-off = The pile is never taken by extending a samba.
house-wild-three = A meld holds at most three wild cards.
house-wild-half = Wild cards are at most half of a meld, never more than three.
house-wild-two = A meld holds at most two wild cards.
house-wild-on-canasta-on = Wild cards may be added to a completed canasta.
house-wild-on-canasta-off = No wild cards on a completed canasta.
house-sequences-on = Sequences of one suit (3 to 7 cards, round the ace, no jokers) may be melded.
house-sequences-off = No sequences: melds are of one rank.
house-red-threes-in-sequences-on = A red 3 may be melded in a sequence of its suit.
house-red-threes-in-sequences-off = Red 3s never go in a sequence.
house-second-meld-on = A team may start another meld of a rank once its canasta is complete.
house-second-meld-off = One meld per rank per team.
house-closed-canastas-on = Natural canastas and canastas of 2s take no more cards.
house-closed-canastas-off = Natural cards may always be added to a canasta.
house-twos-never = 2s are only wild cards: no meld of 2s.
house-twos-allowed = 2s may be melded on their own (seven make a 2s canasta); an opening with them needs { $to_open }.
house-completed-opens-on = A completed canasta or samba always opens, whatever it counts.
house-completed-opens-off = An opening always needs the minimum count.
house-red-threes-laid = Red 3s are laid down at once and replaced.
house-red-threes-kept = Red 3s stay in the hand: discarded they lock the pile, laid down they buy a card.
house-red-three-laid-penalty = Each red 3 laid down costs { $points }.
house-red-three-in-hand-penalty = Each red 3 left in a hand costs { $points }.
house-black-three-in-hand-penalty = Each black 3 left in a hand costs { $points } more.
house-canastas-to-go-out = Going out needs { $n ->
    [one] { $n } canasta
   *[other] { $n } canastas
}.
house-concealed-team-on = Going out concealed needs your partner not to have melded either.
house-concealed-team-off = Going out concealed counts only your own earlier melds.
house-answer-binds-on = The answer to "May I go out?" binds.
house-answer-binds-off = The answer to "May I go out?" is advice only.
house-failed-go-out = A "yes" that cannot be kept costs { $points } points.
house-discard-required-on = Going out always ends with a discard.
house-discard-required-off = A player may go out by melding every card.
house-natural-canasta = A natural canasta scores { $points }.
house-mixed-canasta = A mixed canasta scores { $points }.
house-red-three-bonus = Each red 3 scores { $points }.
house-red-three-totals-none = Red 3s score the same each, however many.
# One of several, joined by ", ": "4 red 3s score 800".
house-red-three-total = { $count } red 3s score { $total }
house-all-red-threes-on = Holding every red 3 scores the full red-3 bonus.
house-all-red-threes-off = Red 3s score 100 each, all of them too.
house-going-out-bonus = Going out scores { $points }.
house-concealed-bonus = Going out concealed scores { $points }.
house-samba-bonus = A samba (seven in sequence) scores { $points }.
house-red-three-in-sequence = A red 3 in a sequence counts { $points }.
house-unopened-penalty = A team that has not melded when the deal ends pays { $points }.
house-rank-canastas-none = Canastas score the same whatever their rank.
# One of several, joined by "; ": $rank is the rank as cards show it (A, 2).
house-rank-canasta = a canasta of { $rank }s scores { $natural } natural, { $mixed } mixed
# $counts is the table of minimum counts of /rules.
house-minimum-counts = Minimum counts: { $counts }
house-bidding = Players bid before play, 1 to { $levels } ({ $step } points a level).
house-no-bidding = No bidding before play.
house-stock-out-duty-hand-on = With the stock gone, a pile you could take onto a meld with natural cards from your hand must be taken (SAMBA 32A).
house-stock-out-duty-hand-off = With the stock gone, only a pile whose top card fits a meld as it lies must be taken.
house-black-meld-max = A meld of black 3s holds at most { $n } of them.
# The named options of the open readings of SAMBA (RULES.md §4).
house-black-three-card-value-on = A black 3 left in a hand costs its penalty and its own 5.
house-black-three-card-value-off = A black 3 left in a hand costs its penalty and nothing more.
house-failed-own-once = A declarer who cannot open pays once; the next highest bidder plays its own bid.
house-failed-own-per-bid = A declarer who cannot open pays for every bid they made; the next highest bidder plays its own bid.
house-failed-same-once = A declarer who cannot open pays once; the next highest bidder plays the failed bid.
house-failed-same-per-bid = A declarer who cannot open pays for every bid they made; the next highest bidder plays the failed bid.
house-rebid-on = A player who passed may bid again.
house-rebid-off = A pass is final: no bid after it.
house-partner-goes-out-on = Once the bid is reached, the declarer's partner may go out too.
house-partner-goes-out-off = Once the bid is reached, only the declarer may go out.
house-stock-out-voids-reached-on = A stock run-out voids the bid even when it was reached.
house-stock-out-voids-reached-off = A bid reached before the stock runs out stands.
house-partner-robs-double-on = The doubler's partner going out robs a doubled bid at the double's rate too.
house-partner-robs-double-off = Only the doubler going out robs a doubled bid at the double's rate.
house-last-red-three-onto-sequence-on = A red 3 among the last stock cards goes onto a sequence of its side that it extends (SAMBA 32).
house-last-red-three-onto-sequence-off = A red 3 among the last stock cards is laid down even where it would extend a sequence.
house-last-two-stock-cards-shown-on = A red 3 that is one of the stock's last two cards is laid down and ends the deal however it is drawn (SAMBA 32).
house-last-two-stock-cards-shown-off = Only a red 3 drawn by the draw that empties the stock is laid down; one drawn earlier stays in the hand.
house-last-red-three-charged-on = A red 3 among the last stock cards that is laid down costs what any red 3 laid down costs (SAMBA 29).
house-last-red-three-charged-off = A red 3 among the last stock cards that is laid down costs nothing: only buying with a red 3 costs (SAMBA 23).
house-upcard-back-under-stock-on = A wild card or red 3 turned as the upcard goes back under the stock; the pile starts unlocked.
house-upcard-back-under-stock-off = A wild card or red 3 turned as the upcard locks the pile, and the next card is turned on it.
