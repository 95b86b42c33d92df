"""Triassic Terror's rules, played so far through a round's first phase: cards and tiles.

``check`` and ``apply`` dispatch through the step table (action type -> the steps where it
may be taken, its check, its apply); ``legal`` builds each step's options directly from the
state, and a test holds it equal to what ``check`` accepts. Once every seat has picked its
tile, ``pending`` names the ``TURN`` step for the seat on the lowest space: a placeholder the
rules of the turns will fill, offering no option yet. Rule ids
(``triassic_terror.tile.taken``) are the keys of the rule texts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Decision, MatchConfig, Result
from core.engine.steps import StepTable, TableRules, rule
from core.games.triassic_terror import ENTRY, picking
from core.games.triassic_terror.actions import DrawBlindCard, PickTile, TakeFaceUpCard
from core.games.triassic_terror.components import Components, components
from core.games.triassic_terror.setup import RANDOM_START, START_OPTION, new_game
from core.games.triassic_terror.state import CARD, OVER, TILE, TriassicTerrorState


class TriassicTerrorRules(TableRules):
    entry = ENTRY

    def components(self) -> Components:
        return components()

    def hides_information(self) -> bool:
        return True  # blind-drawn cards (TT-D33)

    def setup(self, config: MatchConfig, seed: int) -> TriassicTerrorState:
        start = str(config.options.get(START_OPTION, RANDOM_START))
        return new_game(config.player_count, seed, start)

    def pending(self, state: TriassicTerrorState) -> Decision | None:
        if state.step == OVER:
            return None
        values: dict[str, Any] = {"round": state.round}
        if state.step == CARD:
            values["face_up"] = list(state.face_up)
        return Decision(state.turn, state.step, values)

    def legal(self, state: TriassicTerrorState) -> list[Action]:
        options = LEGAL_AT.get(state.step)
        return options(state) if options is not None else []

    def view(self, state: TriassicTerrorState, seat: int) -> TriassicTerrorState:
        """What a seat may see: not another seat's blind card, nor the deck's order (TT-D33).

        The seed goes too: from it the deck, and every later shuffle of the tiles, could be
        worked out.
        """
        seats = tuple(
            evolve(held, card=UNKNOWN) if held.card_blind and index != seat else held
            for index, held in enumerate(state.seats)
        )
        return evolve(state, seed=0, seats=seats, deck=(UNKNOWN,) * len(state.deck))

    def scores(self, state: TriassicTerrorState) -> tuple[int, ...]:
        return tuple(seat.score for seat in state.seats)

    def result(self, state: TriassicTerrorState) -> Result | None:
        return None  # the game cannot end yet: its turns and scorings are still to come


def _step_of(state: TriassicTerrorState) -> str | None:
    return None if state.step == OVER else state.step


LEGAL_AT: dict[str, Callable[[TriassicTerrorState], list[Action]]] = {
    CARD: picking.legal_card,
    TILE: picking.legal_tile,
}

TriassicTerrorRules.table = StepTable(
    _step_of,
    {
        TakeFaceUpCard: rule(CARD, picking.apply_face_up, picking.check_face_up),
        DrawBlindCard: rule(CARD, picking.apply_blind, picking.check_blind),
        PickTile: rule(TILE, picking.apply_tile, picking.check_tile),
    },
)
