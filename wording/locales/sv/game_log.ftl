# /log: spelets offentliga rader, privat (wording/src/render/game_log.rs).

log-title = Spellogg
log-empty = Inget har hänt i det här spelet än.
log-footer = Rad { $first }–{ $last } av { $lines }, nyaste sist · sida { $page } av { $pages }
log-older = äldre drag: /logg sida: { $page }
