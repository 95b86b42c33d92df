"""Comet in words: animals, heroes, places, symbols and abilities, as a player reads them.

The catalogues (i18n/comet/<lang>.yaml) hold the sentences; this module only
turns the core's numbers into words: card 12 is "Oviraptor", space 31 is
"nest 7" or "a jungle space", an ability is written from its effect data.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Violation
from core.games.comet.actions import (
    AddJoker,
    Discard,
    Hatch,
    HatchAt,
    Move,
    PlaceNeutral,
    Step,
    TakeGold,
    UseAbility,
)
from core.games.comet.components import Components, components
from core.games.comet.effects import SCORING, Ability
from core.games.comet.scoring import ability_points
from core.games.comet.state import HERO, MOVE, CometState
from desktop.games.comet.places import space_name
from desktop.text import Texts


def card_name(texts: Texts, card: int, parts: Components | None = None) -> str:
    parts = parts or components()
    if not 0 <= card < len(parts.cards):
        return "?"
    return texts(f"comet.card.{parts.cards[card].id}")


def counted(texts: Texts, key: str, **values: Any) -> str:
    """The text of ``key`` with a number in it: the catalogue's plural text picks the form."""
    return texts(key, **values)


def card_tip(texts: Texts, card: int, parts: Components | None = None) -> str:
    """What a card says, for hovering over it: name, points, nest and egg, then its ability."""
    parts = parts or components()
    found = parts.cards[card]
    line = texts(
        "comet.table.tip",
        card=card_name(texts, card, parts),
        points=found.points,
        nest=found.nest,
        colour=texts(f"comet.colour.{found.colour}"),
    )
    return f"{line}\n{ability_text(texts, found.ability)}" if found.ability is not None else line


def hero_name(texts: Texts, hero: int, parts: Components | None = None) -> str:
    parts = parts or components()
    return texts(f"comet.hero.{parts.heroes[hero].id}")


def source_name(texts: Texts, state: CometState | None, card: int) -> str:
    """A rescued card's name, or the hero's (UseAbility names the hero as card -1)."""
    if card == HERO and state is not None:
        return hero_name(texts, state.seats[state.turn].hero)
    return card_name(texts, card)


def symbols_text(texts: Texts, symbols: Iterable[str]) -> str:
    return ", ".join(texts(f"comet.land.{symbol}") for symbol in symbols)


def place_name(texts: Texts, state: CometState | None, space: int) -> str:
    """A name for the space that is found on the board and used by no other space: 'nest 7',
    'the cave', 'meadow to the upper right of nest 5' (see ``places``)."""
    if state is None:
        return str(space)
    return space_name(texts, state.side, space)


def ability_text(texts: Texts, ability: Ability) -> str:
    """An ability in words, written from its effect data: its parameters fill the effect's sentence."""
    values: dict[str, Any] = dict(ability.values)
    if "land" in values:
        values["land"] = texts(f"comet.land.{values['land']}")
    if "colour" in values:
        values["colour"] = texts(f"comet.colour.{values['colour']}")
    if "piece" in values:
        values["piece"] = texts(f"comet.neutral.{values['piece']}")
    return counted(texts, f"comet.effect.{ability.effect}", **values)


def player_name(config: MatchConfig, seat: int | None) -> str:
    if seat is None or not 0 <= seat < config.player_count:
        return ""
    return config.players[seat].name


def readable_values(
    texts: Texts, config: MatchConfig, state: CometState | None, values: Mapping[str, Any]
) -> dict[str, Any]:
    """The core's values in words: cards, symbols, places, pieces, landscapes."""
    result: dict[str, Any] = dict(values)
    if isinstance(values.get("card"), int):
        result["card"] = source_name(texts, state, values["card"])
    if isinstance(values.get("symbols"), list | tuple):
        result["symbols"] = symbols_text(texts, values["symbols"]) or "–"
    if isinstance(values.get("land"), str):
        result["land"] = texts(f"comet.land.{values['land']}")
    if isinstance(values.get("pay"), str):
        result["pay"] = texts(f"comet.land.{values['pay']}")
    if isinstance(values.get("piece"), str) and values["piece"]:
        result["piece"] = texts(f"comet.neutral.{values['piece']}")
    for key in ("from", "to", "space"):
        if isinstance(values.get(key), int):
            result[key] = place_name(texts, state, values[key])
    return result


def action_text(texts: Texts, state: CometState | None, action: Action) -> str:
    key = f"comet.action.{action.kind}"
    if isinstance(action, Hatch | Move | Discard | TakeGold | AddJoker):
        return texts(key, card=card_name(texts, action.card))
    if isinstance(action, UseAbility):
        return texts(key, card=source_name(texts, state, action.card))
    if isinstance(action, HatchAt | PlaceNeutral):
        return texts(key, target=place_name(texts, state, action.space))
    if isinstance(action, Step):
        return texts(
            key,
            rescuer=action.rescuer + 1,  # the number the board draws on the piece
            target=place_name(texts, state, action.target),
            pay=texts(f"comet.land.{action.pay}"),
        )
    return texts(key)


def decision_text(
    texts: Texts, config: MatchConfig, state: CometState | None, decision: Decision
) -> tuple[str, str]:
    values = readable_values(texts, config, state, decision.values)
    values["player"] = player_name(config, decision.seat)
    kind = decision.kind
    if kind == MOVE and not decision.values.get("symbols"):
        kind = "move_spent"  # only a joker card could go on
    base = f"comet.decision.{kind}"
    return texts(f"{base}.prompt", **values), texts(f"{base}.hint", **values)


def event_text(texts: Texts, config: MatchConfig, state: CometState | None, event: Event) -> str | None:
    if event.kind == "gold_revealed" and event.values.get("card") == UNKNOWN:
        return None
    values = readable_values(texts, config, state, event.values)
    values["player"] = player_name(config, event.seat)
    return counted(texts, f"comet.event.{event.kind}", **values)


def violation_text(texts: Texts, config: MatchConfig, state: CometState | None, violation: Violation) -> str:
    return texts(violation.rule, **readable_values(texts, config, state, violation.values))


def score_details(texts: Texts, config: MatchConfig, state: CometState) -> list[str]:
    """Per seat: each rescued animal with its points, each bonus card with what it earned, the hero's goal."""
    parts = components()

    def listed(pairs: list[tuple[int, int]]) -> str:
        items = [texts("comet.score.item", card=card_name(texts, card, parts), points=p) for card, p in pairs]
        return ", ".join(items) or texts("comet.score.nothing")

    lines = []
    for seat, own in enumerate(state.seats):
        cards = [parts.cards[card] for card in own.rescued]
        bonuses = [
            (card.index, ability_points(card.ability, cards))
            for card in cards
            if card.ability is not None and card.ability.kind == SCORING
        ]
        lines.append(
            texts(
                "comet.score.detail",
                player=player_name(config, seat),
                animals=listed([(card.index, card.points) for card in cards]),
                bonuses=listed(bonuses),
                hero=hero_name(texts, own.hero, parts),
                goal=ability_points(parts.heroes[own.hero].goal, cards),
            )
        )
    return lines
