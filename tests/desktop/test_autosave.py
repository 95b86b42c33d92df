"""What the start finds in the data folder: temporary files of writes cut short are swept."""

from __future__ import annotations

import os
import time
from pathlib import Path

from desktop import autosave


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
