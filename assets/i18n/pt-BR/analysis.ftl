# Análises, problemas e ratings.

## Analysis

analysis-head = Análise da partida { $id }: { $game } ({ $nodes } nós por posição).
accuracy = Precisão: { $white } (brancas) { $white_accuracy }%, { $black } (pretas) { $black_accuracy }%.
accuracy-none = Precisão: não informada, pois só um lado jogou.
no-errors = Nenhuma imprecisão, erro ou capivarada.
errors-tally = { $player }: { $inaccuracies ->
    [0] nenhuma imprecisão
    [one] { $inaccuracies } imprecisão
   *[other] { $inaccuracies } imprecisões
}, { $mistakes ->
    [0] nenhum erro
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
}, { $blunders ->
    [0] nenhuma capivarada
    [one] { $blunders } capivarada
   *[other] { $blunders } capivaradas
}.
judgement = { $judgement ->
    [inaccuracy] imprecisão
    [mistake] erro
   *[blunder] capivarada
}
judged-move = { $move } { judgement }: chances das { $side } { $before }% → { $after }%.
judged-move-better = { $move } { judgement }: chances das { $side } { $before }% → { $after }%; melhor { $better }.
key-moment = Momento decisivo: { $move }, as chances de { $player } caíram de { $before }% para { $after }%.
key-moment-better = Momento decisivo: { $move }, as chances de { $player } caíram de { $before }% para { $after }%. { $better } era melhor.
analysing = Analisando a partida { $id }: { $done } de { $total } posições examinadas…
graph-caption = As chances de vitória das brancas ao longo da partida { $id }, lance a lance; os pontos marcam imprecisões (azul), erros (laranja) e capivaradas (vermelho)
key-board-caption = { $move } foi jogado
key-board-caption-better = { $move } foi jogado; { $better } era melhor
key-caption = Momento decisivo da partida { $id }: a posição antes de { $move }
key-caption-better = Momento decisivo da partida { $id }: a posição antes de { $move }; a seta mostra { $better }, o lance melhor

## Puzzles

puzzle-goal = { $moves ->
    [one] encontre o lance vencedor
   *[other] encontre a linha vencedora ({ $moves } lances seus)
}
puzzle-shown = Problema { $id }, { $variant } (rating { $rating }; { $themes }): jogam as { $side }, { puzzle-goal }. Responda com `solve <move>`; `solve show` dá a solução.
puzzle-right-go-on = { $solver }: { $played } está certo. A resposta é { $reply }; sua vez de novo no problema { $id }.
puzzle-solved = { $solver }: { $played } está certo. Problema { $id } resolvido!
puzzle-wrong = { $solver }: { $played } não é o lance do problema { $id }. Tente de novo, ou `solve show` para a solução.
puzzle-solution = A solução do problema { $id }, para { $solver }: { $moves }.
puzzle-solved-already = Você já resolveu o problema { $id }. `puzzle` dá outro.
puzzle-try-over = Sua tentativa no problema { $id } acabou. `puzzle` dá outro.
daily-on = Um problema será publicado aqui todo dia às 12:00 UTC, o primeiro agora. `puzzle daily off` os interrompe.
daily-already-on = Já estava ligado. Um problema será publicado aqui todo dia às 12:00 UTC, o primeiro agora. `puzzle daily off` os interrompe.
daily-off = Sem mais problemas do dia aqui. `puzzle daily on` os traz de volta.
daily-none = Não há problemas do dia para interromper aqui.
puzzle-of-the-day = O problema de { $day }:
puzzle-rating-moved = Rating de problemas em { $variant }: { $before } → { $after }.
no-such-theme = Nenhum problema de { $variant } tem o tema '{ $theme }'. Seus temas: { $themes }.
no-puzzle-left-theme = Você tentou todos os problemas de { $variant } com o tema '{ $theme }'. Tente outro tema ou outra variante.
no-puzzle-left = Você tentou todos os problemas de { $variant }. Tente outra variante.

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
    [yes] os jogadores deste servidor
   *[no] todos os jogadores
}
no-rated-games = Ainda não há partidas com rating de { $variant } entre { among }.
ratings-in = Ratings em { $variant } entre { among } (Glicko-2):
ratings-you = Você: nº { $rank } de { $of }, { $rating }
bot-levels = Os níveis do bot, a partir das partidas contra ele:
bot-level = nível { $level }: { $rating }
no-ratings-yet = Você ainda não tem partidas com rating. `ratings <variant>` mostra os melhores jogadores de uma variante.
ratings-of = Ratings de { $player } (Glicko-2), posição entre { among }:
rating-ranked = { $variant }: { $rating }, nº { $rank } de { $of }
rating-of-variant = { $variant }: { $rating }
against-bot = Contra o bot (à parte):
puzzles = Problemas:
ratings-global-hint = (`ratings global` para todos os jogadores de todos os lugares.)
