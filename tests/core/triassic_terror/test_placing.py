"""Dinos into one environment: the environment card (TT-D14) and New Environment (TT-D16)."""

from __future__ import annotations

from itertools import product

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN
from core.engine.tuples import put
from core.games.triassic_terror.actions import EndTurn, NewEnvironment, PlaceDinos, PlayCard
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import NO_HABITAT
from core.games.triassic_terror.state import NO_CARD, PLACE, TURN, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(3)

DESERT = PARTS.environment("desert").index
DESERT_AREAS = PARTS.areas_of(DESERT)
A_DESERT_CARD = PARTS.card_environments.index(DESERT)
OTHER = (ME + 1) % 3


def _dinos(state: TriassicTerrorState, environment: int) -> list[int]:
    """The seat's dinos in each area of the environment."""
    return [state.herd(area, ME).dinos if state.herd(area, ME) else 0 for area in PARTS.areas_of(environment)]


def test_a_card_places_three_dinos_in_its_environment() -> None:
    """Seed: "Spielt man seine Geländekarte, so darf man sofort drei Dinos in dem Gebiet, das die
    Geländekarte vorgibt, einsetzen." """
    state = play(at_turn(3, "hatch", card=A_DESERT_CARD), PlayCard())
    decision = RULES.pending(state)
    assert decision is not None and decision.kind == PLACE
    assert dict(decision.values) == {"round": 1, "environment": DESERT, "dinos": 3}
    supply = state.seats[ME].supply
    state = play(state, PlaceDinos((3, 0, 0)))
    assert _dinos(state, DESERT) == [3, 0, 0] and state.seats[ME].supply == supply - 3
    assert state.step == TURN


def test_a_card_places_only_in_its_own_environment() -> None:
    """Seed: "Hat man also eine Wüsten-Geländekarte, so muss man auch in das Wüstengebiet einsetzen." and
    "Er muss aber alle drei Dinos in ein Gebiet stellen.": none may be kept."""
    state = play(at_turn(3, "hatch", card=A_DESERT_CARD), PlayCard())
    assert state.placing == DESERT
    for kept in ((2, 0, 0), (1, 1, 0), (0, 0, 0), (4, 0, 0), (1, 1, 1, 0)):
        assert RULES.check(state, PlaceDinos(kept)).rule == "triassic_terror.place.spread"  # type: ignore[union-attr]
    after = play(state, PlaceDinos((1, 1, 1)))
    changed = [area for area in range(12) if after.herds[area] != state.herds[area]]
    assert changed == list(DESERT_AREAS)


def test_the_three_dinos_may_be_spread_as_three_two_and_one_or_one_each() -> None:
    """Seed: "Dabei kann er alle Dinos in einen Abschnitt stellen oder zwei … und einen … oder auch je
    einen Dino in jeden Abschnitt"."""
    state = play(at_turn(3, "hatch", card=A_DESERT_CARD), PlayCard())
    spreads = {spread for spread in product(range(4), repeat=3) if sum(spread) == 3}
    assert len(spreads) == 10 and set(RULES.legal(state)) == {PlaceDinos(spread) for spread in spreads}


def test_with_a_short_supply_only_what_is_left_is_placed() -> None:
    """TT-D14, TT-D16: with fewer than 3 in the supply, what is left is placed and the rest lost."""
    state = play(at_turn(3, "hatch", card=A_DESERT_CARD, supply=2), PlayCard())
    assert state.placing_dinos == 2
    assert RULES.check(state, PlaceDinos((3, 0, 0))).rule == "triassic_terror.place.spread"  # type: ignore[union-attr]
    state = play(state, PlaceDinos((1, 0, 1)))
    assert _dinos(state, DESERT) == [1, 0, 1] and state.seats[ME].supply == 0
    empty = play(at_turn(3, "new_environment", supply=0), NewEnvironment(DESERT))
    assert RULES.legal(empty) == [PlaceDinos((0, 0, 0))]
    assert play(empty, PlaceDinos((0, 0, 0)), EndTurn()).herds == empty.herds


def test_a_played_card_is_discarded() -> None:
    """TT-D14, TT-D6: the played card goes to the discard pile at once; a blind card is shown then."""
    state = at_turn(3, "hatch", card=A_DESERT_CARD)
    state = play(state, PlayCard())
    assert state.seats[ME].card == NO_CARD and state.discard[-1] == A_DESERT_CARD
    blind = at_turn(3, "hatch", card=A_DESERT_CARD)
    blind = evolve(blind, seats=put(blind.seats, ME, evolve(blind.seats[ME], card_blind=True)))
    assert RULES.view(blind, OTHER).seats[ME].card == UNKNOWN
    _, events = RULES.apply(blind, PlayCard())
    assert [(event.kind, event.values["card"], event.reveals) for event in events] == [
        ("card_played", A_DESERT_CARD, True)
    ]
    assert RULES.view(play(blind, PlayCard()), OTHER).discard[-1] == A_DESERT_CARD


def test_new_environment_places_three_dinos_in_one_chosen_environment() -> None:
    """Seed: "a) Neue Geländeart … genauso wie eine Geländekarte, nur dass man sich das Gebiet aussuchen
    darf"; TT-D16."""
    state = at_turn(3, "new_environment")
    assert [action for action in RULES.legal(state) if isinstance(action, NewEnvironment)] == [
        NewEnvironment(environment) for environment in range(4)
    ]
    mountains = PARTS.environment("mountains").index
    state = play(state, NewEnvironment(mountains))
    assert state.step == PLACE and state.placing == mountains and state.placing_dinos == 3
    state = play(state, PlaceDinos((1, 1, 1)))
    assert _dinos(state, mountains) == [1, 1, 1]
    assert RULES.check(state, NewEnvironment(mountains)).rule == "triassic_terror.turn.acted"  # type: ignore[union-attr]
    assert EndTurn() in RULES.legal(state)


def test_the_cards_dinos_enter_together_and_each_area_re_ranks_once() -> None:
    """Seed: "Je nachdem, ob er dadurch die Mehrheit … hat …, stellt er die Figuren dann auf das
    entsprechende Habitat"; TT-D10, TT-D13: the three enter as one step, so a herd of 3 founded
    next to a herd of 2 takes the large habitat at once, and each herd's habitat changes once."""
    outer = DESERT_AREAS[0]
    state = at_turn(3, "hatch", card=A_DESERT_CARD, herds={outer: [(OTHER, 2)]})
    state, events = RULES.apply(play(state, PlayCard()), PlaceDinos((3, 0, 0)))
    assert [(herd.owner, herd.dinos) for herd in state.herds[outer]] == [(ME, 3), (OTHER, 2)]
    moves = [
        (event.seat, event.values["before"], event.values["habitat"])
        for event in events
        if event.kind == "habitat_changed"
    ]
    assert moves == [(ME, NO_HABITAT, 0), (OTHER, 0, 1)]
