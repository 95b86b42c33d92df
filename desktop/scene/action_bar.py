"""The action bar under the table: the primary actions of the pending decision as buttons.

Which legal actions become buttons, and their words, the game's scene says
(``GameScene.bar_actions``); the bar only shows them and hands a pressed one
back as a plan, so it acts through the same path as a click on the table.
Beside them: "Continue" while a finished play waits for the person, and
"Suggest a move" with the one line that says why. The bar sits outside the
table view, so its words read the same at every zoom.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from core.engine.protocol import Action
from desktop import theme
from desktop.scene.flow import FlowLayout


@dataclass(frozen=True)
class BarAction:
    """One button: its words, the action (or plan) it takes, and whether Enter takes it."""

    label: str
    actions: tuple[Action, ...]
    default: bool = False
    enabled: bool = True


class ActionBar(QWidget):
    chosen = Signal(object)  # the tuple of actions of a pressed button
    continueRequested = Signal()
    suggestRequested = Signal()
    resultsRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_style())
        # Never wider than the table gives it: buttons wrap to another row instead.
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.buttons: list[QPushButton] = []
        self.entries: list[BarAction] = []
        self.active = False  # False while a computer decides or the handoff cover is up
        self.waiting = False
        self._line_text = ""
        self._actions = FlowLayout()
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.clicked.connect(self.continueRequested)
        self.continue_button.hide()
        self.suggest_button = QPushButton()
        self.suggest_button.setObjectName("suggest")
        self.suggest_button.clicked.connect(self.suggestRequested)
        # Once the game is over the one thing left to do on the table is to look at the results.
        self.results_button = QPushButton()
        self.results_button.setObjectName("results")
        self.results_button.setProperty("primary", True)
        self.results_button.clicked.connect(self.resultsRequested)
        self.results_button.hide()
        self._actions.addWidget(self.continue_button)
        self._actions.addWidget(self.suggest_button)
        self._actions.addWidget(self.results_button)
        self.line = QLabel()
        self.line.setObjectName("line")
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.line.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        layout.addLayout(self._actions)
        layout.addWidget(self.line)
        self.retranslate()

    # filling ------------------------------------------------------------------------------

    def show_actions(self, entries: Sequence[BarAction], active: bool) -> None:
        """One button per entry, the default one marked; all disabled when ``active`` is False."""
        self.entries = list(entries)
        self.active = active
        while len(self.buttons) < len(self.entries):
            button = QPushButton()
            index = len(self.buttons)
            button.clicked.connect(lambda _checked=False, i=index: self._press(i))
            self._actions.insert_widget(index, button)
            self.buttons.append(button)
        for index, button in enumerate(self.buttons):
            shown = index < len(self.entries)
            button.setVisible(shown)
            if not shown:
                continue
            entry = self.entries[index]
            button.setText(entry.label)
            button.setEnabled(active and entry.enabled and not self.waiting)
            button.setProperty("primary", entry.default)
            button.style().unpolish(button)
            button.style().polish(button)
        self.suggest_button.setEnabled(active and not self.waiting)

    def set_finished(self, finished: bool) -> None:
        """At the game's end: "Show the results" in place of "Suggest a move"."""
        self.results_button.setVisible(finished)
        self.suggest_button.setVisible(not finished)

    def set_waiting(self, waiting: bool) -> None:
        """Show "Continue" (and nothing else to press) while a finished play waits for the person."""
        self.waiting = waiting
        self.continue_button.setVisible(waiting)
        self.show_actions(self.entries, self.active)
        self._show_line()
        if waiting:
            self.continue_button.setFocus()

    def set_line(self, text: str) -> None:
        """The one line under the buttons (the suggestion and why); empty hides it, or says to go on."""
        self._line_text = text
        self._show_line()

    def _show_line(self) -> None:
        text = self._line_text or (self._wait_text if self.waiting else "")
        self.line.setText(text)
        self.line.setVisible(bool(text))

    def default_entry(self) -> BarAction | None:
        for entry in self.entries:
            if entry.default and entry.enabled:
                return entry
        return None

    def take_default(self) -> bool:
        """Enter: Continue while waiting, else the default action; False when there is none."""
        if self.waiting:
            self.continueRequested.emit()
            return True
        entry = self.default_entry()
        if entry is None or not self.active:
            if self.results_button.isVisible():
                self.resultsRequested.emit()
                return True
            return False
        self.chosen.emit(entry.actions)
        return True

    def _press(self, index: int) -> None:
        if self.active and not self.waiting and index < len(self.entries) and self.entries[index].enabled:
            self.chosen.emit(self.entries[index].actions)

    # keys and language ----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.take_default():
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._wait_text = self.tr("Look at the table, then press Continue (Enter, Space or a click).")
        self._show_line()
        self.continue_button.setText(self.tr("Continue"))
        self.continue_button.setToolTip(
            self.tr("Go on when you have seen the table (Enter, Space or a click)")
        )
        self.suggest_button.setText(self.tr("Suggest a move"))
        self.suggest_button.setToolTip(self.tr("Ask the computer for a move, without playing it (H)"))
        self.results_button.setText(self.tr("Show the results"))


def _style() -> str:
    tokens = theme.TOKENS
    return f"""
    #actionBar {{ background: {tokens["panel"]}; border-top: 1px solid {tokens["card_edge"]}; }}
    #actionBar QPushButton {{ padding: 5px 14px; font-size: 11pt; }}
    #actionBar QPushButton[primary="true"] {{ font-weight: bold; border: 2px solid {tokens["accent"]};
        border-radius: 4px; }}
    #actionBar QPushButton#continue {{ font-weight: bold; border: 2px solid {tokens["last_move"]};
        border-radius: 4px; }}
    #actionBar QLabel#line {{ color: {tokens["ink"]}; }}
    """
