<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Manni</source>
        <translation>Acerca do Manni</translation>
    </message>
    <message>
        <source>&amp;Licences and notices…</source>
        <translation>&amp;Licenças e avisos…</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Abrir a &amp;pasta dos registos</translation>
    </message>
    <message>
        <source>Log folder: %1</source>
        <translation>Pasta dos registos: %1</translation>
    </message>
    <message>
        <source>Manni %1</source>
        <translation>Manni %1</translation>
    </message>
    <message>
        <source>The Icelandic card game for three, Hornafjarðar Manni and Classic Manni; its Flemish cousin Manillen, for four in two partnerships; and the six-contract games for three, Mizerka and Hornafjarðar Manni with six contracts. Play against computer opponents or with friends on your network.</source>
        <translation>O jogo de cartas islandês para três, Hornafjarðar Manni e Manni clássico; o seu primo flamengo Manillen, para quatro em duas parcerias; e os jogos de seis contratos para três, Mizerka e Hornafjarðar Manni com seis contratos. Jogue contra adversários controlados pelo computador ou com amigos na sua rede.</translation>
    </message>
    <message>
        <source>Your games are saved as you play; an unfinished game waits for you at the next start.</source>
        <translation>Os seus jogos são guardados enquanto joga; um jogo por terminar fica à sua espera quando voltar a abrir a aplicação.</translation>
    </message>
    <message>
        <source>Manni Desktop is free software under the MIT licence. It is built on these components, each under its own licence:</source>
        <translation>O Manni Desktop é software livre, com a licença MIT. É construído sobre estes componentes, cada um com a sua licença:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Componente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licença</translation>
    </message>
    <message>
        <source>Endgame solver: present (hard and expert solve the last tricks).</source>
        <translation>Resolvedor de final de jogo: presente (difícil e perito resolvem as últimas vazas).</translation>
    </message>
    <message>
        <source>Endgame solver: missing. Hard and expert play weaker without it. Install Manni Desktop with its installer or from a wheel, or install a C compiler and reinstall it, to get it.</source>
        <translation>Resolvedor de final de jogo: em falta. Sem ele, difícil e perito jogam pior. Instale o Manni Desktop com o seu instalador ou a partir de uma wheel, ou instale um compilador de C e reinstale-o, para o obter.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>carta virada para baixo</translation>
    </message>
</context>
<context>
    <name>ChooseContract</name>
    <message>
        <source>Quota %1</source>
        <translation>Cota %1</translation>
    </message>
    <message>
        <source>You have already chosen it in this game.</source>
        <translation>Já escolheu este contrato neste jogo.</translation>
    </message>
    <message>
        <source>Your turn: choose the contract</source>
        <translation>A sua vez: escolha o contrato</translation>
    </message>
    <message>
        <source>%1 is choosing the contract…</source>
        <translation>%1 está a escolher o contrato…</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is choosing the contract.</source>
        <translation>Aguarde a sua vez: %1 está a escolher o contrato.</translation>
    </message>
    <message>
        <source>You have already chosen %1 in this game: choose another.</source>
        <translation>Já escolheu %1 neste jogo: escolha outro contrato.</translation>
    </message>
    <message>
        <source>Hint: choose %1</source>
        <translation>Sugestão: escolha %1</translation>
    </message>
    <message>
        <source>You choose %1</source>
        <translation>Escolhe: %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 escolhe %2</translation>
    </message>
</context>
<context>
    <name>ChoosePlurals</name>
    <message numerus="yes">
        <source>Your quota under it: %n trick(s).</source>
        <translation>
            <numerusform>A sua cota neste contrato: %n vaza.</numerusform>
            <numerusform>A sua cota neste contrato: %n vazas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Got it</source>
        <translation>Percebi</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Saltar o guia</translation>
    </message>
    <message>
        <source>Play a guided hand</source>
        <translation>Jogar uma mão guiada</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Não, obrigado</translation>
    </message>
    <message>
        <source>Esc: %1</source>
        <translation>Esc: %1</translation>
    </message>
    <message>
        <source>New to Manni? Play a guided first hand: a friendly deal, with a short note each time something new happens.</source>
        <translation>É novo no Manni? Jogue uma primeira mão guiada: uma mão fácil, com uma nota curta sempre que surgir algo novo.</translation>
    </message>
    <message>
        <source>New to %1? Play a guided first deal: a friendly deal, with a short note each time something new happens.</source>
        <translation>Primeira vez a jogar %1? Jogue uma primeira mão guiada: uma mão fácil, com uma nota curta sempre que surgir algo novo.</translation>
    </message>
    <message>
        <source>Classic Manni has no cut: the trump goes by turns, hearts in the first hand, then spades, diamonds and clubs, and round again. In this hand %1 are trumps. The ace is always high.</source>
        <translation>No Manni clássico não se corta: o trunfo vai por turnos, Copas na primeira mão, depois Espadas, Ouros e Paus, e volta ao início. Nesta mão, %1 são trunfo. O ás é sempre a carta mais alta.</translation>
    </message>
    <message>
        <source>This face-down pile is the Manni, the 12 cards left over. You may trade your whole hand for it, unseen, or keep your cards. The offer starts left of the dealer; the first player to take the Manni ends it, and the 12 cards they give up leave the game.</source>
        <translation>Este monte virado para baixo é o Manni, as 12 cartas que sobram. Pode trocar a sua mão inteira por ele, sem o ver, ou ficar com as suas cartas. A oferta começa à esquerda do dador; o primeiro jogador a ficar com o Manni termina-a, e as 12 cartas que entrega saem do jogo.</translation>
    </message>
    <message>
        <source>Your name plate counts your tricks. Par is 4 of the 12 tricks: each trick over 4 adds a point to your one running score, each trick under 4 takes a point off.</source>
        <translation>A sua placa conta as suas vazas. A cota é de 4 das 12 vazas: cada vaza acima de 4 soma um ponto à sua pontuação corrida, cada vaza abaixo de 4 tira um ponto.</translation>
    </message>
    <message>
        <source>A trump takes a trick led in another suit: when you have no card of the suit led you may play a trump, but you never have to, and the highest trump wins.</source>
        <translation>Um trunfo leva uma vaza aberta noutro naipe: quando não tem nenhuma carta do naipe jogado primeiro pode jogar um trunfo, mas nunca é obrigado, e ganha o trunfo mais alto.</translation>
    </message>
    <message>
        <source>The cut card, %1, sets the contract for the whole hand: a 6 to 9 makes its suit trump, so %2 are trumps here; a 10 to ace means no-trump. It is dealt last, to the dealer, so everyone knows who holds it.</source>
        <translation>A carta cortada, %1, decide o contrato de toda a mão: de 6 a 9, o seu naipe é trunfo, por isso aqui %2 são trunfo; de 10 a ás, a mão é sem trunfo. É a última carta dada, ao dador, e todos sabem quem a tem.</translation>
    </message>
    <message>
        <source>Had the cut been a 2 to 5, the hand would be Nullo: no trumps, the ace is the lowest card of every suit, and you try to take as few tricks as you can.</source>
        <translation>Se a carta cortada fosse de 2 a 5, a mão seria Nulo: sem trunfo, o ás é a carta mais baixa de cada naipe e tenta-se fazer o menor número de vazas possível.</translation>
    </message>
    <message numerus="yes">
        <source>This face-down pile is the Manni, the spare cards. Left of the dealer may exchange up to %1 cards with it, right of the dealer up to %2, the dealer what is left: you may exchange up to %n card(s). Click the cards to throw away, then press the button.</source>
        <translation>
            <numerusform>Este monte virado para baixo é o Manni, as cartas que sobram. O jogador à esquerda do dador pode trocar até %1 cartas com ele, o da direita até %2 e o dador o que restar: pode trocar até %n carta. Clique nas cartas a descartar e carregue no botão.</numerusform>
            <numerusform>Este monte virado para baixo é o Manni, as cartas que sobram. O jogador à esquerda do dador pode trocar até %1 cartas com ele, o da direita até %2 e o dador o que restar: pode trocar até %n cartas. Clique nas cartas a descartar e carregue no botão.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thrown-away cards lie here face down: they are out of the game and nobody may look at them. The cards left in the Manni stay out too.</source>
        <translation>As cartas descartadas ficam aqui, no Refugo, viradas para baixo: saem do jogo e ninguém as pode ver. As que ficam no Manni também não voltam ao jogo.</translation>
    </message>
    <message>
        <source>Your name plate counts your tricks. Par is 4 tricks: each trick over 4 is a plus point, each under 4 a minus point, and the two columns never cancel out.</source>
        <translation>A sua placa conta as suas vazas. A cota é de quatro vazas: cada vaza acima de 4 vale um ponto positivo, cada vaza abaixo de 4 um ponto negativo, e as duas colunas nunca se anulam.</translation>
    </message>
    <message>
        <source>This trick was led with %1: you must follow suit while you can. The cards you may not play are dimmed.</source>
        <translation>Esta vaza abriu com %1: tem de assistir ao naipe enquanto puder. As cartas que não pode jogar estão esbatidas.</translation>
    </message>
    <message>
        <source>You have no card of the suit of %1, so you may play any card. A trump takes the trick (the highest trump wins), but you never have to trump.</source>
        <translation>Não tem nenhuma carta do naipe de %1, por isso pode jogar qualquer carta. Um trunfo leva a vaza (ganha o trunfo mais alto), mas nunca é obrigado a trunfar.</translation>
    </message>
    <message>
        <source>%1 had none of the suit led and played a trump, %2: the highest trump in a trick takes it.</source>
        <translation>%1 não tinha o naipe de saída e jogou um trunfo, %2: o trunfo mais alto leva a vaza.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead this one: play any card, a trump too.</source>
        <translation>Levou a última vaza, por isso é o primeiro a jogar nesta: jogue qualquer carta, também um trunfo.</translation>
    </message>
    <message>
        <source>First answer the note: play a guided hand, or no thanks.</source>
        <translation>Responda primeiro à nota: jogar uma mão guiada, ou não, obrigado.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n trick(s).</source>
        <translation>
            <numerusform>Levou %n vaza.</numerusform>
            <numerusform>Levou %n vazas.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is %1 over par %2, so your running score goes up by %1, to %3.</source>
        <translation>Fica %1 acima da cota de %2, por isso a sua pontuação corrida sobe %1, para %3.</translation>
    </message>
    <message>
        <source>That is %1 under par %2, so your running score goes down by %1, to %3.</source>
        <translation>Fica %1 abaixo da cota de %2, por isso a sua pontuação corrida desce %1, para %3.</translation>
    </message>
    <message>
        <source>That is par %2 exactly: your running score stays at %3.</source>
        <translation>É exatamente a cota de %2: a sua pontuação corrida fica em %3.</translation>
    </message>
    <message>
        <source>Next hand %1 are trumps. The game ends after a hand in which one player alone has the best running score, %2 or more.</source>
        <translation>Na próxima mão, %1 são trunfo. O jogo acaba depois da mão em que um só jogador tem a melhor pontuação corrida, %2 ou mais.</translation>
    </message>
    <message>
        <source>Answer the note to begin</source>
        <translation>Responda à nota para começar</translation>
    </message>
    <message>
        <source>First read the note and press Got it (or Esc), then deal the next hand.</source>
        <translation>Leia primeiro a nota e prima Percebi (ou Esc); depois distribua a mão seguinte.</translation>
    </message>
    <message numerus="yes">
        <source>That is %n over par %1, so +%n: %n plus point(s).</source>
        <translation>
            <numerusform>Fica %n acima da cota de %1, por isso +%n: %n ponto positivo.</numerusform>
            <numerusform>Fica %n acima da cota de %1, por isso +%n: %n pontos positivos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %n under par %1, so −%n: %n minus point(s).</source>
        <translation>
            <numerusform>Fica %n abaixo da cota de %1, por isso −%n: %n ponto negativo.</numerusform>
            <numerusform>Fica %n abaixo da cota de %1, por isso −%n: %n pontos negativos.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is par %1 exactly: no points.</source>
        <translation>É exatamente a cota de %1: nenhum ponto.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone has %n or more plus points. Then the best net score, plus points less minus points, wins, so it is not always the one who reached %n.</source>
        <translation>
            <numerusform>O jogo acaba depois da mão em que alguém chega a %n ou mais pontos positivos. Ganha então o melhor saldo, pontos positivos menos negativos, que nem sempre é de quem chegou a %n.</numerusform>
            <numerusform>O jogo acaba depois da mão em que alguém chega a %n ou mais pontos positivos. Ganha então o melhor saldo, pontos positivos menos negativos, que nem sempre é de quem chegou a %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this card: the trick was led with %1 and you still hold that suit, so you must follow suit. Only when you have none may you play another suit or a trump.</source>
        <translation>Esta carta não: a vaza abriu com %1 e ainda tem esse naipe, por isso tem de assistir ao naipe. Só quando não tiver nenhuma pode jogar outro naipe ou um trunfo.</translation>
    </message>
