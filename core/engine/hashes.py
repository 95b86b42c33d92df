"""SHA-256 and BLAKE2b from the interpreter's own modules, not through ``hashlib``.

``hashlib`` loads the OpenSSL library (about 4 MB of memory in every process
that imports it); the digests we need exist as small built-in modules with
the same results. An interpreter built without them falls back to ``hashlib``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def _first_of(*places: str) -> Callable[..., Any]:
    """The first of ``module:name`` that can be imported."""
    for place in places:
        module, _, name = place.partition(":")
        try:
            found: Callable[..., Any] = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
        return found
    raise ImportError(f"none of {', '.join(places)} can be imported")


sha256 = _first_of("_sha256:sha256", "_sha2:sha256", "hashlib:sha256")  # 3.11, then 3.12 and newer
blake2b = _first_of("_blake2:blake2b", "hashlib:blake2b")
