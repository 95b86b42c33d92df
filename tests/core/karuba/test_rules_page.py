"""docs/rules/karuba.md names the tests that check each rule: every named test must exist."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "karuba.md"
NAMED = re.compile(r"`((?:engine/|desktop/)?test_\w+)(?:::(test_\w+))?`")
PACKAGES = {"": "tests.core.karuba", "engine": "tests.core.engine", "desktop": "tests.desktop"}


def test_every_test_named_on_the_rules_page_exists() -> None:
    named = NAMED.findall(PAGE.read_text(encoding="utf-8"))
    assert len(named) > 50
    for module_name, test_name in named:
        folder, _, module = module_name.rpartition("/")
        module = importlib.import_module(f"{PACKAGES[folder]}.{module}")
        assert not test_name or callable(getattr(module, test_name, None)), f"{module_name}::{test_name}"
