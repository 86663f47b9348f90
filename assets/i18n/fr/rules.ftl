# Les règles de chaque variante, telles que `rules <variant>` les montre, et les diagrammes des
# règles : `diagram-<variant>-<topic>` est le titre d'une image, son `.text` ce qu'elle montre.
# Les positions et les coups des images sont dans `assets/rules/<variant>.md`.

variant-rules-common = **Dans toutes les variantes :** la triple répétition (même placement, mêmes mains, même trait, mêmes droits de roque, même taille d'échiquier, même état de la mise en place, et une case de prise en passant seulement quand une prise y est légale) et 100 demi-coups sans prise, coup de pion, parachutage, promotion par échange ni conversion par un Mage sont des nulles automatiques. Les joueurs peuvent convenir de la nulle (`draw`) et chacun peut abandonner (`resign`). Reprendre un coup (`takeback`) demande l'accord de l'adversaire. Chaque partie a un temps par coup ; qui le laisse s'écouler perd au temps.

variant-rules-standard = **{ variant-standard }** — les règles de la FIDE, la partie témoin.
    • L'échec et mat gagne ; le pat est nul.
    • Roque, prise en passant et promotion (en dame, tour, fou ou cavalier) comme d'habitude.
    • Nulles : la triple répétition (même placement, même trait, mêmes droits de roque et une case de prise en passant jouable) et 100 demi-coups sans prise ni coup de pion sont automatiques ; R contre R, R+F contre R et R+C contre R sont nuls faute de matériel ; les joueurs peuvent convenir de la nulle ; chacun peut abandonner.
    Les coups s'écrivent départ-arrivée : `e2e4`, le roque comme le coup du roi `e1g1`, la promotion `e7e8q`.
diagram-standard-castling = Roque : le roi de deux cases, la tour par-dessus
    .text = Le roi va de deux cases vers la tour (écrit comme le coup du roi, `e1g1`) et la tour se pose sur la case que le roi a franchie. Aucun des deux ne doit avoir bougé, les cases entre eux doivent être vides, et le roi ne doit pas être en échec, franchir une case attaquée ni s'arrêter sur une.
diagram-standard-en-passant = Prise en passant : prendre un pion qui a avancé de deux cases
    .text = Le pion noir vient d'avancer de d7 à d5, en passant par d6. Au coup suivant seulement, le pion en e5 peut le prendre comme s'il n'avait avancé que d'une case : `e5d6`, et le pion en d5 quitte l'échiquier.
diagram-standard-promotion = Promotion sur la dernière rangée
    .text = Un pion qui atteint sa dernière rangée devient une dame, une tour, un fou ou un cavalier de son camp : la lettre suit le coup, `b7b8q`.

variant-rules-suction = **{ variant-suction }** (Nathaniel Virgo) — les pièces prises ne sont pas retirées : elles sont aspirées vers la case d'où venait la pièce qui prend.
    • Position de départ habituelle. Une prise échange les deux pièces. En passant : le pion qui prend se pose sur la case franchie, le pion pris va sur la case de départ du pion qui prend.
    • Les rois ne bougent jamais et ne prennent jamais, et il n'y a pas de roque. Un roi peut être pris comme n'importe quelle pièce : il va alors sur la case de départ de la pièce qui prend. Il n'y a ni échec, ni mat, ni pat.
    • Vous gagnez aussitôt quand le roi adverse se trouve sur votre première rangée (le roi noir sur la rangée 1 : les Blancs gagnent ; le roi blanc sur la rangée 8 : les Noirs gagnent).
    • Les pions avancent d'une case, ou de deux depuis leur propre deuxième rangée à tout moment (même après y avoir été aspirés), d'une seule depuis leur propre première rangée ; ils prennent en diagonale, en passant après une avance de deux cases. Les pions ne sont jamais promus : un pion sur sa dernière rangée (atteinte en avançant ou en prenant) y reste, sans coup.
    • Un camp sans coup légal : la partie est nulle. La triple répétition et 100 demi-coups sans prise (une prise par aspiration compte) ni coup de pion sont nuls.
diagram-suction-capture = Une prise échange les deux pièces
    .text = Le pion blanc prend en d5 (vert) et le pion noir est aspiré vers e4, la case d'où venait le pion blanc (bleu). Rien ne quitte l'échiquier.
diagram-suction-first-rank = Le roi adverse aspiré sur votre première rangée : vous gagnez
    .text = La tour en h1 prend le roi en h8, donc le roi est aspiré vers h1, la première rangée des Blancs : les Blancs gagnent aussitôt.

variant-rules-shrink = **{ variant-shrink }** (Pepijn van Erp) — l'échiquier rétrécit à mesure que les lignes se vident.
    • Règles de la FIDE, et de plus : après un coup, chaque rangée et chaque colonne qui contenait au moins une pièce avant le coup et n'en contient plus après est supprimée. Les lignes déjà vides (les rangées 3 à 6 au départ) restent. L'échiquier rétrécit vers a1 : les colonnes de droite glissent vers la gauche, les rangées du dessus descendent ; plusieurs lignes peuvent partir à la fois. Les cases sont toujours nommées sur l'échiquier tel qu'il est, à partir de a1.
    • Un coup n'est légal que si votre roi n'est pas en échec après le rétrécissement.
    • Les pions ne peuvent avancer de deux cases que tant que l'échiquier a encore 8 rangées. La prise en passant utilise les coordonnées rétrécies ; après une avance de deux cases qui rétrécit elle-même l'échiquier, la case de prise en passant est conservée, renommée avec le rétrécissement.
    • Roque : roi et tour n'ayant pas bougé (un glissement par rétrécissement n'est pas un coup), sur la première rangée, avec exactement 2 ou 3 cases vides entre eux ; le roi n'est pas en échec et ne franchit pas de case attaquée (jugé avant le coup) ; le roi va de deux cases vers la tour et la tour se pose sur la case qu'il a franchie.
    • La promotion se fait sur la rangée du haut pour les Blancs et sur la rangée 1 pour les Noirs, de l'échiquier tel qu'il est. Un pion qui se trouve sur sa rangée de promotion après un rétrécissement est promu aussitôt, et le joueur qui a joué choisit sa pièce (dame, tour, fou ou cavalier de la couleur du pion), y compris pour les pions de l'adversaire. Écrivez les choix après `=`, une lettre par pion dans l'ordre de leurs cases à partir de a1 : `c2c3=nq` ; la lettre de promotion du coup lui-même vient en premier : `e7e8q=n`. Chaque combinaison est jugée à part.
    • L'échec et mat gagne, le pat est nul ; la répétition et la règle des 100 demi-coups comme d'habitude.
