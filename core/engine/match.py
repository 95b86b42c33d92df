"""A match: config, seed and the applied actions; the state is their replay.

Undo steps back one action at a time and never crosses a barrier: an action
whose events revealed hidden or random information, or an action after which
another seat has already decided. Redo replays what was undone, until a new
action is applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.engine.protocol import (
    Action,
    Decision,
    Event,
    IllegalActionError,
    MatchConfig,
    Result,
    Rules,
    Violation,
)


@dataclass(frozen=True)
class Step:
    """One applied action with who took it and what it caused."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    state_after: Any

    @property
    def reveals(self) -> bool:
        return any(event.reveals for event in self.events)


@dataclass(frozen=True)
class Snapshot:
    """Where a match stood, to put it back exactly (history, redo list, undo barrier)."""

    steps: tuple[Step, ...]
    redo: tuple[Action, ...]
    locked: int


class Match:
    def __init__(self, rules: Rules, config: MatchConfig, seed: int) -> None:
        if not rules.min_players <= config.player_count <= rules.max_players:
            raise ValueError(
                f"{rules.game_id} takes {rules.min_players}-{rules.max_players} players, "
                f"not {config.player_count}"
            )
        for name, value in config.options.items():
            allowed = rules.options.get(name)
            if allowed is None or value not in allowed:
                raise ValueError(f"{rules.game_id} has no option {name}={value!r}")
        self.rules = rules
        self.config = config
        self.seed = seed
        self.initial_state = rules.setup(config, seed)
        self.steps: list[Step] = []
        self._redo: list[Action] = []
        self._locked = 0  # steps before this index can never be undone

    @property
    def state(self) -> Any:
        return self.steps[-1].state_after if self.steps else self.initial_state

    @property
    def actions(self) -> list[Action]:
        return [step.action for step in self.steps]

    def pending(self) -> Decision | None:
        return self.rules.pending(self.state)

    def legal(self) -> list[Action]:
        return self.rules.legal(self.state)

    def check(self, action: Action) -> Violation | None:
        return self.rules.check(self.state, action)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the pending seat; raises IllegalActionError if a rule forbids it."""
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: Action) -> list[Event]:
        decision = self.pending()
        if decision is None:
            raise IllegalActionError(Violation("engine.game_over"))
        violation = self.rules.check(self.state, action)
        if violation is not None:
            raise IllegalActionError(violation)
        state, events = self.rules.apply(self.state, action)
        if self.steps and self.steps[-1].seat != decision.seat:
            self._locked = len(self.steps)  # another seat decides: earlier steps are final
        self.steps.append(Step(decision.seat, action, tuple(events), state))
        if self.steps[-1].reveals:
            self._locked = len(self.steps)  # what was revealed cannot be unseen
        return events

    # undo and redo ---------------------------------------------------------

    def undo_seat(self) -> int | None:
        """The seat whose action Undo would take back, or None if it is barred."""
        if len(self.steps) <= self._locked:
            return None
        return self.steps[-1].seat

    def can_undo(self) -> bool:
        return self.undo_seat() is not None

    def undo(self) -> Step:
        if not self.can_undo():
            raise IllegalActionError(Violation("engine.undo.barrier"))
        step = self.steps.pop()
        self._redo.append(step.action)
        return step

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        if not self._redo:
            raise IllegalActionError(Violation("engine.redo.nothing"))
        return self._apply(self._redo.pop())

    # snapshots -------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        return Snapshot(tuple(self.steps), tuple(self._redo), self._locked)

    def restore(self, snapshot: Snapshot) -> None:
        self.steps = list(snapshot.steps)
        self._redo = list(snapshot.redo)
        self._locked = snapshot.locked

    # replay ------------------------------------------------------------------

    @classmethod
    def replay(cls, rules: Rules, config: MatchConfig, seed: int, actions: list[Action]) -> Match:
        """Rebuild a match from its record; raises IllegalActionError at the first bad action."""
        match = cls(rules, config, seed)
        for action in actions:
            match._apply(action)
        return match
