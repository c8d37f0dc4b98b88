# /canasta settings (wording/src/render/server_settings.rs).

settings-title = Canasta settings of this server
settings-rules = New tables use the rules
settings-rules-default = `classic` (the default)
settings-clock = New tables' move clock (the host may change it)
settings-no-clock = no clock
settings-clock-hours = { $hours } h a move
settings-reminder = A player to move is reminded
settings-reminder-never = never
settings-reminder-after = { $hours ->
    [one] after { $hours } hour
   *[other] after { $hours } hours
}
settings-reminder-bot-default = { $hours ->
    [one] after { $hours } hour (the bot's default)
   *[other] after { $hours } hours (the bot's default)
}
settings-reminder-bot-never = never (the bot's default)
settings-seasons = Rating seasons
settings-seasons-none = none (all-time ratings only)
settings-seasons-monthly = monthly (the final standings are posted with the weekly report)
settings-seasons-quarterly = quarterly (the final standings are posted with the weekly report)
settings-report = Weekly report
settings-report-off = off
settings-report-when = { $days } at { $hour }:00 UTC in { $channel }
settings-pictures = Pictures of the cards
settings-pictures-on = on (/hand and /table show the cards as a picture too)
settings-pictures-off = off (text only)
settings-language = Language of the game threads and reports
settings-language-set = { $language } (this server's setting)
settings-language-discord = { $language } (the server's language on Discord)
settings-footer = Moderators change them: /canasta settings default_rules: fast reminder_hours: 24 move_clock: 72 h a move seasons: monthly report_day: Monday report_hour: 18 report_channel: #canasta pictures: off language: suomi (reminder_hours 0 = no reminders; report_day off = no report). Private answers follow each player's own Discord language.

weekday-mondays = Mondays
weekday-tuesdays = Tuesdays
weekday-wednesdays = Wednesdays
weekday-thursdays = Thursdays
weekday-fridays = Fridays
weekday-saturdays = Saturdays
weekday-sundays = Sundays
