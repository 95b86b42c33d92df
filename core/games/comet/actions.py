"""Comet's actions: small frozen values with a JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.protocol import Action


@dataclass(frozen=True)
class Hatch(Action):
    """Put this hand card into a free slot; its rescuer goes to a nest of the card's number (or higher)."""

    kind = "hatch"
    card: int


@dataclass(frozen=True)
class HatchAt(Action):
    """The nest (space) the hatched animal's rescuer is placed on."""

    kind = "hatch_at"
    space: int


@dataclass(frozen=True)
class Move(Action):
    """Discard this hand card and step rescuers with its landscape symbols."""

    kind = "move"
    card: int


@dataclass(frozen=True)
class Step(Action):
    """Move this slot's rescuer to ``target`` (one step, or a jump over occupied spaces), paying ``pay``."""

    kind = "step"
    rescuer: int
    target: int
    pay: str


@dataclass(frozen=True)
class AddJoker(Action):
    """Discard this joker card from the hand: the move gains a joker symbol."""

    kind = "add_joker"
    card: int


@dataclass(frozen=True)
class EndMove(Action):
    """Stop moving; symbols not used are lost."""

    kind = "end_move"


@dataclass(frozen=True)
class Rest(Action):
    """Refresh every exhausted card, discard, take a gold card and refill the hand."""

    kind = "rest"


@dataclass(frozen=True)
class Discard(Action):
    """While resting: discard this hand card."""

    kind = "discard"
    card: int


@dataclass(frozen=True)
class KeepHand(Action):
    """While resting: discard nothing more."""

    kind = "keep_hand"


@dataclass(frozen=True)
class TakeGold(Action):
    """While resting: take this gold card from the offer."""

    kind = "take_gold"
    card: int


@dataclass(frozen=True)
class UseAbility(Action):
    """Use the ready ability of this rescued card (or of the hero, card -1) and turn the card."""

    kind = "use_ability"
    card: int


@dataclass(frozen=True)
class PlaceNeutral(Action):
    """Put the mammoth or the giant tortoise on this free space."""

    kind = "place_neutral"
    space: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Hatch,
    HatchAt,
    Move,
    Step,
    AddJoker,
    EndMove,
    Rest,
    Discard,
    KeepHand,
    TakeGold,
    UseAbility,
    PlaceNeutral,
)
