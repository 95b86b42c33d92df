"""Isla Nublar's rules: turns of cards played one at a time, the pools they fill and what the
pools buy and build, dinosaurs that walk and raid, and the end.

``check`` and ``apply`` dispatch through the step table (action type -> the steps where it
may be taken, its check, its apply); ``legal`` builds each step's options directly from the
state, and a test holds it equal to what ``check`` accepts. ``cards`` plays a hand card and
its action; ``buying``, ``crating``, ``camping`` and ``relocating`` spend the pools;
``handwork`` takes cards out of play; ``walking`` moves the dinosaurs and asks for
Countermeasures (then ``pending`` names the asked seat, not the active one); ``ending`` ends
the turn and the game. Rule ids (``isla_nublar.buy.too_dear``) are the keys of the rule texts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Decision, MatchConfig, Result
from core.engine.steps import StepTable, TableRules, rule
from core.games.isla_nublar import (
    ENTRY,
    buying,
    camping,
    cards,
    crating,
    ending,
    handwork,
    individual,
    patrons,
    relocating,
    walking,
)
from core.games.isla_nublar.actions import (
    AdvancePatron,
    AllowRaid,
    BuildCamp,
    Buy,
    BuyScoring,
    ChangeAmber,
    ChooseScoring,
    DiscardCard,
    EndTurn,
    GainCard,
    HideCard,
    KeepCrate,
    PickUpCamp,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PlayCountermeasure,
    PutDownCamp,
    PutDownCrate,
    Restock,
    ScorePlayed,
    SendBack,
    SkipAction,
    StopDiscarding,
    StopHiding,
    ToVolcano,
    TrashCard,
    TrashPlayed,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import Components, components
from core.games.isla_nublar.scoring import PATRONS, SOURCES
from core.games.isla_nublar.setup import (
    INDIVIDUAL_OPTION,
    ON,
    PATRONS_OPTION,
    RANDOM_START,
    START_OPTION,
    new_game,
)
from core.games.isla_nublar.state import (
    ACTION,
    COUNTER,
    DISCARD,
    DISTRACT,
    HIDE,
    MOVE_CRATE,
    OVER,
    RELOCATE_FROM,
    RELOCATE_TO,
    REPLAY,
    SCORE,
    TRASH,
    TURN,
    UPGRADE_GAIN,
    UPGRADE_TRASH,
    VOLCANO,
    WALK,
    IslaNublarState,
    Seat,
)

TOTAL = "total"  # the results table's last column


class IslaNublarRules(TableRules):
    entry = ENTRY

    def components(self) -> Components:
        return components()

    def hides_information(self) -> bool:
        return True  # hands, hidden cards and every pile's order (IN-D46)

    def setup(self, config: MatchConfig, seed: int) -> IslaNublarState:
        options = config.options
        start = str(options.get(START_OPTION, RANDOM_START))
        patrons = options.get(PATRONS_OPTION) == ON
        return new_game(config.player_count, seed, start, patrons, options.get(INDIVIDUAL_OPTION) == ON)

    def pending(self, state: IslaNublarState) -> Decision | None:
        if state.step == OVER:
            return None
        values: dict[str, Any] = {
            "amber": state.amber,
            "crates": state.crate_points,
            "changed": state.change_points,
            "hand": len(state.active.hand),
        }
        if state.step in (ACTION, REPLAY):
            values["card"] = state.playing
        elif state.step in (WALK, VOLCANO, COUNTER):
            values["dinosaur"] = state.walk.dinosaur
            if state.step == COUNTER:
                values.update(space=state.walk.raid, actor=state.turn)
        elif state.step == DISCARD:
            values["discarded"] = state.discarded
        elif state.step == UPGRADE_GAIN:
            values["most"] = state.gain_limit
        elif state.step == MOVE_CRATE:
            values["space"] = state.moving_from
        elif state.step == RELOCATE_TO:
            values.update(space=state.relocating[0], level=state.relocating[1])
        elif state.step == SCORE:
            values["space"] = state.built
        seat = walking.counter_seat(state) if state.step == COUNTER else state.turn
        return Decision(seat, state.step, values, turn_of=state.turn if seat != state.turn else None)

    def legal(self, state: IslaNublarState) -> list[Action]:
        options = LEGAL_AT.get(state.step)
        return options(state) if options is not None else []

    def view(self, state: IslaNublarState, seat: int) -> IslaNublarState:
        """What a seat may see (IN-D46): not others' hands, hidden cards or discards below the top;
        no pile's order (its own draw pile's cards it knows, in no order); the market's tops only;
        at a Countermeasure question only the seat asked now.

        The seed goes too: from it every pile's order could be worked out.
        """
        seats = tuple(_seen(held, index == seat) for index, held in enumerate(state.seats))
        return evolve(
            state,
            seed=0,
            seats=seats,
            # the seats still to be asked would tell who else holds a Countermeasure
            walk=evolve(state.walk, asked=state.walk.asked[:1]),
            market=tuple(stack[:1] + _unknown(stack[1:]) for stack in state.market),
            dinosaur_deck=_unknown(state.dinosaur_deck),
            scoring_deck=_unknown(state.scoring_deck),
        )

    def scores(self, state: IslaNublarState) -> tuple[int, ...]:
        return tuple(seat.score for seat in state.seats)

    def result(self, state: IslaNublarState) -> Result | None:
        """After the last round: places by points, ties by top camps (IN-D41), each seat's points
        per source (area points, each kind of scoring card, with patrons the development tiles)."""
        if state.step != OVER:
            return None
        ranking = ending.final_ranking(state)
        used = ranking.tiebreak
        return Result(
            scores=self.scores(state),
            ranking=ranking.places,
            breakdown=tuple({**_by_source(state, seat), TOTAL: seat.score} for seat in state.seats),
            tiebreak=used.key if used else None,
            tiebreak_values=used.values if used else (),
            ending=f"isla_nublar.ending.{state.end}",
        )


def _by_source(state: IslaNublarState, seat: Seat) -> dict[str, int]:
    """The seat's points per source; the development tiles' only where patrons are played."""
    parts = dict(zip(SOURCES, seat.earned, strict=True))
    if not state.patrons:
        del parts[PATRONS]
    return parts


def _unknown(cards: tuple[int, ...]) -> tuple[int, ...]:
    return (UNKNOWN,) * len(cards)


def _seen(held: Seat, own: bool) -> Seat:
    if own:
        return evolve(held, draw=tuple(sorted(held.draw)))
    discard = _unknown(held.discard[:-1]) + held.discard[-1:]
    return evolve(
        held,
        hand=_unknown(held.hand),
        draw=_unknown(held.draw),
        hidden=_unknown(held.hidden),
        discard=discard,
    )


def legal_turn(state: IslaNublarState) -> list[Action]:
    options: list[Action] = [PlayCard(card) for card in state.active.hand]
    options += buying.legal_buys(state)
    options += individual.legal_scoring_buys(state)
    options += crating.legal_places(state)
    options += crating.legal_pick_ups(state)
    options += crating.legal_restocks(state)
    options += crating.legal_changes(state)
    options += camping.legal_builds(state)
    options += ending.legal_end(state)
    return options


def legal_action(state: IslaNublarState) -> list[Action]:
    """A blue card's usable actions, then advancing its patron where that may be, then none."""
    options = cards.playable_actions(state)
    return options[:-1] + patrons.legal_advances(state) + options[-1:]


