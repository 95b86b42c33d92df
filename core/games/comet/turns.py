"""Hard's judgement in Comet: whole turns weighed against each other on the same guessed deals.

The search judges a turn one decision at a time, so a move's value is spread
over the steps the tree happens to try. Hard lists instead every way its turn
can end from where it stands: a card hatched onto each nest, a card's
symbols spent on every position the steps reach, or a rest. The best few by
the outlook, and the turn the heuristic itself would play, are then played
on the same guessed deals, each followed by the other seats' turns as the
heuristic plays them, up to the seat's next turn. The heuristic's turn stands
unless another beats it by more than two standard errors of the paired
differences.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from core.engine.protocol import Action, Rules
from core.engine.rollouts import best_line
from core.games.comet.actions import Hatch, Move, UseAbility
from core.games.comet.state import HATCH_NEST, MOVE, OVER, TURN, CometState

# A safety bound on the positions one turn's listing visits; real turns stay far below it.
MOST_POSITIONS = 2000
# Decisions played after a plan before its position is judged: others' turns, up to the own next one.
MOST_REPLIES = 40


@dataclass(frozen=True)
class Turn:
    """A way the seat's turn (or the move under way) can go: its actions and where they lead."""

    actions: tuple[Action, ...]
    end: CometState


def own_turn(state: CometState, seat: int) -> bool:
    return state.turn == seat and state.step in (TURN, MOVE, HATCH_NEST)


def turns(rules: Rules, view: CometState, seat: int, first: list[Action]) -> list[Turn]:
    """Every distinct ending of the seat's turn from ``view``, the shortest way to each.

    ``first`` are the options at hand. A hatch and a move go on to their ends;
    any other first action (a rest, an ability) is a turn of its own, whose
    later decisions are left to their time.
    """
    # Positions are told apart whole: two ways to the same position are one turn.
    found: dict[CometState, Turn] = {}
    seen: set[CometState] = set()
    frontier: list[tuple[CometState, tuple[Action, ...]]] = []
    for action in first:
        after, _ = rules.apply_legal(view, action)
        goes_on = isinstance(action, Hatch | Move) or (
            view.step != TURN and not isinstance(action, UseAbility)
        )
        if goes_on and own_turn(after, seat) and after.step != TURN:
            frontier.append((after, (action,)))
        else:
            found.setdefault(after, Turn((action,), after))
    while frontier and len(seen) < MOST_POSITIONS:
        following: list[tuple[CometState, tuple[Action, ...]]] = []
        for state, path in frontier:
            if state in seen:
                continue
            seen.add(state)
            for action in rules.legal(state):
                if isinstance(action, UseAbility):
                    continue  # abilities are decisions of their own, left to the search
                after, _ = rules.apply_legal(state, action)
                if own_turn(after, seat) and after.step != TURN:
                    following.append((after, path + (action,)))
                else:
                    found.setdefault(after, Turn(path + (action,), after))
        frontier = following
    return list(found.values())


def heuristic_turn(
    rules: Rules, view: CometState, seat: int, pick: Callable[[CometState, list[Action]], Action]
) -> tuple[Action, ...]:
    """The actions the heuristic's own choices (``pick``) make of the turn, as ``turns`` cuts it."""
    state, actions = view, list[Action]()
    while own_turn(state, seat) and len(actions) < MOST_REPLIES:
        action = pick(state, rules.legal(state))
        actions.append(action)
        state, _ = rules.apply_legal(state, action)
        if len(actions) == 1 and view.step == TURN and not isinstance(action, Hatch | Move):
            break
        if state.step == TURN:
            break
    return tuple(actions)


def best_turn(
    rules: Rules,
    view: CometState,
    seat: int,
    plans: list[Turn],
    default: tuple[Action, ...],
    guess: Callable[[random.Random], CometState],
    reply: Callable[[CometState, int, list[Action]], Action],
    judge: Callable[[CometState], float],
    samples: int,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
) -> Action:
    """The first action of the turn that does best on ``samples`` guessed deals, against ``default``.

    Each plan is played on each guessed state (``guess``), then every decision
    up to the seat's next turn is taken by ``reply`` (the seat's own rest
    decisions too), and the position is valued by ``judge``.
    """
    options = [default] + [plan.actions for plan in plans if plan.actions != default]
    if len(options) == 1:
        return default[0]

    def done(state: CometState) -> bool:
        return state.step == OVER or (state.turn == seat and state.step == TURN)

    chosen = best_line(rules, options, guess, reply, done, judge, samples, rng, stop, MOST_REPLIES)
    return options[chosen][0]
