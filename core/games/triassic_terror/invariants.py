"""What must hold after every action of every Triassic Terror game, whatever was played.

Every card and every tile is in exactly one place; the white dinos and each player's dinos
are all accounted for (TT-D4); an area holds at most three herds, one per player, in habitat
order by strength (TT-D10, TT-D11); a figure stands only where its seat picked; a tile's
action is taken and dinos are placed only within a turn; the predators stand on the board, and
a predator's action under way is only in its own steps.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import product

from core.engine.invariants import expect
from core.engine.protocol import Action, Event
from core.games.triassic_terror.actions import (
    Depart,
    DrawBlindCard,
    EndMigration,
    EndTurn,
    GiveCapture,
    Hatch,
    HerdGrowth,
    Migrate,
    NewEnvironment,
    PickTile,
    PlaceDinos,
    PlaceWhiteDino,
    PlayCard,
    PterodactylRemoves,
    RaptorAttacks,
    RaptorSpares,
    ScatterSurvivors,
    SendGroup,
    SendPterodactyl,
    SendRaptor,
    SendTRex,
    TakeFaceUpCard,
    TRexEats,
    UseHatchCounter,
    UseVolcanoCounter,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import strength
from core.games.triassic_terror.schema import HABITATS, TILES
from core.games.triassic_terror.state import (
    HUNTING,
    MIGRATE,
    NEUTRAL,
    NO_AREA,
    NO_CARD,
    NO_ENVIRONMENT,
    NO_TILE,
    NOBODY,
    PLACE,
    SCATTER,
    TURN,
    Hunt,
    TriassicTerrorState,
)


class TriassicTerrorInvariants:
    def thinkable(self, state: TriassicTerrorState) -> tuple[Action, ...]:
        """Every action with every card, tile and area, every group up to the largest herd and every
        scatter of the survivors there are, and a few just outside."""
        largest = max((herd.dinos for herds in state.herds for herd in herds), default=0)
        return _thinkable() + _thinkable_groups(largest) + _thinkable_scatters(state.hunt.survivors)

    def check_state(self, state: TriassicTerrorState) -> None:
        _check_cards(state)
        _check_tiles(state)
        _check_dinos(state)
        check_herds(state)
        _check_turn(state)
        _check_migration(state)
        _check_predators(state)

    def check_transition(
        self, before: TriassicTerrorState, after: TriassicTerrorState, events: list[Event]
    ) -> None:
        expect(after.shuffles >= before.shuffles, "the random events were counted back")
        expect(after.round >= before.round, "the round went back")
        for index, (old, new) in enumerate(zip(before.seats, after.seats, strict=True)):
            expect(new.score >= old.score, f"seat {index} lost points")
        expect(after.discard[: len(before.discard)] == before.discard, "a played card left the discard pile")


INVARIANTS = TriassicTerrorInvariants()


@cache
def _thinkable() -> tuple[Action, ...]:
    parts = components()
    cards = len(parts.card_environments)
    areas = range(-1, len(parts.areas) + 1)
    most = max(parts.deck.dinos, parts.actions.new_environment_dinos)
    spreads = product(range(most + 2), repeat=len(parts.areas_of(0)))
    return (
        *(TakeFaceUpCard(card) for card in range(-1, cards + 1)),
        DrawBlindCard(),
        *(PickTile(tile) for tile in (*TILES, NO_TILE, "volcano")),
        PlayCard(),
        *(NewEnvironment(environment) for environment in range(-1, len(parts.environments) + 1)),
        *(PlaceDinos(spread) for spread in spreads),
        PlaceDinos((1, 1)),
        PlaceDinos((1, 1, 1, 0)),
        *(HerdGrowth(three, two) for three in areas for two in areas),
        *(Hatch(area) for area in areas),
        *(PlaceWhiteDino(area) for area in areas),
        *(UseHatchCounter(area) for area in areas),
        EndTurn(),
        *(Migrate(area) for area in areas),
        Depart(),
        *(GiveCapture(area) for area in areas),
        EndMigration(),
        *(UseVolcanoCounter(area) for area in areas),
        *_thinkable_predators(),
    )


@cache
def _thinkable_groups(largest: int) -> tuple[Action, ...]:
    areas = range(-1, len(components().areas) + 1)
    return tuple(SendGroup(area, dinos) for area in areas for dinos in range(-1, largest + 2))


def _check_migration(state: TriassicTerrorState) -> None:
    """A migration is under way only at its step: its herds fixed, at most two migrated, each group
    of at least one dino to an area adjacent to the herd's, no more captures given than taken."""
    if state.step != MIGRATE:
        parts = (
            state.migration_herds,
            state.migrated,
            state.arrived,
            state.group_areas,
            state.captures_given,
        )
        expect(
            not any(parts) and state.leaving == NO_AREA and not state.captured, "a migration outside its step"
        )
        return
    expect(len(state.migrated) < components().actions.migrating_herds, "too many herds migrated")
    expect(
        set(state.migrated) <= set(state.migration_herds), "a herd migrated that stood nowhere at the start"
    )
    expect(len(state.group_areas) == len(state.group_dinos), "a group without its dinos")
    neighbours = components().neighbours[state.leaving] if state.leaving != NO_AREA else ()
    expect(set(state.group_areas) <= set(neighbours), "a group goes to an area not adjacent")
    expect(all(dinos > 0 for dinos in state.group_dinos), "an empty group")
    expect(len(state.captures_given) <= state.captured, "more captures given than taken")


