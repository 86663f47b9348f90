# Las reglas de cada variante, como las muestra `rules <variant>`, y los diagramas de las reglas:
# `diagram-<variant>-<topic>` es el título de una imagen, su `.text` lo que muestra. Las
# posiciones y jugadas de las imágenes están en `assets/rules/<variant>.md`.

variant-rules-common = **En todas las variantes:** la triple repetición (misma colocación, manos, turno, derechos de enroque, tamaño del tablero, estado de la preparación, y una casilla de captura al paso solo cuando esa captura es legal) y 100 medias jugadas sin captura, jugada de peón, colocación, mejora ni conversión de Mago son tablas automáticas. Los jugadores pueden acordar tablas (`draw`) y cualquiera puede abandonar (`resign`). Deshacer una jugada (`takeback`) requiere el consentimiento del rival. Cada partida tiene un tiempo por jugada; quien lo agota pierde por tiempo.

variant-rules-standard = **{ variant-standard }** — las reglas de la FIDE, la partida de control.
    • El jaque mate gana; el ahogado es tablas.
    • Enroque, captura al paso y coronación (en dama, torre, alfil o caballo) como siempre.
    • Tablas: la triple repetición (misma colocación, turno, derechos de enroque y una casilla de captura al paso capturable) y 100 medias jugadas sin captura ni jugada de peón son automáticas; R contra R, R+A contra R y R+C contra R son tablas por falta de material; los jugadores pueden acordar tablas; cualquiera puede abandonar.
    Las jugadas se escriben origen-destino: `e2e4`, el enroque como la jugada del rey `e1g1`, la coronación `e7e8q`.
diagram-standard-castling = Enroque: el rey dos casillas, la torre por encima de él
    .text = El rey va dos casillas hacia la torre (escrito como la jugada del rey, `e1g1`) y la torre cae en la casilla que el rey cruzó. Ninguno de los dos puede haberse movido, las casillas intermedias deben estar vacías, y el rey no puede estar en jaque, cruzar una casilla atacada ni caer en una.
diagram-standard-en-passant = Captura al paso: tomar un peón que avanzó dos casillas
    .text = El peón negro acaba de avanzar de d7 a d5, pasando por d6. Justo en la jugada siguiente, el peón de e5 puede capturarlo como si hubiera avanzado una sola casilla: `e5d6`, y el peón de d5 sale del tablero.
diagram-standard-promotion = Coronación en la última fila
    .text = Un peón que llega a su última fila se convierte en dama, torre, alfil o caballo de su bando: la letra va tras la jugada, `b7b8q`.

variant-rules-suction = **{ variant-suction }** (Nathaniel Virgo) — las piezas capturadas no se retiran: son succionadas a la casilla de la que vino la pieza que captura.
    • Posición inicial normal. Una captura intercambia las dos piezas. Captura al paso: el peón que captura cae en la casilla saltada, el peón capturado va a la casilla de partida del peón que captura.
    • Los reyes nunca se mueven ni capturan, y no hay enroque. Un rey puede ser capturado como cualquier pieza: entonces va a la casilla de partida de la pieza que captura. No hay jaque, jaque mate ni ahogado.
    • Ganas en el acto cuando el rey enemigo está en tu primera fila (el rey negro en la fila 1: ganan las blancas; el rey blanco en la fila 8: ganan las negras).
    • Los peones avanzan una casilla, o dos desde su propia segunda fila en cualquier momento (incluso después de haber sido succionados allí), solo una desde su propia primera fila; capturan en diagonal, al paso tras un avance doble. Los peones nunca coronan: un peón en su última fila (alcanzada avanzando o capturando) se queda allí sin jugadas.
    • Un bando sin jugadas legales: la partida es tablas. La triple repetición y 100 medias jugadas sin captura (una captura por succión cuenta) ni jugada de peón son tablas.
diagram-suction-capture = Una captura intercambia las dos piezas
    .text = El peón blanco captura en d5 (verde) y el peón negro es succionado de vuelta a e4, la casilla de la que vino el peón blanco (azul). Nada sale del tablero.
