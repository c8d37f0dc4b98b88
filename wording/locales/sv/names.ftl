# Spelarnas namn (wording/src/render/names.rs).

names-seat = Plats { $number }
names-someone = någon
names-nobody = ingen
