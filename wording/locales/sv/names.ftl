# Spelarnas namn (wording/src/render/names.rs).

names-seat = Plats { $number }
names-someone = någon
names-nobody = ingen

# A computer player, or the autopilot holding a player's seat: "Ada (computer)".
names-computer = { $name } (dator)
