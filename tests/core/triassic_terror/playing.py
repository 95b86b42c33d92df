"""Playing Triassic Terror in tests: a new game, actions in a row, a round's picking, a turn set up
to test one rule, a turn played through, and the script of the scripted games."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from core.games.triassic_terror.actions import EndTurn, PickTile, TakeFaceUpCard
from core.games.triassic_terror.components import components
from core.games.triassic_terror.rules import TriassicTerrorRules
from core.games.triassic_terror.state import (
    CARD,
    HUNTING,
    MIGRATE,
    NO_CARD,
    PLACE,
    TILE,
    TURN,
    Herd,
    TriassicTerrorState,
)

RULES = TriassicTerrorRules()


def new(players: int, seed: int = 1) -> TriassicTerrorState:
    config = MatchConfig("triassic_terror", tuple(PlayerInfo(f"P{seat}") for seat in range(players)))
    return RULES.setup(config, seed)


def play(state: TriassicTerrorState, *actions: Action) -> TriassicTerrorState:
    for action in actions:
        state, _ = RULES.apply(state, action)
    return state


def pick_spaces(state: TriassicTerrorState, spaces: list[int]) -> TriassicTerrorState:
    """Every seat in turn takes the face-up card if cards are taken, then the tile on the next space."""
    for space in spaces:
        if state.step == CARD:
            state = play(state, TakeFaceUpCard(state.face_up[0]))
        state = play(state, PickTile(state.track[space - 1]))
    return state


def end_round(state: TriassicTerrorState) -> TriassicTerrorState:
    """What the turns leave for ``picking.begin_round``, without playing them: cards played, white
    dinos back, the round and the marker moved on (for the tests of the next round's track)."""
    held = tuple(seat.card for seat in state.seats if seat.card != NO_CARD)
    white = sum(seat.white_dinos for seat in state.seats)
    seats = tuple(evolve(seat, card=NO_CARD, card_blind=False, white_dinos=0) for seat in state.seats)
    return evolve(
        state,
        seats=seats,
        discard=state.discard + held,
        white_pool=state.white_pool + white,
        round=state.round + 1,
        start_player=(state.start_player + 1) % state.players,
    )


def at_turn(
    players: int,
    tile: str,
    *,
    card: int = NO_CARD,
    white_dinos: int = 0,
    herds: dict[int, list[tuple[int, int]]] | None = None,
    supply: int | None = None,
) -> TriassicTerrorState:
    """The first turn of round 1, its seat holding this tile, card and white dinos; with ``herds``
    (per area, (seat, dinos) in habitat order) the board holds only those, and ``supply`` sets the
    seat's supply (else every seat keeps its 57 less what is on the board)."""
    state = pick_spaces(new(players), list(range(1, players + 1)))
    if herds is not None:
        table = tuple(tuple(Herd(seat, dinos) for seat, dinos in herds.get(area, [])) for area in range(12))
        state = evolve(state, herds=table)
    whole = components().supply_dinos(players)
    seats = [
        evolve(seat, supply=whole - state.dinos_on_board(index)) for index, seat in enumerate(state.seats)
    ]
    seat = state.turn
    seats[seat] = evolve(
        seats[seat],
        tile=tile,
        card=card,
        card_blind=False,
        white_dinos=white_dinos,
        supply=seats[seat].supply if supply is None else supply,
    )
    return evolve(state, seats=tuple(seats))


def finish_turn(state: TriassicTerrorState) -> TriassicTerrorState:
    """The turn played with the first option until it may end (card, then action), then ended; a
    raptor's victim scatters the survivors with its first options on the way."""
    seat = state.turn
    while state.step in (TURN, PLACE, MIGRATE, *HUNTING) and (state.turn == seat or state.step in HUNTING):
        legal = RULES.legal(state)
        state = play(state, EndTurn() if EndTurn() in legal else legal[0])
    return state


def scripted(state: TriassicTerrorState) -> Action:
    """The script of a scripted game: the face-up card, the lowest free tile, the first option of a
    turn until it may end (white dinos and the Hatch counter left unused)."""
    legal = RULES.legal(state)
    if state.step in (CARD, TILE):
        return legal[0]
    return EndTurn() if EndTurn() in legal else legal[0]


def turn_seat(players: int) -> int:
    """The seat whose turn ``at_turn`` sets up."""
    return pick_spaces(new(players), list(range(1, players + 1))).turn
