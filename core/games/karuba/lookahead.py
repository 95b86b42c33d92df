"""Hard's judgement in Karuba: an option weighed by the exact expectation over the next tile.

Karuba's islands do not touch, so what a choice is worth depends mostly on
the tiles still to come. For each option the seat considers, every kind of
tile it has not seen (same paths, same token: the same for the island) is
revealed next in turn, the seat's best answer to it by the outlook is taken,
and the answers are averaged by how many such tiles are left. Others' turns
between are left out: they never change this island, only which treasures
are left, which the outlook already counts from the stacks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from core.engine.evolve import evolve
from core.engine.protocol import Action, Rules
from core.games.karuba.components import Components, components
from core.games.karuba.state import MOVE, OVER, PICK, TILE, KarubaState


def unseen_kinds(parts: Components, view: KarubaState) -> Counter[int]:
    """Per kind of tile nobody has seen yet (a representative tile id): how many are left."""
    seen = {view.revealed} if view.revealed else set()
    for island in view.islands:
        seen.update(tile for tile in island.grid if tile)
        seen.update(island.discarded)
    kinds: dict[tuple[frozenset[str], str], int] = {}
    counts: Counter[int] = Counter()
    for tile in parts.tiles:
        if tile in seen:
            continue
        shape = parts.tiles[tile]
        representative = kinds.setdefault((shape.exits, shape.treasure), tile)
        counts[representative] += 1
    return counts


def settled(
    rules: Rules, state: KarubaState, seat: int, judge: Callable[[KarubaState], float]
) -> KarubaState:
    """``state`` once ``seat`` has picked and moved as ``judge`` likes best, if that is still to do."""
    while state.step in (PICK, MOVE) and state.deciding == seat:
        state = max(
            (rules.apply_legal(state, action)[0] for action in rules.legal(state)),
            key=judge,
        )
    return state


def expected_outlook(
    rules: Rules,
    state: KarubaState,
    seat: int,
    kinds: Counter[int],
    judge: Callable[[KarubaState], float],
) -> float:
    """The seat's outlook after its best answer to the next tile, averaged over the tiles left.

    ``state`` is the position right after the option (the seat's own picks and
    moves still to settle); with no tile left, the outlook of that position.
    """
    state = settled(rules, state, seat, judge)
    left = sum(kinds.values())
    if state.step == OVER or not left:
        return judge(state)
    total = 0.0
    for tile, count in kinds.items():
        probe = evolve(
            state, pile=state.pile[1:], revealed=tile, step=TILE, to_decide=(seat,), moving=-1, steps=0
        )
        total += count * max(judge(rules.apply_legal(probe, action)[0]) for action in rules.legal(probe))
    return total / left


def best_by_expectation(
    rules: Rules,
    view: KarubaState,
    seat: int,
    options: list[Action],
    judge: Callable[[KarubaState], float],
    stop: Callable[[], bool] | None = None,
) -> Action:
    """The option with the best expected outlook once the next tile is known; ties to the earlier.

    ``options`` come best first by the plain outlook, so when ``stop`` ends
    the weighing early the best weighed so far stands.
    """
    kinds = unseen_kinds(components(), view)
    best: tuple[float, Action] | None = None
    for action in options:
        if best is not None and stop is not None and stop():
            break
        after, _ = rules.apply_legal(view, action)
        value = expected_outlook(rules, after, seat, kinds, judge)
        if best is None or value > best[0]:
            best = (value, action)
    assert best is not None
    return best[1]
