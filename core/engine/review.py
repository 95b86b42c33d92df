"""After the game: what decided it, read from a finished match's record.

Two looks back, pure and without Qt:

- ``moments``: the moves that turned the scores, found from the running
  score after every action: the move after which the winner led alone to
  the end, and the moves that gained the most points at once.
- ``costly_moves``: a seat's own moves that gave away the most by the
  computer's judgement. At each of the seat's decisions with a choice, the
  options the Hard computer would weigh first (its AI's ``candidates``) and
  the move played are judged by the AI's ``evaluate`` of the position each
  leads to. Each is judged on a few states the seat could not tell apart from
  what it saw (``determinize`` of its view), so knowing the hidden cards
  afterwards plays no part in the verdict.

A move is named by its index in the record: the number of actions before it,
which is also how far ``replayed`` rebuilds the match to try it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.engine.ai import GameAI, ai_for
from core.engine.bots import generator
from core.engine.match import Match
from core.engine.protocol import Action, Rules

OPTIONS_WEIGHED = 6  # of the seat's options, the most promising by the AI, besides the move played
SAMPLES = 3  # states the seat could not tell apart, each move judged on every one
MOST_COSTLY = 3
# Below this (in the evaluation's units, 0 to 1) a move is as good as the best for a review:
# the evaluation's own noise, and an honest player's slips that do not matter.
WORTH_SAYING = 0.03
MOST_MOMENTS = 3


@dataclass(frozen=True)
class Moment:
    """A move that turned the scores: ``lead`` (the winner led alone from here) or ``gain``."""

    kind: str
    index: int
    seat: int
    points: int  # what the move gained the seat; for ``lead`` its lead after the move


@dataclass(frozen=True)
class CostlyMove:
    """A move of the seat's and the one the computer's judgement prefers there."""

    index: int
    seat: int
    played: Action
    better: Action
    loss: float  # how much lower the evaluation of what was played came out, 0 to 1


def state_before(match: Match, index: int) -> Any:
    return match.steps[index - 1].state_after if index > 0 else match.initial_state


def running_scores(match: Match) -> list[tuple[int, ...]]:
    """The scores before the first move and after each one."""
    rules = match.rules
    return [rules.scores(match.initial_state), *(rules.scores(step.state_after) for step in match.steps)]


def moments(match: Match) -> list[Moment]:
    """Up to three moves that decided the scores, in the order they were made."""
    result = match.result()
    if result is None or not match.steps:
        return []
    scores = running_scores(match)
    found: list[Moment] = []
    winners = result.winners
    if len(winners) == 1 and len(result.scores) > 1:
        lead = _lead_taken(scores, winners[0])
        if lead is not None:
            after = scores[lead + 1]
            margin = after[winners[0]] - max(p for s, p in enumerate(after) if s != winners[0])
            found.append(Moment("lead", lead, winners[0], margin))
    gains = sorted(
        (
            (scores[index + 1][seat] - scores[index][seat], index, seat)
            for index in range(len(match.steps))
            for seat in range(len(result.scores))
        ),
        key=lambda gain: (-gain[0], gain[1]),
    )
    seats_named: set[int] = set()
    for points, index, seat in gains:
        if len(found) >= MOST_MOMENTS or points <= 0:
            break
        if any(moment.index == index for moment in found) or seat in seats_named:
            continue  # one gain a seat, so a runner-up's best move is told as well as the winner's
        seats_named.add(seat)
        found.append(Moment("gain", index, seat, points))
    return sorted(found, key=lambda moment: moment.index)


def _lead_taken(scores: list[tuple[int, ...]], seat: int) -> int | None:
    """The move after which ``seat`` was ahead of everyone to the end (None: it never led alone)."""
    taken: int | None = None
    for after in range(len(scores) - 1, 0, -1):
        others = max(points for other, points in enumerate(scores[after]) if other != seat)
        if scores[after][seat] <= others:
            break
        taken = after - 1
    return taken


def costly_moves(match: Match, seat: int, ai: GameAI | None = None) -> list[CostlyMove]:
    """Up to three of ``seat``'s moves that gave away most, the costliest first."""
    rules = match.rules
    ai = ai or ai_for(rules.game_id)
    found: list[CostlyMove] = []
    for index, step in enumerate(match.steps):
        if step.seat != seat:
            continue
        state = state_before(match, index)
        legal = rules.legal(state)
        if len(legal) < 2:
            continue
        judged = _judged(rules, ai, state, seat, legal, step.action, match.seed, index)
        if judged is None:
            continue
        better, loss = judged
        if loss >= WORTH_SAYING:
            found.append(CostlyMove(index, seat, step.action, better, loss))
    found.sort(key=lambda move: (-move.loss, move.index))
    return found[:MOST_COSTLY]


def _judged(
    rules: Rules,
    ai: GameAI,
    state: Any,
    seat: int,
    legal: list[Action],
    played: Action,
    match_seed: int,
    index: int,
) -> tuple[Action, float] | None:
    """The best of the weighed options and how far below it ``played`` comes, on average."""
    view = rules.view(state, seat)
    options = ai.candidates(rules, view, seat, legal, OPTIONS_WEIGHED)
    if played not in options:
        options = [*options, played]
    if len(options) < 2:
        return None
    rng = generator(match_seed, seat, index, part=1)
    totals = dict.fromkeys(options, 0.0)
    for _ in range(SAMPLES):
        sample = ai.determinize(rules, view, seat, rng)
        for option in options:
            after, _events = rules.apply_legal(sample, option)
            totals[option] += ai.evaluate(rules, after)[seat]
    best = max(options, key=lambda option: totals[option])
    return best, (totals[best] - totals[played]) / SAMPLES


def replayed(match: Match, index: int) -> Match:
    """The match as it stood before move ``index``, to try that move again (nothing after it kept).

    A move inside an operation (a plan taken as one) keeps the operation's moves before it as
    one shorter operation, so the decision waiting is the one the move answered.
    """
    sizes: list[int] = []
    taken = 0
    for size in match.operation_sizes():
        if taken >= index:
            break
        sizes.append(min(size, index - taken))
        taken += sizes[-1]
    actions = [step.action for step in match.steps[:taken]]
    return Match.replay(match.rules, match.config, match.seed, actions, sizes, match.deal)
