"""What one hand card can do this turn, space by space: the actions that bring a rescuer there.

The table lights these spaces when a player picks a card, and a click on one
plays the whole plan as one operation: a hatch with its nest, or a move
with the steps of the shortest way there (each step paid with the
landscape's own symbol before a joker). Plans are found by playing the
rules' own legal actions, so they never allow what the rules forbid; where
a space has no plan, ``why_not`` names the rule that keeps the card from
it, taken from ``check`` of the actions such a plan would need.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Violation
from core.games.comet.actions import Hatch, HatchAt, Move, Step
from core.games.comet.components import JOKER
from core.games.comet.movement import NEST
from core.games.comet.rules import CometRules
from core.games.comet.state import HATCH_NEST, MOVE, OFF_BOARD, TURN, CometState

Plan = tuple[Action, ...]

# Which refusal of a step tells most about a space no step reaches: a step that gets there but
# cannot be paid, then what stands on the space itself, then what lies on the way, then distance.
TELLING = (
    "comet.move.wrong_symbol",
    "comet.move.occupied",
    "comet.move.empty_nest",
    "comet.move.jump_empty_nest",
    "comet.move.not_adjacent",
)


def card_plans(rules: CometRules, state: CometState, card: int) -> dict[int, Plan]:
    """Each space the card can bring a rescuer to this turn, with the actions that do it."""
    if state.step != TURN:
        return {}
    plans = _hatch_plans(rules, state, card)
    for space, plan in _move_search(rules, state, card)[0].items():
        plans.setdefault(space, plan)  # nests take hatches, moves never enter nests: no clash
    return plans


def card_refusal(rules: CometRules, state: CometState, card: int) -> Violation | None:
    """Why the card can bring a rescuer nowhere this turn (its hatch's refusal, else its move's); None
    when it has a plan."""
    if card_plans(rules, state, card):
        return None
    return rules.check(state, Hatch(card)) or rules.check(state, Move(card))


def why_not(rules: CometRules, state: CometState, card: int, space: int) -> Violation | None:
    """The rule that keeps ``card`` from bringing a rescuer to ``space``; None when a plan gets there.

    A nest is refused by the hatch (the card's own refusal, or that of placing its rescuer on
    this nest); any other space by the move, or by the most telling refusal of a step to the
    space from every position the move can reach; a space next to none of them is out of
    the move's reach.
    """
    board = rules.components().boards[state.side]
    if board.spaces[space].land == NEST:
        hatch = Hatch(card)
        refused = rules.check(state, hatch)
        if refused is not None:
            return refused
        # The nest decision this hatch asks (or would ask, had the card more than one nest).
        return rules.check(evolve(state, step=HATCH_NEST, hatching=card), HatchAt(space))
    refused = rules.check(state, Move(card))
    if refused is not None:
        return refused
    found: list[Violation] = []
    for rescuer, node in _move_search(rules, state, card)[1]:
        for pay in sorted({*node.symbols, JOKER}):
            violation = rules.check(node, Step(rescuer, space, pay))
            if violation is None:
                return None
            found.append(violation)
    telling = min(found, key=_telling, default=None)
    if telling is not None and telling.rule == "comet.move.not_adjacent":
        # No position the move reaches is next to the space: say so of the whole move.
        return Violation("comet.move.out_of_reach", {"card": card})
    return telling


def _telling(violation: Violation) -> int:
    return TELLING.index(violation.rule) if violation.rule in TELLING else len(TELLING)


def _hatch_plans(rules: CometRules, state: CometState, card: int) -> dict[int, Plan]:
    hatch = Hatch(card)
    if rules.check(state, hatch) is not None:
        return {}
    after, events = rules.apply_legal(state, hatch)
    if after.step == HATCH_NEST:
        return {action.space: (hatch, action) for action in rules.legal(after) if isinstance(action, HatchAt)}
    # A single nest fits: the rules placed the rescuer at once.
    return {event.values["space"]: (hatch,) for event in events if event.kind == "hatched"}


def _move_search(
    rules: CometRules, state: CometState, card: int
) -> tuple[dict[int, Plan], list[tuple[int, CometState]]]:
    """A move with the card, rescuer by rescuer, breadth first: the shortest plan to each space
    reached, and every position (the rescuer and the state) where the move still goes on."""
    move = Move(card)
    if rules.check(state, move) is not None:
        return {}, []
    start, _ = rules.apply_legal(state, move)
    if start.step != MOVE or start.turn != state.turn:
        return {}, []
    seat = state.turn
    plans: dict[int, Plan] = {}
    positions: list[tuple[int, CometState]] = []
    for rescuer, at in enumerate(start.seats[seat].rescuers):
        if at == OFF_BOARD:
            continue
        seen = {(at, tuple(sorted(start.symbols)))}
        frontier: list[tuple[CometState, Plan]] = [(start, (move,))]
        while frontier:
            following: list[tuple[CometState, Plan]] = []
            for node, path in frontier:
                positions.append((rescuer, node))
                steps = [a for a in rules.legal(node) if isinstance(a, Step) and a.rescuer == rescuer]
                for step in sorted(steps, key=lambda s: s.pay == JOKER):
                    way = path + (step,)
                    known = plans.get(step.target)
                    if known is None or len(way) < len(known):
                        plans[step.target] = way
                    after, _ = rules.apply_legal(node, step)
                    if after.step != MOVE or after.turn != seat:
                        continue
                    key = (after.seats[seat].rescuers[rescuer], tuple(sorted(after.symbols)))
                    if key not in seen:
                        seen.add(key)
                        following.append((after, way))
            frontier = following
    return plans, positions
