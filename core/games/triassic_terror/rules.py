"""Triassic Terror's rules: the rounds' picking and turns, the periods' scorings and the end.

``check`` and ``apply`` dispatch through the step table (action type -> the steps where it
may be taken, its check, its apply); ``legal`` builds each step's options directly from the
state, and a test holds it equal to what ``check`` accepts. A round is the picking (``CARD``
and ``TILE``, in ``picking``), then the turns (``TURN``, ``PLACE`` and ``MIGRATE``, in
``turn``, ``placing``, ``growing``, ``migration`` and ``volcano``); ``rounds`` scores a period
and begins the next round or ends the game. The predators' actions go on in steps of their own
(``predators``, ``pterodactyl``, ``raptors``); a raptor's victim scatters the survivors, so
``pending`` then names that seat. Rule ids (``triassic_terror.tile.taken``) are the keys of
the rule texts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Decision, MatchConfig, Result
from core.engine.steps import StepTable, TableRules, rule
from core.games.triassic_terror import (
    ENTRY,
    growing,
    migration,
    picking,
    placing,
    predators,
    pterodactyl,
    raptors,
    turn,
    volcano,
)
from core.games.triassic_terror.actions import (
    Depart,
    DrawBlindCard,
    EndMigration,
    EndTurn,
    GiveCapture,
    Hatch,
    HerdGrowth,
    Migrate,
    NewEnvironment,
    PickTile,
    PlaceDinos,
    PlaceWhiteDino,
    PlayCard,
    PterodactylRemoves,
    RaptorAttacks,
    RaptorSpares,
    ScatterSurvivors,
    SendGroup,
    SendPterodactyl,
    SendRaptor,
    SendTRex,
    TakeFaceUpCard,
    TRexEats,
    UseHatchCounter,
    UseVolcanoCounter,
)
from core.games.triassic_terror.components import Components, components
from core.games.triassic_terror.rounds import FINAL_SCORING
from core.games.triassic_terror.scoring import SOURCES, final_ranking
from core.games.triassic_terror.setup import RANDOM_START, START_OPTION, new_game
from core.games.triassic_terror.state import (
    CARD,
    MIGRATE,
    OVER,
    PLACE,
    PTERODACTYL,
    PTERODACTYL_REMOVES,
    RAPTOR,
    RAPTOR_ATTACKS,
    SCATTER,
    T_REX_EATS,
    TILE,
    TURN,
    TriassicTerrorState,
)

TOTAL = "total"  # the results table's last column


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
        elif state.step == TURN:
            seat = state.seats[state.turn]
            values.update(tile=seat.tile, white_dinos=seat.white_dinos)
        elif state.step == PLACE:
            values.update(environment=state.placing, dinos=state.placing_dinos)
        elif state.step == MIGRATE:
            values.update(
                phase=migration.phase(state),
                area=state.leaving,
                migrated=len(state.migrated),
                group_areas=list(state.group_areas),
                group_dinos=list(state.group_dinos),
                captured=state.captured - len(state.captures_given),
            )
        values.update(_hunt_values(state))
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
        """After the final scoring: places by points, ties by dinos on the board (TT-D31), and
        each seat's points per source over the three scorings."""
        if state.step != OVER:
            return None
        ranking = final_ranking(state)
        used = ranking.tiebreak
        return Result(
            scores=self.scores(state),
            ranking=ranking.places,
            breakdown=tuple(
                {**dict(zip(SOURCES, seat.earned, strict=True)), TOTAL: seat.score} for seat in state.seats
            ),
            tiebreak=used.key if used else None,
            tiebreak_values=used.values if used else (),
            ending=f"triassic_terror.ending.{FINAL_SCORING}",
        )


def _hunt_values(state: TriassicTerrorState) -> dict[str, Any]:
    """What a predator's step shows: where the predator is, and what it may still take."""
    hunt = state.hunt
    if state.step == T_REX_EATS:
        return {"area": state.t_rex, "most": hunt.eats}
    if state.step in (PTERODACTYL, PTERODACTYL_REMOVES):
        return {"area": state.pterodactyl, "most": components().actions.pterodactyl_removes}
    if state.step == RAPTOR_ATTACKS:
        return {"area": state.raptors[hunt.raptor], "raptor": hunt.raptor}
    if state.step == SCATTER:
        return {"area": state.raptors[hunt.raptor], "survivors": hunt.survivors, "actor": hunt.actor}
    return {}


def _step_of(state: TriassicTerrorState) -> str | None:
    return None if state.step == OVER else state.step


LEGAL_AT: dict[str, Callable[[TriassicTerrorState], list[Action]]] = {
    CARD: picking.legal_card,
    TILE: picking.legal_tile,
    TURN: turn.legal_turn,
    PLACE: placing.legal_place,
    MIGRATE: migration.legal_migration,
    T_REX_EATS: predators.legal_eat,
    PTERODACTYL: pterodactyl.legal_send,
    PTERODACTYL_REMOVES: pterodactyl.legal_remove,
    RAPTOR: raptors.legal_send,
    RAPTOR_ATTACKS: raptors.legal_attack,
    SCATTER: raptors.legal_scatter,
}

TriassicTerrorRules.table = StepTable(
    _step_of,
    {
        TakeFaceUpCard: rule(CARD, picking.apply_face_up, picking.check_face_up),
        DrawBlindCard: rule(CARD, picking.apply_blind, picking.check_blind),
        PickTile: rule(TILE, picking.apply_tile, picking.check_tile),
        PlayCard: rule(TURN, placing.apply_card, placing.check_card),
        NewEnvironment: rule(TURN, placing.apply_new_environment, placing.check_new_environment),
        PlaceDinos: rule(PLACE, placing.apply_place, placing.check_place),
        HerdGrowth: rule(TURN, growing.apply_growth, growing.check_growth),
        Hatch: rule(TURN, growing.apply_hatch, growing.check_hatch),
        PlaceWhiteDino: rule(TURN, growing.apply_white_dino, growing.check_white_dino),
        UseHatchCounter: rule(TURN, growing.apply_hatch_counter, growing.check_hatch_counter),
        EndTurn: rule(TURN, turn.apply_end, turn.check_end),
        # Herd Migration and the Volcano counter
        Migrate: rule((TURN, MIGRATE), migration.apply_migrate, migration.check_migrate),
        SendGroup: rule(MIGRATE, migration.apply_group, migration.check_group),
        Depart: rule(MIGRATE, migration.apply_depart, migration.check_depart),
        GiveCapture: rule(MIGRATE, migration.apply_give, migration.check_give),
        EndMigration: rule((TURN, MIGRATE), migration.apply_end, migration.check_end),
        UseVolcanoCounter: rule(TURN, volcano.apply_volcano, volcano.check_volcano),
        # the predators
        SendTRex: rule(TURN, predators.apply_send, predators.check_send),
        TRexEats: rule(T_REX_EATS, predators.apply_eat, predators.check_eat),
        SendPterodactyl: rule(PTERODACTYL, pterodactyl.apply_send, pterodactyl.check_send),
        PterodactylRemoves: rule(PTERODACTYL_REMOVES, pterodactyl.apply_remove, pterodactyl.check_remove),
        SendRaptor: rule((TURN, RAPTOR), raptors.apply_send, raptors.check_send),
        RaptorAttacks: rule(RAPTOR_ATTACKS, raptors.apply_attack, raptors.check_attack),
        RaptorSpares: rule(RAPTOR_ATTACKS, raptors.apply_spare),
        ScatterSurvivors: rule(SCATTER, raptors.apply_scatter, raptors.check_scatter),
    },
)
