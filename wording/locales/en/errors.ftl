# Input mistakes and the refusal message (wording/src/render/errors.rs). Commands in
# backticks are what a player types and stay as they are.

input-empty = Type a command, e.g. `draw`, `meld 7 7 2` or `discard 9`.
input-unknown-verb = `{ $word }` is not a command. Try draw, take, meld, discard, ask, yes, no or end.
input-unknown-card = `{ $word }` is not a card. Write a rank (2-10, J, Q, K, A, joker), optionally with a suit: `7`, `7h`, `7♥`.
input-bad-target = `{ $word }:` is not a rank. To add cards to one of your melds, write its rank first, e.g. `K: 2` (or a sequence by its ends, `5♥-7♥: 8♥`, or `new:` for a new meld).
input-empty-group = There is an empty meld (two commas in a row, or nothing after `K:`). Write melds like `7 7 2, K K K`.
input-no-cards-discard = Name the card to discard, e.g. `discard 9`.
input-no-cards-meld = Name the cards to meld, e.g. `meld 7 7 2` or `meld 7 7 2, K K K`.
# $verb is the command as typed: take, draw.
input-no-cards = `{ $verb }` needs cards.
input-unexpected-cards = `{ $verb }` takes no cards: just type `{ $verb }`.
# $count is a number in words: "two".
input-one-card-only = Discard one card, not { $count }: e.g. `discard 9`.
# $a and $b are ranks as shown: 7, K.
input-mixed-ranks = { $a } and { $b } cannot be in one meld. Separate melds with a comma, e.g. `7 7 2, K K K`.
input-only-wilds = Wild cards cannot make a meld on their own. To add them to one of your team's melds, name its rank first: `K: 2`.
# $rank is a rank as shown (Q), $ranks its plural (queens).
input-no-meld-of-rank = Your team has no { $rank } meld to add to. Start one with at least two natural { $ranks }, e.g. `{ $rank } { $rank } 2`.
# $target and $rank as shown (K, 7), $targets and $ranks their plurals (kings, 7s).
input-wrong-rank-for-target = Only { $targets } and wild cards go on the { $target } meld, not { $ranks }.
# $ways: each way to write it with what it names, joined by input-or.
input-ambiguous-meld = { $cards } could go on more than one meld. Say which: { $ways }.
input-choice-meld = your { $name } meld
input-choice-sequence = your { $name } sequence
input-choice-new = a new meld
input-ambiguous-suit = You hold { $cards } in more than one suit. Name the suit: { $ways }.
# "a, b or c": $rest is "a, b".
input-or = { $rest } or { $last }
input-no-such-meld = Your team has no meld `{ $name }`. Name a meld as the table shows it: its rank (`K:`), `2nd K:` for a second meld of a rank, or a sequence by its ends (`5♥-7♥:`).
input-no-run-in-hand = You do not hold { $cards } in one suit. A sequence is 3 to 7 cards of one suit in order, e.g. `5♥ 6♥ 7♥` or `h 5-7`.
input-bad-call = `{ $line }` is not a call. Bid a level (1 to 8, 1000 points each) and what it names: `bid 3 hearts` (or `bid 3h`, `bid 3♥`), `bid 5 canasta`, `bid 6 2s`; or type `pass`, `double`, or as the declarer `cannot open`.
# `buy` without a red 3 in the hand (SAMBA 23); $hand is the whole hand as the view lists it.
input-no-red-three = You hold no red 3 to buy with: only a red 3, laid down, buys a card from the stock (RULES.md §3, SAMBA 23). Your hand: { $hand }.
# The hand holds fewer cards than named: $ranks is a rank's plural (7s), $card a card with
# its suit (7♣), $have how many the hand holds ("one 7"), $wanted how many were named
# ("two"), $hand the whole hand.
input-not-enough-none = You have no { $ranks }; your hand has: { $hand }.
input-not-enough-no-card = You have no { $card }; your hand has: { $hand }.
input-not-enough-some = You have only { $have } (you named { $wanted }); your hand has: { $hand }.
input-not-enough-pile-top = Name only cards from your hand: the pile's top { $card } is added for you.

# An engine refusal: $reason is one of rule_errors.ftl.
error-not-allowed = Not allowed: { $reason }.
error-title = Not quite
error-stale-view = This view is out of date: the game has moved on since it was shown. Here is the current one.
error-unknown-control = This button is not part of a game anymore.
error-unknown-form = This form is not part of a game.

# Two options chosen together in the Meld menu that need the same card; $cause is the refusal
# of the two together (input-not-enough-*).
input-menu-clash = `{ $first }` and `{ $second }` need the same card: choose one of them. { $cause }
