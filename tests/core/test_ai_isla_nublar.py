"""Isla Nublar's computer player parts: the guess at hidden cards fits the view, the judgement of
a position is sensible, and Easy and the candidates keep the options a player would take."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import pytest

from core.engine.ai import ai_for
from core.engine.bots import BUDGETS, LEVELS, Budget, SearchBot, bot_for
from core.engine.evolve import evolve
from core.engine.invariants import check_position
from core.engine.protocol import UNKNOWN
from core.games.isla_nublar.actions import (
    AllowRaid,
    BuildCamp,
    EndTurn,
    PlayCard,
    PlayCountermeasure,
    SkipAction,
    UseAction,
    Walk,
)
from core.games.isla_nublar.ai import AI, IslaNublarAI, turn_over
from core.games.isla_nublar.components import WALKS, components
from core.games.isla_nublar.state import COUNTER, OVER, TURN, WALK, IslaNublarState
from core.games.isla_nublar.tuning import TUNED
from core.games.isla_nublar.walking import walk_ends
from tests.core.isla_nublar.builders import space
from tests.core.isla_nublar.playing import (
    RULES,
    builder,
    card_of,
    dinosaur_card,
    new,
    placed,
    play,
    with_hand,
)

PARTS = components()
STEGOSAURUS = 0
S = WALKS.index("s")


BOTH = ("patrons", "individual_scoring")
TINY = Budget(iterations=20, seconds=0.0, playout_steps=2)


@cache
def random_game(players: int, seed: int, variants: tuple[str, ...] = ()) -> tuple[IslaNublarState, ...]:
    """Every state of a seeded game of a random player that likes to build."""
    choose = builder(random.Random(seed))
    state, states = new(players, seed, variants=variants), []
    while RULES.pending(state) is not None:
        states.append(state)
        state = play(state, choose(state))
    return (*states, state)


def samples(players: int, every: int = 7, variants: tuple[str, ...] = ()) -> list[IslaNublarState]:
    return [state for seed in (1, 2) for state in random_game(players, seed, variants)[:-1:every]]


def test_ai_for_finds_the_isla_nublar_ai() -> None:
    assert ai_for("isla_nublar") is AI


@pytest.mark.parametrize(("players", "variants"), [(2, ()), (3, ()), (4, ()), (2, BOTH), (4, BOTH)])
def test_the_guess_keeps_the_view_and_every_card_the_seat_has_seen(
    players: int, variants: tuple[str, ...]
) -> None:
    """In the variants too: scoring cards in the seats' piles, the row with empty places."""
    chance = random.Random(players)
    hidden = 0
    for index, state in enumerate(samples(players, variants=variants)):
        decision = RULES.pending(state)
        assert decision is not None
        seat = (decision.seat + index) % players  # the deciding seat and the others alike
        view = RULES.view(state, seat)
        guess = AI.determinize(RULES, view, seat, chance)
        assert RULES.view(guess, seat) == view
        check_position(RULES, guess, sample=5, rng=chance)
        assert guess.seats[seat].hand == state.seats[seat].hand
        assert sorted(guess.seats[seat].draw) == sorted(state.seats[seat].draw)
        for held in guess.seats:
            assert UNKNOWN not in (*held.hand, *held.draw, *held.discard, *held.hidden)
        assert UNKNOWN not in (
            *guess.dinosaur_deck,
            *guess.scoring_deck,
            *(c for s in guess.market for c in s),
        )
        hidden += guess != state
    assert hidden > len(samples(players, variants=variants)) // 2, "most guesses differ somewhere"


