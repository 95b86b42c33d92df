"""The way to the launcher's first paint: no component loading, no validation, no YAML.

The launcher's covers are drawn before any game is chosen; what they show is
written out in each game's cover module, and these tests keep it equal to
the component files.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QColor

from core.games.digger import components as digger
from core.games.karuba import components as karuba
from desktop import theme
from desktop.games import ui_for
from desktop.games.digger import cover as digger_cover
from desktop.games.karuba import cover as karuba_cover

ROOT = Path(__file__).resolve().parents[2]

FIRST_PAINT = """
import sys
from desktop import app
code = app.main(["--quit-after-first-paint"])
heavy = sorted(name for name in ("yaml", "jsonschema") if name in sys.modules)
heavy += sorted(name for name in sys.modules if name.startswith("desktop.games.") and name.endswith(".cover"))
print(",".join(heavy) or "none")
sys.exit(code)
"""


def first_paint_imports(home: Path) -> str:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    completed = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert completed.returncode == 0, completed.stderr
    return completed.stdout.strip().splitlines()[-1]


def test_a_second_start_paints_the_launcher_without_yaml_jsonschema_or_cover_code(tmp_path: Path) -> None:
    first = first_paint_imports(tmp_path)  # checks the text catalogues and draws the covers once
    assert "desktop.games.karuba.cover" in first
    assert first_paint_imports(tmp_path) == "none"
    assert list((tmp_path / "cache").rglob("*.png")), "the covers are kept as pictures"
    kept = [path.name for path in (tmp_path / "cache").rglob("*.json")]
    assert kept, "the checked text catalogues are kept in the user's cache"
    assert not [name for name in kept if name.startswith("components-")], "no cover loaded its components"


def test_the_karuba_cover_shows_the_component_files_tiles_and_colours() -> None:
    ui_for("karuba")  # adds the game's colour tokens to the theme
    parts = karuba.components()
    for _, _, tile in karuba_cover.COVER_TILES:
        assert tile == parts.tiles[tile.id]
    for (token, symbol), colour in zip(
        karuba_cover.COVER_COLOURS, (parts.colours[0], parts.colours[3]), strict=True
    ):
        assert theme.colour(token) == QColor(colour.fill) and symbol == colour.symbol


def test_the_digger_cover_shows_the_component_files_species_and_values() -> None:
    ui_for("digger")
    parts, shown = digger.components(), digger_cover.cover_parts()
    assert shown.species == tuple(
        digger.Species(species.id, QColor(species.fill).name(), species.symbol) for species in parts.species
    )
    assert (shown.low, shown.high, shown.bonus_values) == (parts.low, parts.high, parts.bonus_values)
