"""TableScene: the card table, drawn from table snapshots.

The scene holds no controller and no rules.  ``show_change`` takes the
controller's ``Change`` (the new ``Table`` and the one before it), animates
the difference (``steps``) and emits ``animationsFinished``; the player's
choices leave as signals (``cardPlayed``, ``exchangeChosen``…).  Where cards
rest is ``places``, the words are ``texts``, the moving is ``animator``, and
the seats' places for 3 or 4 seats are ``layout``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.actions import Action, Exchange, Play
from ...engine.cards import Card
from ...engine.snapshot import (
    CHOOSE,
    DECLARE,
    EXCHANGE,
    HAND_END,
    OVER,
    PLAY,
    SWAP,
    Table,
    TrickView,
)
from ..access import spoken
from ..changes import Change, ChangeKind
from ..hints import Hint
from . import (
    anchors,
    choose_texts,
    hint_texts,
    hint_use,
    keys,
    layout,
    places,
    steps,
    texts,
    tokens,
    trick_history,
)
from .animator import CELEBRATE_MS, SELECT_MS, SPEEDS, Animator
from .card_item import CardItem
from .decor import Decor
from .items import ButtonEntry, TableButton
from .layout import Geometry, Place
from .renderer import CardRenderer
from .rest import TrickRest


class TableScene(QGraphicsScene):
    """The animated table of one seat."""

    animationsFinished = Signal()
    focusedCardChanged = Signal(str)  # accessible description of the keyboard focus
    message = Signal(str)
    statusChanged = Signal(str)  # the line that says whose turn it is, as soon as it changes
    newGameRequested = Signal()
    cardPlayed = Signal(int)
    exchangeChosen = Signal(list)
    swapChosen = Signal(bool)
    declareChosen = Signal(object)  # a suit index, or None for no-trump
    contractChosen = Signal(str)  # a ``choose`` code (the six-contract games)
    nextHandRequested = Signal()
    playAgainRequested = Signal()
    reviewRequested = Signal()  # the hand panel's Review button: the hand just finished
    spoken = Signal(str, bool)  # a sentence for a screen reader; True: say it now

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__()
        self.renderer = renderer or CardRenderer()
        self._geo = layout.geometry(800, 600)
        self._table: Table | None = None
        # End-panel buttons a window does not offer ("again", "new": a
        # friends' table is the host's to deal again, not this window's)
        self.withheld: set[str] = set()
        self._selected: set[Card] = set()
        self._hint: set[Card] = set()
        # the hint shown and the decision it answers ("play the hint" uses it)
        self._hint_action: Action | None = None
        self._hint_decision: tuple[object, ...] = ()
        # the trick of this hand the trick panel shows (None: the hand before's last)
        self._trick_index: int | None = None
        self._focus = 0
        self._ring = True  # the keyboard focus ring shows (hidden while the mouse is used)
        self._thinking: int | None = None
        self._showing: Change | None = None  # the change being animated
        self._centre: TrickView | None = None
        self._drawn: set[Card] = set()
        self._status = ""  # drawn in the exchange, marked until the first play
        # What the status line says instead of whose turn it is (a network
        # table's "waiting for the host", "the table is closed"); "" for none.
        self._status_override = ""
        self._prompt_spoken: tuple[object, ...] = ()
        # Why the human may not play a card now, in words (the controller asks
        # the engine); set by the window.
        self.why_not: Callable[[Card], str] | None = None
        self.setBackgroundBrush(QColor("#1f5f3a"))
        self.cards: dict[Card, CardItem] = {}
        for card in range(52):
            self.cards[card] = self._new_item(card)
        self._tokens = tokens.TokenItems(self.cards, self._new_item)
        self.animator = Animator(self.cards, self)
        self.animator.finished.connect(self._step_done)
        self.rest = TrickRest(self.cards, self.animator, self._refresh)
        self.decor = Decor(self, self.renderer)
        self.buttons = self.decor.buttons
        self.panel = self.decor.panel
        self.cut_item = self.decor.cut_item

    def _new_item(self, card: Card) -> CardItem:
        item = CardItem(card, self.renderer)
        item.clicked.connect(self._card_clicked)
        item.dropped.connect(self._card_dropped)
        item.hide()
        item.set_size(self._geo.card_w, self._geo.card_h)
        self.addItem(item)
        return item

    def take_tokens(self, table: Table, reveals: dict[int, int]) -> None:
        """A network table's hidden cards (tokens): before ``table`` is shown."""
        self._finish_step()
        self._tokens.adopt(table, reveals)

    # -- size and speed ----------------------------------------------------------

    def set_table_size(self, width: float, height: float) -> None:
        """Reflow: new geometry, every item re-placed (a running step jumps to its end)."""
        self.setSceneRect(QRectF(0, 0, width, height))
        seats = len(self._table.seats) if self._table is not None else 3
        self._geo = layout.geometry(width, height, seats)
        for item in [*self.cards.values(), self.cut_item]:
            item.set_size(self._geo.card_w, self._geo.card_h)
        self._finish_step()
        self.animator.stop_local()
        if self.panel_kind() == "trick" and self._table is not None:
            self._draw_trick()  # its cards drawn at the new size
        self._snap()

    def geometry(self) -> Geometry:
        return self._geo

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        g = self._geo
        gradient = QRadialGradient(QPointF(g.cx, g.cy), max(g.width, g.height) * 0.7)
        gradient.setColorAt(0.0, QColor("#2f7d4c"))
        gradient.setColorAt(1.0, QColor("#184a2d"))
        painter.fillRect(rect, QBrush(gradient))

    @property
    def speed(self) -> str:
        return self.animator.speed

    def set_speed(self, speed: str) -> None:
        """Slow, normal, fast or instant; instant also ends a running animation now."""
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}")
        self.animator.speed = speed
        if self.animator.instant():
            self._finish_step()

    def is_animating(self) -> bool:
        return self.animator.busy()

    def is_settled(self) -> bool:
        return self.animator.settled()

    # -- the table ---------------------------------------------------------------

    @property
    def table(self) -> Table | None:
        return self._table

    def _places(self, centre: TrickView | None = None) -> dict[Card, Place]:
        if self._table is None:
            return {}
        return places.card_places(self._table, self._geo, frozenset(self._selected), centre)

    def _snap(self) -> None:
        """Put every card where it rests now, without animation."""
        self.animator.snap(self._places(self._centre))
        self._refresh()

    def show_change(self, change: Change) -> None:
        """Animate one change of the table, then emit ``animationsFinished``."""
        self._finish_step()
        self.animator.stop_local()
        self.decor.hide_panel()
        self._hide_hint()
        before = self._table
        self._table = change.table
        if len(change.table.seats) != self._geo.seats:  # another game: its own layout
            self._geo = layout.geometry(self._geo.width, self._geo.height,
                                        len(change.table.seats))
        self._thinking = None
        self._centre = None
        if change.kind != ChangeKind.MOVE or (change.action is not None
                                              and change.action.seat == change.table.viewer):
            self._selected.clear()
        if change.dealing:
            self._focus = 0
        self._drawn = steps.drawn_cards(change, self._drawn)
        if change.kind == ChangeKind.MOVE:
            self.spoken.emit(spoken.move_text(change.before or before, change.table,
                                              change.action), False)
        self.cut_item.card = change.table.contract.cut or 0
        animation = None
        if change.kind != ChangeKind.RESET and (
                not self.animator.instant() or steps.rests_a_trick(self.animator, change, before)):
            animation = steps.for_change(self.animator, change, before, self._geo, self._places,
                                         self.cut_item, self.rest)
        if animation is None or not self.animator.run(animation):
            self._snap()
            QTimer.singleShot(0, self._emit_finished)
            return
        self._showing = change
        self._refresh()

    def end_trick_rest(self) -> bool:
        """Gather a resting trick now (a click or a key); False if none rests."""
        return self.rest.end_now()

    def trick_resting(self) -> bool:
        return self.rest.trick is not None

    def set_trick_pause(self, pause: str) -> None:
        """How long a finished trick rests: short, normal, long, or until a click."""
        self.animator.trick_pause = pause

    def _step_done(self) -> None:
        self.rest.trick_rest_ended()
        self._showing = None
        self._snap()
        self._emit_finished()

    def _finish_step(self) -> None:
        self.rest.trick_rest_ended()
        if self.animator.finish():
            self._showing = None
            self._snap()
            QTimer.singleShot(0, self._emit_finished)

    def _emit_finished(self) -> None:
        self._refresh()
        self.animationsFinished.emit()

    def set_turn(self, table: Table) -> None:
        """The game waits for ``table.prompt`` (the controller caught up with us)."""
        self._table = table
        if table.prompt.seat != table.viewer:
            self._hide_hint()
        self._refresh()
        if table.prompt.kind == HAND_END:
            self._show_hand_panel()
        elif table.prompt.kind == OVER and self.decor.panel_kind not in ("over", "last"):
            self._show_end_panel("last")  # the last hand's summary first, then the result
        self._speak_prompt(table)

    def decision_key(self, table: Table | None = None) -> tuple[object, ...]:
        """Which decision the table waits for: the same until someone acts."""
        t = table if table is not None else self._table
        if t is None:
            return ()
        return (t.hand_number, len(t.tricks), len(t.trick.plays) if t.trick is not None else 0,
                t.prompt.kind, t.prompt.seat)

    def _speak_prompt(self, table: Table) -> None:
        """Say whose turn it is, once per decision: the human's turn at once
        (assertive), the end of a hand with its panel's summary."""
        prompt = table.prompt
        key = self.decision_key(table)
        if key == self._prompt_spoken:
            return
        self._prompt_spoken = key
        if prompt.kind in (HAND_END, OVER):
            self.spoken.emit(self.panel_spoken_text(), True)
        elif table.my_turn():
            self.spoken.emit(texts.prompt_text(table), True)

    def set_names(self, table: Table) -> None:
        """Same table, other names (the human's name after a language switch)."""
        if self._table is not None and self._table.hand_number == table.hand_number:
            self._table = table
        self.retranslate()

    def bot_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._refresh()

    # -- marks, texts and buttons ---------------------------------------------------

    def my_turn(self) -> bool:
        t = self._table
        return t is not None and t.my_turn() and not self.is_animating()

    def human_cards(self) -> list[Card]:
        """The viewer's cards left to right as shown."""
        return places.viewer_cards(self._table) if self._table is not None else []

    def selected_cards(self) -> list[Card]:
        return sorted(self._selected)

    def selecting(self) -> bool:
        """The human is choosing cards to exchange."""
        t = self._table
        return t is not None and t.prompt.kind == EXCHANGE and self.my_turn()

    def trick_in_middle(self) -> TrickView | None:
        """The cards in the middle now: a finished trick resting, else the one in play."""
        if self.rest.trick is not None:
            return self.rest.trick
        t = self._table
        return t.trick if t is not None and t.trick is not None and t.trick.plays else None

    def card_description(self, card: Card) -> str:
        """What a screen reader adds to a card's name in the hand: selected
        for exchange, or why it cannot be played now."""
        if card in self._selected:
            return spoken.selected_word()
        if self.cards[card].dimmed:
            reason = self.why_not(card) if self.why_not is not None else ""
            return reason or spoken.cannot_word()
        return ""

    def panel_spoken_text(self) -> str:
        """The open panel read out, ending with what Enter does."""
        panel = self.panel
        if not panel.isVisible():
            return ""
        text = ". ".join([spoken.panel_text(panel.title, panel.subtitle, panel.rows),
                          *panel.spoken_cards])
        buttons = panel.button_bar.buttons
        if self.panel_kind() == "trick":
            if self._trick_index is not None:
                text += ". " + trick_history.keys_text()
        elif panel.button_bar.isVisible() and buttons[0].isVisible():
            text += ". " + spoken.press_enter_text(buttons[0].text())
        return text

    def _refresh(self) -> None:
        t = self._table
        mine = self.human_cards()
        my_turn = self.my_turn()
        legal = set(t.prompt.legal_cards) if t is not None and my_turn else set()
        playing = t is not None and t.prompt.kind == PLAY
        if mine:
            self._focus = max(0, min(self._focus, len(mine) - 1))
        for card, item in self.cards.items():
            in_hand = card in mine
            item.interactive = in_hand and my_turn
            item.set_marks(dimmed=in_hand and my_turn and playing and card not in legal,
                           hinted=card in self._hint,
                           focused=(self._ring and in_hand and my_turn
                                    and mine.index(card) == self._focus),
                           drawn=in_hand and card in self._drawn)
        status = self.status_text()
        self.decor.update_texts(t, self._geo, status, self._acting_seat(), self._thinking)
        if status != self._status:
            self._status = status
            self.statusChanged.emit(status)
        self.decor.place_buttons(self._geo, self._button_entries())
        if my_turn and mine:
            self._announce_focus()

    def _acting_seat(self) -> int | None:
        """The seat marked gold: a resting trick's winner (the line under it
        says who takes it), else the animated one, else the one to act."""
        return self.rest.winner() if self.rest.trick is not None else texts.acting_seat(
            self._table, self._showing)

    def set_seat_notes(self, notes: dict[int, str]) -> None:
        """Notes on seats' plates from outside the game ("Away"), by seat number."""
        if notes != self.decor.seat_notes:
            self.decor.seat_notes = dict(notes)
            self._refresh()

    def set_status_override(self, text: str) -> None:
        """Say ``text`` in the status line instead of whose turn it is ("" ends it)."""
        if text != self._status_override:
            self._status_override = text
            self._refresh()

    def status_text(self) -> str:
        """Whose turn it is, in words (also shown in the window's status bar)."""
        if self._status_override:
            return self._status_override
        return texts.status_text(self._table, self.rest.trick, self._showing,
                                 self.animator.waits_for_click())

    def _button_entries(self) -> list[ButtonEntry]:
        t = self._table
        if t is None or not self.my_turn():
            return []
        kind = t.prompt.kind
        entries: list[ButtonEntry] = []
        if kind == CHOOSE:
            entries = [TableButton(b.text, partial(self.contractChosen.emit, b.code), b.tip,
                                   b.enabled) for b in choose_texts.choice_buttons(t)]
        elif kind == EXCHANGE:
            entries = [(texts.exchange_button_text(len(self._selected)),
                        lambda: None if self.confirm_exchange() else None)]
        elif kind == SWAP:
            entries = [(texts.word("take"), lambda: self.swapChosen.emit(True)),
                       (texts.word("keep"), lambda: self.swapChosen.emit(False))]
        elif kind == DECLARE:
            entries = [(text, partial(self.declareChosen.emit, trump))
                       for text, trump in texts.declare_choices()]
        if self.hint_action() is not None:  # beside the decision's own buttons, last
            entries.append(TableButton(hint_use.button_text(kind), lambda: None
                                       if self.use_hint() else None, hint_use.button_tip()))
        return entries

    def confirm_exchange(self) -> bool:
        """Exchange the selected cards (none: keep the hand)."""
        if self._table is None or self._table.prompt.kind != EXCHANGE:
            return False
        self.exchangeChosen.emit(sorted(self._selected))
        return True

    # -- the human's hand -------------------------------------------------------------

    def toggle_select(self, card: Card) -> None:
        if card in self._selected:
            self._selected.discard(card)
        else:
            allowance = self._table.prompt.allowance if self._table is not None else 0
            if len(self._selected) >= allowance:
                self.show_message(texts.too_many_text(allowance))
                return
            self._selected.add(card)
        self._lift_selected()
        self._refresh()
        self.spoken.emit(spoken.selection_text(card, card in self._selected), True)

    def _lift_selected(self) -> None:
        """Lift or lower selected cards (not a game step: the controller does not wait)."""
        if self.animator.instant():
            self._snap()
            return
        self.animator.run_local(self.animator.stage(
            self._places(), self.animator.ms(SELECT_MS) or 1, only=set(self.human_cards()),
            raise_while_moving=False))

    def activate_card(self, card: Card) -> None:
        """A click (or Enter) on one of the human's cards."""
        t = self._table
        if t is None or card not in self.human_cards() or self.is_animating():
            return
        kind = t.prompt.kind
        if kind == EXCHANGE and t.my_turn():
            self.toggle_select(card)
        elif kind in (SWAP, DECLARE, CHOOSE) and t.my_turn():
            self.show_message(texts.word("buttons"))
        else:
            self.cardPlayed.emit(card)  # the controller plays it or says why not

    def _card_clicked(self, card: Card) -> None:
        """A mouse click on a card: the keyboard's ring hides (as in KDE's
        games; it stayed on the first card however many others were clicked)
        and the arrow keys go on from the card clicked."""
        mine = self.human_cards()
        if card in mine:
            self._focus = mine.index(card)
        self._ring = False
        self.activate_card(card)
        self._refresh()

    def _card_dropped(self, card: Card, pos: QPointF) -> None:
        self._ring = False
        t = self._table
        if pos.y() < layout.player_fan_top(self._geo) and t is not None and t.prompt.kind == PLAY:
            self.cardPlayed.emit(card)
        if self._table is t:
            self._lift_selected()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows move between cards, Enter/Space plays or selects; True if used."""
        return keys.handle_key(self, event)

    def move_focus(self, to: int, relative: bool) -> None:
        """Keyboard focus to card ``to`` (or ``to`` cards further, wrapping)."""
        mine = self.human_cards()
        self._ring = True
        if mine:
            self._focus = (self._focus + to) % len(mine) if relative else to % len(mine)
            self._refresh()
            self._announce_focus()

    def reveal_focus(self) -> bool:
        """Show the ring hidden by the mouse; False if it was shown already."""
        if self._ring:
            return False
        self.move_focus(0, relative=True)
        return True

    def focused_card(self) -> Card | None:
        mine = self.human_cards()
        return mine[max(0, min(self._focus, len(mine) - 1))] if mine else None

    def _announce_focus(self) -> None:
        card = self.focused_card()
        if card is not None and self.cards[card].face_up:
            self.focusedCardChanged.emit(texts.focus_text(
                card, self.cards[card].dimmed, card in self._selected))

    # -- hint, messages, panels ----------------------------------------------------------

    def show_hint(self, action: Action, details: Hint | None = None) -> None:
        """Mark the hinted cards and say the hint, with its numbers if given."""
        self._hint = set(hint_texts.hinted_cards(action))
        self._hint_action = action
        self._hint_decision = self.decision_key()
        mine = self.human_cards()
        if isinstance(action, Play) and action.card in mine:
            self._focus = mine.index(action.card)
        text = hint_texts.hint_text(action, details, self._table)
        self.show_message(text, error=False, hint=True)
        self._refresh()

    def _hide_hint(self) -> None:
        """Forget the hint: its marks and its bubble (the game has moved on)."""
        self._hint.clear()
        self._hint_action = None
        self.decor.hide_toast(hint_only=True)

    def hint_action(self) -> Action | None:
        """The hint shown for the decision the table waits for now, if any."""
        if self._hint_action is None or not self.my_turn():
            return None
        return self._hint_action if self._hint_decision == self.decision_key() else None

    def use_hint(self) -> bool:
        """Play the hinted card, or select the hinted exchange (all its cards),
        contract or declaration for the player to confirm, and say what was
        chosen; False if no hint for this decision is shown."""
        action = self.hint_action()
        t = self._table
        if action is None or t is None:
            return False
        if isinstance(action, Play):
            self.spoken.emit(hint_use.played_text(action.card), True)
            self.cardPlayed.emit(action.card)
            return True
        if isinstance(action, Exchange):
            self._selected = set(action.cards) & set(self.human_cards())
            self._lift_selected()
            self._refresh()
        index = hint_use.button_index(t, action)
        button = self.buttons.buttons[index] if index is not None else None
        if button is not None and button.isVisible():
            button.setFocus()
        self.spoken.emit(hint_use.chosen_text(action, t), True)
        return True

    def hint_shown(self) -> bool:
        return self.decor.hint_shown()

    def hinted_cards(self) -> list[Card]:
        return sorted(self._hint)

    def show_message(self, text: str, error: bool = True, hint: bool = False) -> None:
        """A short note over the table that fades by itself (refusals, hints)."""
        self.decor.show_toast(text, error, hint)
        self.message.emit(text)

    def _show_hand_panel(self) -> None:
        self._show_end_panel("hand")

    def _show_over_panel(self) -> None:
        """The game's result, after the last hand's summary (its button): it
        is said as well as shown, the game's end being no turn of anyone's."""
        self._show_end_panel("over")
        self.spoken.emit(self.panel_spoken_text(), True)

    def _show_end_panel(self, kind: str) -> None:
        """The end of a hand, of the game's last hand, or of the game."""
        if self._table is not None:
            actions: dict[str, Callable[[], None]] = {
                "next": self.nextHandRequested.emit, "result": self._show_over_panel,
                "again": self.playAgainRequested.emit, "new": self.newGameRequested.emit,
                "review": self.reviewRequested.emit,
            }
            self.decor.show_end_panel(
                kind, self._table, self._geo,
                {key: act for key, act in actions.items() if key not in self.withheld},
                self.animator.ms(CELEBRATE_MS))

    def show_last_trick(self) -> bool:
        """Toggle a panel with the last completed trick, who led it and who
        took it; ←/→ (and its buttons) step through the tricks of this hand."""
        if self.panel_kind() == "trick":
            self.decor.hide_panel()
            return True
        t = self._table
        self._trick_index = len(t.tricks) - 1 if t is not None and t.tricks else None
        if t is None or not self._draw_trick():
            self.show_message(texts.word("no_trick"))
            self.spoken.emit(texts.word("no_trick"), True)
            return False
        self.spoken.emit(self.panel_spoken_text(), True)
        return True

    def step_trick(self, to: int, relative: bool = True) -> bool:
        """Show another trick of this hand in the trick panel (``to`` tricks
        on, or trick ``to``; -1 the last) and say it; False if there is none."""
        t = self._table
        if self.panel_kind() != "trick" or t is None or self._trick_index is None:
            return False
        count = len(t.tricks)
        index = self._trick_index + to if relative else to % count
        if not 0 <= index < count:
            return False
        self._trick_index = index
        self._draw_trick()
        self.spoken.emit(self.panel_spoken_text(), True)
        return True

    def trick_shown(self) -> int | None:
        """The trick of this hand the panel shows (0-based), None for none."""
        return self._trick_index if self.panel_kind() == "trick" else None

    def _draw_trick(self) -> bool:
        t = self._table
        if t is None:
            return False
        index = self._trick_index
        if index is not None and not 0 <= index < len(t.tricks):
            index = self._trick_index = None
        buttons = [] if index is None else trick_history.buttons(
            index, len(t.tricks), lambda: None if self.step_trick(-1) else None,
            lambda: None if self.step_trick(1) else None)
        return self.decor.show_trick(t, self._geo, index, buttons)

    def panel_kind(self) -> str:
        return self.decor.panel_kind

    def anchor_rect(self, name: str) -> QRectF | None:
        """Where a named thing is drawn, for notes that point at it (``anchors``)."""
        return anchors.anchor_rect(self, name)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.end_trick_rest():
            event.accept()
            return
        if self.panel_kind() == "trick" and not self.panel.button_bar.sceneBoundingRect(
                ).contains(event.scenePos()):
            self.decor.hide_panel()  # a click anywhere but on its buttons closes it
        super().mousePressEvent(event)

    def retranslate(self) -> None:
        """Re-set every text after a language change (the open panel is rebuilt)."""
        kind = self.panel_kind()
        if kind in ("hand", "last", "over"):
            self._show_end_panel(kind)
        elif kind == "trick":
            self._draw_trick()
        self._refresh()


__all__ = ["SPEEDS", "TableScene"]
