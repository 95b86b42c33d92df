"""The one reader for JSON files a player can put in our way: saves, the autosave, records, caches.

Such a file may be anything: a pipe or a device where a save should be
(reading it would wait for ever, or never end), far too large, nested
deeper than Python's parser recurses, or holding a number with thousands of
digits, which Python refuses with a plain ``ValueError``. ``read`` accepts
regular files only (a symlink is followed and its target checked), reads at
most the limit plus one byte, bounds the nesting before parsing and the
numbers while parsing, and raises ``JsonFileError`` with a ``Reason`` for
anything it refuses, never another exception. Each caller turns the reason
into its own message.

A damaged file of ours is never overwritten: ``move_aside`` renames it to
``<name>-damaged-<time>.json`` beside where it was.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import stat
import time
from enum import StrEnum
from pathlib import Path
from typing import Any

MAX_DEPTH = 100  # nesting of lists and maps; our files go a handful of levels deep
MAX_INTEGER_DIGITS = 40  # a 128-bit number has 39; seeds and scores are far shorter
_CHUNK = 1024 * 1024
# Opened without waiting: a pipe swapped in after the first look must not block the open.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
# A string, or an unterminated one running to the end: every quote starts a match, so the
# scan stays linear however the quotes are placed.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_NESTING_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class Reason(StrEnum):
    NOT_A_FILE = "not_a_file"  # a folder, pipe, device or socket
    UNREADABLE = "unreadable"  # missing, no permission, or the read failed
    TOO_LARGE = "too_large"
    NOT_JSON = "not_json"  # not UTF-8, or not JSON
    TOO_DEEP = "too_deep"
    NUMBER_TOO_LARGE = "number_too_large"  # an integer of too many digits, or an infinite number
    NOT_A_NUMBER = "not_a_number"  # NaN


class JsonFileError(Exception):
    """A file ``read`` refuses; ``detail`` is the system's words or the number in question."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason} {detail}".strip())
        self.reason = reason
        self.detail = detail


def read(path: Path, max_bytes: int) -> Any:
    """The JSON data in ``path``, a regular file of at most ``max_bytes``; raises JsonFileError."""
    return parse(read_bytes(path, max_bytes))


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, refused as TOO_LARGE beyond ``max_bytes``."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise JsonFileError(Reason.NOT_A_FILE)
        descriptor = os.open(path, _OPEN_FLAGS)
    except OSError as error:
        raise JsonFileError(Reason.UNREADABLE, error.strerror or "") from error
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise JsonFileError(Reason.NOT_A_FILE)  # swapped in between the look and the open
        chunks: list[bytes] = []
        left = max_bytes + 1  # the size a file reports may be wrong: the limit holds while reading
        while left > 0 and (chunk := os.read(descriptor, min(left, _CHUNK))):
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise JsonFileError(Reason.UNREADABLE, error.strerror or "") from error
    finally:
        os.close(descriptor)
    if left <= 0:
        raise JsonFileError(Reason.TOO_LARGE)
    return b"".join(chunks)


def parse(raw: bytes | str) -> Any:
    """JSON data, nested at most MAX_DEPTH deep, with finite numbers of bounded size."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as error:
        raise JsonFileError(Reason.NOT_JSON) from error
    if nesting(text) > MAX_DEPTH:
        raise JsonFileError(Reason.TOO_DEEP)
    try:
        return json.loads(text, parse_int=_integer, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise JsonFileError(Reason.NOT_JSON) from error
    except RecursionError as error:  # only when called already deep in the stack
        raise JsonFileError(Reason.TOO_DEEP) from error


def nesting(text: str) -> int:
    """How deep the lists and maps of JSON ``text`` go, brackets inside strings not counted."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(itertools.accumulate(map(_NESTING_STEP.__getitem__, brackets)), default=0)


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise JsonFileError(Reason.NUMBER_TOO_LARGE, shortened(text))
    return int(text)


def _float(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise JsonFileError(Reason.NUMBER_TOO_LARGE, shortened(text))
    return number


def _constant(text: str) -> Any:
    """NaN, Infinity and -Infinity, which Python writes but JSON does not have."""
    if text == "NaN":
        raise JsonFileError(Reason.NOT_A_NUMBER, text)
    raise JsonFileError(Reason.NUMBER_TOO_LARGE, text)


def shortened(number: str, keep: int = 24) -> str:
    """A number as a message can show it: a long one by its first and last digits."""
    return number if len(number) <= keep else f"{number[: keep - 8]}…{number[-6:]}"


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<stem>-damaged-<time>.json`` beside it; None if that fails."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}-damaged-{stamp}.json")
    counter = 1
    while target.exists() or target.is_symlink():
        counter += 1
        target = path.with_name(f"{path.stem}-damaged-{stamp}-{counter}.json")
    try:
        path.rename(target)
    except OSError:
        return None
    return target
