# Ce qui est dit d'une commande illisible : le problème, puis la syntaxe de la commande
# (`usage`, qui reste telle qu'on la tape dans toutes les langues). Les mots de l'utilisateur
# sont dans `$word`. Les noms et valeurs d'options (`rated`, `yes`, `white`, `swiss`) se tapent
# en anglais dans toutes les langues.

usage-with-usage = { $problem } Syntaxe : `{ $usage }`
usage-line-too-long = Cette ligne est trop longue (au plus { $max } caractères).
usage-no-command = Aucune commande donnée ; essayez `help`.
usage-unknown-command = Commande inconnue `{ $word }`. Essayez `help` pour la liste.
usage-unknown-command-close = Commande inconnue `{ $word }`. Vouliez-vous dire `{ $close }` ? Essayez `help` pour la liste.
usage-takes-nothing = `{ $command }` ne prend rien après lui.
usage-too-many-words = Trop de mots.
usage-not-an-answer = '{ $word }' n'est ni accept ni decline.
usage-no-such-user = Il n'y a pas d'utilisateur '{ $word }'.
usage-one-challenger = Nommez au plus un challenger.
usage-which-move = Quel coup ?
usage-one-move = Un coup à la fois, sans espaces.
usage-vote-which-move = Voter pour quel coup ?
usage-one-square-or-piece = Au plus une case ou une pièce.
usage-not-square-or-piece = '{ $word }' n'est ni une case (e2) ni une pièce (N, knight).
usage-unknown-variant = Variante inconnue '{ $word }' (choisissez standard, suction, shrink, swapper, giveandtake ou tradeup).
usage-which-variant = Quelle variante ? (voir `variants`).
usage-not-a-number = '{ $word }' n'est pas un nombre.
usage-time-range = Le temps par coup doit être compris entre 1 minute et 14 jours.
usage-not-a-clock = `{ $word }` n'est pas une pendule : donnez des minutes et des secondes d'incrément (`clock:5+3`, de 1+0 à 180+180) ou des jours et des jours (`clock:2d+1d`, de 1d+0d à 14d+14d).
usage-time-or-clock = Donnez soit un temps par coup (`days`, `hours`, `minutes`), soit une `clock`, pas les deux.
usage-no-clock-for-teams = Les parties d'équipe se jouent par vote et n'ont pas de pendule : donnez un temps par coup (`days`, `hours`, `minutes`).
usage-not-a-color = '{ $word }' n'est ni white, ni black, ni random.
usage-level-range = Le niveau est un nombre de { $min } à { $max }, pas '{ $word }'.
usage-level-without-bot = Un niveau est pour une partie contre le bot : nommez-le comme adversaire.
usage-yes-or-no = { $option } vaut yes ou no, pas '{ $word }'.
usage-unknown-option = Option inconnue '{ $word }'.
usage-what-is = Qu'est-ce que '{ $word }' ?
usage-not-a-game-number = '{ $word }' n'est pas un numéro de partie.
usage-one-game = Nommez au plus une partie.
usage-notify-on-off = Dites d'abord `on` ou `off`, pas '{ $word }'.
usage-not-a-notify-event = '{ $word }' n'est pas l'un de move, reminders, results, challenges.
usage-days-or-end = '{ $word }' n'est ni un nombre de jours ni `end`.
usage-which-room-language = Quelle langue pour le salon ?
usage-not-a-language = '{ $word }' n'est pas une langue que je parle ; je parle { $codes }.
usage-one-language = Une langue à la fois.
usage-who-wins = Qui gagne : white, black ou draw ?
usage-not-a-result = '{ $word }' n'est pas un résultat : white, black ou draw.
usage-one-result = Un seul résultat : white, black ou draw.
usage-daily-on-off = daily prend on ou off.
usage-not-bot-or-channel = '{ $word }' n'est ni Kibitz ni un salon dont l'équipe peut être défiée.
usage-voters = voters vaut shown ou hidden, pas '{ $word }'.
usage-team-no-opponent = Une équipe joue contre Kibitz (opponent:kibitz) ou contre l'équipe d'un autre salon (channel:<channel>).
usage-team-a-person = Une équipe joue contre Kibitz ou contre l'équipe d'un autre salon, pas contre une personne.
usage-team-both = Une équipe joue contre Kibitz ou contre l'équipe d'un autre salon, pas contre les deux à la fois.
usage-in-team-challenge = Dans un défi d'équipes : { $problem }
usage-vote-time = '{ $word }' n'est pas une durée de vote de 1 minute à 3 jours (dites 10m, 2h ou 1d).
usage-number-range = { $option } est un nombre de { $min } à { $max }, pas '{ $word }'.
usage-not-a-tournament-number = '{ $word }' n'est pas un numéro de tournoi.
usage-not-a-tournament-action = '{ $word }' n'est pas l'un de create, join, leave, withdraw, start, cancel, standings, pairings, export.
usage-not-a-format = format vaut swiss, roundrobin ou double, pas '{ $word }'.
usage-name-too-long = Le nom fait au plus { $max } caractères.
usage-unreadable = Je n'ai pas pu lire `{ $word }`.
