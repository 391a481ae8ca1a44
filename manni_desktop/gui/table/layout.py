"""Where everything sits on the table, as pure geometry (no Qt, testable).

The scene's coordinates are the view's pixels: the table is laid out anew for
every size, so it reflows on resize instead of scaling.  Seat 0 (the human)
sits at the bottom, seat 1 (next in play order, to the human's left) on the
left, seat 2 on the right.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_ASPECT = 350 / 250  # height / width of the card art
SIDES = ("bottom", "left", "right")
SIDES_FOUR = ("bottom", "left", "top", "right")


@dataclass(frozen=True)
class Place:
    """A card's resting place: centre, rotation in degrees, stacking order, face."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False


@dataclass(frozen=True)
class Geometry:
    """Sizes derived from the table's size; every other function reads these."""

    width: float
    height: float
    card_w: float
    card_h: float
    margin: float
    seats: int = 3

    @property
    def cx(self) -> float:
        return self.width / 2

    @property
    def cy(self) -> float:
        """The centre of the trick area.  With four seats the partner's plate
        may sit under the hand across the table: the trick then starts below
        that plate, not in it (where it had the plate under her card)."""
        centre = self.height * 0.46
        if self.seats != 4:
            return centre
        _, plate_y = name_plate_anchor(self, "top")
        above = plate_y + plate_height(self) if plate_y > self.margin else self.margin + self.card_h
        return max(centre, above + self.margin + self.card_h * TRICK_TOP)


TRICK_TOP = 0.38 + 0.5 + 0.03  # the top of the trick over its centre, in card heights
# Card heights down a four-seat table besides the partner's plate: the hand
# across, the trick, the status line, the human's raised hand.
FOUR_ROWS = 1 + TRICK_TOP + 0.79 + 0.24 + 1.34


def geometry(width: float, height: float, seats: int = 3) -> Geometry:
    """Card size grows with the table but keeps room for three hands and the centre."""
    width = max(width, 320.0)
    height = max(height, 260.0)
    card_h = max(56.0, min(height * 0.2, width * 0.16, 240.0))
    margin = max(6.0, min(width, height) * 0.015)
    if seats == 4:
        # Top to bottom: the hand across, its plate, the trick (TRICK_TOP over
        # its centre, 0.79 under), the status line and the raised hand.
        room = height - 6 * margin
        card_h = max(56.0, min(card_h, room / (FOUR_ROWS + 0.42), (room - 44) / FOUR_ROWS))
    return Geometry(width, height, card_h / CARD_ASPECT, card_h, margin, seats)


def side_of(seat: int, human: int = 0, seats: int = 3) -> str:
    """Where ``seat`` sits as seen from ``human``: bottom, left, (top,) right."""
    sides = SIDES if seats == 3 else SIDES_FOUR
    return sides[(seat - human) % seats]


# -- the human's hand ------------------------------------------------------------


def player_fan_width(g: Geometry, n: int) -> float:
    if n <= 1:
        return g.card_w
    side_room = max(g.card_h, plate_width(g)) + 3 * g.margin
    room = min(g.width * 0.72, g.width - 2 * side_room)
    return min(max(room, g.card_w * 2), g.card_w + (n - 1) * g.card_w * 0.62)


def player_fan(g: Geometry, n: int, lifted: frozenset[int] = frozenset()) -> list[Place]:
    """The human's cards fanned along a shallow arc at the bottom, left to right."""
    if n == 0:
        return []
    span = player_fan_width(g, n)
    step = (span - g.card_w) / (n - 1) if n > 1 else 0.0
    left = g.cx - span / 2 + g.card_w / 2
    # The ends of the arc sit lower and, turned, reach further down: keep them in.
    base_y = g.height - g.margin - g.card_h * 0.62
    mid = (n - 1) / 2
    max_turn = min(10.0, 1.1 * n)
    places = []
    for i in range(n):
        t = (i - mid) / mid if mid else 0.0
        y = base_y + g.card_h * 0.06 * t * t
        if i in lifted:
            y -= g.card_h * 0.22
        places.append(Place(left + i * step, y, max_turn * t, 100 + i, True))
    return places


