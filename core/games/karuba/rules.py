"""Karuba's rules: setup, the tile rhythm, moving, treasures, temples, the end.

Every rule lives here once. ``check`` says why an action is refused, through
the step table; ``legal`` builds the options straight from the state, and
``tests/core/test_legal_actions.py`` holds the two together. Rule ids
(``karuba.place.occupied``) are the keys of the rule texts in i18n/, shown
to a player whose click a rule forbids.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Result, Violation
from core.engine.ranking import Tiebreak, rank
from core.engine.steps import StepTable, TableRules, rule
from core.engine.tuples import put
from core.games.karuba import ENTRY, movement
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
from core.games.karuba.state import (
    MOVE,
    NO_TILE,
    OVER,
    PICK,
    REVEAL,
    SETUP_BEACH,
    SETUP_JUNGLE,
    TILE,
    Island,
    KarubaState,
    beach,
    is_beach,
    is_field,
    is_temple,
    temple,
)

# Counters of the random events of a match (see core.engine.rng). Every draw is made at setup.
LOT_FOR_LEADER, SHUFFLE_PILE, RANDOM_POSITIONS = 0, 1, 2


def _step_of(state: KarubaState) -> str | None:
    return None if state.step == OVER else state.step


# setup ---------------------------------------------------------------------


def random_positions(parts: Components, seed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Beach and jungle positions per colour drawn at random, keeping the distance rule."""
    generator = rng.generator(seed, RANDOM_POSITIONS)
    beaches: list[int] = []
    temples: list[int] = []
    for _ in parts.colours:
        choices = [
            (b, j)
            for b in range(1, len(parts.beach) + 1)
            for j in range(1, len(parts.jungle) + 1)
            if b not in beaches
            and j not in temples
            and parts.coast_distance(b, j) >= parts.min_coast_distance
        ]
        b, j = generator.choice(choices)
        beaches.append(b)
        temples.append(j)
    return tuple(beaches), tuple(temples)


def with_positions(state: KarubaState, beaches: tuple[int, ...], temples: tuple[int, ...]) -> KarubaState:
    islands = tuple(evolve(i, adventurers=tuple(beach(b) for b in beaches)) for i in state.islands)
    return evolve(
        state, beach_of=beaches, temple_of=temples, islands=islands, step=REVEAL, setup_colour=len(beaches)
    )


def _position(number: int, count: int) -> int | None:
    """Printed number (10, 20 ... ) to position 1..count, or None."""
    if number % 10 or not 1 <= number // 10 <= count:
        return None
    return number // 10


def _too_close(parts: Components, state: KarubaState, position: int) -> bool:
    """Whether a temple at jungle ``position`` stands too near the current colour's beach."""
    beach_position = state.beach_of[state.setup_colour]
    return parts.coast_distance(beach_position, position) < parts.min_coast_distance


def _check_beach(state: KarubaState, action: ChooseBeach) -> Violation | None:
    number = action.number
    position = _position(number, len(components().beach))
    if position is None:
        return Violation("karuba.setup.no_such_beach", {"number": number})
    if position in state.beach_of:
        return Violation("karuba.setup.beach_taken", {"number": number})
    return None


def _check_jungle(state: KarubaState, action: ChooseJungle) -> Violation | None:
    parts, number = components(), action.number
    position = _position(number, len(parts.jungle))
    if position is None:
        return Violation("karuba.setup.no_such_jungle", {"number": number})
    if position in state.temple_of:
        return Violation("karuba.setup.jungle_taken", {"number": number})
    if _too_close(parts, state, position):
        beach_position = state.beach_of[state.setup_colour]
        return Violation(
            "karuba.setup.too_close",
            {
                "beach": beach_position * 10,
                "jungle": number,
                "distance": parts.coast_distance(beach_position, position),
                "minimum": parts.min_coast_distance,
            },
        )
    return None


