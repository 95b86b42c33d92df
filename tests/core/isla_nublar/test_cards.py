"""Playing cards: blue cards' one action or none, red cards resolved, the hand played out, the end
of a turn, and each player's own draw pile with its reshuffle (seed "Grundprinzip der Karten",
"Blaue Aktionskarten", "Rote Karten", the summary lines; IN-D3 to IN-D6)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import core.games.isla_nublar as rules_package
from core.engine.evolve import evolve
from core.engine.tuples import put
from core.games.isla_nublar.actions import (
    AdvancePatron,
    BuildCamp,
    Buy,
    ChooseScoring,
    EndTurn,
    PlayCard,
    SendBack,
    SkipAction,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import components
from core.games.isla_nublar.state import ACTION, TURN, WALK, IslaNublarState
from tests.core.isla_nublar.playing import RULES, at, builder, card_of, new, play, play_events, with_hand

PARTS = components()


def seat_piles(state: IslaNublarState, seat: int = 0, **piles: tuple[int, ...]) -> IslaNublarState:
    return evolve(state, seats=put(state.seats, seat, evolve(state.seats[seat], **piles)))


def test_a_blue_card_offers_its_actions_and_none() -> None:
    """Seed: "Jede blaue Karte zeigt 1 oder 2 Aktionen. Spielst du sie aus, wählst du genau 1 davon";
    "Du darfst eine blaue Karte auch ausspielen, ohne eine Aktion zu nutzen"."""
    kit = card_of("field_kit")
    state = play(with_hand(new(), 0, (kit,)), PlayCard(kit))
    assert state.step == ACTION and state.playing == kit
    assert RULES.legal(state) == [UseAction(0), UseAction(1), SkipAction()]
    skipped = play(state, SkipAction())
    assert skipped.step == TURN and skipped.amber == skipped.crate_points == 0 and kit in skipped.active.play


def test_choosing_one_action_locks_the_other() -> None:
    """Seed: "Die zweite Aktion derselben Karte ist damit gesperrt": a played card acts once."""
    kit = card_of("field_kit")
    state = play(with_hand(new(), 0, (kit,)), PlayCard(kit), UseAction(0))
    assert (state.amber, state.crate_points, state.step) == (1, 0, TURN)
    assert PlayCard(kit) not in RULES.legal(state)
    assert RULES.check(state, UseAction(1)) is not None


def test_the_values_of_played_cards_add_up_in_the_pools() -> None:
    """IN-D3, IN-D9: amber and crate values of played cards form one pool each."""
    kit, other, pair = card_of("field_kit"), card_of("field_kit", nth=1), card_of("crate_pair")
    state = with_hand(new(), 0, (kit, other, pair))
    state = play(
        state, PlayCard(kit), UseAction(0), PlayCard(other), UseAction(0), PlayCard(pair), UseAction(0)
    )
    assert (state.amber, state.crate_points) == (2, 2)


def test_a_red_card_must_be_resolved() -> None:
    """Seed: "Dinosaurierkarten ... musst du beim Ausspielen auch auswerten. Auf sie zu verzichten ist
    nicht erlaubt": a dinosaur card leads straight to its walk, with no way to skip it."""
    tracks = card_of("stegosaurus_tracks")
    state = play(with_hand(new(), 0, (tracks,)), PlayCard(tracks))
    assert state.step == WALK and state.walk.dinosaur == 0
    assert all(isinstance(option, Walk) for option in RULES.legal(state))


def test_the_turn_ends_only_with_the_hand_empty() -> None:
    """IN-D4: the turn can end only when the hand is empty; a dinosaur card held must be played."""
    tracks = card_of("t_rex_tracks")
    state = with_hand(new(), 0, (tracks,))
    assert EndTurn() not in RULES.legal(state)
    violation = RULES.check(state, EndTurn())
    assert violation is not None and violation.rule == "isla_nublar.turn.hand_not_empty"
    assert play(with_hand(new(), 0, ()), EndTurn()).turn == 1


