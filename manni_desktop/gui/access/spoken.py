"""The sentences a screen reader speaks as the game goes on: who played which
card, who took the trick, the end of a hand.  Plain functions of a snapshot,
each text a literal ``translate()`` call so lupdate files it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.actions import Action, Choose, Declare, Exchange, Play, Swap
from ...engine.cards import Card
from ...engine.snapshot import Table, TrickView
from ..labels import card_accessible_name
from ..table import choose_texts, texts

translate = QCoreApplication.translate


class SpokenPlurals(QObject):
    """The spoken texts with a count (lupdate files plurals only from
    ``self.tr(text, comment, n)`` inside a class)."""

    def hand(self, n: int) -> str:
        return self.tr("Your hand: %n card(s)", "", n)

    def trick(self, n: int) -> str:
        return self.tr("Trick: %n card(s)", "", n)


_PLURALS: list[SpokenPlurals] = []


def plurals() -> SpokenPlurals:
    if not _PLURALS:
        _PLURALS.append(SpokenPlurals())
    return _PLURALS[0]


def hand_name(count: int) -> str:
    return plurals().hand(count)


def trick_name(count: int) -> str:
    if count == 0:
        return translate("Spoken", "Trick: no card played yet")
    return plurals().trick(count)


def card_in_trick_text(table: Table, seat: int, card: Card) -> str:
    """A card in the middle with who played it: "Ásta: king of clubs"."""
    return translate("Spoken", "%1: %2").replace("%1", table.seats[seat].name).replace(
        "%2", card_accessible_name(card))


def selected_word() -> str:
    return translate("Spoken", "selected for exchange")


def cannot_word() -> str:
    return translate("Spoken", "cannot be played now")


def cut_card_text(card_name: str) -> str:
    return translate("Spoken", "Cut card: %1").replace("%1", card_name)


def plate_text(table: Table, seat: int) -> str:
    """A seat's name plate read out: name, dealer, tricks, what it did, score."""
    view = table.seats[seat]
    parts = [view.name]
    if view.dealer:
        parts.append(translate("TableScene", "Dealer"))
    parts.append(texts.tally_text(table, seat))
    note = texts.note_text(view.note)
    if note:
        parts.append(note)
    parts.append(translate("Spoken", "score %1").replace("%1", texts.race_text(table, seat)))
    return ", ".join(parts)


def selection_text(card: Card, selected: bool) -> str:
    name = card_accessible_name(card)
    if selected:
        return texts.word("selected").replace("%1", name)
    return translate("Spoken", "%1, not selected").replace("%1", name)


def play_text(table: Table, action: Play) -> str:
    """ "Ásta plays the king of clubs", or "You play …" for the viewer."""
    card = card_accessible_name(action.card)
    if action.seat == table.viewer:
        return translate("Spoken", "You play the %1").replace("%1", card)
    return translate("Spoken", "%1 plays the %2").replace(
        "%1", table.seats[action.seat].name).replace("%2", card)


def trick_text(table: Table, trick: TrickView) -> str:
    """Who took the finished ``trick`` and how many tricks they have now."""
    if trick.winner is None:
        return ""
    if trick.winner == table.viewer:
        head = translate("Spoken", "You take the trick")
    else:
        head = translate("Spoken", "%1 takes the trick").replace(
            "%1", table.seats[trick.winner].name)
    seat = table.seats[trick.winner]
    return head + ". " + texts.plurals().tricks(seat.tricks).replace("%1", seat.name)


def move_text(before: Table | None, table: Table, action: Action | None) -> str:
    """The sentence for one applied action (empty when there is nothing to say)."""
    if isinstance(action, Play):
        text = play_text(table, action)
        if before is not None and len(table.tricks) > len(before.tricks) and table.tricks:
            text += ". " + trick_text(table, table.tricks[-1])
        return text
    if isinstance(action, Choose):
        return choose_texts.chosen_text(table, action.seat)
    if not isinstance(action, (Exchange, Swap, Declare)):
        return ""
    seat = table.seats[action.seat]
    text = translate("Spoken", "%1: %2").replace("%1", seat.name).replace(
        "%2", texts.note_text(seat.note))
    if action.seat == table.viewer and before is not None and isinstance(action, Exchange):
        drawn = [c for c in seat.hand if c not in before.seats[action.seat].hand]
        if drawn:
            text += ". " + translate("Spoken", "You drew: %1").replace(
                "%1", texts.name_list([card_accessible_name(c) for c in drawn]))
    return text


def panel_text(title: str, subtitle: str, rows: list[list[str]]) -> str:
    """An end-of-hand or end-of-game panel read as sentences: its title, its
    verdict, then each row under the first (the column names) as
    "You: Tricks 5, Points +1" (a bare list of numbers means nothing by ear)."""
    header, body = (rows[0], rows[1:]) if rows else ([], [])
    lines = [title, subtitle.strip(" —")]
    for row in body:
        pairs = [f"{name} {value}" for name, value in zip(header[1:], row[1:], strict=False)]
        lines.append(f"{row[0]}: " + ", ".join(pairs) if row else "")
    return ". ".join(line for line in lines if line)


def press_enter_text(button: str) -> str:
    """What Enter does on a panel whose first button has the focus."""
    return translate("Spoken", "Enter: %1").replace("%1", button)
