"""First-time tips: which of a game's tips a situation calls for.

A tip is due the first time its conditions hold for a person's seat: the
pending decision's kind and values (data in ``tips.yaml``), and at most one
named situation of the game's ``teaching`` module (``TESTS``). A tip about a
rule (``violation``) is due the first time that rule refuses a person's move.
Which tips a person has seen is theirs to keep (the settings); this module
only judges.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from core.engine.deals import teaching_module
from core.engine.protocol import Rules
from core.engine.tutorial import Tip

Test = Callable[[Rules, Any, int], bool]


def named_tests(game_id: str) -> Mapping[str, Test]:
    """The situations the game's tips may name, by name."""
    module = teaching_module(game_id)
    tests: Mapping[str, Test] = getattr(module, "TESTS", {}) if module is not None else {}
    return tests


def due(rules: Rules, state: Any, seat: int, tips: Sequence[Tip], seen: Collection[str]) -> Tip | None:
    """The first tip not yet seen whose situation holds for ``seat`` now."""
    decision = rules.pending(state)
    tests = named_tests(rules.game_id)
    for tip in tips:
        if tip.id in seen or tip.violation:
            continue
        if tip.decision:
            if decision is None or decision.seat != seat or decision.kind != tip.decision:
                continue
            if any(decision.values.get(name) != value for name, value in tip.values.items()):
                continue
        if tip.test and not tests[tip.test](rules, state, seat):
            continue
        return tip
    return None


def about_refusal(tips: Sequence[Tip], rule: str, seen: Collection[str]) -> Tip | None:
    """The tip not yet seen about the rule that just refused a person's move."""
    return next((tip for tip in tips if tip.violation == rule and tip.id not in seen), None)
