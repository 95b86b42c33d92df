"""Isla Nublar in words: options, decisions, log lines, refusals and the results' columns, as a
player reads them.

The catalogues (i18n/isla_nublar/<lang>.yaml) hold the sentences; this module fills them with the
names of ``names`` and the card words of ``words``. What a choice would bring (a scoring card's
points, a walk's end, a raid's losses) comes from the core's own functions, never worked out here.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from core.engine.protocol import Action, Decision, Event, IllegalActionError, MatchConfig, Rules, Violation
from core.games.isla_nublar import camping, patrons, walking
from core.games.isla_nublar.actions import (
    AdvancePatron,
    AllowRaid,
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
    Restock,
    ScorePlayed,
    SendBack,
    SkipAction,
    StopDiscarding,
    ToVolcano,
    TrashCard,
    TrashPlayed,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import OFF_ISLAND, components
from core.games.isla_nublar.handwork import UPGRADE_MARGIN
from core.games.isla_nublar.schema import RED
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import (
    ACTION,
    ALL_SCORINGS,
    COUNTER,
    DINOSAUR_DECK,
    LAST_CAMP,
    NO_CARD,
    REPLAY,
    TURN,
    UPGRADE_TRASH,
    WALK,
    IslaNublarState,
)
from desktop.games import ScoreSource
from desktop.games.isla_nublar.names import (
    GAME,
    card_name,
    card_type,
    dinosaur_name,
    direction_name,
    patron_index_name,
    piece_name,
    player_name,
    space_name,
    tile_name,
)
from desktop.games.isla_nublar.words import action_label, action_rule, walk_directions
from desktop.text import Texts

SPACE_VALUES = ("space", "from", "to")
SEAT_VALUES = ("actor",)
ENDINGS = (LAST_CAMP, DINOSAUR_DECK, ALL_SCORINGS)


# values in words -----------------------------------------------------------------------------


def readable_values(
    texts: Texts, config: MatchConfig | None, state: IslaNublarState | None, values: Mapping[str, Any]
) -> dict[str, Any]:
    """The core's values in words: spaces, cards, dinosaurs, directions, pieces, seats, stacks."""
    result: dict[str, Any] = dict(values)
    for key in SPACE_VALUES:
        if isinstance(values.get(key), int):
            off = values[key] == OFF_ISLAND
            result[key] = texts(f"{GAME}.space.off_island") if off else space_name(texts, values[key])
    for key in SEAT_VALUES:
        if isinstance(values.get(key), int):
            result[key] = player_name(config, values[key])
    if isinstance(values.get("card"), int):
        result["card"] = card_name(texts, values["card"])
    if isinstance(values.get("dinosaur"), int):
        result["dinosaur"] = dinosaur_name(texts, values["dinosaur"])
    if isinstance(values.get("direction"), int):
        result["direction"] = direction_name(texts, values["direction"])
    if isinstance(values.get("piece"), str):
        result["piece"] = piece_name(texts, values["piece"])
    for key in ("stack", "slot"):  # counted from 1 on the table
        if isinstance(values.get(key), int):
            result[key] = values[key] + 1
    if isinstance(values.get("level"), int) and isinstance(values.get("space"), int) and state is not None:
        result["level"] = level_name(texts, state, values["space"], values["level"])
    # A card's action by name; the engine's "not now" names an action kind instead, which stays.
    if isinstance(values.get("action"), str) and texts.has(f"{GAME}.use.{values['action']}"):
        kind = values["action"]
        amount = values.get("amount", 1)
        result["action"] = texts(f"{GAME}.use.{kind}", amount=amount)
    if isinstance(values.get("crates"), list):
        result["crates"] = crate_losses(texts, config, values["crates"])
    if isinstance(values.get("camp"), int):
        result["camp"] = player_name(config, values["camp"])
    if isinstance(values.get("patron"), int):
        result["patron"] = patron_index_name(texts, values["patron"])
    if isinstance(values.get("tile"), int):
        result["tile"] = tile_name(texts, values["tile"])
    if isinstance(values.get("reward"), str):
        result["reward"] = texts(f"{GAME}.use.{values['reward']}", amount=values.get("amount", 1))
    return result


