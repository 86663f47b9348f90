# Por que um lance não é legal: o que vem depois de "`e2e5` não é um lance legal: ". O texto
# dos lances e as letras das peças ficam como os jogadores digitam (em inglês).

## Reading the move

move-empty = nenhum lance informado
move-too-long = '{ $text }' é longo demais para ser um lance
move-syntax = '{ $text }' não é um lance: escreva como e4, Nf3, exd5, O-O, e8=Q ou N@e4 (ou em coordenadas: e2e4, e7e8q, dois peões como P@a2,P@b3)
move-promotion-letter = '{ $letter }' não é uma letra de peça para promoção (use q, r, b, n, ou no Swapper s, v, a, t, m; em minúsculas)
move-drop-letter = '{ $letter }' não é uma letra de peça para colocação (use K, Q, R, B, N, P, S, V, A, T, M ou U; em maiúsculas)
move-double-drop-order = escreva as duas casas dos peões em ordem alfabética: { $text }
move-double-drop-same = os dois peões precisam ir para casas diferentes

## Any variant

move-game-over-won = a partida terminou: as { $side } vencem por { $reason }
move-game-over-drawn = a partida terminou: empate por { $reason }
move-off-board = { $square } não está no tabuleiro (agora ele tem { $width }x{ $height }, de a1 a { $corner })
move-no-piece = não há nenhuma peça em { $square }
move-not-your-piece = { $color ->
    [white] a peça branca
   *[black] a peça preta
} ({ $piece }) em { $square } não é sua
move-cannot-move = um { $piece } em { $from } não pode ir para { $to }
move-ambiguous = pode ser { $choices }: diga qual
move-none-can-reach = nenhum { $piece } seu pode ir para { $square }
move-no-such-move = nenhum lance aqui se escreve assim
move-leaves-king-in-check = { $text } deixaria seu rei em xeque
move-own-piece = em { $square } há uma peça sua
move-occupied = { $square } está ocupada
move-not-allowed-here = { $text } não é permitido aqui
move-no-drops = { $variant } não tem colocações
move-not-in-hand = você não tem nenhum { $piece } na reserva

## Promotion

move-promotion-missing = o peão é promovido: acrescente uma das letras { $letters } (por exemplo { $example })
move-not-a-promotion = { $text } não é uma promoção: escreva sem letra de peça
move-cannot-promote-to = um peão não pode ser promovido a { $piece } aqui

## Shrink Chess

move-no-shrink-promotions = { $variant } não tem promoções por encolher o tabuleiro: escreva o lance sem '=' (por exemplo { $example })
move-promotes-no-pawn-by-shrinking = este lance não promove nenhum peão ao encolher o tabuleiro: escreva-o sem '=' (por exemplo { $example })
move-shrink-promotion-letters = este lance encolhe o tabuleiro e promove { $count ->
    [one] 1 peão
   *[other] { $count } peões
}: depois de '=' dê uma letra (q, r, b, n) por peão, na ordem das casas a partir de a1 (por exemplo { $example })

## Suction Chess

move-kings-never-move = no xadrez de sucção os reis nunca se movem

## Swapper Superheroes Chess

move-swapper-reply = a resposta das pretas deve ser um { $piece } colocado numa casa vazia da 6ª fileira (por exemplo { $letter }@e6)
move-setup-over = a fase de preparação acabou: trocadores não podem mais ser colocados
move-only-swappers-dropped = na fase de preparação só se colocam peças trocadoras (S, V, A, T, M)
move-swapper-drop-rank = as brancas colocam os trocadores na 3ª fileira
move-strongman-uncapturable = um Fortão nunca pode ser capturado

## Give & Take Chess

move-drop-phase = na fase de colocação cada lance coloca uma peça da sua reserva (por exemplo N@e4)
move-capture-phase = a fase de colocação acabou: agora todo lance é uma captura
move-must-capture = na fase de captura todo lance precisa capturar uma peça adversária
move-pawn-drop-rank = um peão não pode ser colocado na 1ª ou na 8ª fileira
move-drop-not-attacked = { $square } não é atacada pelo adversário: depois da primeira colocação das brancas, toda colocação precisa ir para uma casa atacada
move-too-few-attacked = depois da colocação suas peças precisam atacar pelo menos { $needed } casas vazias; atacariam { $would }

## Trade-up Chess

move-first-placement = a primeira vez das brancas precisa colocar exatamente um peão na 2ª ou 3ª fileira (por exemplo P@e3)
move-no-double-drops = { $variant } não tem colocação de dois peões
move-two-pawns-needed = você precisa de dois peões na reserva para colocar dois
move-placement-rank = peões são colocados na sua própria 2ª ou 3ª fileira (fileira { $color ->
    [white] 2 ou 3
   *[black] 7 ou 6
}), não em { $square }
move-placement-not-allowed = colocar um peão não é permitido agora
move-only-own-rook-flips = só a sua própria torre pode ser invertida (U@casa)
move-replaces-only = um { $piece } da reserva só substitui o seu { $kind ->
    [rook] cavalo ou bispo
    [queen] torre invertida
   *[other] peão
}
move-not-a-trade-up = isso não é uma promoção: coloque P, substitua por N, B, R ou Q, ou inverta uma torre com U
picker-piece = Sua vez: escolha uma peça.
picker-from = Seu lance com a peça em { $square }:
picker-hand = Onde vai o { $piece } da sua mão:
picker-promotion = No que o peão se transforma:
picker-piece-on = { $piece } em { $square }
picker-piece-in-hand = { $piece } da mão
picker-promotes = { $san } (promove)
