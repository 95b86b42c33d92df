"""docs/rules/digger.md names the tests that check each rule: every named test must exist."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "digger.md"
NAMED = re.compile(r"`((?:engine/|desktop/)?test_\w+)(?:::(test_\w+))?`")
PACKAGES = {"": "tests.core.digger", "engine": "tests.core.engine", "desktop": "tests.desktop"}


def test_every_test_named_on_the_rules_page_exists() -> None:
    named = NAMED.findall(PAGE.read_text(encoding="utf-8"))
    assert len(named) > 50
    for module_name, test_name in named:
        folder, _, module = module_name.rpartition("/")
        module = importlib.import_module(f"{PACKAGES[folder]}.{module}")
        assert not test_name or callable(getattr(module, test_name, None)), f"{module_name}::{test_name}"


def test_every_rule_test_is_named_on_the_rules_page() -> None:
    text = PAGE.read_text(encoding="utf-8")
    named = {f"{module}::{test}" for module, test in NAMED.findall(text) if test}
    modules = {module for module, test in NAMED.findall(text) if not test}
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        if path.stem in modules or path.stem == "test_rules_page":
            continue
        for test in re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.MULTILINE):
            assert f"{path.stem}::{test}" in named, f"{path.stem}::{test} is not on the rules page"
