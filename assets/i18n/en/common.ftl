# The words many messages share: sides, variants, pieces, results, durations, dates, lists,
# and what any command may be told.

## Sides

side-white = White
side-black = Black

## Variants

variant-standard = Standard Chess
variant-suction = Suction Chess
variant-shrink = Shrink Chess
variant-swapper = Swapper Superheroes Chess
variant-giveandtake = Give & Take Chess
variant-tradeup = Trade-up Chess

## Pieces, as texts name them (move input keeps the English letters)

piece-pawn = pawn
piece-knight = knight
piece-bishop = bishop
piece-rook = rook
piece-queen = queen
piece-king = king
piece-spearman = Spearman
piece-valiant = Valiant
piece-karateka = Karateka
piece-strongman = Strongman
piece-mage = Mage
piece-upside-down-rook = upside-down rook
# A piece of any kind.
piece-any = piece

## Why a game ended: "... wins by { $reason }", "Draw by { $reason }".

reason-checkmate = checkmate
reason-stalemate = stalemate
reason-king-sucked = king sucked to the first rank
reason-no-legal-move = no legal move
reason-insufficient-material = insufficient material
reason-threefold-repetition = threefold repetition
reason-hundred-half-moves = 100 half-moves without capture, pawn move, drop or trade-up
reason-resignation = resignation
reason-timeout = time
reason-agreement = agreement
reason-adjudication = adjudication

# "Ann (White) wins by checkmate."
result-won = { $winner } ({ $side }) wins by { $reason }.
result-drawn = Draw by { $reason }.

## Durations and moments

duration-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
# Two units of a duration: "2 days 3 hours".
duration-pair = { $larger } { $smaller }

weekday-1 = Mon
weekday-2 = Tue
weekday-3 = Wed
weekday-4 = Thu
weekday-5 = Fri
weekday-6 = Sat
weekday-7 = Sun
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec
# "Thu 3 Dec 2026"
date-day = { $weekday } { $day } { $month } { $year }
# "Thu 3 Dec 2026, 14:00 UTC"
date-time = { $weekday } { $day } { $month } { $year }, { $time } UTC
# Short, under a board: "3 Dec"
date-short = { $day } { $month }

## Lists

# Between the items of a list: "Ann, Bob".
list-separator = {", "}
# Between the last two of those who share a first place: "Ann and Bob".
list-and = {" and "}
list-or = {" or "}
anyone = anyone
anyone-here = anyone here

## What any command may be told

unreachable = The database is unreachable, so nothing was done; try again shortly.
failed = Something went wrong on Kibitz's side; look at the `board` before trying again.
sent-to-direct-room = Everyone here reads this room, so I sent you the answer in our direct room.
resign-question = Really resign this game? React 🏳️ to this message to confirm.
offline = I was offline when you sent this; please send it again.
too-fast = You are sending commands too fast; wait a few seconds and try again.
already-handled = This message was handled already.
not-saved = Something went wrong saving that, so nothing was changed. Please try again.

## Moves played

# "Ann played e2e4."
move-played = { $mover } played { $notation }.
move-played-conditional = { $mover } ({ $side }) played { $notation }, a conditional move.
check = Check!
# "Bob (Black) to move, 3 days left."
to-move-left = { $player } ({ $side }) to move, { $left } left.
away-until = { $name } is on vacation until { $until }
away-separator = {"; "}
# Between groups of three digits: "100,000".
thousands-separator = {","}
# A number alone, as the language writes it: "7.25".
number = { $n }

## The line under a board

# Its parts, joined by " · ".
status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = { $side } to move
status-setup-open = Setup: White drops a swapper on rank 3 or moves
status-setup-reply = Setup: Black drops a { $piece } on rank 6
status-drop-phase = Drop phase · { $side } to move
status-capture-phase = Capture phase · { $side } to move
status-check = check
status-won = { $side } wins by { $reason }
status-drawn = Draw by { $reason }
# The last move, in SAN (which says what kind of move it was).
status-last-move = last move { $move }
# Lines a Shrink Chess move took off the board: "file a and rank 8".
status-removed = removed { $lines }
status-file = file { $file }
status-rank = rank { $rank }

## Buttons and a board's fields, where platforms show them

button-resign = Resign
button-move = Move
button-offer-draw = Offer draw
button-next-game = Next game
button-show-solution = Show solution
button-accept = Accept
button-decline = Decline
button-join = Join
button-leave = Leave
field-last-move = Last move
field-to-move = To move
field-time-left = Time left
board-title = { $white } v { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = Really resign this game?
button-yes-resign = Yes, resign
button-no-play-on = No, play on
play-on = Play on!
time-range = The time per move must be from 1 minute to 14 days.
one-time-unit = Give one of days, hours or minutes per move, not several.
other-bots = Other bots cannot play; challenge a person, or me.
bot-level-range = My level goes from 1 (a beginner) to 8 (full strength).
tournament-in-thread = Open a tournament in a channel, not in a thread: each of its games gets a thread of its own under the channel.
level-is-for-bot = A level is for a game against me: choose me as the opponent.
notify-mode-with-event = Say `mode:on` or `mode:off` with the event.
vacation-days-or-end = Either `days` to go away or `end` to come back, not both.
team-options-stray = `channel`, `vote` and `voters` are for a team game: add `team:True`.
widget-not-set = I cannot change this room's widgets: give me the power to (a moderator's, 50), then try again.

## The console's own words

console-acting-as = (now acting as { $name })
console-in-channel = (now in channel { $name })
console-as-takes-a-name = `as <user>` takes a name of letters, digits, _ - . (at most { $max })
console-in-takes-a-name = `in <channel>` takes a name of letters, digits, _ - . (at most { $max })
console-board-image = board image

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = The game is in { $thread }.
board-not-in-thread = Its board could not be posted there; use /board in the thread.
board-not-shown = The board could not be shown; use /board.
whole-text-in-file = … (the whole text is in { $file })

button-play-on-board = Play on the board
