# What an ended game's /score, /table and /hand show (wording/src/render/ended.rs).

# $winner: the winner line of score.ftl (score-won, score-draw, score-ended).
ended-over = This game is over. { $winner }
ended-abandoned = This game was abandoned during deal { $deal }: this is how it stood when it stopped.
ended-hand-over = The game is over: your hand as it ended.
ended-hand-abandoned = The game was abandoned: your hand when it stopped.
