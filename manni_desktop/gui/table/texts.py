"""The words on the table, as plain functions of a snapshot.

Whose turn it is, what a seat did before play, each name plate's tally, the
buttons, and the rows of the end-of-hand and game-over panels.  They read a
``Table`` and nothing else, so every panel and status line says what the
snapshot says.  Each text is a literal ``translate("TableScene", …)`` call,
the context where the table's texts have always been translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ...engine.actions import Action, Choose, Exchange, Play, Swap
from ...engine.cards import Card
from ...engine.snapshot import (
    CHOOSE,
    DECLARE,
    DECLARED,
    EXCHANGE,
    EXCHANGED,
    HAND_END,
    OVER,
    PLAY,
    SWAP,
    TOOK_MANNI,
    Note,
    Table,
    TrickView,
)
from ..changes import Change
from ..game_texts import in_deals
from ..labels import card_accessible_name, card_short_text, suit_symbol
from ..models import signed_text
from . import choose_texts, trick_words

# Literal calls, so pyside6-lupdate files each text under "TableScene", where
# these texts have always lived.
translate = QCoreApplication.translate


def word(key: str, game: str = "") -> str:
    """The table's short words: button labels and one-line notes, in
    ``game``'s own word for a deal ("Next deal" in Mizerka and Manillen)."""
    if game and in_deals(game) and key in ("next", "review"):
        return (translate("TableScene", "Next deal") if key == "next"
                else translate("TableScene", "Review this deal"))
    words = {
        "take": translate("TableScene", "Take the Manni"),
        "keep": translate("TableScene", "Keep my hand"),
        "next": translate("TableScene", "Next hand"),
        "new": translate("TableScene", "New game…"),
        "again": translate("TableScene", "Play again"),
        "result": translate("TableScene", "Final result"),
        "review": translate("TableScene", "Review this hand"),
        "buttons": translate("TableScene", "Choose with the buttons on the table."),
        "no_trick": translate("TableScene", "No trick has been played yet."),
        "cannot": translate("TableScene", "%1, cannot be played now"),
        "selected": translate("TableScene", "%1, selected for exchange"),
    }
    return words[key]


class TablePlurals(QObject):
    """The texts with a count.  pyside6-lupdate files a message as a plural
    (one form per grammatical number: 1 lewa, 2 lewy, 5 lew) only from a
    ``self.tr(text, comment, n)`` call inside a class, so they live here."""

    def too_many(self, n: int) -> str:
        return self.tr("You may exchange at most %n card(s).", "", n)

    def exchanged(self, n: int) -> str:
        return self.tr("Exchanged %n card(s)", "", n)

    def choose_up_to(self, n: int) -> str:
        return self.tr("Your turn: choose up to %n card(s) to exchange", "", n)

    def exchange_button(self, n: int) -> str:
        return self.tr("Exchange %n", "", n)

    def tricks(self, n: int) -> str:
        return self.tr("%1: %n trick(s)", "player name: tricks taken in the hand", n)


def plurals() -> TablePlurals:
    """One translator object for the table's counted texts."""
    global _PLURALS
    if _PLURALS is None:
        _PLURALS = TablePlurals()
    return _PLURALS


_PLURALS: TablePlurals | None = None


def too_many_text(allowance: int) -> str:
    return plurals().too_many(allowance)


def number(value: int) -> str:
    return QLocale().toString(value)


