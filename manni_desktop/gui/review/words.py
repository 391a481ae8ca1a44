"""The review's words: decision names, marks and the one-line verdict.

Plain functions over ``ai.review.Decision`` data (the numbers come from the
bot process), so the dialog, its model and the tests word a review alike.
The plural forms ("2 mistakes") need ``tr(text, comment, n)`` inside a
QObject class: ``ReviewPlurals``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...ai.review import FORCED, GOOD, INACCURATE, MISTAKEN, Decision
from ...engine.actions import Action, Exchange, Play, action_from_json
from ...engine.cards import rank_of, suit_of
from ..table.hint_texts import amount_text, decimal, option_text

translate = QCoreApplication.translate

# Below this total loss a hand reads as well played (the search's own noise
# is about 0.1 trick a decision); Manillen in card points.
WELL_PLAYED = {"tricks": 0.5, "points": 3.0}


class ReviewPlurals(QObject):
    """Counted words: a class, so that pyside6-lupdate files them under it."""

    def mistakes(self, n: int) -> str:
        return self.tr("%n mistake(s)", "", n)

    def inaccuracies(self, n: int) -> str:
        return self.tr("%n inaccuracy(-ies)", "", n)


def action_of(data: dict[str, object]) -> Action:
    return action_from_json(data)


def decision_name(decision: Decision) -> str:
    """Which decision: "Exchange", "Trick 3", …"""
    if decision.kind == "exchange":
        return translate("Review", "Exchange")
    if decision.kind == "swap":
        return translate("Review", "Take the Manni?")
    if decision.kind == "declare":
        return translate("Review", "Declaration")
    if decision.kind == "choose":
        return translate("Review", "Contract")
    return translate("Review", "Trick %1").replace("%1", str(decision.trick))


def decision_phrase(decision: Decision) -> str:
    """The decision inside a sentence: "the exchange", "trick 3"."""
    if decision.kind == "exchange":
        return translate("Review", "the exchange")
    if decision.kind == "swap":
        return translate("Review", "the choice of the Manni")
    if decision.kind == "declare":
        return translate("Review", "the declaration")
    if decision.kind == "choose":
        return translate("Review", "the choice of the contract")
    return translate("Review", "trick %1").replace("%1", str(decision.trick))


def mark_text(mark: str) -> str:
    return {
        GOOD: translate("Review", "Good"),
        INACCURATE: translate("Review", "Inaccuracy"),
        MISTAKEN: translate("Review", "Mistake"),
        FORCED: translate("Review", "Forced"),
    }.get(mark, mark)


def hidden_luck(decision: Decision) -> bool:
    """A good mark beside a worse "Every card visible" result ("1 (best 2)"):
    the choice was a good bet on the cards the player could not see, and the
    hidden cards happened to favour another one."""
    mine, best = decision.chosen.exact, decision.best_exact
    return decision.mark == GOOD and mine is not None and best is not None and mine < best


def decision_mark_text(decision: Decision) -> str:
    """The Mark column: "Good (on average)" where ``hidden_luck`` would make a
    bare "Good" read as a contradiction to a newcomer."""
    if hidden_luck(decision):
        return translate("Review", "Good (on average)",
                         "mark: good over the unseen cards, although the cards as they lay "
                         "favoured another choice")
    return mark_text(decision.mark)


def mark_tip(decision: Decision) -> str:
    """Why a "Good (on average)" is good (empty for every other mark)."""
    if not hidden_luck(decision):
        return ""
    return translate(
        "Review", "A good choice on average over the cards you could not see. "
        "With every card visible another choice did better, but that depended "
        "on cards you could not know.")


def choice_text(option_action: dict[str, object]) -> str:
    return option_text(action_of(option_action))


def expected_text(value: float) -> str:
    return decimal(value)


def exact_text(decision: Decision) -> str:
    """Every hand visible: what your choice gives and what the best one does."""
    mine, best = decision.chosen.exact, decision.best_exact
    if mine is None or best is None:
        return ""
    return translate("Review", "%1 (best %2)").replace("%1", f"{mine:g}").replace(
        "%2", f"{best:g}")


def _cards_of(action: dict[str, object]) -> list[int]:
    parsed = action_of(action)
    if isinstance(parsed, Exchange):
        return list(parsed.cards)
    if isinstance(parsed, Play):
        return [parsed.card]
    return []


def reason_text(decision: Decision) -> str:
    """Why the better choice was better, in a few words, where a simple rule
    can tell: a trump thrown away, too many cards changed, too high a card…
    (empty when none applies)."""
    trump = decision.trump
    mine, best = _cards_of(decision.chosen.action), _cards_of(decision.best.action)
    if decision.kind == "exchange":
        thrown = sum(suit_of(c) == trump for c in mine)
        if trump >= 0 and thrown > sum(suit_of(c) == trump for c in best):
            return translate("Review", "a trump thrown away")
        if len(mine) > len(best):
            return translate("Review", "too many cards changed")
        if len(mine) < len(best):
            return translate("Review", "too few cards changed")
        return ""
    if decision.kind != "play" or not mine or not best:
        return ""
    card, better = mine[0], best[0]
    exact, best_exact = decision.chosen.exact, decision.best_exact
    if exact is not None and best_exact is not None and abs(best_exact - exact) >= 1:
        return translate("Review", "a trick given away that was certain with every card seen")
    if trump >= 0 and suit_of(card) == trump and suit_of(better) != trump:
        return translate("Review", "a trump spent where another card would do")
    if trump >= 0 and suit_of(better) == trump and suit_of(card) != trump:
        return translate("Review", "no trump where one was better")
    if suit_of(card) != suit_of(better):
        return translate("Review", "another suit was better")
    return (translate("Review", "too high a card") if rank_of(card) > rank_of(better)
            else translate("Review", "too low a card"))


def verdict_text(decisions: list[Decision]) -> str:
    """The review's first line: how much the hand cost, and its costliest decision."""
    if not decisions:
        return translate("Review", "There was no decision to review in this hand.")
    unit = decisions[0].unit
    judged = [d for d in decisions if d.mark != FORCED]
    lost = sum(d.loss for d in judged)
    if not judged or lost < WELL_PLAYED.get(unit, 0.5):
        return translate("Review", "Well played: about as good as the strongest bot.")
    worst = max(judged, key=lambda d: d.loss)
    plurals = ReviewPlurals()
    counts = [
        plurals.mistakes(n) for n in [sum(d.mark == MISTAKEN for d in judged)] if n
    ] + [
        plurals.inaccuracies(n) for n in [sum(d.mark == INACCURATE for d in judged)] if n
    ]
    costliest = (translate("Review", "the costliest was %1: %2, where %3 was better by %4")
                 .replace("%1", decision_phrase(worst))
                 .replace("%2", choice_text(worst.chosen.action))
                 .replace("%3", choice_text(worst.best.action))
                 .replace("%4", amount_text(worst.loss, unit)))
    reason = reason_text(worst)
    if reason:
        costliest += " (" + reason + ")"
    text = translate("Review", "You lost about %1").replace("%1", amount_text(lost, unit))
    if counts:
        text += " (" + ", ".join(counts) + ")"
    return text + ": " + costliest + "."


__all__ = [
    "ReviewPlurals", "choice_text", "decision_mark_text", "decision_name", "exact_text",
    "expected_text", "hidden_luck", "mark_text", "mark_tip", "reason_text", "verdict_text",
]
