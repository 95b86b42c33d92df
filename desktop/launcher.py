"""The launcher: pick a game (or resume one), then set up the seats and options.

Only complete games are listed: those registered in the core that also have
a desktop UI. Every control is reachable with the keyboard: Tab moves between
cards and fields, Enter or Space opens a card, Escape goes back.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.engine import registry
from core.engine.bots import LEVELS
from core.engine.protocol import MatchConfig, PlayerInfo, Rules
from desktop import autosave, settings, theme
from desktop.games import UI_PACKAGES, ui_for
from desktop.language import fill
from desktop.seat_mark import mark_icon, mark_pixmap
from desktop.text import Texts

CARD_SIZE = QSize(260, 300)
COVER_HEIGHT = 170
SHEET_WIDTH = 780  # the setup sheet never stretches across a wide window


def centred(widget: QWidget) -> QHBoxLayout:
    """``widget`` in the middle of a row, as wide as it may be."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addStretch(1)
    row.addWidget(widget, 100)
    row.addStretch(1)
    return row


def playable_games() -> list[Rules]:
    """Games with rules and a desktop UI, in registry order."""
    return [
        rules
        for rules in registry.games()
        if rules.game_id in UI_PACKAGES and importlib.util.find_spec(UI_PACKAGES[rules.game_id]) is not None
    ]


class GameCard(QAbstractButton):
    """A game's cover, name and tagline; a button, so Tab, Enter and Space work."""

    def __init__(self, rules: Rules, texts: Texts, parent: QWidget | None = None) -> None:
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
        painter.save()
        painter.setClipRect(cover)
        try:
            ui_for(self.rules.game_id).paint_cover(painter, cover)
        finally:
            painter.restore()
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


