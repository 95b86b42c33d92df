"""The file commands of the window: open a saved game, save it, save it under a new name.

A file is read and checked completely (``core.engine.savefile.read``) before
the game on the table is asked to give way, so a file this version cannot
play is explained and the current game, and its autosave, go on untouched.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from desktop import settings
from desktop.errors import guarded, save_error_text
from desktop.language import fill

if TYPE_CHECKING:
    from desktop.main_window import MainWindow


class SaveFiles(QObject):
    """File > Open, Save and Save as for ``window``; where the game was saved stays on the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def report_error(self, details: str, error: BaseException | None = None) -> None:
        self.window.report_error(details, error)

    @guarded
    def open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # file dialogs load when asked for, not at start

        name, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open saved game"), settings.save_folder(), self.file_filter()
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        """Open a save file; one that cannot be played is explained and the current game goes on."""
        from PySide6.QtWidgets import QMessageBox

        from core.engine import savefile

        window = self.window
        try:
            match = savefile.read(path)
        except savefile.SaveFileError as error:
            reason = save_error_text(window.texts, error)
            QMessageBox.warning(window, self.tr("Cannot open this file"), reason)
            return False
        if not window.make_way_for(match.config.game, "open", replaces_slot=match.result() is None):
            return False
        settings.set_save_folder(str(path.parent))
        window.open_match(match, path)
        return True

    @guarded
    def save(self) -> None:
        if self.window.save_path is None:
            self.save_as()
        else:
            self.save_to(self.window.save_path)

    @guarded
    def save_as(self) -> None:
        controller = self.window.controller
        if controller is None:
            return
        from PySide6.QtWidgets import QFileDialog

        suggestion = str(Path(settings.save_folder()) / f"{controller.config.game}{settings.SAVE_SUFFIX}")
        name, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Save game"), suggestion, self.file_filter()
        )
        if not name:
            return
        path = Path(name)
        if not path.name.endswith(settings.SAVE_SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + settings.SAVE_SUFFIX)
        self.save_to(path)

    def save_to(self, path: Path) -> bool:
        window = self.window
        controller = window.controller
        if controller is None:
            return False
        from PySide6.QtWidgets import QMessageBox

        from core.engine import savefile

        try:
            savefile.write(path, controller.match)
        except OSError as error:
            QMessageBox.warning(
                window,
                self.tr("Cannot save"),
                fill(
                    self.tr("The game could not be saved to %1: %2"), path.name, error.strerror or str(error)
                ),
            )
            return False
        match = controller.match
        window.save_path = path
        window.saved_steps = len(match.steps)
        settings.set_save_folder(str(path.parent))
        if controller.autosave is not None and match.result() is None:
            settings.remember_file(match.config.game, path, window.saved_steps, match.seed)
        window.statusBar().showMessage(fill(self.tr("Saved to %1"), path.name), 4000)
        window.update_title()
        return True

    def file_filter(self) -> str:
        return self.tr("Dinotable games (*.dinotable.json)")
