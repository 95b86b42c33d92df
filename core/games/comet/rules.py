"""Comet's rules: hatch, move, rest; rescues into the cave, abilities, the comet phase and the end.

Every rule lives here once. ``check`` and ``apply`` dispatch through the step
table (action type -> the steps where it may be taken, its check, its
apply); ``legal`` builds the options of each step directly from the state,
and a test holds it equal to what ``check`` accepts. Rule ids
(``comet.hatch.no_slot``) are the keys of the rule texts in i18n/.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Result, Violation
from core.engine.ranking import Tiebreak, rank
from core.engine.steps import StepTable, TableRules, always, rule
from core.engine.tuples import put, without
from core.games.comet import ENTRY, movement
from core.games.comet.actions import (
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
from core.games.comet.components import JOKER, SIDES, Board, Card, Components, Space, components
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
    NO_CARD,
    OFF_BOARD,
    OVER,
    REST_DISCARD,
    REST_GOLD,
    TURN,
    CometState,
    Seat,
)

NOBODY_CAN_ACT = "nobody_can_act"
ALL_RESTED = "all_rested"  # every seat in turn rested and changed nothing: our house rule
RESCUED_TIEBREAK = "comet.tiebreak.rescued"


class CometRules(TableRules):
    entry = ENTRY

    def components(self) -> Components:
        return components()

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
            shuffles=4,  # the four draws of the setup above; play itself draws nothing at random
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
            values["jumps"] = open_jumps(state)
        elif state.step == REST_GOLD:
            values["left"] = state.golds_left
        elif state.step == NEUTRAL:
            values["piece"] = state.neutral
        return Decision(state.turn, state.step, values)

    def legal(self, state: CometState) -> list[Action]:
        options = LEGAL_AT.get(state.step)
        return options(state) if options is not None else []  # each builds a new list

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
        rescued = Tiebreak(RESCUED_TIEBREAK, tuple(len(seat.rescued) for seat in state.seats))
        ranking = rank(scores, [rescued])
        used = ranking.tiebreak
        return Result(
            scores=scores,
            ranking=ranking.places,
            breakdown=tuple({**b, "total": sum(b.values())} for b in breakdowns),
            tiebreak=used.key if used else None,
            tiebreak_values=used.values if used else (),
            ending=f"comet.ending.{state.end}",
        )


def _step_of(state: CometState) -> str | None:
    return None if state.step == OVER else state.step


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
    """The summed amount of a passive effect the seat has (as ``abilities`` lists them, without the list:
    asked several times in every decision)."""
    start = parts.heroes[seat.hero].start
    total = start.value("amount") if start.effect == effect else 0
    cards = parts.cards
    for card in seat.rescued:
        ability = cards[card].ability
        if ability is not None and ability.effect == effect:
            total += ability.value("amount")
    return total


def hand_limit(parts: Components, seat: Seat) -> int:
    return parts.hand_limit + passive(parts, seat, "hand_limit")


def _board(state: CometState) -> Board:
    return components().boards[state.side]


def _seat(state: CometState) -> Seat:
    return state.seats[state.turn]


def _on_board(seat: Seat) -> bool:
    return seat.rescuers.count(OFF_BOARD) != len(seat.rescuers)


def _is_joker(parts: Components, card: int) -> bool:
    """Whether a hand card is a joker; a card a view hides is not known to be one."""
    return card != UNKNOWN and parts.cards[card].joker


# --- hatching -------------------------------------------------------------------


def _free_slot(seat: Seat) -> int | None:
    return seat.slots.index(EMPTY_SLOT) if EMPTY_SLOT in seat.slots else None


@cache
def _nests(side: str) -> tuple[Space, ...]:
    """The board's nests, highest number first: the first free one is the highest free nest."""
    nests = [space for space in components().boards[side].spaces if space.nest]
    return tuple(sorted(nests, key=lambda space: -space.nest))


def _hatch_reach(parts: Components, state: CometState, seat: Seat, taken: frozenset[int]) -> int | None:
    """The highest card number the seat can hatch now; None when no nest is free.

    A card fits a free nest of its number or higher, or one up to ``hatch_lower`` below it: so it
    fits somewhere exactly when the highest free nest is at least its number less that amount.
    """
    for space in _nests(state.side):
        if space.index not in taken:
            return space.nest + passive(parts, seat, "hatch_lower")
    return None


