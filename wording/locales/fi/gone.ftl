# Pelin ketju poistettiin (wording/src/render/gone.rs).

gone-thread-deleted = Pelin ketju poistettiin (pelaajat { $players }), joten peli on päättynyt ilman tulosta. Aloita uusi pöytä komennolla `/canasta uusi`.
