"""The individual-scoring variant: scoring cards bought from five places, scored on purchase and
again when played, the row refilled at the end of the turn, and its own end (the seed's
"Individuelle Wertungen (Expertenvariante)"; IN-D43 to IN-D45).

The position of most tests: seat 0 has a camp on the park (1, 2) and a crate on the park (0, 3),
so the park landscape card gives it 2 + 1 = 3 points (IN-D31).
"""

from __future__ import annotations

import pytest

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN
from core.engine.tuples import put
from core.games.isla_nublar.actions import (
    AdvancePatron,
    BuildCamp,
    Buy,
    BuyScoring,
    ChooseScoring,
    EndTurn,
    PlayCard,
    ScorePlayed,
    SkipAction,
)
from core.games.isla_nublar.components import components
from core.games.isla_nublar.state import (
    ALL_SCORINGS,
    LAST_CAMP,
    NO_CARD,
    OVER,
    REPLAY,
    SCORE,
    TURN,
    IslaNublarState,
)
from tests.core.isla_nublar.playing import RULES, at, new, placed, play, play_events, with_hand

PARTS = components()
INDIVIDUAL = ("individual_scoring",)
BOTH = ("patrons", "individual_scoring")


def scoring(card_id: str) -> int:
    return next(card for card in PARTS.scoring_cards if PARTS.card(card).id == card_id)


def game(variants: tuple[str, ...] = INDIVIDUAL, seed: int = 1) -> IslaNublarState:
    """Seat 0's turn with its camp and crate on the park, the park card in slot 0, no hand."""
    state = placed(new(2, seed, variants=variants), camps={(1, 2): 0}, crates={(0, 3): {0: 1}})
    row = (scoring("park"), scoring("mountain"), scoring("variety"), scoring("river"), scoring("lake"))
    deck = tuple(card for card in PARTS.scoring_cards if card not in row)
    return with_hand(evolve(state, scoring_row=row, scoring_deck=deck), 0, ())


def test_the_other_scoring_cards_form_a_face_down_deck() -> None:
    """Seed: "Die übrigen Wertungskarten bilden einen verdeckten Nachziehstapel": 5 face up, 12 in a
    deck whose order no seat sees (IN-D46)."""
    state = new(3, 4, variants=INDIVIDUAL)
    assert len(state.scoring_row) == 5 and len(state.scoring_deck) == 12
    seen = RULES.view(state, 1)
    assert seen.scoring_row == state.scoring_row and seen.scoring_deck == (UNKNOWN,) * 12


def test_building_a_camp_sets_off_no_scoring_but_area_points_stay() -> None:
    """Seed: "Das Errichten eines Camps löst keine automatische Wertung mehr aus"; IN-D44: "Building
    triggers no scoring card; area points still apply"."""
    state = evolve(game(), crate_points=4)
    after = play(state, BuildCamp(at(0, 3), 0))
    area = PARTS.areas[PARTS.spaces[at(0, 3)].area].points
    assert after.step == TURN and after.active.score == area and after.scored == ()
    base = play(evolve(game(()), crate_points=4), BuildCamp(at(0, 3), 0))
    assert base.step == SCORE


@pytest.mark.parametrize("slot", range(5))
def test_any_of_the_five_places_may_be_bought_from(slot: int) -> None:
    """Seed: "kaufst du Wertungskarten wie Aktionskarten von den 5 offenen Plätzen; der aktive Bereich
    hat keine Bedeutung mehr": slot 4 as much as slot 0, with amber, at its price (IN-D43)."""
    state = evolve(game(), amber=5)
    card = state.scoring_row[slot]
    assert BuyScoring(slot) in RULES.legal(state)
    after = play(state, BuyScoring(slot))
    assert after.amber == 5 - PARTS.price(card) and after.scoring_row[slot] == NO_CARD
    assert card in after.active.gained and card in after.active.owned


