# As regras de cada variante, como `rules <variant>` as mostra, e os diagramas das regras:
# `diagram-<variant>-<topic>` é o título de uma imagem, seu `.text` o que ela mostra. As posições
# e os lances das imagens estão em `assets/rules/<variant>.md`.

variant-rules-common = **Em todas as variantes:** a tripla repetição (mesma disposição, mãos, vez de jogar, direitos de roque, tamanho do tabuleiro, estado da preparação, e uma casa de en passant só quando uma captura ali é legal) e 100 meios-lances sem captura, lance de peão, colocação, promoção por troca ou conversão de Mago são empates automáticos. Os jogadores podem combinar um empate (`draw`) e qualquer um pode abandonar (`resign`). Voltar um lance (`takeback`) precisa do consentimento do adversário. Cada partida tem um tempo por lance; quem o deixa esgotar perde por tempo.

variant-rules-standard = **{ variant-standard }** — as regras da FIDE, a partida de controle.
    • O xeque-mate vence; o afogamento é empate.
    • Roque, en passant e promoção (a dama, torre, bispo ou cavalo) como de costume.
    • Empates: a tripla repetição (mesma disposição, vez de jogar, direitos de roque e uma casa de en passant capturável) e 100 meios-lances sem captura nem lance de peão são automáticos; R contra R, R+B contra R e R+C contra R empatam por falta de material; os jogadores podem combinar um empate; qualquer um pode abandonar.
    Os lances se escrevem origem-destino: `e2e4`, o roque como o lance do rei `e1g1`, a promoção `e7e8q`.
diagram-standard-castling = Roque: o rei duas casas, a torre por cima dele
    .text = O rei anda duas casas em direção à torre (escrito como o lance do rei, `e1g1`) e a torre para na casa que o rei atravessou. Nenhum dos dois pode ter se movido, as casas entre eles devem estar vazias, e o rei não pode estar em xeque, atravessar uma casa atacada nem parar em uma.
diagram-standard-en-passant = En passant: capturar um peão que avançou duas casas
    .text = O peão preto acabou de avançar de d7 para d5, passando por d6. Apenas no lance seguinte, o peão de e5 pode capturá-lo como se ele tivesse avançado uma casa só: `e5d6`, e o peão de d5 sai do tabuleiro.
diagram-standard-promotion = Promoção na última fileira
    .text = Um peão que chega à sua última fileira vira dama, torre, bispo ou cavalo do seu lado: a letra vem depois do lance, `b7b8q`.

variant-rules-suction = **{ variant-suction }** (Nathaniel Virgo) — as peças capturadas não saem: são sugadas para a casa de onde veio a peça que capturou.
    • Posição inicial normal. Uma captura troca as duas peças de lugar. En passant: o peão que captura para na casa atravessada, o peão capturado vai para a casa de partida do peão que capturou.
    • Os reis nunca se movem nem capturam, e não há roque. Um rei pode ser capturado como qualquer peça: ele então vai para a casa de partida da peça que capturou. Não há xeque, xeque-mate nem afogamento.
    • Você vence na hora quando o rei inimigo está na sua primeira fileira (o rei preto na fileira 1: as brancas vencem; o rei branco na fileira 8: as pretas vencem).
    • Os peões avançam uma casa, ou duas a partir da sua própria segunda fileira a qualquer momento (mesmo depois de serem sugados de volta para lá), só uma a partir da sua própria primeira fileira; capturam na diagonal, en passant depois de um avanço duplo. Os peões nunca são promovidos: um peão na sua última fileira (alcançada avançando ou capturando) fica lá sem lances.
    • Um lado sem lance legal: a partida empata. A tripla repetição e 100 meios-lances sem captura (uma captura por sucção conta) nem lance de peão são empates.
diagram-suction-capture = Uma captura troca as duas peças de lugar
    .text = O peão branco captura em d5 (verde) e o peão preto é sugado de volta para e4, a casa de onde veio o peão branco (azul). Nada sai do tabuleiro.
