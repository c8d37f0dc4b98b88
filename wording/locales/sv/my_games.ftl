# /mygames: en spelares spel på en server (wording/src/render/my_games.rs).

my-games-title = Dina spel
my-games-title-none-waiting = Dina spel — { $games }, inget väntar på dig
my-games-title-waiting = Dina spel — { $games }, { $waiting } väntar på ditt drag
my-games-none = Du spelar inte i något spel på den här servern. Öppna ett bord med `/canasta nytt`.
my-games-your-answer = **Ditt svar** på ”Får jag gå ut?”
my-games-your-move = **Ditt drag**
my-games-to-answer = { $name } ska svara
my-games-to-move = { $name } på tur
my-games-computer = En dator spelar
my-games-with = med { $names }
