"""Isla Nublar's computer player parts: the hidden cards, a position's judgement and the Easy level.

A position is judged by each seat's outlook (``outlook``): points so far and what it may still
build and score. Easy plays its hand first (dinosaurs and the egg before the blue cards, so it
builds knowing where they stand), then spends the pools on what raises its outlook most against
the others', with a little noise: an option is judged by the position after it, and where it
leads to a further choice of the same seat (a card to trash, a camp's new space) by the best of
those. What the view cannot show (cards drawn, a raid's Countermeasures) is judged by its odds.
Normal's search compares the best few of these options; Hard plays them on to the end of the
turn instead (``deliberate``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from core.engine.ai import values_by_place
from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Rules
from core.engine.rollouts import best_option
from core.engine.tuples import put
from core.games.isla_nublar import walking
from core.games.isla_nublar.actions import (
    AllowRaid,
    DiscardCard,
    EndTurn,
    HideCard,
    KeepCrate,
    PickUpCrate,
    PlayCard,
    PlayCountermeasure,
    PutDownCrate,
    TrashCard,
    TrashPlayed,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import OFF_ISLAND, components
from core.games.isla_nublar.island import free_volcanoes
from core.games.isla_nublar.outlook import (
    advantage,
    build_worths,
    card_yield,
    lead,
    outlooks,
    raid_losses,
)
from core.games.isla_nublar.schema import COUNTERMEASURE, DISTRACT, DRAW, RELOCATE, UPGRADE
from core.games.isla_nublar.state import (
    ACTION,
    COUNTER,
    DISCARD,
    NO_CARD,
    OVER,
    TURN,
    WALK,
    IslaNublarState,
    Seat,
)
from core.games.isla_nublar.state import Walk as WalkUnderWay
from core.games.isla_nublar.tuning import TUNED, Tuning

# Decisions Hard plays after an option before judging: the rest of the turn, with room to spare.
MOST_REPLIES = 300
PLAY_FIRST = 1000  # a hand card comes before any spending: the hand must be empty to end the turn
LOOKAHEAD = 2  # further choices of the same seat followed to judge an option

# The order Easy plays a hand in: walks first, while it is still free to build anywhere after.
_PLAY_ORDER = {"tracks": 3.0, "egg": 2.0, DRAW: 1.0}
_PLAYED_LAST = frozenset((UPGRADE, RELOCATE, DISTRACT))


class IslaNublarAI:
    def __init__(self, tuning: Tuning = TUNED) -> None:
        self.tuning = tuning

    def determinize(
        self, rules: Rules, view: IslaNublarState, seat: int, rng: random.Random
    ) -> IslaNublarState:
        """Every pile the seat cannot see dealt from the cards that can be in it, at random.

        A seat's unseen cards are those it owns (public) that the view does not show; the
        market's, the dinosaur deck's and the scoring deck's are those of the game that are
        nowhere else. A seat asked for a Countermeasure holds one.
        """
        parts = components()
        owned = {card for held in view.seats for card in held.owned}
        gone = owned | set(view.trashed)
        first = set(view.walk.asked[:1]) if view.step == COUNTER else set()
        seats = tuple(
            _dealt(held, index == seat, index in first, rng) for index, held in enumerate(view.seats)
        )
        market = []
        for index, stack in enumerate(view.market):
            rest = [card for card in parts.market[index] if card not in gone and card not in stack[:1]]
            if len(rest) != max(0, len(stack) - 1):
                raise ValueError(f"{len(rest)} cards for those below market stack {index}'s top")
            rng.shuffle(rest)
            market.append(stack[:1] + tuple(rest))
        dinosaurs = [card for card in parts.dinosaur_deck if card not in gone]
        scorings = [card for card in parts.scoring_cards if card not in view.scoring_row and card not in gone]
        if len(dinosaurs) != len(view.dinosaur_deck) or len(scorings) != len(view.scoring_deck):
            raise ValueError("the dinosaur or scoring deck does not hold the cards nobody has")
        rng.shuffle(dinosaurs)
        rng.shuffle(scorings)
        walk = view.walk
        if view.step == COUNTER:
            walk = evolve(walk, asked=_still_to_ask(evolve(view, seats=seats)))
        return evolve(
            view,
            seats=seats,
            walk=walk,
            market=tuple(market),
            dinosaur_deck=tuple(dinosaurs),
            scoring_deck=tuple(scorings),
            seed=rng.getrandbits(62),
        )

    def evaluate(self, rules: Rules, state: IslaNublarState) -> tuple[float, ...]:
        """The lead of each seat's outlook over the best other's, spread into [0, 1]; places once over."""
        result = rules.result(state)
        if result is not None:
            return values_by_place(result)
        values = outlooks(state, self.tuning)
        spread = self.tuning.score_spread
        return tuple(1 / (1 + math.exp(-lead(values, seat) / spread)) for seat in range(len(values)))

    def easy(
        self, rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """The option that looks best for the own seat against the others, with a little noise."""
        legal = self.worth_considering(rules, view, seat, legal)
        if len(legal) == 1:
            return legal[0]
        worth = _worths(rules, view, seat, legal, self.tuning)
        return max(legal, key=lambda action: worth[action] + rng.gauss(0, self.tuning.noise))

    def deliberate(
        self,
        rules: Rules,
        view: IslaNublarState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        stop: Callable[[], bool] | None = None,
        level: str = "hard",
    ) -> Action | None:
        """Hard's choice: the best few options played on to the end of the turn on the same guesses.

        The heuristic judges an option by the position right after it; what the rest of the turn
        then plays, buys and builds with it, it only guesses. Hard plays each option on to the
        turn's end instead, every seat answering by the heuristic (a Countermeasure asked, too),
        and keeps the heuristic's favourite unless another clearly wins.
        """
        if level != "hard":
            return None
        options = self.candidates(rules, view, seat, legal, self.tuning.hard_options)
        if len(options) < 2:
            return None
        samples = self.tuning.hard_samples
        return best_option(
            self, rules, view, seat, options, turn_over(view), samples, rng, stop, MOST_REPLIES
        )

    def worth_considering(
        self, rules: Rules, view: IslaNublarState, seat: int, legal: list[Action]
    ) -> list[Action]:
        """Of cards of one type, one: playing, hiding or trashing either does the same. While cards
        are in hand, only playing one: the hand must be empty before the turn ends, and buying and
        building wait till every pool is full; a scoring card alone may wait, since it scores more
        after the turn's building. Never putting a picked-up crate back where it was while it may go
        elsewhere: picking up and keeping would mark time for ever."""
        playing: list[Action] = [
            action for action in legal if isinstance(action, PlayCard) and not _scoring(action.card)
        ]
        if playing:
            legal = playing
        elif any(isinstance(action, PutDownCrate) for action in legal):
            legal = [action for action in legal if not isinstance(action, KeepCrate)]
        kinds: set[tuple[str, int]] = set()
        distinct = []
        for action in legal:
            kind = _card_kind(action)
            if kind is not None:
                if kind in kinds:
                    continue
                kinds.add(kind)
            distinct.append(action)
        return distinct

    def candidates(
        self, rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], limit: int
    ) -> list[Action]:
        """The options worth considering that look best for the own seat, best first."""
        legal = self.worth_considering(rules, view, seat, legal)
        worth = _worths(rules, view, seat, legal, self.tuning)
        return sorted(legal, key=lambda option: -worth[option])[:limit]


AI = IslaNublarAI()


def turn_over(view: IslaNublarState) -> Callable[[IslaNublarState], bool]:
    """Whether the turn under way in ``view`` has ended (or the game)."""

    def over(state: IslaNublarState) -> bool:
        return state.step == OVER or state.turns > view.turns

    return over


# the hidden cards ------------------------------------------------------------------------------


def _dealt(held: Seat, own: bool, asked: bool, rng: random.Random) -> Seat:
    """The seat's piles with its unseen cards dealt into its unknown places (its own draw shuffled)."""
    if own:
        draw = list(held.draw)
        rng.shuffle(draw)
        return evolve(held, draw=tuple(draw))
    shown = {
        card
        for pile in (held.hand, held.draw, held.discard, held.hidden, held.play, held.gained)
        for card in pile
    }
    unseen = [card for card in held.owned if card not in shown]
    places = sum(pile.count(UNKNOWN) for pile in (held.hand, held.hidden, held.discard, held.draw))
    if len(unseen) != places:
        raise ValueError(f"{len(unseen)} unseen cards for {places} unknown places of a seat")
    rng.shuffle(unseen)
    if asked:
        _countermeasure_first(unseen)
    cards = iter(unseen)
    piles = {
        name: tuple(next(cards) if card == UNKNOWN else card for card in getattr(held, name))
        for name in ("hand", "hidden", "discard", "draw")
    }
    return evolve(held, **piles)


