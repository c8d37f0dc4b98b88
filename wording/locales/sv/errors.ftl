# Felskrivningar och meddelandet om ett nej (wording/src/render/errors.rs). Kommandon inom
# bakåtapostrofer är det en spelare skriver och översätts inte.

input-empty = Skriv ett kommando, t.ex. `dra`, `lägg 7 7 2` eller `saka 9`.
input-unknown-verb = `{ $word }` är inget kommando. Prova draw, take, meld, discard, ask, yes, no eller end.
input-unknown-card = `{ $word }` är inget kort. Skriv en valör (2-10, Kn, D, K, E, joker), gärna med färg: `7`, `7h`, `7♥`.
input-bad-target = `{ $word }:` är ingen valör. För att lägga kort till en av dina kombinationer, skriv först dess valör, t.ex. `K: 2` (eller en sekvens med dess ändar, `5♥-7♥: 8♥`, eller `ny:` för en ny kombination).
input-empty-group = En kombination är tom (två kommatecken i rad, eller inget efter `K:`). Skriv kombinationer så här: `7 7 2, K K K`.
input-no-cards-discard = Ange kortet du sakar, t.ex. `saka 9`.
input-no-cards-meld = Ange korten du lägger ut, t.ex. `lägg 7 7 2` eller `lägg 7 7 2, K K K`.
input-no-cards = `{ $verb }` behöver kort.
input-unexpected-cards = `{ $verb }` tar inga kort: skriv bara `{ $verb }`.
input-one-card-only = Saka ett kort, inte { $count }: t.ex. `saka 9`.
input-mixed-ranks = { $a } och { $b } kan inte vara i samma kombination. Skilj kombinationer åt med kommatecken, t.ex. `7 7 2, K K K`.
input-only-wilds = Hjälpkort kan inte bilda en kombination ensamma. För att lägga dem till en av lagets kombinationer, ange först dess valör: `K: 2`.
input-no-meld-of-rank = Ditt lag har ingen { $rank }-kombination att lägga till. Börja en med minst två naturliga { $ranks }, t.ex. `{ $rank } { $rank } 2`.
input-wrong-rank-for-target = Bara { $targets } och hjälpkort går på { $target }-kombinationen, inte { $ranks }.
input-ambiguous-meld = { $cards } kan läggas på mer än en kombination. Säg vilken: { $ways }.
input-choice-meld = din { $name }-kombination
input-choice-sequence = din sekvens { $name }
input-choice-new = en ny kombination
input-ambiguous-suit = Du har { $cards } i mer än en färg. Ange färgen: { $ways }.
input-or = { $rest } eller { $last }
input-no-such-meld = Ditt lag har ingen kombination `{ $name }`. Ange en kombination som bordet visar den: dess valör (`K:`), `andra K:` för en andra kombination av en valör, eller en sekvens med dess ändar (`5♥-7♥:`).
input-no-run-in-hand = Du har inte { $cards } i samma färg. En sekvens är 3 till 7 kort i samma färg i ordning, t.ex. `5♥ 6♥ 7♥` eller `h 5-7`.
input-bad-call = `{ $line }` är inget bud. Bjud en nivå (1 till 8, 1000 poäng var) och vad den anger: `bjud 3 hjärter` (eller `bjud 3h`, `bjud 3♥`), `bjud 5 canasta`, `bjud 6 tvåcanasta`; eller skriv `pass`, `dubbla`, eller som spelförare `kan inte öppna`.
input-no-red-three = Du har ingen röd trea att köpa med: bara en röd trea som läggs ut köper ett kort från talongen (RULES.sv.md §3, SAMBA 23). Din hand: { $hand }.
input-not-enough-none = Du har inga { $ranks }; din hand har: { $hand }.
input-not-enough-no-card = Du har inte { $card }; din hand har: { $hand }.
input-not-enough-some = Du har bara { $have } (du angav { $wanted }); din hand har: { $hand }.
input-not-enough-pile-top = Ange bara kort från handen: högens översta { $card } läggs till åt dig.

error-not-allowed = Inte tillåtet: { $reason }.
error-title = Inte riktigt
error-stale-view = Den här vyn är inaktuell: spelet har gått vidare sedan den visades. Här är den aktuella.
error-unknown-control = Den här knappen hör inte längre till något spel.
error-unknown-form = Det här formuläret hör inte till något spel.

# Two options chosen together in the Meld menu that need the same card; $cause is the refusal
# of the two together (input-not-enough-*).
input-menu-clash = `{ $first }` och `{ $second }` behöver samma kort: välj ett av dem. { $cause }
