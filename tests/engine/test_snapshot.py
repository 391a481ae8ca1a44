"""The table snapshot (``Game.snapshot``, snapshot.py) for every seat of all three games.

Property tests walk random games and check, at every step and for every seat,
that the ``Table`` agrees with the game: every card exactly once, only the
viewer's hand face up, the prompt's legal moves, the score sheet adding up to
the standing, immutability.  Named tests follow docs/RULES.md's worked examples
through snapshots, give one position per ``RuleError`` code (through
``Game.check``), and pin the rule numbers on ``Rules`` and the deal packets.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.engine import (
    Action,
    Declare,
    Exchange,
    Game,
    Play,
    RuleError,
    Swap,
    parse_card,
)
from manni_desktop.engine.actions import Phase
from manni_desktop.engine.contracts import NOTRUMP, NULLO, TRUMP
from manni_desktop.engine.rules import Rules
from manni_desktop.engine.snapshot import (
    ALL_TRICKS_DOUBLE,
    DECLARE,
    DECLARED,
    EXCHANGE,
    EXCHANGED,
    HAND_END,
    KEPT,
    NO_TRUMP_DOUBLE,
    OVER,
    PLAY,
    SWAP,
    TIE_DOUBLE,
    TOOK_MANNI,
    DealPacket,
    Table,
)
from manni_desktop.games.manillen.rules import MANILLEN, ManillenHand
from manni_desktop.games.manni.bots import exchange_search, reward
from manni_desktop.games.manni.rules import CLASSIC, HORNAFJARDAR, ManniHand

from .helpers import build_deck, cards, first_legal, manillen_deck, random_action

MANNI_PILE = -1
MULTIPLIER_ORDER = (NO_TRUMP_DOUBLE, TIE_DOUBLE, ALL_TRICKS_DOUBLE)
PLAY_CODES = {"follow_suit", "must_beat", "must_trump", "no_undertrump"}


# -- building games ------------------------------------------------------------

def fixed_game(rules: Rules, deck: Sequence[int | str], dealer: int = 0,
               options: dict[str, str] | None = None) -> Game:
    """A game whose first hand is dealt from ``deck`` (dealing order)."""
    game = Game(rules, options, first_dealer=dealer, seed=0)
    game.deal([c if isinstance(c, int) else parse_card(c) for c in deck])
    return game


def deal_next(game: Game, deck: list[str]) -> None:
    game.deal([parse_card(c) for c in deck])


def act(game: Game, action: Action) -> None:
    game.apply(action, auto_deal=False)


def play_out(game: Game) -> None:
    """Finish the hand on the table with ``first_legal`` (keep in exchanges)."""
    hand = game.hand
    assert hand is not None
    while not hand.finished:
        act(game, first_legal(game))


def manillen_game(by_seat: dict[int, str], dealer: int = 0) -> Game:
    return fixed_game(MANILLEN, manillen_deck({s: cards(t) for s, t in by_seat.items()}, dealer),
                      dealer)


def rule_error(game: Game, action: Action) -> RuleError:
    """``Game.check``'s refusal of ``action``; the game must stay as it was."""
    before = game.to_record()
    error = game.check(action)
    assert game.to_record() == before
    assert isinstance(error, RuleError), f"{action} was accepted"
    return error


# -- the invariants of one snapshot --------------------------------------------

def dealers_partner_waits(game: Game, seat: int) -> bool:
    hand = game.hand
    return (isinstance(hand, ManillenHand) and hand.phase == "declare"
            and seat == (hand.dealer + 2) % 4)


def every_card(table: Table) -> list[int]:
    out = [c for s in table.seats for c in s.hand]
    out += [c for pile in table.piles for c in pile.cards]
    if table.trick is not None:
        out += table.trick.cards
    out += [c for t in table.tricks for c in t.cards]
    return out


def check_deeply_immutable(value: object) -> None:
    """Only frozen dataclasses, tuples and plain values anywhere inside."""
    if value is None or isinstance(value, int | str):
        return
    if isinstance(value, tuple):
        if all(type(item) is int for item in value):  # cards, orders, scores: fast path
            return
        for item in value:
            check_deeply_immutable(item)
        return
    assert dataclasses.is_dataclass(value), f"{type(value).__name__} inside a snapshot"
    params = getattr(type(value), "__dataclass_params__")  # noqa: B009
    assert params.frozen, f"{type(value).__name__} is not frozen"
    for f in dataclasses.fields(value):
        check_deeply_immutable(getattr(value, f.name))


def check_frozen(table: Table) -> None:
    targets: list[tuple[object, str, object]] = [
        (table, "viewer", 9), (table, "seats", ()), (table.seats[0], "face_up", True),
        (table.seats[0], "hand", ()), (table.prompt, "legal", ()), (table.prompt, "seat", 9),
        (table.standing, "over", True), (table.contract, "kind", NULLO),
        (table.result, "points", (99,)), (table.deal[0], "cards", ()),
    ]
    if table.piles:
        targets.append((table.piles[0], "cards", ()))
    if table.tricks:
        targets.append((table.tricks[0], "winner", 9))
    for obj, name, value in targets:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(obj, name, value)
    # every part but the earlier sheet rows (each was checked as ``result`` in its turn)
    for f in dataclasses.fields(table):
        if f.name != "sheet":
            check_deeply_immutable(getattr(table, f.name))
    assert isinstance(table.sheet, tuple) and table.sheet[-1] is table.result
    hash(table)  # hashable all through: no list, dict or set anywhere, sheet included


