# Dragklockan på bordet och ovanför handen (wording/src/render/clock.rs).

clock-to-move = { $name } på tur, { $left }.
clock-to-answer = { $name } ska svara på ”Får jag gå ut?”, { $left }.
clock-out-of-time = tiden är ute
clock-hours-left = { $hours } h kvar
clock-minutes-left = { $minutes } min kvar
