"""The patrons variant: a played market card may move its player's marker crate along the row of
the patron it shows, for the reward of the tile entered (the seed's "Die Auftraggeber"; IN-D42)."""

from __future__ import annotations

from functools import cache

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.isla_nublar import cards
from core.games.isla_nublar.actions import AdvancePatron
from core.games.isla_nublar.components import components
from core.games.isla_nublar.piles import with_seat
from core.games.isla_nublar.schema import POINTS
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import NO_CARD, TURN, IslaNublarState

PATRON_POINTS = SOURCES.index("patrons")


@cache  # the cards are fixed for the process, and the computer players ask this very often
def patron_of(card: int) -> int:
    """The index of the patron the card shows, -1 for a card that shows none."""
    parts = components()
    name = parts.card(card).patron
    return parts.patrons.index(name) if name else -1


def finished(state: IslaNublarState, seat: int, patron: int) -> bool:
    return state.markers[seat][patron] >= len(state.patron_rows[patron])


def next_tile(state: IslaNublarState, seat: int, patron: int) -> int:
    """The tile the seat's marker would enter next in the patron's row."""
    return state.patron_rows[patron][state.markers[seat][patron]]


def advance_refusal(state: IslaNublarState) -> Violation | None:
    """Why the played card cannot advance a marker: no patrons, no patron shown, a row finished."""
    if not state.patrons:
        return Violation("isla_nublar.patron.variant_off")
    patron = patron_of(state.playing)
    if patron < 0:
        return Violation("isla_nublar.patron.none_shown", {"card": state.playing})
    if finished(state, state.turn, patron):
        return Violation("isla_nublar.patron.finished", {"patron": patron})
    return None


def check_advance(state: IslaNublarState, _action: AdvancePatron) -> Violation | None:
    return advance_refusal(state)


def legal_advances(state: IslaNublarState) -> list[Action]:
    return [AdvancePatron()] if advance_refusal(state) is None else []


def apply_advance(state: IslaNublarState, _action: AdvancePatron) -> tuple[IslaNublarState, list[Event]]:
    """The marker enters the next tile and its reward comes at once; an unusable one is lost.
    The final tile gives its points and the crate back: the row is finished for the seat."""
    seat, card = state.turn, state.playing
    patron = patron_of(card)
    tile_index = next_tile(state, seat, patron)
    tile = components().tiles[tile_index]
    moved = state.markers[seat][patron] + 1
    state = evolve(
        state,
        markers=put(state.markers, seat, put(state.markers[seat], patron, moved)),
        step=TURN,
        playing=NO_CARD,
    )
    reward = tile.reward
    values = {"card": card, "patron": patron, "tile": tile_index, "reward": reward.kind}
    events = [Event("advanced", seat, {**values, "amount": reward.amount})]
    if reward.kind == POINTS:
        held = state.active
        held = evolve(
            held,
            score=held.score + reward.amount,
            earned=put(held.earned, PATRON_POINTS, held.earned[PATRON_POINTS] + reward.amount),
        )
        state = with_seat(state, seat, held)
    elif cards.action_refusal(state, reward) is not None:
        events.append(Event("reward_lost", seat, {"tile": tile_index, "reward": reward.kind}))
    else:
        state, more = cards.carry_out(state, reward, card)
        events += more
    if finished(state, seat, patron):
        held = state.active
        state = with_seat(state, seat, evolve(held, crates=held.crates + 1))
        events.append(Event("patron_finished", seat, {"patron": patron, "points": reward.amount}))
    return state, events
