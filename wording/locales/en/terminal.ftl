# The terminal game's own words (wording/src/render/terminal.rs): seat names, handing the
# terminal over, the legal moves, its extra commands, the intro, saving and quitting.

terminal-word-hand = your hand, your team's melds and what you can do
terminal-word-table = the whole table: melds, red 3s, cards in hand, pile, stock, scores
terminal-word-pile = the discard pile (all of it until your first discard)
terminal-word-score = scores so far, deal by deal
terminal-word-rules = the rules of this table
terminal-word-moves = every move you can make now, as you would type it
terminal-word-help = this help; `{ $help } { $take }` for one command, `{ $help } { $cards }` for typing cards, `{ $help } samba`, `{ $help } { $bid }`
terminal-word-quit = stop here (with --save, continue later with --resume)

# The terminal's own words as typed: the message is the word shown, `.also` more words read
# (comma-separated); the English words are read in every language.
terminal-name-hand = hand
    .also = hand
terminal-name-table = table
    .also = table
terminal-name-pile = pile
    .also = pile
terminal-name-score = score
    .also = scores
terminal-name-rules = rules
    .also = rules
terminal-name-moves = moves
    .also = moves
terminal-name-help = help
    .also = ?
terminal-name-quit = quit
    .also = exit

terminal-player = Player { $number }
terminal-computer = Computer { $number }

# Before the next person's hand, on a cleared screen; the program adds "> ".
terminal-pass-to = Pass to { $name }, press Enter

# After a deal's scores, before the next deal; the program adds "> ".
terminal-next-deal = Press Enter for the next deal

terminal-moves-none = Moves: none, it is not your turn.
terminal-moves = Moves: { $moves }

terminal-help-words = At the terminal
terminal-pile = Pile

# $rules is the rule set's name as typed (classic, samba); $seed is digits.
terminal-new-game = Canasta, { $rules } rules, first to { $target } wins. Seed { $seed }: `--seed { $seed }` deals the same cards again.
terminal-resumed = Resumed { $path }: { $rules } rules, { $actions } moves played so far.
terminal-saving = Saving after every move to { $path }.
terminal-not-saving-export = This is an exported game: it is not changed. Add `--save FILE` to keep your progress.
terminal-saved = Saved. Continue with: canasta-bot play --resume { $path }
terminal-goodbye = Goodbye. (Add `--save FILE` next time to continue a game later.)
terminal-since-last-turn = Since your last turn:
