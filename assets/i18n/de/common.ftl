# Wörter, die viele Nachrichten teilen: Seiten, Varianten, Figuren, Ergebnisse, Dauern,
# Daten, Listen, und was jeder Befehl zu hören bekommen kann.

## Sides

side-white = Weiß
side-black = Schwarz

## Variants

variant-standard = Klassisches Schach
variant-suction = Saugschach
variant-shrink = Schrumpfschach
variant-swapper = Tausch-Superhelden-Schach
variant-giveandtake = Geben-und-Nehmen-Schach
variant-tradeup = Aufwertungsschach

## Pieces

piece-pawn = Bauer
piece-knight = Springer
piece-bishop = Läufer
piece-rook = Turm
piece-queen = Dame
piece-king = König
piece-spearman = Speerträger
piece-valiant = Tapferer
piece-karateka = Karateka
piece-strongman = Kraftprotz
piece-mage = Magier
piece-upside-down-rook = umgedrehter Turm
piece-any = Figur

## Reasons

reason-checkmate = Schachmatt
reason-stalemate = Patt
reason-king-sucked = König auf die erste Reihe gesaugt
reason-no-legal-move = kein legaler Zug
reason-insufficient-material = ungenügendes Material
reason-threefold-repetition = dreifache Stellungswiederholung
reason-hundred-half-moves = 100 Halbzüge ohne Schlagen, Bauernzug, Einsetzen oder Aufwerten
reason-resignation = Aufgabe
reason-timeout = Zeitüberschreitung
reason-agreement = Einigung
reason-adjudication = Schiedsspruch

result-won = { $winner } ({ $side }) gewinnt durch { $reason }.
result-drawn = Remis durch { $reason }.

## Durations and moments

duration-seconds = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
duration-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
duration-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
duration-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
duration-pair = { $larger } { $smaller }

weekday-1 = Mo
weekday-2 = Di
weekday-3 = Mi
weekday-4 = Do
weekday-5 = Fr
weekday-6 = Sa
weekday-7 = So
month-1 = Jan.
month-2 = Feb.
month-3 = März
month-4 = Apr.
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = Aug.
month-9 = Sept.
month-10 = Okt.
month-11 = Nov.
month-12 = Dez.
date-day = { $weekday }, { $day }. { $month } { $year }
date-time = { $weekday }, { $day }. { $month } { $year }, { $time } UTC
date-short = { $day }. { $month }

## Lists

list-separator = {", "}
list-and = {" und "}
list-or = {" oder "}
anyone = alle
anyone-here = alle hier

## What any command may be told

unreachable = Die Datenbank ist nicht erreichbar, daher wurde nichts getan; versuch es gleich noch einmal.
failed = Bei Kibitz ist etwas schiefgegangen; sieh dir das `board` an, bevor du es noch einmal versuchst.
sent-to-direct-room = Alle hier lesen diesen Raum mit, darum habe ich dir die Antwort in unserem Direktraum geschickt.
resign-question = Diese Partie wirklich aufgeben? Reagiere zur Bestätigung mit 🏳️ auf diese Nachricht.
offline = Ich war offline, als du das geschickt hast; bitte schick es noch einmal.
too-fast = Du schickst Befehle zu schnell; warte ein paar Sekunden und versuch es dann noch einmal.
already-handled = Diese Nachricht wurde bereits bearbeitet.
not-saved = Beim Speichern ist etwas schiefgegangen, daher wurde nichts geändert. Bitte versuch es noch einmal.

## Moves played

move-played = { $mover } spielte { $notation }.
move-played-conditional = { $mover } ({ $side }) spielte { $notation }, einen bedingten Zug.
check = Schach!
to-move-left = { $player } ({ $side }) ist am Zug, noch { $left }.
away-until = { $name } ist bis { $until } im Urlaub
away-separator = {"; "}
thousands-separator = {"."}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = { $side } ist am Zug
status-setup-open = Aufbau: Weiß setzt eine Tauschfigur auf die 3. Reihe oder zieht
status-setup-reply = Aufbau: Schwarz setzt einen { $piece } auf die 6. Reihe
status-drop-phase = Einsetzphase · { $side } ist am Zug
status-capture-phase = Schlagphase · { $side } ist am Zug
status-check = Schach
status-won = { $side } gewinnt durch { $reason }
status-drawn = Remis durch { $reason }
status-last-move = letzter Zug { $move }
status-removed = entfernt: { $lines }
status-file = Linie { $file }
status-rank = Reihe { $rank }

## Buttons and a board's fields

button-resign = Aufgeben
button-move = Zug
button-offer-draw = Remis anbieten
button-next-game = Nächste Partie
button-show-solution = Lösung zeigen
button-accept = Annehmen
button-decline = Ablehnen
button-join = Beitreten
button-leave = Abmelden
field-last-move = Letzter Zug
field-to-move = Am Zug
field-time-left = Restzeit
board-title = { $white } gegen { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = Diese Partie wirklich aufgeben?
button-yes-resign = Ja, aufgeben
button-no-play-on = Nein, weiterspielen
play-on = Weiterspielen!
time-range = Die Zeit pro Zug muss zwischen 1 Minute und 14 Tagen liegen.
one-time-unit = Gib Tage, Stunden oder Minuten pro Zug an, nicht mehreres davon.
other-bots = Andere Bots können nicht spielen; fordere einen Menschen heraus, oder mich.
bot-level-range = Meine Stufe reicht von 1 (Anfänger) bis 8 (volle Stärke).
tournament-in-thread = Eröffne ein Turnier in einem Kanal, nicht in einem Thread: jede seiner Partien bekommt einen eigenen Thread unter dem Kanal.
level-is-for-bot = Eine Stufe gilt für eine Partie gegen mich: wähle mich als Gegner.
notify-mode-with-event = Sag `mode:on` oder `mode:off` zum Ereignis.
vacation-days-or-end = Entweder `days`, um wegzugehen, oder `end`, um zurückzukommen, nicht beides.
team-options-stray = `channel`, `vote` und `voters` gelten für eine Teampartie: füge `team:True` hinzu.
widget-not-set = Ich kann die Widgets dieses Raums nicht ändern: Gib mir die nötige Berechtigung (die eines Moderators, 50) und versuch es noch einmal.

## The console's own words

console-acting-as = (jetzt als { $name })
console-in-channel = (jetzt im Kanal { $name })
console-as-takes-a-name = `as <user>` braucht einen Namen aus Buchstaben, Ziffern, _ - . (höchstens { $max })
console-in-takes-a-name = `in <channel>` braucht einen Namen aus Buchstaben, Ziffern, _ - . (höchstens { $max })
console-board-image = Brettbild

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = Die Partie läuft in { $thread }.
board-not-in-thread = Ihr Brett konnte dort nicht gezeigt werden; nutze /board im Thread.
board-not-shown = Das Brett konnte nicht gezeigt werden; nutze /board.
whole-text-in-file = … (der ganze Text steht in { $file })

button-play-on-board = Auf dem Brett spielen
