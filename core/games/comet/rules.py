"""Comet's rules: hatch, move, rest; rescues into the cave, abilities, the comet phase and the end.

Every rule lives here once; ``legal`` keeps the candidates ``check`` accepts,
so the two cannot disagree. Rule ids (``comet.hatch.no_slot``) are the keys
of the rule texts in i18n/.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import Action, Decision, Event, IllegalActionError, MatchConfig, Result, Violation
from core.games.comet import movement
from core.games.comet.actions import (
    ACTION_TYPES,
    AddJoker,
    Discard,
    EndMove,
    Hatch,
    HatchAt,
    KeepHand,
    Move,
    PlaceNeutral,
    Rest,
    Step,
    TakeGold,
    UseAbility,
)
from core.games.comet.components import JOKER, SIDES, Card, Components, components
from core.games.comet.effects import EXHAUST, NEUTRALS, Ability
from core.games.comet.scoring import score_parts
from core.games.comet.state import (
    EMPTY_SLOT,
    FREE_MOVE,
    HATCH_NEST,
    HERO,
    MAIN_MOVE,
    MOVE,
    NEUTRAL,
    OFF_BOARD,
    OVER,
    REST_DISCARD,
    REST_GOLD,
    TURN,
    UNKNOWN,
    CometState,
    Seat,
)

STEP_OF_ACTION: dict[type[Action], str] = {
    Hatch: TURN,
    Move: TURN,
    Rest: TURN,
    UseAbility: TURN,
    HatchAt: HATCH_NEST,
    Step: MOVE,
    AddJoker: MOVE,
    EndMove: MOVE,
    Discard: REST_DISCARD,
    KeepHand: REST_DISCARD,
    TakeGold: REST_GOLD,
    PlaceNeutral: NEUTRAL,
}
NOBODY_CAN_ACT = "nobody_can_act"


class CometRules:
    game_id = "comet"
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    options: dict[str, tuple[str, ...]] = {"side": SIDES}

    def components(self) -> Components:
        return components()

    def component_version(self) -> str:
        return self.components().version

    def hides_information(self) -> bool:
        return True

    # setup -------------------------------------------------------------------

    def setup(self, config: MatchConfig, seed: int) -> CometState:
        parts = self.components()
        players = config.player_count
        side = str(config.options.get("side", SIDES[0]))
        silver = list(parts.silver)
        rng.generator(seed, 0).shuffle(silver)
        gold = list(parts.gold)
        rng.generator(seed, 1).shuffle(gold)
        heroes = rng.generator(seed, 2).sample(range(len(parts.heroes)), players)
        first = rng.generator(seed, 3).randrange(players)
        seats = []
        for seat in range(players):
            hand, silver = tuple(silver[: parts.hand_limit]), silver[parts.hand_limit :]
            seats.append(
                Seat(
                    hero=heroes[seat],
                    hand=hand,
                    slots=(EMPTY_SLOT,) * parts.slots,
                    rescuers=(OFF_BOARD,) * parts.slots,
                    rescued=(),
                    exhausted=(),
                )
            )
        stack = parts.comet_stack[players]
        return CometState(
            players=players,
            seed=seed,
            shuffles=4,
            side=side,
            turn=first,
            step=TURN,
            seats=tuple(seats),
            pile=tuple(silver[stack:]),
            comet=tuple(silver[:stack]),
            comet_phase=False,
            gold_pile=tuple(gold[parts.gold_offer :]),
            offer=tuple(gold[: parts.gold_offer]),
            discard=(),
            neutrals=(OFF_BOARD, OFF_BOARD),
        )

    # the decision machine ------------------------------------------------------

    def pending(self, state: CometState) -> Decision | None:
        if state.step == OVER:
            return None
        values: dict[str, Any] = {"comet_phase": state.comet_phase}
        if state.step == HATCH_NEST:
            values["card"] = state.hatching
        elif state.step == MOVE:
            values["symbols"] = list(state.symbols)
        elif state.step == REST_GOLD:
            values["left"] = state.golds_left
        elif state.step == NEUTRAL:
            values["piece"] = state.neutral
        return Decision(state.turn, state.step, values)

    def legal(self, state: CometState) -> list[Action]:
        return [action for action in self._candidates(state) if self.check(state, action) is None]

    def _candidates(self, state: CometState) -> Iterator[Action]:
        parts = self.components()
        seat = state.seats[state.turn]
        if state.step == TURN:
            for card in seat.hand:
                yield Hatch(card)
            for card in seat.hand:
                yield Move(card)
            yield Rest()
            for source in (*seat.rescued, HERO):
                yield UseAbility(source)
        elif state.step == HATCH_NEST:
            for space in _board(parts, state).spaces:
                if space.nest:
                    yield HatchAt(space.index)
        elif state.step == MOVE:
            board = _board(parts, state)
            taken = movement.occupied(state)
            for rescuer, start in enumerate(seat.rescuers):
                if start == OFF_BOARD:
                    continue
                for target in movement.targets(board, taken, start):
                    for pay in movement.payments(board, target, state.symbols):
                        yield Step(rescuer, target, pay)
            for card in sorted(set(seat.hand)):
                if parts.cards[card].joker:
                    yield AddJoker(card)
            yield EndMove()
        elif state.step == REST_DISCARD:
            for card in sorted(set(seat.hand)):
                yield Discard(card)
            yield KeepHand()
        elif state.step == REST_GOLD:
            for card in state.offer:
                yield TakeGold(card)
        elif state.step == NEUTRAL:
            for space in _board(parts, state).spaces:
                yield PlaceNeutral(space.index)

    def check(self, state: CometState, action: Action) -> Violation | None:
        if state.step == OVER:
            return Violation("engine.game_over")
        if STEP_OF_ACTION.get(type(action)) != state.step:
            return Violation("engine.not_now", {"action": action.kind, "step": state.step})
        parts = self.components()
        seat = state.seats[state.turn]
        if isinstance(action, Hatch):
            return _check_hatch(parts, state, seat, action.card)
        if isinstance(action, HatchAt):
            if action.space not in _hatch_nests(parts, state, seat, parts.cards[state.hatching]):
                return Violation(
                    "comet.hatch.wrong_nest",
                    {"card": state.hatching, "nest": parts.cards[state.hatching].nest},
                )
            return None
        if isinstance(action, Move):
            if action.card not in seat.hand:
                return Violation("comet.card.not_in_hand", {"card": action.card})
            if all(space == OFF_BOARD for space in seat.rescuers):
                return Violation("comet.move.no_rescuer")
            return None
        if isinstance(action, Rest):
            return Violation("comet.rest.comet_phase") if state.comet_phase else None
        if isinstance(action, UseAbility):
            return _check_ability(parts, state, seat, action.card)
        if isinstance(action, Step):
            return _check_step(parts, state, seat, action)
        if isinstance(action, AddJoker):
            if action.card not in seat.hand:
                return Violation("comet.card.not_in_hand", {"card": action.card})
            if not parts.cards[action.card].joker:
                return Violation("comet.move.not_a_joker", {"card": action.card})
            return None
        if isinstance(action, EndMove | KeepHand):
            return None
        if isinstance(action, Discard):
            return (
                None
                if action.card in seat.hand
                else Violation("comet.card.not_in_hand", {"card": action.card})
            )
        if isinstance(action, TakeGold):
            return (
                None
                if action.card in state.offer
                else Violation("comet.rest.not_offered", {"card": action.card})
            )
        if isinstance(action, PlaceNeutral):
            return _check_neutral(parts, state, action.space)
        return Violation("engine.not_now", {"action": action.kind, "step": state.step})

    def apply(self, state: CometState, action: Action) -> tuple[CometState, list[Event]]:
        violation = self.check(state, action)
        if violation is not None:
            raise IllegalActionError(violation)
        parts = self.components()
        events: list[Event] = []
        if isinstance(action, Hatch):
            state = _start_hatch(parts, state, action.card, events)
        elif isinstance(action, HatchAt):
            state = _finish_hatch(parts, evolve(state, step=TURN), state.hatching, action.space, events)
        elif isinstance(action, Move):
            state = _start_move(parts, state, action.card, events)
        elif isinstance(action, Step):
            state = _step(parts, state, action, events)
        elif isinstance(action, AddJoker):
            state = _add_joker(state, action.card, events)
        elif isinstance(action, EndMove):
            state = _end_move(parts, state, events)
        elif isinstance(action, Rest):
            state = _rest(state, events)
        elif isinstance(action, Discard):
            state = _discard_at_rest(state, action.card, events)
        elif isinstance(action, KeepHand):
            state = _to_gold(parts, state, events)
        elif isinstance(action, TakeGold):
            state = _take_gold(parts, state, action.card, events)
        elif isinstance(action, UseAbility):
            state = _use_ability(parts, state, action.card, events)
        elif isinstance(action, PlaceNeutral):
            state = _place_neutral(state, action.space, events)
        return state, events

    def apply_legal(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        return self.apply(state, action)

    def view(self, state: CometState, seat: int) -> CometState:
        """A seat sees its own hand and everything on the table; not other hands, nor any pile's order.

        The seed goes too: from it the deal, and so every pile, could be worked out.
        """
        seats = tuple(
            own if index == seat else evolve(own, hand=(UNKNOWN,) * len(own.hand))
            for index, own in enumerate(state.seats)
        )
        return evolve(
            state,
            seed=0,
            seats=seats,
            pile=(UNKNOWN,) * len(state.pile),
            comet=(UNKNOWN,) * len(state.comet),
            gold_pile=(UNKNOWN,) * len(state.gold_pile),
        )

    def scores(self, state: CometState) -> tuple[int, ...]:
        parts = self.components()
        return tuple(sum(score_parts(parts, seat).values()) for seat in state.seats)

    def result(self, state: CometState) -> Result | None:
        if state.step != OVER:
            return None
        parts = self.components()
        breakdowns = [score_parts(parts, seat) for seat in state.seats]
        scores = tuple(sum(parts_.values()) for parts_ in breakdowns)
        rescued = tuple(len(seat.rescued) for seat in state.seats)
        ranking = tuple(
            1
            + sum(
                1
                for other in range(state.players)
                if (scores[other], rescued[other]) > (scores[seat], rescued[seat])
            )
            for seat in range(state.players)
        )
        best = max(scores)
        tied = [seat for seat in range(state.players) if scores[seat] == best]
        tiebreak = "comet.tiebreak.rescued" if len(tied) > 1 and len({rescued[s] for s in tied}) > 1 else None
        return Result(
            scores=scores,
            ranking=ranking,
            breakdown=tuple({**b, "total": sum(b.values())} for b in breakdowns),
            tiebreak=tiebreak,
            tiebreak_values=rescued if tiebreak else (),
        )


# --- abilities in play ----------------------------------------------------------


def abilities(parts: Components, seat: Seat) -> list[tuple[int, Ability]]:
    """What works for a seat: its hero's start ability (source HERO) and its rescued cards' abilities."""
    found: list[tuple[int, Ability]] = [(HERO, parts.heroes[seat.hero].start)]
    for card in seat.rescued:
        ability = parts.cards[card].ability
        if ability is not None:
            found.append((card, ability))
    return found


def passive(parts: Components, seat: Seat, effect: str) -> int:
    """The summed amount of a passive effect the seat has."""
    return sum(ability.value("amount") for _, ability in abilities(parts, seat) if ability.effect == effect)


def hand_limit(parts: Components, seat: Seat) -> int:
    return parts.hand_limit + passive(parts, seat, "hand_limit")


def _board(parts: Components, state: CometState) -> Any:
    return parts.boards[state.side]


# --- hatching -------------------------------------------------------------------


def _free_slot(seat: Seat) -> int | None:
    return next((slot for slot, card in enumerate(seat.slots) if card == EMPTY_SLOT), None)


def _hatch_nests(parts: Components, state: CometState, seat: Seat, card: Card) -> list[int]:
    """Where the card's rescuer may go: its number, else the next higher free one; lower by ability."""
    board = _board(parts, state)
    taken = movement.occupied(state)
    free = [space for space in board.spaces if space.nest and space.index not in taken]
    higher = [space.nest for space in free if space.nest >= card.nest]
    nests = [space.index for space in free if higher and space.nest == min(higher)]
    lower = passive(parts, seat, "hatch_lower")
    nests += [space.index for space in free if card.nest - lower <= space.nest < card.nest]
    return sorted(nests)


