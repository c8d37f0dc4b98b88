# Offentliga inlägg i spelets tråd (wording/src/render/announce.rs).

announce-missed-header = Drag som inte kunde publiceras då:
announce-game-begins = Spelet börjar: { $sides }.
announce-against = mot

announce-your-turn = { $user }, det är din tur.
announce-to-play = { $name } står på tur.
announce-asks-you = { $user }, { $asker } frågar dig: ”Får jag gå ut?”
announce-your-call = { $user }, din tur att bjuda: tryck på ett buds poäng för att välja det, eller passa eller dubbla.
announce-to-call = { $name } står på tur att bjuda.
announce-open-now = { $user }, öppna ditt bud nu med /lägg-ut, eller tala om med knappen att du inte kan öppna (straff).
announce-opens = { $name } öppnar sitt bud.
announce-yes-go-out = Ja, gå ut
announce-no = Nej
announce-play-again-intro = { $name } bad om ett nytt spel med samma platser.
announce-play-again = Spela igen

announce-resigned = { $name } gav upp. Spelet är slut: förlust för det laget, vinst för de andra.
announce-stopped = { $name } avbröt spelet. Det är slut; inget resultat registreras.

announce-my-hand = Min hand
announce-still-your-turn = det är fortfarande din tur
announce-awaits-answer = { $asker } väntar på ditt svar på ”Får jag gå ut?”
announce-waited = { $hours ->
    [0] en stund
    [one] en timme
   *[other] { $hours } timmar
}
announce-reminder = { $user }, en påminnelse: { $what } (spelet har väntat { announce-waited }).
announce-reminder-dm = En påminnelse från ditt Canasta-spel: { $what } (spelet har väntat { announce-waited }). Spelet: { $link }