diagram-suction-first-rank = El rey enemigo succionado a tu primera fila: ganas
    .text = La torre de h1 captura al rey en h8, así que el rey es succionado de vuelta a h1, la primera fila de las blancas: las blancas ganan en el acto.

variant-rules-shrink = **{ variant-shrink }** (Pepijn van Erp) — el tablero mengua a medida que las líneas se vacían.
    • Reglas de la FIDE, y además: tras una jugada, se elimina cada fila y cada columna que tenía al menos una pieza antes de la jugada y ninguna después. Las líneas que ya estaban vacías (las filas 3–6 al principio) se quedan. El tablero mengua hacia a1: las columnas de la derecha se desplazan a la izquierda, las filas de arriba bajan; varias líneas pueden irse a la vez. Las casillas se nombran siempre sobre el tablero tal como está, desde a1.
    • Una jugada solo es legal si tu rey no queda en jaque después de menguar.
    • Los peones pueden avanzar dos casillas solo mientras el tablero tenga 8 filas. La captura al paso usa las coordenadas menguadas; tras un avance doble que a su vez hace menguar el tablero, la casilla de captura al paso se conserva, renombrada con la mengua.
    • Enroque: rey y torre sin mover (un desplazamiento por mengua no es una jugada), en la primera fila, con exactamente 2 o 3 casillas vacías entre ellos; el rey no está en jaque y no cruza una casilla atacada (juzgado antes de la jugada); el rey va dos casillas hacia la torre y la torre cae en la casilla que el rey cruzó.
    • Se corona en la fila superior para las blancas y en la fila 1 para las negras, del tablero tal como está. Un peón que queda en su fila de coronación tras una mengua corona en el acto, y quien jugó elige su pieza (dama, torre, alfil o caballo del color del peón), también para los peones del rival. Escribe las elecciones tras `=`, una letra por peón en el orden de sus casillas desde a1: `c2c3=nq`; la letra de coronación de la propia jugada va primero: `e7e8q=n`. Cada combinación se juzga por separado.
    • El jaque mate gana, el ahogado es tablas; la repetición y la regla de las 100 medias jugadas como siempre.
diagram-shrink-vanishing-lines = Las líneas vaciadas desaparecen: el tablero mengua hacia a1
    .text = El caballo era la única pieza de la columna c y de la fila 3. Al irse, ambas líneas desaparecen (las barras rojas marcan dónde estaban): las columnas a la derecha de c se desplazan a la izquierda, las filas por encima de la 3 bajan, y el caballo de d5 está ahora en c4. Las líneas que estaban vacías antes de la jugada se quedan.
diagram-shrink-shrink-promotion = Coronación por mengua
    .text = La torre deja la fila 8, de la que era la única pieza, así que la fila 8 desaparece y la fila 7 pasa a ser la superior: el peón de b7 está ahora en su fila de coronación y corona en el acto. Quien jugó elige, tras `=`: `a8a3=q`.

