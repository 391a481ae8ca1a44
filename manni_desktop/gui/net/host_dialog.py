"""Host a table…: the new-game form, with "Friend" among each seat's choices
and the table's name.

It is the new-game dialog itself (the same game, scoring and seat rows, so
nothing is drawn twice): each seat's level box gains a "Friend" entry, a
seat left to a friend waits for someone to join with the code, and the
table gets a name the joining players see in their list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel, QLineEdit, QWidget

from ...net.referee import REMOTE
from ...storage.settings import DEFAULT_LEVEL, engine_options
from ..dialogs.field_names import name_field
from ..dialogs.new_game import NewGameDialog, NewGameSettings
from .names import clean_name, name_edit

FRIEND = "friend"
NAME_CHARS = 40
STAND_IN_AFTER = (30.0, 60.0, 120.0, 300.0)  # seconds offered
DEFAULT_STAND_IN_AFTER = 60.0  # a card game's long think: not 15 s (serve's default)


@dataclass(frozen=True)
class HostChoice:
    """What the host chose: the game, its options, who sits where."""

    game: str
    options: dict[str, Any]
    kinds: list[str]  # per seat: ``remote`` (the host at 0, friends) or a level
    table_name: str
    seed: int | None = None  # the form's seed: the same deals, as in a local game
    # Per seat, the name the form gives it: the host's own at seat 0, a
    # computer player's, "" for a friend's (the friend's own name comes with it).
    names: tuple[str, ...] = ()
    # Every seat's name in the form, friends' seats too (seat 0 ""): a free
    # friend's seat given to a computer player in the lobby takes its name.
    form_names: tuple[str, ...] = ()
    # How long a dropped friend's seat, or a turn left unanswered, waits
    # before a computer player plays it (``serve --stand-in-after``).
    stand_in_after: float = DEFAULT_STAND_IN_AFTER
    allow_hints: bool = False  # the players may ask the host for a hint

    @property
    def player(self) -> str:
        """The host's own name, as typed in the form."""
        return self.names[0] if self.names else ""


