"""Karuba's rules: setup, the tile rhythm, moving, treasures, temples, the end.

Every rule lives here once; ``legal`` is derived from ``check`` so the two can
never disagree. Rule ids (``karuba.place.occupied``) are the keys of the rule
texts in i18n/, shown to a player whose click a rule forbids.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import Action, Decision, Event, MatchConfig, Result, Violation
from core.games.karuba import movement
from core.games.karuba.actions import (
    ACTION_TYPES,
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
    OVER,
    PICK,
    REVEAL,
    SETUP_BEACH,
    SETUP_JUNGLE,
    TILE,
    UNKNOWN_TILE,
    Island,
    KarubaState,
    beach,
    is_beach,
    is_field,
    is_temple,
    temple,
)

# Counters of the random events of a match (see core.engine.rng).
LOT_FOR_LEADER, SHUFFLE_PILE, RANDOM_POSITIONS = 0, 1, 2

STEP_OF_ACTION = {
    ChooseBeach: SETUP_BEACH,
    ChooseJungle: SETUP_JUNGLE,
    Reveal: REVEAL,
    Place: TILE,
    Discard: TILE,
    PickAdventurer: PICK,
    MoveTo: MOVE,
}

# Steps whose candidates are legal as they are built: empty fields, reachable targets.
EXACT_CANDIDATES = frozenset({REVEAL, TILE, MOVE})


class KarubaRules:
    game_id = "karuba"
    min_players = 1
    max_players = 4
    action_types = ACTION_TYPES
    options = {"setup": ("together", "random")}

    def components(self) -> Components:
        return components()

    def component_version(self) -> str:
        return self.components().version

    def hides_information(self) -> bool:
        return False

    # setup -------------------------------------------------------------------

    def setup(self, config: MatchConfig, seed: int) -> KarubaState:
        parts = self.components()
        players = config.player_count
        colours = len(parts.colours)
        leader = rng.generator(seed, LOT_FOR_LEADER).randrange(players)
        pile = list(parts.tiles)
        rng.generator(seed, SHUFFLE_PILE).shuffle(pile)
        island = Island(
            grid=(0,) * parts.fields,
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
            revealed=0,
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
            state = _with_positions(state, beaches, temples)
        return state

    # the decision machine ------------------------------------------------------

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
        if state.step in EXACT_CANDIDATES:
            # Built legal: searches call this thousands of times a second, so no second check.
            return list(self._candidates(state))
        return [action for action in self._candidates(state) if self.check(state, action) is None]

    def _candidates(self, state: KarubaState) -> Iterator[Action]:
        parts = self.components()
        if state.step == SETUP_BEACH:
            yield from (ChooseBeach(p.number) for p in parts.beach)
        elif state.step == SETUP_JUNGLE:
            yield from (ChooseJungle(p.number) for p in parts.jungle)
        elif state.step == REVEAL:
            yield Reveal()
        elif state.step == TILE:
            grid = state.islands[state.deciding].grid
            yield from (Place(field) for field in range(parts.fields) if not grid[field])
            yield Discard()
        elif state.step == PICK:
            yield from (PickAdventurer(colour) for colour in range(len(parts.colours)))
        elif state.step == MOVE:
            island = state.islands[state.deciding]
            jungle = state.temple_of[state.moving]
            yield from (
                MoveTo(target)
                for target in movement.targets(parts, island, state.moving, jungle, state.steps)
            )

    def check(self, state: KarubaState, action: Action) -> Violation | None:
        expected = STEP_OF_ACTION.get(type(action))
        if state.step == OVER:
            return Violation("engine.game_over")
        if expected != state.step:
            return Violation("engine.not_now", {"action": action.kind, "step": state.step})
        parts = self.components()
        if isinstance(action, ChooseBeach):
            return _check_beach(parts, state, action.number)
        if isinstance(action, ChooseJungle):
            return _check_jungle(parts, state, action.number)
        if isinstance(action, Place):
            island = state.islands[state.deciding]
            if not 0 <= action.field < parts.fields:
                return Violation("karuba.place.off_grid")
            if island.grid[action.field]:
                return Violation("karuba.place.occupied", {"field": action.field})
            return None
        if isinstance(action, PickAdventurer):
            return _check_pick(parts, state, action.colour)
        if isinstance(action, MoveTo):
            return _check_move(parts, state, action.target)
        return None

    def apply(self, state: KarubaState, action: Action) -> tuple[KarubaState, list[Event]]:
        violation = self.check(state, action)
        if violation is not None:
            raise ValueError(f"illegal action {action}: {violation.rule}")
        parts = self.components()
        if isinstance(action, ChooseBeach):
            return _apply_beach(state, action.number)
        if isinstance(action, ChooseJungle):
            return _apply_jungle(parts, state, action.number)
        if isinstance(action, Reveal):
            return _apply_reveal(self, state)
        if isinstance(action, Place):
            return _apply_place(parts, state, action.field)
        if isinstance(action, Discard):
            return _apply_discard(parts, state)
        if isinstance(action, PickAdventurer):
            seat = state.deciding
            event = Event("picked", seat, {"colour": action.colour})
            return evolve(state, step=MOVE, moving=action.colour), [event]
        if isinstance(action, MoveTo):
            return _apply_move(parts, state, action.target)
        raise ValueError(f"unknown action {action}")

    def apply_legal(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        return self.apply(state, action)

    # what players see and how it ends -------------------------------------------

    def view(self, state: KarubaState, seat: int) -> KarubaState:
        """Everything is open except the order of the leader's face-down pile.

        The match seed goes too: the pile was shuffled from it, so it would tell the order.
        """
        return evolve(state, pile=(UNKNOWN_TILE,) * len(state.pile), seed=0)

    def scores(self, state: KarubaState) -> tuple[int, ...]:
        return tuple(score_parts(self.components(), island)["total"] for island in state.islands)

    def result(self, state: KarubaState) -> Result | None:
        if state.step != OVER:
            return None
        parts = self.components()
        breakdown = tuple(score_parts(parts, island) for island in state.islands)
        scores = tuple(b["total"] for b in breakdown)
        placed = tuple(island.tiles_placed for island in state.islands)
        keys = [(scores[s], placed[s]) for s in range(state.players)]
        ranking = tuple(1 + sum(1 for other in keys if other > keys[s]) for s in range(state.players))
        tied = len(set(scores)) < len(scores)
        tiebreak = "karuba.tiebreak.tiles_placed" if tied else None
        return Result(scores, ranking, breakdown, tiebreak, placed if tiebreak else ())


def score_parts(parts: Components, island: Island) -> dict[str, int]:
    """Points of one island by kind: temple treasures, crystals, gold."""
    treasures = sum(island.treasures)
    crystals = (island.crystals + island.compensation) * parts.token_points["crystal"]
    gold = island.gold * parts.token_points["gold"]
    return {"treasures": treasures, "crystals": crystals, "gold": gold, "total": treasures + crystals + gold}


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


def _with_positions(state: KarubaState, beaches: tuple[int, ...], temples: tuple[int, ...]) -> KarubaState:
    islands = tuple(evolve(i, adventurers=tuple(beach(b) for b in beaches)) for i in state.islands)
    return evolve(
        state, beach_of=beaches, temple_of=temples, islands=islands, step=REVEAL, setup_colour=len(beaches)
    )


# setup ---------------------------------------------------------------------


def _position(number: int, count: int) -> int | None:
    """Printed number (10, 20 ... ) to position 1..count, or None."""
    if number % 10 or not 1 <= number // 10 <= count:
        return None
    return number // 10


def _check_beach(parts: Components, state: KarubaState, number: int) -> Violation | None:
    position = _position(number, len(parts.beach))
    if position is None:
        return Violation("karuba.setup.no_such_beach", {"number": number})
    if position in state.beach_of:
        return Violation("karuba.setup.beach_taken", {"number": number})
    return None


def _check_jungle(parts: Components, state: KarubaState, number: int) -> Violation | None:
    position = _position(number, len(parts.jungle))
    if position is None:
        return Violation("karuba.setup.no_such_jungle", {"number": number})
    if position in state.temple_of:
        return Violation("karuba.setup.jungle_taken", {"number": number})
    beach_position = state.beach_of[state.setup_colour]
    distance = parts.coast_distance(beach_position, position)
    if distance < parts.min_coast_distance:
        return Violation(
            "karuba.setup.too_close",
            {
                "beach": beach_position * 10,
                "jungle": number,
                "distance": distance,
                "minimum": parts.min_coast_distance,
            },
        )
    return None


def _apply_beach(state: KarubaState, number: int) -> tuple[KarubaState, list[Event]]:
    colour = state.setup_colour
    beach_of = _replace_at(state.beach_of, colour, number // 10)
    seat = (state.leader + colour) % state.players
    event = Event("beach_chosen", seat, {"colour": colour, "number": number})
    return evolve(state, beach_of=beach_of, step=SETUP_JUNGLE), [event]


def _apply_jungle(parts: Components, state: KarubaState, number: int) -> tuple[KarubaState, list[Event]]:
    colour = state.setup_colour
    temple_of = _replace_at(state.temple_of, colour, number // 10)
    seat = (state.leader + colour) % state.players
    events = [Event("temple_chosen", seat, {"colour": colour, "number": number})]
    if colour + 1 < len(parts.colours):
        return evolve(state, temple_of=temple_of, step=SETUP_BEACH, setup_colour=colour + 1), events
    return _with_positions(state, state.beach_of, temple_of), events


# the tile rhythm -------------------------------------------------------------


def decision_order(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Higher score decides first; on a tie the earlier seat (the older player)."""
    return tuple(sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat)))


