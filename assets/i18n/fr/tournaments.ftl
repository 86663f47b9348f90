# Tournois.

tournament-title = { $name } (tournoi { $id })
tournament-format = { $format ->
    [swiss] système suisse (FIDE, hollandais)
    [roundrobin] toutes rondes
   *[double] toutes rondes en aller-retour
}
tournament-rounds = { $rounds ->
    [swiss] rondes fixées au départ selon le nombre de joueurs
    [all] autant de rondes qu'il faut pour que tous se rencontrent
   *[n] { $n ->
        [one] { $n } ronde
       *[other] { $n } rondes
    }
}
tournament-state = { $state ->
    [open] ouvert aux inscriptions
    [running] en cours
    [finished] terminé
   *[cancelled] annulé
}
tournament-terms = { $variant }, { $format }, { $rounds }, { $time } par coup, { $rated ->
    [yes] classé
   *[no] non classé
}
board-caption = Ronde { $round }, échiquier { $board }
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0 par forfait
   *[black-forfeit] 0-1 par forfait
}
pairing-line = Échiquier { $board } : { $white } (Blancs) contre { $black } (Noirs)
pairing-in = dans { $link }
bye-line = Exempt : { $player } ({ $points } { $half ->
    [2] point
   *[other] points
})
table-place = #
table-player = Joueur
table-points = Points
tiebreak-wins = Victoires
withdrawn-name = { $name } (retiré)
table-more = et { $count } de plus
after-rounds = { $after ->
    [0] avant la ronde 1
    [1] après la ronde 1
   *[other] après { $after } rondes
}
standings-head = Place. Joueur : points ({ $tiebreaks })
standing-line = { $place }. { $name } : { $points } ({ $tiebreaks })
standing-line-withdrawn = { $place }. { $name } (retiré) : { $points } ({ $tiebreaks })
tournament-created = { $organiser } a ouvert { $title } : { $terms }. Inscrivez-vous avec `tournament join` (`tournament join id:{ $id }` là où plusieurs sont ouverts) ; { $organiser } le lance avec `tournament start`.
tournament-created-max = { $organiser } a ouvert { $title } : { $terms }, { $max } joueurs au plus. Inscrivez-vous avec `tournament join` (`tournament join id:{ $id }` là où plusieurs sont ouverts) ; { $organiser } le lance avec `tournament start`.
tournament-shown = { $title } : { $terms }, organisé par { $organiser } ; { $state }.
tournament-round-of = Ronde { $round } sur { $rounds } : { $decided } parties décidées sur { $boards }.
tournament-players = Joueurs ({ $count }) : { $players }.
tournament-no-players = Joueurs (0) : aucun pour l'instant.
tournament-joined = { $player } a rejoint { $title } ; { $count } inscrits.
tournament-left = { $player } a quitté { $title } ; { $count } inscrits.
tournament-withdrew = { $player } s'est retiré de { $title } et ne sera plus apparié.
forfeit-win = { $opponent } gagne la partie de cette ronde par forfait.
round-game-won = { $opponent } gagne la partie de cette ronde.
tournament-started = { $title } a commencé avec { $players } joueurs : { $terms }. La ronde 1 est appariée ; les parties se mettent en place.
tournament-cancelled = { $title } est annulé. Les parties déjà commencées continuent comme des parties ordinaires.
standings-of = Classement de { $title } { $after } :
pairings-of = { $title }, ronde { $round } :
round-announced = Ronde { $round } sur { $rounds } de { $title } :
withdrawn-not-paired = Retirés, non appariés : { $names }.
tournament-over = { $title } est terminé. Vainqueur : { $winner }. Classement final :
tournament-over-early = { $title } est terminé. Il s'achève avant sa dernière ronde : aucune ronde de plus n'a pu être appariée (trop peu de joueurs restants, ou aucun appariement sans revanche). Vainqueur : { $winner }. Classement final :
paired-direct = Ronde { $round } de { $title } : vous jouez avec les { $side } contre { $opponent } à l'échiquier { $board }, dans { $link }.
board-begins = { $title }, ronde { $round }, échiquier { $board } : { $white } (Blancs) contre { $black } (Noirs). Au tour de { $white } ; { $time } par coup.
place-name = { $name } R{ $round } É{ $board } : { $white } contre { $black }
tournament-exported = La feuille de { $title } : son rapport au format TRF-16 de la FIDE (pour vérifier les appariements avec bbpPairings ou JaVaFo){ $games ->
    [0] {""}
    [1] {" "}et sa partie en PGN
   *[other] {" "}et ses { $games } parties en un seul fichier PGN
}.
report-caption = Rapport TRF-16 de { $title }
standings-caption = Classement de { $title }
games-caption = Les { $games } parties de { $title }, en PGN

## Refusals

tournament-none-here = Il n'y a pas de tournoi ici. Un organisateur en ouvre un avec `tournament create variant:<variant> format:swiss|roundrobin|double`.
tournament-no-such = Il n'y a pas de tournoi { $id }.
tournament-which-item = { $name } (`id:{ $id }`)
tournament-which = Plusieurs tournois d'ici pourraient être visés : { $list }. Désignez-en un par son id.
tournament-organisers-only = Seuls les organisateurs peuvent ouvrir un tournoi ici (sur Discord : « Gérer le serveur » ou « Gérer les événements » ; sur Matrix : niveau de pouvoir 50).
tournament-not-organiser = Seul son organisateur ({ $name }) ou un organisateur de ce serveur peut faire cela.
tournament-already-in = Vous êtes déjà dans { $name }.
tournament-not-in = Vous n'êtes pas dans { $name }.
tournament-full = { $name } est complet ({ $max } joueurs).
tournament-under-way = { $name } est en cours : on ne s'inscrit ou ne se désinscrit qu'avant le début (`tournament withdraw` retire un joueur).
tournament-not-open = { $name } est { $state } : on ne s'inscrit ou ne se désinscrit qu'avant le début.
tournament-not-running = { $name } est { $state }.
tournament-not-to-start = { $name } est déjà { $state }.
tournament-too-few = { $name } a { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} ; il en faut au moins 2 pour commencer.
tournament-too-many-rounds = Un suisse de { $rounds } rondes demande plus de { $rounds } joueurs ; { $players } sont inscrits. Lancez-le avec moins de rondes (ouvrez-en un nouveau) ou attendez d'autres joueurs.
tournament-rounds-for-round-robin = Un tournoi { $format } a autant de rondes qu'il faut pour que tous se rencontrent ; omettez `rounds`.
tournament-no-such-round = Il n'y a pas de ronde { $round } : les rondes 1 à { $paired } ont été appariées.
tournament-nothing-paired = { $name } n'a pas commencé : aucune ronde n'est encore appariée.
tournament-already-withdrawn = Vous vous êtes déjà retiré de { $name }.
