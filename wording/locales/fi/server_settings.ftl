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
settings-pictures-on = päällä (/hand ja /table näyttävät kortit myös kuvana)
settings-pictures-off = pois (vain teksti)
settings-language = Pelien ketjujen ja raporttien kieli
settings-language-set = { $language } (palvelimen asetus)
settings-language-discord = { $language } (palvelimen kieli Discordissa)
settings-footer = Moderaattorit muuttavat asetuksia: /canasta settings default_rules: fast reminder_hours: 24 move_clock: 72 h a move seasons: monthly report_day: Monday report_hour: 18 report_channel: #canasta pictures: off language: suomi (reminder_hours 0 = ei muistutuksia; report_day off = ei raporttia). Yksityiset vastaukset ovat kunkin pelaajan oman Discord-kielen mukaisia.

weekday-mondays = Maanantaisin
weekday-tuesdays = Tiistaisin
weekday-wednesdays = Keskiviikkoisin
weekday-thursdays = Torstaisin
weekday-fridays = Perjantaisin
weekday-saturdays = Lauantaisin
weekday-sundays = Sunnuntaisin
