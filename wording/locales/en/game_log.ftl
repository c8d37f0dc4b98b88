# /log: the game's public lines, privately (wording/src/render/game_log.rs).

log-title = Game log
log-empty = Nothing has happened in this game yet.
# Lines $first to $last of all $lines are shown, on page $page of $pages.
log-footer = Lines { $first }–{ $last } of { $lines }, newest last · page { $page } of { $pages }
log-older = older moves: /log page: { $page }
