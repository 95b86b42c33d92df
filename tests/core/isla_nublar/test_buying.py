"""Buying: the top card of any of the five stacks, paid with the amber pool, to the discard pile
(seed "Neue Karten kaufen"; IN-D7)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.tuples import put
from core.games.isla_nublar.actions import Buy, EndTurn, PlayCard, UseAction
from core.games.isla_nublar.components import components
from tests.core.isla_nublar.playing import RULES, card_of, new, play, with_hand

PARTS = components()


def test_the_top_card_of_each_stack_is_for_sale_at_its_price() -> None:
    """Seed: "Kaufen kannst du von jedem der 5 Stapel auf dem Plan jeweils die oberste Karte. Der
    Preis steht rot unten rechts"."""
    state = with_hand(new(2, 3), 0, (), amber=4)
    assert RULES.legal(state)[:3] == [Buy(0), Buy(1), Buy(2)]
    assert Buy(3) not in RULES.legal(state)
    violation = RULES.check(state, Buy(3))
    assert violation is not None and violation.rule == "isla_nublar.buy.too_dear"
    assert violation.values == {"price": 5, "amber": 4}


def test_several_cards_pay_for_one_purchase_and_the_rest_buys_on() -> None:
    """Seed: "spielst du Karten mit dem Bernstein-Symbol aus, bis die Summe den Preis erreicht oder
    übertrifft"; "Ein Überschuss darf für weitere Käufe genutzt werden"; IN-D7: any number of
    purchases, the next card of a stack then buyable too."""
    kits = tuple(card_of("field_kit", nth=nth) for nth in range(3))
    pouch = card_of("amber_pouch")
    state = with_hand(new(2, 3), 0, kits + (pouch,))
    for card in kits:
        state = play(state, PlayCard(card), UseAction(0))
    state = play(state, PlayCard(pouch), UseAction(0))
    assert state.amber == 5
    first, second, third = state.market[0][:3]
    state = play(state, Buy(0), Buy(0))
    assert state.amber == 1 and state.active.gained == (first, second)
    assert len(state.market[0]) == 6 and state.market[0][0] == third


def test_a_bought_card_goes_to_the_discard_pile_and_the_surplus_lapses() -> None:
    """Seed: "Die gekaufte Karte wandert auf deinen Ablagestapel"; "verfällt aber am Zugende"."""
    state = with_hand(new(2, 5), 0, (), amber=3)
    card = state.market[0][0]
    state = play(state, Buy(0))
    assert card in state.active.owned and card not in state.active.hand
    state = play(state, EndTurn())
    assert state.amber == 0 and (card in state.seats[0].discard or card in state.seats[0].hand)


def test_an_empty_stack_stays_empty() -> None:
    """IN-D7: "An empty stack stays empty"."""
    state = with_hand(new(), 0, (), amber=99)
    state = evolve(state, market=put(state.market, 2, ()))
    assert Buy(2) not in RULES.legal(state)
    violation = RULES.check(state, Buy(2))
    assert violation is not None and violation.rule == "isla_nublar.buy.stack_empty"
    no_stack = RULES.check(state, Buy(5))
    assert no_stack is not None and no_stack.rule == "isla_nublar.buy.no_stack"
