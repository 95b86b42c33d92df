"""Computer moves are worked out away from the window's thread, so the window never freezes.

A search (``SearchBot``) runs in worker processes, one per core
(``core.engine.workers``), started with the first search: the window's
process stays free, and every core thinks. A timer on the window's thread
collects their answers every few milliseconds, which costs nothing while
none is due; once every worker has answered, their statistics are merged
and the choice is sent. Other players (Easy's heuristic, tests' players)
answer at once and run on a worker thread as before.

One hub object lives on the UI thread for the whole run; worker tasks emit
through it, and Qt queues the result back to the UI thread. Every request
carries a ticket: a controller accepts only the answer to its latest ticket,
so New game, Undo or Quit make any answer still on its way stale at once,
and ``cancel`` tells the worker to stop thinking, so it frees the processor
within one search iteration. Quitting the application ends the processes.

While a worker thread runs, Python's cyclic garbage collector is paused: it runs in
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
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QRunnable, QThreadPool, QTimer, Signal

from core.engine.bots import Player, SearchBot, SearchPart
from core.engine.protocol import Rules
from core.engine.workers import Answer, Pool, UnsendableError

_tickets = itertools.count(1)
_stops: dict[int, threading.Event] = {}  # ticket -> raised when the answer is no longer wanted
SWITCH_INTERVAL_S = 0.0002  # how long a thread may hold the interpreter while a computer thinks
COLLECT_MS = 5  # how often the window's thread looks for the worker processes' answers


@dataclass
class _Search:
    """A decision the worker processes search: what has come back so far."""

    bot: SearchBot
    expected: int
    parts: list[SearchPart] = field(default_factory=list)
    error: str = ""
    answered: int = 0


def new_ticket() -> int:
    return next(_tickets)


class ComputerHub(QObject):
    chosen = Signal(int, object)  # ticket, Action
    failed = Signal(int, str)  # ticket, traceback text
    done = Signal(int)  # ticket; after chosen or failed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.working = 0  # decisions still being worked out, on threads or in processes
        self._threads = 0
        self._paused_collector = False
        self._switch_interval = sys.getswitchinterval()
        self.done.connect(self._worker_done)
        self.pool = Pool()
        self.searches: dict[int, _Search] = {}  # ticket -> the search the processes work on
        self._collector = QTimer(self)
        self._collector.setInterval(COLLECT_MS)
        self._collector.timeout.connect(self.collect)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.pool.shutdown)

    def worker_starts(self) -> None:
        if self._threads == 0:
            self._switch_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch_interval, SWITCH_INTERVAL_S))
            if gc.isenabled():
                gc.disable()
                self._paused_collector = True
        self._threads += 1
        self.working += 1

    def search(self, ticket: int, bot: SearchBot, rules: Rules, view: Any, step: int) -> None:
        expected = self.pool.send(ticket, bot, rules, view, step)
        self.searches[ticket] = _Search(bot, expected)
        self.working += 1
        self._collector.start()

    def cancel(self, ticket: int) -> None:
        if ticket in self.searches:
            self.pool.cancel(ticket)

    def collect(self) -> None:
        """Takes in the worker processes' answers; a search all have answered is decided here."""
        for answer in self.pool.answers():
            self._take(answer)
        if not self.searches:
            self._collector.stop()

    def _take(self, answer: Answer) -> None:
        search = self.searches.get(answer.ticket)
        if search is None:
            return
        search.answered += 1
        if answer.part is not None:
            search.parts.append(answer.part)
        search.error = search.error or answer.error
        if search.answered < search.expected:
            return
        del self.searches[answer.ticket]
        stop = _stops.pop(answer.ticket, None)
        wanted = stop is not None and not stop.is_set()
        self.working -= 1
        if search.error and wanted:
            self.failed.emit(answer.ticket, search.error)
        elif wanted and len(search.parts) == search.expected:
            self.chosen.emit(answer.ticket, search.bot.merged_choice(search.parts))
        self.done.emit(answer.ticket)

    def _worker_done(self, ticket: int) -> None:
        if ticket in self.searches or ticket not in _thread_tickets:
            return
        _thread_tickets.discard(ticket)
        self.working -= 1
        self._threads -= 1
        if self._threads == 0:
            sys.setswitchinterval(self._switch_interval)
            if self._paused_collector:
                self._paused_collector = False
                gc.enable()


_hub: ComputerHub | None = None
_thread_tickets: set[int] = set()  # tickets whose player runs on a worker thread


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
    """Ask ``player`` for a move away from the window's thread; the answer arrives through ``hub()``."""
    stop = _stops[ticket] = threading.Event()
    if isinstance(player, SearchBot):
        try:
            hub().search(ticket, player, rules, view, step)
        except UnsendableError:
            pass  # it cannot be sent to another process (a test's stand-in): it thinks on a thread
        else:
            return
    _thread_tickets.add(ticket)
    hub().worker_starts()
    QThreadPool.globalInstance().start(_ChooseTask(ticket, player, rules, view, step, stop))


def cancel(ticket: int) -> None:
    """The answer to ``ticket`` is no longer wanted: its worker stops thinking and says nothing."""
    stop = _stops.get(ticket)
    if stop is not None:
        stop.set()
        hub().cancel(ticket)


def thinking() -> int:
    """How many computer moves are still being worked out (cancelled ones until they stop)."""
    return len(_stops)


def wait_for_workers(milliseconds: int = 2000) -> None:
    """Until every worker has answered (or ``milliseconds`` have passed); answers are taken in."""
    deadline = QDeadlineTimer(milliseconds)
    QThreadPool.globalInstance().waitForDone(max(0, deadline.remainingTime()))
    center = hub()
    while center.searches and not deadline.hasExpired():
        center.collect()
        if center.searches:
            threading.Event().wait(COLLECT_MS / 1000)


def shutdown() -> None:
    """Ends the worker processes (they start again with the next search)."""
    if _hub is not None:
        _hub.pool.shutdown()
