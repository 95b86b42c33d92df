"""The version is written once, in pyproject.toml, and read from there by everything that shows it."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from core import version

ROOT = Path(__file__).resolve().parent.parent.parent


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        return str(tomllib.load(stream)["project"]["version"])


def test_the_version_is_the_one_in_pyproject() -> None:
    assert version.app_version() == pyproject_version()


def test_a_source_tree_never_installed_reads_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", not_installed)
    version.app_version.cache_clear()
    try:
        assert version.app_version() == pyproject_version()
    finally:
        version.app_version.cache_clear()
