"""Card actions (seed: "Blaue Aktionskarten", "Rote Karten", "Dinosaurier Ei", "Weitere
Kartenaktionen"; IN-D4, IN-D16 to IN-D18, IN-D23 to IN-D29).

Seat 0 is active with the hand a test gives it; its other starting cards wait in its draw pile.
Each market card named here carries the action the test is about as its first one.
"""

from __future__ import annotations

import pytest

from core.engine.evolve import evolve
from core.engine.protocol import Action
from core.engine.tuples import put
from core.games.isla_nublar.actions import (
    CRATE,
    BuildCamp,
    ChangeAmber,
    DiscardCard,
    EndTurn,
    GainCard,
    HideCard,
    PickUpCamp,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PutDownCamp,
    Restock,
    SendBack,
    SkipAction,
    StopDiscarding,
    StopHiding,
    TrashCard,
    TrashPlayed,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import WALKS, components
from core.games.isla_nublar.state import (
    ACTION,
    DINOSAUR_DECK,
    DISCARD,
    DISTRACT,
    HIDE,
    RELOCATE_FROM,
    RELOCATE_TO,
    TRASH,
    TURN,
    UPGRADE_GAIN,
    UPGRADE_TRASH,
    VOLCANO,
    WALK,
    IslaNublarState,
)
from tests.core.isla_nublar.builders import space
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
EGG = card_of("dinosaur_egg")
TRACKS = dinosaur_card(STEGOSAURUS)
HIDEOUT, DECOY, ALARM = card_of("hideout"), card_of("decoy"), card_of("alarm")
STOCKTAKING, SCRAPYARD, RESUPPLY = card_of("stocktaking"), card_of("scrapyard"), card_of("resupply")
MOVING_DAY, SMALL_CHANGE, UPGRADE = card_of("moving_day"), card_of("small_change"), card_of("upgrade")


def kit(nth: int) -> int:
    """One of seat 0's starting "1 amber | 1 crate" cards."""
    return card_of("field_kit", 0, nth)


def holding(*hand: int, state: IslaNublarState | None = None, **pools: int) -> IslaNublarState:
    return with_hand(state or new(), 0, hand, **pools)


def used(state: IslaNublarState, card: int, index: int = 0) -> IslaNublarState:
    """The card is played and its action of this position used."""
    return play(state, PlayCard(card), UseAction(index))


def refusal(state: IslaNublarState, action: Action) -> str | None:
    violation = RULES.check(state, action)
    return violation.rule if violation else None


def play_out(state: IslaNublarState) -> IslaNublarState:
    """The active seat plays every blue hand card with no action, then ends the turn."""
    for card in state.active.hand:
        state = play(state, PlayCard(card), SkipAction())
    return play(state, EndTurn())


# --- blue cards: one action or none --------------------------------------------------------------


def test_a_blue_card_may_be_played_with_no_action() -> None:
    """Seed: "Du darfst eine blaue Karte auch ausspielen, ohne eine Aktion zu nutzen"."""
    state = play(holding(kit(0), kit(1)), PlayCard(kit(0)))
    assert state.step == ACTION and SkipAction() in RULES.legal(state)
    after = play(state, SkipAction())
    assert after.step == TURN and after.active.play == (kit(0),)
    assert (after.amber, after.crate_points) == (0, 0)


def test_a_blue_card_gives_exactly_one_of_its_actions() -> None:
    """Seed: "wählst du genau 1 davon. Die zweite Aktion derselben Karte ist damit gesperrt"."""
    after = used(holding(kit(0)), kit(0), 1)
    assert (after.amber, after.crate_points) == (0, 1) and after.step == TURN
    assert refusal(after, UseAction(0)) == "engine.not_now"


# --- Versteck ------------------------------------------------------------------------------------


def test_hide_takes_any_cards_red_ones_too_and_they_return_after_the_draw() -> None:
    """Seed: "Lege beliebig viele Handkarten verdeckt vor dir ab, ohne ihre Aktionen zu nutzen. Nach
    dem Nachziehen am Zugende nimmst du sie zurück auf die Hand"; IN-D23: red ones included, the
    hand is then 5 + k."""
    before = holding(HIDEOUT, EGG, TRACKS, kit(0), kit(1))
    state = used(before, HIDEOUT)
    assert state.step == HIDE
    assert set(RULES.legal(state)) == {HideCard(card) for card in (EGG, TRACKS, kit(0), kit(1))} | {
        StopHiding()
    }
    state = play(state, HideCard(TRACKS), HideCard(EGG), StopHiding())
    assert state.step == TURN and state.active.hidden == (TRACKS, EGG)
    assert state.active.hand == (kit(0), kit(1))
    assert state.walk.dinosaur == -1 and state.dinosaur_deck == before.dinosaur_deck
    after = play_out(state)
    seat = after.seats[0]
    assert len(seat.hand) == 5 + 2 and seat.hand[-2:] == (TRACKS, EGG) and seat.hidden == ()


def test_hiding_the_last_hand_card_ends_the_hiding() -> None:
    """IN-D23: any number of cards; with the hand empty nothing more can be hidden."""
    state = play(used(holding(HIDEOUT, kit(0)), HIDEOUT), HideCard(kit(0)))
    assert state.step == TURN and EndTurn() in RULES.legal(state)


# --- Ablenkung -----------------------------------------------------------------------------------


def test_distraction_sends_a_dinosaur_of_the_island_to_a_free_volcano() -> None:
    """Seed: "Eine Dinosaurierfigur deiner Wahl kehrt auf ein leeres Vulkanfeld zurück"."""
    state = placed(holding(DECOY), dinosaurs={STEGOSAURUS: (3, 3)})
    state = used(state, DECOY)
    assert state.step == DISTRACT and RULES.legal(state) == [SendBack(STEGOSAURUS)]
    assert refusal(state, SendBack(T_REX)) == "isla_nublar.distract.not_on_land"
    after = play(state, SendBack(STEGOSAURUS))
    assert after.step == TURN and after.dinosaurs[STEGOSAURUS] == space((1, 0))


def test_distraction_with_several_free_volcanoes_asks_which() -> None:
    """Seed: "auf ein leeres Vulkanfeld": the active player picks one when there are several."""
    state = placed(holding(DECOY), dinosaurs={STEGOSAURUS: (3, 3), T_REX: (5, 5)})
    state = play(used(state, DECOY), SendBack(T_REX))
    assert state.step == VOLCANO
    assert {action.space for action in RULES.legal(state)} == {space((1, 0)), space((5, 0))}


# --- Inventur ------------------------------------------------------------------------------------


def test_inventory_discards_k_cards_and_draws_k_plus_one_into_this_turns_hand() -> None:
    """Seed: "Du legst beliebig viele Handkarten ab; nachgezogen wird dann 1 Karte über der
    abgelegten Anzahl"; IN-D24: the drawn cards are part of this turn's hand."""
    state = used(holding(STOCKTAKING, kit(0), kit(1), kit(2)), STOCKTAKING)
    assert state.step == DISCARD
    ahead = state.active.draw[:3]
    state = play(state, DiscardCard(kit(0)), DiscardCard(kit(1)), StopDiscarding())
    assert state.step == TURN
    assert state.active.hand == (kit(2), *ahead)
    assert state.active.discard[-2:] == (kit(0), kit(1))
    assert PlayCard(ahead[0]) in RULES.legal(state)


def test_inventory_with_nothing_discarded_draws_one() -> None:
    """IN-D24: k >= 0, so discarding none still draws 1."""
    state = used(holding(STOCKTAKING, kit(0)), STOCKTAKING)
    ahead = state.active.draw[0]
    after = play(state, StopDiscarding())
    assert after.active.hand == (kit(0), ahead)


def test_inventory_may_discard_a_dinosaur_card_unresolved() -> None:
    """Seed: "Nur Kartenfunktionen wie Inventur erlauben es, rote Karten abzulegen, ohne ihre Aktion
    auszuführen"; IN-D17."""
    before = holding(STOCKTAKING, TRACKS)
    after = play(used(before, STOCKTAKING), DiscardCard(TRACKS), StopDiscarding())
    assert after.active.discard[-1] == TRACKS and after.step == TURN
    assert after.dinosaurs == before.dinosaurs


# --- Verschleiß ----------------------------------------------------------------------------------


def test_wear_trashes_any_hand_card_but_the_egg() -> None:
    """Seed: "Eine Handkarte deiner Wahl verlässt dauerhaft das Spiel (nicht das Dinosaurier Ei)";
    IN-D25."""
    state = used(holding(SCRAPYARD, EGG, TRACKS, kit(0)), SCRAPYARD)
    assert state.step == TRASH
    assert set(RULES.legal(state)) == {TrashCard(TRACKS), TrashCard(kit(0))}
    assert refusal(state, TrashCard(EGG)) == "isla_nublar.card.egg_stays"
    after = play(state, TrashCard(kit(0)))
    assert after.trashed == (kit(0),) and kit(0) not in after.active.owned
    assert after.step == TURN


def test_a_worn_dinosaur_card_leaves_the_game_not_back_to_the_dinosaur_deck() -> None:
    """IN-D17: "Verschleiß and Verbesserung may trash one, which leaves the game (not back to the
    dino deck)"."""
    state = used(holding(SCRAPYARD, TRACKS), SCRAPYARD)
    after = play(state, TrashCard(TRACKS))
    assert after.trashed == (TRACKS,)
    assert TRACKS not in after.dinosaur_deck and TRACKS not in after.active.owned
    assert after.dinosaur_deck == state.dinosaur_deck
    assert after.dinosaurs == state.dinosaurs


# --- Verbesserung --------------------------------------------------------------------------------


def upgrading(*played: int, state: IslaNublarState | None = None) -> IslaNublarState:
    """Seat 0 has these cards in its play area and plays Verbesserung's upgrade action."""
    state = holding(*played, UPGRADE, state=state)
    held = state.active
    state = evolve(state, seats=put(state.seats, 0, evolve(held, hand=(UPGRADE,), play=played)))
    return used(state, UPGRADE)


def test_upgrade_trashes_another_played_card_never_the_egg_nor_itself() -> None:
    """Seed: "Entferne 1 deiner ausgespielten Karten aus dem Spiel"; IN-D26: one other card in your
    play area, never the egg."""
    state = upgrading(EGG, TRACKS, kit(0))
    assert state.step == UPGRADE_TRASH
    assert set(RULES.legal(state)) == {TrashPlayed(TRACKS), TrashPlayed(kit(0))}
    assert refusal(state, TrashPlayed(EGG)) == "isla_nublar.card.egg_stays"
    assert refusal(state, TrashPlayed(UPGRADE)) == "isla_nublar.upgrade.itself"
    assert refusal(state, TrashPlayed(kit(1))) == "isla_nublar.upgrade.not_played"


def test_upgrade_gains_a_market_top_at_most_two_dearer_onto_the_discard_pile() -> None:
    """Seed: "nimm dafür eine neue Karte, die bis zu 2 Bernstein teurer ist. Sie kommt auf deinen
    Ablagestapel"; IN-D26: a start card counts as price 0."""
    state = play(upgrading(kit(0)), TrashPlayed(kit(0)))
    assert state.step == UPGRADE_GAIN and state.trashed == (kit(0),)
    assert RULES.pending(state).values["most"] == 2
    assert RULES.legal(state) == [GainCard(0)]  # the stacks are priced 2, 3, 4, 5, 6
    assert refusal(state, GainCard(1)) == "isla_nublar.upgrade.too_dear"
    top = state.market[0][0]
    after = play(state, GainCard(0))
    assert after.step == TURN and after.active.gained == (top,) and top in after.active.owned
    assert after.market[0] == state.market[0][1:]
    assert top in play(after, EndTurn()).seats[0].discard


def test_upgrade_counts_a_market_card_at_its_price_and_a_dinosaur_card_at_zero() -> None:
    """IN-D26: "Start and dino cards count as price 0"; a market card at its price."""
    from_hideout = play(upgrading(HIDEOUT), TrashPlayed(HIDEOUT))
    assert {action.stack for action in RULES.legal(from_hideout)} == {0, 1, 2}
    from_tracks = play(upgrading(TRACKS), TrashPlayed(TRACKS))
    assert {action.stack for action in RULES.legal(from_tracks)} == {0}
    assert TRACKS in from_tracks.trashed and TRACKS not in from_tracks.dinosaur_deck


def test_upgrade_with_no_stack_qualifying_still_trashes() -> None:
    """IN-D26: "If no stack qualifies, the trash still stands"."""
    state = new()
    state = evolve(state, market=put(state.market, 0, ()))
    after, events = play_events(upgrading(kit(0), state=state), TrashPlayed(kit(0)))
    assert after.step == TURN and after.trashed == (kit(0),)
    assert [event.kind for event in events] == ["trashed", "nothing_to_gain"]
    assert after.active.gained == ()


# --- Camp verlegen -------------------------------------------------------------------------------


def relocating() -> IslaNublarState:
    """Seat 0 plays Camp verlegen with its buried camp on (3, 2) under seat 1's, a lone camp on (3, 4)."""
    state = placed(holding(MOVING_DAY), camps={(3, 2): (0, 1), (3, 4): 0, (5, 3): (1, 1, 1)})
    return used(state, MOVING_DAY)


def test_relocate_picks_up_an_own_camp_top_or_buried() -> None:
    """Seed: "Eines deiner Camps auf dem Plan stellst du um, auch ein überbautes"; IN-D27."""
    state = relocating()
    assert state.step == RELOCATE_FROM
    assert set(RULES.legal(state)) == {PickUpCamp(space((3, 2)), 0), PickUpCamp(space((3, 4)), 0)}
    assert refusal(state, PickUpCamp(space((3, 2)), 1)) == "isla_nublar.relocate.no_own_camp"


def test_a_buried_camp_may_move_to_the_top_of_its_own_stack() -> None:
    """Seed: "Du darfst ein überbautes Camp auch auf demselben Feld nach oben umsetzen"."""
    state = play(relocating(), PickUpCamp(space((3, 2)), 0))
    assert state.step == RELOCATE_TO and PutDownCamp(space((3, 2))) in RULES.legal(state)
    after = play(state, PutDownCamp(space((3, 2))))
    assert after.camps[space((3, 2))] == (1, 0)


def test_a_relocated_camp_leaves_its_stack_and_the_camps_above_move_down() -> None:
    """IN-D27: "to a legal space ...; camps above it move down"; onto another's stack too."""
    before = relocating()
    after = play(before, PickUpCamp(space((3, 2)), 0), PutDownCamp(space((3, 4))))
    assert after.camps[space((3, 2))] == (1,) and after.camps[space((3, 4))] == (0, 0)
    assert after.active.camps == before.active.camps  # no camp from the supply


def test_relocating_goes_only_to_legal_spaces() -> None:
    """IN-D8 for IN-D27: no volcano, no dinosaur's space, no full stack; a top camp has no "own top"
    to move to."""
    state = placed(holding(MOVING_DAY), camps={(3, 4): 0, (5, 3): (1, 1, 1)}, dinosaurs={STEGOSAURUS: (3, 3)})
    state = play(used(state, MOVING_DAY), PickUpCamp(space((3, 4)), 0))
    targets = {action.space for action in RULES.legal(state)}
    assert targets == set(components().land) - {space((3, 4)), space((5, 3)), space((3, 3))}
    assert refusal(state, PutDownCamp(space((5, 3)))) == "isla_nublar.island.stack_full"
    assert refusal(state, PutDownCamp(space((3, 3)))) == "isla_nublar.island.dinosaur"
    assert refusal(state, PutDownCamp(space((1, 0)))) == "isla_nublar.island.volcano"
    assert refusal(state, PutDownCamp(space((3, 4)))) == "isla_nublar.relocate.already_on_top"


def test_relocating_is_not_building_no_points_no_scoring_no_end() -> None:
    """IN-D11: "Camp verlegen is not building: no area points, no scoring, no end trigger"; the
    builder's personal supply is empty here, which after a build would end the game."""
    state = relocating()
    state = evolve(state, seats=put(state.seats, 0, evolve(state.active, camps=0)))
    after = play(state, PickUpCamp(space((3, 4)), 0), PutDownCamp(space((1, 1))))
    assert after.step == TURN and after.end == ""
    assert after.active.score == state.active.score and after.scored == ()
    assert after.scoring_row == state.scoring_row


# --- Nachschub -----------------------------------------------------------------------------------


def test_resupply_draws_its_number_into_this_turns_hand() -> None:
    """Seed: "Ziehe sofort so viele Karten nach, wie das Symbol angibt"; IN-D28."""
    state = holding(RESUPPLY, kit(0))
    ahead = state.active.draw[:2]
    after = used(state, RESUPPLY)
    assert after.active.hand == (kit(0), *ahead) and after.step == TURN


def test_drawing_from_an_empty_pile_reshuffles_the_discards_but_not_this_turns_gains() -> None:
    """IN-D28 with IN-D6: the discard pile becomes the draw pile; cards gained this turn stay."""
    state = holding(RESUPPLY)
    bought = state.market[0][0]
    held = state.active
    state = evolve(
        state,
        seats=put(state.seats, 0, evolve(held, draw=(), discard=(kit(0), kit(1)), gained=(bought,))),
    )
    after = used(state, RESUPPLY)
    assert sorted(after.active.hand) == sorted((kit(0), kit(1)))
    assert after.active.gained == (bought,) and after.active.discard == ()


# --- Das nötige Kleingeld ------------------------------------------------------------------------


def test_small_change_turns_amber_already_in_the_pool_into_building_points() -> None:
    """Seed: "In diesem Zug darfst du Bernstein auch nutzen, um Kisten oder Camps auf den Plan zu
    bringen. Die Bernstein-Aktion derselben Karte ist dann gesperrt"; IN-D29."""
    state = used(holding(SMALL_CHANGE, amber=4), SMALL_CHANGE)
    assert state.small_change and state.amber == 4  # not the card's own 2 amber
    state = play(state, ChangeAmber(), ChangeAmber(), ChangeAmber(), ChangeAmber())
    assert (state.amber, state.change_points) == (0, 4)
    assert BuildCamp(space((3, 3)), 0) in RULES.legal(state)
    placed_one = play(state, PlaceCrate(space((3, 3))))
    assert placed_one.change_points == 3 and placed_one.crates[space((3, 3))] == (1, 0)
    built = play(state, BuildCamp(space((3, 3)), 0))
    assert built.camps[space((3, 3))] == (0,) and built.change_points == 0


def test_changed_amber_neither_moves_crates_nor_restocks() -> None:
    """IN-D29: "only to place crates or pay for camps (not to move crates or restock)"."""
    state = placed(holding(), crates={(3, 3): {0: 1}})
    state = evolve(state, general_crates=(1, 0), change_points=3, small_change=True)
    legal = RULES.legal(state)
    assert PickUpCrate(space((3, 3))) not in legal and Restock(CRATE) not in legal
    assert refusal(state, PickUpCrate(space((3, 3)))) == "isla_nublar.crates.no_points_to_move"
    assert refusal(state, Restock(CRATE)) == "isla_nublar.crates.no_points_to_restock"
    assert PlaceCrate(space((3, 4))) in legal


def test_without_small_change_amber_is_not_changed() -> None:
    """IN-D29: only after the card, and only amber that is there."""
    assert refusal(holding(kit(0), amber=3), ChangeAmber()) == "isla_nublar.crates.no_small_change"
    after = used(holding(SMALL_CHANGE), SMALL_CHANGE)
    assert refusal(after, ChangeAmber()) == "isla_nublar.crates.no_amber"
    assert ChangeAmber() not in RULES.legal(after)


# --- the egg -------------------------------------------------------------------------------------


def hatching(deck: tuple[int, ...]) -> IslaNublarState:
    return evolve(holding(EGG, kit(0)), dinosaur_deck=deck)


def test_the_egg_draws_the_top_dinosaur_card_and_resolves_it_both_stay_in_play() -> None:
    """Seed: "ziehst du sofort die oberste Karte des Dinosaurierstapels und führst sie aus. Beide
    Karten legst du offen zu deinen ausgespielten Karten"; IN-D16 and the brief: the dino card then
    stays in that player's deck."""
    rest = tuple(card for card in holding().dinosaur_deck if card != TRACKS)
    state = play(hatching((TRACKS, *rest)), PlayCard(EGG))
    assert state.step == WALK and state.walk.dinosaur == STEGOSAURUS
    assert state.dinosaur_deck == rest and state.active.play == (EGG, TRACKS)
    assert TRACKS in state.active.owned
    state = play(state, Walk(S, 1))
    assert state.step == TURN and state.dinosaurs[STEGOSAURUS] == space((1, 1))
    after = play_out(state)
    assert {EGG, TRACKS} <= set(after.seats[0].discard)


def test_an_egg_played_on_an_empty_dinosaur_deck_does_nothing() -> None:
    """IN-D18: "An egg played while the dino deck is empty draws nothing and has no effect"."""
    before = hatching(())
    after, events = play_events(before, PlayCard(EGG))
    assert after.step == TURN and after.active.play == (EGG,)
    assert after.dinosaurs == before.dinosaurs and after.end == ""
    assert [event.kind for event in events] == ["played", "egg_empty"]


def test_drawing_the_last_dinosaur_card_triggers_the_end_and_it_still_resolves() -> None:
    """IN-D19: "The end is triggered the moment the dino deck becomes empty ...; that card still
    resolves"."""
    state = play(hatching((TRACKS,)), PlayCard(EGG))
    assert state.end == DINOSAUR_DECK and state.dinosaur_deck == ()
    assert state.step == WALK and state.walk.dinosaur == STEGOSAURUS


def test_the_egg_can_never_be_trashed() -> None:
    """Seed: "Das Dinosaurier Ei darfst du nie aus dem Spiel entfernen"; IN-D17."""
    worn = used(holding(SCRAPYARD, EGG, kit(0)), SCRAPYARD)
    assert TrashCard(EGG) not in RULES.legal(worn)
    assert refusal(worn, TrashCard(EGG)) == "isla_nublar.card.egg_stays"
    upgraded = upgrading(EGG, kit(0))
    assert TrashPlayed(EGG) not in RULES.legal(upgraded)


# --- a dinosaur card in hand ---------------------------------------------------------------------


def test_a_dinosaur_card_in_hand_must_be_resolved_before_the_turn_ends() -> None:
    """Seed: "Dinosaurierkarten ... musst du beim Ausspielen auch auswerten. Auf sie zu verzichten ist
    nicht erlaubt"; IN-D4: the turn ends only with the hand empty."""
    state = holding(TRACKS)
    assert EndTurn() not in RULES.legal(state)
    assert refusal(state, EndTurn()) == "isla_nublar.turn.hand_not_empty"
    walking = play(state, PlayCard(TRACKS))
    assert walking.step == WALK and SkipAction() not in RULES.legal(walking)
    assert EndTurn() in RULES.legal(play(walking, Walk(S, 1)))


# --- actions that would do nothing ---------------------------------------------------------------


def _only_card(card: int) -> IslaNublarState:
    return play(holding(card), PlayCard(card))


NOTHING_TO_DO = {
    "hide with an empty hand": (lambda: _only_card(HIDEOUT), "isla_nublar.card.hand_empty"),
    "wear with only the egg": (
        lambda: play(holding(SCRAPYARD, EGG), PlayCard(SCRAPYARD)),
        "isla_nublar.card.nothing_to_wear",
    ),
    "upgrade with only the egg played": (
        lambda: play(holding(UPGRADE, state=_egg_played()), PlayCard(UPGRADE)),
        "isla_nublar.card.nothing_to_upgrade",
    ),
    "distract with every dinosaur on a volcano": (
        lambda: _only_card(DECOY),
        "isla_nublar.card.no_dinosaur_on_land",
    ),
    "relocate with no own camp": (lambda: _only_card(MOVING_DAY), "isla_nublar.card.no_camp_to_relocate"),
    "small change twice": (
        lambda: evolve(_only_card(SMALL_CHANGE), small_change=True),
        "isla_nublar.card.small_change_already",
    ),
    "a countermeasure with no raid": (lambda: _only_card(ALARM), "isla_nublar.card.countermeasure_now"),
}


def _egg_played() -> IslaNublarState:
    return play(evolve(holding(EGG), dinosaur_deck=()), PlayCard(EGG))


@pytest.mark.parametrize("case", NOTHING_TO_DO)
def test_an_action_that_would_do_nothing_is_not_offered_and_check_says_why(case: str) -> None:
    """The rules core's promise (IN-D23 to IN-D29): an action is offered only when it can do
    something; ``check`` names the reason otherwise. The card may still be played with none."""
    build, rule = NOTHING_TO_DO[case]
    state = build()
    assert state.step == ACTION
    assert UseAction(0) not in RULES.legal(state)
    assert refusal(state, UseAction(0)) == rule
    assert SkipAction() in RULES.legal(state)


@pytest.mark.parametrize("card", [RESUPPLY, STOCKTAKING], ids=["Nachschub", "Inventur"])
def test_drawing_with_both_piles_empty_is_not_offered(card: int) -> None:
    """IN-D6: "Both piles empty: draw what exists", here nothing; so, as above, the action would do
    nothing and is not offered (Inventur with an empty hand discards none and draws none)."""
    state = holding(card)
    state = evolve(state, seats=put(state.seats, 0, evolve(state.active, draw=(), discard=())))
    state = play(state, PlayCard(card))
    assert UseAction(0) not in RULES.legal(state)
    assert refusal(state, UseAction(0)) is not None
