# Varför motorn sa nej till ett drag (wording/src/render/rule_errors.rs): var och en anger sin
# regel (FI = finska förbundets regler, Samba/SAMBA = Sitoumussambas regler, RULES.md =
# botens egen regelbok). Liten begynnelsebokstav, ingen punkt: errors.ftl ramar in dem
# ("Inte tillåtet: ..."). $rank är en valör (7, K), $bid ett bud (3 hjärter).

rule-game-over = spelet är slut
rule-not-your-turn = det är { $name } som står på tur
rule-not-playing = du har ingen plats i den här given
rule-awaiting-answer = väntar på medspelarens svar på "Får jag gå ut?" (FI 23)
rule-must-draw-first = ta upp först: en tur börjar med att ta upp från talongen eller ta upp högen (FI 9)
rule-already-drew = du har redan tagit upp den här turen; lägg ut eller saka (FI 9)
rule-cards-not-in-hand = du har inte de korten på handen
rule-nothing-to-meld = ange minst en kombination
rule-meld-too-small = en kombination måste ha minst tre kort (FI 11)
rule-mixed-ranks = en kombination består av kort av samma valör, plus hjälpkort (FI 11)
rule-too-few-naturals = en kombination måste ha minst två naturliga kort (FI 11)
rule-too-many-wilds = en kombination får här ha högst { $limit } hjälpkort (FI 11, alternativ wild_limit)
rule-only-wild-cards = hjälpkort kan inte läggas ut ensamma (FI 11)
rule-red-three-in-meld = röda treor är bonuskort: de läggs fram för sig, aldrig i en kombination (FI 21)
rule-black-threes-only-when-going-out = svarta treor får bara läggas ut av en spelare som går ut i samma tur (FI 20C)
rule-black-threes-with-wild = en kombination av svarta treor tar inga hjälpkort (FI 20C)
rule-duplicate-rank = ditt lag har redan en { $rank }-kombination: lägg korten till den i stället (FI 11)
rule-rank-meld-not-complete = ditt lags { $rank }-kombination är inte en färdig canasta än: lägg korten till den; en ny får börjas när den är färdig (RULES.sv.md §3, SAMBA 14C)
rule-canasta-closed = en äkta canasta eller en canasta av tvåor tar inga fler kort (RULES.sv.md §3, SAMBA 20C)
rule-twos-opening-too-few = en kombination av tvåor i ditt lags öppning måste ha minst { $needed } tvåor (RULES.sv.md §3, SAMBA 17)
rule-must-discard-to-go-out = det sista kortet måste sakas: behåll ett kort att gå ut med (RULES.sv.md §3, SAMBA 26A)
rule-no-such-meld = ditt lag har ingen sådan kombination
rule-sequence-not-playable = sekvenser hör till Samba; de här reglerna spelar inte med dem (RULES.sv.md §3, SAMBA 20A)
rule-sequence-with-joker = en sekvens tar inga jokrar, och ingen tvåa utom den i sin färg som fortsätter den (RULES.sv.md §3, SAMBA 14A, 20A)
rule-sequence-mixed-suits = en kombination är kort av samma valör, eller en sekvens av kort i samma färg (RULES.sv.md §3, SAMBA 14A, 14B)
rule-sequence-not-in-order = en sekvens är kort i samma färg i ordning, varje valör en gång, t.ex. 5♥ 6♥ 7♥ eller runt esset D♥ K♥ E♥ 2♥ 3♥ (RULES.sv.md §3, SAMBA 14A, 20A)
rule-sequence-too-long = en sekvens har högst { $max } kort (RULES.sv.md §3, SAMBA 14A)
rule-samba-complete = en färdig samba (sju kort) tar inga fler kort (RULES.sv.md §3, SAMBA 14A, 20B)
rule-wrong-rank-for-meld = bara { $rank }-kort och hjälpkort kan läggas till den kombinationen (FI 11)
rule-wild-on-completed-canasta = hjälpkort kan inte läggas till en färdig canasta (FI 15E)
rule-below-minimum-count = ditt lags öppning måste ge minst { $needed } poäng; de här korten ger { $got } (FI 13)
rule-pile-empty = högen är tom
rule-pile-top-blocked = högen kan inte tas upp när dess översta kort är ett hjälpkort eller en svart trea (FI 14, 20B)
rule-frozen-pile-needs-natural-pair = högen är frusen: ta upp den bara med två naturliga { $rank }-kort från handen (FI 13C, 17)
rule-pile-needs-natural-pair = med det här bordets regler tas högen bara upp med två naturliga { $rank }-kort (alternativ pile_needs_natural_pair)
rule-top-card-not-melded = för att ta upp högen, lägg ut dess översta kort ({ $rank }) med kort från handen eller lägg det till din kombination (FI 14A)
rule-pile-needs-naturals = ta upp högen med { $needed } naturliga { $rank }-kort från handen, eller genom att lägga dess översta kort på en samba som det fortsätter (SAMBA 19A)
rule-locked-pile-needs-naturals = högen är låst (ett hjälpkort eller en röd trea ligger i den): ta upp den med { $needed } naturliga { $rank }-kort från handen, eller genom att lägga dess översta kort på en samba som det fortsätter (SAMBA 18, 19B)
rule-pile-top-only-onto-sequence = med ett hjälpkort eller en trea överst tas högen bara upp genom att lägga det kortet på en samba som det fortsätter (SAMBA 19A, 22A)
rule-pile-not-onto-sequence = med de här reglerna tas högen inte upp genom att fortsätta en sekvens (RULES.sv.md §3, 19A)
rule-no-buying-with-red-threes = röda treor läggs fram direkt här; man köper inte med dem (FI 21, SAMBA 23)
rule-not-a-red-three = bara en röd trea köper ett kort från talongen (SAMBA 23)
rule-one-card-pile = med ett kort på handen får du inte ta upp en hög med ett kort (FI 14C)
rule-pile-on-completed-canasta = ditt lag har en färdig { $rank }-canasta, så den här högen kan inte tas upp (alternativ pile_on_completed_canasta)
rule-top-card-only-not-allowed = hela högen tas upp; att bara ta det översta kortet är inte tillåtet här (alternativ take_top_card_only)
rule-need-canasta-to-go-out = { $needed ->
    [one] du får inte gå ut: ditt lag behöver först en canasta (FI 18)
   *[other] du får inte gå ut: ditt lag behöver först { $needed } canastor (FI 18)
}
rule-meld-leaves-one-card = { $needed ->
    [one] då har du ett kort kvar, och att saka det vore att gå ut, vilket först kräver en canasta i ditt lag: behåll minst två kort (FI 16B, 18)
   *[other] då har du ett kort kvar, och att saka det vore att gå ut, vilket först kräver { $needed } canastor i ditt lag: behåll minst två kort (FI 16B, 18)
}
rule-partner-said-no = din medspelare sa nej: du får inte gå ut den här turen (FI 23)
rule-must-go-out-after-yes = din medspelare sa ja och du kan gå ut, så du måste gå ut den här turen (FI 23D)
rule-must-keep-a-card = du måste ha minst ett kort kvar efter att du sakat, om du inte går ut (FI 16B)
rule-cannot-ask-now = fråga "Får jag gå ut?" direkt efter att du tagit upp från talongen, innan du lägger ut, en gång per tur (FI 23A)
rule-no-partner = du har ingen medspelare att fråga
rule-nothing-to-answer = ingen har frågat dig "Får jag gå ut?"
rule-red-three-discard = en röd trea får aldrig sakas (FI 21I)
rule-stock-empty = talongen är slut: ta upp högen eller avsluta given (FI 24)
rule-stock-not-empty = talongen har fortfarande kort: ta upp (FI 9)
rule-must-take-pile = talongen är slut och det översta kortet passar ditt lags kombination: du måste ta upp högen (FI 24A)
rule-auction-in-progress = budgivningen kommer först: bjud, passa eller dubbla (SAMBA 12)
rule-no-auction = det pågår ingen budgivning nu (SAMBA 12)
rule-bid-out-of-range = bud går från nivå 1 till nivå { $levels }, 1000 poäng per nivå (SAMBA 12B)
rule-bid-too-low = ett bud måste vara högre än { $highest }: en högre nivå, eller samma nivå i en högre färg (klöver, ruter, hjärter, spader, canasta, tvåcanasta) (SAMBA 12B)
rule-nothing-to-double = bara motståndarnas högsta bud kan dubblas (SAMBA 12D)
rule-no-bid-after-pass = du passade tidigare, och vid det här bordet är pass slutgiltigt: passa eller dubbla (SAMBA 12C, option samba_rebid)
rule-only-declarer-goes-out = vid det här bordet får bara budgivaren gå ut när budet är nått (SAMBA 26B, option samba_partner_goes_out)
rule-declarer-must-open = spelföraren öppnar först, innan det första kortet i högen vänds upp (SAMBA 16A)
rule-no-opening-due = bara spelföraren får, direkt efter budgivningen, säga att hen inte kan öppna (SAMBA 16C)
rule-declarer-can-open = din hand kan öppna ditt bud { $bid }, och en spelförare som kan öppna måste (SAMBA 15C, 16C): lägg ut din öppning
rule-opening-misses-bid = din öppning uppfyller inte ditt bud { $bid }: lägg ut minst { $needed } poäng (en färdig samba eller canasta räknas med sin bonus; de här ger { $got }) (SAMBA 16A), eller från nivå 4 budets egen kombination: tre i sekvens i budets färg, fyra av samma valör för canasta, fyra tvåor för tvåcanasta (SAMBA 16B)
rule-bid-not-reached = ditt lag får gå ut först när budet { $bid } är nått: att gå ut nu skulle ge { $count } av { $needed } (SAMBA 26B, 30A)
rule-robbers-need-melds = mot ett bud får ditt lag gå ut bara med { $sambas ->
    [one] en samba
   *[other] { $sambas } sambor
} och { $canastas } canastor, varav { $natural } äkta (SAMBA 26C)

# Varför en regeluppsättning inte kan spelas (husregler som inte går ihop).
rules-seat-count = { $seats } platser: ett bord har 2 till 6 (RULES.sv.md §2)
rules-teams-do-not-divide = { $seats } platser kan inte bilda { $teams } lag (RULES.sv.md §2)
rules-cutthroat-needs-three = cutthroat är för 3 spelare (RULES.sv.md §2)
rules-rotating-five-needs-five = spelet med växlande lag är för 5 spelare (RULES.sv.md §2)
rules-not-enough-cards = korten räcker inte till given: { $needed } behövs, { $cards } i lekarna (FI 6)
rules-stock-draw = från talongen tas 1 eller 2 kort, inte { $count } (FI 9, RULES.sv.md §2)
rules-no-canastas-to-go-out = utgång kräver minst en canasta (FI 18)
rules-no-minimum-counts = inga minimipoäng för öppning (FI 13)
rule-too-many-black-threes = en kombination av svarta treor har högst { $max } kort (FI 20C: tre eller fyra; SAMBA 22B: tre till sex)
rule-locks-not-in-a-row = högen tas ner till det senaste låskortet, och med det bara de låskort som ligger i rad direkt under det: här { $more } till (SAMBA 13D)
