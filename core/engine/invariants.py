"""What must hold after every action of every game, whatever was played.

Each game's ``core.games.<game>.invariants`` module exports ``INVARIANTS``,
an object with the methods of ``GameInvariants``: the actions one could
think of offering (legal or not, to hold ``check`` and ``legal`` together)
and the game's own rules of conservation. The checks here are the ones
every game shares; random-game tests and the fuzz run call both.

A broken invariant raises ``InvariantError`` with a message that says what
broke, so a failing seed can be replayed and read without a debugger.
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Iterable
from typing import Any, Protocol

from core.engine.match import Match
from core.engine.protocol import Action, Event, Rules


class InvariantError(Exception):
    """Something that must always hold does not."""


def expect(condition: bool, message: str) -> None:
    """Raise ``InvariantError(message)`` unless ``condition`` holds (unlike ``assert``, always on)."""
    if not condition:
        raise InvariantError(message)


class GameInvariants(Protocol):
    def thinkable(self, state: Any) -> Iterable[Action]:
        """Every action one could think of offering now, legal or not: all of ``legal`` and more."""

    def check_state(self, state: Any) -> None:
        """Raise ``InvariantError`` unless the state keeps the game's rules of conservation."""

    def check_transition(self, before: Any, after: Any, events: list[Event]) -> None:
        """Raise ``InvariantError`` unless one action led from ``before`` to ``after`` as the rules allow."""


def invariants_for(game_id: str) -> GameInvariants:
    """The invariants of ``game_id`` (its ``invariants`` module's ``INVARIANTS``)."""
    module = importlib.import_module(f"core.games.{game_id}.invariants")
    invariants: GameInvariants = module.INVARIANTS
    return invariants


def check_position(
    rules: Rules, state: Any, sample: int | None = None, rng: random.Random | None = None
) -> None:
    """Every invariant of one state: the shared ones of the decision and the game's own."""
    invariants = invariants_for(rules.game_id)
    check_decision(rules, state, invariants.thinkable(state), sample, rng)
    invariants.check_state(state)


def check_decision(
    rules: Rules,
    state: Any,
    thinkable: Iterable[Action],
    sample: int | None = None,
    rng: random.Random | None = None,
) -> None:
    """The pending decision has options, and they are exactly the actions ``check`` accepts.

    With ``sample``, only that many of the thinkable actions are checked
    (chosen by ``rng``), besides every legal one.
    """
    legal = rules.legal(state)
    decision = rules.pending(state)
    if decision is None:
        expect(legal == [], "a finished game still offers actions")
        expect(rules.result(state) is not None, "no decision is pending, yet the game has no result")
        return
    expect(rules.result(state) is None, "a decision is pending, yet the game has a result")
    expect(bool(legal), f"the pending decision {decision.kind} has no legal option")
    expect(len(set(legal)) == len(legal), "legal lists an action twice")
    refused = [(action, rules.check(state, action)) for action in legal]
    refused = [(action, violation) for action, violation in refused if violation is not None]
    expect(not refused, f"check refuses the legal {refused[:1]}")
    candidates = list(thinkable)
    if sample is not None and len(candidates) > sample:
        candidates = (rng or random.Random(0)).sample(candidates, sample)
    offered = set(legal)
    for action in candidates:
        accepted = rules.check(state, action) is None
        expect(
            accepted == (action in offered),
            f"check {'accepts' if accepted else 'refuses'} {action}, legal disagrees",
        )


def check_save_round_trip(match: Match) -> None:
    """The match written as a save file and read back is the same match, action for action."""
    from core.engine import savefile  # savefile needs the registry; invariants alone do not
    from core.engine.serial import digest

    data = json.loads(json.dumps(savefile.to_json(match, version="fuzz")))
    loaded = savefile.from_json(data, "memory")
    expect(loaded.actions == match.actions, "a save file read back has other actions")
    expect(digest(loaded.state) == digest(match.state), "a save file read back reaches another state")


def check_undo_redo(match: Match) -> None:
    """Undoing the last undoable step and redoing it gives back the same state."""
    seat = match.undo_seat()
    if seat is None:
        return
    before = match.state
    step = match.undo()
    expect(step.seat == seat, f"undo took back a step of seat {step.seat}, not of seat {seat}")
    expect(step.state_after == before, "undo took back another step than the last")
    match.redo()
    expect(match.state == before, "redo after undo reached another state")
