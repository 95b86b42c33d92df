"""Playing Triassic Terror in tests: a new game, actions in a row, a round's picking and its end."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from core.games.triassic_terror.actions import PickTile, TakeFaceUpCard
from core.games.triassic_terror.rules import TriassicTerrorRules
from core.games.triassic_terror.state import CARD, NO_CARD, TriassicTerrorState

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
    """What the turns would do before the next round: cards played, white dinos back, marker passed."""
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