def check_seats_and_cards(game: Game, table: Table, viewer: int) -> None:
    rules, hand = game.rules, game.hand
    assert hand is not None
    assert [s.seat for s in table.seats] == list(range(rules.seats))
    deck_order = {c: i for i, c in enumerate(hand.deck)}
    for view in table.seats:
        s = view.seat
        assert view.name == game.players[s]
        assert view.side == rules.side_of(s) and s in table.sides[view.side]
        assert view.dealer == (s == hand.dealer)
        assert view.to_act == (s == hand.to_act)
        assert view.hand == tuple(sorted(hand.hand_cards(s), key=deck_order.__getitem__))
        assert view.face_up == (s == viewer and not dealers_partner_waits(game, viewer))
    assert not any(pile.face_up for pile in table.piles)
    everything = every_card(table)
    assert len(everything) == len(rules.deck()) == len(set(everything))
    assert set(everything) == set(rules.deck()) == set(hand.deck)
    if isinstance(hand, ManniHand):
        assert [p.name for p in table.piles] == ["manni", "discards"]
        assert list(table.pile("manni").cards) == hand.manni
        assert sorted(table.pile("discards").cards) == sorted(c for d in hand.discards for c in d)
        assert all(view.card_points == 0 for view in table.seats)
        exchanged = [v.note.count for v in table.seats if v.note and v.note.kind == EXCHANGED]
        if not hand.classic:
            assert sum(exchanged) == len(table.pile("discards").cards)
            assert len(table.pile("manni").cards) == 16 - sum(exchanged)
    else:
        assert table.piles == () and table.pile("manni").cards == ()


def check_tricks(game: Game, table: Table) -> None:
    rules, hand = game.rules, game.hand
    assert hand is not None
    n = rules.seats
    assert sum(view.tricks for view in table.seats) == len(table.tricks) == len(hand.tricks)
    assert sum(table.result.tricks) == len(table.tricks)
    for view, trick in zip(table.tricks, hand.tricks, strict=True):
        assert (view.leader, view.cards, view.winner) == (trick.leader, trick.cards, trick.winner)
        assert [p for p, _ in view.plays] == [(view.leader + i) % n for i in range(n)]
    first_leader = (hand.dealer + 1) % n  # left of dealer leads, in every game
    leaders = [first_leader] + [t.winner for t in table.tricks]
    assert [t.leader for t in table.tricks] == leaders[:len(table.tricks)]
    current = table.trick
    if current is not None:
        assert current.winner is None and 0 < len(current.plays) < n
        assert current.leader == leaders[-1]
        assert [p for p, _ in current.plays] == [(current.leader + i) % n
                                                  for i in range(len(current.plays))]
        assert hand.to_act == (current.leader + len(current.plays)) % n
    assert len(table.tricks) <= table.tricks_per_hand == rules.tricks_per_hand
    if table.tricks:
        assert table.last_trick == table.tricks[-1]
    elif len(game.hands) > 1:
        before = game.hands[-2].tricks[-1]
        assert table.last_trick is not None
        assert (table.last_trick.cards, table.last_trick.winner) == (before.cards, before.winner)
    else:
        assert table.last_trick is None


def check_prompt(game: Game, table: Table, viewer: int) -> None:
    hand = game.hand
    assert hand is not None
    prompt = table.prompt
    if hand.finished:
        assert prompt.kind in (HAND_END, OVER)
    if game.over:
        assert prompt.kind == OVER and prompt.seat is None and prompt.legal == ()
    elif hand.finished:
        assert prompt.kind == HAND_END and prompt.seat is None and prompt.legal == ()
    else:
        assert prompt.kind.value == hand.phase.value and prompt.seat == hand.to_act == game.to_act
        assert prompt.kind in (PLAY, EXCHANGE, SWAP, DECLARE)
        assert prompt.leading == (prompt.kind == PLAY and table.trick is None)
        assert table.my_turn() == (prompt.seat == viewer)
        if prompt.kind == EXCHANGE:
            assert prompt.legal == ()
            assert prompt.allowance == hand.exchange_allowance()
        elif prompt.seat == viewer:
            assert prompt.legal == tuple(game.legal_actions()) != ()
        else:
            assert prompt.legal == ()
        if prompt.kind != EXCHANGE:
            assert prompt.allowance == 0
        if prompt.kind == PLAY and prompt.seat == viewer:
            assert set(prompt.legal_cards) <= set(table.seats[viewer].hand)


def check_contract(game: Game, table: Table) -> None:
    hand = game.hand
    contract = table.contract
    assert table.result.contract == contract
    if isinstance(hand, ManniHand):
        assert (contract.kind, contract.trump) == (hand.contract.kind, hand.contract.trump)
        assert contract.order == hand.contract.power and not contract.doubled
        if hand.classic:
            assert contract.cut is None and contract.kind == TRUMP
            assert contract.trump == "SHDC".index("HSDC"[hand.hand_number % 4])
        else:
            assert contract.cut == hand.deck[-1]
            assert hand.cut is not None and hand.cut in table.seats[hand.dealer].hand + tuple(
                table.pile("discards").cards) + tuple(c for t in table.tricks for c in t.cards) + (
                table.trick.cards if table.trick else ())
    else:
        assert isinstance(hand, ManillenHand)
        assert contract.cut is None
        if hand.phase == "declare":
            assert contract.kind == "undeclared" and contract.trump is None
        else:
            assert contract.kind == (NOTRUMP if hand.trump is None else TRUMP)
            assert contract.trump == hand.trump
            note = table.seats[hand.dealer].note
            assert note is not None and note.kind == DECLARED and note.trump == hand.trump
            assert all(v.note is None for v in table.seats if v.seat != hand.dealer)
        previous_tied = len(table.sheet) > 1 and table.sheet[-2].tied
        assert contract.doubled == previous_tied == hand.doubled


