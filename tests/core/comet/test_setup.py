"""Setup: hands of five, the comet stack by player count, four gold cards face up, one hero each."""

from __future__ import annotations

import pytest

from core.engine.protocol import UNKNOWN
from core.games.comet.state import EMPTY_SLOT, HERO, NO_CARD, OFF_BOARD
from tests.core.comet.builders import PARTS, RULES, config, new_state


@pytest.mark.parametrize(("players", "stack"), [(2, 12), (3, 16), (4, 20)])
def test_the_comet_stack_is_counted_off_by_player_count(players: int, stack: int) -> None:
    state = new_state(players)
    assert len(state.comet) == stack
    assert len(state.pile) == len(PARTS.silver) - stack - players * PARTS.hand_limit
    assert not state.comet_phase


@pytest.mark.parametrize("players", [2, 3, 4])
def test_everyone_draws_five_silver_cards_and_gets_a_hero(players: int) -> None:
    state = new_state(players)
    assert all(len(seat.hand) == 5 for seat in state.seats)
    assert all(PARTS.cards[card].tier == "silver" for seat in state.seats for card in seat.hand)
    assert len({seat.hero for seat in state.seats}) == players


def test_four_gold_cards_lie_face_up_as_the_offer() -> None:
    state = new_state()
    assert len(state.offer) == 4 and all(PARTS.cards[card].tier == "gold" for card in state.offer)
    assert len(state.gold_pile) == len(PARTS.gold) - 4


def test_every_rescuer_starts_in_the_supply_and_every_slot_is_free() -> None:
    state = new_state(4)
    assert all(space == -1 for seat in state.seats for space in seat.rescuers)
    assert all(len(seat.slots) == 3 for seat in state.seats)


@pytest.mark.parametrize("side", ["a", "b"])
def test_either_board_side_can_be_played(side: str) -> None:
    assert RULES.setup(config(2, side), 3).side == side


def test_the_same_seed_deals_the_same_game() -> None:
    assert RULES.setup(config(3), 9) == RULES.setup(config(3), 9)
    assert RULES.setup(config(3), 9) != RULES.setup(config(3), 10)


def test_a_view_hides_other_hands_every_pile_order_and_the_seed() -> None:
    state = new_state(3)
    view = RULES.view(state, 1)
    assert view.seed == 0, "the seed would give away the deal"
    assert view.seats[1].hand == state.seats[1].hand
    assert all(set(view.seats[seat].hand) == {UNKNOWN} for seat in (0, 2))
    assert set(view.pile) == set(view.comet) == set(view.gold_pile) == {UNKNOWN}
    assert UNKNOWN not in (NO_CARD, OFF_BOARD, EMPTY_SLOT, HERO), "a hidden card is never taken for a marker"
    assert NO_CARD == OFF_BOARD == EMPTY_SLOT == HERO == -1, "the state's own markers keep their stored value"
    assert view.hatching == state.hatching == NO_CARD and view.neutrals == state.neutrals
    assert view.offer == state.offer
    assert [seat.hero for seat in view.seats] == [seat.hero for seat in state.seats], "heroes lie open"
