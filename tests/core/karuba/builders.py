"""Hand-built Karuba states for the rule tests.

Islands are drawn with field names ("C4": column letter A-F, row 1-5) so a
test reads like a picture of the island. States are built through the real
rules wherever the path is short (setup, reveal), and by replacing islands
where a test needs a board that would take dozens of tiles to reach.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from core.engine import registry
from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo
from core.games.karuba.actions import ChooseBeach, ChooseJungle, Discard, MoveTo, PickAdventurer, Reveal
from core.games.karuba.components import Components
from core.games.karuba.rules import KarubaRules
from core.games.karuba.state import REVEAL, KarubaState, temple

RULES: KarubaRules = registry.get("karuba")  # type: ignore[assignment]
PARTS: Components = RULES.components()
BLUE, BROWN, PURPLE, YELLOW = range(4)

# The printed example of the rules: (beach, jungle) numbers per colour, in our colour order.
PRINTED_EXAMPLE = {BLUE: (20, 100), BROWN: (60, 70), PURPLE: (110, 60), YELLOW: (90, 10)}

# Tiles by their paths (ids from the tile table), for drawing islands. A hand-built
# island may show the same id twice: the rules read a tile's paths, not its history.
EW, NS, NESW, ES, SW, NW = 1, 17, 7, 21, 22, 28
ESW, NES, NSW, NEW = 5, 23, 24, 12
NE_CRYSTAL, EW_CRYSTAL, EW_GOLD, NS_CRYSTAL, NS_GOLD = 27, 13, 14, 31, 32
# Tiles to reveal and discard, by the steps they give.
TWO_STEPS, THREE_STEPS, FOUR_STEPS = 18, 6, 8


def field(name: str) -> int:
    """Field index of a name like "C4" (column A-F, row 1-5)."""
    return PARTS.field_index("ABCDEF".index(name[0]), int(name[1:]) - 1)


def config(players: int, setup: str = "together") -> MatchConfig:
    names = tuple(PlayerInfo(f"Player {seat + 1}") for seat in range(players))
    return MatchConfig("karuba", names, {"setup": setup})


def fresh(players: int = 2, seed: int = 7, setup: str = "together") -> KarubaState:
    return RULES.setup(config(players, setup), seed)


def play(state: KarubaState, *actions: Action) -> tuple[KarubaState, list[Event]]:
    """Apply actions in turn, each of which must be legal; returns the state and all events."""
    events: list[Event] = []
    for action in actions:
        violation = RULES.check(state, action)
        assert violation is None, f"{action} refused: {violation}"
        state, new = RULES.apply(state, action)
        events.extend(new)
    return state, events


def ready(
    players: int = 2, seed: int = 7, positions: Mapping[int, tuple[int, int]] = PRINTED_EXAMPLE
) -> KarubaState:
    """A game right after setup (leader about to reveal), positions chosen through the rules."""
    state = fresh(players, seed)
    for colour in range(len(PARTS.colours)):
        beach_number, jungle_number = positions[colour]
        state, _ = play(state, ChooseBeach(beach_number), ChooseJungle(jungle_number))
    assert state.step == REVEAL
    return state


def with_island(
    state: KarubaState,
    seat: int,
    tiles: Mapping[str, int] | None = None,
    adventurers: Mapping[int, int] | None = None,
    **changes: object,
) -> KarubaState:
    """Put tiles (with their tokens) and adventurers on one seat's island; other fields via ``changes``."""
    island = state.islands[seat]
    grid, tokens = list(island.grid), list(island.tokens)
    for name, tile in (tiles or {}).items():
        grid[field(name)] = tile
        treasure = PARTS.tiles[tile].treasure
        tokens[field(name)] = "" if treasure == "none" else treasure
    places = list(island.adventurers)
    for colour, location in (adventurers or {}).items():
        places[colour] = location
    island = dataclasses.replace(
        island, grid=tuple(grid), tokens=tuple(tokens), adventurers=tuple(places), **changes
    )
    islands = state.islands[:seat] + (island,) + state.islands[seat + 1 :]
    return dataclasses.replace(state, islands=islands)


def reveal(state: KarubaState, tile: int) -> KarubaState:
    """The leader reveals ``tile`` next (it is moved to the top of the pile first)."""
    pile = (tile,) + tuple(t for t in state.pile if t != tile)
    state, _ = play(dataclasses.replace(state, pile=pile), Reveal())
    return state


def discard_and_move(state: KarubaState, colour: int, target: int) -> tuple[KarubaState, list[Event]]:
    return play(state, Discard(), PickAdventurer(colour), MoveTo(target))


def temple_of(state: KarubaState, colour: int) -> int:
    """The location value of a colour's temple."""
    return temple(state.temple_of[colour])


def rules_of(violation: object) -> str:
    return getattr(violation, "rule", "")
