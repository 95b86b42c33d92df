"""Data files are found beside their package, as importlib.resources finds them."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from core.engine import registry
from core.engine.package_data import data_file


@pytest.mark.parametrize(
    ("package", "name"),
    [
        ("resources.icons", "dinotable.svg"),
        *((f"resources.games.{game.game_id}", "components.yaml") for game in registry.entries()),
        ("i18n.engine", "en.yaml"),
        ("i18n", "dinotable_de.qm"),
    ],
)
def test_a_data_file_is_the_one_importlib_resources_names(package: str, name: str) -> None:
    path = data_file(package, name)
    assert path.is_file()
    assert path.read_bytes() == resources.files(package).joinpath(name).read_bytes()


def test_a_missing_file_is_a_path_that_does_not_exist() -> None:
    assert not data_file("resources.icons", "no-such-icon.svg").exists()


def test_a_package_without_a_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "loose_folder").mkdir()  # no __init__.py: a namespace package, with no __file__
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(FileNotFoundError, match="not a package on the file system"):
        data_file("loose_folder", "anything.yaml")
