# Kirjoitusvirheet ja kieltäytymisviesti (wording/src/render/errors.rs). Komennot
# lainausmerkeissä ovat sitä, mitä pelaaja kirjoittaa, eikä niitä käännetä.

input-empty = Kirjoita komento, esim. `nosta`, `pöydää 7 7 2` tai `heitä 9`.
input-unknown-verb = `{ $word }` ei ole komento. Kokeile draw, take, meld, discard, ask, yes, no tai end.
input-unknown-card = `{ $word }` ei ole kortti. Kirjoita arvo (2-10, S, R, K, A, jokeri), halutessasi maan kanssa: `7`, `7h`, `7♥`.
input-bad-target = `{ $word }:` ei ole korttiarvo. Lisätäksesi kortteja pöytäykseesi kirjoita ensin sen arvo, esim. `K: 2` (tai sarja päidensä mukaan, `5♥-7♥: 8♥`, tai `uusi:` uudelle pöytäykselle).
input-empty-group = Yksi pöytäys on tyhjä (kaksi pilkkua peräkkäin tai ei mitään `K:`:n jälkeen). Kirjoita pöytäykset näin: `7 7 2, K K K`.
input-no-cards-discard = Nimeä heitettävä kortti, esim. `heitä 9`.
input-no-cards-meld = Nimeä pöydättävät kortit, esim. `pöydää 7 7 2` tai `pöydää 7 7 2, K K K`.
input-no-cards = `{ $verb }` tarvitsee kortit.
input-unexpected-cards = `{ $verb }` ei ota kortteja: kirjoita pelkkä `{ $verb }`.
input-one-card-only = Heitä yksi kortti, ei { $count }: esim. `heitä 9`.
input-mixed-ranks = { $a } ja { $b } eivät voi olla samassa pöytäyksessä. Erota pöytäykset pilkulla, esim. `7 7 2, K K K`.
input-only-wilds = Apukortit eivät muodosta pöytäystä yksinään. Lisätäksesi ne puolueesi pöytäykseen nimeä ensin sen arvo: `K: 2`.
input-no-meld-of-rank = Puolueellasi ei ole { $rank }-pöytäystä, johon lisätä. Aloita sellainen vähintään kahdella luonnollisella { $rank }-kortilla, esim. `{ $rank } { $rank } 2`.
input-wrong-rank-for-target = { $target }-pöytäykseen käyvät vain { $target }-kortit ja apukortit, eivät { $ranks }.
input-ambiguous-meld = { $cards } sopii useampaan pöytäykseen. Kerro mihin: { $ways }.
input-choice-meld = { $name }-pöytäyksesi
input-choice-sequence = sarjasi { $name }
input-choice-new = uusi pöytäys
input-ambiguous-suit = Sinulla on { $cards } useammassa maassa. Nimeä maa: { $ways }.
input-or = { $rest } tai { $last }
input-no-such-meld = Puolueellasi ei ole pöytäystä `{ $name }`. Nimeä pöytäys niin kuin pöytä sen näyttää: sen arvo (`K:`), `toinen K:` saman arvon toiselle pöytäykselle tai sarja päidensä mukaan (`5♥-7♥:`).
input-no-run-in-hand = Sinulla ei ole kortteja { $cards } samassa maassa. Sarja on 3–7 saman maan korttia järjestyksessä, esim. `5♥ 6♥ 7♥` tai `h 5-7`.
input-bad-call = `{ $line }` ei ole tarjous. Tarjoa taso (1–8, kukin 1000 pistettä) ja mitä se nimeää: `tarjoa 3 hertta` (tai `tarjoa 3h`, `tarjoa 3♥`), `tarjoa 5 canasta`, `tarjoa 6 kakkoscanasta`; tai kirjoita `passi`, `kontra` tai tarjouksen voittajana `en voi avata`.
input-no-red-three = Sinulla ei ole punaista kolmosta, jolla ostaa: vain pöytään laitettu punainen kolmonen ostaa kortin umpipakasta (RULES.fi.md §3, SAMBA 23). Kätesi: { $hand }.
input-not-enough-none = Kädestäsi puuttuvat { $ranks }; siinä on: { $hand }.
input-not-enough-no-card = Kädestäsi puuttuu { $card }; siinä on: { $hand }.
input-not-enough-some = Sinulla on vain { $have } (nimesit { $wanted }); kädessäsi on: { $hand }.
input-not-enough-pile-top = Nimeä vain kädessäsi olevat kortit: avopakan päällimmäinen { $card } lisätään puolestasi.

error-not-allowed = Ei sallittu: { $reason }.
error-title = Ei aivan
error-stale-view = Tämä näkymä on vanhentunut: peli on edennyt sen jälkeen. Tässä on nykyinen.
error-unknown-control = Tämä painike ei kuulu enää mihinkään peliin.
error-unknown-form = Tämä lomake ei kuulu mihinkään peliin.

# Two options chosen together in the Meld menu that need the same card; $cause is the refusal
# of the two together (input-not-enough-*).
input-menu-clash = `{ $first }` ja `{ $second }` tarvitsevat saman kortin: valitse niistä toinen. { $cause }