def level_name(texts: Texts, state: IslaNublarState, space: int, level: int) -> str:
    """Where a camp stands in its stack: 'on top', 'at the bottom' or 'in the middle'."""
    height = len(state.camps[space]) if 0 <= space < len(state.camps) else 0
    where = "top" if level == height - 1 else "bottom" if level == 0 else "middle"
    return texts(f"{GAME}.level.{where}")


def crate_losses(texts: Texts, config: MatchConfig | None, crates: list[int]) -> str:
    """'2 of Anna's crates and 1 of Ben's': a raid's crates, per owner."""
    items = [
        texts(f"{GAME}.lost.crates", crates=count, player=player_name(config, seat))
        for seat, count in enumerate(crates)
        if count
    ]
    return texts.listing(items)


def pools_text(texts: Texts, state: IslaNublarState | None, values: Mapping[str, Any]) -> str:
    """'This turn: 3 amber, 2 crate points.' — what this turn's cards have brought and not spent."""
    amber, crates, changed = values.get("amber", 0), values.get("crates", 0), values.get("changed", 0)
    changing = state is not None and state.small_change
    key = f"{GAME}.pools.changed" if changed or changing else f"{GAME}.pools"
    return texts(key, amber=amber, crates=crates, changed=changed)


def raid_losses(state: IslaNublarState | None, seat: int) -> tuple[int, bool]:
    """What the asked seat would lose if nobody played a Countermeasure: (crates, its top camp).

    Found by letting the raid happen on the state at hand (the core decides what a raid takes).
    """
    if state is None or state.step != COUNTER:
        return 0, False
    after = state
    try:
        while after.step == COUNTER:
            after, events = _rules().apply(after, AllowRaid())
            for event in events:
                if event.kind == "raided":
                    crates = list(event.values.get("crates", ()))
                    lost = crates[seat] if 0 <= seat < len(crates) else 0
                    return lost, event.values.get("camp") == seat
    except IllegalActionError:  # a view the core cannot play on: the hint goes without the losses
        return 0, False
    return 0, False


@cache
def _rules() -> Rules:
    from core.games.isla_nublar.rules import IslaNublarRules  # the game's own rules, listed or not

    return IslaNublarRules()


# what the shell asks for -------------------------------------------------------------------------


def action_text(texts: Texts, state: IslaNublarState | None, action: Action) -> str:
    """One option in words, with what it costs or brings where the core can say."""
    key = f"{GAME}.action.{action.kind}"
    if isinstance(action, PlayCard | HideCard | DiscardCard | TrashCard | TrashPlayed | PlayCountermeasure):
        kind = card_type(action.card)
        card = copy_name(texts, state, action)
        if isinstance(action, PlayCard) and kind is not None and kind.colour == RED:
            return texts(f"{key}.red", card=card)
        return texts(key, card=card)
    if isinstance(action, UseAction):
        return use_option(texts, state, action)
    if isinstance(action, SkipAction):
        playing = state.playing if state is not None else -1
        if state is not None and state.step == REPLAY:
            return texts(f"{key}.replay", card=card_name(texts, playing))
        return texts(key, card=card_name(texts, playing))
    if isinstance(action, AdvancePatron):
        return advance_option(texts, state)
    if isinstance(action, ScorePlayed):
        return replay_option(texts, state)
    if isinstance(action, BuyScoring):
        return scoring_buy_option(texts, state, action)
    if isinstance(action, Buy | GainCard):
        return market_option(texts, state, action.kind, action.stack)
    if isinstance(action, PlaceCrate | PickUpCrate | PutDownCrate | PutDownCamp | SendBack):
        return place_option(texts, state, action)
    if isinstance(action, Restock):
        return texts(f"{key}.{action.piece}")
    if isinstance(action, BuildCamp):
        values = {"space": space_name(texts, action.space), "cost": camping.cost(action.take_back)}
        if action.take_back:
            return texts(f"{key}.take_back", take_back=action.take_back, **values)
        return texts(key, **values)
    if isinstance(action, ChooseScoring):
        return scoring_option(texts, state, action)
    if isinstance(action, PickUpCamp):
        if state is None:
            return texts(f"{key}.plain", space=space_name(texts, action.space))
        level = level_name(texts, state, action.space, action.level)
        return texts(key, space=space_name(texts, action.space), level=level)
    if isinstance(action, Walk):
        return walk_option(texts, state, action)
    if isinstance(action, KeepCrate):
        space = state.moving_from if state is not None else -1
        return texts(key, space=space_name(texts, space))
    if isinstance(action, StopDiscarding):
        discarded = state.discarded if state is not None else 0
        return texts(key, discarded=discarded) if discarded else texts(f"{key}.none")
    if isinstance(action, ToVolcano):
        return texts(key, space=space_name(texts, action.space))
    return texts(key)


