# Team games: challenges between channels, votes and their tallies, what a closed vote
# decided, each member's part.

votes = { $n ->
    [one] { $n } vote
   *[other] { $n } votes
}
voters = { $n ->
    [one] { $n } voter
   *[other] { $n } voters
}
vote-for-draw = a draw
vote-for-resigning = resigning
vote-terms = each move chosen by vote, { $time } a vote
vote-terms-shown = each move chosen by vote, { $time } a vote, voters shown
team-challenge-sent = { $challenger } challenges { $opponent } to { $variant } ({ $terms }, { $time } per move). The challenge waits in { $link }, where anyone may `accept` or `decline` it; it expires in 24 hours.
team-challenged-here = { $challenger } challenges this channel's team ({ $opponent }) to { $variant } ({ $terms }, { $time } per move): anyone here may `accept` or `decline`. It expires in 24 hours.
vote-open = { $team } to move: vote with `vote <move>` (or `vote draw`, `vote resign`); the vote lasts { $time }.
vote-stands = Your vote for { $choice } stands.
vote-changed = Your vote is now for { $choice } (it was for { $was }).
vote-counted = Your vote for { $choice } is counted.
vote-closing-now = Everyone who voted lately has voted: the vote closes now.
vote-closes-in = The vote closes in { $time }.
tally = { $team }'s vote ({ $voters }): { $lines }. { $when }
vote-closed = { $team }'s vote has closed ({ $voters }): { $lines }. { $decided }
tally-more = { $votes } more for other moves
decided-resign = A majority voted to resign.
decided-draw-then = A majority voted for a draw, and `{ $move }` is played.
decided-draw = A majority voted for a draw.
decided-move = `{ $move }` is played.
decided-nothing = No move had votes and no draw or resignation a majority: the vote opens again.
member-part = { $name } { $played } of { $votes } played
team-record = { $team } played with { $count ->
    [one] { $count } member
   *[other] { $count } members
}: { $parts }.
no-team-game = No team game is played here: `vote` is for team games (`challenge ... team:yes`); in a game of your own, play with `move`.
not-your-teams-move = It is not your team's move: { $to_move } is to move. Voting opens when it is your team's turn.
vote-too-late = The vote on this move has closed, so your vote counted for nothing; look at the `board`.
vote-instead = This is a team game: each move is chosen by vote. Use `vote <move>`, `vote draw` or `vote resign`.
own-team = A team cannot challenge itself: name another channel's team as the opponent.
