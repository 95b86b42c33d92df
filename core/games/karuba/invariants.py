"""What must hold after every action of every Karuba game, whatever was played.

Tiles, tokens and temple treasures are conserved; adventurers stand only on
tiles, their own beach or their own temple, never two on one tile; temples
keep who reached them; arrivals score the round's top treasure.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from functools import cache

from core.engine import registry
from core.engine.invariants import expect
from core.engine.protocol import Action, Event
from core.games.karuba import movement
from core.games.karuba.actions import (
    ChooseBeach,
    ChooseJungle,
    Discard,
    MoveTo,
    PickAdventurer,
    Place,
    Reveal,
)
from core.games.karuba.components import Components, components
from core.games.karuba.rules import KarubaRules, decision_order, score_parts
from core.games.karuba.state import (
    MOVE,
    PICK,
    SETUP_BEACH,
    SETUP_JUNGLE,
    KarubaState,
    beach,
    is_beach,
    is_field,
    is_temple,
    temple,
)

TILES = 36


@cache
def _rules() -> KarubaRules:
    rules = registry.get("karuba")
    assert isinstance(rules, KarubaRules)
    return rules


class KarubaInvariants:
    def thinkable(self, state: KarubaState) -> Iterator[Action]:
        """Every action of every kind, with numbers just outside the board and the setup rows."""
        parts = components()
        yield Reveal()
        yield Discard()
        numbers = {p.number for p in (*parts.beach, *parts.jungle)} | {-1, 0, 5, 999}
        for number in sorted(numbers):
            yield ChooseBeach(number)
            yield ChooseJungle(number)
        for field in range(-1, parts.fields + 1):
            yield Place(field)
            yield MoveTo(field)
        for colour in range(-1, len(parts.colours) + 1):
            yield PickAdventurer(colour)
        for position in range(1, max(len(parts.beach), len(parts.jungle)) + 1):
            yield MoveTo(beach(position))
            yield MoveTo(temple(position))

    def check_state(self, state: KarubaState) -> None:
        parts = components()
        _check_tiles(state)
        _check_adventurers(parts, state)
        _check_tokens(parts, state)
        _check_treasures(parts, state)
        _check_movers(parts, state)

    def check_transition(self, before: KarubaState, after: KarubaState, events: list[Event]) -> None:
        """Temples hold their adventurers; arrivals score the round's top; the order follows the scores."""
        for old, new in zip(before.islands, after.islands, strict=True):
            for colour, location in enumerate(old.adventurers):
                if is_temple(location):
                    expect(new.adventurers[colour] == location, f"adventurer {colour} left its temple")
        for event in events:
            if event.kind == "moved":
                _check_path(components(), before, event)
            if event.kind == "temple_reached":
                colour = event.values["colour"]
                won = event.values["treasure"] + event.values["crystals"]
                expect(won == before.round_tops[colour], f"an arrival scored {won}, not the round's top")
            if event.kind == "revealed":
                order = decision_order(_rules().scores(before))
                expect(after.to_decide == order, f"seats decide in {after.to_decide}, not by score {order}")


INVARIANTS = KarubaInvariants()


def _unresolved(state: KarubaState, seat: int) -> bool:
    """Whether the revealed tile still waits for ``seat`` (a discarding seat has already used it)."""
    if not state.revealed or seat not in state.to_decide:
        return False
    return not (seat == state.deciding and state.step in (PICK, MOVE))


def _check_tiles(state: KarubaState) -> None:
    """Each player's 36 tiles: placed, discarded, still in the pile, or revealed and not yet used."""
    every_tile = Counter(range(1, TILES + 1))
    expect(state.tiles_revealed + len(state.pile) == TILES, "revealed and pile tiles do not make 36")
    for seat, island in enumerate(state.islands):
        held = Counter(tile for tile in island.grid if tile)
        held.update(island.discarded)
        held.update(state.pile)
        if _unresolved(state, seat):
            held[state.revealed] += 1
        expect(
            held == every_tile, f"seat {seat}: tiles {held - every_tile} extra, {every_tile - held} missing"
        )


