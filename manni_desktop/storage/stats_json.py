"""The statistics' JSON form (``statistics.json``), checked field by field
as it is read: a damaged or hand-edited file gives a ``StorageError`` that
names the field, never a half-read ``Statistics``.  ``read_stats_json``
reads a file whose frame is whole but some of whose games are not: the
games that read are kept, each damaged one is returned apart with its
problem (one bad entry must not cost the player every other game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.untrusted import is_text, is_whole
from .errors import NewerSchemaError, StorageError
from .messages import Params, message
from .stats import (
    CONTRACT_KINDS,
    RESULTS,
    STATS_SCHEMA,
    ContractTally,
    GameEntry,
    Statistics,
)


def stats_to_json(stats: Statistics) -> dict[str, Any]:
    return {
        "schema": STATS_SCHEMA,
        "app": "manni-desktop",
        "games": [
            {
                "key": g.key,
                "finished_at": g.finished_at,
                "game": g.game,
                "opponent_levels": list(g.opponent_levels),
                "result": g.result,
                "net": g.net,
                "hands": g.hands,
                "contracts": {
                    k: [t.hands, t.net, t.tricks] for k, t in sorted(g.contracts.items())
                },
                "deals": g.deals,
                "side_scores": list(g.side_scores),
                "partner_levels": list(g.partner_levels),
                "abandoned": g.abandoned,
                "opened": g.opened,
                "scoring": g.scoring,
                "replay": g.replay,
            }
            for g in stats.games
        ],
    }


def _bad_field(where: Params, name: str, expected: str) -> StorageError:
    """A field that holds the wrong kind of value (``messages.EXPECTED``)."""
    return StorageError("bad_field", {"source": where, "field": name, "expected": expected})


def _entry_from_json(raw: object, where: Params) -> GameEntry:
    if not isinstance(raw, dict):
        raise StorageError("stats_game_not_object", {"source": where})
    strings = ("key", "finished_at", "game", "result")
    for name in strings:
        if not is_text(raw.get(name)):
            raise _bad_field(where, name, "string")
    if raw["result"] not in RESULTS:
        raise StorageError("bad_choice", {"source": where, "field": "result",
                                          "choices": list(RESULTS)})
    for name in ("net", "hands"):
        if not is_whole(raw.get(name)):
            raise _bad_field(where, name, "whole_number")
    levels = raw.get("opponent_levels")
    if not (isinstance(levels, list) and all(is_text(v) for v in levels)):
        raise _bad_field(where, "opponent_levels", "list_of_strings")
    contracts_raw = raw.get("contracts")
    if not isinstance(contracts_raw, dict):
        raise _bad_field(where, "contracts", "object")
    contracts: dict[str, ContractTally] = {}
    for kind, triple in contracts_raw.items():
        if kind not in CONTRACT_KINDS:
            raise StorageError("unknown_contract", {"source": where, "kind": kind})
        if not (isinstance(triple, list) and len(triple) == 3 and all(is_whole(v) for v in triple)):
            raise StorageError("bad_contract", {"source": where, "kind": kind})
        contracts[kind] = ContractTally(*triple)
    # Added later (absent from older files): deals, side scores, partners.
    deals: object = raw.get("deals", raw["hands"])
    if not is_whole(deals) or deals < 0:
        raise _bad_field(where, "deals", "whole_number")
    scores = raw.get("side_scores", [])
    if not (isinstance(scores, list) and all(is_whole(v) for v in scores)):
        raise _bad_field(where, "side_scores", "list_of_whole_numbers")
    partners = raw.get("partner_levels", [])
    if not (isinstance(partners, list) and all(is_text(v) for v in partners)):
        raise _bad_field(where, "partner_levels", "list_of_strings")
    flags = {name: raw.get(name, False) for name in ("abandoned", "opened", "replay")}
    for name, value in flags.items():
        if not isinstance(value, bool):
            raise _bad_field(where, name, "boolean")
    scoring = raw.get("scoring", "")
    if not is_text(scoring):
        raise _bad_field(where, "scoring", "string")
    return GameEntry(
        key=raw["key"], finished_at=raw["finished_at"], game=raw["game"],
        opponent_levels=tuple(levels), result=raw["result"], net=raw["net"],
        hands=raw["hands"], contracts=contracts, deals=deals,
        side_scores=tuple(scores), partner_levels=tuple(partners),
        abandoned=flags["abandoned"], opened=flags["opened"], scoring=scoring,
        replay=flags["replay"],
    )


@dataclass(frozen=True)
class UnreadGame:
    """A game of the file that could not be read: its JSON as it was (kept
    aside, never lost) and why it was refused."""

    raw: object
    problem: StorageError


def stats_from_json(data: object, source: Params | None = None) -> Statistics:
    """``source`` names where the data came from (a nested message, default
    "The statistics file").  Strict: any damaged game is a ``StorageError``."""
    stats, unread = read_stats_json(data, source)
    if unread:
        raise unread[0].problem
    return stats


def read_stats_json(
    data: object, source: Params | None = None,
) -> tuple[Statistics, list[UnreadGame]]:
    """The games that read, and the damaged ones apart.  The file's frame
    (an object, its schema, a list of games) must be whole: if it is not,
    ``StorageError`` (``NewerSchemaError`` for a newer version's file)."""
    source = source or message("source_statistics")
    if not isinstance(data, dict):
        raise StorageError("stats_not_object", {"source": source})
    schema = data.get("schema")
    if not is_whole(schema) or schema < 1:
        raise StorageError("stats_no_schema", {"source": source})
    if schema > STATS_SCHEMA:
        raise NewerSchemaError("newer_statistics", {"schema": schema, "supported": STATS_SCHEMA})
    games = data.get("games")
    if not isinstance(games, list):
        raise _bad_field(source, "games", "list")
    read: list[GameEntry] = []
    unread: list[UnreadGame] = []
    for number, raw in enumerate(games, start=1):
        try:
            read.append(_entry_from_json(
                raw, message("source_statistics_game", source=source, number=number)))
        except StorageError as exc:
            unread.append(UnreadGame(raw, exc))
    return Statistics(read), unread


def unread_to_json(unread: list[UnreadGame]) -> dict[str, Any]:
    """The file damaged games are kept in: the statistics' own form, so a
    player (or a later version) can mend them and put them back."""
    return {"schema": STATS_SCHEMA, "app": "manni-desktop",
            "games": [game.raw for game in unread]}


