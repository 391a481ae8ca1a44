"""Manni for three players: Hornafjarðar Manni and Classic Manni (docs/RULES.md §1-2).

Both share the deal into three hands and a Manni stack, follow-suit play and
par-4 scoring; they differ in the deck, how the contract is found, and the
exchange (draw up to an allowance, or swap the whole hand for the Manni).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import follow_suit, talon
from ...engine.actions import Action, Exchange, Phase, Play, Swap, action_to_json
from ...engine.cards import SUITS, Card, card_text, cards_of, mask_of
from ...engine.contracts import NOTRUMP, NULLO, TRUMP, Contract, contract_from_cut, trump_contract
from ...engine.errors import RecordError, RuleError
from ...engine.rules import RUNNING, HandState, Rules, Trick
from ...engine.running import running_total
from ...engine.snapshot import HandResult, HandView, Standing
from ...engine.untrusted import brief

PAR = 4
TRICKS_PER_HAND = 12
SEATS = 3
EXCHANGE_LIMITS = (7, 5, 12)  # left of dealer, right of dealer, dealer
WINNING_PLUS = 10
CLASSIC_TRUMPS = "HSDC"  # trump of classic hand k is CLASSIC_TRUMPS[k % 4]


class ManniHand(HandState):
    """One deal of Manni; ``classic`` selects the swap exchange and fixed trump."""

    def __init__(
        self, deck: Sequence[Card], dealer: int, hand_number: int, classic: bool,
        packets: tuple[int, ...] = (4, 3, 3, 3),
    ) -> None:
        self.deck = tuple(deck)
        self.dealer = dealer
        self.hand_number = hand_number
        self.classic = classic
        left, right = (dealer + 1) % SEATS, (dealer + 2) % SEATS
        self.order = (left, right, dealer)
        piles: list[list[Card]] = [[], [], [], []]  # manni, left, right, dealer
        pos = 0
        for _ in range(4):
            for pile, size in zip(piles, packets, strict=True):
                pile.extend(self.deck[pos:pos + size])
                pos += size
        self.manni: list[Card] = piles[0]  # a stack: the last card is the top
        self.hands = [0, 0, 0]
        for seat, pile in zip(self.order, piles[1:], strict=True):
            self.hands[seat] = mask_of(pile)
        if classic:
            self.cut: Card | None = None
            self.contract: Contract = trump_contract(SUITS.index(CLASSIC_TRUMPS[hand_number % 4]))
            self.phase = Phase.SWAP
        else:
            self.cut = self.deck[-1]
            self.contract = contract_from_cut(self.cut)
            self.phase = Phase.EXCHANGE
        self.exchanges: list[Action] = []
        self.discards: list[list[Card]] = [[], [], []]
        self.to_act: int | None = left
        self.tricks: list[Trick] = []
        self.trick_leader = left
        self.trick_cards: list[Card] = []
        self.tricks_won = [0, 0, 0]
        self._final_points: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # points()

    # -- reading -------------------------------------------------------------

    def hand_cards(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def exchange_allowance(self) -> int:
        """How many cards the seat to act may exchange now (hornafjardar)."""
        limit = EXCHANGE_LIMITS[len(self.exchanges)]
        return min(limit, len(self.manni))

    def legal_plays(self) -> list[Card]:
        assert self.to_act is not None
        return follow_suit.legal_plays(self.hands[self.to_act], self.trick_cards)

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == "play":
            return [Play(seat, c) for c in self.legal_plays()]
        if self.phase == "swap":
            return [Swap(seat, False), Swap(seat, True)]
        return talon.exchange_options(seat, self.hands[seat], self.exchange_allowance())

    # -- acting --------------------------------------------------------------

    def refusal(self, action: Action) -> RuleError | None:
        refused = self._turn_refusal(action)
        if refused is not None:
            return refused
        if isinstance(action, Play):
            return self._play_refusal(action.seat, action.card)
        if isinstance(action, Exchange):
            return self._exchange_refusal(action.seat, action.cards)
        return None  # a swap: taking the Manni or not, both allowed

    def apply(self, action: Action) -> None:
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        if isinstance(action, Play):
            self._play(action.seat, action.card)
        elif isinstance(action, Exchange):
            self._exchange(action.seat, action.cards)
        elif isinstance(action, Swap):
            self._swap(action.seat, action.take)

    def _exchange_refusal(self, seat: int, cards: tuple[Card, ...]) -> RuleError | None:
        return talon.exchange_refusal(self.hands[seat], seat, cards, self.exchange_allowance())

    def _exchange(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Carry out an exchange ``_exchange_refusal`` allows."""
        self.hands[seat] = talon.draw(self.hands[seat], cards, self.manni)
        self.discards[seat] = sorted(cards)
        self.exchanges.append(Exchange(seat, tuple(sorted(cards))))
        self._next_decider()

    def _swap(self, seat: int, take: bool) -> None:
        self.exchanges.append(Swap(seat, take))
        if take:
            self.discards[seat] = cards_of(self.hands[seat])
            self.hands[seat] = mask_of(self.manni)
            self.manni = []
            self._start_play()
        else:
            self._next_decider()

    def _next_decider(self) -> None:
        if len(self.exchanges) == SEATS:
            self._start_play()
        else:
            self.to_act = self.order[len(self.exchanges)]

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.to_act = self.trick_leader

    def _play_refusal(self, seat: int, card: Card) -> RuleError | None:
        return follow_suit.play_refusal(self.hands[seat], seat, card, self.trick_cards)

    def _play(self, seat: int, card: Card) -> None:
        """Carry out a card play ``_play_refusal`` allows."""
        follow_suit.play(self, self.hands, self.tricks_won, self.contract, TRICKS_PER_HAND,
                         seat, card)

    def copy(self) -> ManniHand:
        new = object.__new__(ManniHand)
        new.__dict__.update(self.__dict__)
        new.manni = list(self.manni)
        new.hands = list(self.hands)
        new.exchanges = list(self.exchanges)
        new.discards = [list(d) for d in self.discards]
        new.tricks = list(self.tricks)
        new.trick_cards = list(self.trick_cards)
        new.tricks_won = list(self.tricks_won)
        new._final_points = None  # a copy may be changed (a what-if): work them out again
        new.__dict__.pop(RUNNING, None)  # the running totals stay with this hand
        return new

    # -- results -------------------------------------------------------------

    def points(self) -> tuple[list[int], list[int]] | None:
        """(plus, minus) per seat for a finished hand: par 4, reversed under Nullo."""
        points = self._points()
        return None if points is None else (list(points[0]), list(points[1]))

    def _points(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """``points()``, worked out once: the standing adds up every hand's at
        every move, and a finished hand never changes."""
        if not self.finished:
            return None
        if self._final_points is None:
            over = tuple(max(0, t - PAR) for t in self.tricks_won)
            under = tuple(max(0, PAR - t) for t in self.tricks_won)
            self._final_points = (under, over) if self.contract.nullo else (over, under)
        return self._final_points

    def current_trick(self) -> dict[str, Any] | None:
        if self.phase != "play":
            return None
        return {"leader": self.trick_leader, "cards": [card_text(c) for c in self.trick_cards]}

    def exchanges_json(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for action in self.exchanges:
            if isinstance(action, Swap):
                out.append({"seat": action.seat, "swap": action.take})
            elif isinstance(action, Exchange):
                out.append({"seat": action.seat, "count": len(action.cards)})
        return out

    def observation(self, seat: int) -> dict[str, Any]:
        obs: dict[str, Any] = {
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "cut": None if self.cut is None else card_text(self.cut),
            "contract": self.contract.code(),
            "phase": self.phase.value,
            "hand": [card_text(c) for c in self.hand_cards(seat)],
            "exchanges": self.exchanges_json(),
            "my_discards": [card_text(c) for c in self.discards[seat]],
            "manni_left": len(self.manni),
            "tricks": [t.to_json() for t in self.tricks],
            "trick": self.current_trick(),
        }
        if self.to_act == seat:
            if self.phase == "exchange":
                obs["allowance"] = self.exchange_allowance()
            else:
                obs["legal"] = [action_to_json(a) for a in self.legal_actions()]
        return obs

    def summary(self) -> dict[str, Any]:
        pts = self.points()
        return {
            "dealer": self.dealer,
            "cut": None if self.cut is None else card_text(self.cut),
            "contract": self.contract.code(),
            "tricks": [t.to_json() for t in self.tricks],
            "tricks_won": list(self.tricks_won),
            "plus": None if pts is None else pts[0],
            "minus": None if pts is None else pts[1],
        }


Points = tuple[tuple[int, ...], tuple[int, ...]]


def _add_points(total: Points, hand: HandState) -> Points:
    assert isinstance(hand, ManniHand)
    pts = hand._points()
    if pts is None:
        return total
    return (tuple(t + p for t, p in zip(total[0], pts[0], strict=True)),
            tuple(t + p for t, p in zip(total[1], pts[1], strict=True)))


def _sum_points(hands: Sequence[HandState]) -> tuple[list[int], list[int]]:
    """(plus, minus) per seat over the finished hands, each hand added once
    in a game (``running_total``: the game asks at every move)."""
    plus, minus = running_total(hands, "manni", ((0,) * SEATS, (0,) * SEATS), _add_points)
    return list(plus), list(minus)


def _net(plus: list[int], minus: list[int]) -> list[int]:
    return [p - m for p, m in zip(plus, minus, strict=True)]


class ManniRules(Rules):
    """Hornafjarðar Manni (``classic=False``) or Classic Manni (``classic=True``)."""

    seats = SEATS
    sides = ((0,), (1,), (2,))
    tricks_per_hand = TRICKS_PER_HAND
    par = PAR
    target = WINNING_PLUS

    def __init__(self, name: str, classic: bool) -> None:
        self.name = name
        self.classic = classic
        # docs/RULES.md §1: 4-3-3-3 (Manni, left, right, dealer) four times; §2: 3s.
        self.deal_packets = (3, 3, 3, 3) if classic else (4, 3, 3, 3)
        self.exchange_limits = () if classic else EXCHANGE_LIMITS
        self.scorings = ("running",) if classic else ("columns", "running")
        # The contracts a hand may be played for (§1: trump by turns; §2: the
        # cut card): which levels play weaker without the solver depends on it.
        self.contract_kinds = (TRUMP,) if classic else (TRUMP, NOTRUMP, NULLO)

    def deck(self) -> list[Card]:
        return [c for c in range(52) if not (self.classic and c % 13 == 0)]

    def parse_options(self, options: object) -> dict[str, Any]:
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        unknown = sorted(set(options) - {"scoring"})
        if unknown:
            raise RecordError(f"unknown option {brief(unknown[0])} for {self.name}")
        allowed = self.scorings
        scoring = options.get("scoring", allowed[0])
        if scoring not in allowed:
            raise RecordError(
                f"option scoring={brief(scoring)} is not allowed for {self.name}"
                f" (allowed: {', '.join(allowed)})"
            )
        return {"scoring": scoring}

    def new_hand(
        self,
        deck: Sequence[Card],
        dealer: int,
        previous: Sequence[HandState],
        options: dict[str, Any],
    ) -> ManniHand:
        return ManniHand(deck, dealer, len(previous), self.classic, self.deal_packets)

    def first_phase(self) -> Phase:
        return Phase.SWAP if self.classic else Phase.EXCHANGE

    def totals(self, hands: Sequence[HandState], options: dict[str, Any]) -> dict[str, Any]:
        plus, minus = _sum_points(hands)
        return {"plus": plus, "minus": minus, "net": _net(plus, minus)}

    def over(self, hands: Sequence[HandState], options: dict[str, Any]) -> bool:
        if not hands or not hands[-1].finished:
            return False
        plus, minus = _sum_points(hands)
        if options["scoring"] == "columns":
            return max(plus) >= WINNING_PLUS
        net = _net(plus, minus)
        best = max(net)
        return best >= WINNING_PLUS and net.count(best) == 1

    def winners(self, hands: Sequence[HandState], options: dict[str, Any]) -> list[int]:
        if not self.over(hands, options):
            return []
        plus, minus = _sum_points(hands)
        net = _net(plus, minus)
        return [s for s in range(SEATS) if net[s] == max(net)]

    def hand_view(self, hand: HandState, seat: int, players: Sequence[str],
                  reveal_all: bool = False) -> HandView:
        from . import table as manni_table

        assert isinstance(hand, ManniHand)
        return manni_table.hand_view(hand, seat, players, self.deal_packets, reveal_all)

    def hand_result(self, hand: HandState) -> HandResult:
        from . import table as manni_table

        assert isinstance(hand, ManniHand)
        return manni_table.hand_result(hand)

    def standing(self, hands: Sequence[HandState], options: dict[str, Any]) -> Standing:
        plus, minus = _sum_points(hands)
        net = _net(plus, minus)
        scoring = options["scoring"]
        race = plus if scoring == "columns" else net
        return Standing("seats", scoring, tuple(plus), tuple(minus), tuple(net), tuple(race),
                        WINNING_PLUS, self.over(hands, options),
                        tuple(self.winners(hands, options)))


HORNAFJARDAR = ManniRules("hornafjardar", classic=False)
CLASSIC = ManniRules("classic", classic=True)
