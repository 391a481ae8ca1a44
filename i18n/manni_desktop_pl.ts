<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Manni</source>
        <translation>O grze Manni</translation>
    </message>
    <message>
        <source>&amp;Licences and notices…</source>
        <translation>&amp;Licencje i informacje…</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Otwórz &amp;folder dziennika</translation>
    </message>
    <message>
        <source>Log folder: %1</source>
        <translation>Folder dziennika: %1</translation>
    </message>
    <message>
        <source>Manni %1</source>
        <translation>Manni %1</translation>
    </message>
    <message>
        <source>The Icelandic card game for three, Hornafjarðar Manni and Classic Manni; its Flemish cousin Manillen, for four in two partnerships; and the six-contract games for three, Mizerka and Hornafjarðar Manni with six contracts. Play against computer opponents or with friends on your network.</source>
        <translation>Islandzka gra karciana dla trzech osób, Hornafjarðar Manni i Klasyczny Manni; jej flamandzki kuzyn Manillen dla czterech osób w dwóch parach; oraz gry z sześcioma kontraktami dla trzech osób: Mizerka i Hornafjarðar Manni z sześcioma kontraktami. Graj przeciwko komputerowym przeciwnikom albo ze znajomymi w swojej sieci.</translation>
    </message>
    <message>
        <source>Your games are saved as you play; an unfinished game waits for you at the next start.</source>
        <translation>Gra zapisuje się na bieżąco; niedokończona gra czeka na Ciebie przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <source>Manni Desktop is free software under the MIT licence. It is built on these components, each under its own licence:</source>
        <translation>Manni Desktop to wolne oprogramowanie na licencji MIT. Korzysta z następujących składników, każdy na własnej licencji:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Składnik</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencja</translation>
    </message>
    <message>
        <source>Endgame solver: present (hard and expert solve the last tricks).</source>
        <translation>Solwer końcówek: obecny (poziomy trudny i ekspert rozwiązują ostatnie lewy).</translation>
    </message>
    <message>
        <source>Endgame solver: missing. Hard and expert play weaker without it. Install Manni Desktop with its installer or from a wheel, or install a C compiler and reinstall it, to get it.</source>
        <translation>Solwer końcówek: brak. Bez niego poziomy trudny i ekspert grają słabiej. Zainstaluj Manni Desktop instalatorem lub z pakietu wheel albo zainstaluj kompilator C i zainstaluj program ponownie, aby go mieć.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <translation>zakryta karta</translation>
    </message>
</context>
<context>
    <name>ChooseContract</name>
    <message>
        <source>Quota %1</source>
        <translation>Norma %1</translation>
    </message>
    <message>
        <source>You have already chosen it in this game.</source>
        <translation>Ten kontrakt masz już za sobą w tej grze.</translation>
    </message>
    <message>
        <source>Your turn: choose the contract</source>
        <translation>Twój ruch: wybierz kontrakt</translation>
    </message>
    <message>
        <source>%1 is choosing the contract…</source>
        <translation>%1 wybiera kontrakt…</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is choosing the contract.</source>
        <translation>Poczekaj na swoją kolej: %1 wybiera kontrakt.</translation>
    </message>
    <message>
        <source>You have already chosen %1 in this game: choose another.</source>
        <translation>Kontrakt %1 masz już za sobą w tej grze: wybierz inny.</translation>
    </message>
    <message>
        <source>Hint: choose %1</source>
        <translation>Podpowiedź: wybierz %1</translation>
    </message>
    <message>
        <source>You choose %1</source>
        <translation>Wybierasz: %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 wybiera: %2</translation>
    </message>
</context>
<context>
    <name>ChoosePlurals</name>
    <message numerus="yes">
        <source>Your quota under it: %n trick(s).</source>
        <translation>
            <numerusform>Twoja norma w tym kontrakcie: %n lewa.</numerusform>
            <numerusform>Twoja norma w tym kontrakcie: %n lewy.</numerusform>
            <numerusform>Twoja norma w tym kontrakcie: %n lew.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Got it</source>
        <translation>Rozumiem</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Pomiń przewodnik</translation>
    </message>
    <message>
        <source>Play a guided hand</source>
        <translation>Zagraj z przewodnikiem</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nie, dziękuję</translation>
    </message>
    <message>
        <source>Esc: %1</source>
        <translation>Esc: %1</translation>
    </message>
    <message>
        <source>New to Manni? Play a guided first hand: a friendly deal, with a short note each time something new happens.</source>
        <translation>Pierwszy raz grasz w Manni? Zagraj pierwsze rozdanie z przewodnikiem: przyjazne karty i krótka wskazówka za każdym razem, gdy dzieje się coś nowego.</translation>
    </message>
    <message>
        <source>New to %1? Play a guided first deal: a friendly deal, with a short note each time something new happens.</source>
        <translation>Nowa gra: %1. Zagraj pierwsze rozdanie z przewodnikiem: przyjazne karty i krótka wskazówka za każdym razem, gdy dzieje się coś nowego.</translation>
    </message>
    <message>
        <source>Classic Manni has no cut: the trump goes by turns, hearts in the first hand, then spades, diamonds and clubs, and round again. In this hand %1 are trumps. The ace is always high.</source>
        <translation>W klasycznym Manni nie ma przecięcia: atut zmienia się po kolei, kiery w pierwszym rozdaniu, potem piki, karo i trefle, i znów od początku. W tym rozdaniu atut to %1. As jest zawsze najwyższy.</translation>
    </message>
    <message>
        <source>This face-down pile is the Manni, the 12 cards left over. You may trade your whole hand for it, unseen, or keep your cards. The offer starts left of the dealer; the first player to take the Manni ends it, and the 12 cards they give up leave the game.</source>
        <translation>Ten zakryty stos to Manni, 12 pozostałych kart. Możesz wymienić na niego całą swoją rękę, bez oglądania, albo zatrzymać swoje karty. Oferta zaczyna się od gracza po lewej stronie rozdającego; pierwszy, kto weźmie Manni, ją kończy, a 12 oddanych przez niego kart wypada z gry.</translation>
    </message>
    <message>
        <source>Your name plate counts your tricks. Par is 4 of the 12 tricks: each trick over 4 adds a point to your one running score, each trick under 4 takes a point off.</source>
        <translation>Twoja tabliczka liczy Twoje lewy. Miarą są 4 z 12 lew: każda lewa powyżej 4 dodaje punkt do Twojego jedynego, bieżącego wyniku, każda poniżej 4 odejmuje punkt.</translation>
    </message>
    <message>
        <source>A trump takes a trick led in another suit: when you have no card of the suit led you may play a trump, but you never have to, and the highest trump wins.</source>
        <translation>Atut bierze lewę otwartą w innym kolorze: gdy nie masz karty w kolorze wyjścia, możesz zagrać atut, ale nigdy nie musisz, a wygrywa najwyższy atut.</translation>
    </message>
    <message>
        <source>The cut card, %1, sets the contract for the whole hand: a 6 to 9 makes its suit trump, so %2 are trumps here; a 10 to ace means no-trump. It is dealt last, to the dealer, so everyone knows who holds it.</source>
        <translation>Odkryta karta, %1, decyduje o kontrakcie całego rozdania: od 6 do 9 jej kolor jest atutem, więc tu atut to %2; od 10 do asa gra się bez atutów. Trafia jako ostatnia do rozdającego, więc wszyscy wiedzą, kto ją ma.</translation>
    </message>
    <message>
        <source>Had the cut been a 2 to 5, the hand would be Nullo: no trumps, the ace is the lowest card of every suit, and you try to take as few tricks as you can.</source>
        <translation>Gdyby odkryta karta była od 2 do 5, rozdanie byłoby Nullo: brak atutów, as jest najniższą kartą w każdym kolorze, a gracze starają się wziąć jak najmniej lew.</translation>
    </message>
    <message numerus="yes">
        <source>This face-down pile is the Manni, the spare cards. Left of the dealer may exchange up to %1 cards with it, right of the dealer up to %2, the dealer what is left: you may exchange up to %n card(s). Click the cards to throw away, then press the button.</source>
        <translation>
            <numerusform>Ten zakryty stos to Manni, karty zapasowe. Gracz po lewej stronie rozdającego może wymienić z nim do %1 kart, gracz po prawej do %2, a rozdający tyle, ile zostało: możesz wymienić do %n karty. Kliknij karty do odrzucenia, a potem przycisk.</numerusform>
            <numerusform>Ten zakryty stos to Manni, karty zapasowe. Gracz po lewej stronie rozdającego może wymienić z nim do %1 kart, gracz po prawej do %2, a rozdający tyle, ile zostało: możesz wymienić do %n kart. Kliknij karty do odrzucenia, a potem przycisk.</numerusform>
            <numerusform>Ten zakryty stos to Manni, karty zapasowe. Gracz po lewej stronie rozdającego może wymienić z nim do %1 kart, gracz po prawej do %2, a rozdający tyle, ile zostało: możesz wymienić do %n kart. Kliknij karty do odrzucenia, a potem przycisk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thrown-away cards lie here face down: they are out of the game and nobody may look at them. The cards left in the Manni stay out too.</source>
        <translation>Odrzucone karty leżą tu zakryte: są wyłączone z gry i nikt nie może ich oglądać. Karty, które zostały w Manni, też nie wracają do gry.</translation>
    </message>
    <message>
        <source>Your name plate counts your tricks. Par is 4 tricks: each trick over 4 is a plus point, each under 4 a minus point, and the two columns never cancel out.</source>
        <translation>Twoja tabliczka liczy Twoje lewy. Miarą są 4 lewy: każda lewa powyżej 4 to punkt dodatni, każda poniżej 4 to punkt ujemny, a obie kolumny nigdy się nie znoszą.</translation>
    </message>
    <message>
        <source>This trick was led with %1: you must follow suit while you can. The cards you may not play are dimmed.</source>
        <translation>Tę lewę otwarto kartą %1: musisz dołożyć do koloru, dopóki możesz. Karty, których nie możesz zagrać, są przygaszone.</translation>
    </message>
    <message>
        <source>You have no card of the suit of %1, so you may play any card. A trump takes the trick (the highest trump wins), but you never have to trump.</source>
        <translation>Nie masz kart w kolorze, którym otwarto lewę (%1), więc możesz zagrać dowolną kartę. Atut bierze lewę (wygrywa najwyższy atut), ale nigdy nie musisz grać atutem.</translation>
    </message>
    <message>
        <source>%1 had none of the suit led and played a trump, %2: the highest trump in a trick takes it.</source>
        <translation>%1 nie ma koloru wyjścia i gra atutem (%2): lewę bierze najwyższy atut.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead this one: play any card, a trump too.</source>
        <translation>Ostatnia lewa jest Twoja, więc teraz Ty wychodzisz: zagraj dowolną kartę, także atut.</translation>
    </message>
    <message>
        <source>First answer the note: play a guided hand, or no thanks.</source>
        <translation>Najpierw odpowiedz na notkę: zagraj z przewodnikiem albo nie, dziękuję.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n trick(s).</source>
        <translation>
            <numerusform>Masz %n lewę.</numerusform>
            <numerusform>Masz %n lewy.</numerusform>
            <numerusform>Masz %n lew.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is %1 over par %2, so your running score goes up by %1, to %3.</source>
        <translation>To %1 ponad miarę %2, więc Twój wynik rośnie o %1, do %3.</translation>
    </message>
    <message>
        <source>That is %1 under par %2, so your running score goes down by %1, to %3.</source>
        <translation>To %1 poniżej miary %2, więc Twój wynik spada o %1, do %3.</translation>
    </message>
    <message>
        <source>That is par %2 exactly: your running score stays at %3.</source>
        <translation>To dokładnie miara %2: Twój wynik zostaje %3.</translation>
    </message>
    <message>
        <source>Next hand %1 are trumps. The game ends after a hand in which one player alone has the best running score, %2 or more.</source>
        <translation>W następnym rozdaniu atut to %1. Gra kończy się po rozdaniu, w którym jeden gracz sam ma najlepszy wynik, %2 lub więcej.</translation>
    </message>
    <message>
        <source>Answer the note to begin</source>
        <translation>Odpowiedz na notkę, aby zacząć</translation>
    </message>
    <message>
        <source>First read the note and press Got it (or Esc), then deal the next hand.</source>
        <translation>Najpierw przeczytaj notkę i naciśnij Rozumiem (albo Esc), potem przejdź do następnego rozdania.</translation>
    </message>
    <message numerus="yes">
        <source>That is %n over par %1, so +%n: %n plus point(s).</source>
        <translation>
            <numerusform>To %n ponad miarę %1, więc +%n: %n punkt dodatni.</numerusform>
            <numerusform>To %n ponad miarę %1, więc +%n: %n punkty dodatnie.</numerusform>
            <numerusform>To %n ponad miarę %1, więc +%n: %n punktów dodatnich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %n under par %1, so −%n: %n minus point(s).</source>
        <translation>
            <numerusform>To %n poniżej miary %1, więc −%n: %n punkt ujemny.</numerusform>
            <numerusform>To %n poniżej miary %1, więc −%n: %n punkty ujemne.</numerusform>
            <numerusform>To %n poniżej miary %1, więc −%n: %n punktów ujemnych.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is par %1 exactly: no points.</source>
        <translation>To dokładnie miara %1: bez punktów.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone has %n or more plus points. Then the best net score, plus points less minus points, wins, so it is not always the one who reached %n.</source>
        <translation>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś ma %n lub więcej punktów dodatnich. Wtedy wygrywa najlepszy bilans, punkty dodatnie minus ujemne, więc nie zawsze ten, kto doszedł do %n.</numerusform>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś ma %n lub więcej punktów dodatnich. Wtedy wygrywa najlepszy bilans, punkty dodatnie minus ujemne, więc nie zawsze ten, kto doszedł do %n.</numerusform>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś ma %n lub więcej punktów dodatnich. Wtedy wygrywa najlepszy bilans, punkty dodatnie minus ujemne, więc nie zawsze ten, kto doszedł do %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this card: the trick was led with %1 and you still hold that suit, so you must follow suit. Only when you have none may you play another suit or a trump.</source>
        <translation>Nie ta karta: lewę otwarto kartą %1, a Ty wciąż masz ten kolor, więc musisz dołożyć do koloru. Inny kolor albo atut możesz zagrać dopiero, gdy go nie masz.</translation>
    </message>
