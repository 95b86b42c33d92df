"""Digger in words: species, cards, trick types and seats, as a player reads them.

The catalogues (i18n/digger/<lang>.yaml) hold the sentences; this module only
turns the core's numbers into words: card 16 is "Stegosaurus 7", trick
"odd" is its name, seat 2 is the player's name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Violation
from core.games.digger.actions import ChooseTrick, PlaySet, Swap
from core.games.digger.components import Components, components
from core.games.digger.state import DiggerState
from desktop.games import ScoreSource
from desktop.text import Texts


def species_name(texts: Texts, species: int, parts: Components | None = None) -> str:
    parts = parts or components()
    if not 0 <= species < len(parts.species):
        return str(species)
    return texts(f"digger.species.{parts.species[species].id}")


def card_name(texts: Texts, card: int, parts: Components | None = None) -> str:
    """'Stegosaurus 7'."""
    parts = parts or components()
    if card == UNKNOWN:
        return "?"
    return texts(
        "digger.card", species=species_name(texts, parts.species_of(card), parts), value=parts.value_of(card)
    )


def cards_text(texts: Texts, cards: Iterable[int], parts: Components | None = None) -> str:
    """Cards in words, lowest value first: 'Triceratops 7, Stegosaurus 7'."""
    parts = parts or components()
    ordered = sorted(cards, key=lambda card: (parts.value_of(card), parts.species_of(card)))
    return ", ".join(card_name(texts, card, parts) for card in ordered)


def trick_name(texts: Texts, trick: str) -> str:
    return texts(f"digger.trick_type.{trick}") if trick else ""


def player_name(config: MatchConfig, seat: int | None) -> str:
    if seat is None or not 0 <= seat < config.player_count:
        return ""
    return config.players[seat].name


def readable_values(texts: Texts, config: MatchConfig, values: Mapping[str, Any]) -> dict[str, Any]:
    """The core's values turned into words: trick types, species, cards, seats, reasons."""
    parts = components()
    result: dict[str, Any] = dict(values)
    if isinstance(values.get("trick"), str):
        result["trick"] = trick_name(texts, values["trick"])
    if isinstance(values.get("species"), int):
        result["species"] = species_name(texts, values["species"], parts)
    if isinstance(values.get("card"), int):
        result["card"] = card_name(texts, values["card"], parts)
    if isinstance(values.get("cards"), list | tuple):
        result["cards"] = cards_text(texts, values["cards"], parts)
    if isinstance(values.get("lead"), int):
        result["lead"] = player_name(config, values["lead"])
    if isinstance(values.get("seats"), list | tuple):
        names = ", ".join(player_name(config, seat) for seat in values["seats"])
        result["seats"] = result["players"] = names
    if isinstance(values.get("reason"), str):
        result["reason"] = texts(f"digger.end.{values['reason']}")
    return result


def action_text(texts: Texts, state: DiggerState | None, action: Action) -> str:
    key = f"digger.action.{action.kind}"
    if isinstance(action, ChooseTrick):
        return texts(key, trick=trick_name(texts, action.trick))
    if isinstance(action, PlaySet):
        return texts(key, cards=cards_text(texts, action.cards))
    if isinstance(action, Swap):
        if not action.cards:
            return texts("digger.action.keep")
        return texts(key, count=len(action.cards), cards=cards_text(texts, action.cards))
    return texts(key)


def suggestion_reason(
    texts: Texts, config: MatchConfig, state: DiggerState | None, decision: Decision, action: Action
) -> str:
    """Keeping the hand is a swap of no cards, with its own line; every other option has its kind's."""
    if isinstance(action, Swap) and not action.cards:
        return texts("digger.suggest.keep")
    return ""


def decision_text(
    texts: Texts, config: MatchConfig, state: DiggerState | None, decision: Decision
) -> tuple[str, str]:
    values = readable_values(texts, config, decision.values)
    values["player"] = player_name(config, decision.seat)
    base = f"digger.decision.{decision.kind}"
    return texts(f"{base}.prompt", **values), texts(f"{base}.hint", **values)


def event_text(texts: Texts, config: MatchConfig, state: DiggerState | None, event: Event) -> str | None:
    values = readable_values(texts, config, event.values)
    values["player"] = player_name(config, event.seat)
    tied = event.values.get("seats") if event.kind == "token" else None
    if isinstance(tied, list | tuple) and len(tied) > 1:
        if event.seat != tied[0]:
            return None  # a tie is one line, told with the first of the tied seats' tokens
        values["players"] = texts.listing([player_name(config, seat) for seat in tied])
        return texts("digger.event.token.tie", **values)
    return texts(f"digger.event.{event.kind}", **values)


def violation_text(texts: Texts, config: MatchConfig, state: DiggerState | None, violation: Violation) -> str:
    """The rule that refused a selection, with its values in words (the trick type's name)."""
    return texts(violation.rule, **readable_values(texts, config, violation.values))


def score_sources(texts: Texts, config: MatchConfig, state: DiggerState) -> list[ScoreSource]:
    """A point per species held, however many tokens; each cell says how many tokens of it."""
    parts = components()
    seats = range(state.players)
    sources = []
    for species in range(len(parts.species)):
        held = tuple(state.tokens[seat][species] for seat in seats)
        shown = tuple(tokens_held(texts, count) for count in held)
        points = tuple(int(count > 0) for count in held)
        sources.append(ScoreSource(species_name(texts, species, parts), points, shown))
    return sources


def tokens_held(texts: Texts, count: int) -> str:
    if count == 0:
        return texts("digger.score.no_tokens")
    return texts("digger.score.tokens_held", count=count)
