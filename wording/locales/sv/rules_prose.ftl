# A rule set in prose, for /rules and the terminal's `rules` (wording/src/render/rules_prose.rs).
# Each sentence is said of the values the engine plays (RULES.md §2, §3).

rules-title = Regler: { $rules }
# The footer of /rules: the rule book (RULES.md) is attached to the reply.
rules-full-document = Hela regelboken är bifogad (RULES.sv.md): alla regeluppsättningar och tillval, med de avsnitt i de tryckta reglerna som de vilar på. En hänvisning som "RULES.sv.md §3, SAMBA 14C" pekar dit.
rules-target = Det lag som först når { $target } poäng vinner, efter den giv då det sker.
rules-cards-field = Kort
rules-turn-field = En tur
rules-melds-field = Kombinationer
rules-pile-field = Att ta högen
rules-threes-field = Treor
rules-going-out-field = Utgång
rules-opening-field = Minimipoäng för öppning
rules-bonus-field = Bonus och straff
rules-bidding-field = Budgivning

rules-seating-alone = { $seats } spelare, var och en spelar för sig.
rules-seating-teams = { $seats } spelare i { $teams } lag om { $size }; medspelare sitter { $teams } platser ifrån varandra.
rules-seating-cutthroat = 3 spelare: den som först tar högen spelar ensam mot de andra två resten av given. Poängen är personliga.
rules-seating-rotating-five = 5 spelare: ett lag om två mot ett lag om tre, där en av de tre står över varje giv i tur och ordning.

rules-cards = { $decks } kortlekar med { $jokers } jokrar ({ $cards } kort); { $hand } kort var. Hjälpkort: jokrar och tvåor.
rules-twos-natural-both = Tvåor är naturliga i en sekvens och i en kombination av tvåor.
rules-twos-natural-sequence = Tvåor är naturliga i en sekvens.
rules-twos-natural-meld = Tvåor är naturliga i en kombination av tvåor.

# A turn: $draw is rules-turn-draw, $after rules-turn-after-pile after a space, or nothing.
rules-turn = { $draw } eller ta upp högen{ $after }, lägg ut och saka sedan ett kort.
rules-turn-draw = { $n ->
    [1] Ta upp ett kort från talongen
   *[other] Ta upp { $n } kort från talongen
}
rules-turn-after-pile = { $n ->
    [1] (och sedan ett kort från talongen)
   *[other] (och sedan { $n } kort från talongen)
}
rules-stock-out-ends = När talongen tar slut slutar given med den spelarens sakning.
rules-stock-out-duty = När talongen är slut måste en spelare ta högen om översta kortet passar en av lagets kombinationer.
rules-stock-out-free = När talongen är slut får spelarna ta högen enligt de vanliga reglerna, eller avsluta given.

rules-melds-wild-three = Tre eller fler kort av samma valör, minst två naturliga, högst tre hjälpkort. Sju kort blir en canasta: äkta (utan hjälpkort) eller blandad.
rules-melds-wild-half = Tre eller fler kort av samma valör, minst två naturliga, hjälpkort högst hälften av kombinationen och aldrig fler än tre. Sju kort blir en canasta: äkta (utan hjälpkort) eller blandad.
rules-melds-wild-two = Tre eller fler kort av samma valör, minst två naturliga, högst två hjälpkort. Sju kort blir en canasta: äkta (utan hjälpkort) eller blandad.
rules-canasta-closed = En äkta canasta tar inga fler kort; en blandad tar fler.
rules-canasta-wild-on = Hjälpkort får läggas till en färdig canasta (upp till tre).
rules-canasta-wild-off = Inga hjälpkort på en färdig canasta.
rules-second-meld = När en valörs canasta är färdig får laget påbörja en ny kombination av den.
rules-sequences = Sekvenser: 3 till 7 kort i samma färg i följd, inga hjälpkort, runt esset (D-K-E-2-3 är en); sju blir en samba, som inte tar fler kort.
rules-red-three-in-sequence = En röd trea får vara sin färgs trea i en sekvens.
rules-twos-meld = Tvåor får läggas ut som en valör, med jokrar som enda hjälpkort; sju tvåor blir en tvåcanasta, som inte tar fler kort.

rules-pile-take-whole = Lägg ut översta kortet med kort från handen och ta sedan hela högen.
rules-pile-take-down-to-lock = Lägg ut översta kortet med kort från handen och ta sedan högen ner till och med det senaste hjälpkortet eller den senaste röda trean i den.
# $count is a count in words (count-word); $unlocked is rules-pile-unlocked-pair or -wild.
rules-pile-frozen = En frusen hög (ett hjälpkort eller en röd trea i den, eller ert lag har inte öppnat) kräver { $count } naturliga kort av dess valör; annars räcker { $unlocked }.
rules-pile-locked = En låst hög (ett hjälpkort eller en röd trea sakad på den) kräver { $count } naturliga kort av dess valör; annars räcker { $unlocked }.
rules-pile-unlocked-pair = ett naturligt par
rules-pile-unlocked-wild = ett naturligt kort och ett hjälpkort, eller att kortet läggs på er kombination
rules-pile-onto-sequence = Vilken hög som helst får också tas genom att lägga översta kortet på er sekvens som det förlänger.
rules-pile-not-on-canasta = Husregel: aldrig när översta kortet har samma valör som er färdiga canasta.
rules-pile-top-card-only = Du får ta bara översta kortet (`ta översta ...`).