</context>
<context>
    <name>ContinuePrompt</name>
    <message>
        <source>Unfinished game</source>
        <translation>Jogo por terminar</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Log folder</source>
        <translation>Pasta dos registos</translation>
    </message>
    <message>
        <source>The log folder could not be opened here. It is:</source>
        <translation>Não foi possível abrir aqui a pasta dos registos. É:</translation>
    </message>
    <message>
        <source>The last session</source>
        <translation>A última sessão</translation>
    </message>
    <message>
        <source>The last session ended unexpectedly; the details are in %1. If it happens again, please send that file with your report.</source>
        <translation>A última sessão terminou inesperadamente; os pormenores estão em %1. Se voltar a acontecer, envie esse ficheiro com o seu relato.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo correu mal</translation>
    </message>
    <message>
        <source>Something went wrong. Your games are saved as you play; the game goes on where it can.</source>
        <translation>Algo correu mal. Os seus jogos são guardados enquanto joga; o jogo continua onde for possível.</translation>
    </message>
    <message>
        <source>The details are in the log file %1. If it happens again, please send that file with your report.</source>
        <translation>Os pormenores estão no ficheiro de registo %1. Se voltar a acontecer, envie esse ficheiro com o seu relato.</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Abrir a &amp;pasta dos registos</translation>
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
        <translation>Jogar com a&amp;migos</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Criar uma mesa…</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>&amp;Entrar numa mesa…</translation>
    </message>
    <message>
        <source>Your &amp;name…</source>
        <translation>O seu &amp;nome…</translation>
    </message>
    <message>
        <source>Your name could not be saved: %1</source>
        <translation>Não foi possível guardar o seu nome: %1</translation>
    </message>
    <message>
        <source>Your table “%1” (%2, code %3) has an unfinished game. Resume it? Friends join again with the same code.</source>
        <translation>A sua mesa “%1” (%2, código %3) tem um jogo por acabar. Retomá-lo? Os amigos voltam a entrar com o mesmo código.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Criar uma mesa</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>&amp;Retomar a mesa</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nova mesa</translation>
    </message>
    <message>
        <source>Your seat at the table could not be remembered: %1</source>
        <translation>Não foi possível guardar o seu lugar na mesa: %1</translation>
    </message>
    <message>
        <source>You were playing at “%1”, hosted by %2, when Manni closed. The game goes on there.</source>
        <translation>Estava a jogar na mesa “%1”, de %2, quando o Manni fechou. O jogo continua lá.</translation>
    </message>
    <message>
        <source>Play with friends</source>
        <translation>Jogar com amigos</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table at %1</source>
        <translation>&amp;Voltar à mesa de %1</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Sair da mesa</translation>
    </message>
    <message>
        <source>Not &amp;now</source>
        <translation>&amp;Agora não</translation>
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
        <translation>Você</translation>
    </message>
    <message>
        <source>A bot stopped answering and was restarted.</source>
        <translation>Um bot deixou de responder e foi reiniciado.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Essa carta não está na sua mão.</translation>
    </message>
    <message>
        <source>You must follow suit: play %1.</source>
        <translation>Tem de assistir ao naipe: jogue %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>The hand is over: start the next hand.</source>
        <translation>A mão terminou: comece a mão seguinte.</translation>
    </message>
    <message>
        <source>You must beat the %1: play %2.</source>
        <translation>Tem de superar %1: jogue %2.</translation>
    </message>
    <message>
        <source>You must trump: play %1.</source>
        <translation>Tem de cortar com trunfo: jogue %1.</translation>
    </message>
    <message>
        <source>You may not under-trump the %1: play %2.</source>
        <translation>Não pode jogar trunfo inferior a %1: jogue %2.</translation>
    </message>
    <message>
        <source>The deal is over: start the next deal.</source>
        <translation>A mão terminou: comece a mão seguinte.</translation>
    </message>
    <message>
        <source>That move is not possible now.</source>
        <translation>Essa jogada não é possível agora.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is exchanging.</source>
        <translation>Aguarde a sua vez: %1 está a trocar.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is deciding.</source>
        <translation>Aguarde a sua vez: %1 está a decidir.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is choosing trump.</source>
        <translation>Aguarde a sua vez: %1 está a escolher o trunfo.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Aguarde a sua vez: é %1 a jogar.</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Só há sugestões na sua vez.</translation>
    </message>
    <message>
        <source>No hint is available now.</source>
        <translation>Não há nenhuma sugestão agora.</translation>
    </message>
    <message>
        <source>The game is over: its result stands.</source>
        <translation>O jogo terminou: o resultado é definitivo.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
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
        <translation>32 cartas, do sete ao ás; joga com o seu parceiro, sentado em frente, contra os dois adversários. O dador escolhe trunfo ou sem trunfo. Assista ao naipe e supere a carta de um adversário sempre que puder. Ganha a primeira parceria a chegar aos 101 pontos.</translation>
    </message>
    <message>
        <source>Separate plus and minus columns</source>
        <translation>Colunas separadas de positivos e negativos</translation>
    </message>
    <message>
        <source>Traditional running score</source>
        <translation>Resultado acumulado tradicional</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni</source>
        <translation>Hornafjarðar Manni</translation>
    </message>
    <message>
        <source>The cut card sets trump, no-trump or Nullo. Everyone may exchange cards with the Manni. The game ends when someone has 10 or more plus points; the highest net score wins.</source>
        <translation>A carta cortada decide trunfo, sem trunfo ou Nulo. Todos podem trocar cartas com o Manni. O jogo termina quando alguém tiver 10 ou mais pontos positivos; ganha o saldo mais alto.</translation>
    </message>
    <message>
        <source>Classic Manni</source>
        <translation>Manni clássico</translation>
    </message>
    <message>
        <source>48 cards, trump by turns (hearts, spades, diamonds, clubs). One player may swap their hand for the Manni. Running score. The game ends when one player alone has the highest score, 10 or more.</source>
        <translation>48 cartas, trunfo rotativo (Copas, Espadas, Ouros, Paus). Um jogador pode trocar a sua mão pelo Manni. Resultado acumulado. O jogo termina quando um jogador tiver sozinho o resultado mais alto, 10 ou mais.</translation>
    </message>
    <message>
        <source>Mizerka: quotas 7, 5 and 1</source>
        <translation>Mizerka: cotas 7, 5 e 1</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni with six contracts: four tricks each</source>
        <translation>Hornafjarðar Manni com seis contratos: quatro vazas para cada jogador</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni with six contracts</source>
        <translation>Hornafjarðar Manni com seis contratos</translation>
    </message>
    <message>
        <source>All 52 cards, three players. Halfway through the deal the player left of the dealer chooses trump, no-trump or mizerka (take few tricks); each player chooses each contract once. Everyone may exchange with the talon. Every player&apos;s quota is four tricks in every contract; after 18 deals the highest total wins.</source>
        <translation>As 52 cartas, três jogadores. A meio da distribuição, o jogador à esquerda do dador escolhe trunfo, sem trunfo ou mizerka (fazer poucas vazas); cada jogador escolhe cada contrato uma vez. Todos podem trocar cartas com o talão. A cota de cada jogador é de quatro vazas em todos os contratos; ao fim de 18 mãos ganha o total mais alto.</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Trunfo %1</translation>
    </message>
    <message>
        <source>Trump: %1. Each player scores the tricks taken minus their quota.</source>
        <translation>Trunfo: %1. Cada jogador marca as vazas feitas menos a sua cota.</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sem trunfo</translation>
    </message>
    <message>
        <source>No-trump. Each player scores the tricks taken minus their quota.</source>
        <translation>Sem trunfo. Cada jogador marca as vazas feitas menos a sua cota.</translation>
    </message>
    <message>
        <source>Mizerka</source>
        <translation>Mizerka</translation>
    </message>
    <message>
        <source>Mizerka: no trump, take as few tricks as you can. Each player scores their quota minus the tricks taken.</source>
        <translation>Mizerka: não há trunfo, faça o menor número possível de vazas. Cada jogador marca a sua cota menos as vazas feitas.</translation>
    </message>
    <message>
        <source>Contract not chosen yet</source>
        <translation>Contrato ainda não escolhido</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Forehand has not chosen the contract yet.</source>
        <translation>O declarante ainda não escolheu o contrato.</translation>
    </message>
    <message>
        <source>All 52 cards, three players. Halfway through the deal the player left of the dealer chooses trump, no-trump or mizerka (take few tricks); each player chooses each contract once. Everyone may exchange with the talon. Tricks count against quotas of 7, 5 and 1; after 18 deals the highest total wins.</source>
        <translation>As 52 cartas, três jogadores. A meio da distribuição, o jogador à esquerda do dador escolhe trunfo, sem trunfo ou mizerka (fazer poucas vazas); cada jogador escolhe cada contrato uma vez. Todos podem trocar cartas com o talão. As vazas contam face a cotas de 7, 5 e 1; ao fim de 18 mãos ganha o total mais alto.</translation>
    </message>
    <message>
        <source>Talon: %1</source>
        <translation>Talão: %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Escreva o seu nome: os seus amigos veem-no à mesa.</translation>
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
        <translation>Criar uma mesa</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Nome da &amp;mesa:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>O &amp;seu nome:</translation>
    </message>
    <message>
        <source>A computer &amp;plays for a friend after:</source>
        <translation>O com&amp;putador joga por um amigo após:</translation>
    </message>
    <message>
        <source>When a friend&apos;s connection drops, or a friend leaves a turn unanswered this long, a computer player plays for them until they are back. Your own seat always waits for you.</source>
        <translation>Se a ligação de um amigo cair, ou se um amigo deixar uma vez sem resposta durante este tempo, um jogador do computador joga por ele até voltar. O seu próprio lugar espera sempre por si.</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Permitir &amp;sugestões</translation>
    </message>
    <message>
        <source>Everyone at the table, you too, may ask for a hint (H) on their turn.</source>
        <translation>Todos à mesa, incluindo o anfitrião, podem pedir uma sugestão (H) na sua vez.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>O seu nome</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nome da mesa</translation>
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
        <translation>%1 — em %2</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Mesas na sua rede:</translation>
    </message>
    <message>
        <source>No table found on your network yet: you may also type its address.</source>
        <translation>Ainda não foi encontrada nenhuma mesa na sua rede: também pode escrever o endereço.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address as shown by the host, such as 192.168.1.20:50123.</source>
        <translation>Escreva o endereço da mesa tal como o anfitrião o mostra, por exemplo 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>A join code is 8 letters and digits, such as K7QF-M2XD.</source>
        <translation>Um código de entrada tem 8 letras e algarismos, por exemplo K7QF-M2XD.</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
    <message>
        <source>Joining the table… If a seat there is held for someone of your name, the host is asked whether it is yours.</source>
        <translation>A entrar na mesa… Se houver lá um lugar guardado para alguém com o seu nome, o anfitrião é questionado se é seu.</translation>
    </message>
    <message>
        <source>The code is wrong. Check it with the host and try again.</source>
        <translation>O código está errado. Confirme-o com o anfitrião e tente de novo.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the table waits a minute before it listens to it again.</source>
        <translation>Demasiados códigos errados a partir deste computador: a mesa espera um minuto antes de voltar a aceitar entradas dele.</translation>
    </message>
    <message>
        <source>The table is busy with other connections: try again in a moment.</source>
        <translation>A mesa está ocupada com outras ligações: tente de novo dentro de momentos.</translation>
    </message>
    <message>
        <source>Your old seat is no longer held for you. Join again with the code and your name.</source>
        <translation>O seu lugar já não está guardado para si. Entre de novo com o código e o seu nome.</translation>
    </message>
    <message>
        <source>The host did not give you that seat. Ask the host, or join with another name.</source>
        <translation>O anfitrião não lhe deu esse lugar. Peça ao anfitrião, ou entre com outro nome.</translation>
    </message>
    <message>
        <source>No table answers at that address.</source>
        <translation>Nenhuma mesa responde nesse endereço.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Todos os lugares desta mesa estão ocupados.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name. Join with another name.</source>
        <translation>Alguém nesta mesa já tem esse nome. Entre com outro nome.</translation>
    </message>
    <message>
        <source>That table does not know this code: it may not be the table you meant.</source>
        <translation>Essa mesa não conhece este código: talvez não seja a mesa que queria.</translation>
    </message>
    <message>
        <source>The table refused to seat you: %1</source>
        <translation>A mesa recusou a sua entrada: %1</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Entrar numa mesa</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Endereço:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>O &amp;seu nome:</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>À procura de mesas na sua rede…</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>spades</source>
        <comment>suit on its own</comment>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit on its own</comment>
        <translation>Copas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit on its own</comment>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>suit on its own</comment>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>bot level</comment>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>bot level</comment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>bot level</comment>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>bot level</comment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>bot level</comment>
        <translation>Perito</translation>
    </message>
    <message>
        <source>two</source>
        <comment>card rank</comment>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <comment>card rank</comment>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <comment>card rank</comment>
        <translation>quatro</translation>
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
        <translation>sete</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>card rank</comment>
        <translation>oito</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>card rank</comment>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>card rank</comment>
        <translation>dez</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>card rank</comment>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>card rank</comment>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <comment>card rank</comment>
        <translation>rei</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>card rank</comment>
        <translation>ás</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit inside a card name</comment>
        <translation>espadas</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit inside a card name</comment>
        <translation>copas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit inside a card name</comment>
        <translation>ouros</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>suit inside a card name</comment>
        <translation>paus</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>card name: %1 is the rank, %2 the suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Trunfo %1</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sem trunfo</translation>
    </message>
    <message>
        <source>Nullo: aces low</source>
        <translation>Nulo: ases baixos</translation>
    </message>
    <message>
        <source>Trump not chosen yet</source>
        <translation>Trunfo ainda não escolhido</translation>
    </message>
    <message>
        <source>No-trump. Tricks over 4 score plus, under 4 minus.</source>
        <translation>Sem trunfo. Vazas acima de 4 dão pontos positivos, abaixo de 4 negativos.</translation>
    </message>
    <message>
        <source>Nullo: no trump suit, aces low. Tricks under 4 score plus, over 4 minus.</source>
        <translation>Nulo: sem naipe de trunfo, ases baixos. Vazas abaixo de 4 dão pontos positivos, acima de 4 negativos.</translation>
    </message>
    <message>
        <source>Nullo</source>
        <translation>Nulo</translation>
    </message>
    <message>
        <source>Trump: %1. Tricks over 4 score plus, under 4 minus.</source>
        <translation>Trunfo: %1. Vazas acima de 4 dão pontos positivos, abaixo de 4 negativos.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>%1: %2, computer player (%3)</source>
        <translation>%1: %2, computador (%3)</translation>
    </message>
    <message>
        <source>%1: %2 (joined)</source>
        <translation>%1: %2 (entrou)</translation>
    </message>
    <message>
        <source>%1: %2 (away)</source>
        <translation>%1: %2 (ausente)</translation>
    </message>
    <message>
        <source>%1: waiting for a friend (%2 in your form)</source>
        <translation>%1: à espera de um amigo (%2 no seu formulário)</translation>
    </message>
    <message>
        <source>%1: waiting for a friend</source>
        <translation>%1: à espera de um amigo</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>O jogo começou.</translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Todos os lugares estão ocupados: comece o jogo quando estiver pronto.</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken: wait for your friends, or let a computer player play for one who is not back.</source>
        <translation>Pode começar quando todos os lugares estiverem ocupados: espere pelos seus amigos, ou deixe um jogador do computador jogar por quem não voltou.</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken.</source>
        <translation>Pode começar quando todos os lugares estiverem ocupados.</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Adversário da esquerda</translation>
    </message>
    <message>
        <source>Partner (across)</source>
        <translation>Parceiro (em frente)</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Adversário da direita</translation>
    </message>
    <message>
        <source>Let a computer player play for %1 until %1 is back</source>
        <translation>Deixar um jogador do computador jogar por %1 até %1 voltar</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>A sua mesa</translation>
    </message>
    <message>
        <source>Friends join with this code (Game → Play with friends → Join…):</source>
        <translation>Os amigos entram com este código (Jogo → Jogar com amigos → Entrar numa mesa…):</translation>
    </message>
    <message>
        <source>Table: %1 — address %2:%3</source>
        <translation>%1 — endereço %2:%3</translation>
    </message>
    <message>
        <source>Give a free seat to a computer player</source>
        <translation>Dar um lugar livre ao computador</translation>
    </message>
    <message>
        <source>%1: %2 (away: a computer player (%3) plays)</source>
        <translation>%1: %2 (ausente: joga um jogador do computador (%3))</translation>
    </message>
    <message>
        <source>The table&apos;s old port %1 is in use by another program, so its address changed: friends find the table in Join…&apos;s list, or type the new address.</source>
        <translation>A porta antiga da mesa, %1, está a ser usada por outro programa, por isso o endereço mudou: os amigos encontram a mesa na lista de Entrar numa mesa…, ou escrevem o novo endereço.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Começar o jogo</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fechar a mesa</translation>
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
        <translation>Termine primeiro uma mão: depois pode revê-la.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
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
        <translation>&amp;Exportar registo…</translation>
    </message>
    <message>
        <source>Write the game record that “manni-desktop replay” reads</source>
        <translation>Escrever o registo do jogo que «manni-desktop replay» lê</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Replay this &amp;deal…</source>
        <translation>Re&amp;petir esta mão…</translation>
    </message>
    <message>
        <source>Deal the same cards again, from your seat or another one</source>
        <translation>Dar de novo as mesmas cartas, no seu lugar ou noutro</translation>
    </message>
    <message>
        <source>&amp;Undo to my last decision</source>
        <translation>&amp;Desfazer até à minha última decisão</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Jogar a sugestão</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima vaza</translation>
    </message>
    <message>
        <source>&amp;Confirm exchange</source>
        <translation>&amp;Confirmar troca</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Velocidade das &amp;animações</translation>
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
        <translation>Instantânea</translation>
    </message>
    <message>
        <source>Finished &amp;trick stays</source>
        <translation>Vaza &amp;terminada fica na mesa</translation>
    </message>
    <message>
        <source>Not at all</source>
        <translation>Não fica</translation>
    </message>
    <message>
        <source>A moment (%1 s)</source>
        <translation>Um momento (%1 s)</translation>
    </message>
    <message>
        <source>Long enough to read it (%1 s)</source>
        <translation>O suficiente para a ler (%1 s)</translation>
    </message>
    <message>
        <source>A while (%1 s)</source>
        <translation>Um bocado (%1 s)</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>Até eu clicar</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Verso das cartas</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>&amp;Play automatically when only one card is legal</source>
        <translation>&amp;Jogar automaticamente quando só houver uma carta possível</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontuação</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>&amp;Folha de pontuação</translation>
    </message>
    <message>
        <source>&amp;Watch a record…</source>
        <translation>&amp;Ver um registo…</translation>
    </message>
    <message>
        <source>Step through a game record hand by hand with every card shown</source>
        <translation>Percorrer um registo de jogo mão a mão, com todas as cartas à vista</translation>
    </message>
    <message>
        <source>&amp;Review the last hand</source>
        <translation>&amp;Rever a última mão</translation>
    </message>
    <message>
        <source>Open or close the score sheet (%1)</source>
        <translation>Abrir ou fechar a folha de pontuação (%1)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About Manni</source>
        <translation>&amp;Acerca do Manni</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Mão guiada</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Não foi possível guardar as definições: %1</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Jogo guardado</translation>
    </message>
    <message>
        <source>The unfinished game could not be restored: %1
