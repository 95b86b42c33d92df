"""The table at the start of an Isla Nublar game, as the seed's setup and the brief lay it out."""

from __future__ import annotations

from core.engine import rng
from core.games.isla_nublar.components import Components, components
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import TURN, IslaNublarState, Seat

START_OPTION = "start"
RANDOM_START, FIRST_SEAT_STARTS = "random", "first"  # the values of the start option (IN-D1)

# The setup's random events, in the order of their counters: then one per seat's first deck.
_START_PLAYER, _MARKET, _DINOSAURS, _SCORINGS, _DECKS = 0, 1, 2, 3, 4


def new_game(players: int, seed: int, start: str = RANDOM_START) -> IslaNublarState:
    """A fresh game: shuffled decks and stacks, five scoring cards face up, every seat's first hand.

    ``start`` is ``RANDOM_START`` (the start player drawn from the match seed) or
    ``FIRST_SEAT_STARTS`` (the first seat the host listed starts).
    """
    parts = components()
    first = rng.generator(seed, _START_PLAYER).randrange(players) if start == RANDOM_START else 0
    chance = rng.generator(seed, _MARKET)
    market = tuple(tuple(chance.sample(stack, len(stack))) for stack in parts.market)
    scorings = _shuffled(seed, _SCORINGS, parts.scoring_cards)
    material = parts.material[players]
    seats = tuple(_seat(parts, seed, seat, players) for seat in range(players))
    land = len(parts.spaces)
    return IslaNublarState(
        players=players,
        seed=seed,
        shuffles=_DECKS + players,
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
