# /canasta settings (wording/src/render/server_settings.rs).

settings-title = Serverns Canasta-inställningar
settings-rules = Nya bord spelar med reglerna
settings-rules-default = `classic` (standard)
settings-clock = Nya bords dragklocka (den som öppnar bordet kan ändra den)
settings-no-clock = ingen klocka
settings-clock-hours = { $hours } h per drag
settings-reminder = Spelaren i tur påminns
settings-reminder-never = aldrig
settings-reminder-after = { $hours ->
    [one] efter { $hours } timme
   *[other] efter { $hours } timmar
}
settings-reminder-bot-default = { $hours ->
    [one] efter { $hours } timme (botens standard)
   *[other] efter { $hours } timmar (botens standard)
}
settings-reminder-bot-never = aldrig (botens standard)
settings-seasons = Rankingsäsonger
settings-seasons-none = inga (bara ranking för all tid)
settings-seasons-monthly = varje månad (slutställningen publiceras med veckorapporten)
settings-seasons-quarterly = varje kvartal (slutställningen publiceras med veckorapporten)
settings-report = Veckorapport
settings-report-off = av
settings-report-when = { $days } kl. { $hour }.00 UTC i { $channel }
settings-pictures = Bilder av korten
settings-pictures-on = på (/hand och /bord visar korten även som bild)
settings-pictures-off = av (bara text)
settings-language = Språk i spelens trådar och rapporter
settings-language-set = { $language } (serverns inställning)
settings-language-discord = { $language } (serverns språk på Discord)
settings-footer = Moderatorer ändrar dem: /canasta inställningar standardregler: fast påminnelsetimmar: 24 dragklocka: 72 h per drag säsonger: varje månad rapportdag: måndag rapporttimme: 18 rapportkanal: #canasta bilder: av språk: svenska (påminnelsetimmar 0 = inga påminnelser; rapportdag av = ingen rapport). Privata svar följer varje spelares eget Discord-språk.

weekday-mondays = Måndagar
weekday-tuesdays = Tisdagar
weekday-wednesdays = Onsdagar
weekday-thursdays = Torsdagar
weekday-fridays = Fredagar
weekday-saturdays = Lördagar
weekday-sundays = Söndagar
