# Командные партии: вызовы между каналами, голосования и их подсчёты.

votes = { $n ->
    [one] { $n } голос
    [few] { $n } голоса
   *[many] { $n } голосов
}
voters = { $n ->
    [one] { $n } голосующий
    [few] { $n } голосующих
   *[many] { $n } голосующих
}
vote-for-draw = ничью
vote-for-resigning = сдачу
vote-terms = каждый ход выбирается голосованием, { $time } на голосование
vote-terms-shown = каждый ход выбирается голосованием, { $time } на голосование, голосующие видны
team-challenge-sent = { $challenger } вызывает { $opponent } на партию «{ $variant }» ({ $terms }, { $time } на ход). Вызов ждёт в { $link }, где любой может принять его (`accept`) или отклонить (`decline`); он истекает через 24 часа.
team-challenged-here = { $challenger } вызывает команду этого канала ({ $opponent }) на партию «{ $variant }» ({ $terms }, { $time } на ход): любой здесь может ответить `accept` или `decline`. Вызов истекает через 24 часа.
vote-open = Ход за { $team }: голосуйте командой `vote <move>` (или `vote draw`, `vote resign`); голосование длится { $time }.
vote-stands = Ваш голос за { $choice } остаётся.
vote-changed = Теперь ваш голос за { $choice } (был за { $was }).
vote-counted = Ваш голос за { $choice } учтён.
vote-closing-now = Все, кто голосовал в последнее время, проголосовали: голосование закрывается сейчас.
vote-closes-in = Голосование закроется через { $time }.
tally = Голосование { $team } ({ $voters }): { $lines }. { $when }
vote-closed = Голосование { $team } закрыто ({ $voters }): { $lines }. { $decided }
tally-more = ещё { $votes } за другие ходы
decided-resign = Большинство проголосовало за сдачу.
decided-draw-then = Большинство проголосовало за ничью, и сыгран ход `{ $move }`.
decided-draw = Большинство проголосовало за ничью.
decided-move = Сыгран ход `{ $move }`.
decided-nothing = Ни один ход не получил голосов, а ни ничья, ни сдача — большинства: голосование открывается снова.
member-part = { $name }: сыграно { $played } из { $votes }
team-record = { $team } играла составом { $count ->
    [one] { $count } участник
    [few] { $count } участника
   *[many] { $count } участников
}: { $parts }.
no-team-game = Здесь не идёт командная партия: `vote` — для командных партий (`challenge ... team:yes`); в своей партии ходите командой `move`.
not-your-teams-move = Сейчас не ход вашей команды: ходит { $to_move }. Голосование откроется, когда придёт очередь вашей команды.
vote-too-late = Голосование по этому ходу закрыто, так что ваш голос не засчитан; посмотрите на `board`.
vote-instead = Это командная партия: каждый ход выбирается голосованием. Используйте `vote <move>`, `vote draw` или `vote resign`.
own-team = Команда не может вызвать сама себя: укажите соперником команду другого канала.
