# Die Regeln jeder Variante, wie `rules <variant>` sie zeigt, und die Diagramme der Regeln:
# `diagram-<variant>-<topic>` ist der Titel eines Bildes, sein `.text`, was es zeigt. Stellungen
# und Züge der Bilder stehen in `assets/rules/<variant>.md`.

variant-rules-common = **In jeder Variante:** Dreifache Stellungswiederholung (gleiche Aufstellung, Hände, Spieler am Zug, Rochaderechte, Brettgröße, Aufbaustand und ein En-passant-Feld nur, wenn dort ein Schlag legal ist) und 100 Halbzüge ohne Schlag, Bauernzug, Einsetzen, Aufwertung oder Magier-Bekehrung sind automatisch remis. Die Spieler können sich auf remis einigen (`draw`), und jeder kann aufgeben (`resign`). Eine Zugrücknahme (`takeback`) braucht die Zustimmung des Gegners. Jede Partie hat eine Zeit pro Zug; wer sie ablaufen lässt, verliert auf Zeit.

variant-rules-standard = **{ variant-standard }** — die FIDE-Regeln, die Vergleichspartie.
    • Schachmatt gewinnt; Patt ist remis.
    • Rochade, en passant und Umwandlung (in Dame, Turm, Läufer oder Springer) wie üblich.
    • Remis: Dreifache Stellungswiederholung (gleiche Aufstellung, Spieler am Zug, Rochaderechte und ein schlagbares En-passant-Feld) und 100 Halbzüge ohne Schlag oder Bauernzug sind automatisch remis; K gegen K, K+L gegen K und K+S gegen K sind remis mangels Material; die Spieler können sich auf remis einigen; jeder kann aufgeben.
    Züge werden von-nach geschrieben: `e2e4`, die Rochade als Zug des Königs `e1g1`, die Umwandlung `e7e8q`.
diagram-standard-castling = Rochade: der König zwei Felder, der Turm über ihn hinweg
    .text = Der König zieht zwei Felder in Richtung des Turms (geschrieben als Zug des Königs, `e1g1`), und der Turm landet auf dem Feld, das der König überquert hat. Keiner von beiden darf schon gezogen haben, die Felder dazwischen müssen leer sein, und der König darf nicht im Schach stehen, kein angegriffenes Feld überqueren und auf keinem landen.
diagram-standard-en-passant = En passant: einen Bauern schlagen, der zwei Felder zog
    .text = Der schwarze Bauer ist gerade von d7 nach d5 gezogen, an d6 vorbei. Nur im unmittelbar folgenden Zug darf der Bauer auf e5 ihn schlagen, als wäre er nur ein Feld gezogen: `e5d6`, und der Bauer auf d5 verlässt das Brett.
diagram-standard-promotion = Umwandlung auf der letzten Reihe
    .text = Ein Bauer, der seine letzte Reihe erreicht, wird zu einer Dame, einem Turm, einem Läufer oder einem Springer seiner Farbe: Der Buchstabe folgt dem Zug, `b7b8q`.

variant-rules-suction = **{ variant-suction }** (Nathaniel Virgo) — geschlagene Figuren verschwinden nicht: Sie werden auf das Feld gesaugt, von dem der Schlagende kam.
    • Normale Grundstellung. Ein Schlag vertauscht die beiden Figuren. En passant: Der schlagende Bauer landet auf dem übersprungenen Feld, der geschlagene Bauer geht auf das Ausgangsfeld des schlagenden Bauern.
    • Könige ziehen nie und schlagen nie, und es gibt keine Rochade. Ein König kann wie jede Figur geschlagen werden: Er geht dann auf das Ausgangsfeld des Schlagenden. Es gibt kein Schach, kein Schachmatt und kein Patt.
    • Du gewinnst sofort, wenn der gegnerische König auf deiner ersten Reihe steht (der schwarze König auf Reihe 1: Weiß gewinnt; der weiße König auf Reihe 8: Schwarz gewinnt).
    • Bauern ziehen ein Feld vorwärts oder jederzeit zwei von ihrer eigenen zweiten Reihe (auch nachdem sie dorthin zurückgesaugt wurden), nur eines von ihrer eigenen ersten Reihe; sie schlagen schräg, en passant nach einem Doppelschritt. Bauern wandeln nie um: Ein Bauer auf seiner letzten Reihe (durch Zug oder Schlag erreicht) bleibt dort ohne Zug.
    • Eine Seite ohne legalen Zug: Die Partie ist remis. Dreifache Stellungswiederholung und 100 Halbzüge ohne Schlag (ein Saugschlag zählt) oder Bauernzug sind remis.
