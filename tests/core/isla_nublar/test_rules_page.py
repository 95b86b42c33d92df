"""docs/rules/isla_nublar.md names the tests that hold each rule: every named test must exist.

The page maps each seed sentence, the expert variants' too, and each line of the brief to our
reading and its tests; a row whose test is not yet named (``::?``) or a decision without a row
breaks it.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "isla_nublar.md"
FOLDER = Path(__file__).resolve().parent
NAMED = re.compile(r"`(test_\w+)::(test_\w+)`")
DECISIONS = range(1, 47)


def page() -> str:
    return PAGE.read_text(encoding="utf-8")


def named_tests() -> list[tuple[str, str]]:
    return NAMED.findall(page())


def table_rows() -> list[str]:
    """The rows of the page's tables that map a rule, without the header and divider rows."""
    rows = [line for line in page().splitlines() if line.startswith("| ")]
    return [row for row in rows if not row.startswith(("| German", "| Brief", "| ---"))]


def test_the_page_names_tests_for_the_seed_and_every_decision() -> None:
    text = page()
    assert len(named_tests()) > 100
    assert "::?" not in text
    missing = [f"IN-D{number}" for number in DECISIONS if f"| IN-D{number} " not in text]
    assert not missing, f"decisions without a row: {missing}"


def test_every_row_names_a_test() -> None:
    rows = table_rows()
    assert len(rows) > 100
    untested = [row[:60] for row in rows if not NAMED.search(row.rsplit(" | ", 1)[-1])]
    assert not untested, f"rows without a test: {untested}"


def test_every_test_named_exists() -> None:
    for module_name, test_name in named_tests():
        assert (FOLDER / f"{module_name}.py").is_file(), module_name
        module = importlib.import_module(f"tests.core.isla_nublar.{module_name}")
        assert callable(getattr(module, test_name, None)), f"{module_name}::{test_name}"
