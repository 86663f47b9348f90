# Die Hilfe zu jedem Befehl und die Liste der Varianten.

help-intro = Kibitz bietet Schachvarianten an. Befehle:
help-outro = Fang mit `variants` und `rules <variant>` an, dann `challenge`.
help-unknown = Es gibt keinen Befehl '{ $name }'.
variants-intro = Varianten (nimm den Namen in `challenge variant:<name>` und `rules <name>`):
variant-gist-standard = die FIDE-Regeln, zum Vergleich
variant-gist-suction = geschlagene Figuren tauschen die Plätze; saug den gegnerischen König auf deine erste Reihe
variant-gist-shrink = geleerte Reihen und Linien verschwinden und das Brett schrumpft
variant-gist-swapper = fünf tauschende Superhelden verstärken die Armeen in einer Aufbauphase
variant-gist-giveandtake = setz deine Armee auf angegriffene Felder, danach schlägt jeder Zug
variant-gist-tradeup = beginne nur mit Königen und werte Figuren aus deiner Hand auf

## What each command does

about-challenge = fordere jemanden (oder ohne Gegner alle hier) zu einer Partie heraus; Zeit pro Zug von 1 Minute bis 14 Tage, sonst 3 Tage; oder eine Schachuhr, `clock:5+3` (Minuten und Sekunden Zuschlag pro Zug: 1+0 bis 180+180) oder `clock:2d+1d` (Tage: 1d+0d bis 14d+14d), bei der Zeitüberschreitung verliert. Nenne den Bot selbst als Gegner, um sofort gegen ihn zu spielen, auf einer Stufe von 1 (Anfänger) bis 8 (volle Stärke), sonst 3; Partien sind gewertet, außer mit `rated:no` (Partien gegen den Bot haben eigene Wertungen, und Zurücknahmen gegen ihn gibt es nur ungewertet). Mit `team:yes` spielt dieser Kanal als Team, jeder Zug per `vote`, gegen den Bot (`opponent:kibitz level:<n>`) oder das Team eines anderen Kanals (`channel:<channel>`, dort von jedem angenommen); `vote:` ist die Dauer jeder Abstimmung (1 Minute bis 3 Tage; 10 Minuten in Partien unter einer Stunde pro Zug, sonst 12 Stunden), `voters:shown` zeigt, wer wofür stimmte
about-vote = in einer Teampartie deine Stimme für den Zug deines Teams (ein Zug, `draw` für Remis anbieten oder annehmen, `resign`); du kannst sie ändern, bis die Abstimmung endet. Der Zug mit den meisten Stimmen wird gespielt, wenn die Abstimmung endet (bei Gleichstand der, der zuerst dort war), oder früher, sobald alle, die zuletzt abgestimmt haben, abgestimmt haben; Remis oder Aufgabe brauchen eine Mehrheit der Abstimmenden
about-accept = nimm eine Herausforderung hier an: die an dich, sonst die älteste offene, oder die des Herausforderers, den du nennst
about-decline = lehne eine Herausforderung an dich ab
about-cancel = zieh deine Herausforderung hier zurück
about-challenges = die hier wartenden Herausforderungen (jede läuft nach 24 Stunden ab)
about-move = spiel einen Zug: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq
about-board = zeig das Brett der Partie hier; in einem Matrix-Raum fügt `board widget on|off` (Moderatoren) das Brett zu den Widgets des Raums hinzu, wo jedes Mitglied als es selbst angemeldet spielt, abstimmt oder zuschaut
about-moves = die legalen Züge, und für die Spieler eine Karte davon: die einer Figur mit einem Feld (`moves e2`), wohin eine Figur aus der Hand darf, mit ihrem Buchstaben (`moves N`)
about-resign = gib die Partie auf
about-draw = biete Remis an oder beantworte ein Angebot
about-takeback = bitte darum, deinen letzten Zug zurückzunehmen, oder beantworte eine solche Bitte
about-rules = die Regeln einer Variante mit ihren Diagrammen, oder eine Regel (Thema) mit ihrem eigenen
about-variants = die Varianten, die du spielen kannst
about-games = deine Partien überall, die dringendste zuerst, mit einem Link zu jeder und wer am Zug ist
about-next = das Brett deiner dringendsten Partie, in der du am Zug bist
about-web = dein eigener Link, um die Partie hier (oder eine andere deiner Partien) auf einem Brett im Browser per Klick zu spielen; nur du siehst ihn, und `revoke` beendet deine Links
about-history = die Züge der Partie hier, mit ihrem Protokoll als PGN-Datei
about-replay = die Partie hier (oder eine ältere) als animiertes Bild, Zug für Zug
about-analysis = die Analyse der Engine der letzten hier beendeten Partie (oder einer anderen): Genauigkeit, Fehler, bessere Züge
about-puzzle = eine Aufgabe nahe deiner Aufgabenwertung, hier gezeigt: finde den Gewinnzug; `daily on` postet hier jeden Tag eine (Moderatoren)
about-solve = deine Antwort auf die Aufgabe hier, Zug für Zug (`show` für die Lösung)
about-export = alle deine beendeten Partien als eine PGN-Datei (auf Discord siehst nur du sie)
about-ratings = Glicko-2-Wertungen: deine mit deinen Rängen, oder die besten einer Variante; unter den Spielern dieses Servers, oder mit `global` unter allen
about-notify = Direktnachrichten (eine DM auf Discord, ein Direktraum auf Matrix) mit dem Brett und einem Link zur Partie: wenn du in einer Fernpartie (ab einer Stunde pro Zug) am Zug bist, wenn deine Zeit dort knapp wird, wenn eine solche Partie endet, wenn dich jemand herausfordert. Alles aus, bis du es einschaltest; allein zeigt es deine Einstellungen `board` fügt jeder „Du bist am Zug“-Nachricht deinen eigenen Link zum Spielen auf dem Brett hinzu.
about-premove = bedingte Züge, während dein Gegner am Zug ist: `premove e7e5 g1f3 b8c6 f1b5` spielt sofort g1f3, wenn er e7e5 spielt, dann f1b5, wenn er b8c6 spielt. Mehrere Folgen pro Partie; ein Zug, den keine Folge erwartet, löscht alle; allein listet es deine. Nur du siehst sie: auf Matrix schickst du sie in deinem Direktraum mit Kibitz (`premove game:<id> ...`)
about-vacation = halte deine Uhren in jeder Fernpartie für einige Tage an, bis zu 30 im Jahr; deine Gegner sehen, dass du weg bist; `vacation end`, wenn du früher zurück bist; allein zeigt es deine restlichen Tage
about-tournament = Turniere in diesem Kanal: `tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` eröffnet eins (Organisatoren: „Server verwalten“ oder „Events verwalten“ auf Discord, Berechtigungsstufe 50 auf Matrix); `join` und `leave` vor dem Start; `start` und `cancel` (sein Organisator); `withdraw`, sobald es läuft; allein, was es ist und wie es steht; `standings`, `pairings [round:<n>]`, `export` (sein TRF-16-Bericht und die Partien als PGN). Runden werden von selbst gepaart (Schweizer System: das holländische System der FIDE; Rundenturnier: die Berger-Tabellen), jede Partie in ihrem eigenen Thread oder Kanal. `id:<n>` nennt eines, wo ein Kanal mehrere hat
about-adjudicate = beende als Moderator eine Partie, die ein gegangener Spieler blockiert (auf Discord „Kanäle verwalten“ oder „Server verwalten“; auf Matrix Berechtigungsstufe 50): `white` oder `black` gewinnt, oder es ist `draw`; gespeichert und gewertet wie entschieden, mit der Beendigung `adjudication`. Die Partie hier, oder `game:<id>` für eine in einem Thread dieses Raums
about-language = die Sprache, in der Kibitz mit dir spricht: `language de` (oder `en`, `es`, `fr`, `pt-BR`, `ru`, `zh-CN`, `ja`), `language auto`, um der dieses Raums zu folgen. Ein Moderator legt mit `language room <code>` die des Raums fest, für das, was hier unaufgefordert gepostet wird. Auf Discord gilt die Sprache deines Clients
about-help = diese Liste, oder ein Befehl im Detail
