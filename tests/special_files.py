"""Things a player's folder can hold where a JSON file should be, for the tests of every reader.

Each maker puts one at ``path``: the file kinds (a pipe, a link to an endless
device, a folder) and contents no reader of ours may choke on (a number of
thousands of digits, nesting far past any limit, the non-numbers Python writes).
``finishes_quickly`` runs a call that must not wait on a pipe, and frees it if it does.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

Result = TypeVar("Result")

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pipes and /dev/zero are POSIX")


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to_dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def make_folder(path: Path) -> None:
    path.mkdir()


def huge_integer(path: Path) -> None:
    path.write_text('{"format": "dinotable-save", "seed": ' + "9" * 5_000 + "}")


def deep_nesting(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000)


def not_a_number(path: Path) -> None:
    path.write_text('{"format": "dinotable-save", "seed": NaN}')


def overflowing_float(path: Path) -> None:
    path.write_text('{"format": "dinotable-save", "seed": 1e400}')


# What each one is refused as, by savefile.read.
KINDS: dict[str, tuple[Callable[[Path], None], str]] = {
    "fifo": (make_fifo, "save.not_a_file"),
    "dev_zero": (link_to_dev_zero, "save.not_a_file"),
    "folder": (make_folder, "save.not_a_file"),
    "huge_integer": (huge_integer, "save.number_too_large"),
    "deep_nesting": (deep_nesting, "save.too_deep"),
    "nan": (not_a_number, "save.not_a_number"),
    "1e400": (overflowing_float, "save.number_too_large"),
}
SPECIAL = ("fifo", "dev_zero", "folder")


def finishes_quickly(call: Callable[[], Result], pipe: Path | None = None, seconds: float = 10) -> Result:
    """``call()``'s result, failing the test if it takes longer (a read waiting on ``pipe``)."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["result"] = call()
        except BaseException as error:  # handed to the test below
            outcome["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        if pipe is not None:  # a writer that opens and closes lets the stuck read see its end
            with contextlib.suppress(OSError):
                os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"still running after {seconds} s: it waits on a pipe or reads without end")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["result"]  # type: ignore[no-any-return]
