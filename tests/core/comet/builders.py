"""Comet states for the rule tests: the real setup, then hands, pieces or piles replaced as needed.

Places on the board are found by what they are (a meadow next to the cave, a
nest with a landscape behind it), so the tests read the rules, not the
coordinates of one board drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo
from core.games.comet.components import Board, Card, Components
from core.games.comet.effects import LANDS
from core.games.comet.rules import CometRules
from core.games.comet.state import EMPTY_SLOT, OFF_BOARD, CometState, Seat

RULES = CometRules()
PARTS: Components = RULES.components()


def config(players: int = 2, side: str = "a") -> MatchConfig:
    return MatchConfig("comet", tuple(PlayerInfo(f"P{seat + 1}") for seat in range(players)), {"side": side})


def new_state(players: int = 2, seed: int = 1, side: str = "a") -> CometState:
    """A fresh game with seat 0 to act."""
    return evolve(RULES.setup(config(players, side), seed), turn=0)


def board(state: CometState) -> Board:
    return PARTS.boards[state.side]


def play(state: CometState, *actions: Action) -> tuple[CometState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, more = RULES.apply(state, action)
        events += more
    return state, events


def seat_with(state: CometState, index: int = 0, **changes: Any) -> CometState:
    seats = list(state.seats)
    seats[index] = evolve(seats[index], **changes)
    return evolve(state, seats=tuple(seats))


def card_where(test: Callable[[Card], bool], tier: str = "silver") -> int:
    return next(card.index for card in PARTS.cards if card.tier == tier and test(card))


def plain_card(symbols: tuple[str, ...] | None = None, nest: int | None = None) -> int:
    """A silver card without an ability, with the given symbols or nest number when asked for."""
    return card_where(
        lambda card: (
            card.ability is None
            and not card.joker
            and (symbols is None or card.symbols == symbols)
            and (nest is None or card.nest == nest)
        )
    )


def with_symbols(*lands: str) -> int:
    """A silver card showing these landscapes (in any order), preferring one without an ability."""
    wanted = sorted(lands)
    matching = [card for card in PARTS.cards if card.tier == "silver" and sorted(card.symbols) == wanted]
    matching.sort(key=lambda card: card.ability is not None)
    return matching[0].index


def joker_card() -> int:
    return card_where(lambda card: card.joker)


def hatched(state: CometState, seat: int, slot: int, card: int, space: int) -> CometState:
    """The seat has ``card`` in ``slot`` with its rescuer standing on ``space``."""
    own = state.seats[seat]
    slots = list(own.slots)
    rescuers = list(own.rescuers)
    slots[slot], rescuers[slot] = card, space
    return _take_card_out(seat_with(state, seat, slots=tuple(slots), rescuers=tuple(rescuers)), card, seat)


def in_hand(state: CometState, seat: int, *cards: int) -> CometState:
    """The seat's hand is exactly ``cards``; cards taken from elsewhere, the old hand back on the pile."""
    for card in cards:
        state = _take_card_out(state, card, seat)
    old = state.seats[seat].hand
    state = evolve(state, pile=state.pile + old)
    return seat_with(state, seat, hand=tuple(cards))


def _take_card_out(state: CometState, card: int, keep_seat: int) -> CometState:
    """Remove ``card`` from wherever it is (hands, piles, offer), keeping the card count right elsewhere."""
    state = evolve(
        state,
        pile=tuple(c for c in state.pile if c != card),
        comet=tuple(c for c in state.comet if c != card),
        gold_pile=tuple(c for c in state.gold_pile if c != card),
        offer=tuple(c for c in state.offer if c != card),
        discard=tuple(c for c in state.discard if c != card),
    )
    seats = []
    for own in state.seats:
        seats.append(evolve(own, hand=tuple(c for c in own.hand if c != card)))
    return evolve(state, seats=tuple(seats))


def spaces(state: CometState, land: str) -> list[int]:
    return [space.index for space in board(state).spaces if space.land == land]


def lines(state: CometState) -> Iterator[tuple[int, int, int]]:
    """Every straight run of three spaces (a, b, c), b next to a and c next to b in the same direction."""
    here = board(state)
    for a in range(len(here.spaces)):
        for direction in range(6):
            b = here.neighbours[a][direction]
            if b is None:
                continue
            c = here.neighbours[b][direction]
            if c is not None:
                yield a, b, c


def land_of(state: CometState, space: int) -> str:
    return board(state).spaces[space].land


def is_land(state: CometState, space: int) -> bool:
    return land_of(state, space) in LANDS


__all__ = ["EMPTY_SLOT", "OFF_BOARD", "PARTS", "RULES", "Seat"]


def mid_move(state: CometState, *symbols: str) -> CometState:
    """Seat 0 is in the middle of a move with ``symbols`` left to pay steps with."""
    return evolve(state, step="move", symbols=tuple(symbols), move_kind="main")


def blocker(state: CometState, space: int) -> CometState:
    """A rescuer of seat 1 stands on ``space`` (its first hand card hatched)."""
    return hatched(state, 1, 0, state.seats[1].hand[0], space)
