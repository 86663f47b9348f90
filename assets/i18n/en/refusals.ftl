# What a user is told when their command is refused. Nothing was changed by it.

no-game-in-progress = There is no game in progress here. Start one with `challenge`.
plays-in-threads = You play { $count } games in threads of this room; send your command in the thread of the game it is for:
# One of those games: "Ann v Bob (Suction Chess): <link>"
plays-in-threads-line = { $white } v { $black } ({ $variant }): { $link }
adjudicate-for-moderators = Only moderators end other players' games (on Discord Manage Channels or Manage Server; on Matrix a power level of 50). Nothing was changed.
adjudicate-own-game = You play in this game, so it is not yours to decide: resign or offer a draw instead. Nothing was changed.
no-game-played-here = No game has been played here yet. Start one with `challenge`.
no-game-to-replay = No game has been played here yet.
still-playing-here = The game here is still being played: its analysis comes once it has ended (the engine's help is not for games in progress).
no-finished-game-here = No game has ended here yet. Name another with `analysis game:<id>`.
still-played = Game { $id } is still being played: its analysis comes once it has ended (the engine's help is not for games in progress).
no-puzzle-here = There is no puzzle here to solve. `puzzle` shows one.
daily-for-moderators = Only moderators turn the daily puzzle on or off (on Discord Manage Server or Manage Channels; on Matrix a power level of 50).
nothing-to-analyse = Game { $id } ended before its first move: there is nothing to analyse.
no-such-game = There is no game { $id }.
no-such-game-here = There is no game { $id } here.
game-over = Game { $id } is over.
not-a-player = Only the players ({ $white } and { $black }) can do that in this game.
not-your-turn = It is not your turn: { $next } ({ $side }) is to move.
no-move-waiting = It is not your move in any game. `games` lists them.
illegal = `{ $text }` is not a legal move: { $error }.
move-raced = The position changed while your move was being checked (another move came first). Look at the `board` and try again.
move-out-of-time = Your time has run out: the move was not played, and the game is lost on time (or drawn, if your opponent could not win).
widgets-in-matrix-rooms = The board widget is for Matrix rooms: here, use `web` for your own link to the board.
widget-for-moderators = Only the room's moderators (power level 50 or more) can add or remove the board widget.
position-moved = The position changed while the move was being thought out.
pick-expired = That menu was for an earlier position: nothing was played. Press Move again for the board as it is now.
game-changed = The game changed just now; try again.
game-changed-look = The game changed just now; look at the `board` and try again.
not-on-the-board = { $square } is not on the board.
no-piece-on = There is no piece on { $square }.
opponents-piece = The { $piece } on { $square } is { $owner }'s, and it is { $to_move }'s turn.
piece-cannot-move = The { $piece } on { $square } has no legal move.
no-drop = No { $piece } can come from the hand now.
own-challenge = That is your own challenge; `cancel` withdraws it.
game-here = A game is already being played here ({ $white } v { $black }). Start yours in another channel or thread.
game-there = A game is already being played there ({ $white } v { $black }); accept when it is over, or play in another channel.
challenge-yourself = You cannot challenge yourself.
challenge-waiting = You already have a challenge waiting here ({ $variant } to { $to }); `cancel` it first.
too-many-challenges = { $most } challenges are already waiting here; accept one, or wait until some are answered or expire.
challenged-just-now = You made a challenge here just now; `cancel` it first.
no-challenge-to-accept = There is no challenge here to accept. Make one with `challenge`.
no-challenge-to-decline = There is no challenge here to decline.
no-challenge-to-cancel = There is no challenge here to cancel.
challenges-for-others = { $action ->
    [accept] The challenges here are made to others ({ $names }); only they can accept them.
   *[decline] The challenges here are made to others ({ $names }); only they can decline them.
}
challenge-for-other = { $action ->
    [accept] This challenge is for { $name }; only they can accept it.
   *[decline] This challenge is for { $name }; only they can decline it.
}
challenge-just-taken = That challenge was just taken or withdrawn.
open-challenge-not-declined = An open challenge cannot be declined; its challenger withdraws it with `cancel`.
only-challenger-cancels = Anyone may accept this open challenge; only { $challenger } can cancel it.
challenge-gone = That challenge is already gone.
no-own-challenge = You have no challenge waiting here; only a challenger can cancel their challenge.
challenge-no-longer-waiting = That challenge is no longer waiting: it was accepted, withdrawn or expired. `challenges` lists those waiting here.
no-challenge-from = { $name } has no challenge waiting here. `challenges` lists those waiting.
draw-not-offered = { $by } has not offered a draw. `draw` offers one.
takeback-not-asked = { $by } has not asked for a takeback.
draw-already-offered = You have already offered a draw; { $to } can `draw accept` or `draw decline`.
takeback-already-asked = You have already asked; { $to } can `takeback accept` or `takeback decline`.
no-draw-offer-from = There is no draw offer from { $from } to decline.
no-takeback-request-from = There is no takeback request from { $from } to decline.
no-own-move-to-take-back = You have no move to take back.
no-move-to-take-back = There is no move to take back.
which-variant = Which variant's '{ $topic }'? Say `rules <variant> { $topic }`; the variants are { $variants }.
no-such-topic = { $variant } has no topic '{ $topic }'. Its topics: { $topics }.
picture-unavailable = That picture cannot be drawn right now, sorry.
line-not-in-pairs = A line is your opponent's move and your reply, in pairs: `premove e7e5 g1f3 b8c6 f1b5`.
line-too-long = A line has at most { $most } moves.
your-move-now = It is your move: play it with `move`. Conditional moves are for your opponent's turn.
line-outlasts-game = The game would be over before move { $at } of the line, `{ $text }`.
line-illegal-yours = Move { $at } of the line (your move), `{ $text }`, is not legal there: { $error }.
line-illegal-theirs = Move { $at } of the line ({ $by }'s move), `{ $text }`, is not legal there: { $error }.
line-stored = You have stored that line already.
line-conflict = A stored line answers { $after } with { $stored }, this one with { $new }: one answer per move. `premove clear` first to change it.
too-many-lines = You have { $most } lines in this game already; `premove clear` first.
game-moved-on = The game moved on just now; look at the `board` and try again.
not-on-vacation = You are not on vacation.
on-vacation-until = You are on vacation until { $until } already; `vacation end` first to take another.
vacation-length = A vacation lasts 1 to { $most } days.
vacation-days-left = You have { $left ->
    [one] { $left } day
   *[other] { $left } days
} of vacation left this year ({ $per_year } a year, { $used } used).
language-for-moderators = Only moderators set the room's language (on Matrix a power level of 50). Nothing was changed; `language <code>` sets yours.

no-board-pages = This Kibitz serves no web pages, so there is no board to play on: its admin can turn them on (`--http` with `KIBITZ_PUBLIC_URL`).
