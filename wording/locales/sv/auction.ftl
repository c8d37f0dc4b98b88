# Budgivningen i Sitoumussamba i ord (wording/src/render/auction.rs; RULES.md §3 "Bidding";
# FI 12, 16). $bid är ett bud som det visas ("2 hjärter"), $typed samma bud som det skrivs
# efter `bid`; $name och $doubler är spelare, $names en grupp spelare.

# Hur man bjuder, för `help bid` och terminalens hjälp (FI 12, 16C). Varje `bid ...`-exempel
# måste kunna läsas av kortgrammatiken.
auction-help-title = Hjälp: budgivning
auction-help = I Sitoumussamba börjar varje giv med budgivning, med början till vänster om givaren. `bjud 3 hjärter` (eller `bjud 3h`, `bjud 3♥`) lovar 3000 poäng: en nivå från 1 till 8, sedan klöver < ruter < hjärter < spader < canasta < tvåcanasta (`bjud 5 canasta`, `bjud 6 tvåcanasta`). `pass` bjuder inget den här gången; `dubbla` dubblar motståndarnas bud och avslutar budgivningen. Tre pass efter ett bud gör budgivaren till spelförare, som öppnar direkt med `lägg ...`: till och med nivå 3 med minimipoängen, från nivå 4 även med tre i sekvens i budets färg, fyra av samma valör (canasta) eller fyra tvåor (tvåcanasta). En spelförare vars hand inte kan öppna skriver `kan inte öppna`: laget betalar 1000 och budet går vidare (en hand som kan öppna måste).

# Budgivningen på bordet: buden i tur och ordning ($calls sammanfogar dem nedan), sedan vad
# den har avgjort.
auction-no-calls = Budgivning: inga bud än.
auction-calls = Budgivning: { $calls }.
auction-bids = { $name } bjuder { $bid }
auction-passes = { $name } passar
auction-doubles = { $name } dubblar
auction-could-not-open = Kunde inte öppna: { $names }.
auction-contract = Bud: { $bid }, spelförare { $name }.
auction-contract-doubled = Bud: { $bid }, spelförare { $name }, dubblat av { $doubler }.
auction-no-bid = Inget bud: given spelas utan bud.

auction-progress = Bud { $promised } av { $side }: { $so_far } hittills på bordet.

# Vad den som ska bjuda kan skriva (motorn avgör vilka bud den godtar).
auction-your-call-lowest = Din tur att bjuda. Det lägsta bud du kan ge är { $bid } (`bjud { $typed }`); även varje högre bud, på varje nivå klöver < ruter < hjärter < spader < canasta < tvåcanasta.
auction-your-call-none-higher = Din tur att bjuda. Det finns inget högre bud kvar.
auction-or-pass = Eller `pass`.
auction-or-pass-or-double = Eller `pass`, eller `dubbla` (motståndarnas bud; budgivningen slutar och du spelar först).
auction-declarer-opens = En spelförare öppnar direkt: till och med nivå 3 med minimipoängen, från 4 även med budets kombination (tre i sekvens i dess färg, fyra av samma valör, fyra tvåor).

# Vad spelföraren kan skriva: öppna, eller säga att handen inte kan (FI 16A–C).
auction-open-now = Du spelar budet { $bid }: öppna nu, innan högens första kort vänds upp, med `lägg ...` (till och med nivå 3 din minimipoäng; från nivå 4 även budets kombination). Om din hand inte kan öppna, skriv `kan inte öppna`: ditt lag betalar 1000 och budet går vidare.
auction-open-now-no-bid = Du spelar budet: öppna nu, innan högens första kort vänds upp, med `lägg ...` (till och med nivå 3 din minimipoäng; från nivå 4 även budets kombination). Om din hand inte kan öppna, skriv `kan inte öppna`: ditt lag betalar 1000 och budet går vidare.
