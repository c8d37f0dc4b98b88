# /mygames: a player's games in a server (wording/src/render/my_games.rs).

my-games-title = Your games
my-games-title-none-waiting = Your games — { $games }, none awaiting you
my-games-title-waiting = Your games — { $games }, { $waiting } awaiting your move
my-games-none = You are not playing in any game on this server. Open a table with `/canasta new`.
my-games-your-answer = **Your answer** to "May I go out?"
my-games-your-move = **Your move**
my-games-to-answer = { $name } to answer
my-games-to-move = { $name } to move
my-games-computer = A computer is moving
# After the rule set's name: "classic with Bob, Carol & Dave".
my-games-with = with { $names }
