# Ce que les joueurs consultent : l'échiquier d'une partie, leurs parties, la feuille de
# partie, les rediffusions, les cartes de coups, les pages web.

## Games

game-title = { $white } contre { $black }, { $variant }
game-to-move = Au tour de { $player } ({ $side }).
no-games = Vous n'avez aucune partie en cours. Lancez-en une avec `challenge`.
your-games = Vos parties ({ $count }), la plus urgente d'abord :
your-move-marked = **à vous de jouer**
player-to-move = au tour de { $player }
games-line = { $white } contre { $black } dans { $link } ({ $variant }, coup { $number }) : { $whose }
games-line-left = { $white } contre { $black } dans { $link } ({ $variant }, coup { $number }) : { $whose }, il reste { $left }
games-next-hint = Dites `next` pour l'échiquier de la première partie où c'est à vous de jouer.
next-game = À vous de jouer dans { $white } contre { $black } ({ $variant }) dans { $link }.
next-game-left = À vous de jouer dans { $white } contre { $black } ({ $variant }) dans { $link }, il reste { $left }.

## A game's record

in-progress = En cours.
history = { $white } contre { $black }, { $variant }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}. { $status }
record-caption = La feuille de la partie { $id } en PGN
replayed = { $finished ->
    [yes] { $white } contre { $black }, { $variant }, { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }
   *[no] { $white } contre { $black }, { $variant }, { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } jusqu'ici
}
replay = Rediffusion de la partie { $id } : { $game }.
replay-caption = Rediffusion : { $game }
exported-none = Vous n'avez encore aucune partie terminée.
exported = Vos { $count ->
    [one] { $count } partie terminée
   *[other] { $count } parties terminées
}, en PGN.
# A game record's `Event` tag (PGN).
pgn-event = Partie Kibitz { $id }
export-caption = { $count ->
    [one] { $count } partie terminée
   *[other] { $count } parties terminées
} de { $player }

## Rules

which-rules = Dites `rules <variant>` pour les règles de l'une d'elles.
rules-with-pictures = **Règles illustrées :** { $topics } (dites `rules { $variant } <topic>` pour l'une d'elles).
rule = **{ $title }** : { $text }
diagram-caption = { $variant } : { $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic } ({ $variant }) : { $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] de la pièce { $piece } en { $square }
    [drops] d'un { $piece } de la réserve
   *[all] {""}
}
moves-listed = { $count } coups légaux { moves-of } pour { $player } ({ $side }) : { $moves }
moves-listed-all = { $count } coups légaux pour { $player } ({ $side }) : { $moves }
moves-more = … et { $more } de plus
map-line = { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
}
map-line-of = { $count ->
    [one] { $count } coup légal { moves-of }
   *[other] { $count } coups légaux { moves-of }
}
map-caption = Carte des coups : { $line }

## Web pages

game-page-link = Page de la partie : { $url }
tournament-page-link = Page du tournoi : { $url }
page-moves = Coups
page-no-moves = Aucun coup n'a encore été joué.
page-first = Début
page-previous = Précédent
page-next = Suivant
page-last = Dernier
page-keys-hint = Les flèches du clavier parcourent les coups.
page-download-pgn = Télécharger le PGN
page-analysis = Analyse
page-analysis-alt = Les chances de gain des Blancs coup par coup, avec les erreurs marquées
page-live = Cette page suit la partie pendant qu'elle se joue.
page-standings = Classement
page-standings-alt = Le classement sous forme de tableau
page-pairings = Appariements
page-not-found = Introuvable
page-not-found-text = Il n'y a pas de page ici. Les liens vers les parties arrivent dans les messages de Kibitz.
page-footer = Kibitz : des variantes d'échecs sur Discord et Matrix
board-alt-move = L'échiquier après le coup { $number } ({ $notation }), { $title }
board-alt-start = L'échiquier au départ, { $title }

## language

language-saved = Enregistré.
language-yours = Je vous parle en { $language }.
language-from-client = Je vous parle en { $language }, la langue de votre client Discord.
language-following-room = Vous n'avez pas choisi de langue, je vous parle donc dans celle de ce salon : { $language }.
language-room = Ce que je publie ici de moi-même est en { $language }.
language-room-none = Ce salon n'a pas de langue à lui : ce que je publie ici de moi-même est en anglais.
language-spoken = Je parle { $languages } ; `language <code>` en choisit une, `language auto` suit le salon.

board-link = Votre échiquier pour la partie { $game }, pour jouer en cliquant : { $url }
    Vous seul voyez ce lien, et quiconque l'a peut jouer à votre place : gardez-le pour vous. `web revoke` y met fin.
board-widget-on = L'échiquier est maintenant parmi les widgets de ce salon : ouvrez-le pour jouer vos parties, voter avec votre équipe ou regarder, connecté en tant que vous-même.
board-widget-off = Le widget de l'échiquier est retiré de ce salon.
board-links-revoked = { $count ->
    [0] Vous n'aviez aucun lien vers l'échiquier de la partie { $game }.
    [one] Votre lien vers l'échiquier de la partie { $game } ne fonctionne plus.
   *[other] Vos { $count } liens vers l'échiquier de la partie { $game } ne fonctionnent plus.
}
play-you-play = Vous jouez les { $side }.
play-square-piece = { $square } : { $piece } ({ $side })
play-square-empty = { $square } : vide
play-hand-piece = { $piece } ({ $side }), { $count } en main
play-in-hand = En main ({ $side })
play-board-label = L'échiquier, de votre côté : choisissez une pièce, puis la case où elle va.
play-keys-hint = Tab mène aux cases ; Entrée choisit une pièce ou joue vers la case ; Échap la lâche.
play-move-box = Tapez un coup, comme Cf3
play-move-button = Jouer
play-resign = Abandonner
play-resign-confirm = Appuyez encore pour abandonner
play-offer-draw = Proposer nulle
play-accept-draw = Accepter la nulle
play-decline-draw = Refuser la nulle
play-draw-offered = Votre adversaire propose nulle.
play-ask-takeback = Demander à reprendre
play-accept-takeback = Accepter la reprise
play-decline-takeback = Refuser la reprise
play-takeback-asked = Votre adversaire demande à reprendre son coup.
play-promote = Quelle pièce ?
play-cancel = Annuler
play-place-one = Ce pion seul
play-turn-over = Retourner une tour
play-read-only = La partie est finie : cet échiquier ne sert plus qu'à regarder.
play-moved-on = La partie a avancé avant votre coup : rien n'a été joué. Voici l'échiquier tel qu'il est.
play-needs-script = Cet échiquier a besoin de JavaScript pour jouer.
play-no-link = Ce lien n'ouvre aucun échiquier
play-no-link-text = Il a pris fin avec `web revoke`, ou n'a jamais été donné. Demandez-en un nouveau avec `web` dans le salon de la partie.
play-signin-failed = Kibitz n'a pas pu savoir qui vous êtes : votre client de discussion ne l'a pas confirmé. Fermez l'échiquier, rouvrez-le et autorisez la confirmation de votre identité quand elle est demandée.
play-no-game = Aucune partie ne se joue encore ici. Défiez quelqu'un avec `challenge` dans ce salon, et l'échiquier la montrera ici.
play-supply-piece = { $piece } ({ $side }), à placer
play-last-move = { $player } a joué { $san }.
play-clock = Pendule des { $side }
play-you-vote = Votre équipe joue les { $side } : un coup joué ici est votre vote.
play-you-watch = Vous regardez, du côté des { $side }.
play-only-players = Seuls les joueurs (et leurs équipes, par vote) jouent dans cette partie : vous regardez.
