"""The results: places, scores and how each score came about, and what broke a tie."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.engine.protocol import MatchConfig, Result
from desktop import theme
from desktop.language import fill
from desktop.records import Record
from desktop.seat_mark import mark_icon
from desktop.text import Texts

TOTAL = "total"


def ordered_parts(result: Result) -> list[str]:
    """Score parts in the order the game gives them, the total last."""
    parts: list[str] = []
    for breakdown in result.breakdown:
        parts.extend(part for part in breakdown if part not in parts and part != TOTAL)
    return parts


def tiebreak_text(texts: Texts, config: MatchConfig, result: Result) -> str:
    if result.tiebreak is None:
        return ""
    values = ", ".join(
        f"{player.name} {value}"
        for player, value in zip(config.players, result.tiebreak_values, strict=False)
    )
    return texts(result.tiebreak, values=values)


class ResultsDialog(QDialog):
    playAgain = Signal()

    def __init__(
        self,
        config: MatchConfig,
        result: Result,
        texts: Texts,
        parent: QWidget | None = None,
        best: tuple[list[Record], int | None] | None = None,
        details: Callable[[Texts], list[str]] | None = None,
    ) -> None:
        super().__init__(parent)
        # "outcome", not "result": an attribute of that name would hide QDialog.result().
        self.config, self.outcome, self.texts = config, result, texts
        self.best = best
        self.details = details  # per seat, the score item by item, in the language asked for
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setStyleSheet("font-size: 18pt; font-weight: bold;")
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
        self.breakdown.setMaximumWidth(720)
        self.tiebreak = QLabel()
        self.tiebreak.setWordWrap(True)
        self.tiebreak.setStyleSheet(f"color: {theme.TOKENS['ink_soft']};")
        self.again = QPushButton()
        self.again.setDefault(True)
        self.again.clicked.connect(self._play_again)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.again, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(self.headline)
        layout.addWidget(self.table)
        layout.addWidget(self.breakdown)
        layout.addWidget(self.tiebreak)
        layout.addWidget(self.best_title)
        layout.addWidget(self.best_table)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _play_again(self) -> None:
        self.accept()
        self.playAgain.emit()

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        config, result, texts = self.config, self.outcome, self.texts
        self.setWindowTitle(self.tr("Results"))
        winners = ", ".join(config.players[seat].name for seat in result.winners)
        if len(config.players) == 1:
            self.headline.setText(self.tr("%n point(s)", "", result.scores[0]))
        elif len(result.winners) > 1:
            self.headline.setText(fill(self.tr("Shared win: %1"), winners))
        else:
            self.headline.setText(fill(self.tr("%1 wins!"), winners))
        parts = ordered_parts(result)
        headers = [self.tr("Place"), self.tr("Player")]
        headers += [texts(f"{config.game}.score.{part}") for part in parts]
        headers.append(texts(f"{config.game}.score.{TOTAL}"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        seats = sorted(range(len(config.players)), key=lambda seat: (result.ranking[seat], seat))
        self.table.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            player = config.players[seat]
            cells = [
                QTableWidgetItem(str(result.ranking[seat])),
                QTableWidgetItem(mark_icon(player.colour), player.name),
            ]
            cells += [QTableWidgetItem(str(result.breakdown[seat].get(part, 0))) for part in parts]
            total = QTableWidgetItem(str(result.scores[seat]))
            font = total.font()
            font.setBold(True)
            total.setFont(font)
            cells.append(total)
            for column, cell in enumerate(cells):
                if column != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
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
        self.table.setMinimumWidth(needed + 2 * self.table.frameWidth() + 24)
        height = self.table.horizontalHeader().sizeHint().height() + 32 * len(seats) + 6
        self.table.setFixedHeight(height)
        for row in range(len(seats)):
            self.table.setRowHeight(row, 32)
        details = self.details(texts) if self.details is not None else []
        ordered = [details[seat] for seat in seats if seat < len(details)]
        self.breakdown.setText("\n".join(ordered))
        self.breakdown.setVisible(bool(ordered))
        self.tiebreak.setText(tiebreak_text(texts, config, result))
        self.tiebreak.setVisible(bool(self.tiebreak.text()))
        self._fill_best()
        self.again.setText(self.tr("Play again"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

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
