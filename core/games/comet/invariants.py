"""What must hold after every action of every Comet game, whatever was played.

Every card is in exactly one place; pieces stand on distinct spaces, never
on an empty nest or the cave, with one rescuer per nest; a slot holds a card
exactly when its rescuer is on the board; rescued cards stay rescued; the
comet, once come, stays.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache

from core.engine.invariants import expect
from core.engine.protocol import Action, Event
from core.games.comet.actions import (
    AddJoker,
    Discard,
    EndMove,
    Hatch,
    HatchAt,
    KeepHand,
    Move,
    PlaceNeutral,
    Rest,
    Step,
    TakeGold,
    UseAbility,
)
from core.games.comet.components import JOKER, components
from core.games.comet.effects import LANDS
from core.games.comet.state import EMPTY_SLOT, HERO, OFF_BOARD, OVER, CometState


class CometInvariants:
    def thinkable(self, state: CometState) -> tuple[Action, ...]:
        """Every action kind with every card, space and rescuer, and a few just outside."""
        return _thinkable_on(state.side)  # the same two thousand for every state of a side: made once

    def check_state(self, state: CometState) -> None:
        _check_cards(state)
        _check_pieces(state)
        _check_seats(state)
        expect(not state.comet_phase or not state.comet, "the comet came, yet the comet stack waits")
        expect(
            state.comet_phase or bool(state.pile) or state.step == OVER,
            "the silver pile ran out without the comet",
        )

    def check_transition(self, before: CometState, after: CometState, events: list[Event]) -> None:
        expect(after.comet_phase or not before.comet_phase, "the comet phase ended again")
        for index, (old, new) in enumerate(zip(before.seats, after.seats, strict=True)):
            expect(new.rescued[: len(old.rescued)] == old.rescued, f"seat {index} lost a rescued animal")
        if any(event.kind == "rested" for event in events):
            expect(not before.comet_phase, "a seat rested in the comet phase")


@cache
def _thinkable_on(side: str) -> tuple[Action, ...]:
    return tuple(_every_action(side))


def _every_action(side: str) -> Iterator[Action]:
    parts = components()
    board = parts.boards[side]
    cards = range(-1, len(parts.cards) + 1)
    spaces = range(-1, len(board.spaces) + 1)
    yield from (Rest(), EndMove(), KeepHand())
    for card in cards:
        yield from (
            Hatch(card),
            Move(card),
            AddJoker(card),
            Discard(card),
            TakeGold(card),
            UseAbility(card),
        )
    yield UseAbility(HERO)
    for space in spaces:
        yield HatchAt(space)
        yield PlaceNeutral(space)
    for rescuer in range(-1, parts.slots + 1):
        for space in range(len(board.spaces)):
            for pay in (*LANDS, JOKER):
                yield Step(rescuer, space, pay)


INVARIANTS = CometInvariants()


def _check_cards(state: CometState) -> None:
    parts = components()
    every = Counter(range(len(parts.cards)))
    where = Counter(state.pile) + Counter(state.comet) + Counter(state.gold_pile)
    where += Counter(state.offer) + Counter(state.discard)
    for seat in state.seats:
        where.update(seat.hand)
        where.update(card for card in seat.slots if card != EMPTY_SLOT)
        where.update(seat.rescued)
    expect(where == every, f"cards {where - every} extra, {every - where} missing")
    expect(
        all(parts.cards[card].tier == "gold" for card in (*state.gold_pile, *state.offer)),
        "silver among gold",
    )
    expect(
        all(parts.cards[card].tier == "silver" for card in (*state.pile, *state.comet)), "gold among silver"
    )
    expect(len(state.offer) <= parts.gold_offer, "the gold offer grew")


def _check_pieces(state: CometState) -> None:
    board = components().boards[state.side]
    pieces = [space for seat in state.seats for space in seat.rescuers if space != OFF_BOARD]
    pieces += [space for space in state.neutrals if space != OFF_BOARD]
    expect(len(pieces) == len(set(pieces)), "two pieces on one space (one rescuer per nest)")
    for space in pieces:
        expect(0 <= space < len(board.spaces), f"a piece off the board at {space}")
        expect(space != board.cave, "a piece stays in the cave")
    for space in state.neutrals:
        if space != OFF_BOARD:
            expect(board.spaces[space].land not in ("nest", "cave"), "a neutral piece on a nest")


def _check_seats(state: CometState) -> None:
    for index, seat in enumerate(state.seats):
        for card, space in zip(seat.slots, seat.rescuers, strict=True):
            expect(
                (card == EMPTY_SLOT) == (space == OFF_BOARD), f"seat {index}: a slot and its rescuer disagree"
            )
        expect(set(seat.exhausted) <= {*seat.rescued, HERO}, f"seat {index}: a turned card not rescued")
        expect(len(set(seat.exhausted)) == len(seat.exhausted), f"seat {index}: a card turned twice")
