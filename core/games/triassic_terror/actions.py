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


# the predators: T-Rex, the pterodactyl of Hatch, Raptors ---------------------------------
# Dinos taken by a predator are given per habitat of its area, large first (``HABITATS``).


@dataclass(frozen=True)
class SendTRex(Action):
    """The T-Rex action: the actor's T-Rex takes the place of the one on the board and walks
    ``steps`` areas along the links to ``area``; it eats there next (``TRexEats``)."""

    kind = "send_t_rex"
    area: int
    steps: int


@dataclass(frozen=True)
class TRexEats(Action):
    """The opposing dinos the T-Rex eats, per habitat of its area."""

    kind = "t_rex_eats"
    dinos: tuple[int, ...]


@dataclass(frozen=True)
class SendPterodactyl(Action):
    """Hatch's pterodactyl flies to this area (its own area: it stays); it removes dinos there next."""

    kind = "send_pterodactyl"
    area: int


@dataclass(frozen=True)
class PterodactylRemoves(Action):
    """The dinos the pterodactyl removes, per habitat of its area, own ones too."""

    kind = "pterodactyl_removes"
    dinos: tuple[int, ...]


@dataclass(frozen=True)
class SendRaptor(Action):
    """Raptor ``raptor`` (0 or 1) moves to this area (its own area: it stays); it may attack next."""

    kind = "send_raptor"
    raptor: int
    area: int


@dataclass(frozen=True)
class RaptorAttacks(Action):
    """The raptor attacks this seat's herd in its area."""

    kind = "raptor_attacks"
    seat: int


@dataclass(frozen=True)
class RaptorSpares(Action):
    """The raptor attacks nobody."""

    kind = "raptor_spares"


@dataclass(frozen=True)
class ScatterSurvivors(Action):
    """The attacked herd's owner sends this many survivors to this area, next to the raptor's."""

    kind = "scatter_survivors"
    area: int
    dinos: int


PREDATOR_ACTIONS: tuple[type[Action], ...] = (
    SendTRex,
    TRexEats,
    SendPterodactyl,
    PterodactylRemoves,
    SendRaptor,
    RaptorAttacks,
    RaptorSpares,
    ScatterSurvivors,
)


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
    *PREDATOR_ACTIONS,
)
