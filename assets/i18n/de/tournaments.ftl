# Turniere.

tournament-title = { $name } (Turnier { $id })
tournament-format = { $format ->
    [swiss] Schweizer System (FIDE, holländisch)
    [roundrobin] Rundenturnier
   *[double] doppeltes Rundenturnier
}
tournament-rounds = { $rounds ->
    [swiss] Rundenzahl beim Start nach Spielerzahl
    [all] so viele Runden, bis jeder jeden getroffen hat
   *[n] { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    }
}
tournament-state = { $state ->
    [open] offen zur Anmeldung
    [running] im Gange
    [finished] beendet
   *[cancelled] abgesagt
}
tournament-terms = { $variant }, { $format }, { $rounds }, { $time } pro Zug, { $rated ->
    [yes] gewertet
   *[no] ungewertet
}
board-caption = Runde { $round }, Brett { $board }
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0 kampflos
   *[black-forfeit] 0-1 kampflos
}
pairing-line = Brett { $board }: { $white } (Weiß) gegen { $black } (Schwarz)
pairing-in = in { $link }
bye-line = Spielfrei: { $player } ({ $points } { $half ->
    [2] Punkt
   *[other] Punkte
})
table-place = #
table-player = Spieler
table-points = Punkte
tiebreak-wins = Siege
withdrawn-name = { $name } (zurückgezogen)
table-more = und { $count } weitere
after-rounds = { $after ->
    [0] vor Runde 1
    [1] nach Runde 1
   *[other] nach { $after } Runden
}
standings-head = Platz. Spieler: Punkte ({ $tiebreaks })
standing-line = { $place }. { $name }: { $points } ({ $tiebreaks })
standing-line-withdrawn = { $place }. { $name } (zurückgezogen): { $points } ({ $tiebreaks })
tournament-created = { $organiser } hat { $title } eröffnet: { $terms }. Meldet euch mit `tournament join` an (`tournament join id:{ $id }`, wo mehrere offen sind); { $organiser } startet es mit `tournament start`.
tournament-created-max = { $organiser } hat { $title } eröffnet: { $terms }, höchstens { $max } Spieler. Meldet euch mit `tournament join` an (`tournament join id:{ $id }`, wo mehrere offen sind); { $organiser } startet es mit `tournament start`.
tournament-shown = { $title }: { $terms }, organisiert von { $organiser }; { $state }.
tournament-round-of = Runde { $round } von { $rounds }: { $decided } von { $boards } Partien entschieden.
tournament-players = Spieler ({ $count }): { $players }.
tournament-no-players = Spieler (0): noch keine.
tournament-joined = { $player } ist { $title } beigetreten; { $count } angemeldet.
tournament-left = { $player } hat { $title } verlassen; { $count } angemeldet.
tournament-withdrew = { $player } hat sich von { $title } zurückgezogen und wird nicht mehr gepaart.
forfeit-win = { $opponent } gewinnt die Partie dieser Runde kampflos.
round-game-won = { $opponent } gewinnt die Partie dieser Runde.
tournament-started = { $title } hat mit { $players } Spielern begonnen: { $terms }. Runde 1 ist gepaart; die Partien werden eingerichtet.
tournament-cancelled = { $title } ist abgesagt. Schon begonnene Partien gehen als normale Partien weiter.
standings-of = Tabelle von { $title } { $after }:
pairings-of = { $title }, Runde { $round }:
round-announced = Runde { $round } von { $rounds } von { $title }:
withdrawn-not-paired = Zurückgezogen, nicht gepaart: { $names }.
tournament-over = { $title } ist beendet. Sieger: { $winner }. Endstand:
tournament-over-early = { $title } ist beendet. Es endet vor seiner letzten Runde: keine weitere Runde ließ sich paaren (zu wenige Spieler übrig, oder keine ohne Wiederholung). Sieger: { $winner }. Endstand:
paired-direct = Runde { $round } von { $title }: du spielst { $side } gegen { $opponent } an Brett { $board }, in { $link }.
board-begins = { $title }, Runde { $round }, Brett { $board }: { $white } (Weiß) gegen { $black } (Schwarz). { $white } ist am Zug; { $time } pro Zug.
place-name = { $name } R{ $round } B{ $board }: { $white } gegen { $black }
tournament-exported = Das Protokoll von { $title }: sein Bericht im TRF-16-Format der FIDE (zum Prüfen der Paarungen mit bbpPairings oder JaVaFo){ $games ->
    [0] {""}
    [1] {" "}und seine Partie als PGN
   *[other] {" "}und seine { $games } Partien als eine PGN-Datei
}.
report-caption = TRF-16-Bericht von { $title }
standings-caption = Tabelle von { $title }
games-caption = Die { $games } Partien von { $title } als PGN

## Refusals

tournament-none-here = Hier gibt es kein Turnier. Ein Organisator eröffnet eins mit `tournament create variant:<variant> format:swiss|roundrobin|double`.
tournament-no-such = Es gibt kein Turnier { $id }.
tournament-which-item = { $name } (`id:{ $id }`)
tournament-which = Hier könnten mehrere Turniere gemeint sein: { $list }. Nenne eines mit seiner id.
tournament-organisers-only = Nur Organisatoren können hier ein Turnier eröffnen (auf Discord: „Server verwalten“ oder „Events verwalten“; auf Matrix: Berechtigungsstufe 50).
tournament-not-organiser = Nur sein Organisator ({ $name }) oder ein Organisator dieses Servers kann das tun.
tournament-already-in = Du bist schon in { $name }.
tournament-not-in = Du bist nicht in { $name }.
tournament-full = { $name } ist voll ({ $max } Spieler).
tournament-under-way = { $name } ist im Gange: Spieler treten nur vor dem Start bei oder aus (`tournament withdraw` nimmt einen Spieler heraus).
tournament-not-open = { $name } ist { $state }: Spieler treten nur vor dem Start bei oder aus.
tournament-not-running = { $name } ist { $state }.
tournament-not-to-start = { $name } ist schon { $state }.
tournament-too-few = { $name } hat { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}; zum Start braucht es mindestens 2.
tournament-too-many-rounds = Ein Schweizer Turnier mit { $rounds } Runden braucht mehr als { $rounds } Spieler; { $players } sind angemeldet. Starte es mit weniger Runden (eröffne ein neues) oder warte auf mehr Spieler.
tournament-rounds-for-round-robin = Ein { $format } hat so viele Runden, bis jeder jeden getroffen hat; lass `rounds` weg.
tournament-no-such-round = Es gibt keine Runde { $round }: die Runden 1 bis { $paired } sind gepaart.
tournament-nothing-paired = { $name } hat nicht begonnen: noch keine Runde ist gepaart.
tournament-already-withdrawn = Du hast dich schon von { $name } zurückgezogen.
