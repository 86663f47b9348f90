# Tournaments. Scripts read the English pairing lists (set the room's language to English for
# them): "Board <n>: <white> (White) v <black> (Black) in <channel>".

# "Spring Swiss (tournament 3)"
tournament-title = { $name } (tournament { $id })
tournament-format = { $format ->
    [swiss] Swiss (FIDE Dutch system)
    [roundrobin] round robin
   *[double] double round robin
}
tournament-rounds = { $rounds ->
    [swiss] rounds set at the start by the number of players
    [all] as many rounds as it takes for everyone to meet
   *[n] { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
}
tournament-state = { $state ->
    [open] open for sign-up
    [running] under way
    [finished] over
   *[cancelled] cancelled
}
# "Suction Chess Swiss (FIDE Dutch system), 5 rounds, 1 day per move, rated"
tournament-terms = { $variant } { $format }, { $rounds }, { $time } per move, { $rated ->
    [yes] rated
   *[no] unrated
}
board-caption = Round { $round }, board { $board }
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0 by forfeit
   *[black-forfeit] 0-1 by forfeit
}
pairing-line = Board { $board }: { $white } (White) v { $black } (Black)
pairing-in = in { $link }
bye-line = Bye: { $player } ({ $points } { $half ->
    [2] point
   *[other] points
})
table-place = #
table-player = Player
table-points = Points
tiebreak-wins = Wins
withdrawn-name = { $name } (withdrawn)
table-more = and { $count } more
after-rounds = { $after ->
    [0] before round 1
    [1] after round 1
   *[other] after { $after } rounds
}
standings-head = Place. Player: points ({ $tiebreaks })
standing-line = { $place }. { $name }: { $points } ({ $tiebreaks })
standing-line-withdrawn = { $place }. { $name } (withdrawn): { $points } ({ $tiebreaks })
tournament-created = { $organiser } opened { $title }: { $terms }. Join with `tournament join` (`tournament join id:{ $id }` where several are open); { $organiser } starts it with `tournament start`.
tournament-created-max = { $organiser } opened { $title }: { $terms }, at most { $max } players. Join with `tournament join` (`tournament join id:{ $id }` where several are open); { $organiser } starts it with `tournament start`.
tournament-shown = { $title }: { $terms }, organised by { $organiser }; { $state }.
tournament-round-of = Round { $round } of { $rounds }: { $decided } of { $boards } games decided.
tournament-players = Players ({ $count }): { $players }.
tournament-no-players = Players (0): none yet.
tournament-joined = { $player } joined { $title }; { $count } signed up.
tournament-left = { $player } left { $title }; { $count } signed up.
tournament-withdrew = { $player } withdrew from { $title } and will not be paired again.
forfeit-win = { $opponent } wins this round's game by forfeit.
round-game-won = { $opponent } wins this round's game.
tournament-started = { $title } has begun with { $players } players: { $terms }. Round 1 is paired; the games are being set up.
tournament-cancelled = { $title } is cancelled. Games already begun go on as ordinary games.
standings-of = Standings of { $title } { $after }:
pairings-of = { $title }, round { $round }:
round-announced = Round { $round } of { $rounds } of { $title }:
withdrawn-not-paired = Withdrawn, not paired: { $names }.
tournament-over = { $title } is over. Winner: { $winner }. Final standings:
tournament-over-early = { $title } is over. It ends before its last round: no further round could be paired (too few players left, or none without a rematch). Winner: { $winner }. Final standings:
paired-direct = Round { $round } of { $title }: you play { $side } against { $opponent } on board { $board }, in { $link }.
board-begins = { $title }, round { $round }, board { $board }: { $white } (White) v { $black } (Black). { $white } to move; { $time } per move.
# The name of a tournament game's thread or room: "Spring Swiss R2 B3: Ann v Bob"
place-name = { $name } R{ $round } B{ $board }: { $white } v { $black }
tournament-exported = The record of { $title }: its report in FIDE's TRF-16 format (for checking the pairings with bbpPairings or JaVaFo){ $games ->
    [0] {""}
    [1] {" "}and its game as PGN
   *[other] {" "}and its { $games } games as one PGN file
}.
report-caption = TRF-16 report of { $title }
standings-caption = Standings of { $title }
games-caption = The { $games } games of { $title }, as PGN

## Refusals

tournament-none-here = There is no tournament here. An organiser opens one with `tournament create variant:<variant> format:swiss|roundrobin|double`.
tournament-no-such = There is no tournament { $id }.
tournament-which-item = { $name } (`id:{ $id }`)
tournament-which = Several tournaments here could be meant: { $list }. Name one with its id.
tournament-organisers-only = Only organisers can open a tournament here (on Discord: Manage Server or Manage Events; on Matrix: power level 50).
tournament-not-organiser = Only its organiser ({ $name }) or an organiser of this server can do that.
tournament-already-in = You are in { $name } already.
tournament-not-in = You are not in { $name }.
tournament-full = { $name } is full ({ $max } players).
tournament-under-way = { $name } is under way: players join and leave only before it starts (`tournament withdraw` takes a player out).
tournament-not-open = { $name } is { $state }: players join and leave only before it starts.
tournament-not-running = { $name } is { $state }.
tournament-not-to-start = { $name } is { $state } already.
tournament-too-few = { $name } has { $players ->
    [one] { $players } player
   *[other] { $players } players
}; it needs at least 2 to start.
tournament-too-many-rounds = A Swiss of { $rounds } rounds needs more than { $rounds } players; { $players } signed up. Start it with fewer rounds (open a new one) or wait for more players.
tournament-rounds-for-round-robin = A { $format } has as many rounds as it takes for everyone to meet; leave `rounds` out.
tournament-no-such-round = There is no round { $round }: rounds 1 to { $paired } have been paired.
tournament-nothing-paired = { $name } has not started: no round is paired yet.
tournament-already-withdrawn = You have withdrawn from { $name } already.
