"""The guided first hand: wires the lessons to the game controller and the table.

``Guide`` listens to the controller (``turnChanged``: the table has caught up
and waits for someone; ``tableChanged``: something happened; ``gameStarted``)
and to the scene's card clicks, asks ``lessons.choose_lesson`` which note
fits, and shows it in one ``CoachBubble`` pointing at the thing it explains.
The player makes every move: the guide never plays, it only explains (the
app's playing of a lone legal card is held off meanwhile: a note shown at a
forced card was gone before it could be read), and a refused card gets the
rule in the guide's words, pointing at that card.

The guided hand is a fixed deal (``GUIDE_SEED``) against easy computer
players, so it is the same hand every time.  The player deals, the cut is the
9♠ so spades are trumps, the hand holds five of them, four diamonds and no
clubs.  Ásta opens with A♦ and Hjörtur has no diamonds: kept as dealt, the
first tricks bring the plate, following suit and Hjörtur's trump, and the
clubs led later "no card of the suit led".  The deal was chosen because every
lesson came in each of 600 simulated hands with random exchanges and plays
(tests/gui/test_guided_hand.py plays it as a player would, in each language).

Finishing or skipping it calls ``on_done`` (the window stores it in the
settings, and the guide is not offered again).  Quitting in the middle loses
nothing: the guided hand continued (``resume``) goes on with the lessons it
has not given yet."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from ...engine.actions import Play
from ...engine.cards import Card
from ...engine.session import HUMAN
from ...engine.snapshot import HAND_END, PLAY, Table
from ...games.registry import guided_game
from ..app_language import language_manager
from ..changes import Change
from ..controller import GameController
from ..table.scene import TableScene
from . import keep_clear, lessons
from .bubble import CoachBubble
from .lessons import Lesson
from .texts import CoachTexts

# The registry's guided game and its deal (see the module's docstring;
# tests/gui/test_guided_hand.py pins the seed), with the game's default scoring.
_GUIDED = guided_game()
GUIDE_SEED: int = _GUIDED.guided_seed or 0
GUIDE_GAME = _GUIDED.id
GUIDE_SCORING = _GUIDED.scorings[0].value if _GUIDED.scorings else None
GUIDE_LEVELS = ("easy", "easy")

GOT_IT = "got_it"
SKIP = "skip"
ACCEPT = "accept"
DECLINE = "decline"


class Guide(QObject):
    """The coach of the guided hand, one per window."""

    def __init__(self, controller: GameController, scene: TableScene,
                 on_start: Callable[[], None], on_done: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.texts = CoachTexts(self)
        self.bubble = CoachBubble()
        scene.addItem(self.bubble)
        self.bubble.buttonClicked.connect(self._clicked)
        self._on_start = on_start
        self._on_done = on_done
        self.active = False
        self.shown: list[str] = []  # lesson keys in the order they were shown
        self.lesson: Lesson | None = None  # the lesson on the table now
        controller.turnChanged.connect(self._turn_changed)
        controller.tableChanged.connect(self._table_changed)
        controller.gameStarted.connect(self._game_started)
        scene.cardPlayed.connect(self._card_clicked)  # after the controller's own slot
        scene.sceneRectChanged.connect(lambda _rect: self._place())
        scene.installEventFilter(self)  # Esc answers the note: its buttons are not keys
        language_manager().languageChanged.connect(self._reword)

    # -- starting and ending ------------------------------------------------------------

    def offer(self) -> None:
        """The welcome note on the first start: a guided hand, or no thanks."""
        self._show(Lesson(lessons.WELCOME))

    def start(self) -> None:
        """Begin the guide; the window deals ``GUIDE_SEED`` right after."""
        self._activate([])
        self._hide()

    def resume(self) -> None:
        """A game continued or opened: if it is the guided hand, still in its
        first hand, the guide goes on where it was, without the lessons whose
        moment has passed (``lessons.met_before``), so quitting mid-guide
        loses nothing.  The window asks only while the guide is not done."""
        c = self.controller
        if self.active or not self.is_guided_game() or c.table.hand_number != 0:
            return
        if c.session.between_hands or c.session.over:
            return
        # the next lesson comes with ``turnChanged``, once the table shows the game
        self._activate(lessons.met_before(c.session.tables_before_moves(c.table.viewer)))

    def _activate(self, shown: list[str]) -> None:
        self.active = True
        self.shown = shown
        self.controller.forced_play_held = True

    def skip(self) -> None:
        """The player needs no guide: end it and never offer it again."""
        self._end(done=True)

    def _end(self, done: bool) -> None:
        was_active = self.active
        self.active = False
        self.controller.forced_play_held = False
        self._hide()
        if done:
            self._on_done()
        elif was_active:
            self.shown = []

    def is_guided_game(self) -> bool:
        c = self.controller
        if not c.has_game():
            return False
        s = c.session
        return s.name == GUIDE_GAME and s.seed == GUIDE_SEED

    # -- the game's signals ---------------------------------------------------------------

    def _game_started(self) -> None:
        """Another game (Game → New, Open…, Play again) ends the guide unfinished;
        undo keeps it (the same deal)."""
        if self.active and not self.is_guided_game():
            self._end(done=False)

    def _table_changed(self, change: Change) -> None:
        """A move or a new hand: the note on the table no longer fits (acting
        dismisses it).  The next hand means the guided hand is over."""
        if self.lesson is not None and self.lesson.key != lessons.WELCOME:
            self._hide()
        if self.active and change.table.hand_number > 0:
            self._end(done=True)

    def _turn_changed(self, table: Table) -> None:
        if self.active and self.lesson is None:
            self._next(table)

    def _next(self, table: Table) -> None:
        lesson = lessons.choose_lesson(table, self.shown)
        if lesson is not None:
            self.shown.append(lesson.key)
            self._show(lesson)

    def _card_clicked(self, card: Card) -> None:
        """A card the controller refused (it is still the player's card to
        play): the rule in the guide's words, pointing at that card."""
        c = self.controller
        if not self.active or not c.human_to_act() or c.phase() != PLAY:
            return
        table = c.table
        if card not in table.seats[table.viewer].hand:
            return
        problem = c.session.check(Play(HUMAN, card))
        if problem is None:
            return
        trick = table.trick
        led = trick.plays[0][1] if trick is not None and trick.plays else -1
        self._show(Lesson(lessons.REFUSAL, lessons.card_target(card), card=led, code=problem.code))

    # -- the bubble -----------------------------------------------------------------------

    def _buttons(self, lesson: Lesson) -> list[tuple[str, str]]:
        t = self.texts
        if lesson.key == lessons.WELCOME:
            return [(ACCEPT, t.play_guided()), (DECLINE, t.no_thanks())]
        return [(GOT_IT, t.got_it()), (SKIP, t.skip())]

    def _show(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self._reword()
        first = self._buttons(lesson)[0 if lesson.key != lessons.WELCOME else 1][1]
        self.scene.spoken.emit(f"{self.bubble.text} {self.texts.escape(first)}", False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Esc on the table answers the note on it as its gentle button does:
        "Got it" for a lesson, "No thanks" for the welcome.  Every other key
        goes on to the table (acting dismisses a lesson anyway)."""
        if (self.lesson is not None and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self._clicked(DECLINE if self.lesson.key == lessons.WELCOME else GOT_IT)
            return True
        return super().eventFilter(watched, event)

    def _reword(self, _code: str = "") -> None:
        """The bubble's words in the language shown (again after a switch)."""
        lesson = self.lesson
        if lesson is None:
            return
        table = self.controller.table if self.controller.has_game() else None
        text = self.texts.text(lesson, table) if table is not None else self.texts.welcome()
        g = self.scene.geometry()
        pixels = max(12.0, min(17.0, g.card_h * 0.1))
        width = min(max(240.0, g.width * 0.3), 420.0)
        self.bubble.set_content(text, self._buttons(lesson), pixels, width)
        self._place()
        QTimer.singleShot(0, self._place)  # the scene's own texts change size after a switch

    def _place(self) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        target: QRectF | None = None
        for name in filter(None, lesson.target.split("|")):
            rect = self.scene.anchor_rect(name)
            if rect is not None:
                target = rect if target is None else target.united(rect)
        self.bubble.point_at(target, self.scene.sceneRect(), keep_clear.tiers(self.scene))

    def _hide(self) -> None:
        self.lesson = None
        self.bubble.hide()

    def _clicked(self, key: str) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        if lesson.key == lessons.WELCOME:
            if not key:
                return  # a click on the words: the offer stays until a button answers it
            self._hide()
            if key == DECLINE:
                self._on_done()
            else:
                self._on_start()
            return
        if key == SKIP:
            self.skip()
            return
        self._hide()
        if lesson.key == lessons.RACE:
            self._end(done=True)
            return
        c = self.controller
        if self.active and c.has_game() and (c.human_to_act() or c.phase() == HAND_END):
            self._next(c.table)
