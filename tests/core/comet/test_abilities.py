"""Each effect type once: an ability works from the rescue on; a turned card waits for a rest."""

from __future__ import annotations

import random

import pytest

from core.engine.evolve import evolve
from core.games.comet.actions import (
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
from core.games.comet.components import JOKER
from core.games.comet.effects import EFFECT_TYPES
from core.games.comet.rules import _fitting, _hatch_reach, passive
from core.games.comet.state import HATCH_NEST, MOVE, NEUTRAL, TURN
from tests.core.comet.builders import (
    PARTS,
    RULES,
    board,
    hatched,
    in_hand,
    is_land,
    lines,
    new_state,
    plain_card,
    play,
    seat_with,
)


def card_with(effect: str) -> int:
    return next(
        card.index for card in PARTS.cards if card.ability is not None and card.ability.effect == effect
    )


def rescued(state, *cards: int):  # type: ignore[no-untyped-def]
    """Seat 0 has rescued ``cards`` (taken from wherever they were)."""
    for card in cards:
        state = in_hand(state, 0, card, *[c for c in state.seats[0].hand if c != card])
        state = seat_with(state, 0, hand=tuple(c for c in state.seats[0].hand if c != card))
    return seat_with(state, 0, rescued=state.seats[0].rescued + cards)


@pytest.mark.parametrize("effect", sorted(EFFECT_TYPES))
def test_every_effect_type_is_on_some_card(effect: str) -> None:
    assert any(card.ability is not None and card.ability.effect == effect for card in PARTS.cards) or any(
        effect in (hero.start.effect, hero.goal.effect) for hero in PARTS.heroes
    )


def test_hand_limit_raises_the_refill_at_rest() -> None:
    card = card_with("hand_limit")
    amount = PARTS.cards[card].ability.value("amount")
    state = rescued(new_state(), card)
    state = seat_with(state, 0, hero=_hero_without("hand_limit"))
    state, _ = play(state, Rest(), KeepHand(), TakeGold(state.offer[0]))
    assert len(state.seats[0].hand) == PARTS.hand_limit + amount


def test_draw_is_used_once_until_the_next_rest() -> None:
    card = card_with("draw")
    amount = PARTS.cards[card].ability.value("amount")
    state = rescued(new_state(), card)
    before = len(state.seats[0].hand)
    state, _ = play(state, UseAbility(card))
    assert len(state.seats[0].hand) == before + amount
    assert card in state.seats[0].exhausted and state.step == TURN and state.turn == 0, "a free action"
    violation = RULES.check(state, UseAbility(card))
    assert violation is not None and violation.rule == "comet.ability.exhausted"
    state, _ = play(state, Rest())
    assert card not in state.seats[0].exhausted


def test_an_ability_works_only_once_the_animal_is_rescued() -> None:
    card = card_with("draw")
    state = new_state()
    violation = RULES.check(state, UseAbility(card))
    assert violation is not None and violation.rule == "comet.ability.none"


def test_move_bonus_adds_joker_steps_to_every_move() -> None:
    card = card_with("move_bonus")
    amount = PARTS.cards[card].ability.value("amount")
    state = new_state()
    a = next(x for x, _, _ in lines(state) if is_land(state, x))
    state = rescued(hatched(state, 0, 0, plain_card(), a), card)
    state = seat_with(state, 0, hero=_hero_without("move_bonus"))
    mover = state.seats[0].hand[0]
    state, _ = play(state, Move(mover))
    assert state.symbols.count(JOKER) == PARTS.cards[mover].symbols.count(JOKER) + amount


def test_hatch_lower_offers_nests_closer_to_the_cave() -> None:
    card = card_with("hatch_lower")
    amount = PARTS.cards[card].ability.value("amount")
    state = rescued(new_state(), card)
    state = seat_with(state, 0, hero=_hero_without("hatch_lower"))
    far = plain_card(nest=9)
    state = in_hand(state, 0, far)
    state, _ = play(state, Hatch(far))
    assert state.step == HATCH_NEST
    numbers = {
        board(state).spaces[action.space].nest for action in RULES.legal(state) if isinstance(action, HatchAt)
    }
    assert numbers == set(range(9 - amount, 10)) & {space.nest for space in board(state).spaces if space.nest}


def test_rescue_steps_give_joker_steps_after_a_rescue() -> None:
    card = card_with("rescue_steps")
    amount = PARTS.cards[card].ability.value("amount")
    state = new_state()
    here = board(state)
    a = next(s for s in here.neighbours[here.cave] if s is not None and is_land(state, s))
    b = next(
        x for x, _, _ in lines(state) if is_land(state, x) and x != a and x not in here.neighbours[here.cave]
    )
    state = rescued(hatched(hatched(state, 0, 0, plain_card(), a), 0, 1, plain_card(nest=6), b), card)
    state = seat_with(state, 0, hero=_hero_without("rescue_steps"))
    state = evolve(state, step=MOVE, symbols=("water",), move_kind="main")
    state, _ = play(state, Step(0, here.cave, "water"))
    assert state.symbols == (JOKER,) * amount


def test_extra_gold_takes_another_gold_card_at_rest() -> None:
    card = card_with("extra_gold")
    state = rescued(new_state(), card)
    state = seat_with(state, 0, hero=_hero_without("extra_gold"))
    state, _ = play(state, Rest(), KeepHand(), TakeGold(state.offer[0]))
    assert state.step == "rest_gold"
    state, _ = play(state, TakeGold(state.offer[0]))
    golds = [c for c in state.seats[0].hand if PARTS.cards[c].tier == "gold"]
    assert len(golds) == 2


def test_free_steps_move_a_rescuer_without_a_card() -> None:
    card = card_with("free_steps")
    amount = PARTS.cards[card].ability.value("amount")
    state = new_state()
    a = next(x for x, _, _ in lines(state) if is_land(state, x))
    state = rescued(hatched(state, 0, 0, plain_card(), a), card)
    hand = state.seats[0].hand
    state, _ = play(state, UseAbility(card))
    assert state.step == MOVE and state.symbols == (JOKER,) * amount
    assert state.seats[0].hand == hand


def test_a_neutral_piece_goes_to_a_free_landscape_space_and_can_be_jumped() -> None:
    card = card_with("neutral")
    piece = PARTS.cards[card].ability.value("piece")
    state = rescued(new_state(), card)
    state, _ = play(state, UseAbility(card))
    assert state.step == NEUTRAL
    spaces = {action.space for action in RULES.legal(state) if isinstance(action, PlaceNeutral)}
    assert spaces == {space.index for space in board(state).spaces if is_land(state, space.index)}
    target = min(spaces)
    state, _ = play(state, PlaceNeutral(target))
    assert state.neutrals[("mammoth", "tortoise").index(piece)] == target and state.step == TURN


def _hero_without(effect: str) -> int:
    """A hero whose start ability is used by hand, so it adds nothing to the passive effect under test."""
    return next(
        hero.index for hero in PARTS.heroes if hero.start.kind == "exhaust" and hero.start.effect != effect
    )


def test_abilities_are_used_only_at_the_start_of_a_turn() -> None:
    card = card_with("draw")
    state = rescued(new_state(), card)
    assert RULES.check(state, UseAbility(card)) is None
    resting, _ = play(state, Rest())
    violation = RULES.check(resting, UseAbility(card))
    assert violation is not None and violation.rule == "comet.ability.at_turn"


@pytest.mark.parametrize("lower_cards", [(), ("hatch_lower",)])
def test_the_nests_a_card_hatches_to_follow_from_the_free_nests(lower_cards: tuple[str, ...]) -> None:
    """The nests of a hatch: of the card's number, else the next higher number with a free nest, and
    down to hatch_lower below it. legal tells a card that has some by the highest free nest alone."""
    state = seat_with(new_state(), 0, hero=_hero_without("hatch_lower"))
    state = rescued(state, *(card_with(effect) for effect in lower_cards))
    seat = state.seats[0]
    lower = passive(PARTS, seat, "hatch_lower")
    nests = [space for space in board(state).spaces if space.nest]
    chooser = random.Random(len(lower_cards))
    for _ in range(200):
        taken = frozenset(space.index for space in chooser.sample(nests, chooser.randint(0, len(nests))))
        free = [space for space in nests if space.index not in taken]
        reach = _hatch_reach(PARTS, state, seat, taken)
        for card in PARTS.cards:
            higher = min((space.nest for space in free if space.nest >= card.nest), default=None)
            expected = sorted(
                space.index
                for space in free
                if space.nest == higher or card.nest - lower <= space.nest < card.nest
            )
            assert _fitting(state.side, taken, card, lower) == expected, (card.nest, lower, sorted(taken))
            assert (reach is not None and card.nest <= reach) == bool(expected), (card.nest, lower)