def player_fan_top(g: Geometry) -> float:
    """Highest point a lifted card of the human's hand reaches (a card's top
    edge half a card over its centre, ``player_fan``'s ``base_y``)."""
    return g.height - g.margin - g.card_h * 1.12 - g.card_h * 0.22


# -- the opponents ----------------------------------------------------------------


def opponent_fan(g: Geometry, side: str, n: int) -> list[Place]:
    """Face-down cards in a column at the left or right edge, top to bottom,
    or (across the table) in a row at the top edge, left to right."""
    if n == 0:
        return []
    if side == "top":
        step = top_fan_step(g, n)
        left = g.cx - step * (n - 1) / 2
        return [Place(left + i * step, top_row_y(g), 0.0, 100 + i, False) for i in range(n)]
    x = g.margin + g.card_h / 2 if side == "left" else g.width - g.margin - g.card_h / 2
    turn = 90.0 if side == "left" else -90.0
    # No longer than twelve cards (``opponent_fan_extent``): a hand holding
    # the talon in the exchange ran into its plate.
    room = min(g.height * 0.40, g.card_w * 0.32 * 11)
    step = min(g.card_w * 0.32, room / max(n - 1, 1))
    span = step * (n - 1)
    top = opponent_centre_y(g) - span / 2
    return [Place(x, top + i * step, turn, 100 + i, False) for i in range(n)]


def top_fan_step(g: Geometry, n: int) -> float:
    return min(g.card_w * 0.25, g.width * 0.3 / max(n - 1, 1))


def top_fan_half_width(g: Geometry) -> float:
    """Half the width of a full hand of eight across the table."""
    return top_fan_step(g, 8) * 7 / 2 + g.card_w / 2


def opponent_centre_y(g: Geometry) -> float:
    return g.height * 0.40


def opponent_fan_extent(g: Geometry, side: str) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of a full 12-card opponent column."""
    x = g.margin + g.card_h / 2 if side == "left" else g.width - g.margin - g.card_h / 2
    room = g.height * 0.40
    step = min(g.card_w * 0.32, room / 11)
    half = step * 11 / 2 + g.card_w / 2
    cy = opponent_centre_y(g)
    return (x - g.card_h / 2, cy - half, x + g.card_h / 2, cy + half)


# -- piles and the centre ------------------------------------------------------------


def top_row_y(g: Geometry) -> float:
    return g.margin + g.card_h / 2


def cut_spot(g: Geometry) -> Place:
    return Place(g.cx - g.card_w * 1.35, top_row_y(g), 0.0, 5, True)


def manni_spot(g: Geometry, index: int = 0) -> Place:
    """The Manni stack; ``index`` 0 is the bottom card, each one a hair higher."""
    lift = min(index, 20) * 0.35
    return Place(g.cx - lift, top_row_y(g) - lift, 0.0, 10 + index, False)


def discard_spot(g: Geometry, index: int = 0) -> Place:
    """The discard pile: face down, a little untidy so it reads as a heap."""
    jitter = ((index * 37) % 11 - 5) * 0.5
    return Place(g.cx + g.card_w * 1.35 + jitter * 0.4, top_row_y(g) + jitter * 0.25,
                 jitter, 10 + index, False)


def trick_spot(g: Geometry, side: str, order: int) -> Place:
    """Where a card played from ``side`` lands; ``order`` is its place in the trick."""
    dx = g.card_w * 0.78
    if side == "bottom":
        x, y, turn = g.cx, g.cy + g.card_h * 0.26, 3.0
    elif side == "top":
        x, y, turn = g.cx, g.cy - g.card_h * 0.38, -3.0
    elif side == "left":
        x, y, turn = g.cx - dx, g.cy - g.card_h * 0.06, -8.0
    else:
        x, y, turn = g.cx + dx, g.cy - g.card_h * 0.06, 8.0
    return Place(x, y, turn, 300 + order, True)


def won_spot(g: Geometry, side: str, index: int) -> Place:
    """The pile of tricks a seat has taken, one trick = three cards, squared up."""
    offset = index * 2.0
    if side == "bottom":
        x = g.width - g.margin - g.card_w / 2 - offset
        return Place(x, g.height - g.margin - g.card_h / 2, 0.0, 20 + index, False)
    if side == "top":
        x = g.cx + top_fan_half_width(g) + g.margin + g.card_w / 2 + offset
        return Place(x, top_row_y(g), 0.0, 20 + index, False)
    # Upright beside the lower end of the seat's hand, towards the centre.
    left, top, right, bottom = opponent_fan_extent(g, side)
    y = bottom - g.card_h / 2 - offset
    if side == "left":
        x = right + g.margin + g.card_w / 2 + offset
    else:
        x = left - g.margin - g.card_w / 2 - offset
    return Place(x, y, 0.0, 20 + index, False)


def won_pile_bounds(g: Geometry, side: str) -> tuple[float, float]:
    """Centre (x, y) of a seat's won-trick pile, for its tricks label."""
    place = won_spot(g, side, 0)
    return place.x, place.y


