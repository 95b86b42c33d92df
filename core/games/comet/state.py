"""Comet's state: frozen values, replaced (never changed) by each action.

Cards are ints (indices into Components.cards); a view shows
``core.engine.protocol.UNKNOWN`` for a card its seat may not see (another
hand, the order of a face-down pile). Spaces are indices into the board's
spaces; OFF_BOARD marks a rescuer in its player's supply or a neutral piece
not yet placed.
"""

from __future__ import annotations

from dataclasses import dataclass

NO_CARD = -1  # ``hatching`` while no hatch is under way
OFF_BOARD = -1
EMPTY_SLOT = -1
HERO = -1  # in ``exhausted``: the hero card, beside the rescued cards' indices

# The steps of a turn.
TURN = "turn"  # choose Hatch, Move or Rest (or use a ready ability first)
HATCH_NEST = "hatch_nest"  # the nest the hatched animal's rescuer goes to
MOVE = "move"  # step rescuers with the move's symbols, add jokers, or stop
REST_DISCARD = "rest_discard"  # discard hand cards one by one, then go on
REST_GOLD = "rest_gold"  # take a gold card from the offer
NEUTRAL = "neutral"  # where the mammoth or the giant tortoise goes
OVER = "over"

# How a move began: a card's symbols in the main action, or a free ability's joker steps.
MAIN_MOVE, FREE_MOVE = "main", "free"


@dataclass(frozen=True)
class Seat:
    hero: int
    hand: tuple[int, ...]
    slots: tuple[int, ...]  # the hatched card in each slot, EMPTY_SLOT if free
    rescuers: tuple[int, ...]  # the space of each slot's rescuer, OFF_BOARD in the supply
    rescued: tuple[int, ...]  # cards under the tableau, in the order they were rescued
    exhausted: tuple[int, ...]  # rescued cards (and HERO) turned until the next rest


@dataclass(frozen=True)
class CometState:
    players: int
    seed: int
    shuffles: int  # random events so far: the counter for the next generator
    side: str  # the board side, "a" or "b"
    turn: int  # the seat to act
    step: str
    seats: tuple[Seat, ...]
    pile: tuple[int, ...]  # silver draw pile, face down, top first
    comet: tuple[int, ...]  # the comet stack, face down, waiting under the comet card
    comet_phase: bool  # the silver pile ran out: the comet stack is the pile, no more resting
    gold_pile: tuple[int, ...]  # face down, top first
    offer: tuple[int, ...]  # the gold cards face up
    discard: tuple[int, ...]
    neutrals: tuple[int, int]  # the mammoth's and the giant tortoise's spaces
    hatching: int = NO_CARD  # the card whose rescuer is being placed (HATCH_NEST)
    symbols: tuple[str, ...] = ()  # what the current move has left to pay steps with
    move_kind: str = ""  # MAIN_MOVE or FREE_MOVE while a move runs
    golds_left: int = 0  # gold cards still to take in this rest
    neutral: str = ""  # the piece being placed (NEUTRAL)
    end: str = ""  # why the game ended, once it has
    # Rests in a row, the one under way included, that changed nothing: every seat's in turn ends the game.
    idle_rests: int = 0
