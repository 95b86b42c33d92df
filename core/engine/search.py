"""Information-set Monte Carlo tree search over the Rules protocol.

One tree for the deciding seat (single observer): every iteration samples a
full state that agrees with the seat's view (``ai.determinize``), walks the
tree along actions that are legal in that sample, adds one node, plays a few
steps with the game's easy heuristic and scores the leaf with
``ai.evaluate``. Each node belongs to the action path that reaches it, so a
turn of several decisions, or seats deciding one after another on the same
revealed tile, is simply a deeper path. A node keeps the value of the seat
that chose the action leading to it, so every seat in the tree plays for
itself. Randomness (reveals, draws) happens inside ``rules.apply_legal`` of the
sampled state.

The seat's own options may be narrowed to the game's most promising ones
(``candidates``) and compared on the same samples (``paired``): with
hundreds rather than many thousands of iterations, what others happen to do
in a sample otherwise outweighs the small differences between good options.

Nothing here knows a game: the game's knowledge comes in through ``ai``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from core.engine.ai import GameAI
from core.engine.protocol import Action, Event, Rules

# UCB constant. Leaf values of nearby options differ by a few hundredths, so a
# larger constant spreads the visits almost evenly and the choice becomes noise.
EXPLORATION = 0.3
# Decisions played by the game's Easy heuristic below a new node before the leaf
# is evaluated. None by default: a heuristic move costs about as much as tens of
# evaluations, and in our measurements more iterations won over longer playouts.
PLAYOUT_STEPS = 0


class Node:
    """Statistics of one action path in the tree, seen by the seat that chose its last action."""

    __slots__ = ("available", "children", "outcomes", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        # With outcome nodes: per outcome revealed by this node's action, the node the tree goes on from.
        self.outcomes: dict[Hashable, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0  # iterations in which this node's action was legal at its parent

    def score(self, log_available: float, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(log_available / self.visits)


def choose(
    rules: Rules,
    ai: GameAI,
    view: Any,
    seat: int,
    rng: random.Random,
    iterations: int,
    seconds: float,
    playout_steps: int = PLAYOUT_STEPS,
    exploration: float = EXPLORATION,
    stop: Callable[[], bool] | None = None,
    candidates: int = 0,
    guided: bool = False,
    paired: bool = False,
    opponents_by_heuristic: bool = False,
    outcome_nodes: bool = False,
) -> Action:
    """The seat's choice after ``iterations`` or ``seconds``, whichever ends first.

    The choice is the most visited option, or with ``paired`` the one with
    the best average.

    With ``seconds`` <= 0 only the iteration count limits the search, and the
    same ``rng`` state gives the same choice. ``stop``, asked before every
    iteration, ends the search at once when it says True (the caller no
    longer wants the answer, which is then the best found so far).
    With ``candidates`` > 0 only that many of the seat's options, the most
    promising by the game's heuristic, are searched: a small budget spread
    over dozens of options learns too little about each. ``guided``: a node's
    first new option is the one the game's Easy heuristic picks, not a random
    one, so a line is first judged by moves a player would make.
    ``paired``: every sampled state, with the same random choices below, is
    tried once under each of the seat's options, and the best average wins;
    a lucky sample then favours no option, so small differences show sooner.
    ``opponents_by_heuristic``: the other seats in the tree play the game's
    Easy heuristic on their own view of the sample (its hands, not the
    searching seat's), where otherwise they search for themselves.
    ``outcome_nodes``: after a move that reveals something (a tile drawn, a
    card turned), the tree goes on under a node of its own for each outcome
    seen, so what comes next is judged knowing what was revealed.
    """
    options = options_to_search(rules, ai, view, seat, candidates)
    if len(options) == 1:
        return options[0]
    budget = (iterations, seconds, playout_steps, exploration, stop, guided, paired)
    root, _ = search_root(rules, ai, view, seat, options, rng, *budget, opponents_by_heuristic, outcome_nodes)
    statistics = root_statistics(root, options)
    if not any(visits for visits, _ in statistics):
        return ai.easy(rules, view, seat, options, rng)
    return options[pick(statistics, paired)]


# Per option of the root, in the order of the options: (visits, total value).
RootStatistics = list[tuple[int, float]]


def options_to_search(rules: Rules, ai: GameAI, view: Any, seat: int, candidates: int = 0) -> list[Action]:
    """The seat's options the search compares; a single one needs no search."""
    options = rules.legal(view)
    if not options:
        raise RuntimeError(f"{rules.game_id}: no legal action for seat {seat}")
    options = ai.worth_considering(rules, view, seat, options)
    if 0 < candidates < len(options) and len(options) > 1:
        options = ai.candidates(rules, view, seat, options, candidates)
    return options


def search_root(
    rules: Rules,
    ai: GameAI,
    view: Any,
    seat: int,
    options: list[Action],
    rng: random.Random,
    iterations: int,
    seconds: float,
    playout_steps: int = PLAYOUT_STEPS,
    exploration: float = EXPLORATION,
    stop: Callable[[], bool] | None = None,
    guided: bool = False,
    paired: bool = False,
    opponents_by_heuristic: bool = False,
    outcome_nodes: bool = False,
) -> tuple[Node, int]:
    """The tree grown over ``options`` within the budget, and how many iterations it took."""
    root = Node()
    allowed = frozenset(options)
    deadline = time.perf_counter() + seconds if seconds > 0 else math.inf
    done = 0
    finished = 0
    while done < iterations:
        sample = ai.determinize(rules, view, seat, rng)
        below = rng.getrandbits(64) if paired else 0
        for first in options if paired else [None]:
            if (done and time.perf_counter() >= deadline) or (stop is not None and stop()):
                done = iterations
                break
            chance = random.Random(below) if paired else rng
            _iterate(
                rules,
                ai,
                root,
                sample,
                chance,
                playout_steps,
                exploration,
                allowed,
                guided,
                first,
                seat if opponents_by_heuristic else None,
                outcome_nodes,
            )
            done += 1
            finished += 1
            if done >= iterations:
                break
    return root, finished


def root_statistics(root: Node, options: list[Action]) -> RootStatistics:
    """What the search learnt about each option, in the order of ``options``."""
    statistics: RootStatistics = []
    for action in options:
        node = root.children.get(action)
        statistics.append((node.visits, node.total) if node is not None else (0, 0.0))
    return statistics


def merge(parts: list[RootStatistics]) -> RootStatistics:
    """Statistics of searches of the same options on different samples, summed option by option."""
    return [
        (sum(part[index][0] for part in parts), sum(part[index][1] for part in parts))
        for index in range(len(parts[0]))
    ]


def pick(statistics: RootStatistics, paired: bool = False) -> int:
    """The index of the chosen option: the most visited, or with ``paired`` the best average.

    Ties go to the earlier option; an option never visited is never chosen while one was.
    """
    if paired:
        tried = [(total / visits, -index) for index, (visits, total) in enumerate(statistics) if visits]
    else:
        tried = [(float(visits), -index) for index, (visits, _) in enumerate(statistics) if visits]
    if not tried:
        return 0
    return -max(tried)[1]


def _iterate(
    rules: Rules,
    ai: GameAI,
    root: Node,
    state: Any,
    rng: random.Random,
    playout_steps: int,
    exploration: float,
    allowed: frozenset[Action],
    guided: bool = False,
    first: Action | None = None,
    searcher: int | None = None,
    outcome_nodes: bool = False,
) -> None:
    """One walk from the root to a new node, a short playout and the values backed up.

    With ``searcher`` given, the other seats play the game's Easy heuristic
    on their own view instead of choosing by the tree's statistics.
    """
    path: list[tuple[Node, int]] = []  # each visited node with the seat that chose its action
    node = root
    while (decision := rules.pending(state)) is not None:
        actions = rules.legal(state)
        if node is root:  # the root seat's options do not depend on the sample
            actions = [first] if first is not None else [action for action in actions if action in allowed]
        elif searcher is not None and decision.seat != searcher and len(actions) > 1:
            actions = [ai.easy(rules, rules.view(state, decision.seat), decision.seat, actions, rng)]
        untried = [a for a in actions if a not in node.children]
        for action in actions:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        if untried:
            if guided and len(untried) > 1:
                action = ai.easy(rules, rules.view(state, decision.seat), decision.seat, untried, rng)
            else:
                action = rng.choice(untried)
            child = node.children[action] = Node()
            child.available = 1
            state, _ = rules.apply_legal(state, action)
            path.append((child, decision.seat))
            break
        best: tuple[float, Action] | None = None
        for action in actions:
            child = node.children[action]
            value = child.score(math.log(child.available), exploration)
            if best is None or value > best[0]:
                best = (value, action)
        assert best is not None
        node = node.children[best[1]]
        state, events = rules.apply_legal(state, best[1])
        path.append((node, decision.seat))
        if outcome_nodes:
            seen = _revealed(events)
            if seen is not None:
                node = node.outcomes.setdefault(seen, Node())
    values = _playout(rules, ai, state, rng, playout_steps)
    for visited, mover in path:
        visited.visits += 1
        visited.total += values[mover]


def _revealed(events: list[Event]) -> Hashable | None:
    """What the events that revealed something showed (the log shows every seat alike), or None."""
    shown = tuple((event.kind, event.seat, _frozen(event.values)) for event in events if event.reveals)
    return shown or None


def _frozen(value: Any) -> Hashable:
    if isinstance(value, Mapping):
        return tuple(sorted((key, _frozen(item)) for key, item in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_frozen(item) for item in value)
    return value


def _playout(rules: Rules, ai: GameAI, state: Any, rng: random.Random, steps: int) -> tuple[float, ...]:
    for _ in range(steps):
        decision = rules.pending(state)
        if decision is None:
            break
        view = rules.view(state, decision.seat)
        action = ai.easy(rules, view, decision.seat, rules.legal(view), rng)
        state, _ = rules.apply(state, action)  # chosen from the view's options: checked on the state
    return ai.evaluate(rules, state)
