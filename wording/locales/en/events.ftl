# One public line per game event (wording/src/render/events.rs). $name, $solo, $partner,
# $dealer, $doubler: a player's name; $side, $team, $sides, $partners: a side's names.

events-deal-started = Deal { $deal } begins; { $dealer } deals.
events-red-three-laid = { $name } laid down a red 3 ({ $card }).
events-drew = { $count ->
    [one] { $name } drew a card.
   *[other] { $name } drew { $count } cards.
}
# $size: how many cards the pile had ("14 cards"); $cards: those from the hand that took it.
events-took-pile-with = { $name } took the pile ({ $size }) with { $cards }.
# With sequences (Samba) the top card $card is named with its suit, and the hand cards with it.
events-took-pile-top-with = { $name } took the pile ({ $size }): the top { $card } with { $cards }.
# The pile's top card $card went onto the player's meld $rank: its rank, or a sequence's ends
# (5♥-7♥).
events-took-pile-onto = { $name } took the pile ({ $size }), adding the { $card } to their { $rank } meld.

# $parts: what was melded and laid off, joined by "; ".
events-melded = { $name } { $parts }.
# $melds: the new melds, joined by events-and.
events-melded-new = melded { $melds }
events-added = added { $cards } to the { $meld } meld
events-added-to-a-meld = added { $cards } to a meld
events-and = and

# A card with its article: $rank is a number (8) or a card's English code (A, K, Joker).
events-a-card = { $rank ->
    [8] an { $card }
    [A] an { $card }
   *[other] a { $card }
}
events-discarded = { $name } discarded { events-a-card }.
events-discarded-frozen = { $name } discarded { events-a-card }: the pile is frozen.
events-discarded-locked = { $name } discarded { events-a-card }: the pile is locked.
events-discarded-black-three = { $name } discarded { events-a-card }: the next player cannot take the pile.

events-asked = { $name } asks { $partner }: "May I go out?"
events-asked-partner = { $name } asks their partner: "May I go out?"
events-answered-yes = { $name } answered yes.
events-answered-no = { $name } answered no.
events-team = Team { $number }
events-penalty = { $team }: { $points } points penalty (said yes, then did not go out).
events-partnership = { $solo } plays alone this deal; { $partners } are partners.
events-went-out = { $name } went out!
events-went-out-concealed = { $name } went out concealed!
events-stock-exhausted = The stock is used up: the deal ends.
events-last-stock-cards-end-deal = A red 3 among the stock's last two cards: the deal ends, { $card } left in the stock (SAMBA 32).

# $sides: every side's events-side-score, joined by ", ".
events-deal-scored = Deal { $deal } scored: { $sides }.
events-deal-scored-stock = Deal { $deal } scored (stock used up): { $sides }.
events-deal-scored-last-stock-cards = Deal { $deal } scored (ended at the stock's last two cards): { $sides }.
# $points: the deal's points with their sign (+120, -35).
events-side-score = { $side } { $points } (total { $total })

events-bids = { $name } bids { $bid }.
events-passes = { $name } passes.
events-doubles = { $name } doubles!
events-declared = { $name } plays { $bid }.
events-declared-doubled = { $name } plays { $bid }, doubled by { $doubler }.
events-no-bid = No bid: the deal is played without one.
events-opening-failed = { $name } cannot open: { $penalty } points penalty, and the bid passes on.

events-game-won = Game over: { $side } won!
# $sides: the sides that drew, joined by events-and.
events-game-drawn = Game over: a draw between { $sides }.
