# Poissaolo: vastaus komentoon /canasta away ja pöydän rivi (wording/src/render/away.rs).

away-hours = { $hours } h
away-days = { $days ->
    [one] { $days } päivä
   *[other] { $days } päivää
}
away-untimed = ei kelloa: ei mitään pysäytettävää
away-allowance-used = ei pysäytetty: olet ollut poissa tästä pelistä jo 14 päivää, enempää peli ei salli
away-runs-again = kellosi käy taas ({ $left } jäljellä pelin sallimista 14 päivästä)
away-paused-until = pysäytetty { $until } asti ({ $left } jäljellä pelin sallimista 14 päivästä)
away-title = Poissa
away-title-back = Tervetuloa takaisin
away-title-not-away = Et ollut poissa
away-title-nothing = Mitään ei pysäytetty
away-title-until = Poissa { $until } asti
away-no-games = Et pelaa yhtään peliä tällä palvelimella, joten pysäytettävää kelloa ei ole.
away-back = Kellosi käyvät taas, ja niissä on se aika, joka niissä oli jäljellä.
# "back" from someone who was not away.
away-not-away = Et ollut poissa: kellosi kävivät ja käyvät yhä.
away-paused = Kellosi on pysäytetty { $paused }/{ $games } pelissäsi; muut odottavat sinua, ja pöytä näyttää, että olet poissa. `/canasta poissa kesto: takaisin` lopettaa poissaolon aiemmin (käyttämättä jäänyt aika säilyy).
away-seat = { $name } on poissa { $until } asti; hänen kellonsa on pysäytetty.
