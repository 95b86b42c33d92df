"""How an Isla Nublar position looks for each seat: the computer players' judgement of it.

A seat's outlook is its points so far plus what it may still score, in points: each camp it can
still build is worth about a camp's area points and the best active scoring card's points for it
now (``camping.points_now``), and it builds as many as its deck yields crate points before the
end, at most as many as it has camps. A deck yields what its owned cards give per card (amber
counts for the cards it buys); the turn's pools and the active seat's hand count as crate points
already won, and a card the amber pool can buy as the deck it improves. Pieces a dinosaur could
raid next (``walking.walk_ends``) count a little less. The nearer the end (the dinosaur deck
running out, a seat's last camps), the fewer turns are left to score in. Every value here reads
only what every seat sees, so the judgement also works on a seat's view.

In the expert variants: a row's final points count as far as the seat's marker is likely to get
there, by the tiles left and the plays of that patron's cards to come; with individual scoring
a camp sets off no scoring card but adds to those the seat owns, each owned scoring card counts
for the times it is likely to be drawn and played again, and the amber pool may buy from the
scoring row.
"""

from __future__ import annotations

from functools import cache, lru_cache
from operator import itemgetter

from core.engine.protocol import UNKNOWN
from core.games.isla_nublar import camping, walking
from core.games.isla_nublar.components import components
from core.games.isla_nublar.patrons import patron_of
from core.games.isla_nublar.schema import (
    AMBER,
    COUNTERMEASURE,
    CRATES,
    DISTRACT,
    DRAW,
    HIDE,
    INVENTORY,
    RELOCATE,
    SMALL_CHANGE,
    UPGRADE,
    WEAR,
)
from core.games.isla_nublar.state import ACTION, COUNTER, NO_CARD, OVER, SCORE, IslaNublarState
from core.games.isla_nublar.tuning import TUNED, Tuning

SPECIAL = {  # crate points the actions without a number are worth when used well
    HIDE: 0.3,
    DISTRACT: 0.6,
    INVENTORY: 0.8,
    WEAR: 1.0,
    UPGRADE: 1.5,
    RELOCATE: 0.6,
    SMALL_CHANGE: 0.8,
}


def card_yield(card: int, tuning: Tuning = TUNED) -> float:
    """What a card gives when played, in crate points (its best action; amber at the amber rate)."""
    if card == UNKNOWN:
        return 1.0  # a card the viewer cannot see: a starting deck's card is about this
    return _type_yield(components().cards[card], tuning)


@cache
def _type_yield(kind_index: int, tuning: Tuning) -> float:
    kind = components().card_types[kind_index]
    if kind.egg:
        return tuning.egg
    if kind.dinosaur >= 0:
        return tuning.tracks
    best, defence = 0.0, 0.0
    for action in kind.actions:
        if action.kind == AMBER:
            best = max(best, tuning.amber_rate * action.amount)
        elif action.kind == CRATES:
            best = max(best, float(action.amount))
        elif action.kind == DRAW:
            best = max(best, float(action.amount))  # each card drawn yields about a card's worth
        elif action.kind == COUNTERMEASURE:
            defence = tuning.defence
        else:
            best = max(best, SPECIAL[action.kind])
    return best + defence


def deck_yield(state: IslaNublarState, seat: int, tuning: Tuning) -> float:
    """The mean yield per card of the seat's owned cards (public)."""
    return _mean_yield(state.seats[seat].owned, tuning)


# A seat's cards change only when it buys or trashes one, and the judgement asks about them
# many times per position: keyed by the cards, the sums are made once.
@lru_cache(maxsize=4096)
def _mean_yield(owned: tuple[int, ...], tuning: Tuning) -> float:
    return sum(card_yield(card, tuning) for card in owned) / len(owned) if owned else 0.0


