# En dragklocka som tog slut, och platser som lämnats över (wording/src/render/timeouts.rs).

timeouts-clock-ran-out = ⏱ Tiden för { $name } tog slut — autopiloten spelade för { $name }:
timeouts-autopilot-for = ⏱ autopilot för { $name }: { $line }
timeouts-handed-over = { $user }, du missade { $turns } turer i rad, så { $name } spelar din plats tills du är tillbaka: använd `/canasta tillbaka` i den här tråden. Under tiden får vem som helst här utan plats spela den: tryck på **Ta den här platsen** eller använd `/canasta ersätt`.
timeouts-take-seat = Ta den här platsen
timeouts-seat-taken = { $now } tar över platsen för { $owner } och spelar den från och med nu (tills { $owner } är tillbaka).
timeouts-came-back = { $owner } är tillbaka och spelar sin plats igen.
timeouts-came-back-thanks = { $owner } är tillbaka och spelar sin plats igen. Tack för att du spelade den, { $substitute }!
timeouts-you-play = Du spelar nu platsen för { $owner }. Använd `/hand` för att se dess kort.
