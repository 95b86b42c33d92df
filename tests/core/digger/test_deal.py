"""The deal: five cards each from the shuffled 50, the first lead drawn by lot."""

from __future__ import annotations

from collections import Counter

import pytest

from core.engine.match import Match
from core.games.digger.state import LEAD_TRICK
from tests.core.digger.builders import PARTS, RULES, config, fresh


def test_each_player_is_dealt_five_cards_the_rest_is_the_draw_pile() -> None:
    for players in (2, 3, 4):
        state = fresh(players)
        assert [len(hand) for hand in state.hands] == [5] * players
        assert len(state.deck) == 50 - 5 * players
        every = Counter(state.deck)
        for hand in state.hands:
            every.update(hand)
        assert every == Counter(PARTS.deck)
        assert state.discard == () and state.won == ((),) * players


def test_the_deck_is_shuffled_from_the_seed() -> None:
    assert fresh(3, seed=1).deck == fresh(3, seed=1).deck
    assert fresh(3, seed=1).deck != fresh(3, seed=2).deck
    assert fresh(3, seed=1).deck != tuple(sorted(fresh(3, seed=1).deck))


def test_the_first_lead_is_drawn_by_lot_from_the_seed() -> None:
    leads = {fresh(4, seed).first_lead for seed in range(40)}
    assert leads == {0, 1, 2, 3}
    assert all(fresh(4, seed).first_lead == fresh(4, seed).first_lead for seed in range(5))


def test_the_game_starts_with_the_first_lead_naming_the_trick_type() -> None:
    state = fresh(3, seed=5)
    decision = RULES.pending(state)
    assert decision is not None and decision.kind == LEAD_TRICK
    assert decision.seat == state.first_lead == state.lead
    assert decision.values == {"lead": state.lead, "round": 1}
    assert state.round == 1 and state.leads_done == 0


def test_tokens_start_in_full_stacks() -> None:
    for players, stack in ((2, 3), (3, 3), (4, 4)):
        state = fresh(players)
        assert state.stacks == (stack,) * 5
        assert state.tokens == ((0,) * 5,) * players


def test_two_to_four_players() -> None:
    assert (RULES.min_players, RULES.max_players) == (2, 4)
    for players in (1, 5):
        with pytest.raises(ValueError):
            Match(RULES, config(players), 1)
