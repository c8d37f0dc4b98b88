# Det offentliga bordet (wording/src/render/table.rs).

table-game-over = Spelet är slut.
table-deal-over = Given är slut.
table-bidding = { $player } ska bjuda: bud, pass eller dubbelt.
table-opening-bid = { $player } spelar { $bid }: öppnar nu, innan högens första kort vänds upp.
table-opening = { $player } öppnar nu, innan högens första kort vänds upp.
table-stock-gone = { $player } på tur: talongen är slut, så ta upp högen eller avsluta given.
table-draw = { $player } på tur: ta upp från talongen eller ta upp högen.
table-play = { $player } på tur: lägg ut, sedan saka.
table-play-yes = { $player } på tur: lägg ut, sedan saka. Medspelaren svarade ja: hen måste gå ut.
table-play-no = { $player } på tur: lägg ut, sedan saka. Medspelaren svarade nej: hen får inte gå ut den här turen.
table-asked = { $player } frågade { $partner } ”Får jag gå ut?” Väntar på svaret.
table-asked-partner = { $player } frågade sin medspelare ”Får jag gå ut?” Väntar på svaret.

pile-empty = Högen: tom
pile-top = Högen: { $top } överst, { $size }
pile-top-frozen = Högen: { $top } överst, { $size }, frusen
# Samba (SAMBA 18, 19B): a wild card or red 3 in the pile locks it.
pile-top-locked = Högen: { $top } överst, { $size }, låst
pile-and-stock = { $pile }. Talongen: { $stock }.

table-title = Canasta — giv { $deal }
table-sitting-out = Står över den här given: { $names }.
table-footer = regler: { $rules } · { $target } poäng för att vinna · { $dealer } gav
table-my-hand = Min hand
table-points = { $points } poäng
table-team-alone = { $names } (ensam)
table-in-hand = På hand: { $hands }
table-canastas = Canastor: { $canastas } ({ $needed } krävs för att gå ut)
table-not-opened = Inte öppnat än: första utlägget kräver { $points } poäng
table-red-threes = Röda treor: { $cards }
table-penalties = Straffpoäng: { $points }
