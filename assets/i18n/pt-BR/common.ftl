# As palavras que muitas mensagens compartilham: lados, variantes, peças, resultados,
# durações, datas, listas, e o que qualquer comando pode ouvir.

## Sides

side-white = Brancas
side-black = Pretas

## Variants

variant-standard = Xadrez clássico
variant-suction = Xadrez de sucção
variant-shrink = Xadrez encolhedor
variant-swapper = Xadrez dos super-heróis trocadores
variant-giveandtake = Xadrez dá-e-toma
variant-tradeup = Xadrez de promoção

## Pieces

piece-pawn = peão
piece-knight = cavalo
piece-bishop = bispo
piece-rook = torre
piece-queen = dama
piece-king = rei
piece-spearman = Lanceiro
piece-valiant = Valente
piece-karateka = Caratê
piece-strongman = Fortão
piece-mage = Mago
piece-upside-down-rook = torre invertida
piece-any = peça

## Reasons

reason-checkmate = xeque-mate
reason-stalemate = afogamento
reason-king-sucked = rei sugado para a primeira fileira
reason-no-legal-move = nenhum lance legal
reason-insufficient-material = material insuficiente
reason-threefold-repetition = tripla repetição
reason-hundred-half-moves = 100 meios-lances sem captura, lance de peão, colocação ou promoção
reason-resignation = abandono
reason-timeout = tempo
reason-agreement = acordo
reason-adjudication = arbitragem

result-won = { $winner } ({ $side }) vence por { $reason }.
result-drawn = Empate por { $reason }.

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
    [one] { $n } dia
   *[other] { $n } dias
}
duration-pair = { $larger } e { $smaller }

weekday-1 = seg
weekday-2 = ter
weekday-3 = qua
weekday-4 = qui
weekday-5 = sex
weekday-6 = sáb
weekday-7 = dom
month-1 = jan
month-2 = fev
month-3 = mar
month-4 = abr
month-5 = mai
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = set
month-10 = out
month-11 = nov
month-12 = dez
date-day = { $weekday }, { $day } de { $month } de { $year }
date-time = { $weekday }, { $day } de { $month } de { $year }, { $time } UTC
date-short = { $day } de { $month }

## Lists

list-separator = {", "}
list-and = {" e "}
list-or = {" ou "}
anyone = qualquer pessoa
anyone-here = qualquer pessoa aqui

## What any command may be told

unreachable = O banco de dados está inacessível, então nada foi feito; tente de novo daqui a pouco.
failed = Algo deu errado do lado do Kibitz; olhe o `board` antes de tentar de novo.
sent-to-direct-room = Todos leem esta sala, então enviei a resposta na nossa sala privada.
resign-question = Abandonar mesmo esta partida? Reaja com 🏳️ a esta mensagem para confirmar.
offline = Eu estava offline quando você enviou isto; envie de novo, por favor.
too-fast = Você está enviando comandos rápido demais; espere alguns segundos e tente de novo.
already-handled = Esta mensagem já foi tratada.
not-saved = Algo deu errado ao salvar, então nada foi alterado. Tente de novo, por favor.

## Moves played

move-played = { $mover } jogou { $notation }.
move-played-conditional = { $mover } ({ $side }) jogou { $notation }, um lance condicional.
check = Xeque!
to-move-left = Vez de { $player } ({ $side }), restam { $left }.
away-until = { $name } está de férias até { $until }
away-separator = {"; "}
thousands-separator = {"."}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = Vez das { $side }
status-setup-open = Preparação: as brancas colocam um trocador na 3ª fileira ou jogam
status-setup-reply = Preparação: as pretas colocam um { $piece } na 6ª fileira
status-drop-phase = Fase de colocação · vez das { $side }
status-capture-phase = Fase de captura · vez das { $side }
status-check = xeque
status-won = { $side } vencem por { $reason }
status-drawn = Empate por { $reason }
status-last-move = último lance { $move }
status-removed = removida: { $lines }
status-file = coluna { $file }
status-rank = fileira { $rank }

## Buttons and a board's fields

button-resign = Abandonar
button-move = Jogar
button-offer-draw = Oferecer empate
button-next-game = Próxima partida
button-show-solution = Ver a solução
button-accept = Aceitar
button-decline = Recusar
button-join = Entrar
button-leave = Sair
field-last-move = Último lance
field-to-move = Vez de
field-time-left = Tempo restante
board-title = { $white } contra { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = Abandonar mesmo esta partida?
button-yes-resign = Sim, abandonar
button-no-play-on = Não, continuar
play-on = O jogo continua!
time-range = O tempo por lance deve ser de 1 minuto a 14 dias.
one-time-unit = Informe dias, horas ou minutos por lance, não vários.
other-bots = Outros bots não podem jogar; desafie uma pessoa, ou a mim.
bot-level-range = Meu nível vai de 1 (iniciante) a 8 (força total).
tournament-in-thread = Abra um torneio num canal, não num tópico: cada partida dele ganha um tópico próprio sob o canal.
level-is-for-bot = O nível é para uma partida contra mim: escolha-me como adversário.
notify-mode-with-event = Diga `mode:on` ou `mode:off` junto com o evento.
vacation-days-or-end = Ou `days` para sair ou `end` para voltar, não os dois.
team-options-stray = `channel`, `vote` e `voters` são para partidas em equipe: acrescente `team:True`.
widget-not-set = Não consigo mudar os widgets desta sala: me dê o poder para isso (o de um moderador, 50) e tente de novo.

## The console's own words

console-acting-as = (agora agindo como { $name })
console-in-channel = (agora no canal { $name })
console-as-takes-a-name = `as <user>` recebe um nome de letras, algarismos, _ - . (no máximo { $max })
console-in-takes-a-name = `in <channel>` recebe um nome de letras, algarismos, _ - . (no máximo { $max })
console-board-image = imagem do tabuleiro

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = A partida está em { $thread }.
board-not-in-thread = Não foi possível publicar o tabuleiro lá; use /board no tópico.
board-not-shown = Não foi possível mostrar o tabuleiro; use /board.
whole-text-in-file = … (o texto completo está em { $file })

button-play-on-board = Jogar no tabuleiro
