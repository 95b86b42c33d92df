"""The side panel: whose turn, what to decide, the rule, the options, scores, log.

It shows words only; every word about the game comes from the game's UI
module and the text catalogues, so the panel works for every game. The
options list is the keyboard path through every decision: selecting an
option previews it on the table, Enter or a double-click takes it.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.engine.match import Step, UndoBar
from core.engine.protocol import Action, Decision, MatchConfig, Result, Violation
from desktop import theme
from desktop.guide_box import GuideBox
from desktop.language import fill
from desktop.seat_mark import mark_pixmap
from desktop.text import Texts

ACTION_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class PanelContent:
    """Everything the panel shows, gathered by the window after each change."""

    config: MatchConfig
    state: Any
    decision: Decision | None
    computer: Sequence[bool]
    legal: Sequence[Action]
    scores: Sequence[int]
    steps: Sequence[Step]
    result: Result | None
    waiting: bool = False  # the computer to decide waits until the person presses Continue


LIST_ROWS_WANTED = 4  # the rows a list asks for: more where the panel has room, scrolling where not


def few_rows(widget: QListWidget, wanted: QSize) -> QSize:
    """A list's wish for a few rows only, so the panel gives room to words before lists."""
    rows = widget.fontMetrics().lineSpacing() * LIST_ROWS_WANTED
    return QSize(wanted.width(), rows + 2 * widget.frameWidth())


class ShortList(QListWidget):
    """The game's log: it grows into the panel's room, and asks for little."""

    def sizeHint(self) -> QSize:
        return few_rows(self, super().sizeHint())


