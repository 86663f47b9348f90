# What players look up: a game's board, their games, a game's record, replays, move maps, the
# web pages.

## Games

# "Ann v Bob, Suction Chess"
game-title = { $white } v { $black }, { $variant }
# "Bob (Black) to move."
game-to-move = { $player } ({ $side }) to move.
no-games = You have no games in progress. Start one with `challenge`.
your-games = Your games ({ $count }), most urgent first:
your-move-marked = **your move**
player-to-move = { $player } to move
games-line = { $white } v { $black } in { $link } ({ $variant }, move { $number }): { $whose }
games-line-left = { $white } v { $black } in { $link } ({ $variant }, move { $number }): { $whose }, { $left } left
games-next-hint = Say `next` for the board of the first game where it is your move.
next-game = Your move in { $white } v { $black } ({ $variant }) in { $link }.
next-game-left = Your move in { $white } v { $black } ({ $variant }) in { $link }, { $left } left.

## A game's record

in-progress = In progress.
history = { $white } v { $black }, { $variant }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}. { $status }
record-caption = The record of game { $id } in PGN
# "Ann v Bob, Suction Chess, 31 moves" (of a game over) or "..., 31 moves so far".
replayed = { $finished ->
    [yes] { $white } v { $black }, { $variant }, { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }
   *[no] { $white } v { $black }, { $variant }, { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    } so far
}
replay = Replay of game { $id }: { $game }.
replay-caption = Replay: { $game }
exported-none = You have no finished games yet.
exported = Your { $count ->
    [one] { $count } finished game
   *[other] { $count } finished games
}, in PGN.
# A game record's `Event` tag (PGN).
pgn-event = Kibitz game { $id }
export-caption = { $player }'s { $count ->
    [one] { $count } finished game
   *[other] { $count } finished games
}

## Rules

which-rules = Say `rules <variant>` for the rules of one.
rules-with-pictures = **Rules with pictures:** { $topics } (say `rules { $variant } <topic>` for one).
rule = **{ $title }**: { $text }
diagram-caption = { $variant }: { $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic } ({ $variant }): { $title }

## Move maps (moves)

# Which moves were asked for: all, one piece's, or a piece in hand's drops.
moves-of = { $which ->
    [piece] of the { $piece } on { $square }
    [drops] of a { $piece } from the hand
   *[all] {""}
}
moves-listed = { $count } legal moves { moves-of } for { $player } ({ $side }): { $moves }
moves-listed-all = { $count } legal moves for { $player } ({ $side }): { $moves }
moves-more = … and { $more } more
# The line under the map: "3 legal moves of the knight on g1"
map-line = { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
}
map-line-of = { $count ->
    [one] { $count } legal move { moves-of }
   *[other] { $count } legal moves { moves-of }
}
map-caption = Move map: { $line }

## Web pages

game-page-link = Game page: { $url }
tournament-page-link = Tournament page: { $url }
page-moves = Moves
page-no-moves = No move has been played yet.
page-first = Start
page-previous = Back
page-next = Forward
page-last = Latest
page-keys-hint = The arrow keys step through the moves.
page-download-pgn = Download the PGN
page-analysis = Analysis
page-analysis-alt = White's winning chances move by move, with the mistakes marked
page-live = This page follows the game as it is played.
page-standings = Standings
page-standings-alt = The standings as a table
page-pairings = Pairings
page-not-found = Not found
page-not-found-text = There is no page here. Links to games come in Kibitz's own messages.
page-footer = Kibitz: chess variants in Discord and Matrix
board-alt-move = The board after move { $number } ({ $notation }), { $title }
board-alt-start = The board at the start, { $title }

## language

language-saved = Saved.
language-yours = I speak { $language } to you.
language-from-client = I speak { $language } to you, the language of your Discord client.
language-following-room = You have chosen no language, so I speak this room's to you: { $language }.
language-room = What I post here unasked is in { $language }.
language-room-none = This room has no language of its own: what I post here unasked is in English.
language-spoken = I speak { $languages }; `language <code>` chooses one, `language auto` follows the room.

board-link = Your board for game { $game }, to play by clicking: { $url }
    Only you see this link, and anyone who has it can play for you: keep it to yourself. `web revoke` ends it.
board-widget-on = The board is now in this room's widgets: open it to play your games, vote with your team or watch, signed in as yourself.
board-widget-off = The board widget is removed from this room.
board-links-revoked = { $count ->
    [0] You had no link to game { $game }'s board.
    [one] Your link to game { $game }'s board no longer works.
   *[other] Your { $count } links to game { $game }'s board no longer work.
}
play-you-play = You play { $side }.
play-square-piece = { $square }: { $piece } ({ $side })
play-square-empty = { $square }: empty
play-hand-piece = { $piece } ({ $side }), { $count } in hand
play-in-hand = In hand ({ $side })
play-board-label = The board, from your side: choose a piece, then the square it goes to.
play-keys-hint = Tab to a square and press Enter to choose a piece or play to it; Escape lets go.
play-move-box = Type a move, as Nf3
play-move-button = Play
play-resign = Resign
play-resign-confirm = Press again to resign
play-offer-draw = Offer a draw
play-accept-draw = Accept the draw
play-decline-draw = Decline the draw
play-draw-offered = Your opponent offers a draw.
play-ask-takeback = Ask to take back
play-accept-takeback = Allow the takeback
play-decline-takeback = Refuse the takeback
play-takeback-asked = Your opponent asks to take back their move.
play-promote = Which piece?
play-cancel = Cancel
play-place-one = This pawn alone
play-turn-over = Turn a rook over
play-read-only = The game is over: this board is only to look at.
play-moved-on = The game moved on before your move: nothing was played. This is the board as it is now.
play-needs-script = This board needs JavaScript to play.
play-no-link = This link opens no board
play-no-link-text = It was ended with `web revoke`, or it was never given. Ask for a new one with `web` in the game's channel.
play-signin-failed = Kibitz could not tell who you are: your chat client did not vouch for you. Close the board and open it again, and allow it to confirm your identity when asked.
play-no-game = No game is being played here yet. Challenge someone with `challenge` in this channel, and the board shows it here.
play-supply-piece = { $piece } ({ $side }), to set up
play-last-move = { $player } played { $san }.
play-clock = { $side }'s clock
play-you-vote = Your team plays { $side }: a move you make here is your vote.
play-you-watch = You are watching, from { $side }'s side.
play-only-players = Only the players (and their teams, by vote) move in this game: you are watching.
