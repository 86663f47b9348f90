# Pourquoi un coup n'est pas légal : ce qui suit « `e2e5` n'est pas un coup légal : ». Le
# texte des coups et les lettres des pièces restent tels que les joueurs les tapent (en anglais).

## Reading the move

move-empty = aucun coup donné
move-too-long = '{ $text }' est trop long pour être un coup
move-syntax = '{ $text }' n'est pas un coup : écrivez-le comme e4, Nf3, exd5, O-O, e8=Q ou N@e4 (ou en coordonnées : e2e4, e7e8q, deux pions comme P@a2,P@b3)
move-promotion-letter = '{ $letter }' n'est pas une lettre de pièce pour une promotion (utilisez q, r, b, n, ou pour Swapper s, v, a, t, m ; en minuscules)
move-drop-letter = '{ $letter }' n'est pas une lettre de pièce pour un parachutage (utilisez K, Q, R, B, N, P, S, V, A, T, M ou U ; en majuscules)
move-double-drop-order = écrivez les deux cases des pions dans l'ordre alphabétique : { $text }
move-double-drop-same = les deux pions doivent aller sur des cases différentes

## Any variant

move-game-over-won = la partie est finie : les { $side } gagnent par { $reason }
move-game-over-drawn = la partie est finie : nulle par { $reason }
move-off-board = { $square } n'est pas sur l'échiquier (il fait maintenant { $width }x{ $height }, de a1 à { $corner })
move-no-piece = il n'y a aucune pièce en { $square }
move-not-your-piece = { $color ->
    [white] la pièce blanche
   *[black] la pièce noire
} ({ $piece }) en { $square } n'est pas à vous
move-cannot-move = un { $piece } en { $from } ne peut pas aller en { $to }
move-ambiguous = cela pourrait être { $choices } : dites lequel
move-none-can-reach = aucun de vos { $piece } ne peut aller en { $square }
move-no-such-move = aucun coup ici ne s'écrit ainsi
move-leaves-king-in-check = { $text } laisserait votre roi en échec
move-own-piece = { $square } porte une de vos pièces
move-occupied = { $square } est occupée
move-not-allowed-here = { $text } n'est pas permis ici
move-no-drops = { $variant } n'a pas de parachutages
move-not-in-hand = vous n'avez pas de { $piece } en réserve

## Promotion

move-promotion-missing = le pion est promu : ajoutez une des lettres { $letters } (par exemple { $example })
move-not-a-promotion = { $text } n'est pas une promotion : écrivez-le sans lettre de pièce
move-cannot-promote-to = un pion ne peut pas être promu en { $piece } ici

## Shrink Chess

move-no-shrink-promotions = { $variant } n'a pas de promotions par rétrécissement de l'échiquier : écrivez le coup sans '=' (par exemple { $example })
move-promotes-no-pawn-by-shrinking = ce coup ne promeut aucun pion en rétrécissant l'échiquier : écrivez-le sans '=' (par exemple { $example })
move-shrink-promotion-letters = ce coup rétrécit l'échiquier et promeut { $count ->
    [one] 1 pion
   *[other] { $count } pions
} : après '=' donnez une lettre (q, r, b, n) par pion, dans l'ordre de leurs cases à partir de a1 (par exemple { $example })

## Suction Chess

move-kings-never-move = les rois ne bougent jamais aux échecs aspirants

## Swapper Superheroes Chess

move-swapper-reply = la réponse des Noirs doit être un { $piece } parachuté sur une case vide de la 6e rangée (par exemple { $letter }@e6)
move-setup-over = la phase de mise en place est finie : les échangeurs ne peuvent plus être parachutés
move-only-swappers-dropped = seuls les échangeurs (S, V, A, T, M) sont parachutés pendant la mise en place
move-swapper-drop-rank = les Blancs parachutent les échangeurs sur la 3e rangée
move-strongman-uncapturable = un Hercule ne peut jamais être pris

## Give & Take Chess

move-drop-phase = pendant la phase de parachutage, chaque coup parachute une pièce de votre réserve (par exemple N@e4)
move-capture-phase = la phase de parachutage est finie : chaque coup est maintenant une prise
move-must-capture = pendant la phase de prise, chaque coup doit prendre une pièce adverse
move-pawn-drop-rank = un pion ne peut pas être parachuté sur la 1re ou la 8e rangée
move-drop-not-attacked = { $square } n'est pas attaquée par l'adversaire : après le premier parachutage des Blancs, chaque parachutage doit aller sur une case attaquée
move-too-few-attacked = après le parachutage, vos pièces doivent attaquer au moins { $needed } cases vides ; elles en attaqueraient { $would }

## Trade-up Chess

move-first-placement = le premier tour des Blancs doit placer exactement un pion sur la 2e ou 3e rangée (par exemple P@e3)
move-no-double-drops = { $variant } n'a pas de placement de deux pions
move-two-pawns-needed = il vous faut deux pions en réserve pour en placer deux
move-placement-rank = les pions se placent sur votre 2e ou 3e rangée (rangée { $color ->
    [white] 2 ou 3
   *[black] 7 ou 6
}), pas en { $square }
move-placement-not-allowed = placer un pion n'est pas permis maintenant
move-only-own-rook-flips = seule votre propre tour peut être renversée (U@case)
move-replaces-only = un { $piece } de la réserve remplace seulement votre { $kind ->
    [rook] cavalier ou fou
    [queen] tour renversée
   *[other] pion
}
move-not-a-trade-up = ce n'est pas une promotion : placez P, remplacez par N, B, R ou Q, ou renversez une tour avec U
picker-piece = Votre coup : choisissez une pièce.
picker-from = Votre coup avec la pièce en { $square } :
picker-hand = Où va le { $piece } de votre main :
picker-promotion = Ce que devient le pion :
picker-piece-on = { $piece } en { $square }
picker-piece-in-hand = { $piece } de la main
picker-promotes = { $san } (promotion)
