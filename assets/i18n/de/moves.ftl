# Warum ein Zug nicht legal ist: was auf "`e2e5` ist kein legaler Zug: " folgt. Zugtext und
# Figurenbuchstaben bleiben, wie Spieler sie tippen (englische Buchstaben).

## Reading the move

move-empty = kein Zug angegeben
move-too-long = '{ $text }' ist zu lang für einen Zug
move-syntax = '{ $text }' ist kein Zug: schreib ihn als e4, Nf3, exd5, O-O, e8=Q oder N@e4 (oder in Koordinaten: e2e4, e7e8q, zwei Bauern als P@a2,P@b3)
move-promotion-letter = '{ $letter }' ist kein Figurenbuchstabe für eine Umwandlung (nimm q, r, b, n, oder bei Swapper s, v, a, t, m; klein geschrieben)
move-drop-letter = '{ $letter }' ist kein Figurenbuchstabe zum Einsetzen (nimm K, Q, R, B, N, P, S, V, A, T, M oder U; groß geschrieben)
move-double-drop-order = schreib die beiden Bauernfelder in alphabetischer Reihenfolge: { $text }
move-double-drop-same = die beiden Bauern müssen auf verschiedene Felder

## Any variant

move-game-over-won = die Partie ist vorbei: { $side } gewinnt durch { $reason }
move-game-over-drawn = die Partie ist vorbei: Remis durch { $reason }
move-off-board = { $square } liegt nicht auf dem Brett (das Brett ist jetzt { $width }x{ $height }, a1 bis { $corner })
move-no-piece = auf { $square } steht keine Figur
move-not-your-piece = { $color ->
    [white] der weiße
   *[black] der schwarze
} { $piece } auf { $square } gehört nicht dir
move-cannot-move = ein { $piece } auf { $from } kann nicht nach { $to } ziehen
move-ambiguous = das könnte { $choices } sein: sag, welcher
move-none-can-reach = keiner deiner { $piece }-Steine kann nach { $square } ziehen
move-no-such-move = kein Zug hier wird so geschrieben
move-leaves-king-in-check = { $text } würde deinen König im Schach lassen
move-own-piece = auf { $square } steht deine eigene Figur
move-occupied = { $square } ist besetzt
move-not-allowed-here = { $text } ist hier nicht erlaubt
move-no-drops = { $variant } kennt kein Einsetzen
move-not-in-hand = du hast keinen { $piece } in der Hand

## Promotion

move-promotion-missing = der Bauer wandelt um: füge einen der Buchstaben { $letters } an (zum Beispiel { $example })
move-not-a-promotion = { $text } ist keine Umwandlung: schreib den Zug ohne Figurenbuchstaben
move-cannot-promote-to = ein Bauer kann hier nicht in einen { $piece } umwandeln

## Shrink Chess

move-no-shrink-promotions = { $variant } kennt keine Umwandlung durch Schrumpfen des Bretts: schreib den Zug ohne '=' (zum Beispiel { $example })
move-promotes-no-pawn-by-shrinking = dieser Zug wandelt keinen Bauern durch Schrumpfen des Bretts um: schreib ihn ohne '=' (zum Beispiel { $example })
move-shrink-promotion-letters = dieser Zug lässt das Brett schrumpfen und wandelt { $count ->
    [one] 1 Bauern
   *[other] { $count } Bauern
} um: gib nach '=' einen Buchstaben (q, r, b, n) pro Bauer an, in der Reihenfolge ihrer Felder ab a1 (zum Beispiel { $example })

## Suction Chess

move-kings-never-move = im Saugschach ziehen Könige nie

## Swapper Superheroes Chess

move-swapper-reply = die Antwort von Schwarz muss ein { $piece } sein, eingesetzt auf ein leeres Feld der 6. Reihe (zum Beispiel { $letter }@e6)
move-setup-over = die Aufbauphase ist vorbei: Tauschfiguren können nicht mehr eingesetzt werden
move-only-swappers-dropped = in der Aufbauphase werden nur Tauschfiguren (S, V, A, T, M) eingesetzt
move-swapper-drop-rank = Weiß setzt Tauschfiguren auf der 3. Reihe ein
move-strongman-uncapturable = ein Kraftprotz kann nie geschlagen werden

## Give & Take Chess

move-drop-phase = in der Einsetzphase setzt jeder Zug eine Figur aus der Hand ein (zum Beispiel N@e4)
move-capture-phase = die Einsetzphase ist vorbei: jeder Zug ist jetzt ein Schlagzug
move-must-capture = in der Schlagphase muss jeder Zug eine gegnerische Figur schlagen
move-pawn-drop-rank = ein Bauer darf nicht auf der 1. oder 8. Reihe eingesetzt werden
move-drop-not-attacked = { $square } wird vom Gegner nicht angegriffen: nach dem ersten Einsetzen von Weiß muss jedes Einsetzen auf ein angegriffenes Feld
move-too-few-attacked = nach dem Einsetzen müssen deine Figuren mindestens { $needed } leere Felder angreifen; sie würden { $would } angreifen

## Trade-up Chess

move-first-placement = der erste Zug von Weiß muss genau einen Bauern auf die 2. oder 3. Reihe setzen (zum Beispiel P@e3)
move-no-double-drops = { $variant } kennt kein Setzen von zwei Bauern
move-two-pawns-needed = um zwei Bauern zu setzen, brauchst du zwei in der Hand
move-placement-rank = Bauern werden auf deine eigene 2. oder 3. Reihe gesetzt (Reihe { $color ->
    [white] 2 oder 3
   *[black] 7 oder 6
}), nicht auf { $square }
move-placement-not-allowed = einen Bauern zu setzen ist jetzt nicht erlaubt
move-only-own-rook-flips = nur deinen eigenen Turm kannst du umdrehen (U@Feld)
move-replaces-only = ein { $piece } aus der Hand ersetzt nur deinen { $kind ->
    [rook] Springer oder Läufer
    [queen] umgedrehten Turm
   *[other] Bauern
}
move-not-a-trade-up = das ist keine Aufwertung: setz P, ersetze durch N, B, R oder Q, oder dreh einen Turm mit U um
picker-piece = Dein Zug: wähle eine Figur.
picker-from = Dein Zug mit der Figur auf { $square }:
picker-hand = Wohin der { $piece } aus deiner Hand kommt:
picker-promotion = Was aus dem Bauern wird:
picker-piece-on = { $piece } auf { $square }
picker-piece-in-hand = { $piece } aus der Hand
picker-promotes = { $san } (Umwandlung)
