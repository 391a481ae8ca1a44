"""Mizerka and Hornafjarðar Manni with six contracts (docs/RULES.md §4), and their
records, ``replay`` fields and observations (docs/PROTOCOL.md).  The
conformance checks every registered game passes are in
tests/games/test_conformance.py, which picks this game up from the catalogue."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manni_desktop.ai.players import LEVELS as PLAYER_LEVELS
from manni_desktop.engine import (
    Action,
    Choose,
    Exchange,
    Game,
    Play,
    RecordProblem,
    action_from_json,
    action_to_json,
    new_game,
    replay_summary,
)
from manni_desktop.engine import game as engine_game
from manni_desktop.engine.actions import Phase
from manni_desktop.engine.cards import card_text
from manni_desktop.engine.errors import RuleCode, RuleError
from manni_desktop.engine.snapshot import PromptKind
from manni_desktop.engine.untrusted import MESSAGE_CHARS, clip
from manni_desktop.games.mizerka import ENTRIES, MIZERKA_ENTRY
from manni_desktop.games.mizerka.bots.levels import LEVELS
from manni_desktop.games.mizerka.rules import DEALS, MIZERKA_RULES, MizerkaHand
from manni_desktop.games.mizerka.scoring import (
    CONTRACTS,
    MIZERKA_CONTRACT,
    contract_of,
    deal_scores,
)
from manni_desktop.games.mizerka.table import STOCK, TALON

from ..games import test_conformance as conformance
from ..games.test_one_entry import PACKAGE, named_ids, outside_modules
from .helpers import cards, random_action

NAME = MIZERKA_RULES.name


# -- building deals -------------------------------------------------------------


def mizerka_deck(forehand: Sequence[int], middlehand: Sequence[int], dealer: Sequence[int],
                 talon: Sequence[int]) -> list[str]:
    """The deck (deal order) giving these 13-card piles; ``talon`` in dealing
    order, so ``talon[-1]`` ends on top."""
    deck: list[int] = []
    for r in range(13):
        deck += [forehand[r], middlehand[r], dealer[r], talon[r]]
    return [card_text(c) for c in deck]


def suit(letter: str) -> list[int]:
    return cards(" ".join(rank + letter for rank in "23456789TJQKA"))


def record(decks: list[list[str]], actions: list[list[dict[str, Any]]], first_dealer: int = 2,
           options: dict[str, Any] | None = None) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": "manni-record/1", "game": NAME, "first_dealer": first_dealer,
        "hands": [{"deck": d, "actions": a} for d, a in zip(decks, actions, strict=True)],
    }
    if options is not None:
        rec["options"] = options
    return rec


# Seat 2 deals hand 0: seat 0 is forehand, seat 1 middlehand.
SPADES, HEARTS, DIAMONDS, CLUBS = suit("S"), suit("H"), suit("D"), suit("C")
SUITED = mizerka_deck(SPADES, HEARTS, DIAMONDS, CLUBS)


def dealt_game(deck: list[str], first_dealer: int = 2, quota: str = "seats") -> Game:
    return Game.from_record(record([deck], [[]], first_dealer, {"quota": quota}), seed=0)


def keep_all(game: Game) -> None:
    for _ in range(3):
        seat = game.to_act
        assert seat is not None
        game.apply(Exchange(seat, ()), auto_deal=False)


def the_hand(game: Game) -> MizerkaHand:
    hand = game.hand
    assert isinstance(hand, MizerkaHand)
    return hand


# -- the examples of docs/RULES.md §4 -----------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_three_scoring_examples(dealer: int) -> None:
    """Whoever deals, the scores go to the seats by their role in the deal."""
    roles = ((dealer + 1) % 3, (dealer + 2) % 3, dealer)

    def by_seat(by_role: tuple[int, int, int]) -> list[int]:
        out = [0, 0, 0]
        for role, seat in enumerate(roles):
            out[seat] = by_role[role]
        return out

    hand = MIZERKA_RULES.new_hand(list(range(52)), dealer, [], {"quota": "seats"})
    assert hand.order == roles
    # Mizerka, hearts trump, tricks 8/4/1: +1, -1, 0.
    assert deal_scores(by_seat((8, 4, 1)), roles, contract_of("H"), "seats") \
        == by_seat((1, -1, 0))
    # Mizerka contract, 0/6/7: +1, -1, 0.
    assert contract_of("M") is MIZERKA_CONTRACT
    assert deal_scores(by_seat((0, 6, 7)), roles, MIZERKA_CONTRACT, "seats") \
        == by_seat((1, -1, 0))
    # Quota four, no-trump, 6/4/3: +2, 0, -1.
    assert deal_scores(by_seat((6, 4, 3)), roles, contract_of("NT"), "four") \
        == by_seat((2, 0, -1))


def test_a_whole_deal_scored_by_the_quotas() -> None:
    """Forehand holds the spades, middlehand the hearts, the dealer the
    diamonds: under spades trump forehand takes all 13 tricks."""
    game = dealt_game(SUITED)
    game.apply(Choose(0, "S"), auto_deal=False)
    keep_all(game)
    while not the_hand(game).finished:
        game.apply(game.legal_actions()[0], auto_deal=False)
    hand = the_hand(game)
    assert hand.tricks_won == [13, 0, 0]
    assert hand.scores() == [13 - 7, 0 - 5, 0 - 1]
    assert sum(hand.scores() or []) == 0
    assert game.summary()["hands"][0]["score"] == [6, -5, -1]


# -- the deal, the pause and the talon -------------------------------------------------


def test_one_card_at_a_time_and_the_pause_after_six_rounds() -> None:
    deck = [card_text(c) for c in range(52)]
    game = dealt_game(deck, first_dealer=2)
    hand = the_hand(game)
    assert (hand.phase, hand.to_act, hand.chooser) == (Phase.CHOOSE, 0, 0)
    assert hand.hand_cards(0) == [0, 4, 8, 12, 16, 20]  # forehand: deck[4r]
    assert hand.hand_cards(1) == [1, 5, 9, 13, 17, 21]  # middlehand
    assert hand.hand_cards(2) == [2, 6, 10, 14, 18, 22]  # dealer
    assert hand.talon == [3, 7, 11, 15, 19, 23]
    assert hand.undealt() == tuple(range(24, 52))
    for seat in range(3):  # each sees its own six cards, and the contract is not known
        obs = game.observation(seat)
        assert obs["phase"] == "choose" and obs["contract"] is None
        assert obs["hand"] == [card_text(c) for c in hand.hand_cards(seat)]
        assert obs["talon_left"] == 6
    assert game.summary()["next"] == {"seat": 0, "phase": "choose"}
    game.apply(Choose(0, "D"), auto_deal=False)
    assert hand.hand_cards(0) == list(range(0, 52, 4))
    assert hand.hand_cards(1) == list(range(1, 52, 4))
    assert hand.hand_cards(2) == list(range(2, 52, 4))
    assert hand.talon == list(range(3, 52, 4)) and hand.talon[-1] == 51  # deck[51] on top
    assert (hand.phase, hand.to_act) == (Phase.EXCHANGE, 0)


def test_forehand_is_left_of_the_dealer_and_the_deal_passes_left() -> None:
    game = new_game(NAME, seed=3)
    for number in range(3):
        hand = the_hand(game)
        assert hand.dealer == (game.first_dealer + number) % 3
        assert hand.chooser == hand.to_act == hand.order[0] == (hand.dealer + 1) % 3
        assert hand.order[1] == (hand.dealer + 2) % 3
        play_hand(game, random.Random(number))
        game.deal()


def test_the_talon_is_a_stack_drawn_from_the_top_in_turn() -> None:
    deck = [card_text(c) for c in range(52)]
    game = dealt_game(deck, first_dealer=2)
    game.apply(Choose(0, "NT"), auto_deal=False)
    hand = the_hand(game)
    game.apply(Exchange(0, (0, 4, 8)), auto_deal=False)  # forehand draws deck[51], [47], [43]
    assert {51, 47, 43} <= set(hand.hand_cards(0)) and not {0, 4, 8} & set(hand.hand_cards(0))
    game.apply(Exchange(1, (1, 5)), auto_deal=False)  # middlehand then deck[39], [35]
    assert {39, 35} <= set(hand.hand_cards(1))
    game.apply(Exchange(2, (2,)), auto_deal=False)  # the dealer deck[31]
    assert 31 in hand.hand_cards(2)
    assert hand.talon == list(range(3, 28, 4))  # the rest stays, out of the deal
    obs = game.observation(1)
    assert obs["exchanges"] == [{"seat": 0, "count": 3}, {"seat": 1, "count": 2},
                                {"seat": 2, "count": 1}]
    assert obs["my_discards"] == ["3S", "7S"] and obs["talon_left"] == 7


def test_forehand_may_change_all_thirteen_and_the_others_take_what_is_left() -> None:
    game = dealt_game([card_text(c) for c in range(52)])
    game.apply(Choose(0, "M"), auto_deal=False)
    hand = the_hand(game)
    assert game.observation(0)["allowance"] == 13
    game.apply(Exchange(0, tuple(hand.hand_cards(0))), auto_deal=False)
    assert hand.hand_cards(0) == list(range(3, 52, 4))  # the whole talon
    assert game.observation(1)["allowance"] == 0
    error = game.check(Exchange(1, (1,)))
    assert error is not None and error.code == RuleCode.OVER_ALLOWANCE
    assert "over the allowance of 0" in str(error)
    keep_all_remaining(game)
    assert game.phase == "play" and game.to_act == 0


def test_each_exchange_is_limited_by_what_the_talon_still_holds() -> None:
    game = dealt_game([card_text(c) for c in range(52)])
    game.apply(Choose(0, "S"), auto_deal=False)
    hand = the_hand(game)
    game.apply(Exchange(0, tuple(hand.hand_cards(0)[:5])), auto_deal=False)
    assert hand.exchange_allowance() == 8
    assert game.check(Exchange(1, tuple(hand.hand_cards(1)[:9]))) is not None
    game.apply(Exchange(1, tuple(hand.hand_cards(1)[:8])), auto_deal=False)
    assert game.observation(2)["allowance"] == 0 and hand.talon == []
    refused: list[tuple[Action, RuleCode]] = [(Exchange(2, (0,)), RuleCode.OVER_ALLOWANCE),
                                              (Play(2, 2), RuleCode.WRONG_PHASE)]
    for bad, code in refused:
        error = game.check(bad)
        assert error is not None and error.code == code
    game.apply(Exchange(2, ()), auto_deal=False)
    assert [len(hand.hand_cards(s)) for s in range(3)] == [13, 13, 13]


def keep_all_remaining(game: Game) -> None:
    while game.phase == "exchange":
        seat = game.to_act
        assert seat is not None
        game.apply(Exchange(seat, ()), auto_deal=False)


# -- the contracts ------------------------------------------------------------------


def play_hand(game: Game, rng: random.Random, choose: str | None = None) -> None:
    """Random legal moves to the end of the hand in play (``choose``: that contract)."""
    hand = the_hand(game)
    while not hand.finished:
        if game.phase == "choose" and choose is not None:
            game.apply(Choose(hand.chooser, choose), auto_deal=False)
        else:
            game.apply(random_action(game, rng), auto_deal=False)


def test_each_seat_chooses_each_contract_once_and_the_last_is_forced() -> None:
    game = new_game(NAME, seed=11)
    rng = random.Random(11)
    chosen: dict[int, list[str]] = {0: [], 1: [], 2: []}
    for number in range(DEALS):
        hand = the_hand(game)
        seat = hand.chooser
        left = [c for c in CONTRACTS if c not in chosen[seat]]
        assert [a for a in game.legal_actions()] == [Choose(seat, c) for c in left]
        assert game.observation(seat)["legal"] == [{"seat": seat, "choose": c} for c in left]
        for used in chosen[seat]:
            error = game.check(Choose(seat, used))
            assert error is not None and error.code == RuleCode.CONTRACT_USED
            assert f"already chosen {used}" in str(error)
        if len(left) == 1:
            assert len(chosen[seat]) == 5  # the sixth choice is forced
        pick = left[-1] if number % 2 else left[0]
        chosen[seat].append(pick)
        play_hand(game, rng, pick)
        assert game.totals()["used"] == [chosen[0], chosen[1], chosen[2]]
        if not game.over:
            game.deal()
    assert game.over and len(game.hands) == DEALS
    assert all(sorted(chosen[s]) == sorted(CONTRACTS) for s in range(3))


def test_a_code_that_is_no_contract_is_refused() -> None:
    game = dealt_game(SUITED)
    for code in ("X", "N", "SH", "MM"):
        error = game.check(Choose(0, code))
        assert error is not None and f"seat 0 cannot choose '{code}'" in str(error)
    error = game.check(Choose(1, "S"))
    assert error is not None and error.code == RuleCode.OUT_OF_TURN
    error = game.check(Exchange(0, ()))
    assert error is not None and error.code == RuleCode.WRONG_PHASE


def test_eighteen_deals_then_the_game_is_over() -> None:
    game = new_game(NAME, seed=5)
    rng = random.Random(5)
    for number in range(DEALS):
        assert not game.over
        play_hand(game, rng)
        if number < DEALS - 1:
            game.deal()
    assert game.over and game.phase == "over" and game.next_turn() is None
    assert game.legal_actions() == []
    with pytest.raises(RuleError):
        game.deal()
    rec = game.to_record()
    rec["hands"].append(copy.deepcopy(rec["hands"][0]))
    with pytest.raises(RecordProblem, match="hand 19: a hand after the game ended"):
        replay_summary(rec)


def test_the_highest_total_wins_and_ties_share(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(NAME, seed=9)
    rng = random.Random(9)
    while not game.over:
        play_hand(game, rng)
        if not game.over:
            game.deal()
    score = game.totals()["score"]
    assert game.winners == [s for s in range(3) if score[s] == max(score)]
    monkeypatch.setattr(MizerkaHand, "scores", lambda self: [1, 1, -2])
    assert game.totals()["score"] == [18, 18, -36]
    assert game.winners == [0, 1]
    monkeypatch.setattr(MizerkaHand, "scores", lambda self: [0, 0, 0])
    assert game.winners == [0, 1, 2]
    assert game.snapshot(0).standing.winners == (0, 1, 2)


# -- play -----------------------------------------------------------------------------


def test_follow_suit_never_forced_to_trump_ace_high_under_mizerka() -> None:
    # forehand (seat 0) 12 spades, middlehand the ace of spades, the dealer none
    forehand = cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2C")
    middlehand = cards("AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    dealer = cards("AH 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD")
    talon = cards("AD 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC")
    game = dealt_game(mizerka_deck(forehand, middlehand, dealer, talon))
    game.apply(Choose(0, "M"), auto_deal=False)
    keep_all(game)
    game.apply(Play(0, cards("2S")[0]), auto_deal=False)
    error = game.check(Play(1, cards("2H")[0]))
    assert error is not None and error.code == RuleCode.FOLLOW_SUIT
    game.apply(Play(1, cards("AS")[0]), auto_deal=False)
    # the dealer has no spade: any card, trumping or not
    assert {a.card for a in game.legal_actions() if isinstance(a, Play)} == set(dealer)
    game.apply(Play(2, cards("KD")[0]), auto_deal=False)
    assert the_hand(game).tricks[0].winner == 1  # the ace wins, mizerka or not
    assert game.to_act == 1


def test_a_void_seat_need_not_trump_and_a_trump_wins() -> None:
    forehand = CLUBS
    middlehand = cards("2H 3H 4H 5H 6H 7H 8S 9S TS JS QS KS AS")
    dealer = cards("8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S")
    game = dealt_game(mizerka_deck(forehand, middlehand, dealer, DIAMONDS))
    game.apply(Choose(0, "H"), auto_deal=False)
    keep_all(game)
    game.apply(Play(0, cards("2C")[0]), auto_deal=False)
    assert len(game.legal_actions()) == 13  # void in clubs: trump or not, as it likes
    assert game.check(Play(1, cards("8S")[0])) is None
    game.apply(Play(1, cards("8S")[0]), auto_deal=False)
    game.apply(Play(2, cards("2S")[0]), auto_deal=False)
    assert the_hand(game).tricks[0].winner == 0  # nobody trumped: the club wins
    game.apply(Play(0, cards("3C")[0]), auto_deal=False)
    game.apply(Play(1, cards("2H")[0]), auto_deal=False)
    game.apply(Play(2, cards("AH")[0]), auto_deal=False)
    assert the_hand(game).tricks[1].winner == 2  # the highest trump wins


# -- options, observations, summaries ----------------------------------------------------


def test_quota_is_the_only_option() -> None:
    assert MIZERKA_RULES.parse_options(None) == {"quota": "seats"}
    assert MIZERKA_RULES.parse_options({}) == {"quota": "seats"}
    assert MIZERKA_RULES.parse_options({"quota": "four"}) == {"quota": "four"}
    for bad, words in [({"quota": "five"}, "quota='five' is not allowed"),
                       ({"scoring": "running"}, "unknown option 'scoring'"),
                       ({"quota": "four", "x": 1}, "unknown option 'x'"),
                       ([], "must be an object")]:
        with pytest.raises(ValueError, match=words):
            MIZERKA_RULES.parse_options(bad)


def test_observations_carry_exactly_the_protocols_fields() -> None:
    game = dealt_game(SUITED, quota="four")
    common = {"game", "options", "seats", "seat", "score", "used", "dealer", "hand_number",
              "chooser", "contract", "phase", "hand", "exchanges", "my_discards", "talon_left",
              "tricks", "trick"}
    obs = game.observation(0)
    assert set(obs) == common | {"legal"}
    assert obs["game"] == NAME and obs["options"] == {"quota": "four"}
    assert (obs["chooser"], obs["dealer"], obs["hand_number"]) == (0, 2, 0)
    assert obs["score"] == [0, 0, 0] and obs["used"] == [[], [], []]
    assert obs["trick"] is None and "cut" not in obs
    assert set(game.observation(1)) == common
    game.apply(Choose(0, "H"), auto_deal=False)
    obs = game.observation(0)
    assert set(obs) == common | {"allowance"}
    assert obs["contract"] == "trump:H" and obs["used"] == [["H"], [], []]
    assert len(obs["hand"]) == 13 and obs["talon_left"] == 13
    keep_all(game)
    obs = game.observation(0)
    assert set(obs) == common | {"legal"} and obs["phase"] == "play"
    assert obs["trick"] == {"leader": 0, "cards": []}
    assert json.loads(json.dumps(obs)) == obs


def test_summary_has_replays_mizerka_fields() -> None:
    game = dealt_game(SUITED)
    summary = game.summary()
    assert list(summary) == ["hands", "score", "used", "over", "winners", "next"]
    assert summary["hands"] == [{"dealer": 2, "chooser": 0, "contract": None, "tricks": [],
                                 "tricks_won": [0, 0, 0], "score": None}]
    game.apply(Choose(0, "M"), auto_deal=False)
    keep_all(game)
    game.apply(game.legal_actions()[0], auto_deal=False)
    summary = game.summary()
    assert summary["hands"][0]["contract"] == "mizerka"
    assert summary["used"] == [["M"], [], []]
    assert summary["next"] == {"seat": 1, "phase": "play"}
    assert list(summary["hands"][0]) == ["dealer", "chooser", "contract", "tricks",
                                         "tricks_won", "score"]


def test_the_snapshot_shows_the_pause_the_talon_and_the_stock() -> None:
    game = dealt_game([card_text(c) for c in range(52)])
    table = game.snapshot(0)
    assert table.prompt.kind == PromptKind.CHOOSE and table.prompt.seat == 0
    assert table.prompt.legal == tuple(Choose(0, c) for c in CONTRACTS)
    assert game.snapshot(1).prompt.legal == ()
    assert table.pile(STOCK).cards == tuple(range(24, 52))
    assert table.pile(TALON).cards == (3, 7, 11, 15, 19, 23)
    assert [p.to for p in table.deal[:4]] == [0, 1, 2, -1] and len(table.deal) == 24
    assert table.contract.kind == "undeclared"
    game.apply(Choose(0, "M"), auto_deal=False)
    table = game.snapshot(0)
    assert table.pile(STOCK).cards == () and len(table.deal) == 52
    assert table.pile(TALON).cards[-1] == 51
    assert table.contract.kind == "mizerka" and table.contract.trump is None
    assert table.prompt.kind == PromptKind.EXCHANGE and table.prompt.allowance == 13
    assert table.standing.units == "seats"
    assert table.result.points is None


# -- records and replay ------------------------------------------------------------------


def random_game(seed: int, quota: str = "seats") -> Game:
    game = new_game(NAME, {"quota": quota}, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        game.apply(random_action(game, rng))
    return game


def test_a_record_round_trips_and_replays() -> None:
    game = random_game(21, "four")
    rec = json.loads(json.dumps(game.to_record()))
    assert rec["options"] == {"quota": "four"} and len(rec["hands"]) == DEALS
    assert all(set(a) in ({"seat", "choose"}, {"seat", "exchange"}, {"seat", "play"})
               for h in rec["hands"] for a in h["actions"])
    for number, hand in enumerate(rec["hands"]):
        chooser = (game.first_dealer + number + 1) % 3
        first = hand["actions"][0]
        assert first["seat"] == chooser and first["choose"] in CONTRACTS
    again = Game.from_record(rec, seed=game.seed)
    assert again.to_record() == rec
    assert replay_summary(rec) == game.summary()
    assert replay_summary(rec)["over"] is True and replay_summary(rec)["winners"]
    for hand in game.hands:
        assert len(hand.tricks) == 13


def test_a_record_may_stop_in_the_choice_and_replay_says_so() -> None:
    rec = record([SUITED], [[]])
    summary = replay_summary(rec)
    assert summary["next"] == {"seat": 0, "phase": "choose"}
    assert summary["hands"][0]["contract"] is None and summary["score"] == [0, 0, 0]
    assert "options" not in rec
    assert Game.from_record(rec).options == {"quota": "seats"}


def choose_first(seat: int = 0, code: str = "S") -> dict[str, Any]:
    return {"seat": seat, "choose": code}


# Seat 2 deals, the deck in card order: forehand (seat 0) holds 2S 6S TS AS 5H …,
# middlehand 3S 7S JS 2H …, the dealer 4S 8S QS 3H ….
ORDERED = [card_text(c) for c in range(52)]
KEEP = {"seat": 0, "exchange": []}


HOSTILE: list[tuple[str, list[dict[str, Any]], str]] = [
    ("out of turn", [choose_first(1)], "action 1: seat 1 acted out of turn (seat 0 is to act)"),
    ("not a contract", [choose_first(0, "X")], "action 1: seat 0 cannot choose 'X'"),
    ("a long code", [choose_first(0, "Z" * 10_000)], "action 1: 'choose' must be a contract"),
    ("a number", [{"seat": 0, "choose": 5}], "action 1: 'choose' must be a contract code"),
    ("a list", [{"seat": 0, "choose": ["S"] * 1000}], "'choose' must be a contract code"),
    ("two keys", [{"seat": 0, "choose": "S", "play": "2S"}], "exactly one of"),
    ("exchange first", [{"seat": 0, "exchange": []}],
     "action 1: seat 0 cannot exchange during the choose phase"),
    ("play first", [{"seat": 0, "play": "2S"}], "cannot play during the choose phase"),
    ("choose twice", [choose_first(), choose_first()], "action 2: seat 0 cannot choose during"),
    ("too many", [choose_first(), {"seat": 0, "exchange": ORDERED[0:48:4]},
                  {"seat": 1, "exchange": []}, {"seat": 2, "exchange": ["4S", "8S"]}],
     "action 4: exchange of 2 cards over the allowance of 1"),
    ("not held", [choose_first(), {"seat": 0, "exchange": ["2H"]}],
     "card not in hand: seat 0 does not hold 2H"),
    ("revoke", [choose_first(), KEEP, {"seat": 1, "exchange": []},
                {"seat": 2, "exchange": []}, {"seat": 0, "play": "2S"},
                {"seat": 1, "play": "2H"}], "action 6: seat 1 must follow suit"),
]


@pytest.mark.parametrize(("why", "actions", "words"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_bad_record_is_refused_with_one_short_line(
    why: str, actions: list[dict[str, Any]], words: str
) -> None:
    with pytest.raises(RecordProblem) as caught:
        replay_summary(record([ORDERED], [copy.deepcopy(actions)]))
    line = clip(str(caught.value))
    assert "\n" not in line and len(line) <= MESSAGE_CHARS
    assert line.startswith("hand 1, action "), line
    assert words in line, line


def test_a_contract_chosen_twice_in_a_record_is_refused() -> None:
    game = new_game(NAME, seed=2)
    rng = random.Random(2)
    for _ in range(3):
        play_hand(game, rng, None)
        game.deal()
    rec = game.to_record()
    first = rec["hands"][0]["actions"][0]
    fourth = rec["hands"][3]
    fourth["actions"] = [dict(first)]  # the same seat chooses again in hand 4
    with pytest.raises(RecordProblem, match=f"hand 4, action 1: seat {first['seat']} has "
                                            f"already chosen {first['choose']}"):
        replay_summary(rec)


def test_other_games_refuse_a_choice() -> None:
    rec = new_game("hornafjardar", seed=1).to_record()
    seat = rec["hands"][0]
    seat["actions"] = [{"seat": (rec["first_dealer"] + 1) % 3, "choose": "S"}]
    with pytest.raises(RecordProblem, match="cannot choose during the exchange phase"):
        replay_summary(rec)


def test_the_choice_in_json() -> None:
    action = Choose(2, "NT")
    assert action_to_json(action) == {"seat": 2, "choose": "NT"}
    assert action_from_json({"seat": 2, "choose": "NT"}) == action
    for bad in ("", "nt", "N T", "ÑT", "ABCDE", None, True):
        with pytest.raises(ValueError):
            action_from_json({"seat": 2, "choose": bad})


# -- random play (hypothesis) ----------------------------------------------------------------


def accounted(hand: MizerkaHand) -> list[int]:
    piles = [hand.hand_cards(s) for s in range(3)] + hand.discards
    piles += [hand.talon, list(hand.undealt()), hand.trick_cards]
    piles += [list(t.cards) for t in hand.tricks]
    return [c for pile in piles for c in pile]


def expected_scores(hand: MizerkaHand, quota: str) -> list[int]:
    """docs/RULES.md §4's table, written out again here."""
    forehand, middlehand, dealer = hand.order
    assert hand.contract is not None
    misere = hand.contract.kind == "mizerka"
    if quota == "four":
        quotas = {forehand: 4, middlehand: 4, dealer: 4}
    elif misere:
        quotas = {forehand: 1, middlehand: 5, dealer: 7}
    else:
        quotas = {forehand: 7, middlehand: 5, dealer: 1}
    return [(quotas[s] - hand.tricks_won[s]) if misere else (hand.tricks_won[s] - quotas[s])
            for s in range(3)]


