"""Save files: a round trip gives the same state; a bad file is refused by name and left alone."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.engine import savefile
from core.engine.match import Match
from core.engine.savefile import FORMAT_VERSION, SaveFileError
from core.engine.serial import digest
from core.version import app_version
from tests.core.playing import new_match, play
from tests.special_files import KINDS, SPECIAL, deep_nesting, finishes_quickly, huge_integer, not_a_number


@pytest.fixture
def match() -> Match:
    """A three-player game some way in: setup chosen, tiles placed, adventurers moved."""
    match = new_match(3, seed=11)
    play(match, random.Random(11), limit=60)
    assert match.pending() is not None
    return match


def saved(path: Path, match: Match) -> dict[str, Any]:
    savefile.write(path, match, version="0.1.0")
    return json.loads(path.read_text(encoding="utf-8"))


def test_save_then_load_gives_the_identical_state(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "game.dinotable"
    data = saved(path, match)
    loaded = savefile.read(path)
    assert digest(loaded.state) == digest(match.state) == data["digest"]
    assert loaded.state == match.state
    assert loaded.actions == match.actions and loaded.config == match.config and loaded.seed == match.seed


def test_a_plan_stays_one_undo_step_after_a_load(tmp_path: Path) -> None:
    from core.games.karuba.actions import ChooseBeach, ChooseJungle

    match = new_match(2, seed=3)
    match.apply_plan([ChooseBeach(20), ChooseJungle(100)])
    path = tmp_path / "plan.dinotable"
    assert saved(path, match)["operations"] == [2]
    loaded = savefile.read(path)
    loaded.undo()
    assert loaded.state == loaded.initial_state


def test_a_finished_game_round_trips(tmp_path: Path) -> None:
    match = new_match(2, seed=5, setup="random")
    play(match, random.Random(5))
    path = tmp_path / "done.dinotable"
    savefile.write(path, match)
    assert savefile.read(path).result() == match.result()


def test_the_file_names_its_format_and_versions(tmp_path: Path, match: Match) -> None:
    data = saved(tmp_path / "game.dinotable", match)
    assert data["format"] == "dinotable-save" and data["format_version"] == FORMAT_VERSION
    assert (
        data["game"] == "karuba" and data["component_version"] == "1" and data["app_version"] == app_version()
    )


# refused files -----------------------------------------------------------------------

Edit = Callable[[dict[str, Any]], Any]


def first_place(data: dict[str, Any]) -> dict[str, Any]:
    return next(action for action in data["actions"] if action["kind"] == "place")


def swap_first_place(data: dict[str, Any], **fields: Any) -> dict[str, Any]:
    action = first_place(data)
    action.clear()
    action.update(fields)
    return data


EDITS: dict[str, tuple[Edit, str, dict[str, Any]]] = {
    "newer": (lambda d: d | {"format_version": FORMAT_VERSION + 1}, "save.newer_version", {"version": 2}),
    "version_text": (lambda d: d | {"format_version": "1"}, "save.damaged", {"field": "format_version"}),
    "not_a_save": (lambda d: d | {"format": "something-else"}, "save.not_a_save", {}),
    "a_list": (lambda d: [d], "save.not_a_save", {}),
    "unknown_game": (lambda d: d | {"game": "tiddlywinks"}, "save.unknown_game", {"game": "tiddlywinks"}),
    "game_not_text": (lambda d: d | {"game": 7}, "save.unknown_game", {"game": "7"}),
    "components": (lambda d: d | {"component_version": "0"}, "save.components_changed", {"game": "karuba"}),
    "no_seed": (lambda d: {k: v for k, v in d.items() if k != "seed"}, "save.damaged", {}),
    "seed_text": (lambda d: d | {"seed": "11"}, "save.damaged", {}),
    "no_players": (
        lambda d: d | {"config": d["config"] | {"players": []}},
        "save.player_count",
        {"count": 0, "least": 1, "most": 4},
    ),
    "config_game": (lambda d: d | {"config": d["config"] | {"game": "other"}}, "save.damaged", {}),
    "unknown_kind": (lambda d: swap_first_place(d, kind="fly", field=3), "save.damaged", {}),
    "field_text": (lambda d: swap_first_place(d, kind="place", field="C4"), "save.damaged", {}),
    "field_missing": (lambda d: swap_first_place(d, kind="place"), "save.damaged", {}),
    "extra_field": (lambda d: swap_first_place(d, kind="place", field=3, turn=2), "save.damaged", {}),
    "actions_not_list": (lambda d: d | {"actions": 5}, "save.damaged", {}),
    "illegal": (
        lambda d: swap_first_place(d, kind="place", field=99),
        "save.illegal_action",
        {"rule": "karuba.place.off_grid"},
    ),
    "illegal_order": (
        lambda d: without_operations(d) | {"actions": d["actions"][1:]},
        "save.illegal_action",
        {},
    ),
    "digest": (lambda d: d | {"digest": "0" * 64}, "save.digest_mismatch", {}),
    "action_dropped": (
        lambda d: without_operations(d) | {"actions": d["actions"][:-1]},
        "save.digest_mismatch",
        {},
    ),
    "operations_short": (
        lambda d: d | {"operations": d["operations"][:-1]},
        "save.damaged",
        {"field": "operations"},
    ),
    "operations_zero": (lambda d: d | {"operations": [0, *d["operations"]]}, "save.damaged", {}),
    "operations_text": (lambda d: d | {"operations": "all"}, "save.damaged", {"field": "operations"}),
}


def without_operations(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if key != "operations"}


@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edited_save_is_refused_with_its_reason(tmp_path: Path, match: Match, case: str) -> None:
    edit, key, values = EDITS[case]
    path = tmp_path / "edited.dinotable"
    path.write_text(json.dumps(edit(saved(path, match))), encoding="utf-8")
    assert_refused(path, key, values)


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"", "save.not_json"),
        (b"not json at all", "save.not_json"),
        (b"\xff\xfe\x00binary", "save.not_json"),
        (b"[" * 100_000, "save.too_deep"),
        (b"42", "save.not_a_save"),
    ],
)
def test_a_file_that_is_no_json_save_is_refused(tmp_path: Path, content: bytes, key: str) -> None:
    path = tmp_path / "odd.dinotable"
    path.write_bytes(content)
    assert_refused(path, key, {"file": "odd.dinotable"})


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.99])
def test_a_truncated_save_is_refused(tmp_path: Path, match: Match, keep: float) -> None:
    path = tmp_path / "cut.dinotable"
    savefile.write(path, match)
    whole = path.read_bytes()
    path.write_bytes(whole[: int(len(whole) * keep)])
    assert_refused(path, "save.not_json", {})


def test_a_missing_file_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError) as error:
        savefile.read(tmp_path / "nowhere.dinotable")
    assert error.value.key == "save.unreadable" and error.value.values["file"] == "nowhere.dinotable"


def test_a_huge_file_is_refused_after_reading_at_most_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.dinotable"
    path.write_bytes(b" " * 2048)
    monkeypatch.setattr(savefile, "MAX_SAVE_BYTES", 1024)
    assert_refused(path, "save.too_large", {})


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_file_kind_or_content_gets_past_the_reader_as_anything_but_our_error(
    tmp_path: Path, kind: str
) -> None:
    make, key = KINDS[kind]
    if kind in SPECIAL and sys.platform == "win32":
        pytest.skip("pipes and /dev/zero are POSIX")
    path = tmp_path / "odd.dinotable"
    make(path)
    with pytest.raises(SaveFileError) as error:
        finishes_quickly(lambda: savefile.read(path), path if kind == "fifo" else None)
    assert error.value.key == key and error.value.values["file"] == "odd.dinotable"
    assert [p.name for p in tmp_path.iterdir()] == ["odd.dinotable"]  # left where it was


def test_a_refusal_names_the_value_or_limit(tmp_path: Path) -> None:
    path = tmp_path / "odd.dinotable"
    deep_nesting(path)
    assert_refused(path, "save.too_deep", {"limit": 100})
    huge_integer(path)
    assert_refused(path, "save.number_too_large", {"number": "9999999999999999…999999"})
    not_a_number(path)
    assert_refused(path, "save.not_a_number", {"value": "NaN"})


def assert_refused(path: Path, key: str, values: dict[str, Any]) -> None:
    """Loading fails with ``key`` (and ``values``) and leaves the file exactly as it was."""
    before, stamp = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(SaveFileError) as error:
        savefile.read(path)
    assert error.value.key == key, error.value
    assert error.value.values.get("file") == path.name
    for name, value in values.items():
        assert error.value.values[name] == value
    assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


# atomic writing --------------------------------------------------------------------------


def test_a_failed_write_leaves_the_old_save(
    tmp_path: Path, match: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.dinotable"
    savefile.write(path, match)
    old = path.read_bytes()
    match.apply(match.legal()[0])

    def dump_half_then_fail(data: Any, stream: Any, **_: Any) -> None:
        stream.write(json.dumps(data)[:100])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savefile.json, "dump", dump_half_then_fail)
    with pytest.raises(OSError):
        savefile.write(path, match)
    assert path.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir()] == ["game.dinotable"]  # no temporary file left behind


def test_a_failed_rename_leaves_the_old_save(
    tmp_path: Path, match: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.dinotable"
    savefile.write(path, match)
    old = path.read_bytes()

    def refuse(*_: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(savefile.os, "replace", refuse)
    with pytest.raises(PermissionError):
        savefile.write(path, match)
    assert path.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir()] == ["game.dinotable"]


def test_a_write_creates_missing_folders(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "saves" / "deep" / "game.dinotable"
    savefile.write(path, match)
    assert digest(savefile.read(path).state) == digest(match.state)


def test_a_save_names_the_version_that_wrote_it(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "game.dinotable"
    savefile.write(path, match)
    assert json.loads(path.read_text(encoding="utf-8"))["app_version"] == app_version()
