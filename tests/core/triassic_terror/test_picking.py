"""Phase 1: environment cards in a period's first round and one tile per seat (TT-D5 to TT-D9)."""

from __future__ import annotations

import pytest

from core.games.triassic_terror.actions import DrawBlindCard, TakeFaceUpCard
from core.games.triassic_terror.components import components
from core.games.triassic_terror.picking import begin_round
from core.games.triassic_terror.schema import TILES
from core.games.triassic_terror.state import CARD, NO_CARD, NO_TILE, NOBODY, TILE, TURN
from tests.core.triassic_terror.playing import RULES, end_round, new, pick_spaces, play

PARTS = components()


def test_in_a_periods_first_round_each_seat_takes_a_card_then_a_tile() -> None:
    """Seed: "In der ersten Runde jeder Periode darf zuerst der Startspieler … die offene oder eine
    verdeckte Karte … ziehen und sich dann … für eine Aktion entscheiden"; TT-D5."""
    state = new(3)
    start = state.start_player
    steps = []
    for _ in range(3):
        steps.append((RULES.pending(state).kind, state.turn))  # type: ignore[union-attr]
        state = play(state, DrawBlindCard())
        steps.append((RULES.pending(state).kind, state.turn))  # type: ignore[union-attr]
        state = play(state, RULES.legal(state)[0])
    seats = [(start + offset) % 3 for offset in range(3)]
    assert steps == [(step, seat) for seat in seats for step in (CARD, TILE)]
    assert all(seat.card != NO_CARD and seat.card_blind for seat in state.seats)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_picking_goes_clockwise_from_the_start_player(seed: int) -> None:
    """Seed: "… zuerst der Startspieler und danach … die anderen"; seats are clockwise (TT-D5)."""
    state = new(5, seed)
    pickers = []
    while state.step != TURN:
        if state.step == TILE:
            pickers.append(state.turn)
        state = play(state, RULES.legal(state)[-1])
    assert pickers == [(state.start_player + offset) % 5 for offset in range(5)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_seat_picks_exactly_one_tile_at_every_player_count(players: int) -> None:
    """TT-D5: no special picking rules by player count: one tile each, then the turns."""
    state = pick_spaces(new(players), list(range(1, players + 1)))
    assert all(seat.tile in TILES for seat in state.seats)
    assert len({seat.tile for seat in state.seats}) == players
    assert sorted(seat for seat in state.figures if seat != NOBODY) == list(range(players))
    turn = RULES.pending(state)
    assert turn is not None and turn.kind == TURN and turn.seat == state.figures[0]


def test_a_taken_face_up_card_is_replaced_at_once() -> None:
    """TT-D6: a taken face-up card is replaced at once from the deck."""
    state = new(4)
    card, top = state.face_up[0], state.deck[0]
    after, events = RULES.apply(state, TakeFaceUpCard(card))
    assert after.face_up == (top,) and after.deck == state.deck[1:]
    holder = after.seats[state.turn]
    assert (holder.card, holder.card_blind) == (card, False)
    assert [e.kind for e in events] == ["card_taken", "card_turned_up"] and events[1].reveals
    blind, events = RULES.apply(state, DrawBlindCard())
    assert blind.face_up == state.face_up and blind.seats[state.turn].card == top
    assert events[0].values == {}, "the log, read by all, does not name a blind card"
    assert RULES.check(state, TakeFaceUpCard(top)) is not None, "only a face-up card may be taken openly"


@pytest.mark.parametrize(("players", "openers"), [(4, {1, 4, 7}), (5, {1, 4, 7}), (6, {1, 4, 7})])
def test_cards_are_taken_only_in_a_periods_first_round(players: int, openers: set[int]) -> None:
    """Seed: "Hat jeder Spieler in der ersten Runde eine Geländekarte und ein Aktionsplättchen und in den
    nächsten beiden Runden nur ein Aktionsplättchen gewählt …" """
    state = new(players)
    for round_ in range(1, sum(PARTS.rounds[players]) + 1):
        assert state.round == round_
        assert (state.step == CARD) == (round_ in openers), f"round {round_}"
        state = begin_round(end_round(pick_spaces(state, list(range(1, players + 1)))))[0]


def test_the_picker_takes_the_tile_and_the_figure_stays_on_its_space() -> None:
    """Seed: "… so nimmt er dieses jetzt an sich, lässt aber seine Dinofigur auf dem Feld stehen"; TT-D9."""
    start = new(3)
    before = pick_spaces(start, [2, 6])
    assert all(seat.tile == NO_TILE for seat in before.seats), "nobody takes a tile before all have picked"
    state = pick_spaces(before, [4])
    first = start.start_player
    for offset, space in enumerate([2, 6, 4]):
        seat = (first + offset) % 3
        assert state.figures[space - 1] == seat
        assert state.seats[seat].tile == start.track[space - 1]
        assert state.track[space - 1] == NO_TILE
    assert state.turn == first, "the figure on the lowest space begins the turns (TT-D12)"


def test_the_picker_takes_the_white_dinos_on_the_tile() -> None:
    """Seed: "Liegen auf dem Aktionsplättchen weiße Dinos, so nimmt er auch diese an sich." """
    state = pick_spaces(new(2), [5, 1])
    raptors = next(seat for seat in state.seats if seat.tile == "raptors")
    other = next(seat for seat in state.seats if seat.tile != "raptors")
    assert (raptors.white_dinos, other.white_dinos) == (1, 0)
    assert state.track_white_dinos[4] == 0 and state.track_white_dinos[5] == 1, "migration's stays"


def test_unpicked_tiles_gain_a_white_dino_and_move_to_the_highest_spaces() -> None:
    """TT-D8, the brief's example: at 4 players the tiles left on spaces 2 and 5 go to 5 and 6."""
    played = pick_spaces(new(4), [1, 3, 4, 6])
    state, events = begin_round(end_round(played))
    assert state.track[4:] == (played.track[1], played.track[4])
    assert state.track_white_dinos == (0, 0, 0, 0, 1, 2)
    taken = {seat.tile for seat in played.seats}
    assert set(state.track[:4]) == taken
    assert state.white_pool == 12 - 3 and state.figures == (NOBODY,) * 6
    assert all(seat.tile == NO_TILE for seat in state.seats)
    assert (state.step, state.turn) == (TILE, (played.start_player + 1) % 4)
    assert events[0].kind == "track_laid" and events[0].reveals


def test_white_dinos_pile_up_while_the_pool_lasts() -> None:
    """TT-D8: white dinos pile up on a tile nobody picks, while the pool lasts (space 1 first)."""
    played = pick_spaces(new(2), [1, 2])
    state, _ = begin_round(end_round(played))
    assert state.track_white_dinos == (0, 0, 1, 1, 2, 2)
    state, _ = begin_round(end_round(pick_spaces(state, [1, 2])))
    assert state.track_white_dinos == (0, 0, 2, 2, 3, 3) and state.white_pool == 2
    state, _ = begin_round(end_round(pick_spaces(state, [1, 2])))
    assert state.track_white_dinos == (0, 0, 3, 3, 3, 3) and state.white_pool == 0
    assert sum(state.track_white_dinos) + state.white_pool == 12


def test_at_six_players_all_tiles_are_reshuffled() -> None:
    """TT-D8: with six pickers no tile is left, so all six are shuffled onto the track."""
    orders = set()
    for seed in range(6):
        state, _ = begin_round(end_round(pick_spaces(new(6, seed), [1, 2, 3, 4, 5, 6])))
        assert sorted(state.track) == sorted(TILES) and state.track_white_dinos == (0,) * 6
        orders.add(state.track)
    assert len(orders) > 1
