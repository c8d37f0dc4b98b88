# Frånvaro: svaret på /canasta away och bordets rad (wording/src/render/away.rs).

away-hours = { $hours } h
away-days = { $days ->
    [one] { $days } dag
   *[other] { $days } dagar
}
away-untimed = ingen klocka: inget att pausa
away-allowance-used = inte pausad: du har varit borta 14 dagar i det här spelet, det mesta ett spel tillåter
away-runs-again = din klocka går igen ({ $left } kvar av de 14 dagar ett spel tillåter)
away-paused-until = pausad till { $until } ({ $left } kvar av de 14 dagar ett spel tillåter)
away-title = Borta
away-title-back = Välkommen tillbaka
away-title-not-away = Inte borta
away-title-nothing = Inget pausat
away-title-until = Borta till { $until }
away-no-games = Du spelar inte i något spel på den här servern, så det finns ingen klocka att pausa.
away-back = Dina klockor går igen, med den tid de hade kvar.
# "back" from someone who was not away.
away-not-away = Du var inte borta: dina klockor gick och går fortfarande.
away-paused = Dina klockor är pausade i { $paused } av dina { $games } spel; de andra väntar på dig och bordet visar att du är borta. `/canasta borta längd: tillbaka` avslutar det i förtid (det du inte använder sparas).
away-seat = { $name } är borta till { $until }; hens klocka är pausad.
