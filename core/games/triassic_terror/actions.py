"""Triassic Terror's actions: small frozen values with a JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.protocol import Action


@dataclass(frozen=True)
class TakeFaceUpCard(Action):
    """Take this environment card lying face up beside the deck; the top card of the deck replaces it."""

    kind = "take_face_up_card"
    card: int


@dataclass(frozen=True)
class DrawBlindCard(Action):
    """Take the top card of the deck without showing it to the others."""

    kind = "draw_blind_card"


@dataclass(frozen=True)
class PickTile(Action):
    """Put the figure on the space of this action tile."""

    kind = "pick_tile"
    tile: str


ACTION_TYPES: tuple[type[Action], ...] = (TakeFaceUpCard, DrawBlindCard, PickTile)
