"""GameController: owns one engine ``Game`` and announces every change by signal.

The views never touch the game: they draw what the signals say and hand the
human's choices back through ``play_card``/``exchange``/``swap``.  Bots think
on a worker (``BotRunner``); when a view is attached the controller waits for
its ``view_idle()`` (the animation of the last step has finished) before the
next move is shown, so the table never falls behind the game.

Undo rebuilds the game from its record minus the actions back to the human's
previous decision, the same record that saves and replays use.
"""

from __future__ import annotations

import sys
import zlib
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import choose_action
from ..engine import (
    Action,
    Exchange,
    Game,
    ManniHand,
    Play,
    RecordError,
    RuleError,
    Swap,
    action_from_json,
    action_to_json,
    new_game,
)
from ..engine.cards import Card, suit_of
from ..engine.rules import Trick
from .bot_worker import BotRunner, effective_level
from .labels import suit_name

HUMAN = 0
DEFAULT_LEVEL = "medium"


@dataclass
class Step:
    """One change for the table to show.

    ``kind``: ``deal`` (a fresh hand), ``exchange``, ``swap``, ``play``, or
    ``reset`` (undo, load: show ``hand`` at once).  ``hand`` is the hand as it
    looks after the step, ``before`` a copy from before it."""

    kind: str
    hand: ManniHand
    before: ManniHand | None = None
    action: Action | None = None
    trick: Trick | None = None
    hand_over: bool = False
    game_over: bool = False
    generation: int = 0
    players: list[str] = field(default_factory=list)