def _still_to_ask(state: IslaNublarState) -> tuple[int, ...]:
    """The seat asked now, then the later seats in the asking order that lose pieces and hold a
    Countermeasure: the view shows only the first, the dealt hands tell the rest."""
    first = state.walk.asked[0]
    losing = walking.losers(state, state.walk.raid)
    order = [(state.turn + offset) % state.players for offset in range(1, state.players + 1)]
    later = order[order.index(first) + 1 :]
    return (first, *(seat for seat in later if seat in losing and walking.countermeasures(state, seat)))


def _countermeasure_first(cards: list[int]) -> None:
    """A Countermeasure to the front (the hand is dealt first): a seat asked for one holds one."""
    parts = components()
    for index, card in enumerate(cards):
        if any(used.kind == COUNTERMEASURE for used in parts.card(card).actions):
            cards[0], cards[index] = cards[index], cards[0]
            return


# judging the options ---------------------------------------------------------------------------


def _card_kind(action: Action) -> tuple[str, int] | None:
    """The kind of move and card type of an option that moves one card; None for the others."""
    card = getattr(action, "card", None)
    if card is None or not isinstance(
        action, (PlayCard, HideCard, DiscardCard, TrashCard, TrashPlayed, PlayCountermeasure)
    ):
        return None
    return (action.kind, components().cards[card])


