"""The table at the start, as the seed's setup and the brief (TT-D1 to TT-D4, TT-D7) lay it out."""

from __future__ import annotations

import pytest

from core.games.triassic_terror.components import components
from core.games.triassic_terror.setup import FIRST_SEAT_STARTS, RANDOM_START, new_game
from core.games.triassic_terror.state import CARD, NEUTRAL, NO_CARD, NO_TILE, NOBODY, TriassicTerrorState

PARTS = components()
PLAYER_COUNTS = (2, 3, 4, 5, 6)


def area(area_id: str) -> int:
    return PARTS.area(area_id).index


def seat_number(state: TriassicTerrorState, seat: int) -> int:
    """The seat's number on the start table: the start player is 1, the others count on clockwise."""
    return (seat - state.first_player) % state.players + 1


@pytest.mark.parametrize(
    ("players", "side"), [(2, "standard"), (4, "standard"), (5, "crowded"), (6, "crowded")]
)
def test_the_board_side_follows_the_player_count(players: int, side: str) -> None:
    """Seed: "… auf die eine (2 bis 4 Spieler) oder andere Seite (5 bis 6 Spieler) gedreht"."""
    assert new_game(players, seed=1).side == side


def test_the_deck_is_shuffled_from_the_seed_and_one_card_lies_face_up() -> None:
    """Seed: "Die Geländekarten werden gemischt …" and "Die oberste Karte wird dann aufgedeckt …"."""
    state = new_game(4, seed=1)
    assert len(state.face_up) == 1 and len(state.deck) == 27 and state.discard == ()
    assert sorted(state.deck + state.face_up) == list(range(28))
    assert new_game(4, seed=1).deck == state.deck, "the same seed deals the same deck"
    orders = {new_game(4, seed=seed).deck for seed in range(5)}
    assert len(orders) > 1, "other seeds shuffle otherwise"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_round_one_track_has_migration_on_six_and_raptors_on_five_each_with_a_white_dino(
    players: int,
) -> None:
    """Seed: "Herdenwanderung" auf das Feld 6 … "Raptoren" auf die 5 … jeweils … ein weißer Dino (TT-D7)."""
    state = new_game(players, seed=players)
    assert state.track[5] == "herd_migration" and state.track[4] == "raptors"
    assert state.track_white_dinos == (0, 0, 0, 0, 1, 1)
    assert state.figures == (NOBODY,) * 6


def test_the_other_four_tiles_lie_on_spaces_one_to_four_shuffled_from_the_seed() -> None:
    """Seed: "Die anderen vier Aktionsplättchen werden verdeckt gemischt und dann offen auf … (1 bis 4)
    gelegt"."""
    others = {"new_environment", "herd_growth", "hatch", "t_rex"}
    orders = {new_game(3, seed=seed).track[:4] for seed in range(12)}
    assert all(set(order) == others for order in orders)
    assert len(orders) > 1


def test_the_white_dino_pool_holds_twelve_less_the_two_on_the_track() -> None:
    """Brief: 12 white dinos (TT-D4); two of them lie on the track in round 1."""
    state = new_game(5, seed=2)
    assert state.white_pool == 10 and state.white_pool + sum(state.track_white_dinos) == 12
    assert all(seat.white_dinos == 0 for seat in state.seats)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_predators_stand_on_their_start_areas(players: int) -> None:
    """Seed: "Der neutrale T-Rex und die Raptoren kommen auf die markierten Felder …" (TT-D3)."""
    state = new_game(players, seed=1)
    assert (state.t_rex, state.t_rex_owner) == (area("desert_middle"), NEUTRAL)
    assert state.pterodactyl == area("desert_outer")
    assert sorted(state.raptors) == sorted((area("forest_outer"), area("mountains_outer")))


