"""The actions that take hand or played cards out of play: Versteck, Inventur, Verschleiß and
the first half of Verbesserung (IN-D17, IN-D23 to IN-D26)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import without
from core.games.isla_nublar.actions import (
    DiscardCard,
    HideCard,
    StopDiscarding,
    StopHiding,
    TrashCard,
    TrashPlayed,
)
from core.games.isla_nublar.buying import gainable
from core.games.isla_nublar.components import components
from core.games.isla_nublar.piles import draw, with_seat
from core.games.isla_nublar.state import NO_CARD, TURN, UPGRADE_GAIN, IslaNublarState

UPGRADE_MARGIN = 2  # Verbesserung: "bis zu 2 Bernstein teurer"


def trashable(cards: tuple[int, ...]) -> tuple[int, ...]:
    """The cards that may leave the game: all but the egg (seed: "nie aus dem Spiel entfernen")."""
    parts = components()
    return tuple(card for card in cards if not parts.card(card).egg)


def upgradable(state: IslaNublarState) -> tuple[int, ...]:
    """The played cards Verbesserung may trash: not the egg, not the Verbesserung card itself."""
    return tuple(card for card in trashable(state.active.play) if card != state.playing)


def _not_in_hand(state: IslaNublarState, card: int) -> Violation | None:
    if card not in state.active.hand:
        return Violation("isla_nublar.card.not_in_hand", {"card": card})
    return None


# Versteck
def legal_hide(state: IslaNublarState) -> list[Action]:
    return [*(HideCard(card) for card in state.active.hand), StopHiding()]


def check_hide(state: IslaNublarState, action: HideCard) -> Violation | None:
    return _not_in_hand(state, action.card)


def apply_hide(state: IslaNublarState, action: HideCard) -> tuple[IslaNublarState, list[Event]]:
    """The card goes face down; with the hand empty there is nothing more to hide."""
    held = state.active
    held = evolve(held, hand=without(held.hand, action.card), hidden=held.hidden + (action.card,))
    state = with_seat(state, state.turn, held)
    if not held.hand:
        state = evolve(state, step=TURN)
    return state, [Event("hid", state.turn, {"card": action.card})]


def apply_stop_hiding(state: IslaNublarState, _action: StopHiding) -> tuple[IslaNublarState, list[Event]]:
    return evolve(state, step=TURN), []


# Inventur
def legal_discard(state: IslaNublarState) -> list[Action]:
    return [*(DiscardCard(card) for card in state.active.hand), StopDiscarding()]


def check_discard(state: IslaNublarState, action: DiscardCard) -> Violation | None:
    return _not_in_hand(state, action.card)


def apply_discard(state: IslaNublarState, action: DiscardCard) -> tuple[IslaNublarState, list[Event]]:
    held = state.active
    held = evolve(held, hand=without(held.hand, action.card), discard=held.discard + (action.card,))
    state = evolve(with_seat(state, state.turn, held), discarded=state.discarded + 1)
    return state, [Event("discarded", state.turn, {"card": action.card})]


def apply_stop_discarding(
    state: IslaNublarState, _action: StopDiscarding
) -> tuple[IslaNublarState, list[Event]]:
    """One card more than were discarded, into this turn's hand (IN-D24)."""
    state, events = draw(state, state.turn, state.discarded + 1)
    return evolve(state, step=TURN, discarded=0), events


# Verschleiß
def legal_trash(state: IslaNublarState) -> list[Action]:
    return [TrashCard(card) for card in trashable(state.active.hand)]


def check_trash(state: IslaNublarState, action: TrashCard) -> Violation | None:
    refusal = _not_in_hand(state, action.card)
    if refusal is None and components().card(action.card).egg:
        return Violation("isla_nublar.card.egg_stays")
    return refusal


def apply_trash(state: IslaNublarState, action: TrashCard) -> tuple[IslaNublarState, list[Event]]:
    held = state.active
    held = evolve(held, hand=without(held.hand, action.card), owned=without(held.owned, action.card))
    state = evolve(with_seat(state, state.turn, held), step=TURN, trashed=state.trashed + (action.card,))
    return state, [Event("trashed", state.turn, {"card": action.card})]


# Verbesserung, its first half
def legal_upgrade_trash(state: IslaNublarState) -> list[Action]:
    return [TrashPlayed(card) for card in upgradable(state)]


def check_upgrade_trash(state: IslaNublarState, action: TrashPlayed) -> Violation | None:
    if action.card not in state.active.play:
        return Violation("isla_nublar.upgrade.not_played", {"card": action.card})
    if components().card(action.card).egg:
        return Violation("isla_nublar.card.egg_stays")
    if action.card == state.playing:
        return Violation("isla_nublar.upgrade.itself")
    return None


def apply_upgrade_trash(state: IslaNublarState, action: TrashPlayed) -> tuple[IslaNublarState, list[Event]]:
    """The card leaves the game; a card at most 2 dearer is gained next, if a stack offers one."""
    held = state.active
    held = evolve(held, play=without(held.play, action.card), owned=without(held.owned, action.card))
    limit = components().price(action.card) + UPGRADE_MARGIN
    state = evolve(with_seat(state, state.turn, held), trashed=state.trashed + (action.card,))
    events = [Event("trashed", state.turn, {"card": action.card, "most": limit})]
    if gainable(state, limit):
        return evolve(state, step=UPGRADE_GAIN, gain_limit=limit, playing=NO_CARD), events
    events.append(Event("nothing_to_gain", state.turn, {"most": limit}))
    return evolve(state, step=TURN, playing=NO_CARD), events
