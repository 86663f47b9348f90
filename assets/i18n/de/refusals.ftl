# Was ein Nutzer hört, wenn sein Befehl abgelehnt wird. Dabei wurde nichts geändert.

no-game-in-progress = Hier läuft keine Partie. Starte eine mit `challenge`.
plays-in-threads = Du spielst { $count } Partien in Threads dieses Raums; schick deinen Befehl in den Thread der Partie, für die er gilt:
plays-in-threads-line = { $white } gegen { $black } ({ $variant }): { $link }
adjudicate-for-moderators = Nur Moderatoren beenden die Partien anderer (auf Discord mit „Kanäle verwalten“ oder „Server verwalten“; auf Matrix ab Berechtigungsstufe 50). Es wurde nichts geändert.
adjudicate-own-game = Du spielst in dieser Partie mit, also entscheidest nicht du sie: gib auf oder biete Remis an. Es wurde nichts geändert.
no-game-played-here = Hier wurde noch keine Partie gespielt. Starte eine mit `challenge`.
no-game-to-replay = Hier wurde noch keine Partie gespielt.
still-playing-here = Die Partie hier läuft noch: ihre Analyse gibt es, sobald sie beendet ist (die Hilfe der Engine gilt nicht für laufende Partien).
no-finished-game-here = Hier ist noch keine Partie beendet. Nenne eine andere mit `analysis game:<id>`.
still-played = Partie { $id } läuft noch: ihre Analyse gibt es, sobald sie beendet ist (die Hilfe der Engine gilt nicht für laufende Partien).
no-puzzle-here = Hier gibt es keine Aufgabe zu lösen. `puzzle` zeigt eine.
daily-for-moderators = Nur Moderatoren schalten die Tagesaufgabe ein oder aus (auf Discord mit „Server verwalten“ oder „Kanäle verwalten“; auf Matrix ab Berechtigungsstufe 50).
nothing-to-analyse = Partie { $id } endete vor ihrem ersten Zug: es gibt nichts zu analysieren.
no-such-game = Es gibt keine Partie { $id }.
no-such-game-here = Hier gibt es keine Partie { $id }.
game-over = Partie { $id } ist vorbei.
not-a-player = Nur die Spieler ({ $white } und { $black }) können das in dieser Partie tun.
not-your-turn = Du bist nicht am Zug: { $next } ({ $side }) ist am Zug.
no-move-waiting = Du bist in keiner Partie am Zug. `games` listet sie auf.
illegal = `{ $text }` ist kein legaler Zug: { $error }.
move-raced = Die Stellung hat sich geändert, während dein Zug geprüft wurde (ein anderer Zug kam zuerst). Sieh dir das `board` an und versuch es noch einmal.
move-out-of-time = Deine Zeit ist abgelaufen: Der Zug wurde nicht gespielt, und die Partie ist auf Zeit verloren (oder remis, wenn dein Gegner nicht mehr gewinnen könnte).
widgets-in-matrix-rooms = Das Brett-Widget gibt es in Matrix-Räumen: Hier gibt dir `web` deinen eigenen Link zum Brett.
widget-for-moderators = Nur die Moderatoren des Raums (Berechtigungsstufe 50 oder mehr) können das Brett-Widget hinzufügen oder entfernen.
position-moved = Die Stellung hat sich geändert, während über den Zug nachgedacht wurde.
pick-expired = Dieses Menü galt einer früheren Stellung: Es wurde nichts gespielt. Drück erneut auf Zug für die Stellung von jetzt.
game-changed = Die Partie hat sich gerade geändert; versuch es noch einmal.
game-changed-look = Die Partie hat sich gerade geändert; sieh dir das `board` an und versuch es noch einmal.
not-on-the-board = { $square } liegt nicht auf dem Brett.
no-piece-on = Auf { $square } steht keine Figur.
opponents-piece = Die Figur { $piece } auf { $square } gehört { $owner }, und { $to_move } ist am Zug.
piece-cannot-move = Die Figur { $piece } auf { $square } hat keinen legalen Zug.
no-drop = Gerade kann keine Figur { $piece } aus der Hand kommen.
own-challenge = Das ist deine eigene Herausforderung; `cancel` zieht sie zurück.
game-here = Hier läuft schon eine Partie ({ $white } gegen { $black }). Starte deine in einem anderen Kanal oder Thread.
game-there = Dort läuft schon eine Partie ({ $white } gegen { $black }); nimm an, wenn sie vorbei ist, oder spiel in einem anderen Kanal.
challenge-yourself = Du kannst dich nicht selbst herausfordern.
challenge-waiting = Hier wartet schon eine Herausforderung von dir ({ $variant } an { $to }); zieh sie erst mit `cancel` zurück.
too-many-challenges = Hier warten schon { $most } Herausforderungen; nimm eine an oder warte, bis welche beantwortet werden oder ablaufen.
challenged-just-now = Du hast hier gerade eine Herausforderung gestellt; zieh sie erst mit `cancel` zurück.
no-challenge-to-accept = Hier gibt es keine Herausforderung zum Annehmen. Stell eine mit `challenge`.
no-challenge-to-decline = Hier gibt es keine Herausforderung zum Ablehnen.
no-challenge-to-cancel = Hier gibt es keine Herausforderung zum Zurückziehen.
challenges-for-others = { $action ->
    [accept] Die Herausforderungen hier gelten anderen ({ $names }); nur sie können sie annehmen.
   *[decline] Die Herausforderungen hier gelten anderen ({ $names }); nur sie können sie ablehnen.
}
challenge-for-other = { $action ->
    [accept] Diese Herausforderung gilt { $name }; nur diese Person kann sie annehmen.
   *[decline] Diese Herausforderung gilt { $name }; nur diese Person kann sie ablehnen.
}
challenge-just-taken = Diese Herausforderung wurde gerade angenommen oder zurückgezogen.
open-challenge-not-declined = Eine offene Herausforderung kann man nicht ablehnen; wer sie gestellt hat, zieht sie mit `cancel` zurück.
only-challenger-cancels = Diese offene Herausforderung darf jeder annehmen; nur { $challenger } kann sie zurückziehen.
challenge-gone = Diese Herausforderung gibt es schon nicht mehr.
no-own-challenge = Hier wartet keine Herausforderung von dir; nur wer herausfordert, kann zurückziehen.
challenge-no-longer-waiting = Diese Herausforderung wartet nicht mehr: sie wurde angenommen, zurückgezogen oder ist abgelaufen. `challenges` listet die wartenden auf.
no-challenge-from = Hier wartet keine Herausforderung von { $name }. `challenges` listet die wartenden auf.
draw-not-offered = { $by } hat kein Remis angeboten. `draw` bietet eins an.
takeback-not-asked = { $by } hat nicht um Zurücknahme gebeten.
draw-already-offered = Du hast schon Remis angeboten; { $to } kann `draw accept` oder `draw decline` sagen.
takeback-already-asked = Du hast schon gefragt; { $to } kann `takeback accept` oder `takeback decline` sagen.
no-draw-offer-from = Es gibt kein Remisangebot von { $from }, das du ablehnen könntest.
no-takeback-request-from = Es gibt keine Bitte um Zurücknahme von { $from }, die du ablehnen könntest.
no-own-move-to-take-back = Du hast keinen Zug, den du zurücknehmen könntest.
no-move-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
which-variant = Welche Variante meinst du mit '{ $topic }'? Sag `rules <variant> { $topic }`; die Varianten sind { $variants }.
no-such-topic = { $variant } hat kein Thema '{ $topic }'. Seine Themen: { $topics }.
picture-unavailable = Dieses Bild kann gerade nicht gezeichnet werden, tut mir leid.
line-not-in-pairs = Eine Zugfolge besteht aus Paaren von Zug deines Gegners und deiner Antwort: `premove e7e5 g1f3 b8c6 f1b5`.
line-too-long = Eine Zugfolge hat höchstens { $most } Züge.
your-move-now = Du bist am Zug: spiel ihn mit `move`. Bedingte Züge sind für den Zug deines Gegners.
line-outlasts-game = Die Partie wäre vor Zug { $at } der Folge `{ $text }` vorbei.
line-illegal-yours = Zug { $at } der Folge (dein Zug), `{ $text }`, ist dort nicht legal: { $error }.
line-illegal-theirs = Zug { $at } der Folge (Zug von { $by }), `{ $text }`, ist dort nicht legal: { $error }.
line-stored = Diese Folge hast du schon gespeichert.
line-conflict = Eine gespeicherte Folge beantwortet { $after } mit { $stored }, diese mit { $new }: eine Antwort pro Zug. Lösche sie zuerst mit `premove clear`, um das zu ändern.
too-many-lines = Du hast schon { $most } Folgen in dieser Partie; zuerst `premove clear`.
game-moved-on = Die Partie ist gerade weitergegangen; sieh dir das `board` an und versuch es noch einmal.
not-on-vacation = Du bist nicht im Urlaub.
on-vacation-until = Du bist schon bis { $until } im Urlaub; beende ihn zuerst mit `vacation end`, um einen neuen zu nehmen.
vacation-length = Ein Urlaub dauert 1 bis { $most } Tage.
vacation-days-left = Du hast dieses Jahr noch { $left ->
    [one] { $left } Urlaubstag
   *[other] { $left } Urlaubstage
} ({ $per_year } pro Jahr, { $used } genommen).
language-for-moderators = Nur Moderatoren legen die Sprache des Raums fest (auf Matrix ab Berechtigungsstufe 50). Es wurde nichts geändert; `language <code>` legt deine fest.

no-board-pages = Dieses Kibitz stellt keine Webseiten bereit, also gibt es kein Brett zum Spielen: Der Admin kann sie einschalten (`--http` mit `KIBITZ_PUBLIC_URL`).