variant-rules-swapper = **{ variant-swapper }** (Martin Nilsson) — ajedrez con cinco piezas que intercambian posiciones.
    • Fase de preparación: desde la posición inicial, las blancas colocan un intercambiador de cualquier tipo (suministro ilimitado) en una casilla vacía de la fila 3, `V@d3`, o hacen una jugada normal, que termina la preparación para siempre. Tras cada colocación blanca, las negras deben colocar el mismo tipo en una casilla vacía de la fila 6 (ninguna otra cosa es legal entonces). Cuando la fila 3 está llena, las blancas juegan con normalidad.
    • Lancero (S): un paso ortogonal a una casilla vacía o sobre un enemigo (capturándolo); sobre una pieza propia, intercambia. Valiente (V): lo mismo con un salto de caballo. Karateka (A): un paso diagonal a una casilla vacía o sobre un enemigo (capturándolo); un paso ortogonal sobre cualquier pieza de cualquier color intercambia (nunca a una casilla vacía). Forzudo (T): un paso en cualquier dirección a una casilla vacía, o sobre cualquier pieza de cualquier color para intercambiar; nunca captura y nunca puede ser capturado. Mago (M): un paso ortogonal a una casilla vacía, o sobre cualquier pieza para intercambiar; una pieza enemiga intercambiada pasa al bando del Mago. Un Mago puede ser capturado.
    • Los intercambios se escriben como jugadas: `d4d3`. Los Lanceros y los Valientes no pueden capturar a un Forzudo enemigo ni intercambiarse con él; el Karateka, el Forzudo y el Mago pueden intercambiarse con el rey enemigo. Los reyes propios pueden ser intercambiados.
    • Jaque: un rey es atacado según los patrones de captura habituales y por un Lancero o un Mago a un paso ortogonal, un Valiente a un salto de caballo, un Karateka a un paso diagonal. Un Forzudo no ataca nada. Ninguna jugada puede dejar atacado a ninguno de tus reyes. El jaque mate gana, el ahogado es tablas.
    • Los peones avanzan dos casillas desde su propia segunda fila en cualquier momento, nunca desde la primera; captura al paso tras un avance doble. Un peón que llega a su última fila por su propia jugada corona en Q, R, B, N, S, V, A, T o M (`e7e8m`); uno llevado allí por un intercambio sigue siendo peón. Un peón convertido por un Mago avanza en la dirección de su nuevo dueño.
    • Enroque como siempre, pero un rey o una torre desplazados por un intercambio (de cualquier bando) pierden su derecho: toda jugada que empieza o termina en la casilla de partida de un rey o de una torre acaba con los derechos ligados a ella.
    • Tablas por repetición (el estado de la preparación cuenta) y 100 medias jugadas sin captura, jugada de peón, colocación ni conversión de Mago (los intercambios no las reinician).
diagram-swapper-setup = Preparación: las blancas colocan un intercambiador, las negras responden igual
    .text = Las blancas colocan un Valiente en la fila 3 (`V@d3`); las negras deben colocar ahora un Valiente en una casilla vacía de la fila 6 (sombreada). La primera jugada normal de las blancas termina la preparación para siempre.
diagram-swapper-spearman = Lancero: un paso ortogonal; sobre una pieza propia, intercambia
    .text = El Lancero avanza una casilla arriba, abajo o de lado: a una casilla vacía, sobre un enemigo para capturarlo, o sobre una pieza propia para intercambiar su lugar con ella, como aquí con el caballo (`d4d3`).
diagram-swapper-valiant = Valiente: un salto de caballo; sobre una pieza propia, intercambia
    .text = El Valiente salta como un caballo: a una casilla vacía, sobre un enemigo para capturarlo, o sobre una pieza propia para intercambiarse con ella, como aquí con el alfil (`d4f3`).
diagram-swapper-karateka = Karateka: pasos en diagonal, intercambios ortogonales con cualquiera
    .text = El Karateka se mueve o captura un paso en diagonal, e intercambia un paso en ortogonal con cualquier pieza de cualquier color: aquí lanza al peón negro de d5 de vuelta a d4.
diagram-swapper-strongman = Forzudo: intercambia con cualquiera, nunca captura, nunca es capturado
    .text = El Forzudo avanza una casilla en cualquier dirección a una casilla vacía, o sobre cualquier pieza de cualquier color para intercambiarse con ella (aquí el caballo negro). Nunca captura y ninguna pieza puede capturarlo.
diagram-swapper-mage = Mago: un enemigo intercambiado cambia de bando
    .text = El Mago avanza una casilla en ortogonal a una casilla vacía, o sobre cualquier pieza para intercambiarse con ella; una pieza enemiga con la que se intercambia pasa a su bando: la torre negra de d5 es ahora una torre blanca en d4.

