# Analyses, puzzles and ratings.

## Analysis

analysis-head = Analysis of game { $id }: { $game } ({ $nodes } nodes a position).
accuracy = Accuracy: { $white } (White) { $white_accuracy }%, { $black } (Black) { $black_accuracy }%.
accuracy-none = Accuracy: not given, as only one side moved.
no-errors = No inaccuracies, mistakes or blunders.
# "Ann: 1 inaccuracy, no mistakes, 2 blunders."
errors-tally = { $player }: { $inaccuracies ->
    [0] no inaccuracies
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [0] no mistakes
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [0] no blunders
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}.
judgement = { $judgement ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
# "12. e2e4?! inaccuracy: White's chances 55% → 41%; better d2d4."
judged-move = { $move } { judgement }: { $side }'s chances { $before }% → { $after }%.
judged-move-better = { $move } { judgement }: { $side }'s chances { $before }% → { $after }%; better { $better }.
key-moment = Key moment: { $move }, { $player }'s chances fell from { $before }% to { $after }%.
key-moment-better = Key moment: { $move }, { $player }'s chances fell from { $before }% to { $after }%. { $better } was better.
analysing = Analysing game { $id }: { $done } of { $total } positions searched…
graph-caption = White's winning chances over game { $id }, move by move; dots mark inaccuracies (blue), mistakes (orange) and blunders (red)
key-board-caption = { $move } was played
key-board-caption-better = { $move } was played; { $better } was better
key-caption = Key moment of game { $id }: the position before { $move }
key-caption-better = Key moment of game { $id }: the position before { $move }; the arrow shows { $better }, the better move

## Puzzles

puzzle-goal = { $moves ->
    [one] find the move that wins
   *[other] find the winning line ({ $moves } moves of yours)
}
puzzle-shown = Puzzle { $id }, { $variant } (rated { $rating }; { $themes }): { $side } to move, { puzzle-goal }. Answer with `solve <move>`; `solve show` gives the solution.
puzzle-right-go-on = { $solver }: { $played } is right. The answer is { $reply }; your move again in puzzle { $id }.
puzzle-solved = { $solver }: { $played } is right. Puzzle { $id } solved!
puzzle-wrong = { $solver }: { $played } is not the move in puzzle { $id }. Try again, or `solve show` for the solution.
puzzle-solution = The solution of puzzle { $id }, for { $solver }: { $moves }.
puzzle-solved-already = You have solved puzzle { $id } already. `puzzle` gives you another.
puzzle-try-over = Your try at puzzle { $id } is over. `puzzle` gives you another.
daily-on = A puzzle will be posted here every day at 12:00 UTC, the first one now. `puzzle daily off` stops them.
daily-already-on = Already on. A puzzle will be posted here every day at 12:00 UTC, the first one now. `puzzle daily off` stops them.
daily-off = No more daily puzzles here. `puzzle daily on` brings them back.
daily-none = There are no daily puzzles here to stop.
puzzle-of-the-day = The puzzle of { $day }:
puzzle-rating-moved = Puzzle rating in { $variant }: { $before } → { $after }.
no-such-theme = No { $variant } puzzle has the theme '{ $theme }'. Its themes: { $themes }.
no-puzzle-left-theme = You have tried every { $variant } puzzle with the theme '{ $theme }'. Try another theme or variant.
no-puzzle-left = You have tried every { $variant } puzzle. Try another variant.

## Ratings

# "1523 ±120 (4 games)": the deviation doubled, a 95% range.
rating = { $rating } ±{ $range } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
puzzle-rating = { $rating } ±{ $range } ({ $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
})
among = { $in_server ->
    [yes] this server's players
   *[no] all players
}
no-rated-games = No rated games of { $variant } between { among } yet.
ratings-in = Ratings in { $variant } among { among } (Glicko-2):
ratings-you = You: #{ $rank } of { $of }, { $rating }
bot-levels = The bot's levels, from games against it:
bot-level = level { $level }: { $rating }
no-ratings-yet = You have no rated games yet. `ratings <variant>` shows the best players of a variant.
ratings-of = { $player }'s ratings (Glicko-2), ranked among { among }:
rating-ranked = { $variant }: { $rating }, #{ $rank } of { $of }
rating-of-variant = { $variant }: { $rating }
against-bot = Against the bot (kept apart):
puzzles = Puzzles:
ratings-global-hint = (`ratings global` for all players everywhere.)