def _fitting(side: str, taken: frozenset[int], card: Card, lower: int) -> list[int]:
    """The free nests where the card's rescuer may go, in board order: those of its number, else of
    the next higher number with a free nest; and ``lower`` numbers below it by ability."""
    lowest, higher = card.nest - lower, None
    found: list[int] = []
    for space in reversed(_nests(side)):  # the lowest number first
        if space.index in taken or space.nest < lowest:
            continue
        if space.nest < card.nest:
            found.append(space.index)
        elif higher is None or space.nest == higher:
            higher = space.nest
            found.append(space.index)
        else:
            break
    return sorted(found)


def _hatch_nests(parts: Components, state: CometState, seat: Seat, card: Card) -> list[int]:
    """The nests the card's rescuer may be placed on."""
    return _fitting(state.side, movement.occupied(state), card, passive(parts, seat, "hatch_lower"))


def _check_hatch(state: CometState, action: Hatch) -> Violation | None:
    parts, seat, card = components(), _seat(state), action.card
    if card == UNKNOWN or card not in seat.hand:
        return Violation("comet.card.not_in_hand", {"card": card})
    if _free_slot(seat) is None:
        return Violation("comet.hatch.no_slot")
    if not _hatch_nests(parts, state, seat, parts.cards[card]):
        return Violation("comet.hatch.no_nest", {"card": card, "nest": parts.cards[card].nest})
    return None


def _apply_hatch(state: CometState, action: Hatch) -> tuple[CometState, list[Event]]:
    parts = components()
    events: list[Event] = []
    nests = _hatch_nests(parts, state, _seat(state), parts.cards[action.card])
    if len(nests) == 1:
        return _finish_hatch(parts, state, action.card, nests[0], events), events
    return evolve(state, step=HATCH_NEST, hatching=action.card), events


def _check_hatch_at(state: CometState, action: HatchAt) -> Violation | None:
    if state.step == TURN:  # a nest clicked before a card: the card says where its animal hatches
        return Violation("comet.turn.card_first", {"space": action.space})
    parts = components()
    card = parts.cards[state.hatching]
    if action.space not in _hatch_nests(parts, state, _seat(state), card):
        return Violation("comet.hatch.wrong_nest", {"card": state.hatching, "nest": card.nest})
    return None


def _apply_hatch_at(state: CometState, action: HatchAt) -> tuple[CometState, list[Event]]:
    events: list[Event] = []
    # Still at HATCH_NEST: the end of the turn sets the step.
    state = _finish_hatch(components(), state, state.hatching, action.space, events)
    return state, events


def _finish_hatch(
    parts: Components, state: CometState, card: int, space: int, events: list[Event]
) -> CometState:
    seat = _seat(state)
    slot = _free_slot(seat)
    assert slot is not None  # checked before the hatch began
    seat = evolve(
        seat,
        hand=without(seat.hand, card),
        slots=put(seat.slots, slot, card),
        rescuers=put(seat.rescuers, slot, space),
    )
    events.append(Event("hatched", state.turn, {"card": card, "slot": slot, "space": space}))
    return _end_turn(parts, _with_seat(state, state.turn, seat), events, hatching=NO_CARD)


# --- moving ---------------------------------------------------------------------


def _check_move(state: CometState, action: Move) -> Violation | None:
    seat = _seat(state)
    if action.card not in seat.hand:
        return Violation("comet.card.not_in_hand", {"card": action.card})
    if not _on_board(seat):
        return Violation("comet.move.no_rescuer")
    return None


def _apply_move(state: CometState, action: Move) -> tuple[CometState, list[Event]]:
    parts, seat, card = components(), _seat(state), action.card
    events: list[Event] = []
    symbols = parts.cards[card].symbols + (JOKER,) * passive(parts, seat, "move_bonus")
    state = _with_seat(
        state,
        state.turn,
        evolve(seat, hand=without(seat.hand, card)),
        discard=state.discard + (card,),
        step=MOVE,
        symbols=symbols,
        move_kind=MAIN_MOVE,
    )
    events.append(Event("move_card", state.turn, {"card": card, "symbols": list(symbols)}))
    return _settle_move(parts, state, events), events


def open_jumps(state: CometState) -> list[list[int]]:
    """The jumps the seat on the move may make now, each as [rescuer, from, to]: for the table to draw."""
    board, taken = _board(state), movement.occupied(state)
    found: list[list[int]] = []
    for rescuer, start in enumerate(_seat(state).rescuers):
        if start == OFF_BOARD:
            continue
        for target, jumped in movement.targets(board, taken, start).items():
            if jumped and movement.payments(board, target, state.symbols):
                found.append([rescuer, start, target])
    return found


