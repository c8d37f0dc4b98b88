# The private answers to a player's own actions (wording/src/render/reply.rs).

reply-already-done = That was already done. Here is your hand as it is now.
reply-new-in-hand = New in your hand: { $cards }.
reply-pile-title = The discard pile
# Every card of the pile, until the player's first discard of a deal (FI 22A).
reply-pile-look-through = Until your first discard you may look through it: { $cards }.
reply-pile-top-only = Only the top card is shown: you may look through the pile until your first discard of a deal.