The file was kept as %2.</source>
        <translation>Não foi possível retomar o jogo por terminar: %1
O ficheiro foi conservado como %2.</translation>
    </message>
    <message>
        <source>Guided first hand</source>
        <translation>Mão guiada</translation>
    </message>
    <message>
        <source>You have an unfinished game of %1.</source>
        <translation>Tem um jogo de %1 por terminar.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: net score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Net score: %1</source>
        <translation>Saldo: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado em %1</translation>
    </message>
    <message>
        <source>Continue it, or start a new game?</source>
        <translation>Continuar este jogo ou começar um novo?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>The current game is not finished. Discard it?</source>
        <translation>O jogo atual ainda não terminou. Abandoná-lo?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar jogo</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardado como %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir jogo</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>A abrir %1…</translation>
    </message>
    <message>
        <source>This file cannot be opened as a Manni game.</source>
        <translation>Este ficheiro não pode ser aberto como jogo de Manni.</translation>
    </message>
    <message>
        <source>Export record</source>
        <translation>Exportar registo</translation>
    </message>
    <message>
        <source>Record written to %1</source>
        <translation>Registo escrito em %1</translation>
    </message>
    <message>
        <source>Watch a record</source>
        <translation>Ver um registo</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>The statistics could not be written (%1); trying again…</source>
        <translation>Não foi possível gravar as estatísticas (%1); a tentar de novo…</translation>
    </message>
    <message>
        <source>The game could not be counted in the statistics: %1</source>
        <translation>Não foi possível contar o jogo nas estatísticas: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Não foi possível guardar o jogo: %1</translation>
    </message>
    <message>
        <source>Finish a hand first: then it can be reviewed.</source>
        <translation>Termine primeiro uma mão: depois pode revê-la.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>passar de carta em carta na sua mão</translation>
    </message>
    <message>
        <source>play the card, or select it for the exchange</source>
        <translation>jogar a carta, ou selecioná-la para a troca</translation>
    </message>
    <message>
        <source>exchange the selected cards (or keep your hand)</source>
        <translation>trocar as cartas selecionadas (ou ficar com a mão)</translation>
    </message>
    <message>
        <source>reach the buttons on the table</source>
        <translation>chegar aos botões da mesa</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>sugestão</translation>
    </message>
    <message>
        <source>The guide&apos;s &amp;last note</source>
        <translation>Última &amp;nota do guia</translation>
    </message>
    <message>
        <source>&amp;Review the last deal</source>
        <translation>&amp;Rever a última mão</translation>
    </message>
    <message>
        <source>play the hinted card, or select the hinted choice to confirm</source>
        <translation>jogar a carta sugerida, ou selecionar a escolha sugerida para confirmar</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>última vaza</translation>
    </message>
    <message>
        <source>open or close the score sheet</source>
        <translation>abrir ou fechar a folha de pontuação</translation>
    </message>
    <message>
        <source>undo to my last decision</source>
        <translation>desfazer até à minha última decisão</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>novo jogo</translation>
    </message>
    <message>
        <source>animation speed, from slow to instant</source>
        <translation>velocidade das animações, de lenta a instantânea</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>regras</translation>
    </message>
    <message>
        <source>Manni games (*.manni)</source>
        <translation>Jogos de Manni (*.manni)</translation>
    </message>
    <message>
        <source>Manni game records (*.manni)</source>
        <translation>Registos de jogos de Manni (*.manni)</translation>
    </message>
    <message>
        <source>Manni games and records (*.manni *.json);;All files (*)</source>
        <translation>Jogos e registos de Manni (*.manni *.json);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Repetir esta mão</translation>
    </message>
    <message>
        <source>The same cards are dealt again, against the same players. Whose cards do you want to play?</source>
        <translation>As mesmas cartas são dadas de novo, contra os mesmos jogadores. Com as cartas de quem quer jogar?</translation>
    </message>
    <message>
        <source>This deal again, from your own seat</source>
        <translation>Esta mão de novo, no seu próprio lugar</translation>
    </message>
    <message>
        <source>This deal again: you hold the cards %1 had</source>
        <translation>Esta mão de novo: tem as cartas que %1 tinha</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name</source>
        <translation>O seu nome</translation>
    </message>
    <message>
        <source>The name your friends see when you play with them (Game → Play with friends).</source>
        <translation>O nome que os seus amigos veem quando joga com eles (Jogo → Jogar com amigos).</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>O &amp;seu nome:</translation>
    </message>
    <message>
        <source>Type a name: your friends see it at the table.</source>
        <translation>Escreva um nome: os seus amigos veem-no à mesa.</translation>
    </message>
