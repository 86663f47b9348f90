# Was Spieler nachschlagen: das Brett einer Partie, ihre Partien, Partieprotokolle,
# Wiederholungen, Zugkarten, die Webseiten.

## Games

game-title = { $white } gegen { $black }, { $variant }
game-to-move = { $player } ({ $side }) ist am Zug.
no-games = Du hast keine laufenden Partien. Starte eine mit `challenge`.
your-games = Deine Partien ({ $count }), die dringendste zuerst:
your-move-marked = **du bist am Zug**
player-to-move = { $player } ist am Zug
games-line = { $white } gegen { $black } in { $link } ({ $variant }, Zug { $number }): { $whose }
games-line-left = { $white } gegen { $black } in { $link } ({ $variant }, Zug { $number }): { $whose }, noch { $left }
games-next-hint = Sag `next` für das Brett der ersten Partie, in der du am Zug bist.
next-game = Du bist am Zug in { $white } gegen { $black } ({ $variant }) in { $link }.
next-game-left = Du bist am Zug in { $white } gegen { $black } ({ $variant }) in { $link }, noch { $left }.

## A game's record

in-progress = Läuft noch.
history = { $white } gegen { $black }, { $variant }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}. { $status }
record-caption = Das Protokoll von Partie { $id } als PGN
replayed = { $finished ->
    [yes] { $white } gegen { $black }, { $variant }, { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }
   *[no] { $white } gegen { $black }, { $variant }, bisher { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }
}
replay = Wiederholung von Partie { $id }: { $game }.
replay-caption = Wiederholung: { $game }
exported-none = Du hast noch keine beendeten Partien.
exported = Deine { $count ->
    [one] { $count } beendete Partie
   *[other] { $count } beendeten Partien
} als PGN.
# A game record's `Event` tag (PGN).
pgn-event = Kibitz-Partie { $id }
export-caption = { $count ->
    [one] { $count } beendete Partie
   *[other] { $count } beendete Partien
} von { $player }

## Rules

which-rules = Sag `rules <variant>` für die Regeln einer Variante.
rules-with-pictures = **Regeln mit Bildern:** { $topics } (sag `rules { $variant } <topic>` für eine).
rule = **{ $title }**: { $text }
diagram-caption = { $variant }: { $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic } ({ $variant }): { $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] der Figur { $piece } auf { $square }
    [drops] eines { $piece } aus der Hand
   *[all] {""}
}
moves-listed = { $count } legale Züge { moves-of } für { $player } ({ $side }): { $moves }
moves-listed-all = { $count } legale Züge für { $player } ({ $side }): { $moves }
moves-more = … und { $more } weitere
map-line = { $count ->
    [one] { $count } legaler Zug
   *[other] { $count } legale Züge
}
map-line-of = { $count ->
    [one] { $count } legaler Zug { moves-of }
   *[other] { $count } legale Züge { moves-of }
}
map-caption = Zugkarte: { $line }

## Web pages

game-page-link = Seite der Partie: { $url }
tournament-page-link = Seite des Turniers: { $url }
page-moves = Züge
page-no-moves = Es wurde noch kein Zug gespielt.
page-first = Anfang
page-previous = Zurück
page-next = Vor
page-last = Aktuell
page-keys-hint = Mit den Pfeiltasten gehst du durch die Züge.
page-download-pgn = PGN herunterladen
page-analysis = Analyse
page-analysis-alt = Die Gewinnchancen von Weiß Zug für Zug, mit den markierten Fehlern
page-live = Diese Seite folgt der Partie, während sie gespielt wird.
page-standings = Tabelle
page-standings-alt = Die Tabelle als Bild
page-pairings = Paarungen
page-not-found = Nicht gefunden
page-not-found-text = Hier gibt es keine Seite. Links zu Partien kommen in Kibitz' eigenen Nachrichten.
page-footer = Kibitz: Schachvarianten auf Discord und Matrix
board-alt-move = Das Brett nach Zug { $number } ({ $notation }), { $title }
board-alt-start = Das Brett zu Beginn, { $title }

## language