def _apply_beach(state: KarubaState, action: ChooseBeach) -> tuple[KarubaState, list[Event]]:
    colour = state.setup_colour
    beach_of = put(state.beach_of, colour, action.number // 10)
    seat = (state.leader + colour) % state.players
    event = Event("beach_chosen", seat, {"colour": colour, "number": action.number})
    return evolve(state, beach_of=beach_of, step=SETUP_JUNGLE), [event]


def _apply_jungle(state: KarubaState, action: ChooseJungle) -> tuple[KarubaState, list[Event]]:
    colour = state.setup_colour
    temple_of = put(state.temple_of, colour, action.number // 10)
    seat = (state.leader + colour) % state.players
    events = [Event("temple_chosen", seat, {"colour": colour, "number": action.number})]
    if colour + 1 < len(components().colours):
        return evolve(state, temple_of=temple_of, step=SETUP_BEACH, setup_colour=colour + 1), events
    return with_positions(state, state.beach_of, temple_of), events


# the tile rhythm -------------------------------------------------------------


def score_parts(parts: Components, island: Island) -> dict[str, int]:
    """Points of one island by kind: temple treasures, crystals, gold."""
    treasures = sum(island.treasures)
    crystals = (island.crystals + island.compensation) * parts.token_points["crystal"]
    gold = island.gold * parts.token_points["gold"]
    return {"treasures": treasures, "crystals": crystals, "gold": gold, "total": treasures + crystals + gold}


def scores(state: KarubaState) -> tuple[int, ...]:
    """Every seat's points now."""
    parts = components()
    return tuple(score_parts(parts, island)["total"] for island in state.islands)


def decision_order(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Higher score decides first; on a tie the earlier seat (the older player)."""
    return tuple(sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat)))


SETUP_STEPS = (SETUP_BEACH, SETUP_JUNGLE)
PLAY_STEPS = (*SETUP_STEPS, REVEAL, TILE, PICK, MOVE)


def _check_reveal(state: KarubaState, _action: Reveal) -> Violation | None:
    """The pile and the tray lie open all game: a click on them at another step says when they count."""
    if state.step in SETUP_STEPS:
        return Violation("karuba.reveal.setup")
    if state.step != REVEAL:
        return Violation("karuba.reveal.not_yet")
    return None


def _check_discard(state: KarubaState, _action: Discard) -> Violation | None:
    if state.step in (PICK, MOVE):
        return Violation("karuba.discard.done")
    if state.step != TILE:
        return Violation("karuba.discard.no_tile")
    return None


def _apply_reveal(state: KarubaState, _action: Reveal) -> tuple[KarubaState, list[Event]]:
    tile, pile = state.pile[0], state.pile[1:]
    state = evolve(
        state,
        pile=pile,
        revealed=tile,
        tiles_revealed=state.tiles_revealed + 1,
        to_decide=decision_order(scores(state)),
        step=TILE,
        round_tops=tuple(stack[0] if stack else 0 for stack in state.stacks),
    )
    return state, [Event("revealed", state.leader, {"tile": tile, "left": len(pile)}, reveals=True)]


def _check_place(state: KarubaState, action: Place) -> Violation | None:
    if not 0 <= action.field < components().fields:
        return Violation("karuba.place.off_grid")
    if state.islands[state.deciding].grid[action.field]:
        return Violation("karuba.place.occupied", {"field": action.field})
    return None


def _apply_place(state: KarubaState, action: Place) -> tuple[KarubaState, list[Event]]:
    parts, seat, field = components(), state.deciding, action.field
    island = state.islands[seat]
    token = parts.tiles[state.revealed].treasure
    island = evolve(
        island,
        grid=put(island.grid, field, state.revealed),
        tokens=put(island.tokens, field, "" if token == "none" else token),
    )
    events = [Event("placed", seat, {"tile": state.revealed, "field": field, "token": token})]
    return _next_seat(parts, state, events, islands=put(state.islands, seat, island))


def _apply_discard(state: KarubaState, _action: Discard) -> tuple[KarubaState, list[Event]]:
    parts, seat = components(), state.deciding
    island = state.islands[seat]
    island = evolve(island, discarded=island.discarded + (state.revealed,))
    steps = parts.tiles[state.revealed].steps
    events = [Event("discarded", seat, {"tile": state.revealed, "steps": steps})]
    islands = put(state.islands, seat, island)
    if movement.movers(parts, island, state.temple_of, steps):
        return evolve(state, islands=islands, steps=steps, step=PICK), events
    events.append(Event("steps_lapse", seat, {"steps": steps}))
    return _next_seat(parts, state, events, islands=islands)


def _next_seat(
    parts: Components, state: KarubaState, events: list[Event], **changes: Any
) -> tuple[KarubaState, list[Event]]:
    """The next seat decides on the tile, or the round ends; ``changes`` are made on the way."""
    rest = state.to_decide[1:]
    state = evolve(state, to_decide=rest, moving=-1, steps=0, step=TILE, **changes)
    if rest:
        return state, events
    state = evolve(state, revealed=NO_TILE)
    finished = [s for s, island in enumerate(state.islands) if island.in_temples == len(parts.colours)]
    if finished:
        events.append(Event("all_in_temples", finished[0], {"seats": finished}))
        return evolve(state, step=OVER), events
    if not state.pile:
        events.append(Event("pile_empty"))
        return evolve(state, step=OVER), events
    return evolve(state, step=REVEAL), events


# moving ------------------------------------------------------------------------


def _can_move(parts: Components, state: KarubaState, colour: int) -> bool:
    """Whether the deciding seat's adventurer of ``colour`` has anywhere to go with the steps."""
    island = state.islands[state.deciding]
    return movement.can_move(parts, island, colour, state.temple_of[colour], state.steps)


# The search of the moving adventurer's ways, kept for the few states being decided on now:
# ``legal``, ``check`` and ``apply`` of one move all ask it, and a search asks again and again
# of the same island. It depends on the grid and the adventurers alone, so those are the key.
_WAYS: dict[tuple[tuple[int, ...], tuple[int, ...], int], movement.Ways] = {}
_WAYS_KEPT = 256


def _ways(parts: Components, island: Island, colour: int) -> movement.Ways:
    key = (island.grid, island.adventurers, colour)
    found = _WAYS.get(key)
    if found is None:
        if len(_WAYS) >= _WAYS_KEPT:
            _WAYS.clear()  # a search moves on to other islands; what it left is not asked again
        found = _WAYS[key] = movement.ways(parts, island, colour)
    return found


def _check_pick(state: KarubaState, action: PickAdventurer) -> Violation | None:
    parts, colour = components(), action.colour
    if not 0 <= colour < len(parts.colours):
        return Violation("karuba.move.no_such_adventurer")
    if is_temple(state.islands[state.deciding].adventurers[colour]):
        return Violation("karuba.move.in_temple", {"colour": colour})
    if not _can_move(parts, state, colour):
        return Violation("karuba.move.stuck", {"colour": colour, "steps": state.steps})
    return None


def _apply_pick(state: KarubaState, action: PickAdventurer) -> tuple[KarubaState, list[Event]]:
    event = Event("picked", state.deciding, {"colour": action.colour})
    return evolve(state, step=MOVE, moving=action.colour), [event]


def _check_move(state: KarubaState, action: MoveTo) -> Violation | None:
    parts, target = components(), action.target
    island = state.islands[state.deciding]
    colour, steps, jungle = state.moving, state.steps, state.temple_of[state.moving]
    if is_beach(target):
        return Violation("karuba.move.no_beach")
    if is_temple(target):
        if target != temple(jungle):
            return Violation("karuba.move.wrong_temple", {"colour": colour})
    elif not is_field(target) or not 0 <= target < parts.fields:
        return Violation("karuba.move.no_path")
    elif target == island.adventurers[colour]:
        return Violation("karuba.move.stay")
    elif not island.grid[target]:
        return Violation("karuba.move.no_tile")
    elif target in island.adventurers:
        return Violation("karuba.move.occupied")
    reach = _ways(parts, island, colour).reach
    if is_temple(target):
        needed = movement.temple_distance(parts, island, colour, jungle, reach)
    else:
        needed = reach.get(target)
    if needed is None:
        # Only explaining a refusal costs a second search: would the way be open without the others?
        free = movement.distances(parts, island, colour, blocked=False)
        opened = (
            movement.temple_distance(parts, island, colour, jungle, free) is not None
            if is_temple(target)
            else target in free
        )
        return Violation("karuba.move.no_jump" if opened else "karuba.move.no_path")
    if needed > steps:
        return Violation("karuba.move.too_far", {"steps": steps, "needed": needed})
    return None


def _apply_move(state: KarubaState, action: MoveTo) -> tuple[KarubaState, list[Event]]:
    parts, seat, colour, target = components(), state.deciding, state.moving, action.target
    island = state.islands[seat]
    origin = island.adventurers[colour]
    path = movement.route(parts, island, _ways(parts, island, colour), target)
    island = evolve(island, adventurers=put(island.adventurers, colour, target))
    events = [Event("moved", seat, {"colour": colour, "from": origin, "to": target, "path": path})]
    stacks = state.stacks
    if is_temple(target):
        stack = stacks[colour]
        value, stacks = stack[0], put(stacks, colour, stack[1:])
        extra = max(0, state.round_tops[colour] - value)
        island = evolve(
            island,
            treasures=island.treasures + (value,),
            treasure_colours=island.treasure_colours + (colour,),
            compensation=island.compensation + extra,
        )
        events.append(Event("temple_reached", seat, {"colour": colour, "treasure": value, "crystals": extra}))
    else:
        token = island.tokens[target]
        if token:
            island = evolve(
                island,
                tokens=put(island.tokens, target, ""),
                crystals=island.crystals + (token == "crystal"),
                gold=island.gold + (token == "gold"),
            )
            events.append(Event("token_taken", seat, {"token": token, "field": target}))
    return _next_seat(parts, state, events, islands=put(state.islands, seat, island), stacks=stacks)


# the rules object ---------------------------------------------------------------

# Actions are frozen values, so the options of a decision are made once and handed out again:
# ``legal`` is asked thousands of times a second by a search.
_REVEAL, _DISCARD = Reveal(), Discard()
_pick = cache(PickAdventurer)
_move_to = cache(MoveTo)


@cache
def _places(fields: int) -> tuple[Place, ...]:
    return tuple(Place(field) for field in range(fields))


TABLE: StepTable[KarubaState] = StepTable(
    _step_of,
    {
        ChooseBeach: rule(SETUP_BEACH, _apply_beach, _check_beach),
        ChooseJungle: rule(SETUP_JUNGLE, _apply_jungle, _check_jungle),
        Reveal: rule(PLAY_STEPS, _apply_reveal, _check_reveal),
        Place: rule(TILE, _apply_place, _check_place),
        Discard: rule(PLAY_STEPS, _apply_discard, _check_discard),
        PickAdventurer: rule(PICK, _apply_pick, _check_pick),
        MoveTo: rule(MOVE, _apply_move, _check_move),
    },
)


class KarubaRules(TableRules):
    entry = ENTRY
    table = TABLE

    def components(self) -> Components:
        return components()

    def hides_information(self) -> bool:
        return False

    def setup(self, config: MatchConfig, seed: int) -> KarubaState:
        parts = self.components()
        players = config.player_count
        colours = len(parts.colours)
        leader = rng.generator(seed, LOT_FOR_LEADER).randrange(players)
        pile = list(parts.tiles)
        rng.generator(seed, SHUFFLE_PILE).shuffle(pile)
        island = Island(
            grid=(NO_TILE,) * parts.fields,
            tokens=("",) * parts.fields,
            adventurers=(0,) * colours,
            discarded=(),
        )
        state = KarubaState(
            players=players,
            leader=leader,
            seed=seed,
            beach_of=(0,) * colours,
            temple_of=(0,) * colours,
            step=SETUP_BEACH,
            setup_colour=0,
            pile=tuple(pile),
            revealed=NO_TILE,
            tiles_revealed=0,
            to_decide=(),
            moving=-1,
            steps=0,
            stacks=(tuple(parts.temple_treasures[players]),) * colours,
            round_tops=(0,) * colours,
            islands=(island,) * players,
        )
        if config.options.get("setup", "together") == "random":
            beaches, temples = random_positions(parts, seed)
            state = with_positions(state, beaches, temples)
        return state

    def pending(self, state: KarubaState) -> Decision | None:
        if state.step == OVER:
            return None
        if state.step in (SETUP_BEACH, SETUP_JUNGLE):
            seat = (state.leader + state.setup_colour) % state.players
            values: dict[str, Any] = {"colour": state.setup_colour}
            if state.step == SETUP_JUNGLE:
                values["beach"] = state.beach_of[state.setup_colour] * 10
            return Decision(seat, state.step, values)
        if state.step == REVEAL:
            return Decision(state.leader, REVEAL, {"left": len(state.pile)})
        values = {"tile": state.revealed}
        if state.step in (TILE, PICK):
            values["steps"] = self.components().tiles[state.revealed].steps
        if state.step == MOVE:
            values["colour"] = state.moving
            values["steps"] = state.steps
        return Decision(state.deciding, state.step, values)

    def legal(self, state: KarubaState) -> list[Action]:
        """The options of the pending decision, built from the state (searches ask thousands of times)."""
        parts = self.components()
        step = state.step
        if step == SETUP_BEACH:
            return [ChooseBeach(p.number) for p in parts.beach if p.number // 10 not in state.beach_of]
        if step == SETUP_JUNGLE:
            return [
                ChooseJungle(p.number)
                for p in parts.jungle
                if p.number // 10 not in state.temple_of and not _too_close(parts, state, p.number // 10)
            ]
        if step == REVEAL:
            return [_REVEAL]
        if step == TILE:
            grid = state.islands[state.deciding].grid
            places = _places(parts.fields)
            options: list[Action] = [place for place, tile in zip(places, grid, strict=True) if not tile]
            options.append(_DISCARD)
            return options
        if step == PICK:
            island = state.islands[state.deciding]
            return [_pick(c) for c in movement.movers(parts, island, state.temple_of, state.steps)]
        if step == MOVE:
            island, colour = state.islands[state.deciding], state.moving
            found = _ways(parts, island, colour)
            jungle = state.temple_of[colour]
            return [
                _move_to(target)
                for target in movement.targets_of(parts, island, found, colour, jungle, state.steps)
            ]
        return []

    def view(self, state: KarubaState, seat: int) -> KarubaState:
        """Everything is open except the order of the leader's face-down pile.

        The match seed goes too: the pile was shuffled from it, so it would tell the order.
        """
        return evolve(state, pile=(UNKNOWN,) * len(state.pile), seed=0)

    def scores(self, state: KarubaState) -> tuple[int, ...]:
        return scores(state)

    def result(self, state: KarubaState) -> Result | None:
        if state.step != OVER:
            return None
        parts = self.components()
        breakdown = tuple(score_parts(parts, island) for island in state.islands)
        totals = tuple(part["total"] for part in breakdown)
        placed = tuple(island.tiles_placed for island in state.islands)
        ranking = rank(totals, [Tiebreak("karuba.tiebreak.tiles_placed", placed)])
        used = ranking.tiebreak
        everyone_home = len(parts.colours)
        finished = tuple(s for s, island in enumerate(state.islands) if island.in_temples == everyone_home)
        return Result(
            totals,
            ranking.places,
            breakdown,
            used.key if used else None,
            used.values if used else (),
            ending="karuba.ending.all_in_temples" if finished else "karuba.ending.pile_empty",
            ending_seats=finished,
        )
