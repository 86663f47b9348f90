# Слова, общие для многих сообщений: стороны, варианты, фигуры, результаты, длительности,
# даты, списки и то, что может услышать любая команда.

## Sides

side-white = белые
side-black = чёрные

## Variants

variant-standard = Классические шахматы
variant-suction = Всасывающие шахматы
variant-shrink = Сжимающиеся шахматы
variant-swapper = Шахматы супергероев-сменщиков
variant-giveandtake = Шахматы «Дай и возьми»
variant-tradeup = Шахматы с повышением

## Pieces

piece-pawn = пешка
piece-knight = конь
piece-bishop = слон
piece-rook = ладья
piece-queen = ферзь
piece-king = король
piece-spearman = Копейщик
piece-valiant = Храбрец
piece-karateka = Каратист
piece-strongman = Силач
piece-mage = Маг
piece-upside-down-rook = перевёрнутая ладья
piece-any = фигура

## Reasons

reason-checkmate = мат
reason-stalemate = пат
reason-king-sucked = король втянут на первую горизонталь
reason-no-legal-move = нет ходов
reason-insufficient-material = недостаточно материала
reason-threefold-repetition = троекратное повторение
reason-hundred-half-moves = 100 полуходов без взятий, ходов пешкой, выставлений и повышений
reason-resignation = сдача
reason-timeout = время
reason-agreement = соглашение
reason-adjudication = решение арбитра

result-won = { $winner } ({ $side }) побеждает: { $reason }.
result-drawn = Ничья: { $reason }.

## Durations and moments

duration-seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунды
   *[many] { $n } секунд
}
duration-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[many] { $n } минут
}
duration-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[many] { $n } часов
}
duration-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[many] { $n } дней
}
duration-pair = { $larger } { $smaller }

weekday-1 = пн
weekday-2 = вт
weekday-3 = ср
weekday-4 = чт
weekday-5 = пт
weekday-6 = сб
weekday-7 = вс
month-1 = янв.
month-2 = февр.
month-3 = мар.
month-4 = апр.
month-5 = мая
month-6 = июн.
month-7 = июл.
month-8 = авг.
month-9 = сент.
month-10 = окт.
month-11 = нояб.
month-12 = дек.
date-day = { $weekday }, { $day } { $month } { $year }
date-time = { $weekday }, { $day } { $month } { $year }, { $time } UTC
date-short = { $day } { $month }

## Lists

list-separator = {", "}
list-and = {" и "}
list-or = {" или "}
anyone = любой
anyone-here = любой здесь

## What any command may be told

unreachable = База данных недоступна, поэтому ничего не сделано; попробуйте чуть позже.
failed = У Kibitz что-то пошло не так; посмотрите на `board`, прежде чем пробовать снова.
sent-to-direct-room = Эту комнату читают все, поэтому я отправил ответ в нашу личную комнату.
resign-question = Точно сдать эту партию? Поставьте 🏳️ под этим сообщением, чтобы подтвердить.
offline = Я был не в сети, когда вы это отправили; отправьте, пожалуйста, ещё раз.
too-fast = Вы отправляете команды слишком быстро; подождите несколько секунд и попробуйте снова.
already-handled = Это сообщение уже обработано.
not-saved = Не удалось сохранить, поэтому ничего не изменилось. Попробуйте, пожалуйста, ещё раз.

## Moves played

move-played = { $mover } сыграл(а) { $notation }.
move-played-conditional = { $mover } ({ $side }) сыграл(а) { $notation }, условный ход.
check = Шах!
to-move-left = Ход за { $player } ({ $side }), осталось { $left }.
away-until = { $name } в отпуске до { $until }
away-separator = {"; "}
thousands-separator = {" "}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = Ход: { $side }
status-setup-open = Расстановка: белые выставляют сменщика на 3-ю горизонталь или ходят
status-setup-reply = Расстановка: чёрные выставляют фигуру «{ $piece }» на 6-ю горизонталь
status-drop-phase = Фаза выставления · ход: { $side }
status-capture-phase = Фаза взятий · ход: { $side }
status-check = шах
status-won = Победа: { $side } ({ $reason })
status-drawn = Ничья ({ $reason })
status-last-move = последний ход { $move }
status-removed = убрано: { $lines }
status-file = вертикаль { $file }
status-rank = горизонталь { $rank }

## Buttons and a board's fields

button-resign = Сдаться
button-move = Ход
button-offer-draw = Предложить ничью
button-next-game = Следующая партия
button-show-solution = Показать решение
button-accept = Принять
button-decline = Отклонить
button-join = Записаться
button-leave = Выписаться
field-last-move = Последний ход
field-to-move = Ход
field-time-left = Осталось времени
board-title = { $white } — { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = Точно сдать эту партию?
button-yes-resign = Да, сдаться
button-no-play-on = Нет, играть дальше
play-on = Играем дальше!
time-range = Время на ход должно быть от 1 минуты до 14 дней.
one-time-unit = Укажите дни, часы или минуты на ход, а не несколько сразу.
other-bots = Другие боты играть не могут; вызовите человека или меня.
bot-level-range = Мой уровень — от 1 (новичок) до 8 (полная сила).
tournament-in-thread = Открывайте турнир в канале, а не в ветке: каждая его партия получает свою ветку в канале.
level-is-for-bot = Уровень — для партии против меня: выберите меня соперником.
notify-mode-with-event = Укажите `mode:on` или `mode:off` вместе с событием.
vacation-days-or-end = Либо `days`, чтобы уйти, либо `end`, чтобы вернуться, но не оба.
team-options-stray = `channel`, `vote` и `voters` — для командной партии: добавьте `team:True`.
widget-not-set = Я не могу менять виджеты этой комнаты: дайте мне такие права (модератора, 50) и попробуйте снова.

## The console's own words

console-acting-as = (теперь вы — { $name })
console-in-channel = (теперь в канале { $name })
console-as-takes-a-name = `as <user>` принимает имя из букв, цифр, _ - . (не больше { $max })
console-in-takes-a-name = `in <channel>` принимает имя из букв, цифр, _ - . (не больше { $max })
console-board-image = изображение доски

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = Партия идёт в { $thread }.
board-not-in-thread = Доску не удалось там показать; используйте /board в ветке.
board-not-shown = Доску не удалось показать; используйте /board.
whole-text-in-file = … (весь текст — в { $file })

button-play-on-board = Играть на доске
