"""The new-game form: which game, which scoring, who the opponents are.

``NewGameSettings`` is plain data (no Qt) so it can be stored as settings and
checked in one place: ``__post_init__`` refuses anything the engine or the
bots would refuse later, with a message saying what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
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

GAMES = ("hornafjardar", "classic")
SCORINGS = ("columns", "running")
LEVELS = ("easy", "medium", "hard")
MAX_NAME_LENGTH = 20
MAX_SEED_DIGITS = 18  # below 2**63, so any seed fits the engine's seed range
SETTINGS_KEYS = ("game", "scoring", "names", "levels", "seed")


def _check_name(name: object, which: str) -> None:
    if not isinstance(name, str):
        raise ValueError(f"{which} name must be text, not {type(name).__name__}")
    if not name.strip():
        raise ValueError(f"{which} name is empty")
    if name != name.strip():
        raise ValueError(f"{which} name {name!r} has spaces at its ends")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(
            f"{which} name {name!r} is longer than {MAX_NAME_LENGTH} characters"
        )


@dataclass(frozen=True)
class NewGameSettings:
    """What the new-game dialog asks for; seats 1 and 2 are the computer opponents."""

    game: str = "hornafjardar"
    scoring: str = "columns"
    names: tuple[str, str] = ("Ásta", "Hjörtur")
    levels: tuple[str, str] = ("medium", "medium")
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ValueError(f"unknown game {self.game!r} (known: {', '.join(GAMES)})")
        if self.scoring not in SCORINGS:
            raise ValueError(
                f"unknown scoring {self.scoring!r} (known: {', '.join(SCORINGS)})"
            )
        if self.game == "classic" and self.scoring != "running":
            raise ValueError("Classic Manni always uses the running score (scoring 'running')")
        if not isinstance(self.names, tuple) or len(self.names) != 2:
            raise ValueError(f"names must be two names (seats 1 and 2), got {self.names!r}")
        for seat, name in enumerate(self.names, start=1):
            _check_name(name, f"seat {seat}")
        if not isinstance(self.levels, tuple) or len(self.levels) != 2:
            raise ValueError(f"levels must be two levels (seats 1 and 2), got {self.levels!r}")
        for seat, level in enumerate(self.levels, start=1):
            if level not in LEVELS:
                raise ValueError(
                    f"seat {seat} level {level!r} is unknown (known: {', '.join(LEVELS)})"
                )
        if self.seed is not None and (
            not isinstance(self.seed, int) or isinstance(self.seed, bool) or self.seed < 0
        ):
            raise ValueError(f"seed must be a whole number ≥ 0 or null, got {self.seed!r}")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form for the settings file."""
        return {
            "game": self.game,
            "scoring": self.scoring,
            "names": list(self.names),
            "levels": list(self.levels),
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: object) -> NewGameSettings:
        """Read ``to_dict()``'s form back.  Missing keys take the defaults (an
        older settings file still loads); anything else wrong raises
        ``ValueError`` saying what."""
        if not isinstance(data, dict):
            raise ValueError(f"new-game settings must be an object, not {type(data).__name__}")
        unknown = sorted(str(k) for k in data if k not in SETTINGS_KEYS)
        if unknown:
            raise ValueError(f"unknown new-game setting {unknown[0]!r}")
        default = cls()
        values: dict[str, Any] = {}
        for key in ("game", "scoring"):
            value = data.get(key, getattr(default, key))
            if not isinstance(value, str):
                raise ValueError(f"'{key}' must be text, not {type(value).__name__}")
            values[key] = value
        for key in ("names", "levels"):
            value = data.get(key, list(getattr(default, key)))
            if not isinstance(value, (list, tuple)) or len(value) != 2:
                raise ValueError(f"'{key}' must be a list of two entries, got {value!r}")
            values[key] = tuple(value)
        values["seed"] = data.get("seed")
        return cls(**values)


