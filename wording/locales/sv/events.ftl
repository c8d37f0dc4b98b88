# En offentlig rad för varje händelse i spelet (wording/src/render/events.rs).

events-deal-started = Giv { $deal } börjar; { $dealer } ger.
events-red-three-laid = { $name } lade ut en röd trea ({ $card }).
events-drew = { $count ->
    [one] { $name } tog upp ett kort.
   *[other] { $name } tog upp { $count } kort.
}
events-took-pile-with = { $name } tog upp högen ({ $size }) med { $cards }.
events-took-pile-top-with = { $name } tog upp högen ({ $size }): översta kortet { $card } med { $cards }.
events-took-pile-onto = { $name } tog upp högen ({ $size }) och lade { $card } till sin { $rank }-kombination.

events-melded = { $name } { $parts }.
events-melded-new = lade ut { $melds }
events-added = lade { $cards } till { $meld }-kombinationen
events-added-to-a-meld = lade { $cards } till en kombination
events-and = och

events-a-card = { $card }
events-discarded = { $name } sakade { events-a-card }.
events-discarded-frozen = { $name } sakade { events-a-card }: högen är frusen.
events-discarded-locked = { $name } sakade { events-a-card }: högen är låst.
events-discarded-black-three = { $name } sakade { events-a-card }: nästa spelare kan inte ta upp högen.

events-asked = { $name } frågar { $partner }: ”Får jag gå ut?”
events-asked-partner = { $name } frågar sin medspelare: ”Får jag gå ut?”
events-answered-yes = { $name } svarade ja.
events-answered-no = { $name } svarade nej.
events-team = Lag { $number }
events-penalty = { $team }: { $points } straffpoäng (svarade ja, men ingen utgång följde).
events-partnership = { $solo } spelar ensam denna giv; { $partners } spelar tillsammans.
events-went-out = { $name } gick ut!
events-went-out-concealed = { $name } gick ut direkt!
events-stock-exhausted = Talongen är slut: given är över.
events-last-stock-cards-end-deal = En röd trea bland talongens två sista kort: given är över, { $card } kvar i talongen (SAMBA 32).

events-deal-scored = Giv { $deal } räknad: { $sides }.
events-deal-scored-stock = Giv { $deal } räknad (talongen slut): { $sides }.
events-deal-scored-last-stock-cards = Giv { $deal } räknad (slut vid talongens två sista kort): { $sides }.
events-side-score = { $side } { $points } (totalt { $total })

events-bids = { $name } bjuder { $bid }.
events-passes = { $name } passar.
events-doubles = { $name } dubblar!
events-declared = { $name } spelar { $bid }.
events-declared-doubled = { $name } spelar { $bid }, dubblat av { $doubler }.
events-no-bid = Inget bud: given spelas utan bud.
events-opening-failed = { $name } kan inte öppna: { $penalty } straffpoäng, och budet går vidare.

events-game-won = Spelet är slut: { $side } vann!
events-game-drawn = Spelet är slut: oavgjort mellan { $sides }.
