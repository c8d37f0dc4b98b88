# Orden som börjar ett skrivet drag eller bud (wording/src/input/words.rs): meddelandet är ordet
# språket visar (hjälp, tips, terminalens drag), ett ord; `.also` räknar upp fler ord och
# uttryck som läses, åtskilda med kommatecken. Engelska ord fungerar alltid.

verb-draw = dra
    .also = drar, ta kort, ta-kort
verb-take = ta
    .also = tar, ta-högen, ta högen, ta upp högen
verb-meld = lägg
    .also = lägg ut, lägg-ut, lägga ut
verb-discard = saka
    .also = sakar
verb-ask = fråga
    .also = får jag gå ut
verb-yes = ja
    .also = ja
verb-no = nej
    .also = nej
verb-end = lämna
    .also = lämna högen
verb-buy = köp
    .also = köper

# Sitoumussambas bud (wording/src/input/bidding.rs).
call-bid = bjud
    .also = bud
call-pass = pass
    .also = passar
call-double = dubbla
    .also = dubbelt
call-cannot-open = kan inte öppna
    .also = kan inte

# Grammatikens inre ord (wording/src/input/inner.rs), läses som verben: en ny kombination
# (`ny: K K K`), ordningstalet för en av två kombinationer av samma valör (`andra K: K`), vart
# högens översta kort går (`ta på 5♥-7♥`, `ta lägg på`) och bara översta kortet
# (`ta översta 8 8`).
word-new = ny
    .also = nytt, ny kombination
word-first = första
    .also = 1a
word-second = andra
    .also = 2a
word-third = tredje
    .also = 3e, 3dje
word-onto = på
    .also = till
word-lay-off = lägg på
    .also = lägg till, påläggning
word-top = översta
    .also = överst, bara översta
