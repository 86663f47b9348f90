# O que se responde quando um comando é recusado. Nada foi alterado.

no-game-in-progress = Não há nenhuma partida em andamento aqui. Comece uma com `challenge`.
plays-in-threads = Você joga { $count } partidas em tópicos desta sala; envie seu comando no tópico da partida a que ele se refere:
plays-in-threads-line = { $white } contra { $black } ({ $variant }): { $link }
adjudicate-for-moderators = Só moderadores encerram partidas de outros jogadores (no Discord com "Gerenciar canais" ou "Gerenciar servidor"; no Matrix com nível de poder 50). Nada foi alterado.
adjudicate-own-game = Você joga nesta partida, então não cabe a você decidi-la: abandone ou ofereça empate. Nada foi alterado.
no-game-played-here = Nenhuma partida foi jogada aqui ainda. Comece uma com `challenge`.
no-game-to-replay = Nenhuma partida foi jogada aqui ainda.
still-playing-here = A partida daqui ainda está em andamento: a análise vem quando ela terminar (a ajuda do motor não é para partidas em andamento).
no-finished-game-here = Nenhuma partida terminou aqui ainda. Indique outra com `analysis game:<id>`.
still-played = A partida { $id } ainda está em andamento: a análise vem quando ela terminar (a ajuda do motor não é para partidas em andamento).
no-puzzle-here = Não há nenhum problema para resolver aqui. `puzzle` mostra um.
daily-for-moderators = Só moderadores ligam ou desligam o problema do dia (no Discord com "Gerenciar servidor" ou "Gerenciar canais"; no Matrix com nível de poder 50).
nothing-to-analyse = A partida { $id } terminou antes do primeiro lance: não há nada para analisar.
no-such-game = Não existe a partida { $id }.
no-such-game-here = Não existe a partida { $id } aqui.
game-over = A partida { $id } terminou.
not-a-player = Só os jogadores ({ $white } e { $black }) podem fazer isso nesta partida.
not-your-turn = Não é sua vez: é a vez de { $next } ({ $side }).
no-move-waiting = Não é sua vez em nenhuma partida. `games` lista todas.
illegal = `{ $text }` não é um lance legal: { $error }.
move-raced = A posição mudou enquanto seu lance era verificado (outro lance chegou antes). Olhe o `board` e tente de novo.
move-out-of-time = Seu tempo acabou: o lance não foi jogado, e a partida está perdida por tempo (ou empatada, se seu adversário não pudesse vencer).
widgets-in-matrix-rooms = O widget do tabuleiro é para salas do Matrix: aqui, use `web` para ter seu próprio link para o tabuleiro.
widget-for-moderators = Só os moderadores da sala (nível de poder 50 ou mais) podem adicionar ou remover o widget do tabuleiro.
position-moved = A posição mudou enquanto o lance era pensado.
pick-expired = Esse menu era de uma posição anterior: nada foi jogado. Aperte Jogar de novo para a posição atual.
game-changed = A partida acabou de mudar; tente de novo.
game-changed-look = A partida acabou de mudar; olhe o `board` e tente de novo.
not-on-the-board = { $square } não está no tabuleiro.
no-piece-on = Não há nenhuma peça em { $square }.
opponents-piece = A peça { $piece } em { $square } é das { $owner }, e é a vez das { $to_move }.
piece-cannot-move = A peça { $piece } em { $square } não tem lance legal.
no-drop = Nenhum { $piece } pode sair da reserva agora.
own-challenge = Esse é o seu próprio desafio; `cancel` o retira.
game-here = Já há uma partida em andamento aqui ({ $white } contra { $black }). Comece a sua em outro canal ou tópico.
game-there = Já há uma partida em andamento lá ({ $white } contra { $black }); aceite quando ela terminar, ou jogue em outro canal.
challenge-yourself = Você não pode desafiar a si mesmo.
challenge-waiting = Você já tem um desafio esperando aqui ({ $variant } para { $to }); retire-o primeiro com `cancel`.
too-many-challenges = Já há { $most } desafios esperando aqui; aceite um, ou espere que alguns sejam respondidos ou expirem.
challenged-just-now = Você acabou de fazer um desafio aqui; retire-o primeiro com `cancel`.
no-challenge-to-accept = Não há nenhum desafio para aceitar aqui. Faça um com `challenge`.
no-challenge-to-decline = Não há nenhum desafio para recusar aqui.
no-challenge-to-cancel = Não há nenhum desafio para retirar aqui.
challenges-for-others = { $action ->
    [accept] Os desafios daqui são para outros ({ $names }); só eles podem aceitá-los.
   *[decline] Os desafios daqui são para outros ({ $names }); só eles podem recusá-los.
}
challenge-for-other = { $action ->
    [accept] Este desafio é para { $name }; só essa pessoa pode aceitá-lo.
   *[decline] Este desafio é para { $name }; só essa pessoa pode recusá-lo.
}
challenge-just-taken = Esse desafio acabou de ser aceito ou retirado.
open-challenge-not-declined = Um desafio aberto não pode ser recusado; quem o fez o retira com `cancel`.
only-challenger-cancels = Qualquer pessoa pode aceitar este desafio aberto; só { $challenger } pode retirá-lo.
challenge-gone = Esse desafio já não existe.
no-own-challenge = Você não tem nenhum desafio esperando aqui; só quem desafia pode retirar o desafio.
challenge-no-longer-waiting = Esse desafio não está mais esperando: foi aceito, retirado ou expirou. `challenges` lista os que esperam aqui.
no-challenge-from = { $name } não tem nenhum desafio esperando aqui. `challenges` lista os que esperam.
draw-not-offered = { $by } não ofereceu empate. `draw` oferece um.
takeback-not-asked = { $by } não pediu para voltar um lance.
draw-already-offered = Você já ofereceu empate; { $to } pode responder `draw accept` ou `draw decline`.
takeback-already-asked = Você já pediu; { $to } pode responder `takeback accept` ou `takeback decline`.
no-draw-offer-from = Não há nenhuma oferta de empate de { $from } para recusar.
no-takeback-request-from = Não há nenhum pedido de voltar lance de { $from } para recusar.
no-own-move-to-take-back = Você não tem nenhum lance para voltar.
no-move-to-take-back = Não há nenhum lance para voltar.
which-variant = O tópico '{ $topic }' de qual variante? Diga `rules <variant> { $topic }`; as variantes são { $variants }.
no-such-topic = { $variant } não tem o tópico '{ $topic }'. Seus tópicos: { $topics }.
picture-unavailable = Essa imagem não pode ser desenhada agora, desculpe.
line-not-in-pairs = Uma linha é o lance do seu adversário e a sua resposta, em pares: `premove e7e5 g1f3 b8c6 f1b5`.
line-too-long = Uma linha tem no máximo { $most } lances.
your-move-now = É a sua vez: jogue com `move`. Lances condicionais são para a vez do seu adversário.
line-outlasts-game = A partida terminaria antes do lance { $at } da linha, `{ $text }`.
line-illegal-yours = O lance { $at } da linha (seu), `{ $text }`, não é legal ali: { $error }.
line-illegal-theirs = O lance { $at } da linha (de { $by }), `{ $text }`, não é legal ali: { $error }.
line-stored = Você já salvou essa linha.
line-conflict = Uma linha salva responde a { $after } com { $stored }, esta com { $new }: uma resposta por lance. Use primeiro `premove clear` para mudá-la.
too-many-lines = Você já tem { $most } linhas nesta partida; use primeiro `premove clear`.
game-moved-on = A partida acabou de avançar; olhe o `board` e tente de novo.
not-on-vacation = Você não está de férias.
on-vacation-until = Você já está de férias até { $until }; use primeiro `vacation end` para tirar outras.
vacation-length = Férias duram de 1 a { $most } dias.
vacation-days-left = Você tem { $left ->
    [one] { $left } dia
   *[other] { $left } dias
} de férias restantes este ano ({ $per_year } por ano, { $used } usados).
language-for-moderators = Só moderadores definem o idioma da sala (no Matrix com nível de poder 50). Nada foi alterado; `language <code>` define o seu.

no-board-pages = Este Kibitz não serve páginas web, então não há tabuleiro para jogar: o administrador pode ativá-las (`--http` com `KIBITZ_PUBLIC_URL`).
