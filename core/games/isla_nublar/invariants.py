"""What must hold after every action of every Isla Nublar game, whatever was played.

Every card is in exactly one place, and a seat's piles hold exactly the cards it owns; each
seat's crates and camps are all accounted for across its supply, the general supply and the
island; a space holds at most three camps and a volcano no piece; the dinosaurs stand on
spaces, never two on one volcano; a space a dinosaur stays on changes only by a raid there
(IN-D15, IN-D21); points only grow, and add up by source; a card bought this turn is never
in the hand or the play area (IN-D6). With patrons, a seat's marker crates count among its
crates until their rows are finished, and markers only move forward, one tile at a time;
with individual scoring, no camp asks for a scoring card and a slot is empty only while the
face-down deck is (at the start of a turn).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from core.engine.invariants import expect
from core.engine.protocol import Action, Event
from core.games.isla_nublar.actions import (
    CAMP,
    CRATE,
    AdvancePatron,
    AllowRaid,
    BuildCamp,
    Buy,
    BuyScoring,
    ChangeAmber,
    ChooseScoring,
    DiscardCard,
    EndTurn,
    GainCard,
    HideCard,
    KeepCrate,
    PickUpCamp,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PlayCountermeasure,
    PutDownCamp,
    PutDownCrate,
    Restock,
    ScorePlayed,
    SendBack,
    SkipAction,
    StopDiscarding,
    StopHiding,
    ToVolcano,
    TrashCard,
    TrashPlayed,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import WALKS, components
from core.games.isla_nublar.island import MAX_STACK
from core.games.isla_nublar.state import COUNTER, NO_CARD, OVER, SCORE, TURN, IslaNublarState


@cache
def _every_card_of(players: int) -> tuple[int, ...]:
    parts = components()
    cards = [card for seat in range(players) for card in parts.start_cards(seat)]
    cards += [card for stack in parts.market for card in stack]
    return tuple(sorted(cards + list(parts.dinosaur_deck) + list(parts.scoring_cards)))


class IslaNublarInvariants:
    def thinkable(self, state: IslaNublarState) -> tuple[Action, ...]:
        """Every action of every step, with cards, spaces, stacks and numbers just off the board
        (the same for every state, so made once)."""
        return _thinkable()

    def check_state(self, state: IslaNublarState) -> None:
        _check_cards(state)
        _check_pieces(state)
        _check_dinosaurs(state)
        _check_variants(state)
        for index, seat in enumerate(state.seats):
            expect(seat.score == sum(seat.earned), f"seat {index}'s points are not the sum of {seat.earned}")
            expect(min(seat.earned) >= 0, f"seat {index} has negative points {seat.earned}")
        expect(min(state.amber, state.crate_points, state.change_points) >= 0, "a pool is below 0")
        expect(state.change_points == 0 or state.small_change, "changed amber without Das nötige Kleingeld")
        if state.step == COUNTER:
            expect(bool(state.walk.asked), "a Countermeasure question with nobody to ask")
        if state.step == OVER:
            expect(bool(state.end), "the game ended with no trigger")

    def check_transition(self, before: IslaNublarState, after: IslaNublarState, events: list[Event]) -> None:
        for index, (earlier, later) in enumerate(zip(before.seats, after.seats, strict=True)):
            expect(later.score >= earlier.score, f"seat {index}'s points went down")
        raided = {event.values["space"] for event in events if event.kind == "raided"}
        for space in set(before.dinosaurs) & set(after.dinosaurs):
            if space in raided or components().spaces[space].volcano:
                continue
            expect(
                before.crates[space] == after.crates[space] and before.camps[space] == after.camps[space],
                f"space {space} changed while a dinosaur stood on it",
            )
        if before.end:
            expect(after.end == before.end, "the end trigger changed")
        if after.turns == before.turns:
            expect(after.turn == before.turn, "the active seat changed within a turn")
        for index, (was, now) in enumerate(zip(before.markers, after.markers, strict=True)):
            steps = [later - earlier for earlier, later in zip(was, now, strict=True)]
            expect(
                sum(steps) in (0, 1) and min(steps) >= 0, f"seat {index}'s markers moved from {was} to {now}"
            )


def _check_cards(state: IslaNublarState) -> None:
    parts = components()
    placed: list[int] = []
    for index, seat in enumerate(state.seats):
        piles = seat.hand + seat.draw + seat.discard + seat.play + seat.gained + seat.hidden
        expect(tuple(sorted(piles)) == seat.owned, f"seat {index}'s piles are not the cards it owns")
        expect(not set(seat.gained) & set(seat.hand + seat.play), f"seat {index} holds a card it just bought")
        placed += piles
    for stack in state.market:
        placed += stack
    row = tuple(card for card in state.scoring_row if card != NO_CARD)
    placed += state.dinosaur_deck + row + state.scoring_deck + state.trashed
    twice = [card for card, count in Counter(placed).items() if count > 1]
    expect(not twice, f"cards in two places: {twice}")
    expect(tuple(sorted(placed)) == _every_card_of(state.players), "a card is lost or one too many")
    for card in state.trashed:
        expect(not parts.card(card).egg, "an egg left the game")


def _check_pieces(state: IslaNublarState) -> None:
    parts = components()
    material = parts.material[state.players]
    for seat, held in enumerate(state.seats):
        markers = (
            sum(1 for row, at in zip(state.patron_rows, state.markers[seat], strict=True) if at < len(row))
            if state.patrons
            else 0
        )
        crates = held.crates + state.general_crates[seat] + sum(here[seat] for here in state.crates) + markers
        expect(crates == material.crates, f"seat {seat} has {crates} crates, not {material.crates}")
        camps = held.camps + state.general_camps[seat] + sum(stack.count(seat) for stack in state.camps)
        expect(camps == material.camps + material.general_camps, f"seat {seat} has {camps} camps")
        expect(min(held.crates, held.camps) >= 0, f"seat {seat}'s supply is below 0")
    for space, (here, stack) in enumerate(zip(state.crates, state.camps, strict=True)):
        expect(len(stack) <= MAX_STACK, f"space {space} holds {len(stack)} camps")
        expect(min(here) >= 0, f"space {space} holds negative crates")
        if parts.spaces[space].volcano:
            expect(not stack and not any(here), f"pieces on the volcano {space}")


def _check_dinosaurs(state: IslaNublarState) -> None:
    parts = components()
    expect(len(state.dinosaurs) == len(parts.dinosaurs), "a dinosaur is missing")
    on_volcanoes = [space for space in state.dinosaurs if parts.spaces[space].volcano]
    expect(len(on_volcanoes) == len(set(on_volcanoes)), "two dinosaurs on one volcano")
    for space in state.dinosaurs:
        expect(0 <= space < len(parts.spaces), f"a dinosaur off the board at {space}")


def _check_variants(state: IslaNublarState) -> None:
    parts = components()
    if not state.individual_scoring:
        expect(NO_CARD not in state.scoring_row, "an empty scoring slot without individual scoring")
        for held in state.seats:
            expect(not any(parts.card(card).scoring for card in held.owned), "a scoring card owned")
    else:
        expect(state.step != SCORE, "a camp asked for a scoring card with individual scoring")
        if state.step == TURN and not state.active.play and not state.active.gained and state.scoring_deck:
            expect(NO_CARD not in state.scoring_row, "an empty scoring slot at the start of a turn")
    if not state.patrons:
        expect(not state.markers, "markers without patrons")
        return
    expect(len(state.patron_rows) == len(parts.patrons), "not one row per patron")
    tiles = [tile for row in state.patron_rows for tile in row]
    expect(len(tiles) == len(set(tiles)), "a development tile in two rows")
    for row, tiles_of_row in enumerate(state.patron_rows):
        expect(len(tiles_of_row) == parts.row_length, f"row {row} holds {len(tiles_of_row)} tiles")
        expect(tiles_of_row[-1] == parts.final_tile(row), f"row {row} does not end in its final tile")
    for seat, at in enumerate(state.markers):
        expect(len(at) == len(state.patron_rows), f"seat {seat} has {len(at)} markers")
        expect(all(0 <= place <= parts.row_length for place in at), f"seat {seat}'s markers are off {at}")


@cache
def _thinkable() -> tuple[Action, ...]:
    parts = components()
    cards = range(-1, len(parts.cards) + 1)
    spaces = range(-1, len(parts.spaces) + 1)
    stacks = range(-1, len(parts.market) + 1)
    options: list[Action] = [SkipAction(), KeepCrate(), ChangeAmber(), EndTurn(), StopHiding()]
    options += [AdvancePatron(), ScorePlayed()]
    options += [StopDiscarding(), AllowRaid(), Restock(CRATE), Restock(CAMP), Restock("dinosaur")]
    for card in cards:
        options += [PlayCard(card), HideCard(card), DiscardCard(card), TrashCard(card)]
        options += [TrashPlayed(card), PlayCountermeasure(card)]
    for space in spaces:
        options += [PlaceCrate(space), PickUpCrate(space), PutDownCrate(space), PutDownCamp(space)]
        options += [ToVolcano(space), *(BuildCamp(space, back) for back in range(-1, 8))]
        options += [PickUpCamp(space, level) for level in range(-1, MAX_STACK + 1)]
    options += [Buy(stack) for stack in stacks] + [GainCard(stack) for stack in stacks]
    options += [UseAction(index) for index in range(-1, 4)]
    options += [ChooseScoring(slot) for slot in range(-1, parts.scoring_row + 1)]
    options += [BuyScoring(slot) for slot in range(-1, parts.scoring_row + 1)]
    options += [SendBack(dinosaur) for dinosaur in range(-1, len(parts.dinosaurs) + 1)]
    options += [
        Walk(direction, steps)
        for direction in range(-1, len(WALKS) + 1)
        for steps in range(0, parts.dinosaur_steps + 2)
    ]
    return tuple(options)


INVARIANTS = IslaNublarInvariants()