diagram-suction-capture = Ein Schlag vertauscht die beiden Figuren
    .text = Der weiße Bauer schlägt auf d5 (grün), und der schwarze Bauer wird nach e4 zurückgesaugt, auf das Feld, von dem der weiße Bauer kam (blau). Nichts verlässt das Brett.
diagram-suction-first-rank = Der gegnerische König auf deiner ersten Reihe: du gewinnst
    .text = Der Turm auf h1 schlägt den König auf h8, also wird der König nach h1 zurückgesaugt, auf die erste Reihe von Weiß: Weiß gewinnt sofort.

variant-rules-shrink = **{ variant-shrink }** (Pepijn van Erp) — das Brett schrumpft, wenn Linien leer werden.
    • FIDE-Regeln, dazu: Nach einem Zug wird jede Reihe und jede Linie entfernt, die vor dem Zug mindestens eine Figur hatte und danach keine mehr. Linien, die schon leer waren (zu Beginn die Reihen 3–6), bleiben. Das Brett schrumpft Richtung a1: Linien rechts davon rücken nach links, Reihen darüber rücken nach unten; mehrere Linien können auf einmal verschwinden. Felder werden immer auf dem Brett benannt, wie es ist, von a1 aus.
    • Ein Zug ist nur legal, wenn dein König nach dem Schrumpfen nicht im Schach steht.
    • Bauern dürfen nur zwei Felder ziehen, solange das Brett noch 8 Reihen hat. En passant nutzt die geschrumpften Koordinaten; nach einem Doppelschritt, der selbst das Brett schrumpfen lässt, bleibt das En-passant-Feld erhalten, mit dem Schrumpfen umbenannt.
    • Rochade: König und Turm ungezogen (eine Verschiebung durch Schrumpfen ist kein Zug), auf der ersten Reihe, mit genau 2 oder 3 leeren Feldern dazwischen; der König steht nicht im Schach und überquert kein angegriffenes Feld (vor dem Zug beurteilt); der König zieht zwei Felder in Richtung des Turms, und der Turm landet auf dem Feld, das der König überquert hat.
    • Umgewandelt wird auf der obersten Reihe für Weiß und auf Reihe 1 für Schwarz, auf dem Brett, wie es ist. Ein Bauer, der nach einem Schrumpfen auf seiner Umwandlungsreihe steht, wandelt sofort um, und der Spieler, der gezogen hat, wählt die Figur (Dame, Turm, Läufer oder Springer in der Farbe des Bauern), auch für die Bauern des Gegners. Schreib die Wahl nach `=`, ein Buchstabe pro Bauer in der Reihenfolge ihrer Felder ab a1: `c2c3=nq`; der Umwandlungsbuchstabe des Zuges selbst kommt zuerst: `e7e8q=n`. Jede Kombination wird für sich beurteilt.
    • Schachmatt gewinnt, Patt ist remis; Wiederholung und die 100-Halbzüge-Regel wie üblich.
diagram-shrink-vanishing-lines = Geleerte Linien verschwinden: das Brett schrumpft Richtung a1
    .text = Der Springer war die einzige Figur auf der c-Linie und auf Reihe 3. Als er zieht, verschwinden beide (die roten Balken zeigen, wo sie waren): Die Linien rechts von c rücken nach links, die Reihen über 3 rücken nach unten, und der Springer auf d5 steht jetzt auf c4. Linien, die vor dem Zug schon leer waren, bleiben.
