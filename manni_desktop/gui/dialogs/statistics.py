"""The statistics dialog: the player's record in numbers and two small bar charts.

It shows a ``storage.stats.Statistics`` (pure data): results of every game
(Manni and Manillen) with a per-game table, the hands and deals played in
every game, finished or not (the one on the table too, when the window
passes it: ``Statistics.with_game_in_progress``), each game counted in its
own word, and the Manni games' own figures (hands, net per hand, best game,
per contract).  It never writes files
itself: "Reset" asks for confirmation, then calls the ``reset`` callable the
window passes in (normally ``storage.reset_statistics``) and shows what
it returns.  Every string goes through ``self.tr()`` and is set again on a
language change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import (
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from manni_desktop.storage.errors import StorageError
from manni_desktop.storage.stats import CONTRACT_KINDS, Statistics

from ...engine.snapshot import game_info
from ...games.registry import RoundWord
from ..game_texts import game_title, listed_game, round_word
from ..labels import level_name
from ..models import MINUS_SIGN
from ..storage_messages import describe
from .bar_chart import Bar, BarChart
from .stat_tables import (
    fit_columns,
    make_table,
    opening_size,
    room_for,
    set_row,
    unwrap_column,
    wrap_column,
)


class StatisticsDialog(QDialog):
    """Shows ``stats``; with a ``reset`` callable, offers "Reset statistics…".

    ``statisticsReset`` is emitted after a confirmed reset, carrying nothing:
    read the new figures with ``statistics()``."""

    statisticsReset = Signal()

    def __init__(
        self,
        stats: Statistics,
        reset: Callable[[], Statistics] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self._stats = stats
        self._reset = reset

        # Every game's results; then the Manni games' plus-and-minus figures.
        self._summary_box = QGroupBox()
        self._manni_box = QGroupBox()
        forms = {False: QFormLayout(self._summary_box), True: QFormLayout(self._manni_box)}
        self._values: dict[str, QLabel] = {}
        self._captions: dict[str, QLabel] = {}
        for key in SUMMARY_KEYS:
            caption, value = QLabel(), QLabel()
            value.setObjectName(f"value_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            caption.setBuddy(value)
            self._captions[key] = caption
            self._values[key] = value
            forms[key in MANNI_KEYS].addRow(caption, value)

        self.game_table = make_table(5)
        self.game_table.setObjectName("gameTable")
        self.level_table = make_table(5)
        self.level_table.setObjectName("levelTable")
        self.contract_table = make_table(4)
        self.contract_table.setObjectName("contractTable")
        self._games_box = QGroupBox()
        QVBoxLayout(self._games_box).addWidget(self.game_table)
        self._levels_box = QGroupBox()
        QVBoxLayout(self._levels_box).addWidget(self.level_table)
        self._contracts_box = QGroupBox()
        QVBoxLayout(self._contracts_box).addWidget(self.contract_table)

        self.level_chart = BarChart()
        self.level_chart.setObjectName("levelChart")
        self.contract_chart = BarChart()
        self.contract_chart.setObjectName("contractChart")

        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetButton")
        self.reset_button.clicked.connect(self._confirm_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        if reset is not None:
            self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        else:
            self.reset_button.hide()
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        summaries = QVBoxLayout()
        summaries.addWidget(self._summary_box)
        summaries.addWidget(self._manni_box)
        top.addLayout(summaries, 1)
        charts = QVBoxLayout()
        charts.addWidget(self.level_chart)
        charts.addWidget(self.contract_chart)
        top.addLayout(charts, 1)
        tables = QHBoxLayout()
        tables.addWidget(self._games_box)
        tables.addWidget(self._levels_box)
        tables.addWidget(self._contracts_box)
        self.contents = QWidget()
        inner = QVBoxLayout(self.contents)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(top)
        inner.addLayout(tables)
        self.scroll_area = QScrollArea()  # when the dialog has less room than it wants
        self.scroll_area.setWidget(self.contents)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.scroll_area, 1)
        self._layout.addWidget(self.buttons)
        self._sized = False
        self.resize(920, 620)
        self.retranslate()

    def wanted_size(self) -> QSize:
        """The size that shows everything, every table's columns whole."""
        inner = self.contents.sizeHint()
        margins = self._layout.contentsMargins()
        frame = 2 * self.scroll_area.frameWidth()
        width = inner.width() + frame + margins.left() + margins.right()
        height = (inner.height() + frame + margins.top() + margins.bottom()
                  + self._layout.spacing() + self.buttons.sizeHint().height())
        return QSize(max(width, 920), max(height, 620))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Open at ``wanted_size``, within the screen and the main window."""
        if not self._sized:
            self._sized = True
            self.fit_to(room_for(self))
        super().showEvent(event)

    def fit_to(self, room: QSize) -> None:
        """Take ``wanted_size``, at most ``room``; where that is too narrow
        (1366 px: the three tables side by side), the games' names wrap first
        so the per-game table fits without scrolling sideways."""
        unwrap_column(self.game_table, 0)  # measured whole first
        self.contents.adjustSize()
        wanted = self.wanted_size()
        excess = wanted.width() - room.width()
        if excess > 0:
            names = self.game_table.columnWidth(0)
            shortest = self.game_table.fontMetrics().horizontalAdvance("Hornafjarðar Manni")
            wrap_column(self.game_table, 0, max(names - excess, shortest + 12))
            self.contents.adjustSize()
            wanted = self.wanted_size()
        self.resize(opening_size(wanted, room))

    # -- data ----------------------------------------------------------------------

    def statistics(self) -> Statistics:
        return self._stats

    def set_statistics(self, stats: Statistics) -> None:
        self._stats = stats
        self._fill()

    def value_text(self, key: str) -> str:
        """The text shown for summary figure ``key`` (one of ``SUMMARY_KEYS``)."""
        return self._values[key].text()

    # -- reset ---------------------------------------------------------------------

    def _confirm_reset(self) -> None:
        if self._reset is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Forget the results of all %n game(s) played? This cannot be undone.",
                "",
                self._stats.played,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            stats = self._reset()
        except StorageError as exc:  # the lock or the write failed: nothing was reset
            QMessageBox.warning(self, self.tr("Reset statistics"), describe(exc))
            return
        self.set_statistics(stats)
        self.statisticsReset.emit()

    # -- text ----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self._summary_box.setTitle(self.tr("Your games"))
        self._manni_box.setTitle(self.tr("Manni games only"))
        captions = {
            "played": self.tr("Games played:"),
            "won": self.tr("Won:"),
            "shared": self.tr("Shared wins:"),
            "lost": self.tr("Lost:"),
            "win_rate": self.tr("Win rate:"),
            "opened": self.tr("Of these, opened from a file:"),
            "abandoned": self.tr("Given up before the end:"),
            "deals": self.tr("Hands and deals played:"),
            "in_progress": self.tr("Game on the table:"),
            "hands": self.tr("Hands played:"),
            "net_per_hand": self.tr("Average net per hand:"),
            "best_game": self.tr("Best game:"),
            "current_streak": self.tr("Current win streak:"),
            "longest_streak": self.tr("Longest win streak:"),
        }
        for key, text in captions.items():
            self._captions[key].setText(text)
        self._games_box.setTitle(self.tr("By game"))
        self.game_table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Win rate"),
             self.tr("Hands or deals", "every hand or deal, unfinished games too")]
        )
        self._levels_box.setTitle(self.tr("By strongest opponent"))
        self._contracts_box.setTitle(self.tr("By contract (your hands)"))
        self.level_table.setHorizontalHeaderLabels(
            [self.tr("Level"), self.tr("Played"), self.tr("Won"), self.tr("Shared"),
             self.tr("Win rate")]
        )
        self.contract_table.setHorizontalHeaderLabels(
            [self.tr("Contract"), self.tr("Hands"), self.tr("Average net"),
             self.tr("Average tricks")]
        )
        self.reset_button.setText(self.tr("Reset statistics…"))
        self._fill()

    def game_name(self, game: str) -> str:
        return game_title(game)

    def rounds_text(self, game: str, count: int) -> str:
        """``count`` hands or deals in ``game``'s own word ("9 deals" in
        Mizerka, "2 hands" in Hornafjarðar Manni)."""
        if round_word(game) == RoundWord.DEAL:
            if game_info(listed_game(game)).sides[0] != (0,):  # pt: a Manillen "distribuição"
                return self.tr("%n deal(s)", "Manillen", count)
            return self.tr("%n deal(s)", "", count)
        return self.tr("%n hand(s)", "", count)

    def contract_name(self, kind: str) -> str:
        names = {
            "trump": self.tr("Trump"),
            "notrump": self.tr("No-trump"),
            "nullo": self.tr("Nullo"),
        }
        return names.get(kind, kind)

    # -- numbers -------------------------------------------------------------------

    def _percent(self, fraction: float) -> str:
        return self.tr("%1%").replace("%1", self.locale().toString(float(100 * fraction), "f", 0))

    def _decimal(self, value: float, digits: int = 2) -> str:
        """``+0,25``, ``−1,00`` (a true minus sign, as on the score sheet) or ``0,00``."""
        text = self.locale().toString(abs(float(value)), "f", digits)
        if round(abs(value), digits) == 0:
            return text
        return ("+" if value > 0 else MINUS_SIGN) + text

    def _integer(self, value: int) -> str:
        return self.locale().toString(value)

    def _deals_text(self, stats: Statistics) -> str:
        """Every hand and deal played; those of unfinished games said apart."""
        total = self._integer(stats.deals_played)
        if not stats.unfinished_deals:
            return total
        return self.tr("%1 (%2 in unfinished games)").replace("%1", total).replace(
            "%2", self._integer(stats.unfinished_deals))

    def _in_progress_text(self, stats: Statistics) -> str:
        """The game on the table and what of it is counted ("Mizerka: 9 deals")."""
        current = next((g for g in stats.games if g.in_progress), None)
        if current is None:
            return "—"
        return self.tr("%1: %2", "game: hands or deals played").replace(
            "%1", self.game_name(current.listed)).replace(
            "%2", self.rounds_text(current.listed, current.deals))

    def _fill(self) -> None:
        stats = self._stats
        best = stats.best_game
        best_text = "—"
        if best is not None:
            best_text = self.tr("net %1 against %2").replace(
                "%1", self._decimal(best.net, 0)).replace("%2", level_name(best.level))
        values = {
            "played": self._integer(stats.played),
            "won": self._integer(stats.won),
            "shared": self._integer(stats.shared),
            "lost": self._integer(stats.lost),
            "win_rate": self._percent(stats.win_rate) if stats.played else "—",
            "opened": self._integer(stats.opened),
            "abandoned": self._integer(stats.abandoned),
            "deals": self._deals_text(stats),
            "in_progress": self._in_progress_text(stats),
            "hands": self._integer(stats.hands_played),
            "net_per_hand": self._decimal(stats.average_net_per_hand)
            if stats.hands_played else "—",
            "best_game": best_text,
            "current_streak": self._integer(stats.current_streak),
            "longest_streak": self._integer(stats.longest_streak),
        }
        for key, text in values.items():
            self._values[key].setText(text)

        games = stats.per_game()
        deals = stats.deals_per_game()
        self.game_table.setRowCount(len(games))
        for row, (game, result) in enumerate(games.items()):
            set_row(self.game_table, row, [
                self.game_name(game), self._integer(result.played), self._integer(result.won),
                self._percent(result.win_rate) if result.played else "—",
                self.rounds_text(game, deals.get(game, 0)),
            ])
        levels = stats.per_level()
        self.level_table.setRowCount(len(levels))
        for row, (level, result) in enumerate(levels.items()):
            set_row(self.level_table, row, [
                level_name(level), self._integer(result.played), self._integer(result.won),
                self._integer(result.shared), self._percent(result.win_rate),
            ])
        contracts = stats.per_contract()
        self.contract_table.setRowCount(len(CONTRACT_KINDS))
        for row, kind in enumerate(CONTRACT_KINDS):
            tally = contracts[kind]
            set_row(self.contract_table, row, [
                self.contract_name(kind), self._integer(tally.hands),
                self._decimal(tally.average_net) if tally.hands else "—",
                self.locale().toString(float(tally.average_tricks), "f", 1) if tally.hands else "—",
            ])

        no_games = self.tr("No finished games yet")
        self.level_chart.set_bars(
            self.tr("Win rate by strongest opponent"),
            [Bar(level_name(level), r.win_rate, self._percent(r.win_rate))
             for level, r in levels.items()],
            0.0, 1.0, no_games,
        )
        played_kinds = [k for k in CONTRACT_KINDS if contracts[k].hands]
        self.contract_chart.set_bars(
            self.tr("Average net per hand by contract"),
            [Bar(self.contract_name(k), contracts[k].average_net,
                 self._decimal(contracts[k].average_net)) for k in played_kinds],
            -1.0, 1.0, no_games,
        )
        for table in (self.game_table, self.level_table, self.contract_table):
            fit_columns(table)  # the texts' widths changed: the columns' room too


SUMMARY_KEYS = (
    "played", "won", "shared", "lost", "win_rate", "opened", "abandoned", "deals",
    "in_progress", "hands", "net_per_hand", "best_game", "current_streak", "longest_streak",
)
# Shown under "Manni games only": figures of plus and minus points.
MANNI_KEYS = ("hands", "net_per_hand", "best_game")


__all__ = ["Bar", "BarChart", "StatisticsDialog"]