</context>
<context>
    <name>ContinuePrompt</name>
    <message>
        <source>Unfinished game</source>
        <translation>Niedokończona gra</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Kontynuuj</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Log folder</source>
        <translation>Folder dziennika</translation>
    </message>
    <message>
        <source>The log folder could not be opened here. It is:</source>
        <translation>Nie udało się tu otworzyć folderu dziennika. Jego ścieżka:</translation>
    </message>
    <message>
        <source>The last session</source>
        <translation>Poprzednia sesja</translation>
    </message>
    <message>
        <source>The last session ended unexpectedly; the details are in %1. If it happens again, please send that file with your report.</source>
        <translation>Poprzednia sesja zakończyła się nieoczekiwanie; szczegóły są w %1. Jeśli to się powtórzy, wyślij ten plik razem ze zgłoszeniem.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <source>Something went wrong. Your games are saved as you play; the game goes on where it can.</source>
        <translation>Coś poszło nie tak. Twoje gry są zapisywane w trakcie gry; gra toczy się dalej, gdzie to możliwe.</translation>
    </message>
    <message>
        <source>The details are in the log file %1. If it happens again, please send that file with your report.</source>
        <translation>Szczegóły są w pliku dziennika %1. Jeśli to się powtórzy, wyślij ten plik razem ze zgłoszeniem.</translation>
    </message>
    <message>
        <source>Open the log &amp;folder</source>
        <translation>Otwórz &amp;folder dziennika</translation>
    </message>
