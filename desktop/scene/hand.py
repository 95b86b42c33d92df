"""A hand of cards: where the cards of a fan lie, and keyboard focus that walks along it.

``fan_offsets`` spreads cards side by side, overlapping them only as much as
the room needs; every game's hand (and any row of cards) is laid out by it.
``HandFocus`` lets the keyboard reach each card: Left and Right (Home, End)
move a focus ring along the hand, Return or Enter clicks the focused card,
as the mouse would; the ring shows only once a key moved it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from desktop.scene.spot import HotSpot


def fan_offsets(count: int, card_width: float, room: float, step: float) -> list[float]:
    """The left edge of each of ``count`` cards, from 0: ``step`` apart while they fit in
    ``room``, closer (overlapping) when not."""
    if count <= 0:
        return []
    if count > 1:
        step = min(step, max(0.0, room - card_width) / (count - 1))
    return [index * step for index in range(count)]


class HandFocus:
    """Which card of a hand the keyboard points at (None until a key moved it)."""

    KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)

    def __init__(self) -> None:
        self.index: int | None = None
        self._shown: HotSpot | None = None

    def key(self, event: QKeyEvent, cards: Sequence[HotSpot]) -> bool:
        """Handle a key for the hand's ``cards`` (in order); True when it was the hand's."""
        key = event.key()
        if not cards:
            self.clear()
            return False
        if key in self.KEYS:
            last = len(cards) - 1
            current = self.index if self.index is not None and self.index <= last else None
            if key == Qt.Key.Key_Home:
                self.index = 0
            elif key == Qt.Key.Key_End:
                self.index = last
            elif current is None:
                self.index = 0 if key == Qt.Key.Key_Right else last
            else:
                self.index = max(0, min(last, current + (1 if key == Qt.Key.Key_Right else -1)))
            self.show(cards)
            return True
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.index is not None
            and self.index < len(cards)
        ):
            card = cards[self.index]
            if card.handler is not None:
                card.handler.spot_click(card.spot)
                self.show(cards)
                return True
        return False

    def show(self, cards: Sequence[HotSpot]) -> None:
        """Put the ring on the focused card (after a redraw, the hand's cards may be new)."""
        focused = cards[self.index] if self.index is not None and self.index < len(cards) else None
        if self._shown is not None and self._shown is not focused:
            self._shown.set_focused(False)
        if focused is not None:
            focused.set_focused(True)
        self._shown = focused

    def clear(self) -> None:
        self.index = None
        if self._shown is not None:
            self._shown.set_focused(False)
        self._shown = None
