"""The window on the screen: the first size and every restored size and place
fit the screen's available area (the part panels and taskbars leave free), at
any scale factor, and on a screen smaller than the one the window was last
closed on (a monitor unplugged).

Before the window is shown its frame (title bar, borders) is not known, so the
first fit allows for a typical frame; once the window manager has framed the
window, the frame as it really is is checked once more and the window moved or
shrunk if it still reaches past the available area."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

FIRST_SIZE = QSize(1180, 760)  # the first window on a laptop's screen
BIG_SCREEN_SHARE = 0.72  # of the available area, when that is more than FIRST_SIZE
# A frame allowed for before the window manager has drawn the real one (a
# title bar and thin borders; the check after showing corrects the guess).
GUESSED_FRAME = QMargins(4, 32, 4, 6)
# Events after showing in which the real frame is looked for: enough for the
# window manager's reparenting, then the window is the player's to place.
CHECKS_AFTER_SHOW = 40


def first_size(available: QSize, frame: QMargins | None = None) -> QSize:
    """The first window's size (without its frame, by default GUESSED_FRAME):
    FIRST_SIZE, or a share of a big screen, never more than the available
    area leaves for it."""
    room = available.shrunkBy(GUESSED_FRAME if frame is None else frame)
    wanted = QSize(max(FIRST_SIZE.width(), round(available.width() * BIG_SCREEN_SHARE)),
                   max(FIRST_SIZE.height(), round(available.height() * BIG_SCREEN_SHARE)))
    return wanted.boundedTo(room)


def fitted(frame: QRect, available: QRect) -> QRect:
    """``frame`` shrunk to the available area if bigger, then moved inside it."""
    size = frame.size().boundedTo(available.size())
    x = min(max(frame.x(), available.left()), available.right() + 1 - size.width())
    y = min(max(frame.y(), available.top()), available.bottom() + 1 - size.height())
    return QRect(QPoint(x, y), size)


def screen_for(rect: QRect) -> QScreen:
    """The screen showing ``rect``'s centre, else (a monitor gone) the primary one."""
    screen = QGuiApplication.screenAt(rect.center())
    return screen if screen is not None else QGuiApplication.primaryScreen()


def frame_margins(window: QWidget) -> QMargins:
    """The window's frame as the window manager drew it, or the guess before."""
    frame, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                       frame.right() - inner.right(), frame.bottom() - inner.bottom())
    return margins if not margins.isNull() else GUESSED_FRAME


class ScreenFit(QObject):
    """Keeps ``window`` inside its screen's available area at start; after that
    the player moves and sizes it as they like."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._checks_left = 0
        self._placed = QSize()  # the size this part gave the window last

    def place_first(self) -> None:
        """A first window: a comfortable size, centred in the available area."""
        available = QGuiApplication.primaryScreen().availableGeometry()
        size = first_size(available.size())
        framed = size.grownBy(GUESSED_FRAME)
        self._window.resize(size)
        self._placed = self._window.size()
        self._window.move(available.center() - QPoint(framed.width() // 2,
                                                      framed.height() // 2))

    def fit_restored(self) -> None:
        """A restored size and place from another screen, or a bigger one,
        brought inside the available area of the screen it lands on."""
        w = self._window
        if w.isMaximized() or w.isFullScreen():
            return
        self._fit(GUESSED_FRAME)
        self._placed = w.size()  # restored, or as fitted

    def watch_first_show(self) -> None:
        """Check the real frame once the window manager has drawn it."""
        self._checks_left = CHECKS_AFTER_SHOW
        self._window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self._window and event.type() in (
                QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                QEvent.Type.WindowStateChange, QEvent.Type.Paint):
            self._checks_left -= 1
            if self._checks_left <= 0:
                self._window.removeEventFilter(self)
            # After the event is handled: the frame is read from Qt's newest state.
            QTimer.singleShot(0, self, self.check_frame)
        return False

    def check_frame(self) -> None:
        """Once the frame is known: shrink or move the window into the area;
        done once the frame is seen inside it.  A size someone else gave the
        window (the player, a test) is theirs: nothing is checked then."""
        w = self._window
        if w.size() != self._placed:
            self._checks_left = 0
            w.removeEventFilter(self)
            return
        if (not w.isVisible() or w.isMaximized() or w.isFullScreen() or w.isMinimized()
                or w.frameGeometry() == w.geometry()):
            return
        if not self._fit(frame_margins(w)):
            self._checks_left = 0
            w.removeEventFilter(self)

    def _fit(self, margins: QMargins) -> bool:
        """True if the window had to be moved or shrunk."""
        w = self._window
        inner = w.geometry()
        frame = inner.marginsAdded(margins)
        available = screen_for(frame).availableGeometry()
        target = fitted(frame, available)
        if target == frame:
            return False
        inner = target.marginsRemoved(margins)
        w.setGeometry(inner)
        self._placed = inner.size()  # the window manager may answer later
        return True