def check_deal(game: Game, table: Table) -> None:
    rules, hand = game.rules, game.hand
    assert hand is not None
    packets = table.deal
    assert tuple(c for p in packets for c in p.cards) == hand.deck
    sizes = [len(p.cards) for p in packets]
    if isinstance(hand, ManniHand):  # a round is Manni, left, right, dealer; four rounds
        order = (MANNI_PILE, (hand.dealer + 1) % 3, (hand.dealer + 2) % 3, hand.dealer)
        assert sizes == list(rules.deal_packets) * 4
        assert [p.to for p in packets] == list(order) * 4
    else:  # each packet size to every seat, starting left of the dealer
        assert sizes == [size for size in rules.deal_packets for _ in range(4)]
        assert [p.to for p in packets] == [(hand.dealer + 1 + i) % 4 for i in range(12)]
    if not game.actions[-1]:  # nothing done yet: the hands are exactly what was dealt
        for view in table.seats:
            assert view.hand == tuple(c for p in packets if p.to == view.seat for c in p.cards)
        if isinstance(hand, ManniHand):
            dealt = tuple(c for p in packets if p.to == MANNI_PILE for c in p.cards)
            assert table.pile("manni").cards == dealt


def check_sheet_and_standing(game: Game, table: Table) -> None:
    rules = game.rules
    sheet, standing = table.sheet, table.standing
    assert len(sheet) == len(game.hands) and table.result == sheet[-1]
    assert [r.number for r in sheet] == list(range(len(sheet)))
    assert [r.dealer for r in sheet] == [game.dealer_of(k) for k in range(len(sheet))]
    assert all(r.finished for r in sheet[:-1])
    assert sheet[-1].finished == game.hands[-1].finished
    assert standing.over == game.over and standing.winners == tuple(game.winners)
    assert standing.target == rules.target
    done = [r for r in sheet if r.finished]
    for r in sheet:
        if not r.finished:
            assert r.points is None
    if isinstance(game.hand, ManniHand):
        par = rules.par
        assert par is not None
        assert standing.units == "seats" and standing.scoring == game.options["scoring"]
        for r in sheet:
            if not r.finished:
                assert r.plus is None and r.minus is None
                continue
            assert r.plus is not None and r.minus is not None and r.points is not None
            assert sum(r.tricks) == rules.tricks_per_hand
            over = tuple(max(0, t - par) for t in r.tricks)
            under = tuple(max(0, par - t) for t in r.tricks)
            assert (r.plus, r.minus) == ((under, over) if r.contract.kind == NULLO
                                         else (over, under))
            assert r.points == tuple(p - m for p, m in zip(r.plus, r.minus, strict=True))
        plus = tuple(sum(r.plus[s] for r in done if r.plus) for s in range(3))
        minus = tuple(sum(r.minus[s] for r in done if r.minus) for s in range(3))
        net = tuple(p - m for p, m in zip(plus, minus, strict=True))
        assert (standing.plus, standing.minus, standing.score) == (plus, minus, net)
        assert net == tuple(sum(r.points[s] for r in done if r.points) for s in range(3))
        assert standing.race == (plus if standing.scoring == "columns" else net)
        assert not standing.pending_double
        if standing.over:
            assert max(standing.race) >= rules.target
            assert standing.winners == tuple(s for s in range(3) if net[s] == max(net))
    else:
        assert standing.units == "sides" and standing.scoring == "sides"
        assert standing.plus == standing.minus == ()
        result = table.result
        for side, seats in enumerate(table.sides):
            assert result.card_points[side] == sum(table.seats[s].card_points for s in seats)
        for k, r in enumerate(sheet):
            assert r.contract.doubled == (k > 0 and sheet[k - 1].tied)
            if not r.finished:
                assert not r.tied and r.excess == 0 and r.multipliers == ()
                continue
            assert r.points is not None
            assert sum(r.card_points) == 60 and sum(r.tricks) == rules.tricks_per_hand
            assert r.tied == (r.card_points == (30, 30))
            if r.tied:
                assert r.points == (0, 0) and r.excess == 0 and r.multipliers == ()
                continue
            side = 0 if r.card_points[0] > 30 else 1
            sweep = sum(r.tricks[s] for s in table.sides[side]) == rules.tricks_per_hand
            wanted = (r.contract.kind == NOTRUMP, r.contract.doubled, sweep)
            assert r.multipliers == tuple(m for m, on in zip(MULTIPLIER_ORDER, wanted,
                                                             strict=True) if on)
            assert r.excess == r.card_points[side] - 30
            assert r.points[side] == r.excess * 2 ** len(r.multipliers)
            assert r.points[1 - side] == 0
        score = tuple(sum(r.points[i] for r in done if r.points) for i in range(2))
        assert standing.score == standing.race == score
        assert standing.pending_double == sheet[-1].tied
        if standing.over:
            best = max(range(2), key=score.__getitem__)
            assert score[best] >= rules.target and standing.winners == table.sides[best]


def check_snapshot(game: Game, viewer: int) -> Table:
    table = game.snapshot(viewer)
    rules = game.rules
    hand = game.hand
    assert hand is not None
    assert table.game == rules.name and table.viewer == viewer
    assert table.hand_number == hand.hand_number == len(game.hands) - 1
    assert table.dealer == hand.dealer
    assert table.sides == rules.sides and table.par == rules.par
    assert table.exchange_limits == rules.exchange_limits
    check_seats_and_cards(game, table, viewer)
    check_tricks(game, table)
    check_prompt(game, table, viewer)
    check_contract(game, table)
    check_deal(game, table)
    check_sheet_and_standing(game, table)
    check_frozen(table)
    return table


