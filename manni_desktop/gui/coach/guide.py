"""The guided first hand: wires the lessons to the game controller and the table.

``Guide`` listens to the controller (``turnChanged``: the table has caught up
and waits for someone; ``tableChanged``: something happened; ``gameStarted``)
and to the scene's card clicks, asks ``lessons.choose_lesson`` which note
fits, and shows it in one ``CoachBubble`` pointing at the thing it explains.
The player makes every move: the guide never plays, it only explains (the
app's playing of a lone legal card is held off meanwhile: a note shown at a
forced card was gone before it could be read), and a refused card gets the
rule in the guide's words, pointing at that card.

A lesson is never lost (new-player review 2026-12-07, finding 1).  Each of
the player's decisions gets its lessons (``lessons.due_lessons``), the first
shown as the decision begins, beside its prompt.  A note stays until the
player presses "Got it" or makes the decision's move (what the note, beside
that prompt, asks); choosing cards to exchange leaves it up.  The next
lesson of the same decision never appears on its own, where a click already
aimed at the table could take it away unread: the player's next click on
the table (a move, or a card to choose) is held instead, and the lesson is
shown; the move is made with the click after.  So a player who clicks at
once under every note, and never presses "Got it", still sees every lesson,
each one until their own next click.  The closing note holds "Next hand"
the same way until it is answered (``hold_next_hand``).  While the offer of
a guided hand is up nobody moves, the computer players included
(``GameController.hold_bots``), and the status line says so.

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

from ...engine.actions import Action, Play
from ...engine.cards import Card
from ...engine.errors import RuleCode
from ...engine.session import HUMAN
from ...engine.snapshot import HAND_END, PLAY, Table
from ...games.registry import guided_game
from ..app_language import language_manager
from ..changes import Change, ChangeKind
from ..controller import GameController
from ..table.scene import TableScene
from . import keep_clear, lessons
from .bubble import CoachBubble
from .lessons import Course, Lesson, course_of
from .texts import CoachTexts

# The registry's guided game and its deal (see the module's docstring;
# tests/gui/test_guided_hand.py pins the seed), with the game's default scoring.
_GUIDED = guided_game()
GUIDE_SEED: int = _GUIDED.guided_seed or 0
GUIDE_GAME = _GUIDED.id
GUIDE_SCORING = _GUIDED.scorings[0].value if _GUIDED.scorings else None
GUIDE_LEVELS = ("easy", "easy")

# keys that choose or play on the table (the arrows only move the focus)
_ACTING_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

GOT_IT = "got_it"
SKIP = "skip"
ACCEPT = "accept"
DECLINE = "decline"


class Guide(QObject):
    """The coach of the guided hand, one per window."""

    def __init__(self, controller: GameController, scene: TableScene,
                 on_start: Callable[[str], None], on_done: Callable[[str], None],
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
        self.course: Course = lessons.HORNAFJARDAR  # the game taught (or offered) now
        self.shown: list[str] = []  # lesson keys in the order they were shown
        self.lesson: Lesson | None = None  # the lesson on the table now
        self.plan: list[Lesson] = []  # the decision's lessons still to show
        self._decision = -1  # the controller's generation the plan was made at
        self._held = False  # the last move asked about was held (``hold_move``)
        controller.move_guard = self.hold_move
        controller.next_hand_guard = self.hold_next_hand
        controller.turnChanged.connect(self._turn_changed)
        controller.tableChanged.connect(self._table_changed)
        controller.gameStarted.connect(self._game_started)
        scene.cardPlayed.connect(self._card_clicked)  # after the controller's own slot
        # sized to the table, once the scene has its new geometry (it is set
        # after the rect: ``TableScene.set_table_size``)
        scene.sceneRectChanged.connect(lambda _rect: QTimer.singleShot(0, self._reword))
        scene.installEventFilter(self)  # Esc answers the note: its buttons are not keys
        language_manager().languageChanged.connect(self._reword)

    # -- starting and ending ------------------------------------------------------------

    def offer(self, game: str | None = None) -> None:
        """The welcome note the first time a game with a guided first deal is
        played (Hornafjarðar Manni's at the first start): a guided deal of
        ``game``, or no thanks.  Nobody moves until it is answered
        (``hold_move``, ``hold_bots``)."""
        self.course = course_of(game or lessons.HORNAFJARDAR.game) or lessons.HORNAFJARDAR
        self._show(Lesson(lessons.WELCOME))
        self.controller.hold_bots(True)

    def start(self, course: Course | None = None) -> None:
        """Begin the guide of ``course`` (Hornafjarðar Manni's by default); the
        window deals the course's seed right after."""
        self.course = course or lessons.HORNAFJARDAR
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
        self.course = course_of(c.session.name) or lessons.HORNAFJARDAR
        if c.session.between_hands or c.session.over:
            return
        # the next lesson comes with ``turnChanged``, once the table shows the game
        self._activate(lessons.met_before(c.session.tables_before_moves(c.table.viewer)))

    def _activate(self, shown: list[str]) -> None:
        self.active = True
        self.shown = shown
        self.plan = []
        self._decision = -1
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
            self._on_done(self.course.game)
        elif was_active:
            self.shown = []

    def is_guided_game(self) -> bool:
        c = self.controller
        if not c.has_game():
            return False
        try:
            s = c.session
        except RuntimeError:  # a friends' table: its game lives at the host, never guided
            return False
        course = course_of(s.name)
        return course is not None and s.seed == course.seed

    # -- the game's signals ---------------------------------------------------------------

    def _game_started(self) -> None:
        """Another game (Game → New, Open…, Play again) ends the guide unfinished;
        undo keeps it (the same deal).  An offer still up goes (it comes back
        at the next start) and lets the new game's players move."""
        if self.lesson is not None and self.lesson.key == lessons.WELCOME:
            self._hide()
        if self.active and not self.is_guided_game():
            self._end(done=False)

    def _table_changed(self, change: Change) -> None:
        """A move or a new hand: the note on the table no longer fits.  The
        player's own move acknowledges it (it stood beside that move's
        prompt); taken away otherwise (undo), the lesson is due again and
        comes at the next decision it fits.  The next hand means the guided
        hand is over."""
        lesson = self.lesson
        if lesson is not None and lesson.key != lessons.WELCOME:
            action = change.action
            own = (change.kind == ChangeKind.MOVE and action is not None
                   and action.seat == change.table.viewer)
            if not own and lesson.key in self.shown:
                self.shown.remove(lesson.key)
            self._hide()
        if self.active and change.table.hand_number > 0:
            self._end(done=True)

    def _turn_changed(self, table: Table) -> None:
        """The table waits: a new decision of the player's gets its lessons,
        the first shown now, beside the decision's prompt."""
        if not self.active:
            return
        generation = self.controller.generation
        if generation != self._decision:
            self._decision = generation
            self._held = False
            self.plan = lessons.due_lessons(table, self.shown)
        if self.lesson is None:
            self._show_next()

    def _show_next(self) -> bool:
        """Show the decision's next lesson, if one is left (False if none)."""
        if not self.plan or self.controller.generation != self._decision:
            return False
        lesson = self.plan.pop(0)
        self.shown.append(lesson.key)
        self._show(lesson)
        return True

    def _due_now(self) -> bool:
        return (self.active and bool(self.plan)
                and self.controller.generation == self._decision)

    def hold_move(self, action: Action) -> bool:
        """The controller asks before it makes the player's move: True holds it.
        Under the offer nothing moves.  While a lesson of this decision is
        still to come, a legal move (under a note: what the note asks) brings
        that lesson instead, and the click after makes it; a refused one is
        explained first (``_card_clicked``)."""
        lesson = self.lesson
        if lesson is not None and lesson.key == lessons.WELCOME:
            self.scene.show_message(self.texts.answer_first())
            self._held = True
        else:
            self._held = (self._due_now() and self.controller.session.check(action) is None
                          and self._show_next())
        return self._held

    def last_note_available(self) -> bool:
        """The guided hand's summary is on the table: its closing note can be
        shown again (Help → The guide's last note)."""
        c = self.controller
        return self.is_guided_game() and c.table.hand_number == 0 and c.phase() == HAND_END

    def show_last_note(self) -> None:
        """The closing note again, for a player who answered it too soon."""
        course = course_of(self.controller.session.name) if self.last_note_available() else None
        lesson = course.applies(course.last, self.controller.table) if course else None
        if course is not None and lesson is not None:
            self.course = course
            self._show(lesson)

    def hold_next_hand(self) -> bool:
        """The controller asks before it deals the next hand ("Next hand": its
        button, Enter, a click): True holds it while the guide's closing note
        is unread, so a hurried Enter cannot take it away (new-player review
        2026-12-08, 2).  The press brings the note (or says it again, with how
        to answer it); "Got it" or Esc ends the guide, and the next press deals."""
        if not self.active:
            return False
        lesson = self.lesson
        if lesson is not None and lesson.key == self.course.last:
            self.scene.show_message(self.texts.read_last_first())
            self._show(lesson)
            return True
        if self._due_now() and self.plan[0].key == self.course.last:
            return self._show_next()
        return False

    def _card_clicked(self, card: Card) -> None:
        """A card the controller refused (it is still the player's card to
        play): the rule in the guide's words, pointing at that card."""
        c = self.controller
        held, self._held = self._held, False
        if held or not self.active or not c.human_to_act() or c.phase() != PLAY:
            return
        table = c.table
        if card not in table.seats[table.viewer].hand:
            return
        problem = c.session.check(Play(HUMAN, card))
        if problem is None:
            return
        trick = table.trick
        led = trick.plays[0][1] if trick is not None and trick.plays else -1
        interrupted = self.lesson
        if (interrupted is not None and interrupted.key in self.course.order
                and not (interrupted.key == lessons.FOLLOW
                         and problem.code == RuleCode.FOLLOW_SUIT)):
            # the refusal takes the lesson's place: it comes again at the next click
            self.shown.remove(interrupted.key)
            self.plan.insert(0, interrupted)
        self._show(Lesson(lessons.REFUSAL, lessons.card_target(card), card=led, code=problem.code))

    # -- the bubble -----------------------------------------------------------------------

    def _buttons(self, lesson: Lesson) -> list[tuple[str, str]]:
        t = self.texts
        if lesson.key == lessons.WELCOME:
            return [(ACCEPT, t.play_guided()), (DECLINE, t.no_thanks())]
        if lesson.key == self.course.last:
            return [(GOT_IT, t.got_it())]  # the last note: nothing left to skip
        return [(GOT_IT, t.got_it()), (SKIP, t.skip())]

    def _show(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self._reword()
        first = self._buttons(lesson)[0 if lesson.key != lessons.WELCOME else 1][1]
        self.scene.spoken.emit(f"{self.bubble.text} {self.texts.escape(first)}", False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Esc on the table answers the note on it as its gentle button does:
        "Got it" for a lesson, "No thanks" for the welcome.  With no note up
        and a lesson of this decision still to come, a click on the table or
        a key that chooses or plays (Space, Enter) is held and brings the
        lesson (``hold_move`` does so for the moves themselves)."""
        kind = event.type()
        if (self.lesson is not None and kind == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self._clicked(DECLINE if self.lesson.key == lessons.WELCOME else GOT_IT)
            return True
        if self.lesson is None and self._due_now() and self.controller.human_to_act():
            acting = kind in (QEvent.Type.GraphicsSceneMousePress,
                              QEvent.Type.GraphicsSceneMouseDoubleClick)
            if (kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                    and event.key() in _ACTING_KEYS):
                acting = True
            if acting and self._show_next():
                return True
        return super().eventFilter(watched, event)

    def _reword(self, _code: str = "") -> None:
        """The bubble's words in the language shown (again after a switch)."""
        lesson = self.lesson
        if lesson is None:
            return
        table = self.controller.table if self.controller.has_game() else None
        if lesson.key == lessons.WELCOME or table is None:
            text = self.texts.welcome_for(self.course.game)
            # nobody moves under the offer: the status line says why, not
            # "Ásta is exchanging…" (new-player review 2026-12-08, 4)
            self.scene.set_status_override(self.texts.answer_to_begin())
        else:
            text = self.texts.text(lesson, table)
        g = self.scene.geometry()
        # the words grow with the cards, as the table's own texts do (at
        # 2560×1440 a note of 17 px was lost on the table: review 2026-12-07, 12)
        pixels = max(12.0, min(g.card_h * 0.1, 30.0))
        width = min(max(240.0, g.width * 0.3), pixels * 24.7)
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
        if self.lesson is not None and self.lesson.key == lessons.WELCOME:
            self.scene.set_status_override("")
            self.controller.hold_bots(False)
        self.lesson = None
        self.bubble.hide()

    def _clicked(self, key: str) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        if lesson.key == lessons.WELCOME:
            if not key:
                return  # a click on the words: the offer stays until a button answers it
            self.lesson = None
            self.bubble.hide()
            self.scene.set_status_override("")
            if key == DECLINE:
                self._on_done(self.course.game)
            else:
                # the guided deal first: the old game's players stay still
                self._on_start(self.course.game)
            self.controller.hold_bots(False)
            return
        if key == SKIP:
            self.skip()
            return
        self._hide()  # the decision's next lesson waits for the player's next click
        if lesson.key == self.course.last and self.active:
            self._end(done=True)
            if self.controller.auto_continue:  # it waited for this note (``hold_next_hand``)
                self.controller.continue_to_next_hand()
