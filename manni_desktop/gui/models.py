"""The score sheet as a Qt table model: a thin adapter over the engine's ``Game``.

Everything shown is read from the game on demand (hands, contracts, tricks,
points, totals, winners); the model keeps only the row count the views were
last told about, so ``refresh()`` can announce exactly which rows appeared or
went away (a finished hand, a new hand, an undo) and a view keeps its scroll
position and selection.

Layout: one row per dealt hand (the last one may be in progress), then three
total rows.  Columns: hand number, dealer, contract, then per player the
tricks taken and the hand's points (headed "Tricks"/"Points" under the
player's name, which ``PlayerNameRole`` gives for a two-line header).  In
the total rows each player's value belongs to both of that player's columns:
a view should apply ``spans()`` after every ``modelReset`` (the row shifts of
inserts/removes are tracked by QTableView itself).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication

from manni_desktop.engine import Game, ManniHand

from .labels import card_short_text, contract_description, contract_short_label

# A bare ``translate(context, text)`` is what pyside6-lupdate extracts.
translate = QCoreApplication.translate

MANNI_GAMES = ("hornafjardar", "classic")  # three players, par-4 points per hand
WINNING_SCORE = 10  # RULES.md §1/§2: the race to 10 (plus column, or running score)
FIRST_PLAYER_COLUMN = 3
COLUMNS_PER_PLAYER = 2
MINUS_SIGN = "\u2212"

# Row kinds, also what ``RowKindRole`` returns.
HAND_ROW = "hand"
PLUS_ROW = "plus"
MINUS_ROW = "minus"
NET_ROW = "net"
TOTAL_ROWS = (PLUS_ROW, MINUS_ROW, NET_ROW)

# Extra roles for views and tests: the raw number behind a cell (int or None)
# and the kind of its row.
ValueRole = int(Qt.ItemDataRole.UserRole) + 1
RowKindRole = int(Qt.ItemDataRole.UserRole) + 2
# Header role: the player a column belongs to (the upper header line, shared
# by that player's tricks and points columns); None for the first columns.
PlayerNameRole = int(Qt.ItemDataRole.UserRole) + 3

_Index = QModelIndex | QPersistentModelIndex


def signed_text(value: int) -> str:
    """``+2``, ``−1`` (a true minus sign) or ``0``, digits in the current locale."""
    locale = QLocale()
    if value > 0:
        return "+" + locale.toString(value)
    if value < 0:
        return MINUS_SIGN + locale.toString(-value)
    return locale.toString(0)


def _dark_palette() -> bool:
    return QGuiApplication.palette().base().color().lightness() < 128


def _plus_colour() -> QColor:
    return QColor("#7bd88f") if _dark_palette() else QColor("#1b7a35")


def _minus_colour() -> QColor:
    return QColor("#ff8a80") if _dark_palette() else QColor("#c0262d")


def _race_background(value: int) -> QColor:
    """Green whose strength shows how far a player is on the way to 10."""
    fraction = max(0.0, min(1.0, value / WINNING_SCORE))
    colour = QColor("#2e9d4f")
    colour.setAlpha(int(25 + 150 * fraction) if value > 0 else 0)
    return colour


_WINNER_BACKGROUND = QColor(240, 190, 40)
_WINNER_TEXT = QColor(20, 20, 20)


class ScoreSheetModel(QAbstractTableModel):
    """Read-only score sheet of one ``Game`` (three-player Manni)."""

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._hand_rows = 0
        self._hand_limit: int | None = None
        self._layout: tuple[Any, ...] = ()
        if game is not None:
            self.set_game(game)

    # -- the game --------------------------------------------------------------

    def game(self) -> Game | None:
        return self._game

    def set_game(self, game: Game | None) -> None:
        """Show ``game``.  A game with the same players and scoring (e.g. the
        copy an undo restores) is diffed like ``refresh()``; otherwise the
        model resets."""
        if game is not None and game.rules.name not in MANNI_GAMES:
            raise ValueError(
                f"the score sheet shows Manni games ({', '.join(MANNI_GAMES)}),"
                f" not {game.rules.name!r}"
            )
        layout = self._layout_of(game)
        if game is not None and self._game is not None and layout == self._layout:
            self._game = game
            self.refresh()
            return
        self.beginResetModel()
        self._game = game
        self._layout = layout
        self._hand_limit = None
        self._hand_rows = len(game.hands) if game is not None else 0
        self.endResetModel()

    def refresh(self, shown_hands: int | None = None) -> None:
        """Tell the views what changed since the last call: rows for hands
        dealt or taken back, then every cell (tricks, points, totals).

        ``shown_hands`` keeps the sheet to the first hands: the engine deals
        the next hand as soon as one ends, but its row (dealer, contract) must
        not show before the player leaves the end-of-hand summary."""
        game = self._game
        if game is None:
            return
        self._hand_limit = shown_hands
        count = self._visible_hands(game)
        if count > self._hand_rows:
            self.beginInsertRows(QModelIndex(), self._hand_rows, count - 1)
            self._hand_rows = count
            self.endInsertRows()
        elif count < self._hand_rows:
            self.beginRemoveRows(QModelIndex(), count, self._hand_rows - 1)
            self._hand_rows = count
            self.endRemoveRows()
        self._all_data_changed()

    def retranslate(self) -> None:
        """After a language or locale switch: headers and every cell again."""
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        self._all_data_changed()

    def _visible_hands(self, game: Game) -> int:
        if self._hand_limit is None:
            return len(game.hands)
        return max(0, min(len(game.hands), self._hand_limit))

    @staticmethod
    def _layout_of(game: Game | None) -> tuple[Any, ...]:
        if game is None:
            return ()
        return (tuple(game.players), game.options.get("scoring"), game.rules.name)

    def _all_data_changed(self) -> None:
        rows, columns = self.rowCount(), self.columnCount()
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    # -- geometry --------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._game is None:
            return 0
        return self._hand_rows + len(TOTAL_ROWS)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._game is None:
            return 0
        return FIRST_PLAYER_COLUMN + COLUMNS_PER_PLAYER * len(self._game.players)

    def hand_row_count(self) -> int:
        return self._hand_rows

    def row_kind(self, row: int) -> str:
        """``hand`` or one of the total rows ``plus``, ``minus``, ``net``."""
        if row < self._hand_rows:
            return HAND_ROW
        return TOTAL_ROWS[row - self._hand_rows]

    @staticmethod
    def tricks_column(seat: int) -> int:
        return FIRST_PLAYER_COLUMN + COLUMNS_PER_PLAYER * seat

    @staticmethod
    def points_column(seat: int) -> int:
        return FIRST_PLAYER_COLUMN + COLUMNS_PER_PLAYER * seat + 1

    @staticmethod
    def seat_of_column(column: int) -> int | None:
        if column < FIRST_PLAYER_COLUMN:
            return None
        return (column - FIRST_PLAYER_COLUMN) // COLUMNS_PER_PLAYER

    def spans(self) -> list[tuple[int, int, int, int]]:
        """``(row, column, row_span, column_span)`` for QTableView.setSpan: each
        total row's label over the first three columns and each player's total
        over that player's two columns."""
        if self._game is None:
            return []
        out = []
        for row in range(self._hand_rows, self.rowCount()):
            out.append((row, 0, 1, FIRST_PLAYER_COLUMN))
            for seat in range(len(self._game.players)):
                out.append((row, self.tricks_column(seat), 1, COLUMNS_PER_PLAYER))
        return out

    def running(self) -> bool:
        """Traditional running score (one net score races to 10)."""
        return self._game is not None and self._game.options.get("scoring") == "running"

    def race_row_kind(self) -> str:
        """The total row that races to 10: plus (columns) or net (running)."""
        return NET_ROW if self.running() else PLUS_ROW

    # -- headers ---------------------------------------------------------------

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        game = self._game
        if game is None or orientation != Qt.Orientation.Horizontal:
            return None
        seat = self.seat_of_column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            if seat is None:
                return (
                    translate("ScoreSheetModel", "Hand"),
                    translate("ScoreSheetModel", "Dealer"),
                    translate("ScoreSheetModel", "Contract"),
                )[section]
            # The player's name is the header's upper line, over both of that
            # player's columns (PlayerNameRole); these words are the lower line.
            if section == self.tricks_column(seat):
                return translate("ScoreSheetModel", "Tricks", "column under a player's name")
            return translate("ScoreSheetModel", "Points", "column under a player's name")
        if role == PlayerNameRole:
            return game.players[seat] if seat is not None else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if seat is None:
                return (
                    translate("ScoreSheetModel", "Hand number"),
                    translate("ScoreSheetModel", "Who dealt the hand"),
                    translate("ScoreSheetModel", "The contract: trump, no-trump or Nullo"),
                )[section]
            name = game.players[seat]
            if section == self.tricks_column(seat):
                text = translate("ScoreSheetModel", "Tricks %1 took in each hand")
            else:
                text = translate("ScoreSheetModel", "Points %1 scored in each hand (par is 4)")
            return text.replace("%1", name)
        if role == Qt.ItemDataRole.FontRole and seat is not None and seat in game.winners:
            font = QFont()
            font.setBold(True)
            return font
        return None

    # -- cells -----------------------------------------------------------------

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        game = self._game
        if game is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return None
        kind = self.row_kind(row)
        if role == RowKindRole:
            return kind
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (1, 2) or (kind != HAND_ROW and column == 0):
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignCenter
        if kind == HAND_ROW:
            hand = game.hands[row]
            assert isinstance(hand, ManniHand)
            return self._hand_data(game, hand, row, column, role)
        return self._total_data(game, kind, column, role)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _hand_data(self, game: Game, hand: ManniHand, row: int, column: int, role: int) -> Any:
        finished = hand.finished
        seat = self.seat_of_column(column)
        points = hand.points()
        value: int | None = None
        if seat is not None:
            if column == self.tricks_column(seat):
                value = hand.tricks_won[seat]
            elif points is not None:
                value = points[0][seat] - points[1][seat]
        if role == ValueRole:
            return value if seat is not None else (row + 1 if column == 0 else None)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return QLocale().toString(row + 1)
            if column == 1:
                return game.players[hand.dealer]
            if column == 2:
                return contract_short_label(hand.contract)
            if value is None:
                return ""
            if column == self.tricks_column(seat or 0):
                return QLocale().toString(value)
            return signed_text(value)
        if role == Qt.ItemDataRole.ForegroundRole:
            if seat is not None and column == self.points_column(seat) and value:
                return _plus_colour() if value > 0 else _minus_colour()
            return None
        if role == Qt.ItemDataRole.FontRole and not finished:
            font = QFont()
            font.setItalic(True)
            return font
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._hand_tooltip(game, hand, row, seat)
        return None

    def _hand_tooltip(self, game: Game, hand: ManniHand, row: int, seat: int | None) -> str:
        number = QLocale().toString(row + 1)
        if hand.finished:
            head = translate("ScoreSheetModel", "Hand %1, dealt by %2").replace("%1", number)
        else:
            head = translate("ScoreSheetModel", "Hand %1 (in progress), dealt by %2")
            head = head.replace("%1", number)
        lines = [head.replace("%2", game.players[hand.dealer])]
        if hand.cut is not None:
            cut = translate("ScoreSheetModel", "Cut card: %1")
            lines.append(cut.replace("%1", card_short_text(hand.cut)))
        lines.append(contract_description(hand.contract))
        if seat is not None:
            name = game.players[seat]
            tricks = translate("ScoreSheetModel", "Tricks taken by %1: %2")
            lines.append(
                tricks.replace("%1", name).replace("%2", QLocale().toString(hand.tricks_won[seat]))
            )
            points = hand.points()
            if points is not None:
                plus, minus = points[0][seat], points[1][seat]
                if plus:
                    text = translate("ScoreSheetModel", "Plus points: %1")
                    lines.append(text.replace("%1", QLocale().toString(plus)))
                elif minus:
                    text = translate("ScoreSheetModel", "Minus points: %1")
                    lines.append(text.replace("%1", QLocale().toString(minus)))
                else:
                    lines.append(translate("ScoreSheetModel", "No points (exactly par)"))
        return "\n".join(lines)

    def _total_value(self, game: Game, kind: str, seat: int) -> int:
        totals = game.totals()
        return int(totals[kind][seat])

    def _total_data(self, game: Game, kind: str, column: int, role: int) -> Any:
        seat = self.seat_of_column(column)
        if column == 0 and role == Qt.ItemDataRole.DisplayRole:
            return self._total_label(kind)
        if column == 0 and role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if seat is None:
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return self._total_row_help(kind)
            return None
        # Each player's total sits in the tricks column; spans() joins both.
        if column != self.tricks_column(seat):
            return None
        value = self._total_value(game, kind, seat)
        race = kind == self.race_row_kind()
        if role == ValueRole:
            return value
        if role == Qt.ItemDataRole.DisplayRole:
            text = signed_text(value) if kind == NET_ROW else QLocale().toString(value)
            if race:
                return (
                    translate("ScoreSheetModel", "%1 / %2", "progress towards the winning score")
                    .replace("%1", text)
                    .replace("%2", QLocale().toString(WINNING_SCORE))
                )
            return text
        if role == Qt.ItemDataRole.ForegroundRole:
            # Cells with a background of their own keep a plain, contrasting text.
            if kind == NET_ROW and seat in game.winners:
                return _WINNER_TEXT
            if race:
                return None
            if kind == PLUS_ROW and value > 0:
                return _plus_colour()
            if kind == MINUS_ROW and value > 0:
                return _minus_colour()
            if kind == NET_ROW and value:
                return _plus_colour() if value > 0 else _minus_colour()
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            if kind == NET_ROW and seat in game.winners:
                return _WINNER_BACKGROUND
            if race:
                return _race_background(value)
            return None
        if role == Qt.ItemDataRole.FontRole and kind == NET_ROW:
            nets = game.totals()["net"]
            if value == max(nets) and (game.over or any(nets)):
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._total_tooltip(game, kind, seat, value)
        return None

    def _total_label(self, kind: str) -> str:
        if kind == PLUS_ROW:
            return translate("ScoreSheetModel", "Plus")
        if kind == MINUS_ROW:
            return translate("ScoreSheetModel", "Minus")
        if self.running():
            return translate("ScoreSheetModel", "Score")
        return translate("ScoreSheetModel", "Net")

    def _total_row_help(self, kind: str) -> str:
        if kind == PLUS_ROW:
            if self.running():
                return translate("ScoreSheetModel", "Plus points so far")
            return translate(
                "ScoreSheetModel",
                "Plus points so far; the game ends after a hand in which someone reaches 10",
            )
        if kind == MINUS_ROW:
            return translate("ScoreSheetModel", "Minus points so far")
        if self.running():
            return translate(
                "ScoreSheetModel",
                "Running score. The game ends when one player alone has the highest score,"
                " 10 or more.",
            )
        return translate("ScoreSheetModel", "Net = plus − minus; the highest net wins")

    def _total_tooltip(self, game: Game, kind: str, seat: int, value: int) -> str:
        name = game.players[seat]
        shown = signed_text(value) if kind == NET_ROW else QLocale().toString(value)
        head = translate("ScoreSheetModel", "%1, %2: %3", "tooltip: player, total row, value")
        head = head.replace("%1", name).replace("%2", self._total_label(kind))
        lines = [head.replace("%3", shown)]
        if kind == self.race_row_kind() and not game.over:
            missing = WINNING_SCORE - value
            if missing > 0:
                text = translate("ScoreSheetModel", "%1 more to reach 10")
                lines.append(text.replace("%1", QLocale().toString(missing)))
        if kind == NET_ROW and seat in game.winners:
            lines.append(translate("ScoreSheetModel", "Winner"))
        lines.append(self._total_row_help(kind))
        return "\n".join(lines)
