"""What a seat may see: another seat's blind card and the deck's order stay hidden (TT-D33)."""

from __future__ import annotations

import random

import pytest

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN
from core.games.triassic_terror.actions import DrawBlindCard, TakeFaceUpCard
from core.games.triassic_terror.state import NO_CARD, TURN, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, new


def card_places(state: TriassicTerrorState) -> list[int]:
    """Every place a view keeps cards in: deck, face up, discard pile, held cards."""
    held = [seat.card for seat in state.seats]
    return [*state.deck, *state.face_up, *state.discard, *held]


def test_a_blind_card_is_hidden_from_other_seats_until_played() -> None:
    """TT-D33: a blind-drawn card is secret to its holder until played; a face-up one stays known."""
    state = new(3, seed=2)
    opener, blind_card = state.turn, state.deck[0]
    state, _ = RULES.apply(state, DrawBlindCard())
    state, _ = RULES.apply(state, RULES.legal(state)[0])
    taker, open_card = state.turn, state.face_up[0]
    state, _ = RULES.apply(state, TakeFaceUpCard(open_card))
    for seat in range(3):
        view = RULES.view(state, seat)
        assert view.seats[opener].card == (blind_card if seat == opener else UNKNOWN)
        assert view.seats[opener].card_blind, "all see that a blind card is held"
        assert view.seats[taker].card == open_card
        if seat != opener:
            assert blind_card not in card_places(view)
    played = evolve(
        state,
        seats=tuple(
            evolve(held, card=NO_CARD, card_blind=False) if i == opener else held
            for i, held in enumerate(state.seats)
        ),
        discard=(blind_card,),
    )
    assert all(blind_card in RULES.view(played, seat).discard for seat in range(3)), "once played, all see it"


def test_a_view_hides_the_deck_order() -> None:
    """TT-D33: the deck's order is secret; the seed, from which it follows, goes too."""
    state = new(4, seed=5)
    for seat in range(4):
        view = RULES.view(state, seat)
        assert view.deck == (UNKNOWN,) * len(state.deck) and view.seed == 0
        assert view.face_up == state.face_up


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_no_view_leaks_a_blind_card(players: int, seed: int) -> None:
    """Through seeded random picking, no seat's view holds a card another seat drew blind."""
    state, chance = new(players, seed), random.Random(seed)
    while state.step != TURN:
        for seat in range(players):
            secret = {held.card for i, held in enumerate(state.seats) if held.card_blind and i != seat}
            view = RULES.view(state, seat)
            assert not secret & set(card_places(view))
            assert not set(state.deck) & set(card_places(view)), "no card of the deck shows"
            assert view.seed == 0
        state, _ = RULES.apply(state, chance.choice(RULES.legal(state)))
