"""Triassic Terror's scoring at the end of a period, and the final ranking.

A scoring reads the board as it stands (TT-D27): in every area each herd scores the points of
the habitat it holds, which is its place in the area's habitat order, from the table of the
board side. A small habitat scores nothing on the standard side. An area covered with ash
scores no habitat points at this scoring and is cleared by it (TT-D26). At the scorings after
the rounds of ``special_rounds``, presence and dominance are scored too (TT-D28 to TT-D30);
ash does not matter to them. The T-Rex is no dino: it shaped the habitat order, but counts for
no bonus.

A ``Scoring`` holds the points per seat per source, for the results table, and what each area
and each environment gave, in the board's order, for the log to show area by area; the rules
turn these records into the match's events.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from core.engine.evolve import evolve
from core.engine.ranking import Ranking, Tiebreak, rank
from core.games.triassic_terror.components import Components
from core.games.triassic_terror.state import TriassicTerrorState

# The score parts, each a text key's last word.
HABITATS, PRESENCE, DOMINANCE = "habitats", "presence", "dominance"
SOURCES = (HABITATS, PRESENCE, DOMINANCE)  # every score part, in the order a table shows them
DINOS_TIEBREAK = "triassic_terror.tiebreak.dinos_on_board"  # equal points: more dinos on the board (TT-D31)


@dataclass(frozen=True)
class HabitatHeld:
    """A herd on its habitat at a scoring, and what that habitat gave it."""

    seat: int
    habitat: int  # 0 is the large habitat
    dinos: int  # the herd's dinos, its owner's T-Rex not counted
    points: int  # 0 on a small habitat of the standard side and under ash


@dataclass(frozen=True)
class AreaScored:
    area: int
    ash: bool  # ash lay here: its habitats scored nothing
    holders: tuple[HabitatHeld, ...]  # in habitat order, large first


@dataclass(frozen=True)
class EnvironmentDominated:
    environment: int
    dinos: tuple[int, ...]  # per seat, its dinos over the environment's areas
    leaders: tuple[int, ...]  # the seats with the most: one alone, or all tied for it
    points: int  # to each leader


@dataclass(frozen=True)
class Scoring:
    """One period's scoring: what each area gave, the specials if due, and the sums."""

    period: int
    specials: bool  # presence and dominance were scored too
    areas: tuple[AreaScored, ...]  # every area holding a herd or ash, in the board's order
    presence: tuple[int, ...]  # the seats scoring presence
    dominance: tuple[EnvironmentDominated, ...]  # every environment holding a dino
    points: tuple[Mapping[str, int], ...]  # per seat, the points of each source in SOURCES

    def total(self, seat: int) -> int:
        return sum(self.points[seat].values())


def score_period(parts: Components, state: TriassicTerrorState) -> Scoring:
    """The scoring after the round just played, ``state.round``, which must end a period."""
    ends = parts.scoring_rounds(state.players)
    if state.round not in ends:
        raise ValueError(f"round {state.round} ends no period: scorings come after rounds {ends}")
    areas = tuple(
        _area_scored(parts, state, area)
        for area in range(len(parts.areas))
        if state.herds[area] or area in state.ash
    )
    specials = state.round in parts.special_rounds[state.players]
    present = presence(parts, state) if specials else ()
    dominated = dominance(parts, state) if specials else ()
    points = []
    for seat in range(state.players):
        habitats = sum(held.points for scored in areas for held in scored.holders if held.seat == seat)
        points.append(
            {
                HABITATS: habitats,
                PRESENCE: parts.special_points.presence if seat in present else 0,
                DOMINANCE: sum(each.points for each in dominated if seat in each.leaders),
            }
        )
    return Scoring(ends.index(state.round), specials, areas, present, dominated, tuple(points))


def _area_scored(parts: Components, state: TriassicTerrorState, area: int) -> AreaScored:
    ash = area in state.ash
    table = parts.areas[area].points[state.side]
    # Herds beyond the habitats cannot be: a fourth herd dies at once (TT-D11).
    holders = tuple(
        HabitatHeld(herd.owner, habitat, herd.dinos, 0 if ash else points)
        for habitat, (herd, points) in enumerate(zip(state.herds[area], table, strict=False))
    )
    return AreaScored(area, ash, holders)


def presence(parts: Components, state: TriassicTerrorState) -> tuple[int, ...]:
    """The seats with a dino in every environment (TT-D29); a lone T-Rex is no dino."""
    return tuple(
        seat
        for seat in range(state.players)
        if all(
            any(herd.owner == seat for area in parts.areas_of(environment) for herd in state.herds[area])
            for environment in range(len(parts.environments))
        )
    )


def dominance(parts: Components, state: TriassicTerrorState) -> tuple[EnvironmentDominated, ...]:
    """Per environment holding a dino, who has the most there: 4 alone, 2 each when tied (TT-D30)."""
    found = []
    for environment in range(len(parts.environments)):
        dinos = [0] * state.players
        for area in parts.areas_of(environment):
            for herd in state.herds[area]:
                dinos[herd.owner] += herd.dinos
        most = max(dinos)
        if most == 0:
            continue  # an empty environment scores nobody
        leaders = tuple(seat for seat, count in enumerate(dinos) if count == most)
        special = parts.special_points
        points = special.dominance if len(leaders) == 1 else special.dominance_shared
        found.append(EnvironmentDominated(environment, tuple(dinos), leaders, points))
    return tuple(found)


def scored(state: TriassicTerrorState, scoring: Scoring) -> TriassicTerrorState:
    """The state after the scoring: its points on the seats' scores and on what each source has
    earned them (for the results table), the ash cleared (TT-D26)."""
    seats = tuple(
        evolve(
            seat,
            score=seat.score + scoring.total(index),
            earned=tuple(
                sum(pair) for pair in zip(seat.earned, earned_by_source(scoring, index), strict=True)
            ),
        )
        for index, seat in enumerate(state.seats)
    )
    return evolve(state, seats=seats, ash=())


def earned_by_source(scoring: Scoring, seat: int) -> tuple[int, ...]:
    """The seat's points of this scoring, per source in the order of SOURCES."""
    return tuple(scoring.points[seat][source] for source in SOURCES)


def final_ranking(state: TriassicTerrorState) -> Ranking:
    """Places by score; equal scores by dinos on the board (T-Rex not counted), else shared (TT-D31)."""
    on_board = tuple(state.dinos_on_board(seat) for seat in range(state.players))
    return rank([seat.score for seat in state.seats], [Tiebreak(DINOS_TIEBREAK, on_board)])
