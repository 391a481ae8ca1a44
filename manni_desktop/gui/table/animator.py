"""Moving cards between places with Qt's animations, as KPat's card scene does.

``Animator.stage`` builds one parallel group that moves every card whose
place changed (gliding, turning, flipping); steps are sequences of stages
and pauses handed to ``run``, which emits ``finished`` when the whole step
is shown.  A speed factor scales every duration (0 = instant).  Finished or
stopped animations are kept until the event loop turns: dropping the last
reference inside their own ``finished`` emission would delete them under
Qt's feet.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from ...engine.cards import Card
from .card_item import CardItem
from .layout import Place

SPEEDS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}

# Base durations (ms) at normal speed.
MOVE_MS = 280
DEAL_PACKET_MS = 105
DEAL_CARD_MS = 22
CUT_MS = 520
# A finished trick rests this long whatever the speed: the speed is how fast
# cards move, the rest is how long the player wants to read the trick ("none":
# gathered at once; "click" waits, up to an hour, for a click or a key).
TRICK_PAUSES_MS = {"none": 0, "short": 800, "normal": 1600, "long": 3000, "click": 3_600_000}
GATHER_MS = 380
EXCHANGE_STAGGER_MS = 60
SELECT_MS = 110
CELEBRATE_MS = 650  # a win's result growing out of the table

Delay = Callable[[Card], int]


def resting_at(item: CardItem, place: Place) -> bool:
    return (item.isVisible() and abs(item.pos().x() - place.x) < 0.5
            and abs(item.pos().y() - place.y) < 0.5
            and abs(item.rotation() - place.rotation) < 0.1
            and item.face_up == place.face_up)


class Animator(QObject):
    """Runs one step's animation at a time, plus short local ones (a card lifted)."""

    finished = Signal()

    def __init__(self, cards: Mapping[Card, CardItem], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.speed = "normal"
        self.trick_pause = "normal"
        self._step: QAbstractAnimation | None = None
        self._local: QAbstractAnimation | None = None
        self._retired: list[QAbstractAnimation] = []

    # -- timing -----------------------------------------------------------------

    def ms(self, base: float) -> int:
        return int(base * SPEEDS[self.speed])

    def instant(self) -> bool:
        return SPEEDS[self.speed] == 0.0

    def trick_pause_ms(self) -> int:
        """How long a finished trick rests: the player's own choice, never
        scaled by the speed (at Fast a scaled rest was gone before the three
        cards could be read, and Instant skipped even "until I click")."""
        return TRICK_PAUSES_MS[self.trick_pause]

    def waits_for_click(self) -> bool:
        """A finished trick stays until a click or a key (not a timed rest)."""
        return self.trick_pause == "click"

    def skip_to(self, msecs: int) -> bool:
        """Jump the running step to ``msecs`` (a click ends a trick's rest)."""
        step = self._step
        if step is None or step.currentTime() >= msecs:
            return False
        step.setCurrentTime(msecs)
        return True

    def busy(self) -> bool:
        return self._step is not None

    def settled(self) -> bool:
        running = QAbstractAnimation.State.Running
        return self._step is None and (self._local is None or self._local.state() != running)

    # -- building -----------------------------------------------------------------

    def move(self, item: CardItem, place: Place, duration: int, delay: int = 0,
             curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
             raise_while_moving: bool = True) -> QAbstractAnimation:
        """Pause ``delay`` ms, then glide ``item`` to ``place`` (turning it over if needed)."""
        group = QParallelAnimationGroup()
        # No start values: each animation starts from wherever the card is when
        # its stage begins, so later stages follow earlier ones.
        for prop, end in ((b"pos", QPointF(place.x, place.y)), (b"rotation", place.rotation),
                          (b"flip", 1.0 if place.face_up else 0.0)):
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
            # A window closed mid-move deletes its cards before the move ends.
            if shiboken6.isValid(item):
                item.setZValue(z)

        group.finished.connect(land)
        if delay <= 0:
            # Lifted when its stage starts, not when the step is built: a gather
            # built with the trick lifted every card over the one played last
            # (the player's card lay under the others, its index hidden).
            def started(new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
                if new == QAbstractAnimation.State.Running:
                    lift()

            group.stateChanged.connect(started)
            return group
        sequence = QSequentialAnimationGroup()
        pause = QPauseAnimation(delay)
        pause.finished.connect(lift)
        sequence.addAnimation(pause)
        sequence.addAnimation(group)
        return sequence

    def stage(self, places: Mapping[Card, Place], duration: int, delay: Delay | None = None,
              only: set[Card] | None = None,
              raise_while_moving: bool = True) -> QParallelAnimationGroup:
        """Move every card whose place changed; ``delay`` staggers them."""
        group = QParallelAnimationGroup()
        for card, place in places.items():
            if only is not None and card not in only:
                continue
            item = self.cards[card]
            if resting_at(item, place):
                item.setZValue(place.z)
                continue
            group.addAnimation(self.move(item, place, duration,
                                         delay(card) if delay is not None else 0,
                                         raise_while_moving=raise_while_moving))
        return group

    def pause(self, base_ms: float) -> QPauseAnimation:
        return QPauseAnimation(self.ms(base_ms))

    def pause_ms(self, msecs: int) -> QPauseAnimation:
        """A pause of ``msecs`` already scaled (at least 1 ms)."""
        return QPauseAnimation(max(1, msecs))

    def snap(self, places: Mapping[Card, Place]) -> None:
        """Every card at its place at once; cards without one are hidden."""
        for card, item in self.cards.items():
            place = places.get(card)
            item.setVisible(place is not None)
            if place is not None:
                item.setPos(place.x, place.y)
                item.setRotation(place.rotation)
                item.setZValue(place.z)
                item.set_face_up(place.face_up)

    # -- running ------------------------------------------------------------------

    def run(self, animation: QAbstractAnimation) -> bool:
        """Start a step; False (and nothing runs) when it has no duration."""
        self.finish()
        if animation.totalDuration() <= 0:
            self._retire(animation)
            return False
        self._step = animation
        animation.finished.connect(self._step_done)
        animation.start()
        return True

    def run_local(self, animation: QAbstractAnimation) -> None:
        """A short animation the game does not wait for (lifting a card)."""
        self.stop_local()
        self._local = animation
        animation.start()

    def _step_done(self) -> None:
        self._retire(self._step)
        self._step = None
        self.finished.emit()

    def finish(self) -> bool:
        """Stop a running step at once (it is then shown at rest); True if one ran."""
        animation = self._step
        if animation is None:
            return False
        self._step = None
        with contextlib.suppress(RuntimeError, TypeError):
            animation.finished.disconnect(self._step_done)
        animation.stop()
        self._retire(animation)
        return True

    def stop_local(self) -> None:
        if self._local is not None:
            self._local.stop()
            self._retire(self._local)
            self._local = None

    def _retire(self, animation: QAbstractAnimation | None) -> None:
        if animation is None:
            return
        self._retired.append(animation)
        QTimer.singleShot(0, self._drop_retired)

    def _drop_retired(self) -> None:
        keep = [a for a in (self._step, self._local) if a is not None]
        self._retired = [a for a in self._retired if any(a is k for k in keep)]
