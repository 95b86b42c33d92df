"""Triassic Terror in words: every option, decision, log line and refusal of random games, in both
languages."""

from __future__ import annotations

import random
import re
from collections import defaultdict
from pathlib import Path

import pytest

from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo, Violation
from core.games.triassic_terror.actions import (
    ACTION_TYPES,
    Hatch,
    HerdGrowth,
    SendRaptor,
    SendTRex,
    TRexEats,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import NO_AREA, T_REX_EATS
from desktop.games.triassic_terror import texts as tt_texts
from desktop.text import Texts
from tests.core.triassic_terror.playing import RULES, at_turn, play

CORE = Path(__file__).resolve().parents[2] / "core" / "games" / "triassic_terror"
NAMES = ("Anna", "Ben", "Carla", "Dario", "Emil", "Frida")


def config(players: int) -> MatchConfig:
    return MatchConfig("triassic_terror", tuple(PlayerInfo(name) for name in NAMES[:players]))


def readable(text: str | None) -> bool:
    """Words only: no placeholder left, no key shown, no question mark standing for a value."""
    if text is None:
        return True
    return bool(text) and not any(mark in text for mark in ("{", "}", "triassic_terror.", " -1", "?"))


def random_action(legal: list[Action], chance: random.Random) -> Action:
    """A kind first, then one of its actions, so that rare kinds come up too."""
    by_kind: dict[str, list[Action]] = defaultdict(list)
    for action in legal:
        by_kind[action.kind].append(action)
    return chance.choice(by_kind[chance.choice(sorted(by_kind))])


@pytest.mark.parametrize("language", ["en", "de"])
def test_everything_random_games_say_is_written_out(language: str) -> None:
    texts = Texts(language)
    chance = random.Random(language)
    seen_actions, seen_decisions, seen_events = set(), set(), set()
    for players in range(2, 7):
        cfg = config(players)
        match = Match(RULES, cfg, players)
        while (decision := match.pending()) is not None:
            state = match.state
            seen_decisions.add(decision.kind)
            prompt, hint = tt_texts.decision_text(texts, cfg, state, decision)
            assert readable(prompt) and readable(hint), (decision, prompt, hint)
            legal = match.legal()
            for action in legal[:30]:
                seen_actions.add(action.kind)
                assert readable(tt_texts.action_text(texts, state, action)), action
                assert readable(tt_texts.action_text(texts, state, action, cfg)), action
                reason = tt_texts.suggestion_reason(texts, cfg, state, decision, action)
                assert reason == "" or readable(reason), action
            wrong = SendRaptor(chance.randrange(2), chance.randrange(12))
            violation = RULES.check(state, wrong)
            if violation is not None:
                assert readable(tt_texts.violation_text(texts, cfg, state, violation)), violation
            for event in match.apply(random_action(legal, chance)):
                seen_events.add(event.kind)
                line = tt_texts.event_text(texts, cfg, match.state, event)
                assert readable(line), (event, line)
        sources = tt_texts.score_sources(texts, cfg, match.state)
        assert all(readable(source.label) for source in sources)
        assert [sum(column) for column in zip(*(source.points for source in sources), strict=True)] == list(
            RULES.scores(match.state)
        )
    assert seen_actions == {action_type.kind for action_type in ACTION_TYPES}
    assert {"card", "tile", "turn", "place", "migrate", "t_rex_eats", "raptor_attacks"} <= seen_decisions
    assert {"period_scored", "habitat_scored", "game_ended", "t_rex_ate"} <= seen_events


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_refusal_of_the_core_reads_as_words(language: str) -> None:
    texts = Texts(language)
    rules = rule_ids()
    assert len(rules) > 40
    state = at_turn(4, "t_rex")
    cfg = config(4)
    for rule in rules:
        values = {"area": 3, "from": 4, "raptor_area": 9, "tile": "hatch", "held": "t_rex", "raptor": 0}
        values |= {"environment": 1, "card": 2, "space": 3, "dinos": 2, "most": 3, "reach": 2, "steps": 2}
        values |= {"survivors": 2, "period": 0}
        assert readable(tt_texts.violation_text(texts, cfg, state, Violation(rule, values))), rule


def rule_ids() -> set[str]:
    """The rule ids the core refuses with: its modules' key-like strings but the results' ones."""
    found = set()
    for path in CORE.glob("*.py"):
        found |= set(re.findall(r'"(triassic_terror\.[a-z_]+\.[a-z_]+)"', path.read_text("utf-8")))
    return {rule for rule in found if rule.split(".")[1] not in ("tiebreak", "ending")}


def test_an_area_is_named_by_its_environment_and_ring() -> None:
    english, german = Texts("en"), Texts("de")
    swamp_outer = components().area("swamp_outer").index
    assert tt_texts.area_name(english, swamp_outer) == "Swamp, outer ring"
    assert tt_texts.area_name(german, components().area("desert_inner").index) == "Wüste, innerer Ring"
    names = {tt_texts.area_name(english, area.index) for area in components().areas}
    assert len(names) == len(components().areas)
    assert tt_texts.environment_name(german, 2) == "Gebirge"
    assert tt_texts.tile_name(english, "herd_growth") == "Herd Growth"
    assert tt_texts.habitat_name(german, 0) == "groß"


def test_herd_growth_with_one_herd_or_none_names_no_missing_herd() -> None:
    texts = Texts("en")
    state = at_turn(2, "herd_growth")
    swamp_outer = components().area("swamp_outer").index
    one = tt_texts.action_text(texts, state, HerdGrowth(swamp_outer, NO_AREA))
    assert one == "Herd Growth: 3 to Swamp, outer ring, your only herd"
    assert "{" not in tt_texts.action_text(texts, state, HerdGrowth(NO_AREA, NO_AREA))
    assert "no herd" in tt_texts.action_text(texts, state, Hatch(NO_AREA))


def test_the_t_rex_eats_label_says_whose_dinos_it_eats() -> None:
    texts = Texts("en")
    desert_outer = components().area("desert_outer").index
    herds = {desert_outer: [(1, 5), (2, 3), (0, 2)]}
    state = play(at_turn(3, "t_rex", herds=herds), SendTRex(desert_outer, 1))
    assert state.step == T_REX_EATS
    cfg = config(3)
    eats = next(
        action for action in RULES.legal(state) if isinstance(action, TRexEats) and sum(action.dinos) == 3
    )
    named = tt_texts.action_text(texts, state, eats, cfg)
    herds_eaten = zip(state.herds[desert_outer], eats.dinos, strict=False)
    owners = [NAMES[herd.owner] for herd, count in herds_eaten if count]
    assert named.startswith("The T-Rex eats ") and all(owner in named for owner in owners)
    unnamed = tt_texts.action_text(texts, state, eats)
    assert "on the large habitat" in unnamed or "on the medium habitat" in unnamed
    nothing = TRexEats((0, 0, 0))
    assert tt_texts.action_text(texts, state, nothing) == "The T-Rex eats nothing"


def test_a_turns_hint_starts_with_what_the_tile_does() -> None:
    texts = Texts("de")
    state = at_turn(2, "raptors")
    decision = RULES.pending(state)
    assert decision is not None
    _prompt, hint = tt_texts.decision_text(texts, config(2), state, decision)
    assert hint.startswith("Raptoren: Jeder Raptor zieht bis zu 2 Abschnitte")
