"""What each seat sees: its own hand and the table, never another hand or the order of a pile."""

from __future__ import annotations

import dataclasses
import random

import pytest

from core.engine.protocol import UNKNOWN
from core.games.digger.state import DiggerState
from tests.core.digger.builders import RULES
from tests.core.digger.playing import random_states

PUBLIC = ("players", "shuffles", "round", "first_lead", "leads_done", "lead", "trick", "turn", "step")
PUBLIC += ("played", "acted", "won", "tokens", "stacks", "end")


def sample_states() -> list[DiggerState]:
    """Every fifth state of twenty seeded random games, 2-4 players."""
    return [state for game in range(20) for state in list(random_states(2 + game % 3, game))[::5]]


STATES = sample_states()


def test_the_sample_covers_every_step_and_player_count() -> None:
    assert len(STATES) > 200
    assert {state.step for state in STATES} >= {"lead_trick", "lead_set", "follow", "swap"}
    assert {state.players for state in STATES} == {2, 3, 4}


@pytest.mark.parametrize("index", range(0, len(STATES), 3))
def test_a_seat_sees_its_own_hand_and_only_unknown_cards_of_others_and_the_piles(index: int) -> None:
    state = STATES[index]
    for seat in range(state.players):
        view = RULES.view(state, seat)
        assert view.hands[seat] == state.hands[seat]
        for other in range(state.players):
            if other != seat:
                assert view.hands[other] == (UNKNOWN,) * len(state.hands[other])
        assert view.deck == (UNKNOWN,) * len(state.deck)
        assert view.discard == (UNKNOWN,) * len(state.discard)
        assert view.seed == 0
        for name in PUBLIC:
            assert getattr(view, name) == getattr(state, name), name


def hidden_shuffle(state: DiggerState, chance: random.Random, seat: int) -> DiggerState:
    """The same table for ``seat``: other hands and both piles dealt anew from their cards, a new seed."""
    hidden = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    hidden += list(state.deck) + list(state.discard)
    chance.shuffle(hidden)
    hands = []
    for other, hand in enumerate(state.hands):
        if other == seat:
            hands.append(hand)
        else:
            hands.append(tuple(hidden[: len(hand)]))
            hidden = hidden[len(hand) :]
    deck, discard = tuple(hidden[: len(state.deck)]), tuple(hidden[len(state.deck) :])
    return dataclasses.replace(state, hands=tuple(hands), deck=deck, discard=discard, seed=state.seed + 1000)


def test_states_differing_only_in_hidden_cards_look_the_same() -> None:
    chance = random.Random("digger-view")
    changed = 0
    for state in STATES:
        for seat in range(state.players):
            other = hidden_shuffle(state, chance, seat)
            changed += other != state
            assert RULES.view(other, seat) == RULES.view(state, seat)
    assert changed > 2 * len(STATES)


def test_every_decision_can_be_taken_from_the_deciding_seats_view() -> None:
    for state in STATES:
        decision = RULES.pending(state)
        if decision is None:
            continue
        view = RULES.view(state, decision.seat)
        assert RULES.pending(view) == decision
        assert RULES.legal(view) == RULES.legal(state)