language-saved = Gespeichert.
language-yours = Ich spreche { $language } mit dir.
language-from-client = Ich spreche { $language } mit dir, die Sprache deines Discord-Clients.
language-following-room = Du hast keine Sprache gewählt, also spreche ich die dieses Raums mit dir: { $language }.
language-room = Was ich hier unaufgefordert poste, ist auf { $language }.
language-room-none = Dieser Raum hat keine eigene Sprache: was ich hier unaufgefordert poste, ist auf Englisch.
language-spoken = Ich spreche { $languages }; `language <code>` wählt eine, `language auto` folgt dem Raum.

board-link = Dein Brett für Partie { $game }, zum Spielen per Klick: { $url }
    Nur du siehst diesen Link, und wer ihn hat, kann für dich ziehen: Behalte ihn für dich. `web revoke` beendet ihn.
board-widget-on = Das Brett ist jetzt unter den Widgets dieses Raums: Öffne es, um deine Partien zu spielen, mit deinem Team abzustimmen oder zuzuschauen, angemeldet als du selbst.
board-widget-off = Das Brett-Widget ist aus diesem Raum entfernt.
board-links-revoked = { $count ->
    [0] Du hattest keinen Link zum Brett von Partie { $game }.
    [one] Dein Link zum Brett von Partie { $game } funktioniert nicht mehr.
   *[other] Deine { $count } Links zum Brett von Partie { $game } funktionieren nicht mehr.
}
play-you-play = Du spielst { $side }.
play-square-piece = { $square }: { $piece } ({ $side })
play-square-empty = { $square }: leer
play-hand-piece = { $piece } ({ $side }), { $count } in der Hand
play-in-hand = In der Hand ({ $side })
play-board-label = Das Brett von deiner Seite: Wähle eine Figur, dann das Feld, auf das sie zieht.
play-keys-hint = Mit Tab zu einem Feld, mit Enter eine Figur wählen oder dorthin ziehen; Escape lässt los.
play-move-box = Tippe einen Zug, etwa Sf3
play-move-button = Ziehen
play-resign = Aufgeben
play-resign-confirm = Noch einmal drücken zum Aufgeben
play-offer-draw = Remis anbieten
play-accept-draw = Remis annehmen
play-decline-draw = Remis ablehnen
play-draw-offered = Dein Gegner bietet Remis an.
play-ask-takeback = Zurücknahme erbitten
play-accept-takeback = Zurücknahme erlauben
play-decline-takeback = Zurücknahme ablehnen
play-takeback-asked = Dein Gegner möchte seinen Zug zurücknehmen.
play-promote = Welche Figur?
play-cancel = Abbrechen
play-place-one = Nur dieser Bauer
play-turn-over = Einen Turm umdrehen
play-read-only = Die Partie ist vorbei: Dieses Brett ist nur noch zum Ansehen.
play-moved-on = Die Partie ging vor deinem Zug weiter: Es wurde nichts gespielt. Hier ist das Brett, wie es jetzt steht.
play-needs-script = Zum Spielen braucht dieses Brett JavaScript.
play-no-link = Dieser Link öffnet kein Brett
play-no-link-text = Er wurde mit `web revoke` beendet oder nie vergeben. Bitte im Kanal der Partie mit `web` um einen neuen.
play-signin-failed = Kibitz konnte nicht feststellen, wer du bist: Dein Chat-Client hat dich nicht bestätigt. Schließe das Brett, öffne es erneut und erlaube die Bestätigung deiner Identität, wenn du gefragt wirst.
play-no-game = Hier wird noch keine Partie gespielt. Fordere jemanden mit `challenge` in diesem Kanal heraus, dann zeigt das Brett sie hier.
play-supply-piece = { $piece } ({ $side }), zum Aufstellen
play-last-move = { $player } hat { $san } gezogen.
play-clock = Uhr: { $side }
play-you-vote = Dein Team spielt { $side }: Ein Zug, den du hier machst, ist deine Stimme.
play-you-watch = Du schaust zu, von der Seite von { $side }.
play-only-players = In dieser Partie ziehen nur die Spieler (und ihre Teams per Abstimmung): Du schaust zu.