def test_the_guess_gives_the_seat_asked_for_a_countermeasure_one_and_asks_the_others_that_hold_one() -> None:
    alarm, fence = card_of("alarm"), card_of("electric_fence")
    target = (3, 4)
    state = placed(new(3), crates={target: {1: 1, 2: 1}}, dinosaurs={STEGOSAURUS: (3, 2)})
    state = with_hand(with_hand(state, 1, (alarm,)), 2, (fence,))
    tracks = dinosaur_card(STEGOSAURUS)
    state = play(with_hand(state, 0, (tracks,)), PlayCard(tracks), Walk(S, 2))
    assert state.step == COUNTER and state.walk.asked == (1, 2)
    view = RULES.view(state, 0)
    for seed in range(10):
        guess = AI.determinize(RULES, view, 0, random.Random(seed))
        assert RULES.view(guess, 0) == view
        assert guess.walk.asked[0] == 1 and RULES.legal(guess) != [AllowRaid()]
        held_fence = fence in guess.seats[2].hand or alarm in guess.seats[2].hand
        assert (2 in guess.walk.asked) == held_fence


def test_a_finished_game_is_valued_by_places_and_any_other_within_zero_and_one() -> None:
    for players in (2, 4):
        for state in samples(players, every=11):
            values = AI.evaluate(RULES, state)
            assert len(values) == players and all(0 < value < 1 for value in values)
    final = random_game(2, 1)[-1]
    assert final.step == OVER
    result = RULES.result(final)
    assert result is not None
    assert AI.evaluate(RULES, final) == tuple(1.0 if place == 1 else 0.0 for place in result.ranking)


def test_points_camps_and_a_good_deck_each_make_a_position_better() -> None:
    base = new(2)
    ahead = evolve(base, seats=(evolve(base.seats[0], score=10), base.seats[1]))
    assert AI.evaluate(RULES, ahead)[0] > 0.5 > AI.evaluate(RULES, ahead)[1]
    fewer_camps = evolve(base, seats=(base.seats[0], evolve(base.seats[1], camps=2)))
    assert AI.evaluate(RULES, fewer_camps)[0] > 0.5
    convoy = card_of("convoy")
    richer = evolve(
        base,
        seats=(evolve(base.seats[0], owned=tuple(sorted((*base.seats[0].owned, convoy)))), base.seats[1]),
    )
    assert AI.evaluate(RULES, richer)[0] > 0.5


def test_pieces_a_dinosaur_can_raid_next_count_less() -> None:
    camp = {(3, 4): 0}
    safe = placed(new(2), camps=camp)
    exposed = placed(new(2), camps=camp, dinosaurs={STEGOSAURUS: (3, 2)})
    assert not any(end.raid for dinosaur in range(4) for end in walk_ends(safe, dinosaur))
    assert any(end.raid for end in walk_ends(exposed, STEGOSAURUS))
    assert AI.evaluate(RULES, safe)[0] > AI.evaluate(RULES, exposed)[0]


@pytest.mark.parametrize(("players", "variants"), [(2, ()), (4, ()), (2, BOTH), (4, BOTH)])
def test_easy_and_the_candidates_choose_legal_options(players: int, variants: tuple[str, ...]) -> None:
    chance = random.Random(players)
    for state in samples(players, every=5, variants=variants):
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        assert AI.easy(RULES, view, decision.seat, legal, chance) in legal
        chosen = AI.candidates(RULES, view, decision.seat, legal, 3)
        assert 1 <= len(chosen) <= 3 and set(chosen) <= set(legal)
        if len(legal) == 1:
            assert chosen == legal


def test_the_hand_is_played_before_anything_is_bought_or_built() -> None:
    state = with_hand(new(2), 0, (card_of("crate_pair"), card_of("field_kit")), crate_points=4)
    legal = RULES.legal(state)
    assert any(isinstance(action, BuildCamp) for action in legal)
    considered = AI.worth_considering(RULES, state, 0, legal)
    assert considered and all(isinstance(action, PlayCard) for action in considered)
    # two cards of one kind are one option to search
    kits = with_hand(new(2), 0, (card_of("field_kit"), card_of("field_kit", nth=1)))
    assert len(AI.candidates(RULES, kits, 0, RULES.legal(kits), 3)) == 1


