# Lo que se responde cuando se rechaza una orden. No se cambió nada.

no-game-in-progress = Aquí no hay ninguna partida en curso. Empieza una con `challenge`.
plays-in-threads = Juegas { $count } partidas en hilos de esta sala; envía tu orden en el hilo de la partida a la que va:
plays-in-threads-line = { $white } contra { $black } ({ $variant }): { $link }
adjudicate-for-moderators = Solo los moderadores terminan partidas ajenas (en Discord con «Gestionar canales» o «Gestionar servidor»; en Matrix con nivel de poder 50). No se cambió nada.
adjudicate-own-game = Juegas en esta partida, así que no te toca decidirla: abandona u ofrece tablas. No se cambió nada.
no-game-played-here = Aquí aún no se ha jugado ninguna partida. Empieza una con `challenge`.
no-game-to-replay = Aquí aún no se ha jugado ninguna partida.
still-playing-here = La partida de aquí sigue en juego: su análisis llegará cuando termine (la ayuda del motor no es para partidas en curso).
no-finished-game-here = Aquí aún no ha terminado ninguna partida. Indica otra con `analysis game:<id>`.
still-played = La partida { $id } sigue en juego: su análisis llegará cuando termine (la ayuda del motor no es para partidas en curso).
no-puzzle-here = Aquí no hay ningún problema que resolver. `puzzle` muestra uno.
daily-for-moderators = Solo los moderadores activan o desactivan el problema diario (en Discord con «Gestionar servidor» o «Gestionar canales»; en Matrix con nivel de poder 50).
nothing-to-analyse = La partida { $id } terminó antes de su primera jugada: no hay nada que analizar.
no-such-game = No existe la partida { $id }.
no-such-game-here = Aquí no existe la partida { $id }.
game-over = La partida { $id } ha terminado.
not-a-player = Solo los jugadores ({ $white } y { $black }) pueden hacer eso en esta partida.
not-your-turn = No es tu turno: juega { $next } ({ $side }).
no-move-waiting = No te toca jugar en ninguna partida. `games` las muestra.
illegal = `{ $text }` no es una jugada legal: { $error }.
move-raced = La posición cambió mientras se comprobaba tu jugada (otra jugada llegó antes). Mira el `board` y vuelve a intentarlo.
move-out-of-time = Se te acabó el tiempo: la jugada no se hizo y la partida está perdida por tiempo (o en tablas, si tu rival no pudiera ganar).
widgets-in-matrix-rooms = El widget del tablero es para salas de Matrix: aquí, usa `web` para tener tu propio enlace al tablero.
widget-for-moderators = Solo los moderadores de la sala (nivel de poder 50 o más) pueden añadir o quitar el widget del tablero.
position-moved = La posición cambió mientras se pensaba la jugada.
pick-expired = Ese menú era de una posición anterior: no se jugó nada. Pulsa Mover de nuevo para la posición actual.
game-changed = La partida acaba de cambiar; vuelve a intentarlo.
game-changed-look = La partida acaba de cambiar; mira el `board` y vuelve a intentarlo.
not-on-the-board = { $square } no está en el tablero.
no-piece-on = No hay ninguna pieza en { $square }.
opponents-piece = La pieza { $piece } de { $square } es de las { $owner }, y juegan las { $to_move }.
piece-cannot-move = La pieza { $piece } de { $square } no tiene jugadas legales.
no-drop = Ahora no puede salir ningún { $piece } de la reserva.
own-challenge = Es tu propio desafío; `cancel` lo retira.
game-here = Aquí ya se está jugando una partida ({ $white } contra { $black }). Empieza la tuya en otro canal o hilo.
game-there = Allí ya se está jugando una partida ({ $white } contra { $black }); acepta cuando termine, o juega en otro canal.
challenge-yourself = No puedes desafiarte a ti mismo.
challenge-waiting = Ya tienes un desafío esperando aquí ({ $variant } para { $to }); retíralo primero con `cancel`.
too-many-challenges = Ya esperan aquí { $most } desafíos; acepta uno, o espera a que se respondan o caduquen.
challenged-just-now = Acabas de hacer un desafío aquí; retíralo primero con `cancel`.
no-challenge-to-accept = Aquí no hay ningún desafío que aceptar. Haz uno con `challenge`.
no-challenge-to-decline = Aquí no hay ningún desafío que rechazar.
no-challenge-to-cancel = Aquí no hay ningún desafío que retirar.
challenges-for-others = { $action ->
    [accept] Los desafíos de aquí son para otros ({ $names }); solo ellos pueden aceptarlos.
   *[decline] Los desafíos de aquí son para otros ({ $names }); solo ellos pueden rechazarlos.
}
challenge-for-other = { $action ->
    [accept] Este desafío es para { $name }; solo esa persona puede aceptarlo.
   *[decline] Este desafío es para { $name }; solo esa persona puede rechazarlo.
}
challenge-just-taken = Ese desafío acaba de ser aceptado o retirado.
open-challenge-not-declined = Un desafío abierto no se puede rechazar; quien lo hizo lo retira con `cancel`.
only-challenger-cancels = Cualquiera puede aceptar este desafío abierto; solo { $challenger } puede retirarlo.
challenge-gone = Ese desafío ya no existe.
no-own-challenge = No tienes ningún desafío esperando aquí; solo quien desafía puede retirar su desafío.
challenge-no-longer-waiting = Ese desafío ya no espera: fue aceptado, retirado o caducó. `challenges` muestra los que esperan aquí.
no-challenge-from = { $name } no tiene ningún desafío esperando aquí. `challenges` muestra los que esperan.
draw-not-offered = { $by } no ha ofrecido tablas. `draw` las ofrece.
takeback-not-asked = { $by } no ha pedido deshacer una jugada.
draw-already-offered = Ya has ofrecido tablas; { $to } puede responder `draw accept` o `draw decline`.
takeback-already-asked = Ya lo has pedido; { $to } puede responder `takeback accept` o `takeback decline`.
no-draw-offer-from = No hay ninguna oferta de tablas de { $from } que rechazar.
no-takeback-request-from = No hay ninguna petición de deshacer de { $from } que rechazar.
no-own-move-to-take-back = No tienes ninguna jugada que deshacer.
no-move-to-take-back = No hay ninguna jugada que deshacer.
which-variant = ¿El tema '{ $topic }' de qué variante? Di `rules <variant> { $topic }`; las variantes son { $variants }.
no-such-topic = { $variant } no tiene el tema '{ $topic }'. Sus temas: { $topics }.
picture-unavailable = Esa imagen no se puede dibujar ahora, lo siento.
line-not-in-pairs = Una línea es la jugada de tu rival y tu respuesta, por parejas: `premove e7e5 g1f3 b8c6 f1b5`.
line-too-long = Una línea tiene como mucho { $most } jugadas.
your-move-now = Te toca jugar: hazlo con `move`. Las jugadas condicionales son para el turno de tu rival.
line-outlasts-game = La partida terminaría antes de la jugada { $at } de la línea, `{ $text }`.
line-illegal-yours = La jugada { $at } de la línea (tuya), `{ $text }`, no es legal ahí: { $error }.
line-illegal-theirs = La jugada { $at } de la línea (de { $by }), `{ $text }`, no es legal ahí: { $error }.
line-stored = Ya has guardado esa línea.
line-conflict = Una línea guardada responde a { $after } con { $stored }, esta con { $new }: una respuesta por jugada. Usa primero `premove clear` para cambiarla.
too-many-lines = Ya tienes { $most } líneas en esta partida; usa primero `premove clear`.
game-moved-on = La partida acaba de avanzar; mira el `board` y vuelve a intentarlo.
not-on-vacation = No estás de vacaciones.
on-vacation-until = Ya estás de vacaciones hasta el { $until }; usa primero `vacation end` para tomar otras.
vacation-length = Unas vacaciones duran de 1 a { $most } días.
vacation-days-left = Te { $left ->
    [one] queda { $left } día
   *[other] quedan { $left } días
} de vacaciones este año ({ $per_year } al año, { $used } usados).
language-for-moderators = Solo los moderadores eligen el idioma de la sala (en Matrix con nivel de poder 50). No se cambió nada; `language <code>` elige el tuyo.

no-board-pages = Este Kibitz no sirve páginas web, así que no hay tablero donde jugar: su administrador puede activarlas (`--http` con `KIBITZ_PUBLIC_URL`).
