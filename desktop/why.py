""" "Why?" in one line: why a target is allowed, which rule forbids it, what a computer just did.

The lines are made of the words normal play already uses: an option's name
(``action_text``), the rule behind that kind of option (``suggestion_reason``:
the game's ``<game>.suggest.<kind>`` line, or the decision's hint) and a
refusal's rule text (``violation_text``). Nothing here judges a move; the
rules do (``rules.check``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from core.engine.match import Match
from core.engine.protocol import Action, Decision, MatchConfig, Rules
from desktop.language import fill
from desktop.text import Texts


def target_line(
    ui: Any,
    texts: Texts,
    rules: Rules,
    config: MatchConfig,
    state: Any,
    decision: Decision | None,
    legal: list[Action],
    action: Action,
) -> str:
    """Why ``action`` may be taken now, or the rule that forbids it ("" when nobody may act)."""
    if decision is None:
        return ""
    if action in legal:
        reason = ui.suggestion_reason(texts, config, state, decision, action)
        return fill(
            QCoreApplication.translate("Why", "Allowed: %1. %2"), ui.action_text(texts, state, action), reason
        ).strip()
    violation = rules.check(state, action)
    if violation is None:  # legal, though not listed (a move the table offers in a plan)
        return fill(QCoreApplication.translate("Why", "Allowed: %1."), ui.action_text(texts, state, action))
    return texts.refusal(violation.rule, ui.violation_text(texts, config, state, violation))


def last_computer_move(ui: Any, texts: Texts, match: Match, computers: list[bool], viewer: int) -> str:
    """What the last computer to move did and the rule that let it ("" after a person's move).

    What it did is what the log said of it, so a hidden card stays hidden; the rule is put in
    words for ``viewer``'s view of the table.
    """
    if not match.steps:
        return ""
    index = len(match.steps) - 1
    step = match.steps[index]
    if not computers[step.seat]:
        return ""
    rules, config = match.rules, match.config
    before = match.steps[index - 1].state_after if index else match.initial_state
    decision = rules.pending(before)
    if decision is None or len(rules.legal(before)) < 2:
        return ""  # a move with no choice (a reveal, a forced pass) needs no rule: the log says it
    # The first thing the move did names it; what followed from it is in the log.
    said = next(
        (line for event in step.events if (line := ui.event_text(texts, config, step.state_after, event))), ""
    )
    if not said:
        return ""
    seen = rules.view(before, viewer) if rules.hides_information() else before
    reason = ui.suggestion_reason(texts, config, seen, decision, step.action)
    return fill(QCoreApplication.translate("Why", "%1 The rule: %2"), said, reason).strip()