def _check_step(state: CometState, action: Step) -> Violation | None:
    seat = _seat(state)
    if not 0 <= action.rescuer < len(seat.rescuers) or seat.rescuers[action.rescuer] == OFF_BOARD:
        return Violation("comet.move.rescuer_not_on_board", {"rescuer": action.rescuer})
    board = _board(state)
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


def _apply_step(state: CometState, action: Step) -> tuple[CometState, list[Event]]:
    parts, board, seat = components(), _board(state), _seat(state)
    events: list[Event] = []
    start = seat.rescuers[action.rescuer]
    jumped = action.target not in board.neighbours[start]  # a legal step to a space further off jumps
    symbols = without(state.symbols, action.pay)
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
            slots=put(seat.slots, action.rescuer, EMPTY_SLOT),
            rescuers=put(seat.rescuers, action.rescuer, OFF_BOARD),
            rescued=seat.rescued + (card,),
        )
        events.append(Event("rescued", state.turn, {"card": card, "rescuer": action.rescuer}))
        bonus = passive(parts, seat, "rescue_steps")  # counts the card just rescued too
        symbols += (JOKER,) * bonus
    else:
        seat = evolve(seat, rescuers=put(seat.rescuers, action.rescuer, action.target))
    state = _with_seat(state, state.turn, seat, symbols=symbols)
    return _settle_move(parts, state, events), events


def _check_add_joker(state: CometState, action: AddJoker) -> Violation | None:
    if action.card not in _seat(state).hand:
        return Violation("comet.card.not_in_hand", {"card": action.card})
    if not _is_joker(components(), action.card):
        return Violation("comet.move.not_a_joker", {"card": action.card})
    return None


def _apply_add_joker(state: CometState, action: AddJoker) -> tuple[CometState, list[Event]]:
    seat = _seat(state)
    events = [Event("joker_added", state.turn, {"card": action.card})]
    hand = without(seat.hand, action.card)
    discard, symbols = state.discard + (action.card,), state.symbols + (JOKER,)
    return _with_seat(state, state.turn, evolve(seat, hand=hand), discard=discard, symbols=symbols), events


def _apply_end_move(state: CometState, _action: EndMove) -> tuple[CometState, list[Event]]:
    events: list[Event] = []
    return _end_move(components(), state, events), events


def _settle_move(parts: Components, state: CometState, events: list[Event]) -> CometState:
    """End the move by itself when nothing is left to do with it: no rescuer out, or nothing to pay with."""
    seat = _seat(state)
    if _on_board(seat) and (state.symbols or not _joker_cards().isdisjoint(seat.hand)):
        return state
    return _end_move(parts, state, events)


def _end_move(parts: Components, state: CometState, events: list[Event]) -> CometState:
    if state.move_kind == FREE_MOVE:
        return _offer_turn(parts, state, events, symbols=(), move_kind="")
    return _end_turn(parts, state, events, symbols=(), move_kind="")


# --- resting --------------------------------------------------------------------


def _check_rest(state: CometState, _action: Rest) -> Violation | None:
    return Violation("comet.rest.comet_phase") if state.comet_phase else None


def _apply_rest(state: CometState, _action: Rest) -> tuple[CometState, list[Event]]:
    """Refresh first; the rest counts as idle until a refresh, a discard, a gold card or a draw."""
    seat = _seat(state)
    events = [Event("rested", state.turn, {"refreshed": len(seat.exhausted)})]
    idle = 0 if seat.exhausted else state.idle_rests + 1
    state = _with_seat(state, state.turn, evolve(seat, exhausted=()), step=REST_DISCARD, idle_rests=idle)
    return state, events


def _check_discard(state: CometState, action: Discard) -> Violation | None:
    if action.card not in _seat(state).hand:
        return Violation("comet.card.not_in_hand", {"card": action.card})
    return None


def _apply_discard(state: CometState, action: Discard) -> tuple[CometState, list[Event]]:
    seat = _seat(state)
    events = [Event("discarded", state.turn, {"card": action.card})]
    hand, discard = without(seat.hand, action.card), state.discard + (action.card,)
    return _with_seat(state, state.turn, evolve(seat, hand=hand), discard=discard, idle_rests=0), events