def _thinkable_predators() -> tuple[Action, ...]:
    parts = components()
    areas = range(-1, len(parts.areas) + 1)
    most = max(*parts.actions.t_rex_eats, parts.actions.pterodactyl_removes)
    takes = [*product(range(most + 2), repeat=len(HABITATS)), (1, 1), (0, 0, 0, 1)]
    raptors = range(-1, len(parts.predators.raptors) + 1)
    return (
        *(SendTRex(area, steps) for area in areas for steps in range(parts.actions.t_rex_reach + 2)),
        *(TRexEats(dinos) for dinos in takes),
        *(SendPterodactyl(area) for area in areas),
        *(PterodactylRemoves(dinos) for dinos in takes),
        *(SendRaptor(raptor, area) for raptor in raptors for area in areas),
        *(RaptorAttacks(seat) for seat in range(-2, 7)),
        RaptorSpares(),
    )


@cache
def _thinkable_scatters(survivors: int) -> tuple[Action, ...]:
    areas = range(-1, len(components().areas) + 1)
    return tuple(ScatterSurvivors(area, dinos) for area in areas for dinos in range(-1, survivors + 2))


def check_herds(state: TriassicTerrorState) -> None:
    """At most three herds per area, one per player, none empty, in order of strength."""
    for area, herds in enumerate(state.herds):
        expect(len(herds) <= len(HABITATS), f"area {area} holds {len(herds)} herds")
        owners = [herd.owner for herd in herds]
        expect(len(set(owners)) == len(owners), f"a player has two herds in area {area}")
        expect(all(0 <= owner < state.players for owner in owners), f"a herd of nobody in area {area}")
        expect(all(herd.dinos > 0 for herd in herds), f"an empty herd holds a habitat in area {area}")
        strengths = [strength(state, area, herd) for herd in herds]
        expect(strengths == sorted(strengths, reverse=True), f"area {area} is out of order: {strengths}")


def _check_turn(state: TriassicTerrorState) -> None:
    """A tile's action is taken and dinos are being placed only within a turn."""
    within_turn = (TURN, PLACE, *HUNTING)
    expect(state.step in within_turn or not state.acted, f"an action is marked taken at {state.step}")
    placing = state.placing != NO_ENVIRONMENT or state.placing_dinos
    expect((state.step == PLACE) == bool(placing), f"dinos are being placed at {state.step}")
    expect(state.placing_dinos <= state.seats[state.turn].supply, "more dinos to place than the supply holds")


def _check_cards(state: TriassicTerrorState) -> None:
    held = [seat.card for seat in state.seats if seat.card != NO_CARD]
    places = Counter((*state.deck, *state.face_up, *state.discard, *held))
    expect(sorted(places) == list(range(len(components().card_environments))), "a card is missing")
    expect(set(places.values()) == {1}, "a card lies in two places")
    for index, seat in enumerate(state.seats):
        expect(seat.card != NO_CARD or not seat.card_blind, f"seat {index} holds a blind card of nothing")


def _check_tiles(state: TriassicTerrorState) -> None:
    on_track = [tile for tile in state.track if tile != NO_TILE]
    taken = [seat.tile for seat in state.seats if seat.tile != NO_TILE]
    expect(sorted((*on_track, *taken)) == sorted(TILES), "a tile is missing or lies twice")
    for space, tile in enumerate(state.track):
        expect(
            tile != NO_TILE or state.track_white_dinos[space] == 0, f"white dinos on empty space {space + 1}"
        )
    figures = [seat for seat in state.figures if seat != NOBODY]
    expect(len(set(figures)) == len(figures), "a seat has two figures on the track")
    for index, seat in enumerate(state.seats):
        expect(seat.tile == NO_TILE or index in figures, f"seat {index} holds a tile without a figure")


def _check_dinos(state: TriassicTerrorState) -> None:
    parts = components()
    white = state.white_pool + sum(state.track_white_dinos) + sum(seat.white_dinos for seat in state.seats)
    expect(white == parts.white_dinos, f"{white} white dinos, not {parts.white_dinos}")
    expect(state.white_pool >= 0, "the white dino pool is below zero")
    whole = parts.supply_dinos(state.players)
    for index, seat in enumerate(state.seats):
        expect(seat.supply >= 0, f"seat {index}'s supply is below zero")
        on_board = state.dinos_on_board(index)
        expect(seat.supply + on_board == whole, f"seat {index} has {seat.supply} + {on_board}, not {whole}")


def _check_predators(state: TriassicTerrorState) -> None:
    """One T-Rex, the pterodactyl and the raptors on the board; a hunt only in its steps, a scatter
    decided by another seat than the one whose turn it is."""
    areas = range(len(components().areas))
    on_board = (state.t_rex, state.pterodactyl, *state.raptors)
    expect(all(area in areas for area in on_board), f"a predator is off the board: {on_board}")
    expect(state.t_rex_owner == NEUTRAL or 0 <= state.t_rex_owner < state.players, "a T-Rex of nobody")
    expect(state.step in HUNTING or state.hunt == Hunt(), f"a hunt is under way at {state.step}")
    scattering = state.step == SCATTER
    expect(scattering == (state.hunt.survivors > 0), "survivors wait outside the scatter")
    if scattering:
        expect(state.hunt.actor not in (NOBODY, state.turn), "the actor scatters the victim's survivors")
        herd = state.herd(state.raptors[state.hunt.raptor], state.turn)
        expect(herd is not None and herd.dinos >= state.hunt.survivors, "the survivors are not in the area")
