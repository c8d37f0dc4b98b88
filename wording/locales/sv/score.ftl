# Poäng: givens uppdelning, ställningen och spelets slut (wording/src/render/score.rs).

score-canastas = Canastor: { $points }
score-red-threes = Röda treor: { $points }
score-going-out = Utgång: { $points }
score-melded = Utlagt: { $points }
score-in-hand = På handen: { $points }
score-penalties = Straff: { $points }
score-red-threes-laid = Utlagda röda treor: { $points }
score-red-threes-in-hand = Röda treor på handen: { $points }
score-black-threes-in-hand = Svarta treor på handen: { $points }
score-not-melded = Inte öppnat: { $points }
score-bid = Bud: { $points }
score-deal = Giv: { $points }
score-game-total = Totalt i spelet: { $total }

score-went-out = { $name } gick ut.
score-went-out-concealed = { $name } gick ut direkt.
score-stock-ran-out = Talongen tog slut; ingen gick ut.
score-last-stock-cards = En röd trea bland talongens två sista kort avslutade given, { $card } kvar i talongen (SAMBA 32); ingen gick ut.

score-deal-title = Giv { $deal } — poäng
score-target = Först till { $target } vinner.
score-title = Poäng
score-deals = Givar
score-history = Giv { $deal }: { $points }
score-game-over = Spelet är slut
score-final = Slutpoäng
score-played = Reglerna { $rules }, spelat till { $target }.
score-ended = Spelet är slut.
score-won = { $side } vann med { $points } poäng!
score-draw = Oavgjort mellan { $sides }.

score-bid-reached = Bud { $bid } ({ $promised }) av { $side }: uppnått, { $count } av { $promised }; premie { $arithmetic }.
score-bid-robbed = Bud { $bid } ({ $promised }) av { $side }: inte uppnått, { $count } av { $promised }; { $robbers } gick ut först och rövar det: { $arithmetic }.
score-bid-void-stock = Bud { $bid } ({ $promised }) av { $side }: inte uppnått, { $count } av { $promised }, när talongen tog slut: ogiltigt, ingen får det.
score-bid-void = Bud { $bid } ({ $promised }) av { $side }: inte uppnått, { $count } av { $promised }: ogiltigt, ingen får det.
score-bid-arithmetic = { $percent } % av { $promised } = { $points }
score-bid-arithmetic-doubled = { $percent } % av { $promised } × { $factor } (dubblat) = { $points }