def _apply_keep_hand(state: CometState, _action: KeepHand) -> tuple[CometState, list[Event]]:
    parts = components()
    events: list[Event] = []
    golds = 1 + passive(parts, _seat(state), "extra_gold")
    state = evolve(state, step=REST_GOLD, golds_left=golds)
    return _refill_if_done(parts, state, events), events


def _check_take_gold(state: CometState, action: TakeGold) -> Violation | None:
    if state.step != REST_GOLD:  # the offer lies open all game: say when it may be taken from
        return Violation("comet.rest.gold_at_rest", {"card": action.card})
    if action.card not in state.offer:
        return Violation("comet.rest.not_offered", {"card": action.card})
    return None


def _apply_take_gold(state: CometState, action: TakeGold) -> tuple[CometState, list[Event]]:
    parts, seat, card = components(), _seat(state), action.card
    events = [Event("gold_taken", state.turn, {"card": card})]  # the log tells it in this order
    offer = list(state.offer)
    offer.remove(card)
    pile = state.gold_pile
    if pile:
        offer.append(pile[0])
        pile = pile[1:]
        events.append(Event("gold_revealed", None, {"card": offer[-1]}, reveals=True))
    state = _with_seat(
        state,
        state.turn,
        evolve(seat, hand=seat.hand + (card,)),
        offer=tuple(offer),
        gold_pile=pile,
        golds_left=state.golds_left - 1,
        idle_rests=0,
    )
    return _refill_if_done(parts, state, events), events


def _refill_if_done(parts: Components, state: CometState, events: list[Event]) -> CometState:
    if state.golds_left > 0 and state.offer:
        return state
    seat = _seat(state)
    missing = max(0, hand_limit(parts, seat) - len(seat.hand))
    state = _draw(state, state.turn, missing, events)
    idle = 0 if missing else state.idle_rests
    if idle >= state.players:
        return _end_all_rested(state, events)
    return _end_turn(parts, state, events, golds_left=0, idle_rests=idle)


def _end_all_rested(state: CometState, events: list[Event]) -> CometState:
    """Our house rule: when every seat in turn has rested without anything changing (no card turned
    back, discarded, taken or drawn), nobody wants to act any more, and the game ends as when nobody
    can: with the final scoring. A round in which anything happens never ends the game."""
    events.append(Event("all_rested", None, {}))
    return evolve(state, step=OVER, end=ALL_RESTED, golds_left=0)


def _draw(state: CometState, seat_index: int, count: int, events: list[Event]) -> CometState:
    """Draw ``count`` cards from the top; when the silver pile runs out, the comet stack comes in.

    The piles were shuffled at the setup: a draw takes the next card, it does not draw at random.
    """
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
    seat = evolve(seat, hand=seat.hand + tuple(drawn))
    return _with_seat(state, seat_index, seat, pile=tuple(pile), comet=comet, comet_phase=phase)


# --- abilities used ---------------------------------------------------------------


def _ability_of(parts: Components, seat: Seat, source: int) -> Ability | None:
    if source == HERO:
        return parts.heroes[seat.hero].start
    if source not in seat.rescued:
        return None
    return parts.cards[source].ability


def _check_ability(state: CometState, action: UseAbility) -> Violation | None:
    if state.step != TURN:  # the rescued cards lie open all game: say when they may be used
        return Violation("comet.ability.at_turn", {"card": action.card})
    parts, seat, source = components(), _seat(state), action.card
    ability = _ability_of(parts, seat, source)
    if ability is None or ability.kind != EXHAUST:
        return Violation("comet.ability.none", {"card": source})
    if source in seat.exhausted:
        return Violation("comet.ability.exhausted", {"card": source})
    if not _main_actions_possible(parts, state, seat):
        return Violation("comet.ability.no_turn")
    if ability.effect == "draw" and not (state.pile or state.comet):
        return Violation("comet.ability.nothing_to_draw")
    if ability.effect == "free_steps" and not _on_board(seat):
        return Violation("comet.move.no_rescuer")
    return None


def _apply_ability(state: CometState, action: UseAbility) -> tuple[CometState, list[Event]]:
    parts, seat, source = components(), _seat(state), action.card
    events: list[Event] = []
    ability = _ability_of(parts, seat, source)
    assert ability is not None
    state = _with_seat(state, state.turn, evolve(seat, exhausted=seat.exhausted + (source,)))
    events.append(Event("ability_used", state.turn, {"card": source, "effect": ability.effect}))
    if ability.effect == "draw":
        state = _draw(state, state.turn, ability.value("amount"), events)
        return _offer_turn(parts, state, events), events
    if ability.effect == "free_steps":
        state = evolve(state, step=MOVE, symbols=(JOKER,) * ability.value("amount"), move_kind=FREE_MOVE)
        return _settle_move(parts, state, events), events
    return evolve(state, step=NEUTRAL, neutral=ability.value("piece")), events


