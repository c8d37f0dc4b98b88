# /log: pelin julkiset rivit yksityisesti (wording/src/render/game_log.rs).

log-title = Pelin loki
log-empty = Tässä pelissä ei ole vielä tapahtunut mitään.
log-footer = Rivit { $first }–{ $last }/{ $lines }, uusin viimeisenä · sivu { $page }/{ $pages }
log-older = vanhemmat siirrot: /loki sivu: { $page }