class HostDialog(NewGameDialog):
    """The new-game form for a table on the local network."""

    def __init__(self, player: str, parent: QWidget | None = None,
                 defaults: NewGameSettings | None = None) -> None:
        super().__init__(parent, defaults)
        self.setObjectName("HostDialog")
        self._player = player
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("tableName")
        self.name_edit.setMaxLength(NAME_CHARS)
        self._name_label = QLabel()
        self._name_label.setBuddy(self.name_edit)
        self._form.insertRow(0, self._name_label, self.name_edit)
        self.player_edit = name_edit(player)  # asked here: friends see it at the table
        self.player_edit.textChanged.connect(self._update_ok)
        self.player_edit.textChanged.connect(
            lambda: self.name_edit.setPlaceholderText(self._default_name()))
        self._player_label = QLabel()
        self._player_label.setBuddy(self.player_edit)
        self._form.insertRow(1, self._player_label, self.player_edit)
        self.stand_in_combo = QComboBox()
        self.stand_in_combo.setObjectName("standInAfter")
        for seconds in STAND_IN_AFTER:
            self.stand_in_combo.addItem("", seconds)
        self.stand_in_combo.setCurrentIndex(STAND_IN_AFTER.index(DEFAULT_STAND_IN_AFTER))
        self._stand_in_label = QLabel()
        self._stand_in_label.setBuddy(self.stand_in_combo)
        self._form.addRow(self._stand_in_label, self.stand_in_combo)
        self.hints_check = QCheckBox()
        self.hints_check.setObjectName("allowHints")
        self._form.addRow(self.hints_check)
        self.level_combos[0].setCurrentIndex(self.level_combos[0].findData(FRIEND))  # one friend
        self.retranslate()

    def form(self) -> dict[str, Any]:
        """The form's choices, kept for the next Host a table… (``restore``)."""
        return {"game": self._game, "scoring": self.scoring_combo.currentData(),
                "levels": [combo.currentData() for combo in self.level_combos],
                "names": [edit.text().strip() for edit in self.name_edits],
                "stand_in_after": self.stand_in_combo.currentData(),
                "allow_hints": self.hints_check.isChecked()}

    def restore(self, form: dict[str, Any]) -> None:
        """The last host form's choices again; anything that does not fit
        this version's form (an unknown game or level) is left as offered."""
        game = self.game_combo.findData(form.get("game"))
        if game >= 0:
            self.game_combo.setCurrentIndex(game)
        if form.get("game") != self._game:
            return  # the seats below belong to another game
        for combo, value in ((self.scoring_combo, form.get("scoring")),
                             (self.stand_in_combo, form.get("stand_in_after"))):
            index = combo.findData(value)
            if index >= 0:
                combo.setCurrentIndex(index)
        levels, names = form.get("levels"), form.get("names")
        if isinstance(levels, list):
            for combo, level in zip(self.level_combos, levels, strict=False):
                index = combo.findData(level) if isinstance(level, str) else -1
                if index >= 0:
                    combo.setCurrentIndex(index)
        if isinstance(names, list):
            for edit, name in zip(self.name_edits, names, strict=False):
                if isinstance(name, str):
                    edit.setText(name[:NAME_CHARS])
        self.hints_check.setChecked(form.get("allow_hints") is True)

    def _fill_levels(self, combo: QComboBox, game: str) -> None:
        """The game's levels, then "Friend" (a seat for a friend who joins)."""
        super()._fill_levels(combo, game)
        combo.addItem(self.tr("Friend"), FRIEND)

    def _game_changed(self) -> None:
        for combo in self._level_combos:  # the form keeps levels, not friends
            if combo.currentData() == FRIEND:
                combo.setCurrentIndex(combo.findData(DEFAULT_LEVEL))
        super()._game_changed()
        self.level_combos[0].setCurrentIndex(self.level_combos[0].findData(FRIEND))

    def choice(self) -> HostChoice:
        """The form's values (after ``exec()`` accepted)."""
        chosen = self.settings()
        kinds = [REMOTE] + [REMOTE if combo.currentData() == FRIEND else str(combo.currentData())
                            for combo in self.level_combos]
        name = self.name_edit.text().strip() or self._default_name()
        names = (self.player_name(),) + tuple(
            "" if kind == REMOTE else typed
            for kind, typed in zip(kinds[1:], chosen.names, strict=True))
        return HostChoice(chosen.game, engine_options(chosen.game, chosen.scoring), kinds,
                          name[:NAME_CHARS], chosen.seed, names, ("", *chosen.names),
                          float(self.stand_in_combo.currentData()),
                          self.hints_check.isChecked())

    def player_name(self) -> str:
        """The host's own name as typed (the one offered, if cleared)."""
        return clean_name(self.player_edit.text()) or self._player

    def _update_ok(self) -> None:
        super()._update_ok()
        if hasattr(self, "player_edit") and not clean_name(self.player_edit.text()):
            button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
            button.setEnabled(False)
            button.setToolTip(self.tr("Type your name: your friends see it at the table."))

    def settings(self) -> NewGameSettings:
        """The new-game values, a friend's seat read as the default level."""
        levels = [str(combo.currentData()) for combo in self.level_combos]
        seed_text = self.seed_edit.text().strip()
        return NewGameSettings(self._game, str(self.scoring_combo.currentData()),
                               tuple(e.text().strip() for e in self.name_edits),
                               tuple(DEFAULT_LEVEL if lv == FRIEND else lv for lv in levels),
                               int(seed_text) if seed_text else None)

    def _duration(self, seconds: int) -> str:
        if seconds < 60:
            return self.tr("%n second(s)", "", seconds)
        return self.tr("%n minute(s)", "", seconds // 60)

    def _default_name(self) -> str:
        return self.tr("%1's table").replace("%1", self.player_name())

    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "name_edit"):
            return  # the new-game form's own first retranslate, before the additions
        self.setWindowTitle(self.tr("Host a table"))
        self._name_label.setText(self.tr("&Table name:"))
        self._player_label.setText(self.tr("&Your name:"))
        self._stand_in_label.setText(self.tr("A computer &plays for a friend after:"))
        self.stand_in_combo.setToolTip(self.tr(
            "When a friend's connection drops, or a friend leaves a turn unanswered this"
            " long, a computer player plays for them until they are back. Your own seat"
            " always waits for you."))
        for index, seconds in enumerate(STAND_IN_AFTER):
            self.stand_in_combo.setItemText(index, self._duration(int(seconds)))
        self.hints_check.setText(self.tr("Allow &hints"))
        self.hints_check.setToolTip(self.tr(
            "Everyone at the table, you too, may ask for a hint (H) on their turn."))
        name_field(self.player_edit, self.tr("Your name"))
        self.name_edit.setPlaceholderText(self._default_name())
        name_field(self.name_edit, self.tr("Table name"))
        for combo in self._level_combos:
            friend = combo.findData(FRIEND)
            if friend >= 0:
                combo.setItemText(friend, self.tr("Friend"))
