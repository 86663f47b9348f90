# O que se diz de um comando que não deu para ler: o problema e depois como o comando se escreve
# (`usage`, que fica como se digita em todos os idiomas). As palavras do usuário vêm em `$word`.
# Os nomes e valores de opções (`rated`, `yes`, `white`, `swiss`) se digitam em inglês em todos
# os idiomas.

usage-with-usage = { $problem } Uso: `{ $usage }`
usage-line-too-long = Essa linha é longa demais (no máximo { $max } caracteres).
usage-no-command = Nenhum comando dado; tente `help`.
usage-unknown-command = Comando desconhecido `{ $word }`. Tente `help` para ver a lista.
usage-unknown-command-close = Comando desconhecido `{ $word }`. Você quis dizer `{ $close }`? Tente `help` para ver a lista.
usage-takes-nothing = `{ $command }` não leva nada depois.
usage-too-many-words = Palavras demais.
usage-not-an-answer = '{ $word }' não é accept nem decline.
usage-no-such-user = Não existe o usuário '{ $word }'.
usage-one-challenger = Indique no máximo um desafiante.
usage-which-move = Qual lance?
usage-one-move = Um lance de cada vez, sem espaços.
usage-vote-which-move = Votar em qual lance?
usage-one-square-or-piece = No máximo uma casa ou uma peça.
usage-not-square-or-piece = '{ $word }' não é uma casa (e2) nem uma peça (N, knight).
usage-unknown-variant = Variante desconhecida '{ $word }' (escolha standard, suction, shrink, swapper, giveandtake ou tradeup).
usage-which-variant = Qual variante? (veja `variants`).
usage-not-a-number = '{ $word }' não é um número.
usage-time-range = O tempo por lance deve ser de 1 minuto a 14 dias.
usage-not-a-clock = `{ $word }` não é um relógio: informe minutos e segundos de incremento (`clock:5+3`, de 1+0 a 180+180) ou dias e dias (`clock:2d+1d`, de 1d+0d a 14d+14d).
usage-time-or-clock = Informe um tempo por lance (`days`, `hours`, `minutes`) ou um `clock`, não os dois.
usage-no-clock-for-teams = Partidas de equipe são jogadas por votação e não têm relógio: informe um tempo por lance (`days`, `hours`, `minutes`).
usage-not-a-color = '{ $word }' não é white, black nem random.
usage-level-range = O nível é um número de { $min } a { $max }, não '{ $word }'.
usage-level-without-bot = Um nível é para uma partida contra o bot: indique-o como adversário.
usage-yes-or-no = { $option } é yes ou no, não '{ $word }'.
usage-unknown-option = Opção desconhecida '{ $word }'.
usage-what-is = O que é '{ $word }'?
usage-not-a-game-number = '{ $word }' não é um número de partida.
usage-one-game = Indique no máximo uma partida.
usage-notify-on-off = Diga primeiro `on` ou `off`, não '{ $word }'.
usage-not-a-notify-event = '{ $word }' não é move, reminders, results nem challenges.
usage-days-or-end = '{ $word }' não é um número de dias nem `end`.
usage-which-room-language = Qual idioma para a sala?
usage-not-a-language = '{ $word }' não é um idioma que eu falo; eu falo { $codes }.
usage-one-language = Um idioma de cada vez.
usage-who-wins = Quem vence: white, black ou draw?
usage-not-a-result = '{ $word }' não é um resultado: white, black ou draw.
usage-one-result = Um só resultado: white, black ou draw.
usage-daily-on-off = daily leva on ou off.
usage-not-bot-or-channel = '{ $word }' não é o Kibitz nem um canal cuja equipe possa ser desafiada.
usage-voters = voters é shown ou hidden, não '{ $word }'.
usage-team-no-opponent = Uma equipe joga contra o Kibitz (opponent:kibitz) ou contra a equipe de outro canal (channel:<channel>).
usage-team-a-person = Uma equipe joga contra o Kibitz ou contra a equipe de outro canal, não contra uma pessoa.
usage-team-both = Uma equipe joga contra o Kibitz ou contra a equipe de outro canal, não contra os dois ao mesmo tempo.
usage-in-team-challenge = Num desafio de equipes: { $problem }
usage-vote-time = '{ $word }' não é uma duração de votação de 1 minuto a 3 dias (diga 10m, 2h ou 1d).
usage-number-range = { $option } é um número de { $min } a { $max }, não '{ $word }'.
usage-not-a-tournament-number = '{ $word }' não é um número de torneio.
usage-not-a-tournament-action = '{ $word }' não é create, join, leave, withdraw, start, cancel, standings, pairings nem export.
usage-not-a-format = format é swiss, roundrobin ou double, não '{ $word }'.
usage-name-too-long = O nome tem no máximo { $max } caracteres.
usage-unreadable = Não consegui ler `{ $word }`.
