# /resign ja /abandon varmistavat ensin, yksityisesti (wording/src/render/stop.rs).

stop-resign-question = Luovutatko? Peli päättyy kaikilta ja lasketaan tappioksi puolueellesi (voitoksi muille). Hylkää tämä viesti, niin peli jatkuu.
stop-resign = Luovuta
stop-abandon-question = Keskeytetäänkö peli? Se päättyy kaikilta ilman tulosta. Hylkää tämä viesti, niin peli jatkuu.
stop-abandon = Keskeytä peli
stop-resigned = Luovutit; peli on päättynyt.
stop-abandoned = Keskeytit pelin.
