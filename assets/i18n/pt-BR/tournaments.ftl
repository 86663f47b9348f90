# Torneios.

tournament-title = { $name } (torneio { $id })
tournament-format = { $format ->
    [swiss] suíço (sistema holandês da FIDE)
    [roundrobin] todos contra todos
   *[double] todos contra todos em turno e returno
}
tournament-rounds = { $rounds ->
    [swiss] rodadas definidas no início pelo número de jogadores
    [all] tantas rodadas quantas forem precisas para todos se enfrentarem
   *[n] { $n ->
        [one] { $n } rodada
       *[other] { $n } rodadas
    }
}
tournament-state = { $state ->
    [open] aberto para inscrições
    [running] em andamento
    [finished] encerrado
   *[cancelled] cancelado
}
tournament-terms = { $variant }, { $format }, { $rounds }, { $time } por lance, { $rated ->
    [yes] valendo rating
   *[no] sem rating
}
board-caption = Rodada { $round }, tabuleiro { $board }
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0 por W.O.
   *[black-forfeit] 0-1 por W.O.
}
pairing-line = Tabuleiro { $board }: { $white } (brancas) contra { $black } (pretas)
pairing-in = em { $link }
bye-line = Folga: { $player } ({ $points } { $half ->
    [2] ponto
   *[other] pontos
})
table-place = #
table-player = Jogador
table-points = Pontos
tiebreak-wins = Vitórias
withdrawn-name = { $name } (desistiu)
table-more = e mais { $count }
after-rounds = { $after ->
    [0] antes da rodada 1
    [1] depois da rodada 1
   *[other] depois de { $after } rodadas
}
standings-head = Posição. Jogador: pontos ({ $tiebreaks })
standing-line = { $place }. { $name }: { $points } ({ $tiebreaks })
standing-line-withdrawn = { $place }. { $name } (desistiu): { $points } ({ $tiebreaks })
tournament-created = { $organiser } abriu { $title }: { $terms }. Inscreva-se com `tournament join` (`tournament join id:{ $id }` onde houver vários abertos); { $organiser } o inicia com `tournament start`.
tournament-created-max = { $organiser } abriu { $title }: { $terms }, no máximo { $max } jogadores. Inscreva-se com `tournament join` (`tournament join id:{ $id }` onde houver vários abertos); { $organiser } o inicia com `tournament start`.
tournament-shown = { $title }: { $terms }, organizado por { $organiser }; { $state }.
tournament-round-of = Rodada { $round } de { $rounds }: { $decided } de { $boards } partidas decididas.
tournament-players = Jogadores ({ $count }): { $players }.
tournament-no-players = Jogadores (0): nenhum ainda.
tournament-joined = { $player } entrou em { $title }; { $count } inscritos.
tournament-left = { $player } saiu de { $title }; { $count } inscritos.
tournament-withdrew = { $player } desistiu de { $title } e não será mais emparceirado.
forfeit-win = { $opponent } vence a partida desta rodada por W.O.
round-game-won = { $opponent } vence a partida desta rodada.
tournament-started = { $title } começou com { $players } jogadores: { $terms }. A rodada 1 está emparceirada; as partidas estão sendo preparadas.
tournament-cancelled = { $title } foi cancelado. As partidas já começadas continuam como partidas comuns.
standings-of = Classificação de { $title } { $after }:
pairings-of = { $title }, rodada { $round }:
round-announced = Rodada { $round } de { $rounds } de { $title }:
withdrawn-not-paired = Desistentes, não emparceirados: { $names }.
tournament-over = { $title } terminou. Vencedor: { $winner }. Classificação final:
tournament-over-early = { $title } terminou. Acaba antes da última rodada: nenhuma outra rodada pôde ser emparceirada (poucos jogadores restantes, ou nenhuma sem repetir confronto). Vencedor: { $winner }. Classificação final:
paired-direct = Rodada { $round } de { $title }: você joga de { $side } contra { $opponent } no tabuleiro { $board }, em { $link }.
board-begins = { $title }, rodada { $round }, tabuleiro { $board }: { $white } (brancas) contra { $black } (pretas). Vez de { $white }; { $time } por lance.
place-name = { $name } R{ $round } T{ $board }: { $white } contra { $black }
tournament-exported = O registro de { $title }: seu relatório no formato TRF-16 da FIDE (para conferir os emparceiramentos com bbpPairings ou JaVaFo){ $games ->
    [0] {""}
    [1] {" "}e sua partida em PGN
   *[other] {" "}e suas { $games } partidas em um único arquivo PGN
}.
report-caption = Relatório TRF-16 de { $title }
standings-caption = Classificação de { $title }
games-caption = As { $games } partidas de { $title }, em PGN

## Refusals

tournament-none-here = Não há nenhum torneio aqui. Um organizador abre um com `tournament create variant:<variant> format:swiss|roundrobin|double`.
tournament-no-such = Não existe o torneio { $id }.
tournament-which-item = { $name } (`id:{ $id }`)
tournament-which = Vários torneios daqui podem ser o pretendido: { $list }. Indique um pelo id.
tournament-organisers-only = Só organizadores podem abrir um torneio aqui (no Discord: "Gerenciar servidor" ou "Gerenciar eventos"; no Matrix: nível de poder 50).
tournament-not-organiser = Só o organizador ({ $name }) ou um organizador deste servidor pode fazer isso.
tournament-already-in = Você já está em { $name }.
tournament-not-in = Você não está em { $name }.
tournament-full = { $name } está lotado ({ $max } jogadores).
tournament-under-way = { $name } está em andamento: jogadores só entram e saem antes do início (`tournament withdraw` retira um jogador).
tournament-not-open = { $name } está { $state }: jogadores só entram e saem antes do início.
tournament-not-running = { $name } está { $state }.
tournament-not-to-start = { $name } já está { $state }.
tournament-too-few = { $name } tem { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}; precisa de pelo menos 2 para começar.
tournament-too-many-rounds = Um suíço de { $rounds } rodadas precisa de mais de { $rounds } jogadores; { $players } se inscreveram. Comece com menos rodadas (abra um novo) ou espere mais jogadores.
tournament-rounds-for-round-robin = Um torneio { $format } tem tantas rodadas quantas forem precisas para todos se enfrentarem; omita `rounds`.
tournament-no-such-round = Não existe a rodada { $round }: as rodadas 1 a { $paired } foram emparceiradas.
tournament-nothing-paired = { $name } não começou: nenhuma rodada foi emparceirada ainda.
tournament-already-withdrawn = Você já desistiu de { $name }.
