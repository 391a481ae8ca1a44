<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChoosePlurals</name>
    <message numerus="yes">
        <source>Your quota under it: %n trick(s).</source>
        <translation>
            <numerusform>Your quota under it: %n trick.</numerusform>
            <numerusform>Your quota under it: %n tricks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message numerus="yes">
        <source>This face-down pile is the Manni, the spare cards. Left of the dealer may exchange up to %1 cards with it, right of the dealer up to %2, the dealer what is left: you may exchange up to %n card(s). Click the cards to throw away, then press the button.</source>
        <translation>
            <numerusform>This face-down pile is the Manni, the spare cards. Left of the dealer may exchange up to %1 cards with it, right of the dealer up to %2, the dealer what is left: you may exchange up to %n card. Click the cards to throw away, then press the button.</numerusform>
            <numerusform>This face-down pile is the Manni, the spare cards. Left of the dealer may exchange up to %1 cards with it, right of the dealer up to %2, the dealer what is left: you may exchange up to %n cards. Click the cards to throw away, then press the button.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n trick(s).</source>
        <translation>
            <numerusform>You took %n trick.</numerusform>
            <numerusform>You took %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %n over par %1, so +%n: %n plus point(s).</source>
        <translation>
            <numerusform>That is %n over par %1, so +%n: %n plus point.</numerusform>
            <numerusform>That is %n over par %1, so +%n: %n plus points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %n under par %1, so −%n: %n minus point(s).</source>
        <translation>
            <numerusform>That is %n under par %1, so −%n: %n minus point.</numerusform>
            <numerusform>That is %n under par %1, so −%n: %n minus points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone has %n or more plus points. Then the best net score, plus points less minus points, wins, so it is not always the one who reached %n.</source>
        <translation>
            <numerusform>The game ends after a hand in which someone has %n or more plus point. Then the best net score, plus points less minus points, wins, so it is not always the one who reached %n.</numerusform>
            <numerusform>The game ends after a hand in which someone has %n or more plus points. Then the best net score, plus points less minus points, wins, so it is not always the one who reached %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetWindow</name>
    <message numerus="yes">
        <source>Close the table? %1 will be disconnected. The game is kept and can be resumed with the same code.</source>
        <translation>
            <numerusform>Close the table? %1 will be disconnected. The game is kept and can be resumed with the same code.</numerusform>
            <numerusform>Close the table? %1 will be disconnected. The game is kept and can be resumed with the same code.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPlurals</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenPlurals</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Your hand: %n card</numerusform>
            <numerusform>Your hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: %n card(s)</source>
        <translation>
            <numerusform>Trick: %n card</numerusform>
            <numerusform>Trick: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>Forget the results of all %n game(s) played? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the result of the %n game played? This cannot be undone.</numerusform>
            <numerusform>Forget the results of all %n games played? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <comment>Manillen</comment>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePlurals</name>
    <message numerus="yes">
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>You may exchange at most %n card.</numerusform>
            <numerusform>You may exchange at most %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchanged %n card(s)</source>
        <translation>
            <numerusform>Exchanged %n card</numerusform>
            <numerusform>Exchanged %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose up to %n card(s) to exchange</source>
        <translation>
            <numerusform>Your turn: choose up to %n card to exchange</numerusform>
            <numerusform>Your turn: choose up to %n cards to exchange</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n</source>
        <translation>
            <numerusform>Exchange %n</numerusform>
            <numerusform>Exchange %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <comment>player name: tricks taken in the hand</comment>
        <translation>
            <numerusform>%1: %n trick</numerusform>
            <numerusform>%1: %n tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
