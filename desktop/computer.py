"""Computer moves are worked out on a worker thread, so the window never freezes.

One hub object lives on the UI thread for the whole run; worker tasks emit
through it, and Qt queues the result back to the UI thread. Every request
carries a ticket: a controller accepts only the answer to its latest ticket,
so New game, Undo or Quit make any answer still on its way stale at once,
and ``cancel`` tells the worker to stop thinking, so it frees the processor
within one search iteration.

While a worker runs, Python's cyclic garbage collector is paused: it runs in
whichever thread happens to allocate, and collecting a cycle that holds Qt
widgets on the worker thread destroys them off the UI thread and crashes.
The UI thread collects as soon as the last worker is done.

Also while a worker runs, the interpreter hands its lock between threads
every 0.2 ms instead of every 5 ms. Drawing the table calls into Python for
every item, and each call waits for the lock; with the thinking worker
holding it 5 ms at a time, one repaint took most of a second.
"""

from __future__ import annotations

import gc
import itertools
import sys
import threading
import traceback
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from core.engine.bots import Player
from core.engine.protocol import Rules

_tickets = itertools.count(1)
_stops: dict[int, threading.Event] = {}  # ticket -> raised when the answer is no longer wanted
SWITCH_INTERVAL_S = 0.0002  # how long a thread may hold the interpreter while a computer thinks


def new_ticket() -> int:
    return next(_tickets)


class ComputerHub(QObject):
    chosen = Signal(int, object)  # ticket, Action
    failed = Signal(int, str)  # ticket, traceback text
    done = Signal(int)  # ticket; after chosen or failed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.working = 0
        self._paused_collector = False
        self._switch_interval = sys.getswitchinterval()
        self.done.connect(self._worker_done)

    def worker_starts(self) -> None:
        if self.working == 0:
            self._switch_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch_interval, SWITCH_INTERVAL_S))
            if gc.isenabled():
                gc.disable()
                self._paused_collector = True
        self.working += 1

    def _worker_done(self, _ticket: int) -> None:
        self.working -= 1
        if self.working == 0:
            sys.setswitchinterval(self._switch_interval)
            if self._paused_collector:
                self._paused_collector = False
                gc.enable()


_hub: ComputerHub | None = None


def hub() -> ComputerHub:
    global _hub
    if _hub is None:
        _hub = ComputerHub(QCoreApplication.instance())
    return _hub


class _ChooseTask(QRunnable):
    def __init__(
        self, ticket: int, player: Player, rules: Rules, view: Any, step: int, stop: threading.Event
    ) -> None:
        super().__init__()
        self.ticket, self.player, self.rules, self.view, self.step = ticket, player, rules, view, step
        self.stop = stop
        self.signals = hub()

    def run(self) -> None:
        try:
            action = self.player.choose(self.rules, self.view, self.step, self.stop.is_set)
        except Exception:
            if not self.stop.is_set():
                self.signals.failed.emit(self.ticket, traceback.format_exc())
        else:
            if not self.stop.is_set():
                self.signals.chosen.emit(self.ticket, action)
        finally:
            _stops.pop(self.ticket, None)
            self.signals.done.emit(self.ticket)


def request(ticket: int, player: Player, rules: Rules, view: Any, step: int) -> None:
    """Ask ``player`` for a move on a worker thread; the answer arrives through ``hub()``."""
    hub().worker_starts()
    stop = _stops[ticket] = threading.Event()
    QThreadPool.globalInstance().start(_ChooseTask(ticket, player, rules, view, step, stop))


def cancel(ticket: int) -> None:
    """The answer to ``ticket`` is no longer wanted: its worker stops thinking and says nothing."""
    stop = _stops.get(ticket)
    if stop is not None:
        stop.set()


def thinking() -> int:
    """How many computer moves are still being worked out (cancelled ones until they stop)."""
    return len(_stops)


def wait_for_workers(milliseconds: int = 2000) -> None:
    QThreadPool.globalInstance().waitForDone(milliseconds)
