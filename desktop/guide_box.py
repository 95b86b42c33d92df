"""The guide's box at the top of the side panel: the lesson's words and its always-there controls.

It shows what the guided game says now (a step's text, why a move was the
lesson, "not now" for another legal move, a first-time tip) with the button
that goes on (Continue, Show me, Got it), and keeps "Skip step", "Back to
checkpoint" and "Leave the guide" in reach while the lesson lasts. Nothing
here moves on by itself: every change comes from a click or a key.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop import theme


@dataclass(frozen=True)
class GuideView:
    """What the box shows; an empty text hides it."""

    text: str = ""
    heading: str = ""  # "Guided game, step 3 of 9", "Tip"
    note: str = ""  # a second line: "not now", a notice that the lesson ended
    proceed: bool = False  # Continue is offered
    show_me: bool = False
    tip: bool = False  # a tip: "Got it" instead of the lesson's controls
    lesson: bool = False  # the lesson's controls (skip, checkpoint, leave) are shown
    can_skip: bool = False
    can_go_back: bool = False


class GuideBox(QFrame):
    continued = Signal()
    showMe = Signal()
    skipped = Signal()
    backRequested = Signal()
    leaveRequested = Signal()
    tipDismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        self.setStyleSheet(_style())
        self.heading = QLabel()
        self.heading.setObjectName("guide_heading")
        self.text = _label("guide_text")
        self.note = _label("guide_note")
        self.go_on = QPushButton()
        self.go_on.setObjectName("guide_continue")
        self.go_on.clicked.connect(self.continued)
        self.show_me = QPushButton()
        self.show_me.clicked.connect(self.showMe)
        self.got_it = QPushButton()
        self.got_it.clicked.connect(self.tipDismissed)
        # The lesson's way out, as links that wrap in a narrow panel (Tab reaches each of them).
        self.controls = QLabel()
        self.controls.setObjectName("guide_controls")
        self.controls.setWordWrap(True)
        self.controls.setTextFormat(Qt.TextFormat.RichText)
        self.controls.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.controls.linkActivated.connect(self._control)
        main = QHBoxLayout()
        main.addWidget(self.show_me)
        main.addStretch(1)
        main.addWidget(self.got_it)
        main.addWidget(self.go_on)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addWidget(self.note)
        layout.addLayout(main)
        layout.addWidget(self.controls)
        self.view = GuideView()
        self.retranslate()
        self.show_view(self.view)

    def show_view(self, view: GuideView) -> None:
        self.view = view
        self.setVisible(bool(view.text))
        self.heading.setText(view.heading)
        self.heading.setVisible(bool(view.heading))
        self.text.setText(view.text)
        self.note.setText(view.note)
        self.note.setVisible(bool(view.note))
        self.go_on.setVisible(view.proceed)
        self.show_me.setVisible(view.show_me)
        self.got_it.setVisible(view.tip)
        self.controls.setVisible(view.lesson)
        self._show_controls()
        self._fit()

    def _show_controls(self) -> None:
        ink = theme.TOKENS["ink_soft"]
        parts = []
        for name, label, enabled in (
            ("skip", self.tr("Skip step"), self.view.can_skip),
            ("back", self.tr("Back to checkpoint"), self.view.can_go_back),
            ("leave", self.tr("Leave the guide"), True),
        ):
            words = html.escape(label).replace(" ", "&nbsp;")
            parts.append(f'<a href="{name}" style="color:{ink}">{words}</a>' if enabled else words)
        self.controls.setText(" · ".join(parts))

    def _control(self, name: str) -> None:
        {"skip": self.skipped, "back": self.backRequested, "leave": self.leaveRequested}[name].emit()

    def _fit(self) -> None:
        """The box at its words' full height: a short panel squeezes the lists, never the lesson."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        self.setMinimumHeight(layout.totalHeightForWidth(max(1, self.width())) if self.view.text else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.go_on.setText(self.tr("Continue"))
        self.show_me.setText(self.tr("Show me"))
        self.got_it.setText(self.tr("Got it"))
        self.controls.setToolTip(self.tr("Leave the guide: the game goes on as a normal game."))
        self._show_controls()


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return label


def _style() -> str:
    tokens = theme.TOKENS
    return f"""
    QFrame#guide {{ background: {tokens["card"]}; border: 2px solid {tokens["guide"]};
        border-radius: 6px; }}
    QFrame#guide QLabel {{ border: none; background: transparent; color: {tokens["ink"]}; }}
    QFrame#guide QLabel#guide_heading {{ color: {tokens["guide"]}; font-weight: bold; }}
    QFrame#guide QLabel#guide_text {{ font-size: 11pt; }}
    QFrame#guide QLabel#guide_note {{ color: {tokens["ink_soft"]}; }}
    QFrame#guide QLabel#guide_controls {{ color: {tokens["card_edge"]}; }}
    """
