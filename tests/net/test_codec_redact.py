"""The snapshot on the wire: it round-trips into the engine's own types, and a
seat's redacted snapshot names no card that seat may not see, at every move
of a whole game of every registered game."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.engine.actions import action_from_json
from manni_desktop.engine.game import new_game
from manni_desktop.engine.snapshot import Table
from manni_desktop.games import ids
from manni_desktop.net.codec import TOKEN_BASE, CodecError, decode, encode
from manni_desktop.net.redact import Redactor


def every_card_slot(value: Any) -> list[int]:
    """Every card in ``value`` wherever it is (face down, deal packets too)."""
    out: list[int] = []
    if dataclasses.is_dataclass(value):
        for field in dataclasses.fields(value):
            if field.name == "order":  # strengths indexed by card, not cards
                continue
            if field.name in ("hand", "cards", "discards", "cut", "card"):
                item = getattr(value, field.name)
                out.extend(item if isinstance(item, tuple) else
                           [] if item is None else [item])
            elif field.name == "plays":
                plays: tuple[tuple[int, int], ...] = getattr(value, field.name)
                out.extend(card for _, card in plays)
            else:
                out.extend(every_card_slot(getattr(value, field.name)))
    elif isinstance(value, tuple):
        for item in value:
            out.extend(every_card_slot(item))
    return out


def hidden_from(game: Any, seat: int) -> set[int]:
    """The cards ``seat`` may not see now: the other seats' hands (as an
    observer sees them) and the face-down piles."""
    full = game.snapshot(seat, reveal_all=True)
    hidden = {c for view in full.seats if view.seat != seat for c in view.hand}
    own = game.snapshot(seat)
    hidden |= {c for pile in own.piles if not pile.face_up for c in pile.cards}
    # the cut card lies face up on the table for everyone (Hornafjarðar: it is
    # dealt last to the dealer, and all know who holds it)
    return hidden - {own.contract.cut}


@pytest.mark.parametrize("name", ids())
def test_a_redacted_snapshot_names_no_hidden_card(name: str) -> None:
    game = new_game(name, seed=11)
    redactors = [Redactor(s) for s in range(game.rules.seats)]
    tokens_seen: list[dict[int, int]] = [{} for _ in redactors]
    moves = 0
    # Every position of the first hands (hand changes included), then of
    # each later hand what comes before its first trick, and the end.
    hands_checked_fully = 3
    while True:
        hand = game.hand
        assert hand is not None
        if len(game.hands) > hands_checked_fully and hand.tricks and not game.over:
            mover = game.to_act
            assert mover is not None
            game.apply(action_from_json(choose_action(game.observation(mover), "random", moves)))
            moves += 1
            continue
        for seat, redactor in enumerate(redactors):
            data, reveals = redactor.redact(game.snapshot(seat))
            table = decode(json.loads(json.dumps(data)), Table)
            previous = table.last_trick if not table.tricks or (
                table.tricks[-1] != table.last_trick) else None
            now = dataclasses.replace(table, sheet=table.sheet[table.hand_number:],
                                      last_trick=None if previous else table.last_trick)
            # the history (earlier hands' rows, the trick before) is public
            truth = game.snapshot(seat)
            assert table.sheet[:table.hand_number] == truth.sheet[:table.hand_number]
            assert previous is None or previous == truth.last_trick
            sent = every_card_slot(now)
            cards = {c for c in sent if c < TOKEN_BASE}
            leaked = cards & hidden_from(game, seat)
            assert not leaked, f"seat {seat} sees {leaked} at move {moves}"
            assert all(0 <= c < 52 or c >= TOKEN_BASE for c in sent)
            for token, card in reveals.items():
                assert card in cards  # a reveal shows a card now face up
                tokens_seen[seat][int(token)] = card
        if game.over:
            break
        mover = game.to_act
        assert mover is not None
        game.apply(action_from_json(choose_action(game.observation(mover), "random", moves)))
        moves += 1
    assert any(tokens_seen), "no hidden card was ever revealed"


def test_tokens_differ_between_seats_and_hands() -> None:
    game = new_game("hornafjardar", seed=5)
    a, _ = Redactor(0).redact(game.snapshot(0))
    b, _ = Redactor(1).redact(game.snapshot(1))
    c, _ = Redactor(1).redact(game.snapshot(1))
    hidden = [v for v in a["seats"][1]["hand"]]
    assert all(t >= TOKEN_BASE for t in hidden)
    assert a["seats"][1]["hand"] != c["seats"][1]["hand"] or b != c


@pytest.mark.parametrize("name", ids())
def test_the_snapshot_round_trips_into_the_engine_types(name: str) -> None:
    game = new_game(name, seed=2)
    for _ in range(12):
        table = game.snapshot(0)
        assert decode(json.loads(json.dumps(encode(table))), Table) == table
        mover = game.to_act
        assert mover is not None
        game.apply(action_from_json(choose_action(game.observation(mover), "random", 1)))


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(viewer="0"), "table.viewer"),
    (lambda d: d["seats"][0].update(hand=[52]), "table.seats[0].hand[0]"),
    (lambda d: d["seats"][0].update(face_up=1), "table.seats[0].face_up"),
    (lambda d: d.update(extra=1), "unknown field"),
    (lambda d: d["prompt"].update(kind="dance"), "table.prompt.kind"),
    (lambda d: d.pop("sheet"), "table.sheet: missing"),
    (lambda d: d["contract"].update(order=[True]), "table.contract.order[0]"),
])
def test_decoding_checks_every_type(change: Any, where: str) -> None:
    data = encode(new_game("hornafjardar", seed=2).snapshot(0))
    change(data)
    with pytest.raises(CodecError, match=where.replace("[", r"\[").replace("]", r"\]")):
        decode(data, Table)
