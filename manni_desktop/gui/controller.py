"""GameController: owns one ``Session`` and announces every change as a snapshot.

The views never touch the game: every change (new game, undo, restore,
Open…, a move, the next hand) is announced by ``tableChanged`` with a
``Change`` (``gui/changes``) that carries the whole new table
(``engine.snapshot.Table``) and the table before it, so each view redraws
from the same snapshot and none can drift.  The human's choices come back through ``play_card``,
``exchange``, ``swap`` and ``declare``.  Bots think on a worker
(``BotRunner``); with a view attached the controller waits for its
``view_idle()`` (the last change is shown) before the next move.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import choose_action
from ..engine.actions import (
    Action,
    Choose,
    Declare,
    Exchange,
    Play,
    Swap,
    action_from_json,
    action_to_json,
)
from ..engine.cards import Card
from ..engine.errors import RecordError, RuleCode, RuleError
from ..engine.session import HUMAN, Session, seats_of
from ..engine.snapshot import CHOOSE, DECLARE, EXCHANGE, HAND_END, OVER, PLAY, SWAP, Table
from ..games import default_game
from .bot_worker import BotRunner, effective_level
from .changes import Change, ChangeKind
from .hints import Hint
from .refusals import refusal_text

_log = logging.getLogger(__name__)

DEFAULT_LEVEL = "medium"
AUTO_PLAY_DELAY_MS = 150

class GameController(QObject):
    """The single owner of the game; everything else listens."""

    gameStarted = Signal()  # a new session (new game, undo, restore, Open…)
    tableChanged = Signal(object)  # Change: a view animates it, then calls view_idle()
    actionApplied = Signal(dict)  # docs/PROTOCOL.md action JSON, after every applied action
    gameOver = Signal(list)  # winner seats, once per game
    turnChanged = Signal(object)  # Table, once the views have caught up
    botThinking = Signal(int)
    # the hint's action, and the whole ``Hint`` (gui/hints.py: its options,
    # best first, each with the value the search expects)
    hintReady = Signal(object, object)
    refused = Signal(str)  # a short, translated reason a request was refused
    namesChanged = Signal(object)  # Table: the same table with other seat names
    autoPlayed = Signal(int)  # the card the app played for the human (only legal card)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session: Session | None = None
        self._table: Table | None = None
        self._generation = 0
        self._over_announced = False
        self._view_attached = False
        self._view_busy = False
        self._pending: tuple[int, dict[str, Any]] | None = None
        self._thinking_generation = -1
        self._closed = False  # after shutdown(): no more moves, no more bots
        self.auto_continue = False  # deal the next hand without waiting for "Next hand"
        self.auto_play_single = False  # play the human's only legal card by itself
        # held off by the guided hand, whatever the setting: the player makes
        # every move there, and a note at a forced card was gone unread
        self.forced_play_held = False
        # the guided hand's say before a move: True holds the human's move (a
        # note still due at this decision is shown instead, ``Guide.hold_move``)
        self.move_guard: Callable[[Action], bool] | None = None
        # Asked before the next hand is dealt: True holds it (the guide's
        # closing note is still unread: new-player review 2026-12-08, 2).
        self.next_hand_guard: Callable[[], bool] | None = None
        self._bots_held = False  # no one moves while the guide's offer is up (``hold_bots``)
        self._bots = BotRunner(self)
        self._bots.finished.connect(self._on_bot_finished)
        self._bots.stalled.connect(self._on_bots_stalled)

    # -- reading -------------------------------------------------------------------

    @property
    def session(self) -> Session:
        if self._session is None:
            raise RuntimeError("no game started")
        return self._session

    def has_game(self) -> bool:
        return self._session is not None

    def legal_cards(self) -> list[Card]:
        """The human's playable cards now (empty when it is not their card to play)."""
        if not self.human_to_act() or self._table is None:
            return []
        return list(self._table.prompt.legal_cards)

    def exchange_allowance(self) -> int:
        """How many cards the human may exchange now (0 when not their exchange)."""
        if not self.human_to_act() or self._table is None or self.phase() != EXCHANGE:
            return 0
        return self._table.prompt.allowance

    @property
    def table(self) -> Table:
        """The latest snapshot for the human's seat."""
        if self._table is None:
            raise RuntimeError("no game started")
        return self._table

    @property
    def levels(self) -> list[str | None]:
        """Per seat: a bot level, or None for the human."""
        return list(self._session.levels) if self._session is not None else []

    @property
    def generation(self) -> int:
        return self._generation

    def is_human(self, seat: int) -> bool:
        return self._session is not None and self._session.is_human(seat)

    def human_to_act(self) -> bool:
        """True when the game waits for the human (and the table has caught up)."""
        s = self._session
        if s is None or self._view_busy:
            return False
        seat = s.to_act
        return seat is not None and s.is_human(seat)

    def phase(self) -> str:
        """The prompt's kind (play, exchange, swap, declare, hand_end, over), "none"."""
        return self._table.prompt.kind if self._table is not None else "none"

    def hints_allowed(self) -> bool:
        """Hints may be asked for at this table (always, at a local one)."""
        return True

    def can_undo(self) -> bool:
        return self._session is not None and self._session.undo_point() is not None

    def record(self) -> dict[str, Any]:
        """The game record (docs/PROTOCOL.md) for saves."""
        return self.session.record()

    # -- starting --------------------------------------------------------------------

    def new_game(
        self,
        game: str = "",
        scoring: str | None = None,
        names: tuple[str, ...] | None = None,
        levels: tuple[str, ...] | None = None,
        seed: int | None = None,
        human_level: str | None = None,
    ) -> None:
        """Start a game; ``names``/``levels`` are the computer seats' in seat order;
        ``human_level`` makes seat 0 a bot too (selftest).  Left out, ``game`` is
        the registry's default game and ``scoring`` the game's default."""
        game = game or default_game()
        seats = seats_of(game)
        default_names = (self.tr("Ásta"), self.tr("Hjörtur")) if seats == 3 else (
            self.tr("Ásta"), self.tr("Guðrún"), self.tr("Hjörtur"))
        others = tuple(names) if names and len(names) == seats - 1 else default_names
        bot_levels = tuple(levels) if levels and len(levels) == seats - 1 else (
            (DEFAULT_LEVEL,) * (seats - 1))
        session = Session.new(game, scoring, [self.tr("You"), *others],
                              [human_level, *bot_levels], seed)
        self._take(session, ChangeKind.NEW)

    def play_again(self) -> None:
        """A new deal with the same game, options, names and levels."""
        s = self._session
        if s is None:
            return
        self._take(s.again(), ChangeKind.NEW)

    def can_replay(self) -> bool:
        """A deal of this window's own game to play again (a network table's is the host's)."""
        return self._session is not None and self._session.hand_count > 0

    def replay_deal(self, seat: int, started: str) -> bool:
        """Game → Replay this deal: the hand in play (or just finished) dealt
        again as a new game, the player in ``seat`` (``Session.replay_deal``)."""
        if not self.can_replay():
            return False
        self._take(self.session.replay_deal(seat, started), ChangeKind.NEW)
        return True

    def load_session(self, session: Session) -> None:
        """Show a restored game (autosave, saved game, Open…) exactly where it stopped."""
        self._take(session, ChangeKind.RESET)

    def _take(self, session: Session, kind: ChangeKind) -> None:
        """Own ``session`` from its current state: pending bot answers become
        stale, the views get the whole new table."""
        self._session = session
        self._generation += 1
        self._pending = None
        self._thinking_generation = -1
        self._over_announced = session.over  # an opened finished game is not announced
        self._table = session.snapshot(HUMAN)
        fresh = kind == ChangeKind.NEW and session.moves_in_hand() == 0
        self.gameStarted.emit()
        self._emit(Change(ChangeKind.NEW if fresh else ChangeKind.RESET, self._table))

    def rename_human(self, name: str) -> None:
        """Seat 0's name in the language shown (its name is not the player's
        choice): the table is redrawn with it, without a move."""
        s = self._session
        if s is None or not s.is_human(HUMAN) or not s.rename(HUMAN, name):
            return
        self._table = s.snapshot(HUMAN)
        self.namesChanged.emit(self._table)

    def continue_to_next_hand(self) -> None:
        """Leave the end-of-hand summary: deal the next hand."""
        s = self._session
        if s is None or not s.between_hands or s.over:
            return
        if self.next_hand_guard is not None and self.next_hand_guard():
            return
        s.next_hand()
        self._generation += 1
        self._table = s.snapshot(HUMAN)
        self._emit(Change(ChangeKind.DEAL, self._table))

    # -- the view handshake ------------------------------------------------------------

    def set_view_attached(self, attached: bool) -> None:
        """With a view attached, each change waits for ``view_idle()``."""
        self._view_attached = attached
        if not attached and self._view_busy:
            self.view_idle()

    def view_idle(self) -> None:
        """The view finished showing the last change: carry on with the game."""
        self._view_busy = False
        self._advance()

    def _emit(self, change: Change) -> None:
        change = replace(change, generation=self._generation)
        self._view_busy = self._view_attached
        self._start_bot_if_needed()
        self.tableChanged.emit(change)
        if not self._view_attached:
            generation = self._generation
            QTimer.singleShot(0, lambda: self._advance_if(generation))

    def _advance_if(self, generation: int) -> None:
        if generation == self._generation and not self._view_busy:
            self._advance()

    def _advance(self) -> None:
        """Decide what happens next now that the table shows the current state."""
        s = self._session
        if s is None or self._view_busy or self._closed or self._table is None:
            return
        table = self._table
        self.turnChanged.emit(table)
        kind = table.prompt.kind
        if kind == OVER:
            if not self._over_announced:
                self._over_announced = True
                self.gameOver.emit(list(table.standing.winners))
            return
        if kind == HAND_END:
            if self.auto_continue:
                self.continue_to_next_hand()
            return
        seat = s.to_act
        if seat is None:
            return
        if s.is_human(seat):
            if (self.auto_play_single and not self.forced_play_held and not self._bots_held
                    and kind == PLAY):
                legal = table.prompt.legal_cards
                if len(legal) == 1:
                    generation = self._generation
                    QTimer.singleShot(AUTO_PLAY_DELAY_MS,
                                      lambda: self._auto_play(generation, legal[0]))
            return
        if self._bots_held:
            return  # the answer, if it came, waits in ``_pending``
        if self._pending is not None and self._pending[0] == self._generation:
            _, action_json = self._pending
            self._pending = None
            self._apply_bot_action(seat, action_json)
        else:
            self.botThinking.emit(seat)
            self._start_bot_if_needed()

    def hold_bots(self, held: bool) -> None:
        """Hold the computer players' moves and the app's playing of a lone
        card (the guide's offer is up: no one moves before the player answers
        it), or let them go on."""
        self._bots_held = held
        if not held and not self._view_busy:
            self._advance()

    def _auto_play(self, generation: int, card: Card) -> None:
        if generation == self._generation and self.human_to_act():
            self._apply(Play(HUMAN, card), automatic=True)
            self.autoPlayed.emit(card)

    # -- bots ---------------------------------------------------------------------------

    def _bot_seed(self, purpose: str) -> int:
        s = self.session
        text = f"{s.seed}:{s.hand_count}:{s.moves_made()}:{purpose}"
        return zlib.crc32(text.encode())

    def _start_bot_if_needed(self) -> None:
        s = self._session
        if s is None or self._closed:
            return
        seat = s.to_act
        if seat is None or s.is_human(seat):
            return
        if self._thinking_generation == self._generation or self._pending is not None:
            return
        self._thinking_generation = self._generation
        level = effective_level(s.levels[seat] or DEFAULT_LEVEL)
        self._bots.start(self._generation, "move", s.observation(seat), level,
                         self._bot_seed("move"))

    def _on_bot_finished(self, generation: int, purpose: str, action: object, error: str) -> None:
        if generation != self._generation or self._session is None:
            return  # stale: the game moved on (undo, new game) while the bot thought
        if purpose == "hint":
            self._hint_finished(action)
            return
        self._thinking_generation = -1
        seat = self._session.to_act
        if seat is None:
            return
        if not isinstance(action, dict):
            _log.warning("bot failed (%s); playing at random", error)
            action = choose_action(self._session.observation(seat), "random", self._bot_seed("x"))
        self._pending = (generation, dict(action))
        if not self._view_busy:
            self._advance()

    def _on_bots_stalled(self) -> None:
        """A bot move went unanswered (a hung bot process): the process was
        restarted and the move is thought again; say so once."""
        if not self._closed:
            self.refused.emit(self.tr("A bot stopped answering and was restarted."))

    def _apply_bot_action(self, seat: int, action_json: dict[str, Any]) -> None:
        try:
            action = action_from_json(action_json)
            if action.seat != seat:
                raise RuleError(f"bot answered for seat {action.seat}, seat {seat} is to act")
            self._apply(action)
        except (RecordError, RuleError) as exc:
            _log.warning("bot move refused (%s); playing at random", exc)
            fallback = choose_action(self.session.observation(seat), "random",
                                     self._bot_seed("r"))
            self._apply(action_from_json(fallback))

    # -- the human's requests -----------------------------------------------------------

    def play_card(self, card: Card) -> bool:
        """Play ``card`` for the human, or emit ``refused`` with the reason."""
        return self._request(Play(HUMAN, card), PLAY)

    def refusal_for(self, card: Card) -> str:
        """Why the human may not play ``card`` now, in words ("" if they may):
        the engine's rule, asked without playing (the table's screen-reader
        description of an unplayable card)."""
        if not self.human_to_act() or self.phase() != PLAY:
            return ""
        problem = self.session.check(Play(HUMAN, card))
        return refusal_text(problem, self.table) if problem is not None else ""

    def exchange(self, cards: list[Card] | tuple[Card, ...]) -> bool:
        """Discard ``cards`` (maybe none) and draw as many from the Manni."""
        return self._request(Exchange(HUMAN, tuple(sorted(cards))), EXCHANGE)

    def swap(self, take: bool) -> bool:
        """Classic Manni: take the Manni in place of the hand, or keep the hand."""
        return self._request(Swap(HUMAN, take), SWAP)

    def declare(self, trump: int | None) -> bool:
        """Manillen, as dealer: name a trump suit (index) or no-trump (None)."""
        return self._request(Declare(HUMAN, trump), DECLARE)

    def choose(self, code: str) -> bool:
        """The six-contract games, as forehand: choose the contract ``code``."""
        return self._request(Choose(HUMAN, code), CHOOSE)

    def _request(self, action: Action, kind: str) -> bool:
        if not self._human_may_act(kind):
            return False
        if self.move_guard is not None and self.move_guard(action):
            return False
        problem = self.session.check(action)
        if problem is not None:
            self.refused.emit(refusal_text(problem, self.table))
            return False
        self._apply(action)
        return True

    def _human_may_act(self, kind: str) -> bool:
        if self.human_to_act() and self.phase() == kind:
            return True
        table = self._table
        if table is None or self._view_busy:
            return False
        if table.prompt.kind == OVER:
            code = RuleCode.GAME_OVER
        elif table.prompt.kind == HAND_END:
            code = RuleCode.HAND_OVER
        elif table.prompt.seat is not None and not self.is_human(table.prompt.seat):
            code = RuleCode.OUT_OF_TURN
        else:
            code = RuleCode.WRONG_PHASE
        self.refused.emit(refusal_text(RuleError("", code), table))
        return False

    def request_hint(self) -> bool:
        """Weigh the human's options with the review's search (its numbers; the
        game chooses the level: expert in the Manni games) and say which is
        best, and by how much."""
        if not self.human_to_act():
            self.refused.emit(self.tr("A hint is available on your turn."))
            return False
        # no level: the hint's search is the game's own choice (``bot_process.hint``)
        self._bots.start(self._generation, "hint", self.session.observation(HUMAN), "",
                         self._bot_seed("hint"))
        return True

    def _hint_finished(self, answer: object) -> None:
        """The hint's answer, checked at the edge into a ``Hint``."""
        hint = Hint.from_json(answer)
        if hint is None:
            self.refused.emit(self.tr("No hint is available now."))
            return
        self.hintReady.emit(hint.action, hint)

    def undo(self) -> bool:
        """Go back to the human's previous real decision (automatic plays are
        stepped over); nothing is undone once the game is over."""
        s = self._session
        restored = s.undone() if s is not None else None
        if restored is None:
            self.refused.emit(self.tr("The game is over: its result stands.")
                              if s is not None and s.over else self.tr("Nothing to undo."))
            return False
        self._take(restored, ChangeKind.RESET)
        return True

    # -- applying -----------------------------------------------------------------------

    def _apply(self, action: Action, automatic: bool = False) -> None:
        s = self.session
        before = self._table
        s.apply(action, automatic=automatic)
        self._generation += 1
        self._pending = None
        self._thinking_generation = -1
        self._table = s.snapshot(HUMAN)
        self.actionApplied.emit(action_to_json(action))
        self._emit(Change(ChangeKind.MOVE, self._table, before, action, automatic=automatic))

    def shutdown(self) -> None:
        """Forget pending bot answers and end the bot process (on close); the bot
        runner waits for a process still being started, so none outlives us."""
        self._generation += 1
        self._closed = True  # a view finishing its animation must not start the next move
        self._bots.shutdown()
