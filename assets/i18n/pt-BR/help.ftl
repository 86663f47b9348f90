# A ajuda de cada comando, e a lista de variantes.

help-intro = O Kibitz oferece variantes de xadrez. Comandos:
help-outro = Comece com `variants` e `rules <variant>`, depois `challenge`.
help-unknown = Não existe o comando '{ $name }'.
variants-intro = Variantes (use o nome em `challenge variant:<name>` e `rules <name>`):
variant-gist-standard = as regras da FIDE, para comparar
variant-gist-suction = peças capturadas trocam de lugar; sugue o rei adversário para a sua primeira fileira
variant-gist-shrink = fileiras e colunas esvaziadas somem e o tabuleiro encolhe
variant-gist-swapper = cinco super-heróis trocadores entram nos exércitos numa fase de preparação
variant-gist-giveandtake = coloque seu exército em casas atacadas, depois todo lance captura
variant-gist-tradeup = comece só com os reis e promova peças a partir da sua reserva

## What each command does

about-challenge = desafie alguém (ou, sem adversário, qualquer pessoa aqui) para uma partida; tempo por lance de 1 minuto a 14 dias, 3 dias se não informado; ou um relógio, `clock:5+3` (minutos e segundos somados a cada lance: de 1+0 a 180+180) ou `clock:2d+1d` (dias: de 1d+0d a 14d+14d), em que o tempo esgotado perde. Indique o próprio bot como adversário para jogar contra ele na hora, num nível de 1 (iniciante) a 8 (força total), 3 se não informado; as partidas valem rating, a menos que `rated:no` (partidas contra o bot têm ratings próprios, e voltar lances contra ele só sem rating). Com `team:yes` este canal joga em equipe, cada lance escolhido por `vote`, contra o bot (`opponent:kibitz level:<n>`) ou a equipe de outro canal (`channel:<channel>`, aceito lá por qualquer pessoa); `vote:` é quanto dura cada votação (1 minuto a 3 dias; 10 minutos em partidas com menos de uma hora por lance, senão 12 horas), `voters:shown` mostra quem votou em quê
about-vote = numa partida em equipe, seu voto no lance da sua equipe (um lance, `draw` para oferecer ou aceitar empate, `resign`); você pode mudá-lo até a votação fechar. O lance mais votado é jogado quando a votação fecha (no empate, o que chegou primeiro), ou antes, assim que todos que votaram recentemente votarem; empate ou abandono precisam da maioria dos votantes
about-accept = aceite um desafio aqui: o feito a você, senão o aberto mais antigo, ou o do desafiante que você nomear
about-decline = recuse um desafio feito a você
about-cancel = retire seu desafio daqui
about-challenges = os desafios esperando aqui (cada um expira em 24 horas)
about-move = jogue um lance: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq
about-board = mostre o tabuleiro da partida daqui; numa sala do Matrix, `board widget on|off` (moderadores) adiciona o tabuleiro aos widgets da sala, onde cada membro joga, vota ou assiste conectado como si mesmo
about-moves = os lances legais e, para os jogadores, um mapa deles: os de uma peça com uma casa (`moves e2`), onde uma peça da reserva pode ir com sua letra (`moves N`)
about-resign = abandone a partida
about-draw = ofereça empate, ou responda a uma oferta
about-takeback = peça para voltar seu último lance, ou responda a esse pedido
about-rules = as regras de uma variante com seus diagramas, ou uma regra (tópico) com o seu
about-variants = as variantes que você pode jogar
about-games = suas partidas em todo lugar, a mais urgente primeiro, com um link para cada uma e de quem é a vez
about-next = o tabuleiro da sua partida mais urgente em que é sua vez
about-web = seu próprio link para jogar a partida daqui (ou outra sua) num tabuleiro no navegador, clicando; só você o vê, e `revoke` encerra seus links
about-history = os lances da partida daqui, com a súmula em arquivo PGN
about-replay = a partida daqui (ou uma anterior) como imagem animada, lance a lance
about-analysis = a análise do motor da última partida terminada aqui (ou de outra): precisão, erros, lances melhores
about-puzzle = um problema perto do seu rating, mostrado aqui: encontre o lance vencedor; `daily on` publica um aqui todo dia (moderadores)
about-solve = sua resposta ao problema daqui, um lance por vez (`show` para a solução)
about-export = todas as suas partidas terminadas em um arquivo PGN (no Discord só você vê)
about-ratings = ratings Glicko-2: o seu com suas posições, ou os melhores de uma variante; entre os jogadores deste servidor, ou de todos com `global`
about-notify = mensagens diretas (uma DM no Discord, uma sala privada no Matrix) com o tabuleiro e um link para a partida: quando é sua vez numa partida por correspondência (uma hora ou mais por lance), quando seu tempo está acabando, quando uma dessas partidas termina, quando alguém desafia você. Tudo desligado até você ligar; sozinho, mostra suas configurações `board` acrescenta a cada mensagem de "sua vez" seu próprio link para jogar no tabuleiro.
about-premove = lances condicionais, enquanto seu adversário pensa: `premove e7e5 g1f3 b8c6 f1b5` joga g1f3 na hora se ele jogar e7e5, depois f1b5 se ele jogar b8c6. Várias linhas por partida; um lance que nenhuma linha espera apaga todas; sozinho, lista as suas. Só você as vê: no Matrix, envie-as na sua sala privada com o Kibitz (`premove game:<id> ...`)
about-vacation = pare seus relógios em todas as partidas por correspondência por alguns dias, até 30 por ano; seus adversários veem que você está fora; `vacation end` se voltar antes; sozinho, mostra seus dias restantes
about-tournament = torneios neste canal: `tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` abre um (organizadores: "Gerenciar servidor" ou "Gerenciar eventos" no Discord, nível de poder 50 no Matrix); `join` e `leave` antes do início; `start` e `cancel` (o organizador); `withdraw` depois de começar; sozinho, o que é e como está; `standings`, `pairings [round:<n>]`, `export` (seu relatório TRF-16 e as partidas em PGN). As rodadas são emparceiradas sozinhas (suíço: o sistema holandês da FIDE; todos contra todos: as tabelas de Berger), cada partida no seu próprio tópico ou canal. `id:<n>` indica um onde um canal tem vários
about-adjudicate = encerre como moderador uma partida travada por um jogador que saiu (no Discord "Gerenciar canais" ou "Gerenciar servidor"; no Matrix nível de poder 50): `white` ou `black` vence, ou é `draw`; salvo e com rating conforme decidido, com o término `adjudication`. A partida daqui, ou `game:<id>` para uma num tópico desta sala
about-language = o idioma em que o Kibitz fala com você: `language pt-BR` (ou `en`, `de`, `es`, `fr`, `ru`, `zh-CN`, `ja`), `language auto` para seguir o desta sala. Um moderador define o da sala com `language room <code>`, para o que é publicado aqui por conta própria. No Discord, vale o idioma do seu cliente
about-help = esta lista, ou um comando em detalhe
