"""Phase 2: the turns from space 1 down, their steps in any order, and when a turn may end
(TT-D12 to TT-D14)."""

from __future__ import annotations

from itertools import permutations

from core.engine.protocol import Action
from core.games.triassic_terror.actions import (
    EndTurn,
    Hatch,
    HerdGrowth,
    PlaceDinos,
    PlaceWhiteDino,
    PlayCard,
    SendPterodactyl,
    UseHatchCounter,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import NO_CARD, NOBODY, PLACE, TILE, TURN, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, at_turn, finish_turn, new, pick_spaces, play, turn_seat

PARTS = components()
SWAMP = PARTS.environment("swamp").index
OUTER, MIDDLE = PARTS.area("swamp_outer").index, PARTS.area("swamp_middle").index
A_SWAMP_CARD = PARTS.card_environments.index(SWAMP)
ME = turn_seat(3)


def test_turns_go_from_space_one_down() -> None:
    """Seed: "Der Spieler, dessen Dino am weitesten oben auf der Aktionsleiste steht, darf jetzt mit
    seinem Zug beginnen."; TT-D12: space 1 first, then 2 … 6, whoever picked first."""
    state = pick_spaces(new(4), [4, 2, 6, 1])
    by_space = [seat for seat in state.figures if seat != NOBODY]
    played = []
    while state.step != TILE:
        played.append(state.turn)
        state = finish_turn(state)
    assert played == by_space and by_space != [(state.start_player - 1 + n) % 4 for n in range(4)]


def _card_and_growth() -> TriassicTerrorState:
    return at_turn(3, "herd_growth", card=A_SWAMP_CARD, herds={OUTER: [(ME, 4)], MIDDLE: [(ME, 4)]})


def test_the_card_may_come_before_or_after_the_action() -> None:
    """Seed: "Er kann jetzt erst seine Geländekarte spielen oder erst die Aktion ausführen." """
    card = (PlayCard(), PlaceDinos((3, 0, 0)))
    growth = (HerdGrowth(OUTER, MIDDLE),)
    first = play(_card_and_growth(), *card)
    assert HerdGrowth(OUTER, MIDDLE) in RULES.legal(first)
    second = play(_card_and_growth(), *growth)
    assert PlayCard() in RULES.legal(second)
    ends = [play(_card_and_growth(), *order, EndTurn()) for order in (card + growth, growth + card)]
    assert ends[0].herds == ends[1].herds and ends[0].turn != _card_and_growth().turn


def test_a_turns_steps_come_in_any_order() -> None:
    """Seed: "In welcher Reihenfolge man hier vorgeht, bleibt dem Spieler überlassen."; TT-D13: the
    card, the action, a white dino and the Hatch counter in each of the 24 orders."""
    start = at_turn(3, "hatch", card=A_SWAMP_CARD, white_dinos=1, herds={OUTER: [(ME, 4)]})
    steps: list[tuple[Action, ...]] = [
        (PlayCard(), PlaceDinos((3, 0, 0))),
        (Hatch(OUTER), SendPterodactyl(PARTS.predators.pterodactyl)),  # it stays, over no herd
        (PlaceWhiteDino(OUTER),),
        (UseHatchCounter(OUTER),),
    ]
    ends = set()
    for order in permutations(steps):
        state = start
        for step in order:
            assert all(RULES.check(state, action) is None for action in step[:1]), (order, step)
            state = play(state, *step)
        assert RULES.check(state, EndTurn()) is None, order
        ends.add(state.herds)
    assert len(ends) == 1, "every order ends on the same board"
    assert next(iter(ends))[OUTER][0].dinos == 4 + 3 + 3 + 1 + 2, "card, Hatch, white dino, counter"


def test_the_turn_cannot_end_before_the_card_and_the_action() -> None:
    """TT-D13, TT-D14: the card must be played and the tile's action taken before the turn ends."""
    state = _card_and_growth()
    assert RULES.check(state, EndTurn()).rule == "triassic_terror.turn.card_to_play"  # type: ignore[union-attr]
    state = play(state, PlayCard(), PlaceDinos((0, 0, 3)))
    assert RULES.check(state, EndTurn()).rule == "triassic_terror.turn.action_to_take"  # type: ignore[union-attr]
    assert EndTurn() not in RULES.legal(state)
    state = play(state, HerdGrowth(MIDDLE, OUTER))
    assert EndTurn() in RULES.legal(state) and state.seats[state.turn].card == NO_CARD


def test_dinos_are_placed_before_anything_else_of_the_turn() -> None:
    """Once a card is played its dinos are placed next: the PLACE step offers nothing else."""
    state = play(_card_and_growth(), PlayCard())
    assert state.step == PLACE and all(isinstance(action, PlaceDinos) for action in RULES.legal(state))
    assert RULES.check(state, EndTurn()).rule == "engine.not_now"  # type: ignore[union-attr]
    assert play(state, PlaceDinos((1, 1, 1))).step == TURN
