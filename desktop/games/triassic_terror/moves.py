"""What a click on Triassic Terror's board means at each step, worked out from ``legal``.

A click names an area, and a habitat of it when it lands on one. At a turn it takes the
tile's action there while that is due (New Environment in the area's environment, Hatch,
the first herd of a migration, the T-Rex's or a raptor's walk; Herd Growth takes two
clicks, the 3 first), else a white dino onto the own herd. Predators' victims are herds,
so those steps need the habitat. A click that fits no legal action still names one, for
``check`` to say why it is refused; None means the click says nothing at this step.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.protocol import Action
from core.games.triassic_terror import migration
from core.games.triassic_terror.actions import (
    GiveCapture,
    Hatch,
    HerdGrowth,
    Migrate,
    NewEnvironment,
    PlaceWhiteDino,
    RaptorAttacks,
    ScatterSurvivors,
    SendGroup,
    SendPterodactyl,
    SendRaptor,
    SendTRex,
)
from core.games.triassic_terror.choices import (
    HATCH,
    HERD_GROWTH,
    HERD_MIGRATION,
    NEW_ENVIRONMENT,
    RAPTORS,
    T_REX,
    action_due,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import (
    MIGRATE,
    PTERODACTYL,
    RAPTOR,
    RAPTOR_ATTACKS,
    SCATTER,
    TURN,
    TriassicTerrorState,
)


@dataclass(frozen=True)
class Click:
    area: int
    habitat: int | None = None  # the habitat clicked (0 the large one), None between habitats


@dataclass(frozen=True)
class Choices:
    """What the table holds besides the state: the chooser's number, Herd Growth's first herd."""

    number: int = 1
    growth_three: int | None = None
    raptor: int | None = None  # the raptor clicked, to move next


def tile_action(
    state: TriassicTerrorState, legal: list[Action], click: Click, choices: Choices
) -> Action | None:
    """The tile's action a click names at the turn (legal or not), or None for tiles without one."""
    tile, area = state.seats[state.turn].tile, click.area
    if tile == NEW_ENVIRONMENT:
        return NewEnvironment(components().areas[area].environment)
    if tile == HATCH:
        return Hatch(area)
    if tile == HERD_MIGRATION:
        return Migrate(area)
    if tile == HERD_GROWTH:
        return HerdGrowth(choices.growth_three, area) if choices.growth_three is not None else None
    if tile == T_REX:
        walks = [action for action in legal if isinstance(action, SendTRex) and action.area == area]
        return walks[0] if walks else SendTRex(area, 1)
    if tile == RAPTORS:
        return _raptor(legal, area, choices.raptor)
    return None


def _raptor(legal: list[Action], area: int, chosen: int | None) -> Action:
    """The raptor clicked (else the first that may go there) moving to the area."""
    if chosen is not None:
        return SendRaptor(chosen, area)
    sends = [action for action in legal if isinstance(action, SendRaptor) and action.area == area]
    if sends:
        return sends[0]
    others = [action.raptor for action in legal if isinstance(action, SendRaptor)]
    return SendRaptor(others[0] if others else 0, area)


def area_action(
    state: TriassicTerrorState, legal: list[Action], click: Click, choices: Choices
) -> Action | None:
    """The action a click on the board names now (legal or not), or None."""
    area, step = click.area, state.step
    if step == TURN:
        if action_due(state):
            action = tile_action(state, legal, click, choices)
            if action is not None and (action in legal or PlaceWhiteDino(area) not in legal):
                return action
        return PlaceWhiteDino(area)
    if step == MIGRATE:
        phase = migration.phase(state)
        if phase == migration.CHOOSE:
            return Migrate(area)
        if phase == migration.GROUPS:
            return SendGroup(area, choices.number)
        return GiveCapture(area)
    if step == PTERODACTYL:
        return SendPterodactyl(area)
    if step == RAPTOR:
        return _raptor(legal, area, choices.raptor)
    if step == RAPTOR_ATTACKS:
        herds = state.herds[area]
        if click.habitat is None or click.habitat >= len(herds):
            return None
        return RaptorAttacks(herds[click.habitat].owner)
    if step == SCATTER:
        return ScatterSurvivors(area, choices.number)
    return None


def growth_starts(legal: list[Action]) -> set[int]:
    """The herds Herd Growth's 3 may go to."""
    return {action.three for action in legal if isinstance(action, HerdGrowth)}


def growth_seconds(legal: list[Action], three: int) -> set[int]:
    return {action.two for action in legal if isinstance(action, HerdGrowth) and action.three == three}
