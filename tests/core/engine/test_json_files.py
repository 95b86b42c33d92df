"""The guarded JSON reader: regular files only, the size held while reading, depth and numbers bounded."""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from core.engine import json_files
from core.engine.json_files import JsonFileError, Reason
from tests.special_files import finishes_quickly, make_fifo, posix_only


def refusal(call: Any) -> JsonFileError:
    with pytest.raises(JsonFileError) as error:
        call()
    return error.value


def test_a_regular_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "plain.json"
    path.write_text('{"seed": -12345678901234567890, "moves": [1.5, "[{"], "done": null}')
    assert json_files.read(path, 1024) == {"seed": -12345678901234567890, "moves": [1.5, "[{"], "done": None}


def test_a_link_is_followed_to_its_file(tmp_path: Path) -> None:
    (tmp_path / "real.json").write_text("[1]")
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert json_files.read(tmp_path / "link.json", 1024) == [1]


@posix_only
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    make_fifo(pipe)
    error = finishes_quickly(lambda: refusal(lambda: json_files.read(pipe, 1024)), pipe)
    assert error.reason is Reason.NOT_A_FILE


@posix_only
def test_a_pipe_swapped_in_after_the_first_look_is_refused_on_opening(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pipe, regular = tmp_path / "pipe.json", tmp_path / "regular.json"
    make_fifo(pipe)
    regular.write_text("[]")
    looks = os.stat(regular)
    monkeypatch.setattr(json_files.os, "stat", lambda path: looks)  # the first look saw a file
    error = finishes_quickly(lambda: refusal(lambda: json_files.read(pipe, 1024)), pipe)
    assert error.reason is Reason.NOT_A_FILE


@posix_only
def test_a_link_to_an_endless_device_is_refused_unread(tmp_path: Path) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    assert finishes_quickly(lambda: refusal(lambda: json_files.read(link, 1024))).reason is Reason.NOT_A_FILE


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert refusal(lambda: json_files.read(tmp_path, 1024)).reason is Reason.NOT_A_FILE


def test_a_missing_file_is_unreadable_with_the_systems_words(tmp_path: Path) -> None:
    error = refusal(lambda: json_files.read(tmp_path / "nowhere.json", 1024))
    assert error.reason is Reason.UNREADABLE and error.detail == os.strerror(2)


def test_the_size_limit_holds_while_reading_whatever_size_the_file_reports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "long.json"
    path.write_bytes(b" " * 5000 + b"[]")
    read: list[int] = []
    real_read = os.read

    def counted(descriptor: int, size: int) -> bytes:
        chunk = real_read(descriptor, size)
        read.append(len(chunk))
        return chunk

    monkeypatch.setattr(json_files.os, "read", counted)
    assert refusal(lambda: json_files.read(path, 1000)).reason is Reason.TOO_LARGE
    assert sum(read) == 1001
    assert json_files.read(path, 5002) == []


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", Reason.NOT_JSON),
        ('{"a": ', Reason.NOT_JSON),
        ('"unterminated [[[', Reason.NOT_JSON),
        ("[" * 100_000, Reason.TOO_DEEP),
        ("[" * 100_000 + "]" * 100_000, Reason.TOO_DEEP),
        ('{"a":' * 101 + "1" + "}" * 101, Reason.TOO_DEEP),
        ("9" * 5000, Reason.NUMBER_TOO_LARGE),
        ("[-" + "9" * 41 + "]", Reason.NUMBER_TOO_LARGE),
        ('{"seed": 1e400}', Reason.NUMBER_TOO_LARGE),
        ("[-1e400]", Reason.NUMBER_TOO_LARGE),
        ("[Infinity]", Reason.NUMBER_TOO_LARGE),
        ("[-Infinity]", Reason.NUMBER_TOO_LARGE),
        ('{"seed": NaN}', Reason.NOT_A_NUMBER),
    ],
)
def test_content_is_refused_with_its_reason(text: str, reason: Reason) -> None:
    assert refusal(lambda: json_files.parse(text)).reason is reason


def test_bytes_that_are_no_utf8_are_not_json() -> None:
    assert refusal(lambda: json_files.parse(b"\xff\xfe[]")).reason is Reason.NOT_JSON


def test_the_limits_themselves_are_accepted() -> None:
    deepest = "[" * json_files.MAX_DEPTH + "]" * json_files.MAX_DEPTH
    assert json_files.nesting(deepest) == json_files.MAX_DEPTH
    json_files.parse(deepest)
    longest = "9" * json_files.MAX_INTEGER_DIGITS
    assert json_files.parse(f"[{longest}, -{longest}, 1e308]") == [int(longest), -int(longest), 1e308]


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    text = json.dumps({"note": "[" * 500 + '\\"{' * 200, "list": [[1]]})
    assert json_files.nesting(text) == 3
    assert json_files.parse(text)["list"] == [[1]]


def test_the_refused_number_is_named_shortened() -> None:
    error = refusal(lambda: json_files.parse("[" + "1" * 4000 + "2]"))
    assert error.detail == "1111111111111111…111112"


@pytest.mark.parametrize(
    "text",
    [
        "[" * 4_000_000,
        '"' + '\\"' * 1_000_000,  # one string that never ends: each quote must not rescan the rest
        '"a' * 1_000_000,
        "[" + "1," * 1_000_000 + "1]",
    ],
    ids=["brackets", "escaped_quotes", "open_strings", "long_list"],
)
def test_large_awkward_content_is_judged_in_linear_time(text: str) -> None:
    started = time.perf_counter()
    with contextlib.suppress(JsonFileError):
        json_files.parse(text)
    assert time.perf_counter() - started < 5


def test_a_damaged_file_is_moved_aside_beside_an_earlier_one(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    path.write_text("one")
    kept_first = json_files.move_aside(path)
    path.write_text("two")  # damaged again within the same second
    kept_second = json_files.move_aside(path)
    assert kept_first is not None and kept_second is not None and kept_first != kept_second
    assert kept_first.name.startswith("records-damaged-") and kept_first.suffix == ".json"
    assert (kept_first.read_text(), kept_second.read_text()) == ("one", "two")
    assert not path.exists()


def test_a_file_that_cannot_be_moved_aside_is_left_where_it_is(tmp_path: Path) -> None:
    assert json_files.move_aside(tmp_path / "gone.json") is None
