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


# Placeholders: these steps of the turn are still to come. Each is in the step table with a
# check that refuses it, and ``legal`` offers none, so a turn with such a tile ends without it.


@dataclass(frozen=True)
class Migrate(Action):
    """Placeholder for the Herd Migration action (TT-D19 to TT-D21): no options yet."""

    kind = "migrate"


@dataclass(frozen=True)
class UseVolcanoCounter(Action):
    """Placeholder for the Volcano counter (TT-D26): no options yet."""

    kind = "use_volcano_counter"


PLACEHOLDERS: tuple[type[Action], ...] = (Migrate, UseVolcanoCounter)

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
    *PLACEHOLDERS,
    *PREDATOR_ACTIONS,
)
