<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Manni</source>
        <translation>Acerca de Manni</translation>
    </message>
    <message>
        <source>&amp;Licences and notices…</source>
        <translation>&amp;Licencias y avisos…</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Abrir la &amp;carpeta de registros</translation>
    </message>
    <message>
        <source>Log folder: %1</source>
        <translation>Carpeta de registros: %1</translation>
    </message>
    <message>
        <source>Manni %1</source>
        <translation>Manni %1</translation>
    </message>
    <message>
        <source>The Icelandic card game for three, Hornafjarðar Manni and Classic Manni; its Flemish cousin Manillen, for four in two partnerships; and the six-contract games for three, Mizerka and Hornafjarðar Manni with six contracts. Play against computer opponents or with friends on your network.</source>
        <translation>El juego de cartas islandés para tres, Hornafjarðar Manni y Manni clásico; su primo flamenco Manillen, para cuatro en dos parejas; y los juegos de seis contratos para tres, Mizerka y Hornafjarðar Manni con seis contratos. Juega contra rivales controlados por el ordenador o con amigos en tu red.</translation>
    </message>
    <message>
        <source>Your games are saved as you play; an unfinished game waits for you at the next start.</source>
        <translation>Tus partidas se guardan mientras juegas; una partida sin terminar te espera la próxima vez que abras el juego.</translation>
    </message>
    <message>
        <source>Manni Desktop is free software under the MIT licence. It is built on these components, each under its own licence:</source>
        <translation>Manni Desktop es software libre con la licencia MIT. Está construido sobre estos componentes, cada uno con su propia licencia:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Componente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Endgame solver: present (hard and expert solve the last tricks).</source>
        <translation>Resolvedor de finales: presente (difícil y experto resuelven las últimas bazas).</translation>
    </message>
    <message>
        <source>Endgame solver: missing. Hard and expert play weaker without it. Install Manni Desktop with its installer or from a wheel, or install a C compiler and reinstall it, to get it.</source>
        <translation>Resolvedor de finales: ausente. Sin él, difícil y experto juegan peor. Instale Manni Desktop con su instalador o desde una wheel, o instale un compilador de C y vuelva a instalarlo, para obtenerlo.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
</context>
<context>
    <name>ChooseContract</name>
    <message>
        <source>Quota %1</source>
        <translation>Cuota %1</translation>
    </message>
    <message>
        <source>You have already chosen it in this game.</source>
        <translation>Ya has elegido este contrato en esta partida.</translation>
    </message>
    <message>
        <source>Your turn: choose the contract</source>
        <translation>Tu turno: elige el contrato</translation>
    </message>
    <message>
        <source>%1 is choosing the contract…</source>
        <translation>%1 está eligiendo el contrato…</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is choosing the contract.</source>
        <translation>Espera tu turno: %1 está eligiendo el contrato.</translation>
    </message>
    <message>
        <source>You have already chosen %1 in this game: choose another.</source>
        <translation>Ya has elegido %1 en esta partida: elige otro contrato.</translation>
    </message>
    <message>
        <source>Hint: choose %1</source>
        <translation>Pista: elige %1</translation>
    </message>
    <message>
        <source>You choose %1</source>
        <translation>Eliges %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 elige %2</translation>
    </message>
</context>
<context>
    <name>ChoosePlurals</name>
    <message numerus="yes">
        <source>Your quota under it: %n trick(s).</source>
        <translation>
            <numerusform>Tu cuota con este contrato: %n baza.</numerusform>
            <numerusform>Tu cuota con este contrato: %n bazas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Saltar la guía</translation>
    </message>
    <message>
        <source>Play a guided hand</source>
        <translation>Jugar una mano guiada</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>No, gracias</translation>
    </message>
    <message>
        <source>Esc: %1</source>
        <translation>Esc: %1</translation>
    </message>
    <message>
        <source>New to Manni? Play a guided first hand: a friendly deal, with a short note each time something new happens.</source>
        <translation>¿Nuevo en Manni? Juega una primera mano guiada: un reparto fácil, con una nota breve cada vez que aparece algo nuevo.</translation>
    </message>
    <message>
        <source>New to %1? Play a guided first deal: a friendly deal, with a short note each time something new happens.</source>
        <translation>¿Primera vez que juegas a %1? Juega una primera mano guiada: un reparto fácil, con una nota breve cada vez que aparece algo nuevo.</translation>
    </message>
    <message>
        <source>Classic Manni has no cut: the trump goes by turns, hearts in the first hand, then spades, diamonds and clubs, and round again. In this hand %1 are trumps. The ace is always high.</source>
        <translation>En el Manni clásico no se corta: el triunfo va por turnos, corazones en la primera mano, luego picas, diamantes y tréboles, y vuelta a empezar. En esta mano el triunfo es %1. El as es siempre la carta más alta.</translation>
    </message>
    <message>
        <source>This face-down pile is the Manni, the 12 cards left over. You may trade your whole hand for it, unseen, or keep your cards. The offer starts left of the dealer; the first player to take the Manni ends it, and the 12 cards they give up leave the game.</source>
        <translation>Este montón boca abajo es el Manni, las 12 cartas sobrantes. Puedes cambiar toda tu mano por él, sin verlo, o quedarte con tus cartas. La oferta empieza a la izquierda del repartidor; el primer jugador que se queda el Manni la termina, y las 12 cartas que entrega salen del juego.</translation>
    </message>
    <message>
        <source>Your name plate counts your tricks. Par is 4 of the 12 tricks: each trick over 4 adds a point to your one running score, each trick under 4 takes a point off.</source>
        <translation>Tu placa cuenta tus bazas. El objetivo son 4 de las 12 bazas: cada baza por encima de 4 suma un punto a tu único marcador, cada baza por debajo de 4 resta un punto.</translation>
    </message>
    <message>
        <source>A trump takes a trick led in another suit: when you have no card of the suit led you may play a trump, but you never have to, and the highest trump wins.</source>
        <translation>Un triunfo se lleva una baza abierta en otro palo: cuando no tienes ninguna carta del palo de salida puedes jugar triunfo, pero nunca estás obligado, y gana el triunfo más alto.</translation>
    </message>
    <message>
        <source>The cut card, %1, sets the contract for the whole hand: a 6 to 9 makes its suit trump, so %2 are trumps here; a 10 to ace means no-trump. It is dealt last, to the dealer, so everyone knows who holds it.</source>
        <translation>La carta cortada, %1, decide el contrato de toda la mano: de 6 a 9, su palo es triunfo, así que aquí el triunfo es %2; de 10 a as, la mano es sin triunfo. Se reparte la última, al repartidor, así que todos saben quién la tiene.</translation>
    </message>
    <message>
        <source>Had the cut been a 2 to 5, the hand would be Nullo: no trumps, the ace is the lowest card of every suit, and you try to take as few tricks as you can.</source>
        <translation>Si la carta cortada hubiera sido de 2 a 5, la mano sería Nullo: sin triunfo, el as es la carta más baja de cada palo y se intenta ganar las menos bazas posibles.</translation>
    </message>
    <message numerus="yes">
        <source>This face-down pile is the Manni, the spare cards. Left of the dealer may exchange up to %1 cards with it, right of the dealer up to %2, the dealer what is left: you may exchange up to %n card(s). Click the cards to throw away, then press the button.</source>
        <translation>
            <numerusform>Este montón boca abajo es el Manni, las cartas sobrantes. El jugador a la izquierda del repartidor puede intercambiar hasta %1 cartas con él, el de la derecha hasta %2 y el repartidor lo que quede: puedes intercambiar hasta %n carta. Haz clic en las cartas que quieras descartar y pulsa el botón.</numerusform>
            <numerusform>Este montón boca abajo es el Manni, las cartas sobrantes. El jugador a la izquierda del repartidor puede intercambiar hasta %1 cartas con él, el de la derecha hasta %2 y el repartidor lo que quede: puedes intercambiar hasta %n cartas. Haz clic en las cartas que quieras descartar y pulsa el botón.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thrown-away cards lie here face down: they are out of the game and nobody may look at them. The cards left in the Manni stay out too.</source>
        <translation>Las cartas descartadas quedan aquí boca abajo: están fuera del juego y nadie puede mirarlas. Las que quedan en el Manni tampoco vuelven al juego.</translation>
    </message>
    <message>
        <source>Your name plate counts your tricks. Par is 4 tricks: each trick over 4 is a plus point, each under 4 a minus point, and the two columns never cancel out.</source>
        <translation>Tu placa cuenta tus bazas. El objetivo son 4 bazas: cada baza por encima de 4 da un +punto, cada baza por debajo de 4 un -punto, y las dos columnas nunca se anulan.</translation>
    </message>
    <message>
        <source>This trick was led with %1: you must follow suit while you can. The cards you may not play are dimmed.</source>
        <translation>Esta baza empezó con %1: debes seguir el palo mientras puedas. Las cartas que no puedes jugar están atenuadas.</translation>
    </message>
    <message>
        <source>You have no card of the suit of %1, so you may play any card. A trump takes the trick (the highest trump wins), but you never have to trump.</source>
        <translation>No tienes ninguna carta del palo de %1, así que puedes jugar cualquier carta. Un triunfo se lleva la baza (gana el triunfo más alto), pero nunca estás obligado a jugar triunfo.</translation>
    </message>
    <message>
        <source>%1 had none of the suit led and played a trump, %2: the highest trump in a trick takes it.</source>
        <translation>%1 no tenía el palo de salida y jugó un triunfo, %2: el triunfo más alto se lleva la baza.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead this one: play any card, a trump too.</source>
        <translation>Te has llevado la última baza, así que empiezas esta: juega cualquier carta, también un triunfo.</translation>
    </message>
    <message>
        <source>First answer the note: play a guided hand, or no thanks.</source>
        <translation>Responde primero a la nota: jugar una mano guiada, o no, gracias.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n trick(s).</source>
        <translation>
            <numerusform>Te has llevado %n baza.</numerusform>
            <numerusform>Te has llevado %n bazas.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is %1 over par %2, so your running score goes up by %1, to %3.</source>
        <translation>Eso es %1 por encima de la meta de %2, así que tu marcador sube %1, hasta %3.</translation>
    </message>
    <message>
        <source>That is %1 under par %2, so your running score goes down by %1, to %3.</source>
        <translation>Eso es %1 por debajo de la meta de %2, así que tu marcador baja %1, hasta %3.</translation>
    </message>
    <message>
        <source>That is par %2 exactly: your running score stays at %3.</source>
        <translation>Es justo la meta de %2: tu marcador se queda en %3.</translation>
    </message>
    <message>
        <source>Next hand %1 are trumps. The game ends after a hand in which one player alone has the best running score, %2 or more.</source>
        <translation>En la próxima mano el triunfo es %1. La partida termina tras la mano en que un solo jugador tiene el mejor marcador, %2 o más.</translation>
    </message>
    <message>
        <source>Answer the note to begin</source>
        <translation>Responde a la nota para empezar</translation>
    </message>
    <message>
        <source>First read the note and press Got it (or Esc), then deal the next hand.</source>
        <translation>Lee primero la nota y pulsa Entendido (o Esc); luego reparte la mano siguiente.</translation>
    </message>
    <message numerus="yes">
        <source>That is %n over par %1, so +%n: %n plus point(s).</source>
        <translation>
            <numerusform>Eso es %n por encima de la meta de %1, así que +%n: %n +punto.</numerusform>
            <numerusform>Eso es %n por encima de la meta de %1, así que +%n: %n +puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %n under par %1, so −%n: %n minus point(s).</source>
        <translation>
            <numerusform>Eso es %n por debajo de la meta de %1, así que −%n: %n -punto.</numerusform>
            <numerusform>Eso es %n por debajo de la meta de %1, así que −%n: %n -puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is par %1 exactly: no points.</source>
        <translation>Es justo la meta de %1: ningún punto.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone has %n or more plus points. Then the best net score, plus points less minus points, wins, so it is not always the one who reached %n.</source>
        <translation>
            <numerusform>La partida termina tras la mano en que alguien tiene %n o más +puntos. Entonces gana el mejor neto, +puntos menos -puntos, que no siempre es el de quien llegó a %n.</numerusform>
            <numerusform>La partida termina tras la mano en que alguien tiene %n o más +puntos. Entonces gana el mejor neto, +puntos menos -puntos, que no siempre es el de quien llegó a %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this card: the trick was led with %1 and you still hold that suit, so you must follow suit. Only when you have none may you play another suit or a trump.</source>
        <translation>Esta carta no: la baza empezó con %1 y aún tienes ese palo, así que debes seguir el palo. Solo cuando no te quede ninguna puedes jugar otro palo o un triunfo.</translation>
    </message>
