"""Comet's computer player parts: the hidden cards, a position's outlook and the Easy level.

A seat's outlook is its score so far plus, for every animal on its way, the
card's points discounted by the steps its rescuer still needs to the cave,
and a little for the cards in hand (each is a turn of moving or hatching).
Easy plays the option that raises its own outlook most, with a little noise.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache

from core.engine.ai import values_by_place
from core.engine.evolve import evolve
from core.engine.protocol import Action, Rules
from core.engine.rollouts import heuristic_reply
from core.games.comet import turns
from core.games.comet.actions import (
    AddJoker,
    Discard,
    EndMove,
    Hatch,
    KeepHand,
    Move,
    PlaceNeutral,
    Rest,
    Step,
    TakeGold,
    UseAbility,
)
from core.games.comet.components import Board, Components, components, distances_to_cave
from core.games.comet.rules import hand_limit
from core.games.comet.scoring import score_parts
from core.games.comet.state import (
    EMPTY_SLOT,
    HATCH_NEST,
    MOVE,
    OFF_BOARD,
    OVER,
    REST_DISCARD,
    REST_GOLD,
    TURN,
    CometState,
)
from core.games.comet.tuning import EASY, TUNED, Tuning


class CometAI:
    def __init__(self, tuning: Tuning = TUNED) -> None:
        self.tuning = tuning

    def determinize(self, rules: Rules, view: CometState, seat: int, rng: random.Random) -> CometState:
        """Other hands, the piles: the cards ``seat`` has not seen, dealt at random where each kind may lie.

        The silver and comet piles hold only silver cards and the gold pile only
        gold ones; other hands may hold both.
        """
        parts = components()
        seen: set[int] = set(view.seats[seat].hand) | set(view.offer) | set(view.discard)
        for other in view.seats:
            seen.update(card for card in other.slots if card != EMPTY_SLOT)
            seen.update(other.rescued)
        silver = [card for card in parts.silver if card not in seen]
        gold = [card for card in parts.gold if card not in seen]
        rng.shuffle(silver)
        rng.shuffle(gold)
        gold_pile, gold = gold[: len(view.gold_pile)], gold[len(view.gold_pile) :]
        piles = len(view.pile) + len(view.comet)
        pile, comet, silver = silver[: len(view.pile)], silver[len(view.pile) : piles], silver[piles:]
        rest = silver + gold
        rng.shuffle(rest)
        seats = []
        for index, other in enumerate(view.seats):
            if index == seat:
                seats.append(other)
                continue
            hand, rest = tuple(rest[: len(other.hand)]), rest[len(other.hand) :]
            seats.append(evolve(other, hand=hand))
        if rest:
            raise ValueError(f"{len(rest)} unseen cards left over after dealing the hidden places")
        return evolve(
            view,
            seats=tuple(seats),
            pile=tuple(pile),
            comet=tuple(comet),
            gold_pile=tuple(gold_pile),
            seed=rng.getrandbits(62),
        )

    def evaluate(self, rules: Rules, state: CometState) -> tuple[float, ...]:
        result = rules.result(state)
        if result is not None:
            return values_by_place(result)
        parts = components()
        state = settled(rules, parts, state)
        if state.step == OVER:
            return values_by_place(rules.result(state))  # type: ignore[arg-type]
        tuning = self.tuning
        outlooks = [outlook(parts, state, seat, tuning) for seat in range(state.players)]
        return tuple(
            1 / (1 + math.exp(-(mine - max(outlooks[:seat] + outlooks[seat + 1 :])) / tuning.score_spread))
            for seat, mine in enumerate(outlooks)
        )

    def easy(
        self, rules: Rules, view: CometState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """The option whose result looks best for the own seat, with a little noise."""
        if len(legal) == 1:
            return legal[0]
        parts = components()
        tuning = self.tuning
        return max(
            legal,
            key=lambda action: _worth(rules, parts, view, seat, action, tuning) + rng.gauss(0, tuning.noise),
        )

    def deliberate(
        self,
        rules: Rules,
        view: CometState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        stop: Callable[[], bool] | None = None,
        level: str = "hard",
    ) -> Action | None:
        """Hard's choice in its own turn: whole turns played out on guessed deals (see ``turns``)."""
        if level != "hard" or not turns.own_turn(view, seat):
            return None
        parts, tuning = components(), self.tuning

        pick = heuristic_reply(self, rules)

        default = turns.heuristic_turn(rules, view, seat, lambda state, options: pick(state, seat, options))
        plans = turns.turns(rules, view, seat, legal)
        base = outlook(parts, view, seat, tuning)

        def worth(plan: turns.Turn) -> float:
            if isinstance(plan.actions[0], Rest | UseAbility):
                return _worth(rules, parts, view, seat, plan.actions[0], tuning)
            gain = outlook(parts, plan.end, seat, tuning) - base
            return gain + tuning.step_closer * _progress(parts, view, plan.end, seat)

        best = sorted(plans, key=worth, reverse=True)[: tuning.hard_turns]
        return turns.best_turn(
            rules,
            view,
            seat,
            best,
            default,
            lambda chance: self.determinize(rules, view, seat, chance),
            pick,
            lambda state: self.evaluate(rules, state)[seat],
            tuning.hard_samples,
            rng,
            stop,
        )

    def worth_considering(
        self, rules: Rules, view: CometState, seat: int, legal: list[Action]
    ) -> list[Action]:
        """Everything but a rest that gains nothing while a hatch or a move is possible.

        Such a rest (no gold card on offer, a full hand) only passes the turn; two
        computers preferring it to a modest move would end the game by the house
        rule on idle rests (``rules._end_all_rested``) with points still to be had.
        """
        if any(isinstance(action, Hatch | Move) for action in legal) and idle_rest(components(), view, seat):
            return [action for action in legal if not isinstance(action, Rest)]
        return legal

    def candidates(
        self, rules: Rules, view: CometState, seat: int, legal: list[Action], limit: int
    ) -> list[Action]:
        parts = components()
        worth = {action: _worth(rules, parts, view, seat, action, self.tuning) for action in legal}
        return sorted(legal, key=lambda action: -worth[action])[:limit]


