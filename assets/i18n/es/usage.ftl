# Lo que se dice de un comando que no se pudo leer: el problema y luego cómo se escribe el
# comando (`usage`, que queda tal cual se teclea en todos los idiomas). Las palabras del usuario
# van en `$word`. Los nombres y valores de opciones (`rated`, `yes`, `white`, `swiss`) se
# teclean en inglés en todos los idiomas.

usage-with-usage = { $problem } Uso: `{ $usage }`
usage-line-too-long = Esa línea es demasiado larga (como mucho { $max } caracteres).
usage-no-command = No has dado ningún comando; prueba `help`.
usage-unknown-command = Comando desconocido `{ $word }`. Prueba `help` para ver la lista.
usage-unknown-command-close = Comando desconocido `{ $word }`. ¿Querías decir `{ $close }`? Prueba `help` para ver la lista.
usage-takes-nothing = `{ $command }` no lleva nada detrás.
usage-too-many-words = Demasiadas palabras.
usage-not-an-answer = '{ $word }' no es accept ni decline.
usage-no-such-user = No hay ningún usuario '{ $word }'.
usage-one-challenger = Nombra como mucho a un retador.
usage-which-move = ¿Qué jugada?
usage-one-move = Una jugada cada vez, sin espacios.
usage-vote-which-move = ¿Por qué jugada votas?
usage-one-square-or-piece = Como mucho una casilla o una pieza.
usage-not-square-or-piece = '{ $word }' no es una casilla (e2) ni una pieza (N, knight).
usage-unknown-variant = Variante desconocida '{ $word }' (elige standard, suction, shrink, swapper, giveandtake o tradeup).
usage-which-variant = ¿Qué variante? (mira `variants`).
usage-not-a-number = '{ $word }' no es un número.
usage-time-range = El tiempo por jugada debe ser de 1 minuto a 14 días.
usage-not-a-clock = `{ $word }` no es un reloj: indica minutos y segundos de incremento (`clock:5+3`, de 1+0 a 180+180) o días y días (`clock:2d+1d`, de 1d+0d a 14d+14d).
usage-time-or-clock = Indica un tiempo por jugada (`days`, `hours`, `minutes`) o un `clock`, no ambos.
usage-no-clock-for-teams = Las partidas por equipos se juegan por votación y no tienen reloj: indica un tiempo por jugada (`days`, `hours`, `minutes`).
usage-not-a-color = '{ $word }' no es white, black ni random.
usage-level-range = El nivel es un número de { $min } a { $max }, no '{ $word }'.
usage-level-without-bot = Un nivel es para una partida contra el bot: nómbralo como rival.
usage-yes-or-no = { $option } es yes o no, no '{ $word }'.
usage-unknown-option = Opción desconocida '{ $word }'.
usage-what-is = ¿Qué es '{ $word }'?
usage-not-a-game-number = '{ $word }' no es un número de partida.
usage-one-game = Nombra como mucho una partida.
usage-notify-on-off = Di primero `on` u `off`, no '{ $word }'.
usage-not-a-notify-event = '{ $word }' no es move, reminders, results ni challenges.
usage-days-or-end = '{ $word }' no es un número de días ni `end`.
usage-which-room-language = ¿Qué idioma para la sala?
usage-not-a-language = '{ $word }' no es un idioma que yo hable; hablo { $codes }.
usage-one-language = Un idioma cada vez.
usage-who-wins = ¿Quién gana: white, black o draw?
usage-not-a-result = '{ $word }' no es un resultado: white, black o draw.
usage-one-result = Un solo resultado: white, black o draw.
usage-daily-on-off = daily va seguido de on u off.
usage-not-bot-or-channel = '{ $word }' no es Kibitz ni un canal cuyo equipo se pueda retar.
usage-voters = voters es shown o hidden, no '{ $word }'.
usage-team-no-opponent = Un equipo juega contra Kibitz (opponent:kibitz) o contra el equipo de otro canal (channel:<channel>).
usage-team-a-person = Un equipo juega contra Kibitz o contra el equipo de otro canal, no contra una persona.
usage-team-both = Un equipo juega contra Kibitz o contra el equipo de otro canal, no contra los dos a la vez.
usage-in-team-challenge = En un reto de equipos: { $problem }
usage-vote-time = '{ $word }' no es una duración de votación de 1 minuto a 3 días (di 10m, 2h o 1d).
usage-number-range = { $option } es un número de { $min } a { $max }, no '{ $word }'.
usage-not-a-tournament-number = '{ $word }' no es un número de torneo.
usage-not-a-tournament-action = '{ $word }' no es create, join, leave, withdraw, start, cancel, standings, pairings ni export.
usage-not-a-format = format es swiss, roundrobin o double, no '{ $word }'.
usage-name-too-long = El nombre tiene como mucho { $max } caracteres.
usage-unreadable = No he podido leer `{ $word }`.
