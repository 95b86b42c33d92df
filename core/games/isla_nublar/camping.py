"""Building a camp, and the scoring it sets off (the seed's "Camp errichten" and "Wertung
auslösen"; IN-D10 to IN-D12, IN-D40)."""

from __future__ import annotations

from functools import cache

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.isla_nublar import island, scoring
from core.games.isla_nublar.actions import BuildCamp, ChooseScoring
from core.games.isla_nublar.components import components
from core.games.isla_nublar.crating import add_crates, building_points, pay_for_building
from core.games.isla_nublar.piles import with_seat
from core.games.isla_nublar.state import LAST_CAMP, NO_SPACE, SCORE, TURN, IslaNublarState

AREA = scoring.SOURCES.index("area")


def cost(take_back: int) -> int:
    """A camp's crate points: 4 less one per own crate taken back, never below 0 (IN-D10)."""
    return max(0, components().camp_cost - take_back)


def legal_builds(state: IslaNublarState) -> list[Action]:
    if state.active.camps < 1:
        return []
    points, seat = building_points(state), state.turn
    # cost(back) <= points exactly when back is at least this (cost falls by one per crate back)
    fewest = max(0, components().camp_cost - points)
    options: list[Action] = []
    for space in island.camp_spaces(state):
        options.extend(_build(space, back) for back in range(fewest, state.crates[space][seat] + 1))
    return options


@cache  # the computer players' search asks for these options in every position it looks at
def _build(space: int, take_back: int) -> BuildCamp:
    return BuildCamp(space, take_back)


def check_build(state: IslaNublarState, action: BuildCamp) -> Violation | None:
    if state.active.camps < 1:
        return Violation("isla_nublar.camp.none_in_supply")
    refusal = island.camp_refusal(state, action.space)
    if refusal is not None:
        return refusal
    own = state.crates[action.space][state.turn]
    if not 0 <= action.take_back <= own:
        return Violation("isla_nublar.camp.take_back", {"take_back": action.take_back, "own": own})
    price, points = cost(action.take_back), building_points(state)
    if price > points:
        return Violation("isla_nublar.camp.too_dear", {"cost": price, "points": points})
    return None


def apply_build(state: IslaNublarState, action: BuildCamp) -> tuple[IslaNublarState, list[Event]]:
    """The camp goes on top; its area's points come at once; then a scoring card is chosen."""
    seat, space = state.turn, action.space
    parts = components()
    points = parts.areas[parts.spaces[space].area].points
    state = add_crates(pay_for_building(state, cost(action.take_back)), space, seat, -action.take_back)
    held = state.active
    held = evolve(
        held,
        camps=held.camps - 1,
        crates=held.crates + action.take_back,
        score=held.score + points,
        earned=put(held.earned, AREA, held.earned[AREA] + points),
    )
    state = with_seat(state, seat, held)
    state = evolve(state, camps=put(state.camps, space, state.camps[space] + (seat,)))
    events = [
        Event(
            "built_camp",
            seat,
            {"space": space, "take_back": action.take_back, "cost": cost(action.take_back), "points": points},
        )
    ]
    if not held.camps and not state.end:
        state = evolve(state, end=LAST_CAMP)
        events.append(Event("end_triggered", seat, {"how": LAST_CAMP}))
    if state.individual_scoring:  # building sets off no scoring card, area points stay (IN-D44)
        return state, events
    return evolve(state, step=SCORE, built=space), events


def active_slots(state: IslaNublarState) -> range:
    return range(min(components().active_scorings, len(state.scoring_row)))


def legal_scorings(state: IslaNublarState) -> list[Action]:
    return [ChooseScoring(slot) for slot in active_slots(state)]


def check_scoring(state: IslaNublarState, action: ChooseScoring) -> Violation | None:
    if action.slot not in active_slots(state):
        return Violation("isla_nublar.scoring.not_active", {"slot": action.slot})
    return None


def points_now(state: IslaNublarState, card: int, seat: int) -> scoring.Tally:
    """What the scoring card would give the seat for the island as it stands."""
    found = components().card(card).scoring
    assert found is not None, "only scoring cards score"
    return scoring.tally(components(), state.crates, state.camps, seat, found)


def score_card(state: IslaNublarState, card: int) -> tuple[IslaNublarState, list[Event]]:
    """The scoring card's points for the active seat's pieces as they stand."""
    seat = state.turn
    found = components().card(card).scoring
    assert found is not None, "only scoring cards score"
    counted = points_now(state, card, seat)
    source = scoring.source_of(found)
    held = state.active
    held = evolve(
        held,
        score=held.score + counted.points,
        earned=put(held.earned, source, held.earned[source] + counted.points),
    )
    state = evolve(with_seat(state, seat, held), scored=state.scored + ((seat, card, counted.points),))
    values = {"card": card, "points": counted.points, "spaces": list(counted.spaces)}
    return state, [Event("scored", seat, values)]


def apply_scoring(state: IslaNublarState, action: ChooseScoring) -> tuple[IslaNublarState, list[Event]]:
    """The card scores; it goes to the end of the row and the others move up (IN-D12)."""
    card = state.scoring_row[action.slot]
    state, events = score_card(state, card)
    row = state.scoring_row[: action.slot] + state.scoring_row[action.slot + 1 :] + (card,)
    return evolve(state, scoring_row=row, step=TURN, built=NO_SPACE), events
