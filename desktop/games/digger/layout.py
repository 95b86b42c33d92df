"""Where everything lies on Digger's table, in card widths (one unit = desktop.theme.UNIT).

From the top: the other players' places in a row; in the middle the trick
types (left), the trick area (centre) and the piles with the counters
(right); at the bottom the viewer's own place, the hand fan and the buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from desktop.games.digger.cards import CARD_RATIO
from desktop.scene.hand import fan_offsets
from desktop.theme import UNIT

# Narrow enough to fill a landscape window beside the side panel (about 7:6): a wider table
# fits a 1024x700 window at too small a scale for its words.
TABLE_WIDTH = 14.0
TABLE_HEIGHT = 12.6
MARGIN = 0.25
# The smallest words on the table, in card widths: 10 pixels at the fitted scale of 1024x700.
SMALLEST_TEXT = 0.22

SEAT_WIDTH = 4.35
SEAT_HEIGHT = 2.75
SEAT_GAP = 0.3

MIDDLE_TOP = 3.3
MIDDLE_HEIGHT = 4.3
SIDE_WIDTH = 2.5  # the trick type column and the pile column

HAND_SCALE = 1.4  # hand cards, in card widths
HAND_STEP = 1.55
HAND_LIFT = 0.32  # a selected card rises by this much
TRICK_SCALES = {2: 1.1, 3: 0.96, 4: 0.86}  # cards in the trick area: larger when fewer sets share it
MINI_SCALE = 0.44  # won cards in a seat's place
BACK_SCALE = 0.34  # the backs showing another player's hand

BUTTON_WIDTH = 2.5
BUTTON_HEIGHT = 0.68


def units(value: float) -> float:
    return value * UNIT


def card_size(scale: float) -> tuple[float, float]:
    return units(scale), units(scale * CARD_RATIO)


class TableLayout:
    def __init__(self, players: int) -> None:
        self.players = players
        self.trick_scale = TRICK_SCALES.get(players, min(TRICK_SCALES.values()))
        self.bounds = QRectF(0, 0, units(TABLE_WIDTH), units(TABLE_HEIGHT))

    # players' places ---------------------------------------------------------------------

    def top_seat_rect(self, index: int, count: int) -> QRectF:
        """The ``index``-th of ``count`` places along the top edge."""
        total = count * SEAT_WIDTH + (count - 1) * SEAT_GAP
        left = (TABLE_WIDTH - total) / 2 + index * (SEAT_WIDTH + SEAT_GAP)
        return QRectF(units(left), units(MARGIN), units(SEAT_WIDTH), units(SEAT_HEIGHT))

    def own_seat_rect(self) -> QRectF:
        top = TABLE_HEIGHT - MARGIN - SEAT_HEIGHT
        return QRectF(units(MARGIN), units(top), units(SEAT_WIDTH), units(SEAT_HEIGHT))

    # the middle ------------------------------------------------------------------------------

    def trick_type_rect(self, index: int) -> QRectF:
        step = MIDDLE_HEIGHT / 4
        top = MIDDLE_TOP + index * step + 0.05
        return QRectF(units(MARGIN), units(top), units(SIDE_WIDTH), units(step - 0.12))

    def supply_rect(self) -> QRectF:
        """Below the trick types: the token stacks still in the supply."""
        top = MIDDLE_TOP + MIDDLE_HEIGHT + 0.25
        return QRectF(units(MARGIN), units(top), units(SIDE_WIDTH), units(1.2))

    def trick_area(self) -> QRectF:
        left = MARGIN + SIDE_WIDTH + 0.3
        width = TABLE_WIDTH - 2 * (MARGIN + SIDE_WIDTH + 0.3)
        return QRectF(units(left), units(MIDDLE_TOP), units(width), units(MIDDLE_HEIGHT))

    def trick_slot(self, index: int) -> QRectF:
        """The place of the ``index``-th set of the trick (the lead's first)."""
        area = self.trick_area().adjusted(units(0.2), units(0.2), -units(0.2), -units(0.2))
        gap = units(0.2)
        width = (area.width() - gap * (self.players - 1)) / self.players
        return QRectF(area.left() + index * (width + gap), area.top(), width, area.height())

    def pile_rect(self) -> QRectF:
        width, height = card_size(0.95)
        left = TABLE_WIDTH - MARGIN - SIDE_WIDTH
        return QRectF(units(left + 0.2), units(MIDDLE_TOP + 0.15), width, height)

    def discard_rect(self) -> QRectF:
        pile = self.pile_rect()
        return pile.translated(pile.width() + units(0.35), 0)

    def pile_captions_rect(self) -> QRectF:
        """Below both piles, the column's whole width: their names are too long for one pile's."""
        left = TABLE_WIDTH - MARGIN - SIDE_WIDTH
        top = MIDDLE_TOP + 0.15 + 0.95 * CARD_RATIO + 0.1
        return QRectF(units(left), units(top), units(SIDE_WIDTH), units(0.7))

    def counters_rect(self) -> QRectF:
        left = TABLE_WIDTH - MARGIN - SIDE_WIDTH
        top = MIDDLE_TOP + 0.15 + 0.95 * CARD_RATIO + 0.95
        return QRectF(units(left), units(top), units(SIDE_WIDTH), units(1.3))

    # the viewer's hand -----------------------------------------------------------------------

    def hand_centre(self) -> QPointF:
        _width, height = card_size(HAND_SCALE)
        left = MARGIN + SEAT_WIDTH + 0.5
        right = TABLE_WIDTH - MARGIN - BUTTON_WIDTH - 0.5
        return QPointF(units((left + right) / 2), units(TABLE_HEIGHT - MARGIN - 0.15) - height / 2)

    def hand_card_rect(self, index: int, count: int) -> QRectF:
        width, height = card_size(HAND_SCALE)
        centre = self.hand_centre()
        room = TABLE_WIDTH - 2 * MARGIN - SEAT_WIDTH - BUTTON_WIDTH - 0.6  # between own place and buttons
        offsets = fan_offsets(count, width, units(room), units(HAND_STEP))
        spread = offsets[-1] + width if offsets else 0.0
        left = centre.x() - spread / 2 + offsets[index]
        return QRectF(left, centre.y() - height / 2, width, height)

    def hand_caption_rect(self) -> QRectF:
        _width, height = card_size(HAND_SCALE)
        centre = self.hand_centre()
        top = centre.y() - height / 2 - units(HAND_LIFT) - units(0.5)
        return QRectF(centre.x() - units(3), top, units(6), units(0.42))

    def button_rect(self, index: int) -> QRectF:
        """Buttons beside the hand, from the top: play (or swap), pass."""
        left = TABLE_WIDTH - MARGIN - BUTTON_WIDTH
        bottom = TABLE_HEIGHT - MARGIN - 0.3
        top = bottom - 2 * BUTTON_HEIGHT - 0.25 + index * (BUTTON_HEIGHT + 0.25)
        return QRectF(units(left), units(top), units(BUTTON_WIDTH), units(BUTTON_HEIGHT))

    def message_rect(self) -> QRectF:
        """A line above the buttons: why the selection is no set, or that it is one."""
        first = self.button_rect(0)
        return QRectF(
            first.left() - units(0.2), first.top() - units(1.65), first.width() + units(0.2), units(1.5)
        )
