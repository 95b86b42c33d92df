"""Triassic Terror's computer player parts: the hidden cards, a position's judgement and the Easy level.

A position is judged by each seat's outlook (``outlook``): points so far and what the board
would score. Easy plays the option that raises its outlook most against the others' after the
action and the decision it leads to within the turn, played on greedily (``_judged``), with a
little noise; a tile is judged by what its action usually brings (``_tile_worth``), a card by
the best spread of its dinos now. The search levels compare the best few of these options, and
play the best tiles or cards out to the round's end (``deliberate``).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable

from core.engine.ai import values_by_place
from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Rules
from core.engine.rollouts import best_option
from core.games.triassic_terror.actions import (
    Depart,
    DrawBlindCard,
    EndTurn,
    GiveCapture,
    PickTile,
    PlaceWhiteDino,
    ScatterSurvivors,
    SendGroup,
    TakeFaceUpCard,
)
from core.games.triassic_terror.choices import HATCH, HERD_GROWTH, HERD_MIGRATION, RAPTORS, T_REX
from core.games.triassic_terror.components import Components, components
from core.games.triassic_terror.migration import CAPTURES, GROUPS, phase
from core.games.triassic_terror.outlook import TILE_DINOS, advantage, outlooks
from core.games.triassic_terror.prey import walk_ends, within
from core.games.triassic_terror.state import (
    CARD,
    HUNTING,
    MIGRATE,
    NO_CARD,
    OVER,
    PLACE,
    SCATTER,
    TILE,
    TriassicTerrorState,
)
from core.games.triassic_terror.tuning import TUNED, Tuning

# Decisions Hard plays after a tile or card before judging: the rest of the round, with room to spare.
MOST_REPLIES = 400
LOOKAHEAD = 1  # further decisions of the turn played on greedily to judge an option

# The decisions within a turn that follow an action of the same turn (the chain Easy plays on).
CHAIN = (PLACE, MIGRATE, *HUNTING)


class TriassicTerrorAI:
    def __init__(self, tuning: Tuning = TUNED) -> None:
        self.tuning = tuning

    def determinize(
        self, rules: Rules, view: TriassicTerrorState, seat: int, rng: random.Random
    ) -> TriassicTerrorState:
        """Other seats' blind cards and the deck: the cards ``seat`` has not seen, dealt at random.

        Seen are the face-up cards, the discard and every card the view shows in a seat's hand,
        the seat's own included; nothing in the view tells the hidden ones apart.
        """
        seen = {*view.face_up, *view.discard}
        seen.update(held.card for held in view.seats if held.card not in (NO_CARD, UNKNOWN))
        unseen = [card for card in range(len(components().card_environments)) if card not in seen]
        hidden = [index for index, held in enumerate(view.seats) if held.card == UNKNOWN]
        if len(unseen) != len(hidden) + len(view.deck):
            raise ValueError(
                f"{len(unseen)} unseen cards for {len(hidden)} blind cards and a deck of {len(view.deck)}"
            )
        rng.shuffle(unseen)
        seats = list(view.seats)
        for index, card in zip(hidden, unseen, strict=False):
            seats[index] = evolve(seats[index], card=card)
        deck = tuple(unseen[len(hidden) :])
        return evolve(view, seats=tuple(seats), deck=deck, seed=rng.getrandbits(62))

    def evaluate(self, rules: Rules, state: TriassicTerrorState) -> tuple[float, ...]:
        """The lead of each seat's outlook over the best other's, spread into [0, 1]; places once over."""
        result = rules.result(state)
        if result is not None:
            return values_by_place(result)
        values = outlooks(components(), state, self.tuning)
        spread = self.tuning.score_spread
        return tuple(
            1 / (1 + math.exp(-(mine - max(values[:seat] + values[seat + 1 :])) / spread))
            for seat, mine in enumerate(values)
        )

    def easy(
        self, rules: Rules, view: TriassicTerrorState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """The option that looks best for the own seat against the others, with a little noise."""
        if len(legal) == 1:
            return legal[0]
        worth = _worths(rules, view, seat, legal, self.tuning)
        return max(legal, key=lambda action: worth[action] + rng.gauss(0, self.tuning.noise))

    def deliberate(
        self,
        rules: Rules,
        view: TriassicTerrorState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        stop: Callable[[], bool] | None = None,
        level: str = "hard",
    ) -> Action | None:
        """A tile or card: the best few played out to the round's end on the same guessed deals.

        Which tile to take decides what a seat can do in its turn, and when; the heuristic judges
        a tile by what its action usually brings, so the search levels play the round on instead,
        every seat answering by the heuristic, and keep the heuristic's favourite unless another
        clearly wins: Normal a few options on a few deals, Hard more of both. The turn's own
        decisions are left to the search.
        """
        if view.step not in (TILE, CARD) or len(legal) < 2:
            return None
        tuning = self.tuning
        if level == "hard":
            width, samples = tuning.hard_options, tuning.hard_samples
        else:
            width, samples = tuning.normal_options, tuning.normal_samples
        options = self.candidates(rules, view, seat, legal, width)

        def done(state: TriassicTerrorState) -> bool:
            return state.step == OVER or state.round != view.round

        return best_option(self, rules, view, seat, options, done, samples, rng, stop, MOST_REPLIES)

    def worth_considering(
        self, rules: Rules, view: TriassicTerrorState, seat: int, legal: list[Action]
    ) -> list[Action]:
        """Everything but ending the turn while a white dino can still be placed.

        A white dino placed is a dino more on an own herd at no cost; ending the turn first
        sends it back to the pool. No option merely marks time: every turn ends.
        """
        if EndTurn() in legal and any(isinstance(action, PlaceWhiteDino) for action in legal):
            return [action for action in legal if action != EndTurn()]
        return legal

    def candidates(
        self, rules: Rules, view: TriassicTerrorState, seat: int, legal: list[Action], limit: int
    ) -> list[Action]:
        """The options that look best for the own seat against the others, best first."""
        worth = _worths(rules, view, seat, legal, self.tuning)
        return sorted(legal, key=lambda action: -worth[action])[:limit]


AI = TriassicTerrorAI()


# judging the options ---------------------------------------------------------------


def _worths(
    rules: Rules, view: TriassicTerrorState, seat: int, legal: list[Action], tuning: Tuning
) -> dict[Action, float]:
    parts = components()
    if view.step == CARD:
        return {action: _card_worth(rules, parts, view, seat, action, tuning) for action in legal}
    if view.step == TILE:
        return {action: _tile_worth(parts, view, seat, action) for action in legal}
    worths = {}
    for action in legal:
        after = rules.apply_legal(view, action)[0]
        # Of two lines that end alike, the one gaining at once: a gain later may not come.
        at_once = tuning.immediate * advantage(parts, _given_out(rules, parts, after, tuning), seat, tuning)
        worths[action] = _judged(rules, parts, after, seat, LOOKAHEAD, tuning) + at_once
    return worths


def _judged(
    rules: Rules, parts: Components, state: TriassicTerrorState, seat: int, depth: int, tuning: Tuning
) -> float:
    """The seat's advantage once the chain under way is played on greedily for ``depth`` decisions.

    A group sent is judged as if the herd left with it at once, and captured dinos or a
    raptor's survivors are given out plainly: until then the board has not changed.
    """
    state = _given_out(rules, parts, state, tuning)
    decision = rules.pending(state)
    if depth <= 0 or decision is None or decision.seat != seat or state.step not in CHAIN:
        return advantage(parts, state, seat, tuning)
    options = rules.legal(state)
    if state.step == MIGRATE and phase(state) == GROUPS:
        departing = [action for action in options if isinstance(action, Depart)]
        if departing:
            return _judged(rules, parts, rules.apply_legal(state, departing[0])[0], seat, depth, tuning)
        return max(
            _judged(
                rules, parts, _departed(rules, rules.apply_legal(state, action)[0]), seat, depth - 1, tuning
            )
            for action in options
            if isinstance(action, SendGroup)
        )
    return max(
        _judged(rules, parts, rules.apply_legal(state, action)[0], seat, depth - 1, tuning)
        for action in options
    )


def _departed(rules: Rules, state: TriassicTerrorState) -> TriassicTerrorState:
    return rules.apply_legal(state, Depart())[0]


def _given_out(
    rules: Rules, parts: Components, state: TriassicTerrorState, tuning: Tuning
) -> TriassicTerrorState:
    """Captures given to the first group, a raptor's survivors sent together where their owner
    fares best: the plain ending of a step whose board is still to change."""
    for _ in range(parts.actions.capture * len(parts.areas) + 1):
        if state.step == MIGRATE and phase(state) == CAPTURES:
            state = rules.apply_legal(state, GiveCapture(state.group_areas[0]))[0]
        elif state.step == SCATTER:
            victim, survivors = state.turn, state.hunt.survivors
            together = [
                action
                for action in rules.legal(state)
                if isinstance(action, ScatterSurvivors) and action.dinos == survivors
            ]
            state = max(
                (rules.apply_legal(state, action)[0] for action in together),
                key=lambda after: advantage(parts, after, victim, tuning),
            )
        else:
            break
    return state


def _card_worth(
    rules: Rules, parts: Components, view: TriassicTerrorState, seat: int, action: Action, tuning: Tuning
) -> float:
    """A card by the best spread of its dinos in its environment now; a blind one by the odds."""
    if isinstance(action, TakeFaceUpCard):
        return _environment_worth(rules, parts, view, seat, parts.card_environments[action.card], tuning)
    if isinstance(action, DrawBlindCard):
        seen = {*view.face_up, *view.discard}
        seen.update(held.card for held in view.seats if held.card not in (NO_CARD, UNKNOWN))
        odds = Counter(
            parts.card_environments[card] for card in range(len(parts.card_environments)) if card not in seen
        )
        total = sum(odds.values())
        return sum(
            count / total * _environment_worth(rules, parts, view, seat, environment, tuning)
            for environment, count in sorted(odds.items())
        )
    return 0.0


def _environment_worth(
    rules: Rules, parts: Components, view: TriassicTerrorState, seat: int, environment: int, tuning: Tuning
) -> float:
    """The seat's advantage after the best spread of a card's dinos over the environment now."""
    dinos = min(parts.deck.dinos, view.seats[seat].supply)
    placing = evolve(view, step=PLACE, turn=seat, placing=environment, placing_dinos=dinos)
    return max(
        advantage(parts, rules.apply_legal(placing, action)[0], seat, tuning)
        for action in rules.legal(placing)
    )


def _tile_worth(parts: Components, view: TriassicTerrorState, seat: int, action: Action) -> float:
    """A tile by what its action usually brings, adjusted to the board, and the white dinos on it.

    Judged in dinos: the board will have changed by the seat's turn, so a plain measure does.
    """
    if not isinstance(action, PickTile):
        return 0.0
    space = view.track.index(action.tile)
    dinos = TILE_DINOS.get(action.tile, 0.0) + view.track_white_dinos[space]
    own = sum(1 for herds in view.herds if any(herd.owner == seat for herd in herds))
    if action.tile in (HERD_GROWTH, HATCH, HERD_MIGRATION) and not own:
        dinos = 0.0
    elif action.tile == HERD_GROWTH and own == 1:
        dinos -= parts.actions.growth_dinos[1]
    elif action.tile == T_REX:
        dinos += max(
            min(most, _prey(view, area, seat))
            for steps, most in enumerate(parts.actions.t_rex_eats, start=1)
            for area in walk_ends(view.t_rex, steps)
        )
    elif action.tile == RAPTORS:
        bite = parts.actions.raptor_bite
        for raptor in view.raptors:
            reach = within(raptor, parts.actions.raptor_reach)
            dinos += min(bite, max(_largest_prey(view, area, seat) for area in reach))
    # The seat acts later in the round from a lower space: a little less sure of the board.
    return dinos - 0.05 * space


def _prey(view: TriassicTerrorState, area: int, seat: int) -> int:
    return sum(herd.dinos for herd in view.herds[area] if herd.owner != seat)


def _largest_prey(view: TriassicTerrorState, area: int, seat: int) -> int:
    return max((herd.dinos for herd in view.herds[area] if herd.owner != seat), default=0)


__all__ = ["AI", "TriassicTerrorAI"]
