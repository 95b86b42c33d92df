"""The window's side of teaching: the guided game's box and rings, first-time tips, a second try.

After every change the window asks for ``refresh``: the guide's box at the
top of the panel says what the lesson wants (or a tip, the first time its
situation comes up for the person at the screen), and the lesson's targets
get their rings on the table. The box's buttons go to the match controller,
which judges and applies (``MatchController.guide_*``). After "Try again
from here" on the results page the box names the move played there and,
only when asked (Show me), rings the move the computer's judgement prefers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from core.engine import tips
from core.engine.guide import Guide, Phase
from core.engine.review import CostlyMove
from core.engine.tutorial import Step, Tip, has_tutorial, tips_for, tutorial_for
from desktop import settings
from desktop.guide_box import GuideView
from desktop.language import fill

if TYPE_CHECKING:
    from desktop.main_window import MainWindow
    from desktop.match_controller import MatchController
    from desktop.scene.spot import Spot

NOT_NOW_TEXT = "engine.tutorial.not_now"  # a legal move that is not the lesson, where a step says nothing
SILENT_TEXT = "engine.tutorial.silent"  # a step of the lesson that teaches nothing new
OTHERS_TEXT = "engine.tutorial.others"  # another seat moves first
BROKE_OFF_TEXT = "engine.tutorial.broke_off"  # the lesson could not go on


class GuidedPlay(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.note = ""  # the line under the lesson after a move that was not it, until the next move
        self.tip: Tip | None = None  # the tip on show, until "Got it"
        self.told_broke_off = False  # the person has read that the lesson could not go on
        self.retry: CostlyMove | None = None  # a costly move being tried again, until "Got it"
        self.retry_shown = False  # the better move has been asked for
        box = window.panel.guide
        box.continued.connect(self.go_on)
        box.showMe.connect(self.show_me)
        box.skipped.connect(self.show_me)
        box.backRequested.connect(self.back)
        box.leaveRequested.connect(self.leave)
        box.tipDismissed.connect(self.tip_seen)

    @property
    def controller(self) -> MatchController | None:
        return self.window.controller

    def guide_for(self, match: Any) -> Guide | None:
        """The guide of a saved guided game, when its game still has one."""
        mark = match.tutorial
        game = match.rules.game_id
        if mark is None or not has_tutorial(game):
            return None
        return Guide.resumed(tutorial_for(game), mark, match)

    def attach(self, controller: MatchController) -> None:
        controller.notNow.connect(self._not_now)
        self.note, self.tip, self.told_broke_off = "", None, False
        self.retry, self.retry_shown = None, False
        if controller.guide is not None:
            settings.set_tutorial_state(controller.config.game, "started")

    # the buttons ---------------------------------------------------------------------

    def go_on(self) -> None:
        if self.controller is not None:
            self.note = ""
            self.controller.guide_continue()

    def try_again(self, move: CostlyMove) -> None:
        """The match stands before ``move`` again: say so, and keep the better move until asked."""
        self.retry, self.retry_shown = move, False
        self.refresh([])

    def show_me(self) -> None:
        if self.retry is not None:
            self.retry_shown = True
            self.refresh([])
        elif self.controller is not None:
            self.note = ""
            self.controller.guide_solution()

    def back(self) -> None:
        if self.controller is not None:
            self.note = ""
            self.window.panel.show_violation(self.window.texts, self.window.ui, None)
            self.controller.guide_back()

    def leave(self) -> None:
        if self.controller is not None:
            self.note = ""
            self.controller.guide_leave()

    def tip_seen(self) -> None:
        if self.retry is not None:
            self.retry = None
        elif self.tip is not None:
            settings.add_tip_seen(self.tip.id)
        else:
            self.told_broke_off = True
        self.tip = None
        self.refresh([])

    def _not_now(self) -> None:
        controller = self.controller
        step = controller.guide.step if controller is not None and controller.guide is not None else None
        if step is None:
            return
        texts = self.window.texts
        self.note = texts(step.wrong) if step.wrong else texts(NOT_NOW_TEXT)
        self.refresh([])

    # showing --------------------------------------------------------------------------

    def refresh(self, events: list[Any]) -> None:
        controller = self.controller
        if controller is None:
            return
        if events:
            self.note = ""
        guide = controller.guide
        if guide is not None and not guide.free:
            view, spots = self._lesson(controller, guide)
        elif self.retry is not None:
            view, spots = self._retry(controller, self.retry)
        elif guide is not None and guide.broke_off and not self.told_broke_off:
            text = self.window.texts(BROKE_OFF_TEXT)
            view, spots = GuideView(text=text, heading=self.tr("Guided game"), tip=True), []
        else:
            view, spots = self._tip(controller), []
        if guide is not None and guide.free and controller.result() is not None:
            settings.set_tutorial_state(controller.config.game, "finished")
        self.window.panel.fold_hint(view.lesson)
        self.window.panel.guide.show_view(view)
        if self.window.scene is not None:
            self.window.scene.show_guide(spots)

    def _lesson(self, controller: MatchController, guide: Guide) -> tuple[GuideView, list[Spot]]:
        texts = self.window.texts
        match = controller.match
        phase = guide.phase(match)
        step = guide.step
        if step is None:  # the lesson just ended (a step that could not be met)
            return self._tip(controller), []
        decision = match.pending()
        values = dict(decision.values) if decision is not None else {}
        number, count = _position(guide)
        heading = fill(self.tr("Guided game · step %1 of %2"), str(number), str(count))
        back_to = guide.checkpoint()[1]
        view = GuideView(
            heading=heading,
            lesson=True,
            can_skip=phase is not Phase.OTHERS,
            can_go_back=len(match.steps) > back_to or guide.index > guide.checkpoint()[0],
        )
        spots: list[Spot] = list(step.highlight)
        if phase is Phase.INFO:
            view = _with(view, text=texts(step.say, **values), proceed=True)
        elif phase is Phase.DONE:
            view = _with(view, text=texts(step.done, **values), proceed=True)
            spots = []
        elif phase is Phase.WATCH:
            view = _with(view, text=texts(step.say, **values), proceed=True)
        elif phase is Phase.OTHERS:
            name = controller.config.players[decision.seat].name if decision is not None else ""
            view = _with(view, text=texts(OTHERS_TEXT, player=name))
            spots = []
        else:
            said = texts(step.say, **values) if step.say else texts(SILENT_TEXT)
            view = _with(view, text=said, note=self.note, show_me=guide.show_me)
            spots += self._targets(step)
        return view, spots

    def _retry(self, controller: MatchController, move: CostlyMove) -> tuple[GuideView, list[Spot]]:
        match, texts, ui = controller.match, self.window.texts, self.window.ui
        heading = self.tr("Try again")
        if len(match.steps) < move.index:  # taken back before the move: the second try is over
            self.retry = None
            return self._tip(controller), []
        before = match.steps[move.index - 1].state_after if move.index else match.initial_state
        better = ui.action_text(texts, before, move.better)
        if len(match.steps) == move.index:
            if self.retry_shown:
                text = fill(
                    self.tr("The computer's judgement prefers: %1. It is ringed on the table."), better
                )
                spots = self.window.scene.spots_for(move.better) if self.window.scene is not None else []
                return GuideView(text=text, heading=heading, tip=True), spots
            played = ui.action_text(texts, before, move.played)
            text = fill(
                self.tr(
                    "Move %1. Last time: %2. The computer's judgement finds a better move here. "
                    "Can you? Show me tells it."
                ),
                move.index + 1,
                played,
            )
            return GuideView(text=text, heading=heading, show_me=True, tip=True), []
        if match.steps[move.index].action == move.better:
            text = self.tr("That is the move the computer's judgement prefers. The game goes on from here.")
        else:
            text = fill(
                self.tr("The computer's judgement preferred: %1. The game goes on from here."), better
            )
        return GuideView(text=text, heading=heading, tip=True), []

    def _targets(self, step: Step) -> list[Spot]:
        scene = self.window.scene
        if scene is None:
            return []
        return [spot for action in step.expect for spot in scene.spots_for(action)]

    def _tip(self, controller: MatchController) -> GuideView:
        """A first-time tip for the person whose decision it is, if one is due."""
        if not settings.tips_on():
            self.tip = None
            return GuideView()
        decision = controller.pending()
        game = controller.config.game
        if self.tip is None and decision is not None and not controller.is_computer(decision.seat):
            self.tip = tips.due(controller.rules, controller.state, decision.seat, tips_for(game), _seen())
        if self.tip is None:
            return GuideView()
        return GuideView(text=self.window.texts(self.tip.say), heading=self.tr("Tip"), tip=True)

    def refusal_tip(self, rule: str) -> None:
        """The tip about a rule that has just refused a person's move, the first time."""
        controller = self.controller
        if controller is None or not settings.tips_on() or self.tip is not None:
            return
        self.tip = tips.about_refusal(tips_for(controller.config.game), rule, _seen())
        if self.tip is not None:
            self.refresh([])


def _seen() -> set[str]:
    return settings.tips_seen()


def _position(guide: Guide) -> tuple[int, int]:
    """The step under way among the lesson's steps that say something, and their number."""
    taught = [index for index, step in enumerate(guide.tutorial.taught) if step.say]
    done = sum(1 for index in taught if index <= guide.index)
    return max(1, done), len(taught)


def _with(view: GuideView, **changes: Any) -> GuideView:
    from dataclasses import replace

    return replace(view, **changes)