@given(seed=st.integers(0, 2**32), quota=st.sampled_from(["seats", "four"]))
@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_random_games_keep_every_invariant(seed: int, quota: str) -> None:
    """(The rules stay registered by ``registered`` for every example.)"""
    game = new_game(NAME, {"quota": quota}, seed=seed)
    rng = random.Random(seed)
    totals = [0, 0, 0]
    steps = 0
    while not game.over:
        hand = the_hand(game)
        assert sorted(accounted(hand)) == list(range(52))
        seat = game.to_act
        assert seat is not None
        if game.phase == "play":
            legal = {a.card for a in game.legal_actions() if isinstance(a, Play)}
            for card in hand.hand_cards(seat):  # every other card is refused
                error = game.check(Play(seat, card))
                assert (error is None) == (card in legal)
        action = random_action(game, rng)
        assert game.check(action) is None
        if steps % 41 == 0:
            assert Game.from_record(game.to_record(), seed=game.seed).summary() == game.summary()
        game.apply(action, auto_deal=False)
        steps += 1
        if hand.finished:
            assert len(hand.tricks) == 13 and sum(hand.tricks_won) == 13
            assert sorted(accounted(hand)) == list(range(52))
            scores = hand.scores()
            assert scores == expected_scores(hand, quota)
            misere = hand.contract is not None and hand.contract.kind == "mizerka"
            assert sum(scores) == (0 if quota == "seats" else (-1 if misere else 1))
            totals = [t + s for t, s in zip(totals, scores, strict=True)]
            assert game.totals()["score"] == totals
            if not game.over:
                game.deal()
    assert len(game.hands) == DEALS
    assert all(sorted(used) == sorted(CONTRACTS) for used in game.totals()["used"])
    assert game.winners == [s for s in range(3) if totals[s] == max(totals)]
    assert replay_summary(json.loads(json.dumps(game.to_record()))) == game.summary()


