"""Test setup shared by every test: headless Qt, private settings and data folders.

Qt must learn its platform before the first QApplication exists, and tests
must never read or write the user's real settings or saves.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

_home = Path(tempfile.mkdtemp(prefix="dinotable-test-home-"))
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["HOME"] = str(_home)
os.environ["XDG_CONFIG_HOME"] = str(_home / "config")
os.environ["XDG_DATA_HOME"] = str(_home / "data")
os.environ["XDG_CACHE_HOME"] = str(_home / "cache")
_runtime = _home / "runtime"
_runtime.mkdir(mode=0o700)
os.environ["XDG_RUNTIME_DIR"] = str(_runtime)

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