def test_a_scoring_card_costs_its_price_in_amber() -> None:
    """IN-D43: "Bought with amber like action cards": too little amber is refused by the buying rule."""
    state = evolve(game(), amber=4)  # variety costs 5
    assert BuyScoring(2) not in RULES.legal(state) and BuyScoring(0) in RULES.legal(state)
    refusal = RULES.check(state, BuyScoring(2))
    assert refusal is not None and refusal.rule == "isla_nublar.buy.too_dear"


def test_a_bought_scoring_card_scores_at_once_then_lies_on_the_discard_pile() -> None:
    """Seed: "Beim Kauf wertest du sofort und legst die Karte dann auf deinen Ablagestapel". By hand:
    park gives 2 for the camp on (1, 2) and 1 for the crate on (0, 3): 3 points, as landscape points."""
    state = evolve(game(), amber=3)
    after, events = play_events(state, BuyScoring(0))
    assert after.active.score == 3 and after.active.earned[1] == 3
    assert [event.kind for event in events] == ["bought_scoring", "scored"]
    assert events[1].values["points"] == 3
    assert after.scored == ((0, scoring("park"), 3),)
    ended = play(after, EndTurn())
    assert scoring("park") in ended.seats[0].discard


def test_a_bought_scoring_card_is_not_played_in_the_same_turn() -> None:
    """Bought cards go to the discard pile (IN-D6): not to the hand."""
    after = play(evolve(game(), amber=3), BuyScoring(0))
    assert PlayCard(scoring("park")) not in RULES.legal(after)


def test_several_scoring_cards_may_be_bought_in_one_turn() -> None:
    """Seed: "Mehrere Käufe pro Zug sind erlaubt". By hand: park 3, then mountain 0 (nothing on the
    mountains): 3 points, 6 amber spent."""
    after = play(evolve(game(), amber=7), BuyScoring(0), BuyScoring(1))
    assert after.amber == 1 and after.active.score == 3
    assert after.scoring_row[:2] == (NO_CARD, NO_CARD)


def test_a_scoring_card_drawn_later_may_be_played_to_score_again_free() -> None:
    """Seed: "Kommt sie später auf die Hand, kannst du sie erneut ausspielen und werten, ohne nochmals
    zu bezahlen"; IN-D44: "played later it may score again, free (optional), and has no other
    action". By hand: bought for 3 points, played again with a second camp on the park (2, 5) for
    2 + 2 + 1 = 5 more: 8 in all, 3 amber spent once."""
    state = play(evolve(game(BOTH), amber=3), BuyScoring(0))
    card = scoring("park")
    state = placed(state, camps={(1, 2): 0, (2, 5): 0}, crates={(0, 3): {0: 1}})
    state = with_hand(state, 0, (card,), amber=0)
    state = play(state, PlayCard(card))
    assert state.step == REPLAY
    assert RULES.legal(state) == [ScorePlayed(), SkipAction()]
    assert AdvancePatron() not in RULES.legal(state)
    after, events = play_events(state, ScorePlayed())
    assert after.active.score == 3 + 5 and after.amber == 0 and after.step == TURN
    assert events[0].kind == "scored" and events[0].values["points"] == 5
    assert card in after.active.play


def test_replaying_is_optional() -> None:
    """IN-D44: "may score again ... (optional)": playing it and scoring nothing is allowed."""
    card = scoring("park")
    state = play(with_hand(game(), 0, (card,)), PlayCard(card), SkipAction())
    assert state.step == TURN and state.active.score == 0 and card in state.active.play


def test_empty_places_refill_only_at_the_end_of_the_turn() -> None:
    """Seed: "Am Zugende füllst du leere Wertungsplätze vom verdeckten Stapel auf": not at once, and
    in slot order from the deck's top."""
    state = play(evolve(game(), amber=7), BuyScoring(0), BuyScoring(3))
    assert state.scoring_row[0] == state.scoring_row[3] == NO_CARD
    deck = state.scoring_deck
    after = play(state, EndTurn())
    assert after.scoring_row[0] == deck[0] and after.scoring_row[3] == deck[1]
    assert after.scoring_deck == deck[2:]


