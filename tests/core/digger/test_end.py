"""The three ways the game ends, and the ranking with its tie-breaks."""

from __future__ import annotations

import dataclasses

from core.games.digger.actions import ChooseTrick, Pass
from core.games.digger.rules import final_result
from core.games.digger.state import ALL_SPECIES, LAST_ROUND, LEAD_TRICK, OVER, STACK_EMPTY, DiggerState
from tests.core.digger.builders import RULES, cards, end_of_round, fresh, tokens_of


def test_the_game_ends_after_the_third_round() -> None:
    state, events = end_of_round(2, ("T10", "S10"), round=3)
    assert state.step == OVER and state.end == LAST_ROUND
    assert events[-1].kind == "game_over" and events[-1].values == {"reason": LAST_ROUND}
    assert RULES.pending(state) is None and RULES.legal(state) == []
    assert RULES.check(state, ChooseTrick("even")).rule == "engine.game_over"  # type: ignore[union-attr]
    assert RULES.check(state, Pass()).rule == "engine.game_over"  # type: ignore[union-attr]
    result = RULES.result(state)
    assert result is not None
    assert result.ending == "digger.ending.last_round" and result.ending_seats == ()


def test_the_last_rounds_won_cards_stay_for_the_tie_break() -> None:
    state, _ = end_of_round(2, ("T10 T9", "S10"), round=3)
    assert state.won == (cards("T10 T9"), cards("S10"))


def test_the_game_goes_on_after_rounds_one_and_two() -> None:
    for round_number in (1, 2):
        state, _ = end_of_round(2, ("T10", "S10"), round=round_number)
        assert state.step == LEAD_TRICK and RULES.result(state) is None


def test_the_game_ends_as_soon_as_a_stack_is_empty() -> None:
    # Round 1, two players: seat 0 takes the last Triceratops token.
    state, events = end_of_round(2, ("T10", "S10"), stacks=(1, 3, 3, 3, 3))
    assert state.stacks == (0, 2, 3, 3, 3)
    assert state.step == OVER and state.end == STACK_EMPTY and state.round == 1
    assert events[-1].values == {"reason": STACK_EMPTY}
    assert RULES.result(state).ending == "digger.ending.stack_empty"  # type: ignore[union-attr]


def test_a_player_completing_all_five_species_ends_the_game() -> None:
    # Round 2, three players. Seat 0 held Triceratops to Velociraptor and now wins Pteranodon:
    # 5 species. Seat 1 wins a second Stegosaurus; the stacks end at 2, 1, 2, 2, 2: none is empty.
    state, events = end_of_round(
        3,
        ("P10", "S10", ""),
        round=2,
        tokens=tokens_of("TSBV", "S", ""),
        stacks=(2, 2, 2, 2, 3),
    )
    assert state.tokens[0] == (1, 1, 1, 1, 1) and 0 not in state.stacks
    assert state.step == OVER and state.end == ALL_SPECIES
    assert events[-1].values == {"reason": ALL_SPECIES}
    result = RULES.result(state)
    assert result is not None and result.winners == (0,)
    assert result.ending == "digger.ending.all_species" and result.ending_seats == (0,), "the instant win"


def test_all_five_species_is_named_before_an_empty_stack() -> None:
    state, _ = end_of_round(2, ("P10", ""), tokens=tokens_of("TSBV", ""), stacks=(2, 2, 2, 2, 1))
    assert state.stacks[4] == 0 and state.end == ALL_SPECIES


def over(players: int, tokens: tuple[str, ...], won: tuple[str, ...] = ()) -> DiggerState:
    """A finished game: token rows by species initials, last round's won cards by card names."""
    state = fresh(players)
    piles = tuple(cards(pile) if pile else () for pile in won) or ((),) * players
    return dataclasses.replace(state, step=OVER, end=LAST_ROUND, tokens=tokens_of(*tokens), won=piles)


def test_most_different_species_wins_whatever_the_token_count() -> None:
    # Seat 0: 3 species (4 tokens); seat 1: 2 species with 2 tokens each (4 tokens); seat 2: 1 species.
    state = dataclasses.replace(
        over(3, ("TSB", "", "V")), tokens=((2, 1, 1, 0, 0), (2, 2, 0, 0, 0), (0, 0, 0, 1, 0))
    )
    result = final_result(state)
    assert result.scores == (3, 2, 1) and result.ranking == (1, 2, 3)
    assert result.tiebreak is None and result.winners == (0,)
    assert result.breakdown[1] == {"species": 2, "tokens": 4, "cards": 0, "total": 2}
    assert RULES.scores(state) == (3, 2, 1)


def test_equal_species_go_to_more_tokens_in_total_before_cards() -> None:
    # Both hold 2 species; seat 0 has 3 tokens, seat 1 has 2 but won more cards in the last round.
    state = dataclasses.replace(
        over(2, ("", ""), won=("T5", "S5 S6 S7")), tokens=((2, 1, 0, 0, 0), (1, 1, 0, 0, 0))
    )
    result = final_result(state)
    assert result.scores == (2, 2) and result.ranking == (1, 2)
    assert result.tiebreak == "digger.tiebreak.tokens" and result.tiebreak_values == (3, 2)


def test_equal_species_and_tokens_go_to_more_cards_won_in_the_last_round() -> None:
    # Seat 0 won T1 T2 (they would score 4), seat 1 won T8 T9 T10: the tie-break counts cards, 2 < 3.
    state = over(2, ("TS", "BV"), won=("T1 T2", "T8 T9 T10"))
    result = final_result(state)
    assert result.ranking == (2, 1) and result.winners == (1,)
    assert result.tiebreak == "digger.tiebreak.cards" and result.tiebreak_values == (2, 3)


def test_equal_in_everything_share_the_place() -> None:
    state = over(3, ("TS", "BV", "P"), won=("T5", "S5", "B5 V5"))
    result = final_result(state)
    assert result.ranking == (1, 1, 3) and result.winners == (0, 1)
    assert result.tiebreak is None  # no tie-break told seats 0 and 1 apart


def test_several_players_with_all_five_are_ranked_by_tokens() -> None:
    state = dataclasses.replace(
        over(3, ("", "", "T")), tokens=((1, 1, 1, 1, 1), (2, 1, 1, 1, 1), (0, 0, 0, 0, 1))
    )
    result = final_result(state)
    assert result.scores == (5, 5, 1) and result.ranking == (2, 1, 3)
