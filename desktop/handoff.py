"""The hotseat handoff: a cover over the table until the next person is at the screen.

Shown only in games that hide information from some seats, when the next
decision belongs to a different person than the one who decided before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop import theme
from desktop.language import fill
from desktop.seat_mark import mark_pixmap


class HandoffCover(QWidget):
    confirmed = Signal()

    def __init__(self, covered: QWidget) -> None:
        super().__init__(covered)
        self.covered = covered  # the parent; parentWidget() is typed as maybe None, this one is always there
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        tokens = theme.TOKENS
        self.setStyleSheet(
            f"#handoff {{ background: {tokens['table']}; }}"
            f"#handoff QLabel {{ color: {tokens['ink']}; }}"
            f"#handoff QLabel#headline {{ font-size: 22pt; font-weight: bold; }}"
        )
        self.mark = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.headline = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.headline.setObjectName("headline")
        self.explanation = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.explanation.setWordWrap(True)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setMinimumHeight(40)
        self.button.setStyleSheet("padding: 6px 18px; font-size: 12pt;")
        self.button.clicked.connect(self._confirm)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.mark)
        layout.addWidget(self.headline)
        layout.addWidget(self.explanation)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.name = ""
        covered.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, colour: str) -> None:
        self.name = name
        self.mark.setPixmap(mark_pixmap(colour, 48, self.devicePixelRatioF()))
        self.retranslate()
        self.setGeometry(self.covered.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.covered and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.covered.rect())
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.headline.setText(fill(self.tr("Pass to %1"), self.name))
        self.explanation.setText(
            fill(self.tr("The table stays hidden until %1 is at the screen."), self.name)
        )
        self.button.setText(fill(self.tr("I am %1: show the table"), self.name))

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()
