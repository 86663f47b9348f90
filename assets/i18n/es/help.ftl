# La ayuda de cada orden, y la lista de variantes.

help-intro = Kibitz ofrece variantes de ajedrez. Órdenes:
help-outro = Empieza con `variants` y `rules <variant>`, y luego `challenge`.
help-unknown = No existe la orden '{ $name }'.
variants-intro = Variantes (usa el nombre en `challenge variant:<name>` y `rules <name>`):
variant-gist-standard = las reglas de la FIDE, para comparar
variant-gist-suction = las piezas capturadas intercambian sus casillas; succiona al rey rival hasta tu primera fila
variant-gist-shrink = las filas y columnas vaciadas desaparecen y el tablero mengua
variant-gist-swapper = cinco superhéroes intercambiables se suman a los ejércitos en una fase de preparación
variant-gist-giveandtake = coloca tu ejército en casillas atacadas, y después cada jugada captura
variant-gist-tradeup = empieza solo con los reyes y asciende piezas desde tu reserva

## What each command does

about-challenge = desafía a alguien (o, sin rival, a cualquiera de aquí) a una partida; tiempo por jugada de 1 minuto a 14 días, 3 días si no se indica; o un reloj, `clock:5+3` (minutos y segundos añadidos por jugada: de 1+0 a 180+180) o `clock:2d+1d` (días: de 1d+0d a 14d+14d), donde quedarse sin tiempo pierde. Indica al propio bot como rival para jugar contra él al instante, con un nivel de 1 (principiante) a 8 (máxima fuerza), 3 si no se indica; las partidas puntúan salvo con `rated:no` (las partidas contra el bot tienen puntuaciones propias, y deshacer contra él solo sin puntuar). Con `team:yes` este canal juega en equipo, cada jugada elegida por `vote`, contra el bot (`opponent:kibitz level:<n>`) o el equipo de otro canal (`channel:<channel>`, aceptado allí por cualquiera); `vote:` es cuánto dura cada votación (1 minuto a 3 días; 10 minutos en partidas de menos de una hora por jugada, si no 12 horas), `voters:shown` muestra quién votó qué
about-vote = en una partida por equipos, tu voto para la jugada de tu equipo (una jugada, `draw` para ofrecer o aceptar tablas, `resign`); puedes cambiarlo hasta que se cierre la votación. Se juega la jugada más votada al cerrar (en empate, la que llegó antes), o antes si ya votaron todos los que votaron últimamente; las tablas o el abandono necesitan mayoría de los votantes
about-accept = acepta un desafío aquí: el que te hicieron a ti, si no el abierto más antiguo, o el del retador que nombres
about-decline = rechaza un desafío que te hicieron
about-cancel = retira tu desafío de aquí
about-challenges = los desafíos que esperan aquí (cada uno caduca a las 24 horas)
about-move = haz una jugada: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq
about-board = muestra el tablero de la partida de aquí; en una sala de Matrix, `board widget on|off` (moderadores) añade el tablero a los widgets de la sala, donde cada miembro juega, vota o mira identificado como sí mismo
about-moves = las jugadas legales y, para los jugadores, su mapa: las de una pieza con una casilla (`moves e2`), adónde puede ir una pieza de la reserva con su letra (`moves N`)
about-resign = abandona la partida
about-draw = ofrece tablas, o responde a una oferta
about-takeback = pide deshacer tu última jugada, o responde a esa petición
about-rules = las reglas de una variante con sus diagramas, o una regla (tema) con el suyo
about-variants = las variantes que puedes jugar
about-games = tus partidas en todas partes, la más urgente primero, con un enlace a cada una y a quién le toca
about-next = el tablero de tu partida más urgente en la que te toca
about-web = tu propio enlace para jugar la partida de aquí (u otra tuya) en un tablero del navegador, con clics; solo tú lo ves, y `revoke` anula tus enlaces
about-history = las jugadas de la partida de aquí, con su planilla en un archivo PGN
about-replay = la partida de aquí (o una anterior) como imagen animada, jugada a jugada
about-analysis = el análisis del motor de la última partida terminada aquí (o de otra): precisión, errores, mejores jugadas
about-puzzle = un problema cerca de tu puntuación, mostrado aquí: encuentra la jugada ganadora; `daily on` publica uno aquí cada día (moderadores)
about-solve = tu respuesta al problema de aquí, una jugada cada vez (`show` para la solución)
about-export = todas tus partidas terminadas en un archivo PGN (en Discord solo lo ves tú)
about-ratings = puntuaciones Glicko-2: la tuya con tus puestos, o los mejores de una variante; entre los jugadores de este servidor, o de todos con `global`
about-notify = mensajes directos (un MD en Discord, una sala privada en Matrix) con el tablero y un enlace a la partida: cuando te toca en una partida por correspondencia (una hora o más por jugada), cuando se te acaba el tiempo, cuando termina una de esas partidas, cuando alguien te desafía. Todo apagado hasta que lo actives; sola, muestra tus ajustes `board` añade a cada mensaje de «te toca» tu propio enlace para jugar en el tablero.
about-premove = jugadas condicionales, mientras juega tu rival: `premove e7e5 g1f3 b8c6 f1b5` juega g1f3 en cuanto juegue e7e5, y luego f1b5 si juega b8c6. Varias líneas por partida; una jugada que ninguna línea espera las borra todas; sola, lista las tuyas. Solo tú las ves: en Matrix, envíalas en tu sala privada con Kibitz (`premove game:<id> ...`)
about-vacation = detén tus relojes en todas tus partidas por correspondencia durante unos días, hasta 30 al año; tus rivales ven que no estás; `vacation end` si vuelves antes; sola, muestra tus días restantes
about-tournament = torneos en este canal: `tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` abre uno (organizadores: «Gestionar servidor» o «Gestionar eventos» en Discord, nivel de poder 50 en Matrix); `join` y `leave` antes de empezar; `start` y `cancel` (su organizador); `withdraw` una vez en marcha; sola, qué es y cómo va; `standings`, `pairings [round:<n>]`, `export` (su informe TRF-16 y las partidas en PGN). Las rondas se emparejan solas (suizo: el sistema holandés de la FIDE; todos contra todos: las tablas de Berger), cada partida en su propio hilo o canal. `id:<n>` indica uno donde un canal tiene varios
about-adjudicate = termina como moderador una partida bloqueada por un jugador que se fue (en Discord «Gestionar canales» o «Gestionar servidor»; en Matrix nivel de poder 50): gana `white` o `black`, o es `draw`; se guarda y puntúa como se decidió, con la terminación `adjudication`. La partida de aquí, o `game:<id>` para una en un hilo de esta sala
about-language = el idioma en que Kibitz te habla: `language es` (o `en`, `de`, `fr`, `pt-BR`, `ru`, `zh-CN`, `ja`), `language auto` para seguir el de esta sala. Un moderador fija el de la sala con `language room <code>`, para lo que se publica aquí por iniciativa propia. En Discord se usa el idioma de tu cliente
about-help = esta lista, o una orden en detalle
