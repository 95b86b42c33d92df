"""Dinotable's version, written in one place: here.

``pyproject.toml`` takes it from ``VERSION`` when a wheel or the bundle is
built (``[tool.setuptools.dynamic]``), so the package metadata, the save
files and the About window all say the same. Reading it needs no package
metadata lookup, which would load a good part of the e-mail and archive
modules into every process.
"""

from __future__ import annotations

VERSION = "0.1.0"


def app_version() -> str:
    return VERSION
