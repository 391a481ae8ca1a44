"""Who leads and who takes a trick, worded for the player or for another seat.

Seat 0's name is the word "You", so a line like "%1 led · %2 takes the trick"
filled with it reads "You led · You takes the trick", and in Spanish or
Polish the verb disagrees too ("Tú salió", "Ty bierze").  Each phrase here
therefore has its own source text for the player ("You led", "you take the
trick"), as "You deal" and "You win!" already have, and the table's status
line and the record viewer build their lines from the same phrases.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

# Literal calls, so pyside6-lupdate files each phrase under "TrickWords".
translate = QCoreApplication.translate


def you_name() -> str:
    """Seat 0's name in the language shown (the controller's own "You")."""
    return translate("GameController", "You")


def is_you(name: str) -> bool:
    """Whether a seat named ``name`` is the player: the record viewer knows
    its seats only by name, and the player's seat is the one called "You"."""
    return name == you_name()


def leads_text(name: str, you: bool) -> str:
    """The leader of a trick not started yet: "Ásta leads" / "You lead"."""
    if you:
        return translate("TrickWords", "You lead", "you are to lead the next trick")
    return translate("TrickWords", "%1 leads", "a player is to lead the next trick"
                     ).replace("%1", name)


def led_text(name: str, you: bool) -> str:
    """The leader of a trick under way or finished: "Ásta led" / "You led"."""
    if you:
        return translate("TrickWords", "You led", "you led this trick")
    return translate("TrickWords", "%1 led", "a player led this trick").replace("%1", name)


def takes_text(name: str, you: bool) -> str:
    """The winner of a finished trick, after who led it: "Ásta takes the
    trick" / "you take the trick" (lower case: it follows "… led · ")."""
    if you:
        return translate("TrickWords", "you take the trick", "after 'X led · '")
    return translate("TrickWords", "%1 takes the trick", "after 'X led · '").replace("%1", name)


def finished_text(leader: str, leader_you: bool, winner: str, winner_you: bool) -> str:
    """ "Ásta led · you take the trick": a finished trick in one line."""
    return f"{led_text(leader, leader_you)} · {takes_text(winner, winner_you)}"


def click_on_text(line: str) -> str:
    """``line`` with the table's note that a click moves the game on."""
    return translate("TrickWords", "%1 (click to go on)", "a line about the trick on the table"
                     ).replace("%1", line)
