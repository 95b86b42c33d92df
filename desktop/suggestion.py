""" "Suggest a move": the Normal computer is asked for the person's pending decision.

It thinks on the same workers as the computer seats (``desktop.computer``),
on the seat's view only (``rules.view(state, seat)``), so a suggestion never
knows more than the person does. The answer is only shown, never played;
any change to the match makes a suggestion on its way stale (``cancel``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from core.engine.bots import bot_for
from core.engine.protocol import Action, Rules
from desktop import computer

LEVEL = "normal"


class Suggester(QObject):
    suggested = Signal(object)  # the Action the Normal computer would take
    failed = Signal(str)  # details of an unexpected error while thinking

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        hub = computer.hub()
        hub.chosen.connect(self._on_chosen)
        hub.failed.connect(self._on_failed)

    def busy(self) -> bool:
        return self._ticket != 0

    def ask(self, rules: Rules, state: Any, seat: int, match_seed: int, step: int) -> None:
        """Ask for ``seat``'s move in ``state``; the worker sees only that seat's view."""
        self.cancel()
        self._ticket = computer.new_ticket()
        view = rules.view(state, seat)
        computer.request(self._ticket, bot_for(LEVEL, match_seed, seat), rules, view, step)

    def cancel(self) -> None:
        if self._ticket:
            computer.cancel(self._ticket)
        self._ticket = 0

    def _on_chosen(self, ticket: int, action: Action) -> None:
        if ticket == self._ticket and ticket != 0:
            self._ticket = 0
            self.suggested.emit(action)

    def _on_failed(self, ticket: int, details: str) -> None:
        if ticket == self._ticket and ticket != 0:
            self._ticket = 0
            self.failed.emit(details)
