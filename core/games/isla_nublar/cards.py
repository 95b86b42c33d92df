"""Playing a hand card: a blue card's one action or none, a red card resolved (the seed's
"Blaue Aktionskarten", "Rote Karten", "Dinosaurier Ei"; IN-D4, IN-D16, IN-D18, IN-D19)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import without
from core.games.isla_nublar import handwork, relocating, walking
from core.games.isla_nublar.actions import PlayCard, SkipAction, UseAction
from core.games.isla_nublar.components import CardAction, components
from core.games.isla_nublar.piles import draw, with_seat
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
from core.games.isla_nublar.state import (
    ACTION,
    DINOSAUR_DECK,
    DISCARD,
    NO_CARD,
    RELOCATE_FROM,
    REPLAY,
    TRASH,
    TURN,
    UPGRADE_TRASH,
    IslaNublarState,
)
from core.games.isla_nublar.state import (
    DISTRACT as DISTRACT_STEP,
)
from core.games.isla_nublar.state import (
    HIDE as HIDE_STEP,
)


def check_play(state: IslaNublarState, action: PlayCard) -> Violation | None:
    if action.card not in state.active.hand:
        return Violation("isla_nublar.card.not_in_hand", {"card": action.card})
    return None


def apply_play(state: IslaNublarState, action: PlayCard) -> tuple[IslaNublarState, list[Event]]:
    """The card goes to the play area; a blue one waits for its action (a scoring card, with
    individual scoring, for whether it scores again), a red one resolves now."""
    held = state.active
    state = with_seat(
        state, state.turn, evolve(held, hand=without(held.hand, action.card), play=held.play + (action.card,))
    )
    events = [Event("played", state.turn, {"card": action.card})]
    kind = components().card(action.card)
    if kind.egg:
        state, more = _hatch(state)
        return state, events + more
    if kind.dinosaur >= 0:
        state, more = walking.begin(state, kind.dinosaur)
        return state, events + more
    if kind.scoring is not None:  # only with individual scoring does a scoring card reach a hand
        return evolve(state, step=REPLAY, playing=action.card), events
    return evolve(state, step=ACTION, playing=action.card), events


def _hatch(state: IslaNublarState) -> tuple[IslaNublarState, list[Event]]:
    """The egg draws the dinosaur deck's top card, which joins the play area and resolves at once.

    Drawing its last card triggers the end (IN-D19); an empty deck gives nothing (IN-D18).
    """
    if not state.dinosaur_deck:
        return state, [Event("egg_empty", state.turn)]
    card = state.dinosaur_deck[0]
    held = state.active
    state = with_seat(
        state, state.turn, evolve(held, play=held.play + (card,), owned=tuple(sorted(held.owned + (card,))))
    )
    state = evolve(state, dinosaur_deck=state.dinosaur_deck[1:], drawn_dinosaur=card)
    events = [Event("hatched", state.turn, {"card": card}, reveals=True)]
    if not state.dinosaur_deck and not state.end:
        state = evolve(state, end=DINOSAUR_DECK)
        events.append(Event("end_triggered", state.turn, {"how": DINOSAUR_DECK}))
    state, more = walking.begin(state, components().card(card).dinosaur)
    return state, events + more


def playable_actions(state: IslaNublarState) -> list[Action]:
    """At ACTION: the played card's usable actions, and using none."""
    kind = components().card(state.playing)
    options: list[Action] = [
        UseAction(index) for index, used in enumerate(kind.actions) if action_refusal(state, used) is None
    ]
    options.append(SkipAction())
    return options


def check_use(state: IslaNublarState, action: UseAction) -> Violation | None:
    kind = components().card(state.playing)
    if not 0 <= action.index < len(kind.actions):
        return Violation("isla_nublar.card.no_such_action", {"card": state.playing, "index": action.index})
    return action_refusal(state, kind.actions[action.index])


def action_refusal(state: IslaNublarState, used: CardAction) -> Violation | None:
    """Why an action (of the played card, or a tile's reward) cannot be used now: it would do nothing."""
    kind = used.kind
    if kind == COUNTERMEASURE:
        return Violation("isla_nublar.card.countermeasure_now")
    held = state.active
    if kind in (DRAW, INVENTORY) and not (held.draw or held.discard or (kind == INVENTORY and held.hand)):
        return Violation("isla_nublar.card.nothing_to_draw")
    if kind == HIDE and not state.active.hand:
        return Violation("isla_nublar.card.hand_empty")
    if kind == WEAR and not handwork.trashable(state.active.hand):
        return Violation("isla_nublar.card.nothing_to_wear")
    if kind == UPGRADE and not handwork.upgradable(state):
        return Violation("isla_nublar.card.nothing_to_upgrade")
    if kind == DISTRACT and not walking.on_land(state):
        return Violation("isla_nublar.card.no_dinosaur_on_land")
    if kind == RELOCATE and not relocating.movable_camps(state):
        return Violation("isla_nublar.card.no_camp_to_relocate")
    if kind == SMALL_CHANGE and state.small_change:
        return Violation("isla_nublar.card.small_change_already")
    return None


def apply_use(state: IslaNublarState, action: UseAction) -> tuple[IslaNublarState, list[Event]]:
    card = state.playing
    used = components().card(card).actions[action.index]
    events = [Event("used", state.turn, {"card": card, "action": used.kind, "amount": used.amount})]
    state, more = carry_out(evolve(state, step=TURN, playing=NO_CARD), used, card)
    return state, events + more


def carry_out(state: IslaNublarState, used: CardAction, card: int) -> tuple[IslaNublarState, list[Event]]:
    """An action's effect, at TURN: a pool filled, cards drawn, or the step that asks for more."""
    if used.kind == AMBER:
        return evolve(state, amber=state.amber + used.amount), []
    if used.kind == CRATES:
        return evolve(state, crate_points=state.crate_points + used.amount), []
    if used.kind == DRAW:
        return draw(state, state.turn, used.amount)
    if used.kind == SMALL_CHANGE:
        return evolve(state, small_change=True), []
    step = {
        HIDE: HIDE_STEP,
        INVENTORY: DISCARD,
        WEAR: TRASH,
        UPGRADE: UPGRADE_TRASH,
        DISTRACT: DISTRACT_STEP,
        RELOCATE: RELOCATE_FROM,
    }[used.kind]
    # the upgrade keeps its card in mind: it may not trash itself
    return evolve(state, step=step, discarded=0, playing=card if step == UPGRADE_TRASH else NO_CARD), []


def apply_skip(state: IslaNublarState, _action: SkipAction) -> tuple[IslaNublarState, list[Event]]:
    events = [Event("no_action", state.turn, {"card": state.playing})]
    return evolve(state, step=TURN, playing=NO_CARD), events