@lru_cache(maxsize=4096)
def _scoring_cards(owned: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(card for card in owned if components().card(card).scoring is not None)


@lru_cache(maxsize=4096)
def _patron_cards(owned: tuple[int, ...]) -> tuple[int, ...]:
    """How many of the cards show each patron."""
    shown = [patron_of(card) for card in owned]
    return tuple(shown.count(patron) for patron in range(len(components().patrons)))


@cache
def _area_points() -> tuple[int, ...]:
    """Per space, the area points of a camp there."""
    parts = components()
    return tuple(parts.areas[space.area].points for space in parts.spaces)


def assets(state: IslaNublarState, seat: int, tuning: Tuning) -> float:
    """The crate points the seat holds already: its crates on the island (each one taken back
    when a camp is built there), and for the active seat the turn's pools and the yield of the
    cards still to play."""
    value = float(sum(map(itemgetter(seat), state.crates)))
    if seat == state.turn:
        value += state.crate_points + state.change_points
        value += sum(card_yield(card, tuning) for card in state.seats[seat].hand)
        if state.step == ACTION:
            value += card_yield(state.playing, tuning)
    return value


def turns_left(state: IslaNublarState, held_points: list[float], tuning: Tuning) -> tuple[float, ...]:
    """Each seat's further turns before the end, the turn under way not counted.

    Once the end is triggered, the seats still to play in the last round have one; before,
    the rounds until the dinosaur deck runs out or the fastest seat can have built its last
    camp (``held_points``: the crate points each seat holds already).
    """
    parts = components()
    players = state.players
    if state.step == OVER:
        return (0.0,) * players
    if state.end:
        last = (state.start_player - 1) % players
        ahead = (last - state.turn) % players
        return tuple(1.0 if 0 < (seat - state.turn) % players <= ahead else 0.0 for seat in range(players))
    camp_rounds = min(
        max(0.0, held.camps * parts.camp_cost - held_points[seat])
        / max(tuning.smallest_rate * parts.camp_cost, parts.hand_size * deck_yield(state, seat, tuning))
        for seat, held in enumerate(state.seats)
    )
    # eggs (and so dinosaur cards) played per round: about one per deck cycle of each seat
    draws = sum(parts.hand_size / max(1, len(held.owned)) for held in state.seats)
    dinosaur_rounds = len(state.dinosaur_deck) / max(draws, 0.1)
    rounds = min(camp_rounds, dinosaur_rounds)
    return tuple(rounds for _ in range(players))


def active_points(state: IslaNublarState, seat: int) -> list[int]:
    """What each active scoring card would give the seat for the island now."""
    return [
        camping.points_now(state, state.scoring_row[slot], seat).points
        for slot in camping.active_slots(state)
    ]


def best_scoring(state: IslaNublarState, seat: int) -> int:
    """The points of the active scoring card that gives the seat most for the island now."""
    return max(active_points(state, seat), default=0)


def build_worths(state: IslaNublarState, tuning: Tuning = TUNED) -> list[float]:
    """Per seat, the points a camp still to build brings it: area points and a scoring. A card
    scored goes to the end of the row, so later scorings are of the best and the others alike.
    With individual scoring a camp scores no card but adds to each owned one."""
    if state.individual_scoring:
        return [
            tuning.area_expected + tuning.owned_growth * len(owned_scorings(state, seat))
            for seat in range(state.players)
        ]
    worths = []
    for seat in range(state.players):
        points = active_points(state, seat) or [0]
        best = tuning.best_share
        scoring = best * max(points) + (1 - best) * sum(points) / len(points)
        worths.append(tuning.area_expected + scoring + tuning.scoring_growth)
    return worths


def owned_scorings(state: IslaNublarState, seat: int) -> tuple[int, ...]:
    return _scoring_cards(state.seats[seat].owned)


def replay_worth(state: IslaNublarState, seat: int, turns: float, tuning: Tuning) -> float:
    """With individual scoring: the owned scoring cards' points now, for each time the seat is
    likely to draw and play one again in the turns left (a hand in each turn from its deck)."""
    owned = owned_scorings(state, seat)
    if not owned:
        return 0.0
    size = len(state.seats[seat].owned)
    replays = min(tuning.replay_cap, turns * components().hand_size / size)
    return replays * sum(camping.points_now(state, card, seat).points for card in owned)


def patron_worth(state: IslaNublarState, seat: int, turns: float, tuning: Tuning) -> float:
    """The final tiles' points, as far as the seat's markers are likely to get there: by the
    tiles still to enter against the plays of the patron's cards the turns left may bring."""
    if not state.patrons:
        return 0.0
    parts = components()
    owned = state.seats[seat].owned
    shown = _patron_cards(owned)
    length = parts.row_length
    worth = 0.0
    for patron, entered in enumerate(state.markers[seat]):
        if entered >= length:
            continue
        final = parts.tiles[state.patron_rows[patron][-1]].reward.amount
        cards = shown[patron]
        plays = tuning.advance_share * turns * parts.hand_size * cards / max(1, len(owned))
        worth += tuning.patron_hope * final * min(1.0, plays / (length - entered))
    return worth


def raid_losses(
    state: IslaNublarState, space: int, worths: list[float], tuning: Tuning = TUNED
) -> list[float]:
    """What each seat loses, in points, when a dinosaur raids ``space`` (crates first, else the top camp).

    ``worths`` are the seats' build worths.
    """
    losses = [0.0] * state.players
    parts = components()
    crates = state.crates[space]
    for seat in walking.losers(state, space):
        if any(crates):
            losses[seat] += crates[seat] * worths[seat] / parts.camp_cost
        elif seat >= 0:
            losses[seat] += tuning.camp_loss * worths[seat]
    return losses


def threats(state: IslaNublarState, worths: list[float], tuning: Tuning) -> list[float]:
    """Each seat's expected loss to the dinosaurs' next walks: each raids the piece that hurts most."""
    found = [0.0] * state.players
    for dinosaur in range(len(state.dinosaurs)):
        worst = [0.0] * state.players
        for end in walking.walk_ends(state, dinosaur):
            if end.raid:
                for seat, loss in enumerate(raid_losses(state, end.space, worths, tuning)):
                    worst[seat] = max(worst[seat], loss)
        for seat in range(state.players):
            found[seat] += tuning.raid_chance * worst[seat]
    return found


def buy_gain(
    state: IslaNublarState, seat: int, card: int, turns: float, per_crate_point: float, tuning: Tuning
) -> float:
    """The points a card bought now brings the seat: its yield over the deck's, over the turns left."""
    parts = components()
    held = state.seats[seat]
    size = len(held.owned) + 1
    better = (card_yield(card, tuning) - deck_yield(state, seat, tuning)) / size
    return max(0.0, better * parts.hand_size * turns * per_crate_point)


def amber_worth(
    state: IslaNublarState, seat: int, turns: float, per_crate_point: float, tuning: Tuning
) -> float:
    """The turn's amber pool: the best cards it buys from the market's tops, or, while cards are
    still to be played that add to it, its crate point value at the amber rate."""
    if not state.amber:
        return 0.0
    parts = components()
    tops = [stack[0] for stack in state.market if stack and stack[0] != UNKNOWN]
    found = [
        (buy_gain(state, seat, card, turns, per_crate_point, tuning), parts.price(card)) for card in tops
    ]
    if state.individual_scoring:
        found += [
            (tuning.future * camping.points_now(state, card, seat).points, parts.price(card))
            for card in state.scoring_row
            if card != NO_CARD
        ]
    gains = sorted(found, reverse=True)
    left, bought = state.amber, 0.0
    for gain, price in gains:
        if price <= left and gain > 0:
            bought += gain
            left -= price
    if state.seats[seat].hand:
        return max(bought, state.amber * tuning.amber_rate * per_crate_point)
    return bought


def outlooks(state: IslaNublarState, tuning: Tuning = TUNED) -> list[float]:
    """Each seat's points so far plus what it may still score (see the module's docstring)."""
    parts = components()
    scores = [float(held.score) for held in state.seats]
    if state.step == OVER:
        return scores
    held_points = [assets(state, seat, tuning) for seat in range(state.players)]
    turns = turns_left(state, held_points, tuning)
    worths = build_worths(state, tuning)
    at_risk = threats(state, worths, tuning)
    if state.step == COUNTER:
        for seat, loss in enumerate(raid_losses(state, state.walk.raid, worths, tuning)):
            at_risk[seat] += tuning.pending_raid * loss
    values = []
    for seat, held in enumerate(state.seats):
        crate_points = turns[seat] * parts.hand_size * deck_yield(state, seat, tuning) + held_points[seat]
        value = scores[seat] - at_risk[seat]
        if seat == state.turn:
            value += amber_worth(state, seat, turns[seat], worths[seat] / parts.camp_cost, tuning)
            if state.step == SCORE:
                value += best_scoring(state, seat)
        camps = held.camps + state.general_camps[seat]
        value += tuning.future * min(float(camps), crate_points / parts.camp_cost) * worths[seat]
        value += patron_worth(state, seat, turns[seat], tuning)
        if state.individual_scoring:
            value += tuning.future * replay_worth(state, seat, turns[seat], tuning)
        value += tuning.crate_spot * sum(
            points for points, crates in zip(_area_points(), state.crates, strict=True) if crates[seat]
        )
        values.append(value)
    return values


def advantage(state: IslaNublarState, seat: int, tuning: Tuning = TUNED) -> float:
    """The seat's outlook less the others' on average: every opponent's loss counts a little."""
    values = outlooks(state, tuning)
    if len(values) == 1:
        return values[0]
    return values[seat] - (sum(values) - values[seat]) / (len(values) - 1)


def lead(values: list[float], seat: int) -> float:
    """The seat's outlook less the best other's."""
    others = values[:seat] + values[seat + 1 :]
    return values[seat] - max(others) if others else values[seat]


__all__ = [
    "advantage",
    "build_worths",
    "card_yield",
    "deck_yield",
    "lead",
    "outlooks",
    "raid_losses",
    "turns_left",
]