def check_refusals_agree_with_prompt(game: Game, table: Table) -> None:
    """For the seat to play: ``check`` accepts exactly the prompt's legal cards and
    names a play rule for the rest (with Manillen's ``legal`` param the same set)."""
    legal = set(table.prompt.legal_cards)
    seat = table.viewer
    for card in table.seats[seat].hand:
        error = game.check(Play(seat, card))
        if card in legal:
            assert error is None
        else:
            assert error is not None and error.code in PLAY_CODES
            if error.code == "follow_suit" and isinstance(game.hand, ManniHand):
                assert error.params == {"suit": table.trick.cards[0] // 13}  # type: ignore[union-attr]
            if isinstance(game.hand, ManillenHand):
                assert set(error.params["legal"]) == legal  # type: ignore[call-overload]
    other = (seat + 1) % game.rules.seats
    error = game.check(Play(other, table.seats[seat].hand[0]))  # turn before the card
    assert error is not None and error.code == "out_of_turn" and error.params == {"seat": seat}


VARIANTS = [("hornafjardar", "columns"), ("hornafjardar", "running"), ("classic", "running"),
            ("manillen", "")]
RULES = {"hornafjardar": HORNAFJARDAR, "classic": CLASSIC, "manillen": MANILLEN}


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(filter(None, v)))
@given(seed=st.integers(0, 2**32))
@settings(max_examples=8, deadline=None)
def test_every_snapshot_of_a_random_game_agrees_with_the_game(
    seed: int, variant: tuple[str, str]
) -> None:
    name, scoring = variant
    rules = RULES[name]
    game = Game(rules, {"scoring": scoring} if scoring else None, seed=seed)
    game.deal()
    rng = random.Random(seed)
    steps = 0
    while True:
        hand = game.hand
        assert hand is not None
        # every step of the first hands; of a long game's later hands a sample and the ends
        if len(game.hands) <= 6 or steps % 7 == 0 or hand.finished or not game.actions[-1]:
            for viewer in range(rules.seats):
                table = check_snapshot(game, viewer)
                if table.prompt.kind == PLAY and table.my_turn() and steps % 5 == 0:
                    check_refusals_agree_with_prompt(game, table)
        if game.over:
            break
        if hand.finished:  # the finished hand stays on the table until the next deal
            game.deal()
        else:
            act(game, random_action(game, rng))
        steps += 1
        assert steps < 20_000
    assert game.snapshot(0).standing.winners


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(filter(None, v)))
@given(seed=st.integers(0, 2**32))
@settings(max_examples=5, deadline=None)
def test_snapshot_reads_without_changing_the_game(seed: int, variant: tuple[str, str]) -> None:
    name, scoring = variant
    rules = RULES[name]
    game = Game(rules, {"scoring": scoring} if scoring else None, seed=seed)
    game.deal()
    rng = random.Random(seed)
    for _ in range(rng.randrange(60)):
        hand = game.hand
        assert hand is not None
        if game.over:
            break
        if hand.finished:
            game.deal()
        else:
            act(game, random_action(game, rng))
    record, obs = game.to_record(), [game.observation(s) for s in range(rules.seats)]
    tables = [game.snapshot(s) for s in range(rules.seats)]
    assert game.to_record() == record
    assert [game.observation(s) for s in range(rules.seats)] == obs
    assert tables == [game.snapshot(s) for s in range(rules.seats)]  # the same table again
    # every seat sees the same table except its own view of the cards
    for table in tables[1:]:
        assert table.sheet == tables[0].sheet and table.standing == tables[0].standing
        assert table.tricks == tables[0].tricks and table.trick == tables[0].trick
        assert [s.hand for s in table.seats] == [s.hand for s in tables[0].seats]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(filter(None, v)))
@given(seed=st.integers(0, 2**32))
@settings(max_examples=5, deadline=None)
def test_a_revealed_snapshot_is_the_seats_own_with_every_card_face_up(
    seed: int, variant: tuple[str, str]
) -> None:
    """An observer's snapshot (``reveal_all``) differs from the seat's own only in
    what it shows: every hand and pile face up, each seat's discards named
    (together they are the discard pile; each is what that seat knows it put
    away)."""
    name, scoring = variant
    rules = RULES[name]
    game = Game(rules, {"scoring": scoring} if scoring else None, seed=seed)
    game.deal()
    rng = random.Random(seed)
    for step in range(rng.randrange(20, 90)):
        hand = game.hand
        assert hand is not None
        if game.over:
            break
        if hand.finished:
            game.deal()
        else:
            act(game, random_action(game, rng))
        if step % 6:
            continue
        for viewer in range(rules.seats):
            own, revealed = game.snapshot(viewer), game.snapshot(viewer, reveal_all=True)
            assert all(s.face_up for s in revealed.seats)
            assert all(p.face_up for p in revealed.piles)
            assert all(s.discards == () for s in own.seats)
            hidden = dataclasses.replace(
                revealed,
                seats=tuple(dataclasses.replace(s, face_up=o.face_up, discards=())
                            for s, o in zip(revealed.seats, own.seats, strict=True)),
                piles=tuple(dataclasses.replace(p, face_up=False) for p in revealed.piles))
            assert hidden == own
            put_away = [c for s in revealed.seats for c in s.discards]
            assert sorted(put_away) == sorted(revealed.pile("discards").cards)
            mine = game.observation(viewer).get("my_discards", [])
            assert sorted(revealed.seats[viewer].discards) == sorted(parse_card(c) for c in mine)
            check_frozen(revealed)


# -- rule numbers on Rules, read by the bots -----------------------------------

def test_hornafjardar_rule_numbers() -> None:
    rules = HORNAFJARDAR
    assert (rules.par, rules.target, rules.tricks_per_hand) == (4, 10, 12)
    assert rules.exchange_limits == (7, 5, 12)
    assert rules.deal_packets == (4, 3, 3, 3)
    assert rules.scorings == ("columns", "running")
    assert rules.sides == ((0,), (1,), (2,)) and rules.seats == 3
    assert [rules.side_of(s) for s in range(3)] == [0, 1, 2]


def test_classic_rule_numbers() -> None:
    rules = CLASSIC
    assert (rules.par, rules.target, rules.tricks_per_hand) == (4, 10, 12)
    assert rules.deal_packets == (3, 3, 3, 3)
    assert rules.scorings == ("running",)
    assert rules.exchange_limits == ()
    assert len(rules.deck()) == 48


