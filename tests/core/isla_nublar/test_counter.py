"""Countermeasures against a raid (seed: "Abwehrmaßnahmen"; IN-D15, IN-D20 to IN-D22).

The active seat's stegosaurus (dinosaur 0) walks from (3, 2) two steps south onto TARGET (3, 4).
"Alarm" and "Electric fence" are the market cards that carry a Countermeasure.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine.evolve import evolve
from core.games.isla_nublar.actions import (
    AllowRaid,
    BuildCamp,
    EndTurn,
    PickUpCamp,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PlayCountermeasure,
    SendBack,
    SkipAction,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import WALKS
from core.games.isla_nublar.state import COUNTER, RELOCATE_FROM, TURN, IslaNublarState
from tests.core.isla_nublar.builders import Place, space
from tests.core.isla_nublar.playing import (
    RULES,
    card_of,
    dinosaur_card,
    new,
    placed,
    play,
    play_events,
    with_hand,
)

S = WALKS.index("s")
STEGOSAURUS, T_REX = 0, 3
TARGET = (3, 4)
ALARM, OTHER_ALARM, FENCE = card_of("alarm"), card_of("alarm", nth=1), card_of("electric_fence")


def kits(seat: int, count: int) -> tuple[int, ...]:
    return tuple(card_of("field_kit", seat, nth) for nth in range(count))


def raid_on(
    players: int = 2,
    turn: int = 0,
    camps: Mapping[Place, int | tuple[int, ...]] | None = None,
    crates: Mapping[Place, Mapping[int, int]] | None = None,
    hands: Mapping[int, tuple[int, ...]] | None = None,
    others: Mapping[int, Place] | None = None,
) -> IslaNublarState:
    """The seat ``turn`` plays the stegosaurus' card and walks it onto TARGET. ``hands`` sets
    seats' hands first (the active seat holds its one besides the dinosaur card)."""
    state = evolve(new(players), turn=turn)
    state = placed(state, camps, crates, {STEGOSAURUS: (3, 2), **(others or {})})
    hands = hands or {}
    for seat, hand in hands.items():
        if seat != turn:
            state = with_hand(state, seat, hand)
    tracks = dinosaur_card(STEGOSAURUS)
    state = with_hand(state, turn, (tracks, *hands.get(turn, ())))
    return play(state, PlayCard(tracks), Walk(S, 2))


def asked(state: IslaNublarState) -> int:
    decision = RULES.pending(state)
    assert decision is not None and decision.kind == COUNTER
    return decision.seat


def test_losers_holding_one_are_asked_from_the_next_player_round_to_the_active_one() -> None:
    """IN-D20: "each player who would lose a piece there and holds one in hand ... is asked, in turn
    order from the player after the active player"; the active player is asked last; ``pending``
    names the asked seat."""
    state = raid_on(
        players=4,
        turn=1,
        crates={TARGET: {0: 1, 1: 1, 2: 1, 3: 1}},
        hands={0: (ALARM,), 1: (FENCE,), 2: (OTHER_ALARM,)},  # seat 3 holds none
    )
    assert state.step == COUNTER
    decision = RULES.pending(state)
    assert decision is not None
    assert decision.values["space"] == space(TARGET) and decision.values["actor"] == 1
    order = []
    while state.step == COUNTER:
        order.append(asked(state))
        state = play(state, AllowRaid())
    assert order == [2, 0, 1]
    assert state.crates[space(TARGET)] == (0, 0, 0, 0)  # every decline: the raid goes ahead


def test_a_seat_that_would_lose_nothing_is_not_asked() -> None:
    """Seed: "auf dem du Kisten oder ein Camp verlieren würdest"; IN-D14: with no crates only the
    top camp goes, so the buried camp's owner loses nothing and is not asked."""
    state = raid_on(players=3, camps={TARGET: (2, 1)}, hands={1: kits(1, 5), 2: (ALARM,)})
    assert state.step == TURN
    assert state.camps[space(TARGET)] == (2,)
    with_a_counter = raid_on(players=3, camps={TARGET: (2, 1)}, hands={1: (ALARM,), 2: (FENCE,)})
    assert asked(with_a_counter) == 1 and with_a_counter.walk.asked == (1,)


def test_a_seat_without_a_countermeasure_in_hand_is_not_asked() -> None:
    """IN-D20: only who "holds one in hand" is asked; nobody holding one: the raid is carried out."""
    state = raid_on(crates={TARGET: {0: 1, 1: 1}}, hands={1: kits(1, 5)})
    assert state.step == TURN and state.crates[space(TARGET)] == (0, 0)


def test_a_hidden_countermeasure_cannot_be_played() -> None:
    """IN-D23: "Hidden cards cannot be played, not even a Countermeasure off-turn"."""
    state = evolve(new(), turn=0)
    state = with_hand(state, 1, kits(1, 4) + (ALARM,))
    held = state.seats[1]
    state = evolve(
        state,
        seats=(state.seats[0], evolve(held, hand=kits(1, 4), hidden=(ALARM,))),
    )
    state = placed(state, crates={TARGET: {1: 1}}, dinosaurs={STEGOSAURUS: (3, 2)})
    tracks = dinosaur_card(STEGOSAURUS)
    after = play(with_hand(state, 0, (tracks,)), PlayCard(tracks), Walk(S, 2))
    assert after.step == TURN and after.crates[space(TARGET)] == (0, 0)


