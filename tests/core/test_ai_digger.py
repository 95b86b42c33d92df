"""Digger's computer player parts: the guessed cards never cheat, values are sane, Easy plays well."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.engine.ai import ai_for
from core.engine.invariants import check_position
from core.games.digger import ai as digger_ai
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.ai import AI
from core.games.digger.state import LEAD_SET, OVER, SWAP, DiggerState
from core.games.digger.tricks import can_form
from tests.core.digger.builders import PARTS, RULES, card, cards, config, dealt, play
from tests.core.digger.playing import random_states

SAMPLES: list[DiggerState] = [
    state
    for players in (2, 3, 4)
    for seed in (1, 2, 3)
    for index, state in enumerate(random_states(players, seed))
    if index % 4 == 0 or state.step == OVER
]


def test_ai_for_finds_the_digger_ai() -> None:
    assert ai_for("digger") is AI


def test_a_determinized_state_looks_the_same_to_the_seat_and_holds_every_card_once() -> None:
    for index, state in enumerate(SAMPLES):
        seat = index % state.players
        view = RULES.view(state, seat)
        guess = AI.determinize(RULES, view, seat, random.Random(index))
        assert RULES.view(guess, seat) == view
        check_position(RULES, guess)


def test_the_seat_to_act_gets_a_hand_that_explains_the_step() -> None:
    """A lead about to play can form a set of the named type; a seat about to swap could form none."""
    checked = 0
    for index, state in enumerate(SAMPLES):
        if state.step not in (LEAD_SET, SWAP):
            continue
        seat = (state.turn + 1) % state.players
        guess = AI.determinize(RULES, RULES.view(state, seat), seat, random.Random(index))
        hand = guess.hands[guess.turn]
        tricks = [state.trick] if state.trick else PARTS.trick_types
        can = any(can_form(PARTS, trick, hand) for trick in tricks)
        assert can == (state.step == LEAD_SET)
        checked += 1
    assert checked > 10


def test_a_lead_hand_that_rarely_fits_is_still_dealt_a_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a single deal allowed, the last resort must still leave the lead a legal set."""
    monkeypatch.setattr(digger_ai, "DEAL_ATTEMPTS", 1)
    leads = [state for state in SAMPLES if state.step == LEAD_SET and state.trick == "matching"]
    assert leads
    for state in leads:
        seat = (state.turn + 1) % state.players
        view = RULES.view(state, seat)
        for seed in range(20):
            guess = AI.determinize(RULES, view, seat, random.Random(seed))
            assert RULES.view(guess, seat) == view
            check_position(RULES, guess)


def test_cards_seen_lost_stay_on_the_guessed_discard_pile() -> None:
    """A card everyone saw discarded is never guessed into a hand or the draw pile."""
    known = [state for state in SAMPLES if state.public_discard]
    assert len(known) > 5
    for index, state in enumerate(known):
        seat = index % state.players
        guess = AI.determinize(RULES, RULES.view(state, seat), seat, random.Random(index))
        public = Counter(state.public_discard)
        assert public <= Counter(guess.discard) and guess.public_discard == state.public_discard
        assert not public & Counter(card for hand in guess.hands for card in hand)
        assert not public & Counter(guess.deck)


def test_the_guessed_cards_vary_with_the_generator() -> None:
    state = SAMPLES[1]
    view = RULES.view(state, 0)
    guesses = [AI.determinize(RULES, view, 0, random.Random(seed)) for seed in range(10)]
    assert len({guess.hands[1] for guess in guesses}) > 5
    assert len({guess.deck for guess in guesses}) == 10
    assert len({guess.seed for guess in guesses}) == 10


def test_other_hands_are_dealt_evenly_from_the_unseen_cards() -> None:
    """Over many guesses every unseen card turns up in the other hand about as often."""
    view = RULES.view(SAMPLES[0], 0)
    chance = random.Random(5)
    seen = Counter(card for _ in range(2000) for card in AI.determinize(RULES, view, 0, chance).hands[1])
    assert len(seen) == 45 and all(card not in seen for card in view.hands[0])
    assert max(seen.values()) < 1.5 * min(seen.values())


