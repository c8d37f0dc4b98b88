# /resign och /abandon frågar först, privat (wording/src/render/stop.rs).

stop-resign-question = Ge upp? Spelet tar slut för alla och räknas som en förlust för ditt lag (en vinst för de andra). Stäng det här meddelandet för att spela vidare.
stop-resign = Ge upp
stop-abandon-question = Avbryta spelet? Det tar slut för alla, utan resultat. Stäng det här meddelandet för att spela vidare.
stop-abandon = Avbryt spelet
stop-resigned = Du gav upp; spelet är slut.
stop-abandoned = Du avbröt spelet.
