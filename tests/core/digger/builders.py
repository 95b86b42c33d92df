"""Hand-built Digger states for the rule tests.

Cards are written as species initial and value ("S7" is Stegosaurus 7), so a
test reads like the cards on the table. States start from the real setup and
then have hands, piles or won cards replaced where a test needs a given deal.
"""

from __future__ import annotations

import dataclasses

from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo
from core.games.digger.actions import Pass, Swap
from core.games.digger.components import Components
from core.games.digger.rules import DiggerRules
from core.games.digger.state import DiggerState

RULES = DiggerRules()
PARTS: Components = RULES.components()
TRICERATOPS, STEGOSAURUS, BRACHIOSAURUS, VELOCIRAPTOR, PTERANODON = range(5)
INITIALS = "TSBVP"  # the species in component order, by initial


def card(name: str) -> int:
    """The card id of a name like "S7" (species initial, value 1-10)."""
    return PARTS.card(INITIALS.index(name[0]), int(name[1:]))


def cards(names: str) -> tuple[int, ...]:
    """Card ids of space-separated names: cards("T2 S4 B10")."""
    return tuple(card(name) for name in names.split())


def name(card_id: int) -> str:
    return f"{INITIALS[PARTS.species_of(card_id)]}{PARTS.value_of(card_id)}"


def config(players: int) -> MatchConfig:
    return MatchConfig("digger", tuple(PlayerInfo(f"Player {seat + 1}") for seat in range(players)))


def fresh(players: int = 3, seed: int = 7) -> DiggerState:
    return RULES.setup(config(players), seed)


def play(state: DiggerState, *actions: Action) -> tuple[DiggerState, list[Event]]:
    """Apply actions in turn, each of which must be legal; returns the state and all events."""
    events: list[Event] = []
    for action in actions:
        violation = RULES.check(state, action)
        assert violation is None, f"{action} refused: {violation}"
        state, new = RULES.apply(state, action)
        events.extend(new)
    return state, events


def dealt(
    players: int = 3,
    hands: tuple[str, ...] = (),
    lead: int = 0,
    deck: str | None = None,
    discard: str = "",
    won: tuple[str, ...] = (),
    seed: int = 7,
    **changes: object,
) -> DiggerState:
    """A state at the start of a trick: ``lead`` names the type, hands and piles as given by card names.

    Unless ``deck`` is given, the draw pile holds every card not in a hand, the
    discard pile or a won pile, in id order, so refills are predictable.
    """
    held = tuple(cards(hand) if hand else () for hand in hands)
    piles = tuple(cards(pile) if pile else () for pile in won) or ((),) * players
    thrown = cards(discard) if discard else ()
    gone = set(thrown).union(*held, *piles)
    pile = tuple(c for c in PARTS.deck if c not in gone) if deck is None else (cards(deck) if deck else ())
    state = dataclasses.replace(
        fresh(players, seed),
        hands=held,
        deck=pile,
        discard=thrown,
        won=piles,
        lead=lead,
        turn=lead,
        first_lead=lead,
    )
    return dataclasses.replace(state, **changes)  # type: ignore[arg-type]


def seat_turn(state: DiggerState) -> int:
    decision = RULES.pending(state)
    assert decision is not None
    return decision.seat


def rules_of(violation: object) -> str:
    return getattr(violation, "rule", "")


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def end_of_round(
    players: int,
    won: tuple[str, ...],
    first_lead: int = 0,
    **changes: object,
) -> tuple[DiggerState, list[Event]]:
    """Play the round's last trick, in which nobody wins a card, and score the round.

    The last lead holds T1 S4 with both piles empty: no set of any type, so
    the lead passes and keeps the hand, and the round is scored on ``won``
    (by card names; keep T1 and S4 out of them). ``changes`` set other fields,
    such as round, tokens and stacks.
    """
    tricks = players * PARTS.leads_per_round[players]
    lead = (first_lead + tricks - 1) % players
    hands = tuple("T1 S4" if seat == lead else "" for seat in range(players))
    state = dealt(players, hands, lead=lead, deck="", discard="", won=won, leads_done=tricks - 1, **changes)
    state = dataclasses.replace(state, first_lead=first_lead)
    return play(state, Pass(), Swap(()))


def tokens_of(*rows: str) -> tuple[tuple[int, ...], ...]:
    """Token rows per seat by species initials, e.g. tokens_of("TS", "", "BVP")."""
    return tuple(tuple(row.count(initial) for initial in INITIALS) for row in rows)
