"""The end of a turn (IN-D4, IN-D5) and of the game: the last round after a trigger, and the
places (IN-D40, IN-D41)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.ranking import Ranking, Tiebreak, rank
from core.games.isla_nublar import individual
from core.games.isla_nublar.actions import EndTurn
from core.games.isla_nublar.components import components
from core.games.isla_nublar.piles import draw, with_seat
from core.games.isla_nublar.state import OVER, TURN, IslaNublarState

TOP_CAMPS_TIEBREAK = "isla_nublar.tiebreak.top_camps"


def legal_end(state: IslaNublarState) -> list[Action]:
    return [] if state.active.hand else [EndTurn()]


def check_end(state: IslaNublarState, _action: EndTurn) -> Violation | None:
    if state.active.hand:
        return Violation("isla_nublar.turn.hand_not_empty", {"cards": len(state.active.hand)})
    return None


def last_seat(state: IslaNublarState) -> int:
    """The seat before the start player: with its turn a round ends."""
    return (state.start_player - 1) % state.players


def apply_end(state: IslaNublarState, _action: EndTurn) -> tuple[IslaNublarState, list[Event]]:
    """The play area and the turn's gains to the discard pile, 5 new cards, the hidden ones back;
    unspent pools lapse; with individual scoring the empty scoring slots are refilled. After a
    trigger the game ends with the round (IN-D41)."""
    seat, held = state.turn, state.active
    lapsed = {"amber": state.amber, "crates": state.crate_points + state.change_points}
    events = [Event("turn_ended", seat, lapsed)]
    state = with_seat(
        state, seat, evolve(held, discard=held.discard + held.gained + held.play, gained=(), play=())
    )
    state, drawn = draw(state, seat, components().hand_size)
    held = state.active
    state = with_seat(state, seat, evolve(held, hand=held.hand + held.hidden, hidden=()))
    state = evolve(state, amber=0, crate_points=0, change_points=0, small_change=False, turns=state.turns + 1)
    events.extend(drawn)
    if state.individual_scoring:
        state, refilled = individual.refill(state)
        events.extend(refilled)
    if state.end and seat == last_seat(state):
        events.append(Event("game_over", None, {"how": state.end}))
        return evolve(state, step=OVER), events
    return evolve(state, turn=(seat + 1) % state.players, step=TURN), events


def top_camps(state: IslaNublarState, seat: int) -> int:
    return sum(1 for stack in state.camps if stack and stack[-1] == seat)


def final_ranking(state: IslaNublarState) -> Ranking:
    """Places by points; equal points by top camps on the island, else shared (IN-D41)."""
    on_top = tuple(top_camps(state, seat) for seat in range(state.players))
    return rank([seat.score for seat in state.seats], [Tiebreak(TOP_CAMPS_TIEBREAK, on_top)])