def _check_adventurers(parts: Components, state: KarubaState) -> None:
    if state.step in (SETUP_BEACH, SETUP_JUNGLE):
        return
    for seat, island in enumerate(state.islands):
        on_fields = [location for location in island.adventurers if is_field(location)]
        expect(len(on_fields) == len(set(on_fields)), f"seat {seat}: two adventurers on one tile")
        for colour, location in enumerate(island.adventurers):
            if is_field(location):
                expect(bool(island.grid[location]), f"seat {seat}: adventurer {colour} off the tiles")
            elif is_beach(location):
                expect(
                    location == beach(state.beach_of[colour]),
                    f"seat {seat}: adventurer {colour} on a foreign beach",
                )
            else:
                expect(
                    is_temple(location) and location == temple(state.temple_of[colour]),
                    f"seat {seat}: adventurer {colour} in a foreign temple",
                )


def _check_movers(parts: Components, state: KarubaState) -> None:
    """After a discard, the quick test of who can move agrees with the full search of where to."""
    if state.step != PICK:
        return
    island = state.islands[state.deciding]
    able = []
    for colour, jungle in enumerate(state.temple_of):
        quick = movement.can_move(parts, island, colour, jungle, state.steps)
        found = bool(movement.targets(parts, island, colour, jungle, state.steps))
        expect(quick == found, f"adventurer {colour}: can move says {quick}, the search {found}")
        able += [colour] if quick else []
    movers = movement.movers(parts, island, state.temple_of, state.steps)
    expect(movers == able, f"the movers {movers} are not the adventurers that can move {able}")


def _check_path(parts: Components, before: KarubaState, event: Event) -> None:
    """The way a move reports runs from where the adventurer stood to where it stops, a step at a time."""
    path, origin, target = event.values["path"], event.values["from"], event.values["to"]
    expect(
        path[:1] == [origin] and path[-1:] == [target], f"the path {path} is not from {origin} to {target}"
    )
    expect(len(path) - 1 <= before.steps, f"the path {path} is longer than {before.steps} steps")
    island = before.islands[before.deciding]
    fields = [location for location in path if is_field(location)]
    expect(
        all(b in movement.neighbours(parts, island, a) for a, b in itertools.pairwise(fields)),
        f"the path {path} leaves the paths of the tiles",
    )


def _check_tokens(parts: Components, state: KarubaState) -> None:
    """Tokens on the island plus tokens taken equal the token tiles placed, per kind."""
    for seat, island in enumerate(state.islands):
        placed = Counter(parts.tiles[tile].treasure for tile in island.grid if tile)
        for kind, taken in (("crystal", island.crystals), ("gold", island.gold)):
            expect(
                island.tokens.count(kind) + taken == placed[kind], f"seat {seat}: {kind} tokens not conserved"
            )
        for tile, token in zip(island.grid, island.tokens, strict=True):
            expect(
                not token or (tile != 0 and parts.tiles[tile].treasure == token),
                f"seat {seat}: a stray {token}",
            )


def _check_treasures(parts: Components, state: KarubaState) -> None:
    """Temple treasures are taken once each, one per arrival, and scores never go below zero."""
    full = parts.temple_treasures[state.players]
    for colour in range(len(parts.colours)):
        arrived = sum(
            island.adventurers[colour] == temple(state.temple_of[colour]) for island in state.islands
        )
        if state.step not in (SETUP_BEACH, SETUP_JUNGLE):
            expect(
                arrived + len(state.stacks[colour]) == state.players,
                f"temple {colour}: arrivals and treasures disagree",
            )
        expect(
            state.stacks[colour] == full[len(full) - len(state.stacks[colour]) :],
            f"temple {colour}: treasures out of order",
        )
    taken = sum(sum(island.treasures) for island in state.islands)
    expect(
        taken + sum(sum(stack) for stack in state.stacks) == len(parts.colours) * sum(full),
        "treasure points not conserved",
    )
    for seat, island in enumerate(state.islands):
        expect(len(island.treasures) == island.in_temples, f"seat {seat}: treasures and arrivals disagree")
        temples = {colour for colour, place in enumerate(island.adventurers) if is_temple(place)}
        expect(sorted(island.treasure_colours) == sorted(temples), f"seat {seat}: treasure colours disagree")
        expect(
            all(value >= 0 for value in score_parts(parts, island).values()),
            f"seat {seat}: a negative score part",
        )
    expect(all(score >= 0 for score in _rules().scores(state)), "a negative score")
