# Por qué una jugada no es legal: lo que sigue a "`e2e5` no es una jugada legal: ". El texto de
# las jugadas y las letras de las piezas quedan como las escriben los jugadores (en inglés).

## Reading the move

move-empty = no se dio ninguna jugada
move-too-long = '{ $text }' es demasiado largo para ser una jugada
move-syntax = '{ $text }' no es una jugada: escríbela como e4, Nf3, exd5, O-O, e8=Q o N@e4 (o en coordenadas: e2e4, e7e8q, dos peones como P@a2,P@b3)
move-promotion-letter = '{ $letter }' no es una letra de pieza para coronar (usa q, r, b, n, o en Swapper s, v, a, t, m; en minúscula)
move-drop-letter = '{ $letter }' no es una letra de pieza para colocar (usa K, Q, R, B, N, P, S, V, A, T, M o U; en mayúscula)
move-double-drop-order = escribe las dos casillas de los peones en orden alfabético: { $text }
move-double-drop-same = los dos peones deben ir a casillas distintas

## Any variant

move-game-over-won = la partida terminó: ganan las { $side } por { $reason }
move-game-over-drawn = la partida terminó: tablas por { $reason }
move-off-board = { $square } no está en el tablero (ahora mide { $width }x{ $height }, de a1 a { $corner })
move-no-piece = no hay ninguna pieza en { $square }
move-not-your-piece = { $color ->
    [white] la pieza blanca
   *[black] la pieza negra
} ({ $piece }) de { $square } no es tuya
move-cannot-move = un { $piece } en { $from } no puede ir a { $to }
move-ambiguous = podría ser { $choices }: di cuál
move-none-can-reach = ningún { $piece } tuyo puede ir a { $square }
move-no-such-move = ninguna jugada de aquí se escribe así
move-leaves-king-in-check = { $text } dejaría a tu rey en jaque
move-own-piece = en { $square } hay una pieza tuya
move-occupied = { $square } está ocupada
move-not-allowed-here = { $text } no está permitido aquí
move-no-drops = { $variant } no tiene colocaciones
move-not-in-hand = no tienes ningún { $piece } en la reserva

## Promotion

move-promotion-missing = el peón corona: añade una de las letras { $letters } (por ejemplo { $example })
move-not-a-promotion = { $text } no es una coronación: escríbela sin letra de pieza
move-cannot-promote-to = un peón no puede coronar en { $piece } aquí

## Shrink Chess

move-no-shrink-promotions = { $variant } no tiene coronaciones por menguar el tablero: escribe la jugada sin '=' (por ejemplo { $example })
move-promotes-no-pawn-by-shrinking = esta jugada no corona ningún peón al menguar el tablero: escríbela sin '=' (por ejemplo { $example })
move-shrink-promotion-letters = esta jugada mengua el tablero y corona { $count ->
    [one] 1 peón
   *[other] { $count } peones
}: tras '=' da una letra (q, r, b, n) por peón, en el orden de sus casillas desde a1 (por ejemplo { $example })

## Suction Chess

move-kings-never-move = los reyes nunca se mueven en el ajedrez de succión

## Swapper Superheroes Chess

move-swapper-reply = la respuesta de las negras debe ser un { $piece } colocado en una casilla vacía de la fila 6 (por ejemplo { $letter }@e6)
move-setup-over = la fase de preparación terminó: ya no se pueden colocar intercambiables
move-only-swappers-dropped = en la fase de preparación solo se colocan piezas intercambiables (S, V, A, T, M)
move-swapper-drop-rank = las blancas colocan los intercambiables en la fila 3
move-strongman-uncapturable = un Forzudo nunca puede ser capturado

## Give & Take Chess

move-drop-phase = en la fase de colocación cada jugada coloca una pieza de tu reserva (por ejemplo N@e4)
move-capture-phase = la fase de colocación terminó: ahora cada jugada es una captura
move-must-capture = en la fase de captura cada jugada debe capturar una pieza rival
move-pawn-drop-rank = no se puede colocar un peón en la fila 1 u 8
move-drop-not-attacked = { $square } no está atacada por el rival: tras la primera colocación de las blancas, cada colocación debe ir a una casilla atacada
move-too-few-attacked = tras la colocación tus piezas deben atacar al menos { $needed } casillas vacías; atacarían { $would }

## Trade-up Chess

move-first-placement = el primer turno de las blancas debe colocar exactamente un peón en la fila 2 o 3 (por ejemplo P@e3)
move-no-double-drops = { $variant } no permite colocar dos peones
move-two-pawns-needed = necesitas dos peones en la reserva para colocar dos
move-placement-rank = los peones se colocan en tu propia fila 2 o 3 (fila { $color ->
    [white] 2 o 3
   *[black] 7 o 6
}), no en { $square }
move-placement-not-allowed = ahora no se permite colocar un peón
move-only-own-rook-flips = solo se puede invertir tu propia torre (U@casilla)
move-replaces-only = un { $piece } de la reserva solo sustituye a tu { $kind ->
    [rook] caballo o alfil
    [queen] torre invertida
   *[other] peón
}
move-not-a-trade-up = eso no es un ascenso: coloca P, sustituye por N, B, R o Q, o invierte una torre con U
picker-piece = Tu jugada: elige una pieza.
picker-from = Tu jugada con la pieza de { $square }:
picker-hand = Dónde va el { $piece } de tu mano:
picker-promotion = En qué se convierte el peón:
picker-piece-on = { $piece } en { $square }
picker-piece-in-hand = { $piece } de la mano
picker-promotes = { $san } (corona)
