"""Triassic Terror's actions: small frozen values with a JSON round trip.

Areas and environments are indices into the components; ``NO_AREA`` (-1) names no herd, for a
herd action taken by a player with no herd to take it with.
"""

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


# phase 2: the turn ------------------------------------------------------------------


@dataclass(frozen=True)
class PlayCard(Action):
    """Play the environment card held: its dinos are placed in its environment next (``PlaceDinos``)."""

    kind = "play_card"


@dataclass(frozen=True)
class NewEnvironment(Action):
    """The New Environment action: its dinos are placed in this environment next (``PlaceDinos``)."""

    kind = "new_environment"
    environment: int


@dataclass(frozen=True)
class PlaceDinos(Action):
    """The dinos of a card or of New Environment, per area of the environment in the board's order."""

    kind = "place_dinos"
    dinos: tuple[int, ...]


@dataclass(frozen=True)
class HerdGrowth(Action):
    """The Herd Growth action: 3 dinos to the herd in ``three``, 2 to the herd in ``two``."""

    kind = "herd_growth"
    three: int
    two: int


@dataclass(frozen=True)
class Hatch(Action):
    """The Hatch action: 3 dinos to the own herd in this area."""

    kind = "hatch"
    area: int


@dataclass(frozen=True)
class PlaceWhiteDino(Action):
    """Swap one white dino for a dino of the own supply, onto the own herd in this area."""

    kind = "place_white_dino"
    area: int


@dataclass(frozen=True)
class UseHatchCounter(Action):
    """Lay the Hatch counter aside: 2 dinos to the own herd in this area."""

    kind = "use_hatch_counter"
    area: int


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn; white dinos not placed go back to the pool."""

    kind = "end_turn"


# Herd Migration (TT-D19 to TT-D21): a herd chosen, its groups sent, captures given, the end.


@dataclass(frozen=True)
class Migrate(Action):
    """Herd Migration: the own herd in this area migrates next (the first one takes the action)."""

    kind = "migrate"
    area: int


@dataclass(frozen=True)
class SendGroup(Action):
    """A group of this many dinos of the migrating herd goes to this adjacent area."""

    kind = "send_group"
    area: int
    dinos: int


@dataclass(frozen=True)
class Depart(Action):
    """The migrating herd leaves with the groups sent; the rest stays."""

    kind = "depart"


@dataclass(frozen=True)
class GiveCapture(Action):
    """One captured dino joins the group going to this area."""

    kind = "give_capture"
    area: int


@dataclass(frozen=True)
class EndMigration(Action):
    """No more herds migrate: the Herd Migration action is done."""

    kind = "end_migration"


MIGRATION_ACTIONS: tuple[type[Action], ...] = (Migrate, SendGroup, Depart, GiveCapture, EndMigration)


@dataclass(frozen=True)
class UseVolcanoCounter(Action):
    """Lay the Volcano counter aside: every herd in this area loses dinos and ash covers it (TT-D26)."""

    kind = "use_volcano_counter"
    area: int


# Placeholders: these steps of the turn come with the predators. Each is in the step table with a
# check that refuses it, and ``legal`` offers none, so a turn with such a tile ends without it.


@dataclass(frozen=True)
class SendTRex(Action):
    """Placeholder for the T-Rex action (TT-D22, TT-D23): no options yet."""

    kind = "send_t_rex"


@dataclass(frozen=True)
class SendRaptors(Action):
    """Placeholder for the Raptors action (TT-D24, TT-D25): no options yet."""

    kind = "send_raptors"


@dataclass(frozen=True)
class SendPterodactyl(Action):
    """Placeholder for the pterodactyl's part of Hatch (TT-D18): no options yet."""

    kind = "send_pterodactyl"


PLACEHOLDERS: tuple[type[Action], ...] = (SendTRex, SendRaptors, SendPterodactyl)

ACTION_TYPES: tuple[type[Action], ...] = (
    TakeFaceUpCard,
    DrawBlindCard,
    PickTile,
    PlayCard,
    NewEnvironment,
    PlaceDinos,
    HerdGrowth,
    Hatch,
    PlaceWhiteDino,
    UseHatchCounter,
    EndTurn,
    *MIGRATION_ACTIONS,
    UseVolcanoCounter,
    *PLACEHOLDERS,
)
