# ”Edellisen vuorosi jälkeen” komennon /hand alussa (wording/src/render/since.rs).

since-title = Edellisen vuorosi jälkeen:
since-earlier = { $turns ->
    [one] { $turns } aiempi vuoro (ketjussa ovat kaikki)
   *[other] { $turns } aiempaa vuoroa (ketjussa ovat kaikki)
}
