"""Isla Nublar's actions: one small decision each (see ``state`` for the steps they belong to).

Cards are card numbers, spaces space numbers, stacks and slots positions counted from 0, a
dinosaur's direction its position in ``components.WALKS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.protocol import Action

CRATE, CAMP = "crate", "camp"  # the pieces a seat restocks


@dataclass(frozen=True)
class PlayCard(Action):
    """At TURN: play a hand card (a blue one then offers its actions, a red one resolves)."""

    kind = "play_card"
    card: int


@dataclass(frozen=True)
class UseAction(Action):
    """At ACTION: use the played blue card's action of this position."""

    kind = "use_action"
    index: int


@dataclass(frozen=True)
class SkipAction(Action):
    """At ACTION: use none of the played card's actions."""

    kind = "skip_action"


@dataclass(frozen=True)
class AdvancePatron(Action):
    """At ACTION, with patrons: instead of an action, the own marker crate one tile along the row
    of the played card's patron; the tile's reward is taken at once (IN-D42)."""

    kind = "advance_patron"


@dataclass(frozen=True)
class ScorePlayed(Action):
    """At REPLAY, with individual scoring: the played scoring card scores again (IN-D44)."""

    kind = "score_played"


@dataclass(frozen=True)
class BuyScoring(Action):
    """At TURN, with individual scoring: buy the scoring card of this slot; it scores at once."""

    kind = "buy_scoring"
    slot: int


@dataclass(frozen=True)
class Buy(Action):
    """At TURN: buy the top card of a market stack with the amber pool."""

    kind = "buy"
    stack: int


@dataclass(frozen=True)
class PlaceCrate(Action):
    """At TURN: one crate from the personal supply onto a space, for 1 crate point."""

    kind = "place_crate"
    space: int


@dataclass(frozen=True)
class PickUpCrate(Action):
    """At TURN: pick up an own crate to move it (it is paid for where it is put down)."""

    kind = "pick_up_crate"
    space: int


@dataclass(frozen=True)
class PutDownCrate(Action):
    """At MOVE_CRATE: put the picked-up crate on another space, for 1 crate point."""

    kind = "put_down_crate"
    space: int


@dataclass(frozen=True)
class KeepCrate(Action):
    """At MOVE_CRATE: leave the crate where it was; nothing is paid."""

    kind = "keep_crate"


@dataclass(frozen=True)
class Restock(Action):
    """At TURN: one own piece (CRATE or CAMP) from the general supply back to the personal one."""

    kind = "restock"
    piece: str


@dataclass(frozen=True)
class ChangeAmber(Action):
    """At TURN, after Das nötige Kleingeld: 1 amber becomes a crate point to place or build with."""

    kind = "change_amber"


@dataclass(frozen=True)
class BuildCamp(Action):
    """At TURN: a camp from the personal supply onto a space, taking back this many own crates there."""

    kind = "build_camp"
    space: int
    take_back: int


@dataclass(frozen=True)
class ChooseScoring(Action):
    """At SCORE: the active scoring card of this slot scores the new camp's builder."""

    kind = "choose_scoring"
    slot: int


@dataclass(frozen=True)
class EndTurn(Action):
    """At TURN, once the hand is empty: the turn's cards to the discard pile, a new hand."""

    kind = "end_turn"


@dataclass(frozen=True)
class HideCard(Action):
    """At HIDE: a hand card face down, unused, until the end-of-turn draw."""

    kind = "hide_card"
    card: int


@dataclass(frozen=True)
class StopHiding(Action):
    kind = "stop_hiding"


@dataclass(frozen=True)
class DiscardCard(Action):
    """At DISCARD: a hand card to the discard pile, unused."""

    kind = "discard_card"
    card: int


@dataclass(frozen=True)
class StopDiscarding(Action):
    """At DISCARD: draw one card more than were discarded."""

    kind = "stop_discarding"


@dataclass(frozen=True)
class TrashCard(Action):
    """At TRASH: a hand card leaves the game."""

    kind = "trash_card"
    card: int


@dataclass(frozen=True)
class TrashPlayed(Action):
    """At UPGRADE_TRASH: a card of the play area leaves the game."""

    kind = "trash_played"
    card: int


@dataclass(frozen=True)
class GainCard(Action):
    """At UPGRADE_GAIN: the top card of a market stack, to the discard pile, unpaid."""

    kind = "gain_card"
    stack: int


@dataclass(frozen=True)
class PickUpCamp(Action):
    """At RELOCATE_FROM: the own camp at this level of a space's stack (0 is the bottom)."""

    kind = "pick_up_camp"
    space: int
    level: int


@dataclass(frozen=True)
class PutDownCamp(Action):
    """At RELOCATE_TO: the picked-up camp onto this space's stack (its own space: to the top)."""

    kind = "put_down_camp"
    space: int


@dataclass(frozen=True)
class SendBack(Action):
    """At DISTRACT: this dinosaur leaves the island for a free volcano."""

    kind = "send_back"
    dinosaur: int


@dataclass(frozen=True)
class Walk(Action):
    """At WALK: the dinosaur walks this many steps in this direction."""

    kind = "walk"
    direction: int
    steps: int


@dataclass(frozen=True)
class PlayCountermeasure(Action):
    """At COUNTER: the asked seat plays this Countermeasure from its hand; the raid is off."""

    kind = "play_countermeasure"
    card: int


@dataclass(frozen=True)
class AllowRaid(Action):
    """At COUNTER: the asked seat plays none."""

    kind = "allow_raid"


@dataclass(frozen=True)
class ToVolcano(Action):
    """At VOLCANO: the dinosaur goes onto this free volcano space."""

    kind = "to_volcano"
    space: int
