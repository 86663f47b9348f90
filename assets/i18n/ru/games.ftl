# Вызовы, ход партии, предложения, условные ходы, отпуска и личные сообщения.

## Challenges

plays-color = { $color ->
    [white] белыми
    [black] чёрными
   *[random] случайным цветом
}
challenge-made-to = { $challenger } вызывает { $opponent } на партию «{ $variant }» ({ $challenger } играет { $plays }, { $pace }). { $opponent }: `accept` или `decline`. Вызов истекает через 24 часа.
challenge-made-open = { $challenger } вызывает любого здесь на партию «{ $variant }» ({ $challenger } играет { $plays }, { $pace }). Любой может ответить `accept`. Вызов истекает через 24 часа.
challenge-to-you = { $challenger } вызывает вас на партию «{ $variant }» ({ $pace }) в { $link }: ответьте там `accept` или `decline`. Вызов истекает через 24 часа.
no-challenges-waiting = Здесь нет ожидающих вызовов. Сделайте вызов командой `challenge`.
challenges-waiting = Ожидающие вызовы здесь ({ $count }):
challenge-waiting-line = { $challenger } вызывает { $opponent }: { $variant }, { $pace }; истекает через { $expires }
challenge-waiting-line-color = { $challenger } вызывает { $opponent }: { $variant }, { $challenger } играет { $color ->
    [white] белыми
   *[black] чёрными
}, { $pace }; истекает через { $expires }
challenges-waiting-hint = `accept` принимает вызов, адресованный вам, иначе самый старый открытый; `accept <challenger>` — конкретный.
game-begins = { $white } (белые) и { $black } (чёрные) начинают партию «{ $variant }», { $pace }. { $white }, ваш ход.
challenge-declined = { $by } отклонил(а) вызов { $challenger }.
challenge-withdrawn = { $challenger } отозвал(а) вызов для { $opponent }.
challenge-expired = { $challenger }, ваш вызов для { $opponent } ({ $variant }) истёк: за 24 часа его никто не принял.

## How a game ended

ended-resigned = { $by } сдался(ась).
ended-draw-agreed = { $by } принял(а) предложение ничьей от { $offered_by }.
ended-out-of-time = У { $loser } закончилось время.
ended-adjudicated = { $by }, модератор, завершил(а) партию.

## Reminders and direct messages of correspondence games

reminder = { $player }, ваш ход в партии «{ $variant }» против { $opponent }: осталось { $left } до поражения по времени.
reminder-direct = Напоминание: ваш ход против { $opponent } в { $link } ({ $variant }): осталось { $left } до поражения по времени.
your-move-played = { $by } сыграл(а) { $notation }.
your-move-accepted = { $by } принял(а) ваш вызов.
your-move-paired = { $tournament }, тур { $round }, доска { $board }: ваша партия начинается.
your-move-direct = Ваш ход против { $opponent } в { $link } ({ $variant }).
time-left = Осталось { $left }.
ended-direct = Ваша партия «{ $variant }» в { $link } окончена: { $result }

## notify

notify-saved = Сохранено.
notify-none = Я не присылаю вам личных сообщений (упоминания в каналах партий сообщают о ваших ходах). `notify on` присылает сообщение о каждом из этих событий, `notify on <event>` — об одном:
notify-some = Я присылаю вам личное сообщение с доской и ссылкой на партию:
notify-on = вкл.
notify-off = выкл.
notify-line = `{ $event }` ({ $state }): { $about }
notify-move = когда в заочной партии ваш ход
notify-reminder = когда в заочной партии у вас кончается время
notify-result = когда ваша заочная партия заканчивается
notify-challenge = когда вас вызывают
notify-board = ваша личная ссылка, чтобы играть на доске, в каждом сообщении «ваш ход» (где показываются страницы)

## After a restart

owed-not-played = `{ $text }` не сыгран (я смотрел на него перед самым перезапуском).
owed-handled = Я обработал это перед самым перезапуском.
owed-now = Вот как всё обстоит сейчас:
played-then-moved-on = { $mover } сыграл(а) { $notation }. С тех пор партия продвинулась: `board` покажет, что на доске.

## adjudicate

name-the-game = Прямо здесь партия не идёт; укажите, какую завершить, через `game:<id>`:
name-the-game-line = game:{ $id }: { $white } — { $black } ({ $variant }), { $link }

## Draw offers and takebacks

draw-offered = { $by } предлагает ничью.
takeback-asked = { $by } просит вернуть свой последний ход.
draw-answer = { $to }: `draw accept` или `draw decline`.
takeback-answer = { $to }: `takeback accept` или `takeback decline`.
draw-declined = { $by } отклонил(а) ничью. Игра продолжается.
takeback-declined = { $by } отказал(а) вернуть ход. Игра продолжается.
bot-takebacks-unrated = Возврат ходов против бота — только в партиях без рейтинга (`challenge ... rated:no`).
taken-back = { $by } согласился(ась) вернуть { $moves }. Ход за { $player } ({ $side }).

## Conditional moves (premove)

premoves-none = У вас нет условных ходов в партии { $game }. Пока ходит соперник, `premove <their move> <your reply> ...` сохраняет линию.
premoves-listed = Ваши условные ходы в партии { $game }:
premove-step = { $theirs } → { $yours }
premove-then = {", затем "}
premoves-hint = (его ход → ваш ответ; ход соперника, которого не ждёт ни одна линия, стирает их все; `premove clear` удаляет их)
premove-stored = Сохранено; это видите только вы.
premoves-cleared = В партии { $game } удалено условных линий: { $count }.
premove-not-in-public = Ваше сообщение могут прочесть все в этой комнате, включая соперника, поэтому я не сохранил эти условные ходы. Пришлите их мне в нашу личную комнату, где их видите только вы: `premove { $game }<moves>`.
premove-send-here = Присылайте условные ходы сюда, где их видите только вы: `premove { $game }<their move> <your reply> ...`.

## Vacations

vacation-days = Дни отпуска в этом году: использовано { $used } из { $per_year }, осталось { $left }.
vacation-until = Вы в отпуске до { $until }; `vacation end`, когда вернётесь.
vacation-none = Вы не в отпуске. `vacation <days>` останавливает ваши часы в заочных партиях (час и больше на ход), пока вас нет.
vacation-started = Вы в отпуске до { $until }. Ваши часы в заочных партиях ждут до тех пор (идущих сейчас: { $paused }, и все, что начнутся за это время); соперники видят, что вас нет. `vacation end`, если вернётесь раньше.
vacation-ended = С возвращением! Ваши часы снова идут; каждый срок сдвинут на время вашего отсутствия.
away-caption = { $name } нет до { $until }

## How fast a game is played

pace-per-move = { $time } на ход
pace-clock = контроль { $clock }
