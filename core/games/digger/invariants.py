"""What must hold after every action of every Digger game, whatever was played.

All cards are in exactly one place; played sets fit the trick; tokens held
and left in the stacks make the full stacks; rounds only go forward and won
cards stay won within a round. The public history (the last trick, the last
round's tally) is there exactly while the table shows it and agrees with
what the rules did.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

from core.engine.invariants import expect
from core.engine.protocol import Action, Event
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.components import components
from core.games.digger.state import (
    FOLLOW,
    LEAD_SET,
    LEAD_TRICK,
    NO_CARD,
    NO_SEAT,
    OVER,
    SWAP,
    DiggerState,
    FinishedTrick,
)
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
        _check_history(state)

    def check_transition(self, before: DiggerState, after: DiggerState, events: list[Event]) -> None:
        """Tokens are never lost, rounds only go forward, won cards stay won within a round."""
        expect(after.round >= before.round, "a round went back")
        for seat, (old, new) in enumerate(zip(before.tokens, after.tokens, strict=True)):
            expect(all(n >= o for o, n in zip(old, new, strict=True)), f"seat {seat} lost a token")
        if after.round == before.round:
            for seat, (old, new) in enumerate(zip(before.won, after.won, strict=True)):
                expect(new[: len(old)] == old, f"seat {seat} lost a won card")
        trick = after.last_trick
        if trick is not None and trick is not before.last_trick:
            _check_new_trick(before, after, trick)
        tally = after.last_tally
        if tally is not None and tally is not before.last_tally:
            for seat in range(after.players):
                gained = tuple(n - o for o, n in zip(before.tokens[seat], after.tokens[seat], strict=True))
                expect(tally.awarded[seat] == gained, f"seat {seat}: the tally is not the tokens taken")
            expect(tally.round == before.round, "the tally is not of the round just scored")


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
    public, discard = Counter(state.public_discard), Counter(state.discard)
    expect(public <= discard, f"cards {public - discard} public but not on the discard pile")
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


def _check_history(state: DiggerState) -> None:
    """The last trick and tally are kept from their end until the next trick's lead acts, and agree."""
    parts = components()
    trick, tally = state.last_trick, state.last_tally
    between_tricks = state.step == OVER or (
        state.step == LEAD_TRICK and (state.leads_done > 0 or state.round > 1)
    )
    expect((trick is not None) == between_tricks, f"the last trick at step {state.step}")
    between_rounds = state.step == OVER or (
        state.step == LEAD_TRICK and state.leads_done == 0 and state.round > 1
    )
    expect((tally is not None) == between_rounds, f"the last tally at step {state.step}")
    if trick is not None:
        for species, (seat, card) in enumerate(trick.winners):
            played = [c for cards in trick.played for c in cards if parts.species_of(c) == species]
            if not played:
                expect((seat, card) == (NO_SEAT, NO_CARD), f"species {species} won though nobody played it")
                continue
            expect(card == max(played, key=parts.value_of), f"species {species}: not the highest card won")
            expect(card in trick.played[seat], f"species {species}: won by a seat that did not play it")
            if state.step == LEAD_TRICK and state.leads_done > 0:
                expect(card in state.won[seat], f"species {species}: the winning card is not in the won pile")
        for seat, passed in enumerate(trick.passed):
            expect(not (passed and trick.played[seat]), f"seat {seat} passed and played in the last trick")
    if tally is not None:
        expect(
            tally.round == (state.round if state.step == OVER else state.round - 1),
            "a tally of another round",
        )
        for seat, (counts, awarded) in enumerate(zip(tally.counts, tally.awarded, strict=True)):
            for species, took in enumerate(awarded):
                most = max(row[species] for row in tally.counts)
                expect(took in (0, 1), f"seat {seat} took {took} tokens of species {species}")
                expect(
                    not took or counts[species] == most > 0, f"seat {seat} took species {species} unearned"
                )


def _check_new_trick(before: DiggerState, after: DiggerState, trick: FinishedTrick) -> None:
    """A trick just ended: its sets are what lay on the table, each winning card went to its winner."""
    seat = before.turn
    for other in range(before.players):
        if other != seat:
            expect(
                trick.played[other] == before.played[other], f"seat {other}'s set changed at the trick end"
            )
    expect(set(trick.played[seat]) <= set(before.hands[seat]), f"seat {seat} played cards it did not hold")
    expect(trick.lead == before.lead, "the last trick names another lead")
    if after.round == before.round:
        for winner, card in trick.winners:
            if card != NO_CARD:
                expect(card in after.won[winner] and card not in before.won[winner], f"{card} not won")
