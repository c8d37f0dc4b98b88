# House rules: how a table's rules differ from the rule set it is named after, a line each
# (wording/src/render/house_rules.rs), shown in the lobby.

house-table-teams = { $seats } spelare i { $teams } lag.
house-table-alone = { $seats } spelare, var och en för sig.
house-table-cutthroat = Cutthroat: var för sig tills någon tar högen.
house-table-rotating-five = Fem spelare: två mot tre som turas om att stå över.
house-decks = Spelas med { $n ->
    [one] { $n } kortlek
   *[other] { $n } kortlekar
}.
house-hand-size = { $n } kort delas ut till varje spelare.
house-stock-draw = Dra { $n } kort från talongen.
house-stock-out-duty-on = När talongen är slut måste en hög som passar era kombinationer tas.
house-stock-out-duty-off = När talongen är slut är det aldrig tvång att ta högen.
house-stock-out-ends-on = Given slutar med sakningen efter talongens sista kort.
house-stock-out-ends-off = När talongen är slut fortsätter spelet med högen.
house-after-pile-none = Den som tar högen drar inget från talongen.
house-after-pile = Den som tar högen drar också { $n } kort från talongen.
house-pile-whole = Den som tar högen tar hela högen.
house-pile-down-to-lock = Högen tas ner till det senaste hjälpkortet eller den senaste röda trean.
house-top-card-only = Du får ta bara översta kortet i högen.
house-natural-pair-on = Högen tas alltid bara med ett naturligt par.
house-natural-pair-off = En hög som inte är frusen får tas med ett naturligt kort och ett hjälpkort.
house-pile-on-canasta-on = Högen får tas med ett översta kort av samma valör som en färdig canasta.
house-pile-on-canasta-off = Högen kan inte tas när översta kortet har samma valör som en färdig canasta.
house-locked-naturals = En frusen eller låst hög tas med { $n } naturliga kort av översta kortets valör.
house-onto-sequence-on = Högen får tas genom att lägga översta kortet på en sekvens som det förlänger.
house-onto-sequence-off = Högen tas aldrig genom att förlänga en sekvens.
house-wild-three = En kombination har högst tre hjälpkort.
house-wild-half = Hjälpkorten är högst hälften av en kombination, aldrig fler än tre.
house-wild-two = En kombination har högst två hjälpkort.
house-wild-on-canasta-on = Hjälpkort får läggas till en färdig canasta.
house-wild-on-canasta-off = Inga hjälpkort på en färdig canasta.
house-sequences-on = Sekvenser i en färg (3 till 7 kort, runt esset, inga jokrar) får läggas ut.
house-sequences-off = Inga sekvenser: kombinationer är av en valör.
house-red-threes-in-sequences-on = En röd trea får läggas i en sekvens i sin färg.
house-red-threes-in-sequences-off = Röda treor läggs aldrig i en sekvens.
house-second-meld-on = Ett lag får påbörja en ny kombination av en valör när dess canasta är färdig.
house-second-meld-off = En kombination per valör och lag.
house-closed-canastas-on = Äkta canastor och canastor av tvåor tar inga fler kort.
house-closed-canastas-off = Naturliga kort får alltid läggas till en canasta.
house-twos-never = Tvåor är bara hjälpkort: ingen kombination av tvåor.
house-twos-allowed = Tvåor får läggas ut för sig (sju blir en tvåcanasta); en öppning med dem kräver { $to_open }.
house-completed-opens-on = En färdig canasta eller samba öppnar alltid, hur mycket den än räknas.
house-completed-opens-off = En öppning kräver alltid minimipoängen.
house-red-threes-laid = Röda treor läggs ut genast och ersätts.
house-red-threes-kept = Röda treor stannar på handen: sakade låser de högen, utlagda köper de ett kort.
house-red-three-laid-penalty = Varje utlagd röd trea kostar { $points }.
house-red-three-in-hand-penalty = Varje röd trea kvar på en hand kostar { $points }.
house-black-three-in-hand-penalty = Varje svart trea kvar på en hand kostar { $points } extra.
house-canastas-to-go-out = Utgång kräver { $n ->
    [one] { $n } canasta
   *[other] { $n } canastor
}.
house-concealed-team-on = Direkt utgång kräver att inte heller din medspelare har lagt ut.
house-concealed-team-off = Vid direkt utgång räknas bara dina egna tidigare utlägg.
house-answer-binds-on = Svaret på "Får jag gå ut?" är bindande.
house-answer-binds-off = Svaret på "Får jag gå ut?" är bara ett råd.
house-failed-go-out = Ett "ja" som inte kan hållas kostar { $points } poäng.
house-discard-required-on = Utgång slutar alltid med en sakning.
house-discard-required-off = En spelare får gå ut genom att lägga ut alla sina kort.
house-natural-canasta = En äkta canasta ger { $points }.
house-mixed-canasta = En blandad canasta ger { $points }.
house-red-three-bonus = Varje röd trea ger { $points }.
house-red-three-totals-none = Röda treor ger lika mycket styck, hur många det än är.
# One of several, joined by ", ": "4 red 3s score 800".
house-red-three-total = { $count } röda treor ger { $total }
house-all-red-threes-on = Alla röda treor ger hela bonusen för röda treor.
house-all-red-threes-off = Röda treor ger 100 styck, även när laget har alla.
house-going-out-bonus = Utgång ger { $points }.
house-concealed-bonus = Direkt utgång ger { $points }.
house-samba-bonus = En samba (sju i sekvens) ger { $points }.
house-red-three-in-sequence = En röd trea i en sekvens räknas { $points }.
house-unopened-penalty = Ett lag som inte har lagt ut när given slutar betalar { $points }.
house-rank-canastas-none = Canastor ger lika mycket oavsett valör.
# One of several, joined by "; ": $rank is the rank as cards show it (A, 2).
house-rank-canasta = en canasta av { $rank } ger { $natural } äkta, { $mixed } blandad
# $counts is the table of minimum counts of /rules.
house-minimum-counts = Minimipoäng för öppning: { $counts }
house-bidding = Spelarna bjuder före spelet, 1 till { $levels } ({ $step } poäng per nivå).
house-no-bidding = Ingen budgivning före spelet.
house-stock-out-duty-hand-on = När talongen är slut måste högen tas om den kan tas till en kombination med naturliga kort från handen (SAMBA 32A).
house-stock-out-duty-hand-off = När talongen är slut måste bara en hög tas vars översta kort passar en kombination som den ligger.
house-black-meld-max = En kombination av svarta treor har högst { $n } av dem.
# The named options of the open readings of SAMBA (RULES.md §4).
house-black-three-card-value-on = En svart trea kvar på handen kostar sitt straff och sina egna 5.
house-black-three-card-value-off = En svart trea kvar på handen kostar bara sitt straff.
house-failed-own-once = En budgivare som inte kan öppna betalar en gång; näst högsta budgivaren spelar sitt eget bud.
house-failed-own-per-bid = En budgivare som inte kan öppna betalar för varje bud den gav; näst högsta budgivaren spelar sitt eget bud.
house-failed-same-once = En budgivare som inte kan öppna betalar en gång; näst högsta budgivaren spelar det misslyckade budet.
house-failed-same-per-bid = En budgivare som inte kan öppna betalar för varje bud den gav; näst högsta budgivaren spelar det misslyckade budet.
house-rebid-on = Den som passat får bjuda igen.
house-rebid-off = Pass är slutgiltigt: inget bud efter det.
house-partner-goes-out-on = När budet är nått får även budgivarens partner gå ut.
house-partner-goes-out-off = När budet är nått får bara budgivaren gå ut.
house-stock-out-voids-reached-on = Tar talongen slut upphävs budet även om det var nått.
house-stock-out-voids-reached-off = Ett bud som nåtts innan talongen tar slut står kvar.
house-partner-robs-double-on = Även dubblarens partner som går ut rånar ett dubblat bud till dubbelt värde.
house-partner-robs-double-off = Bara dubblaren själv som går ut rånar ett dubblat bud till dubbelt värde.
house-last-red-three-onto-sequence-on = En röd trea bland talongens sista kort läggs till en av sidans sekvenser som den förlänger (SAMBA 32).
house-last-red-three-onto-sequence-off = En röd trea bland talongens sista kort läggs ut även där den skulle förlänga en sekvens.
house-last-two-stock-cards-shown-on = En röd trea som är ett av talongens två sista kort läggs ut och avslutar given hur den än dras (SAMBA 32).
house-last-two-stock-cards-shown-off = Bara en röd trea från draget som tömmer talongen läggs ut; en som dragits tidigare stannar på handen.
house-last-red-three-charged-on = En röd trea bland talongens sista kort som läggs ut kostar som varje utlagd röd trea (SAMBA 29).
house-last-red-three-charged-off = En röd trea bland talongens sista kort som läggs ut kostar ingenting: bara köp med en röd trea kostar (SAMBA 23).
house-upcard-back-under-stock-on = Ett jokerkort eller en röd trea som vänds upp som uppkort läggs tillbaka under talongen; högen börjar olåst.
house-upcard-back-under-stock-off = Ett jokerkort eller en röd trea som vänds upp som uppkort låser högen, och nästa kort vänds upp på det.
