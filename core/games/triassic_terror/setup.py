"""The table at the start of a Triassic Terror game, as the seed's setup and the brief lay it out."""

from __future__ import annotations

from core.engine import rng
from core.games.triassic_terror.components import Components, components
from core.games.triassic_terror.schema import TILES
from core.games.triassic_terror.state import CARD, NEUTRAL, NOBODY, Herd, Seat, TriassicTerrorState

START_OPTION = "start"
RANDOM_START, FIRST_SEAT_STARTS = "random", "first"  # the values of the start option (TT-D1)

# The setup's random events, in the order of their counters.
_START_PLAYER, _DECK, _TILES, _SETUP_DRAWS = 0, 1, 2, 3


def new_game(players: int, seed: int, start: str = RANDOM_START) -> TriassicTerrorState:
    """A fresh game: shuffled deck and tiles, predators and start herds on the board, round 1.

    ``start`` is ``RANDOM_START`` (seat 1 drawn from the match seed) or ``FIRST_SEAT_STARTS``
    (the first seat the host listed is seat 1).
    """
    parts = components()
    first = rng.generator(seed, _START_PLAYER).randrange(players) if start == RANDOM_START else 0
    cards = list(range(len(parts.card_environments)))
    rng.generator(seed, _DECK).shuffle(cards)
    face_up = parts.deck.face_up
    track, track_white = _round_one_track(parts, seed)
    material = parts.material[players]
    seats = tuple(
        Seat(
            supply=parts.supply_dinos(players) - parts.start_herd_dinos,
            score=parts.score_start,
            hatch_counters=material.hatch_counters,
            volcano_counters=material.volcano_counters,
        )
        for _ in range(players)
    )
    return TriassicTerrorState(
        players=players,
        seed=seed,
        shuffles=_SETUP_DRAWS,
        side=parts.side[players],
        first_player=first,
        start_player=first,
        round=1,
        step=CARD,
        turn=first,
        seats=seats,
        herds=_start_herds(parts, players, first),
        track=track,
        track_white_dinos=track_white,
        figures=(NOBODY,) * parts.action_track.spaces,
        white_pool=parts.white_dinos - sum(track_white),
        deck=tuple(cards[face_up:]),
        face_up=tuple(cards[:face_up]),
        discard=(),
        t_rex=parts.predators.t_rex,
        t_rex_owner=NEUTRAL,
        pterodactyl=parts.predators.pterodactyl,
        raptors=parts.predators.raptors,
    )


def _round_one_track(parts: Components, seed: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The fixed tiles on their spaces with their white dinos; the others shuffled onto the rest."""
    spaces = parts.action_track.spaces
    track = [""] * spaces
    white = [0] * spaces
    for fixed in parts.action_track.fixed:
        track[fixed.space - 1] = fixed.tile
        white[fixed.space - 1] = fixed.white_dinos
    free = [tile for tile in TILES if tile not in track]
    rng.generator(seed, _TILES).shuffle(free)
    for space in range(spaces):
        if not track[space]:
            track[space] = free.pop(0)
    return tuple(track), tuple(white)


def _start_herds(parts: Components, players: int, first: int) -> tuple[tuple[Herd, ...], ...]:
    """Each seat's herd on its area of the start table, seat 1 first; a later seat stands below."""
    herds: list[list[Herd]] = [[] for _ in parts.areas]
    for number, area in enumerate(parts.start_areas[players]):
        herds[area].append(Herd((first + number) % players, parts.start_herd_dinos))
    return tuple(tuple(area) for area in herds)