def deck_spot(g: Geometry, dealer_side: str) -> Place:
    """Where the dealer holds the deck while cutting and dealing."""
    if dealer_side == "bottom":
        return Place(g.cx + g.card_w * 2.2, g.cy + g.card_h * 0.35, 0.0, 400, False)
    # Beside the trick, but never into the side hand (a narrow table).
    _, _, inner, _ = opponent_fan_extent(g, "left")
    dx = min(g.card_w * 2.2, g.cx - inner - g.margin - g.card_h / 2)
    if dealer_side == "left":
        return Place(g.cx - dx, g.cy - g.card_h * 0.1, 90.0, 400, False)
    if dealer_side == "top":
        return Place(g.cx - g.card_w * 2.2, top_row_y(g) + g.card_h * 0.3, 0.0, 400, False)
    return Place(g.cx + dx, g.cy - g.card_h * 0.1, -90.0, 400, False)


# -- text -------------------------------------------------------------------------------


def name_plate_anchor(g: Geometry, side: str, width: float | None = None) -> tuple[float, float]:
    """Top-left corner of a seat's name plate (name, dealer marker, tricks),
    ``width`` wide (``plate_width`` unless given: a plate grows for its words)."""
    width = plate_width(g) if width is None else width
    if side == "bottom":
        return g.margin, g.height - g.margin - plate_height(g) - g.card_h * 0.35
    if side == "top":
        # Left of the hand across when there is room beside the left seat's
        # plate (it grows leftwards); otherwise just under that hand.
        right = _top_row_right(g)
        if right - plate_width(g) >= 2 * g.margin + plate_width(g):
            return right - width, g.margin
        return g.cx - width / 2, g.margin * 2 + g.card_h
    left, top, right, _ = opponent_fan_extent(g, side)
    x = g.margin if side == "left" else g.width - g.margin - width
    return x, max(g.margin, top - plate_height(g) - g.margin)


def plate_width(g: Geometry) -> float:
    """A plate's width before its words are measured (and at least)."""
    return max(120.0, g.card_h * 1.15)


def _top_row_right(g: Geometry) -> float:
    """Where the room left of the hand across ends (the partner's plate sits
    there beside the left seat's in a four-seat game)."""
    return g.cx - top_fan_half_width(g) - g.margin


def top_row_share(g: Geometry) -> float:
    """How wide the left seat's plate may grow in a four-seat game: half the
    row left of the hand across (at least the first guess, ``plate_width``),
    so the partner's plate beside it keeps at least the other half."""
    return max(plate_width(g), (_top_row_right(g) - 2 * g.margin) / 2)