def copy_name(texts: Texts, state: IslaNublarState | None, action: Any) -> str:
    """A card's name, and which copy it is where the cards it is chosen from hold several alike:
    'Field Kit (2 of 3)'. Alike cards do the same, but each option still has its own label."""
    name = card_name(texts, action.card)
    if state is None:
        return name
    if isinstance(action, TrashPlayed):
        cards = state.active.play
    elif isinstance(action, PlayCountermeasure) and state.step == COUNTER:
        cards = state.seats[walking.counter_seat(state)].hand
    else:
        cards = state.active.hand
    parts = components()
    kind = card_type(action.card)
    alike = [card for card in cards if card_type(card) == kind and 0 <= card < len(parts.cards)]
    if len(alike) < 2 or action.card not in alike:
        return name
    return texts(f"{GAME}.copy", card=name, nth=alike.index(action.card) + 1, count=len(alike))


def use_option(texts: Texts, state: IslaNublarState | None, action: UseAction) -> str:
    """'Use: 2 crates' (the played card's action of that position)."""
    kind = card_type(state.playing) if state is not None else None
    if kind is None or not 0 <= action.index < len(kind.actions):
        return texts(f"{GAME}.action.use_action.unknown", number=action.index + 1)
    return texts(f"{GAME}.action.use_action", action=action_label(texts, kind.actions[action.index]))


def market_option(texts: Texts, state: IslaNublarState | None, kind: str, stack: int) -> str:
    """'Buy Alarm (2 amber)': the stack's top card and its price."""
    key = f"{GAME}.action.{kind}"
    if state is None or not 0 <= stack < len(state.market) or not state.market[stack]:
        return texts(f"{key}.stack", stack=stack + 1)
    card = state.market[stack][0]
    return texts(key, card=card_name(texts, card), price=components().price(card))


def place_option(texts: Texts, state: IslaNublarState | None, action: Any) -> str:
    """Crates, camps and dinosaurs moved to or from a space, the space named."""
    key = f"{GAME}.action.{action.kind}"
    if isinstance(action, SendBack):
        where = state.dinosaurs[action.dinosaur] if state is not None else -1
        return texts(key, dinosaur=dinosaur_name(texts, action.dinosaur), space=space_name(texts, where))
    if isinstance(action, PutDownCamp) and state is not None and action.space == state.relocating[0]:
        return texts(f"{key}.own", space=space_name(texts, action.space))
    return texts(key, space=space_name(texts, action.space))


def scoring_option(texts: Texts, state: IslaNublarState | None, action: ChooseScoring) -> str:
    """'Score Variety: 9 points' — the points the card would give now, as the core counts them."""
    key = f"{GAME}.action.choose_scoring"
    if state is None or not 0 <= action.slot < len(state.scoring_row):
        return texts(f"{key}.slot", slot=action.slot + 1)
    card = state.scoring_row[action.slot]
    points = camping.points_now(state, card, state.turn).points
    return texts(key, card=card_name(texts, card), points=points)


