"""The main window's menus and their actions, with the standard shortcuts.

Every command of the window is a QAction here, so it has one text, one
shortcut and one enabled state wherever it appears.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from desktop import motion, settings

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

# Each language is named in itself, so it can be found whatever the current one is.
LANGUAGE_NAMES = (("de", "Deutsch"), ("en", "English"))


class WindowMenus(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._undo_reason = ""
        key = QKeySequence.StandardKey
        self.new = self._action(window.new_game, key.New)
        self.open = self._action(window.files.open_file, key.Open)
        self.save = self._action(window.files.save, key.Save)
        self.save_as = self._action(window.files.save_as, "Ctrl+Shift+S")
        self.quit = self._action(window.close, "Ctrl+Q")
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo = self._action(window.undo, key.Undo)
        self.redo = self._action(window.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.suggest = self._action(window.suggest, "H")
        self.fit = self._action(window.fit, "Ctrl+0")
        self.fullscreen = self._action(window.toggle_fullscreen, "F11")
        self.fullscreen.setCheckable(True)
        self.side_panel = self._action(window.toggle_panel, "F9")
        self.side_panel.setCheckable(True)
        self.side_panel.setChecked(settings.panel_shown())
        self.rules = self._action(lambda: window.show_document("rules"), "F1")
        self.notes = self._action(lambda: window.show_document("notes"))
        self.guided = self._action(window.start_guided_here)
        self.tips = self._action(window.set_tips_on)
        self.tips.setCheckable(True)
        self.tips.setChecked(settings.tips_on())
        self.reset_tips = self._action(window.reset_tips)
        self.about = self._action(window.show_about)
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.languages = self._choices([code for code, _ in LANGUAGE_NAMES], window.set_language)
        for code, name in LANGUAGE_NAMES:
            self.languages[code].setText(name)
        self.paces = self._choices(list(settings.PACES), window.set_pace)
        self.motions = self._choices(list(motion.SPEEDS), window.set_motion)

        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addActions([self.new, self.open, self.save, self.save_as])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.setToolTipsVisible(True)  # a greyed-out Undo says why
        self.edit_menu.addActions([self.undo, self.redo])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.suggest)
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.fit, self.fullscreen, self.side_panel])
        self.view_menu.addSeparator()
        self.pace_menu = QMenu(self.view_menu)
        self.pace_menu.addActions(list(self.paces.values()))
        self.view_menu.addMenu(self.pace_menu)
        self.motion_menu = QMenu(self.view_menu)
        self.motion_menu.addActions(list(self.motions.values()))
        self.view_menu.addMenu(self.motion_menu)
        self.language_menu = bar.addMenu("")
        self.language_menu.addActions(list(self.languages.values()))
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.rules, self.notes])
        self.help_menu.addSeparator()
        self.help_menu.addActions([self.guided, self.tips, self.reset_tips])
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about)
        self.retranslate()

    def check(self, language: str, pace: str, speed: str) -> None:
        """Tick the current language, computer pace and animation speed."""
        self.languages[language].setChecked(True)
        self.paces[pace].setChecked(True)
        self.motions[speed].setChecked(True)

    def explain_undo(self, reason: str) -> None:
        """Say on the Undo item why it cannot be used now (empty: it can)."""
        self._undo_reason = reason
        self.undo.setToolTip(reason or self.undo.text().replace("&", ""))
        self.undo.setStatusTip(reason)

    def _action(self, slot: Callable[..., Any], *keys: QKeySequence.StandardKey | str) -> QAction:
        made = QAction(self.window)
        made.setShortcuts([QKeySequence(key) for key in keys])
        made.triggered.connect(slot)
        self.window.addAction(made)
        return made

    def _choices(self, names: list[str], choose: Callable[[str], None]) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for name in names:
            made = QAction(self.window, checkable=True)
            made.triggered.connect(lambda _checked=False, n=name: choose(n))
            group.addAction(made)
            actions[name] = made
        return actions

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new.setText(self.tr("&New game…"))
        self.open.setText(self.tr("&Open…"))
        self.save.setText(self.tr("&Save"))
        self.save_as.setText(self.tr("Save &as…"))
        self.quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.undo.setText(self.tr("&Undo"))
        self.explain_undo(self._undo_reason)
        self.redo.setText(self.tr("&Redo"))
        self.suggest.setText(self.tr("Suggest a &move"))
        self.view_menu.setTitle(self.tr("&View"))
        self.fit.setText(self.tr("&Fit table to window"))
        self.fullscreen.setText(self.tr("F&ull screen"))
        self.side_panel.setText(self.tr("Side &panel"))
        self.pace_menu.setTitle(self.tr("&Computer pace"))
        paces = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        paces["instant"] = self.tr("Instant")
        for pace, made in self.paces.items():
            made.setText(paces.get(pace, pace))
        self.motion_menu.setTitle(self.tr("&Animations"))
        speeds = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        speeds["off"] = self.tr("Off")
        for speed, made in self.motions.items():
            made.setText(speeds.get(speed, speed))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules.setText(self.tr("&Rules"))
        self.notes.setText(self.tr("Rules &notes"))
        self.guided.setText(self.tr("&Guided first game"))
        self.tips.setText(self.tr("First-time &tips"))
        self.reset_tips.setText(self.tr("Show all tips &again"))
        self.about.setText(self.tr("&About Dinotable"))
