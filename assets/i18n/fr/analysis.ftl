# Analyses, problèmes et classements Elo.

## Analysis

analysis-head = Analyse de la partie { $id } : { $game } ({ $nodes } nœuds par position).
accuracy = Précision : { $white } (Blancs) { $white_accuracy } %, { $black } (Noirs) { $black_accuracy } %.
accuracy-none = Précision : non donnée, un seul camp ayant joué.
no-errors = Aucune imprécision, erreur ni gaffe.
errors-tally = { $player } : { $inaccuracies ->
    [0] aucune imprécision
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [0] aucune erreur
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [0] aucune gaffe
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}.
judgement = { $judgement ->
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
}
judged-move = { $move } { judgement } : chances des { $side } { $before } % → { $after } %.
judged-move-better = { $move } { judgement } : chances des { $side } { $before } % → { $after } % ; mieux : { $better }.
key-moment = Moment clé : { $move }, les chances de { $player } sont passées de { $before } % à { $after } %.
key-moment-better = Moment clé : { $move }, les chances de { $player } sont passées de { $before } % à { $after } %. { $better } était meilleur.
analysing = Analyse de la partie { $id } : { $done } positions sur { $total } examinées…
graph-caption = Les chances de gain des Blancs au fil de la partie { $id }, coup par coup ; les points marquent les imprécisions (bleu), les erreurs (orange) et les gaffes (rouge)
key-board-caption = { $move } a été joué
key-board-caption-better = { $move } a été joué ; { $better } était meilleur
key-caption = Moment clé de la partie { $id } : la position avant { $move }
key-caption-better = Moment clé de la partie { $id } : la position avant { $move } ; la flèche montre { $better }, le meilleur coup

## Puzzles

puzzle-goal = { $moves ->
    [one] trouvez le coup gagnant
   *[other] trouvez la ligne gagnante ({ $moves } coups à vous)
}
puzzle-shown = Problème { $id }, { $variant } (classé { $rating } ; { $themes }) : les { $side } jouent, { puzzle-goal }. Répondez avec `solve <move>` ; `solve show` donne la solution.
puzzle-right-go-on = { $solver } : { $played } est juste. La réponse est { $reply } ; à vous de nouveau dans le problème { $id }.
puzzle-solved = { $solver } : { $played } est juste. Problème { $id } résolu !
puzzle-wrong = { $solver } : { $played } n'est pas le coup du problème { $id }. Réessayez, ou `solve show` pour la solution.
puzzle-solution = La solution du problème { $id }, pour { $solver } : { $moves }.
puzzle-solved-already = Vous avez déjà résolu le problème { $id }. `puzzle` vous en donne un autre.
puzzle-try-over = Votre essai au problème { $id } est terminé. `puzzle` vous en donne un autre.
daily-on = Un problème sera publié ici chaque jour à 12:00 UTC, le premier maintenant. `puzzle daily off` les arrête.
daily-already-on = Déjà activé. Un problème sera publié ici chaque jour à 12:00 UTC, le premier maintenant. `puzzle daily off` les arrête.
daily-off = Plus de problèmes du jour ici. `puzzle daily on` les ramène.
daily-none = Il n'y a pas de problèmes du jour à arrêter ici.
puzzle-of-the-day = Le problème du { $day } :
puzzle-rating-moved = Classement aux problèmes en { $variant } : { $before } → { $after }.
no-such-theme = Aucun problème d'{ $variant } n'a le thème '{ $theme }'. Ses thèmes : { $themes }.
no-puzzle-left-theme = Vous avez essayé tous les problèmes d'{ $variant } au thème '{ $theme }'. Essayez un autre thème ou une autre variante.
no-puzzle-left = Vous avez essayé tous les problèmes d'{ $variant }. Essayez une autre variante.

## Ratings

rating = { $rating } ±{ $range } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
puzzle-rating = { $rating } ±{ $range } ({ $puzzles ->
    [one] { $puzzles } problème
   *[other] { $puzzles } problèmes
})
among = { $in_server ->
    [yes] les joueurs de ce serveur
   *[no] tous les joueurs
}
no-rated-games = Pas encore de partie classée d'{ $variant } entre { among }.
ratings-in = Classements en { $variant } parmi { among } (Glicko-2) :
ratings-you = Vous : n° { $rank } sur { $of }, { $rating }
bot-levels = Les niveaux du bot, d'après les parties contre lui :
bot-level = niveau { $level } : { $rating }
no-ratings-yet = Vous n'avez encore aucune partie classée. `ratings <variant>` montre les meilleurs joueurs d'une variante.
ratings-of = Classements de { $player } (Glicko-2), rang parmi { among } :
rating-ranked = { $variant } : { $rating }, n° { $rank } sur { $of }
rating-of-variant = { $variant } : { $rating }
against-bot = Contre le bot (à part) :
puzzles = Problèmes :
ratings-global-hint = (`ratings global` pour tous les joueurs partout.)
