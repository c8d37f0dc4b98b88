# /mygames: pelaajan pelit palvelimella (wording/src/render/my_games.rs).

my-games-title = Pelisi
my-games-title-none-waiting = Pelisi — { $games }, yksikään ei odota sinua
my-games-title-waiting = Pelisi — { $games }, { $waiting } odottaa siirtoasi
my-games-none = Et pelaa yhtään peliä tällä palvelimella. Avaa pöytä komennolla `/canasta uusi`.
my-games-your-answer = **Sinun vastauksesi** kysymykseen ”Saanko lopettaa?”
my-games-your-move = **Sinun siirtosi**
my-games-to-answer = { $name } vastaa
my-games-to-move = Vuorossa { $name }
my-games-computer = Tietokone siirtää
my-games-with = mukana { $names }