# -- the conformance checks, and the bots ------------------------------------------------------


def test_conformance_positions_hide_every_other_hand() -> None:
    game = new_game(NAME, seed=4)
    rng = random.Random(4)
    while len(game.hands) < 3:
        conformance.check_position(game)
        game.apply(random_action(game, rng))


def test_the_entry() -> None:
    assert ENTRIES == (MIZERKA_ENTRY,)
    assert MIZERKA_ENTRY.id == NAME and MIZERKA_ENTRY.rules is MIZERKA_RULES
    assert MIZERKA_ENTRY.title.context == MIZERKA_ENTRY.description.context == "Games"
    assert tuple(MIZERKA_ENTRY.bot_levels()) == PLAYER_LEVELS  # in the shared order


def test_in_the_catalogue_and_named_nowhere_else() -> None:
    from manni_desktop.games import CATALOGUE, ids

    assert MIZERKA_ENTRY in CATALOGUE and NAME in ids()
    assert engine_game.get_rules(NAME) is MIZERKA_RULES
    bad = [f"{p.relative_to(PACKAGE).as_posix()}:{line}"
           for p in outside_modules() for line, _ in named_ids(p.read_text("utf-8"), {NAME})]
    assert bad == []


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_answers_legally(level: str) -> None:
    game = new_game(NAME, seed=6)
    rng = random.Random(6)
    asked = {"choose": 0, "exchange": 0, "play": 0}
    while len(game.hands) < 4:
        seat = game.to_act
        assert seat is not None
        answer = LEVELS[level](game.observation(seat), random.Random(len(game.hands)))
        action = action_from_json(answer)
        assert game.check(action) is None, (level, answer)
        asked[game.phase.value] += 1
        game.apply(action if rng.random() < 0.5 else random_action(game, rng))
    assert min(asked.values()) >= 3


