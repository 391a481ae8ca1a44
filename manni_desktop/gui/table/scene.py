"""TableScene: the card table, drawn from the controller's signals.

Every card has one item for the whole game.  For each step the controller
announces, the scene computes where every card should rest (``_places``) and
animates the cards that move there, in stages (discards before draws, the
trick shown in the centre before it is gathered).  When a step's animation
ends it emits ``animationsFinished``, and the controller carries on.

The scene owns no rules: legal cards, allowances and refusals come from the
controller.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Exchange, ManniHand, Play, Swap
from ...engine.cards import Card, suit_of
from ...engine.rules import Trick
from ..controller import HUMAN, GameController, Step
from ..labels import card_accessible_name, card_short_text, contract_label
from ..models import signed_text
from . import layout
from .card_item import CardItem
from .items import Badge, ButtonBar, NamePlate, Panel
from .layout import Geometry, Place
from .renderer import CardRenderer

SPEEDS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}

# Base durations (ms) at normal speed.
MOVE_MS = 280
DEAL_PACKET_MS = 105
DEAL_CARD_MS = 22
CUT_MS = 520
TRICK_PAUSE_MS = 700
GATHER_MS = 380
EXCHANGE_STAGGER_MS = 60
SELECT_MS = 110

# Suit order for the human's hand: trump first, then colours alternating.
_RED = (1, 2)


def suit_order(trump: int | None) -> list[int]:
    """Suits left to right: trump first, then alternating black and red."""
    if trump is None:
        return [0, 1, 3, 2]
    rest = [s for s in range(4) if s != trump]
    order = [trump]
    want_red = trump not in _RED
    while rest:
        pick = next((s for s in rest if (s in _RED) == want_red), rest[0])
        order.append(pick)
        rest.remove(pick)
        want_red = not want_red
    return order


def sort_hand(cards: list[Card], hand: ManniHand) -> list[Card]:
    """By suit (trump first) and then by strength under the contract, high first."""
    order = suit_order(hand.contract.trump)
    power = hand.contract.power
    return sorted(cards, key=lambda c: (order.index(suit_of(c)), -power[c]))


class TableScene(QGraphicsScene):
    """The animated table of one controller."""

    animationsFinished = Signal()
    focusedCardChanged = Signal(str)  # accessible description of the keyboard focus
    message = Signal(str)
    newGameRequested = Signal()

    def __init__(self, controller: GameController, renderer: CardRenderer | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.renderer = renderer or CardRenderer()
        self.speed = "normal"
        self._geo = layout.geometry(800, 600)
        self._hand: ManniHand | None = None
        self._players: list[str] = ["", "", ""]
        self._centre_trick: Trick | None = None
        self._selected: set[Card] = set()
        self._hint: set[Card] = set()
        self._focus = 0
        self._anim: QAbstractAnimation | None = None
        self._local_anim: QAbstractAnimation | None = None
        # Finished or stopped animations are kept until the event loop turns:
        # dropping the last reference inside their own finished() emission
        # would delete them under Qt's feet.
        self._retired: list[QAbstractAnimation] = []
        self._notes: dict[int, object] = {}  # seat -> its exchange/swap, worded when shown
        self._thinking: int | None = None
        self._deck_index: dict[Card, int] = {}
        self._showing: Step | None = None  # the step being animated

        self.setBackgroundBrush(QColor("#1f5f3a"))
        self.cards: dict[Card, CardItem] = {}
        for card in range(52):
            item = CardItem(card, self.renderer)
            item.clicked.connect(self._card_clicked)
            item.dropped.connect(self._card_dropped)
            item.hide()
            self.addItem(item)
            self.cards[card] = item
        self.cut_item = CardItem(0, self.renderer)
        self.cut_item.hide()
        self.addItem(self.cut_item)
        self.plates = [NamePlate() for _ in range(3)]
        for plate in self.plates:
            self.addItem(plate)
        self.contract_badge = Badge(14, bold=True)
        self.manni_badge = Badge(12)
        self.discard_badge = Badge(12)
        self.status_badge = Badge(16, bold=True)
        self.status_badge.border = QColor("#f2c14e")
        self.toast = Badge(14)
        self.toast.background = QColor(120, 20, 20, 220)
        self.toast.setZValue(900)
        for badge in (self.contract_badge, self.manni_badge, self.discard_badge,
                      self.status_badge, self.toast):
            self.addItem(badge)
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self._toast_is_hint = False  # a hint's bubble goes as soon as the game moves on
        self.buttons = ButtonBar()
        self.buttons.hide()
        self.addItem(self.buttons)
        self.panel = Panel()
        self.addItem(self.panel)
        self._panel_kind = ""
        self._panel_hand = 0  # the hand whose summary the panel shows

        controller.stepReady.connect(self.show_step)
        controller.turnChanged.connect(self._turn_changed)
        controller.handEnded.connect(self._hand_ended)
        controller.gameOver.connect(self._game_over)
        controller.hintReady.connect(self._show_hint)
        controller.refused.connect(self.show_message)
        controller.botThinking.connect(self._bot_thinking)
        self.animationsFinished.connect(controller.view_idle)
        controller.set_view_attached(True)

    # -- size ------------------------------------------------------------------------

    def set_table_size(self, width: float, height: float) -> None:
        """Reflow: new geometry, every item re-placed (a running step jumps to its end)."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self._geo = layout.geometry(width, height)
        g = self._geo
        for item in [*self.cards.values(), self.cut_item]:
            item.set_size(g.card_w, g.card_h)
        self._finish_animation(emit=True)
        self._stop_local()
        self._snap()
        self._update_texts()

    def geometry(self) -> Geometry:
        return self._geo

    def drawBackground(self, painter: object, rect: QRectF) -> None:  # noqa: N802 - Qt API
        from PySide6.QtGui import QPainter

        assert isinstance(painter, QPainter)
        g = self._geo
        gradient = QRadialGradient(QPointF(g.cx, g.cy), max(g.width, g.height) * 0.7)
        gradient.setColorAt(0.0, QColor("#2f7d4c"))
        gradient.setColorAt(1.0, QColor("#184a2d"))
        painter.fillRect(rect, QBrush(gradient))

    # -- speed -------------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        """Slow, normal, fast or instant; instant also ends a running animation now."""
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}")
        self.speed = speed
        if SPEEDS[speed] == 0.0:
            self._finish_animation(emit=True)

    def _ms(self, base: float) -> int:
        return int(base * SPEEDS[self.speed])

    def is_animating(self) -> bool:
        return self._anim is not None

    def is_settled(self) -> bool:
        """No step animation and no card lifting or sliding back."""
        local = self._local_anim
        running = QAbstractAnimation.State.Running
        return self._anim is None and (local is None or local.state() != running)

    # -- where every card rests ---------------------------------------------------------

    def _places(self) -> dict[Card, Place]:
        hand = self._hand
        if hand is None:
            return {}
        g = self._geo
        out: dict[Card, Place] = {}
        mine = sort_hand(hand.hand_cards(HUMAN), hand)
        lifted = frozenset(i for i, c in enumerate(mine) if c in self._selected)
        out.update(zip(mine, layout.player_fan(g, len(mine), lifted), strict=False))
        for seat in (1, 2):
            cards = sorted(hand.hand_cards(seat), key=lambda c: self._deck_index.get(c, c))
            side = layout.side_of(seat)
            if self.controller.is_human(seat):  # never in this app, but keep faces honest
                cards = sort_hand(cards, hand)
            out.update(zip(cards, layout.opponent_fan(g, side, len(cards)), strict=False))
        for i, card in enumerate(hand.manni):
            out[card] = layout.manni_spot(g, i)
        index = 0
        for action in hand.exchanges:
            if isinstance(action, Exchange) or (isinstance(action, Swap) and action.take):
                for card in hand.discards[action.seat]:
                    out[card] = layout.discard_spot(g, index)
                    index += 1
        won = [0, 0, 0]
        for trick in hand.tricks:
            if trick is self._centre_trick:
                for order, card in enumerate(trick.cards):
                    seat = (trick.leader + order) % 3
                    out[card] = layout.trick_spot(g, layout.side_of(seat), order)
                continue
            spot = layout.won_spot(g, layout.side_of(trick.winner), won[trick.winner])
            won[trick.winner] += 1
            for order, card in enumerate(trick.cards):
                out[card] = Place(spot.x, spot.y, spot.rotation, spot.z + order * 0.1, False)
        for order, card in enumerate(hand.trick_cards):
            seat = (hand.trick_leader + order) % 3
            out[card] = layout.trick_spot(g, layout.side_of(seat), order)
        return out

    def _snap(self) -> None:
        """Put every card where it rests now, without animation."""
        places = self._places()
        for card, item in self.cards.items():
            place = places.get(card)
            if place is None:
                item.hide()
                continue
            item.show()
            item.setPos(place.x, place.y)
            item.setRotation(place.rotation)
            item.setZValue(place.z)
            item.set_face_up(place.face_up)
        self._place_cut(animated=False)
        self._refresh_marks()

    def _place_cut(self, animated: bool) -> None:
        hand = self._hand
        if hand is None or hand.cut is None:
            self.cut_item.hide()
            return
        spot = layout.cut_spot(self._geo)
        if not animated:
            self.cut_item.show()
            self.cut_item.setPos(spot.x, spot.y)
            self.cut_item.setRotation(0)
            self.cut_item.setZValue(spot.z)
            self.cut_item.set_face_up(True)

    # -- steps ---------------------------------------------------------------------------

    def show_step(self, step: object) -> None:
        """Animate one controller step, then emit ``animationsFinished``."""
        assert isinstance(step, Step)
        self._finish_animation()
        self._stop_local()
        self._hide_panel()
        self._hide_hint()
        self._players = list(step.players)
        if step.kind in ("deal", "reset"):
            self._selected.clear()
            self._notes = {}
            self._centre_trick = None
            self._focus = 0
            self._deck_index = {c: i for i, c in enumerate(step.hand.deck)}
            if step.kind == "reset":
                for action in step.hand.exchanges:
                    self._notes[action.seat] = action
        if step.kind in ("exchange", "swap") and step.action is not None:
            self._notes[step.action.seat] = step.action
            if step.action.seat == HUMAN:
                self._selected.clear()
        self._thinking = None
        self._hand = step.hand
        self.cut_item.card = step.hand.cut if step.hand.cut is not None else 0
        self._update_texts()
        if SPEEDS[self.speed] == 0.0 or step.kind == "reset":
            self._centre_trick = None
            self._snap()
            self._finish_later()
            return
        builder: dict[str, Callable[[Step], QAbstractAnimation | None]] = {
            "deal": self._deal_animation,
            "play": self._play_animation,
            "exchange": self._exchange_animation,
            "swap": self._exchange_animation,
        }
        animation = builder[step.kind](step)
        if animation is None or animation.totalDuration() <= 0:
            self._centre_trick = None
            self._snap()
            self._finish_later()
            return
        self._anim = animation
        self._showing = step
        self._update_texts()
        animation.finished.connect(self._step_animation_done)
        animation.start()

    def _finish_later(self) -> None:
        QTimer.singleShot(0, self._emit_finished)

    def _emit_finished(self) -> None:
        self._refresh_marks()
        self.animationsFinished.emit()

    def _retire(self, animation: QAbstractAnimation | None) -> None:
        if animation is None:
            return
        self._retired.append(animation)
        QTimer.singleShot(0, self._drop_retired)

    def _drop_retired(self) -> None:
        keep = [a for a in (self._anim, self._local_anim) if a is not None]
        self._retired = [a for a in self._retired if any(a is k for k in keep)]

    def _step_animation_done(self) -> None:
        self._retire(self._anim)
        self._anim = None
        self._showing = None
        self._centre_trick = None
        self._snap()
        self._update_texts()
        self._emit_finished()

    def _finish_animation(self, emit: bool = False) -> None:
        """End a running step animation at once (resize, speed to instant, new step)."""
        animation = self._anim
        if animation is None:
            return
        self._anim = None
        self._showing = None
        with contextlib.suppress(RuntimeError, TypeError):
            animation.finished.disconnect(self._step_animation_done)
        animation.stop()
        self._retire(animation)
        self._centre_trick = None
        self._snap()
        self._update_texts()
        if emit:
            self._finish_later()

    def _stop_local(self) -> None:
        if self._local_anim is not None:
            self._local_anim.stop()
            self._retire(self._local_anim)
            self._local_anim = None

    # -- building animations ---------------------------------------------------------------

    def _move(self, item: CardItem, place: Place, duration: int, delay: int = 0,
              curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
              raise_while_moving: bool = True) -> QAbstractAnimation:
        """Pause ``delay`` ms, then glide ``item`` to ``place`` (turning it over if needed)."""
        group = QParallelAnimationGroup()
        # No start values: each animation starts from wherever the card is when
        # its stage begins, so later stages follow earlier ones.
        for prop, end in (
            (b"pos", QPointF(place.x, place.y)),
            (b"rotation", place.rotation),
            (b"flip", 1.0 if place.face_up else 0.0),
        ):
            animation = QPropertyAnimation(item, prop)
            animation.setDuration(max(1, duration))
            animation.setEndValue(end)
            animation.setEasingCurve(curve)
            group.addAnimation(animation)
        z = place.z

        def lift() -> None:
            item.show()
            item.setZValue(z + 1000 if raise_while_moving else z)

        def land() -> None:
            item.setZValue(z)

        if delay <= 0:
            lift()
            group.finished.connect(land)
            return group
        sequence = QSequentialAnimationGroup()
        pause = QPauseAnimation(delay)
        pause.finished.connect(lift)
        sequence.addAnimation(pause)
        sequence.addAnimation(group)
        group.finished.connect(land)
        return sequence

    def _stage(self, places: dict[Card, Place], order: Callable[[Card], tuple[int, int]] | None,
               duration: int, only: set[Card] | None = None,
               raise_while_moving: bool = True) -> QParallelAnimationGroup:
        """Move every card whose place changed; ``order`` gives (delay, extra) per card."""
        group = QParallelAnimationGroup()
        for card, place in places.items():
            item = self.cards[card]
            if only is not None and card not in only:
                continue
            if (
                item.isVisible()
                and abs(item.pos().x() - place.x) < 0.5
                and abs(item.pos().y() - place.y) < 0.5
                and abs(item.rotation() - place.rotation) < 0.1
                and item.face_up == place.face_up
            ):
                item.setZValue(place.z)
                continue
            delay = order(card)[0] if order is not None else 0
            group.addAnimation(self._move(item, place, duration, delay,
                                          raise_while_moving=raise_while_moving))
        return group

    def _deal_animation(self, step: Step) -> QAbstractAnimation:
        hand = step.hand
        g = self._geo
        deck_place = layout.deck_spot(g, layout.side_of(hand.dealer))
        for item in self.cards.values():
            item.hide()
        for i, card in enumerate(hand.deck):
            item = self.cards[card]
            item.show()
            item.setPos(deck_place.x - i * 0.15, deck_place.y - i * 0.15)
            item.setRotation(deck_place.rotation)
            item.setZValue(deck_place.z + len(hand.deck) - i)
            item.set_face_up(False)
        sequence = QSequentialAnimationGroup()
        if hand.cut is not None:
            cut = self.cut_item
            cut.show()
            cut.setPos(deck_place.x, deck_place.y)
            cut.setRotation(deck_place.rotation)
            cut.set_face_up(False)
            cut.setZValue(500)
            spot = layout.cut_spot(g)
            sequence.addAnimation(self._move(cut, spot, self._ms(CUT_MS),
                                             curve=QEasingCurve.Type.InOutCubic))
            sequence.addAnimation(QPauseAnimation(self._ms(250)))
        else:
            self.cut_item.hide()
        places = self._places()
        packets = (3, 3, 3, 3) if hand.cut is None else (4, 3, 3, 3)
        packet_of: dict[Card, tuple[int, int]] = {}
        position = 0
        packet = 0
        for _ in range(4):
            for size in packets:
                for k in range(size):
                    if position < len(hand.deck):
                        packet_of[hand.deck[position]] = (packet, k)
                    position += 1
                packet += 1

        def order(card: Card) -> tuple[int, int]:
            p, k = packet_of.get(card, (0, 0))
            return self._ms(p * DEAL_PACKET_MS + k * DEAL_CARD_MS), 0

        sequence.addAnimation(self._stage(places, order, self._ms(MOVE_MS)))
        return sequence

    def _play_animation(self, step: Step) -> QAbstractAnimation:
        sequence = QSequentialAnimationGroup()
        if step.trick is not None:
            self._centre_trick = step.trick
            sequence.addAnimation(self._stage(self._places(), None, self._ms(MOVE_MS)))
            sequence.addAnimation(QPauseAnimation(self._ms(TRICK_PAUSE_MS)))
            self._centre_trick = None
            gather = self._stage(self._places(), None, self._ms(GATHER_MS))
            sequence.addAnimation(gather)
        else:
            sequence.addAnimation(self._stage(self._places(), None, self._ms(MOVE_MS)))
        return sequence

    def _exchange_animation(self, step: Step) -> QAbstractAnimation:
        """Discards slide face down to the pile, then the draws come off the Manni."""
        before = step.before
        action = step.action
        places = self._places()
        sequence = QSequentialAnimationGroup()
        if before is None or action is None:
            sequence.addAnimation(self._stage(places, None, self._ms(MOVE_MS)))
            return sequence
        discarded: set[Card] = set()
        if isinstance(action, Exchange):
            discarded = set(action.cards)
        elif isinstance(action, Swap) and action.take:
            discarded = set(before.hand_cards(action.seat))
        drawn = set(before.manni) - set(step.hand.manni)
        if discarded:
            ranks = {c: i for i, c in enumerate(sorted(discarded))}
            sequence.addAnimation(self._stage(
                places, lambda c: (self._ms(ranks.get(c, 0) * EXCHANGE_STAGGER_MS // 2), 0),
                self._ms(MOVE_MS), only=discarded,
            ))
        draw_rank = {c: i for i, c in enumerate(reversed(before.manni))}  # top first
        rest = set(places) - discarded
        sequence.addAnimation(self._stage(
            places,
            lambda c: (self._ms(draw_rank.get(c, 0) * EXCHANGE_STAGGER_MS) if c in drawn else 0, 0),
            self._ms(MOVE_MS), only=rest,
        ))
        if sequence.totalDuration() <= 0:
            sequence.addAnimation(QPauseAnimation(self._ms(350)))
        return sequence

    # -- texts -----------------------------------------------------------------------------

    def _exchange_note(self, action: object) -> str:
        if isinstance(action, Exchange):
            if not action.cards:
                return self.tr("Kept the hand")
            return self.tr("Exchanged %n card(s)", "", len(action.cards))
        if isinstance(action, Swap):
            return self.tr("Took the Manni") if action.take else self.tr("Kept the hand")
        return ""

    def _update_texts(self) -> None:
        hand = self._hand
        g = self._geo
        if hand is None:
            for plate in self.plates:
                plate.hide()
            for badge in (self.contract_badge, self.manni_badge, self.discard_badge):
                badge.hide()
            self.status_badge.set_text(self.tr("Welcome to Manni"))
            x, y = layout.status_anchor(g)
            self.status_badge.setPos(x, y)
            return
        to_act = self._acting_seat()
        for seat, plate in enumerate(self.plates):
            side = layout.side_of(seat)
            plate.show()
            plate.set_size(layout.plate_width(g), layout.plate_height(g))
            plate.setPos(*layout.name_plate_anchor(g, side))
            note = self._exchange_note(self._notes[seat]) if seat in self._notes else ""
            if self._thinking == seat:
                note = self.tr("Thinking…")
            plate.dealer_text = self.tr("D", "dealer marker")
            plate.set_text(
                self._players[seat] if seat < len(self._players) else "",
                hand.dealer == seat,
                self.tr("Tricks: %1 (par 4)", "tricks taken in the hand; par is 4").replace(
                    "%1", str(hand.tricks_won[seat])),
                note,
                to_act == seat,
            )
            plate.setToolTip(plate.toolTip() + ("\n" + self.tr("Dealer") if hand.dealer == seat
                                                else ""))
        px = max(11.0, g.card_h * 0.13)
        cut = layout.cut_spot(g)
        self.contract_badge.set_pixels(px)
        self.contract_badge.set_text(contract_label(hand.contract))
        badge_y = cut.y + g.card_h / 2 + px if hand.cut is not None else cut.y
        self.contract_badge.setPos(cut.x, badge_y)
        self.contract_badge.show()
        manni = layout.manni_spot(g)
        self.manni_badge.set_pixels(px * 0.85)
        self.manni_badge.set_text(self.tr("Manni: %1").replace("%1", str(len(hand.manni))))
        self.manni_badge.setPos(manni.x, manni.y + g.card_h / 2 + px)
        self.manni_badge.show()
        discard = layout.discard_spot(g)
        count = sum(len(d) for d in hand.discards)
        self.discard_badge.set_pixels(px * 0.85)
        self.discard_badge.set_text(self.tr("Discards: %1").replace("%1", str(count)))
        self.discard_badge.setPos(discard.x, discard.y + g.card_h / 2 + px)
        self.discard_badge.setVisible(count > 0)
        self.status_badge.set_pixels(max(12.0, g.card_h * 0.14))
        self.status_badge.set_text(self.status_text())
        x, y = layout.status_anchor(g)
        self.status_badge.setPos(x, y)
        self._place_buttons()
        if self.panel.isVisible():
            self.panel.fit(g.width, g.height, g.card_h)
        self.toast.set_pixels(max(12.0, g.card_h * 0.12))
        self.toast.setPos(x, layout.cut_spot(g).y + g.card_h * 0.9)

    def _acting_seat(self) -> int | None:
        """The seat whose move is on screen: the animated one, else the one to act."""
        showing = self._showing
        if showing is not None:
            if showing.kind == "deal":
                return showing.hand.dealer
            if showing.action is not None:
                return showing.action.seat
        if self._hand is None or self.controller.phase() in ("hand_end", "over"):
            return None
        return self._hand.to_act

    def status_text(self) -> str:
        """Whose turn it is, in words (also shown in the window's status bar)."""
        c = self.controller
        if not c.has_game():
            return ""
        showing = self._showing
        if showing is not None and showing.kind == "deal":
            dealer = showing.hand.dealer
            if c.is_human(dealer):
                return self.tr("You deal")
            return self.tr("%1 deals").replace("%1", self._players[dealer])
        if showing is not None and showing.action is not None:
            seat = showing.action.seat
            if not c.is_human(seat):
                if showing.kind == "play":
                    return self.tr("%1 plays").replace("%1", self._players[seat])
                return self.tr("%1 is exchanging…").replace("%1", self._players[seat])
        phase = c.phase()
        if phase == "over":
            return self.tr("Game over")
        if phase == "hand_end":
            return self.tr("Hand over")
        hand = self._hand
        seat = hand.to_act if hand is not None else None
        if seat is None:
            return ""
        if c.is_human(seat):
            if phase == "play":
                if hand is not None and hand.trick_cards:
                    return self.tr("Your turn: play a card")
                return self.tr("Your turn: lead a card")
            if phase == "exchange" and hand is not None:
                return self.tr("Your turn: choose up to %n card(s) to exchange", "",
                               hand.exchange_allowance())
            if phase == "swap":
                return self.tr("Your turn: take the Manni or keep your hand")
            return self.tr("Your turn")
        name = self._players[seat] if seat < len(self._players) else ""
        if phase in ("exchange", "swap"):
            return self.tr("%1 is exchanging…").replace("%1", name)
        return self.tr("%1 is playing…").replace("%1", name)

    def _turn_changed(self, seat: int, phase: str) -> None:
        if seat != HUMAN or phase in ("hand_end", "over"):
            self._hide_hint()
        self._refresh_marks()
        self._update_texts()

    def _bot_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._update_texts()

    # -- the human's hand: marks, selection, focus ------------------------------------------

    def human_cards(self) -> list[Card]:
        """The human's cards left to right as shown."""
        if self._hand is None:
            return []
        return sort_hand(self._hand.hand_cards(HUMAN), self._hand)

    def selected_cards(self) -> list[Card]:
        return sorted(self._selected)

    def _refresh_marks(self) -> None:
        c = self.controller
        mine = self.human_cards()
        my_turn = c.has_game() and c.human_to_act() and not self.is_animating()
        legal = set(c.legal_cards()) if my_turn else set()
        phase = c.phase()
        if mine:
            self._focus = max(0, min(self._focus, len(mine) - 1))
        for card, item in self.cards.items():
            in_hand = card in mine
            item.interactive = in_hand and my_turn
            item.set_marks(
                dimmed=in_hand and my_turn and phase == "play" and card not in legal,
                hinted=card in self._hint,
                focused=in_hand and my_turn and mine.index(card) == self._focus,
            )
        self._place_buttons()
        if my_turn and mine:
            self._announce_focus()

    def _place_buttons(self) -> None:
        c = self.controller
        entries: list[tuple[str, Callable[[], None]]] = []
        if c.has_game() and c.human_to_act() and not self.is_animating():
            phase = c.phase()
            if phase == "exchange":
                n = len(self._selected)
                text = (self.tr("Exchange %n", "", n) if n else self.tr("Keep my hand"))
                entries.append((text, self.confirm_exchange))
            elif phase == "swap":
                entries.append((self.tr("Take the Manni"), lambda: self.controller.swap(True)))
                entries.append((self.tr("Keep my hand"), lambda: self.controller.swap(False)))
        self.buttons.set_font_pixels(self._geo.card_h * 0.1)
        self.buttons.show_buttons(entries)
        x, y = layout.buttons_anchor(self._geo)
        self.buttons.centre_on(x, y)

    def confirm_exchange(self) -> bool:
        """Exchange the selected cards (none: keep the hand)."""
        return self.controller.exchange(sorted(self._selected))

    def toggle_select(self, card: Card) -> None:
        c = self.controller
        if card in self._selected:
            self._selected.discard(card)
        else:
            allowance = c.exchange_allowance()
            if len(self._selected) >= allowance:
                self.show_message(self.tr("You may exchange at most %n card(s).", "", allowance))
                return
            self._selected.add(card)
        self._animate_local()
        self._refresh_marks()

    def _animate_local(self) -> None:
        """Lift or lower selected cards (not a game step: the controller does not wait)."""
        self._stop_local()
        places = self._places()
        if SPEEDS[self.speed] == 0.0:
            self._snap()
            return
        group = self._stage(places, None, self._ms(SELECT_MS) or 1, only=set(self.human_cards()),
                            raise_while_moving=False)
        self._local_anim = group
        group.start()

    def _card_clicked(self, card: Card) -> None:
        self.activate_card(card)

    def activate_card(self, card: Card) -> None:
        """A click (or Enter) on one of the human's cards."""
        c = self.controller
        if card not in self.human_cards():
            return
        if self.is_animating():
            return
        phase = c.phase()
        if phase == "exchange" and c.human_to_act():
            self.toggle_select(card)
        elif phase == "play":
            c.play_card(card)
        elif phase == "swap" and c.human_to_act():
            self.show_message(self.tr("Take the Manni or keep your hand: use the buttons."))
        else:
            c.play_card(card)  # the controller explains why not

    def _card_dropped(self, card: Card, pos: QPointF) -> None:
        played = False
        if pos.y() < layout.player_fan_top(self._geo) and self.controller.phase() == "play":
            played = self.controller.play_card(card)
        if not played:
            self._animate_local()

    # -- keyboard ------------------------------------------------------------------------------

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows move between cards, Enter/Space plays or selects; True if used."""
        key = event.key()
        if self.panel.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape):
                if self._panel_kind == "trick" or not self.panel.button_bar.trigger(0):
                    self._hide_panel()
                return True
            return False
        mine = self.human_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            if not mine:
                return True
            if key == Qt.Key.Key_Left:
                self._focus = (self._focus - 1) % len(mine)
            elif key == Qt.Key.Key_Right:
                self._focus = (self._focus + 1) % len(mine)
            elif key == Qt.Key.Key_Home:
                self._focus = 0
            else:
                self._focus = len(mine) - 1
            self._refresh_marks()
            self._announce_focus()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                return self.buttons.trigger(0)
            if mine and self.controller.phase() in ("play", "exchange"):
                self._focus = max(0, min(self._focus, len(mine) - 1))
                self.activate_card(mine[self._focus])
            elif self.controller.phase() == "swap":
                self.buttons.buttons[0].setFocus()
            return True
        return False

    def focused_card(self) -> Card | None:
        mine = self.human_cards()
        if not mine:
            return None
        return mine[max(0, min(self._focus, len(mine) - 1))]

    def _announce_focus(self) -> None:
        card = self.focused_card()
        if card is None:
            return
        text = card_accessible_name(card)
        item = self.cards[card]
        if item.dimmed:
            text = self.tr("%1, cannot be played now").replace("%1", text)
        elif card in self._selected:
            text = self.tr("%1, selected for exchange").replace("%1", text)
        self.focusedCardChanged.emit(text)

    # -- hint, messages, overlays --------------------------------------------------------------

    def _show_hint(self, action: object) -> None:
        self._hint.clear()
        if isinstance(action, Play):
            self._hint.add(action.card)
            mine = self.human_cards()
            if action.card in mine:
                self._focus = mine.index(action.card)
            self.show_message(self.tr("Hint: play %1").replace("%1", card_short_text(action.card)),
                              error=False)
        elif isinstance(action, Exchange):
            self._hint.update(action.cards)
            if action.cards:
                text = self.tr("Hint: exchange %1").replace(
                    "%1", " ".join(card_short_text(c) for c in action.cards))
            else:
                text = self.tr("Hint: keep your hand")
            self.show_message(text, error=False)
        elif isinstance(action, Swap):
            self.show_message(self.tr("Hint: take the Manni") if action.take
                              else self.tr("Hint: keep your hand"), error=False)
        self._refresh_marks()

    def _hide_hint(self) -> None:
        """Forget the hint: its marks and its bubble (the game has moved on)."""
        self._hint.clear()
        if self._toast_is_hint:
            self._toast_timer.stop()
            self.toast.hide()
            self._toast_is_hint = False

    def hint_shown(self) -> bool:
        """True while a hint's bubble is over the table."""
        return self._toast_is_hint and self.toast.isVisible()

    def hinted_cards(self) -> list[Card]:
        return sorted(self._hint)

    def show_message(self, text: str, error: bool = True) -> None:
        """A short note over the table that fades by itself (refusals, hints)."""
        self.toast.background = QColor(120, 20, 20, 225) if error else QColor(20, 60, 110, 225)
        self._toast_is_hint = not error
        self.toast.set_text(text)
        self.toast.show()
        self.toast.update()
        self._toast_timer.start(2600)
        self.message.emit(text)

    def _hand_ended(self, index: int) -> None:
        game = self.controller.game
        if game.over:
            return  # the game-over panel covers it
        hand = game.hands[index]
        assert isinstance(hand, ManniHand)
        points = hand.points() or ([0, 0, 0], [0, 0, 0])
        totals = game.totals()
        rows = [[self.tr("Player"), self.tr("Tricks"), self.tr("Points"), self.tr("Plus"),
                 self.tr("Minus")]]
        for seat in range(3):
            delta = points[0][seat] - points[1][seat]
            rows.append([game.players[seat], str(hand.tricks_won[seat]),
                         signed_text(delta),
                         str(totals["plus"][seat]), str(totals["minus"][seat])])
        self._panel_hand = index
        title = self.tr("Hand %1 over").replace("%1", str(index + 1))
        self._show_panel("hand", title, contract_label(hand.contract), rows,
                         [(self.tr("Next hand"), self.controller.continue_to_next_hand)])

    def _game_over(self, winners: list[int]) -> None:
        game = self.controller.game
        names = [game.players[s] for s in winners]
        if len(names) == 1:
            subtitle = (self.tr("You win!") if winners == [HUMAN]
                        else self.tr("%1 wins").replace("%1", names[0]))
        else:
            subtitle = self.tr("Shared win: %1").replace("%1", self.name_list(names))
        totals = game.totals()
        rows = [[self.tr("Player"), self.tr("Plus"), self.tr("Minus"), self.tr("Net")]]
        for seat in range(3):
            rows.append([game.players[seat], str(totals["plus"][seat]),
                         str(totals["minus"][seat]), signed_text(totals["net"][seat])])
        self._show_panel("over", self.tr("Game over"), subtitle, rows,
                         [(self.tr("New game"), self.newGameRequested.emit)],
                         highlight={1 + s for s in winners})

    def name_list(self, names: list[str]) -> str:
        """"A and B", "A, B and C": whole patterns, so each language words
        its own list (commas, its "and", its order)."""
        if len(names) == 1:
            return names[0]
        if len(names) == 2:
            return self.tr("%1 and %2", "two names").replace("%1", names[0]).replace(
                "%2", names[1])
        return (self.tr("%1, %2 and %3", "three names").replace("%1", names[0])
                .replace("%2", names[1]).replace("%3", ", ".join(names[2:])))

    def show_last_trick(self) -> bool:
        """Toggle a panel with the last completed trick and who took it."""
        if self._panel_kind == "trick" and self.panel.isVisible():
            self._hide_panel()
            return True
        trick = self.controller.last_trick()
        if trick is None:
            self.show_message(self.tr("No trick has been played yet."))
            return False
        g = self._geo
        w, h = g.card_w * 0.8, g.card_h * 0.8
        pixmaps = []
        for order, card in enumerate(trick.cards):
            seat = (trick.leader + order) % 3
            pixmaps.append((self.renderer.face(card, w, h), self._players[seat]))
        subtitle = self.tr("Won by %1").replace("%1", self._players[trick.winner])
        self._show_panel("trick", self.tr("Last trick"), subtitle, [], [], pixmaps)
        return True

    def _show_panel(self, kind: str, title: str, subtitle: str, rows: list[list[str]],
                    buttons: list[tuple[str, Callable[[], None]]],
                    pixmaps: list[tuple[object, str]] | None = None,
                    highlight: set[int] | None = None) -> None:
        self._panel_kind = kind
        if kind != "trick":
            self._hide_hint()  # the hand is over: a hint for it would mislead
        self.panel.set_content(title, subtitle, rows, pixmaps, highlight)  # type: ignore[arg-type]
        self.panel.button_bar.set_font_pixels(self._geo.card_h * 0.1)
        self.panel.button_bar.show_buttons(buttons)
        self.panel.show()
        g = self._geo
        self.panel.fit(g.width, g.height, g.card_h)
        if buttons:
            self.panel.button_bar.buttons[0].setFocus()

    def _hide_panel(self) -> None:
        if self.panel.isVisible():
            self.panel.hide()
            self._panel_kind = ""

    def panel_kind(self) -> str:
        return self._panel_kind if self.panel.isVisible() else ""

    def mousePressEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        if self._panel_kind == "trick" and self.panel.isVisible():
            self._hide_panel()
        super().mousePressEvent(event)  # type: ignore[arg-type]

    def retranslate(self) -> None:
        """Re-set every text after a language change (the open panel is rebuilt)."""
        if self.controller.has_game():
            self._players = list(self.controller.game.players)  # "You" is renamed
        kind = self.panel_kind()
        if kind == "hand":
            self._hand_ended(self._panel_hand)
        elif kind == "over":
            self._game_over(list(self.controller.game.winners))
        elif kind == "trick":
            self._hide_panel()
            self.show_last_trick()
        self._update_texts()
        self._place_buttons()


__all__ = ["ButtonBar", "SPEEDS", "TableScene", "sort_hand", "suit_order"]
