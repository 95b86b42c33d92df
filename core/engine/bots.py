"""Who sits at a seat: a person at the screen or a computer player.

Humans and computers share one small interface, so the match runner never
asks which kind a seat is beyond ``computer``. A computer player only ever
receives what its seat may see (``rules.view``), never the full state, and
chooses among ``rules.legal`` of that view. Its randomness is derived from
the match seed and the step number, so the same match always plays the same.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, Protocol

from core.engine.protocol import Action, MatchConfig, Rules


class Player(Protocol):
    computer: bool

    def choose(self, rules: Rules, view: Any, step: int) -> Action | None:
        """The action for the pending decision, seen through ``view``; None when it comes from a person."""


class HumanPlayer:
    """A person at the screen: the choice arrives from the table or the side panel."""

    computer = False

    def choose(self, rules: Rules, view: Any, step: int) -> Action | None:
        return None


class RandomBot:
    """Chooses uniformly among the legal actions; reproducible for a match seed and step."""

    computer = True

    def __init__(self, match_seed: int, seat: int) -> None:
        self.match_seed = match_seed
        self.seat = seat

    def generator(self, step: int) -> random.Random:
        text = f"dinotable-bot:{self.match_seed}:{self.seat}:{step}"
        return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))

    def choose(self, rules: Rules, view: Any, step: int) -> Action:
        options = rules.legal(view)
        if not options:
            raise RuntimeError(f"{rules.game_id}: no legal action for seat {self.seat} at step {step}")
        return self.generator(step).choice(options)


LEVELS = ("random",)


def players_for(config: MatchConfig, match_seed: int) -> Sequence[Player]:
    """One player per seat of ``config``: computer seats get a bot of their level."""
    return tuple(
        RandomBot(match_seed, seat) if info.computer else HumanPlayer()
        for seat, info in enumerate(config.players)
    )
