# /help and the terminal's help (wording/src/render/help.rs). The command words are the
# reader's ($draw, $take, ... from verbs.ftl), and so are the grammar's inner words (`new:`,
# `2nd K`, `onto`); cards and slash commands stay as typed.

help-title = How to play
help-cards-title = Typing cards
# The topic `help cards` (how to type cards): the word shown; `.also` more words read.
help-topic-cards = cards
    .also = cards
help-topic-title = Help: { $command }
help-slash-title = Slash commands
# $topics: the other topics, e.g. `samba · bid · cards · take`.
help-footer = A turn: draw or take the pile, meld if you like, then discard. More on one topic: help { $topics }.
# $topic as typed; $topics every topic help knows.
help-unknown-topic = There is no help on “{ $topic }”. Topics: { $topics }. Here is the help of the game:

help-cards = Type cards by rank: `7`, `10`, `J`, `Q`, `K`, `A`; wild cards are `2` and `joker`. Suits are optional (`7h`, `7♥`). Separate cards with spaces and melds with commas: `7 7 2, K K K`. A group whose rank matches one of your team's melds is added to it; to add only wild cards, name the meld first: `K: 2`.

help-draw = `{ $draw }`: start your turn by taking the top card of the stock (two under draw-two rules). Red 3s you draw are laid down and replaced for you.
help-take = `{ $take } <cards>`: start your turn by taking the whole discard pile. Name the cards from your hand that meld its top card, e.g. `{ $take } 8 8` (do not count the top card). `{ $take }` alone lays the top card off on your team's meld of that rank. To make more melds first (they count toward your first meld's minimum), add them after `;`: `{ $take } 8 8; K K K`. A frozen pile needs a natural pair.
help-meld = `{ $meld } <melds>`: lay down new melds and add to your team's melds, e.g. `{ $meld } 7 7 2, K K`. Groups whose rank matches one of your melds are added to it; `K: 2` adds a wild card to your K meld. A meld needs three cards, at least two natural, at most three wild.
help-discard = `{ $discard } <card>`: end your turn by discarding one card, e.g. `{ $discard } 9`. Discarding your last card goes out, if your team has the canastas.
help-ask = `{ $ask }`: after drawing from the stock and before melding, ask your partner "May I go out?". The answer binds you.
help-answer = `{ $yes }` / `{ $no }`: answer your partner's "May I go out?". After yes they must go out (or your team pays a penalty); after no they may not.
help-end = `{ $end }`: when the stock is gone, leave the pile instead of taking it: the deal ends.
help-buy = `{ $buy }`: Samba only: lay a red 3 from your hand down to draw a card from the stock; your team pays 300 for it, and each red 3 left in your hand at the end costs 500. `{ $buy } 3h` names which.

# Samba's extras, for `help samba` and a Samba game's help (RULES.md §3).
help-samba = Sequences: three or more cards of one suit in order, typed with their suit: `{ $meld } 5♥ 6♥ 7♥`, or as a range `{ $meld } h 5-7`, `{ $meld } 5-7h` (wrapping round the ace: `Q-2s`); `{ $meld } 8h` adds to the sequence it extends. Where two melds could take the cards, name one: `{ $meld } 5♥-7♥: 8h`, `{ $meld } 2nd K: K`, `{ $meld } new: K K K`. Name where the pile's top card goes the same way: `{ $take } onto 5♥-7♥`, `{ $take } new: K K`, `{ $take } 2nd K: K K`. When several locking cards lie in a row at the pile's most recent one, say how many you take: `{ $take } 2 locks K K K` (SAMBA 13D).

# Sitoumussamba's calls in short; `help bid` has the whole of it.
help-calls = Sitoumussamba only, before each deal: `{ $bid } 3 hearts` (`{ $bid } 3h`, `{ $bid } 5 canasta`, `{ $bid } 6 2s`), `{ $pass }`, `{ $double }`, and `{ $cannot }` for a declarer whose hand cannot open. More: help { $bid }.

# What /help adds on Discord: every slash command with an example (a test checks each is named).
help-slash-commands = Your turn: `/draw` · `/take-pile with: 8 8` · `/meld cards: 7 7 2, K K K` · `/discard card: 9` · `/go-out` (asks your partner) or `/go-out melds: 5 5 5 discard: 9`. `/hand` shows your hand with buttons for the whole turn. Look: `/table`, `/pile`, `/score`, `/rules`; ratings: `/leaderboard` (by table size, or `family: wins`), `/profile`; every move so far: `/log`; your games and whose move: `/mygames`; on holiday: `/canasta away duration: 3d` pauses your clocks, `/canasta pause` asks the table to stop them all (`/canasta resume`). Stop: `/resign`, `/abandon` (host or moderator). New table: `/canasta new`; the server's defaults: `/canasta settings`. More on one command: `/help take`.