def name_list(names: list[str]) -> str:
    """ "A and B", "A, B and C": whole patterns, so each language words
    its own list (commas, its "and", its order)."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return (
            translate("TableScene", "%1 and %2", "two names")
            .replace("%1", names[0])
            .replace("%2", names[1])
        )
    return (
        translate("TableScene", "%1, %2 and %3", "three names")
        .replace("%1", names[0])
        .replace("%2", names[1])
        .replace("%3", ", ".join(names[2:]))
    )


def side_name(table: Table, side: int) -> str:
    """A side by its players: "You and Guðrún"."""
    return name_list([table.seats[s].name for s in table.sides[side]])


def note_text(note: Note | None) -> str:
    """What a seat did before play, under its name."""
    if note is None:
        return ""
    if note.kind == EXCHANGED:
        return plurals().exchanged(note.count)
    if note.kind == TOOK_MANNI:
        return translate("TableScene", "Took the Manni")
    if note.kind == DECLARED:
        if note.trump is None:
            return translate("TableScene", "Declared no-trump")
        return translate("TableScene", "Declared %1").replace("%1", suit_symbol(note.trump))
    return translate("TableScene", "Kept the hand")


QUOTA = "quota"  # ``Standing.scoring`` of the games scored against quotas (Mizerka)


def tally_text(table: Table, seat: int) -> str:
    """A name plate's second line: tricks against par, or tricks and card points."""
    view = table.seats[seat]
    if view.quota is not None:
        return (
            translate("TableScene", "Tricks: %1 (quota %2)", "tricks taken in the deal; quota")
            .replace("%1", number(view.tricks))
            .replace("%2", number(view.quota))
        )
    if table.standing.scoring == QUOTA:
        return translate("TableScene", "Tricks: %1", "tricks taken in the deal").replace(
            "%1", number(view.tricks))
    if table.par is None:
        return (
            translate(
                "TableScene", "Tricks: %1 · points: %2", "tricks and card points taken in the deal"
            )
            .replace("%1", number(view.tricks))
            .replace("%2", number(view.card_points))
        )
    return (
        translate("TableScene", "Tricks: %1 (par %2)", "tricks taken in the hand; par")
        .replace("%1", number(view.tricks))
        .replace("%2", number(table.par))
    )


def race_text(table: Table, seat: int) -> str:
    """A seat's total towards the target on its name plate: "5/10" (the plus
    column, or the running score) or its side's "40/101" (Manillen)."""
    standing = table.standing
    unit = table.seats[seat].side if standing.units == "sides" else seat
    if standing.scoring == QUOTA:  # the running total; the deals are counted in the sheet
        return signed_text(standing.score[unit])
    value = standing.race[unit]
    shown = signed_text(value) if standing.scoring == "running" else number(value)
    return f"{shown}/{number(standing.target)}"


def prompt_text(table: Table) -> str:
    """Whose turn it is and what they decide, in words."""
    prompt = table.prompt
    if prompt.kind == OVER:
        return translate("TableScene", "Game over")
    if prompt.kind == HAND_END:
        if in_deals(table.game):
            return translate("TableScene", "Deal over")
        return translate("TableScene", "Hand over")
    seat = prompt.seat
    if seat is None:
        return ""
    if seat == table.viewer:
        if prompt.kind == PLAY:
            return (
                translate("TableScene", "Your turn: lead a card")
                if prompt.leading
                else translate("TableScene", "Your turn: play a card")
            )
        if prompt.kind == EXCHANGE:
            return plurals().choose_up_to(prompt.allowance)
        if prompt.kind == SWAP:
            return translate("TableScene", "Your turn: take the Manni or keep your hand")
        if prompt.kind == DECLARE:
            return translate("TableScene", "Your turn: choose trump or no-trump")
        if prompt.kind == CHOOSE:
            return choose_texts.your_turn_text()
        return translate("TableScene", "Your turn")
    name = table.seats[seat].name
    if prompt.kind in (EXCHANGE, SWAP):
        return translate("TableScene", "%1 is exchanging…").replace("%1", name)
    if prompt.kind == CHOOSE:
        return choose_texts.choosing_text(name)
    if prompt.kind == DECLARE:
        if table.seats[table.viewer].side == table.seats[seat].side:
            return translate(
                "TableScene", "%1 is choosing trump; your cards stay face down until then"
            ).replace("%1", name)
        return translate("TableScene", "%1 is choosing trump…").replace("%1", name)
    return translate("TableScene", "%1 is playing…").replace("%1", name)


def dealing_text(table: Table) -> str:
    dealer = table.dealer
    if dealer == table.viewer:
        return translate("TableScene", "You deal")
    return translate("TableScene", "%1 deals").replace("%1", table.seats[dealer].name)


