"""The page that shows a match: the table and its action bar (under one handoff cover) beside the side panel.

Built the first time a game is shown, so the launcher opens without it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from desktop.handoff import HandoffCover
from desktop.panel import Panel
from desktop.scene.action_bar import ActionBar
from desktop.table_view import TableView

PANEL_WIDTH = 360


class GamePage(QSplitter):
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
        self.addWidget(self.table_area)
        self.addWidget(self.panel)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setCollapsible(0, False)
        self.setCollapsible(1, False)
        self.setSizes([900, PANEL_WIDTH])
