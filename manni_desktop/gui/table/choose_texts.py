"""Words for a ``choose`` prompt (the six-contract games): the contract
buttons, the status line, the hint and what the screen reader hears.

They read the snapshot's ``Prompt.choices`` (every contract with whether it
is still open and the chooser's quota under it) and the game's own contract
words (``GameEntry.contract_words`` through gui/labels.py), so no game is
named here and a contract reads the same on its button, its badge and in
the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.snapshot import ChoiceOption, Table
from ...games import entries
from ..labels import contract_description, contract_label

# Each call names its context, "ChooseContract", itself: lupdate collects a
# string only from a translate() call whose context is a literal.
translate = QCoreApplication.translate


class ChoosePlurals(QObject):
    """The texts with a count.  pyside6-lupdate files a message as a plural
    (1 lewa, 4 lewy, 5 lew) only from a ``self.tr(text, comment, n)`` call
    inside a class, so they live here."""

    def quota(self, n: int) -> str:
        return self.tr("Your quota under it: %n trick(s).", "", n)


_PLURALS: ChoosePlurals | None = None


def _plurals() -> ChoosePlurals:
    global _PLURALS
    if _PLURALS is None:
        _PLURALS = ChoosePlurals()
    return _PLURALS


@dataclass(frozen=True, slots=True)
class ChoiceButton:
    """One contract button: the ``code`` it chooses, its text (name and quota),
    its tooltip (what the contract means), and whether it may be pressed."""

    code: str
    text: str
    tip: str
    enabled: bool


def quota_text(quota: int) -> str:
    return translate("ChooseContract", "Quota %1").replace("%1", str(quota))


def choice_buttons(table: Table) -> list[ChoiceButton]:
    """The buttons of a ``choose`` prompt, one per contract in the game's
    order; the ones the chooser has used are there but disabled."""
    return [_button(table, option) for option in table.prompt.choices]


def _button(table: Table, option: ChoiceOption) -> ChoiceButton:
    name = contract_label(option.contract, table.game)
    if option.open:
        state = _plurals().quota(option.quota)
    else:
        state = translate("ChooseContract", "You have already chosen it in this game.")
    tip = contract_description(option.contract, table.game) + "\n" + state
    return ChoiceButton(option.code, name + "\n" + quota_text(option.quota), tip, option.open)


@dataclass(frozen=True, slots=True)
class _Contract:
    kind: str
    trump: int | None


def choice_label(table: Table | None, code: str) -> str:
    """The contract a ``choose`` code names, in words ("Trump ♥"): from the
    table's prompt, else from the games' lists of contracts to choose (a
    review has no table); the code itself if no game knows it."""
    if table is not None:
        for option in table.prompt.choices:
            if option.code == code:
                return contract_label(option.contract, table.game)
    for game in entries():
        for known, kind, trump in game.contract_grid:
            if known == code:
                return contract_label(_Contract(kind, trump), game.id)
    return code


def your_turn_text() -> str:
    return translate("ChooseContract", "Your turn: choose the contract")


def choosing_text(name: str) -> str:
    return translate("ChooseContract", "%1 is choosing the contract…").replace("%1", name)


def wait_text(name: str) -> str:
    return translate("ChooseContract", "Wait for your turn: %1 is choosing the contract."
                     ).replace("%1", name)


def used_text(table: Table | None, code: str) -> str:
    return translate("ChooseContract",
                     "You have already chosen %1 in this game: choose another.").replace(
        "%1", choice_label(table, code))


def hint_text(table: Table | None, code: str) -> str:
    return translate("ChooseContract", "Hint: choose %1").replace("%1", choice_label(table, code))


def chosen_text(table: Table, seat: int) -> str:
    """What the screen reader hears once ``seat`` has chosen: "Ásta chooses
    Trump ♥", with what it means."""
    contract = table.contract
    label = contract_label(contract, table.game)
    if seat == table.viewer:  # the player's seat is called "You": its own verb
        chooses = translate("ChooseContract", "You choose %1").replace("%1", label)
    else:
        chooses = translate("ChooseContract", "%1 chooses %2").replace(
            "%1", table.seats[seat].name).replace("%2", label)
    return (chooses
            + ". " + contract_description(contract, table.game))
