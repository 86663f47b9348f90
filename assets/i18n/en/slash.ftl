# The slash commands on Discord: each command's and option's description, with its name as
# an attribute (`.name`: lowercase, at most 32 letters, digits, - or _), and the choices' labels.
# Descriptions are at most 100 characters.

slash-challenge = Challenge someone (or anyone here) to a game
    .name = challenge
slash-challenge-opt-variant = The variant to play
    .name = variant
slash-challenge-opt-opponent = Who to challenge; leave empty to let anyone here accept
    .name = opponent
slash-challenge-opt-color = Your colour (random if not given)
    .name = color
slash-challenge-opt-clock = A chess clock instead of a time per move: 5+3 (minutes + seconds a move) or 2d+1d (days)
    .name = clock
slash-challenge-opt-days = Days per move, 1 to 14 (3 days if no time is given)
    .name = days
slash-challenge-opt-hours = Hours per move, 1 to 336
    .name = hours
slash-challenge-opt-minutes = Minutes per move, for a fast game (1 to 1440)
    .name = minutes
slash-challenge-opt-level = Against Kibitz itself: its level, 1 (beginner) to 8 (full strength); 3 if not given
    .name = level
slash-challenge-opt-rated = Whether the game counts for ratings (yes if not given)
    .name = rated
slash-challenge-opt-team = This channel plays as a team, each move by /vote, against me or another channel
    .name = team
slash-challenge-opt-channel = For a team game: the channel whose team to play
    .name = channel
slash-challenge-opt-vote = For a team game: how long each move's vote lasts (10m, 2h, 1d; 1 minute to 3 days)
    .name = vote
slash-challenge-opt-voters = For a team game: whether the tally shows who voted for what (hidden if not given)
    .name = voters

slash-accept = Accept a challenge here: the one made to you, else the oldest open one; the game gets a thread
    .name = accept
slash-accept-opt-challenger = Whose challenge to accept (if several wait here)
    .name = challenger

slash-decline = Decline a challenge made to you
    .name = decline
slash-decline-opt-challenger = Whose challenge to decline (if several are made to you)
    .name = challenger

slash-cancel = Withdraw your challenge
    .name = cancel

slash-challenges = The challenges waiting here
    .name = challenges

slash-vote = Vote on your team's move in a team game: a move, draw or resign
    .name = vote
slash-vote-opt-move = A move (start typing to see the legal ones), or draw, or resign
    .name = move

slash-move = Play a move: e4, Nf3, O-O, e8=Q, N@e4 (or e2e4); leave it out to pick it from menus
    .name = move
slash-move-opt-move = Your move in SAN or coordinates; start typing to see the legal ones
    .name = move

slash-board = Show the board of the game here
    .name = board

slash-moves = The legal moves of the game here, with a map of them for the players
    .name = moves
slash-moves-opt-square = One piece's moves: its square, e.g. e2
    .name = square
slash-moves-opt-piece = Where a piece from the hand may go: its letter or name, e.g. N or knight
    .name = piece

slash-resign = Resign the game here
    .name = resign

slash-draw = Offer a draw, or answer an offer
    .name = draw
slash-draw-opt-answer = Offer, accept or decline (offer if not given)
    .name = answer

slash-takeback = Ask to take your last move back, or answer such a request
    .name = takeback
slash-takeback-opt-answer = Ask, accept or decline (ask if not given)
    .name = answer

slash-rules = The rules of a variant, with pictures
    .name = rules
slash-rules-opt-variant = Which variant (the game here if not given)
    .name = variant
slash-rules-opt-topic = One rule with its picture; start typing to see them
    .name = topic

slash-variants = The variants Kibitz hosts
    .name = variants

slash-games = Your games everywhere, and whose turn it is
    .name = games

slash-history = The moves of the game here, with its record as a PGN file
    .name = history

slash-replay = A game of this channel as an animated picture, move by move
    .name = replay
slash-replay-opt-game = An older game's number (the latest game here if not given)
    .name = game

slash-analysis = The engine's analysis of a finished game: accuracy, mistakes and the better moves
    .name = analysis
slash-analysis-opt-game = A finished game's number (the last one that ended here if not given)
    .name = game

slash-puzzle = A puzzle near your puzzle rating, shown here: find the move that wins
    .name = puzzle
