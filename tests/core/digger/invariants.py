"""What must hold after every action of every Digger game, whatever was played."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from core.engine.protocol import Action
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.state import FOLLOW, LEAD_SET, LEAD_TRICK, OVER, SWAP, DiggerState
from core.games.digger.tricks import set_violation
from tests.core.digger.builders import PARTS, RULES

ALL_CARDS = Counter(PARTS.deck)


def every_action(state: DiggerState) -> list[Action]:
    """Every action that could be asked for now, legal or not: all card subsets of the hand and more."""
    hand = state.hands[state.turn]
    stranger = next(card for card in PARTS.deck if card not in hand)  # a card the seat does not hold
    subsets = [cards for size in range(len(hand) + 1) for cards in combinations(hand, size)]
    subsets += [(stranger,), (*hand[:1], stranger)]
    actions: list[Action] = [ChooseTrick(trick) for trick in (*PARTS.trick_types, "flush")]
    actions += [Pass()]
    actions += [PlaySet(cards) for cards in subsets]
    actions += [Swap(cards) for cards in subsets]
    return actions


def check_decision(state: DiggerState) -> None:
    """A pending decision has options, and they are exactly the ones ``check`` accepts."""
    legal = RULES.legal(state)
    if state.step == OVER:
        assert RULES.pending(state) is None and legal == [] and RULES.result(state) is not None
        return
    decision = RULES.pending(state)
    assert decision is not None and decision.kind == state.step and decision.seat == state.turn
    assert legal, "a pending decision without options"
    assert len(set(legal)) == len(legal)
    accepted = {action for action in every_action(state) if RULES.check(state, action) is None}
    assert accepted == set(legal), (state.step, accepted ^ set(legal))


def check_cards(state: DiggerState) -> None:
    """All 50 cards, each exactly once: in a hand, the draw pile, the discards, a won pile or on the table."""
    where = Counter(state.deck) + Counter(state.discard)
    for seat in range(state.players):
        where.update(state.hands[seat])
        where.update(state.won[seat])
        where.update(state.played[seat])
    assert where == ALL_CARDS, f"{where - ALL_CARDS} extra, {ALL_CARDS - where} missing"
    assert all(len(hand) <= PARTS.hand_size for hand in state.hands)


def check_table(state: DiggerState) -> None:
    """Played sets fit the trick; a seat has played only once it acted; won piles hold one card per trick."""
    for seat, played in enumerate(state.played):
        if played:
            assert state.acted[seat] and set_violation(PARTS, state.trick, played) is None
    if state.step in (LEAD_SET, FOLLOW, SWAP):
        assert state.trick in PARTS.trick_types or (state.step == SWAP and state.turn == state.lead)
    if state.step == LEAD_TRICK:
        assert state.trick == "" and not any(state.acted) and state.turn == state.lead
    for pile in state.won:
        assert len(pile) == len(set(pile))
    leads = PARTS.leads_per_round[state.players] * state.players
    assert 0 <= state.leads_done < leads or state.step == OVER


def check_tokens(state: DiggerState) -> None:
    """Per species, tokens held plus the stack make the full stack; no stack below zero."""
    full = PARTS.tokens_per_species[state.players]
    for species, stack in enumerate(state.stacks):
        assert stack >= 0
        assert stack + sum(row[species] for row in state.tokens) == full


def check_transition(before: DiggerState, after: DiggerState) -> None:
    """Tokens are never lost, rounds only go forward, won cards stay won within a round."""
    assert after.round >= before.round
    for old, new in zip(before.tokens, after.tokens, strict=True):
        assert all(n >= o for o, n in zip(old, new, strict=True))
    if after.round == before.round:
        for old, new in zip(before.won, after.won, strict=True):
            assert new[: len(old)] == old


def check_state(state: DiggerState) -> None:
    check_decision(state)
    check_cards(state)
    check_table(state)
    check_tokens(state)
