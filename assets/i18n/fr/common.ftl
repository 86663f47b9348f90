# Les mots que beaucoup de messages partagent : camps, variantes, pièces, résultats, durées,
# dates, listes, et ce que toute commande peut s'entendre dire.

## Sides

side-white = Blancs
side-black = Noirs

## Variants

variant-standard = Échecs classiques
variant-suction = Échecs aspirants
variant-shrink = Échecs rétrécissants
variant-swapper = Échecs des super-héros échangeurs
variant-giveandtake = Échecs donnant-donnant
variant-tradeup = Échecs à promotion

## Pieces

piece-pawn = pion
piece-knight = cavalier
piece-bishop = fou
piece-rook = tour
piece-queen = dame
piece-king = roi
piece-spearman = Lancier
piece-valiant = Vaillant
piece-karateka = Karatéka
piece-strongman = Hercule
piece-mage = Mage
piece-upside-down-rook = tour renversée
piece-any = pièce

## Reasons

reason-checkmate = échec et mat
reason-stalemate = pat
reason-king-sucked = roi aspiré sur la première rangée
reason-no-legal-move = aucun coup légal
reason-insufficient-material = matériel insuffisant
reason-threefold-repetition = triple répétition
reason-hundred-half-moves = 100 demi-coups sans prise, coup de pion, parachutage ni promotion
reason-resignation = abandon
reason-timeout = temps dépassé
reason-agreement = accord mutuel
reason-adjudication = décision d'arbitrage

result-won = { $winner } ({ $side }) gagne par { $reason }.
result-drawn = Partie nulle par { $reason }.

## Durations and moments

duration-seconds = { $n ->
    [one] { $n } seconde
   *[other] { $n } secondes
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
duration-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
duration-pair = { $larger } { $smaller }

weekday-1 = lun.
weekday-2 = mar.
weekday-3 = mer.
weekday-4 = jeu.
weekday-5 = ven.
weekday-6 = sam.
weekday-7 = dim.
month-1 = janv.
month-2 = févr.
month-3 = mars
month-4 = avr.
month-5 = mai
month-6 = juin
month-7 = juil.
month-8 = août
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = déc.
date-day = { $weekday } { $day } { $month } { $year }
date-time = { $weekday } { $day } { $month } { $year }, { $time } UTC
date-short = { $day } { $month }

## Lists

list-separator = {", "}
list-and = {" et "}
list-or = {" ou "}
anyone = tout le monde
anyone-here = tout le monde ici

## What any command may be told

unreachable = La base de données est injoignable, donc rien n'a été fait ; réessayez dans un instant.
failed = Quelque chose s'est mal passé du côté de Kibitz ; regardez le `board` avant de réessayer.
sent-to-direct-room = Tout le monde lit ce salon, alors je vous ai envoyé la réponse dans notre salon privé.
resign-question = Vraiment abandonner cette partie ? Réagissez 🏳️ à ce message pour confirmer.
offline = J'étais hors ligne quand vous avez envoyé ceci ; renvoyez-le, s'il vous plaît.
too-fast = Vous envoyez des commandes trop vite ; attendez quelques secondes et réessayez.
already-handled = Ce message a déjà été traité.
not-saved = L'enregistrement a échoué, donc rien n'a été changé. Réessayez, s'il vous plaît.

## Moves played

move-played = { $mover } a joué { $notation }.
move-played-conditional = { $mover } ({ $side }) a joué { $notation }, un coup conditionnel.
check = Échec !
to-move-left = Au tour de { $player } ({ $side }), il reste { $left }.
away-until = { $name } est en vacances jusqu'au { $until }
away-separator = {" ; "}
thousands-separator = {" "}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = Au tour des { $side }
status-setup-open = Mise en place : les Blancs parachutent un échangeur sur la 3e rangée ou jouent
status-setup-reply = Mise en place : les Noirs parachutent un { $piece } sur la 6e rangée
status-drop-phase = Phase de parachutage · au tour des { $side }
status-capture-phase = Phase de prise · au tour des { $side }
status-check = échec
status-won = Les { $side } gagnent par { $reason }
status-drawn = Nulle par { $reason }
status-last-move = dernier coup { $move }
status-removed = retiré : { $lines }
status-file = colonne { $file }
status-rank = rangée { $rank }

## Buttons and a board's fields

button-resign = Abandonner
button-move = Jouer
button-offer-draw = Proposer la nulle
button-next-game = Partie suivante
button-show-solution = Voir la solution
button-accept = Accepter
button-decline = Refuser
button-join = Rejoindre
button-leave = Quitter
field-last-move = Dernier coup
field-to-move = Au trait
field-time-left = Temps restant
board-title = { $white } contre { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = Vraiment abandonner cette partie ?
button-yes-resign = Oui, abandonner
button-no-play-on = Non, continuer
play-on = On continue !
time-range = Le temps par coup doit aller de 1 minute à 14 jours.
one-time-unit = Donnez des jours, des heures ou des minutes par coup, pas plusieurs.
other-bots = Les autres bots ne peuvent pas jouer ; défiez une personne, ou moi.
bot-level-range = Mon niveau va de 1 (débutant) à 8 (pleine force).
tournament-in-thread = Ouvrez un tournoi dans un salon, pas dans un fil : chacune de ses parties a son propre fil sous le salon.
level-is-for-bot = Un niveau est pour une partie contre moi : choisissez-moi comme adversaire.
notify-mode-with-event = Indiquez `mode:on` ou `mode:off` avec l'événement.
vacation-days-or-end = Soit `days` pour partir, soit `end` pour revenir, pas les deux.
team-options-stray = `channel`, `vote` et `voters` sont pour une partie d'équipe : ajoutez `team:True`.
widget-not-set = Je ne peux pas modifier les widgets de ce salon : donnez-m'en le pouvoir (celui d'un modérateur, 50), puis réessayez.

## The console's own words

console-acting-as = (vous agissez maintenant en tant que { $name })
console-in-channel = (maintenant dans le salon { $name })
console-as-takes-a-name = `as <user>` prend un nom fait de lettres, de chiffres, de _ - . (au plus { $max })
console-in-takes-a-name = `in <channel>` prend un nom fait de lettres, de chiffres, de _ - . (au plus { $max })
console-board-image = image de l'échiquier

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = La partie se joue dans { $thread }.
board-not-in-thread = Son échiquier n’a pas pu y être publié ; utilise /board dans le fil.
board-not-shown = L’échiquier n’a pas pu être affiché ; utilise /board.
whole-text-in-file = … (le texte complet est dans { $file })

button-play-on-board = Jouer sur l'échiquier
