# Spelarnas namn (wording/src/render/names.rs).

names-seat = Plats { $number }
names-someone = någon
names-nobody = ingen

# A computer player, or the autopilot holding a player's seat, with its level ($level, one of
# the names-level words below): "Ada (computer, strong)".
names-computer = { $name } (dator, { $level })

# The computer players' levels, as a seat's name shows them: "Ada (dator, stark)".
names-level-strong = stark
names-level-good = bra
names-level-basic = enkel
names-level-random = slumpmässig
