"""The record viewer's window: the table, the step buttons and the score sheet.

A PGN viewer for Manni: ``RecordViewer`` holds a record's positions
(``engine.record_steps``) and an index into them; the buttons and keys move
the index (←/→ a trick or a card, Page Up/Down a hand, Home/End the ends)
and every move redraws the table (the game's own scene, view only), the
score sheet and the hand's facts beside it (contract, dealer, cut card, the
Manni top first, what each seat put away) from that position's frozen
snapshot, so going back is as exact as going forward.  "Card by
card" switches to the finer positions and stays where it was.  "Review
this hand" hands (record, hand, seat) to whoever reviews hands; it only
appears when the window was given someone to do that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine.record_steps import RecordSteps, record_steps
from ..game_texts import in_deals
from ..models import ScoreSheetModel
from ..score_sheet import ScoreSheetView
from ..sheet_pane import SheetPane
from ..table.renderer import CardRenderer
from .board import ViewerBoard

ReviewHand = Callable[[dict[str, Any], int, int], object]  # record, hand, seat; result unused


class BoardView(QGraphicsView):
    """Shows the table at 1:1; the table reflows to the view's size."""

    def __init__(self, board: ViewerBoard, parent: QWidget | None = None) -> None:
        super().__init__(board, parent)
        self.board = board
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's keys step the record
        self.setMinimumSize(480, 360)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        size = self.viewport().size()
        self.board.set_table_size(size.width(), size.height())
        self.setSceneRect(self.board.sceneRect())


