"""Lines of play weighed on the same guessed states, every seat then answering by the heuristic.

A game's Hard (its AI's ``deliberate``) may judge a few ways to go on by
playing each of them out rather than by a tree: every line on every one of
a number of guessed states, then the decisions that follow taken by a quick
policy (``reply``) until the game says the horizon is reached (``done``),
and the position valued (``judge``). The first line is the default, the
heuristic's own; it stands unless another beats it clearly on the paired
differences (``paired_choice.keep_unless_beaten``). ``best_option`` is the
usual case: single options, the game's own guess, replies and judgement.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from core.engine.ai import GameAI
from core.engine.paired_choice import keep_unless_beaten
from core.engine.protocol import Action, Rules

# Who answers a decision in a line played out: the state, the seat to decide and its options.
Reply = Callable[[Any, int, list[Action]], Action]


def heuristic_reply(ai: GameAI, rules: Rules) -> Reply:
    """The game heuristic's favourite among the options worth considering, without noise."""

    def reply(state: Any, seat: int, options: list[Action]) -> Action:
        return ai.candidates(rules, state, seat, ai.worth_considering(rules, state, seat, options), 1)[0]

    return reply


def played_on(
    rules: Rules,
    state: Any,
    actions: Sequence[Action],
    reply: Reply,
    done: Callable[[Any], bool],
    most_replies: int,
) -> Any:
    """The state after ``actions``, then ``reply``'s choices until ``done`` or the game waits on nobody."""
    for action in actions:
        state, _ = rules.apply_legal(state, action)
    for _ in range(most_replies):
        decision = rules.pending(state)
        if decision is None or done(state):
            break
        state, _ = rules.apply_legal(state, reply(state, decision.seat, rules.legal(state)))
    return state


def best_line(
    rules: Rules,
    lines: Sequence[Sequence[Action]],
    guess: Callable[[random.Random], Any],
    reply: Reply,
    done: Callable[[Any], bool],
    judge: Callable[[Any], float],
    samples: int,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
    most_replies: int = 40,
) -> int:
    """The index of the line that does best on ``samples`` guessed states (``guess``), against line 0.

    Every line is played on the same state before the next is guessed, so a
    stop (``stop`` says True) between states leaves a fair comparison of those played.
    """
    if len(lines) < 2:
        return 0
    rows: list[list[float]] = []
    for _ in range(samples):
        if rows and stop is not None and stop():
            break
        sample = guess(rng)
        rows.append([judge(played_on(rules, sample, line, reply, done, most_replies)) for line in lines])
    return keep_unless_beaten(rows, 0)


def best_option(
    ai: GameAI,
    rules: Rules,
    view: Any,
    seat: int,
    options: Sequence[Action],
    done: Callable[[Any], bool],
    samples: int,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
    most_replies: int = 40,
) -> Action:
    """Of ``options``, best first by the heuristic, the one that does best played on till ``done``.

    The states are the AI's guesses of what ``seat`` cannot see, every seat
    answers by the heuristic, and the end is judged by the AI's evaluation for ``seat``.
    """
    chosen = best_line(
        rules,
        [(option,) for option in options],
        lambda chance: ai.determinize(rules, view, seat, chance),
        heuristic_reply(ai, rules),
        done,
        lambda state: ai.evaluate(rules, state)[seat],
        samples,
        rng,
        stop,
        most_replies,
    )
    return options[chosen]
