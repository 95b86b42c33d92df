"""Rounds: how many tricks, the scoring of won cards into tokens, the next deal."""

from __future__ import annotations

import random

import pytest

from core.games.digger.state import LEAD_TRICK, OVER
from tests.core.digger.builders import PARTS, RULES, end_of_round, fresh, kinds, play, tokens_of


@pytest.mark.parametrize(("players", "leads_each"), [(2, 3), (3, 2), (4, 2)])
def test_a_round_ends_when_everyone_has_led_as_often_as_the_count_says(players: int, leads_each: int) -> None:
    state = fresh(players, seed=11)
    chance = random.Random(players)
    leads: list[int] = []
    while state.round == 1 and state.step != OVER:
        if state.step == LEAD_TRICK:
            leads.append(state.lead)
        state, _ = play(state, chance.choice(RULES.legal(state)))
    first = leads[0]
    assert leads == [(first + trick) % players for trick in range(players * leads_each)]
    assert PARTS.leads_per_round[players] == leads_each


def test_each_species_goes_to_the_most_won_cards_a_low_card_counting_two() -> None:
    # Velociraptor: seat 0 holds V1 V2 = 2 + 2 = 4, seat 1 holds V10 V9 V8 = 3: fewer cards, but seat 0 wins.
    # Stegosaurus: seat 1 alone (S5 = 1). Nobody won any other species, so those give nothing.
    state, events = end_of_round(2, ("V1 V2", "V10 V9 V8 S5"))
    assert state.tokens == tokens_of("V", "S")
    assert state.stacks == (3, 2, 3, 2, 3)
    tokens = [(e.seat, e.values["species"], e.values["count"]) for e in events if e.kind == "token"]
    assert tokens == [(1, 1, 1), (0, 3, 4)]


def test_a_hand_checked_round_with_ties_every_tied_player_gets_a_token() -> None:
    # Three players, all stacks at 3.
    #   seat 0 won T10 T9 S2        -> Triceratops 2, Stegosaurus 2 (S2 counts 2)
    #   seat 1 won T3 S8 S7 B5      -> Triceratops 2 (T3 counts 2), Stegosaurus 2, Brachiosaurus 1
    #   seat 2 won B6 V1 P10 P9     -> Brachiosaurus 1, Velociraptor 2 (V1 counts 2), Pteranodon 2
    # Triceratops 2 = 2: seats 0 and 1. Stegosaurus 2 = 2: seats 0 and 1. Brachiosaurus 1 = 1: seats 1 and 2.
    # Velociraptor and Pteranodon: seat 2 alone. Stacks: 3 - 2 = 1, 1, 1, then 3 - 1 = 2, 2.
    state, events = end_of_round(3, ("T10 T9 S2", "T3 S8 S7 B5", "B6 V1 P10 P9"))
    assert state.tokens == tokens_of("TS", "TSB", "BVP")
    assert state.stacks == (1, 1, 1, 2, 2)
    assert state.step == LEAD_TRICK and state.round == 2
    # Each token names everyone who shares the most, so a tie can be told as a tie.
    shared = {(e.seat, e.values["species"]): e.values["seats"] for e in events if e.kind == "token"}
    assert shared[(0, 0)] == shared[(1, 0)] == [0, 1]  # Triceratops
    assert shared[(1, 2)] == shared[(2, 2)] == [1, 2]  # Brachiosaurus
    assert shared[(2, 3)] == [2]  # Velociraptor: seat 2 alone


def test_four_tied_players_all_get_a_token_from_a_stack_of_four() -> None:
    state, _ = end_of_round(4, ("T5", "T6", "T7", "T8"))
    assert state.tokens == tokens_of("T", "T", "T", "T")
    assert state.stacks == (0, 4, 4, 4, 4)


def test_a_hand_checked_round_where_the_stack_cannot_serve_every_tied_player() -> None:
    # Round 2 of three players; one Triceratops token is left (two were taken in round 1).
    #   seat 0 won T10 T9 T8 -> 3; seat 1 won T2 T7 -> 2 + 1 = 3; seat 2 won T6 S9 -> 1 and Stegosaurus 1.
    # Triceratops: seats 0 and 1 tie at 3, but one token cannot serve two: nobody gets it, seat 2 neither.
    # Stegosaurus: seat 2 alone, 3 -> 2 left.
    state, events = end_of_round(
        3,
        ("T10 T9 T8", "T2 T7", "T6 S9"),
        round=2,
        tokens=tokens_of("T", "T", ""),
        stacks=(1, 3, 3, 3, 3),
    )
    assert state.tokens == tokens_of("T", "T", "S")
    assert state.stacks == (1, 2, 3, 3, 3)
    short = [event for event in events if event.kind == "token_short"]
    assert len(short) == 1 and short[0].values == {"species": 0, "seats": [0, 1]}
    assert state.step == LEAD_TRICK and state.round == 3


def test_no_won_card_never_earns_a_token_even_when_all_tie_at_zero() -> None:
    state, events = end_of_round(2, ("", ""))
    assert state.tokens == tokens_of("", "") and state.stacks == (3,) * 5
    assert "token" not in kinds(events) and "token_short" not in kinds(events)


def test_after_scoring_all_cards_are_dealt_anew_and_the_first_lead_moves_on() -> None:
    state, events = end_of_round(3, ("T10 T9 S2", "T3 S8", "B6 V1"), first_lead=2)
    assert state.round == 2 and state.first_lead == 0 and state.lead == 0
    assert state.step == LEAD_TRICK and state.leads_done == 0 and state.trick == ""
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert sorted(state.deck + sum(state.hands, ())) == list(PARTS.deck)
    assert state.discard == () and state.won == ((), (), ())
    dealt_events = [event for event in events if event.kind == "dealt"]
    assert dealt_events[0].values == {"round": 2, "lead": 0} and dealt_events[0].reveals
    assert kinds(events).index("token") < kinds(events).index("dealt")


def test_the_first_lead_moves_on_each_round() -> None:
    state, _ = end_of_round(4, ("", "", "", ""), first_lead=3)
    assert state.first_lead == 0
    state, _ = end_of_round(4, ("", "", "", ""), first_lead=0, round=2)
    assert state.first_lead == 1 and state.round == 3


def test_the_scoring_reports_every_count_and_token_before_who_takes_what() -> None:
    # same round as above: species order Triceratops, Stegosaurus, Brachiosaurus, Velociraptor, Pteranodon
    _, events = end_of_round(3, ("T10 T9 S2", "T3 S8 S7 B5", "B6 V1 P10 P9"))
    scored = [e for e in events if e.kind == "round_scored"]
    assert len(scored) == 1 and scored[0].values["round"] == 1
    assert scored[0].values["counts"] == [[2, 2, 0, 0, 0], [2, 2, 1, 0, 0], [0, 0, 1, 2, 2]]
    assert scored[0].values["awarded"] == [[1, 1, 0, 0, 0], [1, 1, 1, 0, 0], [0, 0, 1, 1, 1]]
    kinds_in_order = [e.kind for e in events if e.kind in ("round_scored", "token")]
    assert kinds_in_order[0] == "round_scored"
