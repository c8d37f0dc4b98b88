# Pöydän kuvaan kirjoitetut sanat (wording/src/render/picture_words.rs): lyhyitä, koska
# puhelin näyttää kuvan noin 360 px leveänä.
picture-turn = Vuorossa { $player }
picture-deal-over = Erä päättyi
picture-game-over = Peli päättyi
# $count: kortteja umpipakassa tai avopakassa.
picture-stock = Umpipakka: { $count }
picture-pile = Avopakka: { $count }
picture-pile-frozen = Avopakka: { $count }, jäätynyt
# Samba (SAMBA 18, 19B).
picture-pile-locked = Avopakka: { $count }, lukittu
picture-canastas = { $count ->
    [one] { $count } canasta
   *[other] { $count } canastaa
}
# Valmiin canastan (suljettu pino) alla oleva merkki: lyhyt sana.
picture-canasta-natural = puhdas
picture-canasta-mixed = seka
picture-canasta-samba = samba
picture-canasta-twos = kakkoset