def _worths(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], tuning: Tuning
) -> dict[Action, float]:
    judge = _JUDGES.get(view.step, _followed)
    return judge(rules, view, seat, legal, LOOKAHEAD, tuning)


Judge = Callable[[Rules, IslaNublarState, int, list[Action], int, Tuning], dict[Action, float]]


def _followed(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], depth: int, tuning: Tuning
) -> dict[Action, float]:
    """Each option by the position after it, or after the best further choice it leads the seat to."""
    worths = {}
    for action in legal:
        after = rules.apply_legal(view, action)[0]
        decision = rules.pending(after)
        if depth > 0 and decision is not None and decision.seat == seat and after.step != TURN:
            following = rules.legal(after)
            judged = _JUDGES.get(after.step, _followed)(rules, after, seat, following, depth - 1, tuning)
            worths[action] = max(judged.values())
        else:
            worths[action] = advantage(after, seat, tuning)
    return worths


def _turn(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], depth: int, tuning: Tuning
) -> dict[Action, float]:
    """The hand first, walks before the rest; then whatever raises the outlook most (scoring
    cards, held back till the rest is played, among it)."""
    if any(not _scoring(card) for card in view.active.hand):
        low = -PLAY_FIRST
        return {
            action: PLAY_FIRST + _play_order(action.card, tuning) if isinstance(action, PlayCard) else low
            for action in legal
        }
    worths: dict[Action, float] = {}
    plain = advantage(view, seat, tuning)
    spending = []
    for action in legal:
        if isinstance(action, EndTurn):
            lapsed = evolve(view, amber=0, crate_points=0, change_points=0, small_change=False)
            worths[action] = advantage(lapsed, seat, tuning)
        elif isinstance(action, PickUpCrate):
            worths[action] = plain - tuning.move_crate_doubt
        else:
            spending.append(action)
    worths.update(_followed(rules, view, seat, spending, depth, tuning))
    return worths


def _scoring(card: int) -> bool:
    return card != UNKNOWN and components().card(card).scoring is not None


def _play_order(card: int, tuning: Tuning) -> float:
    """Walks first, then cards that draw more; last the cards whose action works on what the
    turn has laid out (a played card to upgrade, a camp to move, a dinosaur to send away)."""
    kind = components().card(card)
    if kind.dinosaur >= 0:
        return _PLAY_ORDER["tracks"]
    if kind.egg:
        return _PLAY_ORDER["egg"]
    kinds = {used.kind for used in kind.actions}
    if DRAW in kinds:
        return _PLAY_ORDER[DRAW]
    if kinds & _PLAYED_LAST:
        return -1.0
    return card_yield(card, tuning) / 10


def _action(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], depth: int, tuning: Tuning
) -> dict[Action, float]:
    """An action by the position after it; cards drawn by what the draw pile holds on average
    (the view shows the own draw pile sorted, so drawing from it would tell nothing)."""
    kind = components().card(view.playing)
    worths: dict[Action, float] = {}
    plain = []
    for action in legal:
        used = kind.actions[action.index] if isinstance(action, UseAction) else None
        if used is not None and used.kind == DRAW:
            worths[action] = _drawn_worth(evolve(view, step=TURN, playing=NO_CARD), seat, used.amount, tuning)
        else:
            plain.append(action)
    worths.update(_followed(rules, view, seat, plain, depth, tuning))
    return worths


