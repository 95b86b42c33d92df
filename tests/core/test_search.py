"""The tree search: legal, reproducible, blind to what the seat cannot see, and not aimless.

A small stand-in for a game's AI (Karuba: only the pile order is hidden)
keeps these tests independent of the real heuristics.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest

from core.engine import registry, search
from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo, Rules
from core.games.karuba.actions import Discard, MoveTo, PickAdventurer
from core.games.karuba.state import KarubaState
from tests.core.playing import seat_counts


class PlainKarubaAI:
    """Samples the pile order, plays at random and values a state by its current scores."""

    def determinize(self, rules: Rules, view: KarubaState, seat: int, rng: random.Random) -> KarubaState:
        seen = {view.revealed}
        for island in view.islands:
            seen.update(island.grid)
            seen.update(island.discarded)
        pile = [tile for tile in rules.components().tiles if tile not in seen]
        assert len(pile) == len(view.pile)
        rng.shuffle(pile)
        return dataclasses.replace(view, pile=tuple(pile), seed=rng.getrandbits(63))

    def evaluate(self, rules: Rules, state: Any) -> tuple[float, ...]:
        result = rules.result(state)
        if result is not None:
            worst = max(result.ranking)
            return tuple(1.0 if place == 1 else 0.5 * (worst - place) / worst for place in result.ranking)
        scores = rules.scores(state)
        best = max(scores) or 1
        return tuple(0.2 + 0.6 * score / best for score in scores)

    def easy(self, rules: Rules, view: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))

    def worth_considering(self, rules: Rules, view: Any, seat: int, legal: list[Action]) -> list[Action]:
        return legal

    def candidates(self, rules: Rules, view: Any, seat: int, legal: list[Action], limit: int) -> list[Action]:
        return legal[:limit]


AI = PlainKarubaAI()


def _match(seed: int, players: int = 2, game: str = "karuba") -> Match:
    config = MatchConfig(game, tuple(PlayerInfo(f"P{i}", computer=True) for i in range(players)))
    return Match(registry.get(game), config, seed)


def _advance(match: Match, steps: int, seed: int) -> None:
    """Plays ``steps`` random actions (fewer if the game ends)."""
    chooser = random.Random(seed)
    for _ in range(steps):
        if match.pending() is None:
            return
        match.apply(chooser.choice(match.legal()))


def _think(rules: Rules, state: Any, seed: int, iterations: int = 20) -> Action:
    decision = rules.pending(state)
    assert decision is not None
    view = rules.view(state, decision.seat)
    return search.choose(rules, AI, view, decision.seat, random.Random(seed), iterations, 0.0)


@pytest.mark.parametrize("players", seat_counts("karuba"))
def test_search_returns_a_legal_action_in_sampled_states(players: int) -> None:
    for seed in (players, players + 4):  # two games at each count
        match = _match(seed, players=players)
        chooser = random.Random(seed)
        while match.pending() is not None:
            if chooser.random() < 0.15:
                action = _think(match.rules, match.state, seed, iterations=12)
                assert match.check(action) is None, (seed, action)
            match.apply(chooser.choice(match.legal()))


def test_same_seed_same_choice_and_other_seeds_may_differ() -> None:
    match = _match(4)
    _advance(match, 40, 4)
    while (decision := match.pending()) is not None and len(match.legal()) < 3:
        match.apply(match.legal()[0])
    assert decision is not None
    first = _think(match.rules, match.state, 9, iterations=60)
    assert first == _think(match.rules, match.state, 9, iterations=60)


def test_the_choice_ignores_what_the_seat_cannot_see() -> None:
    rules = registry.get("karuba")
    match = _match(8, players=3)
    _advance(match, 60, 8)
    state = match.state
    decision = rules.pending(state)
    assert decision is not None and isinstance(state, KarubaState)
    pile = list(state.pile)
    random.Random(1).shuffle(pile)
    other = dataclasses.replace(state, pile=tuple(reversed(pile)), seed=state.seed + 12345)
    assert other != state
    assert rules.view(other, decision.seat) == rules.view(state, decision.seat)
    assert _think(rules, state, 3, iterations=40) == _think(rules, other, 3, iterations=40)


def test_only_one_option_needs_no_search() -> None:
    rules = registry.get("karuba")
    match = _match(2)
    while len(match.legal()) != 1:
        match.apply(match.legal()[0])

    class Refusing(PlainKarubaAI):
        def determinize(self, rules: Rules, view: Any, seat: int, rng: random.Random) -> Any:
            raise AssertionError("no search needed")

    decision = match.pending()
    assert decision is not None
    view = rules.view(match.state, decision.seat)
    assert (
        search.choose(rules, Refusing(), view, decision.seat, random.Random(0), 50, 0.0) == match.legal()[0]
    )


def _a_real_choice(seed: int, steps: int) -> tuple[Match, int, Any]:
    """A match after ``steps`` random actions and on to a decision with at least three options:
    the match, the deciding seat and its view."""
    match = _match(seed)
    _advance(match, steps, seed)
    while len(match.legal()) < 3:
        match.apply(match.legal()[0])
    decision = match.pending()
    assert decision is not None
    return match, decision.seat, match.rules.view(match.state, decision.seat)


def test_a_time_budget_stops_the_search() -> None:
    """With an iteration cap out of reach, only the clock can end the search.

    How far a search overruns its time is measured by benchmarks/bots.py (``--time-budget``).
    """
    match, seat, view = _a_real_choice(5, 30)
    rules = match.rules
    action = search.choose(rules, AI, view, seat, random.Random(0), 10**9, 0.2)
    assert match.check(action) is None


def test_a_stop_request_ends_the_search_within_one_iteration() -> None:
    match, seat, view = _a_real_choice(5, 30)
    rules = match.rules
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5

    before = match.state
    action = search.choose(rules, AI, view, seat, random.Random(0), 10**9, 0.0, stop=stop)
    assert len(asked) == 6, "asked before every iteration, and not once more after saying stop"
    assert match.check(action) is None and match.state == before


def test_paired_search_tries_every_option_on_the_same_samples() -> None:
    match, seat, view = _a_real_choice(8, 40)
    rules = match.rules
    options = rules.legal(view)
    samples: list[Any] = []

    class CountingAI(PlainKarubaAI):
        def determinize(self, rules: Rules, view: KarubaState, seat: int, rng: random.Random) -> KarubaState:
            samples.append(1)
            return super().determinize(rules, view, seat, rng)

    iterations = 3 * len(options)
    choices = {
        search.choose(rules, CountingAI(), view, seat, random.Random(4), iterations, 0.0, paired=True)
        for _ in range(2)
    }
    assert len(samples) == 2 * 3, "one sample serves every option once"
    assert len(choices) == 1 and match.check(choices.pop()) is None


def test_the_search_takes_a_treasure_within_reach() -> None:
    """A move onto a gold token scores at once; random play beside it rarely does."""
    rules = registry.get("karuba")
    for seed in range(40):
        match = _match(seed)
        chooser = random.Random(seed)
        while match.pending() is not None:
            state = match.state
            if state.step == "move" and state.deciding == 0:
                island = state.islands[0]
                options = match.legal()
                gold = [
                    a for a in options if isinstance(a, MoveTo) and a.target < 100 and island.tokens[a.target]
                ]
                if gold and len(options) > 2:
                    action = _think(rules, state, seed, iterations=200)
                    assert action in gold, (seed, action, options)
                    return
            options = match.legal()
            plain = [a for a in options if not isinstance(a, (Discard, PickAdventurer))] or options
            match.apply(chooser.choice(plain if chooser.random() < 0.6 else options))
    pytest.skip("no state with a token in reach found")


@dataclasses.dataclass(frozen=True)
class Pick(Action):
    kind = "pick"
    option: str


class TrapRules:
    """Seat 0 picks "safe" (0.6 for it) or "trap"; after the trap seat 1 picks who gets the point.

    Only a search that lets seat 1 play for itself sees that the trap gives seat 0 nothing.
    """

    game_id = "trap"

    def pending(self, state: tuple[str, ...]) -> Any:
        from core.engine.protocol import Decision

        if state in ((), ("trap",)):
            return Decision(len(state), "pick")
        return None

    def legal(self, state: tuple[str, ...]) -> list[Action]:
        return [Pick("safe"), Pick("trap")] if not state else [Pick("give"), Pick("keep")]

    def apply(self, state: tuple[str, ...], action: Pick) -> tuple[tuple[str, ...], list[Any]]:
        return state + (action.option,), []

    apply_legal = apply

    def view(self, state: tuple[str, ...], seat: int) -> tuple[str, ...]:
        return state


class TrapAI:
    def determinize(self, rules: Any, view: Any, seat: int, rng: random.Random) -> Any:
        return view

    def evaluate(self, rules: Any, state: tuple[str, ...]) -> tuple[float, ...]:
        values = {("safe",): (0.6, 0.4), ("trap", "give"): (1.0, 0.0), ("trap", "keep"): (0.0, 1.0)}
        return values.get(state, (0.5, 0.5))

    def easy(self, rules: Any, view: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))

    def worth_considering(self, rules: Any, view: Any, seat: int, legal: list[Action]) -> list[Action]:
        return legal


def test_every_seat_in_the_tree_plays_for_itself() -> None:
    rules: Any = TrapRules()
    choice = search.choose(rules, TrapAI(), (), 0, random.Random(0), 300, 0.0)
    assert choice == Pick("safe")
    assert search.choose(rules, TrapAI(), ("trap",), 1, random.Random(0), 50, 0.0) == Pick("keep")


class GivingAI(TrapAI):
    """Its heuristic has seat 1 give the point away."""

    def easy(self, rules: Any, view: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        return Pick("give") if Pick("give") in legal else legal[0]


def test_opponents_by_heuristic_play_the_heuristic_instead_of_searching() -> None:
    rules: Any = TrapRules()
    assert search.choose(rules, GivingAI(), (), 0, random.Random(0), 300, 0.0) == Pick("safe")
    modelled = search.choose(
        rules, GivingAI(), (), 0, random.Random(0), 300, 0.0, opponents_by_heuristic=True
    )
    assert modelled == Pick("trap")


class CoinRules:
    """Seat 0 stays (0.7) or flips a hidden coin, sees it land and then calls it (1 if right, else 0).

    Only a tree that keeps the two landings apart learns to call the coin after flipping.
    """

    game_id = "coin"

    def pending(self, state: tuple[str, ...]) -> Any:
        from core.engine.protocol import Decision

        return Decision(0, "pick") if state[1:] in ((), ("flip",)) else None

    def legal(self, state: tuple[str, ...]) -> list[Action]:
        return [Pick("stay"), Pick("flip")] if len(state) == 1 else [Pick("heads"), Pick("tails")]

    def apply(self, state: tuple[str, ...], action: Pick) -> tuple[tuple[str, ...], list[Any]]:
        from core.engine.protocol import Event

        shown = [Event("landed", None, {"side": state[0]}, reveals=True)] if action.option == "flip" else []
        return state + (action.option,), shown

    apply_legal = apply

    def view(self, state: tuple[str, ...], seat: int) -> tuple[str, ...]:
        return ("?",) + state[1:]


class CoinAI(TrapAI):
    def determinize(self, rules: Any, view: Any, seat: int, rng: random.Random) -> Any:
        return (rng.choice(("heads", "tails")),) + view[1:]

    def evaluate(self, rules: Any, state: tuple[str, ...]) -> tuple[float, ...]:
        if state[1:] == ("stay",):
            return (0.7,)
        if len(state) == 3:
            return (1.0,) if state[2] == state[0] else (0.0,)
        return (0.5,)


def test_outcome_nodes_judge_what_follows_a_reveal_knowing_it() -> None:
    rules: Any = CoinRules()
    view = ("?",)
    assert search.choose(rules, CoinAI(), view, 0, random.Random(0), 400, 0.0) == Pick("stay")
    apart = search.choose(rules, CoinAI(), view, 0, random.Random(0), 400, 0.0, outcome_nodes=True)
    assert apart == Pick("flip")


@pytest.mark.parametrize("game", ["karuba", "digger"])
def test_both_search_settings_choose_legal_actions_reproducibly(game: str) -> None:
    from core.engine.ai import ai_for

    settings = {"opponents_by_heuristic": True, "outcome_nodes": True}
    for seed in (1, 2):
        match = _match(seed, game=game)
        _advance(match, 25, seed)
        rules, ai = match.rules, ai_for(game)
        decision = match.pending()
        assert decision is not None
        view = rules.view(match.state, decision.seat)
        chosen = {
            search.choose(rules, ai, view, decision.seat, random.Random(seed), 120, 0.0, **settings)
            for _ in range(2)
        }
        assert len(chosen) == 1 and match.check(chosen.pop()) is None
