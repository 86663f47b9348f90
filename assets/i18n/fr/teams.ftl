# Parties d'équipe : défis entre salons, votes et leurs décomptes.

votes = { $n ->
    [one] { $n } voix
   *[other] { $n } voix
}
voters = { $n ->
    [one] { $n } votant
   *[other] { $n } votants
}
vote-for-draw = la nulle
vote-for-resigning = l'abandon
vote-terms = chaque coup choisi par vote, { $time } par vote
vote-terms-shown = chaque coup choisi par vote, { $time } par vote, votants affichés
team-challenge-sent = { $challenger } défie { $opponent } aux { $variant } ({ $terms }, { $time } par coup). Le défi attend dans { $link }, où chacun peut l'accepter avec `accept` ou le refuser avec `decline` ; il expire dans 24 heures.
team-challenged-here = { $challenger } défie l'équipe de ce salon ({ $opponent }) aux { $variant } ({ $terms }, { $time } par coup) : chacun ici peut répondre `accept` ou `decline`. Il expire dans 24 heures.
vote-open = Au tour de { $team } : votez avec `vote <move>` (ou `vote draw`, `vote resign`) ; le vote dure { $time }.
vote-stands = Votre vote pour { $choice } est maintenu.
vote-changed = Votre vote va maintenant à { $choice } (il allait à { $was }).
vote-counted = Votre vote pour { $choice } est compté.
vote-closing-now = Tous ceux qui ont voté récemment ont voté : le vote se clôt maintenant.
vote-closes-in = Le vote se clôt dans { $time }.
tally = Vote de { $team } ({ $voters }) : { $lines }. { $when }
vote-closed = Le vote de { $team } est clos ({ $voters }) : { $lines }. { $decided }
tally-more = { $votes } de plus pour d'autres coups
decided-resign = Une majorité a voté l'abandon.
decided-draw-then = Une majorité a voté la nulle, et `{ $move }` est joué.
decided-draw = Une majorité a voté la nulle.
decided-move = `{ $move }` est joué.
decided-nothing = Aucun coup n'a eu de voix et ni la nulle ni l'abandon n'ont eu de majorité : le vote recommence.
member-part = { $name } : { $played } sur { $votes } joués
team-record = { $team } a joué avec { $count ->
    [one] { $count } membre
   *[other] { $count } membres
} : { $parts }.
no-team-game = Aucune partie d'équipe ne se joue ici : `vote` est pour les parties d'équipe (`challenge ... team:yes`) ; dans votre propre partie, jouez avec `move`.
not-your-teams-move = Ce n'est pas au tour de votre équipe : c'est à { $to_move } de jouer. Le vote s'ouvre quand c'est le tour de votre équipe.
vote-too-late = Le vote sur ce coup est clos, votre vote n'a donc pas compté ; regardez le `board`.
vote-instead = C'est une partie d'équipe : chaque coup est choisi par vote. Utilisez `vote <move>`, `vote draw` ou `vote resign`.
own-team = Une équipe ne peut pas se défier elle-même : désignez l'équipe d'un autre salon comme adversaire.