def test_manillen_rule_numbers() -> None:
    rules = MANILLEN
    assert rules.sides == ((0, 2), (1, 3)) and rules.seats == 4
    assert [rules.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert rules.target == 101 and rules.tricks_per_hand == 8 and rules.par is None
    assert rules.deal_packets == (3, 2, 3)
    assert rules.exchange_limits == () and rules.scorings == ()
    with pytest.raises(ValueError):
        rules.side_of(4)


def test_deal_packets_deal_every_card_of_the_deck() -> None:
    # Manni: a round of packets is Manni, left, right, dealer, dealt four times;
    # Manillen: each packet size goes to all four seats once.
    assert sum(HORNAFJARDAR.deal_packets) * 4 == len(HORNAFJARDAR.deck()) == 52
    assert sum(CLASSIC.deal_packets) * 4 == len(CLASSIC.deck()) == 48
    assert sum(MANILLEN.deal_packets) * 4 == len(MANILLEN.deck()) == 32


def test_the_bots_read_the_rule_numbers() -> None:
    assert HORNAFJARDAR.par == reward.PAR
    assert HORNAFJARDAR.target == reward.WIN_PLUS
    assert HORNAFJARDAR.tricks_per_hand == reward.TRICKS
    assert HORNAFJARDAR.exchange_limits == exchange_search.EXCHANGE_LIMITS


# -- Manni positions -----------------------------------------------------------

# Dealer 0: left of dealer is seat 1, right of dealer seat 2.  Cut 7C: clubs trump.
LEFT = cards("AS KS QS JS TS 9S AH KH QH JH TH 9H")
RIGHT = cards("8S 7S 6S 5S 4S 3S 8H 7H 6H 5H 4H 3H")
DEALER = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 7C")
MANNI = cards("2S 2H 2D 3D AC KC QC JC TC 9C 8C 6C 5C 4C 3C 2C")


def manni_game(options: dict[str, str] | None = None) -> Game:
    return fixed_game(HORNAFJARDAR, build_deck(LEFT, RIGHT, DEALER, MANNI), 0, options)


def test_hornafjardar_deal_packets_are_4_3_3_3_to_manni_left_right_dealer() -> None:
    game = manni_game()
    table = game.snapshot(0)
    expected: list[DealPacket] = []
    for k in range(4):
        expected += [
            DealPacket(MANNI_PILE, tuple(MANNI[4 * k:4 * k + 4])),
            DealPacket(1, tuple(LEFT[3 * k:3 * k + 3])),
            DealPacket(2, tuple(RIGHT[3 * k:3 * k + 3])),
            DealPacket(0, tuple(DEALER[3 * k:3 * k + 3])),
        ]
    assert list(table.deal) == expected
    assert table.seats[1].hand == tuple(LEFT) and table.seats[0].hand == tuple(DEALER)
    assert table.pile("manni").cards == tuple(MANNI)
    assert table.contract.cut == parse_card("7C") == table.seats[0].hand[-1]
    assert (table.contract.kind, table.contract.trump) == (TRUMP, 3)


def test_classic_deal_packets_are_3_3_3_3_and_the_manni_is_the_rest() -> None:
    manni = cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C")
    dealer_hand = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D")
    deck = build_deck(LEFT, RIGHT, dealer_hand, manni, classic=True)
    game = fixed_game(CLASSIC, deck, 0)
    table = game.snapshot(2)
    assert [len(p.cards) for p in table.deal] == [3, 3, 3, 3] * 4
    assert [p.to for p in table.deal] == [MANNI_PILE, 1, 2, 0] * 4
    assert table.pile("manni").cards == tuple(manni)
    assert table.seats[2].hand == tuple(RIGHT) and table.seats[2].face_up
    assert not table.seats[0].face_up and not table.seats[1].face_up
    assert table.contract.cut is None and table.contract.trump == 1  # hand 0: hearts
    assert table.prompt.kind == SWAP and table.prompt.seat == 1 and table.prompt.legal == ()
    assert game.snapshot(1).prompt.legal == (Swap(1, False), Swap(1, True))


def test_classic_taking_the_manni_moves_the_hand_to_the_discards() -> None:
    manni = cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C")
    dealer_hand = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D")
    game = fixed_game(CLASSIC, build_deck(LEFT, RIGHT, dealer_hand, manni, classic=True), 0)
    act(game, Swap(1, False))
    act(game, Swap(2, True))
    table = game.snapshot(0)
    assert table.seats[1].note is not None and table.seats[1].note.kind == KEPT
    assert table.seats[2].note is not None and table.seats[2].note.kind == TOOK_MANNI
    assert set(table.seats[2].hand) == set(manni)
    assert table.pile("manni").cards == () and set(table.pile("discards").cards) == set(RIGHT)
    assert table.prompt.kind == PLAY and table.prompt.seat == 1 and table.prompt.leading
    revealed = game.snapshot(0, reveal_all=True)
    assert set(revealed.seats[2].discards) == set(RIGHT)
    assert revealed.seats[0].discards == revealed.seats[1].discards == ()


def test_exchange_notes_piles_and_allowances() -> None:
    game = manni_game()
    assert game.snapshot(1).prompt.allowance == 7
    act(game, Exchange(1, tuple(sorted(LEFT[-3:]))))
    table = game.snapshot(2)
    assert table.prompt.allowance == 5 and table.prompt.legal == ()
    assert table.seats[1].note is not None and table.seats[1].note.kind == EXCHANGED
    assert table.seats[1].note.count == 3
    assert set(table.pile("discards").cards) == set(LEFT[-3:])
    assert table.pile("manni").cards == tuple(MANNI[:13])  # drawn from the top
    assert set(table.seats[1].hand) == set(LEFT[:9]) | set(MANNI[13:])
    act(game, Exchange(2, ()))
    table = game.snapshot(0)
    assert table.seats[2].note is not None and table.seats[2].note.kind == KEPT
    assert table.prompt.allowance == 12  # 13 left in the Manni, at most 12


def test_manni_worked_example_tricks_5_3_4_in_a_trump_hand() -> None:
    """A fixed trump deal (cut 9H) where everyone keeps and plays the first legal card:
    tricks 5/3/4 give +1, -1, 0 (docs/RULES.md §1: 3/4/5 give -1, 0, +1)."""
    deck = cards("6H 2C 7D QS 3C KS 2S 8H 3H KC 5H TS AD 7C 9D 8C KH 5D JH AS TH 6C 6D 4D "
                 "QC AC 9S JC 7H JD 3S QD 5C 4H 9C 2D 3D 7S 4S 2H 8D TC KD QH 8S TD 6S 5S "
                 "4C AH JS 9H")
    game = fixed_game(HORNAFJARDAR, deck, 0)
    assert game.snapshot(0).contract.kind == TRUMP
    play_out(game)
    table = check_snapshot(game, 0)
    result = table.result
    assert result.finished and result.tricks == (5, 3, 4)
    assert (result.plus, result.minus, result.points) == ((1, 0, 0), (0, 1, 0), (1, -1, 0))
    assert table.standing.plus == (1, 0, 0) and table.standing.score == (1, -1, 0)
    assert table.prompt.kind == HAND_END and table.prompt.seat is None


def test_manni_worked_example_nullo_reverses_the_points() -> None:
    deck = cards("KS 7H JS AD 6C 3D QC QD KC AC JC AH 3C 8D 4D 7D 6H TH 3H 9H 8H 6S 4S 2D "
                 "AS TD 7S TS 2H 8C KD 2S JD 8S KH 5C 6D QH 9S QS 5S 9C 4H 5D 3S 9D 4C 7C "
                 "JH TC 5H 2C")
    game = fixed_game(HORNAFJARDAR, deck, 0)
    assert game.snapshot(0).contract.kind == NULLO
    play_out(game)
    result = check_snapshot(game, 2).result
    assert result.tricks == (3, 4, 5)
    assert (result.plus, result.minus, result.points) == ((1, 0, 0), (0, 0, 1), (1, 0, -1))


def finished_manni_hand(number: int, tricks: tuple[int, int, int]) -> ManniHand:
    """A finished no-trump hand (cut AC) with the given tricks per seat."""
    hand = ManniHand(list(range(52)), number % 3, number, classic=False)
    assert hand.contract.kind == NOTRUMP
    hand.phase, hand.to_act, hand.tricks_won = Phase.DONE, None, list(tricks)
    return hand


def test_manni_worked_example_highest_net_wins_not_the_trigger() -> None:
    """docs/RULES.md §1: 10 plus with 6 minus (net 4) loses to 7 plus with 1 minus (net 6)."""
    tricks = [(0, 8, 4), (2, 3, 7), (4, 7, 1), (8, 4, 0), (8, 4, 0), (6, 4, 2)]
    for scoring, over in (("columns", True), ("running", False)):
        game = Game(HORNAFJARDAR, {"scoring": scoring}, first_dealer=0, seed=0)
        game.hands = [finished_manni_hand(k, t) for k, t in enumerate(tricks)]
        game.actions = [[] for _ in tricks]
        table = game.snapshot(0)
        standing = table.standing
        assert (standing.plus, standing.minus, standing.score) == ((10, 7, 3), (6, 1, 13),
                                                                   (4, 6, -10))
        assert standing.over is over and table.prompt.kind == (OVER if over else HAND_END)
        assert standing.winners == ((1,) if over else ())
        assert standing.race == ((10, 7, 3) if scoring == "columns" else (4, 6, -10))
        assert len(table.sheet) == 6 and table.sheet[0].points == (-4, 4, 0)


# -- one position per RuleError code (Game.check) -------------------------------

def test_check_accepts_a_legal_action_and_leaves_the_game_alone() -> None:
    game = manni_game()
    before = game.to_record()
    assert game.check(Exchange(1, tuple(sorted(LEFT[:7])))) is None
    assert game.to_record() == before and game.snapshot(1).seats[1].hand == tuple(LEFT)


def test_check_out_of_turn_names_the_seat_to_act() -> None:
    error = rule_error(manni_game(), Exchange(2, ()))
    assert error.code == "out_of_turn" and error.params == {"seat": 1}


def test_check_wrong_phase_names_the_phase() -> None:
    error = rule_error(manni_game(), Play(1, LEFT[0]))
    assert error.code == "wrong_phase" and error.params == {"phase": "exchange"}
    classic = fixed_game(CLASSIC, build_deck(LEFT, RIGHT, cards(
        "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D"), cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C"),
        classic=True), 0)
    error = rule_error(classic, Exchange(1, ()))
    assert error.code == "wrong_phase" and error.params == {"phase": "swap"}


def test_check_over_allowance_names_the_allowance() -> None:
    game = manni_game()
    error = rule_error(game, Exchange(1, tuple(sorted(LEFT[:8]))))
    assert error.code == "over_allowance" and error.params == {"allowance": 7}
    act(game, Exchange(1, tuple(sorted(LEFT[:7]))))
    error = rule_error(game, Exchange(2, tuple(sorted(RIGHT[:6]))))
    assert error.params == {"allowance": 5}
    act(game, Exchange(2, tuple(sorted(RIGHT[:5]))))
    assert game.snapshot(0).prompt.allowance == 4  # 16 - 7 - 5 left in the Manni
    error = rule_error(game, Exchange(0, tuple(sorted(DEALER[:5]))))
    assert error.code == "over_allowance" and error.params == {"allowance": 4}
    assert game.check(Exchange(0, tuple(sorted(DEALER[:4])))) is None


def test_check_card_twice() -> None:
    error = rule_error(manni_game(), Exchange(1, (LEFT[0], LEFT[0])))
    assert error.code == "card_twice"


def test_check_not_in_hand_names_the_card() -> None:
    game = manni_game()
    error = rule_error(game, Exchange(1, (RIGHT[0],)))
    assert error.code == "not_in_hand" and error.params == {"card": RIGHT[0]}
    for seat in (1, 2, 0):
        act(game, Exchange(seat, ()))
    error = rule_error(game, Play(1, DEALER[0]))
    assert error.code == "not_in_hand" and error.params == {"card": DEALER[0]}


def test_check_manni_follow_suit_names_the_suit() -> None:
    game = manni_game()
    for seat in (1, 2, 0):
        act(game, Exchange(seat, ()))
    act(game, Play(1, parse_card("AS")))
    table = game.snapshot(2)
    assert set(table.prompt.legal_cards) == set(cards("8S 7S 6S 5S 4S 3S"))
    error = rule_error(game, Play(2, parse_card("8H")))
    assert error.code == "follow_suit" and error.params == {"suit": 0}
    assert game.check(Play(2, parse_card("3S"))) is None
    act(game, Play(2, parse_card("3S")))
    # the dealer has no spade: anything goes, trumping is not forced
    assert set(game.snapshot(0).prompt.legal_cards) == set(DEALER)


def test_check_hand_over_between_hands() -> None:
    game = manni_game()
    play_out(game)
    table = check_snapshot(game, 1)
    assert table.prompt.kind == HAND_END and not game.over
    error = rule_error(game, Play(1, LEFT[0]))
    assert error.code == "hand_over"


# Manillen, dealer 0: seat 1 leads; seats 1 and 3 play against seats 0 and 2.
TRUMPING = {1: "KC 8C 7H 8H 9H 7S 8S 9S", 2: "TC AC 7D KH QH JH TS AS",
            3: "QC 9C TD AD KD QD JD 9D", 0: "JC 7C 8D TH AH KS QS JS"}


def test_manillen_worked_example_must_beat_jack_with_the_queen() -> None:
    """docs/RULES.md §3: diamonds trump, an opponent leads JC, you hold QC and 7C: play QC."""
    game = manillen_game({1: "JC 8C 7H 8H 9H 7S 8S 9S", 2: "QC 7C 7D KH QH JH TS AS",
                          3: "KC 9C TD AD KD QD JD 9D", 0: "TC AC 8D TH AH KS QS JS"})
    act(game, Declare(0, 2))
    act(game, Play(1, parse_card("JC")))
    table = game.snapshot(2)
    assert table.prompt.kind == PLAY and table.prompt.seat == 2 and not table.prompt.leading
    assert table.prompt.legal_cards == (parse_card("QC"),)
    error = rule_error(game, Play(2, parse_card("7C")))
    assert error.code == "must_beat"
    assert error.params["top"] == parse_card("JC")
    assert error.params["legal"] == (parse_card("QC"),)
    assert error.params["suit"] == 3


def test_check_manillen_follow_suit() -> None:
    game = manillen_game(TRUMPING)
    act(game, Declare(0, 2))
    act(game, Play(1, parse_card("7H")))
    error = rule_error(game, Play(2, parse_card("TC")))
    assert error.code == "follow_suit" and error.params["suit"] == 1
    assert error.params["top"] == parse_card("7H")
    assert set(error.params["legal"]) == set(cards("KH QH JH"))  # type: ignore[call-overload]


def test_check_manillen_must_trump() -> None:
    game = manillen_game(TRUMPING)
    act(game, Declare(0, 2))
    act(game, Play(1, parse_card("7H")))
    act(game, Play(2, parse_card("JH")))
    error = rule_error(game, Play(3, parse_card("QC")))
    assert error.code == "must_trump" and error.params["trump"] == 2
    assert error.params["top"] == parse_card("JH")
    assert set(error.params["legal"]) == set(cards("TD AD KD QD JD 9D"))  # type: ignore[call-overload]
    assert set(game.snapshot(3).prompt.legal_cards) == set(cards("TD AD KD QD JD 9D"))


def test_check_manillen_no_undertrump() -> None:
    game = manillen_game({1: "7H 8H 9H 7S 8S 9S 8C 7C", 2: "TS AS KS QS JS TD TC AC",
                          3: "KH QH JH TH AH AD KC 9C", 0: "7D 8D 9D JD QD KD QC JC"})
    act(game, Declare(0, 2))
    for seat, card in ((1, "7H"), (2, "TD"), (3, "AH")):
        act(game, Play(seat, parse_card(card)))
    error = rule_error(game, Play(0, parse_card("7D")))
    assert error.code == "no_undertrump" and error.params["trump"] == 2
    assert error.params["top"] == parse_card("TD")
    assert set(error.params["legal"]) == set(cards("QC JC"))  # type: ignore[call-overload]


def test_check_manillen_wrong_phase_during_the_declaration() -> None:
    game = manillen_game(TRUMPING)
    error = rule_error(game, Play(0, parse_card("JC")))
    assert error.code == "wrong_phase" and error.params == {"phase": "declare"}
    error = rule_error(game, Declare(1, None))
    assert error.code == "out_of_turn" and error.params == {"seat": 0}


# -- Manillen through snapshots --------------------------------------------------

def test_manillen_deal_packets_are_3_2_3_from_the_dealers_left() -> None:
    game = manillen_game(TRUMPING, dealer=0)
    table = game.snapshot(0)
    sizes = [len(p.cards) for p in table.deal]
    assert sizes == [3] * 4 + [2] * 4 + [3] * 4
    assert [p.to for p in table.deal] == [1, 2, 3, 0] * 3
    for seat, text in TRUMPING.items():
        assert table.seats[seat].hand == tuple(cards(text))


def test_manillen_dealers_partner_sees_no_cards_before_the_declaration() -> None:
    game = manillen_game(TRUMPING, dealer=0)
    table = game.snapshot(2)
    assert not any(s.face_up for s in table.seats)
    assert table.contract.kind == "undeclared" and table.seats[0].note is None
    assert table.prompt.kind == DECLARE and table.prompt.seat == 0 and table.prompt.legal == ()
    dealer = game.snapshot(0)
    assert dealer.seats[0].face_up and dealer.my_turn()
    assert dealer.prompt.legal == tuple(Declare(0, t) for t in (0, 1, 2, 3, None))
    assert game.snapshot(1).seats[1].face_up
    act(game, Declare(0, None))
    table = game.snapshot(2)
    assert table.seats[2].face_up and not table.seats[0].face_up
    assert table.contract.kind == NOTRUMP and table.contract.trump is None
    assert table.seats[0].note is not None and table.seats[0].note.kind == DECLARED
    assert table.prompt.kind == PLAY and table.prompt.seat == 1 and table.prompt.leading


NO_TRUMP_38 = {0: "7S 9S JS 8H 9D TD 7C 8C", 1: "9H TH JH KD AD TC JC AC",
               2: "8S KS AS 7H AH 7D 8D QD", 3: "TS QS QH KH JD 9C QC KC"}


def test_manillen_worked_example_no_trump_38_scores_16() -> None:
    """docs/RULES.md §3: a no-trump deal where your side captures 38: excess 8, doubled, 16."""
    game = manillen_game(NO_TRUMP_38)
    act(game, Declare(0, None))
    play_out(game)
    table = check_snapshot(game, 0)
    result = table.result
    assert result.finished and result.card_points == (38, 22)
    assert result.excess == 8 and result.multipliers == (NO_TRUMP_DOUBLE,)
    assert result.points == (16, 0) and not result.tied
    assert table.standing.score == (16, 0) and not table.standing.pending_double
    assert sum(s.card_points for s in table.seats) == 60
    assert table.prompt.kind == HAND_END


TIE_DEALER_0 = {0: "9S KS TH QH TD AD 8C QC", 1: "AS KH AH 7D TC JC KC AC",
                2: "7S 9H JH 9D JD QD KD 9C", 3: "8S TS JS QS 7H 8H 8D 7C"}  # hearts
TIE_DEALER_1 = {0: "7S TS KS 9H 9D 8C KC AC", 1: "9S 8H QH AH 7D TD 7C 9C",
                2: "8S JS QS JH JD QD KD TC", 3: "AS 7H TH KH 8D AD JC QC"}  # diamonds
DECISIVE_DEALER_2 = {0: "JS AS 7H TH 9D 7C TC KC", 1: "8S 9S QS QH AH JD 8C QC",
                     2: "7S KS 8H 8D QD AD 9C AC", 3: "TS 9H JH KH 7D TD KD JC"}  # clubs


def test_manillen_ties_double_the_next_deal_once() -> None:
    """docs/RULES.md §3: a 30-30 tie scores nothing and doubles the next deal; consecutive
    ties keep a single pending x2; a decisive deal clears it."""
    game = manillen_game(TIE_DEALER_0, dealer=0)
    assert not game.snapshot(0).contract.doubled
    act(game, Declare(0, 1))
    play_out(game)
    table = check_snapshot(game, 0)
    assert table.result.card_points == (30, 30) and table.result.tied
    assert table.result.points == (0, 0) and table.result.multipliers == ()
    assert table.standing.pending_double and table.standing.score == (0, 0)

    deal_next(game, manillen_deck({s: cards(t) for s, t in TIE_DEALER_1.items()}, 1))
    table = check_snapshot(game, 1)
    assert table.contract.doubled and table.contract.kind == "undeclared"
    # dealt: the x2 has moved from the standing to this deal's contract
    assert not table.standing.pending_double
    act(game, Declare(1, 2))
    play_out(game)
    table = check_snapshot(game, 1)
    assert table.result.tied and table.result.contract.doubled
    assert table.result.points == (0, 0) and table.standing.pending_double

    deal_next(game, manillen_deck({s: cards(t) for s, t in DECISIVE_DEALER_2.items()}, 2))
    assert game.snapshot(2).contract.doubled
    act(game, Declare(2, 3))
    play_out(game)
    table = check_snapshot(game, 2)
    result = table.result
    assert result.card_points == (40, 20) and result.excess == 10
    assert result.multipliers == (TIE_DOUBLE,)  # one x2 after two ties, not two
    assert result.points == (20, 0)
    assert table.standing.score == (20, 0) and not table.standing.pending_double
    assert [r.points for r in table.sheet] == [(0, 0), (0, 0), (20, 0)]

    game.deal()
    table = check_snapshot(game, 3)
    assert not table.contract.doubled and table.result.contract.doubled is False


SWEEP = {0: "8S 9S TS AS 9H QH KD TC", 1: "QS 7D 9D AD 7C 9C QC AC",
         2: "JS KS TH JH KH AH QD 8C", 3: "7S 7H 8H 8D TD JD JC KC"}


def test_manillen_no_trump_sweep_wins_the_game_in_one_deal() -> None:
    """60 points in no-trump, all 8 tricks: excess 30, x2 x2 = 120, over 101."""
    game = manillen_game(SWEEP)
    act(game, Declare(0, None))
    play_out(game)
    table = check_snapshot(game, 3)
    result = table.result
    assert result.card_points == (60, 0) and result.excess == 30
    assert result.multipliers == (NO_TRUMP_DOUBLE, ALL_TRICKS_DOUBLE)
    assert result.points == (120, 0)
    assert sum(result.tricks[s] for s in (0, 2)) == 8
    standing = table.standing
    assert standing.over and standing.winners == (0, 2) == tuple(game.winners)
    assert table.prompt.kind == OVER and table.prompt.seat is None
    error = rule_error(game, Declare(1, None))
    assert error.code == "game_over"
    with pytest.raises(RuleError) as raised:
        game.deal()
    assert raised.value.code == "game_over"


def test_table_helpers() -> None:
    game = manillen_game(TRUMPING)
    table = game.snapshot(1)
    assert table.names == tuple(game.players)
    assert table.pile("nowhere").cards == ()
    act(game, Declare(0, 2))
    act(game, Play(1, parse_card("KC")))
    trick = game.snapshot(1).trick
    assert trick is not None and trick.cards == (parse_card("KC"),) and trick.plays == (
        (1, parse_card("KC")),)
    with pytest.raises(ValueError):
        game.snapshot(4)
    with pytest.raises(ValueError):
        Game(MANILLEN, seed=0).snapshot(0)

