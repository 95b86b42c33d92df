"""A quicker form of the check PySide6 makes on every module imported after it.

PySide6 wraps ``import`` to learn, for each newly imported module, whether
its source mentions PySide6 (so that its ``__feature__`` switches apply
there). It asks ``inspect.getsource`` for the whole module, which goes
through the line cache and costs about as much as the import itself: some
8 ms over the modules the launcher needs before its first paint. Reading
the file's bytes gives the same answer for a module with a source file; any
other module gets PySide6's own check.

The check is a private function of the pinned PySide6 version; if it is not
where it was, nothing is changed (the start is only slower).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

SOURCE_SUFFIX = ".py"


def quicken() -> bool:
    """Put the quicker check in place of PySide6's; whether it was there to be replaced."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or getattr(original, "quick", False):
        return False
    feature._mod_uses_pyside = quick_check(original)  # type: ignore[attr-defined]
    return True


def quick_check(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(SOURCE_SUFFIX):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.quick = True  # type: ignore[attr-defined]
    uses_pyside.original = original  # type: ignore[attr-defined]
    return uses_pyside
