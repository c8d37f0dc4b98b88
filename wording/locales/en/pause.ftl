# Pausing a game's clocks by vote (wording/src/render/pause.rs).

pause-paused-line = The clocks are paused by the players' vote; `/canasta resume` starts them again.
pause-nothing-to-pause = This table has no clock, so there is nothing to pause.
pause-already-paused = The clocks are paused already; `/canasta resume` starts them again.
pause-not-paused = The clocks are not paused; `/canasta pause` asks the table to pause them.
pause-vote-title = Pause the clocks?
# $agreed and $waiting are lists of names.
pause-vote = { $votes } of { $needed } players agree to pause this game's clocks ({ $agreed }). When everyone has agreed, nobody is timed or reminded until a player starts them again with `/canasta resume`. Still to agree: { $waiting }.
pause-agree = Agree to pause
pause-paused-title = The clocks are paused
pause-paused = Everyone agreed: nobody is timed or reminded now. Play on whenever you like; `/canasta resume` starts the clocks again.
pause-resumed = { $name } started the clocks again: the player to move has their whole clock from now.