</context>
<context>
    <name>FileLoader</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>FriendsMenu</name>
    <message>
        <source>Play with &amp;friends</source>
        <translation>Graj ze zna&amp;jomymi</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Załóż stół…</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>&amp;Dołącz…</translation>
    </message>
    <message>
        <source>Your &amp;name…</source>
        <translation>Twoje &amp;imię…</translation>
    </message>
    <message>
        <source>Your name could not be saved: %1</source>
        <translation>Nie udało się zapisać twojego imienia: %1</translation>
    </message>
    <message>
        <source>Your table “%1” (%2, code %3) has an unfinished game. Resume it? Friends join again with the same code.</source>
        <translation>Twój stół „%1” (%2, kod %3) ma niedokończoną grę. Wznowić ją? Znajomi dołączą ponownie z tym samym kodem.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>&amp;Wznów stół</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nowy stół</translation>
    </message>
    <message>
        <source>Your seat at the table could not be remembered: %1</source>
        <translation>Nie udało się zapamiętać twojego miejsca przy stole: %1</translation>
    </message>
    <message>
        <source>You were playing at “%1”, hosted by %2, when Manni closed. The game goes on there.</source>
        <translation>Grałeś przy stole „%1” gospodarza %2, gdy Manni się zamknął. Gra toczy się tam dalej.</translation>
    </message>
    <message>
        <source>Play with friends</source>
        <translation>Graj ze znajomymi</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table at %1</source>
        <translation>&amp;Wróć do stołu gospodarza %1</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Opuść stół</translation>
    </message>
    <message>
        <source>Not &amp;now</source>
        <translation>Nie &amp;teraz</translation>
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
        <translation>Ty</translation>
    </message>
    <message>
        <source>A bot stopped answering and was restarted.</source>
        <translation>Bot przestał odpowiadać i został uruchomiony ponownie.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Nie masz tej karty na ręce.</translation>
    </message>
    <message>
        <source>You must follow suit: play %1.</source>
        <translation>Musisz dołożyć do koloru: zagraj %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>The hand is over: start the next hand.</source>
        <translation>Rozdanie skończone: zacznij następne.</translation>
    </message>
    <message>
        <source>You must beat the %1: play %2.</source>
        <translation>Musisz pobić %1: zagraj %2.</translation>
    </message>
    <message>
        <source>You must trump: play %1.</source>
        <translation>Musisz przebić atutem: zagraj %1.</translation>
    </message>
    <message>
        <source>You may not under-trump the %1: play %2.</source>
        <translation>Nie wolno dołożyć atutu niższego niż %1: zagraj %2.</translation>
    </message>
    <message>
        <source>The deal is over: start the next deal.</source>
        <translation>Rozdanie skończone: zacznij następne.</translation>
    </message>
    <message>
        <source>That move is not possible now.</source>
        <translation>Ten ruch nie jest teraz możliwy.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is exchanging.</source>
        <translation>Poczekaj na swoją kolej: %1 wymienia karty.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is deciding.</source>
        <translation>Poczekaj na swoją kolej: %1 podejmuje decyzję.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is choosing trump.</source>
        <translation>Poczekaj na swoją kolej: %1 wybiera atut.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Poczekaj na swoją kolej: teraz gra %1.</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Podpowiedź będzie dostępna, gdy przyjdzie Twoja kolej.</translation>
    </message>
    <message>
        <source>No hint is available now.</source>
        <translation>Teraz nie ma podpowiedzi.</translation>
    </message>
    <message>
        <source>The game is over: its result stands.</source>
        <translation>Gra się skończyła: wynik jest ostateczny.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
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
        <translation>32 karty, od siódemki do asa; Ty i Twój partner naprzeciwko gracie przeciwko dwóm przeciwnikom. Rozdający wybiera atut albo brak atutów. Trzeba dołożyć do koloru i pobić kartę przeciwnika, gdy to możliwe. Wygrywa para, która pierwsza zdobędzie 101 punktów.</translation>
    </message>
    <message>
        <source>Separate plus and minus columns</source>
        <translation>Osobne kolumny punktów dodatnich i ujemnych</translation>
    </message>
    <message>
        <source>Traditional running score</source>
        <translation>Tradycyjny bieżący wynik</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni</source>
        <translation>Hornafjarðar Manni</translation>
    </message>
    <message>
        <source>The cut card sets trump, no-trump or Nullo. Everyone may exchange cards with the Manni. The game ends when someone has 10 or more plus points; the highest net score wins.</source>
        <translation>Odkryta karta wyznacza atut, brak atutów albo Nullo. Każdy może wymienić karty z Manni. Gra kończy się, gdy ktoś ma 10 lub więcej punktów dodatnich; wygrywa najwyższy bilans.</translation>
    </message>
    <message>
        <source>Classic Manni</source>
        <translation>Klasyczny Manni</translation>
    </message>
    <message>
        <source>48 cards, trump by turns (hearts, spades, diamonds, clubs). One player may swap their hand for the Manni. Running score. The game ends when one player alone has the highest score, 10 or more.</source>
        <translation>48 kart, atut po kolei (kiery, piki, karo, trefle). Jeden gracz może zamienić całą rękę na Manni. Bieżący wynik. Gra kończy się, gdy jeden gracz sam ma najwyższy wynik, 10 lub więcej.</translation>
    </message>
    <message>
        <source>Mizerka: quotas 7, 5 and 1</source>
        <translation>Mizerka: normy 7, 5 i 1</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni with six contracts: four tricks each</source>
        <translation>Hornafjarðar Manni z sześcioma kontraktami: po cztery lewy dla każdego</translation>
    </message>
    <message>
        <source>Hornafjarðar Manni with six contracts</source>
        <translation>Hornafjarðar Manni z sześcioma kontraktami</translation>
    </message>
    <message>
        <source>All 52 cards, three players. Halfway through the deal the player left of the dealer chooses trump, no-trump or mizerka (take few tricks); each player chooses each contract once. Everyone may exchange with the talon. Every player&apos;s quota is four tricks in every contract; after 18 deals the highest total wins.</source>
        <translation>Wszystkie 52 karty, trzech graczy. W połowie rozdawania gracz po lewej stronie rozdającego wybiera atut, brak atutów albo mizerkę (wziąć jak najmniej lew); każdy gracz wybiera każdy kontrakt jeden raz. Każdy może wymienić karty z talonem. Norma każdego gracza to cztery lewy w każdym kontrakcie; po 18 rozdaniach wygrywa najwyższa suma.</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Atut %1</translation>
    </message>
    <message>
        <source>Trump: %1. Each player scores the tricks taken minus their quota.</source>
        <translation>Atut: %1. Każdy gracz zapisuje wzięte lewy minus swoją normę.</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Brak atutów</translation>
    </message>
    <message>
        <source>No-trump. Each player scores the tricks taken minus their quota.</source>
        <translation>Brak atutów. Każdy gracz zapisuje wzięte lewy minus swoją normę.</translation>
    </message>
    <message>
        <source>Mizerka</source>
        <translation>Mizerka</translation>
    </message>
    <message>
        <source>Mizerka: no trump, take as few tricks as you can. Each player scores their quota minus the tricks taken.</source>
        <translation>Mizerka: nie ma atutu, weź jak najmniej lew. Każdy gracz zapisuje swoją normę minus wzięte lewy.</translation>
    </message>
    <message>
        <source>Contract not chosen yet</source>
        <translation>Kontrakt jeszcze niewybrany</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Forehand has not chosen the contract yet.</source>
        <translation>Pierwszy gracz jeszcze nie wybrał kontraktu.</translation>
    </message>
    <message>
        <source>All 52 cards, three players. Halfway through the deal the player left of the dealer chooses trump, no-trump or mizerka (take few tricks); each player chooses each contract once. Everyone may exchange with the talon. Tricks count against quotas of 7, 5 and 1; after 18 deals the highest total wins.</source>
        <translation>Wszystkie 52 karty, trzech graczy. W połowie rozdawania gracz po lewej stronie rozdającego wybiera atut, brak atutów albo mizerkę (wziąć jak najmniej lew); każdy gracz wybiera każdy kontrakt jeden raz. Każdy może wymienić karty z talonem. Lewy liczą się względem norm 7, 5 i 1; po 18 rozdaniach wygrywa najwyższa suma.</translation>
    </message>
    <message>
        <source>Talon: %1</source>
        <translation>Talon: %1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Wpisz swoje imię: znajomi widzą je przy stole.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Stół gracza %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Nazwa &amp;stołu:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>A computer &amp;plays for a friend after:</source>
        <translation>Komputer &amp;gra za znajomego po:</translation>
    </message>
    <message>
        <source>When a friend&apos;s connection drops, or a friend leaves a turn unanswered this long, a computer player plays for them until they are back. Your own seat always waits for you.</source>
        <translation>Gdy połączenie znajomej osoby zostanie zerwane albo tak długo nie wykona ona ruchu, komputer gra za nią, dopóki nie wróci. Twoje własne miejsce zawsze na ciebie czeka.</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Zezwól na po&amp;dpowiedzi</translation>
    </message>
    <message>
        <source>Everyone at the table, you too, may ask for a hint (H) on their turn.</source>
        <translation>Każda osoba przy stole, ty również, może w swoim ruchu poprosić o podpowiedź (H).</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nazwa stołu</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Znajomy</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%1 — on %2</source>
        <translation>%1 — komputer %2</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Stoły w Twojej sieci:</translation>
    </message>
    <message>
        <source>No table found on your network yet: you may also type its address.</source>
        <translation>Nie znaleziono jeszcze stołu w Twojej sieci: możesz też wpisać jego adres.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address as shown by the host, such as 192.168.1.20:50123.</source>
        <translation>Wpisz adres stołu podany przez gospodarza, np. 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>A join code is 8 letters and digits, such as K7QF-M2XD.</source>
        <translation>Kod dołączenia to 8 liter i cyfr, np. K7QF-M2XD.</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Znajomy</translation>
    </message>
    <message>
        <source>Joining the table… If a seat there is held for someone of your name, the host is asked whether it is yours.</source>
        <translation>Dołączanie do stołu… Jeśli jest tam miejsce zarezerwowane dla kogoś o twoim imieniu, gospodarz zostanie zapytany, czy to ty.</translation>
    </message>
    <message>
        <source>The code is wrong. Check it with the host and try again.</source>
        <translation>Kod jest błędny. Sprawdź go u gospodarza i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the table waits a minute before it listens to it again.</source>
        <translation>Zbyt wiele błędnych kodów z tego komputera: stół czeka minutę, zanim znów go przyjmie.</translation>
    </message>
    <message>
        <source>The table is busy with other connections: try again in a moment.</source>
        <translation>Stół jest zajęty innymi połączeniami: spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>Your old seat is no longer held for you. Join again with the code and your name.</source>
        <translation>Twoje dawne miejsce nie jest już dla ciebie zarezerwowane. Dołącz ponownie z kodem i swoim imieniem.</translation>
    </message>
    <message>
        <source>The host did not give you that seat. Ask the host, or join with another name.</source>
        <translation>Gospodarz nie dał ci tego miejsca. Poproś gospodarza albo dołącz pod innym imieniem.</translation>
    </message>
    <message>
        <source>No table answers at that address.</source>
        <translation>Pod tym adresem nie odpowiada żaden stół.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Wszystkie miejsca przy tym stole są zajęte.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name. Join with another name.</source>
        <translation>Ktoś przy tym stole ma już to imię. Dołącz pod innym imieniem.</translation>
    </message>
    <message>
        <source>That table does not know this code: it may not be the table you meant.</source>
        <translation>Ten stół nie zna tego kodu: być może to nie ten stół.</translation>
    </message>
    <message>
        <source>The table refused to seat you: %1</source>
        <translation>Stół nie przyjął Cię: %1</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adres:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Kod:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Szukam stołów w Twojej sieci…</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>spades</source>
        <comment>suit on its own</comment>
        <translation>piki</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit on its own</comment>
        <translation>kiery</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit on its own</comment>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>suit on its own</comment>
        <translation>trefle</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>bot level</comment>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>bot level</comment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>bot level</comment>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>bot level</comment>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>bot level</comment>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>two</source>
        <comment>card rank</comment>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>three</source>
        <comment>card rank</comment>
        <translation>trójka</translation>
    </message>
    <message>
        <source>four</source>
        <comment>card rank</comment>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>five</source>
        <comment>card rank</comment>
        <translation>piątka</translation>
    </message>
    <message>
        <source>six</source>
        <comment>card rank</comment>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>card rank</comment>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>card rank</comment>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>card rank</comment>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>card rank</comment>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>card rank</comment>
        <translation>walet</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>card rank</comment>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <comment>card rank</comment>
        <translation>król</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>card rank</comment>
        <translation>as</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit inside a card name</comment>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit inside a card name</comment>
        <translation>kier</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit inside a card name</comment>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>suit inside a card name</comment>
        <translation>trefl</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>card name: %1 is the rank, %2 the suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Atut %1</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Brak atutów</translation>
    </message>
    <message>
        <source>Nullo: aces low</source>
        <translation>Nullo: asy najniżej</translation>
    </message>
    <message>
        <source>Trump not chosen yet</source>
        <translation>Atut jeszcze niewybrany</translation>
    </message>
    <message>
        <source>No-trump. Tricks over 4 score plus, under 4 minus.</source>
        <translation>Brak atutów. Lewy ponad 4 dają punkty dodatnie, poniżej 4 ujemne.</translation>
    </message>
    <message>
        <source>Nullo: no trump suit, aces low. Tricks under 4 score plus, over 4 minus.</source>
        <translation>Nullo: bez koloru atutowego, asy najniżej. Lewy poniżej 4 dają punkty dodatnie, ponad 4 ujemne.</translation>
    </message>
    <message>
        <source>Nullo</source>
        <translation>Nullo</translation>
    </message>
    <message>
        <source>Trump: %1. Tricks over 4 score plus, under 4 minus.</source>
        <translation>Atut: %1. Lewy ponad 4 dają punkty dodatnie, poniżej 4 ujemne.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>%1: %2, computer player (%3)</source>
        <translation>%1: %2, komputer (%3)</translation>
    </message>
    <message>
        <source>%1: %2 (joined)</source>
        <translation>%1: %2 (przy stole)</translation>
    </message>
    <message>
        <source>%1: %2 (away)</source>
        <translation>%1: %2 (brak połączenia)</translation>
    </message>
    <message>
        <source>%1: waiting for a friend (%2 in your form)</source>
        <translation>%1: czeka na znajomego (%2 w twoim formularzu)</translation>
    </message>
    <message>
        <source>%1: waiting for a friend</source>
        <translation>%1: czeka na znajomego</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Gra się rozpoczęła.</translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Wszystkie miejsca są zajęte: rozpocznij grę, kiedy zechcesz.</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken: wait for your friends, or let a computer player play for one who is not back.</source>
        <translation>Można rozpocząć, gdy wszystkie miejsca będą zajęte: zaczekaj na znajomych albo pozwól komputerowi grać za osobę, która jeszcze nie wróciła.</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken.</source>
        <translation>Można rozpocząć, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Przeciwnik po lewej</translation>
    </message>
    <message>
        <source>Partner (across)</source>
        <translation>Partner (naprzeciwko)</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Przeciwnik po prawej</translation>
    </message>
    <message>
        <source>Let a computer player play for %1 until %1 is back</source>
        <translation>Niech komputer gra za: %1, dopóki %1 nie wróci</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Twój stół</translation>
    </message>
    <message>
        <source>Friends join with this code (Game → Play with friends → Join…):</source>
        <translation>Znajomi dołączają z tym kodem (Gra → Graj ze znajomymi → Dołącz…):</translation>
    </message>
    <message>
        <source>Table: %1 — address %2:%3</source>
        <translation>%1 — adres %2:%3</translation>
    </message>
    <message>
        <source>Give a free seat to a computer player</source>
        <translation>Oddaj wolne miejsce komputerowi</translation>
    </message>
    <message>
        <source>%1: %2 (away: a computer player (%3) plays)</source>
        <translation>%1: %2 (poza stołem: gra komputer (%3))</translation>
    </message>
    <message>
        <source>The table&apos;s old port %1 is in use by another program, so its address changed: friends find the table in Join…&apos;s list, or type the new address.</source>
        <translation>Poprzedni port stołu, %1, jest zajęty przez inny program, więc adres się zmienił: znajomi znajdą stół na liście w oknie Dołącz… albo wpiszą nowy adres.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Rozpocznij grę</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
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
        <translation>Najpierw dokończ rozdanie: potem można je przejrzeć.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz j&amp;ako…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Eksportuj zapis gry…</translation>
    </message>
    <message>
        <source>Write the game record that “manni-desktop replay” reads</source>
        <translation>Zapisz przebieg gry w formacie, który czyta „manni-desktop replay”</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>Replay this &amp;deal…</source>
        <translation>Powtórz to rozdan&amp;ie…</translation>
    </message>
    <message>
        <source>Deal the same cards again, from your seat or another one</source>
        <translation>Rozdaj jeszcze raz te same karty, z Twojego miejsca albo z innego</translation>
    </message>
    <message>
        <source>&amp;Undo to my last decision</source>
        <translation>&amp;Cofnij do mojej ostatniej decyzji</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>Zagraj po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ostatnia &amp;lewa</translation>
    </message>
    <message>
        <source>&amp;Confirm exchange</source>
        <translation>Zatwierdź &amp;wymianę</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Szybkość animacji</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <source>Finished &amp;trick stays</source>
        <translation>&amp;Lewa zostaje na stole</translation>
    </message>
    <message>
        <source>Not at all</source>
        <translation>Nie zostaje</translation>
    </message>
    <message>
        <source>A moment (%1 s)</source>
        <translation>Chwilę (%1 s)</translation>
    </message>
    <message>
        <source>Long enough to read it (%1 s)</source>
        <translation>Tyle, by ją przeczytać (%1 s)</translation>
    </message>
    <message>
        <source>A while (%1 s)</source>
        <translation>Dłużej (%1 s)</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>Do kliknięcia</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Talia czterokolorowa</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Rewers kart</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>&amp;Play automatically when only one card is legal</source>
        <translation>&amp;Automatycznie zagrywaj, gdy dozwolona jest tylko jedna karta</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>Tabela &amp;wyników</translation>
    </message>
    <message>
        <source>&amp;Watch a record…</source>
        <translation>O&amp;bejrzyj zapis gry…</translation>
    </message>
    <message>
        <source>Step through a game record hand by hand with every card shown</source>
        <translation>Przejdź przez zapis gry rozdanie po rozdaniu, ze wszystkimi kartami odkrytymi</translation>
    </message>
    <message>
        <source>&amp;Review the last hand</source>
        <translation>Przejrzyj ostatnie &amp;rozdanie</translation>
    </message>
    <message>
        <source>Open or close the score sheet (%1)</source>
        <translation>Otwórz lub zamknij tabelę wyników (%1)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>&amp;About Manni</source>
        <translation>&amp;O grze Manni</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Rozdanie z przewodnikiem</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Nie udało się zapisać ustawień: %1</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Zapisana gra</translation>
    </message>
    <message>
        <source>The unfinished game could not be restored: %1
The file was kept as %2.</source>
        <translation>Nie udało się przywrócić niedokończonej gry: %1
