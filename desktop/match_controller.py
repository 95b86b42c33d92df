"""The running match as the window sees it: apply, undo, redo, computers, autosave.

The controller owns the ``Match`` and the players. People's choices arrive
through ``apply``; computer seats think in worker processes and their
answer lands after a readable pace. After every change the match is saved
to the autosave file (atomically), and ``changed`` tells the views.

What a person must see waits for them: when a change's events need a look
(``wait_after``, the game's say) and the next decision is a computer's,
the computer is not asked until ``go_on`` (the person's "Continue").

A guided game has a ``guide`` (``core.engine.guide``): while its lesson lasts
it judges the person's moves first (a legal move that is not the lesson is
not applied: ``notNow``), holds the computers while its text is read, and
gives the other seats their scripted moves at the computers' pace.
"""

from __future__ import annotations

import dataclasses
import logging
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from core.engine import savefile
from core.engine.bots import Player, players_for
from core.engine.guide import Guide, Phase, Verdict
from core.engine.match import Match, Snapshot, UndoBar
from core.engine.protocol import Action, Decision, Event, IllegalActionError, MatchConfig, Result

log = logging.getLogger(__name__)

SCRIPTED = -1  # the ticket of a move the guided game prescribes: no computer works it out


class MatchController(QObject):
    changed = Signal(object)  # list[Event] the change caused ([] after undo, revert or load)
    finished = Signal(object)  # Result
    refused = Signal(object)  # Violation of an action a rule forbids
    thinking = Signal(int)  # a computer seat started deciding
    failed = Signal(str)  # details of an unexpected error; the match is as before it
    autosaveFailed = Signal(str)  # reason the autosave could not be written
    waitingChanged = Signal(bool)  # True: a computer's next move waits for the person's "Continue"
    notNow = Signal()  # a guided game refused a legal move that is not its lesson

    def __init__(
        self,
        match: Match,
        autosave: Path | None,
        pace_ms: int = 0,
        players: Sequence[Player] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.autosave = autosave
        self.autosave_failed = False  # the last autosave could not be written
        self.pace_ms = pace_ms
        self.players: Sequence[Player] = players or players_for(match.config, match.seed)
        self.paused = False  # after an error, computers wait until someone acts
        # Which events a person must see before a computer goes on (never, unless the game says so).
        self.wait_after: Callable[[list[Event]], bool] = lambda _events: False
        self.waiting = False
        self._ticket = 0
        self._answer: tuple[int, Action] | None = None
        self._mark: Snapshot | None = None
        self._clock = QElapsedTimer()
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._land_computer_move)
        self._hub_connected = False
        self.guide: Guide | None = None  # set before ``start`` for a guided game

    # what the views ask ---------------------------------------------------------

    @property
    def rules(self) -> Any:
        return self.match.rules

    @property
    def config(self) -> Any:
        return self.match.config

    @property
    def state(self) -> Any:
        return self.match.state

    def pending(self) -> Decision | None:
        return self.match.pending()

    def result(self) -> Result | None:
        return self.match.result()

    def is_computer(self, seat: int) -> bool:
        return self.players[seat].computer

    def human_pending(self) -> bool:
        decision = self.pending()
        return decision is not None and not self.is_computer(decision.seat)

    def legal(self) -> list[Action]:
        """The options a person may take now: none while a computer seat decides."""
        return self.match.legal() if self.human_pending() else []

    def can_undo(self) -> bool:
        return self.undo_bar() is None

    def undo_bar(self) -> UndoBar | None:
        """Why Undo cannot take anything back now (None: it can).

        The match names the barriers of its record; the controller adds a computer's move
        and, in games that hide information, a table already handed to the next person.
        A finished game says so whatever the barrier was.
        """
        bar = self.match.undo_bar()
        seat = self.match.undo_seat()
        if seat is not None:
            decision = self.pending()
            if self.is_computer(seat):
                bar = UndoBar.COMPUTER
            elif self.rules.hides_information() and (decision is None or decision.seat != seat):
                bar = UndoBar.HANDED_ON
        if bar not in (None, UndoBar.NOTHING) and self.result() is not None:
            return UndoBar.GAME_OVER
        return bar

    def autosaved(self) -> bool:
        """The autosave holds the match as it stands: leaving it for another game loses nothing."""
        return self.autosave is not None and not self.autosave_failed

    def can_redo(self) -> bool:
        return self.match.can_redo() and self.human_pending()

    def computer_busy(self) -> bool:
        return self._ticket != 0

    def go_on(self) -> None:
        """The person has seen the table: the computer whose turn it is may decide now.

        In a guided game that holds the computers for its text, Continue is the guide's.
        """
        if self.waiting:
            self._set_waiting(False)
            if self._guide_holds():
                self.guide_continue()
            else:
                self._continue()

    def answer_waiting(self) -> bool:
        """A computer's answer has arrived and waits for the pace to pass before it lands."""
        return self._answer is not None

    # changing the match -----------------------------------------------------------

    def start(self) -> None:
        """Save the starting position and let a computer seat begin if it is first.

        A match that is already over (a finished game opened from a file) leaves
        the autosave alone: it may hold another, unfinished game.
        """
        if self.result() is None:
            self._save()
        self._set_waiting(self._must_wait([]))  # a guided game may open on words before the computer
        self._continue()

    def apply(self, action: Action) -> bool:
        """A person's choice; True when it was applied. Ignored while a computer seat decides."""
        return self.apply_plan((action,))

    def apply_plan(self, actions: Sequence[Action]) -> bool:
        """A person's plan of several actions (one click), applied as one operation.

        One undo step, one autosave, one ``changed`` with every event of the plan;
        when a rule refuses one of its actions, nothing of it is applied.
        """
        if not self.human_pending() or not actions:
            return False
        lesson = False
        if self.guide is not None and not self.guide.free:
            judgement = self.guide.judge(self.match, actions[0])
            if judgement.verdict is Verdict.REFUSED:
                self.refused.emit(judgement.violation)
                return False
            if judgement.verdict is Verdict.NOT_NOW:
                self.notNow.emit()
                return False
            lesson = judgement.verdict is Verdict.EXPECTED
        self.paused = False
        return self._apply(tuple(actions), lesson)

    # the guided game --------------------------------------------------------------------

    def guide_continue(self) -> None:
        """Continue in the guide's box: on to the lesson's next step."""
        if self.guide is None or self.guide.free:
            return
        self._set_waiting(False)
        self.guide.proceed(self.match)
        self._guide_changed()

    def guide_solution(self) -> None:
        """ "Show me" and "Skip step": the lesson's move is played; a text is passed over."""
        if self.guide is None or self.guide.free:
            return
        phase = self.guide.phase(self.match)
        solution = self.guide.solution(self.match)
        if phase is Phase.ACT and solution is not None:
            self.paused = False
            self._apply((solution,), lesson=True)
        elif phase in (Phase.INFO, Phase.DONE, Phase.WATCH):
            self.guide_continue()

    def guide_back(self) -> None:
        """ "Back to checkpoint": the match replayed to the last checkpoint passed, and the guide with it."""
        if self.guide is None or self.guide.free:
            return
        step, count = self.guide.checkpoint()
        self.cancel_computer()
        match = self.match
        self.match = Match.replay(
            match.rules, match.config, match.seed, match.actions[:count], deal=match.deal
        )
        self.guide.back_to(step, self.match)
        self._mark = None
        self.paused = False
        self._guide_changed()

    def guide_leave(self) -> None:
        """ "Leave the guide": the match goes on as a normal game."""
        if self.guide is None:
            return
        self.guide.leave()
        self._guide_changed()

    def _guide_holds(self) -> bool:
        """Whether the guided game has words for the person to read before anyone moves on."""
        if self.guide is None or self.guide.free:
            return False
        return self.guide.phase(self.match) in (Phase.INFO, Phase.DONE, Phase.WATCH)

    def _guide_changed(self) -> None:
        self._save()
        self._set_waiting(self._must_wait([]))
        self.changed.emit([])
        self._continue()

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.cancel_computer()
        self._mark = self.match.snapshot()
        self.match.undo()
        if self.guide is not None:
            self.guide.rewound(self.match)
        self.paused = False
        self._after_change([])

    def redo(self) -> None:
        if not self.can_redo():
            return
        self._mark = self.match.snapshot()
        try:
            events = self.match.redo()
        except IllegalActionError as error:
            self.refused.emit(error.violation)
            return
        self.paused = False
        self._after_change(events)

    def revert_last_change(self) -> bool:
        """Put the match back to where it was before the last change (showing it failed)."""
        if self._mark is None:
            return False
        mark, self._mark = self._mark, None
        self.cancel_computer()
        self.match.restore(mark)
        self.paused = True
        self._save()
        self.changed.emit([])
        return True

    def rename_players(self, config: MatchConfig) -> None:
        """The same match with the seats named anew (only names differ: the rules never read them)."""
        if [dataclasses.replace(p, name="") for p in config.players] != [
            dataclasses.replace(p, name="") for p in self.match.config.players
        ]:
            raise ValueError("only the names of the seats may change")
        self.match.config = config  # the autosave takes the new names with the next move

    def set_pace(self, milliseconds: int) -> None:
        """The new pace holds for an answer already waiting too, so a quicker pace lands it sooner."""
        self.pace_ms = milliseconds
        if self._answer is not None:
            self._pace.start(max(0, milliseconds - self._clock.elapsed()))

    def cancel_computer(self) -> None:
        """Forget any computer move still being worked out, waiting to land or waiting for Continue."""
        self._set_waiting(False)
        if self._ticket > 0:
            self._computers().cancel(self._ticket)
        self._ticket = 0
        self._answer = None
        self._pace.stop()

    def stop(self) -> None:
        """The window is done with this match: no computer move may land any more."""
        self.cancel_computer()
        self.paused = True

    # internals ----------------------------------------------------------------------

    def _apply(self, actions: tuple[Action, ...], lesson: bool = False) -> bool:
        """Apply and show; ``lesson``: the guided game's expected move, whose why is shown next."""
        self._mark = self.match.snapshot()
        try:
            events = self.match.apply_plan(actions)
        except IllegalActionError as error:
            self.refused.emit(error.violation)
            return False
        except Exception:
            # Match.apply appends nothing when the rules raise, so the match is unchanged.
            self.paused = True
            self.failed.emit(traceback.format_exc())
            return False
        if self.guide is not None and lesson:
            self.guide.applied(self.match)
        self._after_change(events)
        return True

    def _after_change(self, events: list[Event]) -> None:
        self._save()
        self._set_waiting(self._must_wait(events))
        self.changed.emit(events)
        result = self.result()
        if result is not None:
            self.finished.emit(result)
        else:
            self._continue()

    def _must_wait(self, events: list[Event]) -> bool:
        """Whether a person must see these events before the computer deciding next goes on."""
        decision = self.pending()
        if decision is None or not self.is_computer(decision.seat):
            return False
        if self._guide_holds():
            return True  # the guided game's words first, then the computer
        if not events:
            return False
        if all(player.computer for player in self.players):
            return False  # nobody at the screen to press Continue
        return self.wait_after(events)

    def _set_waiting(self, waiting: bool) -> None:
        if waiting != self.waiting:
            self.waiting = waiting
            self.waitingChanged.emit(waiting)

    def _save(self) -> None:
        if self.guide is not None:
            self.match.tutorial = self.guide.mark()
        if self.autosave is None:
            return
        try:
            if self.result() is not None:
                # A finished game is not offered for resuming.
                self.autosave.unlink(missing_ok=True)
            else:
                savefile.write(self.autosave, self.match)
            self.autosave_failed = False
        except OSError as error:
            log.warning("autosave failed: %s", error)
            self.autosave_failed = True
            self.autosaveFailed.emit(error.strerror or str(error))

    def _continue(self) -> None:
        decision = self.pending()
        if decision is None or self.paused or self.waiting or not self.is_computer(decision.seat):
            return
        if self._ticket:
            return
        if self._guide_holds():
            return  # the person reads the guide first (``waiting`` says so where a computer is next)
        if self.guide is not None and not self.guide.free:
            scripted = self.guide.scripted(self.match)
            if scripted is not None:  # the lesson's deal needs this move: it lands at the computers' pace
                self._ticket = SCRIPTED
                self._clock.start()
                self.thinking.emit(decision.seat)
                self._answer = (SCRIPTED, scripted)
                self._pace.start(self.pace_ms)
                return
        computer = self._computers()
        self._ticket = computer.new_ticket()
        self._clock.start()
        self.thinking.emit(decision.seat)
        view = self.rules.view(self.state, decision.seat)
        computer.request(self._ticket, self.players[decision.seat], self.rules, view, len(self.match.steps))

    def _computers(self) -> ModuleType:
        """The computer players' workers, connected when a computer first decides.

        A game of people alone never loads them (nor the process machinery they need).
        """
        from desktop import computer

        if not self._hub_connected:
            hub = computer.hub()
            hub.chosen.connect(self._on_chosen)
            hub.failed.connect(self._on_computer_failed)
            self._hub_connected = True
        return computer

    def _on_chosen(self, ticket: int, action: Action) -> None:
        if ticket != self._ticket or ticket == 0:
            return
        self._answer = (ticket, action)
        self._pace.start(max(0, self.pace_ms - self._clock.elapsed()))

    def _land_computer_move(self) -> None:
        if self._answer is None or self._answer[0] != self._ticket:
            return
        action = self._answer[1]
        self._ticket, self._answer = 0, None
        self._apply((action,))

    def _on_computer_failed(self, ticket: int, details: str) -> None:
        if ticket != self._ticket or ticket == 0:
            return
        self._ticket = 0
        self.paused = True
        self.failed.emit(details)
