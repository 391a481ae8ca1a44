"""A match: hands dealt one after another under one ``Rules``, with the small API
everything else uses (legal_actions, apply, observation, copy, records).

Randomness comes only from the seed: the deck of hand ``k`` is shuffled by a
``random.Random`` derived from ``(seed, k)``, so a game restored from its
record and seed deals exactly what the interrupted one would have.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from .actions import Action, Phase, action_to_json
from .cards import Card, card_text
from .errors import RecordError, RuleCode, RuleError
from .rules import HandState, Rules
from .snapshot import HandResult, Table, table_snapshot
from .untrusted import brief

FORMAT = "manni-record/1"
DEFAULT_PLAYERS = {3: ("You", "Ásta", "Hjörtur"), 4: ("You", "Ásta", "Guðrún", "Hjörtur")}

_REGISTRY: dict[str, Rules] = {}
CATALOGUE = "manni_desktop.games"
"""The package whose import registers every game (games/registry.py)."""


def register(rules: Rules) -> None:
    """Make a game's rules available by name (records, ``new_game``, the bots)."""
    _REGISTRY[rules.name] = rules


def _registered() -> dict[str, Rules]:
    """The registered rules; the first call loads the game catalogue, so the
    engine itself names no game (importing it twice is a no-op)."""
    importlib.import_module(CATALOGUE)
    return _REGISTRY


def get_rules(name: object) -> Rules:
    rules = _registered().get(name) if isinstance(name, str) else None
    if rules is None:
        raise RecordError(f"unknown game {brief(name)} (known: {', '.join(sorted(_REGISTRY))})")
    return rules


def game_names() -> list[str]:
    return sorted(_registered())


def shuffled_deck(rules: Rules, seed: object, hand_number: int) -> list[Card]:
    deck = rules.deck()
    random.Random(f"manni:{seed}:{hand_number}").shuffle(deck)
    return deck


