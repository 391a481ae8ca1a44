"""The JSON Schemas of docs/PROTOCOL.md agree with what the engine writes.

Random legal games of every registered game (each of its scorings), from
several seeds, are played to the end; the observations of every seat and
the records along the way (see ``play_and_check`` for which) must satisfy
docs/schemas/. Hand-broken records must be refused by the schema and by the
engine's own reader alike, and hand-broken observations by the schema.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from manni_desktop.engine.game import Game, game_names, get_rules, new_game
from manni_desktop.engine.record import RecordProblem, load_record

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "docs" / "schemas"
SEEDS = (0, 1, 2)
MAX_ACTIONS = 20_000  # far beyond the longest random game (115 hands of 39 actions)
MIDDLE_HAND_SHARE = 50  # in the hands between the first and the last: one in 50

Json = dict[str, Any]


def inlined(node: object, defs: Json) -> object:
    """``node`` with every local ``{"$ref": "#/$defs/x"}`` replaced by ``x`` itself.
    The schemas have no recursion, and jsonschema spends most of its time
    resolving references: checked inlined, a game's observations take a
    third of the time.  (The schema itself is checked as written.)"""
    if isinstance(node, list):
        return [inlined(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: inlined(value, defs) for key, value in node.items()
           if key not in ("$ref", "$defs")}
    ref = node.get("$ref")
    if ref is None:
        return out
    assert isinstance(ref, str) and ref.startswith("#/$defs/"), ref
    target = inlined(defs[ref.removeprefix("#/$defs/")], defs)
    return {"allOf": [target, out]} if out else target


@cache
def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    flat = inlined(schema, schema.get("$defs", {}))
    assert isinstance(flat, dict) and "$ref" not in json.dumps(flat)
    return Draft202012Validator(flat)


def record_validator() -> Draft202012Validator:
    return validator("record.schema.json")


def observation_validator() -> Draft202012Validator:
    return validator("observation.schema.json")


def problems(checker: Draft202012Validator, instance: object) -> list[str]:
    return [
        f"/{'/'.join(str(p) for p in error.absolute_path)}: {error.message}"
        for error in checker.iter_errors(instance)
    ]


def as_json(value: Json) -> Json:
    """``value`` as a reader of the JSON text would get it."""
    loaded = json.loads(json.dumps(value, ensure_ascii=False))
    assert isinstance(loaded, dict)
    return loaded


def variants() -> list[tuple[str, Json]]:
    """Every registered game with each of its scorings (options as the window makes them)."""
    out = []
    for name in game_names():
        rules = get_rules(name)
        for scoring in rules.scorings or (None,):
            out.append((name, rules.options_for(scoring)))
    return out


@dataclass
class Tally:
    records: int = 0
    observations: int = 0
    phases: frozenset[str] = frozenset()
    finished: bool = False


def check_observation(observation: Json, tally: Tally) -> None:
    found = problems(observation_validator(), observation)
    assert not found, (observation, found)
    tally.observations += 1
    tally.phases |= {observation["phase"]}


def check_record(game: Game, tally: Tally) -> None:
    record = as_json(game.to_record())
    found = problems(record_validator(), record)
    assert not found, (game.rules.name, found[:5])
    tally.records += 1


Visit = Callable[[Game, str, int], None]


def play(name: str, options: Json, seed: int, visit: Visit) -> Game:
    """Play a random legal game to its end, calling ``visit(game, moment, step)``
    at each ``turn`` (before every action, and at the end), ``between`` hands
    (the finished hand still on the table, as the window keeps it until the
    player moves on) and when the next hand is ``dealt``."""
    game = new_game(name, options, seed=seed)
    rng = random.Random(f"docs:{name}:{seed}")
    for step in range(MAX_ACTIONS):
        visit(game, "turn", step)
        if game.over:
            return game
        game.apply(rng.choice(game.legal_actions()), auto_deal=False)
        if game.phase == "deal":
            visit(game, "between", step)
            game.deal()
            visit(game, "dealt", step)
    return game


def play_and_check(name: str, options: Json, seed: int) -> Tally:
    """Play a random game, checking against the schemas: the record after every
    action of the first hand, when the first hands are dealt, and at the end
    (which holds every hand); the observation of every seat at every step of
    the first and the last hand and after the first hands, and of one seat at
    one step in ``MIDDLE_HAND_SHARE`` in the hands between (the checker takes
    milliseconds an observation, a game thousands of steps)."""

    def nothing(game: Game, moment: str, step: int) -> None:
        pass

    last = len(play(name, options, seed, nothing).hands) - 1  # the same game, unchecked
    tally = Tally()

    def check(game: Game, moment: str, step: int) -> None:
        number = len(game.hands) - 1
        full = number in (0, last) or (moment == "between" and number < 3)
        if full or (moment == "turn" and step % MIDDLE_HAND_SHARE == 0):
            seats = range(game.rules.seats) if full else [step % game.rules.seats]
            for seat in seats:
                check_observation(as_json(game.observation(seat)), tally)
        if (number == 0 and moment == "turn") or (moment == "dealt" and number < 3):
            check_record(game, tally)

    game = play(name, options, seed, check)
    tally.finished = game.over
    check_record(game, tally)
    return tally


@pytest.mark.parametrize(("name", "options"), variants())
def test_random_games_match_the_schemas(name: str, options: Json) -> None:
    tallies = [play_and_check(name, options, seed) for seed in SEEDS]
    assert all(t.finished for t in tallies), "a random game did not end"
    assert sum(t.observations for t in tallies) > 500
    assert sum(t.records for t in tallies) > 20
    seen: set[str] = set()
    for tally in tallies:
        seen |= tally.phases
    assert {get_rules(name).first_phase(), "play", "done"} <= seen


def test_every_registered_game_is_in_the_schemas() -> None:
    """A game registered without a schema entry fails here first (and then above)."""
    for name in ("record.schema.json", "observation.schema.json"):
        schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
        assert set(schema["properties"]["game"]["enum"]) == set(game_names()), name


# -- hand-broken records -----------------------------------------------------------------


def sample_record(name: str, actions: int = 6) -> Json:
    game = new_game(name, get_rules(name).options_for(None), seed=5)
    rng = random.Random(5)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return as_json(game.to_record())


Mutation = Callable[[Json], None]


def set_key(key: str, value: object) -> Mutation:
    def mutate(record: Json) -> None:
        record[key] = value

    return mutate


def drop_key(key: str) -> Mutation:
    def mutate(record: Json) -> None:
        del record[key]

    return mutate


def deck(change: Callable[[list[str]], None]) -> Mutation:
    def mutate(record: Json) -> None:
        change(record["hands"][0]["deck"])

    return mutate


def first_action(value: Json) -> Mutation:
    def mutate(record: Json) -> None:
        seat = record["hands"][0]["actions"][0]["seat"]
        record["hands"][0]["actions"][0] = {"seat": seat, **value}

    return mutate


def first_hand_extra(record: Json) -> None:
    record["hands"][0]["note"] = "a key a hand does not have"


def twice(cards: list[str]) -> None:
    cards[0] = cards[1]


def short(cards: list[str]) -> None:
    cards.pop()


def ten_spelled_out(cards: list[str]) -> None:
    cards[cards.index("TS")] = "10S"


def seat_as_text(record: Json) -> None:
    record["hands"][0]["actions"][0]["seat"] = "0"


def swap_card(old: str, new: str) -> Callable[[list[str]], None]:
    def change(cards: list[str]) -> None:
        cards[cards.index(old)] = new

    return change


def manillen_deck(cards: list[str]) -> None:
    """Down to the 32 cards from 7 to ace."""
    cards[:] = [card for card in cards if card[0] in "789TJQKA"]


BROKEN: list[tuple[str, str, Mutation]] = [
    ("hornafjardar", "another format", set_key("format", "manni-record/2")),
    ("hornafjardar", "no format", drop_key("format")),
    ("hornafjardar", "unknown game", set_key("game", "bridge")),
    ("hornafjardar", "no first dealer", drop_key("first_dealer")),
    ("hornafjardar", "first dealer not a seat", set_key("first_dealer", 3)),
    ("manillen", "first dealer not a seat", set_key("first_dealer", 4)),
    ("hornafjardar", "a name short", set_key("players", ["You", "Ásta"])),
    ("manillen", "a name short", set_key("players", ["You", "Ásta", "Hjörtur"])),
    ("hornafjardar", "unknown scoring", set_key("options", {"scoring": "doubled"})),
    ("hornafjardar", "unknown option", set_key("options", {"quota": "four"})),
    ("classic", "columns scoring", set_key("options", {"scoring": "columns"})),
    ("manillen", "an option", set_key("options", {"scoring": "running"})),
    ("hornafjardar", "hands not a list", set_key("hands", {"deck": []})),
    ("hornafjardar", "unknown key in a hand", first_hand_extra),
    ("hornafjardar", "a card twice", deck(twice)),
    ("hornafjardar", "51 cards", deck(short)),
    ("hornafjardar", "a ten as 10S", deck(ten_spelled_out)),
    ("classic", "a two in classic", deck(swap_card("3S", "2S"))),
    ("manillen", "a six in manillen", deck(swap_card("7S", "6S"))),
    ("hornafjardar", "two keys in an action", first_action({"play": "AS", "exchange": []})),
    ("hornafjardar", "a swap in hornafjardar", first_action({"swap": True})),
    ("hornafjardar", "a mizerka choice", first_action({"choose": "M"})),
    ("hornafjardar", "an exchange naming a card twice", first_action({"exchange": ["2H", "2H"]})),
    ("classic", "an exchange in classic", first_action({"exchange": []})),
    ("manillen", "an unknown trump", first_action({"declare": "X"})),
    ("manillen", "no key but the seat", first_action({})),
    ("hornafjardar", "seat as text", seat_as_text),
    ("mizerka", "first dealer not a seat", set_key("first_dealer", 3)),
    ("mizerka", "unknown quota", set_key("options", {"quota": "five"})),
    ("mizerka", "a scoring option", set_key("options", {"scoring": "running"})),
    ("mizerka", "a 32-card deck", deck(manillen_deck)),
    ("mizerka", "an unknown contract", first_action({"choose": "X"})),
    ("mizerka", "a contract in lower case", first_action({"choose": "nt"})),
    ("mizerka", "a declaration in mizerka", first_action({"declare": "NT"})),
    ("manillen", "a mizerka choice", first_action({"choose": "NT"})),
]


@pytest.mark.parametrize(("name", "why", "mutate"), BROKEN, ids=[f"{n}: {w}" for n, w, _ in BROKEN])
def test_broken_records_are_refused_by_schema_and_engine(
    name: str, why: str, mutate: Mutation
) -> None:
    good = sample_record(name)
    assert problems(record_validator(), good) == []
    load_record(copy.deepcopy(good))
    broken = copy.deepcopy(good)
    mutate(broken)
    assert problems(record_validator(), broken), f"the schema accepts a record with {why}"
    with pytest.raises(RecordProblem):
        load_record(broken)


def test_schema_refuses_keys_a_writer_must_not_add() -> None:
    """The reader ignores an unknown top-level key; the format has none, so the
    schema refuses it (a writer adding one is a change of format)."""
    record = sample_record("hornafjardar")
    record["seed"] = 42
    assert problems(record_validator(), record)


def test_unfinished_and_empty_records_are_valid() -> None:
    record = sample_record("classic", actions=0)
    assert problems(record_validator(), record) == []
    record["hands"][0].pop("actions")
    assert problems(record_validator(), record) == []
    del record["options"], record["players"]
    assert problems(record_validator(), record) == []
    load_record(record)


# -- hand-broken observations ------------------------------------------------------------


def observation(name: str, phase: str) -> Json:
    """The observation of the seat to act when ``name`` first reaches ``phase``."""
    game = new_game(name, get_rules(name).options_for(None), seed=9)
    rng = random.Random(9)
    while game.phase != phase:
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_act
    assert seat is not None
    return as_json(game.observation(seat))


def with_changes(base: Json, **changes: object) -> Json:
    changed = copy.deepcopy(base)
    changed.update(changes)
    return changed


def without(base: Json, key: str) -> Json:
    changed = copy.deepcopy(base)
    del changed[key]
    return changed


def test_broken_observations_are_refused() -> None:
    exchange = observation("hornafjardar", "exchange")
    play = observation("hornafjardar", "play")
    swap = observation("classic", "swap")
    declare = observation("manillen", "declare")
    choose = observation("mizerka", "choose")
    talon = observation("mizerka", "exchange")
    for good in (exchange, play, swap, declare, choose, talon):
        assert problems(observation_validator(), good) == []
    broken = [
        with_changes(exchange, legal=[{"seat": exchange["seat"], "play": exchange["hand"][0]}]),
        with_changes(exchange, trick={"leader": 0, "cards": []}),
        without(exchange, "hand"),
        with_changes(exchange, hand=["XX", *exchange["hand"][1:]]),
        with_changes(exchange, cut=None),
        with_changes(exchange, seats=4),
        with_changes(play, allowance=3),
        with_changes(play, trick=None),
        with_changes(play, legal=[{"seat": play["seat"], "swap": True}]),
        with_changes(play, contract="trump:X"),
        with_changes(play, phase="bidding"),
        with_changes(play, plus=[1, 2]),
        with_changes(swap, cut="7H"),
        with_changes(swap, contract="nullo"),
        with_changes(swap, hand=["2S", *swap["hand"][1:]]),
        with_changes(declare, plus=[0, 0, 0, 0]),
        with_changes(declare, declared="C"),
        with_changes(declare, hand=["6S"]),
        with_changes(declare, score=[0, 0, 0]),
        with_changes(declare, used=[[], [], [], []]),
        with_changes(play, chooser=play["dealer"]),
        with_changes(play, talon_left=4),
        with_changes(swap, used=[[], [], []]),
        with_changes(choose, contract="trump:S"),
        with_changes(choose, legal=[{"seat": choose["seat"], "choose": "X"}]),
        with_changes(choose, legal=[{"seat": choose["seat"], "play": choose["hand"][0]}]),
        with_changes(choose, legal=[{"seat": choose["seat"], "declare": "NT"}]),
        with_changes(choose, hand=[*choose["hand"], "AS", "AH", "AD", "AC"]),
        with_changes(choose, used=[["S", "S"], [], []]),
        with_changes(choose, cut="7H"),
        without(choose, "chooser"),
        with_changes(talon, contract="nullo"),
        with_changes(talon, contract=None),
        with_changes(talon, options={"quota": "four", "scoring": "running"}),
        with_changes(talon, plus=[0, 0, 0]),
        with_changes(talon, allowance=14),
    ]
    for bad in broken:
        assert problems(observation_validator(), bad), bad
