# Siirtokello pöydässä ja käden yläpuolella (wording/src/render/clock.rs).

clock-to-move = Vuorossa { $name }, { $left }.
clock-to-answer = { $name } vastaa kysymykseen ”Saanko lopettaa?”, { $left }.
clock-out-of-time = aika loppui
clock-hours-left = { $hours } h jäljellä
clock-minutes-left = { $minutes } min jäljellä
