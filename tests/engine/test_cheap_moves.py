"""Checking a move copies nothing, undo replays one hand (issue 32), and both
give exactly what the old ways gave, for every registered game.

The old ways are kept here as the reference: ``Game.check`` was "apply the
move to a copy of the game and see what it raises", and ``Session.undone``
rebuilt the game from its record cut at the undo point.  Random games of
every game are walked; at each position the check of many moves (legal,
refused for every rule, out of turn, wrong phase) and the undone session
(its record, the snapshot of every seat, every observation, and the same
moves played on afterwards) must agree with the reference.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from manni_desktop.engine import Action, Declare, Exchange, Game, Play, RuleError, Swap
from manni_desktop.engine.game import game_names, get_rules
from manni_desktop.engine.session import HUMAN, Session

from .helpers import random_action

GAMES = game_names()


def game_of(session: Session) -> Game:
    """The session's game (the one place these tests reach into a session)."""
    return session._game  # the live game: these tests check it is left untouched


def copied_check(game: Game, action: Action) -> RuleError | None:
    """The old ``Game.check``: the move made on a copy of the game."""
    trial = game.copy()
    try:
        trial.apply(action, auto_deal=False)
    except RuleError as exc:
        return exc
    return None


def rebuilt(game: Game, hand_index: int, action_index: int) -> Game:
    """The old undo: the game rebuilt from its record cut at the undo point."""
    record = game.to_record()
    hands = record["hands"][: hand_index + 1]
    hands[-1] = dict(hands[-1], actions=hands[-1]["actions"][:action_index])
    record["hands"] = hands
    old = Game.from_record(record, seed=game.seed, deal_next=False)
    old.players = list(game.players)
    return old


def old_undone(session: Session) -> Session | None:
    point = session.undo_point()
    if point is None:
        return None
    game = rebuilt(game_of(session), *point)
    kept = {p for p in session.automatic if p < point}
    return Session(game, session.levels, kept, min(session.first_hand, point[0]))


def verdict(error: RuleError | None) -> tuple[str, str, dict[str, object]] | None:
    return None if error is None else (str(error), error.code, error.params)


def candidates(game: Game, rng: random.Random) -> list[Action]:
    """Moves to check here: every card by every seat, the legal moves (a
    sample of the exchanges), exchanges over the allowance, naming a card
    twice or one not held, swaps and declarations by every seat."""
    seats = game.rules.seats
    deck = game.rules.deck()
    moves: list[Action] = [Play(seat, card) for seat in range(seats) for card in deck]
    legal = game.legal_actions()
    moves += rng.sample(legal, min(len(legal), 20))
    hand = game.hand
    for seat in range(seats):
        moves += [Swap(seat, True), Swap(seat, False), Declare(seat, None), Declare(seat, 2)]
        held = hand.hand_cards(seat) if hand is not None else []
        for size in (0, 1, 5, 7, 8, 12):
            if size <= len(held):
                moves.append(Exchange(seat, tuple(rng.sample(held, size))))
        if len(held) >= 2:
            moves.append(Exchange(seat, (held[0], held[0], held[1])))
            missing = next(c for c in deck if c not in held)
            moves.append(Exchange(seat, (*held[:2], missing)))
    if game.phase == "exchange" and hand is not None and game.to_act is not None:
        held = hand.hand_cards(game.to_act)
        moves += [Exchange(game.to_act, combo) for combo in combinations(held[:4], 2)]
    return moves


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_check_agrees_with_making_the_move_on_a_copy(name: str, seed: int) -> None:
    rng = random.Random(seed)
    scoring = rng.choice(get_rules(name).scorings or ("",))
    game = Game(get_rules(name), get_rules(name).options_for(scoring), seed=seed)
    game.deal()
    checked = 0
    for step in range(400):
        if game.over:
            break
        if game.hand is not None and game.hand.finished:
            # between hands: every move is refused with hand_over
            for action in candidates(game, rng)[:30]:
                assert verdict(game.check(action)) == verdict(copied_check(game, action))
            game.deal()
            continue
        if step % 4 == 0:
            before = game.to_record()
            table = game.snapshot(0)
            for action in candidates(game, rng):
                assert verdict(game.check(action)) == verdict(copied_check(game, action)), action
                checked += 1
            assert game.to_record() == before and game.snapshot(0) == table
        game.apply(random_action(game, rng), auto_deal=False)
    assert checked > 1000
    if game.over:  # after the end: game_over for every move
        for action in candidates(game, rng)[:30]:
            assert verdict(game.check(action)) == verdict(copied_check(game, action))
            assert verdict(game.check(action)) is not None