</context>
<context>
    <name>ContinuePrompt</name>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Log folder</source>
        <translation>Carpeta de registros</translation>
    </message>
    <message>
        <source>The log folder could not be opened here. It is:</source>
        <translation>No se pudo abrir aquí la carpeta de registros. Es:</translation>
    </message>
    <message>
        <source>The last session</source>
        <translation>La última sesión</translation>
    </message>
    <message>
        <source>The last session ended unexpectedly; the details are in %1. If it happens again, please send that file with your report.</source>
        <translation>La última sesión terminó inesperadamente; los detalles están en %1. Si vuelve a ocurrir, envíe ese archivo con su informe.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>Something went wrong. Your games are saved as you play; the game goes on where it can.</source>
        <translation>Algo salió mal. Sus partidas se guardan mientras juega; la partida continúa donde es posible.</translation>
    </message>
    <message>
        <source>The details are in the log file %1. If it happens again, please send that file with your report.</source>
        <translation>Los detalles están en el archivo de registro %1. Si vuelve a ocurrir, envíe ese archivo con su informe.</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Abrir la &amp;carpeta de registros</translation>
    </message>
</context>
<context>
    <name>FileLoader</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>FriendsMenu</name>
    <message>
        <source>Play with &amp;friends</source>
        <translation>Jugar con a&amp;migos</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Crear una mesa…</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Your &amp;name…</source>
        <translation>Tu &amp;nombre…</translation>
    </message>
    <message>
        <source>Your name could not be saved: %1</source>
        <translation>No se pudo guardar tu nombre: %1</translation>
    </message>
    <message>
        <source>Your table “%1” (%2, code %3) has an unfinished game. Resume it? Friends join again with the same code.</source>
        <translation>Tu mesa «%1» (%2, código %3) tiene una partida sin terminar. ¿Reanudarla? Los amigos vuelven a entrar con el mismo código.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Crear una mesa</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>&amp;Reanudar la mesa</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nueva mesa</translation>
    </message>
    <message>
        <source>Your seat at the table could not be remembered: %1</source>
        <translation>No se pudo guardar tu asiento en la mesa: %1</translation>
    </message>
    <message>
        <source>You were playing at “%1”, hosted by %2, when Manni closed. The game goes on there.</source>
        <translation>Estabas jugando en la mesa «%1», de %2, cuando Manni se cerró. La partida sigue allí.</translation>
    </message>
    <message>
        <source>Play with friends</source>
        <translation>Jugar con amigos</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table at %1</source>
        <translation>&amp;Volver a la mesa de %1</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Salir de la mesa</translation>
    </message>
    <message>
        <source>Not &amp;now</source>
        <translation>&amp;Ahora no</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Ásta</source>
        <translation>Ásta</translation>
    </message>
    <message>
        <source>Hjörtur</source>
        <translation>Hjörtur</translation>
    </message>
    <message>
        <source>Guðrún</source>
        <translation>Guðrún</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>A bot stopped answering and was restarted.</source>
        <translation>Un bot ha dejado de responder y se ha reiniciado.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>You must follow suit: play %1.</source>
        <translation>Debes seguir el palo: juega %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The hand is over: start the next hand.</source>
        <translation>La mano ha terminado: empieza la siguiente.</translation>
    </message>
    <message>
        <source>You must beat the %1: play %2.</source>
        <translation>Debes superar %1: juega %2.</translation>
    </message>
    <message>
        <source>You must trump: play %1.</source>
        <translation>Debes fallar: juega %1.</translation>
    </message>
    <message>
        <source>You may not under-trump the %1: play %2.</source>
        <translation>No puedes fallar por debajo de %1: juega %2.</translation>
    </message>
    <message>
        <source>The deal is over: start the next deal.</source>
        <translation>La mano ha terminado: empieza la siguiente.</translation>
    </message>
    <message>
        <source>That move is not possible now.</source>
        <translation>Esa jugada no es posible ahora.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is exchanging.</source>
        <translation>Espera tu turno: %1 está intercambiando cartas.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is deciding.</source>
        <translation>Espera tu turno: %1 está decidiendo.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is choosing trump.</source>
        <translation>Espera tu turno: %1 está eligiendo triunfo.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Espera tu turno: le toca jugar a %1.</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Puedes pedir una pista cuando sea tu turno.</translation>
    </message>
    <message>
        <source>No hint is available now.</source>
        <translation>Ahora no hay ninguna pista.</translation>
    </message>
    <message>
        <source>The game is over: its result stands.</source>
        <translation>La partida ha terminado: el resultado es definitivo.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Manillen</source>
        <translation>Manillen</translation>
    </message>
    <message>
        <source>32 cards, seven to ace; you and your partner across play against the two opponents. The dealer chooses trump or no-trump. Follow suit and beat an opponent&apos;s card when you can. The first partnership to reach 101 points wins.</source>
        <translation>32 cartas, del siete al as; tú y tu compañero de enfrente jugáis contra los dos rivales. El repartidor elige triunfo o sin triunfo. Hay que seguir el palo y superar la carta de un rival cuando se pueda. Gana la primera pareja que llegue a 101 puntos.</translation>
    </message>
    <message>
        <source>Separate plus and minus columns</source>
        <translation>+puntos y -puntos por separado</translation>
    </message>
    <message>
        <source>Traditional running score</source>
        <translation>Puntuación tradicional</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni</source>
        <translation>Hornafjarðar Manni</translation>
    </message>
    <message>
        <source>The cut card sets trump, no-trump or Nullo. Everyone may exchange cards with the Manni. The game ends when someone has 10 or more plus points; the highest net score wins.</source>
        <translation>La carta cortada decide triunfo, sin triunfo o Nullo. Todos pueden intercambiar cartas con el Manni. La partida termina cuando alguien tiene 10 o más +puntos; gana el neto más alto.</translation>
    </message>
    <message>
        <source>Classic Manni</source>
        <translation>Manni clásico</translation>
    </message>
    <message>
        <source>48 cards, trump by turns (hearts, spades, diamonds, clubs). One player may swap their hand for the Manni. Running score. The game ends when one player alone has the highest score, 10 or more.</source>
        <translation>48 cartas, triunfo por turnos (corazones, picas, diamantes, tréboles). Un jugador puede tomar el Manni en lugar de su mano. Puntuación tradicional. La partida termina cuando un jugador tiene él solo la puntuación más alta, 10 o más.</translation>
    </message>
    <message>
        <source>Mizerka: quotas 7, 5 and 1</source>
        <translation>Mizerka: cuotas 7, 5 y 1</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni with six contracts: four tricks each</source>
        <translation>Hornafjarðar Manni con seis contratos: cuatro bazas cada uno</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni with six contracts</source>
        <translation>Hornafjarðar Manni con seis contratos</translation>
    </message>
    <message>
        <source>All 52 cards, three players. Halfway through the deal the player left of the dealer chooses trump, no-trump or mizerka (take few tricks); each player chooses each contract once. Everyone may exchange with the talon. Every player&apos;s quota is four tricks in every contract; after 18 deals the highest total wins.</source>
        <translation>Las 52 cartas, tres jugadores. A mitad del reparto, el jugador a la izquierda del repartidor elige triunfo, sin triunfo o mizerka (ganar pocas bazas); cada jugador elige cada contrato una vez. Todos pueden intercambiar cartas con el talón. La cuota de cada jugador es de cuatro bazas en todos los contratos; tras 18 manos gana el total más alto.</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Triunfo %1</translation>
    </message>
    <message>
        <source>Trump: %1. Each player scores the tricks taken minus their quota.</source>
        <translation>Triunfo: %1. Cada jugador anota las bazas ganadas menos su cuota.</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>No-trump. Each player scores the tricks taken minus their quota.</source>
        <translation>Sin triunfo. Cada jugador anota las bazas ganadas menos su cuota.</translation>
    </message>
    <message>
        <source>Mizerka</source>
        <translation>Mizerka</translation>
    </message>
    <message>
        <source>Mizerka: no trump, take as few tricks as you can. Each player scores their quota minus the tricks taken.</source>
        <translation>Mizerka: sin triunfo, hay que ganar las menos bazas posibles. Cada jugador anota su cuota menos las bazas ganadas.</translation>
    </message>
    <message>
        <source>Contract not chosen yet</source>
        <translation>Contrato aún sin elegir</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Forehand has not chosen the contract yet.</source>
        <translation>El primer jugador todavía no ha elegido el contrato.</translation>
    </message>
    <message>
        <source>All 52 cards, three players. Halfway through the deal the player left of the dealer chooses trump, no-trump or mizerka (take few tricks); each player chooses each contract once. Everyone may exchange with the talon. Tricks count against quotas of 7, 5 and 1; after 18 deals the highest total wins.</source>
        <translation>Las 52 cartas, tres jugadores. A mitad del reparto, el jugador a la izquierda del repartidor elige triunfo, sin triunfo o mizerka (ganar pocas bazas); cada jugador elige cada contrato una vez. Todos pueden intercambiar cartas con el talón. Las bazas cuentan frente a cuotas de 7, 5 y 1; tras 18 manos gana el total más alto.</translation>
    </message>
    <message>
        <source>Talon: %1</source>
        <translation>Talón: %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Escribe tu nombre: tus amigos lo ven en la mesa.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Crear una mesa</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Nombre de la &amp;mesa:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>A computer &amp;plays for a friend after:</source>
        <translation>El orde&amp;nador juega por un amigo tras:</translation>
    </message>
    <message>
        <source>When a friend&apos;s connection drops, or a friend leaves a turn unanswered this long, a computer player plays for them until they are back. Your own seat always waits for you.</source>
        <translation>Si se cae la conexión de un amigo, o un amigo deja un turno sin responder durante este tiempo, un jugador del ordenador juega por él hasta que vuelva. Tu propio asiento siempre te espera.</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Permitir &amp;pistas</translation>
    </message>
    <message>
        <source>Everyone at the table, you too, may ask for a hint (H) on their turn.</source>
        <translation>Todos en la mesa, tú también, pueden pedir una pista (H) en su turno.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nombre de la mesa</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%1 — on %2</source>
        <translation>%1 — en %2</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Mesas en tu red:</translation>
    </message>
    <message>
        <source>No table found on your network yet: you may also type its address.</source>
        <translation>Aún no se ha encontrado ninguna mesa en tu red: también puedes escribir su dirección.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address as shown by the host, such as 192.168.1.20:50123.</source>
        <translation>Escribe la dirección de la mesa tal como la muestra el anfitrión, por ejemplo 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>A join code is 8 letters and digits, such as K7QF-M2XD.</source>
        <translation>Un código de acceso tiene 8 letras y cifras, por ejemplo K7QF-M2XD.</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
    <message>
        <source>Joining the table… If a seat there is held for someone of your name, the host is asked whether it is yours.</source>
        <translation>Uniéndose a la mesa… Si allí hay un asiento reservado para alguien con tu nombre, se pregunta al anfitrión si es tuyo.</translation>
    </message>
    <message>
        <source>The code is wrong. Check it with the host and try again.</source>
        <translation>El código no es correcto. Compruébalo con el anfitrión y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the table waits a minute before it listens to it again.</source>
        <translation>Demasiados códigos erróneos desde este ordenador: la mesa espera un minuto antes de volver a aceptarlo.</translation>
    </message>
    <message>
        <source>The table is busy with other connections: try again in a moment.</source>
        <translation>La mesa está ocupada con otras conexiones: inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>Your old seat is no longer held for you. Join again with the code and your name.</source>
        <translation>Tu asiento ya no está reservado para ti. Únete de nuevo con el código y tu nombre.</translation>
    </message>
    <message>
        <source>The host did not give you that seat. Ask the host, or join with another name.</source>
        <translation>El anfitrión no te ha dado ese asiento. Pídeselo al anfitrión o únete con otro nombre.</translation>
    </message>
    <message>
        <source>No table answers at that address.</source>
        <translation>Ninguna mesa responde en esa dirección.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Todos los asientos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name. Join with another name.</source>
        <translation>Alguien en esta mesa ya tiene ese nombre. Únete con otro nombre.</translation>
    </message>
    <message>
        <source>That table does not know this code: it may not be the table you meant.</source>
        <translation>Esa mesa no conoce este código: quizá no sea la mesa que buscabas.</translation>
    </message>
    <message>
        <source>The table refused to seat you: %1</source>
        <translation>La mesa ha rechazado tu entrada: %1</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Buscando mesas en tu red…</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>spades</source>
        <comment>suit on its own</comment>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit on its own</comment>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit on its own</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>suit on its own</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>bot level</comment>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>bot level</comment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>bot level</comment>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>bot level</comment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>bot level</comment>
        <translation>Experto</translation>
    </message>
    <message>
        <source>two</source>
        <comment>card rank</comment>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <comment>card rank</comment>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <comment>card rank</comment>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <comment>card rank</comment>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <comment>card rank</comment>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>card rank</comment>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>card rank</comment>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>card rank</comment>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>card rank</comment>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>card rank</comment>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>card rank</comment>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <comment>card rank</comment>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>card rank</comment>
        <translation>as</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit inside a card name</comment>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit inside a card name</comment>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit inside a card name</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>suit inside a card name</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>card name: %1 is the rank, %2 the suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Triunfo %1</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>Nullo: aces low</source>
        <translation>Nullo: ases bajos</translation>
    </message>
    <message>
        <source>Trump not chosen yet</source>
        <translation>Triunfo aún sin elegir</translation>
    </message>
    <message>
        <source>No-trump. Tricks over 4 score plus, under 4 minus.</source>
        <translation>Sin triunfo. Cada baza por encima de 4 da un +punto; por debajo de 4, un -punto.</translation>
    </message>
    <message>
        <source>Nullo: no trump suit, aces low. Tricks under 4 score plus, over 4 minus.</source>
        <translation>Nullo: sin palo de triunfo, los ases son bajos. Cada baza por debajo de 4 da un +punto; por encima de 4, un -punto.</translation>
    </message>
    <message>
        <source>Nullo</source>
        <translation>Nullo</translation>
    </message>
    <message>
        <source>Trump: %1. Tricks over 4 score plus, under 4 minus.</source>
        <translation>Triunfo: %1. Cada baza por encima de 4 da un +punto; por debajo de 4, un -punto.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>%1: %2, computer player (%3)</source>
        <translation>%1: %2, ordenador (%3)</translation>
    </message>
    <message>
        <source>%1: %2 (joined)</source>
        <translation>%1: %2 (se ha unido)</translation>
    </message>
    <message>
        <source>%1: %2 (away)</source>
        <translation>%1: %2 (ausente)</translation>
    </message>
    <message>
        <source>%1: waiting for a friend (%2 in your form)</source>
        <translation>%1: esperando a un amigo (%2 en tu formulario)</translation>
    </message>
    <message>
        <source>%1: waiting for a friend</source>
        <translation>%1: esperando a un amigo</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>La partida ha empezado.</translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Todos los asientos están ocupados: empieza la partida cuando quieras.</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken: wait for your friends, or let a computer player play for one who is not back.</source>
        <translation>Podrás empezar cuando todos los asientos estén ocupados: espera a tus amigos o deja que un jugador del ordenador juegue por quien no ha vuelto.</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken.</source>
        <translation>Podrás empezar cuando todos los asientos estén ocupados.</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Rival de la izquierda</translation>
    </message>
    <message>
        <source>Partner (across)</source>
        <translation>Compañero (enfrente)</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Rival de la derecha</translation>
    </message>
    <message>
        <source>Let a computer player play for %1 until %1 is back</source>
        <translation>Dejar que un jugador del ordenador juegue por %1 hasta que %1 vuelva</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Tu mesa</translation>
    </message>
    <message>
        <source>Friends join with this code (Game → Play with friends → Join…):</source>
        <translation>Tus amigos se unen con este código (Juego → Jugar con amigos → Unirse a una mesa…):</translation>
    </message>
    <message>
        <source>Table: %1 — address %2:%3</source>
        <translation>%1 — dirección %2:%3</translation>
    </message>
    <message>
        <source>Give a free seat to a computer player</source>
        <translation>Dar un asiento libre al ordenador</translation>
    </message>
    <message>
        <source>%1: %2 (away: a computer player (%3) plays)</source>
        <translation>%1: %2 (ausente: juega un jugador del ordenador (%3))</translation>
    </message>
    <message>
        <source>The table&apos;s old port %1 is in use by another program, so its address changed: friends find the table in Join…&apos;s list, or type the new address.</source>
        <translation>El puerto anterior de la mesa, %1, lo usa otro programa, así que su dirección ha cambiado: tus amigos encuentran la mesa en la lista de Unirse a una mesa…, o escriben la nueva dirección.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Manni</source>
        <translation>Manni</translation>
    </message>
    <message>
        <source>Finish a deal first: then it can be reviewed.</source>
        <translation>Termina primero una mano: después podrás revisarla.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Exportar registro…</translation>
    </message>
    <message>
        <source>Write the game record that “manni-desktop replay” reads</source>
        <translation>Escribe el registro de la partida que lee «manni-desktop replay»</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>Replay this &amp;deal…</source>
        <translation>Repetir esta man&amp;o…</translation>
    </message>
    <message>
        <source>Deal the same cards again, from your seat or another one</source>
        <translation>Repartir de nuevo las mismas cartas, desde tu asiento o desde otro</translation>
    </message>
    <message>
        <source>&amp;Undo to my last decision</source>
        <translation>&amp;Deshacer hasta mi última decisión</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Jugar la pista</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <source>&amp;Confirm exchange</source>
        <translation>&amp;Confirmar intercambio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Finished &amp;trick stays</source>
        <translation>Mostrar la &amp;baza terminada</translation>
    </message>
    <message>
        <source>Not at all</source>
        <translation>No mostrarla</translation>
    </message>
    <message>
        <source>A moment (%1 s)</source>
        <translation>Un momento (%1 s)</translation>
    </message>
    <message>
        <source>Long enough to read it (%1 s)</source>
        <translation>Lo suficiente para leerla (%1 s)</translation>
    </message>
    <message>
        <source>A while (%1 s)</source>
        <translation>Un rato (%1 s)</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>Hasta que haga clic</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Reverso de las cartas</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>&amp;Play automatically when only one card is legal</source>
        <translation>&amp;Jugar automáticamente cuando solo haya una carta posible</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <source>&amp;Watch a record…</source>
        <translation>&amp;Ver un registro…</translation>
    </message>
    <message>
        <source>Step through a game record hand by hand with every card shown</source>
        <translation>Recorrer un registro de partida mano a mano, con todas las cartas a la vista</translation>
    </message>
    <message>
        <source>&amp;Review the last hand</source>
        <translation>&amp;Revisar la última mano</translation>
    </message>
    <message>
        <source>Open or close the score sheet (%1)</source>
        <translation>Abrir o cerrar la hoja de puntuación (%1)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About Manni</source>
        <translation>&amp;Acerca de Manni</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Mano guiada</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>No se pudo guardar la configuración: %1</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partida guardada</translation>
    </message>
    <message>
        <source>The unfinished game could not be restored: %1