def advance_option(texts: Texts, state: IslaNublarState | None) -> str:
    """'Advance with Genetics Corp: 2 amber' — the played card's patron and the reward of the tile
    the marker would enter."""
    key = f"{GAME}.action.advance_patron"
    if state is None or not state.patrons or state.playing == NO_CARD:
        return texts(f"{key}.plain")
    patron = patrons.patron_of(state.playing)
    if patron < 0 or patrons.finished(state, state.turn, patron):
        return texts(f"{key}.plain")
    reward = components().tiles[patrons.next_tile(state, state.turn, patron)].reward
    words = texts(f"{GAME}.use.{reward.kind}", amount=reward.amount)
    return texts(key, patron=patron_index_name(texts, patron), reward=words)


def replay_option(texts: Texts, state: IslaNublarState | None) -> str:
    """'Score Variety again: 9 points' — as the core counts the played card now."""
    key = f"{GAME}.action.score_played"
    if state is None or state.step != REPLAY or state.playing == NO_CARD:
        return texts(f"{key}.plain")
    points = camping.points_now(state, state.playing, state.turn).points
    return texts(key, card=card_name(texts, state.playing), points=points)


def scoring_buy_option(texts: Texts, state: IslaNublarState | None, action: BuyScoring) -> str:
    """'Buy Variety (5 amber): 9 points' — its price and the points it gives at once."""
    key = f"{GAME}.action.buy_scoring"
    row = state.scoring_row if state is not None else ()
    if state is None or not 0 <= action.slot < len(row) or row[action.slot] == NO_CARD:
        return texts(f"{key}.slot", slot=action.slot + 1)
    card = row[action.slot]
    points = camping.points_now(state, card, state.turn).points
    return texts(key, card=card_name(texts, card), price=components().price(card), points=points)


def walk_option(texts: Texts, state: IslaNublarState | None, action: Walk) -> str:
    """'Walk 2 spaces south-west to Lake in area II, column 1' — and whether it raids or leaves."""
    key = f"{GAME}.action.walk"
    values: dict[str, Any] = {"steps": action.steps, "direction": direction_name(texts, action.direction)}
    end = None
    if state is not None and state.step == WALK:
        end = next(
            (
                found
                for found in walking.walk_ends(state, state.walk.dinosaur)
                if (found.direction, found.steps) == (action.direction, action.steps)
            ),
            None,
        )
    if end is None:
        return texts(f"{key}.plain", **values)
    if end.space == OFF_ISLAND:
        return texts(f"{key}.off", **values)
    return texts(f"{key}.raid" if end.raid else key, space=space_name(texts, end.space), **values)


def decision_text(
    texts: Texts, config: MatchConfig, state: IslaNublarState | None, decision: Decision
) -> tuple[str, str]:
    """The prompt and the rule for it. At a turn the hint starts with the pools; at a raid it says
    what the asked player would lose and what an off-turn Countermeasure costs."""
    values = readable_values(texts, config, state, decision.values)
    values["player"] = player_name(config, decision.seat)
    base = f"{GAME}.decision.{decision.kind}"
    if decision.kind == TURN and not decision.values.get("hand"):
        base = f"{base}.empty"
    prompt, hint = texts(f"{base}.prompt", **values), texts(f"{base}.hint", **values)
    if decision.kind == TURN:
        return prompt, " ".join((pools_text(texts, state, decision.values), hint))
    if decision.kind == WALK:
        steps = components().dinosaur_steps
        rule = texts(f"{GAME}.rule.walk", steps=steps, directions=walk_directions(texts))
        return prompt, " ".join((hint, rule))
    if decision.kind == ACTION:
        kind = card_type(decision.values.get("card", -1))
        rules = [action_rule(texts, used) for used in kind.actions] if kind is not None else []
        return prompt, " ".join((hint, *(f"{rule}." for rule in rules)))
    if decision.kind == UPGRADE_TRASH:
        return prompt, " ".join((hint, texts(f"{GAME}.rule.upgrade", margin=UPGRADE_MARGIN)))
    if decision.kind == COUNTER:
        return prompt, " ".join(counter_hint(texts, config, state, decision, hint))
    return prompt, hint


