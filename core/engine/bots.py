"""Who sits at a seat: a person at the screen or a computer player.

Humans and computers share one small interface, so the match runner never
asks which kind a seat is beyond ``computer``. A computer player only ever
receives what its seat may see (``rules.view``), never the full state, and
chooses among ``rules.legal`` of that view. Its randomness is derived from
the match seed and the step number, so the same match always plays the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from core.engine import search
from core.engine.ai import GameAI, ai_for
from core.engine.hashes import sha256
from core.engine.protocol import Action, MatchConfig, Rules

# Asked now and then while a computer thinks; True means its answer is no longer wanted.
Stop = Callable[[], bool]


class Player(Protocol):
    computer: bool

    def choose(self, rules: Rules, view: Any, step: int, stop: Stop | None = None) -> Action | None:
        """The action for the pending decision, seen through ``view``; None when it comes from a person.

        A player that thinks for long asks ``stop`` as it goes and returns
        early once it says True; what it returns then is discarded.
        """


class HumanPlayer:
    """A person at the screen: the choice arrives from the table or the side panel."""

    computer = False

    def choose(self, rules: Rules, view: Any, step: int, stop: Stop | None = None) -> Action | None:
        return None


def generator(match_seed: int, seat: int, step: int, part: int = 0) -> random.Random:
    """The randomness of one computer decision: fixed by the match seed, the seat and the step.

    ``part`` > 0 gives each further search of the same decision its own samples.
    """
    text = f"dinotable-bot:{match_seed}:{seat}:{step}" + (f":{part}" if part else "")
    return random.Random(int.from_bytes(sha256(text.encode()).digest()[:8], "big"))


def _options(rules: Rules, view: Any, seat: int, step: int) -> list[Action]:
    options = rules.legal(view)
    if not options:
        raise RuntimeError(f"{rules.game_id}: no legal action for seat {seat} at step {step}")
    return options


class RandomBot:
    """Chooses uniformly among the legal actions; reproducible for a match seed and step.

    Not offered in the launcher; kept for old saves and as a baseline in tests.
    """

    computer = True

    def __init__(self, match_seed: int, seat: int) -> None:
        self.match_seed = match_seed
        self.seat = seat

    def generator(self, step: int) -> random.Random:
        return generator(self.match_seed, self.seat, step)

    def choose(self, rules: Rules, view: Any, step: int, stop: Stop | None = None) -> Action:
        return self.generator(step).choice(_options(rules, view, self.seat, step))


# How often Easy plays one of the heuristic's few best options at random instead
# of its favourite: plausible moves still, but a casual player can outplay them.
EASY_SLIP = 0.3
EASY_SLIP_OPTIONS = 2


class EasyBot:
    """The game's quick heuristic with noise and slips: plausible, never absurd, easy to beat."""

    computer = True
    level = "easy"  # whose numbers the game's judgement uses (``ai_for``)

    def __init__(self, match_seed: int, seat: int, ai: GameAI | None = None) -> None:
        self.match_seed = match_seed
        self.seat = seat
        self.ai = ai

    def choose(self, rules: Rules, view: Any, step: int, stop: Stop | None = None) -> Action:
        options = _options(rules, view, self.seat, step)
        if len(options) == 1:
            return options[0]
        ai = self.ai or ai_for(rules.game_id, self.level)
        return self.pick(ai, rules, view, ai.worth_considering(rules, view, self.seat, options), step)

    def pick(self, ai: GameAI, rules: Rules, view: Any, options: list[Action], step: int) -> Action:
        rng = generator(self.match_seed, self.seat, step)
        if rng.random() < EASY_SLIP:
            return rng.choice(ai.candidates(rules, view, self.seat, options, EASY_SLIP_OPTIONS))
        return ai.easy(rules, view, self.seat, options, rng)


class GreedyBot(EasyBot):
    """The heuristic's favourite with no noise and no search: a reference level for measurements.

    Not offered in the launcher: it shows how much of a level's strength its
    search adds, and how much Easy's noise gives away. It judges by the
    numbers Normal and Hard use.
    """

    level = "greedy"

    def pick(self, ai: GameAI, rules: Rules, view: Any, options: list[Action], step: int) -> Action:
        return ai.candidates(rules, view, self.seat, options, 1)[0]


@dataclass(frozen=True)
class Budget:
    """How long a search may think: the iteration cap keeps fast machines from overthinking."""

    iterations: int
    seconds: float
    playout_steps: int = search.PLAYOUT_STEPS
    exploration: float = search.EXPLORATION
    candidates: int = 0  # options searched, the most promising first; 0: all
    guided: bool = False  # new options in the tree tried in the heuristic's order
    paired: bool = False  # the seat's options compared on the same samples
    opponents_by_heuristic: bool = False  # the other seats in the tree play the Easy heuristic
    outcome_nodes: bool = False  # the tree goes on under each revealed outcome apart
    # The game's own deliberation (its AI's ``deliberate``) first, where it has one for the decision
    # and the level: each game decides what, if anything, it deliberates for Normal and for Hard.
    deliberate: bool = False