def _draw_mean(state: IslaNublarState, seat: int, tuning: Tuning) -> float:
    """The mean yield of the cards the seat's next draw comes from."""
    held = state.seats[seat]
    pile = held.draw or held.discard
    return sum(card_yield(card, tuning) for card in pile) / len(pile) if pile else 0.0


def _per_point(state: IslaNublarState, seat: int, tuning: Tuning) -> float:
    """What a crate point still to come is worth to the seat."""
    return tuning.future * build_worths(state, tuning)[seat] / components().camp_cost


def _drawn_worth(state: IslaNublarState, seat: int, count: int, tuning: Tuning) -> float:
    """The seat's advantage with ``count`` more cards of its draw pile's average in hand."""
    held = state.seats[seat]
    count = min(count, len(held.draw) + len(held.discard))
    drawn = count * _draw_mean(state, seat, tuning) * _per_point(state, seat, tuning)
    return advantage(state, seat, tuning) + drawn


def _discard(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], depth: int, tuning: Tuning
) -> dict[Action, float]:
    """Inventur: each card discarded brings one drawn in its place, so a card below the draw
    pile's average goes."""
    mean, per_point = _draw_mean(view, seat, tuning), _per_point(view, seat, tuning)
    base = _drawn_worth(view, seat, view.discarded + 1, tuning)
    return {
        action: base + (mean - card_yield(action.card, tuning)) * per_point
        if isinstance(action, DiscardCard)
        else base
        for action in legal
    }


def _walk(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], depth: int, tuning: Tuning
) -> dict[Action, float]:
    """A walk by the raid it makes (others' losses gained, the own lost) and where it leaves the dinosaur."""
    dinosaur = view.walk.dinosaur
    ends = {(end.direction, end.steps): end for end in walking.walk_ends(view, dinosaur)}
    worths = build_worths(view, tuning)
    home = evolve(
        view,
        dinosaurs=put(view.dinosaurs, dinosaur, _volcano(view, dinosaur)),
        step=TURN,
        walk=WalkUnderWay(),
    )
    back = advantage(home, seat, tuning)
    others = max(1, view.players - 1)
    judged: dict[Action, float] = {}
    for action in legal:
        assert isinstance(action, Walk)
        end = ends[(action.direction, action.steps)]
        if end.space == OFF_ISLAND:
            judged[action] = back
        elif end.raid:
            losses = raid_losses(view, end.space, worths, tuning)
            others_lose = sum(loss for other, loss in enumerate(losses) if other != seat)
            gained = others_lose * (1 - tuning.countered) / others
            judged[action] = back + gained - losses[seat]
        else:
            moved = evolve(home, dinosaurs=put(view.dinosaurs, dinosaur, end.space))
            judged[action] = advantage(moved, seat, tuning)
    return judged


def _volcano(view: IslaNublarState, dinosaur: int) -> int:
    """Where the dinosaur is likely to go back to: its own volcano if free, else the first free."""
    own = components().dinosaurs[dinosaur].volcano
    free = free_volcanoes(view)
    return own if own in free or not free else free[0]


def _counter(
    rules: Rules, view: IslaNublarState, seat: int, legal: list[Action], depth: int, tuning: Tuning
) -> dict[Action, float]:
    """A Countermeasure when the raid costs more than the card: off-turn it is gone from the next hand."""
    loss = raid_losses(view, view.walk.raid, build_worths(view, tuning), tuning)[seat]
    per_point, base = _per_point(view, seat, tuning), advantage(view, seat, tuning)
    judged: dict[Action, float] = {}
    for action in legal:
        if isinstance(action, AllowRaid):
            judged[action] = base - loss
        else:
            assert isinstance(action, PlayCountermeasure)
            spent = card_yield(action.card, tuning) * per_point if seat != view.turn else 0.0
            judged[action] = base - spent
    return judged


_JUDGES: dict[str, Judge] = {
    TURN: _turn,
    ACTION: _action,
    DISCARD: _discard,
    WALK: _walk,
    COUNTER: _counter,
}

__all__ = ["AI", "IslaNublarAI"]
