"""docs/rules/triassic_terror.md names the test that holds each rule: a named test must exist.

The page is the contract of a game still being built, so it also names tests of modules not yet
written; those are listed here and checked once their module exists. A module that exists must
hold every test the page names in it.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "triassic_terror.md"
FOLDER = Path(__file__).resolve().parent
NAMED = re.compile(r"`(test_\w+)(?:::(test_\w+))?`")


def named_tests() -> list[tuple[str, str]]:
    return NAMED.findall(PAGE.read_text(encoding="utf-8"))


def test_the_page_names_tests_for_the_seed_and_every_decision() -> None:
    text = PAGE.read_text(encoding="utf-8")
    assert len(named_tests()) > 100
    missing = [f"TT-D{number}" for number in range(1, 36) if f"| TT-D{number} " not in text]
    assert not missing, f"decisions without a row: {missing}"


def test_every_test_named_in_a_written_module_exists() -> None:
    checked = 0
    for module_name, test_name in named_tests():
        if not (FOLDER / f"{module_name}.py").is_file():
            continue  # a module of a later step; its tests are checked once it is written
        module = importlib.import_module(f"tests.core.triassic_terror.{module_name}")
        assert not test_name or callable(getattr(module, test_name, None)), f"{module_name}::{test_name}"
        checked += 1
    assert checked > 40
