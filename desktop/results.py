"""The results: who won, how the game ended, where the points came from, what decided it.

The winner stands in large type in the seat's colour, with its shape; a
sentence from the core says how the game ended; the table gives each seat's
points source by source (``PackageUI.score_sources``); a tie-break that
decided a place is named in words. Below, "what decided it"
(``desktop.looking_back``): the moves that turned the scores, and each
person's costliest moves by the computer's judgement, each with "Try again
from here". From here the players play again, set up a new game, or go back
to the launcher.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QTextDocumentFragment
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine.protocol import MatchConfig, Result
from desktop import theme
from desktop.games import ScoreSource, breakdown_sources
from desktop.language import fill, names_listed
from desktop.looking_back import Lines, MomentLine
from desktop.records import Record
from desktop.seat_mark import mark_icon, mark_pixmap
from desktop.text import Texts

TOTAL = "total"
MARK_SIZE = 40  # the winner's shape beside the headline
HEADLINE_PT = 22
ROW_HEIGHT = 32
SIDE_ROOM = 80  # of the window's width: the dialog's margins and frame beside its page
WRAP_FROM = 12  # characters: a longer header of a wide table takes two lines
MIN_CONTRAST = 3.0  # large type stays readable on the light page


def ordered_parts(result: Result) -> list[str]:
    """Score parts in the order the game gives them, the total last."""
    parts: list[str] = []
    for breakdown in result.breakdown:
        parts.extend(part for part in breakdown if part not in parts and part != TOTAL)
    return parts


def two_lines(label: str) -> str:
    """A header of several words broken at the space nearest its middle."""
    spaces = [index for index, char in enumerate(label) if char == " "]
    if len(label) < WRAP_FROM or not spaces:
        return label
    middle = min(spaces, key=lambda index: abs(2 * index - len(label)))
    return label[:middle] + "\n" + label[middle + 1 :]


def tiebreak_text(texts: Texts, config: MatchConfig, result: Result) -> str:
    if result.tiebreak is None:
        return ""
    values = ", ".join(
        f"{player.name} {value}"
        for player, value in zip(config.players, result.tiebreak_values, strict=False)
    )
    return texts(result.tiebreak, values=values)


def ending_text(texts: Texts, config: MatchConfig, result: Result) -> str:
    """How the game ended, naming the seats that ended it."""
    if not result.ending:
        return ""
    names = [config.players[seat].name for seat in result.ending_seats if 0 <= seat < len(config.players)]
    return texts(result.ending, players=names_listed(names))


def _luminance(colour: QColor) -> float:
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def readable_seat_colour(colour_name: str) -> QColor:
    """The seat's colour, darkened just enough to read as large type on the card background."""
    colour = theme.seat_colour(colour_name)
    background = _luminance(theme.colour("card"))
    for _ in range(10):
        if (background + 0.05) / (_luminance(colour) + 0.05) >= MIN_CONTRAST:
            break
        colour = colour.darker(115)
    return colour


