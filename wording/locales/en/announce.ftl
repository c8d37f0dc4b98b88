# The public posts of a game's thread (wording/src/render/announce.rs). $user: a mention of
# the player (<@id>), who is pinged.

announce-missed-header = Moves that could not be posted at the time:
# $sides: the sides, joined by announce-against.
announce-game-begins = The game begins: { $sides }.
announce-against = against

announce-your-turn = { $user }, it is your turn.
announce-to-play = { $name } is to play.
announce-asks-you = { $user }, { $asker } asks you: "May I go out?"
announce-your-call = { $user }, your call: press a bid's points to choose it, or pass or double.
announce-to-call = { $name } is to call.
announce-open-now = { $user }, open your bid now with /meld, or press "Cannot open" (a penalty).
announce-opens = { $name } opens the bid.
announce-yes-go-out = Yes, go out
announce-no = No
announce-play-again-intro = { $name } asked for another game with the same seats.
announce-play-again = Play again

announce-resigned = { $name } resigned. The game is over: a loss for their side, a win for the others.
announce-stopped = { $name } stopped the game. It is over; no result is recorded.

# Reminders: $what is announce-still-your-turn or announce-awaits-answer.
announce-my-hand = My hand
announce-still-your-turn = it is still your turn
announce-awaits-answer = { $asker } is waiting for your answer to "May I go out?"
announce-waited = { $hours ->
    [0] a while
    [one] an hour
   *[other] { $hours } hours
}
announce-reminder = { $user }, a reminder: { $what } (the game has waited { announce-waited }).
# A reminder by direct message; $link: the game's thread.
announce-reminder-dm = A reminder from your Canasta game: { $what } (the game has waited { announce-waited }). The game: { $link }
