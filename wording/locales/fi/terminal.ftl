# The terminal game's own words (wording/src/render/terminal.rs): seat names, handing the
# terminal over, the legal moves, its extra commands, the intro, saving and quitting.

terminal-word-hand = kätesi, puolueesi pöytäykset ja mitä voit tehdä
terminal-word-table = koko pöytä: pöytäykset, punaiset kolmoset, kortit kädessä, avopakka, umpipakka, pisteet
terminal-word-pile = avopakka (kokonaan ensimmäiseen heittoosi asti)
terminal-word-score = pisteet tähän asti, erä erältä
terminal-word-rules = tämän pöydän säännöt
terminal-word-moves = jokainen siirto, jonka voit nyt tehdä, niin kuin sen kirjoittaisit
terminal-word-help = tämä ohje; `{ $help } { $take }` yhdestä komennosta, `{ $help } { $cards }` korttien kirjoittamisesta, `{ $help } samba`, `{ $help } { $bid }`
terminal-word-quit = poistu pelistä (--save-valitsimella jatkat myöhemmin: --resume)

# The terminal's own words as typed: the message is the word shown, `.also` more words read
# (comma-separated); the English words are read in every language.
terminal-name-hand = käsi
    .also = kasi
terminal-name-table = pöytä
    .also = poyta
terminal-name-pile = avopakka
    .also = pakka
terminal-name-score = pisteet
    .also = pisteitä
terminal-name-rules = säännöt
    .also = saannot
terminal-name-moves = siirrot
    .also = siirrot
terminal-name-help = ohje
    .also = apua
terminal-name-quit = poistu
    .also = lopetus

terminal-player = Pelaaja { $number }
terminal-computer = Tietokone { $number }

# Before the next person's hand, on a cleared screen; the program adds "> ".
terminal-pass-to = Seuraavana { $name }, paina Enteriä

# After a deal's scores, before the next deal; the program adds "> ".
terminal-next-deal = Paina Enter, niin seuraava erä alkaa

terminal-moves-none = Siirrot: ei yhtään, nyt ei ole vuorosi.
terminal-moves = Siirrot: { $moves }

terminal-help-words = Päätteessä
terminal-pile = Avopakka

# $rules is the rule set's name as typed (classic, samba); $seed is digits.
terminal-new-game = Canasta, säännöt { $rules }, ensimmäisenä { $target } pisteeseen ehtinyt voittaa. Siemen { $seed }: `--seed { $seed }` jakaa samat kortit uudelleen.
terminal-resumed = { $actions ->
    [one] Jatketaan peliä { $path }: säännöt { $rules }, { $actions } siirto pelattu.
   *[other] Jatketaan peliä { $path }: säännöt { $rules }, { $actions } siirtoa pelattu.
}
terminal-saving = Peli tallennetaan jokaisen siirron jälkeen tiedostoon { $path }.
terminal-not-saving-export = Tämä on viety peli: sitä ei muuteta. Lisää `--save FILE`, niin edistymisesi tallentuu.
terminal-saved = Tallennettu. Jatka komennolla: canasta-bot play --resume { $path }
terminal-goodbye = Näkemiin. (Lisää ensi kerralla `--save FILE`, niin voit jatkaa peliä myöhemmin.)
terminal-since-last-turn = Edellisen vuorosi jälkeen:
