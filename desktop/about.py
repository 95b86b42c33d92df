"""Help -> About: the version, the licence, the games' designers and publishers, and what this is not."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from core.engine import registry
from core.version import app_version
from desktop.language import fill
from desktop.text import Texts

ICON_SIZE = 96


class AboutDialog(QDialog):
    def __init__(self, texts: Texts, icon: QIcon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.picture = QLabel()
        self.picture.setPixmap(icon.pixmap(ICON_SIZE, ICON_SIZE))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setOpenExternalLinks(False)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.setSpacing(20)
        row.addWidget(self.picture)
        row.addWidget(self.body, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.retranslate()

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def credits(self) -> list[str]:
        """One line per registered game: its designers and publishers, from the game's texts."""
        return [self.texts(f"{entry.game_id}.credit") for entry in registry.entries()]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Dinotable"))
        version = fill(self.tr("Version %1"), app_version())
        purpose = self.tr(
            "Dinosaur board games at one table: with friends passing the mouse, or against the "
            "computer, with rule hints that teach each game while you play."
        )
        unofficial = self.tr(
            "This is an unofficial adaptation, made for learning and playing at home. It is not "
            "affiliated with or endorsed by the designers or publishers; all game names belong to "
            "their owners. The rules are told in our own words and all pictures were drawn for "
            "this program."
        )
        licence = self.tr("Free software under the MIT licence.")
        credits = "<br>".join(escape(line) for line in self.credits())
        self.body.setText(
            f"<h2>Dinotable</h2><p>{escape(version)}</p><p>{escape(purpose)}</p><p>{credits}</p>"
            f"<p>{escape(unofficial)}</p><p>{escape(licence)}</p>"
        )
        self.adjustSize()  # another language may need more lines: the dialog grows to show them all
