# Lo que consultan los jugadores: el tablero de una partida, sus partidas, planillas,
# repeticiones, mapas de jugadas, las páginas web.

## Games

game-title = { $white } contra { $black }, { $variant }
game-to-move = Juegan { $player } ({ $side }).
no-games = No tienes partidas en curso. Empieza una con `challenge`.
your-games = Tus partidas ({ $count }), la más urgente primero:
your-move-marked = **te toca**
player-to-move = juega { $player }
games-line = { $white } contra { $black } en { $link } ({ $variant }, jugada { $number }): { $whose }
games-line-left = { $white } contra { $black } en { $link } ({ $variant }, jugada { $number }): { $whose }, quedan { $left }
games-next-hint = Di `next` para ver el tablero de la primera partida en la que te toca.
next-game = Te toca en { $white } contra { $black } ({ $variant }) en { $link }.
next-game-left = Te toca en { $white } contra { $black } ({ $variant }) en { $link }, quedan { $left }.

## A game's record

in-progress = En curso.
history = { $white } contra { $black }, { $variant }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}. { $status }
record-caption = La planilla de la partida { $id } en PGN
replayed = { $finished ->
    [yes] { $white } contra { $black }, { $variant }, { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }
   *[no] { $white } contra { $black }, { $variant }, { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    } hasta ahora
}
replay = Repetición de la partida { $id }: { $game }.
replay-caption = Repetición: { $game }
exported-none = Aún no tienes partidas terminadas.
exported = Tus { $count ->
    [one] { $count } partida terminada
   *[other] { $count } partidas terminadas
}, en PGN.
# A game record's `Event` tag (PGN).
pgn-event = Partida de Kibitz { $id }
export-caption = { $count ->
    [one] { $count } partida terminada
   *[other] { $count } partidas terminadas
} de { $player }

## Rules

which-rules = Di `rules <variant>` para las reglas de una.
rules-with-pictures = **Reglas con imágenes:** { $topics } (di `rules { $variant } <topic>` para una).
rule = **{ $title }**: { $text }
diagram-caption = { $variant }: { $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic } ({ $variant }): { $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] de la pieza { $piece } de { $square }
    [drops] de un { $piece } de la reserva
   *[all] {""}
}
moves-listed = { $count } jugadas legales { moves-of } para { $player } ({ $side }): { $moves }
moves-listed-all = { $count } jugadas legales para { $player } ({ $side }): { $moves }
moves-more = … y { $more } más
map-line = { $count ->
    [one] { $count } jugada legal
   *[other] { $count } jugadas legales
}
map-line-of = { $count ->
    [one] { $count } jugada legal { moves-of }
   *[other] { $count } jugadas legales { moves-of }
}
map-caption = Mapa de jugadas: { $line }

## Web pages

game-page-link = Página de la partida: { $url }
tournament-page-link = Página del torneo: { $url }
page-moves = Jugadas
page-no-moves = Aún no se ha jugado ninguna jugada.
page-first = Inicio
page-previous = Atrás
page-next = Adelante
page-last = Última
page-keys-hint = Las flechas del teclado recorren las jugadas.
page-download-pgn = Descargar el PGN
page-analysis = Análisis
page-analysis-alt = Las opciones de ganar de las blancas jugada a jugada, con los errores marcados
page-live = Esta página sigue la partida mientras se juega.
page-standings = Clasificación
page-standings-alt = La clasificación como tabla
page-pairings = Emparejamientos
page-not-found = No encontrado
page-not-found-text = Aquí no hay ninguna página. Los enlaces a partidas llegan en los mensajes de Kibitz.
page-footer = Kibitz: variantes de ajedrez en Discord y Matrix
board-alt-move = El tablero tras la jugada { $number } ({ $notation }), { $title }
board-alt-start = El tablero al inicio, { $title }

## language

language-saved = Guardado.
language-yours = Te hablo en { $language }.
language-from-client = Te hablo en { $language }, el idioma de tu cliente de Discord.
language-following-room = No has elegido idioma, así que te hablo en el de esta sala: { $language }.
language-room = Lo que publico aquí por mi cuenta está en { $language }.
language-room-none = Esta sala no tiene idioma propio: lo que publico aquí por mi cuenta está en inglés.
language-spoken = Hablo { $languages }; `language <code>` elige uno, `language auto` sigue a la sala.

board-link = Tu tablero para la partida { $game }, para jugar con clics: { $url }
    Solo tú ves este enlace, y quien lo tenga puede jugar por ti: guárdalo para ti. `web revoke` lo anula.
board-widget-on = El tablero ya está entre los widgets de esta sala: ábrelo para jugar tus partidas, votar con tu equipo o mirar, identificado como tú.
board-widget-off = El widget del tablero se quitó de esta sala.
board-links-revoked = { $count ->
    [0] No tenías ningún enlace al tablero de la partida { $game }.
    [one] Tu enlace al tablero de la partida { $game } ya no funciona.
   *[other] Tus { $count } enlaces al tablero de la partida { $game } ya no funcionan.
}
play-you-play = Juegas con { $side }.
play-square-piece = { $square }: { $piece } ({ $side })
play-square-empty = { $square }: vacía
play-hand-piece = { $piece } ({ $side }), { $count } en mano
play-in-hand = En mano ({ $side })
play-board-label = El tablero, desde tu lado: elige una pieza y luego la casilla a la que va.
play-keys-hint = Tab lleva a las casillas; Intro elige una pieza o juega a la casilla; Escape la suelta.
play-move-box = Escribe una jugada, como Cf3
play-move-button = Jugar
play-resign = Abandonar
play-resign-confirm = Pulsa otra vez para abandonar
play-offer-draw = Ofrecer tablas
play-accept-draw = Aceptar las tablas
play-decline-draw = Rechazar las tablas
play-draw-offered = Tu rival ofrece tablas.
play-ask-takeback = Pedir deshacer
play-accept-takeback = Permitir deshacer
play-decline-takeback = Rechazar deshacer
play-takeback-asked = Tu rival pide deshacer su jugada.
play-promote = ¿Qué pieza?
play-cancel = Cancelar
play-place-one = Solo este peón
play-turn-over = Dar la vuelta a una torre
play-read-only = La partida terminó: este tablero solo sirve para mirar.
play-moved-on = La partida avanzó antes de tu jugada: no se jugó nada. Este es el tablero tal como está.
play-needs-script = Este tablero necesita JavaScript para jugar.
play-no-link = Este enlace no abre ningún tablero
play-no-link-text = Se anuló con `web revoke`, o nunca se dio. Pide uno nuevo con `web` en el canal de la partida.
play-signin-failed = Kibitz no pudo saber quién eres: tu cliente de chat no lo confirmó. Cierra el tablero, ábrelo de nuevo y permite que confirme tu identidad cuando te lo pida.
play-no-game = Aquí aún no se juega ninguna partida. Desafía a alguien con `challenge` en este canal y el tablero la mostrará aquí.
play-supply-piece = { $piece } ({ $side }), para colocar
play-last-move = { $player } jugó { $san }.
play-clock = Reloj de las { $side }
play-you-vote = Tu equipo juega con { $side }: la jugada que hagas aquí es tu voto.
play-you-watch = Estás mirando, desde el lado de { $side }.
play-only-players = En esta partida solo mueven los jugadores (y sus equipos, por votación): tú estás mirando.
