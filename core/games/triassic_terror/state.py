"""Triassic Terror's state: frozen values, replaced (never changed) by each action.

Areas and environments are indices into ``Components.areas`` and ``Components.environments``;
an environment card is an index into ``Components.card_environments``; tiles are their ids
(``schema.TILES``). Seats are indices in the order of the match's players, which is clockwise
around the table. Each area keeps its herds in habitat order: the herd holding the large
habitat first, so a herd's habitat is its position and the order before a change is what
breaks ties (an incumbent stays above an equal newcomer).

Only one T-Rex stands on the board at a time: the neutral one until a player takes the
T-Rex action, then that player's; every other player's T-Rex stands beside its owner.
"""

from __future__ import annotations

from dataclasses import dataclass

NO_AREA = -1  # a piece off the board
NO_CARD = -1  # no environment card held
NO_TILE = ""  # no tile picked this round
NOBODY = -1  # no figure on a track space
NEUTRAL = -1  # the owner of the neutral T-Rex
NO_ENVIRONMENT = -1  # no dinos being placed

# The steps of a round.
CARD = "card"  # phase 1, a period's first round: take the face-up or a blind environment card
TILE = "tile"  # phase 1: put the figure on a tile of the action track
# Phase 2, the seats' turns from space 1 down: the card, the tile's action, the white dinos and
# the counters in any order, then the end of the turn.
TURN = "turn"
PLACE = "place"  # within a turn: a card's or New Environment's dinos spread over one environment
MIGRATE = "migrate"  # within a turn: Herd Migration's herds, groups and captures (``migration``)
# Within a turn, the predators' actions (``predators``, ``pterodactyl``, ``raptors``): the T-Rex eats
# where it stopped; the pterodactyl of Hatch moves, then removes dinos; the next raptor moves, a
# raptor attacks, and the victim's owner scatters the survivors (``turn`` is then that seat).
T_REX_EATS = "t_rex_eats"
PTERODACTYL = "pterodactyl"
PTERODACTYL_REMOVES = "pterodactyl_removes"
RAPTOR = "raptor"
RAPTOR_ATTACKS = "raptor_attacks"
SCATTER = "scatter"
HUNTING = (T_REX_EATS, PTERODACTYL, PTERODACTYL_REMOVES, RAPTOR, RAPTOR_ATTACKS, SCATTER)
OVER = "over"


@dataclass(frozen=True)
class Herd:
    owner: int
    dinos: int


@dataclass(frozen=True)
class Seat:
    supply: int  # dinos beside the player, singles and discs counted together (TT-D4)
    score: int
    hatch_counters: int  # unused Hatch counters
    volcano_counters: int  # unused Volcano counters
    card: int = NO_CARD  # the environment card held until it is played
    card_blind: bool = False  # drawn face down: only its holder may see it until it is played
    tile: str = NO_TILE  # the tile taken this round
    white_dinos: int = 0  # taken with the tile, to place during this turn
    earned: tuple[int, ...] = (0, 0, 0)  # points so far per source, in the order of scoring.SOURCES


@dataclass(frozen=True)
class Hunt:
    """A predator's action under way: what its later steps need to know (empty outside them)."""

    eats: int = 0  # at T_REX_EATS: the most the T-Rex may eat
    raptor: int = -1  # the raptor attacking, or whose victim scatters the survivors
    raptors: tuple[int, ...] = ()  # the raptors still to go after it
    actor: int = NOBODY  # at SCATTER: the seat whose turn it is (``turn`` is the victim's)
    survivors: int = 0  # at SCATTER: the victim's dinos still to scatter
    scattered_to: tuple[int, ...] = ()  # at SCATTER: the areas a group of survivors went to


@dataclass(frozen=True)
class TriassicTerrorState:
    players: int
    seed: int
    shuffles: int  # random events so far: the counter for the next generator
    side: str  # the board side, by the player count
    first_player: int  # seat 1 of the start table; the others count on clockwise (TT-D1)
    start_player: int  # holds the start player marker this round
    round: int  # counted from 1 over the whole game
    step: str
    turn: int  # the seat to decide
    seats: tuple[Seat, ...]
    herds: tuple[tuple[Herd, ...], ...]  # per area, its herds in habitat order, large first
    track: tuple[str, ...]  # the tile on each space, space 1 first
    track_white_dinos: tuple[int, ...]  # the white dinos lying on each space's tile
    figures: tuple[int, ...]  # the seat whose figure stands on each space, NOBODY if none
    white_pool: int  # white dinos in the shared pool, not on a tile nor with a player
    deck: tuple[int, ...]  # environment cards face down, top first
    face_up: tuple[int, ...]  # the card(s) lying face up beside the deck
    discard: tuple[int, ...]  # played cards, never reshuffled (TT-D6)
    t_rex: int  # the area of the T-Rex on the board
    t_rex_owner: int  # NEUTRAL, or the seat whose T-Rex it is
    pterodactyl: int
    raptors: tuple[int, ...]  # each raptor's area
    hunt: Hunt = Hunt()  # a predator's action under way
    ash: tuple[int, ...] = ()  # areas whose habitats score nothing at the next scoring
    acted: bool = False  # the seat whose turn it is has taken its tile's action
    placing: int = NO_ENVIRONMENT  # at PLACE: the environment the dinos go into
    placing_dinos: int = 0  # at PLACE: how many, the supply's shortfall already taken off (TT-D14)
    end: str = ""  # why the game ended, once it has
    # At MIGRATE: the Herd Migration under way (TT-D19 to TT-D21), empty at every other step.
    migration_herds: tuple[int, ...] = ()  # the areas of the actor's herds as the action began
    migrated: tuple[int, ...] = ()  # the areas left by the herds that have migrated, in order
    arrived: tuple[int, ...] = ()  # per area, the actor's dinos that arrived in this action: they stay
    leaving: int = NO_AREA  # the area of the herd forming its groups; NO_AREA while a herd is chosen
    group_areas: tuple[int, ...] = ()  # each group's destination, in the order they were sent
    group_dinos: tuple[int, ...] = ()  # each group's dinos, before captures and losses
    captured: int = 0  # once the herd leaves with several groups: the captured dinos to give out
    captures_given: tuple[int, ...] = ()  # the destinations the captured dinos were given to so far

    def herd(self, area: int, seat: int) -> Herd | None:
        """The seat's herd in the area, if it has one (never more than one)."""
        return next((herd for herd in self.herds[area] if herd.owner == seat), None)

    def dinos_on_board(self, seat: int) -> int:
        """The seat's dinos on the board; a T-Rex is no dino."""
        return sum(herd.dinos for herds in self.herds for herd in herds if herd.owner == seat)
