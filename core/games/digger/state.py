"""Digger's state: frozen values, replaced (never changed) by each action.

Cards are ints (see Components.deck); a view shows ``core.engine.protocol.UNKNOWN``
for a card its seat may not see: another player's hand, the draw pile, the discard pile
(whose cards lost in a trick are known to all: ``public_discard``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

# The steps of a trick, in the order they come.
LEAD_TRICK = "lead_trick"  # the lead names the trick type
LEAD_SET = "lead_set"  # the lead plays a set of that type
FOLLOW = "follow"  # the others, in turn, play a set of that type or pass
SWAP = "swap"  # a player who passed may swap hand cards
OVER = "over"

# Why the game ended.
ALL_SPECIES = "all_species"
LAST_ROUND = "last_round"
STACK_EMPTY = "stack_empty"


NO_SEAT = -1  # nobody: a species nobody played in a trick has no winner
NO_CARD = -1  # no card: the winning card of a species nobody played


@dataclass(frozen=True)
class FinishedTrick:
    """The trick last played, public history shown on the table until the next trick begins."""

    lead: int
    played: tuple[tuple[int, ...], ...]  # per seat, the set played; () for a pass or no turn
    passed: tuple[bool, ...]  # per seat, passed in this trick
    winners: tuple[tuple[int, int], ...]  # per species, (seat, card) of the winner, or (NO_SEAT, NO_CARD)


@dataclass(frozen=True)
class RoundTally:
    """The last round's scoring, public history shown until the next round's first trick begins."""

    round: int
    counts: tuple[tuple[int, ...], ...]  # per seat, won cards per species (cards 1-3 counting two)
    awarded: tuple[tuple[int, ...], ...]  # per seat, tokens taken per species


@dataclass(frozen=True)
class DiggerState:
    players: int
    seed: int
    shuffles: int  # random events so far: the counter for the next generator
    round: int  # 1, 2, 3
    first_lead: int  # who led the first trick of this round
    leads_done: int  # tricks led so far this round
    lead: int  # who leads the current trick
    trick: str  # the trick type, "" until the lead names it
    turn: int  # the seat to act
    step: str
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]  # face down, top first
    discard: tuple[int, ...]
    played: tuple[tuple[int, ...], ...]  # per seat, the set played this trick
    acted: tuple[bool, ...]  # per seat, played or passed this trick
    won: tuple[tuple[int, ...], ...]  # per seat, cards won this round
    tokens: tuple[tuple[int, ...], ...]  # per seat, tokens held per species
    stacks: tuple[int, ...]  # tokens left per species
    end: str = ""  # why the game ended, once it has
    last_trick: FinishedTrick | None = None  # kept until the next trick's lead acts
    last_tally: RoundTally | None = None  # kept until the next round's first lead acts
    # Cards on the discard pile that every seat saw lost in a trick (the swapped-away rest is
    # secret). Follows from the moves, so it is left out of the save file's digest: saves
    # written before it was kept still load.
    public_discard: tuple[int, ...] = field(default=(), metadata={"digest": False})

    def species_held(self, seat: int) -> int:
        return sum(1 for count in self.tokens[seat] if count)