def test_the_round_marker_is_on_round_one_of_the_triassic() -> None:
    """Seed: "Der Rundenmarker kommt auf die 1 der Triasperiode." """
    state = new_game(2, seed=1)
    assert state.round == 1 and PARTS.scoring_rounds(2)[0] >= state.round, "round 1 is in the first period"
    assert PARTS.periods[0] == "triassic"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_player_starts_with_score_zero_their_t_rex_off_the_board_and_both_counters(
    players: int,
) -> None:
    """Seed: figure and T-Rex beside the player, score marker on 0, two small tiles (Hatch, Volcano)."""
    state = new_game(players, seed=1)
    for seat in state.seats:
        assert seat.score == 0
        assert (seat.hatch_counters, seat.volcano_counters) == (1, 1)
        assert (seat.card, seat.card_blind, seat.tile) == (NO_CARD, False, NO_TILE)
    assert state.t_rex_owner == NEUTRAL, (
        "the neutral T-Rex is the one on the board: every player's stands beside them"
    )


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_supply_holds_57_less_the_start_herd(players: int) -> None:
    """Seed: "18 Dinofiguren und 13 Dinoscheiben (eine Scheibe = drei Dinos)"; TT-D4: 57 before the
    start herd."""
    state = new_game(players, seed=1)
    for seat, held in enumerate(state.seats):
        assert held.supply == 53
        assert held.supply + state.dinos_on_board(seat) == 57


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_start_herds_of_four_stand_in_the_swamp_by_seat(players: int, seed: int) -> None:
    """Seed: "… wo jeder seine vier Dinos im Sumpfgebiet einsetzen darf"; brief: seat 1 outer, 2 middle,
    3 inner, 4 outer, 5 middle, 6 inner, counted clockwise from the start player."""
    rings = ("outer", "middle", "inner")
    state = new_game(players, seed)
    for seat in range(players):
        homes = [
            index for index, herds in enumerate(state.herds) if any(herd.owner == seat for herd in herds)
        ]
        assert len(homes) == 1, "one herd each"
        home = PARTS.areas[homes[0]]
        assert home.id == f"swamp_{rings[(seat_number(state, seat) - 1) % 3]}"
        herd = state.herd(home.index, seat)
        assert herd is not None and herd.dinos == 4


def test_at_two_players_the_inner_swamp_starts_empty() -> None:
    """TT-D2: "At 2 players only the outer and middle Swamp areas are used." """
    assert new_game(2, seed=4).herds[area("swamp_inner")] == ()


@pytest.mark.parametrize("players", [4, 5, 6])
def test_of_two_seats_sharing_an_area_the_later_stands_below(players: int) -> None:
    """TT-D2: of two seats sharing an area the later stands below (4 vs 4)."""
    state = new_game(players, seed=7)
    outer = state.herds[area("swamp_outer")]
    assert [seat_number(state, herd.owner) for herd in outer] == [1, 4]


def test_seat_one_holds_the_start_player_marker() -> None:
    """Seed: "Ein Spieler bekommt jetzt den Startspielerstein und ist der Spieler 1." """
    state = new_game(4, seed=5)
    assert state.start_player == state.first_player
    assert (state.step, state.turn) == (CARD, state.start_player), "the start player takes the first card"


def test_seat_one_is_drawn_from_the_seed_unless_the_host_chose_it() -> None:
    """TT-D1: the launcher picks seat 1 at random from the game seed, or the host chooses it."""
    drawn = {new_game(6, seed, RANDOM_START).first_player for seed in range(30)}
    assert len(drawn) > 1 and drawn <= set(range(6))
    assert new_game(6, 3, RANDOM_START).first_player == new_game(6, 3, RANDOM_START).first_player
    assert {new_game(6, seed, FIRST_SEAT_STARTS).first_player for seed in range(10)} == {0}


def test_nothing_lies_under_ash_and_only_the_start_herds_are_on_the_board() -> None:
    state = new_game(3, seed=1)
    assert state.ash == () and state.end == ""
    assert sum(len(herds) for herds in state.herds) == 3
