"""Every guided first game, played through as its script says, and the rules of the format.

A failure names the tutorial's step and, for a refused move, the rule that refused it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from core.engine import registry, savefile, tips
from core.engine.bots import EasyBot, bot_for
from core.engine.component_error import ComponentError
from core.engine.components import parse
from core.engine.deals import DealError
from core.engine.guide import SHOW_ME_AFTER, Guide, Phase, Verdict
from core.engine.match import Match
from core.engine.serial import digest
from core.engine.tutorial import (
    MAX_TAUGHT_STEPS,
    PLAYER_NAME_KEY,
    SCHEMA,
    TIPS_SCHEMA,
    Tutorial,
    _tutorial,
    has_tutorial,
    tips_for,
    tutorial_for,
)
from desktop import text

ROOT = Path(__file__).resolve().parents[2]
GAMES = [entry.game_id for entry in registry.entries() if has_tutorial(entry.game_id)]
MOST_ACTIONS = 4000  # a coached game still going after this many is a failure
MAX_TEXT = 240


def new_match(tutorial: Tutorial) -> Match:
    return Match(registry.get(tutorial.game), tutorial.config(), tutorial.seed, tutorial.deal)


def other_move(guide: Guide, match: Match) -> None:
    decision = match.pending()
    assert decision is not None
    scripted = guide.scripted(match)
    if scripted is not None:
        violation = match.check(scripted)
        assert violation is None, f"script move {scripted.to_json()} refused: {violation}"
        match.apply(scripted)
        return
    level = guide.tutorial.seats[decision.seat][1] or "easy"
    view = match.rules.view(match.state, decision.seat)
    match.apply(bot_for(level, match.seed, decision.seat).choose(match.rules, view, len(match.steps)))


def play_gated(
    tutorial: Tutorial, guide: Guide | None = None, match: Match | None = None
) -> tuple[Guide, Match]:
    """The taught steps as a person following them would play, every lesson's move checked."""
    match = match or new_match(tutorial)
    guide = guide or Guide(tutorial)
    for _ in range(MOST_ACTIONS):
        phase = guide.phase(match)
        step = guide.step
        if phase is Phase.FREE:
            break
        assert step is not None
        if phase in (Phase.INFO, Phase.DONE, Phase.WATCH):
            guide.proceed(match)
        elif phase is Phase.OTHERS:
            other_move(guide, match)
        else:
            act(guide, match)
    return guide, match


def act(guide: Guide, match: Match) -> None:
    step = guide.step
    assert step is not None
    decision = match.pending()
    assert decision is not None and decision.kind == step.decision, f"step {step.id}: {decision}"
    legal = match.legal()
    for action in step.expect:
        violation = match.check(action)
        assert violation is None, f"step {step.id}: {action.to_json()} refused by {violation}"
        assert action in legal, f"step {step.id}: {action.to_json()} not offered"
    for wrong in step.wrong_examples:
        assert match.check(wrong) is None and wrong in legal, f"step {step.id}: {wrong.to_json()} not legal"
        assert guide.judge(match, wrong).verdict is Verdict.NOT_NOW, f"step {step.id}: {wrong.to_json()}"
    solution = guide.solution(match)
    assert solution is not None, f"step {step.id}: no move to show"
    assert guide.judge(match, solution).verdict is Verdict.EXPECTED, f"step {step.id}"
    match.apply(solution)
    guide.applied(match)


def play_coached(match: Match) -> None:
    """The free part to the end, the guided seat as Easy."""
    rules = match.rules
    for _ in range(MOST_ACTIONS):
        decision = match.pending()
        if decision is None:
            return
        view = rules.view(match.state, decision.seat)
        match.apply(EasyBot(match.seed, decision.seat).choose(rules, view, len(match.steps)))
    raise AssertionError(f"no end after {MOST_ACTIONS} actions")


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_game_plays_through_its_steps_and_on_to_the_end(game: str) -> None:
    tutorial = tutorial_for(game)
    guide, match = play_gated(tutorial)
    assert not guide.left, f"the lesson broke off at step {tutorial.steps[guide.index].id}"
    assert guide.coach is not None and guide.index == tutorial.steps.index(guide.coach)
    play_coached(match)
    assert match.result() is not None


