# Ylläpitäjän komennot (src/admin.rs, src/reshard.rs).

admin-backed-up = varmuuskopioitu { $records ->
    [one] { $records } tietue
   *[other] { $records } tietuetta
} ({ $bytes ->
    [one] { $bytes } tavu
   *[other] { $bytes } tavua
}, { $trees ->
    [one] { $trees } puu
   *[other] { $trees } puuta
}) kohteeseen { $path }
admin-ratings-rebuilt = { $servers ->
    [one] { $servers } palvelimen
   *[other] { $servers } palvelimen
} rankingit laskettu uudelleen { $results ->
    [one] { $results } tuloksesta
   *[other] { $results } tuloksesta
} ({ $rated } rankattu) ajassa { $millis } ms
admin-reshard-read = luettu { $records ->
    [one] { $records } tietue
   *[other] { $records } tietuetta
} { $databases ->
    [one] { $databases } tietokannasta
   *[other] { $databases } tietokannasta
}: { $trees }