def _apply_reveal(rules: KarubaRules, state: KarubaState) -> tuple[KarubaState, list[Event]]:
    tile, pile = state.pile[0], state.pile[1:]
    order = decision_order(rules.scores(state))
    state = evolve(
        state,
        pile=pile,
        revealed=tile,
        tiles_revealed=state.tiles_revealed + 1,
        to_decide=order,
        step=TILE,
        round_tops=tuple(stack[0] if stack else 0 for stack in state.stacks),
    )
    return state, [Event("revealed", state.leader, {"tile": tile, "left": len(pile)}, reveals=True)]


def _apply_place(parts: Components, state: KarubaState, field: int) -> tuple[KarubaState, list[Event]]:
    seat = state.deciding
    island = state.islands[seat]
    token = parts.tiles[state.revealed].treasure
    island = evolve(
        island,
        grid=_replace_at(island.grid, field, state.revealed),
        tokens=_replace_at(island.tokens, field, "" if token == "none" else token),
    )
    events = [Event("placed", seat, {"tile": state.revealed, "field": field, "token": token})]
    return _next_seat(parts, _with_island(state, seat, island), events)


def _apply_discard(parts: Components, state: KarubaState) -> tuple[KarubaState, list[Event]]:
    seat = state.deciding
    island = state.islands[seat]
    island = evolve(island, discarded=island.discarded + (state.revealed,))
    steps = parts.tiles[state.revealed].steps
    state = evolve(_with_island(state, seat, island), steps=steps)
    events = [Event("discarded", seat, {"tile": state.revealed, "steps": steps})]
    if any(_check_pick(parts, state, c) is None for c in range(len(parts.colours))):
        return evolve(state, step=PICK), events
    events.append(Event("steps_lapse", seat, {"steps": steps}))
    return _next_seat(parts, state, events)


