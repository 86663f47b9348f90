# Analysen, Aufgaben und Wertungen.

## Analysis

analysis-head = Analyse von Partie { $id }: { $game } ({ $nodes } Knoten pro Stellung).
accuracy = Genauigkeit: { $white } (Weiß) { $white_accuracy } %, { $black } (Schwarz) { $black_accuracy } %.
accuracy-none = Genauigkeit: keine Angabe, da nur eine Seite gezogen hat.
no-errors = Keine Ungenauigkeiten, Fehler oder groben Fehler.
errors-tally = { $player }: { $inaccuracies ->
    [0] keine Ungenauigkeiten
    [one] { $inaccuracies } Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
}, { $mistakes ->
    [0] keine Fehler
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [0] keine groben Fehler
    [one] { $blunders } grober Fehler
   *[other] { $blunders } grobe Fehler
}.
judgement = { $judgement ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] grober Fehler
}
judged-move = { $move } { judgement }: Chancen von { $side } { $before } % → { $after } %.
judged-move-better = { $move } { judgement }: Chancen von { $side } { $before } % → { $after } %; besser { $better }.
key-moment = Schlüsselmoment: { $move }, die Chancen von { $player } fielen von { $before } % auf { $after } %.
key-moment-better = Schlüsselmoment: { $move }, die Chancen von { $player } fielen von { $before } % auf { $after } %. { $better } war besser.
analysing = Analysiere Partie { $id }: { $done } von { $total } Stellungen durchsucht…
graph-caption = Die Gewinnchancen von Weiß in Partie { $id }, Zug für Zug; Punkte markieren Ungenauigkeiten (blau), Fehler (orange) und grobe Fehler (rot)
key-board-caption = { $move } wurde gespielt
key-board-caption-better = { $move } wurde gespielt; { $better } war besser
key-caption = Schlüsselmoment von Partie { $id }: die Stellung vor { $move }
key-caption-better = Schlüsselmoment von Partie { $id }: die Stellung vor { $move }; der Pfeil zeigt { $better }, den besseren Zug

## Puzzles

puzzle-goal = { $moves ->
    [one] finde den Gewinnzug
   *[other] finde die Gewinnfolge ({ $moves } eigene Züge)
}
puzzle-shown = Aufgabe { $id }, { $variant } (Wertung { $rating }; { $themes }): { $side } am Zug, { puzzle-goal }. Antworte mit `solve <move>`; `solve show` zeigt die Lösung.
puzzle-right-go-on = { $solver }: { $played } ist richtig. Die Antwort ist { $reply }; du bist wieder am Zug in Aufgabe { $id }.
puzzle-solved = { $solver }: { $played } ist richtig. Aufgabe { $id } gelöst!
puzzle-wrong = { $solver }: { $played } ist nicht der Zug in Aufgabe { $id }. Versuch es noch einmal, oder `solve show` für die Lösung.
puzzle-solution = Die Lösung von Aufgabe { $id } für { $solver }: { $moves }.
puzzle-solved-already = Aufgabe { $id } hast du schon gelöst. `puzzle` gibt dir eine andere.
puzzle-try-over = Dein Versuch an Aufgabe { $id } ist vorbei. `puzzle` gibt dir eine andere.
daily-on = Hier wird jeden Tag um 12:00 UTC eine Aufgabe gepostet, die erste jetzt. `puzzle daily off` stoppt sie.
daily-already-on = Schon an. Hier wird jeden Tag um 12:00 UTC eine Aufgabe gepostet, die erste jetzt. `puzzle daily off` stoppt sie.
daily-off = Keine Tagesaufgaben mehr hier. `puzzle daily on` holt sie zurück.
daily-none = Hier gibt es keine Tagesaufgaben zum Stoppen.
puzzle-of-the-day = Die Aufgabe vom { $day }:
puzzle-rating-moved = Aufgabenwertung in { $variant }: { $before } → { $after }.
no-such-theme = Keine Aufgabe in { $variant } hat das Thema '{ $theme }'. Ihre Themen: { $themes }.
no-puzzle-left-theme = Du hast jede Aufgabe in { $variant } mit dem Thema '{ $theme }' versucht. Probier ein anderes Thema oder eine andere Variante.
no-puzzle-left = Du hast jede Aufgabe in { $variant } versucht. Probier eine andere Variante.

## Ratings

rating = { $rating } ±{ $range } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
puzzle-rating = { $rating } ±{ $range } ({ $puzzles ->
    [one] { $puzzles } Aufgabe
   *[other] { $puzzles } Aufgaben
})
among = { $in_server ->
    [yes] den Spielern dieses Servers
   *[no] allen Spielern
}
no-rated-games = Noch keine gewerteten Partien { $variant } unter { among }.
ratings-in = Wertungen in { $variant } unter { among } (Glicko-2):
ratings-you = Du: Platz { $rank } von { $of }, { $rating }
bot-levels = Die Stufen des Bots, aus Partien gegen ihn:
bot-level = Stufe { $level }: { $rating }
no-ratings-yet = Du hast noch keine gewerteten Partien. `ratings <variant>` zeigt die besten Spieler einer Variante.
ratings-of = Wertungen von { $player } (Glicko-2), Rang unter { among }:
rating-ranked = { $variant }: { $rating }, Platz { $rank } von { $of }
rating-of-variant = { $variant }: { $rating }
against-bot = Gegen den Bot (getrennt geführt):
puzzles = Aufgaben:
ratings-global-hint = (`ratings global` für alle Spieler überall.)
