"""Actions round-trip through JSON; randomness and digests depend only on their inputs."""

from __future__ import annotations

import dataclasses

import pytest

from core.engine import rng
from core.engine.serial import ActionFormatError, action_from_json, digest, to_plain
from core.games.karuba.actions import ACTION_TYPES, ChooseBeach, Discard, MoveTo, Place, Reveal
from tests.core.karuba.builders import fresh


@pytest.mark.parametrize("action", [ChooseBeach(20), Reveal(), Place(7), Discard(), MoveTo(210)])
def test_an_action_survives_its_json_form(action: object) -> None:
    data = action.to_json()
    assert action_from_json(ACTION_TYPES, data) == action


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"field": 3},
        {"kind": "fly"},
        {"kind": "place"},
        {"kind": "place", "field": True},
        {"kind": "place", "field": 2.0},
        {"kind": "place", "field": 2, "colour": 1},
    ],
)
def test_a_malformed_action_is_refused(data: object) -> None:
    with pytest.raises(ActionFormatError):
        action_from_json(ACTION_TYPES, data)


def test_the_generator_depends_on_seed_and_counter_only() -> None:
    draws = [rng.generator(seed, counter).random() for seed in (1, 2) for counter in (0, 1)]
    assert len(set(draws)) == 4
    assert rng.generator(1, 0).random() == draws[0]


def test_the_digest_follows_the_state() -> None:
    assert digest(fresh(2, seed=1)) == digest(fresh(2, seed=1))
    assert digest(fresh(2, seed=1)) != digest(fresh(2, seed=2))


@dataclasses.dataclass(frozen=True)
class _Kept:
    moves: tuple[int, ...]
    derived: tuple[int, ...] = dataclasses.field(default=(), metadata={"digest": False})


def test_a_field_marked_out_of_the_digest_is_saved_but_not_fingerprinted() -> None:
    """Bookkeeping added later must not make saves that predate it look damaged."""
    older, newer = _Kept((1, 2)), _Kept((1, 2), derived=(2,))
    assert digest(older) == digest(newer)
    assert digest(older) != digest(_Kept((1, 3)))
    assert to_plain(newer) == {"moves": [1, 2], "derived": [2]}
