# Турниры.

tournament-title = { $name } (турнир { $id })
tournament-format = { $format ->
    [swiss] швейцарская система (голландская система ФИДЕ)
    [roundrobin] круговой турнир
   *[double] двухкруговой турнир
}
tournament-rounds = { $rounds ->
    [swiss] число туров задаётся при старте по числу игроков
    [all] столько туров, сколько нужно, чтобы все встретились
   *[n] { $n ->
        [one] { $n } тур
        [few] { $n } тура
       *[many] { $n } туров
    }
}
tournament-state = { $state ->
    [open] открыт для записи
    [running] идёт
    [finished] завершён
   *[cancelled] отменён
}
tournament-terms = { $variant }, { $format }, { $rounds }, { $time } на ход, { $rated ->
    [yes] рейтинговый
   *[no] без рейтинга
}
board-caption = Тур { $round }, доска { $board }
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0 за неявку
   *[black-forfeit] 0-1 за неявку
}
pairing-line = Доска { $board }: { $white } (белые) — { $black } (чёрные)
pairing-in = в { $link }
bye-line = Свободен: { $player } ({ $points } { $half ->
    [2] очко
   *[other] очка
})
table-place = #
table-player = Игрок
table-points = Очки
tiebreak-wins = Победы
withdrawn-name = { $name } (выбыл)
table-more = и ещё { $count }
after-rounds = { $after ->
    [0] до 1-го тура
    [1] после 1-го тура
   *[other] после { $after }-го тура
}
standings-head = Место. Игрок: очки ({ $tiebreaks })
standing-line = { $place }. { $name }: { $points } ({ $tiebreaks })
standing-line-withdrawn = { $place }. { $name } (выбыл): { $points } ({ $tiebreaks })
tournament-created = { $organiser } открыл(а) { $title }: { $terms }. Записывайтесь командой `tournament join` (`tournament join id:{ $id }`, где открыто несколько); { $organiser } запускает его командой `tournament start`.
tournament-created-max = { $organiser } открыл(а) { $title }: { $terms }, не больше { $max } игроков. Записывайтесь командой `tournament join` (`tournament join id:{ $id }`, где открыто несколько); { $organiser } запускает его командой `tournament start`.
tournament-shown = { $title }: { $terms }, организатор { $organiser }; { $state }.
tournament-round-of = Тур { $round } из { $rounds }: решено партий { $decided } из { $boards }.
tournament-players = Игроки ({ $count }): { $players }.
tournament-no-players = Игроки (0): пока никого.
tournament-joined = { $player } записался(ась) в { $title }; записано: { $count }.
tournament-left = { $player } покинул(а) { $title }; записано: { $count }.
tournament-withdrew = { $player } выбыл(а) из { $title } и больше не получит пар.
forfeit-win = { $opponent } выигрывает партию этого тура за неявку.
round-game-won = { $opponent } выигрывает партию этого тура.
tournament-started = { $title } начался, игроков: { $players }: { $terms }. Пары 1-го тура составлены; партии готовятся.
tournament-cancelled = { $title } отменён. Уже начатые партии продолжаются как обычные.
standings-of = Таблица { $title } { $after }:
pairings-of = { $title }, тур { $round }:
round-announced = Тур { $round } из { $rounds }, { $title }:
withdrawn-not-paired = Выбыли, без пар: { $names }.
tournament-over = { $title } завершён. Победитель: { $winner }. Итоговая таблица:
tournament-over-early = { $title } завершён. Он заканчивается до последнего тура: следующий тур составить не удалось (осталось слишком мало игроков или нет пар без повторных встреч). Победитель: { $winner }. Итоговая таблица:
paired-direct = Тур { $round }, { $title }: вы играете за сторону «{ $side }» против { $opponent } на доске { $board }, в { $link }.
board-begins = { $title }, тур { $round }, доска { $board }: { $white } (белые) — { $black } (чёрные). Ход за { $white }; { $time } на ход.
place-name = { $name } Т{ $round } Д{ $board }: { $white } — { $black }
tournament-exported = Запись { $title }: отчёт в формате ФИДЕ TRF-16 (для проверки пар в bbpPairings или JaVaFo){ $games ->
    [0] {""}
    [1] {" "}и его партия в PGN
   *[other] {" "}и его партии ({ $games }) в одном файле PGN
}.
report-caption = Отчёт TRF-16, { $title }
standings-caption = Таблица, { $title }
games-caption = Партии { $title } ({ $games }) в PGN

## Refusals

tournament-none-here = Здесь нет турнира. Организатор открывает его командой `tournament create variant:<variant> format:swiss|roundrobin|double`.
tournament-no-such = Турнира { $id } нет.
tournament-which-item = { $name } (`id:{ $id }`)
tournament-which = Здесь может иметься в виду несколько турниров: { $list }. Укажите один по id.
tournament-organisers-only = Открывать турнир здесь могут только организаторы (в Discord: «Управлять сервером» или «Управлять событиями»; в Matrix: уровень прав 50).
tournament-not-organiser = Это может сделать только его организатор ({ $name }) или организатор этого сервера.
tournament-already-in = Вы уже в турнире { $name }.
tournament-not-in = Вас нет в турнире { $name }.
tournament-full = Турнир { $name } заполнен ({ $max } игроков).
tournament-under-way = Турнир { $name } идёт: игроки входят и выходят только до старта (`tournament withdraw` выводит игрока).
tournament-not-open = Турнир { $name }: { $state }; игроки входят и выходят только до старта.
tournament-not-running = Турнир { $name }: { $state }.
tournament-not-to-start = Турнир { $name } уже { $state }.
tournament-too-few = В турнире { $name } { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
}; для старта нужно хотя бы 2.
tournament-too-many-rounds = Швейцарке из { $rounds } туров нужно больше { $rounds } игроков; записано { $players }. Начните с меньшим числом туров (откройте новый турнир) или дождитесь игроков.
tournament-rounds-for-round-robin = В турнире «{ $format }» столько туров, сколько нужно, чтобы все встретились; не указывайте `rounds`.
tournament-no-such-round = Тура { $round } нет: составлены туры с 1 по { $paired }.
tournament-nothing-paired = Турнир { $name } не начался: ни один тур ещё не составлен.
tournament-already-withdrawn = Вы уже выбыли из турнира { $name }.
