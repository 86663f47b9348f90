# Почему ход недопустим: то, что следует за "`e2e5` — недопустимый ход: ". Текст ходов и
# буквы фигур остаются такими, как их набирают игроки (английские буквы).

## Reading the move

move-empty = ход не указан
move-too-long = '{ $text }' слишком длинно для хода
move-syntax = '{ $text }' — не ход: пишите как e4, Nf3, exd5, O-O, e8=Q или N@e4 (или в координатах: e2e4, e7e8q, две пешки — как P@a2,P@b3)
move-promotion-letter = '{ $letter }' — не буква фигуры для превращения (используйте q, r, b, n, а в Swapper s, v, a, t, m; строчными)
move-drop-letter = '{ $letter }' — не буква фигуры для выставления (используйте K, Q, R, B, N, P, S, V, A, T, M или U; заглавными)
move-double-drop-order = напишите поля двух пешек по алфавиту: { $text }
move-double-drop-same = две пешки должны встать на разные поля

## Any variant

move-game-over-won = партия окончена: { $side } побеждают ({ $reason })
move-game-over-drawn = партия окончена: ничья ({ $reason })
move-off-board = поля { $square } нет на доске (сейчас доска { $width }x{ $height }, от a1 до { $corner })
move-no-piece = на { $square } нет фигуры
move-not-your-piece = { $color ->
    [white] белая фигура
   *[black] чёрная фигура
} «{ $piece }» на { $square } не ваша
move-cannot-move = фигура «{ $piece }» с { $from } не может пойти на { $to }
move-ambiguous = это может быть { $choices }: уточните, какой
move-none-can-reach = ни одна ваша фигура «{ $piece }» не может пойти на { $square }
move-no-such-move = здесь нет хода, который так записывается
move-leaves-king-in-check = { $text } оставил бы вашего короля под шахом
move-own-piece = на { $square } стоит ваша фигура
move-occupied = поле { $square } занято
move-not-allowed-here = { $text } здесь не разрешён
move-no-drops = в варианте «{ $variant }» нет выставлений
move-not-in-hand = у вас в запасе нет фигуры «{ $piece }»

## Promotion

move-promotion-missing = пешка превращается: добавьте одну из букв { $letters } (например, { $example })
move-not-a-promotion = { $text } — не превращение: пишите ход без буквы фигуры
move-cannot-promote-to = пешка здесь не может превратиться в фигуру «{ $piece }»

## Shrink Chess

move-no-shrink-promotions = в варианте «{ $variant }» нет превращений через сжатие доски: пишите ход без '=' (например, { $example })
move-promotes-no-pawn-by-shrinking = этот ход не превращает ни одной пешки сжатием доски: пишите его без '=' (например, { $example })
move-shrink-promotion-letters = этот ход сжимает доску и превращает { $count ->
    [one] { $count } пешку
    [few] { $count } пешки
   *[many] { $count } пешек
}: после '=' укажите по одной букве (q, r, b, n) на пешку, в порядке их полей от a1 (например, { $example })

## Suction Chess

move-kings-never-move = во всасывающих шахматах короли никогда не ходят

## Swapper Superheroes Chess

move-swapper-reply = ответ чёрных — фигура «{ $piece }», выставленная на пустое поле 6-й горизонтали (например, { $letter }@e6)
move-setup-over = фаза расстановки закончилась: сменщиков больше нельзя выставлять
move-only-swappers-dropped = в фазе расстановки выставляются только сменщики (S, V, A, T, M)
move-swapper-drop-rank = белые выставляют сменщиков на 3-ю горизонталь
move-strongman-uncapturable = Силача никогда нельзя взять

## Give & Take Chess

move-drop-phase = в фазе выставления каждый ход выставляет фигуру из запаса (например, N@e4)
move-capture-phase = фаза выставления закончилась: теперь каждый ход — взятие
move-must-capture = в фазе взятий каждый ход должен брать фигуру соперника
move-pawn-drop-rank = пешку нельзя выставлять на 1-ю или 8-ю горизонталь
move-drop-not-attacked = поле { $square } не атаковано соперником: после первого выставления белых каждое выставление должно быть на атакованное поле
move-too-few-attacked = после выставления ваши фигуры должны атаковать не меньше { $needed } пустых полей; они атаковали бы { $would }

## Trade-up Chess

move-first-placement = первым ходом белые должны поставить ровно одну пешку на 2-ю или 3-ю горизонталь (например, P@e3)
move-no-double-drops = в варианте «{ $variant }» нельзя ставить две пешки
move-two-pawns-needed = чтобы поставить две пешки, нужно две в запасе
move-placement-rank = пешки ставятся на вашу 2-ю или 3-ю горизонталь (горизонталь { $color ->
    [white] 2 или 3
   *[black] 7 или 6
}), а не на { $square }
move-placement-not-allowed = ставить пешку сейчас нельзя
move-only-own-rook-flips = перевернуть можно только свою ладью (U@поле)
move-replaces-only = фигура «{ $piece }» из запаса заменяет только вашего { $kind ->
    [rook] коня или слона
    [queen] перевёрнутую ладью
   *[other] пешку
}
move-not-a-trade-up = это не повышение: ставьте P, заменяйте на N, B, R или Q, или переворачивайте ладью через U
picker-piece = Ваш ход: выберите фигуру.
picker-from = Ваш ход фигурой с { $square }:
picker-hand = Куда поставить фигуру «{ $piece }» из руки:
picker-promotion = Во что превращается пешка:
picker-piece-on = { $piece } на { $square }
picker-piece-in-hand = { $piece } из руки
picker-promotes = { $san } (превращение)
