"""A seat's own piles: drawing with the reshuffle, and the end of a turn's cards (IN-D5, IN-D6)."""

from __future__ import annotations

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import Event
from core.engine.tuples import put
from core.games.isla_nublar.state import IslaNublarState, Seat


def draw(state: IslaNublarState, seat: int, count: int) -> tuple[IslaNublarState, list[Event]]:
    """``count`` cards from the seat's draw pile to its hand.

    An empty draw pile takes the discard pile, shuffled, and the drawing goes on; the cards
    bought or gained this turn are not in it (IN-D6). With both piles empty the seat draws what
    there is.
    """
    held = state.seats[seat]
    hand, pile, discard = held.hand, held.draw, held.discard
    events: list[Event] = []
    drawn = 0
    while drawn < count:
        if not pile:
            if not discard:
                break
            pile, state = rng.shuffled(state, discard)
            discard = ()
            events.append(Event("reshuffled", seat, {"cards": len(pile)}, reveals=True))
        take = min(count - drawn, len(pile))
        hand, pile = hand + pile[:take], pile[take:]
        drawn += take
    if count:
        events.append(Event("drew", seat, {"count": drawn}, reveals=True))
    return with_seat(state, seat, evolve(held, hand=hand, draw=pile, discard=discard)), events


def discard_pile(held: Seat) -> tuple[int, ...]:
    """The discard pile as it lies on the table, bottom first: the cards bought or gained this
    turn lie on it, though a reshuffle this turn leaves them out (IN-D6)."""
    return held.discard + held.gained


def with_seat(state: IslaNublarState, seat: int, held: Seat) -> IslaNublarState:
    return evolve(state, seats=put(state.seats, seat, held))
