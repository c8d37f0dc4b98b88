# /help and the terminal's help (wording/src/render/help.rs). The command words are the
# reader's ($draw, $take, ... from verbs.ftl), and so are the grammar's inner words (`uusi:`,
# `toinen K`, `päälle`; `ny:`, `andra K`, `på`); cards and slash commands stay as typed.

help-title = Så spelar du
help-cards-title = Att skriva kort
# The topic `help kort` (how to type cards): the word shown; `.also` more words read.
help-topic-cards = kort
    .also = korten
help-topic-title = Hjälp: { $command }
help-slash-title = Slash-kommandon
help-footer = En tur: ta upp från talongen eller ta högen, lägg ut om du vill och saka sedan. Mer om ett ämne: hjälp { $topics }.
help-unknown-topic = Det finns ingen hjälp om ”{ $topic }”. Ämnen: { $topics }. Här är spelets hjälp:

help-cards = Skriv korten efter valör: `7`, `10`, `Kn`, `D`, `K`, `E`; hjälpkort är `2` och `joker`. Färg behövs inte (`7h`, `7♥`). Skilj korten åt med mellanslag och kombinationerna med kommatecken: `7 7 2, K K K`. En grupp med samma valör som en av ditt lags kombinationer läggs till den; för att bara lägga till hjälpkort, skriv kombinationen först: `K: 2`.

help-draw = `{ $draw }`: börja din tur med att ta upp översta kortet från talongen (två, om reglerna säger två). Röda treor du drar läggs ut och ersätts åt dig.
help-take = `{ $take } <kort>`: börja din tur med att ta upp hela högen. Ange korten från handen som bildar kombination med översta kortet, t.ex. `{ $take } 8 8` (räkna inte översta kortet). Bara `{ $take }` lägger översta kortet på ditt lags kombination av samma valör. För att först lägga ut fler kombinationer (de räknas till öppningens minimipoäng), skriv dem efter `;`: `{ $take } 8 8; K K K`. En frusen hög kräver ett naturligt par.
help-meld = `{ $meld } <kombinationer>`: lägg ut nya kombinationer och bygg på ditt lags kombinationer, t.ex. `{ $meld } 7 7 2, K K`. Grupper med samma valör som en av era kombinationer läggs till den; `K: 2` lägger ett hjälpkort på er K-kombination. En kombination kräver tre kort, minst två naturliga och högst tre hjälpkort.
help-discard = `{ $discard } <kort>`: avsluta din tur genom att saka ett kort, t.ex. `{ $discard } 9`. Sakar du ditt sista kort går du ut, om ditt lag har de canastor som krävs.
help-ask = `{ $ask }`: när du har dragit från talongen och innan du lägger ut, fråga din medspelare "Får jag gå ut?". Svaret är bindande.
help-answer = `{ $yes }` / `{ $no }`: svara på din medspelares "Får jag gå ut?". Efter ja måste hen gå ut (annars får ert lag ett straff); efter nej får hen inte.
help-end = `{ $end }`: när talongen är slut, låt högen ligga i stället för att ta den: given är slut.
help-buy = `{ $buy }`: bara i Samba: lägg ut en röd trea från handen och dra ett kort från talongen; ditt lag betalar 300 för det, och varje röd trea kvar på handen när given slutar kostar 500. `{ $buy } 3h` anger vilken.

help-samba = Sekvenser: tre eller fler kort i en färg i följd, skrivna med färgen: `{ $meld } 5♥ 6♥ 7♥`, eller som ett intervall `{ $meld } h 5-7`, `{ $meld } 5-7h` (runt esset: `Q-2s`); `{ $meld } 8h` bygger på sekvensen det förlänger. När två kombinationer kan ta korten, ange en: `{ $meld } 5♥-7♥: 8h`, `{ $meld } andra K: K`, `{ $meld } ny: K K K`. Ange på samma sätt vart högens översta kort ska: `{ $take } på 5♥-7♥` lägger det på den sekvensen, `{ $take } ny: K K` påbörjar en ny kombination, `{ $take } andra K: K K` väljer en av två. När flera låskort ligger i rad vid högens senaste, säg hur många du tar: `{ $take } 2 lås K K K` (SAMBA 13D).

help-calls = Bara i Sitoumussamba, före varje giv: `{ $bid } 3 hjärter` (`{ $bid } 3h`, `{ $bid } 5 canasta`, `{ $bid } 6 tvåcanasta`), `{ $pass }`, `{ $double }` och `{ $cannot }` för den som vann budet men vars hand inte kan öppna. Mer: hjälp { $bid }.

help-slash-commands = Din tur: `/ta-kort` · `/ta-högen med: 8 8` · `/lägg-ut kort: 7 7 2, K K K` · `/saka kort: 9` · `/gå-ut` (frågar din medspelare) eller `/gå-ut kombinationer: 5 5 5 saka: 9`. `/hand` visar din hand med knappar för hela turen. Titta: `/bord`, `/högen`, `/poäng`, `/regler`; ranking: `/topplista` (efter bordsstorlek, eller `family: wins`), `/profil`; alla drag hittills: `/logg`; dina spel och vems drag: `/mina-spel`; på semester: `/canasta borta längd: 3d` pausar dina klockor, `/canasta paus` ber bordet stoppa alla (`/canasta fortsätt`). Sluta: `/ge-upp`, `/avbryt` (den som öppnade bordet eller en moderator). Nytt bord: `/canasta nytt`; serverns standardval: `/canasta inställningar`. Mer om ett kommando: `/hjälp take`.
