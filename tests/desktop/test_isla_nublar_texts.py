"""Isla Nublar in words: every option, decision, log line and refusal of random games, in both
languages, every card's text, and the names the table shows."""

from __future__ import annotations

import random
import re
from collections import defaultdict
from pathlib import Path

import pytest

from core.engine.match import Match
from core.engine.protocol import UNKNOWN, Action, Event, MatchConfig, PlayerInfo, Violation
from core.games.isla_nublar import actions as isla_actions
from core.games.isla_nublar.actions import ChooseScoring, Walk
from core.games.isla_nublar.components import components
from core.games.isla_nublar.rules import IslaNublarRules
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import SCORE, IslaNublarState
from desktop.games.isla_nublar import names, texts, words
from desktop.text import Texts

CORE = Path(__file__).resolve().parents[2] / "core" / "games" / "isla_nublar"
RULES = IslaNublarRules()
NAMES = ("Anna", "Ben", "Carla", "Dario")
ACTION_KINDS = {
    value.kind
    for value in vars(isla_actions).values()
    if isinstance(value, type) and issubclass(value, Action) and value is not Action
}


VARIANTS = {"patrons": "on", "individual_scoring": "on"}  # the expert variants, both


def config(players: int, variants: bool = False) -> MatchConfig:
    options = {"start": "first", **(VARIANTS if variants else {})}
    return MatchConfig("isla_nublar", tuple(PlayerInfo(name) for name in NAMES[:players]), options)


def readable(text: str | None) -> bool:
    """Words only: no placeholder left, no key shown, no raw number standing for a value."""
    if text is None:
        return True
    return bool(text) and not any(mark in text for mark in ("{", "}", "isla_nublar.", " -1", "[", "]"))


def random_action(legal: list[Action], chance: random.Random) -> Action:
    """A kind first, then one of its actions, so that rare kinds come up too; building often."""
    by_kind: dict[str, list[Action]] = defaultdict(list)
    for action in legal:
        by_kind[action.kind].append(action)
    if "build_camp" in by_kind and chance.random() < 0.7:
        return chance.choice(by_kind["build_camp"])
    kinds = sorted(by_kind)
    if "end_turn" in by_kind and len(kinds) > 1 and chance.random() < 0.5:
        kinds.remove("end_turn")  # spend the pools first, so that camps get built
    return chance.choice(by_kind[chance.choice(kinds)])


def step_kinds() -> set[str]:
    """Every decision kind: the steps the state module names, but the end."""
    source = (CORE / "state.py").read_text("utf-8")
    return set(re.findall(r'^[A-Z_]+ = "([a-z_]+)"  #', source, re.MULTILINE)) - {"over"}


def event_kinds() -> set[str]:
    found = set()
    for path in CORE.glob("*.py"):
        found |= set(re.findall(r'Event\(\s*"([a-z_]+)"', path.read_text("utf-8")))
    return found


def rule_ids() -> set[str]:
    """The rule ids the core refuses with: its modules' key-like strings but the results' ones."""
    found = set()
    for path in CORE.glob("*.py"):
        found |= set(re.findall(r'"(isla_nublar\.[a-z_]+\.[a-z_]+)"', path.read_text("utf-8")))
    return {rule for rule in found if rule.split(".")[1] not in ("tiebreak", "ending")}


