"""What the start finds in the data folder: leftovers of writes cut short swept, odd slots put aside."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from desktop import autosave
from tests.special_files import KINDS, SPECIAL, finishes_quickly


def test_old_temporary_files_of_the_autosave_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    old = tmp_path / ".autosave.json.k3j9.tmp"
    fresh = tmp_path / ".autosave.json.x8q2.tmp"
    stranger = tmp_path / ".notes.json.k3j9.tmp"
    for path in (old, fresh, stranger):
        path.write_text("{")
    long_ago = time.time() - autosave.INTERRUPTED_WRITE_AGE_S - 5
    for path in (old, stranger):
        os.utime(path, (long_ago, long_ago))

    assert autosave.check(target) is None
    assert not old.exists()
    assert fresh.exists(), "a write that may still be going on is left alone"
    assert stranger.exists(), "only the autosave's own leftovers are swept"


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_slot_of_any_odd_kind_is_reported_damaged_and_moved_aside(tmp_path: Path, kind: str) -> None:
    if kind in SPECIAL and sys.platform == "win32":
        pytest.skip("pipes and /dev/zero are POSIX")
    make, key = KINDS[kind]
    slots = autosave.Slots(tmp_path)
    make(slots.slot("karuba"))
    found = finishes_quickly(lambda: slots.scan(["karuba", "digger"]), slots.slot("karuba"))
    assert found.resumable == {}
    (damaged,) = found.damaged
    assert damaged.game == "karuba" and damaged.error.key == key
    assert damaged.kept_as is not None and damaged.kept_as.name.startswith("autosave-karuba-damaged-")
    assert os.path.lexists(damaged.kept_as) and not os.path.lexists(slots.slot("karuba"))
    assert slots.path("karuba") == slots.slot("karuba"), "the slot is free for the next autosave"


def test_the_old_single_autosave_as_a_pipe_is_put_aside_without_waiting(tmp_path: Path) -> None:
    if sys.platform == "win32":
        pytest.skip("pipes are POSIX")
    legacy = tmp_path / autosave.LEGACY_NAME
    os.mkfifo(legacy)
    slots = autosave.Slots(tmp_path)
    found = finishes_quickly(lambda: slots.scan(["karuba"]), legacy)
    (damaged,) = found.damaged
    assert damaged.error.key == "save.not_a_file" and damaged.kept_as is not None
    assert not slots.all_blocked and not os.path.lexists(legacy)