@pytest.mark.parametrize("game", GAMES)
def test_replaying_to_each_checkpoint_gives_the_state_of_live_play(game: str) -> None:
    tutorial = tutorial_for(game)
    guide, match = play_gated(tutorial)
    step, actions = guide.checkpoint()
    assert step > 0, "a guided game has a checkpoint"
    replayed = Match.replay(
        match.rules, match.config, match.seed, match.actions[:actions], deal=tutorial.deal
    )
    live = new_match(tutorial)
    for action in match.actions[:actions]:
        live.apply(action)
    assert digest(replayed.state) == digest(live.state)
    back = Guide(tutorial)
    back.back_to(step, replayed)
    rest, finished = play_gated(tutorial, back, replayed)
    assert not rest.left and rest.index == guide.index
    assert digest(finished.state) == digest(match.state)


@pytest.mark.parametrize("game", GAMES)
def test_a_save_of_a_guided_game_resumes_at_its_step(game: str, tmp_path: Path) -> None:
    tutorial = tutorial_for(game)
    match = new_match(tutorial)
    guide = Guide(tutorial)
    while guide.phase(match) is not Phase.ACT:
        if guide.phase(match) is Phase.OTHERS:
            other_move(guide, match)
        else:
            guide.proceed(match)
    match.tutorial = guide.mark()
    path = tmp_path / "guided.json"
    savefile.write(path, match)
    loaded = savefile.read(path)
    assert loaded.deal == tutorial.deal and loaded.tutorial == guide.mark()
    assert digest(loaded.initial_state) == digest(match.initial_state)
    assert loaded.tutorial is not None
    resumed = Guide.resumed(tutorial, loaded.tutorial, loaded)
    assert resumed.step == guide.step and resumed.phase(loaded) is Phase.ACT
    stale = Guide.resumed(tutorial, replace(loaded.tutorial, version=tutorial.version + 1), loaded)
    assert stale.free


def test_a_legal_move_that_is_not_the_lesson_is_not_now_and_show_me_follows_the_second() -> None:
    tutorial = tutorial_for("karuba")
    match = new_match(tutorial)
    guide = Guide(tutorial)
    while guide.step is not None and guide.step.id != "first_tile":
        play_one(guide, match)
    wrong = guide.step.wrong_examples[0] if guide.step else None
    assert wrong is not None
    for attempt in range(1, SHOW_ME_AFTER + 1):
        assert guide.judge(match, wrong).verdict is Verdict.NOT_NOW
        assert guide.show_me == (attempt >= SHOW_ME_AFTER)
    assert guide.step is not None and guide.step.id == "first_tile"
    assert guide.solution(match) == guide.step.expect[0]


def test_an_illegal_move_gets_the_rule_that_forbids_it() -> None:
    tutorial = tutorial_for("karuba")
    match = new_match(tutorial)
    guide = Guide(tutorial)
    while guide.step is not None and guide.step.id != "move":
        play_one(guide, match)
    too_far = replace(guide.step.expect[0], target=14) if guide.step else None
    assert too_far is not None
    judgement = guide.judge(match, too_far)
    assert judgement.verdict is Verdict.REFUSED and judgement.violation is not None
    assert judgement.violation.rule.startswith("karuba.move.")


def test_a_step_that_cannot_be_met_hands_over_to_normal_play() -> None:
    tutorial = tutorial_for("karuba")
    match = new_match(tutorial)
    guide = Guide(tutorial)
    while guide.step is not None and guide.step.id != "first_tile":
        play_one(guide, match)
    match.apply(guide.step.wrong_examples[0] if guide.step else None)  # as if a person got past the guide
    assert guide.phase(match) in (Phase.OTHERS, Phase.FREE)
    while guide.phase(match) is Phase.OTHERS:
        other_move(guide, match)
    assert guide.phase(match) is Phase.FREE and guide.left and guide.broke_off


