# Análisis, problemas y puntuaciones.

## Analysis

analysis-head = Análisis de la partida { $id }: { $game } ({ $nodes } nodos por posición).
accuracy = Precisión: { $white } (blancas) { $white_accuracy } %, { $black } (negras) { $black_accuracy } %.
accuracy-none = Precisión: no se da, porque solo movió un bando.
no-errors = Ninguna imprecisión, error ni error grave.
errors-tally = { $player }: { $inaccuracies ->
    [0] ninguna imprecisión
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
}, { $mistakes ->
    [0] ningún error
    [one] { $mistakes } error
   *[other] { $mistakes } errores
}, { $blunders ->
    [0] ningún error grave
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}.
judgement = { $judgement ->
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
}
judged-move = { $move } { judgement }: opciones de las { $side } { $before } % → { $after } %.
judged-move-better = { $move } { judgement }: opciones de las { $side } { $before } % → { $after } %; mejor { $better }.
key-moment = Momento clave: { $move }, las opciones de { $player } cayeron del { $before } % al { $after } %.
key-moment-better = Momento clave: { $move }, las opciones de { $player } cayeron del { $before } % al { $after } %. { $better } era mejor.
analysing = Analizando la partida { $id }: { $done } de { $total } posiciones examinadas…
graph-caption = Las opciones de ganar de las blancas a lo largo de la partida { $id }, jugada a jugada; los puntos marcan imprecisiones (azul), errores (naranja) y errores graves (rojo)
key-board-caption = se jugó { $move }
key-board-caption-better = se jugó { $move }; { $better } era mejor
key-caption = Momento clave de la partida { $id }: la posición antes de { $move }
key-caption-better = Momento clave de la partida { $id }: la posición antes de { $move }; la flecha muestra { $better }, la mejor jugada

## Puzzles

puzzle-goal = { $moves ->
    [one] encuentra la jugada ganadora
   *[other] encuentra la línea ganadora ({ $moves } jugadas tuyas)
}
puzzle-shown = Problema { $id }, { $variant } (puntuación { $rating }; { $themes }): juegan las { $side }, { puzzle-goal }. Responde con `solve <move>`; `solve show` da la solución.
puzzle-right-go-on = { $solver }: { $played } es correcta. La respuesta es { $reply }; vuelve a tocarte en el problema { $id }.
puzzle-solved = { $solver }: { $played } es correcta. ¡Problema { $id } resuelto!
puzzle-wrong = { $solver }: { $played } no es la jugada del problema { $id }. Inténtalo de nuevo, o `solve show` para la solución.
puzzle-solution = La solución del problema { $id }, para { $solver }: { $moves }.
puzzle-solved-already = Ya resolviste el problema { $id }. `puzzle` te da otro.
puzzle-try-over = Tu intento en el problema { $id } terminó. `puzzle` te da otro.
daily-on = Aquí se publicará un problema cada día a las 12:00 UTC, el primero ahora. `puzzle daily off` los detiene.
daily-already-on = Ya estaba activado. Aquí se publicará un problema cada día a las 12:00 UTC, el primero ahora. `puzzle daily off` los detiene.
daily-off = No habrá más problemas diarios aquí. `puzzle daily on` los recupera.
daily-none = Aquí no hay problemas diarios que detener.
puzzle-of-the-day = El problema del { $day }:
puzzle-rating-moved = Puntuación de problemas en { $variant }: { $before } → { $after }.
no-such-theme = Ningún problema de { $variant } tiene el tema '{ $theme }'. Sus temas: { $themes }.
no-puzzle-left-theme = Has intentado todos los problemas de { $variant } con el tema '{ $theme }'. Prueba otro tema u otra variante.
no-puzzle-left = Has intentado todos los problemas de { $variant }. Prueba otra variante.

## Ratings

rating = { $rating } ±{ $range } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
puzzle-rating = { $rating } ±{ $range } ({ $puzzles ->
    [one] { $puzzles } problema
   *[other] { $puzzles } problemas
})
among = { $in_server ->
    [yes] los jugadores de este servidor
   *[no] todos los jugadores
}
no-rated-games = Aún no hay partidas puntuadas de { $variant } entre { among }.
ratings-in = Puntuaciones en { $variant } entre { among } (Glicko-2):
ratings-you = Tú: n.º { $rank } de { $of }, { $rating }
bot-levels = Los niveles del bot, según las partidas contra él:
bot-level = nivel { $level }: { $rating }
no-ratings-yet = Aún no tienes partidas puntuadas. `ratings <variant>` muestra los mejores jugadores de una variante.
ratings-of = Puntuaciones de { $player } (Glicko-2), clasificado entre { among }:
rating-ranked = { $variant }: { $rating }, n.º { $rank } de { $of }
rating-of-variant = { $variant }: { $rating }
against-bot = Contra el bot (aparte):
puzzles = Problemas:
ratings-global-hint = (`ratings global` para todos los jugadores de todas partes.)