def _step_of(state: IslaNublarState) -> str | None:
    return None if state.step == OVER else state.step


LEGAL_AT: dict[str, Callable[[IslaNublarState], list[Action]]] = {
    TURN: legal_turn,
    ACTION: legal_action,
    HIDE: handwork.legal_hide,
    DISCARD: handwork.legal_discard,
    TRASH: handwork.legal_trash,
    UPGRADE_TRASH: handwork.legal_upgrade_trash,
    UPGRADE_GAIN: buying.legal_gains,
    RELOCATE_FROM: relocating.legal_pick_ups,
    RELOCATE_TO: relocating.legal_put_downs,
    MOVE_CRATE: crating.legal_put_downs,
    DISTRACT: walking.legal_send_backs,
    WALK: walking.legal_walks,
    COUNTER: walking.legal_counter,
    VOLCANO: walking.legal_volcanoes,
    SCORE: camping.legal_scorings,
    REPLAY: individual.legal_replay,
}

IslaNublarRules.table = StepTable(
    _step_of,
    {
        PlayCard: rule(TURN, cards.apply_play, cards.check_play),
        UseAction: rule(ACTION, cards.apply_use, cards.check_use),
        SkipAction: rule((ACTION, REPLAY), cards.apply_skip),
        AdvancePatron: rule(ACTION, patrons.apply_advance, patrons.check_advance),
        ScorePlayed: rule(REPLAY, individual.apply_score_played),
        Buy: rule(TURN, buying.apply_buy, buying.check_buy),
        BuyScoring: rule(TURN, individual.apply_scoring_buy, individual.check_scoring_buy),
        PlaceCrate: rule(TURN, crating.apply_place, crating.check_place),
        PickUpCrate: rule(TURN, crating.apply_pick_up, crating.check_pick_up),
        PutDownCrate: rule(MOVE_CRATE, crating.apply_put_down, crating.check_put_down),
        KeepCrate: rule(MOVE_CRATE, crating.apply_keep),
        Restock: rule(TURN, crating.apply_restock, crating.check_restock),
        ChangeAmber: rule(TURN, crating.apply_change, crating.check_change),
        BuildCamp: rule(TURN, camping.apply_build, camping.check_build),
        ChooseScoring: rule(SCORE, camping.apply_scoring, camping.check_scoring),
        EndTurn: rule(TURN, ending.apply_end, ending.check_end),
        HideCard: rule(HIDE, handwork.apply_hide, handwork.check_hide),
        StopHiding: rule(HIDE, handwork.apply_stop_hiding),
        DiscardCard: rule(DISCARD, handwork.apply_discard, handwork.check_discard),
        StopDiscarding: rule(DISCARD, handwork.apply_stop_discarding),
        TrashCard: rule(TRASH, handwork.apply_trash, handwork.check_trash),
        TrashPlayed: rule(UPGRADE_TRASH, handwork.apply_upgrade_trash, handwork.check_upgrade_trash),
        GainCard: rule(UPGRADE_GAIN, buying.apply_gain, buying.check_gain),
        PickUpCamp: rule(RELOCATE_FROM, relocating.apply_pick_up, relocating.check_pick_up),
        PutDownCamp: rule(RELOCATE_TO, relocating.apply_put_down, relocating.check_put_down),
        SendBack: rule(DISTRACT, walking.apply_send_back, walking.check_send_back),
        Walk: rule(WALK, walking.apply_walk, walking.check_walk),
        PlayCountermeasure: rule(COUNTER, walking.apply_counter, walking.check_counter),
        AllowRaid: rule(COUNTER, walking.apply_allow),
        ToVolcano: rule(VOLCANO, walking.apply_volcano, walking.check_volcano),
    },
)
