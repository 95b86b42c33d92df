"""The finished trick and the last round's tally are public history in the state.

The table shows them until the next trick begins; being state, they survive
a save and a load, an undo and a redo, like everything else a player may
still look at.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

from core.engine import savefile
from core.engine.match import Match
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.state import LEAD_TRICK, NO_CARD, NO_SEAT, DiggerState, FinishedTrick
from tests.core.digger.builders import (
    PTERANODON,
    RULES,
    TRICERATOPS,
    card,
    cards,
    dealt,
    end_of_round,
    play,
)
from tests.core.digger.playing import new_match

HANDS = ("T2 T4 B7 V9 P9", "S1 S3 B5 B8 V9", "P2 P4 P6 P8 V3")


def test_a_finished_trick_keeps_every_set_the_passes_and_each_species_winner() -> None:
    state, events = play(
        dealt(3, HANDS),
        ChooseTrick("even"),
        PlaySet(cards("T2 T4")),
        Pass(),
        Swap(()),
        PlaySet(cards("P2 P4")),
    )
    assert state.step == LEAD_TRICK and state.lead == 1
    trick = state.last_trick
    assert trick is not None and trick.lead == 0
    assert trick.played == (cards("T2 T4"), (), cards("P2 P4"))
    assert trick.passed == (False, True, False)
    nobody = (NO_SEAT, NO_CARD)
    assert trick.winners == ((0, card("T4")), nobody, nobody, nobody, (2, card("P4")))
    won = [(event.seat, event.values) for event in events if event.kind == "won"]
    assert won == [
        (0, {"card": card("T4"), "species": TRICERATOPS}),
        (2, {"card": card("P4"), "species": PTERANODON}),
    ]
    assert all(RULES.view(state, seat).last_trick == trick for seat in range(3))  # public: every seat sees it


def test_the_finished_trick_is_put_away_when_the_next_lead_names_a_type_or_passes() -> None:
    state, _ = play(
        dealt(3, HANDS),
        ChooseTrick("even"),
        PlaySet(cards("T2 T4")),
        Pass(),
        Swap(()),
        PlaySet(cards("P2 P4")),
    )
    assert state.last_trick is not None
    named, _ = play(state, ChooseTrick("odd"))  # seat 1 leads S1 S3 next
    assert named.last_trick is None
    earlier = FinishedTrick(1, (cards("S6 S8"), ()), (False, True), ((NO_SEAT, NO_CARD),) * 5)
    stuck = dataclasses.replace(dealt(2, ("T1 S4", "T2 T4 T6"), deck="", discard=""), last_trick=earlier)
    passed, _ = play(stuck, Pass())
    assert passed.last_trick is None


def test_a_round_scored_keeps_its_tally_until_the_next_round_begins() -> None:
    state, events = end_of_round(3, ("T10 T9", "S8 S7", "B4"))
    scored = next(event for event in events if event.kind == "round_scored")
    tally = state.last_tally
    assert tally is not None and tally.round == 1 and state.round == 2
    assert [list(row) for row in tally.counts] == scored.values["counts"]
    assert [list(row) for row in tally.awarded] == scored.values["awarded"]
    assert tally.awarded == ((1, 0, 0, 0, 0), (0, 1, 0, 0, 0), (0, 0, 1, 0, 0))
    assert state.last_trick is not None and state.last_trick.passed[state.last_trick.lead]
    assert RULES.view(state, 1).last_tally == tally
    state, _ = play(state, RULES.legal(state)[0])
    assert state.last_tally is None and state.last_trick is None


def _play_until(match: Match, chance: random.Random, reached: Callable[[DiggerState], bool]) -> None:
    while match.pending() is not None and not reached(match.state):
        match.apply(chance.choice(match.legal()))


def test_a_saved_and_loaded_match_shows_the_same_finished_trick_and_tally(tmp_path: Path) -> None:
    chance = random.Random("digger-history")
    match = new_match(3, seed=5)
    _play_until(match, chance, lambda state: state.last_trick is not None)
    path = tmp_path / "trick.dinotable"
    savefile.write(path, match)
    loaded = savefile.read(path)
    assert match.state.last_trick is not None
    assert loaded.state.last_trick == match.state.last_trick
    assert RULES.view(loaded.state, 1) == RULES.view(match.state, 1)
    _play_until(match, chance, lambda state: state.last_tally is not None)
    savefile.write(path, match)
    assert match.state.last_tally is not None
    assert savefile.read(path).state.last_tally == match.state.last_tally


def test_undo_brings_back_the_finished_trick_the_next_lead_put_away() -> None:
    chance = random.Random("digger-history-undo")
    match = new_match(2, seed=3)
    _play_until(match, chance, lambda state: state.last_trick is not None)
    shown = match.state.last_trick
    assert shown is not None
    match.apply(chance.choice(match.legal()))  # the next lead names a type (or passes)
    assert match.state.last_trick is None
    assert match.can_undo()
    match.undo()
    assert match.state.last_trick == shown
    match.redo()
    assert match.state.last_trick is None
