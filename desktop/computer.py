"""Computer moves are worked out on a worker thread, so the window never freezes.

One hub object lives on the UI thread for the whole run; worker tasks emit
through it, and Qt queues the result back to the UI thread. Every request
carries a ticket: a controller accepts only the answer to its latest ticket,
so New game, Undo or Quit make any answer still on its way stale at once.
"""

from __future__ import annotations

import itertools
import traceback
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from core.engine.bots import Player
from core.engine.protocol import Rules

_tickets = itertools.count(1)


def new_ticket() -> int:
    return next(_tickets)


class ComputerHub(QObject):
    chosen = Signal(int, object)  # ticket, Action
    failed = Signal(int, str)  # ticket, traceback text


_hub: ComputerHub | None = None


def hub() -> ComputerHub:
    global _hub
    if _hub is None:
        _hub = ComputerHub(QCoreApplication.instance())
    return _hub


class _ChooseTask(QRunnable):
    def __init__(self, ticket: int, player: Player, rules: Rules, view: Any, step: int) -> None:
        super().__init__()
        self.ticket, self.player, self.rules, self.view, self.step = ticket, player, rules, view, step
        self.signals = hub()

    def run(self) -> None:
        try:
            action = self.player.choose(self.rules, self.view, self.step)
        except Exception:
            self.signals.failed.emit(self.ticket, traceback.format_exc())
        else:
            self.signals.chosen.emit(self.ticket, action)


def request(ticket: int, player: Player, rules: Rules, view: Any, step: int) -> None:
    """Ask ``player`` for a move on a worker thread; the answer arrives through ``hub()``."""
    QThreadPool.globalInstance().start(_ChooseTask(ticket, player, rules, view, step))


def wait_for_workers(milliseconds: int = 2000) -> None:
    QThreadPool.globalInstance().waitForDone(milliseconds)