diagram-shrink-shrink-promotion = Umwandlung durch Schrumpfen
    .text = Der Turm verlässt Reihe 8, deren einzige Figur er war, also verschwindet Reihe 8, und Reihe 7 wird die oberste: Der Bauer auf b7 steht jetzt auf seiner Umwandlungsreihe und wandelt sofort um. Der Spieler, der gezogen hat, wählt nach `=`: `a8a3=q`.

variant-rules-swapper = **{ variant-swapper }** (Martin Nilsson) — Schach mit fünf Figuren, die Plätze tauschen.
    • Aufbauphase: Aus der Grundstellung setzt Weiß entweder einen Tauscher beliebiger Art (unbegrenzter Vorrat) auf ein leeres Feld der Reihe 3, `V@d3`, oder macht einen normalen Zug, der den Aufbau endgültig beendet. Nach jedem Einsetzen von Weiß muss Schwarz dieselbe Art auf ein leeres Feld der Reihe 6 setzen (sonst ist dann nichts legal). Ist Reihe 3 voll, zieht Weiß normal.
    • Speerträger (S): ein orthogonaler Schritt auf ein leeres Feld oder auf einen Gegner (schlagend); auf eine eigene Figur tauscht er. Tapferer (V): dasselbe mit einem Springersprung. Karateka (A): ein diagonaler Schritt auf ein leeres Feld oder auf einen Gegner (schlagend); ein orthogonaler Schritt auf irgendeine Figur beider Farben tauscht (nie auf ein leeres Feld). Kraftprotz (T): ein Schritt in jede Richtung auf ein leeres Feld oder auf irgendeine Figur beider Farben, um zu tauschen; er schlägt nie und kann nie geschlagen werden. Magier (M): ein orthogonaler Schritt auf ein leeres Feld oder auf irgendeine Figur, um zu tauschen; eine getauschte gegnerische Figur wechselt auf die Seite des Magiers. Ein Magier kann geschlagen werden.
    • Tausche werden wie Züge geschrieben: `d4d3`. Speerträger und Tapfere können einen gegnerischen Kraftprotz weder schlagen noch mit ihm tauschen; Karateka, Kraftprotz und Magier dürfen mit dem gegnerischen König tauschen. Eigene Könige dürfen getauscht werden.
    • Schach: Ein König wird durch die üblichen Schlagmuster angegriffen und durch einen Speerträger oder Magier einen orthogonalen Schritt entfernt, einen Tapferen einen Springersprung entfernt, einen Karateka einen diagonalen Schritt entfernt. Ein Kraftprotz greift nichts an. Kein Zug darf einen deiner Könige angegriffen lassen. Schachmatt gewinnt, Patt ist remis.
    • Bauern ziehen jederzeit zwei Felder von ihrer eigenen zweiten Reihe, nie von der ersten; en passant nach einem Doppelschritt. Ein Bauer, der seine letzte Reihe durch eigenen Zug erreicht, wandelt um in D, T, L, S, Speerträger, Tapferen, Karateka, Kraftprotz oder Magier (Buchstaben Q, R, B, N, S, V, A, T, M: `e7e8m`); einer, der durch einen Tausch dorthin kommt, bleibt ein Bauer. Ein von einem Magier bekehrter Bauer zieht in die Richtung seines neuen Besitzers.
    • Rochade wie üblich, aber ein König oder Turm, der durch einen Tausch (von welcher Seite auch immer) versetzt wird, verliert sein Recht: Jeder Zug, der auf dem Ausgangsfeld eines Königs oder Turms beginnt oder endet, beendet die daran gebundenen Rechte.
    • Remis durch Wiederholung (der Aufbaustand zählt) und 100 Halbzüge ohne Schlag, Bauernzug, Einsetzen oder Magier-Bekehrung (Tausche setzen sie nicht zurück).
