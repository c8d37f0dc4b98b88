# Pelaajien nimet (wording/src/render/names.rs).

names-seat = Paikka { $number }
names-someone = joku
names-nobody = ei kukaan

# A computer player, or the autopilot holding a player's seat, with its level ($level, one of
# the names-level words below): "Ada (computer, strong)".
names-computer = { $name } (tietokone, { $level })

# The computer players' levels, as a seat's name shows them: "Ada (tietokone, vahva)".
names-level-strong = vahva
names-level-good = hyvä
names-level-basic = perustaso
names-level-random = satunnainen