slash-puzzle-opt-variant = Which variant (the game here's if not given)
    .name = variant
slash-puzzle-opt-theme = A theme: mateIn2, kingSuckedHome, vanishingLine, ...; start typing to see them
    .name = theme
slash-puzzle-opt-daily = A puzzle posted here every day at 12:00 UTC (moderators: Manage Server or Manage Channels)
    .name = daily

slash-solve = Your answer to the puzzle here, one move at a time ("show" for the solution)
    .name = solve
slash-solve-opt-move = Your move; start typing to see the legal ones, or "show" for the solution
    .name = move

slash-export = All your finished games as one PGN file, sent to you privately
    .name = export

slash-next = The board of your most urgent game where it is your move
    .name = next

slash-ratings = Glicko-2 ratings: yours with your ranks, or the best players of a variant
    .name = ratings
slash-ratings-opt-variant = A variant's best players (yours in every variant if not given)
    .name = variant
slash-ratings-opt-scope = Rank among this server's players (the default) or everyone's
    .name = scope

slash-notify = A DM with the board when it is your move in a correspondence game, and more
    .name = notify
slash-notify-opt-mode = Turn direct messages on or off (your settings if not given)
    .name = mode
slash-notify-opt-event = Which event (all if not given)
    .name = event

slash-premove = Conditional moves: if they play this, you play that (only you see them)
    .name = premove
slash-premove-opt-line = Their move, your reply, ...: e7e5 g1f3 b8c6 f1b5; "clear" removes yours; empty lists them
    .name = line
slash-premove-opt-game = The game's number, to plan from anywhere (the game here if not given)
    .name = game

slash-vacation = Stop your clocks in correspondence games while you are away (up to 30 days a year)
    .name = vacation
slash-vacation-opt-days = How many days you are away
    .name = days
slash-vacation-opt-end = You are back early: your clocks run again
    .name = end

slash-tournament = Tournaments in this channel: Swiss or round robin, paired round by round
    .name = tournament
slash-tournament-create = Open a tournament in this channel (organisers)
    .name = create
slash-tournament-create-opt-variant = The variant played
    .name = variant
slash-tournament-create-opt-format = Swiss (FIDE Dutch system), round robin, or double round robin
    .name = format
slash-tournament-create-opt-rounds = Swiss rounds (set by the number of players if not given)
    .name = rounds
slash-tournament-create-opt-days = Days per move, 1 to 14 (3 days if no time is given)
    .name = days
slash-tournament-create-opt-hours = Hours per move, 1 to 336
    .name = hours
slash-tournament-create-opt-minutes = Minutes per move, 1 to 1440
    .name = minutes
slash-tournament-create-opt-name = Its name (the variant's if not given)
    .name = name
slash-tournament-create-opt-rated = Whether its games count for ratings (yes if not given)
    .name = rated
slash-tournament-create-opt-max = The most players it takes
    .name = max
slash-tournament-show = What the tournament here is and where it stands
    .name = show
slash-tournament-show-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-join = Sign up, before it starts
    .name = join
slash-tournament-join-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-leave = Take your name off, before it starts
    .name = leave
slash-tournament-leave-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-withdraw = Leave a tournament under way: you are not paired again
    .name = withdraw
slash-tournament-withdraw-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-start = Start it and pair round 1 (its organiser)
    .name = start
slash-tournament-start-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-cancel = Cancel it (its organiser)
    .name = cancel
slash-tournament-cancel-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-standings = The standings with FIDE's tie-breaks
    .name = standings
slash-tournament-standings-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-pairings = A round's pairings and results (the latest if no round is given)
    .name = pairings
slash-tournament-pairings-opt-round = Which round
    .name = round
slash-tournament-pairings-opt-id = Which tournament, where this channel has several
    .name = id
slash-tournament-export = The record as a TRF-16 report and every game as PGN
    .name = export
slash-tournament-export-opt-id = Which tournament, where this channel has several
    .name = id

slash-adjudicate = End a game stuck by a player who left: who wins, or a draw (moderators)
    .name = adjudicate
slash-adjudicate-opt-result = White wins, Black wins, or a draw
    .name = result
slash-adjudicate-opt-game = A game in a thread of this channel (the game here if not given)
    .name = game

slash-language = The language Kibitz speaks to you (on Discord, your client's)
    .name = language

slash-help = What Kibitz can do
    .name = help
slash-help-opt-command = One command to explain
    .name = command

## Choices

slash-choice-white = White
slash-choice-black = Black
slash-choice-random = Random
slash-choice-shown = Shown
slash-choice-hidden = Hidden
slash-choice-offer-ask = offer / ask
slash-choice-accept = Accept
slash-choice-decline = Decline
slash-choice-on = on
slash-choice-off = off
slash-choice-this-server = this server
slash-choice-global = global
slash-choice-all = all
slash-choice-your-move = your move
slash-choice-reminders = reminders
slash-choice-results = results
slash-choice-challenges-to-you = challenges to you
slash-choice-board-link = board link
slash-choice-swiss = Swiss
slash-choice-roundrobin = roundrobin
slash-choice-double = Double
slash-choice-white-wins = white wins
slash-choice-black-wins = black wins
slash-choice-draw = draw

slash-web = Your own link to play a game on its board, in the browser (only you see it)
    .name = web
slash-web-opt-game = The game's number, from anywhere (the game here if not given)
    .name = game
slash-web-opt-revoke = End your links to this game instead
    .name = revoke
