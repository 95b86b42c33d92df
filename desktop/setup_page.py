"""The setup of a new game: player count, each seat's name, colour and player, the options.

Colours stay unique across seats (choosing a taken colour swaps it), every
seat's shape follows its colour, and the last setup of each game is
remembered. Enter anywhere starts the game; Escape goes back.
"""

from __future__ import annotations

import contextlib
import json
import logging

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.engine.bots import LEVELS
from core.engine.component_error import ComponentError
from core.engine.config_check import MAX_NAME_LENGTH
from core.engine.protocol import MatchConfig, PlayerInfo
from core.engine.registry import SWITCH, GameEntry
from desktop import settings, theme
from desktop.games import ui_for
from desktop.language import fill
from desktop.launcher import SHEET_WIDTH, centred
from desktop.seat_colours import offered_colours
from desktop.seat_mark import mark_icon, mark_pixmap
from desktop.seat_names import standard_name
from desktop.stored_setup import stored_setup
from desktop.text import Texts

log = logging.getLogger(__name__)

DEFAULT_LEVEL = "normal"  # what a seat becomes when it is switched to a computer


class OptionSwitch(QCheckBox):
    """An option that is either off or on: checked means "on"."""

    def value(self) -> str:
        return SWITCH[int(self.isChecked())]

    def set_value(self, value: str) -> None:
        self.setChecked(value == SWITCH[1])


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
        with contextlib.suppress(ComponentError):  # explained when the game starts; the picture stays plain
            ui_for(self.game).paint_cover(painter, QRectF(self.rect()))
        painter.end()