def test_a_crate_card_is_used_for_its_crates() -> None:
    pair = card_of("crate_pair")
    state = play(with_hand(new(2), 0, (pair,), crate_points=2), PlayCard(pair))
    legal = RULES.legal(state)
    assert AI.candidates(RULES, state, 0, legal, 2)[0] == UseAction(0)
    assert AI.easy(RULES, state, 0, legal, random.Random(1)) != SkipAction()


def test_the_best_candidate_is_a_camp_in_area_one_that_scores_a_card_well() -> None:
    """Two own camps on forest spaces and the forest card active: a camp on a forest space of
    area one brings 3 area points and 6 of the card, more than anything else this turn."""
    forest = next(card for card in PARTS.scoring_cards if PARTS.card(card).id == "forest")
    state = placed(new(2), camps={(4, 3): 0, (6, 3): 0})
    row = (forest, *(card for card in state.scoring_row if card != forest))[: PARTS.scoring_row]
    state = with_hand(evolve(state, scoring_row=row), 0, (), crate_points=4)
    legal = RULES.legal(state)
    best = AI.candidates(RULES, state, 0, legal, 3)
    first = best[0]
    assert isinstance(first, BuildCamp)
    assert PARTS.spaces[first.space].landscape == "forest" and PARTS.spaces[first.space].area == 0
    assert EndTurn() not in best


def test_a_dinosaur_walks_onto_the_others_pieces_and_away_from_the_own() -> None:
    target, own = (3, 4), (2, 4)
    state = placed(new(2), camps={target: 1, own: 0}, dinosaurs={STEGOSAURUS: (3, 2)})
    tracks = dinosaur_card(STEGOSAURUS)
    state = play(with_hand(state, 0, (tracks,)), PlayCard(tracks))
    assert state.step == WALK
    legal = RULES.legal(state)
    raid = next(
        Walk(end.direction, end.steps) for end in walk_ends(state, STEGOSAURUS) if end.space == space(target)
    )
    assert AI.candidates(RULES, state, 0, legal, 1) == [raid]
    choices = [AI.easy(RULES, RULES.view(state, 0), 0, legal, random.Random(seed)) for seed in range(10)]
    assert choices.count(raid) >= 8


def test_a_countermeasure_saves_a_camp() -> None:
    alarm, target = card_of("alarm"), (3, 4)
    state = placed(new(2), camps={target: 1}, dinosaurs={STEGOSAURUS: (3, 2)})
    state = with_hand(state, 1, (alarm,))
    tracks = dinosaur_card(STEGOSAURUS)
    state = play(with_hand(state, 0, (tracks,)), PlayCard(tracks), Walk(S, 2))
    assert state.step == COUNTER
    view = RULES.view(state, 1)
    legal = RULES.legal(view)
    assert AI.candidates(RULES, view, 1, legal, 1) == [PlayCountermeasure(alarm)]
    assert AI.easy(RULES, view, 1, legal, random.Random(3)) == PlayCountermeasure(alarm)


def test_easy_plays_a_whole_game_at_every_count_and_builds() -> None:
    for players in (2, 3, 4):
        state, step = new(players, 5), 0
        chance = random.Random(players)
        while (decision := RULES.pending(state)) is not None:
            view = RULES.view(state, decision.seat)
            state = play(state, AI.easy(RULES, view, decision.seat, RULES.legal(view), chance))
            step += 1
            assert step < 3000
        assert state.step == OVER and state.step != TURN
        assert all(held.earned[0] > 0 for held in state.seats), "every seat built camps"