@pytest.mark.parametrize("language", ["en", "de"])
def test_everything_random_games_say_is_written_out(language: str) -> None:
    said = Texts(language)
    chance = random.Random(language)
    seen_decisions: set[str] = set()
    seen_events: set[str] = set()
    for players, variants in ((2, False), (3, False), (4, True), (2, True), (3, True)):
        cfg = config(players, variants)
        match = Match(RULES, cfg, chance.randrange(1000))
        while (decision := match.pending()) is not None:
            view = RULES.view(match.state, decision.seat)
            seen_decisions.add(decision.kind)
            prompt, hint = texts.decision_text(said, cfg, view, decision)
            assert readable(prompt) and readable(hint), (decision, prompt, hint)
            legal = match.legal()
            labels = [texts.action_text(said, view, action) for action in legal]
            assert len(set(labels)) == len(labels), labels  # each option tells itself apart
            assert all(readable(label) for label in labels), labels
            for action in legal[:3]:
                reason = texts.suggestion_reason(said, cfg, view, decision, action)
                assert reason == "" or readable(reason), action
            violation = RULES.check(match.state, Walk(5, 9))
            if violation is not None:
                assert readable(texts.violation_text(said, cfg, view, violation)), violation
            for event in match.apply(random_action(legal, chance)):
                seen_events.add(event.kind)
                line = texts.event_text(said, cfg, match.state, event)
                assert readable(line), (event, line)
        details = texts.score_details(said, cfg, match.state)
        assert len(details) == players and all(readable(line) for line in details), details
        sources = texts.score_sources(said, cfg, match.state)
        assert all(readable(source.label) for source in sources)
        totals = [sum(column) for column in zip(*(source.points for source in sources), strict=True)]
        assert totals == list(RULES.scores(match.state))
    assert seen_decisions >= {"turn", "action", "walk", "score", "replay"}
    assert seen_events >= {"played", "used", "built_camp", "scored", "turn_ended", "walked", "game_over"}
    assert seen_events >= {"advanced", "bought_scoring", "scoring_refilled"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_decision_event_and_action_kind_has_its_text(language: str) -> None:
    said = Texts(language)
    for kind in step_kinds():
        for part in ("prompt", "hint"):
            assert said.has(f"isla_nublar.decision.{kind}.{part}"), kind
    assert len(step_kinds()) == 16
    for kind in event_kinds():
        assert said.has(f"isla_nublar.event.{kind}"), kind
    assert len(event_kinds()) > 25
    for kind in ACTION_KINDS:
        assert said.has(f"isla_nublar.action.{kind}"), kind
    for source in (*SOURCES, "total"):
        assert said.has(f"isla_nublar.score.{source}"), source
    for key in ("tiebreak.top_camps", "ending.last_camp", "ending.dinosaur_deck", "ending.all_scorings"):
        assert said.has(f"isla_nublar.{key}"), key


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_refusal_of_the_core_reads_as_words(language: str) -> None:
    said = Texts(language)
    rules = rule_ids()
    assert len(rules) > 40
    state = RULES.setup(config(3), 4)
    values = {"space": 9, "card": 12, "dinosaur": 1, "direction": 2, "piece": "camp", "stack": 0, "slot": 3}
    values |= {"price": 4, "amber": 2, "most": 3, "cost": 3, "points": 1, "take_back": 2, "own": 1}
    values |= {"steps": 4, "level": 0, "cards": 2, "index": 2, "patron": 1}
    for rule in rules:
        assert said.has(rule), rule
        assert readable(texts.violation_text(said, config(3), state, Violation(rule, values))), rule


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_card_type_has_its_name_and_full_text(language: str) -> None:
    said = Texts(language)
    parts = components()
    titles = set()
    for kind in parts.card_types:
        text = words.card_text(said, kind)
        assert readable(text) and len(text.splitlines()) >= 2, kind.id
        titles.add(text.splitlines()[0])
        assert said.has(f"isla_nublar.{'scoring_card' if kind.scoring else 'card'}.{kind.id}"), kind.id
    assert len(titles) == len(parts.card_types)


def test_a_cards_text_comes_from_its_data() -> None:
    said = Texts("en")
    kind = components().card_types[components().type_index["field_kit"]]
    assert words.card_text(said, kind) == (
        "Field Kit\nBlue card: use one of its actions, or none.\n• 1 amber for buying this turn\n"
        "• 1 crate point: place or move a crate, restock a piece, or pay toward a camp\nStarting card."
    )
    alarm = components().card_types[components().type_index["alarm"]]
    lines = words.card_lines(said, alarm)
    assert lines[1].startswith("• Countermeasure: when a dinosaur would raid your pieces")
    assert lines[-1] == "Price: 2 amber. Patron: Protection Group."
    tracks = components().card_types[components().type_index["t_rex_tracks"]]
    assert words.card_lines(said, tracks) == [
        "Red card: when played it must be resolved.",
        "T-Rex walks 1 to 3 spaces south, south-west or south-east; a built space stops it and is raided.",
    ]
    variety = components().card_types[components().type_index["variety"]]
    assert words.scoring_rule(said, variety) == (
        "3 points for each landscape with at least one of your top camps."
    )


def test_spaces_have_short_names_of_their_own() -> None:
    english, german = Texts("en"), Texts("de")
    parts = components()
    spaces = {names.space_name(english, space.index) for space in parts.spaces}
    assert len(spaces) == len(parts.spaces)
    forest = parts.space_at(0, 1)
    assert names.space_name(english, forest) == "Forest in area I, column 1"
    assert names.space_name(german, parts.space_at(4, 8)) == "Wald in Bereich IV, Spalte 5"
    assert names.space_name(english, parts.space_at(1, 0)) == "the volcano in column 2"
    assert names.direction_name(german, 1) == "Südwesten"
    assert names.card_name(english, UNKNOWN) == "a hidden card"
    assert names.patron_name(german, "genetics_corp") == "Genetik AG"


def test_a_scoring_option_says_the_points_the_core_counts() -> None:
    said = Texts("en")
    chance = random.Random(7)
    match = Match(RULES, config(2), 3)
    while match.state.step != SCORE:
        match.apply(random_action(match.legal(), chance))
    state = match.state
    from core.games.isla_nublar.camping import points_now

    for action in RULES.legal(state):
        assert isinstance(action, ChooseScoring)
        card = state.scoring_row[action.slot]
        points = points_now(state, card, state.turn).points
        label = texts.action_text(said, state, action)
        assert label.startswith(f"Score {names.card_name(said, card)}: {points} point")


@pytest.mark.parametrize("size", [(238, 154), (200, 200), (320, 120)])
def test_the_cover_fills_any_card_shape(qapp: object, size: tuple[int, int]) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop.games.isla_nublar.cover import paint_cover

    width, height = size
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FF00FF"))
    painter = QPainter(image)
    paint_cover(painter, QRectF(0, 0, width, height))
    painter.end()
    unpainted = QColor("#FF00FF").rgb()
    corners = [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width // 2, height // 2)]
    assert all(image.pixel(x, y) != unpainted for x, y in corners)
    assert len({image.pixel(x, height // 2) for x in range(0, width, 4)}) > 8  # a picture, not a fill


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_kind_of_option_has_a_suggestion_line(language: str) -> None:
    said = Texts(language)
    assert [kind for kind in sorted(ACTION_KINDS) if not said.has(f"isla_nublar.suggest.{kind}")] == []


def test_a_red_card_is_played_with_a_line_of_its_own_and_a_blue_one_by_its_action() -> None:
    said = Texts("en")
    cfg = config(2)
    state = RULES.setup(cfg, 2)
    decision = RULES.pending(state)
    assert decision is not None
    parts = components()
    egg = next(card for card in state.active.hand + state.active.draw if parts.card(card).egg)
    field_kit = next(
        card for card in state.active.hand + state.active.draw if parts.card(card).id == "field_kit"
    )
    red, blue = isla_actions.PlayCard(egg), isla_actions.PlayCard(field_kit)
    assert "must be resolved" in texts.suggestion_reason(said, cfg, state, decision, red)
    assert texts.suggestion_reason(said, cfg, state, decision, blue) == ""
    assert texts.event_text(said, cfg, state, Event("played", 0, {"card": field_kit})) is None
    assert texts.event_text(said, cfg, state, Event("played", 0, {"card": egg})) == "Anna plays Dinosaur Egg."


def say_all(said: Texts, cfg: MatchConfig, state: IslaNublarState, events: list[Event]) -> list[str]:
    """The prompt, the hint and every option of the state's decision, and the events' lines."""
    decision = RULES.pending(state)
    lines = [line for event in events if (line := texts.event_text(said, cfg, state, event)) is not None]
    if decision is not None:
        lines.extend(texts.decision_text(said, cfg, state, decision))
        lines.extend(texts.action_text(said, state, action) for action in RULES.legal(state))
    assert all(readable(line) for line in lines), lines
    return lines


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_rare_steps_read_as_words(language: str) -> None:
    """Upgrade, Relocate a camp and Small Change, which random games seldom reach."""
    from core.engine.evolve import evolve
    from core.games.isla_nublar.actions import (
        ChangeAmber,
        GainCard,
        PickUpCamp,
        PlayCard,
        PutDownCamp,
        SkipAction,
        TrashPlayed,
        UseAction,
    )
    from tests.core.isla_nublar.builders import island
    from tests.core.isla_nublar.playing import at, card_of, new, play_events, with_hand

    said, cfg = Texts(language), config(2)
    upgrade, moving, change, kit = (
        card_of("upgrade"),
        card_of("moving_day"),
        card_of("small_change"),
        card_of("field_kit"),
    )
    pieces = island(camps={(3, 2): (0, 1), (5, 5): 0})
    state = evolve(
        with_hand(new(2), 0, (kit, upgrade, moving, change), amber=2),
        crates=pieces.crates,
        camps=pieces.camps,
    )
    steps = [PlayCard(kit), SkipAction(), PlayCard(upgrade), UseAction(0)]
    seen = []
    for action in steps:
        state, events = play_events(state, action)
        say_all(said, cfg, state, events)
    seen.append(state.step)
    state, events = play_events(state, TrashPlayed(kit))
    seen.append(state.step)
    say_all(said, cfg, state, events)
    gain = next(action for action in RULES.legal(state) if isinstance(action, GainCard))
    state, events = play_events(state, gain)
    assert any(event.kind == "gained" for event in events)
    say_all(said, cfg, state, events)
    for action in (PlayCard(moving), UseAction(0), PickUpCamp(at(3, 2), 0)):
        state, events = play_events(state, action)
        seen.append(state.step)
        lines = say_all(said, cfg, state, events)
    assert any(names.space_name(said, at(3, 2)) in line for line in lines)
    state, events = play_events(state, PutDownCamp(at(5, 5)))
    assert "relocated_camp" in {event.kind for event in events}
    say_all(said, cfg, state, events)
    for action in (PlayCard(change), UseAction(0), ChangeAmber()):
        state, events = play_events(state, action)
        lines = say_all(said, cfg, state, events)
    assert "changed_amber" in {event.kind for event in events}
    assert seen == ["upgrade_trash", "upgrade_gain", "action", "relocate_from", "relocate_to"]


# An example of every kind of event, with the values the core gives it.
EVENT_VALUES: dict[str, dict[str, object]] = {
    "placed_crate": {"space": 9},
    "moved_crate": {"from": 9, "to": 12},
    "restocked": {"piece": "crate"},
    "changed_amber": {},
    "turn_ended": {"amber": 1, "crates": 2},
    "game_over": {"how": "last_camp"},
    "bought": {"card": 50, "stack": 1, "price": 3},
    "gained": {"card": 50, "stack": 1},
    "played": {"card": 0},
    "egg_empty": {},
    "hatched": {"card": 100},
    "end_triggered": {"how": "dinosaur_deck"},
    "used": {"card": 1, "action": "crates", "amount": 1},
    "no_action": {"card": 1},
    "built_camp": {"space": 9, "take_back": 1, "cost": 3, "points": 3},
    "scored": {"card": 110, "points": 4, "spaces": [9, 12]},
    "relocated_camp": {"from": 9, "level": 0, "to": 12},
    "reshuffled": {"cards": 7},
    "drew": {"count": 5},
    "cannot_walk": {"dinosaur": 2},
    "walked": {"dinosaur": 1, "from": 1, "direction": 0, "steps": 2, "to": 20},
    "left_island": {"dinosaur": 3},
    "raided": {"dinosaur": 0, "space": 9, "crates": [2, 1], "camp": -1},
    "countered": {"card": 47, "space": 9, "off_turn": True},
    "allowed_raid": {"space": 9},
    "to_volcano": {"dinosaur": 0, "space": 0},
    "distracted": {"dinosaur": 1},
    "hid": {"card": 3},
    "discarded": {"card": 3},
    "trashed": {"card": 3, "most": 2},
    "advanced": {"card": 50, "patron": 1, "tile": 2, "reward": "crates", "amount": 2},
    "reward_lost": {"tile": 8, "reward": "wear"},
    "patron_finished": {"patron": 2, "points": 10},
    "bought_scoring": {"card": 110, "slot": 2, "price": 4},
    "scoring_refilled": {"slot": 2, "card": 111},
    "nothing_to_gain": {"most": 2},
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_kind_of_event_reads_as_words(language: str) -> None:
    said, cfg = Texts(language), config(2)
    state = RULES.setup(cfg, 1)
    assert event_kinds() <= set(EVENT_VALUES)
    for kind, values in EVENT_VALUES.items():
        for seat in (0, None):
            line = texts.event_text(said, cfg, state, Event(kind, seat, values))
            assert readable(line), (kind, line)
    camp_raid = Event("raided", 0, {"dinosaur": 0, "space": 9, "crates": [0, 0], "camp": 1})
    assert texts.event_text(Texts("en"), cfg, state, camp_raid) == (
        f"Stegosaurus raids {names.space_name(Texts('en'), 9)}: Ben's top camp goes to the general supply."
    )
    hid = texts.event_text(said, cfg, state, Event("hid", 0, {"card": 3}))
    assert hid is not None and names.card_name(said, 3) not in hid  # a hidden card stays secret


def test_the_countermeasure_question_says_what_the_asked_player_would_lose() -> None:
    from core.engine.evolve import evolve
    from core.games.isla_nublar.actions import PlayCard
    from tests.core.isla_nublar.builders import island
    from tests.core.isla_nublar.playing import at, card_of, new, play, with_hand

    said, cfg = Texts("en"), config(2)
    tracks, alarm = card_of("t_rex_tracks"), card_of("alarm")
    pieces = island(crates={(5, 1): {1: 2}})
    state = with_hand(with_hand(new(2), 0, (tracks,)), 1, (alarm,))
    state = play(evolve(state, crates=pieces.crates, camps=pieces.camps), PlayCard(tracks), Walk(0, 1))
    decision = RULES.pending(RULES.view(state, 1))
    assert decision is not None and decision.kind == "counter" and decision.seat == 1
    prompt, hint = texts.decision_text(said, cfg, RULES.view(state, 1), decision)
    assert prompt == f"Ben, T-Rex is about to raid {names.space_name(said, at(5, 1))}: play a Countermeasure?"
    assert hint.startswith("If it raids, you lose your 2 crates there.")
    assert hint.endswith(
        "It is Anna's turn: the card goes to your discard pile and is not replaced, "
        "so your next turn starts with one card fewer."
    )