def test_the_guess_depends_only_on_what_the_seat_sees() -> None:
    """A second full state with the same view (hidden cards dealt otherwise) gives the same guess."""
    for index, state in enumerate(SAMPLES[::2]):
        seat = index % state.players
        view = RULES.view(state, seat)
        other = AI.determinize(RULES, view, seat, random.Random(1000 + index))
        assert RULES.view(other, seat) == view and other != state
        first = AI.determinize(RULES, state, seat, random.Random(index))
        second = AI.determinize(RULES, other, seat, random.Random(index))
        assert first == second


def test_values_lie_between_zero_and_one_for_every_seat() -> None:
    for state in SAMPLES:
        values = AI.evaluate(RULES, state)
        assert len(values) == state.players
        assert all(0.0 <= value <= 1.0 for value in values)


def test_a_finished_game_is_valued_by_its_result() -> None:
    finished = [state for state in SAMPLES if state.step == OVER]
    assert len(finished) == 9
    for state in finished:
        result = RULES.result(state)
        assert result is not None
        values = AI.evaluate(RULES, state)
        for seat in range(state.players):
            assert (values[seat] == 1.0) == (result.ranking[seat] == 1)
            for other in range(state.players):
                if result.ranking[seat] < result.ranking[other]:
                    assert values[seat] > values[other]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_always_chooses_a_legal_action_from_the_view(players: int) -> None:
    state = RULES.setup(config(players), 60 + players)
    chance = random.Random(players)
    while (decision := RULES.pending(state)) is not None:
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        action = AI.easy(RULES, view, decision.seat, legal, chance)
        assert action in legal
        # the full state chooses alike: Easy reads nothing a seat cannot see
        assert AI.easy(RULES, state, decision.seat, legal, random.Random(len(legal))) == AI.easy(
            RULES, view, decision.seat, legal, random.Random(len(legal))
        )
        state, _ = RULES.apply(state, action)


def _easy_wins_against_random(seed: int) -> bool:
    """One two-player game; True when Easy alone takes first place."""
    easy_seat = seed % 2
    state = RULES.setup(config(2), seed)
    chance = random.Random(seed)
    while (decision := RULES.pending(state)) is not None:
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        if decision.seat == easy_seat:
            action = AI.easy(RULES, view, decision.seat, legal, chance)
        else:
            action = chance.choice(legal)
        state, _ = RULES.apply(state, action)
    result = RULES.result(state)
    assert result is not None
    return result.winners == (easy_seat,)


def test_easy_clearly_beats_random_play() -> None:
    wins = sum(_easy_wins_against_random(seed) for seed in range(30))
    assert wins >= 22, wins


def _after_the_lead(lead_hand: str, follower_hand: str, trick: str, lead_set: str) -> DiggerState:
    """Two players: seat 0 has named ``trick`` and played ``lead_set``; seat 1 is to follow."""
    state = dealt(2, (lead_hand, follower_hand), lead=0)
    state, _ = play(state, ChooseTrick(trick), PlaySet(cards(lead_set)))
    assert state.turn == 1
    return state


def test_easy_following_last_plays_every_card_that_wins_a_species() -> None:
    """Nothing can beat the last player: T8 beats T6, and S2, B10, P4 face no rival in their species."""
    state = _after_the_lead("T4 T6 V1 V9 P9", "T8 S2 B10 V7 P4", "even", "T4 T6")
    for seed in range(10):
        view = RULES.view(state, 1)
        action = AI.easy(RULES, view, 1, RULES.legal(view), random.Random(seed))
        assert action == PlaySet(cards("T8 S2 B10 P4"))


def test_easy_swaps_low_cards_and_keeps_high_ones() -> None:
    state = _after_the_lead("T2 S2 V1 V9 P9", "T1 S3 B9 V10 P5", "matching", "T2 S2")
    state, _ = play(state, Pass())
    kept_high = swapped_low = 0
    for seed in range(20):
        view = RULES.view(state, 1)
        action = AI.easy(RULES, view, 1, RULES.legal(view), random.Random(seed))
        assert isinstance(action, Swap)
        kept_high += card("V10") not in action.cards
        swapped_low += set(cards("T1 S3")) <= set(action.cards)
    assert kept_high >= 17 and swapped_low == 20
