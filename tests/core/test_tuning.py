"""Each game's judgement numbers live in one place, its ``tuning`` module, where self-play changes them."""

from __future__ import annotations

import ast
import dataclasses
import importlib
from pathlib import Path

import pytest

from core.engine import registry
from core.engine.ai import ai_for

GAMES = [rules.game_id for rules in registry.games()]
ROOT = Path(__file__).resolve().parent.parent.parent


def _float_constants(path: Path) -> list[str]:
    """Names given a number with a fraction at the top level of a module."""
    found = []
    for statement in ast.parse(path.read_text(encoding="utf-8")).body:
        value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
        if isinstance(value, ast.UnaryOp):
            value = value.operand
        if isinstance(value, ast.Constant) and isinstance(value.value, float):
            found.append(f"{path.name}:{statement.lineno}")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_game_ai_judges_by_the_tuning_module(game: str) -> None:
    tuning = importlib.import_module(f"core.games.{game}.tuning")
    assert dataclasses.is_dataclass(tuning.TUNED) and tuning.Tuning.__dataclass_params__.frozen
    ai = ai_for(game)
    assert ai.tuning is tuning.TUNED  # type: ignore[attr-defined]
    changed = type(ai)(dataclasses.replace(tuning.TUNED))  # type: ignore[call-arg]
    assert changed.tuning == tuning.TUNED


@pytest.mark.parametrize("game", GAMES)
def test_no_other_module_of_the_game_holds_a_judgement_number(game: str) -> None:
    package = ROOT / "core" / "games" / game
    stray = [
        place
        for path in sorted(package.glob("*.py"))
        if path.name != "tuning.py"
        for place in _float_constants(path)
    ]
    assert not stray, f"numbers to move into {game}/tuning.py: {stray}"


def test_easy_may_judge_by_its_own_numbers() -> None:
    easy = ai_for("karuba", "easy")
    assert easy is not ai_for("karuba")
    assert easy.tuning.turn_discount > ai_for("karuba").tuning.turn_discount  # type: ignore[attr-defined]