class CoverPicture(QWidget):
    """The chosen game's picture, small, at the head of the setup."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.setFixedSize(QSize(150, 100))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.game:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(self.rect())
        ui_for(self.game).paint_cover(painter, QRectF(self.rect()))
        painter.end()


class SeatRow(QWidget):
    """One seat in the setup: name, colour (with its shape) and who plays it."""

    colourChosen = Signal(int, str)  # seat, colour

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.mark = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.textEdited.connect(self._name_edited)
        self.colour = QComboBox()
        for name in theme.SEAT_COLOURS:
            self.colour.addItem(mark_icon(name, 18), "", name)
        self.colour.activated.connect(self._colour_activated)
        self.kind = QComboBox()
        self.kind.addItem("", False)
        self.kind.addItem("", True)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.default_name = True
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.mark)
        layout.addWidget(self.name, 2)
        layout.addWidget(self.colour, 1)
        layout.addWidget(self.kind, 1)
        self.retranslate()

    @property
    def colour_name(self) -> str:
        return str(self.colour.currentData())

    @property
    def computer(self) -> bool:
        return bool(self.kind.currentData())

    def set_colour(self, name: str) -> None:
        self.colour.setCurrentIndex(max(0, self.colour.findData(name)))
        self.mark.setPixmap(mark_pixmap(name, 22, self.devicePixelRatioF()))

    def set_computer(self, computer: bool) -> None:
        self.kind.setCurrentIndex(1 if computer else 0)
        self._kind_changed()

    def set_name(self, name: str) -> None:
        self.name.setText(name)
        self.default_name = False

    def player(self) -> PlayerInfo:
        name = self.name.text().strip() or self.standard_name()
        level = LEVELS[0]
        return PlayerInfo(name=name, colour=self.colour_name, computer=self.computer, level=level)

    def standard_name(self) -> str:
        if self.computer:
            return fill(self.tr("Computer %1"), self.seat + 1)
        return fill(self.tr("Player %1"), self.seat + 1)

    def _name_edited(self, text: str) -> None:
        self.default_name = not text.strip()

    def _colour_activated(self, index: int) -> None:
        name = str(self.colour.itemData(index))
        self.set_colour(name)
        self.colourChosen.emit(self.seat, name)

    def _kind_changed(self) -> None:
        if self.default_name:
            self.name.setText(self.standard_name())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        names = {
            "blue": self.tr("Blue"),
            "orange": self.tr("Orange"),
            "green": self.tr("Green"),
            "purple": self.tr("Purple"),
            "vermillion": self.tr("Vermillion"),
            "sky": self.tr("Sky blue"),
        }
        for index in range(self.colour.count()):
            self.colour.setItemText(index, names.get(str(self.colour.itemData(index)), ""))
        self.kind.setItemText(0, self.tr("Human"))
        self.kind.setItemText(1, self.tr("Computer"))
        self.name.setAccessibleName(fill(self.tr("Name of seat %1"), self.seat + 1))
        self.colour.setAccessibleName(fill(self.tr("Colour of seat %1"), self.seat + 1))
        self.kind.setAccessibleName(fill(self.tr("Who plays seat %1"), self.seat + 1))
        if self.default_name:
            self.name.setText(self.standard_name())


class SetupPage(QWidget):
    """Player count, seats and the game's options for one game."""

    startRequested = Signal(object)  # MatchConfig
    backRequested = Signal()

    def __init__(self, texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.rules: Rules | None = None
        self.title = QLabel()
        self.title.setObjectName("headline")
        self.count_label = QLabel()
        self.count = QComboBox()
        self.count.currentIndexChanged.connect(self._count_changed)
        self.count_label.setBuddy(self.count)
        self.seats_label = QLabel()
        self.seats_box = QVBoxLayout()
        self.rows: list[SeatRow] = []
        self.options_form = QFormLayout()
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.back = QPushButton()
        self.back.clicked.connect(self.backRequested)
        self.start = QPushButton()
        self.start.setDefault(True)
        self.start.setAutoDefault(True)
        self.start.clicked.connect(self._start)

        self.cover = CoverPicture()
        self.tagline = QLabel()
        self.tagline.setObjectName("soft")
        self.tagline.setWordWrap(True)
        titles = QVBoxLayout()
        titles.addStretch(1)
        titles.addWidget(self.title)
        titles.addWidget(self.tagline)
        titles.addStretch(1)
        header = QHBoxLayout()
        header.setSpacing(16)
        header.addWidget(self.cover)
        header.addLayout(titles, 1)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back)
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        sheet = QFrame()
        sheet.setObjectName("sheet")
        sheet.setMaximumWidth(SHEET_WIDTH)
        layout = QVBoxLayout(sheet)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(12)
        layout.addLayout(header)
        layout.addSpacing(4)
        layout.addLayout(count_row)
        layout.addWidget(self.seats_label)
        layout.addLayout(self.seats_box)
        layout.addLayout(self.options_form)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        outer.addLayout(centred(sheet))
        outer.addStretch(1)
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter anywhere in the setup starts the game; Escape goes back to the games."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._start()
        elif event.key() == Qt.Key.Key_Escape:
            self.backRequested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # showing a game ---------------------------------------------------------------------

    def show_game(self, rules: Rules) -> None:
        self.rules = rules
        self.cover.game = rules.game_id
        self.cover.update()
        for row in self.rows:
            row.deleteLater()
        self.rows = []
        for seat in range(rules.max_players):
            row = SeatRow(seat)
            row.colourChosen.connect(self._colour_chosen)
            self.seats_box.addWidget(row)
            self.rows.append(row)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes, self.option_labels = {}, {}
        for name, values in rules.options.items():
            box = QComboBox()
            for value in values:
                box.addItem("", value)
            label = QLabel()
            label.setBuddy(box)
            self.options_form.addRow(label, box)
            self.option_boxes[name], self.option_labels[name] = box, label
        self._restore()
        self.set_texts(self.texts)
        self.count.setFocus()

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        self.retranslate()

    def config(self) -> MatchConfig:
        if self.rules is None:
            raise RuntimeError("no game chosen")
        players = tuple(row.player() for row in self.rows[: self.player_count()])
        options = {name: box.currentData() for name, box in self.option_boxes.items()}
        return MatchConfig(self.rules.game_id, players, options)

    def player_count(self) -> int:
        return int(self.count.currentData() or 1)

    def set_player_count(self, count: int) -> None:
        self.count.setCurrentIndex(max(0, self.count.findData(count)))

    # internals -----------------------------------------------------------------------------

    def _count_changed(self) -> None:
        count = self.player_count()
        for seat, row in enumerate(self.rows):
            row.setVisible(seat < count)

    def _colour_chosen(self, seat: int, colour: str) -> None:
        """Colours stay unique: a seat that had the chosen colour gets the old one."""
        taken = {row.seat: row for row in self.rows if row.seat != seat and row.colour_name == colour}
        if not taken:
            return
        used = {row.colour_name for row in self.rows}
        free = next(name for name in theme.SEAT_COLOURS if name not in used)
        for row in taken.values():
            row.set_colour(free)

    def _start(self) -> None:
        config = self.config()
        self._remember(config)
        self.startRequested.emit(config)

    def _remember(self, config: MatchConfig) -> None:
        data = {
            "players": [
                {
                    "name": row.name.text(),
                    "custom": not row.default_name,
                    "colour": row.colour_name,
                    "computer": row.computer,
                }
                for row in self.rows
            ],
            "count": config.player_count,
            "options": dict(config.options),
        }
        settings.settings().setValue(f"setup/{config.game}", json.dumps(data))

    def _restore(self) -> None:
        rules = self.rules
        assert rules is not None
        colours = list(theme.SEAT_COLOURS)
        for seat, row in enumerate(self.rows):
            row.set_colour(colours[seat % len(colours)])
            row.set_computer(seat > 0)
        default_count = min(max(2, rules.min_players), rules.max_players)
        stored = settings.settings().value(f"setup/{rules.game_id}", "", str)
        try:
            data = json.loads(stored) if stored else {}
        except ValueError:
            data = {}
        self.count.blockSignals(True)
        self.count.clear()
        for count in range(rules.min_players, rules.max_players + 1):
            self.count.addItem("", count)
        self.count.blockSignals(False)
        self.set_player_count(
            int(data.get("count", default_count)) if isinstance(data, dict) else default_count
        )
        seats = data.get("players", []) if isinstance(data, dict) else []
        chosen: list[str] = []
        for row, seat in zip(self.rows, seats if isinstance(seats, list) else [], strict=False):
            if not isinstance(seat, dict):
                continue
            colour = seat.get("colour")
            if colour in theme.SEAT_COLOURS and colour not in chosen:
                row.set_colour(colour)
            row.set_computer(bool(seat.get("computer", row.computer)))
            if seat.get("custom") and isinstance(seat.get("name"), str):
                row.set_name(seat["name"])
            chosen.append(row.colour_name)
        if len(set(chosen)) != len(chosen):
            for seat, row in enumerate(self.rows):
                row.set_colour(colours[seat % len(colours)])
        options = data.get("options", {}) if isinstance(data, dict) else {}
        for name, box in self.option_boxes.items():
            value = options.get(name) if isinstance(options, dict) else None
            if value is not None and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))
        self._count_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        texts = self.texts
        game = self.rules.game_id if self.rules else ""
        self.title.setText(fill(self.tr("New game of %1"), texts(f"{game}.name")) if game else "")
        self.tagline.setText(texts(f"{game}.tagline") if game else "")
        self.count_label.setText(self.tr("&Players:"))
        self.seats_label.setText(self.tr("Seats: name, colour and who plays"))
        for index in range(self.count.count()):
            count = int(self.count.itemData(index))
            if count == 1:
                self.count.setItemText(index, self.tr("Solo (1 player)"))
            else:
                self.count.setItemText(index, self.tr("%n player(s)", "", count))
        for name, box in self.option_boxes.items():
            self.option_labels[name].setText(texts(f"{game}.option.{name}"))
            for index in range(box.count()):
                box.setItemText(index, texts(f"{game}.option.{name}.{box.itemData(index)}"))
        self.back.setText(self.tr("Back"))
        self.start.setText(self.tr("&Start"))


