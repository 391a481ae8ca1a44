"""The new-game form: which game, which scoring, who the opponents are.

The form's values are ``NewGameSettings`` (``new_game_settings``: plain
data, no Qt, checked in one place); this module is the dialog that shows
and edits them.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QRect, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from manni_desktop.storage.settings import (
    DEFAULT_LEVEL,
    MAX_NAME_LENGTH,
    NO_SCORING,
    computer_seats,
    offered_levels,
    scorings_for,
)

from ...games.registry import listed, listed_for, listed_games
from ...native_status import weaker
from ..game_texts import game_description, game_title, scoring_title
from ..labels import name_levels
from .field_names import name_field
from .new_game_settings import (
    GAMES,
    MAX_SEED_DIGITS,
    NewGameSettings,
    Opponents,
    seat_roles,
)


def _scorings(key: str) -> tuple[str, ...]:
    """The scorings offered under listed game ``key``, its default first
    (``(NO_SCORING,)`` for a game without that option: Manillen)."""
    listing = listed(key)
    return listing.scorings or scorings_for(listing.game)


__all__ = [
    "DEFAULT_LEVEL", "GAMES", "MAX_NAME_LENGTH", "NO_SCORING", "NewGameDialog",
    "NewGameSettings", "seat_roles",
]


class NewGameDialog(QDialog):
    """Form for a new game; ``settings()`` reads it after ``exec()`` accepted.

    One name and level row per computer seat of the chosen game.  Each game
    keeps its own players while the dialog is open (switching games and back
    shows what was typed); ``opponents`` gives every game's stored ones
    (``gui.persistence.opponents_by_game``), ``defaults`` the game chosen first.
    Choosing a game resets the scoring to that game's default.  The game list
    is the player's games (``listed_games``: Hornafjarðar Manni with six
    contracts beside Mizerka, though one entry plays both); each shows the
    scorings offered under it."""

    def __init__(
        self,
        parent: QWidget | None = None,
        defaults: NewGameSettings | None = None,
        opponents: Mapping[str, Opponents] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        defaults = defaults or NewGameSettings()
        self._players: dict[str, tuple[list[str], list[str]]] = {}
        for game in GAMES:
            names, levels = (opponents or {}).get(game, ((), ()))
            try:
                chosen = NewGameSettings(game, "", tuple(names), tuple(levels))
            except ValueError:
                chosen = NewGameSettings(game)
            self._players[game] = (list(chosen.names), list(chosen.levels))
        self._players[defaults.game] = (list(defaults.names), list(defaults.levels))
        self._game = defaults.game
        self._listed = listed_for(defaults.game, defaults.scoring).key
        self._keys = tuple(g.key for g in listed_games())

        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game")
        for key in self._keys:
            self.game_combo.addItem("", key)
        self.game_description = QLabel()
        self.game_description.setWordWrap(True)
        self.game_description.setObjectName("gameDescription")

        self.scoring_combo = QComboBox()
        self.scoring_combo.setObjectName("scoring")
        # A game scored one way only says so in a wrapping line, not in a
        # greyed box that cut "…with six contracts: four tricks…" short.
        self.scoring_fixed = QLabel()
        self.scoring_fixed.setObjectName("scoringFixed")
        self.scoring_fixed.setWordWrap(True)
        scoring_field = QWidget()
        scoring_row = QHBoxLayout(scoring_field)
        scoring_row.setContentsMargins(0, 0, 0, 0)
        scoring_row.addWidget(self.scoring_combo, 1)
        scoring_row.addWidget(self.scoring_fixed, 1)
        # The same height with the box or the line: the form does not jump.
        scoring_field.setMinimumHeight(self.scoring_combo.sizeHint().height())

        rows = max(computer_seats(game) for game in GAMES)
        self._name_edits: list[QLineEdit] = []
        self._level_combos: list[QComboBox] = []
        self._seat_rows: list[QWidget] = []
        self._seat_labels: list[QLabel] = []
        self._level_labels: list[QLabel] = []
        for seat in range(1, rows + 1):
            edit = QLineEdit()
            edit.setObjectName(f"name{seat}")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setClearButtonEnabled(True)
            level = QComboBox()
            level.setObjectName(f"level{seat}")
            row = QWidget()
            # The level box's own label, beside it in the row: Qt's label
            # relation (what Orca reads for a combo box, whose name on
            # Linux is its value) comes only from a sibling QLabel.
            level_label = QLabel(row)
            level_label.setBuddy(level)
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(edit, 1)
            row_layout.addWidget(level_label)
            row_layout.addWidget(level)
            label = QLabel()
            label.setBuddy(edit)
            self._name_edits.append(edit)
            self._level_combos.append(level)
            self._seat_rows.append(row)
            self._seat_labels.append(label)
            self._level_labels.append(level_label)

        self.seed_edit = QLineEdit("" if defaults.seed is None else str(defaults.seed))
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(rf"\d{{0,{MAX_SEED_DIGITS}}}"), self)
        )

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self._labels = {key: QLabel() for key in ("game", "scoring", "seed")}
        self._labels["game"].setBuddy(self.game_combo)
        self._labels["scoring"].setBuddy(self.scoring_combo)
        self._labels["seed"].setBuddy(self.seed_edit)

        self._form = QFormLayout()
        self._form.addRow(self._labels["game"], self.game_combo)
        self._form.addRow("", self.game_description)
        self._form.addRow(self._labels["scoring"], scoring_field)
        for label, row in zip(self._seat_labels, self._seat_rows, strict=True):
            self._form.addRow(label, row)
        self._form.addRow(self._labels["seed"], self.seed_edit)
        # Said once, under the rows, when hard or expert would play without
        # the endgame solver (native_status): the levels are marked too.
        self.solver_notice = QLabel()
        self.solver_notice.setObjectName("solverNotice")
        self.solver_notice.setWordWrap(True)
        self._form.addRow("", self.solver_notice)
        layout = self._box = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.game_combo.setCurrentIndex(self._keys.index(self._listed))
        self._show_game(self._listed, defaults.scoring)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        for edit in self._name_edits:
            edit.textChanged.connect(self._update_ok)
        for combo in self._level_combos:
            combo.currentIndexChanged.connect(self._show_level_tips)
        self.retranslate()
        self.setMinimumWidth(440)
        self._tallest = 0  # the tallest the form is for any game (``showEvent``)

    # -- reading ---------------------------------------------------------------

    @property
    def name_edits(self) -> list[QLineEdit]:
        """The name fields of the chosen game's computer seats, seat 1 first."""
        return self._name_edits[: computer_seats(self._game)]

    @property
    def level_combos(self) -> list[QComboBox]:
        """The level boxes of the chosen game's computer seats, seat 1 first."""
        return self._level_combos[: computer_seats(self._game)]

    def seat_labels(self) -> list[str]:
        """The shown computer seats' row labels (tests, accessibility checks)."""
        return [label.text() for label in self._seat_labels[: computer_seats(self._game)]]

    def settings(self) -> NewGameSettings:
        """The form's values (names trimmed; an empty seed means a random one)."""
        seed_text = self.seed_edit.text().strip()
        return NewGameSettings(
            game=self._game,
            scoring=str(self.scoring_combo.currentData()),
            names=tuple(edit.text().strip() for edit in self.name_edits),
            levels=tuple(str(combo.currentData()) for combo in self.level_combos),
            seed=int(seed_text) if seed_text else None,
        )

    # -- behaviour -------------------------------------------------------------

    def listed_game(self) -> str:
        """The key of the game chosen in the list (``listed_games``)."""
        return self._listed

    def _game_changed(self) -> None:
        key = str(self.game_combo.currentData())
        if key == self._listed:
            return
        self._players[self._game] = (
            [edit.text() for edit in self.name_edits],
            [str(combo.currentData()) for combo in self.level_combos],
        )
        self._show_game(key, _scorings(key)[0])
        self.retranslate()

    def _show_game(self, key: str, scoring: str) -> None:
        """Fill the form for listed game ``key``: its scorings (``scoring``
        chosen), its computer seats' rows with the names and levels its
        entry keeps."""
        game = listed(key).game
        self._listed = key
        self._game = game
        allowed = _scorings(key)
        self.scoring_combo.clear()
        for value in allowed:
            self.scoring_combo.addItem("", value)
        self.scoring_combo.setCurrentIndex(allowed.index(scoring))
        self.scoring_combo.setEnabled(len(allowed) > 1)
        self.scoring_combo.setVisible(len(allowed) > 1)
        self.scoring_fixed.setVisible(len(allowed) == 1)
        names, levels = self._players[game]
        count = computer_seats(game)
        offered = offered_levels(game)
        for index, (edit, combo) in enumerate(
            zip(self._name_edits, self._level_combos, strict=True)
        ):
            shown = index < count
            self._form.setRowVisible(self._seat_rows[index], shown)
            if shown:
                edit.setText(names[index])
                self._fill_levels(combo, game)  # named by ``retranslate``, which follows
                level = levels[index] if levels[index] in offered else DEFAULT_LEVEL
                combo.setCurrentIndex(combo.findData(level))

    def _fill_levels(self, combo: QComboBox, game: str) -> None:
        """``combo``'s items: the levels offered for ``game`` (expert only
        where it measured stronger than hard, ``GameEntry.window_levels``)."""
        combo.clear()
        for level in offered_levels(game):
            combo.addItem("", level)

    def _mark_weaker_levels(self) -> None:
        """The levels that play weaker here (the library is missing and they
        solve in this game, ``native_status.weaker``) marked "Hard *", the
        full words in the item's tooltip and the notice under the rows: a
        long mark widened the level boxes and cut the names and the level."""
        marked = False
        for combo in self._level_combos:
            for index in range(combo.count()):
                if weaker(self._game, str(combo.itemData(index))):
                    name = combo.itemText(index)
                    combo.setItemText(index, self.tr("%1 *", "a level marked weaker")
                                      .replace("%1", name))
                    combo.setItemData(
                        index, self.tr("%1 (without the endgame solver: weaker)")
                        .replace("%1", name), Qt.ItemDataRole.ToolTipRole)
                    marked = True
                else:
                    combo.setItemData(index, None, Qt.ItemDataRole.ToolTipRole)
        self.solver_notice.setText(self.tr(
            "* Weaker here: this installation has no endgame solver (its C library "
            "was not built). Install Manni Desktop with its installer or from a wheel, "
            "or install a C compiler and reinstall it, to get it.") if marked else "")
        self._form.setRowVisible(self.solver_notice, marked)
        self._show_level_tips()

    def _show_level_tips(self) -> None:
        """Each level box's tooltip: its chosen level's full words, if marked."""
        for combo in self._level_combos:
            tip = combo.currentData(Qt.ItemDataRole.ToolTipRole)
            combo.setToolTip(tip if isinstance(tip, str) else "")

    def _update_ok(self) -> None:
        ok = all(edit.text().strip() for edit in self.name_edits)
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setEnabled(ok)
        missing = (
            self.tr("Both opponents need a name.") if len(self.name_edits) == 2
            else self.tr("Every computer player needs a name.")
        )
        button.setToolTip("" if ok else missing)

    def game_title(self, game: str) -> str:
        return game_title(game)

    def scoring_name(self, scoring: str) -> str:
        if scoring == NO_SCORING:
            return self.tr("Points per partnership")
        return scoring_title(scoring) or scoring

    def _describe_game(self) -> None:
        self.game_description.setText(game_description(self._listed))
        self.scoring_fixed.setText(self.scoring_combo.currentText())
        self._fit_description()
        self.scoring_combo.setToolTip(
            "" if self.scoring_combo.isEnabled()
            else self.tr("%1 is always scored this way.").replace(
                "%1", self.game_title(self._listed))
        )
        self.scoring_fixed.setToolTip(self.scoring_combo.toolTip())
        name_field(self.scoring_fixed, self._labels["scoring"].text())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """At least as tall as the game with the most rows (Manillen's four
        seats) needs, so the dialog does not grow and move as the game changes."""
        super().showEvent(event)
        if self._tallest:
            return
        self._box.activate()  # the fields' real width for the wrapped lines
        self._fit_description()
        chosen, scoring = self._listed, str(self.scoring_combo.currentData())
        typed = [(edit.text(), combo.currentData())  # what the form holds now stays
                 for edit, combo in zip(self._name_edits, self._level_combos, strict=True)]
        for key in self._keys:
            self._show_game(key, _scorings(key)[0])
            self._tallest = max(self._tallest, self.sizeHint().height())
        self._show_game(chosen, scoring)
        for (text, level), edit, combo in zip(typed, self._name_edits, self._level_combos,
                                              strict=True):
            edit.setText(text)
            if combo.findData(level) >= 0:
                combo.setCurrentIndex(combo.findData(level))
        self.retranslate()
        self.setMinimumHeight(self._tallest)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Keep the game's description whole: a word-wrapped label's height is
        estimated for the dialog's first width, and longer labels (Polish)
        make the dialog wider, so the text was cut at top and bottom."""
        super().resizeEvent(event)
        self._fit_description()

    def _fit_description(self) -> None:
        """The description's and the fixed scoring's height for their width:
        the tallest any game needs (Mizerka's description is five lines), so
        the dialog keeps its size as the game changes; grown to hold them."""
        changed = False
        for label, texts in (
            (self.game_description, [game_description(key) for key in self._keys]),
            (self.scoring_fixed, [self.scoring_name(_scorings(key)[0]) for key in self._keys
                                  if len(_scorings(key)) == 1]),
        ):
            width = self.game_description.width()  # the fields' column (the other may hide)
            needed = max([label.heightForWidth(width)] + [
                label.fontMetrics().boundingRect(
                    QRect(0, 0, width, 100000), Qt.TextFlag.TextWordWrap, text).height()
                for text in texts])
            if needed > 0 and needed != label.minimumHeight():
                label.setMinimumHeight(needed)
                changed = True
        if changed:
            wanted = self.sizeHint().height()
            if self.isVisible() and wanted > self.height():
                self.resize(self.width(), wanted)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _seat_texts(self, role: str) -> tuple[str, str, str]:
        """A computer seat's row label, name field and level box names."""
        if role == "left":
            return (self.tr("&Left opponent:"), self.tr("Left opponent's name"),
                    self.tr("Left opponent's level"))
        if role == "partner":
            return (self.tr("&Partner (across):"), self.tr("Partner's name"),
                    self.tr("Partner's level"))
        return (self.tr("&Right opponent:"), self.tr("Right opponent's name"),
                self.tr("Right opponent's level"))

    def retranslate(self) -> None:
        """Every visible string again, in the current language, and every
        field's accessible name with it (a live language switch renames them)."""
        self.setWindowTitle(self.tr("New game"))
        self._labels["game"].setText(self.tr("&Game:"))
        self._labels["scoring"].setText(self.tr("&Scoring:"))
        self._labels["seed"].setText(self.tr("S&eed:"))
        name_field(self.game_combo, self._labels["game"].text())
        name_field(self.scoring_combo, self._labels["scoring"].text())
        name_field(self.seed_edit, self._labels["seed"].text())
        for index, key in enumerate(self._keys):
            self.game_combo.setItemText(index, self.game_title(key))
        for index in range(self.scoring_combo.count()):
            self.scoring_combo.setItemText(
                index, self.scoring_name(str(self.scoring_combo.itemData(index))))
        for combo in self._level_combos:
            name_levels(combo)
        self._mark_weaker_levels()
        for label, edit, level_label, combo, role in zip(
            self._seat_labels, self._name_edits, self._level_labels, self._level_combos,
            seat_roles(self._game), strict=False,
        ):
            caption, name, level = self._seat_texts(role)
            label.setText(caption)
            edit.setPlaceholderText(self.tr("Name"))
            name_field(edit, name)
            level_label.setText(self.tr("Level:", "beside an opponent's level box"))
            # The relation hands screen readers the label's name: the whole
            # "Left opponent's level", not the bare word shown.
            name_field(level_label, level)
            name_field(combo, level)
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setToolTip(
            self.tr("Leave empty for a random deal; the same seed deals the same cards.")
        )
        self._describe_game()
        self._update_ok()
