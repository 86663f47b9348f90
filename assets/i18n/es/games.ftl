# Desafíos, el curso de una partida, ofertas, jugadas condicionales, vacaciones y mensajes
# directos.

## Challenges

plays-color = { $color ->
    [white] blancas
    [black] negras
   *[random] un color al azar
}
challenge-made-to = { $challenger } desafía a { $opponent } a { $variant } ({ $challenger } juega con { $plays }, { $pace }). { $opponent }: `accept` o `decline`. Caduca en 24 horas.
challenge-made-open = { $challenger } desafía a cualquiera de aquí a { $variant } ({ $challenger } juega con { $plays }, { $pace }). Cualquiera puede responder `accept`. Caduca en 24 horas.
challenge-to-you = { $challenger } te desafía a { $variant } ({ $pace }) en { $link }: responde allí `accept` o `decline`. Caduca en 24 horas.
no-challenges-waiting = Aquí no espera ningún desafío. Haz uno con `challenge`.
challenges-waiting = Desafíos que esperan aquí ({ $count }):
challenge-waiting-line = { $challenger } desafía a { $opponent }: { $variant }, { $pace }; caduca en { $expires }
challenge-waiting-line-color = { $challenger } desafía a { $opponent }: { $variant }, { $challenger } juega con { $color ->
    [white] blancas
   *[black] negras
}, { $pace }; caduca en { $expires }
challenges-waiting-hint = `accept` toma el que te hicieron a ti, o si no el abierto más antiguo; `accept <challenger>` uno concreto.
game-begins = { $white } (blancas) y { $black } (negras) empiezan una partida de { $variant }, { $pace }. { $white }, te toca.
challenge-declined = { $by } rechazó el desafío de { $challenger }.
challenge-withdrawn = { $challenger } retiró el desafío a { $opponent }.
challenge-expired = { $challenger }, tu desafío a { $opponent } ({ $variant }) caducó: nadie lo aceptó en 24 horas.

## How a game ended

ended-resigned = { $by } abandonó.
ended-draw-agreed = { $by } aceptó la oferta de tablas de { $offered_by }.
ended-out-of-time = A { $loser } se le acabó el tiempo.
ended-adjudicated = { $by }, moderador, terminó la partida.

## Reminders and direct messages of correspondence games

reminder = { $player }, te toca jugar en { $variant } contra { $opponent }: quedan { $left } antes de perder por tiempo.
reminder-direct = Recordatorio: te toca jugar contra { $opponent } en { $link } ({ $variant }): quedan { $left } antes de perder por tiempo.
your-move-played = { $by } jugó { $notation }.
your-move-accepted = { $by } aceptó tu desafío.
your-move-paired = { $tournament }, ronda { $round }, tablero { $board }: empieza tu partida.
your-move-direct = Te toca jugar contra { $opponent } en { $link } ({ $variant }).
time-left = Quedan { $left }.
ended-direct = Tu partida de { $variant } en { $link } terminó: { $result }

## notify

notify-saved = Guardado.
notify-none = No te envío mensajes directos (las menciones en los canales de las partidas te avisan de tus turnos). `notify on` envía uno por cada uno de estos, `notify on <event>` por uno:
notify-some = Te envío un mensaje directo con el tablero y un enlace a la partida:
notify-on = activado
notify-off = desactivado
notify-line = `{ $event }` ({ $state }): { $about }
notify-move = cuando te toca jugar en una partida por correspondencia
notify-reminder = cuando se te acaba el tiempo en una partida por correspondencia
notify-result = cuando termina una partida tuya por correspondencia
notify-challenge = cuando alguien te desafía
notify-board = tu propio enlace para jugar en el tablero, con cada mensaje de «te toca» (donde se sirven las páginas)

## After a restart

owed-not-played = `{ $text }` no se jugó (lo miré justo antes de un reinicio).
owed-handled = Atendí esto justo antes de un reinicio.
owed-now = Así están las cosas ahora:
played-then-moved-on = { $mover } jugó { $notation }. La partida ha avanzado desde entonces: `board` muestra cómo está.

## adjudicate

name-the-game = Aquí mismo no se juega ninguna partida; indica cuál terminar con `game:<id>`:
name-the-game-line = game:{ $id }: { $white } contra { $black } ({ $variant }), { $link }

## Draw offers and takebacks

draw-offered = { $by } ofrece tablas.
takeback-asked = { $by } pide deshacer su última jugada.
draw-answer = { $to }: `draw accept` o `draw decline`.
takeback-answer = { $to }: `takeback accept` o `takeback decline`.
draw-declined = { $by } rechazó las tablas. Se sigue jugando.
takeback-declined = { $by } rechazó deshacer. Se sigue jugando.
bot-takebacks-unrated = Deshacer jugadas contra el bot es para partidas sin puntuar (`challenge ... rated:no`).
taken-back = { $by } aceptó deshacer { $moves }. Juegan { $player } ({ $side }).

## Conditional moves (premove)

premoves-none = No tienes jugadas condicionales en la partida { $game }. Mientras juega tu rival, `premove <their move> <your reply> ...` guarda una línea.
premoves-listed = Tus jugadas condicionales en la partida { $game }:
premove-step = { $theirs } → { $yours }
premove-then = {", luego "}
premoves-hint = (su jugada → tu respuesta; una jugada suya que ninguna línea espera las borra todas; `premove clear` las quita)
premove-stored = Guardado; solo tú lo ves.
premoves-cleared = { $count ->
    [one] Se quitó tu línea condicional
   *[other] Se quitaron tus { $count } líneas condicionales
} en la partida { $game }.
premove-not-in-public = Todos en esta sala pueden leer tu mensaje, también tu rival, así que no guardé estas jugadas condicionales. Envíamelas en nuestra sala privada, donde solo tú las ves: `premove { $game }<moves>`.
premove-send-here = Envía aquí tus jugadas condicionales, donde solo tú las ves: `premove { $game }<their move> <your reply> ...`.

## Vacations

vacation-days = Días de vacaciones este año: { $used } de { $per_year } usados, quedan { $left }.
vacation-until = Estás de vacaciones hasta el { $until }; `vacation end` cuando vuelvas.
vacation-none = No estás de vacaciones. `vacation <days>` detiene tus relojes en partidas por correspondencia (una hora o más por jugada) mientras no estás.
vacation-started = Estás de vacaciones hasta el { $until }. Tus relojes en partidas por correspondencia esperan hasta entonces ({ $paused } en marcha ahora, y cualquiera que empiece mientras tanto); tus rivales ven que no estás. `vacation end` si vuelves antes.
vacation-ended = ¡Bienvenido de nuevo! Tus relojes vuelven a correr; cada plazo se movió el tiempo que estuviste fuera.
away-caption = { $name } fuera hasta el { $until }

## How fast a game is played

pace-per-move = { $time } por jugada
pace-clock = reloj { $clock }