class OptionList(QListWidget):
    """The legal options; Enter takes the selected one, as a double-click does.

    Focus alone marks an option without selecting it; Enter then selects it
    first (so the table previews it) unless it is the only option. A single
    click takes an option only where the game says that is safe
    (``plays_on_click``): cheap, obvious choices, never one a slip would cost.
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plays_on_click: Callable[[Action], bool] = lambda _action: False
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Long options (a five-card set) wrap instead of hiding behind a sideways scroll bar.
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.itemDoubleClicked.connect(self._take)
        self.itemClicked.connect(self._clicked)

    def sizeHint(self) -> QSize:
        return few_rows(self, super().sizeHint())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is not None:
            item = self.currentItem()
            if item.isSelected() or self.count() == 1:
                self._take(item)
            else:
                item.setSelected(True)
            event.accept()
            return
        super().keyPressEvent(event)

    def _clicked(self, item: QListWidgetItem) -> None:
        action = item.data(ACTION_ROLE)
        if action is not None and self.plays_on_click(action):
            self._take(item)

    def _take(self, item: QListWidgetItem) -> None:
        action = item.data(ACTION_ROLE)
        if action is not None:
            self.chosen.emit(action)


class Panel(QWidget):
    optionPreviewed = Signal(object)  # Action selected in the list, or None
    optionChosen = Signal(object)  # Action to take
    resultsRequested = Signal()
    documentRequested = Signal(str)  # "rules" or "notes": the game's rules page, or our notes on them

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_style())
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        self.mark = QLabel()
        self.mark.setFixedSize(QSize(28, 28))
        self.player = QLabel()
        self.player.setObjectName("player")
        self.role = QLabel()
        self.role.setObjectName("soft")
        self.role.setWordWrap(True)  # "waits until you press Continue" outgrows a narrow panel
        banner = QHBoxLayout()
        banner.addWidget(self.mark)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.player)
        names.addWidget(self.role)
        banner.addLayout(names, 1)

        self.guide = GuideBox()  # the guided game's words, above the decision's own
        self.prompt = _wrapping_label("prompt")
        self.hint = _wrapping_label("hint")
        self.violation = _wrapping_label("violation")
        self.violation.hide()
        self.why = _wrapping_label("why")  # "Why?" asked of a target on the table
        self.why.hide()
        self.last_move = _wrapping_label("last_move")  # a computer's last move and the rule that let it
        self.last_move.hide()
        self.notice = _wrapping_label("soft")
        self.notice.hide()
        self.undo_note = _wrapping_label("soft")
        self.undo_note.setObjectName("undo_note")
        self.undo_note.hide()

        self.options_title = _title()
        # The rules and our notes on them one click away, beside the options (no extra height).
        self.documents = QLabel()
        self.documents.setObjectName("soft")
        self.documents.setTextFormat(Qt.TextFormat.RichText)
        self.documents.setWordWrap(True)  # a narrow panel breaks the two links rather than growing
        self.documents.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.documents.linkActivated.connect(self.documentRequested)
        options_row = QHBoxLayout()
        options_row.addWidget(self.options_title)
        options_row.addWidget(self.documents, 1)
        self.options = OptionList()
        self.options.setObjectName("options")
        self.options.itemSelectionChanged.connect(self._preview)
        self.options.chosen.connect(self.optionChosen)
        self.results_button = QPushButton()
        self.results_button.clicked.connect(self.resultsRequested)
        self.results_button.hide()
        self.scores_title = _title()
        self.scores = QGridLayout()
        self.scores.setColumnStretch(1, 1)
        self.scores.setHorizontalSpacing(8)
        self.log_title = _title()
        self.log = ShortList()
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(6)
        layout.addLayout(banner)
        layout.addWidget(_rule())
        layout.addWidget(self.last_move)
        layout.addWidget(self.guide)
        layout.addWidget(self.prompt)
        layout.addWidget(self.hint)
        layout.addWidget(self.violation)
        layout.addWidget(self.why)
        layout.addWidget(self.notice)
        layout.addLayout(options_row)
        layout.addWidget(self.options, 3)
        layout.addWidget(self.undo_note)
        layout.addWidget(self.results_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.scores_title)
        layout.addLayout(self.scores)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 2)

        self._logged: list[tuple[Step, int]] = []  # each logged step and how many lines it gave
        self._score_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        self._showing_options: list[Action] = []
        self._options_moment: tuple[Any, ...] = ()  # the move the options were listed after
        self._content: PanelContent | None = None
        # A timer the panel owns, so it dies with the panel and never fires at a deleted list.
        self._scroll_later = QTimer(self)
        self._scroll_later.setSingleShot(True)
        self._scroll_later.setInterval(0)
        self._scroll_later.timeout.connect(self.log.scrollToBottom)
        self.retranslate()

    # filling -------------------------------------------------------------------------

    def show_content(self, ui: Any, texts: Texts, content: PanelContent) -> None:
        self._content = content
        self.options.plays_on_click = ui.plays_on_click
        self._show_banner(ui, texts, content)
        self._show_options(ui, texts, content)
        self._show_scores(content)
        self._show_log(ui, texts, content)

    def show_violation(self, texts: Texts, ui: Any, violation: Violation | None) -> None:
        if violation is None:
            self.violation.clear()
            self.violation.hide()
            return
        content = self._content
        if content is not None:  # the game puts the values in words: field 7 is "B2"
            text = ui.violation_text(texts, content.config, content.state, violation)
        else:
            text = texts(violation.rule, **violation.values)
        self.violation.setText(texts.refusal(violation.rule, text))
        self.violation.show()

    def show_why(self, line: str) -> None:
        """The line on why a target is allowed or forbidden ("" takes it away)."""
        self.why.setText(line)
        self.why.setVisible(bool(line))

    def show_last_move(self, line: str) -> None:
        """What the last computer did and the rule that let it ("" after a person's move)."""
        self.last_move.setText(line)
        self.last_move.setVisible(bool(line))

    def fold_hint(self, folded: bool) -> None:
        """Keep the decision's hint out of the way while the guided game's box speaks for it."""
        self.hint.setVisible(not folded)

    def show_notice(self, text: str) -> None:
        """A line about the application itself (autosave trouble, a paused computer)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def show_undo_bar(self, texts: Texts, bar: UndoBar | None) -> None:
        """Why Undo cannot go back, under the options: a barrier a player could not guess.

        Nothing to undo yet and a finished game say enough themselves.
        """
        shown = bar is not None and bar not in (UndoBar.NOTHING, UndoBar.GAME_OVER)
        self.undo_note.setText(texts(bar.value) if shown and bar is not None else "")
        self.undo_note.setVisible(shown)

    def reset_log(self) -> None:
        self._logged.clear()
        self.log.clear()

    def _show_banner(self, ui: Any, texts: Texts, content: PanelContent) -> None:
        decision = content.decision
        over = content.result is not None
        self.options_title.setVisible(not over)
        self.options.setVisible(not over)
        self.results_button.setVisible(over)
        self.mark.setVisible(decision is not None)
        if decision is None:
            self.mark.clear()
            self.player.setText(self.tr("Game over"))
            self.role.setText(self._winner_line(content))
            self.prompt.setText(self.tr("The game is over. Start a new one from the Game menu."))
            self.hint.clear()
            return
        seat = decision.seat
        info = content.config.players[seat]
        self.mark.setPixmap(mark_pixmap(info.colour, 26, self.devicePixelRatioF()))
        self.player.setText(info.name)
        if content.computer[seat] and content.waiting:
            self.role.setText(self.tr("Computer player, waits until you press Continue"))
        elif content.computer[seat]:
            self.role.setText(self.tr("Computer player, deciding now"))
        elif decision.turn_of is not None:
            self.role.setText(
                fill(self.tr("Asked during %1's turn"), content.config.players[decision.turn_of].name)
            )
        else:
            self.role.setText(self.tr("Your turn"))
        prompt, hint = ui.decision_text(texts, content.config, content.state, decision)
        self.prompt.setText(prompt)
        self.hint.setText(hint)

    def _winner_line(self, content: PanelContent) -> str:
        if content.result is None:
            return ""
        names = ", ".join(content.config.players[seat].name for seat in content.result.winners)
        if content.config.player_count == 1:
            return self.tr("%n point(s)", "", content.result.scores[0])
        if len(content.result.winners) > 1:
            return fill(self.tr("Shared win: %1"), names)
        return fill(self.tr("Winner: %1"), names)

    def _show_options(self, ui: Any, texts: Texts, content: PanelContent) -> None:
        legal = list(content.legal)
        # The same options after the same move (a language switch, a redraw) keep the player's
        # selection; after any move the list starts again at its first option, even when the
        # options read the same (the next seat places the same tile on an island like the last).
        last = content.steps[-1] if content.steps else None
        moment = (len(content.steps), id(last), content.decision)
        unchanged = moment == self._options_moment and legal == self._showing_options
        if unchanged and self.options.count() == len(legal) and legal:
            self._relabel_options(ui, texts, content)
            return
        self._options_moment = moment
        self._showing_options = legal
        self.options.blockSignals(True)
        self.options.clear()
        for action in legal:
            item = QListWidgetItem(ui.action_text(texts, content.state, action))
            item.setData(ACTION_ROLE, action)
            self.options.addItem(item)
        if not legal and content.decision is not None:
            self.options.addItem(self._waiting_item(content))
        self.options.blockSignals(False)
        if legal:  # the first option is ready, previewed on the table: Enter alone goes on
            self.options.setCurrentRow(0)
        else:
            self._preview()

    def select_option(self, action: Action) -> bool:
        """Select ``action`` in the list (the table previews it); False when it is not listed."""
        for row in range(self.options.count()):
            item = self.options.item(row)
            if item.data(ACTION_ROLE) == action:
                self.options.setCurrentItem(item)
                item.setSelected(True)
                self.options.scrollToItem(item)
                return True
        return False

    def _waiting_item(self, content: PanelContent) -> QListWidgetItem:
        """A line in the empty list saying why there is nothing to choose."""
        seat = content.decision.seat if content.decision is not None else 0
        name = content.config.players[seat].name
        if content.computer[seat] and content.waiting:
            text = fill(self.tr("%1 goes on when you press Continue."), name)
        elif content.computer[seat]:
            text = fill(self.tr("%1 is deciding…"), name)
        else:
            text = fill(self.tr("The options appear when %1 is at the screen."), name)
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        return item

    def _relabel_options(self, ui: Any, texts: Texts, content: PanelContent) -> None:
        for row in range(self.options.count()):
            item = self.options.item(row)
            item.setText(ui.action_text(texts, content.state, item.data(ACTION_ROLE)))

    def _show_scores(self, content: PanelContent) -> None:
        players = content.config.players
        while len(self._score_rows) < len(players):
            row = len(self._score_rows)
            labels = (QLabel(), QLabel(), QLabel())
            labels[2].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, label in enumerate(labels):
                self.scores.addWidget(label, row, column)
            self._score_rows.append(labels)
        pending = content.decision.seat if content.decision else None
        for seat, (mark, name, score) in enumerate(self._score_rows):
            visible = seat < len(players)
            for label in (mark, name, score):
                label.setVisible(visible)
            if not visible:
                continue
            info = players[seat]
            mark.setPixmap(mark_pixmap(info.colour, 16, self.devicePixelRatioF()))
            name.setText(info.name)
            points = content.scores[seat] if seat < len(content.scores) else 0
            if content.result is not None:
                place = content.result.ranking[seat]
                score.setText(fill(self.tr("%1 (place %2)"), points, place))
            else:
                score.setText(str(points))
            for label in (name, score):
                if label.font().bold() != (seat == pending):
                    font = label.font()
                    font.setBold(seat == pending)
                    label.setFont(font)

    def _show_log(self, ui: Any, texts: Texts, content: PanelContent) -> None:
        steps = list(content.steps)
        keep = 0
        while keep < min(len(steps), len(self._logged)) and self._logged[keep][0] is steps[keep]:
            keep += 1
        for _step, lines in self._logged[keep:]:
            for _ in range(lines):
                self.log.takeItem(self.log.count() - 1)
        del self._logged[keep:]
        for step in steps[keep:]:
            lines = 0
            for event in step.events:
                line = ui.event_text(texts, content.config, step.state_after, event)
                if line:
                    self.log.addItem(line)
                    lines += 1
            self._logged.append((step, lines))
        if keep < len(steps):
            # After the layout has settled, so the newest line is fully in view.
            self._scroll_later.start()

    def _preview(self) -> None:
        selected = self.options.selectedItems()
        self.optionPreviewed.emit(selected[0].data(ACTION_ROLE) if selected else None)

    # language --------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.options_title.setText(self.tr("Options"))
        rules, notes = html.escape(self.tr("Rules")), html.escape(self.tr("Notes"))
        link = theme.colour("accent").name()
        self.documents.setText(
            f'<a href="rules" style="color: {link}">{rules}</a> · '
            f'<a href="notes" style="color: {link}">{notes}</a>'
        )
        self.documents.setToolTip(
            self.tr("The rules of this game (F1), and how our version decides what they leave open")
        )
        self.options.setAccessibleName(self.tr("Options"))
        self.scores_title.setText(self.tr("Scores"))
        self.log_title.setText(self.tr("Game log"))
        self.results_button.setText(self.tr("Show the &results"))
        self.log.setAccessibleName(self.tr("Game log"))


def _wrapping_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _title() -> QLabel:
    label = QLabel()
    label.setObjectName("title")
    return label


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setObjectName("rule")
    return line


def _style() -> str:
    tokens = theme.TOKENS
    return f"""
    #panel {{ background: {tokens["panel"]}; color: {tokens["ink"]}; }}
    #panel QLabel {{ color: {tokens["ink"]}; }}
    #panel QLabel#player {{ font-size: 15pt; font-weight: bold; }}
    #panel QLabel#soft, #panel QLabel#undo_note {{ color: {tokens["ink_soft"]}; }}
    #panel QLabel#prompt {{ font-size: 12pt; font-weight: bold; }}
    #panel QLabel#hint {{ color: {tokens["ink_soft"]}; }}
    #panel QLabel#violation {{ color: {tokens["illegal"]}; font-weight: bold; }}
    #panel QLabel#why {{ color: {tokens["ink"]}; font-style: italic; }}
    #panel QLabel#last_move {{ color: {tokens["ink"]}; background: {tokens["card"]};
        border-left: 3px solid {tokens["last_move"]}; padding: 3px 6px; }}
    #panel QLabel#title {{ color: {tokens["ink_soft"]}; font-weight: bold; margin-top: 6px; }}
    #panel QFrame#rule {{ color: {tokens["card_edge"]}; }}
    #panel QListWidget {{ background: {tokens["card"]}; border: 1px solid {tokens["card_edge"]};
        border-radius: 4px; color: {tokens["ink"]}; }}
    #panel QListWidget#options::item:selected {{
        background: {tokens["accent_soft"]}; color: {tokens["ink"]}; }}
    """
