"""What must hold after every action of every Karuba game, whatever was played."""

from __future__ import annotations

from collections import Counter

from core.engine.protocol import Action, Event
from core.games.karuba.actions import (
    ChooseBeach,
    ChooseJungle,
    Discard,
    MoveTo,
    PickAdventurer,
    Place,
    Reveal,
)
from core.games.karuba.rules import decision_order, score_parts
from core.games.karuba.state import (
    MOVE,
    OVER,
    PICK,
    SETUP_BEACH,
    SETUP_JUNGLE,
    TILE,
    KarubaState,
    beach,
    is_beach,
    is_field,
    is_temple,
    temple,
)
from tests.core.karuba.builders import PARTS, RULES

ALL_TILES = Counter(range(1, 37))
COLOURS = range(len(PARTS.colours))


def every_action(state: KarubaState) -> list[Action]:
    """Every action of the pending kind that could be asked for, legal or not."""
    if state.step == SETUP_BEACH:
        return [ChooseBeach(n) for n in range(0, 130, 5)]
    if state.step == SETUP_JUNGLE:
        return [ChooseJungle(n) for n in range(0, 130, 5)]
    if state.step == TILE:
        return [Place(f) for f in range(-1, 31)] + [Discard()]
    if state.step == PICK:
        return [PickAdventurer(c) for c in range(-1, 5)]
    if state.step == MOVE:
        return [MoveTo(t) for t in (*range(-1, 31), *range(100, 113), *range(200, 213))]
    return [Reveal()]


def check_decision(state: KarubaState) -> None:
    """A pending decision has legal options, and they are exactly the ones ``check`` accepts."""
    legal = RULES.legal(state)
    if state.step == OVER:
        assert RULES.pending(state) is None and legal == [] and RULES.result(state) is not None
        return
    assert RULES.pending(state) is not None and legal, "a pending decision without options"
    assert all(RULES.check(state, action) is None for action in legal)
    accepted = [a for a in every_action(state) if RULES.check(state, a) is None]
    assert set(accepted) == set(legal), (state.step, set(accepted) ^ set(legal))


def unresolved(state: KarubaState, seat: int) -> bool:
    """Whether the revealed tile still waits for ``seat`` (a discarding seat has already used it)."""
    if not state.revealed or seat not in state.to_decide:
        return False
    return not (seat == state.deciding and state.step in (PICK, MOVE))


def check_tiles(state: KarubaState) -> None:
    """Each player's 36 tiles: placed, discarded, still in the pile, or revealed and not yet used."""
    assert state.tiles_revealed + len(state.pile) == 36
    for seat, island in enumerate(state.islands):
        held = Counter(tile for tile in island.grid if tile)
        held.update(island.discarded)
        held.update(state.pile)
        if unresolved(state, seat):
            held[state.revealed] += 1
        assert held == ALL_TILES, f"seat {seat}: {held - ALL_TILES} extra, {ALL_TILES - held} missing"


def check_adventurers(state: KarubaState) -> None:
    if state.step in (SETUP_BEACH, SETUP_JUNGLE):
        return
    for seat, island in enumerate(state.islands):
        on_fields = [loc for loc in island.adventurers if is_field(loc)]
        assert len(on_fields) == len(set(on_fields)), f"seat {seat}: two adventurers on one tile"
        for colour, location in zip(COLOURS, island.adventurers, strict=True):
            if is_field(location):
                assert island.grid[location], "an adventurer off the tiles"
            elif is_beach(location):
                assert location == beach(state.beach_of[colour]), "an adventurer on a foreign beach"
            else:
                assert is_temple(location) and location == temple(state.temple_of[colour])


def check_tokens(state: KarubaState) -> None:
    """Tokens on the island plus tokens taken equal the token tiles placed, per kind."""
    for island in state.islands:
        placed = Counter(PARTS.tiles[tile].treasure for tile in island.grid if tile)
        for kind, taken in (("crystal", island.crystals), ("gold", island.gold)):
            assert island.tokens.count(kind) + taken == placed[kind], kind
        for tile, token in zip(island.grid, island.tokens, strict=True):
            assert not token or (tile and PARTS.tiles[tile].treasure == token)


def check_treasures(state: KarubaState) -> None:
    """Temple treasures are taken once each, one per arrival, and scores never go below zero."""
    full = PARTS.temple_treasures[state.players]
    for colour in COLOURS:
        arrived = sum(
            island.adventurers[colour] == temple(state.temple_of[colour]) for island in state.islands
        )
        if state.step not in (SETUP_BEACH, SETUP_JUNGLE):
            assert arrived + len(state.stacks[colour]) == state.players
        assert state.stacks[colour] == full[len(full) - len(state.stacks[colour]) :]
    taken = sum(sum(island.treasures) for island in state.islands)
    assert taken + sum(sum(stack) for stack in state.stacks) == len(COLOURS) * sum(full)
    for island in state.islands:
        assert len(island.treasures) == island.in_temples
        temples = {colour for colour, place in enumerate(island.adventurers) if is_temple(place)}
        assert sorted(island.treasure_colours) == sorted(temples)
        assert all(value >= 0 for value in score_parts(PARTS, island).values())
    assert all(score >= 0 for score in RULES.scores(state))


def check_transition(before: KarubaState, after: KarubaState, events: list[Event]) -> None:
    """Temples hold their adventurers; arrivals score the round's top; the order follows the scores."""
    for old, new in zip(before.islands, after.islands, strict=True):
        for colour in COLOURS:
            if is_temple(old.adventurers[colour]):
                assert new.adventurers[colour] == old.adventurers[colour], "left a temple"
    for event in events:
        if event.kind == "temple_reached":
            colour = event.values["colour"]
            assert event.values["treasure"] + event.values["crystals"] == before.round_tops[colour]
        if event.kind == "revealed":
            assert after.to_decide == decision_order(RULES.scores(before))


def check_state(state: KarubaState) -> None:
    check_decision(state)
    check_tiles(state)
    check_adventurers(state)
    check_tokens(state)
    check_treasures(state)
