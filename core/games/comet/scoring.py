"""Comet's final scoring: the rescued animals' points, their scoring abilities and the hero's goal.

Only rescued cards count; an animal still on its way scores nothing. A set
of colours is one rescued card of each of the four egg colours; a set of
landscapes is one symbol of each of the five landscapes among the rescued
cards (a joker card shows none).
"""

from __future__ import annotations

from collections import Counter

from core.games.comet.components import Card, Components
from core.games.comet.effects import COLOURS, LANDS, Ability
from core.games.comet.state import Seat


def score_parts(parts: Components, seat: Seat) -> dict[str, int]:
    cards = [parts.cards[card] for card in seat.rescued]
    own = sum(
        ability_points(card.ability, cards)
        for card in cards
        if card.ability is not None and card.ability.kind == "scoring"
    )
    return {
        "animals": sum(card.points for card in cards),
        "abilities": own,
        "hero": ability_points(parts.heroes[seat.hero].goal, cards),
    }


def ability_points(ability: Ability, cards: list[Card]) -> int:
    """What one scoring ability is worth for these rescued cards."""
    effect = ability.effect
    if effect == "points_per_colour":
        return ability.value("points") * sum(1 for card in cards if card.colour == ability.value("colour"))
    if effect == "points_per_land":
        return ability.value("points") * sum(1 for card in cards if ability.value("land") in card.symbols)
    if effect == "colour_sets":
        colours = Counter(card.colour for card in cards)
        return ability.value("points") * min(colours[colour] for colour in COLOURS)
    if effect == "land_sets":
        lands = Counter(symbol for card in cards for symbol in card.symbols)
        return ability.value("points") * min(lands[land] for land in LANDS)
    if effect == "far_rescues":
        return ability.value("points") * sum(1 for card in cards if card.nest >= ability.value("min_nest"))
    return 0
