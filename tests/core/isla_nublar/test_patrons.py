"""The patrons variant: development tiles in three rows, marker crates advanced by the patron a
played market card shows, rewards and the final tile (the seed's "Die Auftraggeber
(Expertenvariante)"; IN-D42)."""

from __future__ import annotations

from collections import Counter

import pytest

from core.engine.evolve import evolve
from core.engine.tuples import put
from core.games.isla_nublar.actions import (
    AdvancePatron,
    PlayCard,
    SendBack,
    SkipAction,
    TrashCard,
    UseAction,
)
from core.games.isla_nublar.components import components
from core.games.isla_nublar.patrons import patron_of
from core.games.isla_nublar.state import ACTION, DISTRACT, TRASH, TURN, IslaNublarState
from tests.core.isla_nublar.playing import RULES, at, card_of, new, play, play_events, with_hand

PARTS = components()
PATRONS = ("patrons",)
LAB, GENETICS, PROTECTION = 0, 1, 2  # the patrons in the file's order
# market cards of each patron, two copies of each type
LAB_CARDS = ("hideout", "amber_trader", "scrapyard", "upgrade", "field_radio", "lure")


def tile(tile_id: str) -> int:
    return next(index for index, found in enumerate(PARTS.tiles) if found.id == tile_id)


def with_row(state: IslaNublarState, patron: int, *tile_ids: str) -> IslaNublarState:
    """The patron's row holds these A and B tiles, then its final tile."""
    row = tuple(tile(tile_id) for tile_id in tile_ids) + (PARTS.final_tile(patron),)
    return evolve(state, patron_rows=put(state.patron_rows, patron, row))


def with_marker(state: IslaNublarState, seat: int, patron: int, entered: int) -> IslaNublarState:
    return evolve(state, markers=put(state.markers, seat, put(state.markers[seat], patron, entered)))


def played(state: IslaNublarState, card: int, *rest: int) -> IslaNublarState:
    """Seat 0 holds the card (and ``rest``) and plays it: its action is to be chosen."""
    return play(with_hand(state, 0, (card, *rest)), PlayCard(card))


# --- the tiles and the setup ---------------------------------------------------------------------


def test_twenty_development_tiles_ten_a_seven_b_three_final() -> None:
    """Seed: "Ihr braucht die 20 Entwicklungsplättchen", "die 10 A-Plättchen", "die 7 B-Plättchen",
    "ein Abschlussplättchen" per row; issue: 20 tiles, 10 A, 7 B, 3 final, in YAML."""
    stages = Counter(found.stage for found in PARTS.tiles)
    assert stages == {"a": 10, "b": 7, "final": 3}
    assert {PARTS.tiles[PARTS.final_tile(patron)].patron for patron in range(3)} == set(PARTS.patrons)


def test_rewards_come_from_the_games_actions_and_a_final_tile_gives_ten_points() -> None:
    """Issue: "rewards from actions that exist in the game"; seed: the last tile "gibt es 10 Punkte"."""
    for found in PARTS.tiles:
        assert found.reward.kind in ("amber", "crates", "draw", "points", "wear", "distract"), found.id
        if found.stage == "final":
            assert (found.reward.kind, found.reward.amount) == ("points", 10)


@pytest.mark.parametrize("seed", range(4))
def test_each_row_holds_three_a_two_b_and_its_final_tile(seed: int) -> None:
    """Seed: "legt je 3 verdeckt in jede der 3 Reihen", "je 2 rechts daneben", "Ans Ende jeder Reihe
    kommt ein Abschlussplättchen"; one A and one B tile stay in the box."""
    state = new(3, seed, variants=PATRONS)
    assert len(state.patron_rows) == 3
    for patron, row in enumerate(state.patron_rows):
        assert [PARTS.tiles[index].stage for index in row] == ["a", "a", "a", "b", "b", "final"]
        assert row[-1] == PARTS.final_tile(patron)
    used = [index for row in state.patron_rows for index in row]
    assert len(used) == len(set(used)) == 18


def test_the_tiles_are_shuffled_by_the_match_seed() -> None:
    """Seed: "Mischt die 10 A-Plättchen", "Mischt die 7 B-Plättchen": the rows differ from game to
    game, and one seed always lays the same rows."""
    rows = {new(2, seed, variants=PATRONS).patron_rows for seed in range(8)}
    assert len(rows) > 4
    assert new(2, 5, variants=PATRONS).patron_rows == new(2, 5, variants=PATRONS).patron_rows


def test_the_tiles_lie_face_up_for_every_seat() -> None:
    """Seed: "danach deckt ihr alles auf": the rows and every marker are public (IN-D46's list of
    secrets names no tile)."""
    state = new(3, 2, variants=PATRONS)
    for seat in range(3):
        seen = RULES.view(state, seat)
        assert seen.patron_rows == state.patron_rows and seen.markers == state.markers


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_puts_a_crate_at_the_start_of_every_row(players: int) -> None:
    """Seed: "Jede Person legt 1 ihrer Ausrüstungskisten an den Anfang jeder Reihe"; IN-D42: "Setup
    ties up 3 of each player's 6 crates as markers"."""
    state = new(players, 1, variants=PATRONS)
    assert state.markers == ((0, 0, 0),) * players
    assert all(held.crates == 3 for held in state.seats)
    assert all(held.crates == 6 for held in new(players, 1).seats)


