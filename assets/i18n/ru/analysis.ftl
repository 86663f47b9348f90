# Анализ, задачи и рейтинги.

## Analysis

analysis-head = Анализ партии { $id }: { $game } ({ $nodes } узлов на позицию).
accuracy = Точность: { $white } (белые) { $white_accuracy }%, { $black } (чёрные) { $black_accuracy }%.
accuracy-none = Точность: не указана, так как ходила только одна сторона.
no-errors = Ни неточностей, ни ошибок, ни зевков.
errors-tally = { $player }: { $inaccuracies ->
    [0] без неточностей
    [one] { $inaccuracies } неточность
    [few] { $inaccuracies } неточности
   *[many] { $inaccuracies } неточностей
}, { $mistakes ->
    [0] без ошибок
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
   *[many] { $mistakes } ошибок
}, { $blunders ->
    [0] без зевков
    [one] { $blunders } зевок
    [few] { $blunders } зевка
   *[many] { $blunders } зевков
}.
judgement = { $judgement ->
    [inaccuracy] неточность
    [mistake] ошибка
   *[blunder] зевок
}
judged-move = { $move } { judgement }: шансы стороны «{ $side }» { $before }% → { $after }%.
judged-move-better = { $move } { judgement }: шансы стороны «{ $side }» { $before }% → { $after }%; лучше { $better }.
key-moment = Ключевой момент: { $move }, шансы { $player } упали с { $before }% до { $after }%.
key-moment-better = Ключевой момент: { $move }, шансы { $player } упали с { $before }% до { $after }%. Лучше было { $better }.
analysing = Анализ партии { $id }: просмотрено позиций { $done } из { $total }…
graph-caption = Шансы белых на победу в партии { $id }, ход за ходом; точки отмечают неточности (синие), ошибки (оранжевые) и зевки (красные)
key-board-caption = сыграно { $move }
key-board-caption-better = сыграно { $move }; лучше было { $better }
key-caption = Ключевой момент партии { $id }: позиция перед { $move }
key-caption-better = Ключевой момент партии { $id }: позиция перед { $move }; стрелка показывает { $better }, лучший ход

## Puzzles

puzzle-goal = { $moves ->
    [one] найдите выигрывающий ход
   *[other] найдите выигрывающую линию (ваших ходов: { $moves })
}
puzzle-shown = Задача { $id }, { $variant } (рейтинг { $rating }; { $themes }): ход за стороной «{ $side }», { puzzle-goal }. Отвечайте командой `solve <move>`; `solve show` покажет решение.
puzzle-right-go-on = { $solver }: { $played } — верно. Ответ: { $reply }; снова ваш ход в задаче { $id }.
puzzle-solved = { $solver }: { $played } — верно. Задача { $id } решена!
puzzle-wrong = { $solver }: { $played } — не тот ход в задаче { $id }. Попробуйте ещё раз или `solve show` для решения.
puzzle-solution = Решение задачи { $id } для { $solver }: { $moves }.
puzzle-solved-already = Задачу { $id } вы уже решили. `puzzle` даст другую.
puzzle-try-over = Ваша попытка в задаче { $id } окончена. `puzzle` даст другую.
daily-on = Здесь каждый день в 12:00 UTC будет публиковаться задача, первая — сейчас. `puzzle daily off` отключает их.
daily-already-on = Уже включено. Здесь каждый день в 12:00 UTC будет публиковаться задача, первая — сейчас. `puzzle daily off` отключает их.
daily-off = Ежедневных задач здесь больше не будет. `puzzle daily on` вернёт их.
daily-none = Здесь нет ежедневных задач, которые можно отключить.
puzzle-of-the-day = Задача дня, { $day }:
puzzle-rating-moved = Рейтинг задач в варианте «{ $variant }»: { $before } → { $after }.
no-such-theme = Ни у одной задачи варианта «{ $variant }» нет темы '{ $theme }'. Его темы: { $themes }.
no-puzzle-left-theme = Вы пробовали все задачи варианта «{ $variant }» с темой '{ $theme }'. Попробуйте другую тему или вариант.
no-puzzle-left = Вы пробовали все задачи варианта «{ $variant }». Попробуйте другой вариант.

## Ratings

rating = { $rating } ±{ $range } ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
})
puzzle-rating = { $rating } ±{ $range } ({ $puzzles ->
    [one] { $puzzles } задача
    [few] { $puzzles } задачи
   *[many] { $puzzles } задач
})
among = { $in_server ->
    [yes] игроков этого сервера
   *[no] всех игроков
}
no-rated-games = Среди { among } ещё нет рейтинговых партий в варианте «{ $variant }».
ratings-in = Рейтинги в варианте «{ $variant }» среди { among } (Glicko-2):
ratings-you = Вы: № { $rank } из { $of }, { $rating }
bot-levels = Уровни бота по партиям против него:
bot-level = уровень { $level }: { $rating }
no-ratings-yet = У вас ещё нет рейтинговых партий. `ratings <variant>` покажет лучших игроков варианта.
ratings-of = Рейтинги { $player } (Glicko-2), место среди { among }:
rating-ranked = { $variant }: { $rating }, № { $rank } из { $of }
rating-of-variant = { $variant }: { $rating }
against-bot = Против бота (отдельно):
puzzles = Задачи:
ratings-global-hint = (`ratings global` — все игроки отовсюду.)
