# What is said about a command that could not be read: the problem, then the command's usage
# (`usage`, the command's syntax, which stays as typed in every language). Words a user typed
# are quoted as `$word`. Option names and values (`rated`, `yes`, `white`, `swiss`) are typed
# in English in every language.

usage-with-usage = { $problem } Usage: `{ $usage }`
usage-line-too-long = that line is too long (at most { $max } characters).
usage-no-command = no command given; try `help`.
usage-unknown-command = unknown command `{ $word }`. Try `help` for the list.
usage-unknown-command-close = unknown command `{ $word }`. Did you mean `{ $close }`? Try `help` for the list.
usage-takes-nothing = `{ $command }` takes nothing after it.
usage-too-many-words = too many words.
usage-not-an-answer = '{ $word }' is not accept or decline.
usage-no-such-user = there is no user '{ $word }'.
usage-one-challenger = name one challenger at most.
usage-which-move = which move?
usage-one-move = one move at a time, without spaces.
usage-vote-which-move = vote for which move?
usage-one-square-or-piece = one square or one piece at most.
usage-not-square-or-piece = '{ $word }' is neither a square (e2) nor a piece (N, knight).
usage-unknown-variant = unknown variant '{ $word }' (choose standard, suction, shrink, swapper, giveandtake or tradeup).
usage-which-variant = which variant? (see `variants`).
usage-not-a-number = '{ $word }' is not a number.
usage-time-range = the time per move must be from 1 minute to 14 days.
usage-not-a-clock = `{ $word }` is not a clock: give minutes and seconds of increment (`clock:5+3`, from 1+0 to 180+180) or days and days (`clock:2d+1d`, from 1d+0d to 14d+14d).
usage-time-or-clock = give either a time per move (`days`, `hours`, `minutes`) or a `clock`, not both.
usage-widget-on-or-off = say `board widget on` or `board widget off` (or `board` alone for the board).
usage-no-clock-for-teams = team games are played by votes and have no chess clock: give a time per move (`days`, `hours`, `minutes`).
usage-not-a-color = '{ $word }' is not white, black or random.
usage-level-range = the level is a number from { $min } to { $max }, not '{ $word }'.
usage-level-without-bot = a level is for a game against the bot: name it as the opponent.
usage-yes-or-no = { $option } is yes or no, not '{ $word }'.
usage-unknown-option = unknown option '{ $word }'.
usage-what-is = what is '{ $word }'?
usage-not-a-game-number = '{ $word }' is not a game number.
usage-one-game = name one game at most.
usage-notify-on-off = say `on` or `off` first, not '{ $word }'.
usage-not-a-notify-event = '{ $word }' is not one of move, reminders, results, challenges.
usage-days-or-end = '{ $word }' is neither a number of days nor `end`.
usage-which-room-language = which language for the room?
usage-not-a-language = '{ $word }' is not a language I speak; I speak { $codes }.
usage-one-language = one language at a time.
usage-who-wins = who wins: white, black or draw?
usage-not-a-result = '{ $word }' is not a result: white, black or draw.
usage-one-result = one result: white, black or draw.
usage-daily-on-off = daily takes on or off.
usage-not-bot-or-channel = '{ $word }' is neither Kibitz nor a channel whose team may be challenged.
usage-voters = voters is shown or hidden, not '{ $word }'.
usage-team-no-opponent = a team plays Kibitz (opponent:kibitz) or another channel's team (channel:<channel>).
usage-team-a-person = a team plays Kibitz or another channel's team, not a person.
usage-team-both = a team plays Kibitz or another channel's team, not both at once.
# A team challenge's problem where no usage follows (a Discord command's options).
usage-in-team-challenge = In a team challenge, { $problem }
usage-vote-time = '{ $word }' is not a vote's length from 1 minute to 3 days (say 10m, 2h or 1d).
usage-number-range = { $option } is a number from { $min } to { $max }, not '{ $word }'.
usage-not-a-tournament-number = '{ $word }' is not a tournament number.
usage-not-a-tournament-action = '{ $word }' is not one of create, join, leave, withdraw, start, cancel, standings, pairings, export.
usage-not-a-format = format is swiss, roundrobin or double, not '{ $word }'.
usage-name-too-long = the name is at most { $max } characters.
usage-unreadable = I could not read `{ $word }`.