def test_without_the_variant_there_are_no_rows_and_no_markers() -> None:
    state = new(2, 1)
    assert state.patron_rows == () and state.markers == () and not state.patrons


# --- advancing ---------------------------------------------------------------------------------


def test_a_played_market_card_may_advance_its_patrons_row_instead_of_an_action() -> None:
    """Seed: "Statt eine Aktion einer blauen Karte zu nutzen, darfst du deine Kiste in der Reihe des
    auf der Karte abgebildeten Auftraggebers um 1 Plättchen nach rechts rücken"."""
    card = card_of("supply_run")  # Genetics Corp: amber 2 or crates 2
    state = played(new(2, 1, variants=PATRONS), card)
    assert state.step == ACTION
    assert RULES.legal(state) == [UseAction(0), UseAction(1), AdvancePatron(), SkipAction()]
    after = play(state, AdvancePatron())
    assert after.markers[0] == (0, 1, 0) and after.markers[1] == (0, 0, 0)
    assert after.step == TURN and card in after.active.play


def test_the_advance_is_the_cards_one_action() -> None:
    """IN-D42: "Using a patron is the card's one action": afterwards neither of its actions is left."""
    card = card_of("amber_hoard")  # amber 5 or draw 1
    state = with_row(
        new(2, 1, variants=PATRONS),
        GENETICS,
        "first_report",
        "tool_shed",
        "courier",
        "publication",
        "field_study",
    )
    after = play(played(state, card), AdvancePatron())
    assert after.step == TURN and after.amber == 0 and after.playing == -1
    assert not any(isinstance(option, UseAction) for option in RULES.legal(after))


def test_the_advance_moves_one_tile_of_the_row_of_the_patron_the_card_shows() -> None:
    """Seed: "in der Reihe des auf der Karte abgebildeten Auftraggebers um 1 Plättchen"."""
    state = new(2, 1, variants=PATRONS)
    for type_id in ("hideout", "stocktaking", "decoy"):
        card = card_of(type_id)
        state = play(played(state, card), AdvancePatron())
        assert sum(state.markers[0]) <= 3
    assert state.markers[0] == (1, 1, 1)
    assert [patron_of(card_of(name)) for name in ("hideout", "stocktaking", "decoy")] == [0, 1, 2]


def test_start_cards_show_no_patron_and_never_advance() -> None:
    """IN-D42: "start cards show no patron, so only bought market cards advance a row"."""
    state = new(2, 1, variants=PATRONS)
    for type_id in ("field_kit", "crate_pair", "amber_pouch", "radio_call"):
        card = card_of(type_id)
        assert PARTS.card(card).patron == ""
        played_state = played(state, card)
        assert AdvancePatron() not in RULES.legal(played_state)
        refusal = RULES.check(played_state, AdvancePatron())
        assert refusal is not None and refusal.rule == "isla_nublar.patron.none_shown"


def test_red_cards_never_advance() -> None:
    """IN-D42: "red cards never do": the egg and the dinosaur cards resolve at once, no action step."""
    state = new(2, 1, variants=PATRONS)
    for card in (card_of("dinosaur_egg"), card_of("t_rex_tracks")):
        after = played(state, card)
        assert after.step != ACTION and AdvancePatron() not in RULES.legal(after)


def test_no_advance_without_the_variant() -> None:
    state = played(new(2, 1), card_of("supply_run"))
    refusal = RULES.check(state, AdvancePatron())
    assert refusal is not None and refusal.rule == "isla_nublar.patron.variant_off"


# --- rewards -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tile_id", "amber", "crate_points", "points"),
    [("amber_find", 2, 0, 0), ("tool_shed", 0, 2, 0), ("first_report", 0, 0, 2), ("publication", 0, 0, 4)],
)
def test_the_reward_of_the_tile_entered_comes_at_once(
    tile_id: str, amber: int, crate_points: int, points: int
) -> None:
    """Seed: "und bekommst einmalig die Belohnung des Zielplättchens": amber and crate points into
    the turn's pools, points onto the score (as patron points)."""
    state = with_row(new(2, 1, variants=PATRONS), LAB, tile_id, "courier", "flare", "cargo_lift", "overhaul")
    after, events = play_events(played(state, card_of("hideout")), AdvancePatron())
    assert (after.amber, after.crate_points, after.active.score) == (amber, crate_points, points)
    assert after.active.earned[-1] == points
    assert events[0].kind == "advanced" and events[0].values["tile"] == tile(tile_id)


def test_a_draw_reward_draws_into_this_turns_hand() -> None:
    state = with_row(
        new(2, 1, variants=PATRONS), LAB, "field_notes", "courier", "flare", "cargo_lift", "overhaul"
    )
    before = played(state, card_of("hideout"))
    after = play(before, AdvancePatron())
    assert len(after.active.hand) == len(before.active.hand) + 1


