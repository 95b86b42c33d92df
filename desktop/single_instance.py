"""One Dinotable window per data folder: a second start brings the first window forward.

Two windows on the same data folder would both offer to resume the same autosave and
both write it, the last writer winning without a word. So the window holds a lock file
in the data folder, created atomically, naming the process that holds it and, where the
system tells (Linux), the boot and the moment that process started: after a reboot its
id may belong to another program. A lock whose process is gone, or whose content cannot
be read, is taken over; an empty one only a moment old is waited for, since two starts
at once (a double click) may find it created and not yet filled. Elsewhere only the id
is compared; the message of an unanswered start names the lock file, so a player can
remove it if no Dinotable runs.

A second start creates a request file beside the lock and waits; the first watches the
folder (Qt Core's QFileSystemWatcher: the bundle leaves QtNetwork out), brings its window
forward and removes the request, which is its answer. A first window that does not answer
in time may be hung: the second says so and ends. Neither touches an autosave.

A folder that cannot be written gets no lock: the program starts unguarded rather than
not at all.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, Qt, QTimer
from PySide6.QtWidgets import QWidget

from desktop.language import fill

LOCK_NAME = "dinotable.lock"
REQUEST_NAME = "dinotable.come-forward"
ANSWER_WAIT_S = 5.0  # a window busy for longer than this is taken to be hung
POLL_S = 0.05
FILLING_S = 1.0  # an empty lock younger than this may be one that another start is writing
FALLBACK_POLL_MS = 500  # how often to look for a request where the folder cannot be watched
TAKE_TRIES = 3  # a stale lock removed, another start may take the place first

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Holder:
    """The process named in a lock file: its id and, where known, when it started."""

    pid: int
    started: str | None


def process_start(pid: int) -> str | None:
    """The boot and start time of process ``pid`` (Linux's /proc); None if it is gone or unknown."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text("ascii").strip()
        stat = Path(f"/proc/{pid}/stat").read_text("ascii", "replace")
    except OSError:
        return None
    # The command name (field 2) may hold spaces and parentheses; field 22, the start, follows it.
    fields = stat[stat.rfind(")") + 2 :].split()
    return f"{boot}/{fields[19]}" if len(fields) > 19 else None


def running(pid: int) -> bool:
    """Whether a process with id ``pid`` exists (whichever program it is)."""
    if sys.platform == "win32":
        import ctypes

        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return kernel.GetLastError() == 5  # access denied: it exists, someone else's
        try:
            code = ctypes.c_ulong()
            return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259
        finally:
            kernel.CloseHandle(handle)
    try:
        os.kill(pid, 0)  # signal 0 only asks whether it exists
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def this_process() -> Holder:
    return Holder(os.getpid(), process_start(os.getpid()))


def alive(holder: Holder | None) -> bool:
    """Whether the process a lock names still runs: the same run, not a later one with its id."""
    if holder is None or holder.pid <= 0 or holder.pid == os.getpid():
        return False  # our own id in a lock is a leftover of an earlier process that had it
    if holder.started is not None and process_start(os.getpid()) is not None:
        return process_start(holder.pid) == holder.started
    return running(holder.pid)


def read_holder(path: Path) -> Holder | None:
    """The holder a lock file names; None when there is none or its content cannot be read."""
    try:
        data = json.loads(path.read_text("utf-8"))
        pid, started = data["pid"], data.get("started")
    except (OSError, ValueError, TypeError, KeyError):
        return None
    if not isinstance(pid, int) or not (started is None or isinstance(started, str)):
        return None
    return Holder(pid, started)


def _holder_of(path: Path) -> Holder | None:
    """The holder of a lock, waiting a moment for one that a start at the same time has not filled yet."""
    deadline = time.monotonic() + FILLING_S
    holder = read_holder(path)
    while holder is None and time.monotonic() < deadline and _made_within(path, FILLING_S):
        time.sleep(POLL_S)
        holder = read_holder(path)
    return holder


def _made_within(path: Path, seconds: float) -> bool:
    try:
        return time.time() - path.stat().st_mtime < seconds
    except OSError:
        return False


class Lock:
    """This process's hold on a data folder; ``path`` is None when the folder could not be written."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.watcher: QFileSystemWatcher | None = None
        self.poll: QTimer | None = None

    def watch(self, window: QWidget) -> None:
        """Bring ``window`` forward whenever a second start asks, and once now for one made already."""
        if self.path is None:
            return
        # The folder, not the request: a file that does not exist yet cannot be watched.
        # Each autosave written there costs one look for the request, nothing more.
        self.watcher = QFileSystemWatcher([str(self.path.parent)], window)
        self.watcher.directoryChanged.connect(lambda _folder: self.answer(window))
        if not self.watcher.directories():  # the system's watches are used up: look now and then
            self.poll = QTimer(window)
            self.poll.timeout.connect(lambda: self.answer(window))
            self.poll.start(FALLBACK_POLL_MS)
        self.answer(window)

    def answer(self, window: QWidget) -> None:
        if self.path is None:
            return
        request = self.path.with_name(REQUEST_NAME)
        if not request.exists():
            return
        come_forward(window)
        with contextlib.suppress(OSError):
            request.unlink()

    def release(self) -> None:
        """Remove the lock file, if it still names this process."""
        if self.path is not None and read_holder(self.path) == this_process():
            with contextlib.suppress(OSError):
                self.path.unlink()
        self.path = None


def take(folder: Path) -> Lock | Holder:
    """The lock on ``folder``, or the live process that holds it."""
    path = folder / LOCK_NAME
    for _ in range(TAKE_TRIES):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return _unguarded(folder, error)
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            holder = _holder_of(path)
            if holder is not None and alive(holder):
                return holder
            try:
                path.unlink(missing_ok=True)  # its process is gone: the lock is taken over
            except OSError as error:
                return _unguarded(folder, error)
            continue
        except OSError as error:
            return _unguarded(folder, error)
        me = this_process()
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as file:
                json.dump({"pid": me.pid, "started": me.started}, file)
        except OSError as error:
            with contextlib.suppress(OSError):
                path.unlink()
            return _unguarded(folder, error)
        return Lock(path)
    return _unguarded(folder, FileExistsError(f"{path} was taken over {TAKE_TRIES} times"))


def _unguarded(folder: Path, error: OSError) -> Lock:
    log.warning("no lock in %s (%s): this window does not keep a second one away", folder, error)
    return Lock(None)


def ask_to_come_forward(folder: Path, wait_s: float) -> bool:
    """Ask the window holding ``folder``'s lock to come forward; whether it answered within ``wait_s``."""
    request = folder / REQUEST_NAME
    try:
        request.write_text(str(os.getpid()), "utf-8")
    except OSError:
        return False
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        if not request.exists():
            return True
        time.sleep(POLL_S)
    with contextlib.suppress(OSError):
        request.unlink()  # a hung window that wakes up later need not jump forward then
    return False


def second_start(holder: Holder, folder: Path) -> int:
    """What a start does while ``holder`` has the window: 0 once it came forward, else 1 after saying so."""
    if ask_to_come_forward(folder, ANSWER_WAIT_S):
        return 0
    tell_no_answer(holder, folder)
    return 1


def come_forward(window: QWidget) -> None:
    """Show ``window`` in front, restored if it was minimised, and give it the keyboard."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def no_answer_text(holder: Holder, folder: Path) -> str:
    return fill(
        QCoreApplication.translate(
            "SingleInstance",
            "Dinotable is already running (process %1), but its window did not come forward within"
            " %2 seconds: it may be busy or hung. Wait a moment and start Dinotable again, or end"
            " the other one first. No game was touched.\n\nIf no Dinotable is running, remove %3"
            " and start again.",
        ),
        holder.pid,
        f"{ANSWER_WAIT_S:g}",
        folder / LOCK_NAME,
    )


def tell_no_answer(holder: Holder, folder: Path) -> None:
    from PySide6.QtWidgets import QMessageBox  # only here: the launcher's start needs none

    box = QMessageBox(QMessageBox.Icon.Warning, "Dinotable", no_answer_text(holder, folder))
    box.setWindowTitle(QCoreApplication.translate("SingleInstance", "Dinotable is already running"))
    box.exec()