class RecordViewer(QWidget):
    """A checked record stepped hand by hand and trick by trick, all cards shown."""

    def __init__(self, steps: RecordSteps, title: str = "",
                 review_hand: ReviewHand | None = None,
                 renderer: CardRenderer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("recordViewer")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.steps = steps
        self.title = title
        self.review_hand = review_hand
        self.index = 0
        self.board = ViewerBoard(renderer or CardRenderer(), self)
        self.view = BoardView(self.board)
        self.sheet_model = ScoreSheetModel(parent=self)
        self.sheet = ScoreSheetView(self.sheet_model)
        self.sheet.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.sheet_pane = SheetPane(self.sheet, self.sheet_model.grid_model())
        self.facts = QLabel()
        self.facts.setObjectName("viewerFacts")
        self.seat_names = [QLabel() for _ in steps.positions[0].table.seats]
        self.put_away = [QLabel() for _ in steps.positions[0].table.seats]
        for label in (self.facts, *self.seat_names, *self.put_away):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
        for label in self.seat_names:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self.first_button = self._button(self.first)
        self.previous_hand_button = self._button(self.previous_hand)
        self.previous_button = self._button(self.previous)
        self.next_button = self._button(self.next)
        self.next_hand_button = self._button(self.next_hand)
        self.last_button = self._button(self.last)
        self.position_label = QLabel()
        self.position_label.setObjectName("viewerPosition")
        self.cards_check = QCheckBox()
        self.cards_check.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.cards_check.toggled.connect(self.set_card_steps)
        self.seat_label = QLabel()
        self.seat_combo = QComboBox()
        self.seat_combo.addItems(list(steps.positions[0].table.names))
        self.seat_label.setBuddy(self.seat_combo)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review)
        self._build_layout()
        self._add_step_keys()
        self.retranslate()
        self.go(0)
        self.resize(1240, 760)

    def _button(self, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton()
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(slot)
        return button

    def _build_layout(self) -> None:
        steps = QHBoxLayout()
        for button in (self.first_button, self.previous_hand_button, self.previous_button,
                       self.next_button, self.next_hand_button, self.last_button):
            steps.addWidget(button)
        steps.addSpacing(12)
        steps.addWidget(self.position_label, 1)
        steps.addWidget(self.cards_check)
        review = QHBoxLayout()
        review.addStretch(1)
        review.addWidget(self.seat_label)
        review.addWidget(self.seat_combo)
        review.addWidget(self.review_button)
        self.review_row = QWidget()
        self.review_row.setLayout(review)
        review.setContentsMargins(0, 0, 0, 0)
        self.review_row.setVisible(self.review_hand is not None)
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.sheet_pane, 1)
        column.addWidget(self.facts)
        seats = QGridLayout()
        seats.setColumnStretch(1, 1)
        for seat, (name, put_away) in enumerate(zip(self.seat_names, self.put_away,
                                                    strict=True)):
            seats.addWidget(name, seat, 0, Qt.AlignmentFlag.AlignTop)
            seats.addWidget(put_away, seat, 1)
        column.addLayout(seats)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([860, 360])
        outer = QVBoxLayout(self)
        outer.addLayout(steps)
        outer.addWidget(self.splitter, 1)
        outer.addWidget(self.review_row)

    # -- moving -------------------------------------------------------------------

    @property
    def position_count(self) -> int:
        return len(self.steps.positions)

    def go(self, index: int) -> None:
        """Show position ``index`` (clamped to the record)."""
        self.index = max(0, min(index, self.position_count - 1))
        position = self.steps.positions[self.index]
        self.board.show_position(position, last=self.index == self.position_count - 1)
        self.sheet_model.set_table(position.table)
        self.sheet.apply_spans()
        # a step can widen a column without adding a row (a contract declared
        # after the deal: "Brak atutów"), so the columns are measured each time
        self.fit_sheet()
        self.sheet.scrollTo(self.sheet_model.index(position.hand, 0),
                            QAbstractItemView.ScrollHint.EnsureVisible)
        self._update_texts()

    def fit_sheet(self, recheck: bool = False) -> None:
        """Give the sheet the width of its columns, at most half the window
        (again when hands come or go, on a language switch or a resize)."""
        available = max(240, self.width() // 2)
        width = min(self.sheet_pane.fit_width(available, recheck), available)
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if total and abs(sizes[1] - width) > 1:
            self.splitter.setSizes([total - width, width])

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit_sheet()

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(self.position_count - 1)

    def next(self) -> None:
        self.go(self.index + 1)

    def previous(self) -> None:
        self.go(self.index - 1)

    def next_hand(self) -> None:
        hand = self.steps.positions[self.index].hand
        if hand + 1 < self.steps.hands:
            self.go(self.steps.first_of_hand(hand + 1))
        else:
            self.last()

    def previous_hand(self) -> None:
        """To the start of this hand, or from there to the start of the one before."""
        hand = self.steps.positions[self.index].hand
        start = self.steps.first_of_hand(hand)
        self.go(start if self.index > start or hand == 0 else self.steps.first_of_hand(hand - 1))

    def set_card_steps(self, on: bool) -> None:
        """Step card by card (or trick by trick again), staying at the same place."""
        here = self.steps.positions[self.index]
        self.steps = record_steps(self.steps.record, cards=on)
        self.go(self.steps.index_near(here.hand, here.trick, here.played))

    def review(self) -> None:
        if self.review_hand is None:
            return
        hand = self.steps.positions[self.index].hand
        self.review_hand(self.steps.record, hand, max(0, self.seat_combo.currentIndex()))

    def _add_step_keys(self) -> None:
        """The README's keys as window-wide shortcuts.

        A shortcut is matched before the focused widget sees the key, so ←/→
        step the record even when a toolbar button has the focus (a button
        would move the focus to its neighbour) and Home/End do so when the
        "Whose hand" box has it (a combo box would change the seat)."""
        moves = ((Qt.Key.Key_Right, self.next), (Qt.Key.Key_Left, self.previous),
                 (Qt.Key.Key_PageDown, self.next_hand), (Qt.Key.Key_PageUp, self.previous_hand),
                 (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last))
        self.step_actions: list[QAction] = []
        self._step_moves = {int(key.value): move for key, move in moves}
        for key, move in moves:
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(move)
            self.addAction(action)
            self.step_actions.append(action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """The same keys sent to the window itself step it too: a shortcut
        matches only in the active window, and a key an assistive tool (or a
        test) delivers to a viewer that is not active must not be lost."""
        move = self._step_moves.get(event.key())
        if move is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            move()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- words ----------------------------------------------------------------------

    def seat_facts(self, seat: int) -> str:
        """What the facts beside the table say of ``seat`` ("" if nothing)."""
        if self.put_away[seat].isHidden():
            return ""
        return f"{self.seat_names[seat].text()} {self.put_away[seat].text()}"

    def _update_texts(self) -> None:
        position = self.steps.positions[self.index]
        texts = self.board.texts
        self.position_label.setText(texts.position_text(position, self.steps.hands))
        self.facts.setText("\n".join(texts.info_lines(position)))
        for seat, (name, put_away) in enumerate(zip(self.seat_names, self.put_away,
                                                    strict=True)):
            line = texts.put_away_text(position, seat)
            name.setText(position.table.seats[seat].name)
            put_away.setText(line)
            name.setHidden(not line)
            put_away.setHidden(not line)
        at_start, at_end = self.index == 0, self.index == self.position_count - 1
        for button in (self.first_button, self.previous_hand_button, self.previous_button):
            button.setEnabled(not at_start)
        for button in (self.next_button, self.next_hand_button, self.last_button):
            button.setEnabled(not at_end)
        self.review_button.setEnabled(self.review_hand is not None)

    def retranslate(self) -> None:
        """Every visible text again (on QEvent.LanguageChange)."""
        title = self.tr("Record viewer")
        self.setWindowTitle(f"{title} — {self.title}" if self.title else title)
        positions = self.steps.positions
        deals = bool(positions) and in_deals(positions[0].table.game)  # its own word
        names = (
            (self.first_button, self.tr("First"), self.tr("The first deal (Home)")),
            (self.previous_hand_button, self.tr("Previous deal") if deals
             else self.tr("Previous hand"),
             self.tr("The start of this deal, or of the one before (Page Up)") if deals
             else self.tr("The start of this hand, or of the one before (Page Up)")),
            (self.previous_button, self.tr("Back"), self.tr("One step back (←)")),
            (self.next_button, self.tr("Forward"), self.tr("One step forward (→)")),
            (self.next_hand_button, self.tr("Next deal") if deals else self.tr("Next hand"),
             self.tr("The start of the next deal (Page Down)") if deals
             else self.tr("The start of the next hand (Page Down)")),
            (self.last_button, self.tr("Last"), self.tr("The end of the record (End)")),
        )
        for button, text, tip in names:
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleDescription(tip)
        self.cards_check.setText(self.tr("Card by card"))
        self.cards_check.setToolTip(self.tr("Step through each card played, not each trick"))
        self.seat_label.setText(self.tr("&Whose hand:"))
        self.review_button.setText(self.tr("&Review this deal") if deals
                                   else self.tr("&Review this hand"))
        self.review_button.setToolTip(
            self.tr("Go through this deal with the chosen player's cards") if deals
            else self.tr("Go through this hand with the chosen player's cards"))
        self.sheet.setAccessibleName(self.tr("Score sheet"))
        self.sheet_pane.retranslate()
        self.view.setAccessibleName(self.tr("The table, every hand face up"))
        self.sheet_model.retranslate()
        self.board.retranslate()
        self._update_texts()
        self.fit_sheet(recheck=True)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