diagram-swapper-setup = Aufbau: Weiß setzt einen Tauscher ein, Schwarz antwortet gleich
    .text = Weiß setzt einen Tapferen auf Reihe 3 (`V@d3`); Schwarz muss jetzt einen Tapferen auf ein leeres Feld der Reihe 6 setzen (schattiert). Der erste gewöhnliche Zug von Weiß beendet den Aufbau endgültig.
diagram-swapper-spearman = Speerträger: ein orthogonaler Schritt; auf eine eigene Figur tauscht er
    .text = Der Speerträger zieht ein Feld nach oben, unten oder zur Seite: auf ein leeres Feld, auf einen Gegner, um ihn zu schlagen, oder auf eine eigene Figur, um mit ihr den Platz zu tauschen, wie hier mit dem Springer (`d4d3`).
diagram-swapper-valiant = Tapferer: ein Springersprung; auf eine eigene Figur tauscht er
    .text = Der Tapfere springt wie ein Springer: auf ein leeres Feld, auf einen Gegner, um ihn zu schlagen, oder auf eine eigene Figur, um mit ihr zu tauschen, wie hier mit dem Läufer (`d4f3`).
diagram-swapper-karateka = Karateka: schräge Schritte, gerade Tausche mit jedem
    .text = Der Karateka zieht oder schlägt einen Schritt schräg und tauscht einen Schritt orthogonal mit jeder Figur beider Farben: Hier wirft er den schwarzen Bauern von d5 zurück nach d4.
diagram-swapper-strongman = Kraftprotz: tauscht mit jedem, schlägt nie, wird nie geschlagen
    .text = Der Kraftprotz zieht ein Feld in jede Richtung auf ein leeres Feld oder auf irgendeine Figur beider Farben, um mit ihr zu tauschen (hier mit dem schwarzen Springer). Er schlägt nie, und keine Figur kann ihn schlagen.
diagram-swapper-mage = Magier: ein getauschter Gegner wechselt die Seite
    .text = Der Magier zieht ein Feld orthogonal auf ein leeres Feld oder auf irgendeine Figur, um mit ihr zu tauschen; eine gegnerische Figur, mit der er tauscht, wechselt auf seine Seite: Der schwarze Turm auf d5 ist jetzt ein weißer Turm auf d4.

variant-rules-giveandtake = **{ variant-giveandtake }** (J. Mark Thompson) — setz deine ganze Armee ein, dann schlägt jeder Zug.
    • Das Brett ist anfangs leer; jede Hand hält K D T T L L S S und 8 Bauern. Zuerst die Einsetzphase: Weiß, dann Schwarz, setzen abwechselnd eine Figur aus der Hand auf ein leeres Feld (`N@e4`), bis beide Hände leer sind.
    • Ein Einsetzen ist nur legal, wenn: kein Bauer auf Reihe 1 oder 8 kommt; deine Figuren danach mindestens 3 verschiedene leere Felder angreifen (Bauernangriffe zählen); und, bei jedem Einsetzen außer dem allerersten von Weiß, das Feld unmittelbar davor vom Gegner angegriffen war. Angriff heißt das Schlagmuster: Bauern schräg vorwärts, Langschrittler von der ersten Figur gestoppt.
    • Schlagphase: Jeder Zug ist ein Schlag nach den üblichen Mustern. Keine einfachen Züge, kein en passant, keine Rochade. Ein Bauer, der auf seine letzte Reihe schlägt, muss in Dame, Turm, Läufer, Springer oder König umwandeln.
    • Könige sind gewöhnliche Figuren: Es gibt kein Schach, ein König kann geschlagen werden, und eine Seite darf keinen haben.
    • Wer am Zug ist und keinen legalen Zug hat, verliert, in beiden Phasen.
