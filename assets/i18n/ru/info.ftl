# Что смотрят игроки: доску партии, свои партии, записи партий, повторы, карты ходов,
# веб-страницы.

## Games

game-title = { $white } — { $black }, { $variant }
game-to-move = Ход за { $player } ({ $side }).
no-games = У вас нет идущих партий. Начните партию командой `challenge`.
your-games = Ваши партии ({ $count }), самые срочные сначала:
your-move-marked = **ваш ход**
player-to-move = ходит { $player }
games-line = { $white } — { $black } в { $link } ({ $variant }, ход { $number }): { $whose }
games-line-left = { $white } — { $black } в { $link } ({ $variant }, ход { $number }): { $whose }, осталось { $left }
games-next-hint = Напишите `next`, чтобы увидеть доску первой партии, где ваш ход.
next-game = Ваш ход в партии { $white } — { $black } ({ $variant }) в { $link }.
next-game-left = Ваш ход в партии { $white } — { $black } ({ $variant }) в { $link }, осталось { $left }.

## A game's record

in-progress = Идёт.
history = { $white } — { $black }, { $variant }, { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}. { $status }
record-caption = Запись партии { $id } в PGN
replayed = { $finished ->
    [yes] { $white } — { $black }, { $variant }, { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    }
   *[no] { $white } — { $black }, { $variant }, пока { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    }
}
replay = Повтор партии { $id }: { $game }.
replay-caption = Повтор: { $game }
exported-none = У вас ещё нет законченных партий.
exported = Ваши законченные партии ({ $count }) в PGN.
# A game record's `Event` tag (PGN).
pgn-event = Партия Kibitz № { $id }
export-caption = Законченные партии { $player } ({ $count })

## Rules

which-rules = Напишите `rules <variant>`, чтобы узнать правила одного из них.
rules-with-pictures = **Правила с картинками:** { $topics } (напишите `rules { $variant } <topic>` для одного).
rule = **{ $title }**: { $text }
diagram-caption = { $variant }: { $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic } ({ $variant }): { $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] фигуры «{ $piece }» на { $square }
    [drops] фигуры «{ $piece }» из запаса
   *[all] {""}
}
moves-listed = Допустимые ходы { moves-of } ({ $count }) для { $player } ({ $side }): { $moves }
moves-listed-all = Допустимые ходы ({ $count }) для { $player } ({ $side }): { $moves }
moves-more = … и ещё { $more }
map-line = Допустимых ходов: { $count }
map-line-of = Допустимых ходов { moves-of }: { $count }
map-caption = Карта ходов: { $line }

## Web pages

game-page-link = Страница партии: { $url }
tournament-page-link = Страница турнира: { $url }
page-moves = Ходы
page-no-moves = Ещё не сделано ни одного хода.
page-first = В начало
page-previous = Назад
page-next = Вперёд
page-last = Последний
page-keys-hint = Стрелки на клавиатуре листают ходы.
page-download-pgn = Скачать PGN
page-analysis = Анализ
page-analysis-alt = Шансы белых на победу ход за ходом, с отмеченными ошибками
page-live = Эта страница следит за партией, пока она идёт.
page-standings = Таблица
page-standings-alt = Турнирная таблица картинкой
page-pairings = Пары
page-not-found = Не найдено
page-not-found-text = Здесь нет страницы. Ссылки на партии приходят в сообщениях Kibitz.
page-footer = Kibitz: шахматные варианты в Discord и Matrix
board-alt-move = Доска после хода { $number } ({ $notation }), { $title }
board-alt-start = Доска в начале, { $title }

## language

language-saved = Сохранено.
language-yours = Я говорю с вами на языке: { $language }.
language-from-client = Я говорю с вами на языке вашего клиента Discord: { $language }.
language-following-room = Вы не выбрали язык, поэтому я говорю с вами на языке этой комнаты: { $language }.
language-room = То, что я публикую здесь сам, — на языке: { $language }.
language-room-none = У этой комнаты нет своего языка: то, что я публикую здесь сам, — на английском.
language-spoken = Я говорю на языках: { $languages }; `language <code>` выбирает один, `language auto` следует за комнатой.

board-link = Ваша доска для партии { $game }, чтобы играть щелчками: { $url }
    Эту ссылку видите только вы, и любой, у кого она есть, может ходить за вас: никому её не давайте. `web revoke` её отменяет.
board-widget-on = Доска теперь среди виджетов этой комнаты: откройте её, чтобы играть свои партии, голосовать с командой или смотреть — под своим именем.
board-widget-off = Виджет доски убран из этой комнаты.
board-links-revoked = { $count ->
    [0] У вас не было ссылок на доску партии { $game }.
    [one] Ваша ссылка на доску партии { $game } больше не работает.
   *[other] Ваши ссылки на доску партии { $game } ({ $count }) больше не работают.
}
play-you-play = Вы играете за { $side }.
play-square-piece = { $square }: { $piece } ({ $side })
play-square-empty = { $square }: пусто
play-hand-piece = { $piece } ({ $side }), в руке: { $count }
play-in-hand = В руке ({ $side })
play-board-label = Доска с вашей стороны: выберите фигуру, затем поле, куда она идёт.
play-keys-hint = Tab ведёт по полям; Enter выбирает фигуру или делает ход на поле; Escape отменяет выбор.
play-move-box = Введите ход, например Кf3
play-move-button = Ходить
play-resign = Сдаться
play-resign-confirm = Нажмите ещё раз, чтобы сдаться
play-offer-draw = Предложить ничью
play-accept-draw = Принять ничью
play-decline-draw = Отклонить ничью
play-draw-offered = Соперник предлагает ничью.
play-ask-takeback = Попросить вернуть ход
play-accept-takeback = Разрешить вернуть ход
play-decline-takeback = Не разрешать вернуть ход
play-takeback-asked = Соперник просит вернуть свой ход.
play-promote = Какая фигура?
play-cancel = Отмена
play-place-one = Только эта пешка
play-turn-over = Перевернуть ладью
play-read-only = Партия окончена: на этой доске можно только смотреть.
play-moved-on = Партия продвинулась до вашего хода: ничего не сыграно. Вот доска, какая она сейчас.
play-needs-script = Чтобы играть на этой доске, нужен JavaScript.
play-no-link = Эта ссылка не открывает доску
play-no-link-text = Её отменили командой `web revoke`, или её никогда не выдавали. Попросите новую командой `web` в канале партии.
play-signin-failed = Kibitz не смог определить, кто вы: ваш чат-клиент этого не подтвердил. Закройте доску, откройте её снова и разрешите подтвердить вашу личность, когда спросят.
play-no-game = Здесь пока не играется ни одной партии. Вызовите кого-нибудь командой `challenge` в этом канале, и доска покажет партию здесь.
play-supply-piece = { $piece } ({ $side }), для расстановки
play-last-move = { $player } сыграл(а) { $san }.
play-clock = Часы: { $side }
play-you-vote = Ваша команда играет за { $side }: ход, сделанный здесь, — ваш голос.
play-you-watch = Вы наблюдаете со стороны: { $side }.
play-only-players = В этой партии ходят только игроки (и их команды голосованием): вы наблюдаете.
