"""What must hold after every action of every Digger game, whatever was played.

All cards are in exactly one place; played sets fit the trick; tokens held
and left in the stacks make the full stacks; rounds only go forward and won
cards stay won within a round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

from core.engine.invariants import expect
from core.engine.protocol import Action, Event
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.components import components
from core.games.digger.state import FOLLOW, LEAD_SET, LEAD_TRICK, OVER, SWAP, DiggerState
from core.games.digger.tricks import set_violation


class DiggerInvariants:
    def thinkable(self, state: DiggerState) -> Iterator[Action]:
        """Every trick type and an unknown one; every subset of the hand played or swapped; a stranger."""
        parts = components()
        yield Pass()
        yield from (ChooseTrick(trick) for trick in (*parts.trick_types, "unknown"))
        hand = sorted(state.hands[state.turn])
        stranger = next(card for card in parts.deck if card not in hand)  # a card the seat does not hold
        for size in range(len(hand) + 1):
            for cards in combinations(hand, size):
                yield PlaySet(cards)
                yield Swap(cards)
        yield PlaySet((stranger,))
        yield Swap((stranger,))
        yield PlaySet((*hand[:1], stranger))

    def check_state(self, state: DiggerState) -> None:
        _check_cards(state)
        _check_table(state)
        _check_tokens(state)

    def check_transition(self, before: DiggerState, after: DiggerState, events: list[Event]) -> None:
        """Tokens are never lost, rounds only go forward, won cards stay won within a round."""
        expect(after.round >= before.round, "a round went back")
        for seat, (old, new) in enumerate(zip(before.tokens, after.tokens, strict=True)):
            expect(all(n >= o for o, n in zip(old, new, strict=True)), f"seat {seat} lost a token")
        if after.round == before.round:
            for seat, (old, new) in enumerate(zip(before.won, after.won, strict=True)):
                expect(new[: len(old)] == old, f"seat {seat} lost a won card")


INVARIANTS = DiggerInvariants()


def _check_cards(state: DiggerState) -> None:
    """All cards, each exactly once: in a hand, the draw pile, the discards, a won pile or on the table."""
    parts = components()
    every_card = Counter(parts.deck)
    where = Counter(state.deck) + Counter(state.discard)
    for seat in range(state.players):
        where.update(state.hands[seat])
        where.update(state.won[seat])
        where.update(state.played[seat])
    expect(where == every_card, f"cards {where - every_card} extra, {every_card - where} missing")
    expect(all(len(hand) <= parts.hand_size for hand in state.hands), "a hand above the hand size")


def _check_table(state: DiggerState) -> None:
    """Played sets fit the trick; a seat has played only once it acted; won piles hold each card once."""
    parts = components()
    for seat, played in enumerate(state.played):
        if played:
            expect(state.acted[seat], f"seat {seat} has cards out without having acted")
            expect(
                set_violation(parts, state.trick, played) is None,
                f"seat {seat} played a set that breaks the trick",
            )
    if state.step in (LEAD_SET, FOLLOW, SWAP):
        expect(
            state.trick in parts.trick_types or (state.step == SWAP and state.turn == state.lead),
            f"step {state.step} without a trick type",
        )
    if state.step == LEAD_TRICK:
        expect(
            state.trick == "" and not any(state.acted) and state.turn == state.lead,
            "a new trick is not clean",
        )
    for seat, pile in enumerate(state.won):
        expect(len(pile) == len(set(pile)), f"seat {seat} won a card twice")
    leads = parts.leads_per_round[state.players] * state.players
    expect(0 <= state.leads_done < leads or state.step == OVER, f"{state.leads_done} tricks led of {leads}")


def _check_tokens(state: DiggerState) -> None:
    """Per species, tokens held plus the stack make the full stack; no stack below zero."""
    full = components().tokens_per_species[state.players]
    for species, stack in enumerate(state.stacks):
        expect(stack >= 0, f"species {species}: the stack went below zero")
        held = sum(row[species] for row in state.tokens)
        expect(stack + held == full, f"species {species}: {held} held and {stack} left, not {full}")
