"""The version is written once, in core/version.py, and everything that shows it reads it there."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

from core import version

ROOT = Path(__file__).resolve().parent.parent.parent


def test_pyproject_takes_the_version_from_core_version() -> None:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        project = tomllib.load(stream)
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "core.version.VERSION"}


def test_the_installed_package_carries_the_same_version() -> None:
    assert metadata.version("dinotable") == version.VERSION == version.app_version()


def test_the_version_is_a_release_number() -> None:
    parts = version.VERSION.split(".")
    assert len(parts) == 3 and all(part.isdigit() for part in parts)