class Game:
    """One match of a registered game.  ``apply`` validates every action."""

    def __init__(
        self,
        rules: Rules,
        options: object = None,
        players: list[str] | None = None,
        first_dealer: int | None = None,
        seed: object = None,
    ) -> None:
        self.rules = rules
        self.options = rules.parse_options(options)
        self.seed = seed if seed is not None else random.randrange(2**63)
        self.players = list(players) if players else list(DEFAULT_PLAYERS[rules.seats])
        if first_dealer is None:
            first_dealer = random.Random(f"manni:{self.seed}:dealer").randrange(rules.seats)
        self.first_dealer = first_dealer
        self.hands: list[HandState] = []
        self.actions: list[list[Action]] = []
        # The sheet rows of the first finished hands, each with its hand (see ``sheet``).
        self._rows: list[tuple[HandState, HandResult]] = []
        # Set on a replay of another game's deal (``engine.replay``): which
        # hand, from which seat, and when; None for a game dealt anew.
        self.replay_of: dict[str, Any] | None = None

    # -- dealing ---------------------------------------------------------------

    def dealer_of(self, hand_number: int) -> int:
        return (self.first_dealer + hand_number) % self.rules.seats

    def deal(self, deck: list[Card] | None = None) -> HandState:
        """Start the next hand, with ``deck`` or the seed's shuffle."""
        if self.over:
            raise RuleError("the game is over", RuleCode.GAME_OVER)
        if self.hands and not self.hands[-1].finished:
            raise RuleError("a new hand while the previous one is unfinished")
        number = len(self.hands)
        if deck is None:
            deck = shuffled_deck(self.rules, self.seed, number)
        hand = self.rules.new_hand(deck, self.dealer_of(number), self.hands, self.options)
        self.hands.append(hand)
        self.actions.append([])
        return hand

    # -- reading ---------------------------------------------------------------

    @property
    def hand(self) -> HandState | None:
        """The hand being played (or the last one, when between hands)."""
        return self.hands[-1] if self.hands else None

    @property
    def over(self) -> bool:
        return self.rules.over(self.hands, self.options)

    @property
    def winners(self) -> list[int]:
        return self.rules.winners(self.hands, self.options)

    @property
    def phase(self) -> Phase:
        """The hand's phase, ``DEAL`` between hands, ``OVER`` at the end."""
        if self.over:
            return Phase.OVER
        hand = self.hand
        if hand is None or hand.finished:
            return Phase.DEAL
        return hand.phase

    @property
    def to_act(self) -> int | None:
        """The seat to act; between hands, the first actor of the next hand."""
        if self.over:
            return None
        hand = self.hand
        if hand is None or hand.finished:
            return self.rules.first_actor(self.dealer_of(len(self.hands)))
        return hand.to_act

    def next_turn(self) -> dict[str, Any] | None:
        """``replay``'s ``next``: the seat to act and its phase, or None when over."""
        seat = self.to_act
        if seat is None:
            return None
        phase = self.phase
        first = self.rules.first_phase() if phase == Phase.DEAL else phase
        return {"seat": seat, "phase": first.value}

    def totals(self) -> dict[str, Any]:
        return self.rules.totals(self.hands, self.options)

    def legal_actions(self) -> list[Action]:
        hand = self.hand
        if hand is None or hand.finished or self.over:
            return []
        return hand.legal_actions()

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know now, in docs/PROTOCOL.md's observation shape."""
        if not 0 <= seat < self.rules.seats:
            raise ValueError(f"no seat {seat}")
        obs: dict[str, Any] = {
            "game": self.rules.name,
            "options": dict(self.options),
            "seats": self.rules.seats,
            "seat": seat,
        }
        totals = self.totals()
        obs.update({k: v for k, v in totals.items() if k != "net"})
        if self.hand is not None:
            obs.update(self.hand.observation(seat))
        return obs

    def snapshot(self, seat: int, reveal_all: bool = False) -> Table:
        """The table as ``seat`` sees it (snapshot.py): what every view draws;
        ``reveal_all``: as an observer in that chair, every card face up."""
        return table_snapshot(self, seat, reveal_all)

    def sheet(self) -> tuple[HandResult, ...]:
        """Every dealt hand's row of the score sheet (``Rules.hand_result``).
        A finished hand's row is worked out once and kept, since the hand
        never changes again; kept rows whose hand is no longer in ``hands``
        at that place are dropped, so replacing ``hands`` is safe."""
        rows, hands = self._rows, self.hands
        kept = 0
        while kept < len(rows) and kept < len(hands) and rows[kept][0] is hands[kept]:
            kept += 1
        del rows[kept:]
        while kept < len(hands) and hands[kept].finished:
            rows.append((hands[kept], self.rules.hand_result(hands[kept])))
            kept += 1
        return tuple([row for _, row in rows]
                     + [self.rules.hand_result(hand) for hand in hands[kept:]])

    def check(self, action: Action) -> RuleError | None:
        """The rule ``action`` would break now, or None if it is legal.  The
        game is left as it was: the hand checks the move without making it
        (``HandState.refusal``), as ``apply`` does before making it."""
        try:
            hand = self._hand_in_play()
        except RuleError as exc:
            return exc
        return hand.refusal(action)

    # -- acting ----------------------------------------------------------------

    def _hand_in_play(self) -> HandState:
        """The hand an action goes to (``RuleError`` when there is none)."""
        if self.over:
            raise RuleError("actions after the game ended", RuleCode.GAME_OVER)
        hand = self.hand
        if hand is None or hand.finished:
            raise RuleError("no hand is being played", RuleCode.HAND_OVER)
        return hand

    def apply(self, action: Action, auto_deal: bool = True) -> None:
        """Carry out ``action`` (``RuleError`` names the broken rule).  When the
        hand ends and the match goes on, the next hand is dealt from the seed
        unless ``auto_deal`` is false (replaying a record deals from the record)."""
        hand = self._hand_in_play()
        hand.apply(action)
        self.actions[-1].append(action)
        if hand.finished and auto_deal and not self.over:
            self.deal()

    def copy(self) -> Game:
        new = object.__new__(Game)
        new.__dict__.update(self.__dict__)
        new.options = dict(self.options)
        new.players = list(self.players)
        new.hands = [h.copy() for h in self.hands]
        new.actions = [list(a) for a in self.actions]
        new._rows = []
        return new

    def rewound(self, hand_index: int, action_index: int) -> Game:
        """A new game where this one stood before action ``action_index`` of
        hand ``hand_index`` (both counted from 0): what rebuilding it from its
        record cut there gives, without replaying the whole record.  The
        finished hands before it are shared (a finished hand never changes);
        that hand is dealt again from its deck and its first actions replayed."""
        if not 0 <= hand_index < len(self.hands):
            raise ValueError(f"no hand {hand_index}")
        if not 0 <= action_index <= len(self.actions[hand_index]):
            raise ValueError(f"no action {action_index} in hand {hand_index}")
        new = object.__new__(Game)
        new.__dict__.update(self.__dict__)
        new.options = dict(self.options)
        new.players = list(self.players)
        new.hands = self.hands[:hand_index]
        new.actions = [list(a) for a in self.actions[:hand_index]]
        new._rows = self._rows[:hand_index]
        # as ``deal`` deals it, without asking whether the shorter game is over:
        # it was not, since this hand was dealt (that would add up every hand)
        hand = self.rules.new_hand(self.hands[hand_index].deck, self.dealer_of(hand_index),
                                   new.hands, new.options)
        new.hands.append(hand)
        new.actions.append([])
        for action in self.actions[hand_index][:action_index]:
            new.apply(action, auto_deal=False)
        return new

    def identity(self) -> dict[str, Any]:
        """What makes this game the game it is, whatever is played in it: its
        name, options, seed, first dealer and first deck (statistics key a game
        by this, so replaying its end never makes it another game)."""
        identity = {
            "game": self.rules.name,
            "options": dict(self.options),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "deck": [card_text(c) for c in self.hands[0].deck] if self.hands else [],
        }
        if self.replay_of is not None:  # a replay is a game of its own (the key is new)
            identity["replay_of"] = dict(self.replay_of)
        return identity

    # -- records ---------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.rules.name,
            "options": dict(self.options),
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "hands": [
                {
                    "deck": [card_text(c) for c in hand.deck],
                    "actions": [action_to_json(a) for a in actions],
                }
                for hand, actions in zip(self.hands, self.actions, strict=True)
            ],
        }

    @staticmethod
    def from_record(data: object, seed: object = None, deal_next: bool = True) -> Game:
        """Rebuild a game from a ``manni-record/1`` record (``RecordProblem`` if bad).
        With ``deal_next``, a record that stops between hands gets its next hand
        dealt from ``seed``."""
        from .record import load_record

        return load_record(data, seed=seed, deal_next=deal_next)

    def summary(self) -> dict[str, Any]:
        """The ``replay`` result of docs/PROTOCOL.md."""
        out: dict[str, Any] = {"hands": [h.summary() for h in self.hands]}
        out.update(self.totals())
        out["over"] = self.over
        out["winners"] = self.winners
        out["next"] = self.next_turn()
        return out


def new_game(
    name: str,
    options: object = None,
    seed: object = None,
    players: list[str] | None = None,
) -> Game:
    """A new match of game ``name`` with its first hand dealt from ``seed``."""
    game = Game(get_rules(name), options, players=players, seed=seed)
    game.deal()
    return game
