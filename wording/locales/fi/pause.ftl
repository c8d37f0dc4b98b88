# Pelin kellojen pysäyttäminen äänestämällä (wording/src/render/pause.rs).

pause-paused-line = Kellot on pysäytetty pelaajien äänestyksellä; `/canasta jatka` käynnistää ne uudelleen.
pause-nothing-to-pause = Tässä pöydässä ei ole kelloa, joten pysäytettävää ei ole.
pause-already-paused = Kellot on jo pysäytetty; `/canasta jatka` käynnistää ne uudelleen.
pause-not-paused = Kellot eivät ole pysähdyksissä; `/canasta tauko` pyytää pöytää pysäyttämään ne.
pause-vote-title = Pysäytetäänkö kellot?
pause-vote = { $votes }/{ $needed } pelaajaa haluaa pysäyttää tämän pelin kellot ({ $agreed }). Kun kaikki ovat hyväksyneet, kenenkään aikaa ei lasketa eikä ketään muistuteta, ennen kuin joku pelaaja käynnistää kellot uudelleen komennolla `/canasta jatka`. Vielä hyväksymättä: { $waiting }.
pause-agree = Hyväksyn pysäytyksen
pause-paused-title = Kellot on pysäytetty
pause-paused = Kaikki hyväksyivät: kenenkään aikaa ei nyt lasketa eikä ketään muistuteta. Pelatkaa milloin haluatte; `/canasta jatka` käynnistää kellot uudelleen.
pause-resumed = { $name } käynnisti kellot uudelleen: vuorossa olevalla pelaajalla on nyt koko siirtoaikansa.
