"""The rules and the rules notes of a game, shown in a reading window."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop import text


class DocumentDialog(QDialog):
    """Shows ``i18n/<game>/<name>.<language>.md``; reloads itself when the language changes."""

    def __init__(self, game: str, name: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.name, self.language = game, name, language
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 720)
        self.load()

    def show_document(self, game: str, name: str, language: str) -> None:
        self.game, self.name, self.language = game, name, language
        self.load()

    def load(self) -> None:
        try:
            markdown = text.document(self.game, self.name, self.language)
        except (FileNotFoundError, ModuleNotFoundError):
            markdown = ""
        if markdown:
            self.browser.setMarkdown(markdown)
        else:
            self.browser.setPlainText(self.tr("This text is not available yet."))
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self.name == "rules":
            self.setWindowTitle(self.tr("Rules"))
        else:
            self.setWindowTitle(self.tr("Rules notes"))
