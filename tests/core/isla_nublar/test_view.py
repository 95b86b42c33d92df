"""What a seat may see of the state (IN-D46), over many states of random games.

Secret: the other seats' hands and hidden cards, every discard pile below its top, the order of
every pile (the viewer's own draw pile shows as a sorted list), the dinosaur deck, the market
below its tops, the scoring deck, and the seed. Everything else stays as it is.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import fields
from functools import cache

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN
from core.engine.tuples import put
from core.games.isla_nublar.actions import PlayCard, Walk
from core.games.isla_nublar.components import WALKS, components
from core.games.isla_nublar.state import IslaNublarState, Seat
from tests.core.isla_nublar.playing import (
    RULES,
    VARIANTS,
    builder,
    card_of,
    dinosaur_card,
    new,
    placed,
    play,
    with_hand,
)

PARTS = components()
SECRET_FIELDS = {"seed", "seats", "market", "dinosaur_deck", "scoring_deck"}
SECRET_SEAT_FIELDS = {"hand", "draw", "discard", "hidden"}


@cache
def sampled_states() -> tuple[IslaNublarState, ...]:
    """Every third state of random games at 2, 3 and 4 players, all steps of a turn among them;
    the last two games with both expert variants (scoring cards in the seats' piles)."""
    found = []
    for game in range(8):
        chance = random.Random(game)
        choose = builder(chance)
        variants = VARIANTS[-1] if game >= 6 else ()
        state = new(players=2 + game % 3, seed=100 + game, start="random", variants=variants)
        for count in range(600):
            if RULES.pending(state) is None:
                break
            state, _ = RULES.apply(state, choose(state))
            if count % 3 == 0:
                found.append(state)
    return tuple(found)


def views() -> Iterator[tuple[IslaNublarState, int, IslaNublarState]]:
    for state in sampled_states():
        for seat in range(state.players):
            yield state, seat, RULES.view(state, seat)


def unknown(cards: tuple[int, ...]) -> bool:
    return all(card == UNKNOWN for card in cards)


def test_the_random_games_reach_the_steps_that_show_cards() -> None:
    """The sample is worth checking: hands, hidden cards, discards and questions to other seats occur."""
    states = sampled_states()
    steps = {state.step for state in states}
    assert {"turn", "action", "walk", "hide", "counter", "replay"} <= steps
    assert any(PARTS.card(card).scoring for state in states for seat in state.seats for card in seat.hand), (
        "a scoring card in a hand"
    )
    assert any(seat.hidden for state in states for seat in state.seats)
    assert any(len(seat.discard) > 1 for state in states for seat in state.seats)


def test_a_view_never_shows_another_seats_hand_hidden_cards_draw_pile_or_discards_below_the_top() -> None:
    """IN-D46: "Secret: hands, hidden (Versteck) cards, the order of every draw pile"; public:
    "every discard pile's size and top card", "hand and hidden-card counts"."""
    for state, viewer, seen in views():
        for index, (held, shown) in enumerate(zip(state.seats, seen.seats, strict=True)):
            if index == viewer:
                continue
            for name in ("hand", "draw", "hidden"):
                assert unknown(getattr(shown, name)) and len(getattr(shown, name)) == len(getattr(held, name))
            assert len(shown.discard) == len(held.discard)
            assert unknown(shown.discard[:-1]) and shown.discard[-1:] == held.discard[-1:]


def test_a_view_shows_the_viewers_own_cards_but_not_the_order_of_its_draw_pile() -> None:
    """IN-D46: the order of every draw pile is secret, its own cards the seat knows."""
    for state, viewer, seen in views():
        held, shown = state.seats[viewer], seen.seats[viewer]
        assert shown.hand == held.hand and shown.hidden == held.hidden and shown.discard == held.discard
        assert shown.draw == tuple(sorted(held.draw))


def test_a_view_never_shows_the_decks_the_market_below_its_tops_or_the_seed() -> None:
    """IN-D46: the dino deck's order is secret, and so are the market below the tops and the
    face-down scoring deck; public: "market tops, the scoring row". The seed would give them all."""
    for state, _viewer, seen in views():
        assert seen.seed != state.seed and seen.seed == 0
        assert unknown(seen.dinosaur_deck) and len(seen.dinosaur_deck) == len(state.dinosaur_deck)
        assert unknown(seen.scoring_deck) and len(seen.scoring_deck) == len(state.scoring_deck)
        for stack, shown in zip(state.market, seen.market, strict=True):
            assert shown[:1] == stack[:1] and unknown(shown[1:]) and len(shown) == len(stack)


def test_a_view_keeps_every_public_part() -> None:
    """IN-D46: "Public: market tops, the scoring row, the board, ... play areas", the owned cards,
    the pools, the points, the step and whose it is."""
    public = [field.name for field in fields(IslaNublarState) if field.name not in SECRET_FIELDS]
    public_seat = [field.name for field in fields(Seat) if field.name not in SECRET_SEAT_FIELDS]
    assert {"crates", "camps", "dinosaurs", "scoring_row", "trashed"} <= set(public)
    assert {"play", "owned", "gained", "score"} <= set(public_seat)
    for state, _viewer, seen in views():
        for name in public:
            assert getattr(seen, name) == getattr(state, name), name
        for held, shown in zip(state.seats, seen.seats, strict=True):
            for name in public_seat:
                assert getattr(shown, name) == getattr(held, name), name


def shuffled_secrets(state: IslaNublarState, viewer: int, chance: random.Random) -> IslaNublarState:
    """The state with its secret parts changed for the viewer: the other seats' unseen cards dealt
    afresh (same counts, same discard top), the viewer's draw pile, the decks and the market below
    the tops reordered, another seed."""
    seats = state.seats
    for index, held in enumerate(seats):
        if index == viewer:
            seats = put(seats, index, evolve(held, draw=_shuffled(held.draw, chance)))
            continue
        below = held.discard[:-1]
        unseen = list(held.hand + held.draw + held.hidden + below)
        chance.shuffle(unseen)
        sizes = (len(held.hand), len(held.draw), len(held.hidden))
        hand, draw = tuple(unseen[: sizes[0]]), tuple(unseen[sizes[0] : sizes[0] + sizes[1]])
        rest = unseen[sizes[0] + sizes[1] :]
        hidden, discard = tuple(rest[: sizes[2]]), tuple(rest[sizes[2] :]) + held.discard[-1:]
        seats = put(seats, index, evolve(held, hand=hand, draw=draw, hidden=hidden, discard=discard))
    return evolve(
        state,
        seed=state.seed + 1 + chance.randrange(1000),
        seats=seats,
        market=tuple(stack[:1] + _shuffled(stack[1:], chance) for stack in state.market),
        dinosaur_deck=_shuffled(state.dinosaur_deck, chance),
        scoring_deck=_shuffled(state.scoring_deck, chance),
    )


def _shuffled(cards: tuple[int, ...], chance: random.Random) -> tuple[int, ...]:
    order = list(cards)
    chance.shuffle(order)
    return tuple(order)


def test_states_differing_only_in_secret_parts_give_equal_views() -> None:
    """IN-D46 as a whole: nothing secret can be read from a view, as two states that differ only
    there look the same to the seat."""
    chance = random.Random(46)
    changed = 0
    for state, viewer, seen in views():
        other = shuffled_secrets(state, viewer, chance)
        changed += other != state
        assert RULES.view(other, viewer) == seen
    assert changed > len(sampled_states())  # the secrets did differ, in most states


def test_a_public_difference_shows_in_the_view() -> None:
    """The other side of the equality: the view is no blank; the scoring row's order and another
    seat's hand count (both public, IN-D46) tell states apart."""
    state = next(found for found in sampled_states() if all(seat.hand for seat in found.seats))
    row = state.scoring_row[1:] + state.scoring_row[:1]
    assert RULES.view(evolve(state, scoring_row=row), 0) != RULES.view(state, 0)
    other = state.seats[1]
    fewer = evolve(state, seats=put(state.seats, 1, evolve(other, hand=other.hand[1:])))
    assert RULES.view(fewer, 0) != RULES.view(state, 0)


def test_the_asked_seat_cannot_see_who_else_holds_a_countermeasure() -> None:
    """IN-D46: hands are secret; IN-D20: the seats are asked one after another. Seat 1, asked
    first, may not learn from its view whether seat 2, asked after it, holds a Countermeasure."""
    alarm, fence = card_of("alarm"), card_of("electric_fence")
    kits = tuple(card_of("field_kit", 2, nth) for nth in range(5))
    seen = []
    for second_hand in ((fence, *kits[:4]), kits):
        state = placed(new(players=3), crates={(3, 4): {1: 1, 2: 1}}, dinosaurs={0: (3, 2)})
        state = with_hand(with_hand(state, 1, (alarm,)), 2, second_hand)
        tracks = dinosaur_card(0)
        state = play(with_hand(state, 0, (tracks,)), PlayCard(tracks), Walk(WALKS.index("s"), 2))
        assert RULES.pending(state).seat == 1
        seen.append(RULES.view(state, 1))
    assert seen[0].walk == seen[1].walk
