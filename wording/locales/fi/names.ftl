# Pelaajien nimet (wording/src/render/names.rs).

names-seat = Paikka { $number }
names-someone = joku
names-nobody = ei kukaan
