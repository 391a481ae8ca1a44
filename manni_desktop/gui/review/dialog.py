"""The Review window: a hand's decisions, marked, with a one-line verdict.

It opens at once and fills in as the bot process weighs each decision
(``ReviewRunner``); a progress bar counts them and Cancel stops the review.
It is not modal: the game (or the record viewer) stays usable meanwhile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QItemSelection, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import Decision
from ..bot_worker import SHARED_PROCESS, BotProcess
from ..game_texts import in_deals
from . import words
from .model import ReviewModel
from .runner import ReviewRunner


class ReviewDialog(QDialog):
    """Reviews hand ``hand`` (0-based) of ``record`` for ``seat``."""

    def __init__(self, record: dict[str, Any], hand: int, seat: int,
                 parent: QWidget | None = None,
                 process: BotProcess | None = SHARED_PROCESS) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.record, self.hand, self.seat = record, hand, seat
        players = record.get("players") or []
        self.player = str(players[seat]) if seat < len(players) else str(seat)
        self.model = ReviewModel(parent=self)
        self.runner = ReviewRunner(record, hand, seat, self, process)
        self.error = ""

        self.verdict = QLabel()
        self.verdict.setObjectName("reviewVerdict")
        self.verdict.setWordWrap(True)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy until the decisions are known
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.details = QLabel()
        self.details.setObjectName("reviewDetails")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        self.cancel_button = QPushButton()
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.verdict)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)

        self.runner.started.connect(self._started)
        self.runner.reviewed.connect(self._reviewed)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.resize(820, 520)
        self.retranslate()
        self.runner.start()

    # -- progress ---------------------------------------------------------------------

    def decisions(self) -> list[Decision]:
        return list(self.model.decisions)

    def finished_reviewing(self) -> bool:
        return self.runner.done and not self.error

    def _started(self, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(0)
        self.retranslate()

    def _reviewed(self, data: object) -> None:
        assert isinstance(data, dict)
        self.model.add(Decision.from_json(data))
        self.progress.setValue(len(self.model.decisions))
        if len(self.model.decisions) == 1:
            self.table.selectRow(0)

    def _finished(self) -> None:
        self.progress.setValue(self.progress.maximum())
        self.retranslate()

    def _failed(self, reason: str) -> None:
        self.error = reason
        self.retranslate()

    def cancel(self) -> None:
        """Stop reviewing; what is reviewed so far stays shown."""
        self.runner.cancel()
        self.retranslate()

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._show_details()

    def _show_details(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            self.details.clear()
            return
        d = self.model.decisions[rows[0].row()]
        self.details.setText(self.tr("%1, every option weighed: %2").replace(
            "%1", words.decision_name(d)).replace("%2", self.model.options_text(d)))

    # -- words ------------------------------------------------------------------------

    def _in_deals(self) -> bool:
        """Whether the record's game calls a deal a "deal" (Mizerka, Manillen)."""
        return in_deals(str(self.record.get("game", "")))

    def verdict_text(self) -> str:
        if self.error:
            if self._in_deals():
                return self.tr("This deal cannot be reviewed: %1").replace("%1", self.error)
            return self.tr("This hand cannot be reviewed: %1").replace("%1", self.error)
        if self.runner.cancelled and not self.runner.done:
            return self.tr("Review cancelled after %1 of %2 decisions.").replace(
                "%1", str(len(self.model.decisions))).replace("%2", str(self.runner.total()))
        if not self.runner.done:
            return self.tr("Reviewing your decisions with the strongest bot…")
        return words.verdict_text(self.model.decisions)

    def retranslate(self) -> None:
        title = (self.tr("Review of deal %1: %2") if self._in_deals()
                 else self.tr("Review of hand %1: %2"))  # the game's own word
        self.setWindowTitle(title.replace("%1", str(self.hand + 1)).replace("%2", self.player))
        self.verdict.setText(self.verdict_text())
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.cancel_button.setText(self.tr("Cancel review"))
        self.cancel_button.setVisible(self.runner.running())
        self.close_button.setText(self.tr("Close"))
        self.note.setText(self.tr(
            "Each choice is weighed by the strongest bot's search on deals of the cards you "
            "could not see. Good: within 0.3 tricks of the best; inaccuracy: up to 0.8; "
            "mistake: more (in Manillen 2 and 5 card points)."))
        self.model.retranslate()
        self._show_details()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        """Closing stops the review: nobody is left to read it."""
        self.runner.cancel()
        super().closeEvent(event)


__all__ = ["ReviewDialog"]