def hand_states(game: Game) -> list[dict[str, Any]]:
    """Every hand's state, without what it keeps only to save work."""
    return [{k: v for k, v in vars(hand).items() if not k.startswith("_")}
            for hand in game.hands]


def same_game(new: Game, old: Game) -> None:
    assert new.to_record() == old.to_record()
    assert (new.seed, new.players, new.first_dealer, new.options) == (
        old.seed, old.players, old.first_dealer, old.options)
    assert hand_states(new) == hand_states(old)
    assert new.actions == old.actions
    assert new.phase == old.phase and new.to_act == old.to_act
    assert new.legal_actions() == old.legal_actions()
    for seat in range(new.rules.seats):
        assert new.snapshot(seat) == old.snapshot(seat)
        assert new.observation(seat) == old.observation(seat)
    assert new.summary() == old.summary()


def same_session(new: Session | None, old: Session | None) -> None:
    assert (new is None) == (old is None)
    if new is None or old is None:
        return
    same_game(game_of(new), game_of(old))
    assert new.record() == old.record()
    assert new.automatic == old.automatic
    assert new.first_hand == old.first_hand
    assert new.levels == old.levels
    assert new.undo_point() == old.undo_point()


def play_on(session: Session, rng: random.Random) -> bool:
    """One random move (or the next deal) at the table; False once over."""
    if session.over:
        return False
    if session.between_hands:
        session.next_hand()
        return True
    action = random_action(game_of(session), rng)
    automatic = session.is_human(action.seat) and rng.random() < 0.2
    session.apply(action, automatic=automatic)
    return True


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [11, 12])
def test_undone_is_the_game_rebuilt_from_its_record(name: str, seed: int) -> None:
    rng = random.Random(seed)
    rules = get_rules(name)
    scoring = rng.choice(rules.scorings or ("",))
    levels: list[str | None] = ["easy"] * rules.seats
    levels[HUMAN] = None
    if seed % 2:
        levels[2] = None  # a second human: undo goes back to either
    names = [f"P{s}" for s in range(rules.seats)]
    session = Session.new(name, scoring, names, levels, seed=seed)
    session.first_hand = rng.randrange(3)
    compared = undos = games = 0
    for step in range(400):
        if step % 5 == 0:
            new, old = session.undone(), old_undone(session)
            same_session(new, old)
            compared += 1
            if new is not None and old is not None:
                # the same moves on both afterwards keep them the same
                follow = random.Random(step)
                replay = random.Random(step)
                for _ in range(rng.randrange(1, 25)):
                    if not (play_on(new, follow) and play_on(old, replay)):
                        break
                same_session(new, old)
                if rng.random() < 0.3:  # go on from the undone game: undo again from there
                    session = new
                    undos += 1
        if not play_on(session, rng):
            same_as_fresh(session)
            games += 1
            session = Session.new(name, scoring, names, levels, seed=seed + 100 * games)
    same_as_fresh(session)
    assert compared == 80 and undos > 5


def same_as_fresh(session: Session) -> None:
    """The live game (its kept sheet rows, its hands shared across undos)
    draws what a game fresh from its record draws."""
    live = game_of(session)
    fresh = Game.from_record(live.to_record(), seed=live.seed, deal_next=False)
    for seat in range(live.rules.seats):
        assert live.snapshot(seat) == fresh.snapshot(seat)


@pytest.mark.parametrize("name", GAMES)
def test_rewound_to_every_position_of_a_game(name: str) -> None:
    rules = get_rules(name)
    game = Game(rules, rules.options_for(None), seed=5)
    game.deal()
    rng = random.Random(5)
    while not game.over and len(game.hands) < 4:
        game.apply(random_action(game, rng))
    for h, actions in enumerate(game.actions):
        for a in range(len(actions) + 1):
            same_game(game.rewound(h, a), rebuilt(game, h, a))
    with pytest.raises(ValueError, match="no hand"):
        game.rewound(len(game.hands), 0)
    with pytest.raises(ValueError, match="no action"):
        game.rewound(0, len(game.actions[0]) + 1)


def test_the_sheet_follows_a_replaced_hands_list() -> None:
    game = Game(get_rules("manillen"), seed=7)
    game.deal()
    rng = random.Random(7)
    while len(game.hands) < 3:
        game.apply(random_action(game, rng))
    sheet = game.sheet()
    assert [row.number for row in sheet] == [0, 1, 2] and sheet[0].finished
    other = Game.from_record(game.to_record(), seed=8, deal_next=False)
    game.hands = other.hands[:1]
    assert game.sheet() == other.sheet()[:1]
    game.hands = list(other.hands)
    assert game.sheet() == other.sheet()
