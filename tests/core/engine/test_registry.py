"""The registry lists games without loading their rules, and loads the rules on first use."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.engine import registry
from core.engine.registry import GameEntry

ROOT = Path(__file__).resolve().parents[3]


def test_listing_the_games_loads_no_rules() -> None:
    script = """
import json, sys
from core.engine import registry
ids = [entry.game_id for entry in registry.entries()]
loaded = sorted(m for m in sys.modules if m.startswith("core.games.") and m.count(".") > 2)
print(json.dumps({"ids": ids, "loaded": loaded}))
"""
    completed = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert completed.returncode == 0, completed.stderr
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert "karuba" in report["ids"]
    assert report["loaded"] == []


@pytest.mark.parametrize("entry", registry.entries(), ids=lambda entry: entry.game_id)
def test_each_entry_says_what_its_rules_play(entry: GameEntry) -> None:
    rules = registry.get(entry.game_id)
    assert (rules.game_id, rules.min_players, rules.max_players) == (
        entry.game_id,
        entry.min_players,
        entry.max_players,
    )
    assert rules.options == entry.options
    assert [rules.game_id for rules in registry.games()] == [e.game_id for e in registry.entries()]


def test_each_rules_class_reads_its_own_declaration() -> None:
    for entry in registry.entries():
        rules = registry.get(entry.game_id)
        assert rules.entry is entry  # type: ignore[attr-defined]  # every game's rules are TableRules


def test_an_unknown_game_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        registry.get("no-such-game")


def test_games_are_listed_in_package_order_and_unlisted_packages_are_left_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(registry, "_entries", {})
    unlisted = GameEntry("draft", 2, 4, {}, "core.games.draft.rules:DraftRules", 1000)
    registry.declare(unlisted)  # imported first, as a test of a game in progress would
    monkeypatch.setattr(registry, "GAME_PACKAGES", ("core.games.karuba", "core.games.digger"))
    monkeypatch.setattr(registry, "_declare_all", lambda: None)
    registry.declare(GameEntry("digger", 2, 4, {}, "core.games.digger.rules:DiggerRules", 1000))
    registry.declare(GameEntry("karuba", 1, 4, {}, "core.games.karuba.rules:KarubaRules", 1000))
    assert [entry.game_id for entry in registry.entries()] == ["karuba", "digger"]