</context>
<context>
    <name>NetController</name>
    <message>
        <source>No hint is available now.</source>
        <translation>Não há nenhuma sugestão agora.</translation>
    </message>
    <message>
        <source>The host has not allowed hints at this table.</source>
        <translation>O anfitrião não permitiu sugestões nesta mesa.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Essa jogada não é permitida agora.</translation>
    </message>
    <message>
        <source>The host refused that: %1</source>
        <translation>O anfitrião recusou: %1</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Só há sugestões na sua vez.</translation>
    </message>
    <message>
        <source>Undo is off in games with friends.</source>
        <translation>Não é possível desfazer em jogos com amigos.</translation>
    </message>
</context>
<context>
    <name>NetWindow</name>
    <message>
        <source>The connection to the host was lost. Rejoining…</source>
        <translation>A ligação ao anfitrião perdeu-se. A voltar à mesa…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De volta à mesa.</translation>
    </message>
    <message>
        <source>Playing with friends at %1</source>
        <translation>A jogar com amigos: %1</translation>
    </message>
    <message>
        <source>Undo is off in games with friends</source>
        <translation>Não é possível desfazer em jogos com amigos</translation>
    </message>
    <message>
        <source>The host has not allowed hints at this table.</source>
        <translation>O anfitrião não permitiu sugestões nesta mesa.</translation>
    </message>
    <message>
        <source>&amp;Take my seat back</source>
        <translation>&amp;Retomar o meu lugar</translation>
    </message>
    <message>
        <source>Your table “%1”: start the game once every seat is taken.</source>
        <translation>A sua mesa “%1”: comece o jogo quando todos os lugares estiverem ocupados.</translation>
    </message>
    <message>
        <source>Seated at “%1”: waiting for %2 to start the game.</source>
        <translation>Sentado na mesa “%1”: à espera de que %2 comece o jogo.</translation>
    </message>
    <message>
        <source>Review is not available in games with friends.</source>
        <translation>A revisão não está disponível em jogos com amigos.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of names: all but the last, and the last</comment>
        <translation>%1 e %2</translation>
    </message>
    <message numerus="yes">
        <source>Close the table? %1 will be disconnected. The game is kept and can be resumed with the same code.</source>
        <translation>
            <numerusform>Fechar a mesa? A ligação de %1 será cortada. O jogo é guardado e pode ser retomado com o mesmo código.</numerusform>
            <numerusform>Fechar a mesa? As ligações de %1 serão cortadas. O jogo é guardado e pode ser retomado com o mesmo código.</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Fechar a mesa</translation>
    </message>
    <message>
        <source>The game&apos;s record was not saved</source>
        <translation>O registo do jogo não foi guardado</translation>
    </message>
    <message>
        <source>The game is over. To play again, host a new table from the main window: Game → Play with friends → Host a table…</source>
        <translation>O jogo terminou. Para jogar de novo, crie uma nova mesa na janela principal: Jogo → Jogar com amigos → Criar uma mesa…</translation>
    </message>
    <message>
        <source>The game is over. To play again, ask the host to host a new table, then join it: Game → Play with friends → Join…</source>
        <translation>O jogo terminou. Para jogar de novo, peça ao anfitrião que crie uma nova mesa e entre nela: Jogo → Jogar com amigos → Entrar numa mesa…</translation>
    </message>
    <message>
        <source>The host closed the table. The game is kept at the host.</source>
        <translation>O anfitrião fechou a mesa. O jogo fica guardado no anfitrião.</translation>
    </message>
    <message>
        <source>Your seat was taken by another window with this seat&apos;s key (Manni started twice?). This window has left the table.</source>
        <translation>O seu lugar foi tomado por outra janela com a chave deste lugar (o Manni foi aberto duas vezes?). Esta janela saiu da mesa.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. The game is kept at the host.</source>
        <translation>A ligação ao anfitrião perdeu-se. O jogo fica guardado no anfitrião.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Sair da mesa</translation>
    </message>
    <message>
        <source>&amp;Stay and look</source>
        <translation>&amp;Ficar a ver</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>Jogar com amigos</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Both opponents need a name.</source>
        <translation>Os dois adversários precisam de um nome.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Pontuação:</translation>
    </message>
    <message>
        <source>&amp;Left opponent:</source>
        <translation>Adversário da &amp;esquerda:</translation>
    </message>
    <message>
        <source>&amp;Right opponent:</source>
        <translation>Adversário da &amp;direita:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Semente:</translation>
    </message>
    <message>
        <source>Every computer player needs a name.</source>
        <translation>Todos os jogadores do computador precisam de um nome.</translation>
    </message>
    <message>
        <source>%1 (without the endgame solver: weaker)</source>
        <translation>%1 (sem o resolvedor de final de jogo: mais fraco)</translation>
    </message>
    <message>
        <source>Points per partnership</source>
        <translation>Pontos por parceria</translation>
    </message>
    <message>
        <source>%1 is always scored this way.</source>
        <translation>%1: a pontuação é sempre esta.</translation>
    </message>
    <message>
        <source>Left opponent&apos;s level</source>
        <translation>Nível do adversário da esquerda</translation>
    </message>
    <message>
        <source>&amp;Partner (across):</source>
        <translation>Par&amp;ceiro (em frente):</translation>
    </message>
    <message>
        <source>Partner&apos;s name</source>
        <translation>Nome do parceiro</translation>
    </message>
    <message>
        <source>Partner&apos;s level</source>
        <translation>Nível do parceiro</translation>
    </message>
    <message>
        <source>Right opponent&apos;s level</source>
        <translation>Nível do adversário da direita</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Left opponent&apos;s name</source>
        <translation>Nome do adversário da esquerda</translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>a level marked weaker</comment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>* Weaker here: this installation has no endgame solver (its C library was not built). Install Manni Desktop with its installer or from a wheel, or install a C compiler and reinstall it, to get it.</source>
        <translation>* Mais fraco aqui: esta instalação não tem o resolvedor de final de jogo (a sua biblioteca C não foi compilada). Instale o Manni Desktop com o seu instalador ou a partir de uma wheel, ou instale um compilador de C e reinstale-o, para o obter.</translation>
    </message>
    <message>
        <source>Right opponent&apos;s name</source>
        <translation>Nome do adversário da direita</translation>
    </message>
    <message>
        <source>Level:</source>
        <comment>beside an opponent&apos;s level box</comment>
        <translation>Nível:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <source>Leave empty for a random deal; the same seed deals the same cards.</source>
        <translation>Deixe vazio para uma distribuição aleatória; a mesma semente dá as mesmas cartas.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your turn went unanswered: a computer player plays for you until you take your seat back.</source>
        <translation>A sua vez ficou sem resposta: um jogador do computador joga por si até retomar o seu lugar.</translation>
    </message>
    <message>
        <source>%1 has left the table. A computer player takes the seat if %1 is not back soon.</source>
        <translation>%1 saiu da mesa. Um jogador do computador fica com o lugar se %1 não voltar em breve.</translation>
    </message>
    <message>
        <source>A computer player (%2) plays for %1 until %1 is back.</source>
        <translation>Um jogador do computador (%2) joga por %1 até %1 voltar.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 voltou à mesa.</translation>
    </message>
    <message>
        <source>The table could not be saved: %3 Play goes on; the last good save is kept.</source>
        <translation>Não foi possível guardar a mesa: %3 O jogo continua; a última gravação boa é mantida.</translation>
    </message>
    <message>
        <source>The table is saved again.</source>
        <translation>A mesa volta a ser guardada.</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <source>Away: computer plays</source>
        <translation>Ausente: joga o computador</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <source>Licences and notices</source>
        <translation>Licenças e avisos</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <source>Watch a record</source>
        <translation>Ver um registo</translation>
    </message>
    <message>
        <source>Record viewer</source>
        <translation>Visualizador de registos</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>The first deal (Home)</source>
        <translation>A primeira mão (Home)</translation>
    </message>
    <message>
        <source>Previous deal</source>
        <translation>Mão anterior</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mão anterior</translation>
    </message>
    <message>
        <source>The start of this deal, or of the one before (Page Up)</source>
        <translation>O início desta mão, ou da anterior (Page Up)</translation>
    </message>
    <message>
        <source>The start of this hand, or of the one before (Page Up)</source>
        <translation>O início desta mão, ou da anterior (Page Up)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Recuar</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>Um passo atrás (←)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>One step forward (→)</source>
        <translation>Um passo em frente (→)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>The start of the next deal (Page Down)</source>
        <translation>O início da próxima mão (Page Down)</translation>
    </message>
    <message>
        <source>The start of the next hand (Page Down)</source>
        <translation>O início da próxima mão (Page Down)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>O fim do registo (End)</translation>
    </message>
    <message>
        <source>Card by card</source>
        <translation>Carta a carta</translation>
    </message>
    <message>
        <source>Step through each card played, not each trick</source>
        <translation>Avançar a cada carta jogada, não a cada vaza</translation>
    </message>
    <message>
        <source>&amp;Whose hand:</source>
        <translation>&amp;Mão de:</translation>
    </message>
    <message>
        <source>&amp;Review this deal</source>
        <translation>&amp;Rever esta mão</translation>
    </message>
    <message>
        <source>&amp;Review this hand</source>
        <translation>&amp;Rever esta mão</translation>
    </message>
    <message>
        <source>Go through this deal with the chosen player&apos;s cards</source>
        <translation>Rever esta mão com as cartas do jogador escolhido</translation>
    </message>
    <message>
        <source>Go through this hand with the chosen player&apos;s cards</source>
        <translation>Rever esta mão com as cartas do jogador escolhido</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontuação</translation>
    </message>
    <message>
        <source>The table, every hand face up</source>
        <translation>A mesa, com todas as mãos à vista</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Exchange</source>
        <translation>Troca</translation>
    </message>
    <message>
        <source>Take the Manni?</source>
        <translation>Ficar com o Manni?</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Declaração</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Vaza %1</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>a troca</translation>
    </message>
    <message>
        <source>the choice of the Manni</source>
        <translation>a escolha do Manni</translation>
    </message>
    <message>
        <source>the declaration</source>
        <translation>a declaração</translation>
    </message>
    <message>
        <source>the choice of the contract</source>
        <translation>a escolha do contrato</translation>
    </message>
    <message>
        <source>trick %1</source>
        <translation>a vaza %1</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Boa</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Forçada</translation>
    </message>
    <message>
        <source>Good (on average)</source>
        <comment>mark: good over the unseen cards, although the cards as they lay favoured another choice</comment>
        <translation>Boa (em média)</translation>
    </message>
    <message>
        <source>A good choice on average over the cards you could not see. With every card visible another choice did better, but that depended on cards you could not know.</source>
        <translation>Uma boa escolha, em média, nas distribuições das cartas que não podia ver. Com todas as cartas à vista outra escolha deu melhor, mas isso dependia de cartas que não podia conhecer.</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (melhor %2)</translation>
    </message>
    <message>
        <source>a trump thrown away</source>
        <translation>um trunfo deitado fora</translation>
    </message>
    <message>
        <source>too many cards changed</source>
        <translation>cartas trocadas a mais</translation>
    </message>
    <message>
        <source>too few cards changed</source>
        <translation>cartas trocadas a menos</translation>
    </message>
    <message>
        <source>a trick given away that was certain with every card seen</source>
        <translation>uma vaza perdida que era certa com todas as cartas à vista</translation>
    </message>
    <message>
        <source>a trump spent where another card would do</source>
        <translation>um trunfo gasto quando outra carta bastava</translation>
    </message>
    <message>
        <source>no trump where one was better</source>
        <translation>faltou um trunfo quando era melhor</translation>
    </message>
    <message>
        <source>another suit was better</source>
        <translation>outro naipe era melhor</translation>
    </message>
    <message>
        <source>too high a card</source>
        <translation>uma carta alta demais</translation>
    </message>
    <message>
        <source>too low a card</source>
        <translation>uma carta baixa demais</translation>
    </message>
    <message>
        <source>There was no decision to review in this hand.</source>
        <translation>Nesta mão não houve decisões para rever.</translation>
    </message>
    <message>
        <source>Well played: about as good as the strongest bot.</source>
        <translation>Bem jogado: praticamente tão bem como o bot mais forte.</translation>
    </message>
    <message>
        <source>the costliest was %1: %2, where %3 was better by %4</source>
        <translation>a decisão mais cara foi %1: %2, quando %3 era melhor em %4</translation>
    </message>
    <message>
        <source>You lost about %1</source>
        <translation>Perdeu cerca de %1</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>%1, every option weighed: %2</source>
        <translation>%1, todas as opções avaliadas: %2</translation>
    </message>
    <message>
        <source>This deal cannot be reviewed: %1</source>
        <translation>Esta mão não pode ser revista: %1</translation>
    </message>
    <message>
        <source>This hand cannot be reviewed: %1</source>
        <translation>Esta mão não pode ser revista: %1</translation>
    </message>
    <message>
        <source>Review cancelled after %1 of %2 decisions.</source>
        <translation>Revisão cancelada após %1 de %2 decisões.</translation>
    </message>
    <message>
        <source>Reviewing your decisions with the strongest bot…</source>
        <translation>A rever as suas decisões com o bot mais forte…</translation>
    </message>
    <message>
        <source>Review of deal %1: %2</source>
        <translation>Revisão da mão %1: %2</translation>
    </message>
    <message>
        <source>Review of hand %1: %2</source>
        <translation>Revisão da mão %1: %2</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v de %m decisões</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Cancelar a revisão</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Each choice is weighed by the strongest bot&apos;s search on deals of the cards you could not see. Good: within 0.3 tricks of the best; inaccuracy: up to 0.8; mistake: more (in Manillen 2 and 5 card points).</source>
        <translation>Cada escolha é avaliada pela pesquisa do bot mais forte em distribuições das cartas que não podia ver. Boa: a menos de 0,3 vazas da melhor; imprecisão: até 0,8; erro: mais (no Manillen, 2 e 5 pontos de cartas).</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>A sua escolha</translation>
    </message>
    <message>
        <source>Your side&apos;s points</source>
        <translation>Pontos da sua parceria</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>As suas vazas</translation>
    </message>
    <message>
        <source>Strongest bot&apos;s choice</source>
        <translation>Escolha do bot mais forte</translation>
    </message>
    <message>
        <source>Its points</source>
        <translation>Pontos do bot</translation>
    </message>
    <message>
        <source>Its tricks</source>
        <translation>Vazas do bot</translation>
    </message>
    <message>
        <source>Every card visible</source>
        <translation>Todas as cartas à vista</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Card points your side takes in this hand on average, over deals of the cards you could not see</source>
        <translation>Pontos de cartas que a sua parceria ganha nesta mão, em média, nas distribuições das cartas que não podia ver</translation>
    </message>
    <message>
        <source>Tricks you take in this hand on average, over deals of the cards you could not see</source>
        <translation>Vazas que ganha nesta mão, em média, nas distribuições das cartas que não podia ver</translation>
    </message>
    <message>
        <source>Your tricks with every hand known and best play by all, once few cards are left</source>
        <translation>As suas vazas com todas as mãos conhecidas e o melhor jogo de todos, quando restam poucas cartas</translation>
    </message>
    <message>
        <source>Judged by the average over the cards you could not see. With every card visible a good choice can still come out behind: the hidden cards decided that, not you.</source>
        <translation>Avaliada pela média nas distribuições das cartas que não podia ver. Com todas as cartas à vista uma boa escolha pode ainda ficar atrás: foram as cartas escondidas que o decidiram, não a sua escolha.</translation>
    </message>
