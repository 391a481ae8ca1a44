"""The record viewer's words, in the player's language.

One QObject, so every string goes through ``self.tr()`` under one context
("ViewerTexts") that lupdate finds; the viewer asks again on every language
switch, so nothing here is cached.  Words the table already has (a seat's
note, the contract badge, a card's short name) are reused from there, so
the viewer and the table never word the same thing two ways.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from ...engine.cards import Card
from ...engine.record_steps import CARD, DEALT, READY, Position
from ...engine.snapshot import TrickView
from ...games import entry, ids
from ..game_texts import first_decision, has_talon, in_deals
from ..labels import card_short_text, contract_label
from ..table import trick_words
from ..table.places import sort_hand
from ..table.texts import name_list, number


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as the player reads them: "3♠ 7♦ 10♣"."""
    return " ".join(card_short_text(c) for c in cards)


class ViewerTexts(QObject):
    """Every sentence the viewer shows, worded for one ``Position``."""

    def position_text(self, position: Position, hands: int) -> str:
        """ "Hand 2 of 9 · Trick 5 of 12" (the deal, the exchange, a card)."""
        table = position.table
        # pt calls a Manillen deal (the game of sides) a "distribuição": its own message
        hand = (self.tr("Deal %1 of %2", "Manillen: position in the record")
                if table.standing.units == "sides"
                else self.tr("Deal %1 of %2", "position in the record") if in_deals(table.game)
                else self.tr("Hand %1 of %2", "position in the record"))
        hand = hand.replace("%1", number(position.hand + 1)).replace("%2", number(hands))
        if position.stage == DEALT:
            stage = self.tr("the deal", "position in the record: the cards just dealt")
        elif position.stage == READY:
            stage = self.ready_text(table.game)
        else:
            trick = position.trick + (1 if position.stage == CARD else 0)
            stage = (self.tr("Trick %1 of %2", "position in the record")
                     .replace("%1", number(trick))
                     .replace("%2", number(table.tricks_per_hand)))
            if position.stage == CARD:
                stage = (self.tr("%1, card %2", "position in the record: a trick, a card of it")
                         .replace("%1", stage).replace("%2", number(position.played)))
        return (self.tr("%1 · %2", "position in the record: the hand · the trick")
                .replace("%1", hand).replace("%2", stage))

    def ready_text(self, game: str) -> str:
        """The stop before the first trick, named by what just happened."""
        first = first_decision(game)
        if first == "swap":
            return self.tr("after the swap", "position in the record")
        if first == "declare":
            return self.tr("after the declaration", "position in the record")
        return self.tr("after the exchange", "position in the record")

    def info_lines(self, position: Position) -> list[str]:
        """Beside the table: the contract, the dealer, the cut card, the Manni."""
        table = position.table
        lines = [contract_label(table.contract, table.game),
                 self.tr("Dealer: %1").replace("%1", table.seats[table.dealer].name)]
        if table.contract.cut is not None:
            lines.append(self.tr("Cut card: %1").replace(
                "%1", card_short_text(table.contract.cut)))
        if table.contract.doubled:
            lines.append(self.tr("Doubled: the deal before was a 30–30 tie"))
        if has_talon(table.game):
            lines.append(self.stack_text(table.game, position.manni))
        return lines

    def stack_text(self, game: str, cards: Sequence[Card]) -> str:
        """The stack the exchange draws from, by the name the table's badge
        gives it: Mizerka's talon is no "Manni" (a talon badge of its own)."""
        talon = game in ids() and entry(game).talon_label is not None
        if not cards:
            return self.tr("Talon: none left") if talon else self.tr("Manni: none left")
        # the top of the stack (drawn first) is the end of the list
        listed = cards_text(tuple(reversed(cards)))
        return (self.tr("Talon, top first: %1") if talon
                else self.tr("Manni, top first: %1")).replace("%1", listed)

    def put_away_text(self, position: Position, seat: int) -> str:
        """What ``seat`` put away this hand ("" if nothing): its exchange, or
        its whole hand when it took the Manni."""
        discards = position.table.seats[seat].discards
        if not discards:
            return ""
        return (self.tr("Put away: %1", "cards a seat discarded in the exchange")
                .replace("%1", cards_text(sort_hand(discards, position.table.contract))))

    def trick_text(self, position: Position, trick: TrickView | None) -> str:
        """Under the middle: who led the trick and, once complete, who took it.
        The viewer knows the player's seat by its name ("You"), and words it
        in the second person ("You led · Ásta takes the trick")."""
        table = position.table
        if trick is None:
            if position.stage == DEALT:
                return self.tr("The cards as dealt")
            if table.prompt.seat is not None and table.prompt.kind == "play":
                name = table.seats[table.prompt.seat].name
                return trick_words.leads_text(name, trick_words.is_you(name))
            return ""
        leader = table.seats[trick.leader].name
        if trick.winner is None:
            return trick_words.led_text(leader, trick_words.is_you(leader))
        winner = table.seats[trick.winner].name
        return trick_words.finished_text(leader, trick_words.is_you(leader),
                                         winner, trick_words.is_you(winner))

    def end_text(self, position: Position, last: bool) -> str:
        """The last stop: the game's result, or where an unfinished record stops."""
        if not last:
            return ""
        standing = position.table.standing
        if not standing.over:
            return self.tr("The record stops here: the game is unfinished.")
        names = [position.table.seats[s].name for s in standing.winners]
        return self.tr("Game over. Won by %1").replace("%1", name_list(names))