def acting_text(table: Table, seat: int, kind: str) -> str:
    """What the animated seat is doing while its move is shown."""
    name = table.seats[seat].name
    if kind == PLAY:
        return translate("TableScene", "%1 plays").replace("%1", name)
    if kind == DECLARE:
        return translate("TableScene", "%1 is choosing trump…").replace("%1", name)
    if kind == CHOOSE:
        return choose_texts.choosing_text(name)
    return translate("TableScene", "%1 is exchanging…").replace("%1", name)


def showing_text(table: Table, dealing: bool, action: Action | None) -> str:
    """The status line while a change is animated: the deal, or a computer's move."""
    if dealing:
        return dealing_text(table)
    if action is None or action.seat == table.viewer:
        return prompt_text(table)
    kind = (
        PLAY if isinstance(action, Play)
        else EXCHANGE if isinstance(action, (Exchange, Swap))
        else CHOOSE if isinstance(action, Choose)
        else DECLARE
    )
    return acting_text(table, action.seat, kind)


def declare_text(trump: int | None) -> str:
    """A declaration's name (a suit, or no trumps)."""
    return declare_choices()[4 if trump is None else trump][0]


def trick_rest_text(table: Table, trick: TrickView, click: bool = False) -> str:
    """Under a finished trick: who led it and who takes it ("You led · Ásta
    takes the trick"), each in the player's own words when it is the player,
    and "click to go on" only when the trick waits for a click (a timed rest
    goes on by itself)."""
    winner = trick.winner if trick.winner is not None else trick.leader
    line = trick_words.finished_text(
        table.seats[trick.leader].name, trick.leader == table.viewer,
        table.seats[winner].name, winner == table.viewer)
    return trick_words.click_on_text(line) if click else line


def forced_play_text(card: Card) -> str:
    """The note when the game plays the player's only legal card."""
    return translate("TableScene", "Played your only legal card, %1").replace(
        "%1", card_short_text(card))


def exchange_button_text(selected: int) -> str:
    return (
        plurals().exchange_button(selected)
        if selected
        else translate("TableScene", "Keep my hand")
    )


def declare_choices() -> list[tuple[str, int | None]]:
    """The dealer's five choices: each suit by its symbol and name, then no-trump."""
    from ..labels import suit_name

    out: list[tuple[str, int | None]] = [(suit_symbol(s) + " " + suit_name(s), s) for s in range(4)]
    out.append((translate("TableScene", "No-trump"), None))
    return out


# -- panels ---------------------------------------------------------------------


def multiplier_text(kind: str) -> str:
    if kind == "notrump":
        return translate("TableScene", "×2 no-trump")
    if kind == "tie":
        return translate("TableScene", "×2 after a tie")
    return translate("TableScene", "×2 all eight tricks")


def trick_summary(table: Table) -> str:
    """Everyone's tricks in the hand on the table: "You: 5 tricks, Ásta: 3 tricks, …"."""
    return ", ".join(
        plurals().tricks(seat.tricks).replace("%1", seat.name)
        for seat in table.seats
    )


def acting_seat(table: Table | None, showing: Change | None) -> int | None:
    """The seat whose move is on screen: the one being animated (the dealer
    while dealing), else the one to act."""
    if showing is not None:
        if showing.dealing:
            return showing.table.dealer
        if showing.action is not None:
            return showing.action.seat
    return table.prompt.seat if table is not None else None


def status_text(table: Table | None, resting: TrickView | None, showing: Change | None,
                click: bool = False) -> str:
    """Whose turn it is, in words: the trick resting on the table (``click``:
    until a click), the move being shown, or the prompt (also the window's
    status bar)."""
    if table is None:
        return ""
    if resting is not None:
        return trick_rest_text(table, resting, click)
    if showing is None:
        return prompt_text(table)
    return showing_text(table, showing.dealing, showing.action)


def focus_text(card: Card, dimmed: bool, selected: bool) -> str:
    """What a screen reader says of the focused card in the hand."""
    text = card_accessible_name(card)
    if dimmed:
        return word("cannot").replace("%1", text)
    if selected:
        return word("selected").replace("%1", text)
    return text
