"""One window per data folder: the lock file, its takeover, and a second start bringing the first forward."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QFileSystemWatcher, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.engine import registry, savefile
from core.engine.match import Match
from desktop import settings, single_instance
from desktop.single_instance import LOCK_NAME, REQUEST_NAME, Holder, Lock
from tests.desktop.shell_helpers import two_humans

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def other_process() -> Iterator[subprocess.Popen[bytes]]:
    """A live process that is not this one."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield process
    process.kill()
    process.wait()


def write_lock(folder: Path, content: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOCK_NAME
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return path


def test_a_fresh_folder_gets_a_lock_naming_this_process_removed_at_release(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    lock = single_instance.take(folder)
    assert isinstance(lock, Lock) and lock.path == folder / LOCK_NAME
    content = json.loads(lock.path.read_text("utf-8"))
    assert content["pid"] == os.getpid()
    if sys.platform.startswith("linux"):
        assert content["started"] == single_instance.process_start(os.getpid()) is not None
    lock.release()
    assert not (folder / LOCK_NAME).exists()


def test_a_lock_held_by_a_live_process_is_left_alone(
    tmp_path: Path, other_process: subprocess.Popen[bytes]
) -> None:
    started = single_instance.process_start(other_process.pid)
    path = write_lock(tmp_path, {"pid": other_process.pid, "started": started})
    before = path.read_bytes()
    assert single_instance.take(tmp_path) == Holder(other_process.pid, started)
    assert path.read_bytes() == before


def test_the_lock_of_a_process_that_is_gone_is_taken_over(tmp_path: Path) -> None:
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    write_lock(tmp_path, {"pid": ended.pid, "started": None})
    lock = single_instance.take(tmp_path)
    assert isinstance(lock, Lock) and lock.path is not None
    assert single_instance.read_holder(lock.path) == single_instance.this_process()
    lock.release()


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="start times are read from /proc")
def test_a_live_process_that_started_after_the_holder_only_reuses_its_id(
    tmp_path: Path, other_process: subprocess.Popen[bytes]
) -> None:
    """After a reboot the id in a lock may be another program's: its start time tells."""
    started = single_instance.process_start(other_process.pid)
    assert started is not None
    write_lock(tmp_path, {"pid": other_process.pid, "started": started + "0"})
    assert isinstance(single_instance.take(tmp_path), Lock)


def test_this_processes_own_id_in_a_lock_is_a_leftover(tmp_path: Path) -> None:
    write_lock(tmp_path, {"pid": os.getpid(), "started": "an earlier boot"})
    assert isinstance(single_instance.take(tmp_path), Lock)


@pytest.mark.parametrize("content", ["", "not json", "[1, 2]", '{"pid": "12"}', '{"started": "x"}'])
def test_a_lock_file_that_cannot_be_read_is_taken_over(tmp_path: Path, content: str) -> None:
    path = write_lock(tmp_path, content)
    earlier = time.time() - 2 * single_instance.FILLING_S
    os.utime(path, (earlier, earlier))
    lock = single_instance.take(tmp_path)
    assert isinstance(lock, Lock) and lock.path is not None
    assert single_instance.read_holder(lock.path) == single_instance.this_process()


def test_an_empty_lock_just_made_by_a_start_at_the_same_time_is_waited_for(
    tmp_path: Path, other_process: subprocess.Popen[bytes]
) -> None:
    """Two starts at once (a double click): the second reads the lock before the first filled it."""
    path = write_lock(tmp_path, "")
    holder = Holder(other_process.pid, single_instance.process_start(other_process.pid))
    content = {"pid": holder.pid, "started": holder.started}
    filling = threading.Timer(0.2, lambda: write_lock(tmp_path, content))
    filling.start()
    try:
        assert single_instance.take(tmp_path) == holder
    finally:
        filling.join()
    assert single_instance.read_holder(path) == holder


@pytest.mark.parametrize("where", ["is a file", "is inside a file"])
def test_a_data_folder_that_cannot_be_written_starts_without_a_lock(
    tmp_path: Path, where: str, qtbot: QtBot
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder would be", "utf-8")
    folder = blocker if where == "is a file" else blocker / "data"
    lock = single_instance.take(folder)
    assert isinstance(lock, Lock) and lock.path is None
    window = QWidget()
    qtbot.addWidget(window)
    lock.watch(window)
    lock.release()
    assert blocker.read_text("utf-8") == "a file where the folder would be"


def test_the_window_starts_when_its_data_folder_cannot_be_written(tmp_path: Path) -> None:
    environment = _environment(tmp_path)
    environment["XDG_DATA_HOME"] = str(tmp_path / "blocker")
    (tmp_path / "blocker").write_text("", "utf-8")
    started = subprocess.run(
        [sys.executable, "-m", "desktop.app", "--quit-after-first-paint"],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert started.returncode == 0, started.stderr
    assert started.stdout.splitlines() == ["painted"]


def test_a_request_beside_the_lock_brings_the_minimised_window_forward(tmp_path: Path, qtbot: QtBot) -> None:
    lock = single_instance.take(tmp_path)
    assert isinstance(lock, Lock)
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.setWindowState(Qt.WindowState.WindowMinimized)
    lock.watch(window)
    request = tmp_path / REQUEST_NAME
    request.write_text("4242", "utf-8")
    qtbot.waitUntil(lambda: not request.exists(), timeout=5000)
    assert not window.windowState() & Qt.WindowState.WindowMinimized
    assert window.isVisible()
    lock.release()


def test_where_the_folder_cannot_be_watched_requests_are_looked_for_now_and_then(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def watching_nothing(_paths: list[str], parent: QWidget) -> QFileSystemWatcher:
        return QFileSystemWatcher(parent)  # as when the system's watches are used up

    monkeypatch.setattr(single_instance, "QFileSystemWatcher", watching_nothing)
    monkeypatch.setattr(single_instance, "FALLBACK_POLL_MS", 50)
    lock = single_instance.take(tmp_path)
    assert isinstance(lock, Lock)
    window = QWidget()
    qtbot.addWidget(window)
    lock.watch(window)
    request = tmp_path / REQUEST_NAME
    request.write_text("4242", "utf-8")
    qtbot.waitUntil(lambda: not request.exists(), timeout=5000)
    assert window.isVisible()
    lock.release()


def test_a_request_made_before_the_window_watched_is_answered_at_once(tmp_path: Path, qtbot: QtBot) -> None:
    lock = single_instance.take(tmp_path)
    assert isinstance(lock, Lock)
    (tmp_path / REQUEST_NAME).write_text("4242", "utf-8")
    window = QWidget()
    qtbot.addWidget(window)
    lock.watch(window)
    assert not (tmp_path / REQUEST_NAME).exists() and window.isVisible()
    lock.release()


def test_a_window_that_does_not_answer_is_reported_and_nothing_is_touched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, other_process: subprocess.Popen[bytes]
) -> None:
    holder = Holder(other_process.pid, single_instance.process_start(other_process.pid))
    write_lock(tmp_path, {"pid": holder.pid, "started": holder.started})
    autosave = tmp_path / "autosave-karuba.json"
    autosave.write_text("{}", "utf-8")
    told: list[str] = []
    monkeypatch.setattr(single_instance, "ANSWER_WAIT_S", 0.3)

    def tell(holder: Holder, folder: Path) -> None:
        told.append(single_instance.no_answer_text(holder, folder))

    monkeypatch.setattr(single_instance, "tell_no_answer", tell)
    started = time.monotonic()
    assert single_instance.second_start(holder, tmp_path) == 1
    assert time.monotonic() - started < 3
    assert len(told) == 1 and str(holder.pid) in told[0] and str(tmp_path / LOCK_NAME) in told[0]
    assert not (tmp_path / REQUEST_NAME).exists(), "a hung window that wakes up later stays where it is"
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted([LOCK_NAME, "autosave-karuba.json"])


def _environment(home: Path) -> dict[str, str]:
    environment = dict(os.environ)
    environment.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    return environment


def _wait_for(condition: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if callable(condition) and condition():
            return True
        time.sleep(0.05)
    return False


def test_a_second_start_brings_the_first_window_forward_and_leaves_its_autosave(tmp_path: Path) -> None:
    data = tmp_path / "data" / settings.ORGANISATION / settings.APPLICATION  # Qt's AppDataLocation
    match = Match(registry.get("karuba"), two_humans(), 9)
    match.apply(match.legal()[0])
    autosave = data / "autosave-karuba.json"
    savefile.write(autosave, match)
    saved = (autosave.read_bytes(), autosave.stat().st_mtime_ns)
    command = [sys.executable, "-m", "desktop.app", "--lang", "en"]
    first = subprocess.Popen(
        command,
        cwd=ROOT,
        env=_environment(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lock, request = data / LOCK_NAME, data / REQUEST_NAME
        assert _wait_for(lock.exists, 15), "the first window takes the lock"
        # Asked by hand first: it answers once its window is up and its event loop runs.
        request.write_text("test", "utf-8")
        assert _wait_for(lambda: not request.exists(), 15), "the first window answers a request"
        second = subprocess.run(
            command, cwd=ROOT, env=_environment(tmp_path), capture_output=True, text=True, timeout=15
        )
        assert second.returncode == 0, second.stderr
        assert second.stdout == ""
        assert not request.exists(), "the first window came forward and answered"
        assert first.poll() is None, "the first window keeps running"
        holder = Holder(first.pid, single_instance.process_start(first.pid))
        assert single_instance.read_holder(lock) == holder, "the lock stays the first's"
        assert (autosave.read_bytes(), autosave.stat().st_mtime_ns) == saved
        assert sorted(path.name for path in data.iterdir()) == sorted([LOCK_NAME, autosave.name])
    finally:
        first.terminate()
        _, errors = first.communicate(timeout=10)
    assert "Traceback" not in errors, errors


def test_the_message_of_an_unanswered_start_is_in_german_too(qtbot: QtBot, tmp_path: Path) -> None:
    from desktop import language

    language.install("de")
    try:
        text = single_instance.no_answer_text(Holder(4242, None), tmp_path)
    finally:
        language.install("en")
    assert text.startswith("Dinotable läuft bereits (Prozess 4242)")
    assert str(tmp_path / LOCK_NAME) in text and "5 Sekunden" in text
