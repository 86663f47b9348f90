# Herausforderungen, der Verlauf einer Partie, Angebote, bedingte Züge, Urlaub und
# Direktnachrichten.

## Challenges

plays-color = { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] eine zufällige Farbe
}
challenge-made-to = { $challenger } fordert { $opponent } zu { $variant } heraus ({ $challenger } spielt { $plays }, { $pace }). { $opponent }: `accept` oder `decline`. Die Herausforderung läuft in 24 Stunden ab.
challenge-made-open = { $challenger } fordert alle hier zu { $variant } heraus ({ $challenger } spielt { $plays }, { $pace }). Jeder darf mit `accept` annehmen. Die Herausforderung läuft in 24 Stunden ab.
challenge-to-you = { $challenger } fordert dich zu { $variant } heraus ({ $pace }), in { $link }: dort `accept` oder `decline`. Die Herausforderung läuft in 24 Stunden ab.
no-challenges-waiting = Hier warten keine Herausforderungen. Stell eine mit `challenge`.
challenges-waiting = Wartende Herausforderungen hier ({ $count }):
challenge-waiting-line = { $challenger } fordert { $opponent } heraus: { $variant }, { $pace }; läuft ab in { $expires }
challenge-waiting-line-color = { $challenger } fordert { $opponent } heraus: { $variant }, { $challenger } spielt { $color ->
    [white] Weiß
   *[black] Schwarz
}, { $pace }; läuft ab in { $expires }
challenges-waiting-hint = `accept` nimmt die an dich gerichtete an, sonst die älteste offene; `accept <challenger>` eine bestimmte.
game-begins = { $white } (Weiß) und { $black } (Schwarz) beginnen eine Partie { $variant }, { $pace }. { $white }, du bist am Zug.
challenge-declined = { $by } hat die Herausforderung von { $challenger } abgelehnt.
challenge-withdrawn = { $challenger } hat die Herausforderung an { $opponent } zurückgezogen.
challenge-expired = { $challenger }, deine Herausforderung an { $opponent } ({ $variant }) ist abgelaufen: niemand hat sie innerhalb von 24 Stunden angenommen.

## How a game ended

ended-resigned = { $by } hat aufgegeben.
ended-draw-agreed = { $by } hat das Remisangebot von { $offered_by } angenommen.
ended-out-of-time = { $loser } hat die Zeit überschritten.
ended-adjudicated = { $by }, ein Moderator, hat die Partie beendet.

## Reminders and direct messages of correspondence games

reminder = { $player }, du bist in { $variant } gegen { $opponent } am Zug: noch { $left }, bevor du auf Zeit verlierst.
reminder-direct = Erinnerung: du bist gegen { $opponent } in { $link } ({ $variant }) am Zug: noch { $left }, bevor du auf Zeit verlierst.
your-move-played = { $by } spielte { $notation }.
your-move-accepted = { $by } hat deine Herausforderung angenommen.
your-move-paired = { $tournament }, Runde { $round }, Brett { $board }: deine Partie beginnt.
your-move-direct = Du bist gegen { $opponent } in { $link } ({ $variant }) am Zug.
time-left = Noch { $left }.
ended-direct = Deine Partie { $variant } in { $link } ist beendet: { $result }

## notify

notify-saved = Gespeichert.
notify-none = Ich schicke dir keine Direktnachrichten (Erwähnungen in den Kanälen der Partien sagen dir, wann du am Zug bist). `notify on` schickt eine für jedes dieser Ereignisse, `notify on <event>` für eines:
notify-some = Ich schicke dir eine Direktnachricht mit dem Brett und einem Link zur Partie:
notify-on = an
notify-off = aus
notify-line = `{ $event }` ({ $state }): { $about }
notify-move = wenn du in einer Fernpartie am Zug bist
notify-reminder = wenn deine Zeit in einer Fernpartie knapp wird
notify-result = wenn eine Fernpartie von dir endet
notify-challenge = wenn dich jemand herausfordert
notify-board = dein eigener Link zum Spielen auf dem Brett, mit jeder „Du bist am Zug“-Nachricht (wo die Seiten bereitgestellt werden)

## After a restart

owed-not-played = `{ $text }` wurde nicht gespielt (ich habe ihn mir kurz vor einem Neustart angesehen).
owed-handled = Das habe ich kurz vor einem Neustart bearbeitet.
owed-now = So steht es jetzt:
played-then-moved-on = { $mover } spielte { $notation }. Die Partie ist seitdem weitergegangen: `board` zeigt, wie sie steht.

## adjudicate

name-the-game = Hier selbst wird keine Partie gespielt; nenne die zu beendende mit `game:<id>`:
name-the-game-line = game:{ $id }: { $white } gegen { $black } ({ $variant }), { $link }

## Draw offers and takebacks

draw-offered = { $by } bietet Remis an.
takeback-asked = { $by } bittet darum, den letzten Zug zurückzunehmen.
draw-answer = { $to }: `draw accept` oder `draw decline`.
takeback-answer = { $to }: `takeback accept` oder `takeback decline`.
draw-declined = { $by } hat das Remisangebot abgelehnt. Weiterspielen.
takeback-declined = { $by } hat die Zurücknahme abgelehnt. Weiterspielen.
bot-takebacks-unrated = Zurücknahmen gegen den Bot gibt es nur in ungewerteten Partien (`challenge ... rated:no`).
taken-back = { $by } hat der Zurücknahme von { $moves } zugestimmt. { $player } ({ $side }) ist am Zug.

## Conditional moves (premove)

premoves-none = Du hast keine bedingten Züge in Partie { $game }. Während dein Gegner am Zug ist, speichert `premove <their move> <your reply> ...` eine Zugfolge.
premoves-listed = Deine bedingten Züge in Partie { $game }:
premove-step = { $theirs } → { $yours }
premove-then = {", dann "}
premoves-hint = (ihr Zug → deine Antwort; ein Zug des Gegners, den keine Folge erwartet, löscht alle; `premove clear` entfernt sie)
premove-stored = Gespeichert; nur du siehst das.
premoves-cleared = { $count ->
    [one] { $count } bedingte Zugfolge
   *[other] { $count } bedingte Zugfolgen
} in Partie { $game } entfernt.
premove-not-in-public = Alle in diesem Raum können deine Nachricht lesen, auch dein Gegner, darum habe ich diese bedingten Züge nicht gespeichert. Schick sie mir in unserem Direktraum, wo nur du sie siehst: `premove { $game }<moves>`.
premove-send-here = Schick deine bedingten Züge hierher, wo nur du sie siehst: `premove { $game }<their move> <your reply> ...`.

## Vacations

vacation-days = Urlaubstage dieses Jahr: { $used } von { $per_year } genommen, { $left } übrig.
vacation-until = Du bist bis { $until } im Urlaub; `vacation end`, wenn du zurück bist.
vacation-none = Du bist nicht im Urlaub. `vacation <days>` hält deine Uhren in Fernpartien (ab einer Stunde pro Zug) an, während du weg bist.
vacation-started = Du bist bis { $until } im Urlaub. Deine Uhren in Fernpartien warten bis dahin ({ $paused } laufen gerade, und jede, die inzwischen beginnt); deine Gegner sehen, dass du weg bist. `vacation end`, wenn du früher zurückkommst.
vacation-ended = Willkommen zurück! Deine Uhren laufen wieder; jede Frist hat sich um die Zeit deiner Abwesenheit verschoben.
away-caption = { $name } weg bis { $until }

## How fast a game is played

pace-per-move = { $time } pro Zug
pace-clock = Bedenkzeit { $clock }
