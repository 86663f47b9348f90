# The help of every command, and the list of variants.

help-intro = Kibitz hosts chess variants. Commands:
help-outro = Start with `variants` and `rules <variant>`, then `challenge`.
help-unknown = There is no command '{ $name }'.
variants-intro = Variants (use the name in `challenge variant:<name>` and `rules <name>`):
variant-gist-standard = the FIDE rules, for comparison
variant-gist-suction = captured pieces swap places; suck the enemy king to your first rank
variant-gist-shrink = emptied rows and columns vanish and the board shrinks
variant-gist-swapper = five swapping superheroes join the armies in a setup phase
variant-gist-giveandtake = drop your army onto attacked squares, then every move captures
variant-gist-tradeup = start with kings only and trade pieces up from your hand

## What each command does

about-challenge = challenge someone (or, without an opponent, anyone here) to a game; time per move from 1 minute to 14 days, 3 days if not given; or a chess clock, `clock:5+3` (minutes, and seconds added with each move: 1+0 to 180+180) or `clock:2d+1d` (days: 1d+0d to 14d+14d), where running out of time loses. Name the bot itself as the opponent to play it at once, at a level from 1 (beginner) to 8 (full strength), 3 if not given; games are rated unless `rated:no` (games against the bot have ratings of their own, and takebacks against it only when unrated). With `team:yes` this channel plays as a team, each move chosen by `vote`, against the bot (`opponent:kibitz level:<n>`) or another channel's team (`channel:<channel>`, accepted there by anyone); `vote:` is how long each vote lasts (1 minute to 3 days; 10 minutes in games under an hour a move, else 12 hours), `voters:shown` names who voted for what
about-vote = in a team game, your vote on your team's move (a move, `draw` to offer or accept one, `resign`); you may change it until the vote closes. The move with most votes is played when the vote closes (a tie: the one that got there first), or sooner once everyone who voted lately has voted; a draw or resignation needs a majority of the voters
about-accept = accept a challenge here: the one made to you, else the oldest open one, or the one of the challenger you name
about-decline = decline a challenge made to you
about-cancel = withdraw your challenge here
about-challenges = the challenges waiting here (each expires after 24 hours)
about-move = play a move: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq
about-board = show the board of the game here; in a Matrix room, `board widget on|off` (moderators) adds the board to the room's widgets, where each member plays, votes or watches, signed in as themselves
about-moves = the legal moves, and for the players a map of them: one piece's with a square (`moves e2`), where a piece from the hand may go with its letter (`moves N`)
about-resign = give up the game
about-draw = offer a draw, or answer an offer
about-takeback = ask to take your last move back, or answer such a request
about-rules = the rules of a variant with their diagrams, or one rule (topic) with its own
about-variants = the variants you can play
about-games = your games everywhere, most urgent first, with a link to each and whose turn it is
about-next = the board of your most urgent game where it is your move
about-web = your own link to play the game here (or another of yours) on a board in the browser, by clicking; only you see it, and `revoke` ends your links
about-history = the moves of the game here, with its record as a PGN file
about-replay = the game here (or an older one) as an animated picture, move by move
about-analysis = the engine's analysis of the last game that ended here (or another): accuracy, mistakes, better moves
about-puzzle = a puzzle near your puzzle rating, shown here: find the move that wins; `daily on` posts one here every day (moderators)
about-solve = your answer to the puzzle here, one move at a time (`show` for the solution)
about-export = all your finished games as one PGN file (on Discord only you see it)
about-ratings = Glicko-2 ratings: yours with your ranks, or the best in a variant; among the players of this server, or of everyone with `global`
about-notify = direct messages (a DM on Discord, a direct room on Matrix) with the board and a link to the game: when it becomes your move in a correspondence game (an hour or more per move), when your time there runs short, when such a game ends, when someone challenges you. All off unless you turn them on; alone, shows your settings `board` adds your own link to play on the board to each "your move" message.
about-premove = conditional moves, while your opponent is to move: `premove e7e5 g1f3 b8c6 f1b5` plays g1f3 at once if they play e7e5, then f1b5 if they play b8c6. Several lines per game; a move no line expects clears them all; alone, lists yours. Only you see them: on Matrix, send them in your direct room with Kibitz (`premove game:<id> ...`)
about-vacation = stop your clocks in every correspondence game for some days, up to 30 a year; your opponents see that you are away; `vacation end` when you are back early; alone, shows your days left
about-tournament = tournaments in this channel: `tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` opens one (organisers: Manage Server or Manage Events on Discord, power level 50 on Matrix); `join` and `leave` before it starts; `start` and `cancel` (its organiser); `withdraw` once it runs; alone, what it is and where it stands; `standings`, `pairings [round:<n>]`, `export` (its TRF-16 report and games as PGN). Rounds are paired by themselves (Swiss: the FIDE Dutch system; round robin: the Berger tables), each game in its own thread or channel. `id:<n>` names one where a channel has several
about-adjudicate = end a game stuck by a player who left, as a moderator (on Discord Manage Channels or Manage Server; on Matrix a power level of 50): `white` or `black` wins, or it is a `draw`; stored and rated as decided, with the termination `adjudication`. The game here, or `game:<id>` for one in a thread of this room
about-language = the language Kibitz speaks to you: `language de` (or `en`, `es`, `fr`, `pt-BR`, `ru`, `zh-CN`, `ja`), `language auto` to follow this room's. A moderator sets the room's own with `language room <code>`, for what is posted here unasked. On Discord your client's language is used
about-help = this list, or one command in detail
