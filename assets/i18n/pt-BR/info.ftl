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

board-link = Seu tabuleiro da partida { $game }, para jogar clicando: { $url }
    Só você vê este link, e quem o tiver pode jogar por você: guarde-o para si. `web revoke` o encerra.
board-widget-on = O tabuleiro agora está entre os widgets desta sala: abra-o para jogar suas partidas, votar com sua equipe ou assistir, conectado como você mesmo.
board-widget-off = O widget do tabuleiro foi removido desta sala.
board-links-revoked = { $count ->
    [0] Você não tinha link para o tabuleiro da partida { $game }.
    [one] Seu link para o tabuleiro da partida { $game } não funciona mais.
   *[other] Seus { $count } links para o tabuleiro da partida { $game } não funcionam mais.
}
play-you-play = Você joga de { $side }.
play-square-piece = { $square }: { $piece } ({ $side })
play-square-empty = { $square }: vazia
play-hand-piece = { $piece } ({ $side }), { $count } na mão
play-in-hand = Na mão ({ $side })
play-board-label = O tabuleiro, do seu lado: escolha uma peça e depois a casa para onde ela vai.
play-keys-hint = Tab leva às casas; Enter escolhe uma peça ou joga para a casa; Esc a solta.
play-move-box = Digite um lance, como Cf3
play-move-button = Jogar
play-resign = Abandonar
play-resign-confirm = Aperte de novo para abandonar
play-offer-draw = Oferecer empate
play-accept-draw = Aceitar o empate
play-decline-draw = Recusar o empate
play-draw-offered = Seu adversário oferece empate.
play-ask-takeback = Pedir para voltar
play-accept-takeback = Permitir voltar o lance
play-decline-takeback = Recusar voltar o lance
play-takeback-asked = Seu adversário pede para voltar o lance dele.
play-promote = Qual peça?
play-cancel = Cancelar
play-place-one = Só este peão
play-turn-over = Virar uma torre
play-read-only = A partida acabou: este tabuleiro é só para olhar.
play-moved-on = A partida andou antes do seu lance: nada foi jogado. Este é o tabuleiro como está agora.
play-needs-script = Este tabuleiro precisa de JavaScript para jogar.
play-no-link = Este link não abre nenhum tabuleiro
play-no-link-text = Ele foi encerrado com `web revoke`, ou nunca foi dado. Peça um novo com `web` no canal da partida.
play-signin-failed = O Kibitz não conseguiu saber quem você é: seu cliente de chat não confirmou. Feche o tabuleiro, abra de novo e permita a confirmação da sua identidade quando pedido.
play-no-game = Ainda não há partida sendo jogada aqui. Desafie alguém com `challenge` neste canal e o tabuleiro a mostrará aqui.
play-supply-piece = { $piece } ({ $side }), para colocar
play-last-move = { $player } jogou { $san }.
play-clock = Relógio das { $side }
play-you-vote = Sua equipe joga com as { $side }: o lance que você fizer aqui é o seu voto.
play-you-watch = Você está assistindo, do lado das { $side }.
play-only-players = Nesta partida só os jogadores (e suas equipes, por votação) jogam: você está assistindo.