def test_undo_takes_the_guide_back_with_the_move() -> None:
    tutorial = tutorial_for("karuba")
    match = new_match(tutorial)
    guide = Guide(tutorial)
    while guide.step is not None and guide.step.id != "pick":
        play_one(guide, match)
    play_one(guide, match)  # the pick
    assert guide.phase(match) is Phase.DONE
    match.undo()
    guide.rewound(match)
    assert guide.step is not None and guide.step.id == "pick" and guide.phase(match) is Phase.ACT


def test_leaving_the_guide_plays_on_freely() -> None:
    tutorial = tutorial_for("karuba")
    match = new_match(tutorial)
    guide = Guide(tutorial)
    guide.leave()
    assert guide.phase(match) is Phase.FREE and guide.mark() is None and not guide.broke_off
    assert guide.judge(match, match.legal()[0]).verdict is Verdict.FREE


def play_one(guide: Guide, match: Match) -> None:
    phase = guide.phase(match)
    if phase in (Phase.INFO, Phase.DONE, Phase.WATCH):
        guide.proceed(match)
    elif phase is Phase.OTHERS:
        other_move(guide, match)
    elif phase is Phase.ACT:
        act(guide, match)


# the format ----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_is_short_and_every_taught_step_says_why(game: str) -> None:
    tutorial = tutorial_for(game)
    taught = [step for step in tutorial.taught if step.say]
    assert 1 <= len(taught) <= MAX_TAUGHT_STEPS
    assert any(step.type == "coach" for step in tutorial.steps)
    for step in tutorial.taught:
        if step.type == "act" and step.say:
            assert step.done, step.id


@pytest.mark.parametrize("game", GAMES)
def test_every_text_of_the_guide_and_the_tips_exists_in_both_languages_and_is_short(game: str) -> None:
    tutorial = tutorial_for(game)
    keys = {key for step in tutorial.steps for key in (step.say, step.wrong, step.done) if key}
    keys |= {tip.say for tip in tips_for(game)}
    keys |= {PLAYER_NAME_KEY.format(name) for name, level in tutorial.seats if level}
    for language in ("en", "de"):
        catalogue = texts(game, language)
        for key in sorted(keys):
            assert key in catalogue, f"{key} missing in {language}"
            assert len(str(catalogue[key])) <= MAX_TEXT, f"{key} ({language}) is longer than {MAX_TEXT}"
    english, german = texts(game, "en"), texts(game, "de")
    for key in keys:
        assert placeholders(english[key]) == placeholders(german[key]), key


@pytest.mark.parametrize("game", GAMES)
def test_tips_are_known_and_their_situations_exist(game: str) -> None:
    tutorial = tutorial_for(game)
    known = {tip.id for tip in tips_for(game)}
    for step in tutorial.steps:
        assert set(step.tips) <= known, step.id
    tests = tips.named_tests(game)
    for tip in tips_for(game):
        assert not tip.test or tip.test in tests, tip.id
        assert tip.decision or tip.test or tip.violation, tip.id


@pytest.mark.parametrize("game", GAMES)
def test_rule_links_name_a_section_of_the_rules_page(game: str) -> None:
    sections = {slug(line) for line in rules_page(game, "en").splitlines() if line.startswith("## ")}
    german = [line for line in rules_page(game, "de").splitlines() if line.startswith("## ")]
    assert len(german) == len(sections)
    links = [step.rules for step in tutorial_for(game).steps] + [tip.rules for tip in tips_for(game)]
    for link in filter(None, links):
        assert link in sections, link


def texts(game: str, language: str) -> dict[str, object]:
    return {**text.catalogue("engine", language), **text.catalogue(game, language)}


def rules_page(game: str, language: str) -> str:
    return (ROOT / "i18n" / game / f"rules.{language}.md").read_text(encoding="utf-8")