def test_once_the_deck_is_gone_empty_places_stay_empty() -> None:
    """Seed: "ist dieser leer, wird nicht mehr nachgelegt"."""
    state = evolve(game(), scoring_deck=(scoring("forest"),), amber=7)
    state = play(state, BuyScoring(0), BuyScoring(1), EndTurn())
    assert state.scoring_row[0] == scoring("forest") and state.scoring_row[1] == NO_CARD
    assert state.scoring_deck == ()


def row_bought(state: IslaNublarState) -> IslaNublarState:
    """Every scoring card but the park bought by seat 1 long ago: the row holds only the park."""
    others = tuple(card for card in PARTS.scoring_cards if card != scoring("park"))
    held = state.seats[1]
    held = evolve(held, discard=held.discard + others, owned=tuple(sorted(held.owned + others)))
    row = (scoring("park"), NO_CARD, NO_CARD, NO_CARD, NO_CARD)
    return evolve(state, seats=put(state.seats, 1, held), scoring_row=row, scoring_deck=())


def test_all_scorings_bought_and_a_stack_empty_ends_the_game_after_the_round() -> None:
    """Seed: "Sind alle Wertungskarten gekauft und ein weiterer Aktionskartenstapel leer, endet das
    Spiel nach der laufenden Runde"; IN-D45. Stack 0 is empty, the last scoring card is bought."""
    state = row_bought(game())
    state = evolve(state, market=put(state.market, 0, ()), amber=3)
    after, events = play_events(state, BuyScoring(0))
    assert after.end == ALL_SCORINGS
    assert events[-1].kind == "end_triggered" and events[-1].values["how"] == ALL_SCORINGS
    after = play(after, EndTurn())
    assert after.step == TURN and after.turn == 1
    after = play(with_hand(after, 1, ()), EndTurn())
    assert after.step == OVER
    result = RULES.result(after)
    assert result is not None and result.ending == "isla_nublar.ending.all_scorings"


def test_the_variant_end_waits_for_an_empty_action_stack() -> None:
    """IN-D45: "and at least one of the 5 action stacks empty": all scorings bought is not enough;
    the buy that empties a stack then ends it."""
    state = evolve(row_bought(game()), amber=3)
    after = play(state, BuyScoring(0))
    assert after.end == ""
    last = tuple(after.market[1][:1])
    after = evolve(after, market=put(after.market, 1, last), amber=6)
    after, events = play_events(after, Buy(1))
    assert after.end == ALL_SCORINGS and events[-1].kind == "end_triggered"


def test_the_variant_end_waits_for_every_scoring_card() -> None:
    """IN-D45: "all 17 scoring cards bought (row and deck empty)": an empty row with cards in the
    deck is no end."""
    state = evolve(row_bought(game()), scoring_deck=(scoring("forest"),), amber=3)
    state = evolve(state, market=put(state.market, 0, ()))
    assert play(state, BuyScoring(0)).end == ""


def test_a_base_trigger_first_starts_the_final_round() -> None:
    """IN-D45: "The base end triggers still apply; the first trigger met starts the final round":
    after a last camp, the variant's end changes nothing."""
    state = evolve(row_bought(game()), end=LAST_CAMP, amber=3)
    state = evolve(state, market=put(state.market, 0, ()))
    after, events = play_events(state, BuyScoring(0))
    assert after.end == LAST_CAMP and "end_triggered" not in [event.kind for event in events]


def test_the_base_game_has_no_scoring_places_to_buy() -> None:
    state = evolve(game(()), amber=9)
    assert not any(isinstance(option, BuyScoring) for option in RULES.legal(state))
    refusal = RULES.check(state, BuyScoring(0))
    assert refusal is not None and refusal.rule == "isla_nublar.scoring.variant_off"
    assert ChooseScoring(0) not in RULES.legal(state)


def test_an_empty_place_cannot_be_bought_from() -> None:
    state = play(evolve(game(), amber=9), BuyScoring(0))
    refusal = RULES.check(state, BuyScoring(0))
    assert refusal is not None and refusal.rule == "isla_nublar.scoring.slot_empty"
    refusal = RULES.check(state, BuyScoring(5))
    assert refusal is not None and refusal.rule == "isla_nublar.scoring.no_slot"
