"""Karuba's state: frozen values, replaced (never changed) by each action.

Locations of adventurers are small ints: a field index (0..fields-1), a
beach position (BEACH + number/10) or a temple (TEMPLE + number/10).
"""

from __future__ import annotations

from dataclasses import dataclass

BEACH = 100
TEMPLE = 200
NO_TILE = 0  # an empty field, and no tile revealed (between tiles)

# The steps of the game, in the order they come.
SETUP_BEACH = "setup_beach"
SETUP_JUNGLE = "setup_jungle"
REVEAL = "reveal"
TILE = "tile"
PICK = "pick"
MOVE = "move"
OVER = "over"


def beach(position: int) -> int:
    return BEACH + position


def temple(position: int) -> int:
    return TEMPLE + position


def is_field(location: int) -> bool:
    return 0 <= location < BEACH


def is_beach(location: int) -> bool:
    return BEACH < location < TEMPLE


def is_temple(location: int) -> bool:
    return location > TEMPLE


@dataclass(frozen=True)
class Island:
    """One player's island and what the player has collected."""

    grid: tuple[int, ...]  # tile id per field, 0 when empty
    tokens: tuple[str, ...]  # token lying on each field: "", "crystal" or "gold"
    adventurers: tuple[int, ...]  # location per colour
    discarded: tuple[int, ...]
    crystals: int = 0  # taken from tiles
    gold: int = 0
    treasures: tuple[int, ...] = ()  # temple treasure values taken
    treasure_colours: tuple[int, ...] = ()  # the temple colour of each treasure taken
    compensation: int = 0  # crystals from the supply for a shared temple arrival

    @property
    def tiles_placed(self) -> int:
        return sum(1 for tile in self.grid if tile)

    @property
    def in_temples(self) -> int:
        return sum(1 for location in self.adventurers if is_temple(location))


@dataclass(frozen=True)
class KarubaState:
    players: int
    leader: int
    seed: int
    beach_of: tuple[int, ...]  # beach position (1-11) per colour, 0 = not chosen yet
    temple_of: tuple[int, ...]  # jungle position (1-11) per colour, 0 = not chosen yet
    step: str
    setup_colour: int  # colour being placed during setup
    pile: tuple[int, ...]  # the leader's face-down pile, top first
    revealed: int  # the tile everybody is deciding on, 0 between tiles
    tiles_revealed: int
    to_decide: tuple[int, ...]  # seats still to decide on the revealed tile, in order
    moving: int  # colour index of the adventurer picked to move, -1 if none
    steps: int  # steps the discarded tile gives
    stacks: tuple[tuple[int, ...], ...]  # temple treasures left per colour, top first
    round_tops: tuple[int, ...]  # top treasure per colour when the tile was revealed
    islands: tuple[Island, ...]

    @property
    def deciding(self) -> int:
        """The seat whose decision is pending during play."""
        return self.to_decide[0] if self.to_decide else self.leader
