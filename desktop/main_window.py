"""The main window: the launcher, or the table with its side panel, and the menus.

The window wires the parts together: the match controller changes the match,
the game's scene and the panel show it, the menus reach every command with
its standard shortcut. The table and panel are views; after every change
they are redrawn from the match.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from desktop import autosave, language, motion, questions, resume_text, settings, window_place
from desktop.errors import guarded
from desktop.games import ui_for
from desktop.language import fill
from desktop.launcher import Launcher
from desktop.menus import WindowMenus
from desktop.save_files import SaveFiles
from desktop.text import Texts

if TYPE_CHECKING:  # the parts below load when a game starts, keeping start-up quick
    from core.engine.match import Match
    from core.engine.protocol import Action, Event, MatchConfig, Result, Violation
    from desktop.about import AboutDialog
    from desktop.documents import DocumentDialog
    from desktop.error_dialog import ErrorDialog
    from desktop.game_page import GamePage
    from desktop.games import ScoreSource
    from desktop.guided import GuidedPlay
    from desktop.handoff import HandoffCover
    from desktop.looking_back import LookBack
    from desktop.match_controller import MatchController
    from desktop.panel import Panel
    from desktop.records import Record
    from desktop.results import ResultsDialog
    from desktop.scene.action_bar import ActionBar
    from desktop.suggestion import Suggester
    from desktop.table_view import TableView


class MainWindow(QMainWindow):
    def __init__(
        self,
        language_code: str,
        autosave_folder: Path | None,
        pace: str = "normal",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.language_code = language_code
        self.texts = Texts(language_code)
        self.slots = autosave.Slots(autosave_folder) if autosave_folder is not None else None
        self.pace = pace
        self.controller: MatchController | None = None
        self.ui: Any = None
        self.scene: Any = None
        self.save_path: Path | None = None
        self.saved_steps = 0  # steps in the match when it was last saved to or loaded from a file
        self.at_screen: int | None = None  # the person last known to be at the screen (hotseat)
        self.results: ResultsDialog | None = None
        self.look_back: LookBack | None = None  # what decided the last finished game, read once
        self.best: tuple[list[Record], int | None] | None = None  # solo table and this game's place
        self.document: DocumentDialog | None = None
        self.about: AboutDialog | None = None
        self.errors_shown: list[ErrorDialog] = []
        self.show_results = True  # the demo turns this off
        self._suggester: Suggester | None = None
        self._reverting = False
        self.guided: GuidedPlay | None = None  # made with the game page

        self.files = SaveFiles(self)
        self.launcher = Launcher(self.texts)
        self.launcher.startRequested.connect(self.start_new)
        self.launcher.resumeRequested.connect(self.resume)
        self.launcher.openRequested.connect(self.files.open_file)
        self.launcher.backToGameRequested.connect(self.show_game)
        self.launcher.guideRequested.connect(self.start_guided)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.launcher)
        self._game_page: GamePage | None = None
        self.setCentralWidget(self.pages)

        self.menus = WindowMenus(self)
        self.menus.check(language_code, pace, motion.speed())
        self.update_title()
        self._update_actions()
        self.resize(1280, 820)
        window_place.restore(self, settings.settings().value("window/geometry"))

    # the game page, built when first needed ------------------------------------------------

    @property
    def splitter(self) -> GamePage:
        if self._game_page is None:
            from desktop.game_page import GamePage

            page = GamePage()
            page.handoff.confirmed.connect(self._handoff_confirmed)
            page.panel.optionPreviewed.connect(self._preview)
            page.panel.optionChosen.connect(self._choose)
            page.panel.resultsRequested.connect(self._show_results)
            page.panel.documentRequested.connect(self.show_document)
            page.panelToggled.connect(self.menus.side_panel.setChecked)
            page.bar.chosen.connect(self._bar_chosen)
            page.bar.continueRequested.connect(self.go_on)
            page.bar.suggestRequested.connect(self.suggest)
            page.bar.resultsRequested.connect(self._show_results)
            page.table.defaultRequested.connect(self._take_default)
            page.table.continueRequested.connect(self.go_on)
            self.pages.addWidget(page)
            self._game_page = page
            from desktop.guided import GuidedPlay

            self.guided = GuidedPlay(self)
        return self._game_page

    @property
    def table(self) -> TableView:
        return self.splitter.table

    @property
    def panel(self) -> Panel:
        return self.splitter.panel

    @property
    def bar(self) -> ActionBar:
        return self.splitter.bar

    @property
    def handoff(self) -> HandoffCover:
        return self.splitter.handoff

    def on_table(self) -> bool:
        return self._game_page is not None and self.pages.currentWidget() is self._game_page

    # starting and ending matches ----------------------------------------------------------

    def show_launcher(self) -> None:
        self.pages.setCurrentWidget(self.launcher)
        running = self.game_running()
        self.launcher.set_game_running(running)
        if self.controller is not None:
            self.check_autosave()
        self.launcher.show_games()
        self._update_actions()

    def check_autosave(self) -> None:
        """Offer each game's autosave for resuming, but the game on the table's: "Back" goes to that one."""
        running = self.controller.config.game if self.game_running() and self.controller else None
        self.launcher.check_autosaves(self.slots, running)

    def show_game(self) -> None:
        if self.controller is None:
            return
        self.pages.setCurrentWidget(self.splitter)
        self._update_actions()
        self.panel.options.setFocus()

    def game_running(self) -> bool:
        return self.controller is not None and self.controller.result() is None

    @guarded
    def start_new(self, config: MatchConfig, seed: int | None = None) -> None:
        from core.engine import registry
        from core.engine.match import Match
        from core.engine.rng import fresh_seed

        # Made (and so checked) before anything is asked: a config it refuses leaves the table as it is.
        match = Match(registry.get(config.game), config, fresh_seed() if seed is None else seed)
        if self.make_way_for(config.game, "new"):
            self.open_match(match)

    @guarded
    def start_guided(self, game: str) -> None:
        """The game's guided first game, from its first step (a guided game under way is resumed)."""
        from core.engine import registry
        from core.engine.guide import Guide
        from core.engine.match import Match
        from core.engine.tutorial import PLAYER_NAME_KEY, tutorial_for

        controller = self.controller
        guide = controller.guide if controller is not None else None
        if controller is not None and controller.config.game == game and guide is not None and not guide.free:
            self.show_game()  # the guided game is on the table already
            return
        found = self.launcher.resumables.get(game)
        if found is not None and found.match.tutorial is not None:
            self.resume(found.match)
            return
        from desktop.seat_names import standard_name

        tutorial = tutorial_for(game)
        # The person plays under the name a new game would give them; the computers have their own.
        names = {name: self.texts(PLAYER_NAME_KEY.format(name)) for name, level in tutorial.seats if level}
        names[tutorial.seats[tutorial.guide_seat][0]] = standard_name(tutorial.guide_seat, False)
        match = Match(registry.get(game), tutorial.config(names), tutorial.seed, tutorial.deal)
        if self.make_way_for(game, "new"):
            self.open_match(match, guide=Guide(tutorial))

    @guarded
    def resume(self, match: Match) -> None:
        """Go on with an autosaved game, under the name of the file it was last saved to, if any."""
        if self.make_way_for(match.config.game, "resume"):
            self._resume_now(match)

    def _resume_now(self, match: Match) -> None:
        remembered = settings.remembered_file(match.config.game, match.seed)
        path, steps = remembered if remembered is not None else (None, 0)
        self.open_match(match, path, steps)

    def open_match(
        self, match: Match, path: Path | None = None, saved_steps: int | None = None, guide: Any = None
    ) -> None:
        """Put ``match`` on the table and let it go on.

        ``path`` is the file it was saved to or opened from, ``saved_steps`` its steps then
        (all of them when not given). ``guide`` leads a guided game; a saved guided game
        brings its own.
        """
        from core.engine.bots import players_for

        # Everything that could still refuse this match comes before the match on the table is closed.
        ui = ui_for(match.rules.game_id)
        players = players_for(match.config, match.seed)
        self._close_match()
        self.save_path = path
        self.saved_steps = len(match.steps) if saved_steps is None else saved_steps
        game = match.rules.game_id
        slot = self.slots.path(game) if self.slots is not None else None
        if match.result() is None:  # an unfinished match takes its game's slot; a finished one leaves it
            self.launcher.forget_resumable(game)
            if slot is not None:
                settings.remember_file(game, path, self.saved_steps, match.seed)
        elif slot is not None and slot.exists():
            slot = None  # not even after an undo that reopens it: the unfinished game there stays resumable
        self.ui = ui
        self.scene = self.ui.create_scene(match.rules, match.config, self.texts)
        self.scene.actionChosen.connect(self._choose)
        self.scene.planChosen.connect(self._choose_plan)
        self.scene.violationShown.connect(self._show_violation)
        self.scene.barChanged.connect(self._refresh_bar)
        self.scene.whyShown.connect(self.panel.show_why)
        self.scene.explain = self._explain
        self.table.setScene(self.scene)
        from desktop.match_controller import MatchController

        controller = MatchController(match, slot, settings.PACE_DELAY_MS[self.pace], players, parent=self)
        controller.changed.connect(self._on_changed)
        controller.finished.connect(self._on_finished)
        controller.refused.connect(self._show_violation)
        controller.failed.connect(self._on_failed)
        controller.autosaveFailed.connect(self._on_autosave_failed)
        controller.waitingChanged.connect(self._on_waiting)
        controller.wait_after = self.ui.needs_continue
        self.controller = controller
        assert self.guided is not None  # made with the game page, which the table belongs to
        controller.guide = guide if guide is not None else self.guided.guide_for(match)
        self.guided.attach(controller)
        humans = [seat for seat, player in enumerate(match.config.players) if not player.computer]
        self.at_screen = humans[0] if len(humans) == 1 else None
        self.panel.reset_log()
        self.panel.show_violation(self.texts, self.ui, None)
        self.panel.show_notice("")
        self.pages.setCurrentWidget(self.splitter)
        self._refresh([])
        self.table.fit()
        self.panel.options.setFocus()
        controller.start()
        if controller.waiting:
            self._refresh([])  # the panel says the computer waits for Continue (a guide's opening words)
        result = controller.result()
        if result is not None:
            self._on_finished(result)

    def _close_match(self) -> None:
        self._cancel_suggestion()
        if self.results is not None:
            self.results.close()
            self.results = None
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None
        if self._game_page is not None:
            self.handoff.hide()
            self.bar.set_waiting(False)
            self.table.waiting = False
        if self.scene is not None:
            self.table.setScene(None)
            self.scene.deleteLater()
            self.scene = None

    def make_way_for(self, game: str, going: str, replaces_slot: bool = True) -> bool:
        """Whether a new game, a file or an autosave (``going``: new, open, resume) of ``game`` may come.

        It takes the table and (``replaces_slot``) ``game``'s autosave. The game on the table
        gives way unasked where its own autosave keeps it; where it would be lost, the player is
        asked. A resumable autosave of ``game`` that a new game or a file would replace is
        offered instead.
        """
        controller = self.controller
        table_game = controller.config.game if controller is not None else None
        kept = controller is not None and controller.autosaved() and (table_game != game or not replaces_slot)
        if not kept and not (self.confirm_abandon() if going == "new" else self.confirm_abandon(going)):
            return False
        found = self.launcher.resumables.get(game)
        if going == "resume" or not replaces_slot or found is None:
            return True
        which = resume_text.game_from(self.texts, found.match.config, found.saved_at)
        if going == "new":
            title = self.tr("Start a new game?")
            text = fill(self.tr("Resume %1, or start a new one?"), which)
            detail = self.tr("A new game replaces the automatic save of that one.")
            go_ahead = self.tr("Start a new game")
        else:
            title = self.tr("Open this file?")
            text = fill(self.tr("Resume %1, or open the file?"), which)
            detail = self.tr("The file replaces the automatic save of that game.")
            go_ahead = self.tr("Open the file")
        answer = questions.ask(self, title, f"{text}\n\n{detail}", [self.tr("Resume"), go_ahead])
        if answer == 0:
            self._resume_now(found.match)
        return answer == 1

    def confirm_abandon(self, going: str = "new") -> bool:
        """Ask before a game with moves kept nowhere else gives way (``going``: new, open, resume).

        The player may go back to it, go ahead, or cancel.
        """
        controller = self.controller
        if controller is None or controller.result() is not None:
            return True
        if len(controller.match.steps) == self.saved_steps:
            return True
        which = resume_text.whose_game(self.texts, controller.config)
        if going == "open":
            text = fill(
                self.tr("%1 has moves that are not saved in a file. Go back to it, or open the file?"), which
            )
            go_ahead = self.tr("Open the file")
        elif going == "resume":
            text = fill(
                self.tr(
                    "%1 has moves that are not saved in a file. Go back to it, or resume the other game?"
                ),
                which,
            )
            go_ahead = self.tr("Resume the other game")
        else:
            text = fill(
                self.tr("%1 has moves that are not saved in a file. Go back to it, or start a new one?"),
                which,
            )
            go_ahead = self.tr("Start a new game")
        answer = questions.ask(
            self, self.tr("Leave this game?"), text, [self.tr("Back to the game"), go_ahead]
        )
        if answer == 0:
            self.show_game()
        return answer == 1

    # showing the match ----------------------------------------------------------------------

    def _on_changed(self, events: list[Event]) -> None:
        try:
            self._refresh(events)
        except Exception:
            if self._reverting:
                return  # the restored match does not draw either; the first failure is reported
            details = traceback.format_exc()
            self._reverting = True
            try:
                if self.controller is not None:
                    self.controller.revert_last_change()
            finally:
                self._reverting = False
            self.report_error(details)

    def _refresh(self, events: list[Event]) -> None:
        controller = self.controller
        if controller is None:
            return
        decision = controller.pending()
        rules = controller.rules
        hides = rules.hides_information()
        covered = self._needs_handoff()
        viewer = self._viewer()
        state = rules.view(controller.state, viewer) if hides else controller.state
        legal = [] if covered else controller.legal()
        self.scene.interactive = controller.human_pending() and not covered
        self.scene.viewer = viewer if hides else None
        self.scene.person = self._person()
        self.scene.recent = self._recent_events()
        self._cancel_suggestion()
        self.scene.sync(state, decision, legal, events)
        self._refresh_bar()
        from desktop.panel import PanelContent

        content = PanelContent(
            config=controller.config,
            state=state,
            decision=decision,
            computer=[controller.is_computer(seat) for seat in range(len(controller.config.players))],
            legal=legal,
            scores=rules.scores(controller.state),
            steps=controller.match.steps,
            result=controller.result(),
            waiting=controller.waiting,
        )
        self.panel.show_content(self.ui, self.texts, content)
        if events:
            self.panel.show_violation(self.texts, self.ui, None)
            self.panel.show_why("")
        if covered and decision is not None:
            player = controller.config.players[decision.seat]
            self.handoff.show_for(player.name, player.colour)
        elif self.handoff.isVisible():
            self.handoff.hide()
        if self.guided is not None:
            self.guided.refresh(events)
        self._show_last_move()
        self._update_actions()

    def _show_last_move(self) -> None:
        """The computer's last move and its rule, unless the guide's box speaks (the log keeps it)."""
        from desktop.why import last_computer_move

        controller = self.controller
        if controller is None or self.panel.guide.isVisibleTo(self.panel):
            self.panel.show_last_move("")
            return
        computers = [controller.is_computer(seat) for seat in range(len(controller.config.players))]
        self.panel.show_last_move(
            last_computer_move(self.ui, self.texts, controller.match, computers, self._viewer())
        )

    def _recent_events(self) -> list[Event]:
        """What the table marks as the last move: every computer move since a person last acted.

        After a person's own operation (or with nobody at the screen) that operation alone.
        """
        controller = self.controller
        assert controller is not None
        steps = controller.match.steps
        start = len(steps)
        if self._person() is not None:
            while start > 0 and controller.is_computer(steps[start - 1].seat):
                start -= 1
        chosen = steps[start:] if start < len(steps) else controller.match.last_operation()
        return [event for step in chosen for event in step.events]

    def _person(self) -> int | None:
        """The person last at the screen, else the first person seated (None: computers only)."""
        if self.at_screen is not None:
            return self.at_screen
        controller = self.controller
        assert controller is not None
        humans = [seat for seat in range(controller.config.player_count) if not controller.is_computer(seat)]
        return humans[0] if humans else None

    def _refresh_bar(self) -> None:
        controller = self.controller
        if controller is None or self.scene is None:
            return
        self.bar.show_actions(self.scene.bar_actions(), self._person_may_act())
        self.bar.set_finished(controller.result() is not None)
        self.menus.suggest.setEnabled(self._person_may_act() and self.on_table())

    def _person_may_act(self) -> bool:
        controller = self.controller
        return (
            controller is not None
            and controller.human_pending()
            and not self._needs_handoff()
            and not controller.waiting
        )

    def _on_waiting(self, waiting: bool) -> None:
        if waiting:
            # Nobody may click while the table waits for Continue, and the table is still drawn as it
            # was: a point the bar's resize slides under the pointer must explain no refusal.
            self.scene.interactive = False
        self.bar.set_waiting(waiting)
        self.table.waiting = waiting
        self._refresh_bar()

    @guarded
    def go_on(self) -> None:
        """The person has seen what the table shows: the computers may go on."""
        if self.controller is not None and self.controller.waiting:
            self.controller.go_on()
            self._refresh([])  # the panel says the computer decides now

    @guarded
    def _take_default(self) -> None:
        self.bar.take_default()

    # suggesting a move -----------------------------------------------------------------------

    @guarded
    def suggest(self) -> None:
        """Ask the Normal computer what it would do for the person now; only shown, never played."""
        controller = self.controller
        decision = controller.pending() if controller is not None else None
        if controller is None or decision is None or not self._person_may_act() or not self.on_table():
            return
        if self._suggester is None:
            from desktop.suggestion import Suggester

            self._suggester = Suggester(self)
            self._suggester.suggested.connect(self._show_suggestion)
            self._suggester.failed.connect(self._suggestion_failed)
        self.bar.set_line(self.tr("Thinking about a move for you…"))
        match = controller.match
        self._suggester.ask(controller.rules, controller.state, decision.seat, match.seed, len(match.steps))

    def _cancel_suggestion(self) -> None:
        if self._suggester is not None:
            self._suggester.cancel()
        if self._game_page is not None:
            self.bar.set_line("")

    @guarded
    def _show_suggestion(self, action: Action) -> None:
        controller = self.controller
        decision = controller.pending() if controller is not None else None
        if controller is None or decision is None or self.scene is None:
            return
        state = self.scene.state
        if not self.panel.select_option(action):
            self.scene.preview(action)
        reason = self.ui.suggestion_reason(self.texts, controller.config, state, decision, action)
        text = self.ui.action_text(self.texts, state, action)
        self.bar.set_line(fill(self.tr("Suggested: %1. %2"), text, reason).strip())

    def _suggestion_failed(self, details: str) -> None:
        self.bar.set_line("")
        self.report_error(details)

    def _viewer(self) -> int:
        """Whose view of the table is shown: the person deciding, else the last one at the screen."""
        controller = self.controller
        assert controller is not None
        decision = controller.pending()
        if decision is not None and not controller.is_computer(decision.seat) and not self._needs_handoff():
            return decision.seat
        return self.at_screen if self.at_screen is not None else (decision.seat if decision else 0)

    def _needs_handoff(self) -> bool:
        controller = self.controller
        if controller is None or not controller.rules.hides_information():
            return False
        decision = controller.pending()
        if decision is None or controller.is_computer(decision.seat):
            return False
        return decision.seat != self.at_screen

    @guarded
    def _handoff_confirmed(self) -> None:
        decision = self.controller.pending() if self.controller else None
        if decision is not None:
            self.at_screen = decision.seat
        self._refresh([])
        self.panel.options.setFocus()

    @guarded
    def _on_finished(self, result: Result) -> None:
        self._update_actions()
        self.best = self._enter_solo_record(result)
        if self.show_results:
            self._show_results()

    @guarded
    def _show_results(self) -> None:
        result = self.controller.result() if self.controller is not None else None
        if result is None or self.controller is None:
            return
        if self.results is not None:
            self.results.close()
        from desktop.results import ResultsDialog

        controller, ui = self.controller, self.ui
        final = controller.state

        def details(texts: Texts) -> list[str]:
            return ui.score_details(texts, controller.config, final)

        sources = None
        if hasattr(ui, "score_sources"):

            def sources(texts: Texts) -> list[ScoreSource]:
                return ui.score_sources(texts, controller.config, final)

        if self.look_back is None or self.look_back.match is not controller.match:
            from desktop.looking_back import LookBack

            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a second or so, in a long game
            try:
                self.look_back = LookBack(ui, controller.match)
            finally:
                QApplication.restoreOverrideCursor()
        dialog = ResultsDialog(
            controller.config,
            result,
            self.texts,
            self,
            best=self.best,
            details=details,
            sources=sources,
            look_back=self.look_back.lines,
        )
        dialog.tryAgain.connect(self._try_again)
        dialog.playAgain.connect(self._play_again)
        dialog.newGameRequested.connect(self._set_up_again)
        dialog.launcherRequested.connect(self.show_launcher)
        self.results = dialog
        dialog.open()

    def _enter_solo_record(self, result: Result) -> tuple[list[Record], int | None] | None:
        """A person's solo game enters the personal best table of its game."""
        controller = self.controller
        if controller is None or controller.config.player_count != 1 or controller.is_computer(0):
            return None
        from datetime import datetime

        from core.engine.serial import digest
        from desktop import records

        match = controller.match
        record = records.Record(
            name=controller.config.players[0].name,
            score=result.scores[0],
            date=datetime.now().isoformat(timespec="minutes"),
            match=f"{match.seed}:{digest(match.state)}",
        )
        return records.add(settings.data_folder() / records.RECORDS_NAME, controller.config.game, record)

    @guarded
    def _set_up_again(self) -> None:
        """The setup of the game just played, to change seats or options before a new one."""
        if self.controller is None:
            return
        from core.engine import registry

        game = self.controller.config.game
        self.show_launcher()
        entry = next((entry for entry in registry.entries() if entry.game_id == game), None)
        if entry is not None:
            self.launcher.show_setup(entry)

    @guarded
    def _try_again(self, index: int) -> None:
        """The finished match rebuilt before one of the person's costly moves, to play it again."""
        if self.look_back is None or self.guided is None:
            return
        match, move = self.look_back.again(index)
        if self.make_way_for(match.config.game, "new"):
            self.open_match(match)
            self.guided.try_again(move)

    @guarded
    def _play_again(self) -> None:
        if self.controller is not None:
            self.start_new(self.controller.config)

    def _explain(self, action: Action) -> str:
        """Why ``action`` may be taken now on the table, or the rule that forbids it."""
        from desktop.why import target_line

        scene, controller = self.scene, self.controller
        if scene is None or controller is None or self.ui is None:
            return ""
        return target_line(
            self.ui,
            self.texts,
            controller.rules,
            controller.config,
            scene.state,
            scene.decision,
            scene.legal,
            action,
        )

    def _show_violation(self, violation: Violation | None) -> None:
        if self.ui is not None:
            self.panel.show_violation(self.texts, self.ui, violation)
        if violation is not None and self.guided is not None:
            self.guided.refusal_tip(violation.rule)

    def _on_failed(self, details: str) -> None:
        self._refresh([])
        self.report_error(details)

    def _on_autosave_failed(self, reason: str) -> None:
        self.panel.show_notice(fill(self.tr("The game could not be saved automatically: %1"), reason))

    def report_error(self, details: str, error: BaseException | None = None) -> None:
        from core.engine.component_error import ComponentError
        from desktop.error_dialog import ErrorDialog

        explanation = ""
        if isinstance(error, ComponentError):  # a broken game file: say which file, entry and field
            where = {"file": error.file, "entry": error.entry, "field": error.field}
            explanation = self.texts("component.error", problem=error.problem, **where)
        dialog = ErrorDialog(details, self, explanation)
        self.errors_shown.append(dialog)
        dialog.finished.connect(lambda _code, d=dialog: self.errors_shown.remove(d))
        dialog.open()

    # choices from the table and the panel --------------------------------------------------

    @guarded
    def _choose(self, action: Action) -> None:
        self._choose_plan((action,))

    @guarded
    def _bar_chosen(self, actions: tuple[Action, ...]) -> None:
        """A button of the action bar: through the scene, as a click on the table would be."""
        if self.scene is not None:
            self.scene.offer_plan(actions)

    @guarded
    def _choose_plan(self, actions: tuple[Action, ...]) -> None:
        if self.controller is None or self._needs_handoff():
            return
        decision = self.controller.pending()
        if self.controller.apply_plan(actions) and decision is not None:
            self.at_screen = decision.seat

    @guarded
    def _preview(self, action: Action | None) -> None:
        if self.scene is not None:
            self.scene.preview(action)

    # commands -------------------------------------------------------------------------------

    @guarded
    def undo(self) -> None:
        if self.controller is not None:
            self._show_violation(None)  # the refusal of a move being taken back goes with it
            self.controller.undo()

    @guarded
    def redo(self) -> None:
        if self.controller is not None:
            self._show_violation(None)  # before: a redo the rules refuse shows its own
            self.controller.redo()

    @guarded
    def new_game(self) -> None:
        self.show_launcher()

    def load_file(self, path: Path) -> bool:
        return self.files.load_file(path)

    def save_to(self, path: Path) -> bool:
        return self.files.save_to(path)

    @guarded
    def fit(self) -> None:
        self.table.fit()

    @guarded
    def toggle_panel(self) -> None:
        # As with full screen, the action's check state says which way.
        self.splitter.set_panel_shown(self.menus.side_panel.isChecked())

    @guarded
    def toggle_fullscreen(self) -> None:
        # The action's own check state says which way: Qt hands a wrapped slot no "checked" argument.
        if self.menus.fullscreen.isChecked():
            self.showFullScreen()
        else:
            self.showNormal()

    @guarded
    def set_language(self, code: str) -> None:
        if code == self.language_code:
            return
        self.language_code = code
        settings.set_language(code)
        from desktop import seat_names

        untouched = seat_names.standard_names(self.controller.config) if self.controller else []
        language.install(code)  # every widget gets a LanguageChange event and retranslates itself
        self.texts = Texts(code)
        if self.controller is not None:  # "Player 1" becomes "Spieler 1"; typed names stay
            self.controller.rename_players(seat_names.renamed(self.controller.config, untouched))
            if self.scene is not None:
                self.scene.config = self.controller.config
        self.launcher.set_texts(self.texts)
        if self.results is not None:
            self.results.set_texts(self.texts)
        if self.document is not None:
            self.document.show_document(self.document.game, self.document.name, code)
        if self.about is not None:
            self.about.set_texts(self.texts)
        if self.scene is not None:
            self.scene.set_texts(self.texts)
            self.panel.reset_log()
            self._refresh([])
            self._show_violation(None)
        self.menus.languages[code].setChecked(True)

    def set_pace(self, pace: str) -> None:
        self.pace = pace
        settings.set_pace(pace)
        if self.controller is not None:
            self.controller.set_pace(settings.PACE_DELAY_MS[pace])
        self.menus.paces[pace].setChecked(True)

    def set_motion(self, speed: str) -> None:
        motion.set_speed(speed)
        settings.settings().setValue("motion", speed)
        self.menus.motions[speed].setChecked(True)

    @guarded
    def show_document(self, name: str) -> None:
        game = self._current_game()
        if game is None:
            return
        if self.document is None:
            from desktop.documents import DocumentDialog

            self.document = DocumentDialog(game, name, self.language_code, self)
        else:
            self.document.show_document(game, name, self.language_code)
        self.document.show()
        self.document.raise_()
        self.document.activateWindow()

    @guarded
    def start_guided_here(self) -> None:
        """Help > Guided first game: for the game on the table or chosen in the launcher."""
        from core.engine.tutorial import has_tutorial

        game = self._current_game()
        if game is not None and has_tutorial(game):
            self.start_guided(game)

    def set_tips_on(self, on: bool) -> None:
        settings.set_tips_on(on)
        self._refresh([])

    def reset_tips(self) -> None:
        settings.reset_tips()
        self._refresh([])

    @guarded
    def show_about(self) -> None:
        if self.about is None:
            from desktop.about import AboutDialog

            self.about = AboutDialog(self.texts, self.windowIcon(), self)
        self.about.show()
        self.about.raise_()
        self.about.activateWindow()

    def _current_game(self) -> str | None:
        if self.controller is not None:
            return self.controller.config.game
        chosen = self.launcher.chosen_game()
        if chosen is not None:
            return chosen
        games = self.launcher.cards
        return games[0].rules.game_id if games else None

    # window life ---------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._cancel_suggestion()
        if self.controller is not None:
            self.controller.stop()
            # Loaded only once a computer or a suggestion has thought: else no worker is there to wait for.
            computer = sys.modules.get("desktop.computer")
            if computer is not None:
                computer.wait_for_workers()
        settings.settings().setValue("window/geometry", self.saveGeometry())
        for window in (self.about, self.document, self.results, *self.errors_shown):
            if window is not None:
                window.close()  # the reading and message windows go with the table they belong to
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.menus.retranslate()
            self.update_title()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.menus.fullscreen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def update_title(self) -> None:
        title = self.tr("Dinotable")
        if self.controller is not None:
            title = f"{self.texts(self.controller.config.game + '.name')} – {title}"
            if self.save_path is not None:
                title = f"{self.save_path.name} – {title}"
        self.setWindowTitle(title)

    def _update_actions(self) -> None:
        controller = self.controller
        on_table = controller is not None and self.on_table()
        menus = self.menus
        menus.undo.setEnabled(bool(on_table and controller and controller.can_undo()))
        bar = controller.undo_bar() if controller is not None else None
        menus.explain_undo(self.texts(bar.value) if bar is not None else "")
        if self._game_page is not None:
            self.panel.show_undo_bar(self.texts, bar)
        menus.redo.setEnabled(bool(on_table and controller and controller.can_redo()))
        menus.suggest.setEnabled(bool(on_table and self._person_may_act()))
        menus.save.setEnabled(controller is not None)
        menus.save_as.setEnabled(controller is not None)
        menus.fit.setEnabled(on_table)
        menus.side_panel.setEnabled(on_table)
        menus.notes.setEnabled(self._current_game() is not None)
        menus.rules.setEnabled(self._current_game() is not None)
        from core.engine.tutorial import has_tutorial

        current = self._current_game()
        menus.guided.setEnabled(current is not None and has_tutorial(current))
        self.update_title()