The file was kept as %2.</source>
        <translation>No se pudo recuperar la partida sin terminar: %1
El archivo se ha conservado como %2.</translation>
    </message>
    <message>
        <source>Guided first hand</source>
        <translation>Mano guiada</translation>
    </message>
    <message>
        <source>You have an unfinished game of %1.</source>
        <translation>Tienes una partida de %1 sin terminar.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: net score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Net score: %1</source>
        <translation>Neto: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardada: %1</translation>
    </message>
    <message>
        <source>Continue it, or start a new game?</source>
        <translation>¿Quieres continuarla o empezar una partida nueva?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>The current game is not finished. Discard it?</source>
        <translation>La partida actual no ha terminado. ¿Quieres abandonarla?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardada como %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>This file cannot be opened as a Manni game.</source>
        <translation>Este archivo no se puede abrir como partida de Manni.</translation>
    </message>
    <message>
        <source>Export record</source>
        <translation>Exportar registro</translation>
    </message>
    <message>
        <source>Record written to %1</source>
        <translation>Registro guardado en %1</translation>
    </message>
    <message>
        <source>Watch a record</source>
        <translation>Ver un registro</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>The statistics could not be written (%1); trying again…</source>
        <translation>No se pudieron guardar las estadísticas (%1); se vuelve a intentar…</translation>
    </message>
    <message>
        <source>The game could not be counted in the statistics: %1</source>
        <translation>No se pudo contar la partida en las estadísticas: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <source>Finish a hand first: then it can be reviewed.</source>
        <translation>Termina primero una mano: después podrás revisarla.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>moverte entre tus cartas</translation>
    </message>
    <message>
        <source>play the card, or select it for the exchange</source>
        <translation>jugar la carta o elegirla para el intercambio</translation>
    </message>
    <message>
        <source>exchange the selected cards (or keep your hand)</source>
        <translation>intercambiar las cartas elegidas (o quedarte con tu mano)</translation>
    </message>
    <message>
        <source>reach the buttons on the table</source>
        <translation>llegar a los botones de la mesa</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>pista</translation>
    </message>
    <message>
        <source>The guide&apos;s &amp;last note</source>
        <translation>Última &amp;nota de la guía</translation>
    </message>
    <message>
        <source>&amp;Review the last deal</source>
        <translation>&amp;Revisar la última mano</translation>
    </message>
    <message>
        <source>play the hinted card, or select the hinted choice to confirm</source>
        <translation>jugar la carta de la pista, o seleccionar la elección de la pista para confirmarla</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>última baza</translation>
    </message>
    <message>
        <source>open or close the score sheet</source>
        <translation>abrir o cerrar la hoja de puntuación</translation>
    </message>
    <message>
        <source>undo to my last decision</source>
        <translation>deshacer hasta mi última decisión</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nueva partida</translation>
    </message>
    <message>
        <source>animation speed, from slow to instant</source>
        <translation>velocidad de animación, de lenta a instantánea</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>reglas</translation>
    </message>
    <message>
        <source>Manni games (*.manni)</source>
        <translation>Partidas de Manni (*.manni)</translation>
    </message>
    <message>
        <source>Manni game records (*.manni)</source>
        <translation>Registros de partidas de Manni (*.manni)</translation>
    </message>
    <message>
        <source>Manni games and records (*.manni *.json);;All files (*)</source>
        <translation>Partidas y registros de Manni (*.manni *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Repetir esta mano</translation>
    </message>
    <message>
        <source>The same cards are dealt again, against the same players. Whose cards do you want to play?</source>
        <translation>Se reparten de nuevo las mismas cartas, contra los mismos jugadores. ¿Con las cartas de quién quieres jugar?</translation>
    </message>
    <message>
        <source>This deal again, from your own seat</source>
        <translation>Esta mano de nuevo, desde tu propio asiento</translation>
    </message>
    <message>
        <source>This deal again: you hold the cards %1 had</source>
        <translation>Esta mano de nuevo: tienes las cartas que tenía %1</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>The name your friends see when you play with them (Game → Play with friends).</source>
        <translation>El nombre que ven tus amigos cuando juegas con ellos (Juego → Jugar con amigos).</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Type a name: your friends see it at the table.</source>
        <translation>Escribe un nombre: tus amigos lo ven en la mesa.</translation>
    </message>
</context>
<context>
    <name>NetController</name>
    <message>
        <source>No hint is available now.</source>
        <translation>No hay ninguna pista ahora.</translation>
    </message>
    <message>
        <source>The host has not allowed hints at this table.</source>
        <translation>El anfitrión no ha permitido pistas en esta mesa.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>The host refused that: %1</source>
        <translation>El anfitrión lo ha rechazado: %1</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Solo hay pistas en tu turno.</translation>
    </message>
    <message>
        <source>Undo is off in games with friends.</source>
        <translation>No se puede deshacer en partidas con amigos.</translation>
    </message>
</context>
<context>
    <name>NetWindow</name>
    <message>
        <source>The connection to the host was lost. Rejoining…</source>
        <translation>Se ha perdido la conexión con el anfitrión. Volviendo a la mesa…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De vuelta en la mesa.</translation>
    </message>
    <message>
        <source>Playing with friends at %1</source>
        <translation>Jugando con amigos: %1</translation>
    </message>
    <message>
        <source>Undo is off in games with friends</source>
        <translation>No se puede deshacer en partidas con amigos</translation>
    </message>
    <message>
        <source>The host has not allowed hints at this table.</source>
        <translation>El anfitrión no ha permitido pistas en esta mesa.</translation>
    </message>
    <message>
        <source>&amp;Take my seat back</source>
        <translation>&amp;Recuperar mi asiento</translation>
    </message>
    <message>
        <source>Your table “%1”: start the game once every seat is taken.</source>
        <translation>Tu mesa «%1»: empieza la partida cuando todos los asientos estén ocupados.</translation>
    </message>
    <message>
        <source>Seated at “%1”: waiting for %2 to start the game.</source>
        <translation>Sentado en la mesa «%1»: esperando a que %2 empiece la partida.</translation>
    </message>
    <message>
        <source>Review is not available in games with friends.</source>
        <translation>La revisión no está disponible en partidas con amigos.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of names: all but the last, and the last</comment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>Close the table? %1 will be disconnected. The game is kept and can be resumed with the same code.</source>
        <translation>
            <numerusform>¿Cerrar la mesa? Se desconectará a %1. La partida se guarda y puede reanudarse con el mismo código.</numerusform>
            <numerusform>¿Cerrar la mesa? Se desconectará a %1. La partida se guarda y puede reanudarse con el mismo código.</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <source>The game&apos;s record was not saved</source>
        <translation>El registro de la partida no se ha guardado</translation>
    </message>
    <message>
        <source>The game is over. To play again, host a new table from the main window: Game → Play with friends → Host a table…</source>
        <translation>La partida ha terminado. Para volver a jugar, crea una mesa nueva desde la ventana principal: Juego → Jugar con amigos → Crear una mesa…</translation>
    </message>
    <message>
        <source>The game is over. To play again, ask the host to host a new table, then join it: Game → Play with friends → Join…</source>
        <translation>La partida ha terminado. Para volver a jugar, pide al anfitrión que cree una mesa nueva y únete a ella: Juego → Jugar con amigos → Unirse a una mesa…</translation>
    </message>
    <message>
        <source>The host closed the table. The game is kept at the host.</source>
        <translation>El anfitrión ha cerrado la mesa. La partida queda guardada en el anfitrión.</translation>
    </message>
    <message>
        <source>Your seat was taken by another window with this seat&apos;s key (Manni started twice?). This window has left the table.</source>
        <translation>Otra ventana con la llave de este asiento lo ha ocupado (¿se abrió Manni dos veces?). Esta ventana ha salido de la mesa.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. The game is kept at the host.</source>
        <translation>Se ha perdido la conexión con el anfitrión. La partida queda guardada en el anfitrión.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Salir de la mesa</translation>
    </message>
    <message>
        <source>&amp;Stay and look</source>
        <translation>&amp;Quedarse mirando</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>Jugar con amigos</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Both opponents need a name.</source>
        <translation>Los dos rivales necesitan un nombre.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Puntuación:</translation>
    </message>
    <message>
        <source>&amp;Left opponent:</source>
        <translation>Rival de la &amp;izquierda:</translation>
    </message>
    <message>
        <source>&amp;Right opponent:</source>
        <translation>Rival de la &amp;derecha:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>Every computer player needs a name.</source>
        <translation>Todos los jugadores del ordenador necesitan un nombre.</translation>
    </message>
    <message>
        <source>%1 (without the endgame solver: weaker)</source>
        <translation>%1 (sin el resolvedor de finales: más débil)</translation>
    </message>
    <message>
        <source>Points per partnership</source>
        <translation>Puntos por pareja</translation>
    </message>
    <message>
        <source>%1 is always scored this way.</source>
        <translation>%1 siempre se puntúa así.</translation>
    </message>
    <message>
        <source>Left opponent&apos;s level</source>
        <translation>Nivel del rival de la izquierda</translation>
    </message>
    <message>
        <source>&amp;Partner (across):</source>
        <translation>&amp;Compañero (enfrente):</translation>
    </message>
    <message>
        <source>Partner&apos;s name</source>
        <translation>Nombre del compañero</translation>
    </message>
    <message>
        <source>Partner&apos;s level</source>
        <translation>Nivel del compañero</translation>
    </message>
    <message>
        <source>Right opponent&apos;s level</source>
        <translation>Nivel del rival de la derecha</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Left opponent&apos;s name</source>
        <translation>Nombre del rival de la izquierda</translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>a level marked weaker</comment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>* Weaker here: this installation has no endgame solver (its C library was not built). Install Manni Desktop with its installer or from a wheel, or install a C compiler and reinstall it, to get it.</source>
        <translation>* Más débil aquí: esta instalación no tiene el resolvedor de finales (su biblioteca C no se compiló). Instale Manni Desktop con su instalador o desde una wheel, o instale un compilador de C y vuelva a instalarlo, para obtenerlo.</translation>
    </message>
    <message>
        <source>Right opponent&apos;s name</source>
        <translation>Nombre del rival de la derecha</translation>
    </message>
    <message>
        <source>Level:</source>
        <comment>beside an opponent&apos;s level box</comment>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatoria</translation>
    </message>
    <message>
        <source>Leave empty for a random deal; the same seed deals the same cards.</source>
        <translation>Déjala vacía para un reparto al azar; la misma semilla reparte las mismas cartas.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your turn went unanswered: a computer player plays for you until you take your seat back.</source>
        <translation>Tu turno quedó sin respuesta: un jugador del ordenador juega por ti hasta que recuperes tu asiento.</translation>
    </message>
    <message>
        <source>%1 has left the table. A computer player takes the seat if %1 is not back soon.</source>
        <translation>%1 ha salido de la mesa. Un jugador del ordenador ocupa el asiento si %1 no vuelve pronto.</translation>
    </message>
    <message>
        <source>A computer player (%2) plays for %1 until %1 is back.</source>
        <translation>Un jugador del ordenador (%2) juega por %1 hasta que %1 vuelva.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 ha vuelto a la mesa.</translation>
    </message>
    <message>
        <source>The table could not be saved: %3 Play goes on; the last good save is kept.</source>
        <translation>No se pudo guardar la mesa: %3 La partida sigue; se conserva el último guardado correcto.</translation>
    </message>
    <message>
        <source>The table is saved again.</source>
        <translation>La mesa vuelve a guardarse.</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <source>Away: computer plays</source>
        <translation>Ausente: juega el ordenador</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <source>Licences and notices</source>
        <translation>Licencias y avisos</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <source>Watch a record</source>
        <translation>Ver un registro</translation>
    </message>
    <message>
        <source>Record viewer</source>
        <translation>Visor de registros</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>The first deal (Home)</source>
        <translation>La primera mano (Inicio)</translation>
    </message>
    <message>
        <source>Previous deal</source>
        <translation>Mano anterior</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mano anterior</translation>
    </message>
    <message>
        <source>The start of this deal, or of the one before (Page Up)</source>
        <translation>El inicio de esta mano, o de la anterior (RePág)</translation>
    </message>
    <message>
        <source>The start of this hand, or of the one before (Page Up)</source>
        <translation>El inicio de esta mano, o de la anterior (RePág)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>Un paso atrás (←)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>One step forward (→)</source>
        <translation>Un paso adelante (→)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>The start of the next deal (Page Down)</source>
        <translation>El inicio de la siguiente mano (AvPág)</translation>
    </message>
    <message>
        <source>The start of the next hand (Page Down)</source>
        <translation>El inicio de la siguiente mano (AvPág)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>El final del registro (Fin)</translation>
    </message>
    <message>
        <source>Card by card</source>
        <translation>Carta a carta</translation>
    </message>
    <message>
        <source>Step through each card played, not each trick</source>
        <translation>Avanzar con cada carta jugada, no con cada baza</translation>
    </message>
    <message>
        <source>&amp;Whose hand:</source>
        <translation>&amp;Mano de:</translation>
    </message>
    <message>
        <source>&amp;Review this deal</source>
        <translation>&amp;Revisar esta mano</translation>
    </message>
    <message>
        <source>&amp;Review this hand</source>
        <translation>&amp;Revisar esta mano</translation>
    </message>
    <message>
        <source>Go through this deal with the chosen player&apos;s cards</source>
        <translation>Revisar esta mano con las cartas del jugador elegido</translation>
    </message>
    <message>
        <source>Go through this hand with the chosen player&apos;s cards</source>
        <translation>Revisar esta mano con las cartas del jugador elegido</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>The table, every hand face up</source>
        <translation>La mesa, con todas las manos a la vista</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Take the Manni?</source>
        <translation>¿Tomar el Manni?</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Declaración</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>el intercambio</translation>
    </message>
    <message>
        <source>the choice of the Manni</source>
        <translation>la elección del Manni</translation>
    </message>
    <message>
        <source>the declaration</source>
        <translation>la declaración</translation>
    </message>
    <message>
        <source>the choice of the contract</source>
        <translation>la elección del contrato</translation>
    </message>
    <message>
        <source>trick %1</source>
        <translation>la baza %1</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buena</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Forzada</translation>
    </message>
    <message>
        <source>Good (on average)</source>
        <comment>mark: good over the unseen cards, although the cards as they lay favoured another choice</comment>
        <translation>Buena (de media)</translation>
    </message>
    <message>
        <source>A good choice on average over the cards you could not see. With every card visible another choice did better, but that depended on cards you could not know.</source>
        <translation>Una buena elección, de media, en los repartos de las cartas que no podías ver. Con todas las cartas a la vista otra elección salió mejor, pero eso dependía de cartas que no podías conocer.</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (mejor %2)</translation>
    </message>
    <message>
        <source>a trump thrown away</source>
        <translation>un triunfo descartado</translation>
    </message>
    <message>
        <source>too many cards changed</source>
        <translation>demasiadas cartas intercambiadas</translation>
    </message>
    <message>
        <source>too few cards changed</source>
        <translation>muy pocas cartas intercambiadas</translation>
    </message>
    <message>
        <source>a trick given away that was certain with every card seen</source>
        <translation>una baza regalada que era segura con todas las cartas a la vista</translation>
    </message>
    <message>
        <source>a trump spent where another card would do</source>
        <translation>un triunfo gastado cuando bastaba otra carta</translation>
    </message>
    <message>
        <source>no trump where one was better</source>
        <translation>faltó un triunfo cuando era mejor</translation>
    </message>
    <message>
        <source>another suit was better</source>
        <translation>otro palo era mejor</translation>
    </message>
    <message>
        <source>too high a card</source>
        <translation>una carta demasiado alta</translation>
    </message>
    <message>
        <source>too low a card</source>
        <translation>una carta demasiado baja</translation>
    </message>
    <message>
        <source>There was no decision to review in this hand.</source>
        <translation>En esta mano no hubo decisiones que revisar.</translation>
    </message>
    <message>
        <source>Well played: about as good as the strongest bot.</source>
        <translation>Bien jugado: prácticamente igual que el bot más fuerte.</translation>
    </message>
    <message>
        <source>the costliest was %1: %2, where %3 was better by %4</source>
        <translation>la decisión más cara fue %1: %2, cuando %3 era mejor en %4</translation>
    </message>
    <message>
        <source>You lost about %1</source>
        <translation>Has perdido alrededor de %1</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>%1, every option weighed: %2</source>
        <translation>%1, todas las opciones valoradas: %2</translation>
    </message>
    <message>
        <source>This deal cannot be reviewed: %1</source>
        <translation>Esta mano no se puede revisar: %1</translation>
    </message>
    <message>
        <source>This hand cannot be reviewed: %1</source>
        <translation>Esta mano no se puede revisar: %1</translation>
    </message>
    <message>
        <source>Review cancelled after %1 of %2 decisions.</source>
        <translation>Revisión cancelada tras %1 de %2 decisiones.</translation>
    </message>
    <message>
        <source>Reviewing your decisions with the strongest bot…</source>
        <translation>Revisando tus decisiones con el bot más fuerte…</translation>
    </message>
    <message>
        <source>Review of deal %1: %2</source>
        <translation>Revisión de la mano %1: %2</translation>
    </message>
    <message>
        <source>Review of hand %1: %2</source>
        <translation>Revisión de la mano %1: %2</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v de %m decisiones</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Cancelar la revisión</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Each choice is weighed by the strongest bot&apos;s search on deals of the cards you could not see. Good: within 0.3 tricks of the best; inaccuracy: up to 0.8; mistake: more (in Manillen 2 and 5 card points).</source>
        <translation>Cada elección se valora con la búsqueda del bot más fuerte sobre repartos de las cartas que no podías ver. Buena: a menos de 0,3 bazas de la mejor; imprecisión: hasta 0,8; error: más (en Manillen, 2 y 5 puntos de cartas).</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Has elegido</translation>
    </message>
    <message>
        <source>Your side&apos;s points</source>
        <translation>Puntos de tu pareja</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>Tus bazas</translation>
    </message>
    <message>
        <source>Strongest bot&apos;s choice</source>
        <translation>Elección del bot más fuerte</translation>
    </message>
    <message>
        <source>Its points</source>
        <translation>Puntos del bot</translation>
    </message>
    <message>
        <source>Its tricks</source>
        <translation>Bazas del bot</translation>
    </message>
    <message>
        <source>Every card visible</source>
        <translation>Todas las cartas a la vista</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Card points your side takes in this hand on average, over deals of the cards you could not see</source>
        <translation>Puntos de cartas que tu pareja gana en esta mano, de media, en los repartos de las cartas que no podías ver</translation>
    </message>
    <message>
        <source>Tricks you take in this hand on average, over deals of the cards you could not see</source>
        <translation>Bazas que ganas en esta mano, de media, en los repartos de las cartas que no podías ver</translation>
    </message>
    <message>
        <source>Your tricks with every hand known and best play by all, once few cards are left</source>
        <translation>Tus bazas con todas las manos conocidas y el mejor juego de todos, cuando quedan pocas cartas</translation>
    </message>
    <message>
        <source>Judged by the average over the cards you could not see. With every card visible a good choice can still come out behind: the hidden cards decided that, not you.</source>
        <translation>Valorada por la media en los repartos de las cartas que no podías ver. Con todas las cartas a la vista una buena elección puede quedar por detrás: lo decidieron las cartas ocultas, no tú.</translation>
    </message>
</context>
<context>
    <name>ReviewPlurals</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n imprecisión</numerusform>
            <numerusform>%n imprecisiones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules page could not be read: %1</source>
        <translation>No se pudo leer la página de reglas: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Chooser</source>
        <comment>who chose the deal&apos;s contract</comment>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Who chose the contract: forehand, left of the dealer</source>
        <translation>Quién eligió el contrato: el primer jugador, a la izquierda del repartidor</translation>
    </message>
    <message>
        <source>The contract forehand chose</source>
        <translation>El contrato que eligió el primer jugador</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Tricks you took in each deal</source>
        <translation>Tus bazas en cada mano</translation>
    </message>
    <message>
        <source>What you scored in each deal: the tricks against the quota</source>
        <translation>Lo que has anotado en cada mano: las bazas frente a la cuota</translation>
    </message>
    <message>
        <source>Tricks %1 took in each deal</source>
        <translation>%1: bazas en cada mano</translation>
    </message>
    <message>
        <source>What %1 scored in each deal: the tricks against the quota</source>
        <translation>Lo que %1 anotó en cada mano: las bazas frente a la cuota</translation>
    </message>
    <message>
        <source>Deal %1, dealt by %2, contract chosen by %3</source>
        <translation>Mano %1; repartidor: %2; contrato elegido por %3</translation>
    </message>
    <message>
        <source>Deal %1 (in progress), dealt by %2, contract chosen by %3</source>
        <translation>Mano %1 (en juego); repartidor: %2; contrato elegido por %3</translation>
    </message>
    <message>
        <source>chose the contract</source>
        <comment>accessible</comment>
        <translation>eligió el contrato</translation>
    </message>
    <message>
        <source>Score of %1 in this deal: %2</source>
        <translation>Puntos de %1 en esta mano: %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Running total after %1 of %2 deals; after the last deal the highest total wins</source>
        <translation>Total acumulado tras %1 de %2 manos; tras la última mano gana el total más alto</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Número de la mano</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Quién repartió la mano</translation>
    </message>
    <message>
        <source>Tricks</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a side: the two partners&apos; names</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>accessible column header: the column&apos;s word, its player or side</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Card points</source>
        <comment>column under a side</comment>
        <translation>Puntos de cartas</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>column under a side</comment>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Ptos</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>accessible row header</comment>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <comment>accessible row header</comment>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número de la mano</translation>
    </message>
    <message>
        <source>The dealer&apos;s choice: a trump suit, or no-trump (scores ×2)</source>
        <translation>La elección del repartidor: un palo de triunfo o sin triunfo (cuenta ×2)</translation>
    </message>
    <message>
        <source>The contract: trump, no-trump or Nullo</source>
        <translation>El contrato: triunfo, sin triunfo o Nullo</translation>
    </message>
    <message>
        <source>Card points %1 captured in each deal</source>
        <translation>Puntos de cartas ganados por %1 en cada mano</translation>
    </message>
    <message>
        <source>What %1 scored in each deal: the card points over half, ×2 for no-trump, after a tie and for taking every trick</source>
        <translation>Lo que %1 anotó en cada mano: los puntos de cartas por encima de la mitad, ×2 sin triunfo, tras un empate y por ganar todas las bazas</translation>
    </message>
    <message>
        <source>Tricks %1 took in each hand</source>
        <translation>%1: bazas en cada mano</translation>
    </message>
    <message>
        <source>Points %1 scored in each hand (par is %2 tricks)</source>
        <translation>%1: puntos en cada mano (el objetivo son %2 bazas)</translation>
    </message>
    <message>
        <source>deal number</source>
        <comment>accessible</comment>
        <translation>número de la mano</translation>
    </message>
    <message>
        <source>hand number</source>
        <comment>accessible</comment>
        <translation>número de la mano</translation>
    </message>
    <message>
        <source>%1, in progress</source>
        <comment>accessible: a hand or deal</comment>
        <translation>%1, en juego</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>accessible</comment>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>No-trump: the deal&apos;s score counts ×2</source>
        <translation>Sin triunfo: los puntos de la mano cuentan ×2</translation>
    </message>
    <message>
        <source>%1 has not chosen trump yet</source>
        <translation>%1 todavía no ha elegido triunfo</translation>
    </message>
    <message>
        <source>Deal %1, dealt by %2</source>
        <translation>Mano %1; repartidor: %2</translation>
    </message>
    <message>
        <source>Deal %1 (in progress), dealt by %2</source>
        <translation>Mano %1 (en juego); repartidor: %2</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <translation>Mano %1; repartidor: %2</translation>
    </message>
    <message>
        <source>Hand %1 (in progress), dealt by %2</source>
        <translation>Mano %1 (en juego); repartidor: %2</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Carta cortada: %1</translation>
    </message>
    <message>
        <source>This deal counts ×2: the deal before was a tie</source>
        <translation>Esta mano cuenta ×2: la anterior fue un empate</translation>
    </message>
    <message>
        <source>tricks of %1</source>
        <translation>bazas de %1</translation>
    </message>
    <message>
        <source>points of %1: the hand is still being played</source>
        <translation>puntos de %1: la mano aún se está jugando</translation>
    </message>
    <message>
        <source>points of %1</source>
        <translation>puntos de %1</translation>
    </message>
    <message>
        <source>Tricks taken by %1: %2</source>
        <translation>Bazas (%1): %2</translation>
    </message>
    <message>
        <source>Plus points: %1</source>
        <translation>+puntos: %1</translation>
    </message>
    <message>
        <source>Minus points: %1</source>
        <translation>-puntos: %1</translation>
    </message>
    <message>
        <source>No points (exactly par)</source>
        <translation>Sin puntos (justo 4 bazas)</translation>
    </message>
    <message>
        <source>both sides, deal %1</source>
        <translation>ambas parejas, mano %1</translation>
    </message>
    <message>
        <source>card points of %1</source>
        <translation>puntos de cartas de %1</translation>
    </message>
    <message>
        <source>score of %1</source>
        <translation>puntos de %1</translation>
    </message>
    <message>
        <source>score of %1: the deal is still being played</source>
        <translation>puntos de %1: la mano aún se está jugando</translation>
    </message>
    <message>
        <source>%1–%2 tie: next deal ×2</source>
        <comment>Manillen: a tied deal</comment>
        <translation>Empate %1–%2: próxima mano ×2</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>Manillen: the deal number column</comment>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Deal number</source>
        <comment>Manillen</comment>
        <translation>Número de la mano</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>Manillen: accessible row header</comment>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>deal number</source>
        <comment>Manillen: accessible</comment>
        <translation>número de la mano</translation>
    </message>
    <message>
        <source>You have not chosen trump yet</source>
        <translation>Todavía no has elegido triunfo</translation>
    </message>
    <message>
        <source>score of %1: the deal is still being played</source>
        <comment>Manillen</comment>
        <translation>puntos de %1: la mano aún se está jugando</translation>
    </message>
    <message>
        <source>Card points of %1 so far: %2</source>
        <translation>Puntos de cartas de %1 hasta ahora: %2</translation>
    </message>
    <message>
        <source>A tie scores nothing and the next deal counts ×2; ties in a row keep a single ×2</source>
        <translation>Un empate no puntúa y la mano siguiente cuenta ×2; empates seguidos mantienen un solo ×2</translation>
    </message>
    <message>
        <source>%1 card points: %2 over %3</source>
        <translation>%1 puntos de cartas: %2 por encima de %3</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>%1 card points: not over %2, no score</source>
        <translation>%1 puntos de cartas: no pasa de %2, no puntúa</translation>
    </message>
    <message>
        <source>×2 no-trump</source>
        <translation>×2 sin triunfo</translation>
    </message>
    <message>
        <source>×2 after a tie</source>
        <translation>×2 tras un empate</translation>
    </message>
    <message>
        <source>×2 all %1 tricks</source>
        <translation>×2 las %1 bazas</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>progress towards the winning score</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>accessible: total row, player or side</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Tricks you took in each hand</source>
        <translation>Tus bazas en cada mano</translation>
    </message>
    <message>
        <source>Points you scored in each hand (par is %2 tricks)</source>
        <translation>Tus puntos en cada mano (el objetivo son %2 bazas)</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>+puntos</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>-puntos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <source>Each side&apos;s score. The first side to reach %1 after a complete deal wins.</source>
        <translation>Puntos de cada pareja. Gana la primera pareja que llegue a %1 al terminar una mano completa.</translation>
    </message>
    <message>
        <source>Plus points so far</source>
        <translation>+puntos hasta ahora</translation>
    </message>
    <message>
        <source>Plus points so far; the game ends after a hand in which someone reaches %1</source>
        <translation>+puntos hasta ahora; la partida termina tras una mano en la que alguien llega a %1</translation>
    </message>
    <message>
        <source>Running score. The game ends when one player alone has the highest score, %1 or more.</source>
        <translation>Puntuación tradicional. La partida termina cuando un jugador tiene él solo la puntuación más alta, %1 o más.</translation>
    </message>
    <message>
        <source>%1 more to reach %2</source>
        <translation>Para llegar a %2: %1 más</translation>
    </message>
    <message>
        <source>The last deal was a tie: the next deal counts ×2</source>
        <translation>La última mano fue un empate: la próxima cuenta ×2</translation>
    </message>
    <message>
        <source>Minus points so far</source>
        <translation>-puntos hasta ahora</translation>
    </message>
    <message>
        <source>Net = plus − minus; the highest net wins</source>
        <translation>Neto = +puntos menos -puntos; gana el neto más alto</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>tooltip: player, total row, value</comment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no-trump, a column of the contract grid</comment>
        <translation>ST</translation>
    </message>
    <message>
        <source>You have not used %2 yet</source>
        <comment>contract grid</comment>
        <translation>Todavía no has usado el contrato %2</translation>
    </message>
    <message>
        <source>%1 has not used %2 yet</source>
        <comment>contract grid</comment>
        <translation>%1 todavía no ha usado el contrato %2</translation>
    </message>
    <message>
        <source>You have used %2 in deal %3</source>
        <comment>contract grid</comment>
        <translation>Has usado el contrato %2 en la mano %3</translation>
    </message>
    <message>
        <source>%1 has used %2 in deal %3</source>
        <comment>contract grid</comment>
        <translation>%1 usó el contrato %2 en la mano %3</translation>
    </message>
    <message>
        <source>You play %2 in deal %3, in progress</source>
        <comment>contract grid</comment>
        <translation>Juegas el contrato %2 en la mano %3, en juego</translation>
    </message>
    <message>
        <source>%1 plays %2 in deal %3, in progress</source>
        <comment>contract grid</comment>
        <translation>%1 juega el contrato %2 en la mano %3, en juego</translation>
    </message>
    <message>
        <source>Contracts used</source>
        <comment>title over the contract grid</comment>
        <translation>Contratos usados</translation>
    </message>
    <message>
        <source>For each player the deal in which they chose each contract</source>
        <translation>Para cada jugador, la mano en la que eligió cada contrato</translation>
    </message>
</context>
<context>
    <name>SeatRequests</name>
    <message>
        <source>Someone who joined as “%1” asks for the seat of %2, who is away. Give it only to %2: the seat&apos;s cards go with it, and %2&apos;s old window can no longer come back to it.</source>
        <translation>Alguien que se unió como «%1» pide el asiento de %2, que está ausente. Dáselo solo a %2: las cartas del asiento van con él, y la ventana antigua de %2 ya no podrá volver a él.</translation>
    </message>
    <message>
        <source>A seat is asked for</source>
        <translation>Piden un asiento</translation>
    </message>
    <message>
        <source>&amp;Give the seat</source>
        <translation>&amp;Dar el asiento</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Rechazar</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Manni Desktop is already open with the game folder %1. Close that window first, or switch to it.</source>
        <translation>Manni Desktop ya está abierto con la carpeta de partidas %1. Cierra antes esa ventana o cambia a ella.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Trick: no card played yet</source>
        <translation>Baza: aún no se ha jugado ninguna carta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>selected for exchange</source>
        <translation>elegida para el intercambio</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>no se puede jugar ahora</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Carta cortada: %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>puntuación %1</translation>
    </message>
    <message>
        <source>%1, not selected</source>
        <translation>%1, no elegida</translation>
    </message>
    <message>
        <source>You play the %1</source>
        <translation>Juegas: %1</translation>
    </message>
    <message>
        <source>%1 plays the %2</source>
        <translation>%1 juega: %2</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Te llevas la baza</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 se lleva la baza</translation>
    </message>
    <message>
        <source>You drew: %1</source>
        <translation>Has robado: %1</translation>
    </message>
    <message>
        <source>Enter: %1</source>
        <translation>Intro: %1</translation>
    </message>
</context>
<context>
    <name>SpokenPlurals</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Tu mano: %n carta</numerusform>
            <numerusform>Tu mano: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: %n card(s)</source>
        <translation>
            <numerusform>Baza: %n carta</numerusform>
            <numerusform>Baza: %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of all %n game(s) played? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar el resultado de la única partida jugada? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar los resultados de las %n partidas jugadas? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Tus partidas</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganadas:</translation>
    </message>
    <message>
        <source>Shared wins:</source>
        <translation>Victorias compartidas:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Perdidas:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Porcentaje de victorias:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Manos jugadas:</translation>
    </message>
    <message>
        <source>Average net per hand:</source>
        <translation>Neto medio por mano:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Mejor partida:</translation>
    </message>
    <message>
        <source>Current win streak:</source>
        <translation>Racha actual de victorias:</translation>
    </message>
    <message>
        <source>Longest win streak:</source>
        <translation>Mejor racha de victorias:</translation>
    </message>
    <message>
        <source>By strongest opponent</source>
        <translation>Según el rival más fuerte</translation>
    </message>
    <message>
        <source>By contract (your hands)</source>
        <translation>Según el contrato (tus manos)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Compartidas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% victorias</translation>
    </message>
    <message>
        <source>Manni games only</source>
        <translation>Solo partidas de Manni</translation>
    </message>
    <message>
        <source>Of these, opened from a file:</source>
        <translation>De ellas, abiertas desde un archivo:</translation>
    </message>
    <message>
        <source>Given up before the end:</source>
        <translation>Abandonadas antes del final:</translation>
    </message>
    <message>
        <source>Hands and deals played:</source>
        <translation>Manos jugadas en todos los juegos:</translation>
    </message>
    <message>
        <source>Game on the table:</source>
        <translation>Partida en curso:</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Por juego</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Hands or deals</source>
        <comment>every hand or deal, unfinished games too</comment>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Average net</source>
        <translation>Neto medio</translation>
    </message>
    <message>
        <source>Average tricks</source>
        <translation>Bazas de media</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Borrar estadísticas…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <comment>Manillen</comment>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>Nullo</source>
        <translation>Nullo</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 (%2 in unfinished games)</source>
        <translation>%1 (%2 en partidas sin terminar)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>game: hands or deals played</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>net %1 against %2</source>
        <translation>neto %1 contra nivel %2</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <source>Win rate by strongest opponent</source>
        <translation>Porcentaje de victorias según el rival más fuerte</translation>
    </message>
    <message>
        <source>Average net per hand by contract</source>
        <translation>Neto medio por mano según el contrato</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>the save</source>
        <translation>la partida guardada</translation>
    </message>
    <message>
        <source>the window state</source>
        <translation>el estado de la ventana</translation>
    </message>
    <message>
        <source>the statistics file</source>
        <translation>el archivo de estadísticas</translation>
    </message>
    <message>
        <source>{source}, game {number}</source>
        <translation>{source}, partida {number}</translation>
    </message>
    <message>
        <source>Could not create the folder {path}: {reason}.</source>
        <translation>No se pudo crear la carpeta {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. The previous file is kept.</source>
        <translation>No se pudo escribir {path}: {reason}. Se conserva el archivo anterior.</translation>
    </message>
    <message>
        <source>Could not read {path}: {reason}.</source>
        <translation>No se pudo leer {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not open the lock file {path}: {reason}.</source>
        <translation>No se pudo abrir el archivo de bloqueo {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not lock {path}: {reason}.</source>
        <translation>No se pudo bloquear {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not remove {path}: {reason}.</source>
        <translation>No se pudo eliminar {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} is being written by another Manni Desktop for too long; nothing was changed.</source>
        <translation>Otro Manni Desktop lleva demasiado tiempo escribiendo {path}; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>{path} is too large to be a Manni Desktop file.</source>
        <translation>{path} es demasiado grande para ser un archivo de Manni Desktop.</translation>
    </message>
    <message>
        <source>{path} is empty (it may have been cut off).</source>
        <translation>{path} está vacío (puede que se haya cortado).</translation>
    </message>
    <message>
        <source>{path} is not a text file (not UTF-8).</source>
        <translation>{path} no es un archivo de texto (no está en UTF-8).</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: it may be truncated or damaged.</source>
        <translation>{path} no contiene JSON válido: puede estar cortado o dañado.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON (line {line}, column {column}): it may be truncated or damaged.</source>
        <translation>{path} no contiene JSON válido (línea {line}, columna {column}): puede estar cortado o dañado.</translation>
    </message>
    <message>
        <source>{source}: &apos;{field}&apos; must be {expected}.</source>
        <translation>{source}: «{field}» debe ser {expected}.</translation>
    </message>
    <message>
        <source>{source}: &apos;{field}&apos; must be one of {choices}.</source>
        <translation>{source}: «{field}» debe ser uno de estos valores: {choices}.</translation>
    </message>
    <message>
        <source>{source} is not a Manni Desktop save (not a JSON object).</source>
        <translation>{source} no es una partida guardada de Manni Desktop (no es un objeto JSON).</translation>
    </message>
    <message>
        <source>{source} is not a Manni Desktop save (no valid schema number).</source>
        <translation>{source} no es una partida guardada de Manni Desktop (no tiene un número de esquema válido).</translation>
    </message>
    <message>
        <source>{source} was written by a newer version of Manni Desktop (schema {schema}); this version reads up to schema {supported}.</source>
        <translation>{source} procede de una versión más reciente de Manni Desktop (esquema {schema}); esta versión lee hasta el esquema {supported}.</translation>
    </message>
    <message>
        <source>{source} was not written by Manni Desktop.</source>
        <translation>{source} no procede de Manni Desktop.</translation>
    </message>
    <message>
        <source>{source} holds no game record.</source>
        <translation>{source} no contiene ningún registro de partida.</translation>
    </message>
    <message>
        <source>The game record in {source} is invalid: {detail}.</source>
        <translation>El registro de la partida ({source}) no es válido: {detail}.</translation>
    </message>
    <message>
        <source>The game record in {source} cannot be replayed ({error}: {detail}).</source>
        <translation>No se puede reproducir el registro de la partida ({source}): {error}: {detail}.</translation>
    </message>
    <message>
        <source>{source} is a plain game record; it was opened as a saved game.</source>
        <translation>{source} es solo un registro de partida; se ha abierto como partida guardada.</translation>
    </message>
    <message>
        <source>The saved game could not be restored. {cause}</source>
        <translation>No se pudo recuperar la partida guardada. {cause}</translation>
    </message>
    <message>
        <source>The saved game could not be restored. {cause} The backup could not be used either: {backup_cause}</source>
        <translation>No se pudo recuperar la partida guardada. {cause} Tampoco se pudo usar la copia de seguridad: {backup_cause}</translation>
    </message>
    <message>
        <source>{cause} The files were kept as {files}.</source>
        <translation>{cause} Los archivos se han conservado como {files}.</translation>
    </message>
    <message>
        <source>The last autosave was interrupted; the game continues from the one before.</source>
        <translation>El último guardado automático se interrumpió; la partida continúa desde el anterior.</translation>
    </message>
    <message>
        <source>{cause} The backup of the previous move was used instead.</source>
        <translation>{cause} En su lugar se ha usado la copia de seguridad de la jugada anterior.</translation>
    </message>
    <message>
        <source>{cause} It was left as it is for that version, and this version does not save games automatically until it is updated ({path}).</source>
        <translation>{cause} Se ha dejado como estaba para esa versión, y esta versión no guarda las partidas automáticamente hasta que la actualices ({path}).</translation>
    </message>
    <message>
        <source>Other users of this computer may change the files in {path}: they could replace your saved games or settings there. A folder only you can write to is safer.</source>
        <translation>Otros usuarios de este ordenador pueden modificar los archivos de {path}: podrían sustituir ahí tus partidas guardadas o tu configuración. Es más seguro usar una carpeta en la que solo tú puedas escribir.</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of Manni Desktop (schema {schema}); it was left as it is, and changes made here are not saved until this version is updated.</source>
        <translation>{path} procede de una versión más reciente de Manni Desktop (esquema {schema}); se ha dejado como estaba, y los cambios hechos aquí no se guardan hasta que actualices esta versión.</translation>
    </message>
    <message>
        <source>{source} is not a statistics file (not a JSON object).</source>
        <translation>{source} no es un archivo de estadísticas (no es un objeto JSON).</translation>
    </message>
    <message>
        <source>{source} is not a statistics file (no valid schema number).</source>
        <translation>{source} no es un archivo de estadísticas (no tiene un número de esquema válido).</translation>
    </message>
    <message>
        <source>These statistics were written by a newer version of Manni Desktop (schema {schema}); this version reads up to schema {supported}.</source>
        <translation>Estas estadísticas las escribió una versión más reciente de Manni Desktop (esquema {schema}); esta versión lee hasta el esquema {supported}.</translation>
    </message>
    <message>
        <source>{cause} They were left as they are and nothing is counted until this version is updated ({path}).</source>
        <translation>{cause} Se han dejado como estaban y no se contará nada hasta que actualices esta versión ({path}).</translation>
    </message>
    <message>
        <source>{source}: a game must be a JSON object.</source>
        <translation>{source}: cada partida debe ser un objeto JSON.</translation>
    </message>
    <message>
        <source>{source}: unknown contract kind &apos;{kind}&apos;.</source>
        <translation>{source}: tipo de contrato desconocido «{kind}».</translation>
    </message>
    <message>
        <source>{source}: contract &apos;{kind}&apos; must be [hands, net, tricks].</source>
        <translation>{source}: el contrato «{kind}» debe ser [manos, neto, bazas].</translation>
    </message>
    <message>
        <source>{cause} The statistics were restored from their backup.</source>
        <translation>{cause} Las estadísticas se han recuperado de su copia de seguridad.</translation>
    </message>
    <message>
        <source>{causes} The statistics start again from zero.</source>
        <translation>{causes} Las estadísticas empiezan de nuevo desde cero.</translation>
    </message>
    <message>
        <source>{causes} The games that cannot be read are left out; every other game is counted as before.</source>
        <translation>{causes} Las partidas que no se pueden leer quedan fuera; todas las demás siguen contadas.</translation>
    </message>
    <message>
        <source>{causes} The games that cannot be read were kept in {files}; every other game is counted as before.</source>
        <translation>{causes} Las partidas que no se pueden leer se han conservado en {files}; todas las demás siguen contadas.</translation>
    </message>
    <message>
        <source>{causes} The statistics start again from zero; the old files were kept as {files}.</source>
        <translation>{causes} Las estadísticas empiezan de nuevo desde cero; los archivos antiguos se han conservado como {files}.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>no existe</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>hay un archivo donde debería haber una carpeta</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>no es un archivo normal (es una tubería, un dispositivo o un socket)</translation>
    </message>
    <message>
        <source>a name in it is not valid text (it holds a lone surrogate)</source>
        <translation>un nombre que contiene no es texto válido (tiene un sustituto suelto)</translation>
    </message>
    <message>
        <source>the game is too long: the file would be over 16 MiB, more than Manni Desktop opens</source>
        <translation>la partida es demasiado larga: el archivo pasaría de 16 MiB, más de lo que Manni Desktop abre</translation>
    </message>
    <message>
        <source>the system says: {strerror}</source>
        <translation>el sistema dice: {strerror}</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number or a string</source>
        <translation>un número o un texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>verdadero o falso (true/false)</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>un objeto JSON</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>una lista de textos</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>una lista de números enteros</translation>
    </message>
    <message>
        <source>a list of levels or nulls</source>
        <translation>una lista de niveles o nulls</translation>
    </message>
</context>
<context>
    <name>TablePlurals</name>
    <message numerus="yes">
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>Puedes intercambiar como máximo %n carta.</numerusform>
            <numerusform>Puedes intercambiar como máximo %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchanged %n card(s)</source>
        <translation>
            <numerusform>Cambió %n carta</numerusform>
            <numerusform>Cambió %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose up to %n card(s) to exchange</source>
        <translation>
            <numerusform>Tu turno: elige hasta %n carta para intercambiar</numerusform>
            <numerusform>Tu turno: elige hasta %n cartas para intercambiar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n</source>
        <translation>
            <numerusform>Intercambiar %n</numerusform>
            <numerusform>Intercambiar %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <comment>player name: tricks taken in the hand</comment>
        <translation>
            <numerusform>%1: %n baza</numerusform>
            <numerusform>%1: %n bazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Kept the hand</source>
        <translation>Sin intercambio</translation>
    </message>
    <message>
        <source>Took the Manni</source>
        <translation>Tomó el Manni</translation>
    </message>
    <message>
        <source>Welcome to Manni</source>
        <translation>Te damos la bienvenida a Manni</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <comment>the tricks of this hand so far</comment>
        <translation>Baza %1 de %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Manni: %1</source>
        <translation>Manni: %1</translation>
    </message>
    <message>
        <source>Discards: %1</source>
        <translation>Descartes: %1</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Repartes tú</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Reparte %1</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <source>%1 is exchanging…</source>
        <translation>%1 está intercambiando…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Tu turno: juega una carta</translation>
    </message>
    <message>
        <source>Your turn: lead a card</source>
        <translation>Tu turno: sales tú</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Revisar esta mano</translation>
    </message>
    <message>
        <source>Your turn: take the Manni or keep your hand</source>
        <translation>Tu turno: toma el Manni o quédate con tu mano</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está jugando…</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Quedarme con mi mano</translation>
    </message>
    <message>
        <source>Take the Manni</source>
        <translation>Tomar el Manni</translation>
    </message>
    <message>
        <source>%1, cannot be played now</source>
        <translation>%1, no se puede jugar ahora</translation>
    </message>
    <message>
        <source>%1, selected for exchange</source>
        <translation>%1, elegida para el intercambio</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Pista: juega %1</translation>
    </message>
    <message>
        <source>Hint: exchange %1</source>
        <translation>Pista: intercambia %1</translation>
    </message>
    <message>
        <source>Hint: keep your hand</source>
        <translation>Pista: quédate con tu mano</translation>
    </message>
    <message>
        <source>Hint: take the Manni</source>
        <translation>Pista: toma el Manni</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>+ptos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>-ptos</translation>
    </message>
    <message>
        <source>Hand %1 over</source>
        <translation>Fin de la mano %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Resultado final</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Revisar esta mano</translation>
    </message>
    <message>
        <source>Choose with the buttons on the table.</source>
        <translation>Elige con los botones de la mesa.</translation>
    </message>
    <message>
        <source>Declared no-trump</source>
        <translation>Declaró sin triunfo</translation>
    </message>
    <message>
        <source>Declared %1</source>
        <translation>Declaró %1</translation>
    </message>
    <message>
        <source>Tricks: %1 (quota %2)</source>
        <comment>tricks taken in the deal; quota</comment>
        <translation>Bazas: %1 (cuota %2)</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <comment>tricks taken in the deal</comment>
        <translation>Bazas: %1</translation>
    </message>
    <message>
        <source>Tricks: %1 · points: %2</source>
        <comment>tricks and card points taken in the deal</comment>
        <translation>Bazas: %1 · puntos: %2</translation>
    </message>
    <message>
        <source>Tricks: %1 (par %2)</source>
        <comment>tricks taken in the hand; par</comment>
        <translation>Bazas: %1 (meta %2)</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>Your turn: choose trump or no-trump</source>
        <translation>Tu turno: elige triunfo o sin triunfo</translation>
    </message>
    <message>
        <source>%1 is choosing trump; your cards stay face down until then</source>
        <translation>%1 está eligiendo triunfo; tus cartas siguen boca abajo hasta entonces</translation>
    </message>
    <message>
        <source>%1 is choosing trump…</source>
        <translation>%1 está eligiendo triunfo…</translation>
    </message>
    <message>
        <source>Hint: declare %1</source>
        <translation>Pista: declara %1</translation>
    </message>
    <message>
        <source>keeping your hand</source>
        <translation>quedarte con tu mano</translation>
    </message>
    <message>
        <source>taking the Manni</source>
        <translation>tomar el Manni</translation>
    </message>
    <message>
        <source>%1 card points</source>
        <translation>%1 puntos de cartas</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 bazas</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>la única opción</translation>
    </message>
    <message>
        <source>about as good as %1</source>
        <translation>prácticamente igual que %1</translation>
    </message>
    <message>
        <source>about %1 better than %2</source>
        <translation>alrededor de %1 mejor que %2</translation>
    </message>
    <message>
        <source>Played your only legal card, %1</source>
        <translation>Se jugó tu única carta posible, %1</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>×2 no-trump</source>
        <translation>×2 sin triunfo</translation>
    </message>
    <message>
        <source>×2 after a tie</source>
        <translation>×2 tras un empate</translation>
    </message>
    <message>
        <source>×2 all eight tricks</source>
        <translation>×2 capote</translation>
    </message>
    <message>
        <source>Deal %1 over</source>
        <translation>Fin de la mano %1</translation>
    </message>
    <message>
        <source>30–30: nobody scores, the next deal counts double</source>
        <translation>30–30: nadie puntúa, la próxima mano cuenta doble</translation>
    </message>
    <message>
        <source>%1 score %2</source>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>%1 over 30</source>
        <translation>%1 por encima de 30</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Puntos de cartas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Deal %1 over</source>
        <comment>Manillen: the end of a deal</comment>
        <translation>Fin de la mano %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>score towards the target</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Your side wins!</source>
        <translation>¡Tu pareja ha ganado!</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>Ganan %1</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two names</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <comment>three names</comment>
        <translation>%1, %2 y %3</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Todavía no se ha jugado ninguna baza.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Play hint</source>
        <translation>Jugar pista</translation>
    </message>
    <message>
        <source>Use hint</source>
        <translation>Usar pista</translation>
    </message>
    <message>
        <source>Play the hinted card, or select the hinted choice (Shift+H)</source>
        <translation>Jugar la carta de la pista, o seleccionar la elección de la pista (Mayús+H)</translation>
    </message>
    <message>
        <source>Hint played: %1</source>
        <translation>Pista jugada: %1</translation>
    </message>
    <message>
        <source>exchange %1</source>
        <translation>intercambiar %1</translation>
    </message>
    <message>
        <source>Hint chosen: %1. Press Space to confirm.</source>
        <translation>Pista elegida: %1. Pulsa Espacio para confirmar.</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <comment>an earlier trick of this hand</comment>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>The trick before (Left arrow)</source>
        <translation>La baza anterior (flecha izquierda)</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <comment>a later trick of this hand</comment>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>The trick after (Right arrow)</source>
        <translation>La baza siguiente (flecha derecha)</translation>
    </message>
    <message>
        <source>Left and Right arrows: the trick before or after. Escape: close</source>
        <translation>Flechas izquierda y derecha: la baza anterior o la siguiente. Escape: cerrar</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>TrickWords</name>
    <message>
        <source>You lead</source>
        <comment>you are to lead the next trick</comment>
        <translation>Sales tú</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <comment>a player is to lead the next trick</comment>
        <translation>Sale %1</translation>
    </message>
    <message>
        <source>You led</source>
        <comment>you led this trick</comment>
        <translation>Has salido tú</translation>
    </message>
    <message>
        <source>%1 led</source>
        <comment>a player led this trick</comment>
        <translation>Ha salido %1</translation>
    </message>
    <message>
        <source>you take the trick</source>
        <comment>after &apos;X led · &apos;</comment>
        <translation>te llevas la baza</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <comment>after &apos;X led · &apos;</comment>
        <translation>%1 se lleva la baza</translation>
    </message>
    <message>
        <source>%1 (click to go on)</source>
        <comment>a line about the trick on the table</comment>
        <translation>%1 (haz clic para seguir)</translation>
    </message>
</context>
<context>
    <name>ViewerTexts</name>
    <message>
        <source>Deal %1 of %2</source>
        <comment>Manillen: position in the record</comment>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>position in the record: the cards just dealt</comment>
        <translation>el reparto</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Baza %1 de %2</translation>
    </message>
    <message>
        <source>%1, card %2</source>
        <comment>position in the record: a trick, a card of it</comment>
        <translation>%1, carta %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>position in the record: the hand · the trick</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>after the swap</source>
        <comment>position in the record</comment>
        <translation>tras el cambio por el Manni</translation>
    </message>
    <message>
        <source>after the declaration</source>
        <comment>position in the record</comment>
        <translation>tras la declaración del triunfo</translation>
    </message>
    <message>
        <source>after the exchange</source>
        <comment>position in the record</comment>
        <translation>tras el intercambio</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Repartidor: %1</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Carta cortada: %1</translation>
    </message>
    <message>
        <source>Doubled: the deal before was a 30–30 tie</source>
        <translation>Doble: la mano anterior empató 30–30</translation>
    </message>
    <message>
        <source>Talon: none left</source>
        <translation>Talón: no queda ninguna carta</translation>
    </message>
    <message>
        <source>Talon, top first: %1</source>
        <translation>Talón, de arriba abajo: %1</translation>
    </message>
    <message>
        <source>Manni, top first: %1</source>
        <translation>Manni, de arriba abajo: %1</translation>
    </message>
    <message>
        <source>Manni: none left</source>
        <translation>Manni: no queda ninguna carta</translation>
    </message>
    <message>
        <source>Put away: %1</source>
        <comment>cards a seat discarded in the exchange</comment>
        <translation>Descartes: %1</translation>
    </message>
    <message>
        <source>The cards as dealt</source>
        <translation>Las cartas tal como se repartieron</translation>
    </message>
    <message>
        <source>The record stops here: the game is unfinished.</source>
        <translation>El registro termina aquí: la partida no ha terminado.</translation>
    </message>
    <message>
        <source>Game over. Won by %1</source>
        <translation>Fin de la partida. Gana: %1</translation>
    </message>
</context>
</TS>