</context>
<context>
    <name>ReviewPlurals</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n imprecisão</numerusform>
            <numerusform>%n imprecisões</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules page could not be read: %1</source>
        <translation>Não foi possível ler a página de regras: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>Chooser</source>
        <comment>who chose the deal&apos;s contract</comment>
        <translation>Declarante</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Who chose the contract: forehand, left of the dealer</source>
        <translation>Quem escolheu o contrato: o declarante, à esquerda do dador</translation>
    </message>
    <message>
        <source>The contract forehand chose</source>
        <translation>O contrato escolhido pelo declarante</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Tricks you took in each deal</source>
        <translation>Vazas que fez em cada mão</translation>
    </message>
    <message>
        <source>What you scored in each deal: the tricks against the quota</source>
        <translation>O que marcou em cada mão: as vazas face à cota</translation>
    </message>
    <message>
        <source>Tricks %1 took in each deal</source>
        <translation>Vazas feitas por %1 em cada mão</translation>
    </message>
    <message>
        <source>What %1 scored in each deal: the tricks against the quota</source>
        <translation>O que %1 marcou em cada mão: as vazas face à cota</translation>
    </message>
    <message>
        <source>Deal %1, dealt by %2, contract chosen by %3</source>
        <translation>Mão %1, dador: %2, contrato escolhido por %3</translation>
    </message>
    <message>
        <source>Deal %1 (in progress), dealt by %2, contract chosen by %3</source>
        <translation>Mão %1 (em curso), dador: %2, contrato escolhido por %3</translation>
    </message>
    <message>
        <source>chose the contract</source>
        <comment>accessible</comment>
        <translation>escolheu o contrato</translation>
    </message>
    <message>
        <source>Score of %1 in this deal: %2</source>
        <translation>Resultado de %1 nesta mão: %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Running total after %1 of %2 deals; after the last deal the highest total wins</source>
        <translation>Total acumulado depois de %1 de %2 mãos; depois da última mão ganha o total mais alto</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Número da mão</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Quem deu as cartas</translation>
    </message>
    <message>
        <source>Tricks</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a side: the two partners&apos; names</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>accessible column header: the column&apos;s word, its player or side</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Card points</source>
        <comment>column under a side</comment>
        <translation>Pontos das cartas</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>column under a side</comment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>accessible row header</comment>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <comment>accessible row header</comment>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trunfo</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número da mão</translation>
    </message>
    <message>
        <source>The dealer&apos;s choice: a trump suit, or no-trump (scores ×2)</source>
        <translation>A escolha do dador: um naipe de trunfo ou sem trunfo (conta ×2)</translation>
    </message>
    <message>
        <source>The contract: trump, no-trump or Nullo</source>
        <translation>O contrato: trunfo, sem trunfo ou Nulo</translation>
    </message>
    <message>
        <source>Card points %1 captured in each deal</source>
        <translation>Pontos das cartas ganhos por %1 em cada distribuição</translation>
    </message>
    <message>
        <source>What %1 scored in each deal: the card points over half, ×2 for no-trump, after a tie and for taking every trick</source>
        <translation>O que %1 marcou em cada distribuição: os pontos das cartas acima de metade, ×2 sem trunfo, depois de um empate e por fazer todas as vazas</translation>
    </message>
    <message>
        <source>Tricks %1 took in each hand</source>
        <translation>Vazas feitas por %1 em cada mão</translation>
    </message>
    <message>
        <source>Points %1 scored in each hand (par is %2 tricks)</source>
        <translation>Pontos marcados por %1 em cada mão (cota: %2 vazas)</translation>
    </message>
    <message>
        <source>deal number</source>
        <comment>accessible</comment>
        <translation>número da mão</translation>
    </message>
    <message>
        <source>hand number</source>
        <comment>accessible</comment>
        <translation>número da mão</translation>
    </message>
    <message>
        <source>%1, in progress</source>
        <comment>accessible: a hand or deal</comment>
        <translation>%1, em curso</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>accessible</comment>
        <translation>dador</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trunfo: %1</translation>
    </message>
    <message>
        <source>No-trump: the deal&apos;s score counts ×2</source>
        <translation>Sem trunfo: o resultado da distribuição conta ×2</translation>
    </message>
    <message>
        <source>%1 has not chosen trump yet</source>
        <translation>%1 ainda não escolheu o trunfo</translation>
    </message>
    <message>
        <source>Deal %1, dealt by %2</source>
        <translation>Distribuição %1, dador: %2</translation>
    </message>
    <message>
        <source>Deal %1 (in progress), dealt by %2</source>
        <translation>Distribuição %1 (em curso), dador: %2</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <translation>Mão %1, dador: %2</translation>
    </message>
    <message>
        <source>Hand %1 (in progress), dealt by %2</source>
        <translation>Mão %1 (em curso), dador: %2</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Carta cortada: %1</translation>
    </message>
    <message>
        <source>This deal counts ×2: the deal before was a tie</source>
        <translation>Esta distribuição conta ×2: a anterior foi um empate</translation>
    </message>
    <message>
        <source>tricks of %1</source>
        <translation>vazas de %1</translation>
    </message>
    <message>
        <source>points of %1: the hand is still being played</source>
        <translation>pontos de %1: a mão ainda está a ser jogada</translation>
    </message>
    <message>
        <source>points of %1</source>
        <translation>pontos de %1</translation>
    </message>
    <message>
        <source>Tricks taken by %1: %2</source>
        <translation>Vazas feitas por %1: %2</translation>
    </message>
    <message>
        <source>Plus points: %1</source>
        <translation>Pontos positivos: %1</translation>
    </message>
    <message>
        <source>Minus points: %1</source>
        <translation>Pontos negativos: %1</translation>
    </message>
    <message>
        <source>No points (exactly par)</source>
        <translation>Sem pontos (exatamente a cota)</translation>
    </message>
    <message>
        <source>both sides, deal %1</source>
        <translation>ambas as parcerias, distribuição %1</translation>
    </message>
    <message>
        <source>card points of %1</source>
        <translation>pontos das cartas de %1</translation>
    </message>
    <message>
        <source>score of %1</source>
        <translation>resultado de %1</translation>
    </message>
    <message>
        <source>score of %1: the deal is still being played</source>
        <translation>resultado de %1: a mão ainda está a ser jogada</translation>
    </message>
    <message>
        <source>%1–%2 tie: next deal ×2</source>
        <comment>Manillen: a tied deal</comment>
        <translation>Empate %1–%2: próxima distribuição ×2</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>Manillen: the deal number column</comment>
        <translation>Distr.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <comment>Manillen</comment>
        <translation>Número da distribuição</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>Manillen: accessible row header</comment>
        <translation>Distribuição %1</translation>
    </message>
    <message>
        <source>deal number</source>
        <comment>Manillen: accessible</comment>
        <translation>número da distribuição</translation>
    </message>
    <message>
        <source>You have not chosen trump yet</source>
        <translation>Ainda não escolheu o trunfo</translation>
    </message>
    <message>
        <source>score of %1: the deal is still being played</source>
        <comment>Manillen</comment>
        <translation>resultado de %1: a distribuição ainda está a ser jogada</translation>
    </message>
    <message>
        <source>Card points of %1 so far: %2</source>
        <translation>Pontos das cartas de %1 até agora: %2</translation>
    </message>
    <message>
        <source>A tie scores nothing and the next deal counts ×2; ties in a row keep a single ×2</source>
        <translation>Um empate não pontua e a distribuição seguinte conta ×2; empates seguidos mantêm um só ×2</translation>
    </message>
    <message>
        <source>%1 card points: %2 over %3</source>
        <translation>%1 pontos das cartas: %2 acima de %3</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>%1 card points: not over %2, no score</source>
        <translation>%1 pontos das cartas: não passa de %2, não pontua</translation>
    </message>
    <message>
        <source>×2 no-trump</source>
        <translation>×2 sem trunfo</translation>
    </message>
    <message>
        <source>×2 after a tie</source>
        <translation>×2 depois de um empate</translation>
    </message>
    <message>
        <source>×2 all %1 tricks</source>
        <translation>×2 todas as %1 vazas</translation>
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
        <translation>Vazas que fez em cada mão</translation>
    </message>
    <message>
        <source>Points you scored in each hand (par is %2 tricks)</source>
        <translation>Pontos que marcou em cada mão (cota: %2 vazas)</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Positivos</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Negativos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Vencedores</translation>
    </message>
    <message>
        <source>Each side&apos;s score. The first side to reach %1 after a complete deal wins.</source>
        <translation>Resultado de cada parceria. Ganha a primeira parceria a chegar a %1 no fim de uma distribuição completa.</translation>
    </message>
    <message>
        <source>Plus points so far</source>
        <translation>Pontos positivos até agora</translation>
    </message>
    <message>
        <source>Plus points so far; the game ends after a hand in which someone reaches %1</source>
        <translation>Pontos positivos até agora; o jogo termina no fim da mão em que alguém chegue a %1</translation>
    </message>
    <message>
        <source>Running score. The game ends when one player alone has the highest score, %1 or more.</source>
        <translation>Resultado acumulado. O jogo termina quando um jogador tiver sozinho o resultado mais alto, %1 ou mais.</translation>
    </message>
    <message>
        <source>%1 more to reach %2</source>
        <translation>Mais %1 para chegar a %2</translation>
    </message>
    <message>
        <source>The last deal was a tie: the next deal counts ×2</source>
        <translation>A última distribuição foi um empate: a próxima conta ×2</translation>
    </message>
    <message>
        <source>Minus points so far</source>
        <translation>Pontos negativos até agora</translation>
    </message>
    <message>
        <source>Net = plus − minus; the highest net wins</source>
        <translation>Saldo = positivos − negativos; ganha o saldo mais alto</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>tooltip: player, total row, value</comment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no-trump, a column of the contract grid</comment>
        <translation>ST</translation>
    </message>
    <message>
        <source>You have not used %2 yet</source>
        <comment>contract grid</comment>
        <translation>Ainda não usou o contrato %2</translation>
    </message>
    <message>
        <source>%1 has not used %2 yet</source>
        <comment>contract grid</comment>
        <translation>%1 ainda não usou o contrato %2</translation>
    </message>
    <message>
        <source>You have used %2 in deal %3</source>
        <comment>contract grid</comment>
        <translation>Usou o contrato %2 na mão %3</translation>
    </message>
    <message>
        <source>%1 has used %2 in deal %3</source>
        <comment>contract grid</comment>
        <translation>%1 usou o contrato %2 na mão %3</translation>
    </message>
    <message>
        <source>You play %2 in deal %3, in progress</source>
        <comment>contract grid</comment>
        <translation>Joga o contrato %2 na mão %3, em curso</translation>
    </message>
    <message>
        <source>%1 plays %2 in deal %3, in progress</source>
        <comment>contract grid</comment>
        <translation>%1 joga o contrato %2 na mão %3, em curso</translation>
    </message>
    <message>
        <source>Contracts used</source>
        <comment>title over the contract grid</comment>
        <translation>Contratos usados</translation>
    </message>
    <message>
        <source>For each player the deal in which they chose each contract</source>
        <translation>Para cada jogador, a mão em que escolheu cada contrato</translation>
    </message>
