"""Nothing on the table runs into anything else, in any game, size or language.

One window per game of the catalogue (and per scoring where the scoring
changes what the table shows) plays one hand at each window size.  At each
moment that puts the most on the table, the table is checked in every
language: the exchange with every card the player may change lifted and the
Exchange button shown, the dealer's declaration or the contract choice with
its row of buttons, a trick in play with everyone else's card in, the
finished trick resting before it is gathered, and the hand's summary.  The
shapes and the pairs allowed to overlap (a hand's own cards, the trick's,
a pile's; the summary panel over cards) are in ``table_overlaps``.

The name plates are checked too: at 1920×1080 no name, tally or note is cut
short ("7 cartas intercambia…" was), in the smallest window no name ("Guð…"
was, at 800×600).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from manni_desktop.games import CATALOGUE
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.i18n import LANGUAGES
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.storage.settings import scorings_for

from .table_helpers import make_window, settle
from .table_overlaps import off_table, overlaps, table_shapes

pytestmark = pytest.mark.usefixtures("back_to_english")

# The smallest window (``table.view.TABLE_MIN_WIDTH``: at 600×450 the hand's
# summary ran over the contract badge) and larger ones.
WINDOW_SIZES = ((720, 541), (1180, 760), (1920, 1080), (2560, 1440))
GAMES = [(e.id, scoring) for e in CATALOGUE for scoring in scorings_for(e.id)
         if e.id != "hornafjardar" or scoring == "columns"]  # "running": the same table


def _pump(qtbot: QtBot) -> None:
    QCoreApplication.processEvents()
    qtbot.wait(1)
    QCoreApplication.processEvents()


class Checker:
    """Checks the table in every language and keeps what it found."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.found: list[str] = []
        self.checks = 0

    def languages(self) -> Iterator[str]:
        for code in LANGUAGES:
            language_manager().set_language(code)
            _pump(self.qtbot)
            yield code
        language_manager().set_language("en")
        _pump(self.qtbot)

    def check(self, moment: str, code: str) -> None:
        window = self.window
        shapes = table_shapes(window)
        size = f"{window.width()}x{window.height()}"
        where = f"{size} {code} {moment}"
        self.checks += 1
        self.found += [f"{where}: {a} / {b}" for a, b in overlaps(shapes)]
        self.found += [f"{where}: {label} off the table" for label in off_table(window, shapes)]
        self.found += [f"{where}: {text!r} cut short on its plate" for text in self.cut_short()]

    def cut_short(self) -> list[str]:
        """The plates' texts elided: none in a large window, no name in the smallest."""
        size = (self.window.width(), self.window.height())
        cut = [text for plate in self.window.scene.decor.plates if plate.isVisible()
               for text in plate.elided_texts() if size == (1920, 1080) or text == plate.name]
        return cut if size in ((1920, 1080), WINDOW_SIZES[0]) else []

    def check_all(self, moment: str) -> None:
        for code in self.languages():
            self.check(moment, code)


def _decide(window: MainWindow, rng: random.Random) -> None:
    """Any legal decision of the human's (not the plays: the caller picks)."""
    c = window.controller
    phase = c.phase()
    if phase == "exchange":
        c.exchange([])
    elif phase == "swap":
        c.swap(False)
    elif phase == "declare":
        c.declare(None)
    elif phase == "choose":
        open_ = [b for b in window.scene.buttons.buttons if b.isVisible() and b.isEnabled()]
        rng.choice(open_).click()
    elif phase == "play":
        c.play_card(rng.choice(c.legal_cards()))
    elif phase == "hand_end":
        c.continue_to_next_hand()


def _play_one_hand(qtbot: QtBot, window: MainWindow, checker: Checker,
                   rng: random.Random) -> None:
    """From a hand's first decision to its summary, checking on the way: every
    trick the human plays into in English, the first with everyone else's
    card in (and a finished trick resting, from the hand's middle on) in
    every language."""
    c, scene = window.controller, window.scene
    seats = len(c.table.seats)
    all_in = rested = False
    while True:
        settle(qtbot, window)
        phase = c.phase()
        if phase in ("hand_end", "over"):
            checker.check_all("hand summary")
            return
        if phase == "exchange":
            for card in scene.human_cards()[:c.exchange_allowance()]:
                scene.toggle_select(card)
            checker.check_all("exchange, cards lifted")
        elif phase in ("declare", "choose", "swap"):
            checker.check_all(f"{phase} buttons")
        elif phase == "play":
            trick = c.table.trick
            played = len(trick.plays) if trick is not None else 0
            if played == seats - 1 and not all_in:
                checker.check_all("trick, all others in")
                all_in = True
            elif played:
                checker.check(f"trick, {played} in", "en")
            if not rested and len(c.table.tricks) >= len(c.table.seats[0].hand):
                rested = _rest_a_trick(qtbot, window, checker, rng)
                continue
        _decide(window, rng)


def _rest_a_trick(qtbot: QtBot, window: MainWindow, checker: Checker,
                  rng: random.Random) -> bool:
    """Play a card, and check the finished trick resting (it waits for a
    click) in every language, then take the card back.  The language is set
    before the trick ends: a switch may refit the sheet, and so gather it."""
    c, scene = window.controller, window.scene
    card = rng.choice(c.legal_cards())
    for code in checker.languages():
        window.set_speed("fast", remember=False)
        window.set_trick_pause("click", remember=False)
        c.play_card(card)
        qtbot.waitUntil(scene.trick_resting, timeout=10000)
        checker.check("finished trick resting", code)
        undo_to_replay(qtbot, window)
    window.set_trick_pause("normal", remember=False)
    return True


def undo_to_replay(qtbot: QtBot, window: MainWindow) -> None:
    """Take the card back so the next language rests the same trick."""
    window.set_speed("instant", remember=False)
    window.scene.end_trick_rest()
    settle(qtbot, window)
    window.controller.undo()
    settle(qtbot, window)


@pytest.mark.parametrize("game, scoring", GAMES)
def test_nothing_on_the_table_overlaps(qtbot: QtBot, game: str, scoring: str) -> None:
    # seed 3 deals Hornafjarðar a Nullo first (its badge ran under "Manni: 16")
    window = make_window(qtbot, seed=3 if game == "hornafjardar" else 11, game=game,
                         scoring=scoring)
    checker = Checker(qtbot, window)
    rng = random.Random(3)
    for width, height in WINDOW_SIZES:
        window.resize(width, height)
        _pump(qtbot)
        assert window.width() == width and window.height() == height
        settle(qtbot, window)
        _play_one_hand(qtbot, window, checker, rng)
        if window.controller.phase() == "over":
            window.controller.play_again()
        else:
            window.controller.continue_to_next_hand()
    assert not checker.found, "\n".join(checker.found)
    assert checker.checks >= len(WINDOW_SIZES) * len(LANGUAGES) * 3
