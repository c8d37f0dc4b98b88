# A player's private hand view, its buttons and menus (wording/src/render/hand.rs).
# Commands in backticks (`draw`, `take 8 8`) are what a player types and stay as they are.

hand-title = Your hand — { $cards }
hand-no-melds = None yet: your first meld needs { $points } points.
hand-team-melds = Your team's melds
hand-melds = Your melds
hand-pile = Pile
hand-can-do = What you can do
hand-footer = Type cards by rank, melds separated by commas: "7 7 2, K K K".
hand-footer-sequences = Type cards by rank, melds separated by commas: "7 7 2, K K K"; a sequence with its suit: "5h 6h 7h" or "h 5-7".
# Every card of the pile, while the player may still look through it (FI 22A).
hand-look-through = Until your first discard you may look through it: { $cards }

# Whose turn it is, as the player reads it.
hand-game-over = The game is over.
hand-asks-you = { $name } asks you: "May I go out?" Answer yes or no.
hand-awaiting-partner = Waiting for your partner's answer.
hand-your-draw = Your turn: draw from the stock or take the pile.
hand-partner-yes = Your partner said yes: you must go out this turn.
hand-partner-no = Your partner said no: you may not go out this turn.
hand-your-play = Your turn: meld, then discard.
hand-waiting-for = Waiting for { $name }.

# Sitoumussamba (FI 12, 16): the reader's own call, and the declarer's opening; $bid is "3 hearts".
hand-your-call = Your call: bid, pass or double.
hand-your-opening = You play { $bid }: open it now, before the upcard.
hand-your-opening-no-bid = You play the bid: open it now, before the upcard.

# What to type; $example is a typed move ("8 8"), $top the pile's top card.
hand-hint-draw = `draw`: take the top card of the stock
hand-hint-take = `take { $example }`: meld the top { $top } and take the pile
hand-hint-meld = `meld { $example }`: new melds and lay-offs, separated by commas
hand-hint-discard = `discard { $example }`: ends your turn
hand-hint-ask = `ask`: ask your partner "May I go out?"
hand-hint-answer = `yes` or `no`: your answer binds your partner
hand-hint-end = `end`: leave the pile; the deal ends
hand-hint-buy = `buy`: lay a red 3 down for a stock card (300 against you)
hand-hint-meld-form = `meld …`: new melds and lay-offs, separated by commas (none to offer now)
hand-hint-discard-form = `discard …`: ends your turn
# The declarer's opening (FI 16A-C): $example is an opening the engine accepts; $penalty the
# points the side pays when the hand cannot open.
hand-hint-open = `meld { $example }`: open your bid now (the menu holds the openings of your hand)
hand-hint-open-form = `meld …`: open your bid now, with the minimum count or the bid's meld
hand-hint-cannot-open = `cannot open`: your hand cannot open the bid: your side pays { $penalty } and the bid passes on
hand-hint-must-open = Your hand can open the bid, so it must (FI 15C): choose an opening in the menu.

# Buttons and menus.
hand-draw = Draw
hand-end = End the deal
# Samba: a red 3 held buys a stock card (SAMBA 23); $card is "3♥".
hand-buy = Buy a card with { $card }
hand-ask = May I go out?
hand-yes = Yes
hand-no = No
hand-refresh = Refresh
hand-take-with = Take the pile with…
hand-meld-choose = Meld (choose one or more)…
hand-meld-choose-one = Meld (choose one)…
hand-discard-choose = Discard (ends your turn)…
