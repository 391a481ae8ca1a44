"""One conformance test, run over every registered game (as OpenSpiel runs its
simulation test over all games): a game that joins the registry is checked
by everything here without a line of this file naming it.

For each game: random legal play to the end from several seeds, with at
every step the snapshot accounting for every card of the deck and no
observation holding a card another seat holds out of sight; the record
replays to the same game; every bot level answers legally; undo back to the
start and forward again gives the same game; a save round-trips the session.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from manni_desktop.ai import LEVELS, choose_action
from manni_desktop.engine import Action, Game, action_from_json, new_game
from manni_desktop.engine.cards import Card, card_text, parse_card
from manni_desktop.engine.session import Session
from manni_desktop.engine.snapshot import Table
from manni_desktop.games import GameEntry, entries
from manni_desktop.storage.save_format import game_from_payload, make_payload

CARD = re.compile(r"^(10|[2-9TJQKA])[SHDC]$")
GAMES = entries()
SEEDS = (1, 2, 3)
MAX_STEPS = 20_000  # far above the longest game seen; a game that never ends fails


def ids(entry: GameEntry) -> str:
    return entry.id


def cards_in(value: Any) -> set[Card]:
    """Every card named anywhere in a JSON value."""
    if isinstance(value, str):
        return {parse_card(value)} if CARD.match(value) else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def plain_json(value: Any) -> bool:
    """Only JSON's own types (no enum or other subclass of str or int): what
    crosses the protocol's edge is data, not the engine's objects."""
    if isinstance(value, dict):
        return all(type(k) is str and plain_json(v) for k, v in value.items())
    if isinstance(value, list):
        return all(plain_json(v) for v in value)
    return value is None or type(value) in (str, int, float, bool)


def table_cards(table: Table) -> list[Card]:
    """Every card the snapshot places: hands, piles, the trick, the tricks taken."""
    cards = [c for seat in table.seats for c in seat.hand]
    cards += [c for pile in table.piles for c in pile.cards]
    if table.trick is not None:
        cards += [c for _, c in table.trick.plays]
    cards += [c for trick in table.tricks for _, c in trick.plays]
    return cards


def visible_to(table: Table) -> set[Card]:
    """What the snapshot's viewer sees face up."""
    seen = {c for seat in table.seats if seat.face_up for c in seat.hand}
    seen |= {c for pile in table.piles if pile.face_up for c in pile.cards}
    if table.contract.cut is not None:
        seen.add(table.contract.cut)
    return seen


def check_position(game: Game) -> None:
    hand = game.hand
    assert hand is not None
    for seat in range(game.rules.seats):
        table = game.snapshot(seat)
        placed = table_cards(table)
        assert len(placed) == len(set(placed)), "a card is in two places"
        if hand.finished:
            continue
        assert sorted(placed) == sorted(game.rules.deck()), "a card went missing"
        hidden = {c for other in range(game.rules.seats) if other != seat
                  for c in hand.hand_cards(other)} - visible_to(table)
        observation = game.observation(seat)
        assert plain_json(observation), observation
        leaked = cards_in(observation) & hidden
        assert not leaked, f"seat {seat} is told of {sorted(leaked)} held by another seat"


def play_out(entry: GameEntry, seed: int, scoring: str | None = None) -> Game:
    game = new_game(entry.id, entry.rules.options_for(scoring), seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if game.over:
            return game
        check_position(game)
        legal = game.legal_actions()
        assert legal, "no legal action in a game that is not over"
        action = rng.choice(legal)
        assert game.check(action) is None
        game.apply(action)
    raise AssertionError(f"{entry.id} did not end in {MAX_STEPS} moves")


@pytest.mark.parametrize("entry", GAMES, ids=ids)
def test_random_play_ends_and_replays_to_the_same_game(entry: GameEntry) -> None:
    choices: list[str | None] = [c.value for c in entry.scorings] or [None]
    for number, seed in enumerate(SEEDS):  # the seeds take the game's scorings in turn
        game = play_out(entry, seed, choices[number % len(choices)])
        assert game.over and game.winners
        record = game.to_record()
        assert plain_json(record) and plain_json(game.summary())
        again = Game.from_record(record, seed=game.seed)
        assert again.to_record() == record
        assert again.summary() == game.summary()
        assert again.snapshot(0) == game.snapshot(0)


@pytest.mark.parametrize("entry", GAMES, ids=ids)
def test_every_bot_level_answers_legally(entry: GameEntry) -> None:
    game = new_game(entry.id, seed=5)
    rng = random.Random(5)
    asked = 0
    for step in range(400):
        if game.over:
            break
        seat = game.to_act
        assert seat is not None
        if step % 9 == 0:
            for level in LEVELS:
                if level == "hard" and asked >= 3:
                    continue
                answer = action_from_json(choose_action(game.observation(seat), level, step))
                assert game.check(answer) is None, (level, answer)
            asked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert asked >= 5


@pytest.mark.parametrize("entry", GAMES, ids=ids)
def test_undo_to_the_start_and_forward_again(entry: GameEntry) -> None:
    session = Session.new(entry.id, None, list(new_game(entry.id).players),
                          [None] * entry.seats, seed=8)
    rng = random.Random(8)
    moves: list[Action] = []
    while len(moves) < 60 and not session.over:
        if session.between_hands:
            session.next_hand()
            continue
        action = rng.choice(session.game_copy().legal_actions())
        session.apply(action)
        moves.append(action)
    record = session.record()
    undone: Session | None = session
    steps = 0
    while undone is not None and undone.undo_point() is not None:
        undone = undone.undone()
        steps += 1
    assert undone is not None and steps == len(moves) and undone.moves_made() == 0
    for action in moves:
        if undone.between_hands:
            undone.next_hand()
        undone.apply(action)
    assert undone.record() == record


@pytest.mark.parametrize("entry", GAMES, ids=ids)
def test_a_save_round_trips_the_session(entry: GameEntry) -> None:
    levels: list[str | None] = [None, *["easy"] * (entry.seats - 1)]
    session = Session.new(entry.id, None, list(new_game(entry.id).players), levels, seed=4)
    rng = random.Random(4)
    for _ in range(30):
        if session.between_hands:
            session.next_hand()
            continue
        legal = session.game_copy().legal_actions()
        action = rng.choice(legal)
        session.apply(action, automatic=session.is_human(action.seat) and len(legal) == 1)
    saved = game_from_payload(make_payload(session, {"speed": "fast"}))
    assert saved.seats_saved
    assert saved.session.record() == session.record()
    assert saved.session.state() == session.state()
    assert saved.session.snapshot() == session.snapshot()
    assert saved.session.undo_point() == session.undo_point()


def test_the_checks_catch_a_leaked_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """The position check is not vacuous: an observation that names a card
    another seat holds is caught."""
    game = new_game(GAMES[0].id, seed=1)
    hand = game.hand
    assert hand is not None
    secret = hand.hand_cards(1)[0]
    real = Game.observation

    def leaky(self: Game, seat: int) -> dict[str, Any]:
        return dict(real(self, seat), peek=[card_text(secret)])

    monkeypatch.setattr(Game, "observation", leaky)
    with pytest.raises(AssertionError, match="is told of"):
        check_position(game)