diagram-suction-first-rank = O rei inimigo sugado para a sua primeira fileira: você vence
    .text = A torre de h1 captura o rei em h8, então o rei é sugado de volta para h1, a primeira fileira das brancas: as brancas vencem na hora.

variant-rules-shrink = **{ variant-shrink }** (Pepijn van Erp) — o tabuleiro encolhe conforme as linhas se esvaziam.
    • Regras da FIDE, e ainda: depois de um lance, toda fileira e toda coluna que tinha pelo menos uma peça antes do lance e nenhuma depois é removida. As linhas que já estavam vazias (as fileiras 3–6 no início) ficam. O tabuleiro encolhe em direção a a1: as colunas à direita deslizam para a esquerda, as fileiras de cima descem; várias linhas podem sumir de uma vez. As casas são sempre nomeadas no tabuleiro como ele está, a partir de a1.
    • Um lance só é legal se o seu rei não ficar em xeque depois do encolhimento.
    • Os peões só podem avançar duas casas enquanto o tabuleiro ainda tiver 8 fileiras. O en passant usa as coordenadas encolhidas; depois de um avanço duplo que encolhe o próprio tabuleiro, a casa de en passant é mantida, renomeada com o encolhimento.
    • Roque: rei e torre sem terem se movido (um deslocamento por encolhimento não é um lance), na primeira fileira, com exatamente 2 ou 3 casas vazias entre eles; o rei não está em xeque e não atravessa uma casa atacada (julgado antes do lance); o rei anda duas casas em direção à torre e a torre para na casa que ele atravessou.
    • A promoção é na fileira de cima para as brancas e na fileira 1 para as pretas, do tabuleiro como ele está. Um peão que fica na sua fileira de promoção depois de um encolhimento é promovido na hora, e o jogador que jogou escolhe a peça (dama, torre, bispo ou cavalo da cor do peão), também para os peões do adversário. Escreva as escolhas depois de `=`, uma letra por peão na ordem das suas casas a partir de a1: `c2c3=nq`; a letra de promoção do próprio lance vem primeiro: `e7e8q=n`. Cada combinação é julgada por si.
    • O xeque-mate vence, o afogamento empata; a repetição e a regra dos 100 meios-lances como de costume.
diagram-shrink-vanishing-lines = Linhas esvaziadas somem: o tabuleiro encolhe em direção a a1
    .text = O cavalo era a única peça da coluna c e da fileira 3. Quando ele sai, as duas linhas somem (as barras vermelhas marcam onde estavam): as colunas à direita de c deslizam para a esquerda, as fileiras acima da 3 descem, e o cavalo de d5 agora está em c4. As linhas que estavam vazias antes do lance ficam.
diagram-shrink-shrink-promotion = Promoção por encolhimento
    .text = A torre sai da fileira 8, da qual era a única peça, então a fileira 8 some e a fileira 7 vira a de cima: o peão de b7 agora está na sua fileira de promoção e é promovido na hora. O jogador que jogou escolhe, depois de `=`: `a8a3=q`.

