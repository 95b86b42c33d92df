"""Data files read and checked once per version of their bytes, then read back as JSON.

Parsing YAML and validating it against a schema costs tens of milliseconds
and two heavy imports on every start. The outcome only changes when the
file's bytes (or the check itself) change, so a successful parse is kept in
a cache folder as JSON, keyed by a digest of the file's bytes and of a
``salt`` naming the check (a schema's digest). A file whose digest differs
from the stored one is parsed and checked again, so a damaged or edited file
is refused exactly as without the cache; a missing, damaged or unwritable
cache only costs the full check.

Caching is off until a program names its folder with ``set_folder`` (the
desktop does, in the user's cache folder); tests and tools check in full.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.engine import json_files
from core.engine.hashes import blake2b

FORMAT = "1"  # part of every key: a new layout of the cache files never reads an old one
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # far above any checked file's data; a larger entry is a miss

_folder: Path | None = None


def set_folder(folder: Path | None) -> None:
    """Where checked files are kept (created when first needed); None turns caching off."""
    global _folder
    _folder = folder


def folder() -> Path | None:
    return _folder


def digest(*parts: bytes | str) -> str:
    """A hex digest of ``parts``, each length-prefixed so that no two sequences collide."""
    hasher = blake2b(digest_size=32)
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        hasher.update(len(data).to_bytes(8, "little"))
        hasher.update(data)
    return hasher.hexdigest()


def schema_digest(schema: Any) -> str:
    """A digest of a JSON schema (or any JSON-like check description), independent of key order."""
    return digest(json.dumps(schema, sort_keys=True, default=repr))


def load(name: str, raw: bytes, salt: str, parse_and_check: Callable[[], Any]) -> Any:
    """The checked data of ``raw``: from the cache when these bytes passed before, else parsed.

    ``name`` names the cache entry (one per source file: a new version replaces the old one);
    ``parse_and_check`` parses ``raw`` and raises when it is refused; nothing is kept then.
    """
    if _folder is None:
        return parse_and_check()
    key = digest(FORMAT, salt, raw)
    path = _folder / f"{_safe(name)}.json"
    stored = _read(path, key)
    if stored is not _MISSING:
        return stored
    data = parse_and_check()
    _write(path, key, data)
    return data


_MISSING = object()


def _safe(name: str) -> str:
    return "".join(char if char.isalnum() or char in "-_." else "_" for char in name)


def _read(path: Path, key: str) -> Any:
    """The data stored under ``key``, or _MISSING (no file, another key, or damaged in any way).

    The entry is read through the guarded reader: a pipe or device in its place, an
    outsized entry, deep nesting or odd numbers are a miss like any other damage.
    """
    try:
        text = json_files.read_bytes(path, MAX_ENTRY_BYTES).decode("utf-8")
    except (json_files.JsonFileError, UnicodeDecodeError):
        return _MISSING
    stored_key, _, rest = text.partition("\n")
    body_digest, _, body = rest.partition("\n")
    if stored_key != key or body_digest != digest(body):
        return _MISSING
    try:
        return json_files.parse(body)
    except json_files.JsonFileError:
        return _MISSING


def _write(path: Path, key: str, data: Any) -> None:
    """Keep ``data`` under ``key``, atomically; a cache that cannot be written is left alone."""
    try:
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return  # not plain JSON data: it is simply checked again next time
    import tempfile  # only a start that checked a file writes one; the rest never needs it

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            # Plain "\n" everywhere: the entry is read back as bytes, exactly as written.
            with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
                file.write(f"{key}\n{digest(body)}\n{body}")
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError:
        pass
