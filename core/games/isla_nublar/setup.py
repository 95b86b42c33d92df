"""The table at the start of an Isla Nublar game, as the seed's setup and the brief lay it out."""

from __future__ import annotations

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.registry import SWITCH
from core.games.isla_nublar.components import Components, components
from core.games.isla_nublar.schema import STAGE_A, STAGE_B
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import TURN, IslaNublarState, Seat

START_OPTION = "start"
RANDOM_START, FIRST_SEAT_STARTS = "random", "first"  # the values of the start option (IN-D1)
PATRONS_OPTION, INDIVIDUAL_OPTION = "patrons", "individual_scoring"  # the expert variants: "off" or "on"
ON = SWITCH[1]

# The setup's random events, in the order of their counters: then one per seat's first deck,
# then, with patrons, the A tiles and the B tiles.
_START_PLAYER, _MARKET, _DINOSAURS, _SCORINGS, _DECKS = 0, 1, 2, 3, 4
_TILE_SHUFFLES = 2


def new_game(
    players: int,
    seed: int,
    start: str = RANDOM_START,
    patrons: bool = False,
    individual_scoring: bool = False,
) -> IslaNublarState:
    """A fresh game: shuffled decks and stacks, five scoring cards face up, every seat's first hand.

    ``start`` is ``RANDOM_START`` (the start player drawn from the match seed) or
    ``FIRST_SEAT_STARTS`` (the first seat the host listed starts). With ``patrons`` the
    development tiles lie in their rows and each seat's marker crates at their starts; with
    ``individual_scoring`` the scoring deck is drawn from as the row's cards are bought.
    """
    parts = components()
    first = rng.generator(seed, _START_PLAYER).randrange(players) if start == RANDOM_START else 0
    chance = rng.generator(seed, _MARKET)
    market = tuple(tuple(chance.sample(stack, len(stack))) for stack in parts.market)
    scorings = _shuffled(seed, _SCORINGS, parts.scoring_cards)
    material = parts.material[players]
    seats = tuple(_seat(parts, seed, seat, players) for seat in range(players))
    land = len(parts.spaces)
    rows: tuple[tuple[int, ...], ...] = ()
    if patrons:
        rows = patron_rows(parts, seed, _DECKS + players)
        seats = tuple(evolve(held, crates=held.crates - len(rows)) for held in seats)
    return IslaNublarState(
        players=players,
        seed=seed,
        shuffles=_DECKS + players + (_TILE_SHUFFLES if rows else 0),
        start_player=first,
        turn=first,
        step=TURN,
        seats=seats,
        crates=((0,) * players,) * land,
        camps=((),) * land,
        dinosaurs=tuple(dinosaur.volcano for dinosaur in parts.dinosaurs),
        general_crates=(0,) * players,
        general_camps=(material.general_camps,) * players,
        market=market,
        scoring_row=scorings[: parts.scoring_row],
        scoring_deck=scorings[parts.scoring_row :],
        dinosaur_deck=_shuffled(seed, _DINOSAURS, parts.dinosaur_deck),
        individual_scoring=individual_scoring,
        patron_rows=rows,
        markers=((0,) * len(rows),) * players if rows else (),
    )


def patron_rows(parts: Components, seed: int, counter: int) -> tuple[tuple[int, ...], ...]:
    """Per patron: A tiles, B tiles (each stage shuffled, the rest left out), its final tile."""
    a_tiles = _shuffled(seed, counter, parts.tiles_of(STAGE_A))
    b_tiles = _shuffled(seed, counter + 1, parts.tiles_of(STAGE_B))
    return tuple(
        a_tiles[row * parts.row_a : (row + 1) * parts.row_a]
        + b_tiles[row * parts.row_b : (row + 1) * parts.row_b]
        + (parts.final_tile(row),)
        for row in range(len(parts.patrons))
    )


def _shuffled(seed: int, counter: int, cards: tuple[int, ...]) -> tuple[int, ...]:
    order = list(cards)
    rng.generator(seed, counter).shuffle(order)
    return tuple(order)


def _seat(parts: Components, seed: int, seat: int, players: int) -> Seat:
    """A seat with its shuffled starting deck, its first hand drawn, and its pieces."""
    deck = _shuffled(seed, _DECKS + seat, parts.start_cards(seat))
    material = parts.material[players]
    return Seat(
        hand=deck[: parts.hand_size],
        draw=deck[parts.hand_size :],
        discard=(),
        owned=tuple(sorted(deck)),
        camps=material.camps,
        crates=material.crates,
        earned=(0,) * len(SOURCES),
    )