diagram-giveandtake-drop = Einsetzen: auf ein angegriffenes Feld, 3 leere Felder angreifend
    .text = Schwarz setzt einen Springer auf f6, ein Feld, das der weiße Springer angreift; danach greifen die schwarzen Figuren 7 leere Felder an (rot), mindestens die 3, die ein Einsetzen braucht. Nur das allererste Einsetzen von Weiß darf auf ein Feld gehen, das der Gegner nicht angreift.
diagram-giveandtake-captures = Nach dem Einsetzen schlägt jeder Zug
    .text = Sobald beide Hände leer sind, muss jeder Zug ein Schlag sein: Die Dame schlägt den Turm. Schwarz bleibt kein Schlag, also hat Schwarz keinen legalen Zug und verliert. Könige sind gewöhnliche Figuren: Es gibt kein Schach.

variant-rules-tradeup = **{ variant-tradeup }** (Oliver Clarke) — nur die Könige auf dem Brett; die Armee kommt Aufwertung für Aufwertung.
    • Weißer König e1, schwarzer König e8. Jede Hand: D T T L L S S und 8 Bauern.
    • Ein Zug ist ein normaler Schachzug (geschlagene Figuren verlassen die Partie; Umwandlungsfiguren kommen von außerhalb der Hand) oder eine Aufwertung:
      1. einen oder zwei Bauern aus der Hand auf leere Felder deiner eigenen 2. oder 3. Reihe setzen: `P@e3` oder `P@a2,P@b3` (Felder in Textreihenfolge);
      2. deinen Bauern durch einen Springer oder Läufer aus der Hand ersetzen: `N@e3`, `B@e3`;
      3. deinen Springer oder Läufer durch einen Turm aus der Hand ersetzen: `R@e3`;
      4. deinen Turm umdrehen (ohne die Hand): `U@e3`;
      5. deinen umgedrehten Turm durch eine Dame aus der Hand ersetzen: `Q@e3`.
      Die ersetzte Figur geht zurück in deine Hand (ein umgedrehter Turm kehrt als Turm zurück). Auch umgewandelte Figuren dürfen aufgewertet werden, und eine Hand darf mehr halten, als sie anfangs hatte. Nur ein gewöhnlicher Turm kann umgedreht werden; eine Umwandlung ergibt nie einen.
    • Der erste Zug von Weiß muss genau einen Bauern setzen.
    • Schach, Schachmatt (gewinnt) und Patt (remis) wie im Schach: Keine Aufwertung darf deinen König im Schach lassen, und Bauern zwischen einen schachgebenden Stein und deinen König zu setzen, ist ein Weg aus dem Schach (zwei Bauern werden als Ganzes beurteilt). Ein Einsetzen darf Schach geben. Bauern auf der 2. Reihe dürfen zwei Felder ziehen. Es gibt keine Rochade.
    • Remis durch Wiederholung (die Hände zählen) und 100 Halbzüge ohne Schlag, Bauernzug oder Aufwertung.
diagram-tradeup-two-pawns = Zwei Bauern auf einmal setzen
    .text = Ein Zug darf einen oder zwei Bauern aus der Hand auf leere Felder deiner eigenen 2. oder 3. Reihe setzen (für Schwarz die 7. und 6.): `P@d6,P@e7`, die Felder in Textreihenfolge. Der allererste Zug von Weiß setzt genau einen.
diagram-tradeup-trade-up = Eine Aufwertung: aus einem Bauern wird ein Springer
    .text = Ein Springer aus der Hand ersetzt den Bauern auf e3 (`N@e3`), und der Bauer geht zurück in die Hand. Bauern werden zu Springern oder Läufern aufgewertet, Springer und Läufer zu Türmen und ein umgedrehter Turm zu einer Dame.
diagram-tradeup-upside-down-rook = Einen Turm umdrehen
    .text = Ein Zug darf deinen Turm umdrehen (`U@d3`); er zieht weiter wie ein Turm, und nur ein umgedrehter Turm kann zu einer Dame aus der Hand aufgewertet werden (`Q@d3`).
