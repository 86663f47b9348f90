# Ce qu'on répond quand une commande est refusée. Rien n'a été changé.

no-game-in-progress = Aucune partie n'est en cours ici. Lancez-en une avec `challenge`.
plays-in-threads = Vous jouez { $count } parties dans des fils de ce salon ; envoyez votre commande dans le fil de la partie concernée :
plays-in-threads-line = { $white } contre { $black } ({ $variant }) : { $link }
adjudicate-for-moderators = Seuls les modérateurs terminent les parties des autres (sur Discord « Gérer les salons » ou « Gérer le serveur » ; sur Matrix un niveau de pouvoir de 50). Rien n'a été changé.
adjudicate-own-game = Vous jouez dans cette partie, ce n'est donc pas à vous de la trancher : abandonnez ou proposez la nulle. Rien n'a été changé.
no-game-played-here = Aucune partie n'a encore été jouée ici. Lancez-en une avec `challenge`.
no-game-to-replay = Aucune partie n'a encore été jouée ici.
still-playing-here = La partie ici est encore en cours : son analyse viendra quand elle sera finie (l'aide du moteur n'est pas pour les parties en cours).
no-finished-game-here = Aucune partie n'est encore terminée ici. Désignez-en une autre avec `analysis game:<id>`.
still-played = La partie { $id } est encore en cours : son analyse viendra quand elle sera finie (l'aide du moteur n'est pas pour les parties en cours).
no-puzzle-here = Il n'y a pas de problème à résoudre ici. `puzzle` en affiche un.
daily-for-moderators = Seuls les modérateurs activent ou arrêtent le problème du jour (sur Discord « Gérer le serveur » ou « Gérer les salons » ; sur Matrix un niveau de pouvoir de 50).
nothing-to-analyse = La partie { $id } s'est terminée avant son premier coup : il n'y a rien à analyser.
no-such-game = Il n'y a pas de partie { $id }.
no-such-game-here = Il n'y a pas de partie { $id } ici.
game-over = La partie { $id } est terminée.
not-a-player = Seuls les joueurs ({ $white } et { $black }) peuvent faire cela dans cette partie.
not-your-turn = Ce n'est pas votre tour : c'est à { $next } ({ $side }) de jouer.
no-move-waiting = Ce n'est votre tour dans aucune partie. `games` les liste.
illegal = `{ $text }` n'est pas un coup légal : { $error }.
move-raced = La position a changé pendant la vérification de votre coup (un autre coup est arrivé avant). Regardez le `board` et réessayez.
move-out-of-time = Votre temps est écoulé : le coup n'a pas été joué, et la partie est perdue au temps (ou nulle, si votre adversaire ne pouvait pas gagner).
widgets-in-matrix-rooms = Le widget de l'échiquier est pour les salons Matrix : ici, `web` vous donne votre propre lien vers l'échiquier.
widget-for-moderators = Seuls les modérateurs du salon (niveau de pouvoir 50 ou plus) peuvent ajouter ou retirer le widget de l'échiquier.
position-moved = La position a changé pendant la réflexion sur le coup.
pick-expired = Ce menu était celui d'une position précédente : rien n'a été joué. Appuyez de nouveau sur Jouer pour la position actuelle.
game-changed = La partie vient de changer ; réessayez.
game-changed-look = La partie vient de changer ; regardez le `board` et réessayez.
not-on-the-board = { $square } n'est pas sur l'échiquier.
no-piece-on = Il n'y a aucune pièce en { $square }.
opponents-piece = La pièce { $piece } en { $square } est aux { $owner }, et c'est aux { $to_move } de jouer.
piece-cannot-move = La pièce { $piece } en { $square } n'a aucun coup légal.
no-drop = Aucune pièce { $piece } ne peut venir de la réserve maintenant.
own-challenge = C'est votre propre défi ; `cancel` le retire.
game-here = Une partie est déjà en cours ici ({ $white } contre { $black }). Lancez la vôtre dans un autre salon ou fil.
game-there = Une partie est déjà en cours là-bas ({ $white } contre { $black }) ; acceptez quand elle sera finie, ou jouez dans un autre salon.
challenge-yourself = Vous ne pouvez pas vous défier vous-même.
challenge-waiting = Vous avez déjà un défi en attente ici ({ $variant } pour { $to }) ; retirez-le d'abord avec `cancel`.
too-many-challenges = { $most } défis attendent déjà ici ; acceptez-en un, ou attendez que certains reçoivent une réponse ou expirent.
challenged-just-now = Vous venez de lancer un défi ici ; retirez-le d'abord avec `cancel`.
no-challenge-to-accept = Il n'y a aucun défi à accepter ici. Lancez-en un avec `challenge`.
no-challenge-to-decline = Il n'y a aucun défi à refuser ici.
no-challenge-to-cancel = Il n'y a aucun défi à retirer ici.
challenges-for-others = { $action ->
    [accept] Les défis d'ici s'adressent à d'autres ({ $names }) ; eux seuls peuvent les accepter.
   *[decline] Les défis d'ici s'adressent à d'autres ({ $names }) ; eux seuls peuvent les refuser.
}
challenge-for-other = { $action ->
    [accept] Ce défi est pour { $name } ; seule cette personne peut l'accepter.
   *[decline] Ce défi est pour { $name } ; seule cette personne peut le refuser.
}
challenge-just-taken = Ce défi vient d'être accepté ou retiré.
open-challenge-not-declined = Un défi ouvert ne se refuse pas ; son auteur le retire avec `cancel`.
only-challenger-cancels = Tout le monde peut accepter ce défi ouvert ; seul { $challenger } peut le retirer.
challenge-gone = Ce défi n'existe déjà plus.
no-own-challenge = Vous n'avez aucun défi en attente ici ; seul l'auteur d'un défi peut le retirer.
challenge-no-longer-waiting = Ce défi n'est plus en attente : il a été accepté, retiré ou a expiré. `challenges` liste ceux qui attendent ici.
no-challenge-from = { $name } n'a aucun défi en attente ici. `challenges` liste ceux qui attendent.
draw-not-offered = { $by } n'a pas proposé la nulle. `draw` la propose.
takeback-not-asked = { $by } n'a pas demandé à reprendre un coup.
draw-already-offered = Vous avez déjà proposé la nulle ; { $to } peut répondre `draw accept` ou `draw decline`.
takeback-already-asked = Vous avez déjà demandé ; { $to } peut répondre `takeback accept` ou `takeback decline`.
no-draw-offer-from = Il n'y a aucune proposition de nulle de { $from } à refuser.
no-takeback-request-from = Il n'y a aucune demande de reprise de { $from } à refuser.
no-own-move-to-take-back = Vous n'avez aucun coup à reprendre.
no-move-to-take-back = Il n'y a aucun coup à reprendre.
which-variant = Le sujet '{ $topic }' de quelle variante ? Dites `rules <variant> { $topic }` ; les variantes sont { $variants }.
no-such-topic = { $variant } n'a pas de sujet '{ $topic }'. Ses sujets : { $topics }.
picture-unavailable = Cette image ne peut pas être dessinée pour l'instant, désolé.
line-not-in-pairs = Une ligne, c'est le coup de votre adversaire et votre réponse, par paires : `premove e7e5 g1f3 b8c6 f1b5`.
line-too-long = Une ligne a au plus { $most } coups.
your-move-now = C'est à vous de jouer : jouez avec `move`. Les coups conditionnels sont pour le tour de votre adversaire.
line-outlasts-game = La partie serait finie avant le coup { $at } de la ligne, `{ $text }`.
line-illegal-yours = Le coup { $at } de la ligne (votre coup), `{ $text }`, n'est pas légal à ce moment : { $error }.
line-illegal-theirs = Le coup { $at } de la ligne (coup de { $by }), `{ $text }`, n'est pas légal à ce moment : { $error }.
line-stored = Vous avez déjà enregistré cette ligne.
line-conflict = Une ligne enregistrée répond à { $after } par { $stored }, celle-ci par { $new } : une seule réponse par coup. Faites d'abord `premove clear` pour la changer.
too-many-lines = Vous avez déjà { $most } lignes dans cette partie ; faites d'abord `premove clear`.
game-moved-on = La partie vient d'avancer ; regardez le `board` et réessayez.
not-on-vacation = Vous n'êtes pas en vacances.
on-vacation-until = Vous êtes déjà en vacances jusqu'au { $until } ; faites d'abord `vacation end` pour en prendre d'autres.
vacation-length = Des vacances durent de 1 à { $most } jours.
vacation-days-left = Il vous reste { $left ->
    [one] { $left } jour
   *[other] { $left } jours
} de vacances cette année ({ $per_year } par an, { $used } utilisés).
language-for-moderators = Seuls les modérateurs choisissent la langue du salon (sur Matrix un niveau de pouvoir de 50). Rien n'a été changé ; `language <code>` choisit la vôtre.

no-board-pages = Ce Kibitz ne sert aucune page web : il n'y a pas d'échiquier où jouer. Son administrateur peut les activer (`--http` avec `KIBITZ_PUBLIC_URL`).
