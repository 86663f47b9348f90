# Las palabras que comparten muchos mensajes: bandos, variantes, piezas, resultados,
# duraciones, fechas, listas, y lo que cualquier orden puede oír.

## Sides

side-white = Blancas
side-black = Negras

## Variants

variant-standard = Ajedrez clásico
variant-suction = Ajedrez de succión
variant-shrink = Ajedrez menguante
variant-swapper = Ajedrez de superhéroes intercambiables
variant-giveandtake = Ajedrez de dar y tomar
variant-tradeup = Ajedrez de ascenso

## Pieces

piece-pawn = peón
piece-knight = caballo
piece-bishop = alfil
piece-rook = torre
piece-queen = dama
piece-king = rey
piece-spearman = Lancero
piece-valiant = Valiente
piece-karateka = Karateka
piece-strongman = Forzudo
piece-mage = Mago
piece-upside-down-rook = torre invertida
piece-any = pieza

## Reasons

reason-checkmate = jaque mate
reason-stalemate = ahogado
reason-king-sucked = rey succionado a la primera fila
reason-no-legal-move = ninguna jugada legal
reason-insufficient-material = material insuficiente
reason-threefold-repetition = triple repetición
reason-hundred-half-moves = 100 medias jugadas sin captura, jugada de peón, colocación ni ascenso
reason-resignation = abandono
reason-timeout = tiempo
reason-agreement = acuerdo
reason-adjudication = adjudicación

result-won = { $winner } ({ $side }) gana por { $reason }.
result-drawn = Tablas por { $reason }.

## Durations and moments

duration-seconds = { $n ->
    [one] { $n } segundo
   *[other] { $n } segundos
}
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
duration-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
duration-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
duration-pair = { $larger } y { $smaller }

weekday-1 = lun
weekday-2 = mar
weekday-3 = mié
weekday-4 = jue
weekday-5 = vie
weekday-6 = sáb
weekday-7 = dom
month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sept
month-10 = oct
month-11 = nov
month-12 = dic
date-day = { $weekday } { $day } { $month } { $year }
date-time = { $weekday } { $day } { $month } { $year }, { $time } UTC
date-short = { $day } { $month }

## Lists

list-separator = {", "}
list-and = {" y "}
list-or = {" o "}
anyone = cualquiera
anyone-here = cualquiera de aquí

## What any command may be told

unreachable = No se puede acceder a la base de datos, así que no se hizo nada; inténtalo de nuevo en un momento.
failed = Algo salió mal del lado de Kibitz; mira el `board` antes de volver a intentarlo.
sent-to-direct-room = Todos leen esta sala, así que te envié la respuesta en nuestra sala privada.
resign-question = ¿Seguro que abandonas esta partida? Reacciona con 🏳️ a este mensaje para confirmarlo.
offline = Estaba desconectado cuando enviaste esto; envíalo de nuevo, por favor.
too-fast = Estás enviando órdenes demasiado rápido; espera unos segundos y vuelve a intentarlo.
already-handled = Este mensaje ya se atendió.
not-saved = Algo salió mal al guardar, así que no se cambió nada. Inténtalo de nuevo, por favor.

## Moves played

move-played = { $mover } jugó { $notation }.
move-played-conditional = { $mover } ({ $side }) jugó { $notation }, una jugada condicional.
check = ¡Jaque!
to-move-left = Juegan { $player } ({ $side }), quedan { $left }.
away-until = { $name } está de vacaciones hasta el { $until }
away-separator = {"; "}
thousands-separator = {"."}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = Juegan { $side }
status-setup-open = Preparación: las blancas colocan un intercambiable en la fila 3 o mueven
status-setup-reply = Preparación: las negras colocan un { $piece } en la fila 6
status-drop-phase = Fase de colocación · juegan { $side }
status-capture-phase = Fase de captura · juegan { $side }
status-check = jaque
status-won = Ganan { $side } por { $reason }
status-drawn = Tablas por { $reason }
status-last-move = última jugada { $move }
status-removed = quitada: { $lines }
status-file = columna { $file }
status-rank = fila { $rank }

## Buttons and a board's fields

button-resign = Abandonar
button-move = Mover
button-offer-draw = Ofrecer tablas
button-next-game = Siguiente partida
button-show-solution = Ver la solución
button-accept = Aceptar
button-decline = Rechazar
button-join = Unirse
button-leave = Salir
field-last-move = Última jugada
field-to-move = Juega
field-time-left = Tiempo restante
board-title = { $white } contra { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = ¿Seguro que abandonas esta partida?
button-yes-resign = Sí, abandonar
button-no-play-on = No, seguir jugando
play-on = ¡A seguir jugando!
time-range = El tiempo por jugada debe ser de 1 minuto a 14 días.
one-time-unit = Indica días, horas o minutos por jugada, no varios.
other-bots = Otros bots no pueden jugar; desafía a una persona, o a mí.
bot-level-range = Mi nivel va de 1 (principiante) a 8 (máxima fuerza).
tournament-in-thread = Abre un torneo en un canal, no en un hilo: cada una de sus partidas tiene su propio hilo bajo el canal.
level-is-for-bot = El nivel es para una partida contra mí: elígeme como rival.
notify-mode-with-event = Indica `mode:on` o `mode:off` con el evento.
vacation-days-or-end = O `days` para irte o `end` para volver, no ambos.
team-options-stray = `channel`, `vote` y `voters` son para una partida por equipos: añade `team:True`.
widget-not-set = No puedo cambiar los widgets de esta sala: dame el poder para hacerlo (el de un moderador, 50) y vuelve a intentarlo.

## The console's own words

console-acting-as = (ahora actúas como { $name })
console-in-channel = (ahora en el canal { $name })
console-as-takes-a-name = `as <user>` necesita un nombre de letras, cifras, _ - . (como mucho { $max })
console-in-takes-a-name = `in <channel>` necesita un nombre de letras, cifras, _ - . (como mucho { $max })
console-board-image = imagen del tablero

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = La partida está en { $thread }.
board-not-in-thread = No se pudo publicar allí su tablero; usa /board en el hilo.
board-not-shown = No se pudo mostrar el tablero; usa /board.
whole-text-in-file = … (el texto completo está en { $file })

button-play-on-board = Jugar en el tablero
