# Pelaajien nimet (wording/src/render/names.rs).

names-seat = Paikka { $number }
names-someone = joku
names-nobody = ei kukaan

# A computer player, or the autopilot holding a player's seat: "Ada (computer)".
names-computer = { $name } (tietokone)
