"""What a click on Isla Nublar's table stands for at the pending step.

A hot spot is named by its kind and number (``("space", 12)``, ``("hand", 0)``); a click on
it stands for the one legal action it names now, or for none when a choice remains (a camp's
take-back, a buried camp's level). A click that names nothing legal is read as the action it
would have tried, so that the rules say why it is refused. The other way round, an action
names the spots a click on which takes it (``spots_of``), for the guided game's rings;
what only the bar offers (a card's action, ending the turn) has none.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.protocol import Action
from core.games.isla_nublar import patrons
from core.games.isla_nublar.actions import (
    AdvancePatron,
    BuildCamp,
    Buy,
    BuyScoring,
    ChooseScoring,
    DiscardCard,
    GainCard,
    HideCard,
    KeepCrate,
    PickUpCamp,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PlayCountermeasure,
    PutDownCamp,
    PutDownCrate,
    SendBack,
    ToVolcano,
    TrashCard,
    TrashPlayed,
    Walk,
)
from core.games.isla_nublar.components import OFF_ISLAND
from core.games.isla_nublar.state import (
    ACTION,
    COUNTER,
    DISCARD,
    HIDE,
    MOVE_CRATE,
    RELOCATE_FROM,
    RELOCATE_TO,
    TRASH,
    TURN,
    UPGRADE_GAIN,
    VOLCANO,
    IslaNublarState,
)
from desktop.games.isla_nublar.preview import WalkPreview
from desktop.games.isla_nublar.walks import off_walk
from desktop.scene.spot import Spot

MOST_PLAYED = 24  # played-card spots per place
ROW_SPOTS = 8  # tile spots per patron row: room for the tiles of any row
ON_SPACES = (PlaceCrate, PutDownCrate, BuildCamp, PutDownCamp, ToVolcano, PickUpCamp)
HAND_CLICKS = {
    TURN: PlayCard,
    HIDE: HideCard,
    DISCARD: DiscardCard,
    TRASH: TrashCard,
    COUNTER: PlayCountermeasure,
}
CHOICES = (BuildCamp, PickUpCamp)  # a click on their space selects it; the bar finishes the choice


@dataclass(frozen=True)
class Reading:
    """What a click is read against: the view, its legal actions, the walks' previews, the viewer."""

    state: IslaNublarState
    legal: list[Action]
    walks: dict[Walk, WalkPreview]
    viewer: int


def space_options(reading: Reading, space: int) -> list[Action]:
    """The legal actions a click on ``space`` stands for at this step."""
    found: list[Action] = []
    for action in reading.legal:
        if isinstance(action, ON_SPACES):
            if action.space == space:
                found.append(action)
        elif isinstance(action, Walk) and action in reading.walks and reading.walks[action].end == space:
            found.append(action)
    state = reading.state
    if state.step == MOVE_CRATE and space == state.moving_from:
        found.append(KeepCrate())
    return found


def action_of(reading: Reading, spot: Spot) -> Action | None:
    """The one action a click on ``spot`` takes now (None: a choice remains, or nothing fits)."""
    state, (kind, index) = reading.state, spot
    if kind == "hand":
        hand = state.seats[reading.viewer].hand
        if index >= len(hand):
            return None
        return HAND_CLICKS.get(state.step, PlayCard)(hand[index])
    if kind == "market":
        return GainCard(index) if state.step == UPGRADE_GAIN else Buy(index)
    if kind == "scoring":
        return BuyScoring(index) if state.individual_scoring else ChooseScoring(index)
    if kind == "crate":
        return PickUpCrate(index)
    if kind == "dino":
        return SendBack(index)
    if kind == "played":
        seat, position = divmod(index, MOST_PLAYED)
        played = state.seats[seat].play
        return TrashPlayed(played[position]) if position < len(played) else None
    if kind == "off":
        return off_walk(reading.walks, index)
    if kind == "tile":
        return tile_action(state, *divmod(index, ROW_SPOTS))
    if kind == "space":
        options = space_options(reading, index)
        if len(options) == 1 and not isinstance(options[0], CHOICES):
            return options[0]
        if not options:
            return refused_space_action(state, index)
    return None


def spots_of(reading: Reading, action: Action) -> list[Spot]:
    """The spots a click on which takes ``action`` now, or starts it (a camp's space)."""
    state = reading.state
    if isinstance(action, (PlayCard, HideCard, DiscardCard, TrashCard, PlayCountermeasure)):
        hand = state.seats[reading.viewer].hand
        return [("hand", hand.index(action.card))] if action.card in hand else []
    if isinstance(action, (Buy, GainCard)):
        return [("market", action.stack)]
    if isinstance(action, (ChooseScoring, BuyScoring)):
        return [("scoring", action.slot)]
    if isinstance(action, ON_SPACES):
        return [("space", action.space)]
    if isinstance(action, PickUpCrate):
        return [("crate", action.space)]
    if isinstance(action, SendBack):
        return [("dino", action.dinosaur)]
    if isinstance(action, TrashPlayed):
        played = state.seats[state.turn].play
        if action.card not in played:
            return []
        return [("played", state.turn * MOST_PLAYED + played.index(action.card))]
    if isinstance(action, Walk) and action in reading.walks:
        end = reading.walks[action].end
        return [("off", action.direction)] if end == OFF_ISLAND else [("space", end)]
    return []


def tile_spot(patron: int, position: int) -> int:
    return patron * ROW_SPOTS + position


def tile_action(state: IslaNublarState, patron: int, position: int) -> Action | None:
    """At ACTION, the next tile of the played card's patron advances its marker there; any tile of
    a card that shows no patron, or of a finished row, tries it so that the rules say why not."""
    if state.step != ACTION or not state.patrons:
        return None
    shown = patrons.patron_of(state.playing)
    if shown < 0:
        return AdvancePatron()
    if shown != patron:
        return None
    if patrons.finished(state, state.turn, patron) or position == state.markers[state.turn][patron]:
        return AdvancePatron()
    return None


def refused_space_action(state: IslaNublarState, space: int) -> Action | None:
    """What a click on a space that offers nothing would have tried, for the rule that refuses it."""
    step = state.step
    if step == TURN:
        return PlaceCrate(space)
    if step == MOVE_CRATE:
        return PutDownCrate(space)
    if step == RELOCATE_TO:
        return PutDownCamp(space)
    if step == VOLCANO:
        return ToVolcano(space)
    if step == RELOCATE_FROM:
        return PickUpCamp(space, max(0, len(state.camps[space]) - 1))
    return None


def build_options(legal: list[Action], space: int) -> list[int]:
    """The numbers of own crates a camp on ``space`` may take back, least first."""
    return sorted(
        action.take_back for action in legal if isinstance(action, BuildCamp) and action.space == space
    )


def camp_levels(legal: list[Action], space: int) -> list[int]:
    """The levels of the own camps on ``space`` that may be picked up, lowest first."""
    return sorted(
        action.level for action in legal if isinstance(action, PickUpCamp) and action.space == space
    )
