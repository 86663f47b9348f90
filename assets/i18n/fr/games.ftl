# Défis, déroulement d'une partie, propositions, coups conditionnels, vacances et messages
# privés.

## Challenges

plays-color = { $color ->
    [white] les Blancs
    [black] les Noirs
   *[random] une couleur au hasard
}
challenge-made-to = { $challenger } défie { $opponent } aux { $variant } ({ $challenger } joue { $plays }, { $pace }). { $opponent } : `accept` ou `decline`. Le défi expire dans 24 heures.
challenge-made-open = { $challenger } défie tout le monde ici aux { $variant } ({ $challenger } joue { $plays }, { $pace }). Chacun peut répondre `accept`. Le défi expire dans 24 heures.
challenge-to-you = { $challenger } vous défie aux { $variant } ({ $pace }) dans { $link } : répondez `accept` ou `decline` là-bas. Le défi expire dans 24 heures.
no-challenges-waiting = Aucun défi n'attend ici. Lancez-en un avec `challenge`.
challenges-waiting = Défis en attente ici ({ $count }) :
challenge-waiting-line = { $challenger } défie { $opponent } : { $variant }, { $pace } ; expire dans { $expires }
challenge-waiting-line-color = { $challenger } défie { $opponent } : { $variant }, { $challenger } joue { $color ->
    [white] les Blancs
   *[black] les Noirs
}, { $pace } ; expire dans { $expires }
challenges-waiting-hint = `accept` prend celui qui vous est adressé, sinon le plus ancien défi ouvert ; `accept <challenger>` en prend un précis.
game-begins = { $white } (Blancs) et { $black } (Noirs) commencent une partie d'{ $variant }, { $pace }. { $white }, à vous de jouer.
challenge-declined = { $by } a refusé le défi de { $challenger }.
challenge-withdrawn = { $challenger } a retiré le défi adressé à { $opponent }.
challenge-expired = { $challenger }, votre défi à { $opponent } ({ $variant }) a expiré : personne ne l'a accepté en 24 heures.

## How a game ended

ended-resigned = { $by } a abandonné.
ended-draw-agreed = { $by } a accepté la proposition de nulle de { $offered_by }.
ended-out-of-time = { $loser } a dépassé son temps.
ended-adjudicated = { $by }, modérateur, a mis fin à la partie.

## Reminders and direct messages of correspondence games

reminder = { $player }, c'est à vous de jouer aux { $variant } contre { $opponent } : il reste { $left } avant de perdre au temps.
reminder-direct = Rappel : c'est à vous de jouer contre { $opponent } dans { $link } ({ $variant }) : il reste { $left } avant de perdre au temps.
your-move-played = { $by } a joué { $notation }.
your-move-accepted = { $by } a accepté votre défi.
your-move-paired = { $tournament }, ronde { $round }, échiquier { $board } : votre partie commence.
your-move-direct = À vous de jouer contre { $opponent } dans { $link } ({ $variant }).
time-left = Il reste { $left }.
ended-direct = Votre partie d'{ $variant } dans { $link } est terminée : { $result }

## notify

notify-saved = Enregistré.
notify-none = Je ne vous envoie aucun message privé (les mentions dans les salons des parties vous disent quand jouer). `notify on` en envoie un pour chacun de ces événements, `notify on <event>` pour un seul :
notify-some = Je vous envoie un message privé avec l'échiquier et un lien vers la partie :
notify-on = activé
notify-off = désactivé
notify-line = `{ $event }` ({ $state }) : { $about }
notify-move = quand c'est à vous de jouer dans une partie par correspondance
notify-reminder = quand votre temps dans une partie par correspondance devient court
notify-result = quand une de vos parties par correspondance se termine
notify-challenge = quand quelqu'un vous défie
notify-board = votre propre lien pour jouer sur l'échiquier, avec chaque message « à vous de jouer » (là où les pages sont servies)

## After a restart

owed-not-played = `{ $text }` n'a pas été joué (je l'ai examiné juste avant un redémarrage).
owed-handled = J'ai traité ceci juste avant un redémarrage.
owed-now = Où en sont les choses maintenant :
played-then-moved-on = { $mover } a joué { $notation }. La partie a avancé depuis : `board` montre où elle en est.

## adjudicate

name-the-game = Aucune partie ne se joue ici même ; désignez celle à terminer avec `game:<id>` :
name-the-game-line = game:{ $id } : { $white } contre { $black } ({ $variant }), { $link }

## Draw offers and takebacks

draw-offered = { $by } propose la nulle.
takeback-asked = { $by } demande à reprendre son dernier coup.
draw-answer = { $to } : `draw accept` ou `draw decline`.
takeback-answer = { $to } : `takeback accept` ou `takeback decline`.
draw-declined = { $by } a refusé la nulle. La partie continue.
takeback-declined = { $by } a refusé la reprise. La partie continue.
bot-takebacks-unrated = Les reprises contre le bot sont pour les parties non classées (`challenge ... rated:no`).
taken-back = { $by } a accepté de reprendre { $moves }. Au tour de { $player } ({ $side }).

## Conditional moves (premove)

premoves-none = Vous n'avez aucun coup conditionnel dans la partie { $game }. Pendant que votre adversaire réfléchit, `premove <their move> <your reply> ...` enregistre une ligne.
premoves-listed = Vos coups conditionnels dans la partie { $game } :
premove-step = { $theirs } → { $yours }
premove-then = {", puis "}
premoves-hint = (son coup → votre réponse ; un coup adverse qu'aucune ligne n'attend les efface toutes ; `premove clear` les supprime)
premove-stored = Enregistré ; vous seul le voyez.
premoves-cleared = { $count ->
    [one] { $count } ligne conditionnelle supprimée
   *[other] { $count } lignes conditionnelles supprimées
} dans la partie { $game }.
premove-not-in-public = Tout le monde dans ce salon peut lire votre message, votre adversaire aussi, donc je n'ai pas enregistré ces coups conditionnels. Envoyez-les-moi dans notre salon privé, où vous seul les voyez : `premove { $game }<moves>`.
premove-send-here = Envoyez vos coups conditionnels ici, où vous seul les voyez : `premove { $game }<their move> <your reply> ...`.

## Vacations

vacation-days = Jours de vacances cette année : { $used } sur { $per_year } utilisés, { $left } restants.
vacation-until = Vous êtes en vacances jusqu'au { $until } ; `vacation end` quand vous serez de retour.
vacation-none = Vous n'êtes pas en vacances. `vacation <days>` arrête vos pendules dans les parties par correspondance (une heure ou plus par coup) pendant votre absence.
vacation-started = Vous êtes en vacances jusqu'au { $until }. Vos pendules des parties par correspondance attendent jusque-là ({ $paused } en marche maintenant, et toute nouvelle entre-temps) ; vos adversaires voient que vous êtes absent. `vacation end` si vous revenez plus tôt.
vacation-ended = Bon retour ! Vos pendules tournent de nouveau ; chaque échéance a été repoussée du temps de votre absence.
away-caption = { $name } absent jusqu'au { $until }

## How fast a game is played

pace-per-move = { $time } par coup
pace-clock = cadence { $clock }
