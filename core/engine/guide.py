"""A guided game under way: which step it is at, what the step waits for, and how an action is judged.

The guide sits between the table and the match. It never changes the match
itself: it says what an action of the guided seat would be (refused by a
rule, legal but not the lesson, or the lesson), what the other seats play
while the lesson lasts, and where a step starts; whoever runs the match
applies the actions and tells the guide. A step that cannot be met (the
game took another turn) ends the lesson, and the game goes on as normal play:
the guide never locks a person in.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.engine.match import Match, TutorialMark
from core.engine.protocol import Action, Violation
from core.engine.tutorial import Step, Tutorial

SHOW_ME_AFTER = 2  # legal moves that were not the lesson, before "Show me" is offered


class Phase(Enum):
    """What the guided game waits for now."""

    INFO = "info"  # a text to read: Continue goes on
    ACT = "act"  # the guided seat's move, the one the lesson is about
    DONE = "done"  # the lesson's move is made: its why is shown, Continue goes on
    WATCH = "watch"  # another seat has moved: a word about it, Continue goes on
    OTHERS = "others"  # other seats to move first (scripted, else the computer players)
    FREE = "free"  # normal play: the lesson is over, was left or could not go on


class Verdict(Enum):
    EXPECTED = "expected"  # the lesson's move: apply it
    NOT_NOW = "not_now"  # allowed by the rules, but not the lesson: not applied
    REFUSED = "refused"  # a rule forbids it: its violation says which
    FREE = "free"  # normal play: the rules alone decide


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    violation: Violation | None = None


class Guide:
    def __init__(self, tutorial: Tutorial, step: int = 0, actions_at_step: int = 0) -> None:
        """A guide at ``step``, which began when ``actions_at_step`` actions had been applied."""
        self.tutorial = tutorial
        self.index = min(step, len(tutorial.steps))
        self.misses = 0  # legal moves tried at this step that were not the lesson
        self.left = False  # the person left the guide, or the lesson could not go on
        self.broke_off = False  # the lesson could not go on: the game took another turn
        self.acted = False  # the current act step's move is made: waiting for Continue
        self._began: dict[int, int] = {self.index: actions_at_step}
        self._checkpoints: list[tuple[int, int]] = []  # (step after the checkpoint, actions then)

    @classmethod
    def resumed(cls, tutorial: Tutorial, mark: TutorialMark, match: Match) -> Guide:
        """The guide of a saved guided game; a save of other steps (an older version) plays freely."""
        guide = cls(tutorial, mark.step, len(match.steps))
        if mark.tutorial != tutorial.id or mark.version != tutorial.version:
            guide.left = True
        return guide

    # where the guide stands ------------------------------------------------------

    @property
    def step(self) -> Step | None:
        """The step under way, None in normal play."""
        if self.left or self.index >= len(self.tutorial.steps):
            return None
        step = self.tutorial.steps[self.index]
        return None if step.type == "coach" else step

    @property
    def coach(self) -> Step | None:
        """The coach step the lesson ends with, whose tips go on in normal play."""
        return next((step for step in self.tutorial.steps if step.type == "coach"), None)

    @property
    def free(self) -> bool:
        return self.step is None

    @property
    def show_me(self) -> bool:
        return self.misses >= SHOW_ME_AFTER

    def mark(self) -> TutorialMark | None:
        """What a save keeps of the guide; None once the lesson is over."""
        if self.free:
            return None
        return TutorialMark(self.tutorial.id, self.tutorial.version, self.index)

    def phase(self, match: Match) -> Phase:
        """What the game waits for; a step that cannot be met ends the lesson first (``settle``)."""
        self.settle(match)
        step = self.step
        if step is None:
            return Phase.FREE
        if step.type == "info":
            return Phase.INFO
        if step.type == "watch":
            return Phase.WATCH if self._watched_moved(match, step) else Phase.OTHERS
        if self.acted:
            return Phase.DONE
        decision = match.pending()
        assert decision is not None  # settle leaves an act step only while a decision is pending
        return Phase.ACT if decision.seat == self.tutorial.guide_seat else Phase.OTHERS

    def settle(self, match: Match) -> None:
        """Pass over what cannot happen: a watch of a seat that will not move before the guided one,
        an act step whose decision or moves are not there (normal play goes on)."""
        while (step := self.step) is not None:
            decision = match.pending()
            if step.type == "watch":
                moved = self._watched_moved(match, step)
                if moved or (decision is not None and decision.seat != self.tutorial.guide_seat):
                    return
                self._enter(self.index + 1, len(match.steps))
                continue
            if step.type != "act" or self.acted:
                return
            guided = decision is not None and decision.seat == self.tutorial.guide_seat
            if decision is None or (guided and not self._can_meet(match, step)):
                self.left = self.broke_off = True
            return

    # judging and moving on -----------------------------------------------------

    def judge(self, match: Match, action: Action) -> Judgement:
        """What the guided seat's ``action`` would be now."""
        violation = match.check(action)
        if violation is not None:
            return Judgement(Verdict.REFUSED, violation)
        phase = self.phase(match)
        step = self.step
        if phase is Phase.FREE or step is None:
            return Judgement(Verdict.FREE)
        if phase is not Phase.ACT:  # a text to read first: Continue comes before the next move
            return Judgement(Verdict.NOT_NOW)
        if step.expects(action):
            return Judgement(Verdict.EXPECTED)
        self.misses += 1
        return Judgement(Verdict.NOT_NOW)

    def solution(self, match: Match) -> Action | None:
        """The lesson's move ("Show me", "Skip step"), when the step waits for one."""
        step = self.step
        if step is None or self.phase(match) != Phase.ACT:
            return None
        return step.shown_solution

    def applied(self, match: Match) -> None:
        """The lesson's move was applied: the step shows why, until Continue; a silent step goes on."""
        step = self.step
        if step is None or step.type != "act":
            return
        if step.done:
            self.acted = True
        else:
            self.proceed(match)

    def proceed(self, match: Match) -> None:
        """Continue: on to the next step (after a text, a lesson's why or a word about a move)."""
        step = self.step
        if step is None:
            return
        if step.checkpoint:
            self._checkpoints.append((self.index + 1, len(match.steps)))
        self._enter(self.index + 1, len(match.steps))

    def scripted(self, match: Match) -> Action | None:
        """The move of another seat the tutorial prescribes now, else None (its computer decides).

        The script holds the other seats' first moves in order, so a replayed record meets them again.
        """
        decision = match.pending()
        if decision is None or decision.seat == self.tutorial.guide_seat:
            return None
        played = sum(1 for step in match.steps if step.seat != self.tutorial.guide_seat)
        script = self.tutorial.script
        return script[played] if played < len(script) else None

    def leave(self) -> None:
        """Leave the guide: the match goes on as a normal game."""
        self.left = True

    def checkpoint(self) -> tuple[int, int]:
        """Where "Back to checkpoint" goes: the step and the number of actions to replay."""
        return self._checkpoints[-1] if self._checkpoints else (0, 0)

    def back_to(self, step: int, match: Match) -> None:
        """The guide after ``match`` was replayed to a checkpoint (or rewound by Undo) to ``step``."""
        self._checkpoints = [point for point in self._checkpoints if point[0] <= step]
        self.left = self.broke_off = False
        self._enter(step, len(match.steps))

    def rewound(self, match: Match) -> None:
        """After Undo: back to the step whose start the match is at or before."""
        count = len(match.steps)
        starts = [index for index, began in self._began.items() if began <= count]
        if self._began.get(self.index, 0) > count and starts:
            self.back_to(max(starts), match)
        elif self.acted and count <= self._began.get(self.index, 0):
            self.acted = False

    # ------------------------------------------------------------------------------

    def _enter(self, index: int, actions: int) -> None:
        self.index = index
        self.misses = 0
        self.acted = False
        self._began = {i: began for i, began in self._began.items() if i < index}
        self._began[index] = actions

    def _watched_moved(self, match: Match, step: Step) -> bool:
        began = self._began.get(self.index, len(match.steps))
        return any(done.seat == step.seat for done in match.steps[began:])

    def _can_meet(self, match: Match, step: Step) -> bool:
        decision = match.pending()
        if decision is None or decision.kind != step.decision:
            return False
        if step.any_legal:
            return True
        legal = match.legal()
        return any(action in legal for action in step.expect)
