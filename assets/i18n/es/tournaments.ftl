# Torneos.

tournament-title = { $name } (torneo { $id })
tournament-format = { $format ->
    [swiss] suizo (sistema holandés de la FIDE)
    [roundrobin] todos contra todos
   *[double] todos contra todos a doble vuelta
}
tournament-rounds = { $rounds ->
    [swiss] rondas fijadas al empezar según el número de jugadores
    [all] tantas rondas como hagan falta para que todos se enfrenten
   *[n] { $n ->
        [one] { $n } ronda
       *[other] { $n } rondas
    }
}
tournament-state = { $state ->
    [open] abierto a inscripciones
    [running] en marcha
    [finished] terminado
   *[cancelled] cancelado
}
tournament-terms = { $variant }, { $format }, { $rounds }, { $time } por jugada, { $rated ->
    [yes] puntuable
   *[no] no puntuable
}
board-caption = Ronda { $round }, tablero { $board }
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0 por incomparecencia
   *[black-forfeit] 0-1 por incomparecencia
}
pairing-line = Tablero { $board }: { $white } (blancas) contra { $black } (negras)
pairing-in = en { $link }
bye-line = Descansa: { $player } ({ $points } { $half ->
    [2] punto
   *[other] puntos
})
table-place = #
table-player = Jugador
table-points = Puntos
tiebreak-wins = Victorias
withdrawn-name = { $name } (retirado)
table-more = y { $count } más
after-rounds = { $after ->
    [0] antes de la ronda 1
    [1] tras la ronda 1
   *[other] tras { $after } rondas
}
standings-head = Puesto. Jugador: puntos ({ $tiebreaks })
standing-line = { $place }. { $name }: { $points } ({ $tiebreaks })
standing-line-withdrawn = { $place }. { $name } (retirado): { $points } ({ $tiebreaks })
tournament-created = { $organiser } abrió { $title }: { $terms }. Inscríbete con `tournament join` (`tournament join id:{ $id }` donde haya varios abiertos); { $organiser } lo empieza con `tournament start`.
tournament-created-max = { $organiser } abrió { $title }: { $terms }, como mucho { $max } jugadores. Inscríbete con `tournament join` (`tournament join id:{ $id }` donde haya varios abiertos); { $organiser } lo empieza con `tournament start`.
tournament-shown = { $title }: { $terms }, organizado por { $organiser }; { $state }.
tournament-round-of = Ronda { $round } de { $rounds }: { $decided } de { $boards } partidas decididas.
tournament-players = Jugadores ({ $count }): { $players }.
tournament-no-players = Jugadores (0): ninguno todavía.
tournament-joined = { $player } se unió a { $title }; { $count } inscritos.
tournament-left = { $player } dejó { $title }; { $count } inscritos.
tournament-withdrew = { $player } se retiró de { $title } y no volverá a ser emparejado.
forfeit-win = { $opponent } gana la partida de esta ronda por incomparecencia.
round-game-won = { $opponent } gana la partida de esta ronda.
tournament-started = { $title } empezó con { $players } jugadores: { $terms }. La ronda 1 está emparejada; se están preparando las partidas.
tournament-cancelled = { $title } está cancelado. Las partidas ya empezadas siguen como partidas normales.
standings-of = Clasificación de { $title } { $after }:
pairings-of = { $title }, ronda { $round }:
round-announced = Ronda { $round } de { $rounds } de { $title }:
withdrawn-not-paired = Retirados, sin emparejar: { $names }.
tournament-over = { $title } terminó. Ganador: { $winner }. Clasificación final:
tournament-over-early = { $title } terminó. Acaba antes de su última ronda: no se pudo emparejar otra ronda (quedan muy pocos jugadores, o ninguna sin repetir enfrentamiento). Ganador: { $winner }. Clasificación final:
paired-direct = Ronda { $round } de { $title }: juegas con { $side } contra { $opponent } en el tablero { $board }, en { $link }.
board-begins = { $title }, ronda { $round }, tablero { $board }: { $white } (blancas) contra { $black } (negras). Juega { $white }; { $time } por jugada.
place-name = { $name } R{ $round } T{ $board }: { $white } contra { $black }
tournament-exported = El registro de { $title }: su informe en el formato TRF-16 de la FIDE (para comprobar los emparejamientos con bbpPairings o JaVaFo){ $games ->
    [0] {""}
    [1] {" "}y su partida en PGN
   *[other] {" "}y sus { $games } partidas en un solo archivo PGN
}.
report-caption = Informe TRF-16 de { $title }
standings-caption = Clasificación de { $title }
games-caption = Las { $games } partidas de { $title }, en PGN

## Refusals

tournament-none-here = Aquí no hay ningún torneo. Un organizador abre uno con `tournament create variant:<variant> format:swiss|roundrobin|double`.
tournament-no-such = No existe el torneo { $id }.
tournament-which-item = { $name } (`id:{ $id }`)
tournament-which = Aquí podrías referirte a varios torneos: { $list }. Indica uno con su id.
tournament-organisers-only = Solo los organizadores pueden abrir un torneo aquí (en Discord: «Gestionar servidor» o «Gestionar eventos»; en Matrix: nivel de poder 50).
tournament-not-organiser = Solo su organizador ({ $name }) o un organizador de este servidor puede hacer eso.
tournament-already-in = Ya estás en { $name }.
tournament-not-in = No estás en { $name }.
tournament-full = { $name } está completo ({ $max } jugadores).
tournament-under-way = { $name } está en marcha: los jugadores solo entran y salen antes de empezar (`tournament withdraw` retira a un jugador).
tournament-not-open = { $name } está { $state }: los jugadores solo entran y salen antes de empezar.
tournament-not-running = { $name } está { $state }.
tournament-not-to-start = { $name } ya está { $state }.
tournament-too-few = { $name } tiene { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}; necesita al menos 2 para empezar.
tournament-too-many-rounds = Un suizo de { $rounds } rondas necesita más de { $rounds } jugadores; hay { $players } inscritos. Empiézalo con menos rondas (abre uno nuevo) o espera a más jugadores.
tournament-rounds-for-round-robin = Un torneo { $format } tiene tantas rondas como hagan falta para que todos se enfrenten; omite `rounds`.
tournament-no-such-round = No existe la ronda { $round }: se han emparejado las rondas 1 a { $paired }.
tournament-nothing-paired = { $name } no ha empezado: aún no hay ninguna ronda emparejada.
tournament-already-withdrawn = Ya te retiraste de { $name }.
