# /canasta settings (wording/src/render/server_settings.rs).

settings-title = Palvelimen Canasta-asetukset
settings-rules = Uudet pöydät pelaavat säännöillä
settings-rules-default = `classic` (oletus)
settings-clock = Uusien pöytien siirtokello (pöydän avaaja voi muuttaa sitä)
settings-no-clock = ei kelloa
settings-clock-hours = { $hours } h siirtoa kohden
settings-reminder = Vuorossa olevaa pelaajaa muistutetaan
settings-reminder-never = ei koskaan
settings-reminder-after = { $hours ->
    [one] { $hours } tunnin jälkeen
   *[other] { $hours } tunnin jälkeen
}
settings-reminder-bot-default = { $hours } tunnin jälkeen (botin oletus)
settings-reminder-bot-never = ei koskaan (botin oletus)
settings-seasons = Rankingkaudet
settings-seasons-none = ei kausia (vain kaikkien aikojen ranking)
settings-seasons-monthly = kuukausittain (lopputilanne julkaistaan viikkoraportin yhteydessä)
settings-seasons-quarterly = neljännesvuosittain (lopputilanne julkaistaan viikkoraportin yhteydessä)
settings-report = Viikkoraportti
settings-report-off = pois
settings-report-when = { $days } klo { $hour }.00 UTC kanavalla { $channel }
settings-pictures = Korttien kuvat
settings-pictures-on = päällä (/käsi ja /pöytä näyttävät kortit myös kuvana)
settings-pictures-off = pois (vain teksti)
settings-language = Pelien ketjujen ja raporttien kieli
settings-language-set = { $language } (palvelimen asetus)
settings-language-discord = { $language } (palvelimen kieli Discordissa)
settings-footer = Moderaattorit muuttavat asetuksia: /canasta asetukset oletussäännöt: fast muistutustunnit: 24 siirtokello: 72 h siirtoa kohden kaudet: kuukausittain raporttipäivä: maanantai raporttitunti: 18 raporttikanava: #canasta kuvat: pois kieli: suomi (muistutustunnit 0 = ei muistutuksia; raporttipäivä pois = ei raporttia). Yksityiset vastaukset ovat kunkin pelaajan oman Discord-kielen mukaisia.

weekday-mondays = Maanantaisin
weekday-tuesdays = Tiistaisin
weekday-wednesdays = Keskiviikkoisin
weekday-thursdays = Torstaisin
weekday-fridays = Perjantaisin
weekday-saturdays = Lauantaisin
weekday-sundays = Sunnuntaisin
