"""Karuba's actions: small frozen values with a JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.protocol import Action


@dataclass(frozen=True)
class ChooseBeach(Action):
    """Setup: the current colour's adventurer starts at this beach number (10-110)."""

    kind = "choose_beach"
    number: int


@dataclass(frozen=True)
class ChooseJungle(Action):
    """Setup: the current colour's temple stands at this jungle number (10-110)."""

    kind = "choose_jungle"
    number: int


@dataclass(frozen=True)
class Reveal(Action):
    """The expedition leader turns over the next tile of the pile."""

    kind = "reveal"


@dataclass(frozen=True)
class Place(Action):
    """Put the revealed tile on a free field (index row * columns + column)."""

    kind = "place"
    field: int


@dataclass(frozen=True)
class Discard(Action):
    """Discard the revealed tile to move one adventurer."""

    kind = "discard"


@dataclass(frozen=True)
class PickAdventurer(Action):
    """After a discard: the adventurer (by colour index) that will move."""

    kind = "pick"
    colour: int


@dataclass(frozen=True)
class MoveTo(Action):
    """After picking: where the adventurer ends its move (a field or its temple)."""

    kind = "move"
    target: int


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseBeach,
    ChooseJungle,
    Reveal,
    Place,
    Discard,
    PickAdventurer,
    MoveTo,
)
