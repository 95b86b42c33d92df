"""Isla Nublar's state: frozen values, replaced (never changed) by each action.

Cards are indices into ``Components.cards``, spaces into ``Components.spaces``, dinosaurs
into ``Components.dinosaurs``. Seats are indices in the order of the match's players, which
is clockwise around the table. Piles are tuples with their top first (a draw takes from the
front); a discard pile's top is its last card.

A turn has no phases (IN-D3): at ``TURN`` the active player plays a hand card, buys, or
spends the crate pool; a played card's action, and everything an action asks (cards to
hide, a dinosaur's walk, a volcano, a scoring card), are steps of their own, and each
returns to ``TURN``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

NO_CARD = -1
NO_SPACE = -1
NOBODY = -1

# The steps of a turn.
TURN = "turn"  # play a card, buy, place / move crates, restock, build, end the turn
ACTION = "action"  # a blue card was played: use one of its actions, or none
HIDE = "hide"  # Versteck: hand cards face down, one at a time, then done
DISCARD = "discard"  # Inventur: hand cards to the discard pile, one at a time, then done
TRASH = "trash"  # Verschleiß: a hand card leaves the game
UPGRADE_TRASH = "upgrade_trash"  # Verbesserung: a played card leaves the game ...
UPGRADE_GAIN = "upgrade_gain"  # ... and a market card at most 2 dearer is gained
RELOCATE_FROM = "relocate_from"  # Camp verlegen: which own camp ...
RELOCATE_TO = "relocate_to"  # ... and where it goes
MOVE_CRATE = "move_crate"  # an own crate picked up at TURN: where it goes
DISTRACT = "distract"  # Ablenkung: which dinosaur goes back to a volcano
WALK = "walk"  # a dinosaur card: the direction and the steps of its dinosaur's walk
COUNTER = "counter"  # a raid is coming: the asked seat plays a Countermeasure or lets it happen
VOLCANO = "volcano"  # a dinosaur goes back to a free volcano: which one
SCORE = "score"  # a camp was built: which active scoring card scores
REPLAY = "replay"  # individual scoring: a scoring card was played from the hand: score it again or not
OVER = "over"

# How the end was triggered (IN-D19, IN-D40, IN-D45).
LAST_CAMP, DINOSAUR_DECK, ALL_SCORINGS = "last_camp", "dinosaur_deck", "all_scorings"


@dataclass(frozen=True)
class Seat:
    hand: tuple[int, ...]
    draw: tuple[int, ...]  # top first
    discard: tuple[int, ...]  # bottom first: its top is the last card
    play: tuple[int, ...] = ()  # played this turn, in order
    gained: tuple[int, ...] = ()  # bought or gained this turn: the start of the next discard pile (IN-D6)
    hidden: tuple[int, ...] = ()  # face down by Versteck, back to the hand after the end-of-turn draw
    owned: tuple[int, ...] = ()  # every card the seat owns, ascending: public (IN-D46)
    camps: int = 0  # in the personal supply
    crates: int = 0
    score: int = 0
    earned: tuple[int, ...] = ()  # points so far per source, in the order of scoring.SOURCES


@dataclass(frozen=True)
class Walk:
    """A dinosaur's move under way, from its card to its return (empty outside one)."""

    dinosaur: int = -1
    raid: int = NO_SPACE  # the built space it stopped on, while the raid is pending
    asked: tuple[int, ...] = ()  # at COUNTER: the seats still to be asked, the one asked first
    returning: bool = False  # at VOLCANO: it raided or left the island and goes back


@dataclass(frozen=True)
class IslaNublarState:
    players: int
    seed: int
    shuffles: int  # random events so far: the counter for the next generator
    start_player: int
    turn: int  # the active player
    step: str
    seats: tuple[Seat, ...]
    # the island: per space, each seat's crates, and the camps bottom to top by owner
    crates: tuple[tuple[int, ...], ...]
    camps: tuple[tuple[int, ...], ...]
    dinosaurs: tuple[int, ...]  # each dinosaur's space
    general_crates: tuple[int, ...]  # per seat, its crates in the general supply
    general_camps: tuple[int, ...]
    market: tuple[tuple[int, ...], ...]  # per stack, top first
    # slot 1 first; the first ``active_scorings`` may be scored. With individual scoring every
    # slot is a place to buy from, NO_CARD once bought until the end of the turn refills it.
    scoring_row: tuple[int, ...]
    scoring_deck: tuple[int, ...]  # the other scoring cards, face down (drawn only with individual scoring)
    dinosaur_deck: tuple[int, ...]  # top first
    trashed: tuple[int, ...] = ()  # cards that left the game, in order
    # the turn's pools (IN-D9, IN-D29), lapsing at its end
    amber: int = 0
    crate_points: int = 0
    change_points: int = 0  # amber turned into crate points by Das nötige Kleingeld: place and build only
    small_change: bool = False
    playing: int = NO_CARD  # the card whose action is being resolved
    drawn_dinosaur: int = NO_CARD  # the dinosaur card the egg drew, while it resolves
    discarded: int = 0  # at DISCARD: cards discarded so far by Inventur
    gain_limit: int = 0  # at UPGRADE_GAIN: the highest price of the card Verbesserung gains
    moving_from: int = NO_SPACE  # at MOVE_CRATE: where the crate was picked up
    relocating: tuple[int, int] = (NO_SPACE, -1)  # at RELOCATE_TO: the camp's space and level
    walk: Walk = Walk()
    built: int = NO_SPACE  # at SCORE: the space of the camp just built
    turns: int = 0  # turns ended so far, all seats together
    end: str = ""  # the first end trigger met, once it is
    scored: tuple[tuple[int, int, int], ...] = field(
        default=()
    )  # (seat, card, points) of each scoring, in order
    # the expert variants (IN-D42 to IN-D45), each on or off for the whole game
    individual_scoring: bool = False
    # patrons: per patron, its row of development tiles left to right (the final tile last),
    # and per seat and patron how many tiles its marker crate has entered (0: at the start;
    # the row's length: finished, the crate back in the supply). Both empty without patrons.
    patron_rows: tuple[tuple[int, ...], ...] = ()
    markers: tuple[tuple[int, ...], ...] = ()

    @property
    def patrons(self) -> bool:
        return bool(self.patron_rows)

    @property
    def active(self) -> Seat:
        return self.seats[self.turn]

    def top_camp(self, space: int) -> int:
        """The owner of the space's top camp, NOBODY when it has none."""
        stack = self.camps[space]
        return stack[-1] if stack else NOBODY

    def built_on(self, space: int) -> bool:
        return bool(self.camps[space]) or any(self.crates[space])

    def dinosaur_on(self, space: int) -> bool:
        return space in self.dinosaurs