def slug(heading: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", heading.lstrip("#").strip().lower()).strip("-")


def placeholders(value: object) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", str(value)))


# a broken file is named --------------------------------------------------------------


def broken(data: dict[str, object]) -> ComponentError:
    with pytest.raises(ComponentError) as error:
        _tutorial("karuba", data)
    return error.value


def karuba_data() -> dict[str, object]:
    import yaml

    data: dict[str, object] = yaml.safe_load((ROOT / "resources/games/karuba/tutorial.yaml").read_text())
    return data


def test_an_unknown_action_in_a_step_names_the_step_and_field() -> None:
    data = karuba_data()
    data["steps"][1]["expect"] = [{"kind": "fly"}]  # type: ignore[index]
    error = broken(data)
    assert error.entry == "steps[1] (id reveal)" and error.field == "expect" and "fly" in error.problem


def test_steps_that_repeat_an_id_or_follow_two_texts_are_refused() -> None:
    data = karuba_data()
    steps = data["steps"]
    assert isinstance(steps, list)
    steps.insert(1, dict(steps[0]))
    assert broken(data).field == "id"
    steps[1]["id"] = "welcome_again"
    assert "two info steps" in broken(data).problem


def test_a_step_without_the_decision_it_waits_for_is_refused() -> None:
    data = karuba_data()
    del data["steps"][1]["decision"]  # type: ignore[index, attr-defined]
    assert broken(data).field == "decision"


def test_the_schema_names_a_misspelt_field() -> None:
    text_of = (
        "id: x.y\nversion: 1\nminutes: 5\nplayers: [{name: you}]\nseed: 1\n"
        "steps: [{id: a, type: info, sai: x.y}]"
    )
    with pytest.raises(ComponentError) as error:
        parse("tutorial.yaml", text_of, SCHEMA)
    assert error.value.field == "sai"
    with pytest.raises(ComponentError):
        parse("tips.yaml", "- {id: k.t, say: k.t, when: {}}", TIPS_SCHEMA)


def test_a_deal_the_game_cannot_make_is_refused_by_name() -> None:
    tutorial = tutorial_for("karuba")
    rules = registry.get("karuba")
    assert tutorial.deal is not None
    for bad in (
        {**tutorial.deal, "pile_top": [1, 1]},
        {**tutorial.deal, "leader": 5},
        {**tutorial.deal, "starts": {"blue": {"beach": 30, "jungle": 40}}},
        {"shuffle": True},
    ):
        with pytest.raises(DealError):
            Match(rules, tutorial.config(), tutorial.seed, bad)


def test_a_damaged_deal_in_a_save_is_reported_and_the_file_kept(tmp_path: Path) -> None:
    tutorial = tutorial_for("karuba")
    match = new_match(tutorial)
    path = tmp_path / "guided.json"
    savefile.write(path, match)
    damaged = path.read_text().replace('"leader": 0', '"leader": 9')
    path.write_text(damaged)
    with pytest.raises(savefile.SaveFileError) as error:
        savefile.read(path)
    assert error.value.key == "save.damaged" and error.value.values["field"] == "deal"
    assert path.read_text() == damaged


# the tips are alive -------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_tip_fires_in_a_few_games(game: str) -> None:
    rules = registry.get(game)
    tutorial = tutorial_for(game)
    shown: set[str] = set()
    expected = {tip.id for tip in tips_for(game) if not tip.violation}
    for seed in range(8):
        match = Match(rules, tutorial.config(), seed)
        while (decision := match.pending()) is not None and shown != expected:
            tip = tips.due(rules, match.state, tutorial.guide_seat, tips_for(game), shown)
            if tip is not None:
                shown.add(tip.id)
            view = rules.view(match.state, decision.seat)
            match.apply(EasyBot(seed, decision.seat).choose(rules, view, len(match.steps)))
    assert shown == expected


def test_a_tip_about_a_rule_comes_once() -> None:
    no_jump = tips.about_refusal(tips_for("karuba"), "karuba.move.no_jump", set())
    assert no_jump is not None
    assert tips.about_refusal(tips_for("karuba"), "karuba.move.no_jump", {no_jump.id}) is None
