# Challenges, a game's course, offers, conditional moves, vacations and direct messages.

## Challenges

# Whom a challenge is for, by colour: "Ann plays white".
plays-color = { $color ->
    [white] white
    [black] black
   *[random] a random colour
}
challenge-made-to = { $challenger } challenges { $opponent } to { $variant } ({ $challenger } plays { $plays }, { $pace }). { $opponent }: `accept` or `decline`. It expires in 24 hours.
challenge-made-open = { $challenger } challenges anyone here to { $variant } ({ $challenger } plays { $plays }, { $pace }). Anyone may `accept`. It expires in 24 hours.
challenge-to-you = { $challenger } challenges you to { $variant } ({ $pace }) in { $link }: `accept` or `decline` there. It expires in 24 hours.
no-challenges-waiting = No challenges are waiting here. Make one with `challenge`.
challenges-waiting = Challenges waiting here ({ $count }):
challenge-waiting-line = { $challenger } challenges { $opponent }: { $variant }, { $pace }; expires in { $expires }
challenge-waiting-line-color = { $challenger } challenges { $opponent }: { $variant }, { $challenger } plays { $color ->
    [white] white
   *[black] black
}, { $pace }; expires in { $expires }
challenges-waiting-hint = `accept` takes the one made to you, or the oldest open one; `accept <challenger>` a given one.
game-begins = { $white } (White) and { $black } (Black) begin a game of { $variant }, { $pace }. { $white }, your move.
challenge-declined = { $by } declined { $challenger }'s challenge.
challenge-withdrawn = { $challenger } withdrew the challenge to { $opponent }.
challenge-expired = { $challenger }, your challenge to { $opponent } ({ $variant }) expired: nobody accepted it within 24 hours.

## How a game ended

ended-resigned = { $by } resigned.
ended-draw-agreed = { $by } accepted { $offered_by }'s draw offer.
ended-out-of-time = { $loser } ran out of time.
ended-adjudicated = { $by }, a moderator, ended the game.

## Reminders and direct messages of correspondence games

reminder = { $player }, it is your move in { $variant } against { $opponent }: { $left } left before you lose on time.
reminder-direct = Reminder: your move against { $opponent } in { $link } ({ $variant }): { $left } left before you lose on time.
your-move-played = { $by } played { $notation }.
your-move-accepted = { $by } accepted your challenge.
your-move-paired = { $tournament }, round { $round }, board { $board }: your game begins.
your-move-direct = Your move against { $opponent } in { $link } ({ $variant }).
time-left = { $left } left.
ended-direct = Your game of { $variant } in { $link } ended: { $result }

## notify

notify-saved = Saved.
notify-none = I send you no direct messages (mentions in the games' channels tell you of your moves). `notify on` sends one for each of these, `notify on <event>` for one:
notify-some = I send you a direct message with the board and a link to the game:
notify-on = on
notify-off = off
notify-line = `{ $event }` ({ $state }): { $about }
notify-move = when it becomes your move in a correspondence game
notify-reminder = when your time in a correspondence game runs short
notify-result = when a correspondence game of yours ends
notify-challenge = when someone challenges you
notify-board = your own link to play on the board, with each "your move" message (where the board pages are served)

## After a restart

owed-not-played = `{ $text }` was not played (I looked at it just before a restart).
owed-handled = I handled this just before a restart.
owed-now = Where things stand now:
played-then-moved-on = { $mover } played { $notation }. The game has moved on since: `board` shows where it stands.

## adjudicate

name-the-game = No game is played here itself; name the one to end with `game:<id>`:
name-the-game-line = game:{ $id }: { $white } v { $black } ({ $variant }), { $link }

## Draw offers and takebacks

draw-offered = { $by } offers a draw.
takeback-asked = { $by } asks to take back their last move.
draw-answer = { $to }: `draw accept` or `draw decline`.
takeback-answer = { $to }: `takeback accept` or `takeback decline`.
draw-declined = { $by } declined the draw offer. Play on.
takeback-declined = { $by } declined the takeback. Play on.
bot-takebacks-unrated = Takebacks against the bot are for unrated games (`challenge ... rated:no`).
taken-back = { $by } agreed to take back { $moves }. { $player } ({ $side }) to move.

## Conditional moves (premove)

premoves-none = You have no conditional moves in game { $game }. While your opponent is to move, `premove <their move> <your reply> ...` stores a line.
premoves-listed = Your conditional moves in game { $game }:
# One step of a line: their move, then your reply.
premove-step = { $theirs } → { $yours }
premove-then = {", then "}
premoves-hint = (their move → your reply; a move of theirs no line expects clears them all; `premove clear` removes them)
premove-stored = Stored; only you see it.
premoves-cleared = Removed your { $count ->
    [one] { $count } conditional line
   *[other] { $count } conditional lines
} in game { $game }.
premove-not-in-public = Everyone in this room can read your message, your opponent too, so I did not store these conditional moves. Send them to me in our direct room, where only you see them: `premove { $game }<moves>`.
premove-send-here = Send your conditional moves here, where only you see them: `premove { $game }<their move> <your reply> ...`.

## Vacations

vacation-days = Vacation days this year: { $used } of { $per_year } used, { $left } left.
vacation-until = You are on vacation until { $until }; `vacation end` when you are back.
vacation-none = You are not on vacation. `vacation <days>` stops your clocks in correspondence games (an hour or more per move) while you are away.
vacation-started = You are on vacation until { $until }. Your clocks in correspondence games wait until then ({ $paused } running now, and any that starts meanwhile); your opponents see that you are away. `vacation end` if you come back sooner.
vacation-ended = Welcome back! Your clocks run again; each deadline moved by the time you were away.
# Under a board: "Bob away until 21 Nov".
away-caption = { $name } away until { $until }

## How fast a game is played

pace-per-move = { $time } per move
pace-clock = { $clock } on the clock