class SeatRow(QWidget):
    """One seat in the setup: name, colour (with its shape) and who plays it."""

    colourChosen = Signal(int, str)  # seat, colour

    def __init__(self, seat: int, colours: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.mark = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.textEdited.connect(self._name_edited)
        self.colour = QComboBox()
        for name in colours:  # the colours this game offers (see desktop.seat_colours)
            self.colour.addItem(mark_icon(name, 18), "", name)
        self.colour.activated.connect(self._colour_activated)
        self.kind = QComboBox()
        for level in ("", *LEVELS):  # a person, then the computer levels from weak to strong
            self.kind.addItem("", level)
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
    def level(self) -> str:
        """The computer level playing this seat; empty for a person."""
        return str(self.kind.currentData() or "")

    @property
    def computer(self) -> bool:
        return bool(self.level)

    def set_colour(self, name: str) -> None:
        self.colour.setCurrentIndex(max(0, self.colour.findData(name)))
        self.mark.setPixmap(mark_pixmap(name, 22, self.devicePixelRatioF()))

    def set_computer(self, computer: bool, level: str = DEFAULT_LEVEL) -> None:
        """A person, or a computer at ``level``; an unknown level (an older setup's) gives the default."""
        index = self.kind.findData(level if level in LEVELS else DEFAULT_LEVEL) if computer else 0
        self.kind.setCurrentIndex(index)
        self._kind_changed()

    def set_name(self, name: str) -> None:
        self.name.setText(name)
        self.default_name = False

    def player(self) -> PlayerInfo:
        name = self.name.text().strip() or self.standard_name()
        level = self.level or PlayerInfo.level
        return PlayerInfo(name=name, colour=self.colour_name, computer=self.computer, level=level)

    def standard_name(self) -> str:
        return standard_name(self.seat, self.computer)

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
        levels = {
            "": self.tr("Human"),
            "easy": self.tr("Computer: easy"),
            "normal": self.tr("Computer: normal"),
            "hard": self.tr("Computer: hard"),
        }
        for index in range(self.kind.count()):
            self.kind.setItemText(index, levels[str(self.kind.itemData(index))])
        tip = self.tr(
            "Easy plays by rule of thumb and now and then slips; normal looks ahead; hard looks further."
        )
        self.kind.setToolTip(tip)
        self.name.setAccessibleName(fill(self.tr("Name of seat %1"), self.seat + 1))
        self.colour.setAccessibleName(fill(self.tr("Colour of seat %1"), self.seat + 1))
        self.kind.setAccessibleName(fill(self.tr("Who plays seat %1"), self.seat + 1))
        if self.default_name:
            self.name.setText(self.standard_name())


class SetupPage(QWidget):
    """Player count, seats and the game's options for one game."""

    startRequested = Signal(object)  # MatchConfig
    backRequested = Signal()
    guideRequested = Signal(str)  # the game's id: its guided first game instead

    def __init__(self, texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.rules: GameEntry | None = None
        self.colours: list[str] = list(theme.SEAT_COLOURS)  # the chosen game's seat colours
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
        self.option_boxes: dict[str, QComboBox] = {}  # options with a list of values
        self.option_labels: dict[str, QLabel] = {}
        self.option_switches: dict[str, OptionSwitch] = {}  # options that are off or on
        self.option_helps: dict[str, QLabel] = {}  # a switch's one-line explanation, under it
        self.back = QPushButton()
        self.back.clicked.connect(self.backRequested)
        self.start = QPushButton()
        self.start.setDefault(True)
        self.start.setAutoDefault(True)
        self.start.clicked.connect(self._start)

        # A game's guided first game, offered above the setup to whoever has not played it yet.
        self.guide_strip = QFrame()
        self.guide_strip.setObjectName("guide_strip")
        self.guide_line = QLabel()
        self.guide_line.setWordWrap(True)
        self.guide_button = QPushButton()
        self.guide_button.clicked.connect(self._guide)
        strip = QHBoxLayout(self.guide_strip)
        strip.setContentsMargins(12, 8, 12, 8)
        strip.addWidget(self.guide_line, 1)
        strip.addWidget(self.guide_button)
        self.guide_strip.hide()
        self.guide_minutes = 0

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
        self.count_note = QLabel()  # what this many players changes, where a game says so
        self.count_note.setObjectName("soft")
        self.count_note.setWordWrap(True)
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
        layout.addWidget(self.guide_strip)
        layout.addSpacing(4)
        layout.addLayout(count_row)
        layout.addWidget(self.count_note)
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

    def show_game(self, rules: GameEntry) -> None:
        self.rules = rules
        self.cover.game = rules.game_id
        self.cover.update()
        for row in self.rows:
            row.deleteLater()
        self.rows = []
        self.colours = offered_colours(rules.game_id, rules.max_players)
        for seat in range(rules.max_players):
            row = SeatRow(seat, self.colours)
            row.colourChosen.connect(self._colour_chosen)
            self.seats_box.addWidget(row)
            self.rows.append(row)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes, self.option_labels = {}, {}
        self.option_switches, self.option_helps = {}, {}
        for name, values in rules.options.items():
            if tuple(values) == SWITCH:
                self._add_switch(name)
                continue
            box = QComboBox()
            for value in values:
                box.addItem("", value)
            label = QLabel()
            label.setBuddy(box)
            self.options_form.addRow(label, box)
            self.option_boxes[name], self.option_labels[name] = box, label
        self._show_guide_strip(rules.game_id)
        self._restore()
        self.set_texts(self.texts)
        self.count.setFocus()

    def _show_guide_strip(self, game: str) -> None:
        from core.engine.tutorial import has_tutorial, tutorial_for

        offered = has_tutorial(game)
        try:
            self.guide_minutes = tutorial_for(game).minutes if offered else 0
        except ComponentError:  # the setup stays usable; starting the guided game names the fault
            log.warning("the guided game of %s cannot be read", game, exc_info=True)
            offered = False
        self.guide_strip.setVisible(offered)
        state = settings.tutorial_state(game)
        first = offered and state == "new"
        self.guide_strip.setProperty("first", first)  # a first start shows the offer stronger
        self.guide_strip.setProperty("finished", offered and state == "finished")
        self.guide_strip.setStyleSheet(_strip_style(first))

    def _guide(self) -> None:
        if self.rules is not None:
            self.guideRequested.emit(self.rules.game_id)

    def _add_switch(self, name: str) -> None:
        switch = OptionSwitch()
        helper = QLabel()
        helper.setObjectName("soft")
        helper.setWordWrap(True)
        helper.setBuddy(switch)
        column = QVBoxLayout()
        column.setSpacing(2)
        column.addWidget(switch)
        column.addWidget(helper)
        self.options_form.addRow(column)
        self.option_switches[name], self.option_helps[name] = switch, helper

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        self.retranslate()

    def config(self) -> MatchConfig:
        if self.rules is None:
            raise RuntimeError("no game chosen")
        players = tuple(row.player() for row in self.rows[: self.player_count()])
        options = {name: box.currentData() for name, box in self.option_boxes.items()}
        options |= {name: switch.value() for name, switch in self.option_switches.items()}
        options = {name: options[name] for name in self.rules.options}  # in the game's order
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
        self._show_count_note()

    def _show_count_note(self) -> None:
        note = ""
        if self.rules is not None:
            noted = getattr(ui_for(self.rules.game_id), "setup_note", None)  # a stand-in UI may have none
            note = noted(self.texts, self.player_count()) if noted is not None else ""
        self.count_note.setText(note)
        self.count_note.setVisible(bool(note))

    def _colour_chosen(self, seat: int, colour: str) -> None:
        """Colours stay unique: a seat that had the chosen colour gets the old one."""
        taken = {row.seat: row for row in self.rows if row.seat != seat and row.colour_name == colour}
        if not taken:
            return
        used = {row.colour_name for row in self.rows}
        free = next(name for name in self.colours if name not in used)
        for row in taken.values():
            row.set_colour(free)

    def _keep_colours_apart(self) -> None:
        """A seat whose colour an earlier seat already has gets a colour no seat has.

        A stored setup may name fewer seats than the game has (or a colour twice); the
        seats it names keep their colours, the others give way.
        """
        earlier: set[str] = set()
        for row in self.rows:
            if row.colour_name in earlier:
                used = {other.colour_name for other in self.rows}
                row.set_colour(next(name for name in self.colours if name not in used))
            earlier.add(row.colour_name)

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
                    "level": row.level,
                }
                for row in self.rows
            ],
            "count": config.player_count,
            "options": dict(config.options),
        }
        settings.settings().setValue(f"setup/{config.game}", json.dumps(data))

    def _restore(self) -> None:
        """The game's last setup; each stored value the game does not allow gives its default alone."""
        rules = self.rules
        assert rules is not None
        colours = self.colours
        for seat, row in enumerate(self.rows):
            row.set_colour(colours[seat % len(colours)])
            row.set_computer(seat > 0)
        stored = stored_setup(rules, colours, MAX_NAME_LENGTH)
        self.count.blockSignals(True)
        self.count.clear()
        for count in range(rules.min_players, rules.max_players + 1):
            self.count.addItem("", count)
        self.count.blockSignals(False)
        default_count = min(max(2, rules.min_players), rules.max_players)
        self.set_player_count(default_count if stored.count is None else stored.count)
        chosen: list[str] = []
        for row, kept in zip(self.rows, stored.seats, strict=False):
            if kept.colour is not None and kept.colour not in chosen:
                row.set_colour(kept.colour)
            computer = row.computer if kept.computer is None else kept.computer
            row.set_computer(computer, kept.level or DEFAULT_LEVEL)
            if kept.name is not None:
                row.set_name(kept.name)
            chosen.append(row.colour_name)
        self._keep_colours_apart()
        for name, box in self.option_boxes.items():
            if name in stored.options:
                box.setCurrentIndex(box.findData(stored.options[name]))
        for name, switch in self.option_switches.items():
            switch.set_value(stored.options.get(name, SWITCH[0]))
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
        for name, switch in self.option_switches.items():
            switch.setText(texts(f"{game}.option.{name}"))
            self.option_helps[name].setText(texts(f"{game}.option.{name}.help"))
        self.back.setText(self.tr("Back"))
        self.start.setText(self.tr("&Start"))
        name = texts(f"{game}.name") if game else ""
        first = bool(self.guide_strip.property("first"))
        if first:
            line = fill(self.tr("New to %1? Learn it while you play, one idea at a time."), name)
        elif self.guide_strip.property("finished"):
            line = fill(self.tr("Guided game of %1 finished ✓. Play it again any time."), name)
        else:
            line = fill(self.tr("Learn %1 again, step by step."), name)
        self.guide_line.setText(line)
        self.guide_button.setText(
            fill(self.tr("Guided &first game (about %1 minutes)"), str(self.guide_minutes))
        )
        self._show_count_note()


def _strip_style(first: bool) -> str:
    tokens = theme.TOKENS
    border = tokens["guide"] if first else tokens["card_edge"]
    return f"QFrame#guide_strip {{ border: 2px solid {border}; border-radius: 6px; }}"
