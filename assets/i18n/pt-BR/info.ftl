# O que os jogadores consultam: o tabuleiro de uma partida, suas partidas, súmulas,
# replays, mapas de lances, as páginas web.

## Games

game-title = { $white } contra { $black }, { $variant }
game-to-move = Vez de { $player } ({ $side }).
no-games = Você não tem partidas em andamento. Comece uma com `challenge`.
your-games = Suas partidas ({ $count }), a mais urgente primeiro:
your-move-marked = **sua vez**
player-to-move = vez de { $player }
games-line = { $white } contra { $black } em { $link } ({ $variant }, lance { $number }): { $whose }
games-line-left = { $white } contra { $black } em { $link } ({ $variant }, lance { $number }): { $whose }, restam { $left }
games-next-hint = Diga `next` para ver o tabuleiro da primeira partida em que é sua vez.
next-game = Sua vez em { $white } contra { $black } ({ $variant }) em { $link }.
next-game-left = Sua vez em { $white } contra { $black } ({ $variant }) em { $link }, restam { $left }.

## A game's record

in-progress = Em andamento.
history = { $white } contra { $black }, { $variant }, { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
}. { $status }
record-caption = A súmula da partida { $id } em PGN
replayed = { $finished ->
    [yes] { $white } contra { $black }, { $variant }, { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    }
   *[no] { $white } contra { $black }, { $variant }, { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    } até agora
}
replay = Replay da partida { $id }: { $game }.
replay-caption = Replay: { $game }
exported-none = Você ainda não tem partidas terminadas.
exported = Suas { $count ->
    [one] { $count } partida terminada
   *[other] { $count } partidas terminadas
}, em PGN.
# A game record's `Event` tag (PGN).
pgn-event = Partida do Kibitz { $id }
export-caption = { $count ->
    [one] { $count } partida terminada
   *[other] { $count } partidas terminadas
} de { $player }

## Rules

which-rules = Diga `rules <variant>` para as regras de uma.
rules-with-pictures = **Regras com imagens:** { $topics } (diga `rules { $variant } <topic>` para uma).
rule = **{ $title }**: { $text }
diagram-caption = { $variant }: { $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic } ({ $variant }): { $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] da peça { $piece } em { $square }
    [drops] de um { $piece } da reserva
   *[all] {""}
}
moves-listed = { $count } lances legais { moves-of } para { $player } ({ $side }): { $moves }
moves-listed-all = { $count } lances legais para { $player } ({ $side }): { $moves }
moves-more = … e mais { $more }
map-line = { $count ->
    [one] { $count } lance legal
   *[other] { $count } lances legais
}
map-line-of = { $count ->
    [one] { $count } lance legal { moves-of }
   *[other] { $count } lances legais { moves-of }
}
map-caption = Mapa de lances: { $line }

## Web pages

game-page-link = Página da partida: { $url }
tournament-page-link = Página do torneio: { $url }
page-moves = Lances
page-no-moves = Nenhum lance foi jogado ainda.
page-first = Início
page-previous = Voltar
page-next = Avançar
page-last = Último
page-keys-hint = As setas do teclado percorrem os lances.
page-download-pgn = Baixar o PGN
page-analysis = Análise
page-analysis-alt = As chances de vitória das brancas lance a lance, com os erros marcados
page-live = Esta página acompanha a partida enquanto ela é jogada.
page-standings = Classificação
page-standings-alt = A classificação em forma de tabela
page-pairings = Emparceiramentos
page-not-found = Não encontrado
page-not-found-text = Não há nenhuma página aqui. Links para partidas chegam nas mensagens do Kibitz.
page-footer = Kibitz: variantes de xadrez no Discord e no Matrix
board-alt-move = O tabuleiro depois do lance { $number } ({ $notation }), { $title }
board-alt-start = O tabuleiro no início, { $title }

## language

language-saved = Salvo.
language-yours = Falo com você em { $language }.
language-from-client = Falo com você em { $language }, o idioma do seu cliente do Discord.
language-following-room = Você não escolheu um idioma, então falo com você no desta sala: { $language }.
language-room = O que publico aqui por conta própria está em { $language }.
language-room-none = Esta sala não tem idioma próprio: o que publico aqui por conta própria está em inglês.
language-spoken = Falo { $languages }; `language <code>` escolhe um, `language auto` segue a sala.