def counter_hint(
    texts: Texts, config: MatchConfig, state: IslaNublarState | None, decision: Decision, hint: str
) -> list[str]:
    """What the asked player would lose, the rule of the Countermeasure, and its cost off-turn."""
    parts = []
    crates, camp = raid_losses(state, decision.seat)
    if crates:
        parts.append(texts(f"{GAME}.counter.lose_crates", crates=crates))
    elif camp:
        parts.append(texts(f"{GAME}.counter.lose_camp"))
    parts.append(hint)
    actor = decision.values.get("actor")
    if isinstance(actor, int) and actor != decision.seat:
        parts.append(texts(f"{GAME}.counter.off_turn", actor=player_name(config, actor)))
    return parts


def event_text(texts: Texts, config: MatchConfig, state: IslaNublarState | None, event: Event) -> str | None:
    values = readable_values(texts, config, state, event.values)
    values["player"] = player_name(config, event.seat)
    key = f"{GAME}.event.{event.kind}"
    if event.kind == "turn_ended" and not (event.values.get("amber") or event.values.get("crates")):
        key = f"{key}.nothing_lapsed"
    elif event.kind == "raided" and event.values.get("camp", -1) >= 0:
        key = f"{key}.camp"
    elif event.kind == "built_camp" and event.values.get("take_back"):
        key = f"{key}.take_back"
    elif event.kind == "trashed" and "most" in event.values:
        key = f"{key}.upgrade"
    elif event.kind == "no_action" and _scoring(event.values.get("card")):
        key = f"{key}.scoring"
    elif event.kind == "countered" and event.values.get("off_turn"):
        key = f"{key}.off_turn"
    elif event.kind in ("end_triggered", "game_over") and event.values.get("how") in ENDINGS:
        key = f"{key}.{event.values['how']}"
    elif event.kind == "played" and _blue(event.values.get("card")):
        return None  # the line of its action (or of none) names the card
    elif event.kind == "drew" and not event.values.get("count"):
        return None
    return texts(key, **values)


def _scoring(card: object) -> bool:
    kind = card_type(card) if isinstance(card, int) else None
    return kind is not None and kind.scoring is not None


def _blue(card: object) -> bool:
    kind = card_type(card) if isinstance(card, int) else None
    return kind is not None and kind.colour != RED


def violation_text(
    texts: Texts, config: MatchConfig, state: IslaNublarState | None, violation: Violation
) -> str:
    """The rule that refused an action, with its values in words."""
    return texts(violation.rule, **readable_values(texts, config, state, violation.values))


def suggestion_reason(
    texts: Texts, config: MatchConfig, state: IslaNublarState | None, decision: Decision, action: Action
) -> str:
    """A red card has its own line (it must be resolved anyway); every other option has its kind's."""
    kind = card_type(action.card) if isinstance(action, PlayCard) else None
    return texts(f"{GAME}.suggest.play_card.red") if kind is not None and kind.colour == RED else ""


def score_details(texts: Texts, config: MatchConfig, state: IslaNublarState) -> list[str]:
    """Per seat: the area points of its camps, then each scoring card it scored, in order, with its points."""
    area = SOURCES.index("area")
    lines = []
    for seat, held in enumerate(state.seats):
        items = [
            texts(f"{GAME}.detail.scored", card=card_name(texts, card), points=points)
            for scorer, card, points in state.scored
            if scorer == seat
        ]
        scorings = ", ".join(items) or texts(f"{GAME}.detail.none")
        area_points = held.earned[area] if len(held.earned) > area else 0
        values = {"player": player_name(config, seat), "area": area_points, "scorings": scorings}
        lines.append(texts(f"{GAME}.detail", **values))
    return lines


def score_sources(texts: Texts, config: MatchConfig, state: IslaNublarState) -> list[ScoreSource]:
    """Points per source (the areas' camp points, each kind of scoring card, the patrons' tiles when
    they are played), as the core counts them."""
    return [
        ScoreSource(texts(f"{GAME}.score.{source}"), tuple(seat.earned[index] for seat in state.seats))
        for index, source in enumerate(SOURCES)
        if source != "patrons" or state.patrons
    ]
