# Player names (wording/src/render/names.rs).

# A seat without a name.
names-seat = Seat { $number }
names-someone = someone
names-nobody = nobody

# A computer player, or the autopilot holding a player's seat: "Ada (computer)".
names-computer = { $name } (computer)