diagram-shrink-vanishing-lines = Les lignes vidées disparaissent : l'échiquier rétrécit vers a1
    .text = Le cavalier était la seule pièce de la colonne c et de la rangée 3. Quand il part, les deux lignes disparaissent (les barres rouges marquent leur place) : les colonnes à droite de c glissent vers la gauche, les rangées au-dessus de 3 descendent, et le cavalier en d5 est maintenant en c4. Les lignes vides avant le coup restent.
diagram-shrink-shrink-promotion = Promotion par rétrécissement
    .text = La tour quitte la rangée 8, dont elle était la seule pièce, donc la rangée 8 disparaît et la rangée 7 devient celle du haut : le pion en b7 est maintenant sur sa rangée de promotion et est promu aussitôt. Le joueur qui a joué choisit, après `=` : `a8a3=q`.

variant-rules-swapper = **{ variant-swapper }** (Martin Nilsson) — des échecs avec cinq pièces qui échangent leurs places.
    • Mise en place : depuis la position de départ, les Blancs soit parachutent un échangeur de n'importe quel type (réserve illimitée) sur une case vide de la rangée 3, `V@d3`, soit jouent un coup normal, qui termine la mise en place pour de bon. Après chaque parachutage blanc, les Noirs doivent parachuter le même type sur une case vide de la rangée 6 (rien d'autre n'est légal alors). Quand la rangée 3 est pleine, les Blancs jouent normalement.
    • Lancier (S) : un pas orthogonal vers une case vide ou sur un ennemi (en le prenant) ; sur une pièce amie, il échange. Vaillant (V) : de même avec un saut de cavalier. Karatéka (A) : un pas diagonal vers une case vide ou sur un ennemi (en le prenant) ; un pas orthogonal sur n'importe quelle pièce de l'une ou l'autre couleur échange (jamais vers une case vide). Hercule (T) : un pas dans n'importe quelle direction vers une case vide, ou sur n'importe quelle pièce de l'une ou l'autre couleur pour échanger ; il ne prend jamais et ne peut jamais être pris. Mage (M) : un pas orthogonal vers une case vide, ou sur n'importe quelle pièce pour échanger ; une pièce ennemie échangée passe dans le camp du Mage. Un Mage peut être pris.
    • Les échanges s'écrivent comme des coups : `d4d3`. Les Lanciers et les Vaillants ne peuvent ni prendre un Hercule ennemi ni échanger avec lui ; le Karatéka, l'Hercule et le Mage peuvent échanger avec le roi ennemi. Les rois amis peuvent être échangés.
    • Échec : un roi est attaqué selon les schémas de prise habituels et par un Lancier ou un Mage à un pas orthogonal, un Vaillant à un saut de cavalier, un Karatéka à un pas diagonal. Un Hercule n'attaque rien. Aucun coup ne peut laisser l'un de vos rois attaqué. L'échec et mat gagne, le pat est nul.
    • Les pions avancent de deux cases depuis leur propre deuxième rangée à tout moment, jamais depuis la première ; prise en passant après une avance de deux cases. Un pion qui atteint sa dernière rangée par son propre coup est promu en Q, R, B, N, S, V, A, T ou M (`e7e8m`) ; un pion amené là par un échange reste un pion. Un pion converti par un Mage avance dans la direction de son nouveau propriétaire.
    • Roque comme d'habitude, mais un roi ou une tour déplacés par un échange (de l'un ou l'autre camp) perdent leur droit : tout coup qui part de la case de départ d'un roi ou d'une tour, ou y arrive, met fin aux droits qui y sont liés.
    • Nulle par répétition (l'état de la mise en place compte) et 100 demi-coups sans prise, coup de pion, parachutage ni conversion par un Mage (les échanges ne les remettent pas à zéro).
diagram-swapper-setup = Mise en place : les Blancs parachutent un échangeur, les Noirs répondent de même
    .text = Les Blancs parachutent un Vaillant sur la rangée 3 (`V@d3`) ; les Noirs doivent maintenant parachuter un Vaillant sur une case vide de la rangée 6 (ombrée). Le premier coup ordinaire des Blancs termine la mise en place pour de bon.
diagram-swapper-spearman = Lancier : un pas orthogonal ; sur une pièce amie, il échange
    .text = Le Lancier avance d'une case vers le haut, le bas ou le côté : vers une case vide, sur un ennemi pour le prendre, ou sur une pièce amie pour échanger sa place avec elle, comme ici avec le cavalier (`d4d3`).
diagram-swapper-valiant = Vaillant : un saut de cavalier ; sur une pièce amie, il échange
    .text = Le Vaillant saute comme un cavalier : vers une case vide, sur un ennemi pour le prendre, ou sur une pièce amie pour échanger avec elle, comme ici avec le fou (`d4f3`).
diagram-swapper-karateka = Karatéka : pas en diagonale, échanges orthogonaux avec tous
    .text = Le Karatéka se déplace ou prend d'un pas en diagonale, et échange d'un pas orthogonal avec n'importe quelle pièce de l'une ou l'autre couleur : ici, il renvoie le pion noir de d5 en d4.
diagram-swapper-strongman = Hercule : échange avec tous, ne prend jamais, n'est jamais pris
    .text = L'Hercule avance d'une case dans n'importe quelle direction vers une case vide, ou sur n'importe quelle pièce de l'une ou l'autre couleur pour échanger avec elle (ici le cavalier noir). Il ne prend jamais et aucune pièce ne peut le prendre.
diagram-swapper-mage = Mage : un ennemi échangé change de camp
    .text = Le Mage avance d'une case orthogonale vers une case vide, ou sur n'importe quelle pièce pour échanger avec elle ; une pièce ennemie avec laquelle il échange passe dans son camp : la tour noire en d5 est maintenant une tour blanche en d4.

variant-rules-giveandtake = **{ variant-giveandtake }** (J. Mark Thompson) — parachutez toute votre armée, puis chaque coup est une prise.
    • L'échiquier est vide au départ ; chaque main contient R D T T F F C C et 8 pions. D'abord la phase de parachutage : les Blancs, puis les Noirs, parachutent chacun à leur tour une pièce de leur main sur une case vide (`N@e4`) jusqu'à ce que les deux mains soient vides.
    • Un parachutage n'est légal que si : aucun pion n'est posé sur la rangée 1 ou 8 ; après lui, vos pièces attaquent au moins 3 cases vides distinctes (les attaques de pion comptent) ; et, pour tout parachutage sauf le tout premier des Blancs, la case était attaquée par l'ennemi juste avant. Attaquer s'entend selon le schéma de prise : les pions en diagonale vers l'avant, les pièces à longue portée arrêtées par la première pièce.
    • Phase de prises : chaque coup est une prise selon les schémas habituels. Pas de coups simples, pas de prise en passant, pas de roque. Un pion qui prend en arrivant sur sa dernière rangée doit être promu en dame, tour, fou, cavalier ou roi.
    • Les rois sont des pièces ordinaires : il n'y a pas d'échec, un roi peut être pris, et un camp peut n'en avoir aucun.
    • Le camp qui a le trait et n'a aucun coup légal perd, dans l'une ou l'autre phase.
diagram-giveandtake-drop = Un parachutage : sur une case attaquée, attaquant 3 cases vides
    .text = Les Noirs parachutent un cavalier en f6, une case que le cavalier blanc attaque ; ensuite, les pièces noires attaquent 7 cases vides (en rouge), au moins les 3 qu'exige un parachutage. Seul le tout premier parachutage des Blancs peut aller sur une case que l'ennemi n'attaque pas.
diagram-giveandtake-captures = Après les parachutages, chaque coup est une prise
    .text = Une fois les deux mains vides, chaque coup doit être une prise : la dame prend la tour. Il ne reste aucune prise aux Noirs, qui n'ont donc aucun coup légal et perdent. Les rois sont des pièces ordinaires : il n'y a pas d'échec.

variant-rules-tradeup = **{ variant-tradeup }** (Oliver Clarke) — les rois seuls sur l'échiquier ; l'armée arrive promotion après promotion.
    • Roi blanc en e1, roi noir en e8. Chaque main : D T T F F C C et 8 pions.
    • Un tour est un coup d'échecs normal (les pièces prises quittent la partie ; les pièces de promotion viennent d'en dehors de la main) ou une promotion par échange :
      1. poser un ou deux pions de la main sur des cases vides de votre propre 2e ou 3e rangée : `P@e3`, ou `P@a2,P@b3` (cases dans l'ordre du texte) ;
      2. remplacer votre pion par un cavalier ou un fou de la main : `N@e3`, `B@e3` ;
      3. remplacer votre cavalier ou votre fou par une tour de la main : `R@e3` ;
      4. renverser votre tour (sans la main) : `U@e3` ;
      5. remplacer votre tour renversée par une dame de la main : `Q@e3`.
      La pièce remplacée retourne dans votre main (une tour renversée y revient comme tour). Les pièces promues peuvent aussi être échangées, et une main peut contenir plus qu'au départ. Seule une tour ordinaire peut être renversée ; une promotion n'en donne jamais.
    • Le premier tour des Blancs doit poser exactement un pion.
    • Échec, mat (gagne) et pat (nul) comme aux échecs : aucune promotion par échange ne peut laisser votre roi en échec, et poser des pions entre la pièce qui donne échec et votre roi est une façon de parer l'échec (deux pions sont jugés ensemble). Une pose peut donner échec. Les pions de la 2e rangée peuvent avancer de deux cases. Il n'y a pas de roque.
    • Nulle par répétition (les mains comptent) et 100 demi-coups sans prise, coup de pion ni promotion par échange.
diagram-tradeup-two-pawns = Poser deux pions à la fois
    .text = Un tour peut poser un ou deux pions de la main sur des cases vides de votre propre 2e ou 3e rangée (7e et 6e pour les Noirs) : `P@d6,P@e7`, les cases dans l'ordre du texte. Le tout premier tour des Blancs en pose exactement un.
diagram-tradeup-trade-up = Une promotion par échange : un pion devient cavalier
    .text = Un cavalier de la main remplace le pion en e3 (`N@e3`) et le pion retourne dans la main. Les pions s'échangent contre des cavaliers ou des fous, les cavaliers et les fous contre des tours, et une tour renversée contre une dame.
diagram-tradeup-upside-down-rook = Renverser une tour
    .text = Un tour peut renverser votre tour (`U@d3`) ; elle se déplace toujours comme une tour, et seule une tour renversée peut être échangée contre une dame de la main (`Q@d3`).