def test_the_first_countermeasure_cancels_the_whole_raid_for_every_owner() -> None:
    """IN-D21: "The first Countermeasure played cancels the whole raid on that space, for every
    owner's pieces"; seed: "Die Figur bleibt stehen, als hätte sie auf einem leeren Feld geendet"."""
    crates = {TARGET: {0: 1, 1: 2, 2: 1}}
    state = raid_on(players=3, camps={TARGET: 0}, crates=crates, hands={1: (ALARM,), 2: (FENCE,)})
    assert asked(state) == 1
    after, events = play_events(state, PlayCountermeasure(ALARM))
    assert after.step == TURN and after.walk.asked == ()
    assert after.crates[space(TARGET)] == (1, 2, 1) and after.camps[space(TARGET)] == (0,)
    assert after.general_crates == (0, 0, 0)
    assert after.dinosaurs[STEGOSAURUS] == space(TARGET)
    assert [(event.kind, event.seat) for event in events] == [("countered", 1)]


def test_a_decline_asks_the_next_who_may_still_cancel() -> None:
    """IN-D20: the seats are asked one after another; a decline passes the question on."""
    state = raid_on(players=3, crates={TARGET: {1: 1, 2: 1}}, hands={1: (ALARM,), 2: (FENCE,)})
    state = play(state, AllowRaid())
    assert asked(state) == 2
    after = play(state, PlayCountermeasure(FENCE))
    assert after.crates[space(TARGET)] == (0, 1, 1)


def test_only_the_asked_seats_countermeasures_are_offered() -> None:
    """IN-D20: the asked seat plays one of its Countermeasures or none; ``check`` says why another
    card is refused."""
    state = raid_on(crates={TARGET: {1: 1}}, hands={1: (ALARM, FENCE) + kits(1, 3)})
    assert set(RULES.legal(state)) == {PlayCountermeasure(ALARM), PlayCountermeasure(FENCE), AllowRaid()}
    not_one = RULES.check(state, PlayCountermeasure(kits(1, 1)[0]))
    assert not_one is not None and not_one.rule == "isla_nublar.counter.not_a_countermeasure"
    not_held = RULES.check(state, PlayCountermeasure(OTHER_ALARM))
    assert not_held is not None and not_held.rule == "isla_nublar.card.not_in_hand"


def frozen_target() -> IslaNublarState:
    """Seat 1 cancelled a raid on TARGET, where seat 0 has a camp and a crate; seat 0 is active."""
    state = raid_on(camps={TARGET: 0, (1, 2): 0}, crates={TARGET: {0: 1, 1: 1}}, hands={1: (ALARM,)})
    return play(state, PlayCountermeasure(ALARM))


def test_the_space_is_frozen_while_the_dinosaur_stands_there() -> None:
    """Seed: "Solange eine Dinosaurierfigur nach gespielter Abwehrmaßnahme auf einem Feld steht,
    dürft ihr dort keine Teile hinlegen und keine von dort versetzen"; IN-D21."""
    state = evolve(frozen_target(), crate_points=8)
    here = space(TARGET)
    legal = RULES.legal(state)
    assert PlaceCrate(here) not in legal and PickUpCrate(here) not in legal
    assert not [action for action in legal if isinstance(action, BuildCamp) and action.space == here]
    for action, rule in (
        (PlaceCrate(here), "isla_nublar.island.dinosaur"),
        (PickUpCrate(here), "isla_nublar.island.frozen"),
        (BuildCamp(here, 1), "isla_nublar.island.dinosaur"),
    ):
        violation = RULES.check(state, action)
        assert violation is not None and violation.rule == rule


def test_no_camp_is_relocated_from_a_frozen_space() -> None:
    """IN-D21 and IN-D27: Camp verlegen moves a camp "from a non-frozen space"."""
    moving = card_of("moving_day")
    state = play(with_hand(frozen_target(), 0, (moving,)), PlayCard(moving), UseAction(0))
    assert state.step == RELOCATE_FROM
    assert {action.space for action in RULES.legal(state)} == {space((1, 2))}
    violation = RULES.check(state, PickUpCamp(space(TARGET), 0))
    assert violation is not None and violation.rule == "isla_nublar.island.frozen"


def test_distraction_sends_the_dinosaur_away_and_the_space_thaws() -> None:
    """IN-D15: "Ablenkung may send the standing dino away, unfreezing the space"; IN-D21: a
    Countermeasure does nothing against Ablenkung (nobody is asked)."""
    decoy = card_of("decoy")
    state = frozen_target()
    state = with_hand(state, 1, (OTHER_ALARM,) + kits(1, 3))
    state = play(with_hand(state, 0, (decoy,)), PlayCard(decoy), UseAction(0), SendBack(STEGOSAURUS))
    assert state.step == TURN
    assert state.dinosaurs[STEGOSAURUS] == space((1, 0))
    assert state.crates[space(TARGET)] == (1, 1) and state.camps[space(TARGET)] == (0,)
    state = evolve(state, crate_points=2)
    assert RULES.check(state, PlaceCrate(space(TARGET))) is None
    assert RULES.check(state, PickUpCrate(space(TARGET))) is None


