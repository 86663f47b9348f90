# Desafios, o andamento de uma partida, ofertas, lances condicionais, férias e mensagens
# diretas.

## Challenges

plays-color = { $color ->
    [white] de brancas
    [black] de pretas
   *[random] com uma cor aleatória
}
challenge-made-to = { $challenger } desafia { $opponent } para { $variant } ({ $challenger } joga { $plays }, { $pace }). { $opponent }: `accept` ou `decline`. Expira em 24 horas.
challenge-made-open = { $challenger } desafia qualquer pessoa aqui para { $variant } ({ $challenger } joga { $plays }, { $pace }). Qualquer pessoa pode responder `accept`. Expira em 24 horas.
challenge-to-you = { $challenger } desafia você para { $variant } ({ $pace }) em { $link }: responda `accept` ou `decline` lá. Expira em 24 horas.
no-challenges-waiting = Nenhum desafio está esperando aqui. Faça um com `challenge`.
challenges-waiting = Desafios esperando aqui ({ $count }):
challenge-waiting-line = { $challenger } desafia { $opponent }: { $variant }, { $pace }; expira em { $expires }
challenge-waiting-line-color = { $challenger } desafia { $opponent }: { $variant }, { $challenger } joga { $color ->
    [white] de brancas
   *[black] de pretas
}, { $pace }; expira em { $expires }
challenges-waiting-hint = `accept` pega o feito para você, senão o aberto mais antigo; `accept <challenger>` um específico.
game-begins = { $white } (brancas) e { $black } (pretas) começam uma partida de { $variant }, { $pace }. { $white }, sua vez.
challenge-declined = { $by } recusou o desafio de { $challenger }.
challenge-withdrawn = { $challenger } retirou o desafio para { $opponent }.
challenge-expired = { $challenger }, seu desafio para { $opponent } ({ $variant }) expirou: ninguém o aceitou em 24 horas.

## How a game ended

ended-resigned = { $by } abandonou.
ended-draw-agreed = { $by } aceitou a oferta de empate de { $offered_by }.
ended-out-of-time = O tempo de { $loser } acabou.
ended-adjudicated = { $by }, moderador, encerrou a partida.

## Reminders and direct messages of correspondence games

reminder = { $player }, é sua vez em { $variant } contra { $opponent }: restam { $left } antes de você perder por tempo.
reminder-direct = Lembrete: é sua vez contra { $opponent } em { $link } ({ $variant }): restam { $left } antes de você perder por tempo.
your-move-played = { $by } jogou { $notation }.
your-move-accepted = { $by } aceitou seu desafio.
your-move-paired = { $tournament }, rodada { $round }, tabuleiro { $board }: sua partida começa.
your-move-direct = Sua vez contra { $opponent } em { $link } ({ $variant }).
time-left = Restam { $left }.
ended-direct = Sua partida de { $variant } em { $link } terminou: { $result }

## notify

notify-saved = Salvo.
notify-none = Não envio mensagens diretas para você (as menções nos canais das partidas avisam sua vez). `notify on` envia uma para cada um destes, `notify on <event>` para um:
notify-some = Envio uma mensagem direta com o tabuleiro e um link para a partida:
notify-on = ligado
notify-off = desligado
notify-line = `{ $event }` ({ $state }): { $about }
notify-move = quando é sua vez numa partida por correspondência
notify-reminder = quando seu tempo numa partida por correspondência está acabando
notify-result = quando uma partida sua por correspondência termina
notify-challenge = quando alguém desafia você
notify-board = seu próprio link para jogar no tabuleiro, com cada mensagem de "sua vez" (onde as páginas são servidas)

## After a restart

owed-not-played = `{ $text }` não foi jogado (olhei pouco antes de uma reinicialização).
owed-handled = Tratei isto pouco antes de uma reinicialização.
owed-now = É assim que as coisas estão agora:
played-then-moved-on = { $mover } jogou { $notation }. A partida avançou desde então: `board` mostra como ela está.

## adjudicate

name-the-game = Nenhuma partida é jogada aqui mesmo; indique qual encerrar com `game:<id>`:
name-the-game-line = game:{ $id }: { $white } contra { $black } ({ $variant }), { $link }

## Draw offers and takebacks

draw-offered = { $by } oferece empate.
takeback-asked = { $by } pede para voltar o último lance.
draw-answer = { $to }: `draw accept` ou `draw decline`.
takeback-answer = { $to }: `takeback accept` ou `takeback decline`.
draw-declined = { $by } recusou o empate. O jogo continua.
takeback-declined = { $by } recusou voltar o lance. O jogo continua.
bot-takebacks-unrated = Voltar lances contra o bot é só para partidas sem rating (`challenge ... rated:no`).
taken-back = { $by } concordou em voltar { $moves }. Vez de { $player } ({ $side }).

## Conditional moves (premove)

premoves-none = Você não tem lances condicionais na partida { $game }. Enquanto seu adversário pensa, `premove <their move> <your reply> ...` salva uma linha.
premoves-listed = Seus lances condicionais na partida { $game }:
premove-step = { $theirs } → { $yours }
premove-then = {", depois "}
premoves-hint = (lance dele → sua resposta; um lance dele que nenhuma linha espera apaga todas; `premove clear` as remove)
premove-stored = Salvo; só você vê isto.
premoves-cleared = { $count ->
    [one] Sua linha condicional foi removida
   *[other] Suas { $count } linhas condicionais foram removidas
} na partida { $game }.
premove-not-in-public = Todos nesta sala podem ler sua mensagem, inclusive seu adversário, então não salvei estes lances condicionais. Envie-os para mim na nossa sala privada, onde só você os vê: `premove { $game }<moves>`.
premove-send-here = Envie seus lances condicionais aqui, onde só você os vê: `premove { $game }<their move> <your reply> ...`.

## Vacations

vacation-days = Dias de férias este ano: { $used } de { $per_year } usados, restam { $left }.
vacation-until = Você está de férias até { $until }; `vacation end` quando voltar.
vacation-none = Você não está de férias. `vacation <days>` para seus relógios nas partidas por correspondência (uma hora ou mais por lance) enquanto você estiver fora.
vacation-started = Você está de férias até { $until }. Seus relógios nas partidas por correspondência esperam até lá ({ $paused } correndo agora, e qualquer um que comece nesse meio-tempo); seus adversários veem que você está fora. `vacation end` se voltar antes.
vacation-ended = Bem-vindo de volta! Seus relógios voltaram a correr; cada prazo foi adiado pelo tempo que você ficou fora.
away-caption = { $name } fora até { $until }

## How fast a game is played

pace-per-move = { $time } por lance
pace-clock = relógio { $clock }