class Launcher(QWidget):
    """The first page: the games, Resume, Open; then the setup of the chosen game."""

    startRequested = Signal(object)  # MatchConfig
    resumeRequested = Signal(object)  # Match from the autosave
    openRequested = Signal()
    backToGameRequested = Signal()

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
        self.setup = SetupPage(texts)
        self.setup.backRequested.connect(self.show_games)
        self.setup.startRequested.connect(self.startRequested)
        self.pages.addWidget(self.choose)
        self.pages.addWidget(self.setup)
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
        self.resume_box = QFrame()
        self.resume_box.setObjectName("resume")
        self.resume_info = QLabel()
        self.resume_info.setWordWrap(True)
        self.resume = QPushButton()
        self.resume.clicked.connect(self._resume)
        resume_layout = QHBoxLayout(self.resume_box)
        resume_layout.addWidget(self.resume_info, 1)
        resume_layout.addWidget(self.resume)
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

        self.resumable: autosave.Resumable | None = None
        self._fill_cards()
        self.retranslate()

    # what the window asks ---------------------------------------------------------------

    def show_games(self) -> None:
        self.pages.setCurrentWidget(self.choose)
        if self.resumable is not None:
            self.resume.setFocus()
        elif self.cards:
            self.cards[0].setFocus()

    def show_setup(self, rules: Rules) -> None:
        self.setup.show_game(rules)
        self.pages.setCurrentWidget(self.setup)
        self.setup.count.setFocus()

    def set_game_running(self, running: bool) -> None:
        self.back_to_game.setVisible(running)

    def check_autosave(self, path: Path | None) -> autosave.Damaged | None:
        """Look at the autosave: offer Resume, or report a damaged file (already put aside)."""
        found = autosave.check(path) if path is not None else None
        self.resumable = found if isinstance(found, autosave.Resumable) else None
        self.resume_box.setVisible(self.resumable is not None)
        damaged = found if isinstance(found, autosave.Damaged) else None
        if damaged is not None:
            self.report_damaged(damaged)
        self.retranslate()
        if self.pages.currentWidget() is self.choose:
            self.show_games()
        return damaged

    def report_damaged(self, damaged: autosave.Damaged) -> None:
        reason = self.texts(damaged.error.key, **damaged.error.values)
        if damaged.kept_as is not None:
            kept = fill(self.tr("The file was kept as %1."), damaged.kept_as.name)
        else:
            kept = self.tr("The file could not be moved aside, so games are not saved automatically for now.")
        self.show_notice(fill(self.tr("The automatically saved game could not be read: %1 %2"), reason, kept))

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        for card in self.cards:
            card.set_texts(texts)
        self.setup.set_texts(texts)
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

    def _resume(self) -> None:
        if self.resumable is not None:
            self.resumeRequested.emit(self.resumable.match)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.headline.setText(self.tr("Dinotable"))
        self.subtitle.setText(self.tr("Choose a game to set up the table, or go on with one you started."))
        self.resume.setText(self.tr("&Resume"))
        self.open_button.setText(self.tr("&Open saved game…"))
        self.back_to_game.setText(self.tr("&Back to the game"))
        if self.resumable is not None:
            self.resume_info.setText(self._resume_text(self.resumable))

    def _resume_text(self, found: autosave.Resumable) -> str:
        config = found.match.config
        names = ", ".join(player.name for player in config.players)
        when = QLocale().toString(
            QDateTime.fromSecsSinceEpoch(int(found.saved_at.timestamp())), QLocale.FormatType.ShortFormat
        )
        game = self.texts(f"{config.game}.name")
        players = self.tr("%n player(s)", "", config.player_count)
        return fill(self.tr("Unfinished game of %1 (%2: %3), saved %4"), game, players, names, when)
