"""The checked cache: a component file is validated once per version of its bytes and schema.

Every case loads Karuba's components.yaml (or an edited copy of its bytes, held in memory)
with the cache in a temporary folder; no resource file is touched.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core.engine import checked_cache, components
from core.engine.components import ComponentError
from core.games.karuba import components as karuba
from tests.special_files import KINDS, SPECIAL, finishes_quickly, posix_only

FILE = karuba.FILE
RAW = components.read_bytes("karuba", FILE)
TILE_5 = b"{id: 5, exits: ESW, treasure: none}"


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "checked"
    checked_cache.set_folder(folder)
    yield folder
    checked_cache.set_folder(None)


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The labels of every full parse and validation, in order."""
    seen: list[str] = []
    real = components.parse

    def counting(label: str, text: str, schema: Any) -> Any:
        seen.append(label)
        return real(label, text, schema)

    monkeypatch.setattr(components, "parse", counting)
    return seen


def serve(monkeypatch: pytest.MonkeyPatch, raw: bytes) -> None:
    """Make the loader read ``raw`` as Karuba's component file."""
    monkeypatch.setattr(components, "read_bytes", lambda game, name: raw)


def load(schema: Any = karuba.SCHEMA) -> Any:
    data, _ = components.load("karuba", FILE, schema)
    return data


def refusal(schema: Any = karuba.SCHEMA) -> str:
    with pytest.raises(ComponentError) as error:
        load(schema)
    return str(error.value)


def test_without_a_cache_folder_every_load_validates(parses: list[str]) -> None:
    assert checked_cache.folder() is None
    load()
    load()
    assert len(parses) == 2


def test_a_file_that_passed_is_read_back_without_validating(cache: Path, parses: list[str]) -> None:
    first = load()
    second = load()
    assert len(parses) == 1
    assert second == first
    assert karuba.build(second) == karuba.components()
    assert len(list(cache.iterdir())) == 1


def test_a_changed_file_is_validated_again(
    cache: Path, parses: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    load()
    serve(monkeypatch, RAW.replace(b"# ", b"#  ", 1) + b"\n# an edit that changes no data\n")
    load()
    assert len(parses) == 2
    assert len(list(cache.iterdir())) == 1, "a new version replaces the old entry"


def test_a_damaged_file_is_refused_with_the_same_message_as_without_the_cache(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load()
    assert RAW.count(TILE_5) == 1
    serve(monkeypatch, RAW.replace(TILE_5, b"{id: 5, exits: 12, treasure: none}"))
    cached = refusal()
    checked_cache.set_folder(None)
    assert cached == refusal()
    assert "resources/games/karuba/components.yaml" in cached
    assert "tiles[4] (id 5)" in cached and "field exits" in cached
    checked_cache.set_folder(cache)
    assert refusal() == cached, "a refused file is never kept"


def test_a_changed_schema_validates_the_same_file_again(cache: Path, parses: list[str]) -> None:
    load()
    stricter = dict(karuba.SCHEMA, required=[*karuba.SCHEMA.get("required", []), "no such key"])
    assert "no such key" in refusal(stricter)
    assert len(parses) == 2


def test_a_damaged_cache_entry_is_validated_again(cache: Path, parses: list[str]) -> None:
    load()
    (entry,) = cache.iterdir()
    entry.write_text(entry.read_text(encoding="utf-8").replace('"id":5', '"id":55', 1), encoding="utf-8")
    assert karuba.build(load()) == karuba.components()
    assert len(parses) == 2


def test_an_unwritable_cache_only_validates(tmp_path: Path, parses: list[str]) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    checked_cache.set_folder(blocked / "checked")
    try:
        assert karuba.build(load()) == karuba.components()
        assert karuba.build(load()) == karuba.components()
    finally:
        checked_cache.set_folder(None)
    assert len(parses) == 2


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_cache_folder_only_validates(tmp_path: Path, parses: list[str]) -> None:
    folder = tmp_path / "checked"
    folder.mkdir()
    folder.chmod(0o500)
    checked_cache.set_folder(folder)
    try:
        load()
        load()
    finally:
        checked_cache.set_folder(None)
        folder.chmod(0o700)
    assert len(parses) == 2 and not list(folder.iterdir())


def test_data_json_cannot_hold_exactly_is_not_kept(cache: Path) -> None:
    calls: list[int] = []

    def parse_and_check() -> Any:
        calls.append(1)
        return {"value": float("nan")}

    checked_cache.load("odd", b"raw", "salt", parse_and_check)
    checked_cache.load("odd", b"raw", "salt", parse_and_check)
    assert len(calls) == 2


def counted_check(calls: list[int]) -> Any:
    def parse_and_check() -> Any:
        calls.append(1)
        return {"value": 1}

    return parse_and_check


@pytest.mark.parametrize(
    "body",
    ["[" * 100_000 + "]" * 100_000, "9" * 5_000, "[NaN]", "[1e400]", "{"],
    ids=["deep", "huge_integer", "nan", "overflow", "cut_short"],
)
def test_an_entry_whose_digest_fits_but_whose_data_is_odd_is_a_miss(cache: Path, body: str) -> None:
    cache.mkdir()
    key = checked_cache.digest(checked_cache.FORMAT, "salt", b"raw")
    (cache / "odd.json").write_text(f"{key}\n{checked_cache.digest(body)}\n{body}", encoding="utf-8")
    calls: list[int] = []
    assert checked_cache.load("odd", b"raw", "salt", counted_check(calls)) == {"value": 1}
    assert calls == [1]
    assert checked_cache.load("odd", b"raw", "salt", counted_check(calls)) == {"value": 1}
    assert calls == [1], "the entry written in its place is read back"


@pytest.mark.parametrize("kind", SPECIAL)
@posix_only
def test_a_special_file_in_place_of_an_entry_is_a_miss_and_never_waited_on(cache: Path, kind: str) -> None:
    cache.mkdir()
    entry = cache / "odd.json"
    KINDS[kind][0](entry)
    calls: list[int] = []
    check = counted_check(calls)
    data = finishes_quickly(lambda: checked_cache.load("odd", b"raw", "salt", check), entry)
    assert data == {"value": 1} and calls == [1]