def test_a_marker_further_along_and_an_owned_scoring_card_that_pays_are_worth_more() -> None:
    """The variants' parts of the outlook: tiles entered count toward the final tile's points, and
    an owned scoring card counts for the times it may be played again."""
    base = new(2, 1, variants=BOTH)
    lab = (card_of("hideout"), card_of("amber_trader"))
    first = evolve(base.seats[0], discard=lab, owned=tuple(sorted((*base.seats[0].owned, *lab))))
    base = evolve(base, seats=(first, base.seats[1]))
    ahead = evolve(base, markers=((4, 0, 0), (0, 0, 0)))
    assert AI.evaluate(RULES, ahead)[0] > AI.evaluate(RULES, base)[0]
    park = next(card for card in PARTS.scoring_cards if PARTS.card(card).id == "park")
    built = placed(
        evolve(base, scoring_row=tuple(c for c in base.scoring_row if c != park)), camps={(1, 2): 0}
    )
    held = built.seats[0]
    owning = evolve(
        built, seats=(evolve(held, discard=(park,), owned=tuple(sorted((*held.owned, park)))), built.seats[1])
    )
    assert AI.evaluate(RULES, owning)[0] > AI.evaluate(RULES, built)[0]


def test_easy_plays_a_whole_game_with_both_variants_and_uses_them() -> None:
    """Easy advances markers and buys scoring cards when both variants are on."""
    state, kinds = new(2, 6, variants=BOTH), set()
    chance = random.Random(6)
    while (decision := RULES.pending(state)) is not None:
        view = RULES.view(state, decision.seat)
        action = AI.easy(RULES, view, decision.seat, RULES.legal(view), chance)
        kinds.add(action.kind)
        state = play(state, action)
    assert {"advance_patron", "buy_scoring"} <= kinds


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_legally_with_both_variants_and_sees_only_its_view(level: str) -> None:
    """The search levels too: on the view of sampled states of a game with both variants, the
    choice is legal and the same whatever the hidden cards are."""
    for index, state in enumerate(samples(3, every=40, variants=BOTH)):
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        other = AI.determinize(RULES, view, decision.seat, random.Random(index))
        bots = [
            SearchBot(7, decision.seat, level, budget=TINY)
            if level in BUDGETS
            else bot_for(level, 7, decision.seat)
            for _ in range(2)
        ]
        first = bots[0].choose(RULES, view, index)
        assert first is not None and RULES.check(state, first) is None
        assert bots[1].choose(RULES, RULES.view(other, decision.seat), index) == first


@pytest.mark.parametrize(("players", "variants"), [(2, ()), (3, BOTH)])
def test_hard_picks_among_the_heuristic_s_best_from_the_view_alone(
    players: int, variants: tuple[str, ...]
) -> None:
    """Legal, one of the few the heuristic likes best, and the same on the view of another guess."""
    hard = IslaNublarAI(dataclasses.replace(TUNED, hard_samples=3))
    deliberated = 0
    for index, state in enumerate(samples(players, every=50, variants=variants)):
        if deliberated == 3:
            break
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        pick = hard.deliberate(RULES, view, decision.seat, legal, random.Random(index))
        best = hard.candidates(RULES, view, decision.seat, legal, TUNED.hard_options)
        if len(best) < 2:
            assert pick is None, "nothing to weigh"
            continue
        deliberated += 1
        assert pick in best and RULES.check(state, pick) is None
        other = RULES.view(AI.determinize(RULES, view, decision.seat, random.Random(-index)), decision.seat)
        assert hard.deliberate(RULES, other, decision.seat, RULES.legal(other), random.Random(index)) == pick
    assert deliberated >= 3


def test_normal_leaves_every_choice_to_the_search() -> None:
    for state in samples(2, every=40):
        decision = RULES.pending(state)
        assert decision is not None
        view = RULES.view(state, decision.seat)
        assert (
            AI.deliberate(RULES, view, decision.seat, RULES.legal(view), random.Random(0), None, "normal")
            is None
        )


def test_hard_plays_on_until_the_turn_under_way_ends() -> None:
    """A turn's own steps (a walk, a Countermeasure asked of another) go on; the next turn does not."""
    game = random_game(2, 1)
    start = next(state for state in game if state.step == TURN and state.turns == 3)
    over = turn_over(start)
    later = [state for state in game if state.turns >= 3]
    assert not any(over(state) for state in later if state.turns == 3)
    assert all(over(state) for state in later if state.turns > 3)
    assert over(game[-1]) and game[-1].step == OVER