def test_another_dinosaur_on_a_frozen_space_meets_a_new_countermeasure() -> None:
    """IN-D15: another dino ending there raids as usual; "a new Countermeasure may cancel it"."""
    state = raid_on(
        crates={TARGET: {1: 1}},
        hands={0: (dinosaur_card(T_REX),), 1: (ALARM, FENCE) + kits(1, 3)},
        others={T_REX: (3, 3)},
    )
    state = play(state, PlayCountermeasure(ALARM))
    state = play(state, PlayCard(dinosaur_card(T_REX)), Walk(S, 1))
    assert asked(state) == 1
    after = play(state, PlayCountermeasure(FENCE))
    assert after.crates[space(TARGET)] == (0, 1)
    assert after.dinosaurs[STEGOSAURUS] == after.dinosaurs[T_REX] == space(TARGET)


def test_off_turn_the_card_is_discarded_nothing_is_drawn_and_the_next_turn_has_four() -> None:
    """Seed: "Ablegen musst du die Karte anschließend, nachgezogen wird dafür nichts" and "hat im
    nächsten Zug 1 Karte weniger"; IN-D22: their next turn starts with 4, at its end they draw 5."""
    state = raid_on(crates={TARGET: {1: 1}}, hands={1: (ALARM,) + kits(1, 4)})
    draw_pile = state.seats[1].draw
    state = play(state, PlayCountermeasure(ALARM))
    defender = state.seats[1]
    assert defender.discard[-1] == ALARM and ALARM not in defender.play
    assert len(defender.hand) == 4 and defender.draw == draw_pile
    state = play(state, EndTurn())
    assert state.turn == 1 and len(state.active.hand) == 4
    for card in state.active.hand:
        state = play(state, PlayCard(card), SkipAction())
    state = play(state, EndTurn())
    assert len(state.seats[1].hand) == 5


def test_two_off_turn_countermeasures_leave_three_cards() -> None:
    """IN-D22: "Two off-turn uses leave 3"."""
    t_rex = dinosaur_card(T_REX)
    state = raid_on(
        crates={TARGET: {1: 1}, (5, 3): {1: 1}},
        hands={0: (t_rex,), 1: (ALARM, FENCE) + kits(1, 3)},
        others={T_REX: (5, 2)},
    )
    state = play(state, PlayCountermeasure(ALARM), PlayCard(t_rex), Walk(S, 1))
    assert asked(state) == 1
    state = play(state, PlayCountermeasure(FENCE), EndTurn())
    assert state.turn == 1 and len(state.active.hand) == 3
    assert state.active.discard[-2:] == (ALARM, FENCE)


def test_on_the_active_players_turn_it_is_a_normal_play() -> None:
    """IN-D20: "The active player may play one from hand as a normal play (no penalty)": it goes
    to the play area, and the turn's end draws the usual 5."""
    state = raid_on(crates={TARGET: {0: 1}}, hands={0: (ALARM,)})
    assert asked(state) == 0
    state = play(state, PlayCountermeasure(ALARM))
    assert state.active.play[-1] == ALARM and ALARM not in state.active.discard
    assert state.crates[space(TARGET)] == (1, 0)
    state = play(state, EndTurn())
    assert len(state.seats[0].hand) == 5 and ALARM in state.seats[0].discard


def test_leaving_the_island_asks_for_no_countermeasure() -> None:
    """IN-D21: a Countermeasure "does nothing against leaving the board"."""
    state = placed(new(), dinosaurs={STEGOSAURUS: (3, 8)})
    state = with_hand(state, 1, (ALARM,) + kits(1, 4))
    tracks = dinosaur_card(STEGOSAURUS)
    after = play(with_hand(state, 0, (tracks,)), PlayCard(tracks), Walk(S, 1))
    assert after.step == TURN and after.dinosaurs[STEGOSAURUS] == space((1, 0))


def test_the_dinosaur_the_egg_draws_meets_a_countermeasure_too() -> None:
    """IN-D16: the egg's drawn dino card "is resolved immediately (Countermeasures may apply)"."""
    egg, tracks = card_of("dinosaur_egg"), dinosaur_card(STEGOSAURUS)
    state = placed(new(), crates={TARGET: {1: 1}}, dinosaurs={STEGOSAURUS: (3, 2)})
    state = with_hand(with_hand(state, 1, (ALARM,) + kits(1, 4)), 0, (egg,))
    rest = tuple(card for card in state.dinosaur_deck if card != tracks)
    state = evolve(state, dinosaur_deck=(tracks, *rest))
    state = play(state, PlayCard(egg), Walk(S, 2))
    assert asked(state) == 1
    after = play(state, PlayCountermeasure(ALARM))
    assert after.crates[space(TARGET)] == (0, 1) and after.dinosaurs[STEGOSAURUS] == space(TARGET)
    assert after.active.play == (egg, tracks) and after.step == TURN
