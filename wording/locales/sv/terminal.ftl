# The terminal game's own words (wording/src/render/terminal.rs): seat names, handing the
# terminal over, the legal moves, its extra commands, the intro, saving and quitting.

terminal-word-hand = din hand, ditt lags utlägg och vad du kan göra
terminal-word-table = hela bordet: utlägg, röda treor, kort på hand, högen, talongen, poäng
terminal-word-pile = högen (hela, tills du har sakat första gången)
terminal-word-score = poängen hittills, giv för giv
terminal-word-rules = reglerna vid det här bordet
terminal-word-moves = varje drag du kan göra nu, så som du skulle skriva det
terminal-word-help = den här hjälpen; `{ $help } { $take }` om ett kommando, `{ $help } { $cards }` om hur man skriver kort, `{ $help } samba`, `{ $help } { $bid }`
terminal-word-quit = sluta här (med --save fortsätter du senare med --resume)

# The terminal's own words as typed: the message is the word shown, `.also` more words read
# (comma-separated); the English words are read in every language.
terminal-name-hand = hand
    .also = handen
terminal-name-table = bord
    .also = bordet
terminal-name-pile = högen
    .also = hög
terminal-name-score = poäng
    .also = poängen
terminal-name-rules = regler
    .also = reglerna
terminal-name-moves = drag
    .also = dragen
terminal-name-help = hjälp
    .also = ?
terminal-name-quit = avsluta
    .also = sluta

terminal-player = Spelare { $number }
terminal-computer = Dator { $number }

# Before the next person's hand, on a cleared screen; the program adds "> ".
terminal-pass-to = Lämna över till { $name }, tryck Enter

# After a deal's scores, before the next deal; the program adds "> ".
terminal-next-deal = Tryck Enter för nästa giv

terminal-moves-none = Drag: inga, det är inte din tur.
terminal-moves = Drag: { $moves }

terminal-help-words = I terminalen
terminal-pile = Högen

# $rules is the rule set's name as typed (classic, samba); $seed is digits.
terminal-new-game = Canasta, regler { $rules }, först till { $target } vinner. Frö { $seed }: `--seed { $seed }` ger samma kort igen.
terminal-resumed = { $actions ->
    [one] Fortsätter { $path }: regler { $rules }, { $actions } drag spelat hittills.
   *[other] Fortsätter { $path }: regler { $rules }, { $actions } drag spelade hittills.
}
terminal-saving = Sparar efter varje drag i { $path }.
terminal-not-saving-export = Det här är ett exporterat spel: det ändras inte. Lägg till `--save FILE` för att spara hur det går.
terminal-saved = Sparat. Fortsätt med: canasta-bot play --resume { $path }
terminal-goodbye = Hej då. (Lägg till `--save FILE` nästa gång för att kunna fortsätta ett spel senare.)
terminal-since-last-turn = Sedan din senaste tur:
