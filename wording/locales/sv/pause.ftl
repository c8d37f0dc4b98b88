# Att pausa ett spels klockor genom omröstning (wording/src/render/pause.rs).

pause-paused-line = Klockorna är pausade efter spelarnas omröstning; `/canasta fortsätt` startar dem igen.
pause-nothing-to-pause = Det här bordet har ingen klocka, så det finns inget att pausa.
pause-already-paused = Klockorna är redan pausade; `/canasta fortsätt` startar dem igen.
pause-not-paused = Klockorna är inte pausade; `/canasta paus` ber bordet att pausa dem.
pause-vote-title = Pausa klockorna?
pause-vote = { $votes } av { $needed } spelare vill pausa spelets klockor ({ $agreed }). När alla har gått med på det tas ingen tid och ingen påminns förrän en spelare startar klockorna igen med `/canasta fortsätt`. Väntar fortfarande på: { $waiting }.
pause-agree = Jag går med på paus
pause-paused-title = Klockorna är pausade
pause-paused = Alla gick med på det: ingen tid tas och ingen påminns nu. Spela vidare när ni vill; `/canasta fortsätt` startar klockorna igen.
pause-resumed = { $name } startade klockorna igen: spelaren på tur har hela sin tid från och med nu.