AI = CometAI()
EASY_AI = CometAI(EASY)


@cache
def cave_distances(board: Board) -> tuple[int, ...]:
    """Steps from each space to the cave through spaces that are not nests (99: none), by space."""
    distance = distances_to_cave(board)
    return tuple(distance.get(space.index, 99) for space in board.spaces)


def outlook(parts: Components, state: CometState, seat_index: int, tuning: Tuning = TUNED) -> float:
    """Points so far, plus the animals on their way discounted by distance, plus the hand."""
    seat = state.seats[seat_index]
    distances = cave_distances(parts.boards[state.side])
    value = float(sum(score_parts(parts, seat).values()))
    for card, space in zip(seat.slots, seat.rescuers, strict=True):
        if space == OFF_BOARD or card == EMPTY_SLOT:
            continue
        turns = distances[space] / tuning.steps_per_turn
        value += (
            (parts.cards[card].points + tuning.animal_bonus)
            * tuning.step_discount ** distances[space]
            * (1 if turns < tuning.far_turns else tuning.far_share)
        )
    return value + tuning.hand_card * min(len(seat.hand), tuning.hand_counted)


def idle_rest(parts: Components, view: CometState, seat: int) -> bool:
    """Whether resting now would take no gold card and draw nothing (it may still refresh cards)."""
    own = view.seats[seat]
    return not view.offer and len(own.hand) >= hand_limit(parts, own)


def _worth(
    rules: Rules, parts: Components, view: CometState, seat: int, action: Action, tuning: Tuning
) -> float:
    """How much better the own outlook gets with the action, moves played out greedily to their end."""
    if isinstance(action, Rest):
        own = view.seats[seat]
        draws = max(0, hand_limit(parts, own) - len(own.hand) - 1)
        return tuning.hand_card * (draws + 1) + tuning.refresh * len(own.exhausted) - tuning.rest_tempo
    if isinstance(action, KeepHand):
        return 0.0
    if isinstance(action, Discard):
        return -tuning.discard_cost
    if isinstance(action, TakeGold):
        card = parts.cards[action.card]
        return (
            tuning.gold_per_point * card.points
            + (tuning.gold_ability if card.ability is not None else 0.0)
            + (tuning.gold_joker if card.joker else 0.0)
        )
    if isinstance(action, PlaceNeutral):
        return -tuning.neutral_per_step * cave_distances(parts.boards[view.side])[action.space]
    if isinstance(action, EndMove):
        return tuning.step_threshold
    if isinstance(action, AddJoker):
        return -tuning.hand_card + tuning.step_threshold
    after, _ = rules.apply(view, action)  # a view plays out too: hidden draws arrive as unknown cards
    if isinstance(action, Move | UseAbility) and after.step == MOVE and after.turn == view.turn:
        after = _greedy_steps(rules, parts, after, seat)
    gain = outlook(parts, after, seat, tuning) - outlook(parts, view, seat, tuning)
    if isinstance(action, Step):
        distances = cave_distances(parts.boards[view.side])
        gain += tuning.step_closer * (
            distances[view.seats[seat].rescuers[action.rescuer]] - distances[action.target]
        )
    if isinstance(action, UseAbility):
        gain += tuning.ability_use
    return gain


def _progress(parts: Components, before: CometState, after: CometState, seat: int) -> int:
    """Steps the seat's rescuers already on the board came nearer the cave."""
    distances = cave_distances(parts.boards[before.side])
    total = 0
    for was, now in zip(before.seats[seat].rescuers, after.seats[seat].rescuers, strict=True):
        if was != OFF_BOARD and now != OFF_BOARD:
            total += distances[was] - distances[now]
    return total


def settled(rules: Rules, parts: Components, state: CometState) -> CometState:
    """The state once the turn under way is played out plainly: a search may stop mid-move, a judge not."""
    distances = cave_distances(parts.boards[state.side])
    seat = state.turn
    for _ in range(20):
        if state.turn != seat or state.step in (TURN, OVER):
            return state
        if state.step == MOVE:
            state = _greedy_steps(rules, parts, state, seat)
            if state.step == MOVE and state.turn == seat:
                state, _ = rules.apply(state, EndMove())
            continue
        legal = rules.legal(state)
        if state.step == HATCH_NEST:
            choice: Action = min(legal, key=lambda action: distances[action.space])  # type: ignore[attr-defined]
        elif state.step == REST_GOLD:
            choice = max(legal, key=lambda action: parts.cards[action.card].points)  # type: ignore[attr-defined]
        elif state.step == REST_DISCARD:
            choice = KeepHand()
        else:
            choice = legal[0]
        state, _ = rules.apply(state, choice)
    return state


def _greedy_steps(rules: Rules, parts: Components, state: CometState, seat: int) -> CometState:
    """Play the move on with the step that brings a rescuer closest to the cave, while one does."""
    distances = cave_distances(parts.boards[state.side])
    for _ in range(12):
        if state.step != MOVE or state.turn != seat:
            return state
        steps = [action for action in rules.legal(state) if isinstance(action, Step)]
        own = state.seats[seat]
        best = max(
            steps,
            key=lambda step: distances[own.rescuers[step.rescuer]] - distances[step.target],
            default=None,
        )
        if best is None or distances[own.rescuers[best.rescuer]] - distances[best.target] <= 0:
            return state
        state, _ = rules.apply(state, best)
    return state
