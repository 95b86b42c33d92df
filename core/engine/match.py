"""A match: config, seed and the applied actions; the state is their replay.

Undo steps back one operation at a time (one action, or the actions of one
plan applied together) and never crosses a barrier: an action whose events
revealed hidden or random information, or an action after which another
seat has already decided. Redo replays what was undone, until a new action
is applied.

No match takes more actions than its game's ``max_actions`` (declared in its
``GameEntry``): the action beyond is refused, as is a save file holding more.

An action is checked once: by the rules' ``check`` before it is applied, or
not at all when it is one of the options ``legal`` gave for the state it is
applied to (what the table offers a person comes from there).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from core.engine.config_check import check_config
from core.engine.deals import prepared
from core.engine.protocol import (
    Action,
    Decision,
    Event,
    IllegalActionError,
    JSONValue,
    MatchConfig,
    Result,
    Rules,
    Violation,
)

TOO_MANY_ACTIONS = "engine.too_many_actions"


class UndoBar(Enum):
    """Why Undo cannot take anything back now; the value is the key of its text (i18n/engine).

    ``Match.undo_bar`` gives the barriers of the record itself; whoever runs the
    match adds what only it knows: which seats are computers, whether the table
    has been handed on to the next person, whether the game is over.
    """

    NOTHING = "engine.undo.nothing"  # no move made yet, or every move taken back
    REVEALED = "engine.undo.revealed"  # the last move revealed hidden or random information
    OTHER_SEAT = "engine.undo.other_seat"  # another seat has decided since
    COMPUTER = "engine.undo.computer"  # the last move was a computer's
    HANDED_ON = "engine.undo.handed_on"  # play passed to the next person, who may have seen their hand
    GAME_OVER = "engine.undo.game_over"


class ReplayError(IllegalActionError):
    """A recorded action the rules refuse, with the state it was tried in, so its rule can be
    put in words with the values of that moment (a field's name, a card's)."""

    def __init__(self, violation: Violation, state: Any) -> None:
        super().__init__(violation)
        self.state = state


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
    redo: tuple[tuple[Action, ...], ...]
    locked: int
    starts: tuple[int, ...]


@dataclass(frozen=True)
class TutorialMark:
    """Where a guided game stands: the tutorial, the version of its steps and the step."""

    tutorial: str
    version: int
    step: int


class Match:
    def __init__(
        self, rules: Rules, config: MatchConfig, seed: int, deal: Mapping[str, JSONValue] | None = None
    ) -> None:
        """``deal`` fixes the first tiles or cards (a guided game); a ``DealError`` if the game refuses it."""
        check_config(rules, config)  # a ConfigError (a ValueError) for what this version cannot play
        self.rules = rules
        self.config = config
        self.seed = seed
        self.deal = deal
        state = rules.setup(config, seed)
        self.initial_state = state if deal is None else prepared(rules, state, deal)
        # Set by whoever runs a guided game, so a save resumes it at the same step.
        self.tutorial: TutorialMark | None = None
        self.steps: list[Step] = []
        self._redo: list[tuple[Action, ...]] = []  # operations undone, the last undone last
        self._locked = 0  # steps before this index can never be undone
        self._starts: list[int] = []  # where each operation begins in ``steps``
        # The options ``legal`` gave last and the state they belong to: an action among them
        # needs no second check (states are frozen, so holding one keeps the pair true).
        self._legal_state: Any = None
        self._legal_options: tuple[Action, ...] = ()

    @property
    def state(self) -> Any:
        return self.steps[-1].state_after if self.steps else self.initial_state

    @property
    def actions(self) -> list[Action]:
        return [step.action for step in self.steps]

    def pending(self) -> Decision | None:
        return self.rules.pending(self.state)

    def legal(self) -> list[Action]:
        """The options of the pending decision; applying one of them skips the rules' check."""
        state = self.state
        options = self.rules.legal(state)
        # A tuple, not a set: hashing every option costs more than the one look-up an apply makes.
        self._legal_state, self._legal_options = state, tuple(options)
        return options

    def _known_legal(self, action: Action) -> bool:
        return self._legal_state is self.state and action in self._legal_options

    def check(self, action: Action) -> Violation | None:
        return self.rules.check(self.state, action)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the pending seat; raises IllegalActionError if a rule forbids it."""
        return self.apply_plan((action,))

    def apply_plan(self, actions: tuple[Action, ...] | list[Action]) -> list[Event]:
        """Apply several actions of the pending seat as one operation (one undo step).

        Either all of them are applied or, when one is refused, none: the
        IllegalActionError names the rule of the first refused action.
        """
        events = self._operate(tuple(actions))
        self._redo.clear()
        return events

    def _operate(self, actions: tuple[Action, ...]) -> list[Event]:
        if not actions:
            raise ValueError("an operation needs at least one action")
        mark = self.snapshot()
        events: list[Event] = []
        try:
            for action in actions:
                events += self._apply(action)
        except BaseException:
            self.restore(mark)
            raise
        self._starts.append(len(mark.steps))
        return events

    def _apply(self, action: Action) -> list[Event]:
        decision = self.pending()
        if decision is None:
            raise IllegalActionError(Violation("engine.game_over"))
        if len(self.steps) >= self.rules.max_actions:
            # No real game comes near the bound: a match there goes round in circles, and more
            # actions would only make a save too large to read back.
            raise IllegalActionError(Violation(TOO_MANY_ACTIONS, {"limit": self.rules.max_actions}))
        if not self._known_legal(action):
            violation = self.rules.check(self.state, action)
            if violation is not None:
                raise IllegalActionError(violation)
        state, events = self.rules.apply_legal(self.state, action)  # among the options, or checked
        if self.steps and self.steps[-1].seat != decision.seat:
            self._locked = len(self.steps)  # another seat decides: earlier steps are final
        self.steps.append(Step(decision.seat, action, tuple(events), state))
        if self.steps[-1].reveals:
            self._locked = len(self.steps)  # what was revealed cannot be unseen
        return events

    def last_operation(self) -> tuple[Step, ...]:
        """The steps of the last operation: what the table marks as the last move (public record)."""
        return tuple(self.steps[self._starts[-1] :]) if self._starts else ()

    # undo and redo ---------------------------------------------------------

    def undo_seat(self) -> int | None:
        """The seat whose operation Undo would take back, or None if it is barred."""
        if self.undo_bar() is not None:
            return None
        return self.steps[-1].seat

    def undo_bar(self) -> UndoBar | None:
        """What stops Undo here, or None when the last operation can be taken back."""
        if not self._starts:
            return UndoBar.NOTHING
        if self._starts[-1] >= self._locked:
            return None
        # The barrier was set right after a step that revealed something, or where another seat
        # took over; steps are removed only down to the barrier, so the step before it still exists.
        if self.steps[self._locked - 1].reveals:
            return UndoBar.REVEALED
        return UndoBar.OTHER_SEAT

    def can_undo(self) -> bool:
        return self.undo_seat() is not None

    def undo(self) -> Step:
        """Take back the last operation; returns its last step."""
        bar = self.undo_bar()
        if bar is not None:
            raise IllegalActionError(Violation(bar.value))
        start = self._starts.pop()
        undone = self.steps[start:]
        del self.steps[start:]
        self._redo.append(tuple(step.action for step in undone))
        return undone[-1]

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        if not self._redo:
            raise IllegalActionError(Violation("engine.redo.nothing"))
        actions = self._redo.pop()
        try:
            return self._operate(actions)
        except BaseException:
            self._redo.append(actions)
            raise

    # snapshots -------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        return Snapshot(tuple(self.steps), tuple(self._redo), self._locked, tuple(self._starts))

    def restore(self, snapshot: Snapshot) -> None:
        self.steps = list(snapshot.steps)
        self._redo = list(snapshot.redo)
        self._locked = snapshot.locked
        self._starts = list(snapshot.starts)

    # replay ------------------------------------------------------------------

    def operation_sizes(self) -> list[int]:
        """How many actions each operation took, in order (saved with the actions)."""
        if not self._starts:
            return []
        ends = [*self._starts[1:], len(self.steps)]
        return [end - start for start, end in zip(self._starts, ends, strict=True)]

    @classmethod
    def replay(
        cls,
        rules: Rules,
        config: MatchConfig,
        seed: int,
        actions: list[Action],
        operation_sizes: list[int] | None = None,
        deal: Mapping[str, JSONValue] | None = None,
    ) -> Match:
        """Rebuild a match from its record; raises ReplayError at the first bad action.

        ``operation_sizes`` groups the actions into operations (one action each without it).
        """
        match = cls(rules, config, seed, deal)
        sizes = operation_sizes if operation_sizes is not None else [1] * len(actions)
        start = 0
        for size in sizes:
            try:
                match._operate(tuple(actions[start : start + size]))
            except IllegalActionError as error:
                raise ReplayError(error.violation, match.state) from error
            start += size
        return match
