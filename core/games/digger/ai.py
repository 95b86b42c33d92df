"""Digger's computer player parts: the hidden cards, a position's outlook and the Easy level.

A card played is worth the species it may win for the round's scoring, more
for species the seat holds no token of yet; a card that does not win is lost,
and high cards are the ones worth keeping for a later trick.
"""

from __future__ import annotations

import math
import random
from itertools import combinations

from core.engine.ai import values_by_place
from core.engine.evolve import evolve
from core.engine.protocol import Action, Rules
from core.games.digger.actions import ChooseTrick, PlaySet, Swap
from core.games.digger.components import Components, components
from core.games.digger.rules import species_counts
from core.games.digger.state import LEAD_SET, SWAP, DiggerState
from core.games.digger.tricks import can_form, set_violation, sets
from core.games.digger.tuning import TUNED, Tuning

DEAL_ATTEMPTS = 200  # deals tried before the last resort: almost every step needs one or two


class DiggerAI:
    def __init__(self, tuning: Tuning = TUNED) -> None:
        self.tuning = tuning

    def determinize(self, rules: Rules, view: DiggerState, seat: int, rng: random.Random) -> DiggerState:
        """Other hands, the draw pile and the discards: the cards ``seat`` cannot see, dealt at random.

        Cards seen lost in a trick stay on the discard pile where everyone saw them go.

        The step itself tells something about the hand of the seat to act: a
        lead about to play can form a set of the named type, a seat about to
        swap could not. Deals that contradict it are dealt again, so the
        guess is uniform among the deals the seat cannot rule out.
        """
        parts = components()
        unseen = _unseen(parts, view, seat)
        hidden = sum(len(hand) for other, hand in enumerate(view.hands) if other != seat)
        secret_discards = len(view.discard) - len(view.public_discard)
        if len(unseen) != hidden + len(view.deck) + secret_discards:
            raise ValueError(f"{len(unseen)} unseen cards for {hidden} in hands and piles")
        guess = _deal(view, seat, unseen, rng)
        attempts = 1
        while not _fits(parts, guess, seat) and attempts < DEAL_ATTEMPTS:
            guess = _deal(view, seat, unseen, rng)
            attempts += 1
        if view.step == LEAD_SET and not _fits(parts, guess, seat):  # a swap may go unexplained, a lead not
            smallest = combinations(unseen, parts.min_set)
            options = [cards for cards in smallest if set_violation(parts, view.trick, cards) is None]
            return _deal(view, seat, unseen, rng, rng.choice(options))
        return guess

    def piles_shuffled(self, rules: Rules, state: DiggerState, seat: int, rng: random.Random) -> DiggerState:
        """The true state with only the draw pile and the unseen discards dealt anew.

        For measurement alone (``benchmarks/bots.py``'s level that sees every hand): what
        knowing the others' hands, but not the order of the cards to come, is worth.
        """
        secret = [card for card in state.discard if card not in state.public_discard]
        cards = [*state.deck, *secret]
        rng.shuffle(cards)
        deck, rest = tuple(cards[: len(state.deck)]), tuple(cards[len(state.deck) :])
        return evolve(state, deck=deck, discard=state.public_discard + rest, seed=rng.getrandbits(62))

    def evaluate(self, rules: Rules, state: DiggerState) -> tuple[float, ...]:
        result = rules.result(state)
        if result is not None:
            return values_by_place(result)
        parts = components()
        outlooks = _outlooks(parts, state, self.tuning)
        return tuple(
            1 / (1 + math.exp(-(mine - max(outlooks[:seat] + outlooks[seat + 1 :]))))
            for seat, mine in enumerate(outlooks)
        )

    def easy(
        self, rules: Rules, view: DiggerState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """Lead the type with the best set, play the set most likely to win needed species, swap low cards."""
        if len(legal) == 1:
            return legal[0]
        parts = components()
        tuning = self.tuning
        if view.step == SWAP:
            worthless = [
                card
                for card in view.hands[seat]
                if _keep(parts, card, tuning) + rng.gauss(0, tuning.noise) < tuning.swap_below
            ]
            return Swap(tuple(worthless))

        return max(
            legal, key=lambda action: _worth(parts, view, seat, action, tuning) + rng.gauss(0, tuning.noise)
        )

    def worth_considering(
        self, rules: Rules, view: DiggerState, seat: int, legal: list[Action]
    ) -> list[Action]:
        return legal  # every option moves the game on

    def candidates(
        self, rules: Rules, view: DiggerState, seat: int, legal: list[Action], limit: int
    ) -> list[Action]:
        """Sets and types by what they may win; swaps of the weakest cards, the usual number first."""
        parts = components()
        tuning = self.tuning
        if view.step == SWAP:
            hand = sorted(view.hands[seat], key=lambda card: _keep(parts, card, tuning))
            usual = sum(1 for card in hand if _keep(parts, card, tuning) < tuning.swap_below)
            counts = sorted(range(len(hand) + 1), key=lambda count: (abs(count - usual), count))
            swaps: list[Action] = [Swap(tuple(sorted(hand[:count]))) for count in counts]
            return swaps[:limit]
        worth = {action: _worth(parts, view, seat, action, tuning) for action in legal}
        return sorted(legal, key=lambda action: -worth[action])[:limit]


def _worth(parts: Components, view: DiggerState, seat: int, action: Action, tuning: Tuning) -> float:
    """What an action may win this trick, less the good cards it gives up."""
    if isinstance(action, PlaySet):
        return _set_worth(parts, view, seat, action.cards, tuning)
    if isinstance(action, ChooseTrick):
        hand = view.hands[seat]
        return max(_set_worth(parts, view, seat, cards, tuning) for cards in sets(parts, action.trick, hand))
    return -1.0


def _deal(
    view: DiggerState, seat: int, unseen: list[int], rng: random.Random, lead_set: tuple[int, ...] = ()
) -> DiggerState:
    """The unseen cards shuffled into the other hands and the piles; ``lead_set`` goes to the seat to act."""
    cards = [card for card in unseen if card not in lead_set]
    rng.shuffle(cards)
    hands = []
    for other, hand in enumerate(view.hands):
        if other == seat:
            hands.append(hand)
            continue
        given = lead_set if other == view.turn else ()
        taken = len(hand) - len(given)
        hands.append(given + tuple(cards[:taken]))
        cards = cards[taken:]
    deck, discard = cards[: len(view.deck)], view.public_discard + tuple(cards[len(view.deck) :])
    return evolve(view, hands=tuple(hands), deck=tuple(deck), discard=discard, seed=rng.getrandbits(62))


def _fits(parts: Components, state: DiggerState, seat: int) -> bool:
    """Whether the hand of the seat to act agrees with the step: it can lead its set, or had to pass."""
    if state.turn == seat:
        return True
    hand = state.hands[state.turn]
    if state.step == LEAD_SET:
        return can_form(parts, state.trick, hand)
    if state.step == SWAP:
        tricks = [state.trick] if state.trick else parts.trick_types
        return not any(can_form(parts, trick, hand) for trick in tricks)
    return True


def _unseen(parts: Components, view: DiggerState, seat: int) -> list[int]:
    """Every card not in the seat's hand, not won, not on the table and not seen discarded, in card order."""
    seen = set(view.hands[seat])
    for cards in (*view.won, *view.played, view.public_discard):
        seen.update(cards)
    return [card for card in parts.deck if card not in seen]


def _need(view: DiggerState, seat: int, species: int, tuning: Tuning) -> float:
    if not view.stacks[species]:
        return 0.0
    return tuning.held_species_need if view.tokens[seat][species] else 1.0


def _keep(parts: Components, card: int, tuning: Tuning) -> float:
    """How much a card is worth kept for later: high cards win species."""
    return tuning.keep_weight * (parts.value_of(card) - parts.low) / (parts.high - parts.low)


def _set_worth(
    parts: Components, view: DiggerState, seat: int, cards: tuple[int, ...], tuning: Tuning
) -> float:
    """Species likely won for the round, less the cards given up."""
    top: dict[int, int] = {}
    for card in cards:
        species = parts.species_of(card)
        if species not in top or parts.value_of(card) > parts.value_of(top[species]):
            top[species] = card
    worth = -sum(_keep(parts, card, tuning) for card in cards)
    for species, card in top.items():
        chance = _win_chance(parts, view, seat, card, tuning)
        worth += chance * (
            parts.weight(card) * _need(view, seat, species, tuning) + _keep(parts, card, tuning)
        )
    return worth


def _win_chance(parts: Components, view: DiggerState, seat: int, card: int, tuning: Tuning) -> float:
    species, value = parts.species_of(card), parts.value_of(card)
    for played in view.played:
        if any(parts.species_of(c) == species and parts.value_of(c) > value for c in played):
            return 0.0
    unseen = _unseen(parts, view, seat)
    higher = sum(1 for c in unseen if parts.species_of(c) == species and parts.value_of(c) > value)
    chance = 1.0
    for other in range(view.players):
        if other == seat or view.acted[other] or not view.hands[other] or not unseen:
            continue
        holds = 1 - (1 - higher / len(unseen)) ** len(view.hands[other])
        chance *= 1 - tuning.follower_plays_it * holds
    return chance


def _outlooks(parts: Components, state: DiggerState, tuning: Tuning) -> list[float]:
    """Species each seat holds, plus a share of those it leads in this round's won cards.

    Cards on the table count for whoever holds the highest of their species
    so far (less while others may still beat it): a search judges a play
    before the trick ends, and must see what it is likely to win.
    """
    counts = [species_counts(parts, won) for won in state.won]
    waiting = sum(1 for seat in range(state.players) if not state.acted[seat])
    sure = 1.0 if waiting == 0 else tuning.table_lead_holds
    best: dict[int, tuple[int, int, int]] = {}  # species -> (value, seat, card)
    for seat, cards in enumerate(state.played):
        for card in cards:
            species, value = parts.species_of(card), parts.value_of(card)
            if species not in best or value > best[species][0]:
                best[species] = (value, seat, card)
    provisional = [[0.0] * len(parts.species) for _ in range(state.players)]
    for species, (_, seat, card) in best.items():
        provisional[seat][species] = sure * parts.weight(card)
    result = []
    average_keep = sum(_keep(parts, card, tuning) for card in parts.deck) / len(parts.deck)
    tricks_left = state.players * parts.leads_per_round[state.players] - state.leads_done
    swing = math.sqrt(tuning.swing_per_trick * tricks_left)
    for seat in range(state.players):
        expected = float(state.species_held(seat)) + 0.05 * sum(state.tokens[seat])
        # Cards in hand win later tricks; a card played is replaced by an average one.
        expected += sum(_keep(parts, card, tuning) - average_keep for card in state.hands[seat])
        for species in range(len(parts.species)):
            if not state.stacks[species]:
                continue
            mine = counts[seat][species] + provisional[seat][species]
            best_other = max(
                counts[o][species] + provisional[o][species] for o in range(state.players) if o != seat
            )
            if not mine and not tricks_left:
                continue
            # A tie takes a token too; the more tricks left, the less a lead means.
            margin = mine - best_other + 0.5
            holds = 0.5 * (1 + math.erf(margin / ((swing + 0.3) * math.sqrt(2))))
            expected += holds * _need(state, seat, species, tuning)
        result.append(expected)
    return result


AI = DiggerAI()

__all__ = ["AI", "DiggerAI"]