def _next_seat(parts: Components, state: KarubaState, events: list[Event]) -> tuple[KarubaState, list[Event]]:
    rest = state.to_decide[1:]
    state = evolve(state, to_decide=rest, moving=-1, steps=0, step=TILE)
    if rest:
        return state, events
    state = evolve(state, revealed=0)
    finished = [s for s, island in enumerate(state.islands) if island.in_temples == len(parts.colours)]
    if finished:
        events.append(Event("all_in_temples", finished[0], {"seats": finished}))
        return evolve(state, step=OVER), events
    if not state.pile:
        events.append(Event("pile_empty"))
        return evolve(state, step=OVER), events
    return evolve(state, step=REVEAL), events


# moving ------------------------------------------------------------------------


def _check_pick(parts: Components, state: KarubaState, colour: int) -> Violation | None:
    if not 0 <= colour < len(parts.colours):
        return Violation("karuba.move.no_such_adventurer")
    island = state.islands[state.deciding]
    if is_temple(island.adventurers[colour]):
        return Violation("karuba.move.in_temple", {"colour": colour})
    if not movement.targets(parts, island, colour, state.temple_of[colour], state.steps):
        return Violation("karuba.move.stuck", {"colour": colour, "steps": state.steps})
    return None


def _check_move(parts: Components, state: KarubaState, target: int) -> Violation | None:
    island = state.islands[state.deciding]
    colour, steps = state.moving, state.steps
    own_temple = temple(state.temple_of[colour])
    if is_beach(target):
        return Violation("karuba.move.no_beach")
    if is_temple(target):
        if target != own_temple:
            return Violation("karuba.move.wrong_temple", {"colour": colour})
        reach = movement.distances(parts, island, colour)
        needed = movement.temple_distance(parts, island, colour, state.temple_of[colour], reach)
        if needed is None:
            free = movement.distances(parts, island, colour, blocked=False)
            if movement.temple_distance(parts, island, colour, state.temple_of[colour], free) is not None:
                return Violation("karuba.move.no_jump")
            return Violation("karuba.move.no_path")
        if needed > steps:
            return Violation("karuba.move.too_far", {"steps": steps, "needed": needed})
        return None
    if not is_field(target) or not 0 <= target < parts.fields:
        return Violation("karuba.move.no_path")
    if target == island.adventurers[colour]:
        return Violation("karuba.move.stay")
    if not island.grid[target]:
        return Violation("karuba.move.no_tile")
    if target in island.adventurers:
        return Violation("karuba.move.occupied")
    reach = movement.distances(parts, island, colour)
    if target not in reach:
        if target in movement.distances(parts, island, colour, blocked=False):
            return Violation("karuba.move.no_jump")
        return Violation("karuba.move.no_path")
    if reach[target] > steps:
        return Violation("karuba.move.too_far", {"steps": steps, "needed": reach[target]})
    return None


def _apply_move(parts: Components, state: KarubaState, target: int) -> tuple[KarubaState, list[Event]]:
    seat, colour = state.deciding, state.moving
    island = state.islands[seat]
    origin = island.adventurers[colour]
    island = evolve(island, adventurers=_replace_at(island.adventurers, colour, target))
    events = [Event("moved", seat, {"colour": colour, "from": origin, "to": target})]
    stacks = state.stacks
    if is_temple(target):
        stack = stacks[colour]
        value, stacks = stack[0], _replace_at(stacks, colour, stack[1:])
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
                tokens=_replace_at(island.tokens, target, ""),
                crystals=island.crystals + (token == "crystal"),
                gold=island.gold + (token == "gold"),
            )
            events.append(Event("token_taken", seat, {"token": token, "field": target}))
    state = evolve(_with_island(state, seat, island), stacks=stacks)
    return _next_seat(parts, state, events)


# helpers ---------------------------------------------------------------------


def _replace_at(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _with_island(state: KarubaState, seat: int, island: Island) -> KarubaState:
    return evolve(state, islands=_replace_at(state.islands, seat, island))
