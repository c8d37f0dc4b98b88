# /canasta notify: where reminders go (wording/src/render/notify.rs).

notify-dm = Reminders will come by direct message, with a link to the game. If your direct messages are closed to the bot, you are mentioned in the game's thread instead.
notify-thread = Reminders will mention you in the game's thread.
notify-off = You will get no reminders. The table and `/mygames` still show whose move it is.
notify-per-process = This bot runs on several machines: your choice holds in this server and the others this machine serves. If reminders from another server still come the old way, choose there too.
