# Spelarens egen hand, dess knappar och menyer (wording/src/render/hand.rs).

hand-title = Din hand — { $cards }
hand-no-melds = Inga än: er öppning kräver { $points } poäng.
hand-team-melds = Ditt lags kombinationer
hand-melds = Dina kombinationer
hand-pile = Högen
hand-can-do = Vad du kan göra
hand-footer = Skriv korten efter valör, kombinationer åtskilda med kommatecken: "7 7 2, K K K".
hand-footer-sequences = Skriv korten efter valör, kombinationer åtskilda med kommatecken: "7 7 2, K K K"; en sekvens med sin färg: "5h 6h 7h" eller "h 5-7".
hand-look-through = Tills du sakar första gången får du titta igenom den: { $cards }

hand-game-over = Spelet är slut.
hand-asks-you = { $name } frågar dig: ”Får jag gå ut?” Svara ja eller nej.
hand-awaiting-partner = Väntar på din medspelares svar.
hand-your-draw = Din tur: ta upp från talongen eller ta upp högen.
hand-partner-yes = Din medspelare svarade ja: du måste gå ut den här turen.
hand-partner-no = Din medspelare svarade nej: du får inte gå ut den här turen.
hand-your-play = Din tur: lägg ut, sedan saka.
hand-waiting-for = Väntar på { $name }.

hand-your-call = Din tur att bjuda: bjud, passa eller dubbla.
hand-your-opening = Du spelar { $bid }: öppna nu, innan högens första kort vänds upp.
hand-your-opening-no-bid = Du spelar budet: öppna nu, innan högens första kort vänds upp.

hand-hint-draw = `dra`: ta översta kortet från talongen
hand-hint-take = `ta { $example }`: lägg ut högens översta { $top } och ta upp högen
hand-hint-meld = `lägg { $example }`: nya kombinationer och tillägg, åtskilda med kommatecken
hand-hint-discard = `saka { $example }`: avslutar din tur
hand-hint-ask = `fråga`: fråga din medspelare ”Får jag gå ut?”
hand-hint-answer = `ja` eller `nej`: ditt svar binder din medspelare
hand-hint-end = `lämna`: låt högen ligga; given tar slut
hand-hint-buy = `köp`: lägg ut en röd trea för ett kort från talongen (300 poäng mot ditt lag)
hand-hint-meld-form = `lägg …`: nya kombinationer och tillägg, åtskilda med kommatecken (inget att föreslå nu)
hand-hint-discard-form = `saka …`: avslutar din tur
hand-hint-open = `lägg { $example }`: öppna ditt bud nu (menyn har din hands öppningar)
hand-hint-open-form = `lägg …`: öppna ditt bud nu, med minimipoängen eller budets kombination
hand-hint-cannot-open = `kan inte öppna`: din hand kan inte öppna budet: ditt lag betalar { $penalty } och budet går vidare
hand-hint-must-open = Din hand kan öppna budet, så den måste (FI 15C): välj en öppning i menyn.

hand-draw = Ta upp
hand-end = Avsluta given
hand-buy = Köp ett kort med { $card }
hand-ask = Får jag gå ut?
hand-yes = Ja
hand-no = Nej
hand-refresh = Uppdatera
hand-take-with = Ta upp högen med…
hand-meld-choose = Lägg ut (välj en eller flera)…
hand-meld-choose-one = Lägg ut (välj en)…
hand-discard-choose = Saka (avslutar din tur)…