class ResultsDialog(QDialog):
    playAgain = Signal()
    newGameRequested = Signal()  # the setup of the same game
    launcherRequested = Signal()
    tryAgain = Signal(int)  # the match again before this move of the record (a costly one)

    def __init__(
        self,
        config: MatchConfig,
        result: Result,
        texts: Texts,
        parent: QWidget | None = None,
        best: tuple[list[Record], int | None] | None = None,
        details: Callable[[Texts], list[str]] | None = None,
        sources: Callable[[Texts], list[ScoreSource]] | None = None,
        look_back: Callable[[Texts], Lines] | None = None,
    ) -> None:
        super().__init__(parent)
        # "outcome", not "result": an attribute of that name would hide QDialog.result().
        self.config, self.outcome, self.texts = config, result, texts
        self.best = best
        self.details = details  # per seat, the score item by item, in the language asked for
        self.sources = sources  # the points per source and seat, in the language asked for
        self.look_back = look_back  # what decided the game, in the language asked for
        self.setObjectName("results")
        self.setStyleSheet(f"#results {{ background: {theme.TOKENS['card']}; }}")

        self.marks = QHBoxLayout()
        self.marks.setSpacing(4)
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.headline.setWordWrap(True)
        headline_font = theme.font(HEADLINE_PT, bold=True)
        self.headline.setFont(headline_font)
        winner_row = QHBoxLayout()
        winner_row.setSpacing(12)
        winner_row.addLayout(self.marks)
        winner_row.addWidget(self.headline, 1)
        self.ending = QLabel()
        self.ending.setWordWrap(True)
        self.ending.setFont(theme.font(12))

        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.best_title = QLabel()
        self.best_title.setStyleSheet("font-weight: bold;")
        self.best_table = QTableWidget()
        self.best_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.best_table.verticalHeader().hide()
        self.best_table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.best_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.best_title.setVisible(best is not None)
        self.best_table.setVisible(best is not None)
        self.breakdown = QLabel()
        self.breakdown.setWordWrap(True)
        self.tiebreak = QLabel()
        self.tiebreak.setWordWrap(True)
        self.tiebreak.setFont(theme.font(11, bold=True))
        self.decided_title = QLabel()
        self.decided_title.setObjectName("decided_title")
        self.decided_title.setFont(theme.font(12, bold=True))
        self.decided = QLabel()
        self.decided.setObjectName("decided")
        self.decided.setWordWrap(True)
        self.costly = QGridLayout()
        self.costly.setColumnStretch(0, 1)
        self.costly.setHorizontalSpacing(12)
        self.try_again: list[QPushButton] = []

        self.again = QPushButton()
        self.again.setDefault(True)
        self.again.clicked.connect(self._play_again)
        self.new_game = QPushButton()
        self.new_game.clicked.connect(lambda: self._leave(self.newGameRequested))
        self.to_launcher = QPushButton()
        self.to_launcher.clicked.connect(lambda: self._leave(self.launcherRequested))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.again, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.new_game, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.to_launcher, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)

        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(10)
        inner.addWidget(self.table)
        inner.addWidget(self.tiebreak)
        inner.addWidget(self.breakdown)
        inner.addWidget(self.decided_title)
        inner.addWidget(self.decided)
        inner.addLayout(self.costly)
        inner.addWidget(self.best_title)
        inner.addWidget(self.best_table)
        inner.addStretch(1)
        self.body = QScrollArea()
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setWidget(content)
        self.content = content
        self.body.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 16)
        layout.setSpacing(12)
        layout.addLayout(winner_row)
        layout.addWidget(self.ending)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.buttons)
        self.retranslate()

    def headline_text(self) -> str:
        """The headline as words, without its colours."""
        return QTextDocumentFragment.fromHtml(self.headline.text()).toPlainText()

    def _play_again(self) -> None:
        self.accept()
        self.playAgain.emit()

    def _leave(self, signal: SignalInstance) -> None:
        self.accept()
        signal.emit()

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # what is shown ------------------------------------------------------------------------

    def score_sources(self) -> list[ScoreSource]:
        if self.sources is not None:
            return self.sources(self.texts)
        return breakdown_sources(self.texts, self.config.game, self.outcome)

    def retranslate(self) -> None:
        config, result, texts = self.config, self.outcome, self.texts
        self.setWindowTitle(self.tr("Results"))
        self._fill_headline()
        self.ending.setText(ending_text(texts, config, result))
        self.ending.setVisible(bool(self.ending.text()))
        seats = sorted(range(len(config.players)), key=lambda seat: (result.ranking[seat], seat))
        self._fill_table(seats)
        details = self.details(texts) if self.details is not None else []
        ordered = [details[seat] for seat in seats if seat < len(details)]
        self.breakdown.setText("\n".join(ordered))
        self.breakdown.setVisible(bool(ordered))
        self.tiebreak.setText(tiebreak_text(texts, config, result))
        self.tiebreak.setVisible(bool(self.tiebreak.text()))
        self._fill_decided()
        self._fill_best()
        self.again.setText(self.tr("Play again"))
        self.new_game.setText(self.tr("New game"))
        self.to_launcher.setText(self.tr("Back to the launcher"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self._fit()

    def _fill_headline(self) -> None:
        config, result = self.config, self.outcome
        while self.marks.count():
            item = self.marks.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        winners = result.winners if len(config.players) > 1 else (0,)
        ratio = self.devicePixelRatioF()
        for seat in winners:
            mark = QLabel()
            mark.setPixmap(mark_pixmap(config.players[seat].colour, MARK_SIZE, ratio))
            mark.setFixedSize(MARK_SIZE, MARK_SIZE)
            mark.setAccessibleName(config.players[seat].name)
            self.marks.addWidget(mark)

        def coloured(seat: int) -> str:
            player = config.players[seat]
            colour = readable_seat_colour(player.colour).name()
            return f'<span style="color: {colour};">{html.escape(player.name)}</span>'

        if len(config.players) == 1:
            text = fill(html.escape(self.tr("%1: %n point(s)", "", result.scores[0])), coloured(0))
        elif len(winners) > 1:
            text = fill(
                html.escape(self.tr("%1 share the win!")), names_listed([coloured(s) for s in winners])
            )
        else:
            text = fill(html.escape(self.tr("%1 wins!")), coloured(winners[0]))
        self.headline.setText(text)

    def _fill_table(self, seats: list[int]) -> None:
        self._build_table(seats, compact=False)
        parent = self.parentWidget()
        if parent is not None and self.table_width > parent.width() - SIDE_ROOM:
            self._build_table(seats, compact=True)

    def _build_table(self, seats: list[int], compact: bool) -> None:
        """One row per seat: place, player, the points of each source, the total last. A table
        wider than the window (``compact``) breaks long headers onto two lines and puts the total
        beside the player's name, so that what decided the game is seen without scrolling."""
        config, result, texts = self.config, self.outcome, self.texts
        sources = self.score_sources()
        labels = [source.label for source in sources]
        if compact:
            labels = [two_lines(label) for label in labels]
        total_header = texts(f"{config.game}.score.{TOTAL}")
        total_column = 2 if compact else 2 + len(sources)
        headers = [self.tr("Place"), self.tr("Player"), *labels]
        headers.insert(total_column, total_header)
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            player = config.players[seat]
            place = result.ranking[seat]
            shared = sum(1 for other in result.ranking if other == place) > 1
            place_text = fill(self.tr("%1 (tie)"), place) if shared else str(place)
            cells = [QTableWidgetItem(place_text), QTableWidgetItem(mark_icon(player.colour), player.name)]
            for source in sources:
                shown = source.shown[seat] if seat < len(source.shown) else None
                points = source.points[seat] if seat < len(source.points) else 0
                cells.append(QTableWidgetItem(shown if shown is not None else str(points)))
            total = QTableWidgetItem(str(result.scores[seat]))
            font = total.font()
            font.setBold(True)
            total.setFont(font)
            cells.insert(total_column, total)
            for column, cell in enumerate(cells):
                if column != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if place == 1 and len(config.players) > 1:
                    cell.setBackground(theme.colour("accent_soft"))
                self.table.setItem(row, column, cell)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Wide enough for every column's contents (long German headers too), names never squeezed.
        self.table.resizeColumnsToContents()
        needed = sum(
            max(self.table.sizeHintForColumn(column), header.sectionSizeHint(column))
            for column in range(self.table.columnCount())
        )
        self.table_width = needed + 2 * self.table.frameWidth() + 24
        self.table.setMinimumWidth(self.table_width)
        for row in range(len(seats)):
            self.table.setRowHeight(row, ROW_HEIGHT)
        self.table_height = (
            header.sizeHint().height() + ROW_HEIGHT * len(seats) + 2 * self.table.frameWidth() + 2
        )
        self.table.setFixedHeight(self.table_height)

    def _fit(self) -> None:
        """As tall and wide as the contents, but never taller or wider than the window it belongs
        to: then the page scrolls, and a table of many score sources scrolls sideways."""
        parent = self.parentWidget()
        if parent is not None:
            room = parent.width() - SIDE_ROOM
            self.table.setMinimumWidth(min(self.table_width, room))
            scrolls = self.table_width > room
            bar = self.table.horizontalScrollBar().sizeHint().height() if scrolls else 0
            self.table.setFixedHeight(self.table_height + bar)
        content = self.content
        content.adjustSize()
        wanted = content.sizeHint().height()
        limit = parent.height() - 260 if parent is not None else wanted
        self.body.setMinimumHeight(max(120, min(wanted, limit)))
        width = content.sizeHint().width()
        self.body.setMinimumWidth(min(width, parent.width() - SIDE_ROOM) if parent is not None else width)

    def _fill_decided(self) -> None:
        """The moves that turned the scores, then each person's costliest ones to try again."""
        lines = self.look_back(self.texts) if self.look_back is not None else None
        self.decided_title.setVisible(lines is not None)
        self.decided.setVisible(lines is not None)
        while self.costly.count():
            item = self.costly.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.try_again = []
        if lines is None:
            return
        self.decided_title.setText(self.tr("What decided it"))
        said = ["• " + self._moment_text(moment) for moment in lines.moments]
        for person in lines.judged:
            if not any(move.player == person for move in lines.costly):
                said.append(
                    fill(self.tr("%1 made no move the computer's judgement finds clearly worse."), person)
                )
        self.decided.setText("\n".join(said))
        self.decided.setVisible(bool(said))
        row = 0
        for person in lines.judged:
            moves = [move for move in lines.costly if move.player == person]
            if not moves:
                continue
            heading = QLabel(
                fill(self.tr("The moves that cost %1 most, by the computer's judgement:"), person)
            )
            heading.setWordWrap(True)
            self.costly.addWidget(heading, row, 0, 1, 2)
            row += 1
            for move in moves:
                label = QLabel(fill(self.tr("Move %1: %2"), move.number, move.what))
                label.setWordWrap(True)
                button = QPushButton(self.tr("Try again from here"))
                button.setObjectName(f"try_again_{move.index}")
                button.clicked.connect(lambda _checked=False, index=move.index: self._try_again(index))
                self.costly.addWidget(label, row, 0)
                self.costly.addWidget(button, row, 1)
                self.try_again.append(button)
                row += 1

    def _moment_text(self, moment: MomentLine) -> str:
        if moment.kind == "lead":
            text = self.tr("Move %1: %2 took the lead for good, %n point(s) ahead. %3", "", moment.points)
        else:
            text = self.tr("Move %1: %2 scored %n point(s) at once. %3", "", moment.points)
        return fill(text, moment.number, moment.player, moment.what)

    def _try_again(self, index: int) -> None:
        self.accept()
        self.tryAgain.emit(index)

    def _fill_best(self) -> None:
        """The solo score chase: the personal best table, with this game marked."""
        if self.best is None:
            return
        table, place = self.best
        if place is None:
            self.best_title.setText(self.tr("Personal best (this game did not make the table)"))
        else:
            self.best_title.setText(fill(self.tr("Personal best: this game is number %1"), place))
        headers = [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Date")]
        self.best_table.setColumnCount(len(headers))
        self.best_table.setHorizontalHeaderLabels(headers)
        self.best_table.setRowCount(len(table))
        for row, record in enumerate(table):
            when = QDateTime.fromString(record.date, Qt.DateFormat.ISODate)
            cells = [
                QTableWidgetItem(str(row + 1)),
                QTableWidgetItem(record.name),
                QTableWidgetItem(str(record.score)),
                QTableWidgetItem(QLocale().toString(when, QLocale.FormatType.ShortFormat)),
            ]
            for column, cell in enumerate(cells):
                if column != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if place == row + 1:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                    cell.setBackground(theme.colour("accent_soft"))
                self.best_table.setItem(row, column, cell)
            self.best_table.setRowHeight(row, 28)
        header = self.best_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        height = header.sizeHint().height() + 28 * len(table) + 6
        self.best_table.setFixedHeight(height)
