"""Match: the state is the replay of its actions; undo and redo walk that record."""

from __future__ import annotations

import random

import pytest

from core.engine.config_check import ConfigError
from core.engine.match import Match, UndoBar
from core.engine.protocol import Action, IllegalActionError, MatchConfig, PlayerInfo, Violation
from core.engine.serial import digest
from core.games.karuba.actions import ChooseBeach, ChooseJungle, Discard, Place, Reveal
from tests.core.playing import KARUBA, new_match, play


def after_setup(players: int = 2, seed: int = 3) -> Match:
    match = new_match(players, seed, setup="random")
    match.apply(Reveal())
    return match


def test_undo_steps_back_one_action() -> None:
    match = after_setup()
    before = match.state
    match.apply(Place(4))
    match.undo()
    assert match.state == before and len(match.steps) == 1


def test_redo_replays_what_was_undone() -> None:
    match = new_match(2, seed=3)
    match.apply(ChooseBeach(20))
    match.apply(ChooseJungle(100))  # the same seat places the whole blue pair
    done = match.state
    match.undo()
    match.undo()
    assert match.state == match.initial_state and match.can_redo()
    match.redo()
    assert match.state.beach_of[0] == 2 and match.state.temple_of[0] == 0
    match.redo()
    assert match.state == done and not match.can_redo()


def test_a_new_action_clears_redo() -> None:
    match = after_setup()
    match.apply(Place(4))
    match.undo()
    match.apply(Place(5))
    assert not match.can_redo()
    with pytest.raises(IllegalActionError) as error:
        match.redo()
    assert error.value.violation.rule == "engine.redo.nothing"


def test_undo_is_refused_right_after_a_reveal() -> None:
    match = after_setup()
    assert match.undo_seat() is None and not match.can_undo()
    with pytest.raises(IllegalActionError) as error:
        match.undo()
    assert error.value.violation.rule == "engine.undo.revealed"
    assert match.undo_bar() is UndoBar.REVEALED


def test_undo_stops_at_the_reveal_after_undoing_later_actions() -> None:
    match = after_setup()
    match.apply(Place(4))
    match.undo()
    assert not match.can_undo()


def test_undo_seat_names_whose_action_would_be_taken_back() -> None:
    match = new_match(2, seed=3)
    assert match.undo_seat() is None  # nothing done yet
    first = match.pending().seat
    match.apply(ChooseBeach(20))
    assert match.undo_seat() == first
    match.apply(ChooseJungle(100))
    second = match.pending().seat
    match.apply(ChooseBeach(60))
    assert match.undo_seat() == second != first


def test_undo_never_takes_back_a_step_another_seat_has_decided_after() -> None:
    match = new_match(2, seed=3)
    match.apply(ChooseBeach(20))
    match.apply(ChooseJungle(100))
    match.apply(ChooseBeach(60))  # the second seat decides
    match.undo()
    assert match.undo_seat() is None  # the first seat's pair is final now
    assert match.undo_bar() is UndoBar.OTHER_SEAT
    with pytest.raises(IllegalActionError) as error:
        match.undo()
    assert error.value.violation.rule == "engine.undo.other_seat"


def test_undo_says_when_there_is_nothing_yet_and_when_it_is_free() -> None:
    match = new_match(2, seed=3)
    assert match.undo_bar() is UndoBar.NOTHING
    match.apply(ChooseBeach(20))
    assert match.undo_bar() is None
    match.undo()
    assert match.undo_bar() is UndoBar.NOTHING


def test_a_solo_player_may_undo_back_to_the_last_reveal() -> None:
    match = new_match(1, seed=3, setup="random")
    match.apply(Reveal())
    match.apply(Discard())  # no adventurer can move yet: the steps lapse and the tile is done
    assert match.pending().kind == "reveal"
    match.undo()
    assert match.pending().kind == "tile" and not match.can_undo()


def test_setup_choices_can_be_undone() -> None:
    match = new_match(2, seed=3)
    match.apply(ChooseBeach(20))
    match.undo()
    assert match.state == match.initial_state


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    match = after_setup()
    match.apply(Place(4))
    state = match.state
    with pytest.raises(IllegalActionError) as error:
        match.apply(ChooseBeach(20))
    assert error.value.violation.rule == "engine.not_now"
    assert match.state == state


def test_no_action_after_the_end() -> None:
    match = new_match(1, seed=2, setup="random")
    play(match, random.Random(2))
    assert match.pending() is None and match.result() is not None
    with pytest.raises(IllegalActionError) as error:
        match.apply(Discard())
    assert error.value.violation.rule == "engine.game_over"


