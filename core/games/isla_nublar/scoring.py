"""What a scoring card gives one seat for the pieces on the island now (IN-D30 to IN-D39).

Only a seat's own pieces count, and of a stack only its top camp: a buried camp never
counts, not even for its owner. Crates count only on the cards that picture a landscape,
and only on a space without the seat's top camp. Everything that depends on the board
alone is worked out once per component set, since the computer players tally often.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from core.games.isla_nublar.components import Components, Scoring
from core.games.isla_nublar.schema import (
    COLUMNS,
    CONNECTIONS,
    FRONT_LINE,
    GROUPS,
    LANDSCAPE,
    LANDSCAPES,
    NEIGHBOUR,
    RIVER,
    SCORINGS,
    STACKS,
    VARIETY,
)

Crates = tuple[tuple[int, ...], ...]  # per space, each seat's crates
Camps = tuple[tuple[int, ...], ...]  # per space, the camps' owners bottom to top

AREA, PATRONS = "area", "patrons"
# The score parts of the results page, in the order of a seat's ``earned`` points: the
# camp points of the areas first, then one part per scoring kind, last the development
# tiles of the patrons variant.
SOURCES = (AREA, *SCORINGS, PATRONS)


@dataclass(frozen=True)
class Tally:
    points: int
    spaces: tuple[int, ...]  # the spaces whose pieces earned points, ascending


@dataclass(frozen=True)
class _Board:
    """What the scorings need of the island, by land space only (volcanoes hold no pieces)."""

    land: tuple[int, ...]
    landscape: dict[str, tuple[int, ...]]  # the spaces of each landscape
    near: dict[str, tuple[int, ...]]  # the spaces next to at least one space of each landscape
    landscape_of: tuple[str, ...]  # by space; "" on a volcano
    column_of: tuple[int, ...]  # by space
    borders: tuple[tuple[int, int], ...]  # every pair of adjacent land spaces, once
    land_neighbours: tuple[tuple[int, ...], ...]  # by space
    river: tuple[int, ...]
    columns: tuple[tuple[int, ...], ...]  # per column, its land spaces nearest the volcanoes first


@cache
def _board(parts: Components) -> _Board:
    spaces, land = parts.spaces, parts.land
    on_land = set(land)

    def of(landscape: str) -> tuple[int, ...]:
        return tuple(space for space in land if spaces[space].landscape == landscape)

    def near(landscape: str) -> tuple[int, ...]:
        return tuple(
            space
            for space in land
            if any(spaces[other].landscape == landscape for other in spaces[space].neighbours)
        )

    def column(index: int) -> tuple[int, ...]:
        return tuple(
            sorted((space for space in land if spaces[space].column == index), key=lambda s: spaces[s].row)
        )

    neighbours = tuple(tuple(other for other in space.neighbours if other in on_land) for space in spaces)
    return _Board(
        land=land,
        landscape={name: of(name) for name in LANDSCAPES},
        near={name: near(name) for name in LANDSCAPES},
        landscape_of=tuple(space.landscape for space in spaces),
        column_of=tuple(space.column for space in spaces),
        borders=tuple((space, other) for space in land for other in neighbours[space] if space < other),
        land_neighbours=neighbours,
        river=tuple(space for space in land if spaces[space].river),
        columns=tuple(column(index) for index in range(parts.columns)),
    )


def source_of(scoring: Scoring) -> int:
    """The index of the scoring's part in ``SOURCES``."""
    return SOURCES.index(scoring.kind)


def tally(parts: Components, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """The points ``scoring`` gives ``seat`` now, and the spaces that earned them."""
    return _COUNTS[scoring.kind](_board(parts), crates, camps, seat, scoring)


def _tops(board: _Board, camps: Camps, seat: int) -> list[int]:
    """The spaces where the seat's camp is the top (or only) camp, ascending."""
    return [space for space in board.land if camps[space] and camps[space][-1] == seat]


def _per_space(spaces: tuple[int, ...], crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """IN-D31: the camp points where the seat's top camp stands, else the crate points once for its crates."""
    points, scored = 0, []
    for space in spaces:
        stack = camps[space]
        if stack and stack[-1] == seat:
            points += scoring.camp
            scored.append(space)
        elif scoring.crate and crates[space][seat]:
            points += scoring.crate
            scored.append(space)
    return Tally(points, tuple(scored))


def _landscape(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    return _per_space(board.landscape[scoring.landscape], crates, camps, seat, scoring)


def _neighbour(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """IN-D32: every space next to the pictured landscape, of whatever landscape itself."""
    return _per_space(board.near[scoring.landscape], crates, camps, seat, scoring)


def _variety(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    tops = _tops(board, camps, seat)
    landscapes = {board.landscape_of[space] for space in tops}
    return Tally(scoring.camp * len(landscapes), tuple(tops))


def _stacks(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """IN-D34: a stack counts for its top camp's owner, also when every camp in it is theirs."""
    stacked = tuple(space for space in _tops(board, camps, seat) if len(camps[space]) > 1)
    return Tally(scoring.camp * len(stacked), stacked)


def _connections(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """IN-D35: borders are counted, not camps."""
    tops = set(_tops(board, camps, seat))
    borders = [border for border in board.borders if border[0] in tops and border[1] in tops]
    return Tally(
        scoring.camp * len(borders), tuple(sorted({space for border in borders for space in border}))
    )


def _columns(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    tops = _tops(board, camps, seat)
    return Tally(scoring.camp * len({board.column_of[space] for space in tops}), tuple(tops))


def _groups(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """IN-D37: each largest connected set of two or more top camps scores once, however large."""
    unseen = set(_tops(board, camps, seat))
    groups, scored = 0, []
    while unseen:
        group, frontier = [], [unseen.pop()]
        while frontier:
            space = frontier.pop()
            group.append(space)
            for other in board.land_neighbours[space]:
                if other in unseen:
                    unseen.remove(other)
                    frontier.append(other)
        if len(group) > 1:
            groups += 1
            scored.extend(group)
    return Tally(scoring.camp * groups, tuple(sorted(scored)))


def _river(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    banks = tuple(space for space in board.river if camps[space] and camps[space][-1] == seat)
    return Tally(scoring.camp * len(banks), banks)


def _front_line(board: _Board, crates: Crates, camps: Camps, seat: int, scoring: Scoring) -> Tally:
    """IN-D39: per column, the top camp nearest the volcanoes, whoever owns it; crates do not count."""
    ahead = []
    for column in board.columns:
        first = next((space for space in column if camps[space]), None)
        if first is not None and camps[first][-1] == seat:
            ahead.append(first)
    return Tally(scoring.camp * len(ahead), tuple(sorted(ahead)))


_COUNTS: dict[str, Callable[[_Board, Crates, Camps, int, Scoring], Tally]] = {
    LANDSCAPE: _landscape,
    NEIGHBOUR: _neighbour,
    VARIETY: _variety,
    STACKS: _stacks,
    CONNECTIONS: _connections,
    COLUMNS: _columns,
    GROUPS: _groups,
    RIVER: _river,
    FRONT_LINE: _front_line,
}