variant-rules-giveandtake = **{ variant-giveandtake }** (J. Mark Thompson) — coloca todo tu ejército y después cada jugada captura.
    • El tablero empieza vacío; cada mano tiene R D T T A A C C y 8 peones. Primero la fase de colocación: las blancas y luego las negras colocan por turnos una pieza de la mano en una casilla vacía (`N@e4`) hasta que ambas manos están vacías.
    • Una colocación solo es legal si: no se pone un peón en la fila 1 ni en la 8; después de ella tus piezas atacan al menos 3 casillas vacías distintas (los ataques de peón cuentan); y, en toda colocación salvo la primerísima de las blancas, el enemigo atacaba la casilla justo antes de colocar. Atacar significa el patrón de captura: peones en diagonal hacia delante, piezas de largo alcance detenidas por la primera pieza.
    • Fase de capturas: toda jugada es una captura según los patrones habituales. Nada de jugadas simples, ni captura al paso, ni enroque. Un peón que captura llegando a su última fila debe coronar en dama, torre, alfil, caballo o rey.
    • Los reyes son piezas corrientes: no hay jaque, un rey puede ser capturado y un bando puede no tener ninguno.
    • El bando al que le toca jugar sin jugadas legales pierde, en cualquiera de las fases.
diagram-giveandtake-drop = Una colocación: en una casilla atacada, atacando 3 casillas vacías
    .text = Las negras colocan un caballo en f6, una casilla que ataca el caballo blanco; después las piezas negras atacan 7 casillas vacías (en rojo), al menos las 3 que exige una colocación. Solo la primerísima colocación de las blancas puede ir a una casilla que el enemigo no ataca.
diagram-giveandtake-captures = Tras las colocaciones, cada jugada captura
    .text = Una vez vacías ambas manos, toda jugada debe ser una captura: la dama toma la torre. A las negras no les queda ninguna captura, así que no tienen jugadas legales y pierden. Los reyes son piezas corrientes: no hay jaque.

variant-rules-tradeup = **{ variant-tradeup }** (Oliver Clarke) — solo los reyes en el tablero; el ejército llega mejora a mejora.
    • Rey blanco en e1, rey negro en e8. Cada mano: D T T A A C C y 8 peones.
    • Un turno es una jugada normal de ajedrez (las piezas capturadas salen de la partida; las piezas de coronación vienen de fuera de la mano) o una mejora:
      1. colocar uno o dos peones de la mano en casillas vacías de tu propia 2.ª o 3.ª fila: `P@e3`, o `P@a2,P@b3` (casillas en orden de texto);
      2. sustituir tu peón por un caballo o un alfil de la mano: `N@e3`, `B@e3`;
      3. sustituir tu caballo o alfil por una torre de la mano: `R@e3`;
      4. dar la vuelta a tu torre (sin usar la mano): `U@e3`;
      5. sustituir tu torre volteada por una dama de la mano: `Q@e3`.
      La pieza sustituida vuelve a tu mano (una torre volteada vuelve como torre). Las piezas coronadas también se pueden mejorar, y una mano puede tener más de lo que tenía al empezar. Solo una torre normal puede voltearse; la coronación nunca da una.
    • El primer turno de las blancas debe colocar exactamente un peón.
    • Jaque, jaque mate (gana) y ahogado (tablas) como en el ajedrez: ninguna mejora puede dejar a tu rey en jaque, y colocar peones entre la pieza que da jaque y tu rey es una forma de salir del jaque (dos peones se juzgan en conjunto). Una colocación puede dar jaque. Los peones de la 2.ª fila pueden avanzar dos casillas. No hay enroque.
    • Tablas por repetición (las manos cuentan) y 100 medias jugadas sin captura, jugada de peón ni mejora.
diagram-tradeup-two-pawns = Colocar dos peones a la vez
    .text = Un turno puede colocar uno o dos peones de la mano en casillas vacías de tu propia 2.ª o 3.ª fila (la 7.ª y la 6.ª para las negras): `P@d6,P@e7`, las casillas en orden de texto. El primerísimo turno de las blancas coloca exactamente uno.
diagram-tradeup-trade-up = Una mejora: un peón se convierte en caballo
    .text = Un caballo de la mano sustituye al peón de e3 (`N@e3`) y el peón vuelve a la mano. Los peones mejoran a caballos o alfiles, los caballos y alfiles a torres, y una torre volteada a dama.
diagram-tradeup-upside-down-rook = Dar la vuelta a una torre
    .text = Un turno puede voltear tu torre (`U@d3`); sigue moviéndose como una torre, y solo una torre volteada puede mejorarse a una dama de la mano (`Q@d3`).
