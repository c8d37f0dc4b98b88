# The operator's commands (src/admin.rs, src/reshard.rs): what `backup`, `ratings rebuild`
# and `reshard` did. $path is a file or directory as given.

admin-backed-up = backed up { $records ->
    [one] { $records } record
   *[other] { $records } records
} ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}, { $trees ->
    [one] { $trees } tree
   *[other] { $trees } trees
}) to { $path }
admin-ratings-rebuilt = rebuilt the ratings of { $servers ->
    [one] { $servers } server
   *[other] { $servers } servers
} from { $results ->
    [one] { $results } result
   *[other] { $results } results
} ({ $rated } rated) in { $millis } ms
admin-reshard-read = read { $records ->
    [one] { $records } record
   *[other] { $records } records
} from { $databases ->
    [one] { $databases } database
   *[other] { $databases } databases
}: { $trees }
