"""Digger's rules: tricks of DNA cards, species won, round scoring, the end.

Every rule lives here once: ``check`` (through the step table) says why an
action is refused, ``legal`` builds the options straight from the state, and a
test holds the two together. Rule ids (``digger.set.odd``) are the keys of the
rule texts in i18n/, shown to a player whose selection a rule forbids.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Any

from core.engine import rng
from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Result, Violation
from core.engine.ranking import Tiebreak, rank
from core.engine.steps import StepTable, TableRules, rule
from core.engine.tuples import put, without_all
from core.games.digger import ENTRY
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.components import Components, components
from core.games.digger.state import (
    ALL_SPECIES,
    FOLLOW,
    LAST_ROUND,
    LEAD_SET,
    LEAD_TRICK,
    NO_CARD,
    NO_SEAT,
    OVER,
    STACK_EMPTY,
    SWAP,
    DiggerState,
    FinishedTrick,
    RoundTally,
)
from core.games.digger.tricks import can_form, formable, set_violation, sets

# each action: why it is refused, what it does ------------------------------------------


def _check_choose_trick(state: DiggerState, action: ChooseTrick) -> Violation | None:
    parts = components()
    if action.trick not in parts.trick_types:
        return Violation("digger.trick.unknown", {"trick": action.trick})
    if not can_form(parts, action.trick, state.hands[state.turn]):
        return Violation("digger.trick.no_set", {"trick": action.trick})
    return None


def _choose_trick(state: DiggerState, action: ChooseTrick) -> tuple[DiggerState, list[Event]]:
    event = Event("trick_chosen", state.turn, {"trick": action.trick})
    return evolve(state, trick=action.trick, step=LEAD_SET, last_trick=None, last_tally=None), [event]


def _check_cards_in_hand(state: DiggerState, cards: tuple[int, ...]) -> Violation | None:
    if len(set(cards)) != len(cards) or not set(cards) <= set(state.hands[state.turn]):
        return Violation("digger.cards.not_in_hand")
    return None


def _check_play(state: DiggerState, action: PlaySet) -> Violation | None:
    return _check_cards_in_hand(state, action.cards) or set_violation(components(), state.trick, action.cards)


def _play(state: DiggerState, action: PlaySet) -> tuple[DiggerState, list[Event]]:
    seat = state.turn
    event = Event("played", seat, {"cards": list(action.cards), "trick": state.trick})
    hands = put(state.hands, seat, without_all(state.hands[seat], action.cards))
    played, acted = put(state.played, seat, action.cards), put(state.acted, seat, True)
    following = _next_seat(state.lead, acted)
    if following is not None:  # the usual case, in one copy of the state
        return evolve(state, hands=hands, played=played, acted=acted, turn=following, step=FOLLOW), [event]
    return _end_trick(components(), evolve(state, hands=hands, played=played, acted=acted), [event])


def _check_pass(state: DiggerState, action: Pass) -> Violation | None:
    parts = components()
    hand = state.hands[state.turn]
    trick_types = [state.trick] if state.step == FOLLOW else list(parts.trick_types)
    if any(can_form(parts, trick, hand) for trick in trick_types):
        return Violation("digger.pass.must_play", {"trick": state.trick})
    return None


def _pass(state: DiggerState, action: Pass) -> tuple[DiggerState, list[Event]]:
    # A lead's pass begins the next trick as naming a type would: what ended before is put away.
    state = evolve(
        state, acted=put(state.acted, state.turn, True), step=SWAP, last_trick=None, last_tally=None
    )
    return state, [Event("passed", state.turn, {"trick": state.trick})]


def _check_swap(state: DiggerState, action: Swap) -> Violation | None:
    return _check_cards_in_hand(state, action.cards)


def _swap(state: DiggerState, action: Swap) -> tuple[DiggerState, list[Event]]:
    seat, cards = state.turn, action.cards
    events: list[Event] = []
    if cards:
        hand = without_all(state.hands[seat], cards)
        state = evolve(state, hands=put(state.hands, seat, hand), discard=state.discard + cards)
        state, drawn = _draw(state, ((seat, len(cards)),))
        if drawn[0][1]:
            events.append(Event("reshuffled", None, {}, reveals=True))
    events.append(Event("swapped", seat, {"count": len(cards)}, reveals=bool(cards)))
    return _next_player(components(), state, events)  # sets the step: the next to follow, or the trick's end


def _step_of(state: DiggerState) -> str | None:
    return None if state.step == OVER else state.step


TABLE: StepTable[DiggerState] = StepTable(
    _step_of,
    {
        ChooseTrick: rule(LEAD_TRICK, _choose_trick, _check_choose_trick),
        PlaySet: rule((LEAD_SET, FOLLOW), _play, _check_play),
        Pass: rule((LEAD_TRICK, FOLLOW), _pass, _check_pass),
        Swap: rule(SWAP, _swap, _check_swap),
    },
)


class DiggerRules(TableRules):
    entry = ENTRY
    table = TABLE

    def components(self) -> Components:
        return components()

    def hides_information(self) -> bool:
        return True

    # setup -------------------------------------------------------------------

    def setup(self, config: MatchConfig, seed: int) -> DiggerState:
        parts = self.components()
        players = config.player_count
        first = rng.generator(seed, 0).randrange(players)
        state = DiggerState(
            players=players,
            seed=seed,
            shuffles=1,
            round=1,
            first_lead=first,
            leads_done=0,
            lead=first,
            trick="",
            turn=first,
            step=LEAD_TRICK,
            hands=((),) * players,
            deck=(),
            discard=(),
            played=((),) * players,
            acted=(False,) * players,
            won=((),) * players,
            tokens=((0,) * len(parts.species),) * players,
            stacks=(parts.tokens_per_species[players],) * len(parts.species),
        )
        return _deal(parts, state, first)[0]

    # the decision machine ------------------------------------------------------

    def pending(self, state: DiggerState) -> Decision | None:
        if state.step == OVER:
            return None
        values: dict[str, Any] = {"lead": state.lead, "trick": state.trick, "round": state.round}
        if state.step == LEAD_TRICK:
            values = {"lead": state.lead, "round": state.round}
        return Decision(state.turn, state.step, values)

    def legal(self, state: DiggerState) -> list[Action]:
        """Built from the hand, never by asking ``check``: searches ask thousands of times a second.

        A test compares it with every thinkable action that passes ``check``.
        """
        parts = self.components()
        hand = state.hands[state.turn]
        actions: list[Action] = []
        if state.step == LEAD_TRICK:
            actions = [_choose_trick_action(trick) for trick in formable(parts, hand)]
        elif state.step in (LEAD_SET, FOLLOW):
            actions = [PlaySet.of_sorted(cards) for cards in sets(parts, state.trick, hand)]
        elif state.step == SWAP:
            ordered = sorted(hand)
            for size in range(len(hand) + 1):
                actions.extend(Swap.of_sorted(cards) for cards in combinations(ordered, size))
            return actions
        # Only who can form no set passes; a lead who named a type can always form one of it.
        if not actions and state.step in (LEAD_TRICK, FOLLOW):
            actions.append(PASS)
        return actions

    # what players see and how it ends -------------------------------------------

    def view(self, state: DiggerState, seat: int) -> DiggerState:
        """A seat sees its own hand and everything on the table, not other hands or piles.

        Of the discard pile it knows the cards it saw lost in tricks
        (``public_discard``), not the ones swapped away.
        """
        hands = tuple(
            hand if other == seat else (UNKNOWN,) * len(hand) for other, hand in enumerate(state.hands)
        )
        return evolve(
            state,
            seed=0,
            hands=hands,
            deck=(UNKNOWN,) * len(state.deck),
            discard=(UNKNOWN,) * len(state.discard),
        )

    def scores(self, state: DiggerState) -> tuple[int, ...]:
        """Different species held: what decides the game."""
        return tuple(state.species_held(seat) for seat in range(state.players))

    def result(self, state: DiggerState) -> Result | None:
        if state.step != OVER:
            return None
        return final_result(state)


# ChooseTrick and Pass are few: legal hands out one object per value rather than making it anew in
# every decision, as searches ask for the options thousands of times a second.
_choose_trick_action = cache(ChooseTrick)
PASS = Pass()


# dealing and drawing ------------------------------------------------------------------


def _deal(parts: Components, state: DiggerState, first: int) -> tuple[DiggerState, list[Event]]:
    """Shuffle all 50 cards and deal every player a new hand, starting with ``first``."""
    deck, state = rng.shuffled(state, parts.deck)
    hands: list[tuple[int, ...]] = [()] * state.players
    for index in range(state.players):
        seat = (first + index) % state.players
        hands[seat], deck = deck[: parts.hand_size], deck[parts.hand_size :]
    state = evolve(
        state, hands=tuple(hands), deck=deck, discard=(), public_discard=(), won=((),) * state.players
    )
    return state, [Event("dealt", None, {"round": state.round, "lead": first}, reveals=True)]


def _draw(
    state: DiggerState, wants: tuple[tuple[int, int], ...]
) -> tuple[DiggerState, list[tuple[int, bool]]]:
    """Each ``(seat, count)`` in turn draws up to ``count`` cards; an empty pile is made anew from the
    discards. Per want: the cards drawn, and whether the pile was made anew for them."""
    hands, deck, discard, public = list(state.hands), state.deck, state.discard, state.public_discard
    drawn: list[tuple[int, bool]] = []
    for seat, count in wants:
        hand, missing, reshuffled = hands[seat], count, False
        while missing > 0:
            if not deck and discard:
                deck, state = rng.shuffled(state, discard)
                discard, public, reshuffled = (), (), True
            if not deck:
                break
            taken = deck[:missing]
            hand, deck, missing = hand + taken, deck[len(taken) :], missing - len(taken)
        hands[seat] = hand
        drawn.append((count - missing, reshuffled))
    return evolve(state, hands=tuple(hands), deck=deck, discard=discard, public_discard=public), drawn


# the trick ------------------------------------------------------------------------------


def _next_player(
    parts: Components, state: DiggerState, events: list[Event]
) -> tuple[DiggerState, list[Event]]:
    """Play passes to the right (the next seat) until everyone has played or passed."""
    following = _next_seat(state.lead, state.acted) if state.trick else None
    if following is None:  # all have acted, or the lead passed without naming a type: nobody follows
        return _end_trick(parts, state, events)
    return evolve(state, turn=following, step=FOLLOW), events


def _next_seat(lead: int, acted: tuple[bool, ...]) -> int | None:
    """The first seat after the lead, to the right, that has not yet played or passed in this trick."""
    players = len(acted)
    for offset in range(1, players):
        seat = (lead + offset) % players
        if not acted[seat]:
            return seat
    return None


def _end_trick(parts: Components, state: DiggerState, events: list[Event]) -> tuple[DiggerState, list[Event]]:
    """In every species the highest card played is won by its player; the rest is discarded."""
    card_species, card_values = parts.card_species, parts.card_values
    best: dict[int, tuple[int, int]] = {}  # species -> (value, seat)
    for seat, cards in enumerate(state.played):
        for card in cards:
            species, value = card_species[card], card_values[card]
            if species not in best or value > best[species][0]:
                best[species] = (value, seat)
    won = list(state.won)
    discard = list(state.discard)
    lost: list[int] = []
    winners = [(NO_SEAT, NO_CARD)] * len(parts.species)
    for seat, cards in enumerate(state.played):
        for card in cards:
            species = card_species[card]
            if best[species][1] == seat and card_values[card] == best[species][0]:
                won[seat] += (card,)
                winners[species] = (seat, card)
                events.append(Event("won", seat, {"card": card, "species": species}))
            else:
                discard.append(card)
                lost.append(card)
    passed = tuple(acted and not cards for acted, cards in zip(state.acted, state.played, strict=True))
    lead, leads_done = state.lead, state.leads_done + 1
    next_trick: dict[str, Any] = {}  # the next trick's lead, in the same copy of the state
    if leads_done < state.players * parts.leads_per_round[state.players]:
        following = (lead + 1) % state.players
        next_trick = {"lead": following, "turn": following, "trick": "", "step": LEAD_TRICK}
    state = evolve(
        state,
        last_trick=FinishedTrick(lead, state.played, passed, tuple(winners)),
        won=tuple(won),
        discard=tuple(discard),
        public_discard=state.public_discard + tuple(lost),
        played=((),) * state.players,
        acted=(False,) * state.players,
        leads_done=leads_done,
        **next_trick,
    )
    order = [(lead + offset) % state.players for offset in range(state.players)]  # the lead refills first
    wants = tuple((seat, parts.hand_size - len(state.hands[seat])) for seat in order)
    state, drawn = _draw(state, tuple((seat, missing) for seat, missing in wants if missing > 0))
    events.extend(Event("reshuffled", None, {}, reveals=True) for _, reshuffled in drawn if reshuffled)
    drew = any(count for count, _ in drawn)
    events.append(Event("refilled", None, {"deck": len(state.deck)}, reveals=drew))
    if next_trick:
        return state, events
    return _end_round(parts, state, events)


# the round and the game ------------------------------------------------------------------


def species_counts(parts: Components, won: tuple[int, ...]) -> list[int]:
    """Won cards per species, a bonus-marked card counting 2."""
    counts = [0] * len(parts.species)
    for card in won:
        counts[parts.species_of(card)] += parts.weight(card)
    return counts


def _end_round(parts: Components, state: DiggerState, events: list[Event]) -> tuple[DiggerState, list[Event]]:
    """Tokens to the most of each species (all tied get one, if the stack serves them all)."""
    counts = [species_counts(parts, state.won[seat]) for seat in range(state.players)]
    tokens = [list(row) for row in state.tokens]
    stacks = list(state.stacks)
    first_token_event = len(events)
    for species in range(len(parts.species)):
        most = max(row[species] for row in counts)
        if most == 0:
            continue
        tied = [seat for seat in range(state.players) if counts[seat][species] == most]
        if stacks[species] < len(tied):
            events.append(Event("token_short", None, {"species": species, "seats": tied}))
            continue
        stacks[species] -= len(tied)
        for seat in tied:
            tokens[seat][species] += 1
            # "seats": everyone who shares the most, so a tie is told as one (each of them takes one)
            events.append(Event("token", seat, {"species": species, "count": most, "seats": tied}))
    awarded = [
        [tokens[seat][sp] - state.tokens[seat][sp] for sp in range(len(parts.species))]
        for seat in range(state.players)
    ]
    scored = Event("round_scored", None, {"round": state.round, "counts": counts, "awarded": awarded})
    events.insert(first_token_event, scored)  # the log says the round is scored, then who takes what
    tally = RoundTally(state.round, tuple(map(tuple, counts)), tuple(map(tuple, awarded)))
    state = evolve(state, tokens=tuple(tuple(row) for row in tokens), stacks=tuple(stacks), last_tally=tally)
    end = ""
    if any(state.species_held(seat) == len(parts.species) for seat in range(state.players)):
        end = ALL_SPECIES
    elif state.round >= parts.rounds:
        end = LAST_ROUND
    elif 0 in state.stacks:
        end = STACK_EMPTY
    if end:
        events.append(Event("game_over", None, {"reason": end}))
        return evolve(state, step=OVER, end=end, trick=""), events
    first = (state.first_lead + 1) % state.players
    state = evolve(
        state,
        round=state.round + 1,
        first_lead=first,
        lead=first,
        turn=first,
        leads_done=0,
        trick="",
        step=LEAD_TRICK,
    )
    state, dealt = _deal(parts, state, first)
    return state, events + dealt


def final_result(state: DiggerState) -> Result:
    """Most different species wins; ties go to more tokens, then more cards won in the last round."""
    seats = range(state.players)
    species = tuple(state.species_held(seat) for seat in seats)
    tokens = tuple(sum(state.tokens[seat]) for seat in seats)
    cards = tuple(len(state.won[seat]) for seat in seats)
    ranking = rank(
        species, (Tiebreak("digger.tiebreak.tokens", tokens), Tiebreak("digger.tiebreak.cards", cards))
    )
    breakdown = tuple(
        {"species": species[s], "tokens": tokens[s], "cards": cards[s], "total": species[s]} for s in seats
    )
    used = ranking.tiebreak
    complete = tuple(seat for seat in seats if species[seat] == len(state.tokens[seat]))
    return Result(
        species,
        ranking.places,
        breakdown,
        used.key if used else None,
        used.values if used else (),
        ending=f"digger.ending.{state.end}",
        ending_seats=complete if state.end == ALL_SPECIES else (),
    )
