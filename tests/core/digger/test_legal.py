"""``legal`` is built from the state, ``check`` says why: the two agree at every step of the game.

The random games reach the common steps; the hand-built states add the rare
ones (a lead who can form no set, the end), so every step and every action
type is compared at least once.
"""

from __future__ import annotations

import pytest

from core.engine.protocol import Action, IllegalActionError
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.invariants import INVARIANTS
from core.games.digger.state import FOLLOW, LEAD_SET, LEAD_TRICK, OVER, SWAP, DiggerState
from tests.core.digger.builders import RULES, cards, dealt, end_of_round, play
from tests.core.digger.playing import random_states


def allowed(state: DiggerState) -> set[Action]:
    return {action for action in INVARIANTS.thinkable(state) if RULES.check(state, action) is None}


def hand_built() -> list[DiggerState]:
    """States random play seldom reaches: a lead and a follower who can form nothing, the end."""
    stuck_lead = dealt(2, ("T1 S4", "T2 T4 T6"), deck="", discard="")
    stuck_follower = play(dealt(2, ("T2 T4 T6", "S1 B4"), deck="", discard=""), ChooseTrick("even"))[0]
    stuck_follower = play(stuck_follower, PlaySet(cards("T2 T4")))[0]
    finished, _ = end_of_round(2, ("T10", "S10"), round=3)
    return [stuck_lead, stuck_follower, play(stuck_lead, Pass())[0], finished]


def test_legal_is_exactly_what_check_allows_at_every_step() -> None:
    reached: set[tuple[str, str]] = set()
    states = [state for seed in range(3) for state in random_states(2 + seed, seed)] + hand_built()
    for state in states:
        legal = RULES.legal(state)
        assert set(legal) == allowed(state), f"at {state.step}"
        assert len(set(legal)) == len(legal)
        reached.update((state.step, action.kind) for action in legal)
        if state.step == OVER:
            reached.add((OVER, ""))
    assert reached >= {
        (LEAD_TRICK, ChooseTrick.kind),
        (LEAD_TRICK, Pass.kind),
        (LEAD_SET, PlaySet.kind),
        (FOLLOW, PlaySet.kind),
        (FOLLOW, Pass.kind),
        (SWAP, Swap.kind),
        (OVER, ""),
    }


def test_an_illegal_action_is_refused_with_its_rule() -> None:
    state = dealt(2, ("T2 T4 T6", "S1 S3"))
    with pytest.raises(IllegalActionError) as refused:
        RULES.apply(state, Pass())
    assert refused.value.violation.rule == "digger.pass.must_play"
    with pytest.raises(IllegalActionError) as refused:
        RULES.apply(state, Swap(()))
    assert refused.value.violation.rule == "engine.not_now"
    finished, _ = end_of_round(2, ("T10", "S10"), round=3)
    with pytest.raises(IllegalActionError) as refused:
        RULES.apply(finished, ChooseTrick("even"))
    assert refused.value.violation.rule == "engine.game_over"


def test_an_action_from_legal_is_applied_without_a_second_check() -> None:
    state = dealt(2, ("T2 T4 T6", "S1 S3"))
    assert RULES.apply_legal(state, ChooseTrick("even")) == RULES.apply(state, ChooseTrick("even"))
