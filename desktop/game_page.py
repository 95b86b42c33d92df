"""The page that shows a match: the table and its action bar (under one handoff cover) beside the side panel.

Built the first time a game is shown, so the launcher opens without it. The
panel can be narrowed by dragging the splitter (not below a width where its
words still read) and collapsed, by dragging it shut, from the View menu or
with the small handle at the table's edge; the table grows into the room.
Whether it is shown and its width are remembered.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QSplitter, QToolButton, QVBoxLayout, QWidget

from desktop import settings
from desktop.handoff import HandoffCover
from desktop.panel import Panel
from desktop.scene.action_bar import ActionBar
from desktop.table_view import TableView

HANDLE_SIZE = 22  # the panel handle at the table's edge, in pixels of the widget


class GamePage(QSplitter):
    panelToggled = Signal(bool)  # the side panel was shown (True) or collapsed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.table = TableView()
        self.table_area = QWidget()
        area_layout = QVBoxLayout(self.table_area)
        area_layout.setContentsMargins(0, 0, 0, 0)
        area_layout.setSpacing(0)
        area_layout.addWidget(self.table, 1)
        self.bar = ActionBar()
        area_layout.addWidget(self.bar)
        self.handoff = HandoffCover(self.table_area)
        self.panel = Panel()
        # The panel scrolls rather than squeezing its words when they outgrow a short window,
        # and so never makes the window taller than the screen it is on.
        self.panel_area = QScrollArea()
        self.panel_area.setObjectName("panel_area")
        self.panel_area.setWidget(self.panel)
        self.panel_area.setWidgetResizable(True)
        self.panel_area.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_area.setMinimumWidth(settings.PANEL_MIN_WIDTH)
        self.addWidget(self.table_area)
        self.addWidget(self.panel_area)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setCollapsible(0, False)
        self.setCollapsible(1, True)
        self.handle_button = QToolButton(self.table_area)
        self.handle_button.setAutoRaise(True)
        self.handle_button.setFixedSize(HANDLE_SIZE, HANDLE_SIZE * 2)
        self.handle_button.clicked.connect(lambda: self.set_panel_shown(not self.panel_shown()))
        self.table_area.installEventFilter(self)
        self.handoff.installEventFilter(self)  # the handle stays above the cover
        self._width = settings.panel_width()
        self._shown = settings.panel_shown()
        self.setSizes([900, self._width if self._shown else 0])
        self.splitterMoved.connect(self._moved)
        self._show_handle()

    def panel_shown(self) -> bool:
        return self._shown

    def set_panel_shown(self, shown: bool) -> None:
        total = sum(self.sizes()) or self.width()
        width = min(self._width, max(settings.PANEL_MIN_WIDTH, total // 2))
        self.setSizes([total - width, width] if shown else [total, 0])
        self._remember(shown)

    def _moved(self, _position: int, _index: int) -> None:
        width = self.sizes()[1]
        if width > 0:
            self._width = width
            settings.set_panel_width(width)
        self._remember(width > 0)

    def _remember(self, shown: bool) -> None:
        changed = shown != self._shown
        self._shown = shown
        settings.set_panel_shown(shown)
        self._show_handle()
        if changed:
            self.panelToggled.emit(shown)

    def _show_handle(self) -> None:
        # Points the way the panel would go: towards the table to open it, away to close it.
        self.handle_button.setArrowType(Qt.ArrowType.RightArrow if self._shown else Qt.ArrowType.LeftArrow)
        self.handle_button.setToolTip(
            self.tr("Hide the side panel") if self._shown else self.tr("Show the side panel")
        )
        self._place_handle()

    def _place_handle(self) -> None:
        area = self.table_area.rect()
        self.handle_button.move(area.right() - HANDLE_SIZE, area.top() + 6)
        self.handle_button.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table_area and event.type() == QEvent.Type.Resize:
            self._place_handle()
        elif watched is self.handoff and event.type() == QEvent.Type.Show:
            # After the cover has raised itself, which it does once it is shown.
            QTimer.singleShot(0, self.handle_button.raise_)
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._show_handle()
        super().changeEvent(event)