rules-red-threes-laid = Röda treor läggs ut genast och ersätts från talongen; de ger bonus.
rules-red-threes-kept = Röda treor stannar på handen. En sakad röd trea låser högen; `köp` lägger ut en mot ett kort från talongen ({ $laid } mot ert lag); varje röd trea kvar på en hand när given slutar kostar { $in_hand }.
rules-black-three-sequence = En sakad svart trea stoppar nästa spelare, som bara får ta högen genom att förlänga en sekvens.
rules-black-three = En sakad svart trea hindrar nästa spelare från att ta högen.
rules-black-threes-melded = Svarta treor läggs ut bara vid utgång.
rules-black-three-in-hand = Varje svart trea kvar på en hand kostar { $points } utöver sitt värde.

rules-going-out-needs = Kräver { $n ->
    [1] en canasta
   *[other] { $n } canastor
} i ert lag.
rules-going-out-needs-samba = Kräver { $n ->
    [1] en canasta
   *[other] { $n } canastor
} i ert lag, där en samba räknas som en.
rules-going-out-discard = Det sista kortet sakas alltid.
rules-going-out-bonus-same = Bonus { $points }, även vid direkt utgång.
rules-going-out-bonus = Bonus { $points }, vid direkt utgång { $concealed }.
rules-concealed-team = Direkt utgång: hela handen på en tur, utan att laget har lagt ut.
rules-concealed-own = Direkt utgång: hela handen på en tur, utan egna tidigare utlägg.
rules-answer-binds = Medspelarens svar på "Får jag gå ut?" är bindande (att misslyckas efter ja kostar { $penalty }).
rules-answer-advice = Medspelarens svar på "Får jag gå ut?" är bara ett råd.

rules-completed-opens = En färdig canasta eller samba öppnar hur mycket den än räknas.
rules-twos-opening = En öppning med en kombination av tvåor kräver { $n } av dem.
# The minimum counts: each "<range>: <count>", joined by " · ".
rules-min-counts = Efter lagets poäng när given börjar: { $counts }.
rules-min-below = under { $n }
rules-min-any = alla poäng
rules-min-range = { $from } till { $to }
rules-min-from = { $from } eller mer

# Bonuses: the parts are joined by "; ", the first letter made a capital, and a "." added.
rules-bonus-rank-canasta = canasta av { $rank } { $natural } äkta, { $mixed } blandad
rules-bonus-samba = samba { $points }
rules-bonus-canastas = äkta canasta { $natural }, blandad { $mixed }
rules-bonus-other-canastas = annan äkta canasta { $natural }, blandad { $mixed }
rules-bonus-red-three = röd trea { $points } styck (minus för ett lag som inte har lagt ut)
# After rules-bonus-red-three, each after ", ".
rules-bonus-red-three-total = { $count } stycken { $total }
rules-bonus-red-three-in-sequence = en röd trea i en sekvens räknas { $points }
rules-bonus-cards = Utlagda kort räknas för er, kort kvar på handen mot er.
rules-bonus-unopened = Ett lag som inte har lagt ut när given slutar betalar { $points }.

# Sitoumussamba's auction (RULES.md §3 "Bidding"; FI 12, 16, 26C, 30). $sambas, $canastas and
# $natural are counts in words (count-word).
rules-bidding = Varje giv börjar med budgivning, till vänster om den som ger: bjud en nivå från 1 till { $levels } ({ $step } till { $top } poäng) och nämn klöver < ruter < hjärter < spader < canasta < tvåcanasta; eller passa, eller dubbla motståndarnas bud. Om alla passar spelas given som vanlig Samba. Budvinnaren öppnar genast: upp till nivå { $below } med minimipoängen, från nivå { $from } även med { $seq } i sekvens i budets färg, { $rank } av samma valör eller { $twos } tvåor. En budvinnare som inte kan öppna betalar { $penalty } och budet går vidare. Ett lag som når sitt bud får en premie på { $premium } % av det utöver givens poäng; motståndarna får gå ut först bara med { $sambas } samba och { $canastas } canastor ({ $natural } äkta), och rånar då budet: de får { $robbery } % av det utöver sina poäng. En dubbling multiplicerar premien och rånet med { $double }. Utlagda kort räknas mot ett bud från nivå { $melded }. Tar talongen slut upphävs budet. `help bid` visar hur man skriver bud.
