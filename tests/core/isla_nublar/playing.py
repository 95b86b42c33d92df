"""Playing Isla Nublar in tests: a new game, actions in a row, a position set up by hand, and a
random player that also builds."""

from __future__ import annotations

import random
from collections.abc import Mapping

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo
from core.engine.tuples import put
from core.games.isla_nublar.actions import (
    AdvancePatron,
    BuildCamp,
    Buy,
    BuyScoring,
    PlaceCrate,
    PlayCard,
    SkipAction,
    UseAction,
)
from core.games.isla_nublar.components import components
from core.games.isla_nublar.rules import IslaNublarRules
from core.games.isla_nublar.state import IslaNublarState
from tests.core.isla_nublar.builders import Place, island, space

RULES = IslaNublarRules()


VARIANTS = ((), ("patrons",), ("individual_scoring",), ("patrons", "individual_scoring"))


def new(
    players: int = 2, seed: int = 1, start: str = "first", variants: tuple[str, ...] = ()
) -> IslaNublarState:
    """A new game; ``variants`` names the expert variants switched on (see ``VARIANTS``)."""
    options = {"start": start, **{variant: "on" for variant in variants}}
    config = MatchConfig("isla_nublar", tuple(PlayerInfo(f"P{seat}") for seat in range(players)), options)
    return RULES.setup(config, seed)


def play(state: IslaNublarState, *actions: Action) -> IslaNublarState:
    for action in actions:
        state, _ = RULES.apply(state, action)
    return state


def play_events(state: IslaNublarState, action: Action) -> tuple[IslaNublarState, list[Event]]:
    return RULES.apply(state, action)


def card_of(type_id: str, seat: int = 0, nth: int = 0) -> int:
    """The ``nth`` card of this type: in the seat's starting deck, else anywhere."""
    parts = components()
    kind = parts.type_index[type_id]
    start = [card for card in parts.start_cards(seat) if parts.cards[card] == kind]
    cards = start or [card for card, found in enumerate(parts.cards) if found == kind]
    return cards[nth]


def at(column: int, row: int) -> int:
    return components().space_at(column, row)


def with_hand(state: IslaNublarState, seat: int, hand: tuple[int, ...], **pools: int) -> IslaNublarState:
    """The seat holds exactly ``hand``: the cards come from wherever they were (other cards of the
    seat's old hand go to its draw pile; a card from elsewhere becomes the seat's). ``pools`` set
    the turn's amber / crate_points / change_points."""
    state = take_cards(state, seat, hand)
    held = state.seats[seat]
    rest = tuple(card for card in held.hand if card not in hand)
    held = evolve(held, hand=hand, draw=rest + held.draw)
    return evolve(state, seats=put(state.seats, seat, held), **pools)


def take_cards(state: IslaNublarState, seat: int, cards: tuple[int, ...]) -> IslaNublarState:
    """The cards leave wherever they are (any seat's piles, the market, the decks) into the seat's hand."""
    gone = set(cards)
    seats = []
    for index, held in enumerate(state.seats):
        piles = {
            name: tuple(card for card in getattr(held, name) if card not in gone)
            for name in ("hand", "draw", "discard", "play", "gained", "hidden")
        }
        owned = tuple(card for card in held.owned if card not in gone)
        if index == seat:
            piles["hand"] = piles["hand"] + tuple(cards)
            owned = tuple(sorted(owned + tuple(cards)))
        seats.append(evolve(held, owned=owned, **piles))
    return evolve(
        state,
        seats=tuple(seats),
        market=tuple(tuple(card for card in stack if card not in gone) for stack in state.market),
        dinosaur_deck=tuple(card for card in state.dinosaur_deck if card not in gone),
        scoring_row=tuple(card for card in state.scoring_row if card not in gone),
        scoring_deck=tuple(card for card in state.scoring_deck if card not in gone),
    )


def placed(
    state: IslaNublarState,
    camps: Mapping[Place, int | tuple[int, ...]] | None = None,
    crates: Mapping[Place, Mapping[int, int]] | None = None,
    dinosaurs: Mapping[int, Place] | None = None,
) -> IslaNublarState:
    """The island holds exactly these pieces (the maps of ``builders.island``), taken from their
    owners' personal supplies so every piece stays accounted for; ``dinosaurs`` maps a
    dinosaur's index to the place it now stands on (the others stay where they were)."""
    position = island(camps, crates, state.players)
    standing = list(state.dinosaurs)
    for dinosaur, place in (dinosaurs or {}).items():
        standing[dinosaur] = space(place)
    seats = tuple(
        evolve(
            held,
            camps=held.camps - sum(stack.count(seat) for stack in position.camps),
            crates=held.crates - sum(here[seat] for here in position.crates),
        )
        for seat, held in enumerate(state.seats)
    )
    return evolve(state, seats=seats, crates=position.crates, camps=position.camps, dinosaurs=tuple(standing))


def dinosaur_card(dinosaur: int, nth: int = 0) -> int:
    """The ``nth`` card of the dinosaur deck that moves this dinosaur."""
    return card_of(f"{components().dinosaurs[dinosaur].id}_tracks", nth=nth)


def walking(state: IslaNublarState, dinosaur: int) -> IslaNublarState:
    """The active seat holds only this dinosaur's card and plays it: the walk is to be chosen."""
    card = dinosaur_card(dinosaur)
    return play(with_hand(state, state.turn, (card,)), PlayCard(card))


def builder(chance: random.Random):
    """A random player that uses actions, buys, places and builds more often than chance would
    (and, in the variants, advances patrons and buys scoring cards)."""
    weights = (
        (BuildCamp, 0.6),
        (BuyScoring, 0.4),
        (Buy, 0.5),
        (AdvancePatron, 0.3),
        (UseAction, 0.8),
        (PlaceCrate, 0.4),
    )

    def choose(state: IslaNublarState) -> Action:
        options = RULES.legal(state)
        for kind, weight in weights:
            wanted = [option for option in options if isinstance(option, kind)]
            if wanted and chance.random() < weight:
                return chance.choice(wanted)
        plain = [option for option in options if not isinstance(option, SkipAction)] or options
        return chance.choice(plain)

    return choose