variant-rules-swapper = **{ variant-swapper }** (Martin Nilsson) — xadrez com cinco peças que trocam de lugar.
    • Fase de preparação: a partir da posição inicial, as brancas colocam um trocador de qualquer tipo (estoque ilimitado) numa casa vazia da fileira 3, `V@d3`, ou fazem um lance normal, que encerra a preparação de vez. Depois de cada colocação branca, as pretas devem colocar o mesmo tipo numa casa vazia da fileira 6 (nada mais é legal então). Quando a fileira 3 está cheia, as brancas jogam normalmente.
    • Lanceiro (S): um passo ortogonal para uma casa vazia ou sobre um inimigo (capturando); sobre uma peça amiga, troca de lugar. Valente (V): o mesmo com um salto de cavalo. Caratê (A): um passo diagonal para uma casa vazia ou sobre um inimigo (capturando); um passo ortogonal sobre qualquer peça de qualquer cor troca de lugar (nunca para uma casa vazia). Fortão (T): um passo em qualquer direção para uma casa vazia, ou sobre qualquer peça de qualquer cor para trocar de lugar; nunca captura e nunca pode ser capturado. Mago (M): um passo ortogonal para uma casa vazia, ou sobre qualquer peça para trocar de lugar; uma peça inimiga trocada passa para o lado do Mago. Um Mago pode ser capturado.
    • As trocas se escrevem como lances: `d4d3`. Lanceiros e Valentes não podem capturar um Fortão inimigo nem trocar de lugar com ele; Caratê, Fortão e Mago podem trocar de lugar com o rei inimigo. Reis amigos podem ser trocados.
    • Xeque: um rei é atacado pelos padrões de captura de costume e por um Lanceiro ou Mago a um passo ortogonal, um Valente a um salto de cavalo, um Caratê a um passo diagonal. Um Fortão não ataca nada. Nenhum lance pode deixar algum dos seus reis atacado. O xeque-mate vence, o afogamento empata.
    • Os peões avançam duas casas a partir da sua própria segunda fileira a qualquer momento, nunca da primeira; en passant depois de um avanço duplo. Um peão que chega à sua última fileira por lance próprio é promovido a Q, R, B, N, S, V, A, T ou M (`e7e8m`); um levado até lá por uma troca continua peão. Um peão convertido por um Mago anda na direção do seu novo dono.
    • Roque como de costume, mas um rei ou torre deslocado por uma troca (de qualquer lado) perde seu direito: todo lance que começa ou termina na casa de partida de um rei ou de uma torre encerra os direitos ligados a ela.
    • Empates por repetição (o estado da preparação conta) e 100 meios-lances sem captura, lance de peão, colocação ou conversão de Mago (as trocas não os zeram).
diagram-swapper-setup = Preparação: as brancas colocam um trocador, as pretas respondem igual
    .text = As brancas colocam um Valente na fileira 3 (`V@d3`); as pretas agora devem colocar um Valente numa casa vazia da fileira 6 (sombreada). O primeiro lance comum das brancas encerra a preparação de vez.
diagram-swapper-spearman = Lanceiro: um passo ortogonal; sobre uma peça amiga, troca
    .text = O Lanceiro anda uma casa para cima, para baixo ou para o lado: para uma casa vazia, sobre um inimigo para capturá-lo, ou sobre uma peça amiga para trocar de lugar com ela, como aqui com o cavalo (`d4d3`).
diagram-swapper-valiant = Valente: um salto de cavalo; sobre uma peça amiga, troca
    .text = O Valente salta como um cavalo: para uma casa vazia, sobre um inimigo para capturá-lo, ou sobre uma peça amiga para trocar de lugar com ela, como aqui com o bispo (`d4f3`).
diagram-swapper-karateka = Caratê: passos na diagonal, trocas ortogonais com qualquer um
    .text = O Caratê anda ou captura um passo na diagonal, e troca de lugar um passo na ortogonal com qualquer peça de qualquer cor: aqui ele joga o peão preto de d5 de volta para d4.
diagram-swapper-strongman = Fortão: troca com qualquer um, nunca captura, nunca é capturado
    .text = O Fortão anda uma casa em qualquer direção para uma casa vazia, ou sobre qualquer peça de qualquer cor para trocar de lugar com ela (aqui o cavalo preto). Ele nunca captura e nenhuma peça pode capturá-lo.
diagram-swapper-mage = Mago: um inimigo trocado muda de lado
    .text = O Mago anda uma casa na ortogonal para uma casa vazia, ou sobre qualquer peça para trocar de lugar com ela; uma peça inimiga com que ele troca passa para o seu lado: a torre preta de d5 agora é uma torre branca em d4.

