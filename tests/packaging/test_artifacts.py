"""Smoke tests of what users install: the wheel in a fresh environment, and the desktop bundle.

Each is built from this checkout, started outside the source tree, plays
the Karuba demo offscreen and must print the same final scores as the
source tree does for the same seed. They take a few minutes (a fresh
environment installs Qt); ``pytest -m "not packaging"`` leaves them out.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
DEMO = ["--demo", "karuba", "--players", "2", "--seed", "1"]
# The first few decisions at Normal: enough for a search, quick enough for a smoke test.
NORMAL_MOVES = [*DEMO, "--level", "normal", "--moves", "4"]
pytestmark = pytest.mark.packaging


def clean_environment(home: Path) -> dict[str, str]:
    """The environment of a user's start: offscreen, private folders, nothing pointing at this checkout."""
    environment = {
        key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))
    }
    environment.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    return environment


def demo_scores(command: list[str], home: Path) -> dict[str, Any]:
    home.mkdir(exist_ok=True)
    done = subprocess.run(
        command if "--demo" in command else [*command, *DEMO],
        cwd=home,
        env=clean_environment(home),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 1, done.stdout
    return json.loads(lines[0])


@pytest.fixture(scope="module")
def source_scores(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    home = tmp_path_factory.mktemp("source")
    environment = clean_environment(home)
    environment["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "desktop.app", *DEMO],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_wheel_installs_and_plays_in_a_fresh_environment(
    tmp_path: Path, source_scores: dict[str, Any]
) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path / "wheel"), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = (tmp_path / "wheel").glob("dinotable-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for needed in (
        "resources/games/karuba/components.yaml",
        "resources/icons/dinotable.svg",
        "i18n/dinotable_de.qm",
        "i18n/karuba/rules.de.md",
        "desktop/app.py",
    ):
        assert needed in names, needed
    assert not [name for name in names if name.startswith(("tests/", "benchmarks/"))]

    environment = tmp_path / "venv"
    venv.create(environment, with_pip=True)
    installed = subprocess.run(
        [
            str(environment / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert installed.returncode == 0, installed.stdout[-3000:] + installed.stderr[-3000:]
    assert demo_scores([str(environment / "bin" / "dinotable")], tmp_path / "home") == source_scores


def test_the_bundle_builds_and_plays(tmp_path: Path, source_scores: dict[str, Any]) -> None:
    built = subprocess.run(
        [
            str(ROOT / "packaging" / "build"),
            "--dist",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "work"),
            "--no-archive",
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    bundle = tmp_path / "dist" / "dinotable"
    for needed in (
        "share/applications/io.github.dinotable.Dinotable.desktop",
        "share/metainfo/io.github.dinotable.Dinotable.metainfo.xml",
        "share/icons/hicolor/512x512/apps/io.github.dinotable.Dinotable.png",
        "share/icons/hicolor/scalable/apps/io.github.dinotable.Dinotable.svg",
        "install-menu-entry",
    ):
        assert (bundle / needed).exists(), needed
    assert demo_scores([str(bundle / "dinotable")], tmp_path / "home") == source_scores
    # A Normal computer searches in worker processes, which the bundle starts as itself.
    thought = demo_scores([str(bundle / "dinotable"), *NORMAL_MOVES], tmp_path / "home")
    assert thought["moves"] >= 4 and thought["workers"] >= 1, thought


def test_the_bundle_menu_entry_installs_and_removes(tmp_path: Path) -> None:
    """install-menu-entry, run from a built bundle's folder, writes the entry pointing at that folder."""
    bundle = tmp_path / "Dino table"
    (bundle / "share" / "applications").mkdir(parents=True)
    (bundle / "share" / "metainfo").mkdir(parents=True)
    (bundle / "share" / "icons" / "hicolor" / "16x16" / "apps").mkdir(parents=True)
    linux = ROOT / "packaging" / "linux"
    (bundle / "share" / "applications" / "io.github.dinotable.Dinotable.desktop").write_text(
        (linux / "io.github.dinotable.Dinotable.desktop").read_text("utf-8"), "utf-8"
    )
    (bundle / "share" / "metainfo" / "io.github.dinotable.Dinotable.metainfo.xml").write_text(
        "<component/>", "utf-8"
    )
    (
        bundle / "share" / "icons" / "hicolor" / "16x16" / "apps" / "io.github.dinotable.Dinotable.png"
    ).write_bytes(b"png")
    (bundle / "dinotable").write_text("#!/bin/sh\n", "utf-8")
    (bundle / "dinotable").chmod(0o755)
    script = bundle / "install-menu-entry"
    script.write_bytes((linux / "install-menu-entry").read_bytes())
    script.chmod(0o755)
    data = tmp_path / "data"
    environment = {**os.environ, "XDG_DATA_HOME": str(data)}

    subprocess.run([str(script)], env=environment, check=True, capture_output=True)
    entry = (data / "applications" / "io.github.dinotable.Dinotable.desktop").read_text("utf-8")
    assert f'Exec="{bundle}/dinotable"' in entry.splitlines()
    assert (data / "icons" / "hicolor" / "16x16" / "apps" / "io.github.dinotable.Dinotable.png").exists()

    subprocess.run([str(script), "--remove"], env=environment, check=True, capture_output=True)
    assert not (data / "applications" / "io.github.dinotable.Dinotable.desktop").exists()
    assert not list((data / "icons").rglob("io.github.dinotable.*"))
