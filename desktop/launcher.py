"""The launcher: pick a game (or resume one), then set up the seats and options.

Only complete games are listed: those registered in the core that also have
a desktop UI. Every control is reachable with the keyboard: Tab moves between
cards and fields, Enter or Space opens a card, Escape goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.engine import registry
from core.engine.registry import GameEntry
from desktop import autosave, covers, resume_text, theme
from desktop.errors import save_error_text
from desktop.games import has_ui
from desktop.language import fill
from desktop.text import Texts

if TYPE_CHECKING:  # the setup page loads when a game is chosen, keeping start-up quick
    from desktop.setup_page import SetupPage

CARD_SIZE = QSize(260, 300)
COVER_HEIGHT = 170
SHEET_WIDTH = 780  # the launcher's pages never stretch across a wide window


def centred(widget: QWidget) -> QHBoxLayout:
    """``widget`` in the middle of a row, as wide as it may be."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addStretch(1)
    row.addWidget(widget, 100)
    row.addStretch(1)
    return row


def playable_games() -> list[GameEntry]:
    """Games with rules and a desktop UI, in registry order (their rules are not loaded yet)."""
    return [game for game in registry.entries() if has_ui(game.game_id)]


class GameCard(QAbstractButton):
    """A game's cover, name and tagline; a button, so Tab, Enter and Space work."""

    def __init__(self, rules: GameEntry, texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules, self.texts = rules, texts
        self.setFixedSize(CARD_SIZE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_texts(texts)

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        game = self.rules.game_id
        self.setAccessibleName(texts(f"{game}.name"))
        self.setAccessibleDescription(texts(f"{game}.tagline"))
        self.setToolTip(texts(f"{game}.tagline"))
        self.update()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(theme.colour("card_edge"), 1))
        painter.setBrush(theme.colour("card"))
        painter.drawRoundedRect(frame, 10, 10)
        cover = QRectF(frame.left() + 8, frame.top() + 8, frame.width() - 16, COVER_HEIGHT - 16)
        picture = covers.cover(self.rules.game_id, cover.size(), self.devicePixelRatioF())
        if picture is not None:  # None: a broken game file, explained when the game is chosen
            painter.drawImage(cover.topLeft(), picture)
        game = self.rules.game_id
        text_left = frame.left() + 12
        width = frame.width() - 24
        painter.setPen(theme.colour("ink"))
        painter.setFont(theme.font(14, bold=True))
        painter.drawText(
            QRectF(text_left, cover.bottom() + 8, width, 28),
            Qt.AlignmentFlag.AlignLeft,
            self.texts(f"{game}.name"),
        )
        painter.setFont(theme.font(10))
        painter.drawText(
            QRectF(text_left, cover.bottom() + 38, width, 56),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            self.texts(f"{game}.tagline"),
        )
        painter.setPen(theme.colour("ink_soft"))
        painter.drawText(
            QRectF(text_left, frame.bottom() - 28, width, 20),
            Qt.AlignmentFlag.AlignLeft,
            self.texts(f"{game}.players"),
        )
        if self.hasFocus() or self.underMouse():
            painter.setPen(QPen(theme.colour("accent"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame.adjusted(1, 1, -1, -1), 9, 9)
        painter.end()

    def enterEvent(self, event: Any) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: Any) -> None:
        self.update()
        super().leaveEvent(event)


class Launcher(QWidget):
    """The first page: the games, Resume, Open; then the setup of the chosen game."""

    startRequested = Signal(object)  # MatchConfig
    resumeRequested = Signal(object)  # Match from the autosave
    openRequested = Signal()
    backToGameRequested = Signal()
    guideRequested = Signal(str)  # a game's id: its guided first game

    def __init__(self, texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.setObjectName("launcher")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        tokens = theme.TOKENS
        self.setStyleSheet(
            f"#launcher {{ background: {tokens['table']}; }}"
            f"#launcher QLabel {{ color: {tokens['ink']}; }}"
            f"#launcher QLabel#headline {{ font-size: 20pt; font-weight: bold; }}"
            f"#launcher QLabel#soft {{ color: {tokens['ink_soft']}; }}"
            f"#launcher QLabel#notice {{ color: {tokens['illegal']}; }}"
            f"#launcher QFrame#resume, #launcher QFrame#sheet {{ background: {tokens['card']};"
            f" border: 1px solid {tokens['card_edge']}; border-radius: 8px; }}"
        )
        self.pages = QStackedWidget()
        self.choose = QWidget()
        self.pages.addWidget(self.choose)
        self._setup: SetupPage | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("soft")
        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.resume_box = QWidget()  # one entry per game with an unfinished autosave
        self.resume_list = QVBoxLayout(self.resume_box)
        self.resume_list.setContentsMargins(0, 0, 0, 0)
        self.resume_list.setSpacing(8)
        self.resume_entries: dict[str, ResumeEntry] = {}
        self.resume_box.hide()
        self.cards_grid = QGridLayout()
        self.cards_grid.setSpacing(16)
        self.cards: list[GameCard] = []
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.openRequested)
        self.back_to_game = QPushButton()
        self.back_to_game.clicked.connect(self.backToGameRequested)
        self.back_to_game.hide()
        bottom = QHBoxLayout()
        bottom.addWidget(self.open_button)
        bottom.addStretch(1)
        bottom.addWidget(self.back_to_game)

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(12)
        layout.addWidget(self.headline)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.notice)
        layout.addWidget(self.resume_box)
        layout.addLayout(self.cards_grid)
        layout.addSpacing(8)
        layout.addLayout(bottom)
        layout.addStretch(1)
        content.setMaximumWidth(SHEET_WIDTH + 120)
        holder = QWidget()
        holder.setLayout(centred(content))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        choose_layout = QVBoxLayout(self.choose)
        choose_layout.setContentsMargins(0, 0, 0, 0)
        choose_layout.addWidget(scroll)

        self.resumables: dict[str, autosave.Resumable] = {}
        self._fill_cards()
        self.retranslate()

    @property
    def setup(self) -> SetupPage:
        """The setup of the chosen game; built when first needed, as most starts show only the games."""
        if self._setup is None:
            from desktop.setup_page import SetupPage

            page = SetupPage(self.texts)
            page.backRequested.connect(self.show_games)
            page.startRequested.connect(self.startRequested)
            page.guideRequested.connect(self.guideRequested)
            self.pages.addWidget(page)
            self._setup = page
        return self._setup

    # what the window asks ---------------------------------------------------------------

    def chosen_game(self) -> str | None:
        """The game whose setup was shown last, if any."""
        rules = self._setup.rules if self._setup is not None else None
        return rules.game_id if rules is not None else None

    def show_games(self) -> None:
        self.pages.setCurrentWidget(self.choose)
        if self.resume_entries:
            next(iter(self.resume_entries.values())).button.setFocus()
        elif self.cards:
            self.cards[0].setFocus()

    def show_setup(self, rules: GameEntry) -> None:
        self.setup.show_game(rules)
        self.pages.setCurrentWidget(self.setup)
        self.setup.count.setFocus()

    def set_game_running(self, running: bool) -> None:
        self.back_to_game.setVisible(running)

    def check_autosaves(
        self, slots: autosave.Slots | None, running: str | None = None
    ) -> list[autosave.Damaged]:
        """Offer Resume for each game with an unfinished autosave; report damaged ones (put aside).

        The game ``running`` on the table is not offered: the launcher offers "Back" to it instead.
        """
        games = [entry.game_id for entry in playable_games() if entry.game_id != running]
        found = slots.scan(games) if slots is not None else autosave.Found()
        self.resumables = found.resumable
        self._fill_resume_entries()
        if found.damaged:
            # Each damaged file's notice on its own line.
            self.show_notice("\n".join(self._damaged_text(damaged) for damaged in found.damaged))
        if self.pages.currentWidget() is self.choose:
            self.show_games()
        return found.damaged

    def forget_resumable(self, game: str) -> None:
        """``game``'s autosave is no longer offered (it is on the table, or replaced)."""
        self.resumables.pop(game, None)
        self._fill_resume_entries()

    def report_damaged(self, damaged: autosave.Damaged) -> None:
        self.show_notice(self._damaged_text(damaged))

    def _damaged_text(self, damaged: autosave.Damaged) -> str:
        reason = save_error_text(self.texts, damaged.error)
        if damaged.kept_as is not None:
            kept = fill(self.tr("The file was kept as %1."), damaged.kept_as.name)
        elif damaged.game is not None:
            kept = fill(
                self.tr("The file could not be moved aside, so %1 is not saved automatically for now."),
                self.texts(f"{damaged.game}.name"),
            )
        else:
            kept = self.tr("The file could not be moved aside, so games are not saved automatically for now.")
        return fill(self.tr("The automatically saved game could not be read: %1 %2"), reason, kept)

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        for card in self.cards:
            card.set_texts(texts)
        if self._setup is not None:
            self._setup.set_texts(texts)
        self.retranslate()

    # internals -------------------------------------------------------------------------------

    def _fill_cards(self) -> None:
        columns = 3
        for index, rules in enumerate(playable_games()):
            card = GameCard(rules, self.texts)
            card.clicked.connect(lambda _checked=False, r=rules: self.show_setup(r))
            card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            self.cards_grid.addWidget(card, index // columns, index % columns)
            self.cards.append(card)
        self.cards_grid.setColumnStretch(columns, 1)

    def _fill_resume_entries(self) -> None:
        for entry in self.resume_entries.values():
            self.resume_list.removeWidget(entry)
            entry.deleteLater()
        self.resume_entries = {}
        for game, found in self.resumables.items():
            entry = ResumeEntry(found, self.texts)
            entry.button.clicked.connect(lambda _checked=False, m=found.match: self.resumeRequested.emit(m))
            self.resume_list.addWidget(entry)
            self.resume_entries[game] = entry
        self.resume_box.setVisible(bool(self.resume_entries))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.headline.setText(self.tr("Dinotable"))
        self.subtitle.setText(self.tr("Choose a game to set up the table, or go on with one you started."))
        self.open_button.setText(self.tr("&Open saved game…"))
        self.back_to_game.setText(self.tr("&Back to the game"))
        for entry in self.resume_entries.values():
            entry.set_texts(self.texts)


class ResumeEntry(QFrame):
    """One game to resume: "Resume Anna's <game> from 18:05", its players, and the button."""

    def __init__(self, found: autosave.Resumable, texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.found = found
        self.setObjectName("resume")
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setStyleSheet("font-weight: bold;")
        self.players = QLabel()
        self.players.setObjectName("soft")
        self.players.setWordWrap(True)
        self.button = QPushButton()
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.info)
        words.addWidget(self.players)
        layout = QHBoxLayout(self)
        layout.addLayout(words, 1)
        layout.addWidget(self.button)
        self.set_texts(texts)

    def set_texts(self, texts: Texts) -> None:
        config = self.found.match.config
        self.info.setText(
            fill(self.tr("Resume %1"), resume_text.game_from(texts, config, self.found.saved_at))
        )
        names = ", ".join(player.name for player in config.players)
        players = self.tr("%n player(s)", "", config.player_count)
        self.players.setText(fill(self.tr("%1: %2", "players: their names"), players, names))
        self.button.setText(self.tr("&Resume"))
        self.button.setAccessibleName(self.info.text())
