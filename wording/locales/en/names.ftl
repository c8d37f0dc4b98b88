# Player names (wording/src/render/names.rs).

# A seat without a name.
names-seat = Seat { $number }
names-someone = someone
names-nobody = nobody

# A computer player, or the autopilot holding a player's seat, with its level ($level, one of
# the names-level words below): "Ada (computer, strong)".
names-computer = { $name } (computer, { $level })

# The computer players' levels, as a seat's name shows them: "Ada (computer, strong)".
names-level-strong = strong
names-level-good = good
names-level-basic = basic
names-level-random = random
