"""Dinotable's version, written in one place: ``pyproject.toml``.

An installed Dinotable (a wheel, an editable install, the bundle, which
carries the package metadata) reads it from its metadata; a source tree
that was never installed reads ``pyproject.toml`` itself.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

UNKNOWN = "unknown"


@cache
def app_version() -> str:
    from importlib import metadata  # imported when first asked: it costs start-up time

    try:
        return metadata.version("dinotable")
    except metadata.PackageNotFoundError:
        return _from_source_tree()


def _from_source_tree() -> str:
    import tomllib

    project = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        with project.open("rb") as stream:
            version = tomllib.load(stream)["project"]["version"]
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return UNKNOWN
    return version if isinstance(version, str) else UNKNOWN
