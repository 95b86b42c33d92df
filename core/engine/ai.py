"""What a game gives its computer players: guessing the hidden, judging a position, a quick move.

Each game's ``core.games.<game>.ai`` module exports ``AI``, an object with the
methods of ``GameAI``. The search (``core.engine.search``) and the bots
use only these and the rules protocol, so they work for every game alike.

A game may also give its search levels a way of thinking of their own: a
method ``deliberate(rules, view, seat, legal, rng, stop, level)`` returning
the choice, or None for a decision it leaves to the search; ``level`` says
whose choice it is ("normal" or "hard"), so a game may think less for Normal.
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol

from core.engine.protocol import Action, Result, Rules


class GameAI(Protocol):
    def determinize(self, rules: Rules, view: Any, seat: int, rng: random.Random) -> Any:
        """A full state ``seat`` cannot tell from ``view``: the hidden parts dealt at random.

        Reads nothing but ``view``; ``rules.view(result, seat)`` equals ``view``
        apart from the seed, which is drawn from ``rng``.
        """

    def evaluate(self, rules: Rules, state: Any) -> tuple[float, ...]:
        """How good the state is for each seat, in [0, 1]; a finished game scores by place."""

    def easy(self, rules: Rules, view: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A plausible choice among ``legal``, from the view only, with a little noise."""

    def worth_considering(self, rules: Rules, view: Any, seat: int, legal: list[Action]) -> list[Action]:
        """The options a computer chooses among (never empty): ``legal`` less any that only mark time.

        A game where every seat may pass without end (a rest with nothing to gain)
        leaves passing out while something else can be done, so two computers
        never pass to each other forever.
        """

    def candidates(self, rules: Rules, view: Any, seat: int, legal: list[Action], limit: int) -> list[Action]:
        """The ``limit`` most promising of ``legal``, best first, by the game's heuristic without noise.

        The search spends its budget on these alone, so it must never leave
        out a move a good player would consider; from the view only.
        """


def ai_for(game_id: str, level: str = "") -> GameAI:
    """The computer player parts of ``game_id`` (its ``ai`` module's ``AI``).

    For ``level`` "easy", the module's ``EASY_AI`` where it has one: a game may
    give Easy weaker judgement on purpose, not only noise.
    """
    module = importlib.import_module(f"core.games.{game_id}.ai")
    ai: GameAI = getattr(module, "EASY_AI", module.AI) if level == "easy" else module.AI
    return ai


def values_by_place(result: Result) -> tuple[float, ...]:
    """Winners 1.0, last place 0.0, places between spread evenly; a lone player 1.0."""
    players = len(result.ranking)
    if players == 1:
        return (1.0,)
    return tuple((players - place) / (players - 1) for place in result.ranking)