</context>
<context>
    <name>SeatRequests</name>
    <message>
        <source>Someone who joined as “%1” asks for the seat of %2, who is away. Give it only to %2: the seat&apos;s cards go with it, and %2&apos;s old window can no longer come back to it.</source>
        <translation>Alguém que entrou como “%1” pede o lugar de %2, que está ausente. Dê-o apenas a %2: as cartas do lugar vão com ele, e a janela antiga de %2 já não poderá voltar a ele.</translation>
    </message>
    <message>
        <source>A seat is asked for</source>
        <translation>Pedem um lugar</translation>
    </message>
    <message>
        <source>&amp;Give the seat</source>
        <translation>&amp;Dar o lugar</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Recusar</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Manni Desktop is already open with the game folder %1. Close that window first, or switch to it.</source>
        <translation>O Manni Desktop já está aberto com a pasta de jogo %1. Feche primeiro essa janela ou mude para ela.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Trick: no card played yet</source>
        <translation>Vaza: ainda nenhuma carta jogada</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>selected for exchange</source>
        <translation>selecionada para a troca</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>não pode ser jogada agora</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Carta cortada: %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>resultado %1</translation>
    </message>
    <message>
        <source>%1, not selected</source>
        <translation>%1, não selecionada</translation>
    </message>
    <message>
        <source>You play the %1</source>
        <translation>Joga: %1</translation>
    </message>
    <message>
        <source>%1 plays the %2</source>
        <translation>%1 joga: %2</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Leva a vaza</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 leva a vaza</translation>
    </message>
    <message>
        <source>You drew: %1</source>
        <translation>Comprou: %1</translation>
    </message>
    <message>
        <source>Enter: %1</source>
        <translation>Enter: %1</translation>
    </message>
