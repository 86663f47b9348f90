# Was über einen Befehl gesagt wird, der sich nicht lesen ließ: das Problem, dann die Schreibweise
# des Befehls (`usage`, die in jeder Sprache so bleibt, wie sie getippt wird). Wörter des Nutzers
# stehen in `$word`. Optionsnamen und -werte (`rated`, `yes`, `white`, `swiss`) werden in jeder
# Sprache englisch getippt.

usage-with-usage = { $problem } Schreibweise: `{ $usage }`
usage-line-too-long = Diese Zeile ist zu lang (höchstens { $max } Zeichen).
usage-no-command = Kein Befehl angegeben; versuch `help`.
usage-unknown-command = Unbekannter Befehl `{ $word }`. Mit `help` bekommst du die Liste.
usage-unknown-command-close = Unbekannter Befehl `{ $word }`. Meintest du `{ $close }`? Mit `help` bekommst du die Liste.
usage-takes-nothing = Nach `{ $command }` kommt nichts mehr.
usage-too-many-words = Zu viele Wörter.
usage-not-an-answer = '{ $word }' ist weder accept noch decline.
usage-no-such-user = Es gibt keinen Nutzer '{ $word }'.
usage-one-challenger = Nenne höchstens einen Herausforderer.
usage-which-move = Welcher Zug?
usage-one-move = Ein Zug auf einmal, ohne Leerzeichen.
usage-vote-which-move = Für welchen Zug stimmst du?
usage-one-square-or-piece = Höchstens ein Feld oder eine Figur.
usage-not-square-or-piece = '{ $word }' ist weder ein Feld (e2) noch eine Figur (N, knight).
usage-unknown-variant = Unbekannte Variante '{ $word }' (wähle standard, suction, shrink, swapper, giveandtake oder tradeup).
usage-which-variant = Welche Variante? (siehe `variants`).
usage-not-a-number = '{ $word }' ist keine Zahl.
usage-time-range = Die Zeit pro Zug muss zwischen 1 Minute und 14 Tagen liegen.
usage-not-a-clock = `{ $word }` ist keine Bedenkzeit: Gib Minuten und Sekunden Zuschlag an (`clock:5+3`, von 1+0 bis 180+180) oder Tage und Tage (`clock:2d+1d`, von 1d+0d bis 14d+14d).
usage-time-or-clock = Gib entweder eine Zeit pro Zug (`days`, `hours`, `minutes`) oder eine `clock` an, nicht beides.
usage-no-clock-for-teams = Teampartien werden per Abstimmung gespielt und haben keine Schachuhr: Gib eine Zeit pro Zug an (`days`, `hours`, `minutes`).
usage-not-a-color = '{ $word }' ist weder white, black noch random.
usage-level-range = Die Stufe ist eine Zahl von { $min } bis { $max }, nicht '{ $word }'.
usage-level-without-bot = Eine Stufe gilt für eine Partie gegen den Bot: Nenne ihn als Gegner.
usage-yes-or-no = { $option } ist yes oder no, nicht '{ $word }'.
usage-unknown-option = Unbekannte Option '{ $word }'.
usage-what-is = Was ist '{ $word }'?
usage-not-a-game-number = '{ $word }' ist keine Partienummer.
usage-one-game = Nenne höchstens eine Partie.
usage-notify-on-off = Sag zuerst `on` oder `off`, nicht '{ $word }'.
usage-not-a-notify-event = '{ $word }' ist keins von move, reminders, results, challenges.
usage-days-or-end = '{ $word }' ist weder eine Zahl von Tagen noch `end`.
usage-which-room-language = Welche Sprache für den Raum?
usage-not-a-language = '{ $word }' ist keine Sprache, die ich spreche; ich spreche { $codes }.
usage-one-language = Eine Sprache auf einmal.
usage-who-wins = Wer gewinnt: white, black oder draw?
usage-not-a-result = '{ $word }' ist kein Ergebnis: white, black oder draw.
usage-one-result = Ein Ergebnis: white, black oder draw.
usage-daily-on-off = Nach daily kommt on oder off.
usage-not-bot-or-channel = '{ $word }' ist weder Kibitz noch ein Kanal, dessen Team herausgefordert werden kann.
usage-voters = voters ist shown oder hidden, nicht '{ $word }'.
usage-team-no-opponent = Ein Team spielt gegen Kibitz (opponent:kibitz) oder gegen das Team eines anderen Kanals (channel:<channel>).
usage-team-a-person = Ein Team spielt gegen Kibitz oder gegen das Team eines anderen Kanals, nicht gegen eine Person.
usage-team-both = Ein Team spielt gegen Kibitz oder gegen das Team eines anderen Kanals, nicht gegen beide zugleich.
usage-in-team-challenge = Bei einer Team-Herausforderung: { $problem }
usage-vote-time = '{ $word }' ist keine Abstimmungsdauer von 1 Minute bis 3 Tagen (sag 10m, 2h oder 1d).
usage-number-range = { $option } ist eine Zahl von { $min } bis { $max }, nicht '{ $word }'.
usage-not-a-tournament-number = '{ $word }' ist keine Turniernummer.
usage-not-a-tournament-action = '{ $word }' ist keins von create, join, leave, withdraw, start, cancel, standings, pairings, export.
usage-not-a-format = format ist swiss, roundrobin oder double, nicht '{ $word }'.
usage-name-too-long = Der Name hat höchstens { $max } Zeichen.
usage-unreadable = Ich konnte `{ $word }` nicht lesen.
