"""How Comet's rules answer the table: legal options built from the state for every step, one error
for an illegal action, places ranked with the rescued-animals tie-break, the jumps a move may make."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.engine.evolve import evolve
from core.engine.protocol import IllegalActionError
from core.engine.steps import StepRule
from core.games.comet.actions import EndMove, Hatch, Rest, Step
from core.games.comet.components import JOKER
from core.games.comet.invariants import INVARIANTS
from core.games.comet.state import HATCH_NEST, MOVE, NEUTRAL, OVER, REST_DISCARD, REST_GOLD, TURN, CometState
from tests.core.comet.builders import (
    PARTS,
    RULES,
    blocker,
    hatched,
    is_land,
    lines,
    mid_move,
    new_state,
    plain_card,
    seat_with,
)

STEPS = (TURN, HATCH_NEST, MOVE, REST_DISCARD, REST_GOLD, NEUTRAL)


def positions(games: int) -> list[CometState]:
    """States of seeded random games, each step kind among them (patient seats, so games go on)."""
    found: list[CometState] = []
    for number in range(games):
        chance = random.Random(f"comet-table-{number}")
        state = new_state(players=2 + number % 3, seed=number, side="ab"[number % 2])
        while state.step != OVER:
            found.append(state)
            legal = RULES.legal(state)
            patient = [action for action in legal if not isinstance(action, Rest | EndMove)]
            state, _ = RULES.apply(
                state, chance.choice(patient if patient and chance.random() < 0.85 else legal)
            )
    return found


@pytest.fixture(scope="module")
def sample() -> list[CometState]:
    """A few positions of every step kind."""
    by_step: dict[str, list[CometState]] = {step: [] for step in STEPS}
    for state in positions(8):
        if len(by_step[state.step]) < 12:
            by_step[state.step].append(state)
    return [state for states in by_step.values() for state in states]


def test_every_step_is_in_the_sample(sample: list[CometState]) -> None:
    assert set(Counter(state.step for state in sample)) == set(STEPS)


def test_legal_is_exactly_what_check_accepts_at_every_step(sample: list[CometState]) -> None:
    for state in sample:
        allowed = {action for action in INVARIANTS.thinkable(state) if RULES.check(state, action) is None}
        legal = RULES.legal(state)
        assert set(legal) == allowed, state.step
        assert len(legal) == len(set(legal))


def test_legal_never_asks_check(sample: list[CometState], monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(_state: object, _action: object) -> None:
        raise AssertionError("legal filtered its options through check")

    for action_type, entry in list(RULES.table.rules.items()):
        monkeypatch.setitem(RULES.table.rules, action_type, StepRule(entry.steps, refuse, entry.apply))
    monkeypatch.setattr(RULES.table, "check", refuse)
    for state in sample:
        assert RULES.legal(state)


def test_an_illegal_action_raises_the_one_error_with_its_rule() -> None:
    state = new_state()
    card = next(card.index for card in PARTS.cards if card.index not in state.seats[0].hand)
    with pytest.raises(IllegalActionError) as refused:
        RULES.apply(state, Hatch(card))
    assert refused.value.violation == RULES.check(state, Hatch(card))
    assert refused.value.violation.rule == "comet.card.not_in_hand"
    with pytest.raises(IllegalActionError) as not_now:
        RULES.apply(state, EndMove())
    assert not_now.value.violation.rule == "engine.not_now"


def finished(*rescued: tuple[int, ...]) -> CometState:
    """A finished game in which each seat rescued these cards (and its hero scores nothing for them)."""
    state = new_state(players=len(rescued))
    far = next(index for index, hero in enumerate(PARTS.heroes) if hero.goal.effect == "far_rescues")
    for seat, cards in enumerate(rescued):
        state = seat_with(state, seat, hero=far, rescued=cards)
    return evolve(state, step=OVER)


def plain(points: int, taken: tuple[int, ...] = ()) -> int:
    """A silver card without ability, below the far-rescue nests, worth ``points``."""
    return next(
        card.index
        for card in PARTS.cards
        if card.tier == "silver"
        and card.ability is None
        and card.nest < 8
        and card.points == points
        and card.index not in taken
    )


def test_equal_scores_are_split_by_rescued_animals_and_the_tiebreak_is_named() -> None:
    one = plain(2)
    two = (plain(1), plain(1, (plain(1),)))
    result = RULES.result(finished((one,), two))
    assert result is not None and result.scores[0] == result.scores[1]
    assert result.ranking == (2, 1)
    assert result.tiebreak == "comet.tiebreak.rescued" and result.tiebreak_values == (1, 2)


def test_a_tie_nothing_breaks_is_a_shared_place_without_a_tiebreak() -> None:
    result = RULES.result(finished((plain(1),), (plain(1, (plain(1),)),)))
    assert result is not None and result.ranking == (1, 1)
    assert result.tiebreak is None and result.tiebreak_values == ()


def test_a_move_decision_names_the_jumps_that_may_be_made_now() -> None:
    state = new_state()
    a, b, c = next(
        (a, b, c) for a, b, c in lines(state) if is_land(state, a) and is_land(state, b) and is_land(state, c)
    )
    state = hatched(state, 0, 0, plain_card(), a)
    assert [a, c] not in [jump[1:] for jump in RULES.pending(mid_move(state, JOKER)).values["jumps"]]
    jumping = mid_move(blocker(state, b), JOKER)
    assert [0, a, c] in RULES.pending(jumping).values["jumps"]
    assert Step(0, c, JOKER) in RULES.legal(jumping)
    spent = evolve(jumping, symbols=())
    assert RULES.pending(spent).values["jumps"] == [], "a jump nothing pays for is not offered"


def test_a_view_plays_on_without_looking_up_hidden_cards() -> None:
    """In the comet phase the end of a turn asks whether the next seat can hatch; a view hides its hand."""
    state = evolve(new_state(), comet_phase=True, comet=(), turn=0)
    view = RULES.view(state, 0)
    hatch = next(action for action in RULES.legal(view) if isinstance(action, Hatch))
    after, _ = RULES.apply(view, hatch)
    if after.step == HATCH_NEST:
        after, _ = RULES.apply(after, RULES.legal(after)[0])
    assert after.step == TURN and after.turn == 1
