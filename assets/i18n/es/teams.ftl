# Partidas por equipos: desafíos entre canales, votaciones y sus recuentos.

votes = { $n ->
    [one] { $n } voto
   *[other] { $n } votos
}
voters = { $n ->
    [one] { $n } votante
   *[other] { $n } votantes
}
vote-for-draw = tablas
vote-for-resigning = abandonar
vote-terms = cada jugada elegida por votación, { $time } por votación
vote-terms-shown = cada jugada elegida por votación, { $time } por votación, votantes visibles
team-challenge-sent = { $challenger } desafía a { $opponent } a { $variant } ({ $terms }, { $time } por jugada). El desafío espera en { $link }, donde cualquiera puede aceptarlo con `accept` o rechazarlo con `decline`; caduca en 24 horas.
team-challenged-here = { $challenger } desafía al equipo de este canal ({ $opponent }) a { $variant } ({ $terms }, { $time } por jugada): cualquiera aquí puede responder `accept` o `decline`. Caduca en 24 horas.
vote-open = Juega { $team }: vota con `vote <move>` (o `vote draw`, `vote resign`); la votación dura { $time }.
vote-stands = Tu voto por { $choice } se mantiene.
vote-changed = Ahora tu voto es por { $choice } (antes era por { $was }).
vote-counted = Tu voto por { $choice } está contado.
vote-closing-now = Todos los que votaron últimamente ya votaron: la votación se cierra ahora.
vote-closes-in = La votación se cierra en { $time }.
tally = Votación de { $team } ({ $voters }): { $lines }. { $when }
vote-closed = La votación de { $team } se cerró ({ $voters }): { $lines }. { $decided }
tally-more = { $votes } más para otras jugadas
decided-resign = Una mayoría votó abandonar.
decided-draw-then = Una mayoría votó tablas, y se juega `{ $move }`.
decided-draw = Una mayoría votó tablas.
decided-move = Se juega `{ $move }`.
decided-nothing = Ninguna jugada tuvo votos y ni las tablas ni el abandono tuvieron mayoría: la votación se abre de nuevo.
member-part = { $name }: { $played } de { $votes } jugados
team-record = { $team } jugó con { $count ->
    [one] { $count } miembro
   *[other] { $count } miembros
}: { $parts }.
no-team-game = Aquí no se juega ninguna partida por equipos: `vote` es para partidas por equipos (`challenge ... team:yes`); en una partida tuya, juega con `move`.
not-your-teams-move = No le toca a tu equipo: juega { $to_move }. La votación se abre cuando le toca a tu equipo.
vote-too-late = La votación de esta jugada se cerró, así que tu voto no contó; mira el `board`.
vote-instead = Es una partida por equipos: cada jugada se elige por votación. Usa `vote <move>`, `vote draw` o `vote resign`.
own-team = Un equipo no puede desafiarse a sí mismo: indica como rival el equipo de otro canal.
