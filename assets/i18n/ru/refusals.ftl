# Что отвечают, когда команда отклонена. Ничего не изменилось.

no-game-in-progress = Здесь нет идущей партии. Начните её командой `challenge`.
plays-in-threads = Вы играете { $count } партии в ветках этой комнаты; отправьте команду в ветку нужной партии:
plays-in-threads-line = { $white } — { $black } ({ $variant }): { $link }
adjudicate-for-moderators = Только модераторы завершают чужие партии (в Discord — «Управлять каналами» или «Управлять сервером»; в Matrix — уровень прав 50). Ничего не изменилось.
adjudicate-own-game = Вы играете в этой партии, поэтому решать её не вам: сдайтесь или предложите ничью. Ничего не изменилось.
no-game-played-here = Здесь ещё не сыграно ни одной партии. Начните её командой `challenge`.
no-game-to-replay = Здесь ещё не сыграно ни одной партии.
still-playing-here = Партия здесь ещё идёт: её анализ будет, когда она закончится (помощь движка не для идущих партий).
no-finished-game-here = Здесь ещё не закончилась ни одна партия. Укажите другую: `analysis game:<id>`.
still-played = Партия { $id } ещё идёт: её анализ будет, когда она закончится (помощь движка не для идущих партий).
no-puzzle-here = Здесь нет задачи для решения. `puzzle` покажет задачу.
daily-for-moderators = Только модераторы включают и выключают задачу дня (в Discord — «Управлять сервером» или «Управлять каналами»; в Matrix — уровень прав 50).
nothing-to-analyse = Партия { $id } закончилась до первого хода: анализировать нечего.
no-such-game = Партии { $id } нет.
no-such-game-here = Здесь нет партии { $id }.
game-over = Партия { $id } окончена.
not-a-player = В этой партии это могут сделать только игроки ({ $white } и { $black }).
not-your-turn = Сейчас не ваш ход: ходит { $next } ({ $side }).
no-move-waiting = Ни в одной партии сейчас не ваш ход. `games` покажет их список.
illegal = `{ $text }` — недопустимый ход: { $error }.
move-raced = Позиция изменилась, пока ваш ход проверялся (другой ход пришёл раньше). Посмотрите на `board` и попробуйте снова.
position-moved = Позиция изменилась, пока обдумывался ход.
game-changed = Партия только что изменилась; попробуйте снова.
game-changed-look = Партия только что изменилась; посмотрите на `board` и попробуйте снова.
not-on-the-board = Поля { $square } нет на доске.
no-piece-on = На { $square } нет фигуры.
opponents-piece = Фигура «{ $piece }» на { $square } принадлежит стороне «{ $owner }», а ход за стороной «{ $to_move }».
piece-cannot-move = У фигуры «{ $piece }» на { $square } нет допустимых ходов.
no-drop = Сейчас нельзя выставить из запаса фигуру «{ $piece }».
own-challenge = Это ваш собственный вызов; `cancel` отзовёт его.
game-here = Здесь уже идёт партия ({ $white } — { $black }). Начните свою в другом канале или ветке.
game-there = Там уже идёт партия ({ $white } — { $black }); примите вызов, когда она закончится, или играйте в другом канале.
challenge-yourself = Нельзя вызвать самого себя.
challenge-waiting = Здесь уже ждёт ваш вызов ({ $variant }, для: { $to }); сначала отзовите его командой `cancel`.
too-many-challenges = Здесь уже ждут вызовы ({ $most }); примите один или подождите, пока на какие-то ответят или они истекут.
challenged-just-now = Вы только что сделали здесь вызов; сначала отзовите его командой `cancel`.
no-challenge-to-accept = Здесь нет вызова, который можно принять. Сделайте вызов командой `challenge`.
no-challenge-to-decline = Здесь нет вызова, который можно отклонить.
no-challenge-to-cancel = Здесь нет вызова, который можно отозвать.
challenges-for-others = { $action ->
    [accept] Вызовы здесь адресованы другим ({ $names }); только они могут их принять.
   *[decline] Вызовы здесь адресованы другим ({ $names }); только они могут их отклонить.
}
challenge-for-other = { $action ->
    [accept] Этот вызов для { $name }; только этот игрок может его принять.
   *[decline] Этот вызов для { $name }; только этот игрок может его отклонить.
}
challenge-just-taken = Этот вызов только что приняли или отозвали.
open-challenge-not-declined = Открытый вызов нельзя отклонить; его автор отзывает его командой `cancel`.
only-challenger-cancels = Этот открытый вызов может принять любой; отозвать его может только { $challenger }.
challenge-gone = Этого вызова уже нет.
no-own-challenge = У вас здесь нет ожидающего вызова; отозвать вызов может только его автор.
challenge-no-longer-waiting = Этот вызов больше не ждёт: его приняли, отозвали или он истёк. `challenges` покажет ожидающие здесь.
no-challenge-from = У { $name } здесь нет ожидающего вызова. `challenges` покажет ожидающие.
draw-not-offered = { $by } не предлагал(а) ничью. `draw` предлагает её.
takeback-not-asked = { $by } не просил(а) вернуть ход.
draw-already-offered = Вы уже предложили ничью; { $to } может ответить `draw accept` или `draw decline`.
takeback-already-asked = Вы уже попросили; { $to } может ответить `takeback accept` или `takeback decline`.
no-draw-offer-from = Нет предложения ничьей от { $from }, которое можно отклонить.
no-takeback-request-from = Нет просьбы вернуть ход от { $from }, которую можно отклонить.
no-own-move-to-take-back = У вас нет хода, который можно вернуть.
no-move-to-take-back = Нет хода, который можно вернуть.
which-variant = Тема '{ $topic }' какого варианта? Напишите `rules <variant> { $topic }`; варианты: { $variants }.
no-such-topic = У варианта «{ $variant }» нет темы '{ $topic }'. Его темы: { $topics }.
picture-unavailable = Эту картинку сейчас нельзя нарисовать, извините.
line-not-in-pairs = Линия — это ход соперника и ваш ответ, парами: `premove e7e5 g1f3 b8c6 f1b5`.
line-too-long = В линии не больше { $most } ходов.
your-move-now = Сейчас ваш ход: сыграйте его командой `move`. Условные ходы — для хода соперника.
line-outlasts-game = Партия закончилась бы до хода { $at } линии `{ $text }`.
line-illegal-yours = Ход { $at } линии (ваш ход), `{ $text }`, там недопустим: { $error }.
line-illegal-theirs = Ход { $at } линии (ход игрока { $by }), `{ $text }`, там недопустим: { $error }.
line-stored = Вы уже сохранили эту линию.
line-conflict = Сохранённая линия отвечает на { $after } ходом { $stored }, эта — ходом { $new }: один ответ на ход. Чтобы изменить, сначала `premove clear`.
too-many-lines = В этой партии у вас уже линий: { $most }; сначала `premove clear`.
game-moved-on = Партия только что продвинулась; посмотрите на `board` и попробуйте снова.
not-on-vacation = Вы не в отпуске.
on-vacation-until = Вы уже в отпуске до { $until }; чтобы взять новый, сначала `vacation end`.
vacation-length = Отпуск длится от 1 до { $most } дней.
vacation-days-left = В этом году у вас осталось { $left ->
    [one] { $left } день
    [few] { $left } дня
   *[many] { $left } дней
} отпуска ({ $per_year } в год, использовано { $used }).
language-for-moderators = Язык комнаты задают только модераторы (в Matrix — уровень прав 50). Ничего не изменилось; `language <code>` задаёт ваш язык.