def plate_room(g: Geometry, side: str, left_edge: float = 0.0) -> float:
    """The widest a seat's plate may be, for its name and notes, without
    reaching what lies beside it: the hand's fan (bottom), the top row's
    cards or the hand across and its won tricks (left, right), the side
    hands (top).  ``left_edge``: where the left seat's plate ends, for the
    partner's plate beside it (top): it takes what that plate leaves, so
    "Guðrún 40/101 D" is not cut to "Guð…" while the row has room."""
    base = plate_width(g)
    if side == "bottom":
        room = g.cx - player_fan_width(g, 12) / 2 - 2 * g.margin
    elif side == "top":
        x, y = name_plate_anchor(g, "top")
        if y <= g.margin:
            beside = left_edge or g.margin + top_row_share(g)  # the widest it may be
            return max(base, _top_row_right(g) - beside - g.margin)
        # Leave the contract's badge its place beside the plate.
        room = (g.width - 2 * (g.card_h + 2 * g.margin)) * 0.5
    elif g.seats == 4:
        room = g.cx - top_fan_half_width(g) - g.card_w - 3 * g.margin - 16
        _, top_y = name_plate_anchor(g, "top")
        if top_y <= g.margin:  # the partner's plate left of the hand across
            room = min(room, _top_row_right(g) - top_row_share(g) - 2 * g.margin)
    else:
        room = cut_spot(g).x - g.card_w / 2 - 3 * g.margin
    # Where even the first guess does not fit (beside the won tricks of the
    # hand across a four-seat table), narrower: its words are cut, not hidden.
    return max(room, min(base, 80.0))


def plate_height(g: Geometry) -> float:
    return max(44.0, g.card_h * 0.42)


def side_piles_gap(g: Geometry) -> tuple[float, float]:
    """Left and right end of the room between the side seats' won-trick
    piles (and so their hands), with a margin: the widest the status line
    and the notes in the middle may be."""
    left = won_spot(g, "left", 0).x + g.card_w / 2 + g.margin
    right = won_spot(g, "right", 0).x - g.card_w / 2 - g.margin
    return left, right


def status_width(g: Geometry) -> float:
    """The widest the status line may be: between the side seats' piles, or
    the whole table where the centre band lies below the side hands."""
    top, _ = centre_band(g)
    if top >= opponent_fan_extent(g, "left")[3] + g.margin:
        return g.width - 2 * g.margin
    left, right = side_piles_gap(g)
    return right - left


def centre_band(g: Geometry) -> tuple[float, float]:
    """Top and bottom of the band between the trick and the human's raised
    cards, where the status line and the action buttons go."""
    bottom_card = trick_spot(g, "bottom", 0)
    top = bottom_card.y + g.card_h / 2 + g.card_w * 0.06 + g.margin * 0.5
    return top, player_fan_top(g) - g.margin * 0.5


def status_anchor(g: Geometry) -> tuple[float, float]:
    """Centre of a one-line status (whose turn it is, always visible), at the
    top of the centre band when a row of buttons may come under it."""
    top, bottom = centre_band(g)
    return g.cx, (top + bottom) / 2 - 12


def toast_anchor(g: Geometry, seats: int) -> tuple[float, float]:
    """Centre of the fading note (a refusal, a hint).  With three seats it sits
    under the cut card and the Manni; with four the partner's plate is there,
    so it sits between the trick and the line saying whose turn it is."""
    if seats == 4:
        x, y = status_anchor(g)
        return x, y - g.card_h * 0.32
    return g.cx, cut_spot(g).y + g.card_h * 0.9


def buttons_anchor(g: Geometry) -> tuple[float, float]:
    """Centre of the row of action buttons (exchange, swap)."""
    x, y = status_anchor(g)
    return x, y + max(32.0, g.card_h * 0.26)
