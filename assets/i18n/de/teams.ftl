# Teampartien: Herausforderungen zwischen Kanälen, Abstimmungen und ihre Zählungen.

votes = { $n ->
    [one] { $n } Stimme
   *[other] { $n } Stimmen
}
voters = { $n ->
    [one] { $n } Abstimmender
   *[other] { $n } Abstimmende
}
vote-for-draw = Remis
vote-for-resigning = Aufgabe
vote-terms = jeder Zug per Abstimmung, { $time } pro Abstimmung
vote-terms-shown = jeder Zug per Abstimmung, { $time } pro Abstimmung, Abstimmende sichtbar
team-challenge-sent = { $challenger } fordert { $opponent } zu { $variant } heraus ({ $terms }, { $time } pro Zug). Die Herausforderung wartet in { $link }, wo jeder sie mit `accept` annehmen oder mit `decline` ablehnen kann; sie läuft in 24 Stunden ab.
team-challenged-here = { $challenger } fordert das Team dieses Kanals ({ $opponent }) zu { $variant } heraus ({ $terms }, { $time } pro Zug): jeder hier kann `accept` oder `decline` sagen. Sie läuft in 24 Stunden ab.
vote-open = { $team } ist am Zug: stimm mit `vote <move>` ab (oder `vote draw`, `vote resign`); die Abstimmung dauert { $time }.
vote-stands = Deine Stimme für { $choice } bleibt.
vote-changed = Deine Stimme gilt jetzt { $choice } (vorher { $was }).
vote-counted = Deine Stimme für { $choice } ist gezählt.
vote-closing-now = Alle, die zuletzt abgestimmt haben, haben abgestimmt: die Abstimmung endet jetzt.
vote-closes-in = Die Abstimmung endet in { $time }.
tally = Abstimmung von { $team } ({ $voters }): { $lines }. { $when }
vote-closed = Die Abstimmung von { $team } ist beendet ({ $voters }): { $lines }. { $decided }
tally-more = { $votes } mehr für andere Züge
decided-resign = Eine Mehrheit stimmte für Aufgabe.
decided-draw-then = Eine Mehrheit stimmte für Remis, und `{ $move }` wird gespielt.
decided-draw = Eine Mehrheit stimmte für Remis.
decided-move = `{ $move }` wird gespielt.
decided-nothing = Kein Zug bekam Stimmen und weder Remis noch Aufgabe eine Mehrheit: die Abstimmung beginnt neu.
member-part = { $name } { $played } von { $votes } gespielt
team-record = { $team } spielte mit { $count ->
    [one] { $count } Mitglied
   *[other] { $count } Mitgliedern
}: { $parts }.
no-team-game = Hier läuft keine Teampartie: `vote` ist für Teampartien (`challenge ... team:yes`); in deiner eigenen Partie spielst du mit `move`.
not-your-teams-move = Dein Team ist nicht am Zug: { $to_move } ist am Zug. Die Abstimmung beginnt, wenn dein Team dran ist.
vote-too-late = Die Abstimmung über diesen Zug ist beendet, deine Stimme zählte also nicht; sieh dir das `board` an.
vote-instead = Das ist eine Teampartie: jeder Zug wird per Abstimmung gewählt. Nimm `vote <move>`, `vote draw` oder `vote resign`.
own-team = Ein Team kann sich nicht selbst herausfordern: nenne das Team eines anderen Kanals als Gegner.