def test_the_end_of_a_turn_discards_the_play_area_draws_five_and_lapses_the_pools() -> None:
    """IN-D5: the play area to the discard pile, 5 drawn; seed: "Nicht genutzte Überschüsse aus
    ausgespielten Karten verfallen am Ende des Zuges"."""
    state = new(2, 4)
    hand = state.active.hand
    for card in hand:
        state = play(state, PlayCard(card))
        if state.step == ACTION:
            state = play(state, UseAction(0))
        while state.step != TURN:
            state = play(state, RULES.legal(state)[0])
    assert state.amber + state.crate_points > 0
    before = state.active
    after, events = play_events(state, EndTurn())
    seat = after.seats[0]
    assert seat.discard == before.play and not seat.play
    assert seat.hand == before.draw[:5] and (after.amber, after.crate_points) == (0, 0)
    assert events[0].kind == "turn_ended" and events[0].values["amber"] == state.amber
    assert after.turn == 1 and after.turns == 1


def test_an_empty_draw_pile_takes_the_shuffled_discard_pile() -> None:
    """Seed: "Geht dein Nachziehstapel aus, wird dein Ablagestapel gemischt und dient dir anschließend
    als neuer Nachziehstapel"; IN-D6: the draw goes on from the new pile."""
    state = with_hand(new(2, 6), 0, ())
    held = state.active
    state = seat_piles(state, draw=held.draw[:2], discard=held.draw[2:])
    after, events = play_events(state, EndTurn())
    seat = after.seats[0]
    assert len(seat.hand) == 5 and seat.hand[:2] == held.draw[:2]
    assert any(event.kind == "reshuffled" and event.reveals for event in events)
    assert not seat.discard and sorted(seat.hand + seat.draw) == sorted(held.draw)


def test_a_card_bought_this_turn_is_not_shuffled_in_mid_turn() -> None:
    """Seed: "Die gekaufte Karte wandert auf deinen Ablagestapel, du kannst sie in diesem Zug also
    nicht mehr nutzen"; IN-D6: cards bought this turn stay out of a mid-turn reshuffle."""
    radio, kit = card_of("radio_call"), card_of("field_kit")
    state = with_hand(new(2, 2), 0, (radio,), amber=2)
    bought = state.market[0][0]
    state = play(state, Buy(0))
    held = state.active
    # the draw pile is empty; the discard pile holds one card: the reshuffle finds only that one
    state = seat_piles(state, draw=(), discard=(kit,) + held.draw, hand=held.hand)
    state = play(state, PlayCard(radio), UseAction(1))
    seat = state.active
    assert bought in seat.gained and bought not in seat.hand + seat.draw
    assert len(seat.hand) == 1 and seat.hand[0] in (kit,) + held.draw


def test_both_piles_nearly_empty_draws_what_there_is() -> None:
    """IN-D6: "Both piles empty: draw what exists": Nachschub for 2 with one card left draws it."""
    resupply, kit = card_of("resupply"), card_of("field_kit")
    state = with_hand(new(), 0, (resupply,))
    state = seat_piles(state, draw=(), discard=(kit,))
    state = play(state, PlayCard(resupply), UseAction(0))
    assert state.active.hand == (kit,) and not state.active.discard and state.step == TURN


def test_bought_cards_come_back_to_the_hand_in_a_later_turn() -> None:
    """Seed: "Auf diese Weise kehren deine gekauften Karten immer wieder auf die Hand zurück"."""
    state = with_hand(new(2, 8), 0, (), amber=2)
    bought = state.market[0][0]
    state = play(state, Buy(0))
    state = seat_piles(state, draw=())
    state = play(state, EndTurn())
    assert bought in state.seats[0].hand + state.seats[0].draw