def test_the_easy_player_ducks_under_mizerka_and_wins_cheaply_otherwise() -> None:
    obs: dict[str, Any] = {
        "game": NAME, "options": {"quota": "seats"}, "seats": 3, "seat": 1, "dealer": 2,
        "hand_number": 0, "chooser": 0, "contract": "mizerka", "phase": "play",
        "hand": ["2S", "9S", "KS", "AH"], "trick": {"leader": 0, "cards": ["TS"]},
        "legal": [{"seat": 1, "play": c} for c in ("2S", "9S", "KS")],
    }
    assert LEVELS["easy"](obs, random.Random(0)) == {"seat": 1, "play": "9S"}
    obs["contract"] = "notrump"
    assert LEVELS["easy"](obs, random.Random(0)) == {"seat": 1, "play": "KS"}
    obs.update(phase="choose", contract=None, trick=None,
               hand=["AS", "KS", "QS", "JS", "TS", "AH"],
               legal=[{"seat": 1, "choose": c} for c in ("S", "NT", "M")])
    assert LEVELS["easy"](obs, random.Random(0)) == {"seat": 1, "choose": "S"}
    obs["hand"] = ["2S", "3S", "4H", "5H", "2D", "3C"]
    assert LEVELS["easy"](obs, random.Random(0)) == {"seat": 1, "choose": "M"}


def test_the_easy_player_refuses_a_malformed_observation() -> None:
    from manni_desktop.ai.policy import ObservationError

    base: dict[str, Any] = {"game": NAME, "seat": 0, "dealer": 2, "phase": "choose",
                            "contract": None, "hand": ["2S"],
                            "legal": [{"seat": 0, "choose": "S"}]}
    for change in ({"phase": "declare"}, {"legal": [{"seat": 0, "choose": "X"}]},
                   {"legal": [{"seat": 0, "choose": "S"}] * 7}, {"hand": ["2S"] * 7},
                   {"options": {"quota": "five"}}, {"contract": "trump:S"}, {"seat": 3}):
        with pytest.raises(ObservationError):
            LEVELS["easy"](dict(base, **change), random.Random(0))
