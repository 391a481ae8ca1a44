"""The review's verdict and reasons, worded from constructed decisions."""

from __future__ import annotations

from typing import Any

import pytest

from manni_desktop.ai.review import GOOD, INACCURATE, MISTAKEN, Decision, Option
from manni_desktop.gui.review.words import reason_text, verdict_text

SPADES, HEARTS = 0, 1
pytestmark = pytest.mark.usefixtures("back_to_english")


def option(action: dict[str, Any], expected: float) -> Option:
    return Option(dict(action, seat=0), expected, expected - 4)


def decision(kind: str, chosen: Option, best: Option, mark: str, trick: int = 0,
             trump: int = SPADES, exact: tuple[float, float] | None = None) -> Decision:
    if exact is not None:
        chosen = Option(chosen.action, chosen.expected, chosen.value, exact[0])
    return Decision(0, 0, kind, trick, "tricks", chosen, [best, chosen], mark,
                    None if exact is None else exact[1], trump)


def test_a_trump_thrown_away_in_the_exchange_is_named() -> None:
    d = decision("exchange", option({"exchange": ["2S", "3H"]}, 4.0),
                 option({"exchange": ["3H", "4H"]}, 5.0), MISTAKEN)
    assert reason_text(d) == "a trump thrown away"
    assert verdict_text([d]) == (
        "You lost about 1.0 tricks (1 mistake): the costliest was the exchange: 2♠ 3♥, "
        "where 3♥ 4♥ was better by 1.0 tricks (a trump thrown away).")


def test_too_many_or_too_few_cards_changed() -> None:
    more = decision("exchange", option({"exchange": ["3H", "4H", "5H"]}, 4.0),
                    option({"exchange": ["3H"]}, 4.5), INACCURATE)
    fewer = decision("exchange", option({"exchange": []}, 4.0),
                     option({"exchange": ["3H"]}, 4.5), INACCURATE)
    assert reason_text(more) == "too many cards changed"
    assert reason_text(fewer) == "too few cards changed"


def test_card_reasons() -> None:
    spent = decision("play", option({"play": "2S"}, 4.0), option({"play": "3H"}, 5.0), MISTAKEN, 3)
    missed = decision("play", option({"play": "3H"}, 4.0), option({"play": "2S"}, 5.0), MISTAKEN, 3)
    high = decision("play", option({"play": "KH"}, 4.0), option({"play": "3H"}, 5.0), MISTAKEN, 3)
    low = decision("play", option({"play": "3H"}, 4.0), option({"play": "KH"}, 5.0), MISTAKEN, 3)
    certain = decision("play", option({"play": "3H"}, 4.0), option({"play": "KH"}, 5.0),
                       MISTAKEN, 10, exact=(4.0, 5.0))
    assert reason_text(spent) == "a trump spent where another card would do"
    assert reason_text(missed) == "no trump where one was better"
    assert reason_text(high) == "too high a card"
    assert reason_text(low) == "too low a card"
    assert reason_text(certain) == "a trick given away that was certain with every card seen"


def test_a_well_played_hand_and_the_counts() -> None:
    fine = decision("play", option({"play": "3H"}, 5.0), option({"play": "3H"}, 5.0), GOOD, 1)
    assert verdict_text([fine]) == "Well played: about as good as the strongest bot."
    assert verdict_text([]) == "There was no decision to review in this hand."
    a = decision("play", option({"play": "KH"}, 4.0), option({"play": "3H"}, 5.0), MISTAKEN, 2)
    b = decision("play", option({"play": "3H"}, 4.5), option({"play": "4H"}, 5.0), INACCURATE, 5)
    text = verdict_text([a, b, fine])
    assert text.startswith("You lost about 1.5 tricks (1 mistake, 1 inaccuracy): "
                           "the costliest was trick 2: K♥, where 3♥ was better by 1.0 tricks")


def test_good_beside_a_worse_every_card_visible_result_says_on_average() -> None:
    """c8: "Good" beside "1 (best 2)" read as a contradiction; the mark now says
    the choice was good on average, and its tooltip and the column's header
    say that the hidden cards, not the player, made the difference."""
    from PySide6.QtCore import Qt

    from manni_desktop.gui.review.model import MARK, ReviewModel
    from manni_desktop.gui.review.words import decision_mark_text, exact_text

    play = option({"play": "KS"}, 4.1)
    best = option({"play": "3S"}, 4.2)
    lucky = decision("play", play, best, GOOD, trick=9, exact=(1, 2))
    plain = decision("play", play, best, GOOD, trick=9, exact=(2, 2))
    assert exact_text(lucky) == "1 (best 2)"
    assert decision_mark_text(lucky) == "Good (on average)"
    assert decision_mark_text(plain) == "Good"
    model = ReviewModel()
    model.add(lucky)
    model.add(plain)
    tip = model.index(0, MARK).data(Qt.ItemDataRole.ToolTipRole)
    assert "cards you could not see" in tip and "K♠" in tip  # and the options, as before
    assert "could not see" not in model.index(1, MARK).data(Qt.ItemDataRole.ToolTipRole)
    header = model.headerData(MARK, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "average over the cards you could not see" in header


def test_the_polish_verdict_names_the_contract_choice_in_its_case() -> None:
    """Translation review PL-1: the pl verdict is "najwięcej kosztowała decyzja
    %1", so each decision phrase is a prepositional phrase ("przy wymianie",
    "w lewie 3"); the contract's phrase was a bare nominative and the Mizerka
    verdict read "decyzja wybór kontraktu"."""
    from manni_desktop.gui.app_language import language_manager

    choose = decision("choose", option({"choose": "S"}, 4.0), option({"choose": "M"}, 5.0),
                      MISTAKEN)
    exchange = decision("exchange", option({"exchange": ["2S"]}, 4.0),
                        option({"exchange": ["3H"]}, 5.0), MISTAKEN)
    language_manager().set_language("pl")
    assert "kosztowała decyzja przy wyborze kontraktu: " in verdict_text([choose])
    assert "kosztowała decyzja przy wymianie: " in verdict_text([exchange])