</context>
<context>
    <name>SpokenPlurals</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>A sua mão: %n carta</numerusform>
            <numerusform>A sua mão: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: %n card(s)</source>
        <translation>
            <numerusform>Vaza: %n carta</numerusform>
            <numerusform>Vaza: %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Repor estatísticas</translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of all %n game(s) played? This cannot be undone.</source>
        <translation>
            <numerusform>Esquecer o resultado do %n jogo disputado? Não é possível anular esta ação.</numerusform>
            <numerusform>Esquecer os resultados de todos os %n jogos disputados? Não é possível anular esta ação.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Os seus jogos</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Jogos disputados:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganhos:</translation>
    </message>
    <message>
        <source>Shared wins:</source>
        <translation>Vitórias partilhadas:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Perdidos:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Taxa de vitórias:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Mãos jogadas:</translation>
    </message>
    <message>
        <source>Average net per hand:</source>
        <translation>Saldo médio por mão:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Melhor jogo:</translation>
    </message>
    <message>
        <source>Current win streak:</source>
        <translation>Série de vitórias atual:</translation>
    </message>
    <message>
        <source>Longest win streak:</source>
        <translation>Maior série de vitórias:</translation>
    </message>
    <message>
        <source>By strongest opponent</source>
        <translation>Por adversário mais forte</translation>
    </message>
    <message>
        <source>By contract (your hands)</source>
        <translation>Por contrato (as suas mãos)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhos</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Partilhados</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% vitórias</translation>
    </message>
    <message>
        <source>Manni games only</source>
        <translation>Só jogos de Manni</translation>
    </message>
    <message>
        <source>Of these, opened from a file:</source>
        <translation>Destes, abertos de um ficheiro:</translation>
    </message>
    <message>
        <source>Given up before the end:</source>
        <translation>Abandonados antes do fim:</translation>
    </message>
    <message>
        <source>Hands and deals played:</source>
        <translation>Mãos e distribuições jogadas:</translation>
    </message>
    <message>
        <source>Game on the table:</source>
        <translation>Jogo em curso:</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Por jogo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Hands or deals</source>
        <comment>every hand or deal, unfinished games too</comment>
        <translation>Mãos ou distribuições</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <source>Average net</source>
        <translation>Saldo médio</translation>
    </message>
    <message>
        <source>Average tricks</source>
        <translation>Média de vazas</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Repor estatísticas…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <comment>Manillen</comment>
        <translation>
            <numerusform>%n distribuição</numerusform>
            <numerusform>%n distribuições</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n mão</numerusform>
            <numerusform>%n mãos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mão</numerusform>
            <numerusform>%n mãos</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trunfo</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sem trunfo</translation>
    </message>
    <message>
        <source>Nullo</source>
        <translation>Nulo</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 (%2 in unfinished games)</source>
        <translation>%1 (%2 em jogos por terminar)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>game: hands or deals played</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>net %1 against %2</source>
        <translation>saldo %1 contra o nível %2</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Ainda não há jogos terminados</translation>
    </message>
    <message>
        <source>Win rate by strongest opponent</source>
        <translation>Taxa de vitórias por adversário mais forte</translation>
    </message>
    <message>
        <source>Average net per hand by contract</source>
        <translation>Saldo médio por mão, por contrato</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>the save</source>
        <translation>o jogo guardado</translation>
    </message>
    <message>
        <source>the window state</source>
        <translation>o estado da janela</translation>
    </message>
    <message>
        <source>the statistics file</source>
        <translation>o ficheiro de estatísticas</translation>
    </message>
    <message>
        <source>{source}, game {number}</source>
        <translation>{source}, jogo {number}</translation>
    </message>
    <message>
        <source>Could not create the folder {path}: {reason}.</source>
        <translation>Não foi possível criar a pasta {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. The previous file is kept.</source>
        <translation>Não foi possível gravar {path}: {reason}. O ficheiro anterior mantém-se.</translation>
    </message>
    <message>
        <source>Could not read {path}: {reason}.</source>
        <translation>Não foi possível ler {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not open the lock file {path}: {reason}.</source>
        <translation>Não foi possível abrir o ficheiro de bloqueio {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not lock {path}: {reason}.</source>
        <translation>Não foi possível bloquear {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not remove {path}: {reason}.</source>
        <translation>Não foi possível apagar {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} is being written by another Manni Desktop for too long; nothing was changed.</source>
        <translation>Outro Manni Desktop está a gravar {path} há demasiado tempo; nada foi alterado.</translation>
    </message>
    <message>
        <source>{path} is too large to be a Manni Desktop file.</source>
        <translation>{path} é demasiado grande para ser um ficheiro do Manni Desktop.</translation>
    </message>
    <message>
        <source>{path} is empty (it may have been cut off).</source>
        <translation>{path} está vazio (pode ter sido cortado).</translation>
    </message>
    <message>
        <source>{path} is not a text file (not UTF-8).</source>
        <translation>{path} não é um ficheiro de texto (não está em UTF-8).</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: it may be truncated or damaged.</source>
        <translation>{path} não contém JSON válido: pode estar cortado ou danificado.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON (line {line}, column {column}): it may be truncated or damaged.</source>
        <translation>{path} não contém JSON válido (linha {line}, coluna {column}): pode estar cortado ou danificado.</translation>
    </message>
    <message>
        <source>{source}: &apos;{field}&apos; must be {expected}.</source>
        <translation>{source}: «{field}» tem de ser {expected}.</translation>
    </message>
    <message>
        <source>{source}: &apos;{field}&apos; must be one of {choices}.</source>
        <translation>{source}: «{field}» tem de ser um destes valores: {choices}.</translation>
    </message>
    <message>
        <source>{source} is not a Manni Desktop save (not a JSON object).</source>
        <translation>{source} não é um jogo guardado do Manni Desktop (não é um objeto JSON).</translation>
    </message>
    <message>
        <source>{source} is not a Manni Desktop save (no valid schema number).</source>
        <translation>{source} não é um jogo guardado do Manni Desktop (sem número de esquema válido).</translation>
    </message>
    <message>
        <source>{source} was written by a newer version of Manni Desktop (schema {schema}); this version reads up to schema {supported}.</source>
        <translation>{source} provém de uma versão mais recente do Manni Desktop (esquema {schema}); esta versão lê até ao esquema {supported}.</translation>
    </message>
    <message>
        <source>{source} was not written by Manni Desktop.</source>
        <translation>{source} não provém do Manni Desktop.</translation>
    </message>
    <message>
        <source>{source} holds no game record.</source>
        <translation>{source} não contém nenhum registo de jogo.</translation>
    </message>
    <message>
        <source>The game record in {source} is invalid: {detail}.</source>
        <translation>O registo do jogo ({source}) é inválido: {detail}.</translation>
    </message>
    <message>
        <source>The game record in {source} cannot be replayed ({error}: {detail}).</source>
        <translation>Não é possível reproduzir o registo do jogo ({source}): {error}: {detail}.</translation>
    </message>
    <message>
        <source>{source} is a plain game record; it was opened as a saved game.</source>
        <translation>{source} é apenas um registo de jogo; foi aberto como jogo guardado.</translation>
    </message>
    <message>
        <source>The saved game could not be restored. {cause}</source>
        <translation>Não foi possível retomar o jogo guardado. {cause}</translation>
    </message>
    <message>
        <source>The saved game could not be restored. {cause} The backup could not be used either: {backup_cause}</source>
        <translation>Não foi possível retomar o jogo guardado. {cause} A cópia de segurança também não pôde ser usada: {backup_cause}</translation>
    </message>
    <message>
        <source>{cause} The files were kept as {files}.</source>
        <translation>{cause} Os ficheiros foram conservados como {files}.</translation>
    </message>
    <message>
        <source>The last autosave was interrupted; the game continues from the one before.</source>
        <translation>A última gravação automática foi interrompida; o jogo continua a partir da anterior.</translation>
    </message>
    <message>
        <source>{cause} The backup of the previous move was used instead.</source>
        <translation>{cause} Foi usada, em vez disso, a cópia de segurança da jogada anterior.</translation>
    </message>
    <message>
        <source>{cause} It was left as it is for that version, and this version does not save games automatically until it is updated ({path}).</source>
        <translation>{cause} Ficou como estava para essa versão, e esta versão não grava os jogos automaticamente até ser atualizada ({path}).</translation>
    </message>
    <message>
        <source>Other users of this computer may change the files in {path}: they could replace your saved games or settings there. A folder only you can write to is safer.</source>
        <translation>Outros utilizadores deste computador podem alterar os ficheiros em {path}: poderiam substituir aí os seus jogos guardados ou as suas definições. É mais seguro usar uma pasta em que só a sua conta possa escrever.</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of Manni Desktop (schema {schema}); it was left as it is, and changes made here are not saved until this version is updated.</source>
        <translation>{path} provém de uma versão mais recente do Manni Desktop (esquema {schema}); ficou como estava, e as alterações feitas aqui não são guardadas até esta versão ser atualizada.</translation>
    </message>
    <message>
        <source>{source} is not a statistics file (not a JSON object).</source>
        <translation>{source} não é um ficheiro de estatísticas (não é um objeto JSON).</translation>
    </message>
    <message>
        <source>{source} is not a statistics file (no valid schema number).</source>
        <translation>{source} não é um ficheiro de estatísticas (sem número de esquema válido).</translation>
    </message>
    <message>
        <source>These statistics were written by a newer version of Manni Desktop (schema {schema}); this version reads up to schema {supported}.</source>
        <translation>Estas estatísticas foram escritas por uma versão mais recente do Manni Desktop (esquema {schema}); esta versão lê até ao esquema {supported}.</translation>
    </message>
    <message>
        <source>{cause} They were left as they are and nothing is counted until this version is updated ({path}).</source>
        <translation>{cause} Ficaram como estavam e nada é contado até esta versão ser atualizada ({path}).</translation>
    </message>
    <message>
        <source>{source}: a game must be a JSON object.</source>
        <translation>{source}: cada jogo tem de ser um objeto JSON.</translation>
    </message>
    <message>
        <source>{source}: unknown contract kind &apos;{kind}&apos;.</source>
        <translation>{source}: tipo de contrato desconhecido «{kind}».</translation>
    </message>
    <message>
        <source>{source}: contract &apos;{kind}&apos; must be [hands, net, tricks].</source>
        <translation>{source}: o contrato «{kind}» tem de ser [mãos, saldo, vazas].</translation>
    </message>
    <message>
        <source>{cause} The statistics were restored from their backup.</source>
        <translation>{cause} As estatísticas foram recuperadas da cópia de segurança.</translation>
    </message>
    <message>
        <source>{causes} The statistics start again from zero.</source>
        <translation>{causes} As estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>{causes} The games that cannot be read are left out; every other game is counted as before.</source>
        <translation>{causes} Os jogos que não se conseguem ler ficam de fora; todos os outros jogos continuam contados.</translation>
    </message>
    <message>
        <source>{causes} The games that cannot be read were kept in {files}; every other game is counted as before.</source>
        <translation>{causes} Os jogos que não se conseguem ler foram conservados em {files}; todos os outros jogos continuam contados.</translation>
    </message>
    <message>
        <source>{causes} The statistics start again from zero; the old files were kept as {files}.</source>
        <translation>{causes} As estatísticas recomeçam do zero; os ficheiros antigos foram conservados como {files}.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>o disco só permite leitura</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>não existe</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>há um ficheiro onde devia estar uma pasta</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>não é um ficheiro normal (é um pipe, um dispositivo ou um socket)</translation>
    </message>
    <message>
        <source>a name in it is not valid text (it holds a lone surrogate)</source>
        <translation>um nome que contém não é texto válido (tem um substituto isolado)</translation>
    </message>
    <message>
        <source>the game is too long: the file would be over 16 MiB, more than Manni Desktop opens</source>
        <translation>o jogo é demasiado longo: o ficheiro passaria de 16 MiB, mais do que o Manni Desktop abre</translation>
    </message>
    <message>
        <source>the system says: {strerror}</source>
        <translation>o sistema diz: {strerror}</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>um texto</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <source>a number or a string</source>
        <translation>um número ou um texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>verdadeiro ou falso (true/false)</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>um objeto JSON</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>uma lista de textos</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>uma lista de números inteiros</translation>
    </message>
    <message>
        <source>a list of levels or nulls</source>
        <translation>uma lista de níveis ou nulls</translation>
    </message>
</context>
<context>
    <name>TablePlurals</name>
    <message numerus="yes">
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>Pode trocar no máximo %n carta.</numerusform>
            <numerusform>Pode trocar no máximo %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchanged %n card(s)</source>
        <translation>
            <numerusform>Trocou %n carta</numerusform>
            <numerusform>Trocou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose up to %n card(s) to exchange</source>
        <translation>
            <numerusform>A sua vez: escolha até %n carta para trocar</numerusform>
            <numerusform>A sua vez: escolha até %n cartas para trocar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n</source>
        <translation>
            <numerusform>Trocar %n</numerusform>
            <numerusform>Trocar %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <comment>player name: tricks taken in the hand</comment>
        <translation>
            <numerusform>%1: %n vaza</numerusform>
            <numerusform>%1: %n vazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Kept the hand</source>
        <translation>Manteve a mão</translation>
    </message>
    <message>
        <source>Took the Manni</source>
        <translation>Ficou com o Manni</translation>
    </message>
    <message>
        <source>Welcome to Manni</source>
        <translation>Bem-vindo ao Manni</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>A pensar…</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <comment>the tricks of this hand so far</comment>
        <translation>Vaza %1 de %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>Manni: %1</source>
        <translation>Manni: %1</translation>
    </message>
    <message>
        <source>Discards: %1</source>
        <translation>Refugo: %1</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Está a dar as cartas</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dá as cartas</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>%1 joga</translation>
    </message>
    <message>
        <source>%1 is exchanging…</source>
        <translation>%1 está a trocar…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>A sua vez: jogue uma carta</translation>
    </message>
    <message>
        <source>Your turn: lead a card</source>
        <translation>A sua vez: abra a vaza</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Rever esta mão</translation>
    </message>
    <message>
        <source>Your turn: take the Manni or keep your hand</source>
        <translation>A sua vez: fique com o Manni ou mantenha a mão</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A sua vez</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está a jogar…</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Manter a mão</translation>
    </message>
    <message>
        <source>Take the Manni</source>
        <translation>Ficar com o Manni</translation>
    </message>
    <message>
        <source>%1, cannot be played now</source>
        <translation>%1, não pode ser jogada agora</translation>
    </message>
    <message>
        <source>%1, selected for exchange</source>
        <translation>%1, selecionada para a troca</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Sugestão: jogue %1</translation>
    </message>
    <message>
        <source>Hint: exchange %1</source>
        <translation>Sugestão: troque %1</translation>
    </message>
    <message>
        <source>Hint: keep your hand</source>
        <translation>Sugestão: mantenha a mão</translation>
    </message>
    <message>
        <source>Hint: take the Manni</source>
        <translation>Sugestão: fique com o Manni</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Neg.</translation>
    </message>
    <message>
        <source>Hand %1 over</source>
        <translation>Fim da mão %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Novo jogo…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Resultado final</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Rever esta mão</translation>
    </message>
    <message>
        <source>Choose with the buttons on the table.</source>
        <translation>Escolha com os botões da mesa.</translation>
    </message>
    <message>
        <source>Declared no-trump</source>
        <translation>Anunciou sem trunfo</translation>
    </message>
    <message>
        <source>Declared %1</source>
        <translation>Anunciou %1</translation>
    </message>
    <message>
        <source>Tricks: %1 (quota %2)</source>
        <comment>tricks taken in the deal; quota</comment>
        <translation>Vazas: %1 (cota %2)</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <comment>tricks taken in the deal</comment>
        <translation>Vazas: %1</translation>
    </message>
    <message>
        <source>Tricks: %1 · points: %2</source>
        <comment>tricks and card points taken in the deal</comment>
        <translation>Vazas: %1 · pontos: %2</translation>
    </message>
    <message>
        <source>Tricks: %1 (par %2)</source>
        <comment>tricks taken in the hand; par</comment>
        <translation>Vazas: %1 (cota %2)</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>Your turn: choose trump or no-trump</source>
        <translation>A sua vez: escolha trunfo ou sem trunfo</translation>
    </message>
    <message>
        <source>%1 is choosing trump; your cards stay face down until then</source>
        <translation>%1 está a escolher o trunfo; as suas cartas ficam viradas para baixo até lá</translation>
    </message>
    <message>
        <source>%1 is choosing trump…</source>
        <translation>%1 está a escolher o trunfo…</translation>
    </message>
    <message>
        <source>Hint: declare %1</source>
        <translation>Sugestão: anuncie %1</translation>
    </message>
    <message>
        <source>keeping your hand</source>
        <translation>manter a mão</translation>
    </message>
    <message>
        <source>taking the Manni</source>
        <translation>ficar com o Manni</translation>
    </message>
    <message>
        <source>%1 card points</source>
        <translation>%1 pontos de cartas</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 vazas</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>a única escolha</translation>
    </message>
    <message>
        <source>about as good as %1</source>
        <translation>praticamente igual a %1</translation>
    </message>
    <message>
        <source>about %1 better than %2</source>
        <translation>cerca de %1 melhor do que %2</translation>
    </message>
    <message>
        <source>Played your only legal card, %1</source>
        <translation>Foi jogada a sua única carta possível, %1</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Sem trunfo</translation>
    </message>
    <message>
        <source>×2 no-trump</source>
        <translation>×2 sem trunfo</translation>
    </message>
    <message>
        <source>×2 after a tie</source>
        <translation>×2 depois de um empate</translation>
    </message>
    <message>
        <source>×2 all eight tricks</source>
        <translation>×2 varredura</translation>
    </message>
    <message>
        <source>Deal %1 over</source>
        <translation>Fim da mão %1</translation>
    </message>
    <message>
        <source>30–30: nobody scores, the next deal counts double</source>
        <translation>30–30: ninguém pontua, a próxima distribuição conta a dobrar</translation>
    </message>
    <message>
        <source>%1 score %2</source>
        <translation>%1 marcam %2</translation>
    </message>
    <message>
        <source>%1 over 30</source>
        <translation>%1 acima de 30</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parceria</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Pontos das cartas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Deal %1 over</source>
        <comment>Manillen: the end of a deal</comment>
        <translation>Fim da distribuição %1</translation>
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
        <translation>A sua parceria ganhou!</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>%1 ganham</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ganhou!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 ganha</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Vitória partilhada: %1</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two names</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <comment>three names</comment>
        <translation>%1, %2 e %3</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Ainda não se jogou nenhuma vaza.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última vaza</translation>
    </message>
    <message>
        <source>Play hint</source>
        <translation>Jogar sugestão</translation>
    </message>
    <message>
        <source>Use hint</source>
        <translation>Usar sugestão</translation>
    </message>
    <message>
        <source>Play the hinted card, or select the hinted choice (Shift+H)</source>
        <translation>Jogar a carta sugerida, ou selecionar a escolha sugerida (Shift+H)</translation>
    </message>
    <message>
        <source>Hint played: %1</source>
        <translation>Sugestão jogada: %1</translation>
    </message>
    <message>
        <source>exchange %1</source>
        <translation>trocar %1</translation>
    </message>
    <message>
        <source>Hint chosen: %1. Press Space to confirm.</source>
        <translation>Sugestão escolhida: %1. Prima Espaço para confirmar.</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <comment>an earlier trick of this hand</comment>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>The trick before (Left arrow)</source>
        <translation>A vaza anterior (seta para a esquerda)</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <comment>a later trick of this hand</comment>
        <translation>Seguinte ▶</translation>
    </message>
    <message>
        <source>The trick after (Right arrow)</source>
        <translation>A vaza seguinte (seta para a direita)</translation>
    </message>
    <message>
        <source>Left and Right arrows: the trick before or after. Escape: close</source>
        <translation>Setas para a esquerda e para a direita: a vaza anterior ou a seguinte. Escape: fechar</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
</context>
<context>
    <name>TrickWords</name>
    <message>
        <source>You lead</source>
        <comment>you are to lead the next trick</comment>
        <translation>É a sua vez de sair</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <comment>a player is to lead the next trick</comment>
        <translation>%1 sai</translation>
    </message>
    <message>
        <source>You led</source>
        <comment>you led this trick</comment>
        <translation>A saída foi sua</translation>
    </message>
    <message>
        <source>%1 led</source>
        <comment>a player led this trick</comment>
        <translation>%1 saiu</translation>
    </message>
    <message>
        <source>you take the trick</source>
        <comment>after &apos;X led · &apos;</comment>
        <translation>a vaza é sua</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <comment>after &apos;X led · &apos;</comment>
        <translation>%1 leva a vaza</translation>
    </message>
    <message>
        <source>%1 (click to go on)</source>
        <comment>a line about the trick on the table</comment>
        <translation>%1 (clique para continuar)</translation>
    </message>
</context>
<context>
    <name>ViewerTexts</name>
    <message>
        <source>Deal %1 of %2</source>
        <comment>Manillen: position in the record</comment>
        <translation>Distribuição %1 de %2</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Mão %1 de %2</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Mão %1 de %2</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>position in the record: the cards just dealt</comment>
        <translation>as cartas dadas</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Vaza %1 de %2</translation>
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
        <translation>depois da troca do Manni</translation>
    </message>
    <message>
        <source>after the declaration</source>
        <comment>position in the record</comment>
        <translation>depois do anúncio do trunfo</translation>
    </message>
    <message>
        <source>after the exchange</source>
        <comment>position in the record</comment>
        <translation>depois da troca</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dador: %1</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Carta cortada: %1</translation>
    </message>
    <message>
        <source>Doubled: the deal before was a 30–30 tie</source>
        <translation>A dobrar: a distribuição anterior empatou 30–30</translation>
    </message>
    <message>
        <source>Talon: none left</source>
        <translation>Talão: não resta nenhuma carta</translation>
    </message>
    <message>
        <source>Talon, top first: %1</source>
        <translation>Talão, de cima para baixo: %1</translation>
    </message>
    <message>
        <source>Manni, top first: %1</source>
        <translation>Manni, de cima para baixo: %1</translation>
    </message>
    <message>
        <source>Manni: none left</source>
        <translation>Manni: não resta nenhuma carta</translation>
    </message>
    <message>
        <source>Put away: %1</source>
        <comment>cards a seat discarded in the exchange</comment>
        <translation>Descartes: %1</translation>
    </message>
    <message>
        <source>The cards as dealt</source>
        <translation>As cartas como foram dadas</translation>
    </message>
    <message>
        <source>The record stops here: the game is unfinished.</source>
        <translation>O registo acaba aqui: o jogo não terminou.</translation>
    </message>
    <message>
        <source>Game over. Won by %1</source>
        <translation>Fim do jogo. Ganhou: %1</translation>
    </message>
</context>
</TS>