def _neutral_may_stand(board: Board, taken: frozenset[int], space: int) -> bool:
    return space not in taken and board.spaces[space].land not in ("nest", "cave")


def _check_neutral(state: CometState, action: PlaceNeutral) -> Violation | None:
    board, space = _board(state), action.space
    if not 0 <= space < len(board.spaces):
        return Violation("comet.move.no_space")
    if space in movement.occupied(state):
        return Violation("comet.neutral.occupied")
    if board.spaces[space].land in ("nest", "cave"):
        return Violation("comet.neutral.not_landscape")
    return None


def _apply_neutral(state: CometState, action: PlaceNeutral) -> tuple[CometState, list[Event]]:
    index = NEUTRALS.index(state.neutral)
    events = [
        Event(
            "neutral_placed",
            state.turn,
            {"piece": state.neutral, "from": state.neutrals[index], "to": action.space},
        )
    ]
    return evolve(state, neutrals=put(state.neutrals, index, action.space), neutral="", step=TURN), events


# --- turns and the end ----------------------------------------------------------------


def _main_actions_possible(parts: Components, state: CometState, seat: Seat) -> bool:
    """Whether the seat can take a turn: hatch a card, move with one, or rest."""
    if not state.comet_phase:
        return True
    if not seat.hand:
        return False
    if _on_board(seat):
        return True  # any hand card can be the move card
    if _free_slot(seat) is None:
        return False
    if UNKNOWN in seat.hand:
        return True  # a view hides the card: the seat may well hatch it
    reach = _hatch_reach(parts, state, seat, movement.occupied(state))
    return reach is not None and any(parts.cards[card].nest <= reach for card in seat.hand)


# ``changes`` below: fields the caller changes too, made in the same copy of the state (a copy of
# the whole state is the costly part of an action). None of them may be one that decides whether
# a seat can act (hands, slots, rescuers, pieces, the comet phase): those are made before.


def _offer_turn(parts: Components, state: CometState, events: list[Event], **changes: Any) -> CometState:
    """Back to the seat's choice after a free action; a seat left with no main action ends its turn."""
    if _main_actions_possible(parts, state, _seat(state)):
        return evolve(state, step=TURN, **changes)
    return _end_turn(parts, state, events, **changes)


def _end_turn(parts: Components, state: CometState, events: list[Event], **changes: Any) -> CometState:
    """The next seat in turn that can act; when none can (only in the comet phase), the game ends.

    A turn that hatched or moved breaks any run of idle rests (a rest passes its own count).
    """
    if state.idle_rests and "idle_rests" not in changes:
        changes["idle_rests"] = 0
    for offset in range(1, state.players + 1):
        seat = (state.turn + offset) % state.players
        if _main_actions_possible(parts, state, state.seats[seat]):
            return evolve(state, turn=seat, step=TURN, **changes)
        events.append(Event("turn_passed", seat, {}))
    events.append(Event("game_over", None, {}))
    return evolve(state, step=OVER, end=NOBODY_CAN_ACT, **changes)


def _with_seat(state: CometState, index: int, seat: Seat, **changes: Any) -> CometState:
    """The state with this seat replaced, and any other ``changes`` in the same copy."""
    return evolve(state, seats=put(state.seats, index, seat), **changes)


# --- the legal options of each step, built from the state --------------------------------

# Actions are frozen values: legal hands out one object per value rather than making it anew in
# every decision (a frozen dataclass is slow to make, and searches ask for options all the time).
_hatch = cache(Hatch)
_move = cache(Move)
_use_ability = cache(UseAbility)
_hatch_at = cache(HatchAt)
_step = cache(Step)
_add_joker = cache(AddJoker)
_discard = cache(Discard)
_take_gold = cache(TakeGold)
_place_neutral = cache(PlaceNeutral)
END_MOVE, REST, KEEP_HAND = EndMove(), Rest(), KeepHand()