def test_same_seed_and_same_actions_give_the_same_game() -> None:
    first = new_match(3, seed=42)
    play(first, random.Random(5))
    second = Match.replay(KARUBA, first.config, 42, first.actions)
    assert digest(second.state) == digest(first.state)
    assert [step.state_after for step in second.steps] == [step.state_after for step in first.steps]


def test_a_different_seed_gives_a_different_game() -> None:
    assert new_match(3, seed=1).state.pile != new_match(3, seed=2).state.pile


@pytest.mark.parametrize("players", [0, 5])
def test_player_counts_outside_the_game_are_refused(players: int) -> None:
    config = MatchConfig("karuba", tuple(PlayerInfo(f"P{i}") for i in range(players)))
    with pytest.raises(ValueError) as error:
        Match(KARUBA, config, 1)
    assert isinstance(error.value, ConfigError) and error.value.key == "save.player_count"


def test_unknown_options_are_refused() -> None:
    for options in ({"setup": "upside down"}, {"speed": "fast"}):
        with pytest.raises(ValueError) as error:
            Match(KARUBA, MatchConfig("karuba", (PlayerInfo("A"),), options), 1)
        assert isinstance(error.value, ConfigError)
        assert error.value.key in ("save.unknown_option", "save.option_value")


def test_a_plan_is_one_operation_for_undo_and_redo() -> None:
    match = new_match(2, seed=3)
    match.apply_plan([ChooseBeach(20), ChooseJungle(100)])  # one click, two decisions of one seat
    done = match.state
    assert len(match.steps) == 2 and match.can_undo()
    match.undo()
    assert match.state == match.initial_state and not match.can_undo()
    match.redo()
    assert match.state == done and len(match.steps) == 2


def test_a_plan_with_a_refused_action_applies_nothing() -> None:
    match = new_match(2, seed=3)
    with pytest.raises(IllegalActionError) as error:
        match.apply_plan([ChooseBeach(20), ChooseJungle(990)])  # there is no jungle 990
    assert error.value.violation.rule.startswith("karuba.setup.")
    assert match.steps == [] and match.state == match.initial_state


def test_the_last_operation_is_kept_through_undo_and_replay() -> None:
    match = new_match(2, seed=3)
    assert match.last_operation() == () and match.operation_sizes() == []
    match.apply_plan([ChooseBeach(20), ChooseJungle(100)])
    match.apply(ChooseBeach(30))
    assert [step.action for step in match.last_operation()] == [ChooseBeach(30)]
    match.undo()
    assert [step.action for step in match.last_operation()] == [ChooseBeach(20), ChooseJungle(100)]
    loaded = Match.replay(match.rules, match.config, match.seed, match.actions, match.operation_sizes())
    assert [step.action for step in loaded.last_operation()] == [ChooseBeach(20), ChooseJungle(100)]
    assert loaded.operation_sizes() == [2]
    one_by_one = Match.replay(match.rules, match.config, match.seed, match.actions)
    assert [step.action for step in one_by_one.last_operation()] == [ChooseJungle(100)]


class CountingChecks:
    """Karuba's rules, counting the checks a match asks for."""

    def __init__(self) -> None:
        self.checked: list[Action] = []

    def __getattr__(self, name: str) -> object:
        return getattr(KARUBA, name)

    def check(self, state: object, action: Action) -> Violation | None:
        self.checked.append(action)
        return KARUBA.check(state, action)


def counting_match() -> tuple[Match, CountingChecks]:
    rules = CountingChecks()
    names = (PlayerInfo("Ann"), PlayerInfo("Ben"))
    return Match(rules, MatchConfig("karuba", names, {"setup": "random"}), 3), rules


def test_an_action_taken_from_legal_is_not_checked_again() -> None:
    match, rules = counting_match()
    match.apply(match.legal()[0])  # the reveal
    options = match.legal()
    match.apply(Place(options[0].field))  # an equal value counts as taken from them too
    assert rules.checked == []
    assert match.state.islands[0].grid[options[0].field]


def test_an_action_not_from_the_options_of_this_state_is_still_checked() -> None:
    match, rules = counting_match()
    match.apply(Reveal())  # legal never asked: checked
    stale = match.legal()  # the first seat's options
    match.apply(stale[0])
    match.apply(stale[0])  # the second seat's island is another: checked, and free there
    with pytest.raises(IllegalActionError) as error:
        match.apply(stale[0])  # both have placed: the next tile waits to be revealed
    assert error.value.violation.rule == "engine.not_now"
    assert rules.checked == [Reveal(), stale[0], stale[0]]


def test_undo_back_to_the_asked_state_keeps_its_options_unchecked() -> None:
    match, rules = counting_match()
    match.apply(Reveal())
    options = match.legal()
    match.apply(options[0])
    match.undo()
    match.apply(options[1])  # the very state legal was asked of: its options still hold
    assert rules.checked == [Reveal()]
