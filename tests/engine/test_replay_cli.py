"""``manni-desktop replay`` through a subprocess: docs/PROTOCOL.md field by field, and
one line on stderr with exit code 2 for every kind of bad record."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from manni_desktop.engine import new_game

from .helpers import build_deck, cards, play_random, record

ROOT = Path(__file__).resolve().parents[2]

LEFT = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S")
RIGHT = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H")
DEALER = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 7C")
MANNI = cards("2S 2H 2D 3D AC KC QC JC TC 9C 8C 6C 5C 4C 3C 2C")
DECK = build_deck(LEFT, RIGHT, DEALER, MANNI)
EXCHANGES = [
    {"seat": 1, "exchange": ["3S"]},
    {"seat": 2, "exchange": []},
    {"seat": 0, "exchange": ["4D", "5D"]},
]


def replay(data: object | str) -> subprocess.CompletedProcess[str]:
    text = data if isinstance(data, str) else json.dumps(data)
    return subprocess.run(
        [sys.executable, "-m", "manni_desktop", "replay", "-"],
        input=text, capture_output=True, text=True, cwd=ROOT, timeout=60,
    )


def good(data: object) -> dict[str, object]:
    result = replay(data)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out: dict[str, object] = json.loads(result.stdout)
    return out


def bad(data: object | str, *fragments: str) -> str:
    result = replay(data)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in lines[0]
    return lines[0]


def test_replay_reports_every_field_of_protocol() -> None:
    # Exchanges: seat 1 draws deck[42] = 3C... (the Manni's top); then one trick.
    actions = EXCHANGES + [
        {"seat": 1, "play": "AS"}, {"seat": 2, "play": "3H"}, {"seat": 0, "play": "7C"},
    ]
    out = good(record(DECK, actions, first_dealer=0, players=["A", "B", "C"]))
    assert out == {
        "hands": [{
            "dealer": 0, "cut": "7C", "contract": "trump:C",
            "tricks": [{"leader": 1, "cards": ["AS", "3H", "7C"], "winner": 0}],
            "tricks_won": [1, 0, 0], "plus": None, "minus": None,
        }],
        "plus": [0, 0, 0], "minus": [0, 0, 0], "net": [0, 0, 0],
        "over": False, "winners": [], "next": {"seat": 0, "phase": "play"},
    }


def test_replay_without_hands_names_the_first_actor() -> None:
    rec = {"format": "manni-record/1", "game": "classic", "first_dealer": 2, "hands": []}
    out = good(rec)
    assert out["next"] == {"seat": 0, "phase": "swap"} and out["hands"] == []


def test_replay_of_finished_hand_names_the_next_hands_first_actor() -> None:
    game = new_game("hornafjardar", seed=11)
    rng = random.Random(1)
    first = game.hand
    from .helpers import random_step
    while game.hand is first:
        random_step(game, rng)
    rec = game.to_record()
    rec["hands"] = rec["hands"][:1]
    out = good(rec)
    hand = out["hands"][0]  # type: ignore[index]
    assert hand["plus"] is not None and sum(hand["tricks_won"]) == 12
    assert len(hand["tricks"]) == 12
    assert out["next"] == {"seat": (game.first_dealer + 2) % 3, "phase": "exchange"}


@pytest.mark.parametrize("variant", [("hornafjardar", "columns"), ("classic", "running")])
def test_replay_of_a_whole_game_matches_the_engine(variant: tuple[str, str]) -> None:
    game = new_game(variant[0], {"scoring": variant[1]}, seed=5)
    play_random(game, random.Random(5))
    out = good(game.to_record())
    assert out == json.loads(json.dumps(game.summary()))
    assert out["over"] is True and out["next"] is None and out["winners"] == game.winners


def test_missing_options_and_actions_mean_defaults() -> None:
    rec = {"format": "manni-record/1", "game": "hornafjardar", "first_dealer": 0,
           "hands": [{"deck": DECK}]}
    assert good(rec)["next"] == {"seat": 1, "phase": "exchange"}


def test_running_scoring_reports_net_as_running_score() -> None:
    game = new_game("hornafjardar", {"scoring": "running"}, seed=9)
    play_random(game, random.Random(9))
    out = good(game.to_record())
    net = out["net"]
    assert isinstance(net, list) and max(net) >= 10 and net.count(max(net)) == 1


# -- bad records: one line, exit 2 ------------------------------------------------

def test_not_json() -> None:
    bad("{not json", "not valid JSON")


def test_wrong_types() -> None:
    bad([1, 2], "record", "JSON object")
    bad(record(DECK, "nope"), "hand 1", "'actions' must be a list")  # type: ignore[arg-type]
    bad({**record(DECK, []), "first_dealer": "x"}, "first_dealer")
    bad({**record(DECK, []), "players": ["a"]}, "players")
    bad(record(DECK, [{"seat": "1", "exchange": []}]), "hand 1, action 1", "seat")


def test_bad_format() -> None:
    bad({**record(DECK, []), "format": "manni-record/2"}, "format")


def test_unknown_game() -> None:
    bad(record(DECK, [], game="whist"), "unknown game 'whist'")


def test_unknown_option_or_value() -> None:
    bad({**record(DECK, []), "options": {"scoring": "fast"}}, "scoring='fast'")
    bad({**record(DECK, []), "options": {"jokers": True}}, "unknown option 'jokers'")


def test_incomplete_deck() -> None:
    bad(record(DECK[:-1], []), "hand 1", "not a full deck")
    bad(record(DECK[:-1] + ["AS"], []), "hand 1", "AS appears twice")
    bad(record(DECK[:-1] + ["XX"], []), "hand 1", "not a card")


def test_out_of_turn_seat() -> None:
    bad(record(DECK, [{"seat": 2, "exchange": []}]),
        "hand 1, action 1", "seat 2 acted out of turn")


def test_revoke() -> None:
    actions = EXCHANGES + [{"seat": 1, "play": "AS"}, {"seat": 2, "play": "2S"}]
    line = bad(record(DECK, actions), "hand 1, action 5")
    assert "seat 2" in line  # 2S was not drawn by seat 2: not in hand


def test_must_follow_suit() -> None:
    left = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H")
    right = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3S")
    deck = build_deck(left, right, DEALER, MANNI)
    actions = [{"seat": 1, "exchange": []}, {"seat": 2, "exchange": []},
               {"seat": 0, "exchange": []}, {"seat": 1, "play": "AS"},
               {"seat": 2, "play": "AH"}]
    bad(record(deck, actions), "hand 1, action 5", "seat 2 must follow suit (holds S)")


def test_card_not_in_hand() -> None:
    actions = EXCHANGES + [{"seat": 1, "play": "AH"}]
    bad(record(DECK, actions), "hand 1, action 4", "card not in hand")


def test_exchange_over_the_allowance() -> None:
    actions = [{"seat": 1, "exchange": []},
               {"seat": 2, "exchange": ["AH", "KH", "QH", "JH", "TH", "9H"]}]
    bad(record(DECK, actions), "hand 1, action 2", "exchange of 6 cards over the allowance of 5")


def test_wrong_action_key_for_the_phase_or_extra_keys() -> None:
    bad(record(DECK, [{"seat": 1, "play": "AS"}]), "hand 1, action 1", "cannot play")
    bad(record(DECK, [{"seat": 1, "exchange": [], "note": 1}]), "hand 1, action 1", "exactly one")


def test_actions_after_the_end() -> None:
    game = new_game("hornafjardar", seed=4)
    play_random(game, random.Random(4))
    rec = game.to_record()
    rec["hands"][-1]["actions"].append({"seat": 0, "play": "AS"})
    n = len(rec["hands"])
    bad(rec, f"hand {n}, action", "after the game ended")
    rec = game.to_record()
    rec["hands"].append({"deck": DECK, "actions": []})
    bad(rec, f"hand {n + 1}", "after the game ended")


def test_new_hand_while_previous_unfinished() -> None:
    rec = record(DECK, EXCHANGES)
    rec["hands"].append({"deck": DECK, "actions": []})  # type: ignore[attr-defined]
    bad(rec, "hand 2", "previous one is unfinished")


def test_file_argument_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "game.manni.json"
    path.write_text(json.dumps(record(DECK, EXCHANGES)), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "manni_desktop", "replay", str(path)],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0 and json.loads(result.stdout)["next"]["phase"] == "play"
    result = subprocess.run([sys.executable, "-m", "manni_desktop", "replay",
                             str(tmp_path / "missing.json")],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1


def test_replay_of_manillen_reports_sides() -> None:
    game = new_game("manillen", seed=3)
    rng = random.Random(3)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    out = good(game.to_record())
    hand = out["hands"][0]  # type: ignore[index]
    assert set(hand) == {"dealer", "declared", "tricks", "points", "score"}
    assert hand["points"] is None and hand["score"] is None and hand["declared"] in "SHDCNT"
    assert out["score"] == [0, 0] and out["next"]["phase"] == "play"  # type: ignore[index]
    assert set(out) == {"hands", "score", "over", "winners", "next"}


def test_replay_reads_the_apps_own_saves(tmp_path: Path) -> None:
    """Save as writes ``*.manni.json`` (a save around the record): replay reads
    it too, and still names a broken record inside it."""
    from manni_desktop.storage.save_format import make_payload

    game = new_game("manillen", seed=8)
    rng = random.Random(8)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    save = make_payload(game, {"names": list(game.players)})
    assert good(save) == good(game.to_record())
    broken = dict(save, record=dict(save["record"], game="whist"))
    assert "unknown game 'whist'" in bad(broken)
