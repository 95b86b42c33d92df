"""PySide6's check of each imported module, made quicker, gives the same answers."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

import pytest

import desktop
from desktop import pyside_import_check

MODULES = (
    "desktop.launcher",  # mentions PySide6
    "desktop.main_window",
    "core.engine.match",  # does not
    "core.engine.package_data",
    "json",  # from the standard library, without PySide6
    "math",  # built in: no source file, so PySide6's own check answers
    "desktop",  # a package: its __init__.py
)


def test_the_quick_check_is_in_place_once_desktop_is_imported() -> None:
    assert desktop is not None
    feature = sys.modules["shibokensupport.feature"]
    assert getattr(feature._mod_uses_pyside, "quick", False)
    assert not pyside_import_check.quicken(), "put in place only once"


@pytest.mark.parametrize("name", MODULES)
def test_the_quick_check_answers_as_pyside6s_own(name: str) -> None:
    feature = sys.modules["shibokensupport.feature"]
    quick = feature._mod_uses_pyside
    original = quick.original  # the check it stands in for
    module = importlib.import_module(name)
    assert quick(module) == original(module)


def test_a_module_whose_file_is_gone_gets_pyside6s_own_answer(tmp_path: Path) -> None:
    module = ModuleType("vanished")
    module.__file__ = str(tmp_path / "vanished.py")
    answers: list[ModuleType] = []
    check = pyside_import_check.quick_check(lambda m: answers.append(m) or False)
    assert check(module) is False and answers == [module]
