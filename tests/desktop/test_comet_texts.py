"""Comet in words: every option, decision, log line and refusal of real games, in both languages."""

from __future__ import annotations

import random

import pytest

from core.engine.evolve import evolve
from core.engine.match import Match
from core.games.comet.actions import Step
from desktop.games.comet import texts as comet_texts
from desktop.text import Texts
from tests.core.comet.builders import PARTS, RULES, config, new_state, seat_with


def readable(text: str | None) -> bool:
    return text is None or (bool(text) and "{" not in text and not text.startswith("comet.") and text != "?")


@pytest.mark.parametrize("language", ["en", "de"])
def test_everything_a_random_game_says_is_written_out(language: str) -> None:
    texts = Texts(language)
    chance = random.Random(language)
    for seed in range(3):
        match = Match(RULES, config(2 + seed, "ab"[seed % 2]), seed)
        cfg = match.config
        while (decision := match.pending()) is not None:
            state = match.state
            prompt, hint = comet_texts.decision_text(texts, cfg, state, decision)
            assert readable(prompt) and readable(hint), (prompt, hint)
            legal = match.legal()
            for action in legal[:40]:
                assert readable(comet_texts.action_text(texts, state, action)), action
            wrong = Step(0, chance.randrange(len(PARTS.boards[state.side].spaces)), "lava")
            violation = RULES.check(state, wrong)
            if violation is not None:
                assert readable(comet_texts.violation_text(texts, cfg, state, violation)), violation
            events = match.apply(chance.choice(legal))
            for event in events:
                line = comet_texts.event_text(texts, cfg, match.state, event)
                assert readable(line), (event, line)


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_ability_is_written_from_its_data(language: str) -> None:
    texts = Texts(language)
    abilities = [card.ability for card in PARTS.cards if card.ability is not None]
    abilities += [hero.start for hero in PARTS.heroes] + [hero.goal for hero in PARTS.heroes]
    for ability in abilities:
        text = comet_texts.ability_text(texts, ability)
        assert readable(text), ability
        for _, value in ability.values:
            if isinstance(value, int):
                assert str(value) in text, (ability, text)


def test_a_card_is_named_and_a_place_is_named_as_the_board_shows_it() -> None:
    texts = Texts("en")
    state = RULES.setup(config(), 1)
    board = PARTS.boards[state.side]
    assert comet_texts.place_name(texts, state, board.cave) == "the cave"
    numbers = [space.nest for space in board.spaces if space.nest]
    single = next(space for space in board.spaces if space.nest and numbers.count(space.nest) == 1)
    assert comet_texts.place_name(texts, state, single.index) == f"nest {single.nest}"
    twins = [space.index for space in board.spaces if space.nest and numbers.count(space.nest) == 2]
    pair = [index for index in twins if board.spaces[index].nest == board.spaces[twins[0]].nest]
    names = {comet_texts.place_name(texts, state, index) for index in pair}
    assert len(names) == 2 and all(name.startswith(f"nest {board.spaces[pair[0]].nest} (") for name in names)
    assert comet_texts.card_name(texts, 0) == PARTS.cards[0].id.capitalize()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_space_of_both_boards_has_a_name_of_its_own(language: str) -> None:
    texts = Texts(language)
    for side, board in PARTS.boards.items():
        state = RULES.setup(config(2, side), 1)
        names = [comet_texts.place_name(texts, state, space.index) for space in board.spaces]
        assert len(set(names)) == len(names), side
        for space in board.spaces:
            if space.land not in ("nest", "cave"):  # a landscape is named by its neighbour nest or the cave
                assert texts(f"comet.land.{space.land}") in names[space.index]


def test_an_amount_of_one_is_said_in_the_singular() -> None:
    from core.games.comet.effects import Ability

    one = Ability.from_data({"effect": "points_per_colour", "colour": "red", "points": 1})
    two = Ability.from_data({"effect": "points_per_colour", "colour": "red", "points": 2})
    assert comet_texts.ability_text(Texts("en"), one).startswith("End: 1 point for")
    assert comet_texts.ability_text(Texts("en"), two).startswith("End: 2 points for")
    assert comet_texts.ability_text(Texts("de"), one).startswith("Ende: 1 Punkt je")


def test_the_score_details_list_each_animal_each_bonus_and_the_heros_goal() -> None:
    texts = Texts("en")
    state = new_state()
    by_colour = {
        colour: next(
            card
            for card in PARTS.cards
            if card.tier == "silver" and card.colour == colour and card.ability is None and not card.joker
        )
        for colour in ("red", "blue", "green", "yellow")
    }
    bonus = next(
        card
        for card in PARTS.cards
        if card.ability is not None and card.ability.effect == "points_per_colour" and card.colour != "red"
    )
    rescued = (by_colour["red"].index, by_colour["blue"].index, bonus.index)
    state = seat_with(state, 0, rescued=rescued)
    line = comet_texts.score_details(texts, config(), state)[0]
    red = by_colour["red"]
    assert f"{comet_texts.card_name(texts, red.index)} {red.points}" in line
    expected = bonus.ability.value("points") * sum(
        1
        for card in (by_colour["red"], by_colour["blue"], bonus)
        if card.colour == bonus.ability.value("colour")
    )
    assert f"Bonuses: {comet_texts.card_name(texts, bonus.index)} {expected}." in line
    assert "Bonuses: none" in comet_texts.score_details(texts, config(), new_state())[0]


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_move_with_every_symbol_spent_asks_for_a_joker_or_the_end(language: str) -> None:
    texts = Texts(language)
    state = evolve(new_state(), step="move", symbols=(), move_kind="main")
    prompt, hint = comet_texts.decision_text(texts, config(), state, RULES.pending(state))
    assert prompt == texts("comet.decision.move_spent.prompt", player="P1")
    assert readable(hint)
