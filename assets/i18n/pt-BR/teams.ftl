# Partidas em equipe: desafios entre canais, votações e suas contagens.

votes = { $n ->
    [one] { $n } voto
   *[other] { $n } votos
}
voters = { $n ->
    [one] { $n } votante
   *[other] { $n } votantes
}
vote-for-draw = empate
vote-for-resigning = abandonar
vote-terms = cada lance escolhido por votação, { $time } por votação
vote-terms-shown = cada lance escolhido por votação, { $time } por votação, votantes visíveis
team-challenge-sent = { $challenger } desafia { $opponent } para { $variant } ({ $terms }, { $time } por lance). O desafio espera em { $link }, onde qualquer pessoa pode aceitá-lo com `accept` ou recusá-lo com `decline`; ele expira em 24 horas.
team-challenged-here = { $challenger } desafia a equipe deste canal ({ $opponent }) para { $variant } ({ $terms }, { $time } por lance): qualquer pessoa aqui pode responder `accept` ou `decline`. Expira em 24 horas.
vote-open = Vez de { $team }: vote com `vote <move>` (ou `vote draw`, `vote resign`); a votação dura { $time }.
vote-stands = Seu voto em { $choice } continua valendo.
vote-changed = Seu voto agora é em { $choice } (antes era em { $was }).
vote-counted = Seu voto em { $choice } foi contado.
vote-closing-now = Todos que votaram recentemente já votaram: a votação fecha agora.
vote-closes-in = A votação fecha em { $time }.
tally = Votação de { $team } ({ $voters }): { $lines }. { $when }
vote-closed = A votação de { $team } fechou ({ $voters }): { $lines }. { $decided }
tally-more = { $votes } a mais para outros lances
decided-resign = A maioria votou por abandonar.
decided-draw-then = A maioria votou por empate, e `{ $move }` é jogado.
decided-draw = A maioria votou por empate.
decided-move = `{ $move }` é jogado.
decided-nothing = Nenhum lance teve votos e nem empate nem abandono tiveram maioria: a votação abre de novo.
member-part = { $name }: { $played } de { $votes } jogados
team-record = { $team } jogou com { $count ->
    [one] { $count } membro
   *[other] { $count } membros
}: { $parts }.
no-team-game = Nenhuma partida em equipe é jogada aqui: `vote` é para partidas em equipe (`challenge ... team:yes`); numa partida sua, jogue com `move`.
not-your-teams-move = Não é a vez da sua equipe: é a vez de { $to_move }. A votação abre quando for a vez da sua equipe.
vote-too-late = A votação deste lance fechou, então seu voto não contou; olhe o `board`.
vote-instead = Esta é uma partida em equipe: cada lance é escolhido por votação. Use `vote <move>`, `vote draw` ou `vote resign`.
own-team = Uma equipe não pode desafiar a si mesma: indique como adversário a equipe de outro canal.
