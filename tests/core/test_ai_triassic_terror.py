"""Triassic Terror's computer player parts: the guess at hidden cards fits the view, the judgement of a
position is sensible, and Easy and the candidates keep the options a player would take."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import pytest

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action
from core.games.triassic_terror.actions import (
    DrawBlindCard,
    EndTurn,
    PlaceDinos,
    PlaceWhiteDino,
    RaptorAttacks,
    RaptorSpares,
    SendRaptor,
    SendTRex,
    TRexEats,
    UseHatchCounter,
)
from core.games.triassic_terror.ai import AI, TriassicTerrorAI
from core.games.triassic_terror.components import components
from core.games.triassic_terror.outlook import outlooks
from core.games.triassic_terror.state import (
    CARD,
    NO_CARD,
    RAPTOR_ATTACKS,
    T_REX_EATS,
    TILE,
    TURN,
    TriassicTerrorState,
)
from core.games.triassic_terror.tuning import TUNED
from tests.core.triassic_terror.playing import RULES, at_turn, new, play, turn_seat

PARTS = components()
AREA = {area.id: area.index for area in PARTS.areas}
ME = turn_seat(2)
OTHER = 1 - ME


@cache
def random_game(players: int, seed: int) -> tuple[TriassicTerrorState, ...]:
    """Every state of a seeded game of random choices, blind draws more often than not."""
    chance = random.Random(seed)
    state, states = new(players, seed), []
    while RULES.pending(state) is not None:
        states.append(state)
        legal = RULES.legal(state)
        blind = DrawBlindCard() in legal and chance.random() < 0.7
        state = play(state, DrawBlindCard() if blind else chance.choice(legal))
    return (*states, state)


def every_card(state: TriassicTerrorState) -> list[int]:
    held = [seat.card for seat in state.seats if seat.card != NO_CARD]
    return sorted([*state.deck, *state.face_up, *state.discard, *held])


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_guess_keeps_the_view_and_deals_each_unseen_card_once(players: int) -> None:
    chance = random.Random(players)
    hidden_seen = 0
    for state in random_game(players, players)[:-1:5]:
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        guess = AI.determinize(RULES, view, decision.seat, chance)
        assert RULES.view(guess, decision.seat) == view
        assert every_card(guess) == list(range(len(PARTS.card_environments)))
        assert UNKNOWN not in guess.deck and all(seat.card != UNKNOWN for seat in guess.seats)
        assert guess.seats[decision.seat] == state.seats[decision.seat], "the own card, blind or not, stays"
        hidden_seen += any(seat.card == UNKNOWN for seat in view.seats)
    assert hidden_seen, "some views hid another seat's blind card"


def test_the_guess_reads_only_the_view() -> None:
    state = next(s for s in random_game(3, 7) if sum(seat.card_blind for seat in s.seats) >= 2)
    blind = next(index for index, seat in enumerate(state.seats) if seat.card_blind)
    viewer = (blind + 1) % 3
    swapped = evolve(
        state,
        seats=tuple(
            evolve(seat, card=state.deck[0]) if i == blind else seat for i, seat in enumerate(state.seats)
        ),
        deck=(state.seats[blind].card, *reversed(state.deck[1:])),
    )
    assert RULES.view(swapped, viewer) == RULES.view(state, viewer)
    first = AI.determinize(RULES, RULES.view(state, viewer), viewer, random.Random(1))
    assert first == AI.determinize(RULES, RULES.view(swapped, viewer), viewer, random.Random(1))


def test_a_guess_with_cards_missing_is_refused() -> None:
    view = RULES.view(new(2), 0)
    with pytest.raises(ValueError, match="unseen cards"):
        AI.determinize(RULES, evolve(view, deck=view.deck[1:]), 0, random.Random(1))


@pytest.mark.parametrize("players", [2, 5])
def test_the_judgement_lies_in_zero_to_one_and_a_finished_game_goes_by_places(players: int) -> None:
    states = random_game(players, 3)
    for state in states[:-1:7]:
        values = AI.evaluate(RULES, state)
        assert len(values) == players and all(0 <= value <= 1 for value in values)
    result = RULES.result(states[-1])
    assert result is not None
    assert AI.evaluate(RULES, states[-1]) == tuple(
        (players - place) / (players - 1) for place in result.ranking
    )


def test_a_clear_majority_in_the_rich_areas_is_ahead() -> None:
    rich = {AREA["swamp_inner"]: [(ME, 9), (OTHER, 3)], AREA["desert_inner"]: [(ME, 7), (OTHER, 2)]}
    poor = {AREA["forest_outer"]: [(OTHER, 6)]}  # neither has a dino in every environment
    state = at_turn(2, "hatch", herds={**rich, **poor})
    values = AI.evaluate(RULES, state)
    assert values[ME] > 0.5 > values[OTHER]
    mine, theirs = outlooks(PARTS, state)[ME], outlooks(PARTS, state)[OTHER]
    assert mine > theirs
    swapped = at_turn(2, "hatch", herds={**poor, AREA["swamp_inner"]: [(OTHER, 9), (ME, 3)]})
    assert AI.evaluate(RULES, swapped)[ME] < values[ME]


def test_points_already_scored_count_in_full() -> None:
    state = at_turn(2, "hatch", herds={AREA["swamp_outer"]: [(ME, 4)], AREA["swamp_middle"]: [(OTHER, 4)]})
    seats = tuple(evolve(seat, score=30 if index == OTHER else 0) for index, seat in enumerate(state.seats))
    assert AI.evaluate(RULES, evolve(state, seats=seats))[OTHER] > 0.9


@pytest.mark.parametrize("players", [2, 3, 6])
def test_easy_and_the_candidates_choose_legal_options(players: int) -> None:
    chance = random.Random(players)
    for state in random_game(players, 11)[:-1:3]:
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        considered = AI.worth_considering(RULES, view, decision.seat, legal)
        assert considered and set(considered) <= set(legal)
        assert AI.easy(RULES, view, decision.seat, considered, chance) in legal
        best = AI.candidates(RULES, view, decision.seat, considered, 3)
        assert 1 <= len(best) <= 3 and set(best) <= set(considered)


def rex_in_reach() -> TriassicTerrorState:
    """The T-Rex one link from Swamp middle, where the opponent holds the large habitat with 6."""
    herds = {AREA["swamp_middle"]: [(OTHER, 6), (ME, 4)], AREA["desert_outer"]: [(OTHER, 1)]}
    return at_turn(2, "t_rex", herds=herds)


def first_candidate(state: TriassicTerrorState, seat: int = ME) -> Action:
    view = RULES.view(state, seat)
    legal = AI.worth_considering(RULES, view, seat, RULES.legal(view))
    return AI.candidates(RULES, view, seat, legal, 1)[0]


def test_the_t_rex_goes_to_the_rich_area_the_opponent_holds_and_eats_the_most() -> None:
    state = rex_in_reach()
    assert first_candidate(state) == SendTRex(AREA["swamp_middle"], 1)
    eating = play(state, SendTRex(AREA["swamp_middle"], 1))
    assert eating.step == T_REX_EATS
    best = first_candidate(eating)
    assert isinstance(best, TRexEats) and sum(best.dinos) == 5


def test_a_raptor_attacks_the_herd_above_the_own_one() -> None:
    forest = AREA["forest_outer"]
    state = at_turn(2, "raptors", herds={forest: [(OTHER, 5), (ME, 4)]})
    attacking = play(state, SendRaptor(0, forest))
    assert attacking.step == RAPTOR_ATTACKS
    assert RaptorSpares() in RULES.legal(attacking)
    assert first_candidate(attacking) == RaptorAttacks(OTHER)


def test_the_card_s_dinos_go_where_they_take_the_large_habitat() -> None:
    inner = AREA["swamp_inner"]
    held = [(OTHER, 8), (ME, 1)]  # a dino more there changes nothing
    herds = {inner: [(OTHER, 5), (ME, 3)], AREA["swamp_outer"]: held, AREA["swamp_middle"]: held}
    state = at_turn(2, "hatch", card=0, herds=herds)
    assert PARTS.card_environments[0] == PARTS.areas[inner].environment
    placing = play(state, *[a for a in RULES.legal(state) if a.kind == "play_card"])
    order = [area for area in PARTS.areas_of(placing.placing)]
    expected = PlaceDinos(tuple(3 if area == inner else 0 for area in order))
    assert first_candidate(placing) == expected


def test_ending_the_turn_with_a_white_dino_to_place_is_left_out() -> None:
    state = at_turn(2, "hatch", white_dinos=1, herds={AREA["swamp_outer"]: [(ME, 4)]})
    state = evolve(state, acted=True)
    legal = RULES.legal(state)
    assert EndTurn() in legal and PlaceWhiteDino(AREA["swamp_outer"]) in legal
    assert EndTurn() not in AI.worth_considering(RULES, state, ME, legal)
    placed = play(state, PlaceWhiteDino(AREA["swamp_outer"]))
    assert EndTurn() in AI.worth_considering(RULES, placed, ME, RULES.legal(placed))
    assert AI.worth_considering(RULES, placed, ME, [EndTurn()]) == [EndTurn()], "never none at all"


def test_the_hatch_counter_is_used_in_the_last_round_rather_than_kept() -> None:
    state = at_turn(2, "hatch", herds={AREA["swamp_outer"]: [(ME, 4)], AREA["swamp_middle"]: [(OTHER, 4)]})
    last = evolve(state, acted=True, round=PARTS.scoring_rounds(2)[-1])
    assert first_candidate(last) == UseHatchCounter(AREA["swamp_outer"])


def _picks(players: int, seed: int) -> list[TriassicTerrorState]:
    return [
        state
        for state in random_game(players, seed)[:-1]
        if state.step in (TILE, CARD) and len(RULES.legal(state)) > 1
    ]


def test_hard_picks_a_legal_tile_or_card_reproducibly() -> None:
    hard = TriassicTerrorAI(dataclasses.replace(TUNED, hard_samples=3))
    positions = _picks(2, 3)[:6]
    assert any(state.step == CARD for state in positions) and any(state.step == TILE for state in positions)
    for state in positions:
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        first = hard.deliberate(RULES, view, decision.seat, legal, random.Random(2))
        assert first is not None and RULES.check(state, first) is None
        again = hard.deliberate(RULES, view, decision.seat, legal, random.Random(2))
        assert again == first


def test_the_turn_s_own_decisions_are_left_to_the_search_at_every_level() -> None:
    turn = next(state for state in random_game(2, 3) if state.step == TURN)
    decision = RULES.pending(turn)
    assert decision is not None
    view = RULES.view(turn, decision.seat)
    for level in ("normal", "hard"):
        assert (
            AI.deliberate(RULES, view, decision.seat, RULES.legal(view), random.Random(0), None, level)
            is None
        )


def test_normal_picks_among_the_heuristic_s_best_few_tiles_or_cards() -> None:
    for state in _picks(2, 3)[:4]:
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        best = AI.candidates(RULES, view, decision.seat, legal, TUNED.normal_options)
        pick = AI.deliberate(RULES, view, decision.seat, legal, random.Random(1), None, "normal")
        assert pick in best