Plik zachowano jako %2.</translation>
    </message>
    <message>
        <source>Guided first hand</source>
        <translation>Rozdanie z przewodnikiem</translation>
    </message>
    <message>
        <source>You have an unfinished game of %1.</source>
        <translation>Masz niedokończoną grę: %1.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player: net score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Net score: %1</source>
        <translation>Bilans: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>Continue it, or start a new game?</source>
        <translation>Kontynuować ją czy zacząć nową grę?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>The current game is not finished. Discard it?</source>
        <translation>Bieżąca gra nie jest skończona. Porzucić ją?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Zapisano jako %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Otwieranie %1…</translation>
    </message>
    <message>
        <source>This file cannot be opened as a Manni game.</source>
        <translation>Tego pliku nie można otworzyć jako gry Manni.</translation>
    </message>
    <message>
        <source>Export record</source>
        <translation>Eksport zapisu gry</translation>
    </message>
    <message>
        <source>Record written to %1</source>
        <translation>Wyeksportowano zapis gry do %1</translation>
    </message>
    <message>
        <source>Watch a record</source>
        <translation>Obejrzyj zapis gry</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>The statistics could not be written (%1); trying again…</source>
        <translation>Nie udało się zapisać statystyk (%1); ponawianie próby…</translation>
    </message>
    <message>
        <source>The game could not be counted in the statistics: %1</source>
        <translation>Nie udało się doliczyć gry do statystyk: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Nie udało się zapisać gry: %1</translation>
    </message>
    <message>
        <source>Finish a hand first: then it can be reviewed.</source>
        <translation>Najpierw dokończ rozdanie: potem można je przejrzeć.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>przechodzenie między kartami</translation>
    </message>
    <message>
        <source>play the card, or select it for the exchange</source>
        <translation>zagranie karty albo zaznaczenie jej do wymiany</translation>
    </message>
    <message>
        <source>exchange the selected cards (or keep your hand)</source>
        <translation>wymiana zaznaczonych kart (albo zatrzymanie kart)</translation>
    </message>
    <message>
        <source>reach the buttons on the table</source>
        <translation>przejście do przycisków na stole</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>podpowiedź</translation>
    </message>
    <message>
        <source>The guide&apos;s &amp;last note</source>
        <translation>Ostatnia &amp;notka przewodnika</translation>
    </message>
    <message>
        <source>&amp;Review the last deal</source>
        <translation>Przejrzyj ostatnie &amp;rozdanie</translation>
    </message>
    <message>
        <source>play the hinted card, or select the hinted choice to confirm</source>
        <translation>zagraj podpowiedzianą kartę albo zaznacz podpowiedziany wybór do potwierdzenia</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>ostatnia lewa</translation>
    </message>
    <message>
        <source>open or close the score sheet</source>
        <translation>otwarcie lub zamknięcie tabeli wyników</translation>
    </message>
    <message>
        <source>undo to my last decision</source>
        <translation>cofnięcie do mojej ostatniej decyzji</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nowa gra</translation>
    </message>
    <message>
        <source>animation speed, from slow to instant</source>
        <translation>szybkość animacji od wolnej do natychmiastowej</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>zasady</translation>
    </message>
    <message>
        <source>Manni games (*.manni)</source>
        <translation>Gry Manni (*.manni)</translation>
    </message>
    <message>
        <source>Manni game records (*.manni)</source>
        <translation>Zapisy gier Manni (*.manni)</translation>
    </message>
    <message>
        <source>Manni games and records (*.manni *.json);;All files (*)</source>
        <translation>Gry i zapisy gier Manni (*.manni *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Powtórz to rozdanie</translation>
    </message>
    <message>
        <source>The same cards are dealt again, against the same players. Whose cards do you want to play?</source>
        <translation>Te same karty zostaną rozdane jeszcze raz, przeciw tym samym graczom. Czyimi kartami chcesz grać?</translation>
    </message>
    <message>
        <source>This deal again, from your own seat</source>
        <translation>To rozdanie jeszcze raz, z Twojego miejsca</translation>
    </message>
    <message>
        <source>This deal again: you hold the cards %1 had</source>
        <translation>To rozdanie jeszcze raz: grasz kartami z miejsca „%1”</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>The name your friends see when you play with them (Game → Play with friends).</source>
        <translation>Imię, które widzą znajomi, gdy z nimi grasz (Gra → Graj ze znajomymi).</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Type a name: your friends see it at the table.</source>
        <translation>Wpisz imię: znajomi widzą je przy stole.</translation>
    </message>
</context>
<context>
    <name>NetController</name>
    <message>
        <source>No hint is available now.</source>
        <translation>Teraz nie ma podpowiedzi.</translation>
    </message>
    <message>
        <source>The host has not allowed hints at this table.</source>
        <translation>Gospodarz nie zezwolił na podpowiedzi przy tym stole.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie Twoja kolej.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <source>The host refused that: %1</source>
        <translation>Gospodarz odrzucił ruch: %1</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Podpowiedź będzie dostępna, gdy przyjdzie Twoja kolej.</translation>
    </message>
    <message>
        <source>Undo is off in games with friends.</source>
        <translation>W grze ze znajomymi nie można cofać ruchów.</translation>
    </message>
</context>
<context>
    <name>NetWindow</name>
    <message>
        <source>The connection to the host was lost. Rejoining…</source>
        <translation>Utracono połączenie z gospodarzem. Powrót do stołu…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Z powrotem przy stole.</translation>
    </message>
    <message>
        <source>Playing with friends at %1</source>
        <translation>Gra ze znajomymi: %1</translation>
    </message>
    <message>
        <source>Undo is off in games with friends</source>
        <translation>W grze ze znajomymi nie można cofać ruchów</translation>
    </message>
    <message>
        <source>The host has not allowed hints at this table.</source>
        <translation>Gospodarz nie zezwolił na podpowiedzi przy tym stole.</translation>
    </message>
    <message>
        <source>&amp;Take my seat back</source>
        <translation>&amp;Odzyskaj swoje miejsce</translation>
    </message>
    <message>
        <source>Your table “%1”: start the game once every seat is taken.</source>
        <translation>Twój stół „%1”: rozpocznij grę, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <source>Seated at “%1”: waiting for %2 to start the game.</source>
        <translation>Siedzisz przy stole „%1”: czekasz, aż %2 rozpocznie grę.</translation>
    </message>
    <message>
        <source>Review is not available in games with friends.</source>
        <translation>Przegląd nie jest dostępny w grze ze znajomymi.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of names: all but the last, and the last</comment>
        <translation>%1 i %2</translation>
    </message>
    <message numerus="yes">
        <source>Close the table? %1 will be disconnected. The game is kept and can be resumed with the same code.</source>
        <translation>
            <numerusform>Zamknąć stół? Połączenie z: %1 zostanie zerwane. Gra zostanie zachowana i można ją wznowić z tym samym kodem.</numerusform>
            <numerusform>Zamknąć stół? %1 zostaną rozłączeni. Gra zostanie zachowana i można ją wznowić z tym samym kodem.</numerusform>
            <numerusform>Zamknąć stół? %1 zostaną rozłączeni. Gra zostanie zachowana i można ją wznowić z tym samym kodem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Zamknij stół</translation>
    </message>
    <message>
        <source>The game&apos;s record was not saved</source>
        <translation>Zapis gry nie został zachowany</translation>
    </message>
    <message>
        <source>The game is over. To play again, host a new table from the main window: Game → Play with friends → Host a table…</source>
        <translation>Gra się skończyła. Aby zagrać znowu, załóż nowy stół w oknie głównym: Gra → Graj ze znajomymi → Załóż stół…</translation>
    </message>
    <message>
        <source>The game is over. To play again, ask the host to host a new table, then join it: Game → Play with friends → Join…</source>
        <translation>Gra się skończyła. Aby zagrać znowu, poproś gospodarza o założenie nowego stołu i dołącz do niego: Gra → Graj ze znajomymi → Dołącz…</translation>
    </message>
    <message>
        <source>The host closed the table. The game is kept at the host.</source>
        <translation>Gospodarz zamknął stół. Gra pozostaje zapisana u gospodarza.</translation>
    </message>
    <message>
        <source>Your seat was taken by another window with this seat&apos;s key (Manni started twice?). This window has left the table.</source>
        <translation>Twoje miejsce zajęło inne okno z kluczem tego miejsca (Manni uruchomiony dwa razy?). To okno opuściło stół.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. The game is kept at the host.</source>
        <translation>Utracono połączenie z gospodarzem. Gra pozostaje zapisana u gospodarza.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Opuść stół</translation>
    </message>
    <message>
        <source>&amp;Stay and look</source>
        <translation>Zostań i &amp;patrz</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>Gra ze znajomymi</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Both opponents need a name.</source>
        <translation>Obaj przeciwnicy muszą mieć imię.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Punktacja:</translation>
    </message>
    <message>
        <source>&amp;Left opponent:</source>
        <translation>Przeciwnik po &amp;lewej:</translation>
    </message>
    <message>
        <source>&amp;Right opponent:</source>
        <translation>Przeciwnik po p&amp;rawej:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <source>Every computer player needs a name.</source>
        <translation>Każdy gracz komputerowy musi mieć imię.</translation>
    </message>
    <message>
        <source>%1 (without the endgame solver: weaker)</source>
        <translation>%1 (bez solwera końcówek: słabszy)</translation>
    </message>
    <message>
        <source>Points per partnership</source>
        <translation>Punkty dla pary</translation>
    </message>
    <message>
        <source>%1 is always scored this way.</source>
        <translation>W grze %1 punktacja jest zawsze taka.</translation>
    </message>
    <message>
        <source>Left opponent&apos;s level</source>
        <translation>Poziom przeciwnika po lewej</translation>
    </message>
    <message>
        <source>&amp;Partner (across):</source>
        <translation>Par&amp;tner (naprzeciwko):</translation>
    </message>
    <message>
        <source>Partner&apos;s name</source>
        <translation>Imię partnera</translation>
    </message>
    <message>
        <source>Partner&apos;s level</source>
        <translation>Poziom partnera</translation>
    </message>
    <message>
        <source>Right opponent&apos;s level</source>
        <translation>Poziom przeciwnika po prawej</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Left opponent&apos;s name</source>
        <translation>Imię przeciwnika po lewej</translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>a level marked weaker</comment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>* Weaker here: this installation has no endgame solver (its C library was not built). Install Manni Desktop with its installer or from a wheel, or install a C compiler and reinstall it, to get it.</source>
        <translation>* Tu słabszy: ta instalacja nie ma solwera końcówek (jego biblioteka C nie została zbudowana). Zainstaluj Manni Desktop instalatorem lub z pakietu wheel albo zainstaluj kompilator C i zainstaluj program ponownie, aby go mieć.</translation>
    </message>
    <message>
        <source>Right opponent&apos;s name</source>
        <translation>Imię przeciwnika po prawej</translation>
    </message>
    <message>
        <source>Level:</source>
        <comment>beside an opponent&apos;s level box</comment>
        <translation>Poziom:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowe</translation>
    </message>
    <message>
        <source>Leave empty for a random deal; the same seed deals the same cards.</source>
        <translation>Zostaw puste, aby rozdać losowo; to samo ziarno daje te same karty.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>Your turn went unanswered: a computer player plays for you until you take your seat back.</source>
        <translation>Twój ruch pozostał bez odpowiedzi: komputer gra za ciebie, dopóki nie odzyskasz swojego miejsca.</translation>
    </message>
    <message>
        <source>%1 has left the table. A computer player takes the seat if %1 is not back soon.</source>
        <translation>%1 opuszcza stół. Komputer zajmie to miejsce, jeśli %1 wkrótce nie wróci.</translation>
    </message>
    <message>
        <source>A computer player (%2) plays for %1 until %1 is back.</source>
        <translation>Komputer (%2) gra za: %1, dopóki %1 nie wróci.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 wraca do stołu.</translation>
    </message>
    <message>
        <source>The table could not be saved: %3 Play goes on; the last good save is kept.</source>
        <translation>Nie udało się zapisać stołu: %3 Gra toczy się dalej; ostatni dobry zapis zostaje.</translation>
    </message>
    <message>
        <source>The table is saved again.</source>
        <translation>Stół znów jest zapisywany.</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Poza stołem</translation>
    </message>
    <message>
        <source>Away: computer plays</source>
        <translation>Poza stołem: gra komputer</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <source>Licences and notices</source>
        <translation>Licencje i informacje</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <source>Watch a record</source>
        <translation>Obejrzyj zapis gry</translation>
    </message>
    <message>
        <source>Record viewer</source>
        <translation>Przeglądarka zapisów gry</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>The first deal (Home)</source>
        <translation>Pierwsze rozdanie (Home)</translation>
    </message>
    <message>
        <source>Previous deal</source>
        <translation>Poprzednie rozdanie</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Poprzednie rozdanie</translation>
    </message>
    <message>
        <source>The start of this deal, or of the one before (Page Up)</source>
        <translation>Początek tego rozdania albo poprzedniego (Page Up)</translation>
    </message>
    <message>
        <source>The start of this hand, or of the one before (Page Up)</source>
        <translation>Początek tego rozdania albo poprzedniego (Page Up)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>Krok wstecz (←)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>One step forward (→)</source>
        <translation>Krok dalej (→)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>The start of the next deal (Page Down)</source>
        <translation>Początek następnego rozdania (Page Down)</translation>
    </message>
    <message>
        <source>The start of the next hand (Page Down)</source>
        <translation>Początek następnego rozdania (Page Down)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>Koniec zapisu (End)</translation>
    </message>
    <message>
        <source>Card by card</source>
        <translation>Karta po karcie</translation>
    </message>
    <message>
        <source>Step through each card played, not each trick</source>
        <translation>Przechodź po każdej zagranej karcie, nie po każdej lewie</translation>
    </message>
    <message>
        <source>&amp;Whose hand:</source>
        <translation>&amp;Czyje karty:</translation>
    </message>
    <message>
        <source>&amp;Review this deal</source>
        <translation>&amp;Przejrzyj to rozdanie</translation>
    </message>
    <message>
        <source>&amp;Review this hand</source>
        <translation>&amp;Przejrzyj to rozdanie</translation>
    </message>
    <message>
        <source>Go through this deal with the chosen player&apos;s cards</source>
        <translation>Przejdź przez to rozdanie z kartami wybranego gracza</translation>
    </message>
    <message>
        <source>Go through this hand with the chosen player&apos;s cards</source>
        <translation>Przejdź przez to rozdanie z kartami wybranego gracza</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>The table, every hand face up</source>
        <translation>Stół, wszystkie karty odkryte</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Exchange</source>
        <translation>Wymiana</translation>
    </message>
    <message>
        <source>Take the Manni?</source>
        <translation>Wziąć Manni?</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Deklaracja</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>przy wymianie</translation>
    </message>
    <message>
        <source>the choice of the Manni</source>
        <translation>przy Manni</translation>
    </message>
    <message>
        <source>the declaration</source>
        <translation>przy deklaracji</translation>
    </message>
    <message>
        <source>the choice of the contract</source>
        <translation>przy wyborze kontraktu</translation>
    </message>
    <message>
        <source>trick %1</source>
        <translation>w lewie %1</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Dobra</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Niedokładność</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Wymuszona</translation>
    </message>
    <message>
        <source>Good (on average)</source>
        <comment>mark: good over the unseen cards, although the cards as they lay favoured another choice</comment>
        <translation>Dobra (statystycznie)</translation>
    </message>
    <message>
        <source>A good choice on average over the cards you could not see. With every card visible another choice did better, but that depended on cards you could not know.</source>
        <translation>Dobry wybór – w średniej po możliwych rozkładach kart, których nie było widać. Przy wszystkich kartach odkrytych lepiej wypadł inny wybór, ale zależało to od kart, których nie można było poznać.</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (najlepiej %2)</translation>
    </message>
    <message>
        <source>a trump thrown away</source>
        <translation>wyrzucony atut</translation>
    </message>
    <message>
        <source>too many cards changed</source>
        <translation>za dużo wymienionych kart</translation>
    </message>
    <message>
        <source>too few cards changed</source>
        <translation>za mało wymienionych kart</translation>
    </message>
    <message>
        <source>a trick given away that was certain with every card seen</source>
        <translation>oddana lewa, pewna przy odkrytych kartach</translation>
    </message>
    <message>
        <source>a trump spent where another card would do</source>
        <translation>atut zużyty, gdy wystarczała inna karta</translation>
    </message>
    <message>
        <source>no trump where one was better</source>
        <translation>brak atutu, gdy był lepszy</translation>
    </message>
    <message>
        <source>another suit was better</source>
        <translation>lepszy był inny kolor</translation>
    </message>
    <message>
        <source>too high a card</source>
        <translation>za wysoka karta</translation>
    </message>
    <message>
        <source>too low a card</source>
        <translation>za niska karta</translation>
    </message>
    <message>
        <source>There was no decision to review in this hand.</source>
        <translation>W tym rozdaniu nie było decyzji do przejrzenia.</translation>
    </message>
    <message>
        <source>Well played: about as good as the strongest bot.</source>
        <translation>Dobrze zagrane: mniej więcej tak dobrze jak najsilniejszy bot.</translation>
    </message>
    <message>
        <source>the costliest was %1: %2, where %3 was better by %4</source>
        <translation>najwięcej kosztowała decyzja %1: %2, a %3 było lepsze o %4</translation>
    </message>
    <message>
        <source>You lost about %1</source>
        <translation>Strata: około %1</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>%1, every option weighed: %2</source>
        <translation>%1, wszystkie ocenione możliwości: %2</translation>
    </message>
    <message>
        <source>This deal cannot be reviewed: %1</source>
        <translation>Tego rozdania nie można przejrzeć: %1</translation>
    </message>
    <message>
        <source>This hand cannot be reviewed: %1</source>
        <translation>Tego rozdania nie można przejrzeć: %1</translation>
    </message>
    <message>
        <source>Review cancelled after %1 of %2 decisions.</source>
        <translation>Przegląd przerwany po %1 z %2 decyzji.</translation>
    </message>
    <message>
        <source>Reviewing your decisions with the strongest bot…</source>
        <translation>Przeglądanie Twoich decyzji z najsilniejszym botem…</translation>
    </message>
    <message>
        <source>Review of deal %1: %2</source>
        <translation>Przegląd rozdania %1: %2</translation>
    </message>
    <message>
        <source>Review of hand %1: %2</source>
        <translation>Przegląd rozdania %1: %2</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v z %m decyzji</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Przerwij przegląd</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Each choice is weighed by the strongest bot&apos;s search on deals of the cards you could not see. Good: within 0.3 tricks of the best; inaccuracy: up to 0.8; mistake: more (in Manillen 2 and 5 card points).</source>
        <translation>Każdy wybór ocenia przeszukiwanie najsilniejszego bota na rozkładach kart, których nie było widać. Dobra: do 0,3 lewy od najlepszej; niedokładność: do 0,8; błąd: więcej (w Manillen 2 i 5 punktów z kart).</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Twój wybór</translation>
    </message>
    <message>
        <source>Your side&apos;s points</source>
        <translation>Punkty Twojej pary</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>Twoje lewy</translation>
    </message>
    <message>
        <source>Strongest bot&apos;s choice</source>
        <translation>Wybór najsilniejszego bota</translation>
    </message>
    <message>
        <source>Its points</source>
        <translation>Punkty bota</translation>
    </message>
    <message>
        <source>Its tricks</source>
        <translation>Lewy bota</translation>
    </message>
    <message>
        <source>Every card visible</source>
        <translation>Wszystkie karty odkryte</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <source>Card points your side takes in this hand on average, over deals of the cards you could not see</source>
        <translation>Punkty z kart, które Twoja para bierze średnio w tym rozdaniu, na rozkładach kart, których nie było widać</translation>
    </message>
    <message>
        <source>Tricks you take in this hand on average, over deals of the cards you could not see</source>
        <translation>Lewy, które bierzesz średnio w tym rozdaniu, na rozkładach kart, których nie było widać</translation>
    </message>
    <message>
        <source>Your tricks with every hand known and best play by all, once few cards are left</source>
        <translation>Twoje lewy, gdy zostało mało kart, wszystkie karty są znane i wszyscy grają najlepiej</translation>
    </message>
    <message>
        <source>Judged by the average over the cards you could not see. With every card visible a good choice can still come out behind: the hidden cards decided that, not you.</source>
        <translation>Ocena według średniej na rozkładach kart, których nie było widać. Przy wszystkich kartach odkrytych dobry wybór może wypaść gorzej: zdecydowały o tym ukryte karty, nie Ty.</translation>
    </message>
</context>
<context>
    <name>ReviewPlurals</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n błąd</numerusform>
            <numerusform>%n błędy</numerusform>
            <numerusform>%n błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n niedokładność</numerusform>
            <numerusform>%n niedokładności</numerusform>
            <numerusform>%n niedokładności</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules page could not be read: %1</source>
        <translation>Nie udało się odczytać strony z zasadami: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdaje</translation>
    </message>
    <message>
        <source>Chooser</source>
        <comment>who chose the deal&apos;s contract</comment>
        <translation>Pierwszy gracz</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Who chose the contract: forehand, left of the dealer</source>
        <translation>Kto wybrał kontrakt: pierwszy gracz, po lewej stronie rozdającego</translation>
    </message>
    <message>
        <source>The contract forehand chose</source>
        <translation>Kontrakt wybrany przez pierwszego gracza</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Tricks you took in each deal</source>
        <translation>Twoje lewy w każdym rozdaniu</translation>
    </message>
    <message>
        <source>What you scored in each deal: the tricks against the quota</source>
        <translation>Twój wynik w każdym rozdaniu: lewy względem normy</translation>
    </message>
    <message>
        <source>Tricks %1 took in each deal</source>
        <translation>%1: lewy w każdym rozdaniu</translation>
    </message>
    <message>
        <source>What %1 scored in each deal: the tricks against the quota</source>
        <translation>%1 – wynik w każdym rozdaniu: lewy względem normy</translation>
    </message>
    <message>
        <source>Deal %1, dealt by %2, contract chosen by %3</source>
        <translation>Rozdanie %1, rozdaje: %2, kontrakt wybiera: %3</translation>
    </message>
    <message>
        <source>Deal %1 (in progress), dealt by %2, contract chosen by %3</source>
        <translation>Rozdanie %1 (w toku), rozdaje: %2, kontrakt wybiera: %3</translation>
    </message>
    <message>
        <source>chose the contract</source>
        <comment>accessible</comment>
        <translation>wybiera kontrakt</translation>
    </message>
    <message>
        <source>Score of %1 in this deal: %2</source>
        <translation>%1 – wynik w tym rozdaniu: %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Running total after %1 of %2 deals; after the last deal the highest total wins</source>
        <translation>Bieżąca suma po %1 z %2 rozdań; po ostatnim rozdaniu wygrywa najwyższa suma</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Kto rozdawał karty</translation>
    </message>
    <message>
        <source>Tricks</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a side: the two partners&apos; names</comment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>accessible column header: the column&apos;s word, its player or side</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Card points</source>
        <comment>column under a side</comment>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>column under a side</comment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>column under a player&apos;s name</comment>
        <translation>Pkt</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>accessible row header</comment>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <comment>accessible row header</comment>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>The dealer&apos;s choice: a trump suit, or no-trump (scores ×2)</source>
        <translation>Wybór rozdającego: kolor atutowy albo brak atutów (liczy się ×2)</translation>
    </message>
    <message>
        <source>The contract: trump, no-trump or Nullo</source>
        <translation>Kontrakt: atut, brak atutów albo Nullo</translation>
    </message>
    <message>
        <source>Card points %1 captured in each deal</source>
        <translation>%1: punkty z kart zdobyte w każdym rozdaniu</translation>
    </message>
    <message>
        <source>What %1 scored in each deal: the card points over half, ×2 for no-trump, after a tie and for taking every trick</source>
        <translation>%1 – wynik w każdym rozdaniu: punkty z kart ponad połowę, ×2 przy braku atutów, po remisie i za wzięcie wszystkich lew</translation>
    </message>
    <message>
        <source>Tricks %1 took in each hand</source>
        <translation>%1: lewy w każdym rozdaniu</translation>
    </message>
    <message>
        <source>Points %1 scored in each hand (par is %2 tricks)</source>
        <translation>%1: punkty w każdym rozdaniu (miara: %2 lewy)</translation>
    </message>
    <message>
        <source>deal number</source>
        <comment>accessible</comment>
        <translation>numer rozdania</translation>
    </message>
    <message>
        <source>hand number</source>
        <comment>accessible</comment>
        <translation>numer rozdania</translation>
    </message>
    <message>
        <source>%1, in progress</source>
        <comment>accessible: a hand or deal</comment>
        <translation>%1, w toku</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>accessible</comment>
        <translation>rozdający</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atut: %1</translation>
    </message>
    <message>
        <source>No-trump: the deal&apos;s score counts ×2</source>
        <translation>Brak atutów: wynik rozdania liczy się ×2</translation>
    </message>
    <message>
        <source>%1 has not chosen trump yet</source>
        <translation>%1: atut jeszcze niewybrany</translation>
    </message>
    <message>
        <source>Deal %1, dealt by %2</source>
        <translation>Rozdanie %1, rozdaje: %2</translation>
    </message>
    <message>
        <source>Deal %1 (in progress), dealt by %2</source>
        <translation>Rozdanie %1 (w toku), rozdaje: %2</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <translation>Rozdanie %1, rozdaje: %2</translation>
    </message>
    <message>
        <source>Hand %1 (in progress), dealt by %2</source>
        <translation>Rozdanie %1 (w toku), rozdaje: %2</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Odkryta karta: %1</translation>
    </message>
    <message>
        <source>This deal counts ×2: the deal before was a tie</source>
        <translation>To rozdanie liczy się ×2: poprzednie zakończyło się remisem</translation>
    </message>
    <message>
        <source>tricks of %1</source>
        <translation>lewy: %1</translation>
    </message>
    <message>
        <source>points of %1: the hand is still being played</source>
        <translation>punkty: %1, rozdanie jeszcze trwa</translation>
    </message>
    <message>
        <source>points of %1</source>
        <translation>punkty: %1</translation>
    </message>
    <message>
        <source>Tricks taken by %1: %2</source>
        <translation>%1 – lewy: %2</translation>
    </message>
    <message>
        <source>Plus points: %1</source>
        <translation>Punkty dodatnie: %1</translation>
    </message>
    <message>
        <source>Minus points: %1</source>
        <translation>Punkty ujemne: %1</translation>
    </message>
    <message>
        <source>No points (exactly par)</source>
        <translation>Bez punktów (dokładnie 4 lewy)</translation>
    </message>
    <message>
        <source>both sides, deal %1</source>
        <translation>obie pary, rozdanie %1</translation>
    </message>
    <message>
        <source>card points of %1</source>
        <translation>punkty z kart: %1</translation>
    </message>
    <message>
        <source>score of %1</source>
        <translation>wynik: %1</translation>
    </message>
    <message>
        <source>score of %1: the deal is still being played</source>
        <translation>wynik: %1, rozdanie jeszcze trwa</translation>
    </message>
    <message>
        <source>%1–%2 tie: next deal ×2</source>
        <comment>Manillen: a tied deal</comment>
        <translation>Remis %1–%2: następne rozdanie ×2</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>Manillen: the deal number column</comment>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Deal number</source>
        <comment>Manillen</comment>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>Manillen: accessible row header</comment>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>deal number</source>
        <comment>Manillen: accessible</comment>
        <translation>numer rozdania</translation>
    </message>
    <message>
        <source>You have not chosen trump yet</source>
        <translation>Atut jeszcze niewybrany (wybierasz Ty)</translation>
    </message>
    <message>
        <source>score of %1: the deal is still being played</source>
        <comment>Manillen</comment>
        <translation>wynik: %1, rozdanie jeszcze trwa</translation>
    </message>
    <message>
        <source>Card points of %1 so far: %2</source>
        <translation>%1 – punkty z kart do tej pory: %2</translation>
    </message>
    <message>
        <source>A tie scores nothing and the next deal counts ×2; ties in a row keep a single ×2</source>
        <translation>Remis nie daje punktów, a następne rozdanie liczy się ×2; kolejne remisy dają wciąż tylko jedno ×2</translation>
    </message>
    <message>
        <source>%1 card points: %2 over %3</source>
        <translation>%1 pkt z kart: %2 ponad %3</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>%1 card points: not over %2, no score</source>
        <translation>%1 pkt z kart: nie więcej niż %2, bez punktów</translation>
    </message>
    <message>
        <source>×2 no-trump</source>
        <translation>×2 brak atutów</translation>
    </message>
    <message>
        <source>×2 after a tie</source>
        <translation>×2 po remisie</translation>
    </message>
    <message>
        <source>×2 all %1 tricks</source>
        <translation>×2 wszystkie lewy (%1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>progress towards the winning score</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>accessible: total row, player or side</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tricks you took in each hand</source>
        <translation>Twoje lewy w każdym rozdaniu</translation>
    </message>
    <message>
        <source>Points you scored in each hand (par is %2 tricks)</source>
        <translation>Twoje punkty w każdym rozdaniu (miara: %2 lewy)</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Dodatnie</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Ujemne</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Bilans</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Zwycięzcy</translation>
    </message>
    <message>
        <source>Each side&apos;s score. The first side to reach %1 after a complete deal wins.</source>
        <translation>Wynik każdej pary. Wygrywa para, która pierwsza dojdzie do %1 po pełnym rozdaniu.</translation>
    </message>
    <message>
        <source>Plus points so far</source>
        <translation>Dotychczasowe punkty dodatnie</translation>
    </message>
    <message>
        <source>Plus points so far; the game ends after a hand in which someone reaches %1</source>
        <translation>Dotychczasowe punkty dodatnie; gra kończy się po rozdaniu, w którym ktoś dojdzie do %1</translation>
    </message>
    <message>
        <source>Running score. The game ends when one player alone has the highest score, %1 or more.</source>
        <translation>Bieżący wynik. Gra kończy się, gdy jeden gracz sam ma najwyższy wynik, %1 lub więcej.</translation>
    </message>
    <message>
        <source>%1 more to reach %2</source>
        <translation>brakuje %1 do %2</translation>
    </message>
    <message>
        <source>The last deal was a tie: the next deal counts ×2</source>
        <translation>Ostatnie rozdanie zakończyło się remisem: następne liczy się ×2</translation>
    </message>
    <message>
        <source>Minus points so far</source>
        <translation>Dotychczasowe punkty ujemne</translation>
    </message>
    <message>
        <source>Net = plus − minus; the highest net wins</source>
        <translation>Bilans = dodatnie − ujemne; wygrywa najwyższy bilans</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>tooltip: player, total row, value</comment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no-trump, a column of the contract grid</comment>
        <translation>BA</translation>
    </message>
    <message>
        <source>You have not used %2 yet</source>
        <comment>contract grid</comment>
        <translation>Kontrakt %2: jeszcze niewykorzystany przez Ciebie</translation>
    </message>
    <message>
        <source>%1 has not used %2 yet</source>
        <comment>contract grid</comment>
        <translation>%1: kontrakt %2 jeszcze niewykorzystany</translation>
    </message>
    <message>
        <source>You have used %2 in deal %3</source>
        <comment>contract grid</comment>
        <translation>Kontrakt %2 wykorzystany przez Ciebie w rozdaniu %3</translation>
    </message>
    <message>
        <source>%1 has used %2 in deal %3</source>
        <comment>contract grid</comment>
        <translation>%1: kontrakt %2 wykorzystany w rozdaniu %3</translation>
    </message>
    <message>
        <source>You play %2 in deal %3, in progress</source>
        <comment>contract grid</comment>
        <translation>Grasz kontrakt %2 w rozdaniu %3, w toku</translation>
    </message>
    <message>
        <source>%1 plays %2 in deal %3, in progress</source>
        <comment>contract grid</comment>
        <translation>%1: kontrakt %2 w rozdaniu %3, w toku</translation>
    </message>
    <message>
        <source>Contracts used</source>
        <comment>title over the contract grid</comment>
        <translation>Wykorzystane kontrakty</translation>
    </message>
    <message>
        <source>For each player the deal in which they chose each contract</source>
        <translation>Dla każdego gracza rozdanie, w którym wybrał każdy kontrakt</translation>
    </message>
</context>
<context>
    <name>SeatRequests</name>
    <message>
        <source>Someone who joined as “%1” asks for the seat of %2, who is away. Give it only to %2: the seat&apos;s cards go with it, and %2&apos;s old window can no longer come back to it.</source>
        <translation>Osoba, która dołączyła jako „%1”, prosi o miejsce, które zajmuje %2 (teraz poza stołem). Oddaj je tylko, jeśli to naprawdę %2: karty tego miejsca przechodzą na tę osobę, a dotychczasowe okno (%2) nie będzie mogło już do niego wrócić.</translation>
    </message>
    <message>
        <source>A seat is asked for</source>
        <translation>Ktoś prosi o miejsce</translation>
    </message>
    <message>
        <source>&amp;Give the seat</source>
        <translation>&amp;Oddaj miejsce</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>Odmó&amp;w</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Manni Desktop is already open with the game folder %1. Close that window first, or switch to it.</source>
        <translation>Manni Desktop jest już otwarty z folderem gry %1. Najpierw zamknij tamto okno albo przejdź do niego.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Trick: no card played yet</source>
        <translation>Lewa: jeszcze nie zagrano karty</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>selected for exchange</source>
        <translation>wybrano do wymiany</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>teraz nie do zagrania</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Karta odkryta: %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>wynik %1</translation>
    </message>
    <message>
        <source>%1, not selected</source>
        <translation>%1, nie wybrano</translation>
    </message>
    <message>
        <source>You play the %1</source>
        <translation>Zagrywasz: %1</translation>
    </message>
    <message>
        <source>%1 plays the %2</source>
        <translation>%1 zagrywa: %2</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Bierzesz lewę</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 bierze lewę</translation>
    </message>
    <message>
        <source>You drew: %1</source>
        <translation>Dobierasz: %1</translation>
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
            <numerusform>Twoja ręka: %n karta</numerusform>
            <numerusform>Twoja ręka: %n karty</numerusform>
            <numerusform>Twoja ręka: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: %n card(s)</source>
        <translation>
            <numerusform>Lewa: %n karta</numerusform>
            <numerusform>Lewa: %n karty</numerusform>
            <numerusform>Lewa: %n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message numerus="yes">
        <source>Forget the results of all %n game(s) played? This cannot be undone.</source>
        <translation>
            <numerusform>Usunąć wynik %n rozegranej gry? Tego nie można cofnąć.</numerusform>
            <numerusform>Usunąć wyniki wszystkich %n rozegranych gier? Tego nie można cofnąć.</numerusform>
            <numerusform>Usunąć wyniki wszystkich %n rozegranych gier? Tego nie można cofnąć.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Twoje gry</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Rozegrane gry:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Wygrane:</translation>
    </message>
    <message>
        <source>Shared wins:</source>
        <translation>Wspólne wygrane:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Przegrane:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Odsetek wygranych:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Rozegrane rozdania:</translation>
    </message>
    <message>
        <source>Average net per hand:</source>
        <translation>Średni bilans na rozdanie:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Najlepsza gra:</translation>
    </message>
    <message>
        <source>Current win streak:</source>
        <translation>Obecna seria wygranych:</translation>
    </message>
    <message>
        <source>Longest win streak:</source>
        <translation>Najdłuższa seria wygranych:</translation>
    </message>
    <message>
        <source>By strongest opponent</source>
        <translation>Według najsilniejszego przeciwnika</translation>
    </message>
    <message>
        <source>By contract (your hands)</source>
        <translation>Według kontraktu (Twoje rozdania)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Wspólne</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% wygr.</translation>
    </message>
    <message>
        <source>Manni games only</source>
        <translation>Tylko gry Manni</translation>
    </message>
    <message>
        <source>Of these, opened from a file:</source>
        <translation>W tym otwarte z pliku:</translation>
    </message>
    <message>
        <source>Given up before the end:</source>
        <translation>Przerwane przed końcem:</translation>
    </message>
    <message>
        <source>Hands and deals played:</source>
        <translation>Rozegrane rozdania we wszystkich grach:</translation>
    </message>
    <message>
        <source>Game on the table:</source>
        <translation>Gra w toku:</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Według gry</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Hands or deals</source>
        <comment>every hand or deal, unfinished games too</comment>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Average net</source>
        <translation>Śr. bilans</translation>
    </message>
    <message>
        <source>Average tricks</source>
        <translation>Śr. lewy</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Wyzeruj statystyki…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <comment>Manillen</comment>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Brak atutów</translation>
    </message>
    <message>
        <source>Nullo</source>
        <translation>Nullo</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 (%2 in unfinished games)</source>
        <translation>%1 (w tym %2 w niedokończonych grach)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>game: hands or deals played</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>net %1 against %2</source>
        <translation>bilans %1, poziom: %2</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Brak ukończonych gier</translation>
    </message>
    <message>
        <source>Win rate by strongest opponent</source>
        <translation>Wygrane (%) wg najsilniejszego przeciwnika</translation>
    </message>
    <message>
        <source>Average net per hand by contract</source>
        <translation>Średni bilans na rozdanie według kontraktu</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>the save</source>
        <translation>zapisana gra</translation>
    </message>
    <message>
        <source>the window state</source>
        <translation>stan okna</translation>
    </message>
    <message>
        <source>the statistics file</source>
        <translation>plik statystyk</translation>
    </message>
    <message>
        <source>{source}, game {number}</source>
        <translation>{source}, gra {number}</translation>
    </message>
    <message>
        <source>Could not create the folder {path}: {reason}.</source>
        <translation>Nie udało się utworzyć folderu {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. The previous file is kept.</source>
        <translation>Nie udało się zapisać {path}: {reason}. Poprzedni plik został zachowany.</translation>
    </message>
    <message>
        <source>Could not read {path}: {reason}.</source>
        <translation>Nie udało się odczytać {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not open the lock file {path}: {reason}.</source>
        <translation>Nie udało się otworzyć pliku blokady {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not lock {path}: {reason}.</source>
        <translation>Nie udało się zablokować {path}: {reason}.</translation>
    </message>
    <message>
        <source>Could not remove {path}: {reason}.</source>
        <translation>Nie udało się usunąć {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} is being written by another Manni Desktop for too long; nothing was changed.</source>
        <translation>Inny Manni Desktop zbyt długo zapisuje {path}; niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>{path} is too large to be a Manni Desktop file.</source>
        <translation>Plik {path} jest zbyt duży, by mógł być plikiem Manni Desktop.</translation>
    </message>
    <message>
        <source>{path} is empty (it may have been cut off).</source>
        <translation>Plik {path} jest pusty (mógł zostać ucięty).</translation>
    </message>
    <message>
        <source>{path} is not a text file (not UTF-8).</source>
        <translation>Plik {path} nie jest plikiem tekstowym (nie jest w UTF-8).</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: it may be truncated or damaged.</source>
        <translation>Plik {path} nie zawiera poprawnego JSON-a: może być ucięty lub uszkodzony.</translation>
    </message>
    <message>
        <source>{path} is not valid JSON (line {line}, column {column}): it may be truncated or damaged.</source>
        <translation>Plik {path} nie zawiera poprawnego JSON-a (wiersz {line}, kolumna {column}): może być ucięty lub uszkodzony.</translation>
    </message>
    <message>
        <source>{source}: &apos;{field}&apos; must be {expected}.</source>
        <translation>{source}: pole „{field}” musi zawierać: {expected}.</translation>
    </message>
    <message>
        <source>{source}: &apos;{field}&apos; must be one of {choices}.</source>
        <translation>{source}: pole „{field}” musi mieć jedną z wartości: {choices}.</translation>
    </message>
    <message>
        <source>{source} is not a Manni Desktop save (not a JSON object).</source>
        <translation>{source} nie jest zapisaną grą Manni Desktop (to nie jest obiekt JSON).</translation>
    </message>
    <message>
        <source>{source} is not a Manni Desktop save (no valid schema number).</source>
        <translation>{source} nie jest zapisaną grą Manni Desktop (brak poprawnego numeru schematu).</translation>
    </message>
    <message>
        <source>{source} was written by a newer version of Manni Desktop (schema {schema}); this version reads up to schema {supported}.</source>
        <translation>{source} pochodzi z nowszej wersji Manni Desktop (schemat {schema}); ta wersja odczytuje schematy najwyżej do {supported}.</translation>
    </message>
    <message>
        <source>{source} was not written by Manni Desktop.</source>
        <translation>{source} nie pochodzi z Manni Desktop.</translation>
    </message>
    <message>
        <source>{source} holds no game record.</source>
        <translation>{source} nie zawiera zapisu gry.</translation>
    </message>
    <message>
        <source>The game record in {source} is invalid: {detail}.</source>
        <translation>Zapis gry ({source}) jest nieprawidłowy: {detail}.</translation>
    </message>
    <message>
        <source>The game record in {source} cannot be replayed ({error}: {detail}).</source>
        <translation>Nie da się odtworzyć zapisu gry ({source}): {error}: {detail}.</translation>
    </message>
    <message>
        <source>{source} is a plain game record; it was opened as a saved game.</source>
        <translation>{source} to sam zapis przebiegu gry; otwarto go jako zapisaną grę.</translation>
    </message>
    <message>
        <source>The saved game could not be restored. {cause}</source>
        <translation>Nie udało się przywrócić zapisanej gry. {cause}</translation>
    </message>
    <message>
        <source>The saved game could not be restored. {cause} The backup could not be used either: {backup_cause}</source>
        <translation>Nie udało się przywrócić zapisanej gry. {cause} Kopii zapasowej też nie dało się użyć: {backup_cause}</translation>
    </message>
    <message>
        <source>{cause} The files were kept as {files}.</source>
        <translation>{cause} Pliki zachowano jako {files}.</translation>
    </message>
    <message>
        <source>The last autosave was interrupted; the game continues from the one before.</source>
        <translation>Ostatni autozapis został przerwany; gra toczy się dalej od poprzedniego.</translation>
    </message>
    <message>
        <source>{cause} The backup of the previous move was used instead.</source>
        <translation>{cause} Zamiast tego użyto kopii zapasowej z poprzedniego ruchu.</translation>
    </message>
    <message>
        <source>{cause} It was left as it is for that version, and this version does not save games automatically until it is updated ({path}).</source>
        <translation>{cause} Pozostawiono go bez zmian dla tamtej wersji, a ta wersja nie zapisuje gier automatycznie, dopóki nie zostanie zaktualizowana ({path}).</translation>
    </message>
    <message>
        <source>Other users of this computer may change the files in {path}: they could replace your saved games or settings there. A folder only you can write to is safer.</source>
        <translation>Inni użytkownicy tego komputera mogą zmieniać pliki w {path}: mogliby podmienić tam zapisane gry lub ustawienia. Bezpieczniejszy jest folder, w którym tylko Ty możesz zapisywać.</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of Manni Desktop (schema {schema}); it was left as it is, and changes made here are not saved until this version is updated.</source>
        <translation>{path} pochodzi z nowszej wersji Manni Desktop (schemat {schema}); pozostawiono go bez zmian, a zmiany wprowadzone tutaj nie będą zapisywane, dopóki ta wersja nie zostanie zaktualizowana.</translation>
    </message>
    <message>
        <source>{source} is not a statistics file (not a JSON object).</source>
        <translation>{source} nie jest plikiem statystyk (to nie jest obiekt JSON).</translation>
    </message>
    <message>
        <source>{source} is not a statistics file (no valid schema number).</source>
        <translation>{source} nie jest plikiem statystyk (brak poprawnego numeru schematu).</translation>
    </message>
    <message>
        <source>These statistics were written by a newer version of Manni Desktop (schema {schema}); this version reads up to schema {supported}.</source>
        <translation>Te statystyki zapisała nowsza wersja Manni Desktop (schemat {schema}); ta wersja odczytuje schematy najwyżej do {supported}.</translation>
    </message>
    <message>
        <source>{cause} They were left as they are and nothing is counted until this version is updated ({path}).</source>
        <translation>{cause} Pozostawiono je bez zmian i nic nie będzie liczone, dopóki ta wersja nie zostanie zaktualizowana ({path}).</translation>
    </message>
    <message>
        <source>{source}: a game must be a JSON object.</source>
        <translation>{source}: każda gra musi być obiektem JSON.</translation>
    </message>
    <message>
        <source>{source}: unknown contract kind &apos;{kind}&apos;.</source>
        <translation>{source}: nieznany rodzaj kontraktu „{kind}”.</translation>
    </message>
    <message>
        <source>{source}: contract &apos;{kind}&apos; must be [hands, net, tricks].</source>
        <translation>{source}: kontrakt „{kind}” musi mieć postać [rozdania, bilans, lewy].</translation>
    </message>
    <message>
        <source>{cause} The statistics were restored from their backup.</source>
        <translation>{cause} Statystyki przywrócono z kopii zapasowej.</translation>
    </message>
    <message>
        <source>{causes} The statistics start again from zero.</source>
        <translation>{causes} Statystyki zaczynają się od zera.</translation>
    </message>
    <message>
        <source>{causes} The games that cannot be read are left out; every other game is counted as before.</source>
        <translation>{causes} Gry, których nie da się odczytać, pominięto; wszystkie pozostałe gry są nadal liczone.</translation>
    </message>
    <message>
        <source>{causes} The games that cannot be read were kept in {files}; every other game is counted as before.</source>
        <translation>{causes} Gry, których nie da się odczytać, zachowano w {files}; wszystkie pozostałe gry są nadal liczone.</translation>
    </message>
    <message>
        <source>{causes} The statistics start again from zero; the old files were kept as {files}.</source>
        <translation>{causes} Statystyki zaczynają się od zera; stare pliki zachowano jako {files}.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>nie istnieje</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>to jest folder</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>w miejscu folderu jest plik</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>to nie jest zwykły plik (to potok, urządzenie lub gniazdo)</translation>
    </message>
    <message>
        <source>a name in it is not valid text (it holds a lone surrogate)</source>
        <translation>zawarte w nim imię nie jest poprawnym tekstem (zawiera osierocony surogat)</translation>
    </message>
    <message>
        <source>the game is too long: the file would be over 16 MiB, more than Manni Desktop opens</source>
        <translation>gra jest za długa: plik miałby ponad 16 MiB, więcej, niż Manni Desktop otwiera</translation>
    </message>
    <message>
        <source>the system says: {strerror}</source>
        <translation>komunikat systemu: {strerror}</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>liczba całkowita</translation>
    </message>
    <message>
        <source>a number or a string</source>
        <translation>liczba lub tekst</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>prawda lub fałsz (true/false)</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>obiekt JSON</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>lista tekstów</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>lista liczb całkowitych</translation>
    </message>
    <message>
        <source>a list of levels or nulls</source>
        <translation>lista poziomów lub wartości null</translation>
    </message>
</context>
<context>
    <name>TablePlurals</name>
    <message numerus="yes">
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>Możesz wymienić najwyżej %n kartę.</numerusform>
            <numerusform>Możesz wymienić najwyżej %n karty.</numerusform>
            <numerusform>Możesz wymienić najwyżej %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchanged %n card(s)</source>
        <translation>
            <numerusform>Wymiana: %n karta</numerusform>
            <numerusform>Wymiana: %n karty</numerusform>
            <numerusform>Wymiana: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose up to %n card(s) to exchange</source>
        <translation>
            <numerusform>Twój ruch: wybierz do wymiany najwyżej %n kartę</numerusform>
            <numerusform>Twój ruch: wybierz do wymiany najwyżej %n karty</numerusform>
            <numerusform>Twój ruch: wybierz do wymiany najwyżej %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n</source>
        <translation>
            <numerusform>Wymień %n</numerusform>
            <numerusform>Wymień %n</numerusform>
            <numerusform>Wymień %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <comment>player name: tricks taken in the hand</comment>
        <translation>
            <numerusform>%1: %n lewa</numerusform>
            <numerusform>%1: %n lewy</numerusform>
            <numerusform>%1: %n lew</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Kept the hand</source>
        <translation>Bez wymiany</translation>
    </message>
    <message>
        <source>Took the Manni</source>
        <translation>Wymiana na Manni</translation>
    </message>
    <message>
        <source>Welcome to Manni</source>
        <translation>Witaj w grze Manni</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Myśli…</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <comment>the tricks of this hand so far</comment>
        <translation>Lewa %1 z %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>Manni: %1</source>
        <translation>Manni: %1</translation>
    </message>
    <message>
        <source>Discards: %1</source>
        <translation>Odrzucone: %1</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Rozdajesz</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Rozdaje %1</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>Zagrywa %1</translation>
    </message>
    <message>
        <source>%1 is exchanging…</source>
        <translation>%1 wymienia karty…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Twój ruch: zagraj kartę</translation>
    </message>
    <message>
        <source>Your turn: lead a card</source>
        <translation>Twój ruch: wyjdź kartą</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Przejrzyj rozdanie</translation>
    </message>
    <message>
        <source>Your turn: take the Manni or keep your hand</source>
        <translation>Twój ruch: weź Manni albo zatrzymaj karty</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twój ruch</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 gra…</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Zatrzymuję karty</translation>
    </message>
    <message>
        <source>Take the Manni</source>
        <translation>Biorę Manni</translation>
    </message>
    <message>
        <source>%1, cannot be played now</source>
        <translation>%1, teraz nie do zagrania</translation>
    </message>
    <message>
        <source>%1, selected for exchange</source>
        <translation>%1, wybrano do wymiany</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Podpowiedź: zagraj %1</translation>
    </message>
    <message>
        <source>Hint: exchange %1</source>
        <translation>Podpowiedź: wymień %1</translation>
    </message>
    <message>
        <source>Hint: keep your hand</source>
        <translation>Podpowiedź: zatrzymaj karty</translation>
    </message>
    <message>
        <source>Hint: take the Manni</source>
        <translation>Podpowiedź: weź Manni</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Dodatnie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Ujemne</translation>
    </message>
    <message>
        <source>Hand %1 over</source>
        <translation>Koniec rozdania %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Przejrzyj rozdanie</translation>
    </message>
    <message>
        <source>Choose with the buttons on the table.</source>
        <translation>Wybierz przyciskami na stole.</translation>
    </message>
    <message>
        <source>Declared no-trump</source>
        <translation>Ogłasza brak atutów</translation>
    </message>
    <message>
        <source>Declared %1</source>
        <translation>Ogłasza atut %1</translation>
    </message>
    <message>
        <source>Tricks: %1 (quota %2)</source>
        <comment>tricks taken in the deal; quota</comment>
        <translation>Lewy: %1 (norma %2)</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <comment>tricks taken in the deal</comment>
        <translation>Lewy: %1</translation>
    </message>
    <message>
        <source>Tricks: %1 · points: %2</source>
        <comment>tricks and card points taken in the deal</comment>
        <translation>Lewy: %1 · punkty: %2</translation>
    </message>
    <message>
        <source>Tricks: %1 (par %2)</source>
        <comment>tricks taken in the hand; par</comment>
        <translation>Lewy: %1 (miara %2)</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>Your turn: choose trump or no-trump</source>
        <translation>Twój ruch: wybierz atut albo brak atutów</translation>
    </message>
    <message>
        <source>%1 is choosing trump; your cards stay face down until then</source>
        <translation>%1 wybiera atut; do tego czasu Twoje karty leżą zakryte</translation>
    </message>
    <message>
        <source>%1 is choosing trump…</source>
        <translation>%1 wybiera atut…</translation>
    </message>
    <message>
        <source>Hint: declare %1</source>
        <translation>Podpowiedź: wybierz %1</translation>
    </message>
    <message>
        <source>keeping your hand</source>
        <translation>zatrzymanie kart</translation>
    </message>
    <message>
        <source>taking the Manni</source>
        <translation>wzięcie Manni</translation>
    </message>
    <message>
        <source>%1 card points</source>
        <translation>%1 pkt z kart</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 lewy</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>jedyna możliwość</translation>
    </message>
    <message>
        <source>about as good as %1</source>
        <translation>mniej więcej tak dobre jak %1</translation>
    </message>
    <message>
        <source>about %1 better than %2</source>
        <translation>o około %1 lepsze niż %2</translation>
    </message>
    <message>
        <source>Played your only legal card, %1</source>
        <translation>Zagrano Twoją jedyną dozwoloną kartę, %1</translation>
    </message>
    <message>
        <source>No-trump</source>
        <translation>Brak atutów</translation>
    </message>
    <message>
        <source>×2 no-trump</source>
        <translation>×2 brak atutów</translation>
    </message>
    <message>
        <source>×2 after a tie</source>
        <translation>×2 po remisie</translation>
    </message>
    <message>
        <source>×2 all eight tricks</source>
        <translation>×2 szlem</translation>
    </message>
    <message>
        <source>Deal %1 over</source>
        <translation>Koniec rozdania %1</translation>
    </message>
    <message>
        <source>30–30: nobody scores, the next deal counts double</source>
        <translation>30–30: nikt nie punktuje, następne rozdanie liczy się podwójnie</translation>
    </message>
    <message>
        <source>%1 score %2</source>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>%1 over 30</source>
        <translation>%1 ponad 30</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Deal %1 over</source>
        <comment>Manillen: the end of a deal</comment>
        <translation>Koniec rozdania %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>score towards the target</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Your side wins!</source>
        <translation>Wygrywa Twoja para!</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>Wygrywają %1</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Wspólna wygrana: %1</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Bilans</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two names</comment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <comment>three names</comment>
        <translation>%1, %2 i %3</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Nie rozegrano jeszcze żadnej lewy.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <source>Play hint</source>
        <translation>Zagraj podpowiedź</translation>
    </message>
    <message>
        <source>Use hint</source>
        <translation>Użyj podpowiedzi</translation>
    </message>
    <message>
        <source>Play the hinted card, or select the hinted choice (Shift+H)</source>
        <translation>Zagraj podpowiedzianą kartę albo zaznacz podpowiedziany wybór (Shift+H)</translation>
    </message>
    <message>
        <source>Hint played: %1</source>
        <translation>Zagrano podpowiedź: %1</translation>
    </message>
    <message>
        <source>exchange %1</source>
        <translation>wymień %1</translation>
    </message>
    <message>
        <source>Hint chosen: %1. Press Space to confirm.</source>
        <translation>Wybrano podpowiedź: %1. Naciśnij Spację, aby potwierdzić.</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <comment>an earlier trick of this hand</comment>
        <translation>◀ Wcześniejsza</translation>
    </message>
    <message>
        <source>The trick before (Left arrow)</source>
        <translation>Poprzednia lewa (strzałka w lewo)</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <comment>a later trick of this hand</comment>
        <translation>Późniejsza ▶</translation>
    </message>
    <message>
        <source>The trick after (Right arrow)</source>
        <translation>Następna lewa (strzałka w prawo)</translation>
    </message>
    <message>
        <source>Left and Right arrows: the trick before or after. Escape: close</source>
        <translation>Strzałki w lewo i w prawo: poprzednia lub następna lewa. Escape: zamknij</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Stół karciany</translation>
    </message>
</context>
<context>
    <name>TrickWords</name>
    <message>
        <source>You lead</source>
        <comment>you are to lead the next trick</comment>
        <translation>Wychodzisz</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <comment>a player is to lead the next trick</comment>
        <translation>Wychodzi: %1</translation>
    </message>
    <message>
        <source>You led</source>
        <comment>you led this trick</comment>
        <translation>Twoje wyjście</translation>
    </message>
    <message>
        <source>%1 led</source>
        <comment>a player led this trick</comment>
        <translation>Wyjście: %1</translation>
    </message>
    <message>
        <source>you take the trick</source>
        <comment>after &apos;X led · &apos;</comment>
        <translation>bierzesz lewę</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <comment>after &apos;X led · &apos;</comment>
        <translation>lewę bierze: %1</translation>
    </message>
    <message>
        <source>%1 (click to go on)</source>
        <comment>a line about the trick on the table</comment>
        <translation>%1 (kliknij, by kontynuować)</translation>
    </message>
</context>
<context>
    <name>ViewerTexts</name>
    <message>
        <source>Deal %1 of %2</source>
        <comment>Manillen: position in the record</comment>
        <translation>Rozdanie %1 z %2</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Rozdanie %1 z %2</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Rozdanie %1 z %2</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>position in the record: the cards just dealt</comment>
        <translation>rozdanie kart</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <comment>position in the record</comment>
        <translation>Lewa %1 z %2</translation>
    </message>
    <message>
        <source>%1, card %2</source>
        <comment>position in the record: a trick, a card of it</comment>
        <translation>%1, karta %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>position in the record: the hand · the trick</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>after the swap</source>
        <comment>position in the record</comment>
        <translation>po wymianie na Manni</translation>
    </message>
    <message>
        <source>after the declaration</source>
        <comment>position in the record</comment>
        <translation>po ogłoszeniu atutu</translation>
    </message>
    <message>
        <source>after the exchange</source>
        <comment>position in the record</comment>
        <translation>po wymianie</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Rozdający: %1</translation>
    </message>
    <message>
        <source>Cut card: %1</source>
        <translation>Odkryta karta: %1</translation>
    </message>
    <message>
        <source>Doubled: the deal before was a 30–30 tie</source>
        <translation>Podwójnie: poprzednie rozdanie skończyło się remisem 30–30</translation>
    </message>
    <message>
        <source>Talon: none left</source>
        <translation>Talon: nie zostały żadne karty</translation>
    </message>
    <message>
        <source>Talon, top first: %1</source>
        <translation>Talon, od góry: %1</translation>
    </message>
    <message>
        <source>Manni, top first: %1</source>
        <translation>Manni, od góry: %1</translation>
    </message>
    <message>
        <source>Manni: none left</source>
        <translation>Manni: nie zostały żadne karty</translation>
    </message>
    <message>
        <source>Put away: %1</source>
        <comment>cards a seat discarded in the exchange</comment>
        <translation>Odrzucone karty: %1</translation>
    </message>
    <message>
        <source>The cards as dealt</source>
        <translation>Karty tuż po rozdaniu</translation>
    </message>
    <message>
        <source>The record stops here: the game is unfinished.</source>
        <translation>Zapis kończy się tutaj: gra nie jest skończona.</translation>
    </message>
    <message>
        <source>Game over. Won by %1</source>
        <translation>Koniec gry. Wygrywa: %1</translation>
    </message>
</context>
</TS>