BUDGETS = {
    "normal": Budget(iterations=1000, seconds=1.0, candidates=3, paired=True, deliberate=True),
    "hard": Budget(iterations=2500, seconds=3.0, candidates=4, paired=True, deliberate=True),
}


class SearchBot:
    """Tree search over sampled states consistent with the view, within the level's budget.

    With ``seconds`` 0 only the iteration cap limits it, and the same match
    replays the same choices; a time limit makes the choice depend on the
    machine's speed.
    """

    computer = True

    def __init__(
        self,
        match_seed: int,
        seat: int,
        level: str = "normal",
        ai: GameAI | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.match_seed = match_seed
        self.seat = seat
        self.level = level
        self.ai = ai
        self.budget = budget or BUDGETS[level]

    def choose(self, rules: Rules, view: Any, step: int, stop: Stop | None = None) -> Action:
        options = _options(rules, view, self.seat, step)
        if len(options) == 1:
            return options[0]
        ai = self.ai or ai_for(rules.game_id)
        rng = generator(self.match_seed, self.seat, step)
        budget = self.budget
        planned = self._deliberated(ai, rules, view, options, rng, stop)
        if planned is not None:
            return planned
        return search.choose(
            rules,
            ai,
            view,
            self.seat,
            rng,
            budget.iterations,
            budget.seconds,
            budget.playout_steps,
            budget.exploration,
            stop,
            budget.candidates,
            budget.guided,
            budget.paired,
            budget.opponents_by_heuristic,
            budget.outcome_nodes,
        )

    def search_part(
        self, rules: Rules, view: Any, step: int, part: int, stop: Stop | None = None
    ) -> SearchPart:
        """One of several searches of the same decision, each on its own samples (root parallel).

        Part 0 samples as ``choose`` does; every part searches the full budget.
        Parts of the same decision merged by ``merged_choice`` give the same
        choice for the same parts whenever only the iteration cap limits them.
        """
        options = _options(rules, view, self.seat, step)
        if len(options) == 1:
            return SearchPart(options, [(1, 0.0)], 0)
        ai = self.ai or ai_for(rules.game_id)
        budget = self.budget
        # Every part deliberates alike (the same generator), so the parts agree on the choice.
        planned = self._deliberated(
            ai, rules, view, options, generator(self.match_seed, self.seat, step), stop
        )
        if planned is not None:
            return SearchPart([planned], [(1, 0.0)], 0)
        options = search.options_to_search(rules, ai, view, self.seat, budget.candidates)
        if len(options) == 1:
            return SearchPart(options, [(1, 0.0)], 0)
        rng = generator(self.match_seed, self.seat, step, part)
        root, iterations = search.search_root(
            rules,
            ai,
            view,
            self.seat,
            options,
            rng,
            budget.iterations,
            budget.seconds,
            budget.playout_steps,
            budget.exploration,
            stop,
            budget.guided,
            budget.paired,
            budget.opponents_by_heuristic,
            budget.outcome_nodes,
        )
        return SearchPart(options, search.root_statistics(root, options), iterations)

    def _deliberated(
        self,
        ai: GameAI,
        rules: Rules,
        view: Any,
        options: list[Action],
        rng: random.Random,
        stop: Stop | None,
    ) -> Action | None:
        """The game's own deliberation, where the level asks for it and the game has one for this decision."""
        deliberate = getattr(ai, "deliberate", None) if self.budget.deliberate else None
        if deliberate is None:
            return None
        options = ai.worth_considering(rules, view, self.seat, options)
        planned: Action | None = deliberate(rules, view, self.seat, options, rng, stop, self.level)
        return planned

    def merged_choice(self, parts: Sequence[SearchPart]) -> Action:
        """The choice of searches of one decision together: their statistics summed per option."""
        options = parts[0].options
        statistics = search.merge([part.statistics for part in parts if part.options == options])
        return options[search.pick(statistics, self.budget.paired)]


@dataclass(frozen=True)
class SearchPart:
    """What one search of a decision learnt: per option (visits, total value), and its iterations."""

    options: list[Action]
    statistics: search.RootStatistics
    iterations: int


LEVELS = ("easy", "normal", "hard")


def bot_for(level: str, match_seed: int, seat: int) -> Player:
    """The computer player of ``level``; "random" is still read from older saves."""
    if level == "easy":
        return EasyBot(match_seed, seat)
    if level in BUDGETS:
        return SearchBot(match_seed, seat, level)
    if level == "random":
        return RandomBot(match_seed, seat)
    raise ValueError(f"unknown computer level {level!r}")


def players_for(config: MatchConfig, match_seed: int) -> Sequence[Player]:
    """One player per seat of ``config``: computer seats get a bot of their level."""
    return tuple(
        bot_for(info.level, match_seed, seat) if info.computer else HumanPlayer()
        for seat, info in enumerate(config.players)
    )
