"""Everything on the table that is not a card in play: the seats' name plates,
the contract, Manni and discard badges, the cut card, the status line, the
buttons, the fading note (toast) and the panel over the table.  ``Decor``
places them for a snapshot; the words come from ``texts``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPropertyAnimation,
    QTimer,
)
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from ...engine.snapshot import Table
from ...games import entry, ids
from ..access import spoken
from ..game_texts import translated
from ..labels import contract_label
from . import layout, panel_texts, texts, trick_words
from .card_item import CardItem
from .items import Badge, ButtonBar, ButtonEntry, NamePlate
from .layout import Geometry
from .panel import Panel
from .places import side
from .renderer import CardRenderer

translate = QCoreApplication.translate

MAX_SEATS = 4
TOAST_MS = 2600


def talon_word(game: str) -> str:
    """The badge under the stack the exchange draws from: the game's own word
    ("Talon: %1"), else "Manni: %1"."""
    own = entry(game).talon_label if game in ids() else None
    return translated(own) if own is not None else translate("TableScene", "Manni: %1")


class Decor:
    """The table's plates, badges, buttons and overlays, owned by one scene."""

    def __init__(self, scene: QGraphicsScene, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.cut_item = CardItem(0, renderer)
        self.cut_item.hide()
        scene.addItem(self.cut_item)
        self.plates = [NamePlate() for _ in range(MAX_SEATS)]
        # A seat's note from outside the game, in place of its own (a network
        # table's "Away", "Computer plays"), by seat number.
        self.seat_notes: dict[int, str] = {}
        self.contract_badge = Badge(14, bold=True)
        self.manni_badge = Badge(12)
        self.discard_badge = Badge(12)
        self.status_badge = Badge(16, bold=True)
        self.status_badge.border = QColor("#f2c14e")
        self.toast = Badge(14)
        self.toast.setZValue(900)
        for item in (
            *self.plates,
            self.contract_badge,
            self.manni_badge,
            self.discard_badge,
            self.status_badge,
            self.toast,
        ):
            item.hide()
            scene.addItem(item)
        self._toast_timer = QTimer(scene)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self._toast_is_hint = False
        self._toast_home = (0.0, 0.0)  # where the toast sits when no panel is in the way
        self._table_height = 0.0
        self._toast_bottom: float | None = None  # four seats: where the note's bottom rests
        self.buttons = ButtonBar()
        self.buttons.hide()
        scene.addItem(self.buttons)
        self.panel = Panel()
        scene.addItem(self.panel)
        self._panel_kind = ""

    # -- plates, badges, status ---------------------------------------------------

    def update_texts(
        self,
        table: Table | None,
        g: Geometry,
        status: str,
        acting: int | None,
        thinking: int | None,
    ) -> None:
        left, right = layout.side_piles_gap(g)
        self.status_badge.set_text(status or translate("TableScene", "Welcome to Manni"))
        self.status_badge.set_max_width(layout.status_width(g))
        self.status_badge.show()
        self.toast.set_pixels(max(12.0, g.card_h * 0.12))
        self.toast.set_max_width(right - left)  # clear of the side hands (a long hint)
        self._toast_home = layout.toast_anchor(g, len(table.seats) if table is not None else 3)
        self._table_height = g.height
        self._toast_bottom = None  # set again by place_buttons with four seats
        if table is None:
            for item in (
                *self.plates,
                self.contract_badge,
                self.manni_badge,
                self.discard_badge,
                self.cut_item,
            ):
                item.hide()
        else:
            self._update_plates(table, g, acting, thinking)
            self._update_badges(table, g)
        self._place_toast()  # after the pile labels: it keeps clear of them

    def _update_plates(
        self, table: Table, g: Geometry, acting: int | None, thinking: int | None
    ) -> None:
        # The partner's plate (top) last: it may take what the left seat's
        # plate leaves of the row left of the hand across.
        order = sorted(range(len(self.plates)),
                       key=lambda i: i < len(table.seats) and side(table, i) == "top")
        left_edge = 0.0  # where the left seat's plate ends
        for index in order:
            plate = self.plates[index]
            if index >= len(table.seats):
                plate.hide()
                continue
            seat = table.seats[index]
            plate.show()
            thinking_text = translate("TableScene", "Thinking…")
            note = (thinking_text if thinking == index
                    else self.seat_notes.get(seat.seat) or texts.note_text(seat.note))
            plate.dealer_text = translate("TableScene", "D", "dealer marker")
            plate.set_score(texts.race_text(table, index))
            plate.set_text(
                seat.name, seat.dealer, texts.tally_text(table, index), note, acting == index
            )
            # As wide as its words need (the note "Thinking…" may come any
            # moment: counted, so the plate does not jump), where there is room.
            where = side(table, index)
            plate.set_size(layout.plate_width(g), layout.plate_height(g))
            width = min(max(plate.natural_width((thinking_text,)), layout.plate_width(g)),
                        layout.plate_room(g, where, left_edge))  # (narrower if need be)
            plate.set_size(width, layout.plate_height(g))
            plate.setPos(*layout.name_plate_anchor(g, where, width))
            if where == "left":
                left_edge = plate.pos().x() + width
            if seat.dealer:
                plate.setToolTip(plate.toolTip() + "\n" + translate("TableScene", "Dealer"))

    def _update_badges(self, table: Table, g: Geometry) -> None:
        px = max(11.0, g.card_h * 0.13)
        cut = layout.cut_spot(g)
        has_cut = table.contract.cut is not None
        if has_cut and table.contract.cut in table.seats[table.dealer].hand:
            self.cut_item.show()
            self.cut_item.setPos(cut.x, cut.y)
            self.cut_item.setRotation(0)
            self.cut_item.setZValue(cut.z)
            self.cut_item.set_face_up(True)
        else:  # played or put away: the card itself is on the table (or gone)
            self.cut_item.hide()
        label = contract_label(table.contract, table.game)
        if table.contract.doubled:
            label += " " + texts.multiplier_text("tie")
        self.contract_badge.set_pixels(px)
        self.contract_badge.set_max_width(0)
        self.contract_badge.set_text(label)
        for badge, name, spot, word in (
            (self.manni_badge, "manni", layout.manni_spot(g), talon_word(table.game)),
            (
                self.discard_badge,
                "discards",
                layout.discard_spot(g),
                translate("TableScene", "Discards: %1"),
            ),
        ):
            count = len(table.pile(name).cards)
            badge.set_pixels(px * 0.85)
            badge.set_text(word.replace("%1", texts.number(count)))
            badge.setPos(spot.x, spot.y + g.card_h / 2 + px)
            badge.setVisible(count > 0 or (name == "manni" and table.exchange_limits != ()))
        if len(table.seats) == 4:
            self._place_badge_four_seats(table, g, px)
        else:
            self._place_badge_three_seats(g, px, has_cut)
        # Before the declaration the status line already says who is choosing.
        self.contract_badge.setVisible(table.contract.kind != "undeclared")

    def _fit_badge(self, badge: Badge, left: float, right: float, x: float, y: float) -> None:
        """Put ``badge`` at (``x``, ``y``), moved (and, if need be, wrapped) to
        stay between ``left`` and ``right``."""
        if badge.boundingRect().width() > right - left:
            badge.set_max_width(right - left)
        half = badge.boundingRect().width() / 2
        badge.setPos(max(left + half, min(x, right - half)), y)

    def _place_badge_three_seats(self, g: Geometry, px: float, has_cut: bool) -> None:
        """Under the cut card (else where it would lie), clear of the left
        hand and of the Manni pile and its count ("Nullo: asy najniżej" ran
        under "Manni: 16")."""
        cut = layout.cut_spot(g)
        talon = self.manni_badge
        half = max(g.card_w / 2, talon.boundingRect().width() / 2 if talon.isVisible() else 0.0)
        left = layout.opponent_fan_extent(g, "left")[2] + g.margin
        right = g.cx - half - g.margin
        self._fit_badge(self.contract_badge, left, right, cut.x, cut.y)
        if has_cut:  # its top just under the card, however many lines it wraps into
            half_h = self.contract_badge.shape().boundingRect().height() / 2
            self.contract_badge.setY(cut.y + g.card_h / 2 + px * 0.2 + half_h)

    def _place_badge_four_seats(self, table: Table, g: Geometry, px: float) -> None:
        """Under the hand across the table when its plate sits beside it, else
        beside that plate, between it and the left hand (it sat left of the
        status line, which ran into it)."""
        plate_x, plate_y = layout.name_plate_anchor(g, "top")
        if plate_y <= g.margin:
            self.contract_badge.setPos(g.cx, layout.top_row_y(g) + g.card_h / 2 + px * 1.4)
            return
        partner = self.plates[next(i for i in range(len(table.seats))
                                   if side(table, i) == "top")]
        left = layout.opponent_fan_extent(g, "left")[2] + g.margin
        right = partner.pos().x() - g.margin
        y = plate_y + layout.plate_height(g) / 2
        self._fit_badge(self.contract_badge, left, right, (left + right) / 2, y)

    def place_buttons(self, g: Geometry, entries: Sequence[ButtonEntry]) -> None:
        """The buttons, and over them the status line, stacked in the band
        between the trick and the raised cards (the buttons hid the corners
        of the cards chosen for the exchange); then the panel above both."""
        self.buttons.set_font_pixels(g.card_h * 0.1)
        self.buttons.show_buttons(entries)
        top, bottom = layout.centre_band(g)
        gap = g.margin * 0.5
        below = self.buttons.size().height() + gap if entries else 0.0
        if entries:  # a decision by buttons: no trick in the middle, the line may rise
            top -= g.card_h * 0.3
        status = self.status_badge
        pixels = max(12.0, g.card_h * 0.14)
        status.set_pixels(pixels)
        while status.shape().boundingRect().height() + below > bottom - top and pixels > 10:
            pixels -= 1  # a long line wrapped into more than the band holds
            status.set_pixels(pixels)
        height = status.shape().boundingRect().height()
        start = min((top + bottom) / 2 - (height + below) / 2, bottom - height - below)
        status.setPos(g.cx, start + height / 2)
        if g.seats == 4:  # the note just over the status line, as little over the trick
            self._toast_bottom = start - gap
            self._place_toast()
        if entries:
            self.buttons.centre_on(g.cx, start + height + gap + self.buttons.size().height() / 2)
        if self.panel.isVisible():
            self.panel.fit(g.width, g.height, g.card_h, self._panel_bottom(g))
            self._place_toast()

    def _panel_bottom(self, g: Geometry) -> float:
        return self.status_badge.sceneBoundingRect().top() - g.margin * 0.5

    # -- the toast ----------------------------------------------------------------

    def show_toast(self, text: str, error: bool, hint: bool) -> None:
        """A refusal (red), a hint (goes when the game moves on) or a note (blue)."""
        self.toast.background = QColor(120, 20, 20, 225) if error else QColor(20, 60, 110, 225)
        self._toast_is_hint = hint
        self.toast.set_text(text)
        self.toast.show()
        self.toast.update()
        self._place_toast()
        self._toast_timer.start(TOAST_MS)

    def _place_toast(self) -> None:
        """The toast at its place (with four seats its bottom rests on the
        status line, however many lines it wraps into), or above or below an
        open panel it would cover (at 800x600 "Played your only legal card"
        hid the hand's summary and its buttons); hidden if neither leaves room."""
        x, y = self._toast_home
        self.toast.setPos(x, y)
        if self._toast_bottom is not None:
            height = self.toast.shape().boundingRect().height()
            self.toast.setPos(x, self._toast_bottom - height / 2)
        self._below_the_pile_labels()
        if not (self.toast.isVisible() and self.panel.isVisible()):
            return
        panel = self.panel.sceneBoundingRect()
        if not self.toast.sceneBoundingRect().intersects(panel):
            return
        half = self.toast.boundingRect().height() / 2
        if panel.top() - 2 * half >= 0:
            self.toast.setPos(x, panel.top() - half)
        elif panel.bottom() + 2 * half <= self._table_height:
            self.toast.setPos(x, panel.bottom() + half)
        else:
            self.hide_toast()

    def _below_the_pile_labels(self) -> None:
        """A note of several lines (an exchange hint names up to nine cards)
        grows up from its place over "Talon: 9" and "Discards: 4": its top
        is kept just under the labels it would cover."""
        note = self.toast.sceneBoundingRect()
        labels = [badge.sceneBoundingRect() for badge in
                  (self.manni_badge, self.discard_badge, self.contract_badge)
                  if badge.isVisible()]
        covered = [label for label in labels if label.intersects(note)]
        if covered:
            gap = max(4.0, self.toast.pixels * 0.3)
            top = max(label.bottom() for label in covered) + gap
            self.toast.setY(self.toast.y() + top - note.top())

    def hide_toast(self, hint_only: bool = False) -> None:
        if hint_only and not self._toast_is_hint:
            return
        self._toast_timer.stop()
        self.toast.hide()
        self._toast_is_hint = False

    def hint_shown(self) -> bool:
        return self._toast_is_hint and self.toast.isVisible()

    # -- the panel ----------------------------------------------------------------

    @property
    def panel_kind(self) -> str:
        return self._panel_kind if self.panel.isVisible() else ""

    def show_panel(
        self,
        kind: str,
        g: Geometry,
        title: str,
        subtitle: str,
        rows: list[list[str]],
        highlight: set[int],
        buttons: Sequence[ButtonEntry],
        pixmaps: list[tuple[QPixmap, str]] | None = None,
        focus: bool = True,
    ) -> None:
        """``focus``: the first button takes the keys (the trick panel's keys
        stay with the table: its arrows step through the tricks)."""
        self._panel_kind = kind
        if kind != "trick":
            self.hide_toast(hint_only=True)  # the hand is over: a hint for it would mislead
        self.panel.set_content(title, subtitle, rows, pixmaps, highlight)
        self.panel.button_bar.show_buttons(buttons)
        self.panel.show()
        self.panel.fit(g.width, g.height, g.card_h, self._panel_bottom(g))
        self._place_toast()
        if buttons and focus:
            self.panel.button_bar.buttons[0].setFocus()

    def show_end_panel(self, kind: str, table: Table, g: Geometry,
                       actions: dict[str, Callable[[], None]], celebrate_ms: int) -> None:
        """The end of a hand ("hand": Next hand, then Review this hand), of the
        game's last hand ("last": Final result, the summary comes first) or of
        the game ("over": Play again beside New game…; a win of the viewer's
        side celebrated)."""
        over = kind == "over"
        again = self.panel_kind == kind  # redrawn (a language switch): no second bounce
        words = (panel_texts.over_panel if over else panel_texts.hand_panel)(table)
        keys = {"hand": ("next", "review"), "last": ("result", "review"),
                "over": ("again", "new")}[kind]
        self.show_panel(kind, g, *words,
                        [(texts.word(k, table.game), actions[k]) for k in keys if k in actions])
        mine = table.seats[table.viewer].side
        if over and not again and any(table.seats[s].side == mine
                                      for s in table.standing.winners):
            self.celebrate(celebrate_ms)

    def celebrate(self, duration_ms: int) -> None:
        """A win's moment: the result grows out of the table with a bounce."""
        if duration_ms <= 0:
            return
        rect = self.panel.boundingRect()
        self.panel.setTransformOriginPoint(rect.center())
        grow = QPropertyAnimation(self.panel, b"scale", self.panel)
        grow.setDuration(duration_ms)
        grow.setStartValue(0.4)
        grow.setEndValue(1.0)
        grow.setEasingCurve(QEasingCurve.Type.OutBack)
        grow.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def show_trick(self, table: Table, g: Geometry, index: int | None = None,
                   buttons: Sequence[ButtonEntry] = ()) -> bool:
        """Trick ``index`` of this hand (None: the last completed trick, maybe
        the hand before's), each card in play order with who played it, who
        led and who took it; ``buttons`` step to the others.  False if none."""
        trick = table.last_trick if index is None else table.tricks[index]
        if trick is None or trick.winner is None:
            return False
        pixmaps = [
            (self.renderer.face(card, g.card_w * 0.8, g.card_h * 0.8), table.seats[seat].name)
            for seat, card in trick.plays
        ]
        if index is None:
            title = translate("TableScene", "Last trick")
        else:
            title = (translate("TableScene", "Trick %1 of %2", "the tricks of this hand so far")
                     .replace("%1", texts.number(index + 1))
                     .replace("%2", texts.number(len(table.tricks))))
        leader, winner = table.seats[trick.leader], table.seats[trick.winner]
        subtitle = trick_words.finished_text(leader.name, trick.leader == table.viewer,
                                             winner.name, trick.winner == table.viewer)
        self.show_panel("trick", g, title, subtitle, [], set(), list(buttons), pixmaps,
                        focus=False)
        self.panel.spoken_cards = [spoken.card_in_trick_text(table, seat, card)
                                   for seat, card in trick.plays]
        return True

    def hide_panel(self) -> None:
        """Hide the panel and give the keys back to the table: Qt would pass the
        focus from the pressed button to the panel's next one (Review this
        hand), hidden with it, and ←/→/Space would go nowhere."""
        if self.panel.isVisible():
            bar = self.panel.button_bar
            had_focus = bar.hasFocus() or any(b.hasFocus() for b in bar.buttons)
            self.panel.hide()
            scene = self.panel.scene()
            if had_focus and scene is not None:
                scene.setFocusItem(None)  # type: ignore[arg-type]  # the stubs lack Optional
        self._panel_kind = ""
