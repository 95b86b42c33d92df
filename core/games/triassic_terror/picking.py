"""Phase 1 of a round: environment cards in a period's first round, then one action tile per seat.

The seats pick in turn from the start player clockwise (TT-D5). In a period's first round each
takes the face-up card (replaced at once from the deck, TT-D6) or the top card blind, and then
at once puts its figure on a tile; in the other rounds only the tile. Once every seat has
picked, each takes its tile and the white dinos on it, the figure staying on the space, which
orders the turns (TT-D9, TT-D12).

``begin_round`` lays the track for a round after the first (TT-D8): the rules of the turns
call it (``rounds.end_round``) once the round number and the start player marker have moved on.
"""

from __future__ import annotations

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.triassic_terror.actions import DrawBlindCard, PickTile, TakeFaceUpCard
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import CARD, NO_TILE, NOBODY, TILE, TURN, TriassicTerrorState

# the card ------------------------------------------------------------------------


def check_face_up(state: TriassicTerrorState, action: TakeFaceUpCard) -> Violation | None:
    if action.card not in state.face_up:
        return Violation("triassic_terror.card.not_face_up", {"card": action.card})
    return None


def apply_face_up(
    state: TriassicTerrorState, action: TakeFaceUpCard
) -> tuple[TriassicTerrorState, list[Event]]:
    seat = state.turn
    events = [Event("card_taken", seat, {"card": action.card})]
    slot = state.face_up.index(action.card)
    if state.deck:
        refill, deck = state.deck[0], state.deck[1:]
        face_up = put(state.face_up, slot, refill)
        events.append(Event("card_turned_up", None, {"card": refill}, reveals=True))
    else:  # the loader keeps enough cards for every game: this is only for a deck made otherwise
        deck, face_up = state.deck, state.face_up[:slot] + state.face_up[slot + 1 :]
    holder = evolve(state.seats[seat], card=action.card, card_blind=False)
    return evolve(state, deck=deck, face_up=face_up, seats=put(state.seats, seat, holder), step=TILE), events


def check_blind(state: TriassicTerrorState, _action: DrawBlindCard) -> Violation | None:
    return None if state.deck else Violation("triassic_terror.card.deck_empty")


def apply_blind(
    state: TriassicTerrorState, _action: DrawBlindCard
) -> tuple[TriassicTerrorState, list[Event]]:
    seat = state.turn
    holder = evolve(state.seats[seat], card=state.deck[0], card_blind=True)
    # The card stays out of the event: the log is read by every seat.
    events = [Event("card_drawn_blind", seat, {}, reveals=True)]
    return evolve(state, deck=state.deck[1:], seats=put(state.seats, seat, holder), step=TILE), events


def legal_card(state: TriassicTerrorState) -> list[Action]:
    options: list[Action] = [TakeFaceUpCard(card) for card in state.face_up]
    if state.deck:
        options.append(DrawBlindCard())
    return options


# the tile ------------------------------------------------------------------------


def check_tile(state: TriassicTerrorState, action: PickTile) -> Violation | None:
    if action.tile == NO_TILE or action.tile not in state.track:
        return Violation("triassic_terror.tile.not_on_track", {"tile": action.tile})
    space = state.track.index(action.tile)
    if state.figures[space] != NOBODY:
        return Violation("triassic_terror.tile.taken", {"tile": action.tile, "space": space + 1})
    return None


def apply_tile(state: TriassicTerrorState, action: PickTile) -> tuple[TriassicTerrorState, list[Event]]:
    space = state.track.index(action.tile)
    events = [Event("tile_picked", state.turn, {"tile": action.tile, "space": space + 1})]
    state = evolve(state, figures=put(state.figures, space, state.turn))
    following = (state.turn + 1) % state.players
    if following != state.start_player:
        step = CARD if components().opens_period(state.players, state.round) else TILE
        return evolve(state, turn=following, step=step), events
    return _take_tiles(state, events)


def legal_tile(state: TriassicTerrorState) -> list[Action]:
    return [
        PickTile(tile)
        for tile, figure in zip(state.track, state.figures, strict=True)
        if figure == NOBODY and tile != NO_TILE
    ]


def _take_tiles(state: TriassicTerrorState, events: list[Event]) -> tuple[TriassicTerrorState, list[Event]]:
    """Every picker takes its tile and the white dinos on it; the turns begin at the lowest space."""
    seats, track, white = list(state.seats), list(state.track), list(state.track_white_dinos)
    for space, seat in enumerate(state.figures):
        if seat == NOBODY:
            continue
        seats[seat] = evolve(seats[seat], tile=track[space], white_dinos=white[space])
        events.append(Event("tile_taken", seat, {"tile": track[space], "white_dinos": white[space]}))
        track[space], white[space] = NO_TILE, 0
    first = next(seat for seat in state.figures if seat != NOBODY)
    state = evolve(state, seats=tuple(seats), track=tuple(track), track_white_dinos=tuple(white))
    return evolve(state, step=TURN, turn=first), events


# a later round's track -------------------------------------------------------------


def begin_round(state: TriassicTerrorState) -> tuple[TriassicTerrorState, list[Event]]:
    """The track of a round after the first, and its picking begun with the start player (TT-D8).

    Each tile nobody picked gains white dinos while the pool lasts (space 1 first, they pile
    up) and moves, in its order, to the highest spaces; the tiles taken are shuffled onto the
    lower ones. Expects the round and the start player already moved on and every white dino
    taken with a tile back in the pool.
    """
    idle = components().action_track.idle_white_dinos
    pool = state.white_pool
    left: list[tuple[str, int]] = []
    for tile, lying in zip(state.track, state.track_white_dinos, strict=True):
        if tile != NO_TILE:
            gained = min(idle, pool)
            pool -= gained
            left.append((tile, lying + gained))
    taken, state = rng.shuffled(state, [seat.tile for seat in state.seats if seat.tile != NO_TILE])
    track = taken + tuple(tile for tile, _ in left)
    white = (0,) * len(taken) + tuple(dinos for _, dinos in left)
    seats = tuple(evolve(seat, tile=NO_TILE) for seat in state.seats)
    step = CARD if components().opens_period(state.players, state.round) else TILE
    state = evolve(
        state,
        seats=seats,
        track=track,
        track_white_dinos=white,
        figures=(NOBODY,) * len(track),
        white_pool=pool,
        step=step,
        turn=state.start_player,
    )
    event = Event("track_laid", None, {"tiles": list(track), "white_dinos": list(white)}, reveals=True)
    return state, [event]