class GameController(QObject):
    """The single owner of the game; everything else listens."""

    gameStarted = Signal()
    stepReady = Signal(object)  # Step: a view animates it, then calls view_idle()
    actionApplied = Signal(dict)  # PROTOCOL.md action JSON, after every applied action
    handDealt = Signal(int)  # hand index
    trickCompleted = Signal(int)  # winner seat
    handEnded = Signal(int)  # hand index; the table shows its summary
    gameOver = Signal(list)  # winner seats
    turnChanged = Signal(int, str)  # seat (-1: nobody), phase or "hand_end"/"over"
    botThinking = Signal(int)
    hintReady = Signal(object)  # Play, Exchange or Swap the hard bot would choose
    refused = Signal(str)  # a short, translated reason a request was refused
    scoresChanged = Signal()
    undone = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._levels: list[str | None] = [None, DEFAULT_LEVEL, DEFAULT_LEVEL]
        self._generation = 0
        self._shown_index = 0
        self._between_hands = False
        self._hand_end_announced = False
        self._over_announced = False
        self._view_attached = False
        self._view_busy = False
        self._pending: tuple[int, dict[str, Any]] | None = None
        self._thinking_generation = -1
        self._closed = False  # after shutdown(): no more moves, no more bots
        self.auto_continue = False  # deal the next hand without waiting for "Next hand"
        self.auto_play_single = False  # play the human's only legal card by itself
        self.hint_level = "hard"
        self._bots = BotRunner(self)
        self._bots.finished.connect(self._on_bot_finished)

    # -- reading -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game started")
        return self._game

    def has_game(self) -> bool:
        return self._game is not None

    @property
    def levels(self) -> list[str | None]:
        """Per seat: a bot level, or None for the human."""
        return list(self._levels)

    @property
    def generation(self) -> int:
        return self._generation

    def shown_hand(self) -> ManniHand:
        """The hand the table shows: a finished one stays until "Next hand"."""
        hand = self.game.hands[self._shown_index]
        assert isinstance(hand, ManniHand)
        return hand

    def shown_hand_index(self) -> int:
        """Index in ``game.hands`` of the hand the table shows."""
        return self._shown_index

    def between_hands(self) -> bool:
        return self._between_hands

    def is_human(self, seat: int) -> bool:
        return self._levels[seat] is None

    def human_to_act(self) -> bool:
        """True when the game waits for the human (and the table has caught up)."""
        if self._game is None or self._between_hands or self._view_busy or self._game.over:
            return False
        seat = self._game.to_act
        return seat is not None and self.is_human(seat)

    def phase(self) -> str:
        if self._game is None:
            return "none"
        if self._game.over:
            return "over"
        if self._between_hands:
            return "hand_end"
        return self._game.phase

    def legal_cards(self) -> list[Card]:
        """The human's playable cards now (empty when it is not their card to play)."""
        if not self.human_to_act() or self.game.phase != "play":
            return []
        return [a.card for a in self.game.legal_actions() if isinstance(a, Play)]

    def exchange_allowance(self) -> int:
        hand = self.shown_hand()
        if not self.human_to_act() or hand.phase != "exchange":
            return 0
        return hand.exchange_allowance()

    def last_trick(self) -> Trick | None:
        """The last completed trick of the hand on the table (or of the one before)."""
        if self._game is None:
            return None
        for hand in reversed(self._game.hands[: self._shown_index + 1]):
            if hand.tricks:
                return hand.tricks[-1]
        return None

    def can_undo(self) -> bool:
        return self._last_human_action() is not None

    def record(self) -> dict[str, Any]:
        """The game record (PROTOCOL.md) for saves."""
        return self.game.to_record()

    # -- starting --------------------------------------------------------------------

    def new_game(
        self,
        game: str = "hornafjardar",
        scoring: str = "columns",
        names: tuple[str, str] | None = None,
        levels: tuple[str, str] = (DEFAULT_LEVEL, DEFAULT_LEVEL),
        seed: int | None = None,
        human_level: str | None = None,
    ) -> None:
        """Start a game; ``human_level`` makes seat 0 a bot too (selftest)."""
        opponents = names or (self.tr("Ásta"), self.tr("Hjörtur"))
        players = [self.tr("You"), opponents[0], opponents[1]]
        options = {"scoring": "running" if game == "classic" else scoring}
        created = new_game(game, options, seed=seed, players=players)
        self._start(created, [human_level, levels[0], levels[1]], animate=True)

    def load_game(
        self, game: Game, names: list[str] | None = None, levels: list[str | None] | None = None
    ) -> None:
        """Show a restored game (autosave, saved game) exactly where it stopped."""
        if names is not None:
            game.players = list(names)
        if game.phase == "deal":
            game.deal()
        new_levels = list(levels) if levels is not None else [None, DEFAULT_LEVEL, DEFAULT_LEVEL]
        self._start(game, new_levels, animate=False)

    def _take_game(self, game: Game) -> None:
        """Own ``game`` from its current state: pending bot answers become stale
        and the hand-end/game-over announcements start afresh."""
        self._game = game
        self._generation += 1
        self._pending = None
        self._between_hands = False
        self._hand_end_announced = False
        self._over_announced = False
        self._shown_index = len(game.hands) - 1

    def _start(self, game: Game, levels: list[str | None], animate: bool) -> None:
        self._levels = levels
        self._take_game(game)
        self.gameStarted.emit()
        self.scoresChanged.emit()
        hand = self.shown_hand()
        fresh = animate and not game.actions[-1]
        if fresh:
            self.handDealt.emit(self._shown_index)
        self._emit_step(Step("deal" if fresh else "reset", hand))

    def continue_to_next_hand(self) -> None:
        """Leave the end-of-hand summary: show the next hand being dealt."""
        if not self._between_hands or self._game is None:
            return
        self._between_hands = False
        self._hand_end_announced = False
        self._shown_index = len(self._game.hands) - 1
        self._generation += 1
        self.handDealt.emit(self._shown_index)
        self.scoresChanged.emit()
        self._emit_step(Step("deal", self.shown_hand()))

    # -- the view handshake ------------------------------------------------------------

    def set_view_attached(self, attached: bool) -> None:
        """With a view attached, each step waits for ``view_idle()``."""
        self._view_attached = attached
        if not attached and self._view_busy:
            self.view_idle()

    def view_idle(self) -> None:
        """The view finished showing the last step: carry on with the game."""
        self._view_busy = False
        self._advance()

    def _emit_step(self, step: Step) -> None:
        step.generation = self._generation
        step.players = list(self.game.players)
        step.game_over = self.game.over
        self._view_busy = self._view_attached
        self._start_bot_if_needed()
        self.stepReady.emit(step)
        if not self._view_attached:
            generation = self._generation
            QTimer.singleShot(0, lambda: self._advance_if(generation))

    def _advance_if(self, generation: int) -> None:
        if generation == self._generation and not self._view_busy:
            self._advance()

    def _advance(self) -> None:
        """Decide what happens next now that the table shows the current state."""
        game = self._game
        if game is None or self._view_busy or self._closed:
            return
        if game.over:
            if not self._over_announced:
                self._over_announced = True
                self.handEnded.emit(self._shown_index)
                self.gameOver.emit(list(game.winners))
            self.turnChanged.emit(-1, "over")
            return
        if self._between_hands:
            if not self._hand_end_announced:
                self._hand_end_announced = True
                self.handEnded.emit(self._shown_index)
            self.turnChanged.emit(-1, "hand_end")
            if self.auto_continue:
                self.continue_to_next_hand()
            return
        seat = game.to_act
        if seat is None:
            return
        phase = game.phase
        self.turnChanged.emit(seat, phase)
        if self.is_human(seat):
            if self.auto_play_single and phase == "play":
                legal = self.legal_cards()
                if len(legal) == 1:
                    generation = self._generation
                    QTimer.singleShot(150, lambda: self._auto_play(generation, legal[0]))
            return
        if self._pending is not None and self._pending[0] == self._generation:
            _, action_json = self._pending
            self._pending = None
            self._apply_bot_action(seat, action_json)
        else:
            self.botThinking.emit(seat)
            self._start_bot_if_needed()

    def _auto_play(self, generation: int, card: Card) -> None:
        if generation == self._generation and self.human_to_act():
            self.play_card(card)

    # -- bots ---------------------------------------------------------------------------

    def _bot_seed(self, purpose: str) -> int:
        game = self.game
        count = sum(len(a) for a in game.actions)
        return zlib.crc32(f"{game.seed}:{len(game.hands)}:{count}:{purpose}".encode())

    def _start_bot_if_needed(self) -> None:
        game = self._game
        if game is None or game.over or self._between_hands or self._closed:
            return
        seat = game.to_act
        if seat is None or self.is_human(seat):
            return
        if self._thinking_generation == self._generation or self._pending is not None:
            return
        self._thinking_generation = self._generation
        level = effective_level(self._levels[seat] or DEFAULT_LEVEL)
        self._bots.start(
            self._generation, "move", game.observation(seat), level, self._bot_seed("move")
        )

    def _on_bot_finished(self, generation: int, purpose: str, action: object, error: str) -> None:
        if generation != self._generation or self._game is None:
            return  # stale: the game moved on (undo, new game) while the bot thought
        if purpose == "hint":
            self._hint_finished(action, error)
            return
        self._thinking_generation = -1
        seat = self._game.to_act
        if seat is None:
            return
        if not isinstance(action, dict):
            print(f"manni-desktop: bot failed ({error}); playing at random", file=sys.stderr)
            action = choose_action(self._game.observation(seat), "random", self._bot_seed("x"))
        self._pending = (generation, dict(action))
        if not self._view_busy:
            self._advance()

    def _apply_bot_action(self, seat: int, action_json: dict[str, Any]) -> None:
        try:
            action = action_from_json(action_json)
            if action.seat != seat:
                raise RuleError(f"bot answered for seat {action.seat}, seat {seat} is to act")
            self._apply(action)
        except (RecordError, RuleError) as exc:
            print(f"manni-desktop: bot move refused ({exc}); playing at random", file=sys.stderr)
            fallback = choose_action(self.game.observation(seat), "random", self._bot_seed("r"))
            self._apply(action_from_json(fallback))

    # -- the human's requests -----------------------------------------------------------

    def play_card(self, card: Card) -> bool:
        """Play ``card`` for the human, or emit ``refused`` with the reason."""
        if not self._human_may_act("play"):
            return False
        if card not in self.legal_cards():
            hand = self.shown_hand()
            if card not in hand.hand_cards(HUMAN):
                self.refused.emit(self.tr("That card is not in your hand."))
            elif hand.trick_cards:
                led = suit_of(hand.trick_cards[0])
                self.refused.emit(
                    self.tr("You must follow suit: play %1.").replace("%1", suit_name(led))
                )
            else:
                self.refused.emit(self.tr("That card cannot be played now."))
            return False
        self._apply(Play(HUMAN, card))
        return True

    def exchange(self, cards: list[Card] | tuple[Card, ...]) -> bool:
        """Discard ``cards`` (maybe none) and draw as many from the Manni."""
        if not self._human_may_act("exchange"):
            return False
        allowance = self.exchange_allowance()
        if len(cards) > allowance:
            self.refused.emit(
                self.tr("You may exchange at most %n card(s).", "", allowance)
            )
            return False
        held = set(self.shown_hand().hand_cards(HUMAN))
        if any(c not in held for c in cards):
            self.refused.emit(self.tr("That card is not in your hand."))
            return False
        self._apply(Exchange(HUMAN, tuple(sorted(cards))))
        return True

    def swap(self, take: bool) -> bool:
        """Classic Manni: take the Manni in place of the hand, or keep the hand."""
        if not self._human_may_act("swap"):
            return False
        self._apply(Swap(HUMAN, take))
        return True

    def _human_may_act(self, phase: str) -> bool:
        if not self.human_to_act():
            if self._game is not None and self._game.over:
                self.refused.emit(self.tr("The game is over."))
            elif self._between_hands:
                self.refused.emit(self.tr("The hand is over: start the next hand."))
            elif not self._view_busy:
                seat = self._game.to_act if self._game is not None else None
                if seat is not None:
                    self.refused.emit(self._wait_reason(seat))
            return False
        if self.game.phase != phase:
            self.refused.emit(self.tr("That move is not possible now."))
            return False
        return True

    def _wait_reason(self, seat: int) -> str:
        """Why the human must wait, in words that fit what ``seat`` is doing."""
        name = self.game.players[seat]
        phase = self.game.phase
        if phase == "exchange":
            return self.tr("Wait for your turn: %1 is exchanging.").replace("%1", name)
        if phase == "swap":
            return self.tr("Wait for your turn: %1 is deciding.").replace("%1", name)
        return self.tr("Wait for your turn: %1 is to play.").replace("%1", name)

    def request_hint(self) -> bool:
        """Ask the strongest bot what it would do in the human's place."""
        if not self.human_to_act():
            self.refused.emit(self.tr("A hint is available on your turn."))
            return False
        level = effective_level(self.hint_level)
        self._bots.start(
            self._generation, "hint", self.game.observation(HUMAN), level, self._bot_seed("hint")
        )
        return True

    def _hint_finished(self, action: object, error: str) -> None:
        if not isinstance(action, dict):
            self.refused.emit(self.tr("No hint is available now."))
            return
        try:
            parsed = action_from_json(action)
        except RecordError:
            self.refused.emit(self.tr("No hint is available now."))
            return
        self.hintReady.emit(parsed)

    def undo(self) -> bool:
        """Go back to the human's previous decision (rebuilt from the record)."""
        position = self._last_human_action()
        if position is None or self._game is None:
            self.refused.emit(self.tr("Nothing to undo."))
            return False
        hand_index, action_index = position
        record = self._game.to_record()
        hands = record["hands"][: hand_index + 1]
        hands[-1] = dict(hands[-1], actions=hands[-1]["actions"][:action_index])
        record["hands"] = hands
        restored = Game.from_record(record, seed=self._game.seed)
        self._take_game(restored)
        self._thinking_generation = -1
        self.undone.emit()
        self.scoresChanged.emit()
        self._emit_step(Step("reset", self.shown_hand()))
        return True

    def _last_human_action(self) -> tuple[int, int] | None:
        if self._game is None:
            return None
        for h in range(len(self._game.actions) - 1, -1, -1):
            actions = self._game.actions[h]
            for a in range(len(actions) - 1, -1, -1):
                if self.is_human(actions[a].seat):
                    return h, a
        return None

    # -- applying -----------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        game = self.game
        index = len(game.hands) - 1
        before = game.hands[index].copy()
        assert isinstance(before, ManniHand)
        game.apply(action)
        self._generation += 1
        self._pending = None
        self._thinking_generation = -1
        hand = game.hands[index]
        assert isinstance(hand, ManniHand)
        trick = hand.tricks[-1] if len(hand.tricks) > len(before.tricks) else None
        hand_over = hand.finished
        self._shown_index = index
        if hand_over and not game.over:
            self._between_hands = True
            self._hand_end_announced = False
        kind = "play" if isinstance(action, Play) else (
            "exchange" if isinstance(action, Exchange) else "swap"
        )
        self.actionApplied.emit(action_to_json(action))
        if trick is not None:
            self.trickCompleted.emit(trick.winner)
        if hand_over:
            self.scoresChanged.emit()
        self._emit_step(Step(kind, hand, before, action, trick, hand_over))

    def shutdown(self) -> None:
        """Forget pending bot answers and end the bot process (on close); the bot
        runner waits for a process still being started, so none outlives us."""
        self._generation += 1
        self._closed = True  # a view finishing its animation must not start the next move
        self._bots.shutdown()