def _check_hatch(parts: Components, state: CometState, seat: Seat, card: int) -> Violation | None:
    if card not in seat.hand:
        return Violation("comet.card.not_in_hand", {"card": card})
    if _free_slot(seat) is None:
        return Violation("comet.hatch.no_slot")
    if not _hatch_nests(parts, state, seat, parts.cards[card]):
        return Violation("comet.hatch.no_nest", {"card": card, "nest": parts.cards[card].nest})
    return None


def _start_hatch(parts: Components, state: CometState, card: int, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    nests = _hatch_nests(parts, state, seat, parts.cards[card])
    if len(nests) == 1:
        return _finish_hatch(parts, state, card, nests[0], events)
    return evolve(state, step=HATCH_NEST, hatching=card)


def _finish_hatch(
    parts: Components, state: CometState, card: int, space: int, events: list[Event]
) -> CometState:
    seat = state.seats[state.turn]
    slot = _free_slot(seat)
    assert slot is not None  # checked before the hatch began
    hand = list(seat.hand)
    hand.remove(card)
    seat = evolve(
        seat,
        hand=tuple(hand),
        slots=_put(seat.slots, slot, card),
        rescuers=_put(seat.rescuers, slot, space),
    )
    events.append(Event("hatched", state.turn, {"card": card, "slot": slot, "space": space}))
    state = evolve(_with_seat(state, state.turn, seat), hatching=UNKNOWN)
    return _end_turn(parts, state, events)


# --- moving ---------------------------------------------------------------------


def _start_move(parts: Components, state: CometState, card: int, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    symbols = parts.cards[card].symbols + (JOKER,) * passive(parts, seat, "move_bonus")
    state = _with_seat(state, state.turn, evolve(seat, hand=_without(seat.hand, card)))
    state = evolve(state, discard=state.discard + (card,), step=MOVE, symbols=symbols, move_kind=MAIN_MOVE)
    events.append(Event("move_card", state.turn, {"card": card, "symbols": list(symbols)}))
    return _settle_move(parts, state, events)


def _check_step(parts: Components, state: CometState, seat: Seat, action: Step) -> Violation | None:
    if not 0 <= action.rescuer < len(seat.rescuers) or seat.rescuers[action.rescuer] == OFF_BOARD:
        return Violation("comet.move.rescuer_not_on_board", {"rescuer": action.rescuer})
    board = _board(parts, state)
    if not 0 <= action.target < len(board.spaces):
        return Violation("comet.move.no_space")
    taken = movement.occupied(state)
    start = seat.rescuers[action.rescuer]
    if action.target not in movement.targets(board, taken, start):
        return Violation(movement.blocked_by(board, taken, start, action.target))
    if action.pay not in movement.payments(board, action.target, state.symbols):
        land = board.spaces[action.target].land
        return Violation("comet.move.wrong_symbol", {"land": land, "symbols": list(state.symbols)})
    return None


def _step(parts: Components, state: CometState, action: Step, events: list[Event]) -> CometState:
    board = _board(parts, state)
    seat = state.seats[state.turn]
    start = seat.rescuers[action.rescuer]
    jumped = movement.targets(board, movement.occupied(state), start)[action.target]
    symbols = list(state.symbols)
    symbols.remove(action.pay)
    events.append(
        Event(
            "stepped",
            state.turn,
            {
                "rescuer": action.rescuer,
                "from": start,
                "to": action.target,
                "pay": action.pay,
                "jumped": jumped,
            },
        )
    )
    if action.target == board.cave:
        card = seat.slots[action.rescuer]
        seat = evolve(
            seat,
            slots=_put(seat.slots, action.rescuer, EMPTY_SLOT),
            rescuers=_put(seat.rescuers, action.rescuer, OFF_BOARD),
            rescued=seat.rescued + (card,),
        )
        events.append(Event("rescued", state.turn, {"card": card, "rescuer": action.rescuer}))
        bonus = passive(parts, seat, "rescue_steps")  # counts the card just rescued too
        symbols += [JOKER] * bonus
    else:
        seat = evolve(seat, rescuers=_put(seat.rescuers, action.rescuer, action.target))
    state = evolve(_with_seat(state, state.turn, seat), symbols=tuple(symbols))
    return _settle_move(parts, state, events)


def _add_joker(state: CometState, card: int, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    state = _with_seat(state, state.turn, evolve(seat, hand=_without(seat.hand, card)))
    events.append(Event("joker_added", state.turn, {"card": card}))
    return evolve(state, discard=state.discard + (card,), symbols=state.symbols + (JOKER,))


def _settle_move(parts: Components, state: CometState, events: list[Event]) -> CometState:
    """End the move by itself when nothing is left to do with it: no rescuer out, or nothing to pay with."""
    seat = state.seats[state.turn]
    on_board = any(space != OFF_BOARD for space in seat.rescuers)
    jokers = any(parts.cards[card].joker for card in seat.hand)
    if on_board and (state.symbols or jokers):
        return state
    return _end_move(parts, state, events)


def _end_move(parts: Components, state: CometState, events: list[Event]) -> CometState:
    kind = state.move_kind
    state = evolve(state, symbols=(), move_kind="", step=TURN)
    if kind == FREE_MOVE:
        return _offer_turn(parts, state, events)
    return _end_turn(parts, state, events)


# --- resting --------------------------------------------------------------------


def _rest(state: CometState, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    events.append(Event("rested", state.turn, {"refreshed": len(seat.exhausted)}))
    state = _with_seat(state, state.turn, evolve(seat, exhausted=()))
    return evolve(state, step=REST_DISCARD)


def _discard_at_rest(state: CometState, card: int, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    events.append(Event("discarded", state.turn, {"card": card}))
    state = _with_seat(state, state.turn, evolve(seat, hand=_without(seat.hand, card)))
    return evolve(state, discard=state.discard + (card,))


def _to_gold(parts: Components, state: CometState, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    golds = 1 + passive(parts, seat, "extra_gold")
    state = evolve(state, step=REST_GOLD, golds_left=golds)
    return _refill_if_done(parts, state, events)


def _take_gold(parts: Components, state: CometState, card: int, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    offer = list(state.offer)
    offer.remove(card)
    pile = state.gold_pile
    if pile:
        offer.append(pile[0])
        pile = pile[1:]
        events.append(Event("gold_revealed", None, {"card": offer[-1]}, reveals=True))
    events.append(Event("gold_taken", state.turn, {"card": card}))
    state = _with_seat(state, state.turn, evolve(seat, hand=seat.hand + (card,)))
    state = evolve(state, offer=tuple(offer), gold_pile=pile, golds_left=state.golds_left - 1)
    return _refill_if_done(parts, state, events)


def _refill_if_done(parts: Components, state: CometState, events: list[Event]) -> CometState:
    if state.golds_left > 0 and state.offer:
        return state
    seat = state.seats[state.turn]
    state = _draw(state, state.turn, max(0, hand_limit(parts, seat) - len(seat.hand)), events)
    return _end_turn(parts, evolve(state, golds_left=0, step=TURN), events)


def _draw(state: CometState, seat_index: int, count: int, events: list[Event]) -> CometState:
    """Draw ``count`` cards; when the silver pile runs out, the comet stack comes in."""
    drawn: list[int] = []
    pile, comet, phase = list(state.pile), state.comet, state.comet_phase
    for _ in range(count):
        if not pile and not phase:
            pile, comet, phase = list(comet), (), True
            events.append(Event("comet_arrives", None, {"cards": len(pile)}, reveals=True))
        if not pile:
            break
        drawn.append(pile.pop(0))
    if not pile and not phase:  # the last silver card was drawn: the comet comes now, not at the next draw
        pile, comet, phase = list(comet), (), True
        events.append(Event("comet_arrives", None, {"cards": len(pile)}, reveals=True))
    seat = state.seats[seat_index]
    if drawn:
        events.append(Event("drew", seat_index, {"count": len(drawn)}, reveals=True))
    state = _with_seat(state, seat_index, evolve(seat, hand=seat.hand + tuple(drawn)))
    return evolve(state, pile=tuple(pile), comet=comet, comet_phase=phase)


# --- abilities used ---------------------------------------------------------------


def _ability_of(parts: Components, seat: Seat, source: int) -> Ability | None:
    if source == HERO:
        return parts.heroes[seat.hero].start
    if source not in seat.rescued:
        return None
    return parts.cards[source].ability


def _check_ability(parts: Components, state: CometState, seat: Seat, source: int) -> Violation | None:
    ability = _ability_of(parts, seat, source)
    if ability is None or ability.kind != EXHAUST:
        return Violation("comet.ability.none", {"card": source})
    if source in seat.exhausted:
        return Violation("comet.ability.exhausted", {"card": source})
    if not _main_actions_possible(parts, state, seat):
        return Violation("comet.ability.no_turn")
    if ability.effect == "draw" and not (state.pile or state.comet):
        return Violation("comet.ability.nothing_to_draw")
    if ability.effect == "free_steps" and all(space == OFF_BOARD for space in seat.rescuers):
        return Violation("comet.move.no_rescuer")
    return None


def _use_ability(parts: Components, state: CometState, source: int, events: list[Event]) -> CometState:
    seat = state.seats[state.turn]
    ability = _ability_of(parts, seat, source)
    assert ability is not None
    state = _with_seat(state, state.turn, evolve(seat, exhausted=seat.exhausted + (source,)))
    events.append(Event("ability_used", state.turn, {"card": source, "effect": ability.effect}))
    if ability.effect == "draw":
        state = _draw(state, state.turn, ability.value("amount"), events)
        return _offer_turn(parts, state, events)
    if ability.effect == "free_steps":
        state = evolve(state, step=MOVE, symbols=(JOKER,) * ability.value("amount"), move_kind=FREE_MOVE)
        return _settle_move(parts, state, events)
    return evolve(state, step=NEUTRAL, neutral=ability.value("piece"))


def _check_neutral(parts: Components, state: CometState, space: int) -> Violation | None:
    board = _board(parts, state)
    if not 0 <= space < len(board.spaces):
        return Violation("comet.move.no_space")
    if space in movement.occupied(state):
        return Violation("comet.neutral.occupied")
    if board.spaces[space].land in ("nest", "cave"):
        return Violation("comet.neutral.not_landscape")
    return None


def _place_neutral(state: CometState, space: int, events: list[Event]) -> CometState:
    index = NEUTRALS.index(state.neutral)
    events.append(
        Event(
            "neutral_placed", state.turn, {"piece": state.neutral, "from": state.neutrals[index], "to": space}
        )
    )
    state = evolve(state, neutrals=_put(state.neutrals, index, space), neutral="", step=TURN)
    return state


# --- turns and the end ----------------------------------------------------------------


def _main_actions_possible(parts: Components, state: CometState, seat: Seat) -> bool:
    """Whether the seat can take a turn: hatch a card, move with one, or rest."""
    if not state.comet_phase:
        return True
    if not seat.hand:
        return False
    if any(space != OFF_BOARD for space in seat.rescuers):
        return True  # any hand card can be the move card
    if _free_slot(seat) is None:
        return False
    return any(_hatch_nests(parts, state, seat, parts.cards[card]) for card in seat.hand)


def _offer_turn(parts: Components, state: CometState, events: list[Event]) -> CometState:
    """Back to the seat's choice after a free action; a seat left with no main action ends its turn."""
    if _main_actions_possible(parts, state, state.seats[state.turn]):
        return evolve(state, step=TURN)
    return _end_turn(parts, state, events)


def _end_turn(parts: Components, state: CometState, events: list[Event]) -> CometState:
    """The next seat in turn that can act; when none can (only in the comet phase), the game ends."""
    for offset in range(1, state.players + 1):
        seat = (state.turn + offset) % state.players
        if _main_actions_possible(parts, state, state.seats[seat]):
            return evolve(state, turn=seat, step=TURN)
        events.append(Event("turn_passed", seat, {}))
    events.append(Event("game_over", None, {}))
    return evolve(state, step=OVER, end=NOBODY_CAN_ACT)


# --- small helpers ----------------------------------------------------------------------


def _put(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    hand = list(cards)
    hand.remove(card)
    return tuple(hand)


def _with_seat(state: CometState, index: int, seat: Seat) -> CometState:
    return evolve(state, seats=_put(state.seats, index, seat))
