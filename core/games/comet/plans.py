"""What one hand card can do this turn, space by space: the actions that bring a rescuer there.

The table lights these spaces when a player picks a card, and a click on one
plays the whole plan: a hatch with its nest, or a move with the steps of the
shortest way there (each step paid with the landscape's own symbol before a
joker). Plans are found by playing the rules' own legal actions, so they
never allow what the rules forbid; ``why_not`` names the rule when a space
has no plan.
"""

from __future__ import annotations

from core.engine.protocol import Action, Violation
from core.games.comet.actions import Hatch, HatchAt, Move, Step
from core.games.comet.components import JOKER
from core.games.comet.movement import NEST, occupied
from core.games.comet.rules import CometRules
from core.games.comet.state import HATCH_NEST, MOVE, OFF_BOARD, TURN, CometState

Plan = tuple[Action, ...]


def card_plans(rules: CometRules, state: CometState, card: int) -> dict[int, Plan]:
    """Each space the card can bring a rescuer to this turn, with the actions that do it."""
    if state.step != TURN:
        return {}
    plans = _hatch_plans(rules, state, card)
    for space, plan in _move_plans(rules, state, card).items():
        plans.setdefault(space, plan)  # nests take hatches, moves never enter nests: no clash
    return plans


def why_not(rules: CometRules, state: CometState, card: int, space: int) -> Violation:
    """The rule that keeps ``card`` from bringing a rescuer to ``space`` (which has no plan)."""
    board = rules.components().boards[state.side]
    if board.spaces[space].land == NEST:
        refused = rules.check(state, Hatch(card))
        return refused or Violation(
            "comet.hatch.wrong_nest", {"card": card, "nest": rules.components().cards[card].nest}
        )
    refused = rules.check(state, Move(card))
    if refused is not None:
        return refused
    if space in occupied(state):
        return Violation("comet.move.occupied")
    return Violation("comet.move.out_of_reach", {"card": card})


def _hatch_plans(rules: CometRules, state: CometState, card: int) -> dict[int, Plan]:
    hatch = Hatch(card)
    if rules.check(state, hatch) is not None:
        return {}
    after, events = rules.apply(state, hatch)
    if after.step == HATCH_NEST:
        return {action.space: (hatch, action) for action in rules.legal(after) if isinstance(action, HatchAt)}
    # A single nest fits: the rules placed the rescuer at once.
    return {event.values["space"]: (hatch,) for event in events if event.kind == "hatched"}


def _move_plans(rules: CometRules, state: CometState, card: int) -> dict[int, Plan]:
    move = Move(card)
    if rules.check(state, move) is not None:
        return {}
    start, _ = rules.apply(state, move)
    if start.step != MOVE or start.turn != state.turn:
        return {}
    seat = state.turn
    plans: dict[int, Plan] = {}
    for rescuer, at in enumerate(start.seats[seat].rescuers):
        if at == OFF_BOARD:
            continue
        seen = {(at, tuple(sorted(start.symbols)))}
        frontier: list[tuple[CometState, Plan]] = [(start, (move,))]
        while frontier:
            following: list[tuple[CometState, Plan]] = []
            for node, path in frontier:
                steps = [a for a in rules.legal(node) if isinstance(a, Step) and a.rescuer == rescuer]
                for step in sorted(steps, key=lambda s: s.pay == JOKER):
                    way = path + (step,)
                    known = plans.get(step.target)
                    if known is None or len(way) < len(known):
                        plans[step.target] = way
                    after, _ = rules.apply(node, step)
                    if after.step != MOVE or after.turn != seat:
                        continue
                    key = (after.seats[seat].rescuers[rescuer], tuple(sorted(after.symbols)))
                    if key not in seen:
                        seen.add(key)
                        following.append((after, way))
            frontier = following
    return plans
