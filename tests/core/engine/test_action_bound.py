"""The bound on actions per match: declared by each game, far above its longest real game; ``Match``
refuses the action beyond it, the loader a save holding more, and the largest save it allows reads back."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pytest

from core.engine import registry, savefile
from core.engine.invariants import invariants_for
from core.engine.match import TOO_MANY_ACTIONS, Match
from core.engine.protocol import Action, IllegalActionError, MatchConfig, PlayerInfo, Rules
from core.engine.savefile import MAX_SAVE_BYTES, SaveFileError
from tests.core.playing import KARUBA, new_match, play

GAMES = [entry.game_id for entry in registry.entries()]
LONGEST_NAME = "\U0001f996" * 24  # as long as the setup page allows, and six bytes a character in JSON
SHORTEST_GAME_MARGIN = 5  # the bound is at least this many times the longest seeded random game


@pytest.fixture
def bound_of_ten(monkeypatch: pytest.MonkeyPatch) -> int:
    rules_class = type(KARUBA)
    monkeypatch.setattr(rules_class, "entry", dataclasses.replace(rules_class.entry, max_actions=10))
    return 10


def test_every_game_declares_a_bound() -> None:
    for game in GAMES:
        assert registry.get(game).max_actions > 0


def test_a_match_refuses_the_action_beyond_its_games_bound(bound_of_ten: int) -> None:
    match = new_match(2, seed=3)
    play(match, random.Random(3), limit=bound_of_ten)
    assert len(match.steps) == bound_of_ten and match.pending() is not None
    with pytest.raises(IllegalActionError) as error:
        match.apply(match.legal()[0])
    assert error.value.violation.rule == TOO_MANY_ACTIONS
    assert error.value.violation.values == {"limit": bound_of_ten}
    assert len(match.steps) == bound_of_ten  # nothing was applied


def test_a_save_with_more_actions_than_the_bound_is_refused_naming_it(tmp_path: Path) -> None:
    match = new_match(2, seed=3)
    play(match, random.Random(3), limit=11)
    path = tmp_path / "long.dinotable"
    savefile.write(path, match)
    rules_class = type(KARUBA)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules_class, "entry", dataclasses.replace(rules_class.entry, max_actions=10))
        with pytest.raises(SaveFileError) as error:
            savefile.read(path)
    assert error.value.key == "save.too_many_actions"
    assert error.value.values == {"file": path.name, "limit": 10}
    assert savefile.read(path).actions == match.actions  # within the real bound it loads


def _longest_actions(rules: Rules, seed: int) -> tuple[Match, Action]:
    """A seeded random game of the most seats, and the action of the largest JSON seen or thinkable."""
    seats = tuple(PlayerInfo(LONGEST_NAME) for _ in range(rules.max_players))
    match = Match(rules, MatchConfig(rules.game_id, seats), seed)
    chooser = random.Random(seed)
    invariants = invariants_for(rules.game_id)
    seen: list[Action] = list(invariants.thinkable(match.state))
    while match.pending() is not None:
        seen.extend(invariants.thinkable(match.state) if chooser.random() < 0.05 else ())
        match.apply(chooser.choice(match.legal()))
    seen.extend(match.actions)
    return match, max(seen, key=lambda action: len(json.dumps(action.to_json(), indent=1)))


def _save_size(data: dict[str, Any]) -> int:
    return len(json.dumps(data, indent=1).encode("utf-8"))  # as savefile.write_json_atomic writes it


@pytest.mark.parametrize("game", GAMES)
def test_the_largest_save_the_bound_allows_stays_well_under_the_read_limit(game: str) -> None:
    rules = registry.get(game)
    match, largest = _longest_actions(rules, seed=5)
    data = savefile.to_json(match)
    data["actions"] = [largest.to_json()] * rules.max_actions
    data["operations"] = [1] * rules.max_actions
    assert _save_size(data) < MAX_SAVE_BYTES / 8


@pytest.mark.parametrize("game", GAMES)
def test_seeded_random_games_end_far_below_the_bound(game: str) -> None:
    """The bound is for a match going round in circles: real games stay many times shorter."""
    rules = registry.get(game)
    for seed in range(12):
        chooser = random.Random(seed)
        players = chooser.randint(rules.min_players, rules.max_players)
        options = {name: chooser.choice(list(values)) for name, values in rules.options.items()}
        config = MatchConfig(game, tuple(PlayerInfo(f"P{seat}") for seat in range(players)), options)
        match = Match(rules, config, seed)
        while match.pending() is not None:
            match.apply(chooser.choice(match.legal()))
        assert len(match.steps) * SHORTEST_GAME_MARGIN <= rules.max_actions, (seed, len(match.steps))
