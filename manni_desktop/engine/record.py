"""Reading ``manni-record/1`` (docs/PROTOCOL.md): every clause checked, and a problem
reported with the hand and action it is in (both numbered from 1)."""

from __future__ import annotations

from typing import Any

from .actions import action_from_json
from .cards import card_text, parse_card
from .errors import RecordError, RuleError
from .game import FORMAT, Game, get_rules
from .rules import Rules
from .untrusted import brief, is_text, is_whole

MAX_RECORD_BYTES = 8 * 1024 * 1024
"""The largest record (or save holding one) ``replay`` reads: 8 MiB.

A record grows with its hands, about 1.3 KB each (3.2 KB pretty-printed): the
longest of 2,000 random games under running scoring had 115 hands, 154 KB
(368 KB with ``indent=2``); a usual game is 10-20 KB.  8 MiB is twenty times
that longest one, yet bounds the work: the worst 8 MiB document (millions of
empty lists) parses in under a second to about 230 MB, and 8 MiB of hands
(6,800 hands of a never-ending game) replay in 7-9 s, in time linear in the
hands (``benchmarks/replay_scaling.py``; 70 s while the totals were added up
from the first hand at every hand), where an unbounded read of
``/dev/zero`` or of a 148 MB file ran out of memory."""


class RecordProblem(ValueError):
    """A bad record: ``str()`` is the one line ``replay`` prints."""

    def __init__(self, reason: str, hand: int | None = None, action: int | None = None):
        where = "record"
        if hand is not None:
            where = f"hand {hand}" + (f", action {action}" if action is not None else "")
        super().__init__(f"{where}: {reason}")
        self.hand = hand
        self.action = action
        self.reason = reason


def _check_deck(rules: Rules, raw: object) -> list[int]:
    if not isinstance(raw, list):
        raise RecordError("'deck' must be a list of cards")
    deck = [parse_card(c) for c in raw]
    expected = set(rules.deck())
    seen: set[int] = set()
    for card in deck:
        if card in seen:
            raise RecordError(f"deck is not a full deck: {card_text(card)} appears twice")
        if card not in expected:
            raise RecordError(f"deck is not a full deck: {card_text(card)} is not in {rules.name}")
        seen.add(card)
    if len(deck) != len(expected):
        missing = sorted(expected - seen)
        raise RecordError(
            f"deck is not a full deck: {len(deck)} cards of {len(expected)},"
            f" missing {card_text(missing[0])}"
        )
    return deck


def _header(data: object) -> Game:
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r} (got {brief(data.get('format'))})")
    rules = get_rules(data.get("game"))
    players = data.get("players")
    if players is not None and not (
        isinstance(players, list)
        and len(players) == rules.seats
        and all(isinstance(p, str) for p in players)
    ):
        raise RecordError(f"'players' must be a list of {rules.seats} names")
    if players is not None and not all(is_text(p) for p in players):
        raise RecordError("a player's name is not valid text (it holds a lone surrogate)")
    dealer = data.get("first_dealer")
    if not is_whole(dealer) or not 0 <= dealer < rules.seats:
        raise RecordError(f"'first_dealer' must be a seat number 0..{rules.seats - 1}")
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise RecordError("'hands' must be a list")
    return Game(rules, data.get("options"), players=players, first_dealer=dealer, seed=0)


def load_record(data: object, seed: object = None, deal_next: bool = True) -> Game:
    try:
        game = _header(data)
    except ValueError as exc:  # RecordError, RuleError, a bad card
        raise RecordProblem(str(exc)) from None
    assert isinstance(data, dict)
    game.seed = seed if seed is not None else Game(game.rules).seed
    for h, hand_data in enumerate(data.get("hands", []), start=1):
        try:
            if not isinstance(hand_data, dict):
                raise RecordError("a hand must be a JSON object")
            unknown = sorted(set(hand_data) - {"deck", "actions"})
            if unknown:
                raise RecordError(f"unknown key {brief(unknown[0])} in a hand")
            if game.over:
                raise RuleError("a hand after the game ended")
            if game.hands and not game.hands[-1].finished:
                raise RuleError("a new hand while the previous one is unfinished")
            game.deal(_check_deck(game.rules, hand_data.get("deck")))
            actions = hand_data.get("actions", [])
            if not isinstance(actions, list):
                raise RecordError("'actions' must be a list")
        except ValueError as exc:  # RecordError, RuleError, a bad card
            raise RecordProblem(str(exc), h) from None
        for a, raw in enumerate(actions, start=1):
            try:
                if game.over:
                    raise RuleError("actions after the game ended")
                hand = game.hand
                if hand is None or hand.finished:
                    raise RuleError("an action after the hand's last trick")
                game.apply(action_from_json(raw), auto_deal=False)
            except ValueError as exc:  # RecordError, RuleError, a bad card
                raise RecordProblem(str(exc), h, a) from None
    if deal_next and game.phase == "deal":
        game.deal()
    return game


def replay_summary(data: Any) -> dict[str, Any]:
    """Check a record and return the ``replay`` result (``RecordProblem`` if bad)."""
    return load_record(data, seed=0, deal_next=False).summary()
