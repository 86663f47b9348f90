# L'aide de chaque commande, et la liste des variantes.

help-intro = Kibitz propose des variantes d'échecs. Commandes :
help-outro = Commencez par `variants` et `rules <variant>`, puis `challenge`.
help-unknown = Il n'y a pas de commande '{ $name }'.
variants-intro = Variantes (utilisez le nom dans `challenge variant:<name>` et `rules <name>`) :
variant-gist-standard = les règles de la FIDE, pour comparer
variant-gist-suction = les pièces prises échangent leurs places ; aspirez le roi adverse sur votre première rangée
variant-gist-shrink = les rangées et colonnes vidées disparaissent et l'échiquier rétrécit
variant-gist-swapper = cinq super-héros échangeurs rejoignent les armées lors d'une phase de mise en place
variant-gist-giveandtake = parachutez votre armée sur des cases attaquées, puis chaque coup est une prise
variant-gist-tradeup = commencez avec les rois seuls et promouvez des pièces depuis votre réserve

## What each command does

about-challenge = défiez quelqu'un (ou, sans adversaire, tout le monde ici) à une partie ; temps par coup de 1 minute à 14 jours, 3 jours par défaut ; ou une pendule, `clock:5+3` (minutes, et secondes ajoutées à chaque coup : de 1+0 à 180+180) ou `clock:2d+1d` (jours : de 1d+0d à 14d+14d), où le temps écoulé fait perdre. Désignez le bot lui-même comme adversaire pour le jouer aussitôt, à un niveau de 1 (débutant) à 8 (pleine force), 3 par défaut ; les parties sont classées sauf avec `rated:no` (les parties contre le bot ont leur propre classement, et les reprises contre lui seulement en non classé). Avec `team:yes`, ce salon joue en équipe, chaque coup choisi par `vote`, contre le bot (`opponent:kibitz level:<n>`) ou l'équipe d'un autre salon (`channel:<channel>`, acceptée là-bas par n'importe qui) ; `vote:` est la durée de chaque vote (1 minute à 3 jours ; 10 minutes dans les parties à moins d'une heure par coup, sinon 12 heures), `voters:shown` montre qui a voté quoi
about-vote = dans une partie d'équipe, votre vote pour le coup de votre équipe (un coup, `draw` pour proposer ou accepter la nulle, `resign`) ; vous pouvez le changer jusqu'à la clôture. Le coup le plus voté est joué à la clôture (en cas d'égalité, le premier arrivé), ou plus tôt dès que tous ceux qui ont voté récemment ont voté ; la nulle ou l'abandon demandent une majorité des votants
about-accept = acceptez un défi ici : celui qui vous est adressé, sinon le plus ancien ouvert, ou celui du joueur que vous nommez
about-decline = refusez un défi qui vous est adressé
about-cancel = retirez votre défi ici
about-challenges = les défis en attente ici (chacun expire au bout de 24 heures)
about-move = jouez un coup : e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq
about-board = montrez l'échiquier de la partie d'ici ; dans un salon Matrix, `board widget on|off` (modérateurs) ajoute l'échiquier aux widgets du salon, où chaque membre joue, vote ou regarde, connecté en tant que lui-même
about-moves = les coups légaux et, pour les joueurs, leur carte : ceux d'une pièce avec une case (`moves e2`), où une pièce de la réserve peut aller avec sa lettre (`moves N`)
about-resign = abandonnez la partie
about-draw = proposez la nulle, ou répondez à une proposition
about-takeback = demandez à reprendre votre dernier coup, ou répondez à une telle demande
about-rules = les règles d'une variante avec leurs diagrammes, ou une règle (sujet) avec le sien
about-variants = les variantes que vous pouvez jouer
about-games = vos parties partout, la plus urgente d'abord, avec un lien vers chacune et à qui de jouer
about-next = l'échiquier de votre partie la plus urgente où c'est à vous de jouer
about-web = votre propre lien pour jouer la partie d'ici (ou une autre des vôtres) sur un échiquier dans le navigateur, en cliquant ; vous seul le voyez, et `revoke` met fin à vos liens
about-history = les coups de la partie d'ici, avec sa feuille en fichier PGN
about-replay = la partie d'ici (ou une plus ancienne) en image animée, coup par coup
about-analysis = l'analyse du moteur de la dernière partie terminée ici (ou d'une autre) : précision, erreurs, meilleurs coups
about-puzzle = un problème proche de votre classement, montré ici : trouvez le coup gagnant ; `daily on` en publie un ici chaque jour (modérateurs)
about-solve = votre réponse au problème d'ici, un coup à la fois (`show` pour la solution)
about-export = toutes vos parties terminées en un fichier PGN (sur Discord, vous seul le voyez)
about-ratings = classements Glicko-2 : le vôtre avec vos rangs, ou les meilleurs d'une variante ; parmi les joueurs de ce serveur, ou de tous avec `global`
about-notify = des messages privés (un MP sur Discord, un salon privé sur Matrix) avec l'échiquier et un lien vers la partie : quand c'est à vous de jouer dans une partie par correspondance (une heure ou plus par coup), quand votre temps y devient court, quand une telle partie se termine, quand quelqu'un vous défie. Tout est désactivé tant que vous ne l'activez pas ; seule, la commande montre vos réglages `board` ajoute à chaque message « à vous de jouer » votre propre lien pour jouer sur l'échiquier.
about-premove = des coups conditionnels, pendant que votre adversaire réfléchit : `premove e7e5 g1f3 b8c6 f1b5` joue aussitôt g1f3 s'il joue e7e5, puis f1b5 s'il joue b8c6. Plusieurs lignes par partie ; un coup qu'aucune ligne n'attend les efface toutes ; seule, la commande liste les vôtres. Vous seul les voyez : sur Matrix, envoyez-les dans votre salon privé avec Kibitz (`premove game:<id> ...`)
about-vacation = arrêtez vos pendules dans toutes vos parties par correspondance pendant quelques jours, jusqu'à 30 par an ; vos adversaires voient que vous êtes absent ; `vacation end` si vous revenez plus tôt ; seule, la commande montre vos jours restants
about-tournament = des tournois dans ce salon : `tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` en ouvre un (organisateurs : « Gérer le serveur » ou « Gérer les événements » sur Discord, niveau de pouvoir 50 sur Matrix) ; `join` et `leave` avant le début ; `start` et `cancel` (son organisateur) ; `withdraw` une fois lancé ; seule, ce qu'il est et où il en est ; `standings`, `pairings [round:<n>]`, `export` (son rapport TRF-16 et les parties en PGN). Les rondes sont appariées toutes seules (suisse : le système hollandais de la FIDE ; toutes rondes : les tables de Berger), chaque partie dans son propre fil ou salon. `id:<n>` en désigne un là où un salon en a plusieurs
about-adjudicate = terminez en tant que modérateur une partie bloquée par un joueur parti (sur Discord « Gérer les salons » ou « Gérer le serveur » ; sur Matrix un niveau de pouvoir de 50) : `white` ou `black` gagne, ou c'est `draw` ; enregistrée et classée comme décidé, avec la terminaison `adjudication`. La partie d'ici, ou `game:<id>` pour une partie dans un fil de ce salon
about-language = la langue dans laquelle Kibitz vous parle : `language fr` (ou `en`, `de`, `es`, `pt-BR`, `ru`, `zh-CN`, `ja`), `language auto` pour suivre celle de ce salon. Un modérateur fixe celle du salon avec `language room <code>`, pour ce qui y est publié d'office. Sur Discord, la langue de votre client est utilisée
about-help = cette liste, ou une commande en détail