class NewGameDialog(QDialog):
    """Form for a new game; ``settings()`` reads it after ``exec()`` accepted."""

    def __init__(
        self, parent: QWidget | None = None, defaults: NewGameSettings | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        defaults = defaults or NewGameSettings()
        # The running scoring chosen before Classic forced it, restored after.
        self._chosen_scoring = defaults.scoring

        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game")
        for game in GAMES:
            self.game_combo.addItem("", game)
        self.game_description = QLabel()
        self.game_description.setWordWrap(True)
        self.game_description.setObjectName("gameDescription")

        self.scoring_combo = QComboBox()
        self.scoring_combo.setObjectName("scoring")
        for scoring in SCORINGS:
            self.scoring_combo.addItem("", scoring)

        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox] = []
        seat_rows: list[QWidget] = []
        for seat in (1, 2):
            edit = QLineEdit(defaults.names[seat - 1])
            edit.setObjectName(f"name{seat}")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setClearButtonEnabled(True)
            level = QComboBox()
            level.setObjectName(f"level{seat}")
            for name in LEVELS:
                level.addItem("", name)
            level.setCurrentIndex(LEVELS.index(defaults.levels[seat - 1]))
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(edit, 1)
            row_layout.addWidget(level)
            self.name_edits.append(edit)
            self.level_combos.append(level)
            seat_rows.append(row)

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

        self._labels = {key: QLabel() for key in ("game", "scoring", "seat1", "seat2", "seed")}
        self._labels["game"].setBuddy(self.game_combo)
        self._labels["scoring"].setBuddy(self.scoring_combo)
        self._labels["seat1"].setBuddy(self.name_edits[0])
        self._labels["seat2"].setBuddy(self.name_edits[1])
        self._labels["seed"].setBuddy(self.seed_edit)

        form = QFormLayout()
        form.addRow(self._labels["game"], self.game_combo)
        form.addRow("", self.game_description)
        form.addRow(self._labels["scoring"], self.scoring_combo)
        form.addRow(self._labels["seat1"], seat_rows[0])
        form.addRow(self._labels["seat2"], seat_rows[1])
        form.addRow(self._labels["seed"], self.seed_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.game_combo.setCurrentIndex(GAMES.index(defaults.game))
        self.scoring_combo.setCurrentIndex(SCORINGS.index(defaults.scoring))
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.scoring_combo.currentIndexChanged.connect(self._scoring_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(self._update_ok)
        self.retranslate()
        self._game_changed()
        self.setMinimumWidth(440)

    # -- reading ---------------------------------------------------------------

    def settings(self) -> NewGameSettings:
        """The form's values (names trimmed; an empty seed means a random one)."""
        seed_text = self.seed_edit.text().strip()
        names = tuple(edit.text().strip() for edit in self.name_edits)
        levels = tuple(str(combo.currentData()) for combo in self.level_combos)
        return NewGameSettings(
            game=str(self.game_combo.currentData()),
            scoring=str(self.scoring_combo.currentData()),
            names=(names[0], names[1]),
            levels=(levels[0], levels[1]),
            seed=int(seed_text) if seed_text else None,
        )

    # -- behaviour -------------------------------------------------------------

    def _game_changed(self) -> None:
        classic = self.game_combo.currentData() == "classic"
        if classic:
            self.scoring_combo.blockSignals(True)
            self.scoring_combo.setCurrentIndex(SCORINGS.index("running"))
            self.scoring_combo.blockSignals(False)
        else:
            self.scoring_combo.setCurrentIndex(SCORINGS.index(self._chosen_scoring))
        self.scoring_combo.setEnabled(not classic)
        self._describe_game()

    def _scoring_changed(self) -> None:
        if self.scoring_combo.isEnabled():
            self._chosen_scoring = str(self.scoring_combo.currentData())

    def _update_ok(self) -> None:
        ok = all(edit.text().strip() for edit in self.name_edits)
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setEnabled(ok)
        button.setToolTip("" if ok else self.tr("Both opponents need a name."))

    def _describe_game(self) -> None:
        if self.game_combo.currentData() == "classic":
            text = self.tr(
                "48 cards, trump by turns (hearts, spades, diamonds, clubs). One player may "
                "swap their hand for the Manni. Running score. The game ends when one player "
                "alone has the highest score, 10 or more."
            )
        else:
            text = self.tr(
                "The cut card sets trump, no-trump or Nullo. Everyone may exchange cards "
                "with the Manni. The game ends when someone has 10 or more plus points; "
                "the highest net score wins."
            )
        self.game_description.setText(text)
        self.scoring_combo.setToolTip(
            self.tr("Classic Manni always uses the running score.")
            if self.game_combo.currentData() == "classic"
            else ""
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every visible string again, in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self._labels["game"].setText(self.tr("&Game:"))
        self._labels["scoring"].setText(self.tr("&Scoring:"))
        self._labels["seat1"].setText(self.tr("&Left opponent:"))
        self._labels["seat2"].setText(self.tr("&Right opponent:"))
        self._labels["seed"].setText(self.tr("S&eed:"))
        self.game_combo.setItemText(0, self.tr("Hornafjarðar Manni"))
        self.game_combo.setItemText(1, self.tr("Classic Manni"))
        self.scoring_combo.setItemText(0, self.tr("Separate plus and minus columns"))
        self.scoring_combo.setItemText(1, self.tr("Traditional running score"))
        for combo in self.level_combos:
            combo.setItemText(0, self.tr("Easy"))
            combo.setItemText(1, self.tr("Medium"))
            combo.setItemText(2, self.tr("Hard"))
            combo.setAccessibleName(self.tr("Level"))
        for seat, edit in enumerate(self.name_edits, start=1):
            edit.setPlaceholderText(self.tr("Name"))
            edit.setAccessibleName(
                self.tr("Left opponent's name") if seat == 1 else self.tr("Right opponent's name")
            )
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setToolTip(
            self.tr("Leave empty for a random deal; the same seed deals the same cards.")
        )
        self._describe_game()
        self._update_ok()