def test_a_wear_reward_removes_a_hand_card_and_a_distract_reward_sends_a_dinosaur_back() -> None:
    """Rewards that ask for more go on to the card action's own step."""
    state = with_row(
        new(2, 1, variants=PATRONS), LAB, "clear_out", "flare", "courier", "cargo_lift", "overhaul"
    )
    field_kit = card_of("field_kit")
    after = play(played(state, card_of("hideout"), field_kit), AdvancePatron())
    assert after.step == TRASH
    after = play(after, TrashCard(field_kit))
    assert field_kit in after.trashed and after.step == TURN
    moved = evolve(after, dinosaurs=put(after.dinosaurs, 0, at(3, 3)))
    after = play(played(moved, card_of("amber_trader")), AdvancePatron())
    assert after.step == DISTRACT and SendBack(0) in RULES.legal(after)


def test_an_unusable_reward_is_lost() -> None:
    """IN-D42: "an unusable one is lost": wear with only the egg left in hand, distract with every
    dinosaur on its volcano. The marker moves all the same."""
    state = with_row(
        new(2, 1, variants=PATRONS), LAB, "clear_out", "flare", "courier", "cargo_lift", "overhaul"
    )
    after, events = play_events(played(state, card_of("hideout"), card_of("dinosaur_egg")), AdvancePatron())
    assert after.step == TURN and after.markers[0][LAB] == 1 and not after.trashed
    assert [event.kind for event in events] == ["advanced", "reward_lost"]
    after, events = play_events(played(after, card_of("amber_trader")), AdvancePatron())
    assert after.step == TURN and after.markers[0][LAB] == 2
    assert [event.kind for event in events] == ["advanced", "reward_lost"]


def test_each_reward_is_taken_once_by_each_seat() -> None:
    """Seed: "einmalig": the reward comes as the marker enters, never again for that seat; another
    seat's marker entering the same tile takes it too."""
    state = with_row(
        new(2, 1, variants=PATRONS), LAB, "first_report", "courier", "flare", "cargo_lift", "overhaul"
    )
    after = play(played(state, card_of("hideout")), AdvancePatron())
    assert after.seats[0].score == 2
    after = play(played(after, card_of("amber_trader")), AdvancePatron())
    assert after.seats[0].score == 2 and after.markers[0][LAB] == 2
    other = evolve(after, turn=1)
    other = play(
        with_hand(other, 1, (card_of("hideout", nth=1),)),
        PlayCard(card_of("hideout", nth=1)),
        AdvancePatron(),
    )
    assert other.seats[1].score == 2


# --- the final tile ------------------------------------------------------------------------------


def test_a_row_finished_gives_its_rewards_ten_points_and_the_crate_back() -> None:
    """Seed: "Erreichst du das letzte Plättchen einer Leiste, gibt es 10 Punkte, die Kiste kommt
    zurück in deinen Vorrat und dieser Auftraggeber ist für dich abgeschlossen". By hand: the row
    first_report (2 points), amber_find (2 amber), tool_shed (2 crate points), publication (4),
    field_study (3), then the final tile (10): 19 points, 2 amber, 2 crate points, 4 crates."""
    state = with_row(
        new(2, 1, variants=PATRONS),
        LAB,
        "first_report",
        "amber_find",
        "tool_shed",
        "publication",
        "field_study",
    )
    cards = [card_of(name, nth=0) for name in LAB_CARDS]
    state = with_hand(state, 0, tuple(cards))
    events = []
    for card in cards:
        state, more = play_events(play(state, PlayCard(card)), AdvancePatron())
        events += more
    held = state.active
    assert held.score == 19 and held.earned[-1] == 19
    assert (state.amber, state.crate_points) == (2, 2)
    assert held.crates == 4 and state.markers[0][LAB] == 6
    assert [event.values["points"] for event in events if event.kind == "patron_finished"] == [10]


def test_a_finished_patron_gives_that_player_nothing_more() -> None:
    """IN-D42: "that patron then gives that player nothing": no advance is offered for its cards,
    while the other patrons and the other seats' markers go on."""
    state = with_marker(new(2, 1, variants=PATRONS), 0, LAB, PARTS.row_length)
    finished = played(state, card_of("hideout"))
    assert AdvancePatron() not in RULES.legal(finished)
    refusal = RULES.check(finished, AdvancePatron())
    assert refusal is not None and refusal.rule == "isla_nublar.patron.finished"
    assert AdvancePatron() in RULES.legal(played(state, card_of("stocktaking")))
    other = evolve(state, turn=1)
    other = play(with_hand(other, 1, (card_of("hideout"),)), PlayCard(card_of("hideout")))
    assert AdvancePatron() in RULES.legal(other)


def test_the_final_crate_comes_back_to_the_personal_supply() -> None:
    """Seed: "die Kiste kommt zurück in deinen Vorrat": it may be placed again this turn."""
    state = with_marker(new(2, 1, variants=PATRONS), 0, LAB, PARTS.row_length - 1)
    state = with_hand(state, 0, (card_of("hideout"),))
    before = state.active.crates
    after = play(state, PlayCard(card_of("hideout")), AdvancePatron())
    assert after.active.crates == before + 1 and after.active.score == 10
