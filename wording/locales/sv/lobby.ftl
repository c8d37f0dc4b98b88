# The lobby of a new table (wording/src/render/lobby.rs): posted in the table's thread, in the
# server's language. $rules is the rule set's name as typed (classic, samba).

lobby-title = Canastabord — { $rules }-regler
lobby-title-started = Canasta — { $rules }-regler
lobby-open = { $taken } av { $seats } platser tagna. Gå med, eller fyll platser med datorspelare; värden startar när alla platser är tagna.
lobby-started = Spelet har börjat: spela här nedanför i tråden.
lobby-closed = Det här bordet stängdes.

lobby-team = lag { $number }
lobby-host-mark = (värd)
lobby-empty-seat = ledig
# Between the teams' seats: "seats 1 & 3 against 2 & 4".
lobby-against = mot
lobby-partners = Medspelare: platserna { $seats }.
lobby-host-swaps = Värden byter platser för att ordna medspelarna.
lobby-everyone-alone = Alla spelar för sig själva.
lobby-cutthroat = Alla spelar för sig själva tills någon tar högen; de andra två spelar sedan tillsammans resten av given.
lobby-rotating-five = Platserna 1 & 3 mot 2, 4 & 5; en av de tre står över varje giv.
lobby-target = Först till { $target } poäng vinner.
lobby-target-changed = Först till { $target } poäng vinner (det här bordets mål; med { $rules }-regler spelar man till { $usual }).

lobby-seats = Platser
lobby-clock = Dragklocka
lobby-timeout = När en klocka går ut
lobby-house-rules = Husregler
lobby-footer = /regler visar reglerna vid det här bordet; /hjälp visar hur man spelar.

lobby-join = Gå med
lobby-leave = Lämna
# The select that seats a computer player of the chosen level (strongest first).
lobby-add-computer = Lägg till en datorspelare: välj dess nivå
lobby-level-strong = Stark
lobby-level-strong-about = Tänker framåt: spelar igenom många möjliga giv före varje drag.
lobby-level-good = Bra
lobby-level-good-about = En förnuftig spelare som inte tänker framåt.
lobby-level-basic = Enkel
lobby-level-basic-about = En enkel spelare, för att lära sig spelet.
lobby-remove-computer = Ta bort datorspelare
lobby-start = Starta
lobby-cancel = Avbryt
lobby-swap-placeholder = Värd: välj två platser att byta

lobby-clock-server-default = Serverns standard (`/canasta inställningar`).
lobby-clock-none = Ingen klocka: ingen tidtas; påminnelser bara enligt serverns inställning.
lobby-clock-hours = { $hours } h per drag ({ $answer } h att svara på "Får jag gå ut?"); en påminnelse när 80 % har gått.
# Said while the lobby is open and its host has the buttons (not after Start).
lobby-host-switches = (Värd: knappen växlar.)
lobby-host-switches-clock = (Värd: knappen växlar: ingen, 8 h, 24 h, 72 h.)
lobby-clock-button-default = Klocka: serverns standard
lobby-clock-button-none = Klocka: ingen
lobby-clock-button-hours = Klocka: { $hours } h
lobby-timeout-autopilot = Autopiloten spelar den turen åt spelaren; efter { $turns } missade turer i rad erbjuds platsen åt en ersättare.
lobby-timeout-wait = Bordet väntar på spelaren: bara påminnelser.
lobby-timeout-button-autopilot = Klockan går ut: autopilot
lobby-timeout-button-wait = Klockan går ut: vänta

# In the channel where /canasta new was used; $thread is a link to the table's thread.
lobby-table-opened = { $host } öppnade ett Canastabord ({ $rules }-regler, till { $target }): gå med i { $thread }.
lobby-table-opened-house = { $host } öppnade ett Canastabord ({ $rules }-regler med husregler, till { $target }): gå med i { $thread }.
lobby-closed-by = { $name } stängde det här bordet.
lobby-game-started = { $name } startade spelet.
lobby-play-again = { $name } bad om ett nytt spel med samma platser.
