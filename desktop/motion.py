"""How long things move on the table: every duration in one place, one speed setting.

Scenes never hold game truth in an animation: they set every item to its
final place first and only then play a motion towards it. ``Animator.finish_all``
jumps every running motion to its end, so a new sync can always start from a
clean table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

SPEEDS: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.5, "off": 0.0}
DEFAULT_SPEED = "normal"

# Milliseconds at normal speed.
DURATIONS: dict[str, int] = {
    "tile_flight": 420,  # a placed tile from the revealed slot to its field
    "tile_reveal": 260,  # the top of the pile turns into the revealed tile
    "tile_discard": 320,  # a discarded tile slides onto the discard tray and fades
    "snap_back": 160,  # a dragged tile that was not placed returns to its slot
    "pawn_step": 150,  # one step of an adventurer (a move takes one per step, within bounds)
    "pawn_move_min": 260,
    "pawn_move_max": 900,
    "setup_piece": 240,  # an adventurer or temple set on the coast during setup
    "find_flight": 380,  # a crystal, gold nugget or temple treasure flies to the player's card
    "scoring_place": 320,  # a scoring's points appear place by place (an area, a column)
    "piece_death": 500,  # a piece pushed off the board: its mark flashes in where it was
}

_speed = DEFAULT_SPEED


def set_speed(name: str) -> None:
    """Choose slow, normal, fast or off (tests and the demo use off)."""
    global _speed
    if name not in SPEEDS:
        raise ValueError(f"unknown motion speed {name!r}; choose one of {', '.join(SPEEDS)}")
    _speed = name


def speed() -> str:
    return _speed


def duration(name: str, factor: float = 1.0) -> int:
    """Milliseconds for the motion ``name`` at the current speed (0 = no motion)."""
    return round(DURATIONS[name] * factor * SPEEDS[_speed])


def pawn_duration(steps: int) -> int:
    """A move takes longer with more steps, but never drags on."""
    raw = max(DURATIONS["pawn_move_min"], min(DURATIONS["pawn_move_max"], DURATIONS["pawn_step"] * steps))
    return round(raw * SPEEDS[_speed])


class Movable(Protocol):
    def setPos(self, position: QPointF) -> None: ...

    def setScale(self, scale: float) -> None: ...


def flight(
    item: Movable, start: QPointF, end: QPointF, scales: tuple[float, float] | None = None
) -> Callable[[float], None]:
    """The step of a flight: ``item`` from ``start`` to ``end`` (scene points), growing or
    shrinking from the first of ``scales`` to the second; play it with ``Animator.play``."""

    def step(t: float) -> None:
        item.setPos(start + (end - start) * t)
        if scales is not None:
            item.setScale(scales[0] + (scales[1] - scales[0]) * t)

    return step


class Animator(QObject):
    """Plays short motions and can end them all at once.

    A motion is a ``step(t)`` callback for t from 0 to 1 and a ``done``
    callback; with the speed off (or a zero duration) ``step(1)`` and
    ``done()`` run at once, so no test ever waits for a timer.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: dict[QVariantAnimation, tuple[Callable[[float], None], Callable[[], None]]] = {}

    def play(
        self,
        milliseconds: int,
        step: Callable[[float], None],
        done: Callable[[], None] = lambda: None,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> None:
        if milliseconds <= 0:
            step(1.0)
            done()
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(milliseconds)
        animation.setEasingCurve(easing)
        self._running[animation] = (step, done)
        animation.valueChanged.connect(lambda value: step(float(value)))
        animation.finished.connect(lambda: self._end(animation))
        step(0.0)
        animation.start()

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def finish_all(self) -> None:
        """Jump every running motion to its end state."""
        for animation in list(self._running):
            self._end(animation)

    def _end(self, animation: QVariantAnimation) -> None:
        callbacks = self._running.pop(animation, None)
        if callbacks is None:
            return
        animation.stop()
        animation.deleteLater()
        step, done = callbacks
        step(1.0)
        done()
