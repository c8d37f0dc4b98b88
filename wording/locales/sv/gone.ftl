# Ett spels tråd togs bort (wording/src/render/gone.rs).

gone-thread-deleted = Tråden för spelet mellan { $players } togs bort, så spelet är slut, utan resultat. Starta ett nytt bord med `/canasta nytt`.
