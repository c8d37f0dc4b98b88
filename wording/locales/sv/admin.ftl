# Operatörens kommandon (src/admin.rs, src/reshard.rs).

admin-backed-up = säkerhetskopierade { $records ->
    [one] { $records } post
   *[other] { $records } poster
} ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } byte
}, { $trees ->
    [one] { $trees } träd
   *[other] { $trees } träd
}) till { $path }
admin-ratings-rebuilt = räknade om rankingen för { $servers ->
    [one] { $servers } server
   *[other] { $servers } servrar
} från { $results ->
    [one] { $results } resultat
   *[other] { $results } resultat
} ({ $rated } rankade) på { $millis } ms
admin-reshard-read = läste { $records ->
    [one] { $records } post
   *[other] { $records } poster
} från { $databases ->
    [one] { $databases } databas
   *[other] { $databases } databaser
}: { $trees }
