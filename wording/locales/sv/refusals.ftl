# Bordstjänstens nej: bordets regler, platser, inställningar, spel som är slut
# (wording/src/render/refusals.rs). Kommandon (/canasta new, `/abandon`) skrivs som de är.

refusal-our-fault = Något gick fel hos mig; spelet är i säkerhet. Försök igen om en stund.
refusal-stopping = Jag startar om; spelet är i säkerhet. Försök igen om en minut.
refusal-away-duration = Säg hur länge du är borta, som `3 dagar`, `12 tim`, `1 dag 12 tim` eller `1 v` (högst 14 dagar per spel), eller `tillbaka` när du är tillbaka.
refusal-tables-in-servers = Öppna ett bord i en servers textkanal.
refusal-settings-in-servers = Serverinställningar görs på en server.
refusal-settings-for-moderators = Bara moderatorer (Hantera server) kan ändra inställningarna. Utan alternativ visar /canasta inställningar dem.
refusal-go-out-needs-discard = För att gå ut, ange också kortet du sakar: `/gå-ut kombinationer: ... saka: 9`.
refusal-rules-conflict = De här reglerna går inte ihop: { $reason }
refusal-house-rule-needs-auction = Valet { $option } gäller regler med budgivning (sitoumussamba); { $rules } har ingen, så bordet öppnades inte. Utelämna det eller välj sitoumussamba.
refusal-house-rule-needs-samba-threes = Valet { $option } gäller Samba, där treorna stannar på handen; { $rules } lägger ut röda treor direkt, så bordet öppnades inte. Utelämna det eller välj samba eller sitoumussamba.
refusal-unknown-rule-set = Det finns inga regler som heter `{ $name }`. Välj en av: { $names }.
refusal-reminder-too-long = Påminnelser väntar högst { $hours } timmar (en månad); 0 stänger av dem.
refusal-no-such-hour = Det finns ingen timme { $hour }: rapportens timme är 0 till 23 (UTC).
refusal-no-such-clock = Det finns ingen dragklocka på { $hours } h. Välj 8, 24 eller 72 timmar per drag, eller 0 för ingen.
refusal-lobby-started = Det här bordets spel har redan börjat.
refusal-lobby-closed = Det här bordet är stängt.
refusal-lobby-full = Alla platser är tagna.
refusal-lobby-already-in = Du har redan en plats vid det här bordet.
refusal-lobby-not-in = Du har ingen plats vid det här bordet.
refusal-lobby-host-cannot-leave = Du öppnade bordet: stäng det med { lobby-cancel } (eller `/avbryt`).
refusal-lobby-host-only = Bara den som öppnade bordet kan göra det.
refusal-lobby-not-full = { $missing ->
    [one] En plats är fortfarande tom: vänta på en spelare eller lägg till en datorspelare.
   *[other] { $missing } platser är fortfarande tomma: vänta på spelare eller lägg till datorspelare.
}
refusal-lobby-no-computer = Det finns ingen datorspelare att ta bort.
refusal-lobby-bad-seats = Välj två olika platser som är tagna.
refusal-seat-already-seated = Du har redan en plats i det här spelet.
refusal-seat-not-offered = Den platsen erbjuds inte: dess spelare är där, eller någon annan tog den.
refusal-seat-none-offered = Ingen plats i det här spelet erbjuds just nu.
refusal-seat-not-yours = Du har ingen plats här att komma tillbaka till.
refusal-seat-not-away = Du sitter redan på din plats.
refusal-no-game-here = Det finns inget spel här. Använd kommandot i ett spels tråd, eller öppna ett bord med `/canasta nytt`.
refusal-not-a-player = Du spelar inte i det här spelet.
refusal-still-playing = Det här spelet pågår fortfarande.
refusal-host-or-moderator = Bara den som öppnade bordet eller en moderator kan göra det.
refusal-game-over = Det här spelet är slut.
refusal-game-stopped = Det här spelet avbröts.
refusal-no-threads-here = Ett bord spelas i en tråd, och Discord har inga trådar här (i en röstkanals chatt, på en scen). Använd /canasta nytt i en textkanal, en nyhetskanal eller ett forum, eller i en tråd i någon av dem.
refusal-missing-permissions = Jag kan inte öppna ett bord här: jag saknar { $permissions } i den här kanalen. En moderator kan tillåta det i kanalens behörigheter, eller så öppnas bordet i en annan kanal.
refusal-too-many-threads = Servern har så många aktiva trådar som Discord tillåter. När en moderator har arkiverat några, öppna bordet igen.
refusal-forum-needs-tag = Det här forumet kräver en tagg på varje inlägg, och jag kan inte välja en åt dig. En moderator kan göra taggar frivilliga, eller så öppnas bordet i en annan kanal.
refusal-thread-locked = En moderator har låst den här tråden, så jag kan inte skriva här. Öppna ett nytt bord med /canasta nytt.
permission-view-channel = Visa kanal
permission-send-messages = Skicka meddelanden
permission-create-public-threads = Skapa offentliga trådar
permission-send-messages-in-threads = Skicka meddelanden i trådar
permission-embed-links = Bädda in länkar
permission-attach-files = Bifoga filer