variant-rules-giveandtake = **{ variant-giveandtake }** (J. Mark Thompson) — coloque todo o seu exército, depois todo lance captura.
    • O tabuleiro começa vazio; cada mão tem R D T T B B C C e 8 peões. Primeiro a fase de colocação: as brancas e depois as pretas colocam, alternadamente, uma peça da mão numa casa vazia (`N@e4`) até as duas mãos ficarem vazias.
    • Uma colocação só é legal se: nenhum peão for posto na fileira 1 ou 8; depois dela, as suas peças atacarem pelo menos 3 casas vazias distintas (ataques de peão contam); e, em toda colocação exceto a primeiríssima das brancas, a casa estiver atacada pelo inimigo logo antes da colocação. Atacar é o padrão de captura: peões na diagonal para a frente, peças de longo alcance paradas pela primeira peça.
    • Fase de capturas: todo lance é uma captura pelos padrões de costume. Nada de lances simples, en passant ou roque. Um peão que captura chegando à sua última fileira deve ser promovido a dama, torre, bispo, cavalo ou rei.
    • Os reis são peças comuns: não há xeque, um rei pode ser capturado, e um lado pode não ter nenhum.
    • O lado da vez sem lance legal perde, em qualquer das fases.
diagram-giveandtake-drop = Uma colocação: numa casa atacada, atacando 3 casas vazias
    .text = As pretas colocam um cavalo em f6, uma casa que o cavalo branco ataca; depois disso as peças pretas atacam 7 casas vazias (vermelho), pelo menos as 3 que uma colocação exige. Só a primeiríssima colocação das brancas pode ir para uma casa que o inimigo não ataca.
diagram-giveandtake-captures = Depois das colocações, todo lance captura
    .text = Com as duas mãos vazias, todo lance deve ser uma captura: a dama toma a torre. Não sobra captura às pretas, então elas não têm lance legal e perdem. Os reis são peças comuns: não há xeque.

variant-rules-tradeup = **{ variant-tradeup }** (Oliver Clarke) — só os reis no tabuleiro; o exército chega troca a troca.
    • Rei branco em e1, rei preto em e8. Cada mão: D T T B B C C e 8 peões.
    • Uma vez é um lance normal de xadrez (as peças capturadas saem do jogo; as peças de promoção vêm de fora da mão) ou uma promoção por troca:
      1. colocar um ou dois peões da mão em casas vazias da sua própria 2ª ou 3ª fileira: `P@e3`, ou `P@a2,P@b3` (casas na ordem do texto);
      2. substituir o seu peão por um cavalo ou bispo da mão: `N@e3`, `B@e3`;
      3. substituir o seu cavalo ou bispo por uma torre da mão: `R@e3`;
      4. virar a sua torre de cabeça para baixo (sem usar a mão): `U@e3`;
      5. substituir a sua torre invertida por uma dama da mão: `Q@e3`.
      A peça substituída volta para a sua mão (uma torre invertida volta como torre). Peças promovidas também podem ser trocadas, e uma mão pode ter mais do que tinha no início. Só uma torre comum pode ser virada; a promoção nunca dá uma.
    • A primeira vez das brancas deve colocar exatamente um peão.
    • Xeque, xeque-mate (vence) e afogamento (empata) como no xadrez: nenhuma promoção por troca pode deixar o seu rei em xeque, e colocar peões entre a peça que dá xeque e o seu rei é uma forma de sair do xeque (dois peões são julgados juntos). Uma colocação pode dar xeque. Os peões da 2ª fileira podem avançar duas casas. Não há roque.
    • Empates por repetição (as mãos contam) e 100 meios-lances sem captura, lance de peão ou promoção por troca.
diagram-tradeup-two-pawns = Colocar dois peões de uma vez
    .text = Uma vez pode colocar um ou dois peões da mão em casas vazias da sua própria 2ª ou 3ª fileira (a 7ª e a 6ª das pretas): `P@d6,P@e7`, as casas na ordem do texto. A primeiríssima vez das brancas coloca exatamente um.
diagram-tradeup-trade-up = Uma promoção por troca: um peão vira cavalo
    .text = Um cavalo da mão substitui o peão de e3 (`N@e3`) e o peão volta para a mão. Peões sobem a cavalos ou bispos, cavalos e bispos a torres, e uma torre invertida a dama.
diagram-tradeup-upside-down-rook = Virar uma torre de cabeça para baixo
    .text = Uma vez pode virar a sua torre de cabeça para baixo (`U@d3`); ela continua andando como torre, e só uma torre invertida pode subir a uma dama da mão (`Q@d3`).
