# /resign and /abandon ask first, privately (wording/src/render/stop.rs).

stop-resign-question = Resign? The game ends for everyone and counts as a loss for your side (a win for the others). Dismiss this message to play on.
stop-resign = Resign
stop-abandon-question = Stop this game? It ends for everyone, with no result. Dismiss this message to play on.
stop-abandon = Stop the game
stop-resigned = You resigned; the game is over.
stop-abandoned = You stopped the game.