def _legal_turn(state: CometState) -> list[Action]:
    parts, seat = components(), _seat(state)
    hand = seat.hand
    found: list[Action] = []
    free_slot = _free_slot(seat) is not None
    if free_slot:
        reach = _hatch_reach(parts, state, seat, movement.occupied(state))
        if reach is not None:
            cards = parts.cards
            found.extend(_hatch(card) for card in hand if card != UNKNOWN and cards[card].nest <= reach)
    hatchable = bool(found)
    on_board = _on_board(seat)
    if on_board:
        found.extend(_move(card) for card in hand)
    if not state.comet_phase:
        found.append(REST)
    # As _main_actions_possible says, from what was found above: in the comet phase a seat with
    # nothing to hatch or move with has no turn, and so no ability to use before one.
    elif not (hand and (on_board or (free_slot and (hatchable or UNKNOWN in hand)))):
        return found
    can_draw = bool(state.pile or state.comet)
    for source in (*seat.rescued, HERO):
        ability = _ability_of(parts, seat, source)
        if ability is None or ability.kind != EXHAUST or source in seat.exhausted:
            continue
        if (ability.effect == "draw" and not can_draw) or (ability.effect == "free_steps" and not on_board):
            continue
        found.append(_use_ability(source))
    return found


def _legal_hatch_nest(state: CometState) -> list[Action]:
    parts = components()
    return [
        _hatch_at(space) for space in _hatch_nests(parts, state, _seat(state), parts.cards[state.hatching])
    ]


def _legal_move(state: CometState) -> list[Action]:
    seat = _seat(state)
    found: list[Action] = []
    symbols = sorted(set(state.symbols))
    if symbols:
        board = _board(state)
        taken, spaces = movement.occupied(state), board.spaces
        for rescuer, start in enumerate(seat.rescuers):
            if start == OFF_BOARD:
                continue
            for target in movement.targets(board, taken, start):
                land = spaces[target].land
                for pay in symbols:
                    # A step pays with the landscape's own symbol or a joker; the cave takes any.
                    if pay in (land, JOKER) or land == movement.CAVE:
                        found.append(_step(rescuer, target, pay))
    jokers = _joker_cards()
    if not jokers.isdisjoint(seat.hand):  # most hands hold none
        found.extend(_add_joker(card) for card in sorted(set(seat.hand)) if card in jokers)
    found.append(END_MOVE)
    return found


@cache
def _joker_cards() -> frozenset[int]:
    """The joker cards; a card a view hides is not among them."""
    return frozenset(card.index for card in components().cards if card.joker)


def _legal_rest_discard(state: CometState) -> list[Action]:
    found: list[Action] = [_discard(card) for card in sorted(set(_seat(state).hand))]
    found.append(KEEP_HAND)
    return found


def _legal_rest_gold(state: CometState) -> list[Action]:
    return [_take_gold(card) for card in state.offer]


def _legal_neutral(state: CometState) -> list[Action]:
    board, taken = _board(state), movement.occupied(state)
    return [
        _place_neutral(space.index) for space in board.spaces if _neutral_may_stand(board, taken, space.index)
    ]


LEGAL_AT: dict[str, Callable[[CometState], list[Action]]] = {
    TURN: _legal_turn,
    HATCH_NEST: _legal_hatch_nest,
    MOVE: _legal_move,
    REST_DISCARD: _legal_rest_discard,
    REST_GOLD: _legal_rest_gold,
    NEUTRAL: _legal_neutral,
}

CometRules.table = StepTable(
    _step_of,
    {
        Hatch: rule(TURN, _apply_hatch, _check_hatch),
        Move: rule(TURN, _apply_move, _check_move),
        Rest: rule(TURN, _apply_rest, _check_rest),
        UseAbility: rule(
            tuple(LEGAL_AT), _apply_ability, _check_ability
        ),  # refused outside a turn by its check
        # At a turn too, so its check can say that a card comes first.
        HatchAt: rule((TURN, HATCH_NEST), _apply_hatch_at, _check_hatch_at),
        Step: rule(MOVE, _apply_step, _check_step),
        AddJoker: rule(MOVE, _apply_add_joker, _check_add_joker),
        EndMove: rule(MOVE, _apply_end_move, always),
        Discard: rule(REST_DISCARD, _apply_discard, _check_discard),
        KeepHand: rule(REST_DISCARD, _apply_keep_hand, always),
        # At every step, so its check can say that gold is taken when resting.
        TakeGold: rule(tuple(LEGAL_AT), _apply_take_gold, _check_take_gold),
        PlaceNeutral: rule(NEUTRAL, _apply_neutral, _check_neutral),
    },
)
