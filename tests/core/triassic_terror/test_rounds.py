"""Rounds and periods: picking then turns, a scoring after each period's last round, the specials
at their rounds, the start player marker passing on (brief "Length", TT-D28)."""

from __future__ import annotations

import pytest

from core.engine.protocol import Event
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import CARD, HUNTING, OVER, PLACE, TILE, TURN, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, new, scripted

PARTS = components()


def _game(players: int, seed: int = 1) -> list[tuple[TriassicTerrorState, list[Event]]]:
    """A scripted game: each state with the events of the action taken in it."""
    state, played = new(players, seed), []
    while state.step != OVER:
        after, events = RULES.apply(state, scripted(state))
        played.append((state, events))
        state = after
    return played


@pytest.mark.parametrize("players", [2, 5])
def test_scorings_happen_after_the_last_round_of_each_period(players: int) -> None:
    """Seed: "Die ersten beiden Wertungen jeweils nach drei Spielrunden und die letzte je nach
    Spieleranzahl auch eher."; brief: after rounds 3, 6, 9 at 2-4 players, 3, 6, 8 at 5-6."""
    scored = [
        (before.round, event.values["period"])
        for before, events in _game(players)
        for event in events
        if event.kind == "period_scored"
    ]
    assert scored == [(3, 0), (6, 1), ((9, 8)[players > 4], 2)]


@pytest.mark.parametrize("players", [3, 6])
def test_special_scorings_happen_only_at_their_rounds(players: int) -> None:
    """Seed: "Nach welcher Runde diese Sonderwertung eintritt …"; TT-D28: presence and dominance at the
    Jurassic scoring and the final one."""
    specials, bonus_rounds = [], set()
    for before, events in _game(players):
        for event in events:
            if event.kind == "period_scored":
                specials.append((before.round, event.values["specials"]))
            if event.kind in ("presence_scored", "dominance_scored"):
                bonus_rounds.add(before.round)
    last = sum(PARTS.rounds[players])
    assert specials == [(3, False), (6, True), (last, True)]
    assert bonus_rounds <= {6, last} and 6 in bonus_rounds


def test_a_round_is_picking_then_turns() -> None:
    """Seed: "… jede Runde … in mehrere Phasen": phase 1 (cards in a period's first round, tiles), then
    phase 2 (the turns); the next round begins with its picking."""
    phases: dict[int, list[str]] = {}
    for before, _ in _game(3):
        # placing dinos and the predators' steps are parts of a turn
        phase = TURN if before.step in (PLACE, *HUNTING) else before.step
        steps = phases.setdefault(before.round, [])
        if not steps or steps[-1] != phase:
            steps.append(phase)
    assert phases[1] == [CARD, TILE, CARD, TILE, CARD, TILE, TURN]
    assert phases[2] == [TILE, TURN] and phases[4] == [CARD, TILE, CARD, TILE, CARD, TILE, TURN]
    assert len(phases) == 9


def test_the_start_player_marker_passes_clockwise_after_every_round() -> None:
    """Brief: the start player marker passes clockwise after every round; each round's picking begins
    with it."""
    first_pickers = {}
    for before, _ in _game(4, seed=3):
        first_pickers.setdefault(before.round, (before.turn, before.start_player))
    start = first_pickers[1][0]
    assert first_pickers == {round_: ((start + round_ - 1) % 4,) * 2 for round_ in range(1, 10)}