def test_cards_of_other_players_are_never_yours() -> None:
    """Seed: "Karten deiner Mitspielenden bekommst du nie": no action moves a card between seats'
    piles (the random games check every seat's piles hold exactly its own cards)."""
    state = new(3, 1)
    assert all(set(a.owned).isdisjoint(b.owned) for a in state.seats for b in state.seats if a is not b)


def test_turns_pass_clockwise_in_the_order_listed() -> None:
    """Seed: "Anschließend kommen die Übrigen reihum im Uhrzeigersinn an die Reihe": from the start
    player on, each turn goes to the next seat listed, the last seat followed by the first."""
    for seed in range(4):
        state = new(4, seed, "random")
        order = []
        for _ in range(6):
            order.append(state.turn)
            state = play(with_hand(state, state.turn, ()), EndTurn())
        start = order[0]
        assert order == [(start + offset) % 4 for offset in range(6)]


def test_no_card_ever_passes_from_one_player_to_another() -> None:
    """Seed: "Karten deiner Mitspielenden bekommst du nie": over random games, a card a seat once
    owned is never owned by another seat afterwards."""
    for seed in range(3):
        state, choose = new(3, 40 + seed, "random"), builder(random.Random(seed))
        first_owner: dict[int, int] = {}
        for _ in range(400):
            if RULES.pending(state) is None:
                break
            state, _ = RULES.apply(state, choose(state))
            for seat, held in enumerate(state.seats):
                for card in held.owned:
                    assert first_owner.setdefault(card, seat) == seat, card
        assert len(first_owner) > 30


def test_the_patron_of_a_market_card_changes_nothing() -> None:
    """Seed: "Titel und Bild zeigen euren Auftraggeber, im Grundspiel hat das keine Bedeutung": Decoy
    and Lure carry Distraction under different patrons and do the same, no advance is offered;
    only the patrons variant's module reads a card's patron."""
    decoy, lure = card_of("decoy"), card_of("lure")
    assert PARTS.card(decoy).patron != PARTS.card(lure).patron
    results = []
    for card in (decoy, lure):
        state = with_hand(new(2, 3), 0, (card,))
        state = evolve(state, dinosaurs=put(state.dinosaurs, 0, at(3, 3)))
        state = play(state, PlayCard(card), UseAction(0))
        options = RULES.legal(state)
        after = play(state, SendBack(0))
        results.append((state.step, options, after.dinosaurs, after.step, after.amber, after.crate_points))
        assert AdvancePatron() not in RULES.legal(play(with_hand(new(2, 3), 0, (card,)), PlayCard(card)))
    assert results[0] == results[1]
    rules_folder = Path(rules_package.__file__).parent
    readers = [
        module.name
        for module in sorted(rules_folder.glob("*.py"))
        if module.name not in ("components.py", "schema.py")
        and re.search(r"\.patron\b", module.read_text(encoding="utf-8"))
    ]
    assert readers == ["patrons.py"]


def test_buying_and_building_come_between_plays_in_any_order() -> None:
    """IN-D3: "No fixed phases: play cards one at a time; between plays spend the amber pool and
    the crate pool in any order": a purchase, then a camp, then the next card."""
    pouch, pair, other_pair, kit = (
        card_of("amber_pouch"),
        card_of("crate_pair"),
        card_of("crate_pair", nth=1),
        card_of("field_kit"),
    )
    state = with_hand(new(2, 3), 0, (pouch, pair, other_pair, kit))
    state = play(state, PlayCard(pouch), UseAction(0), Buy(0))
    assert state.amber == 0 and len(state.active.gained) == 1
    state = play(state, PlayCard(pair), UseAction(0), PlayCard(other_pair), UseAction(0))
    state = play(state, BuildCamp(at(0, 3), 0), ChooseScoring(0))
    assert state.camps[at(0, 3)] == (0,) and state.active.hand == (kit,)
    state = play(state, PlayCard(kit), UseAction(0))
    assert state.amber == 1 and Buy(0) not in RULES.legal(state)
