"""Isla Nublar's cards in words, from the card data: each action of a blue card, what a red card
does, what a scoring card counts, for the zoom and for the options that use them.

Every number comes from ``components()``, so a card's text never disagrees with its data.
"""

from __future__ import annotations

from core.games.isla_nublar.components import WALKS, CardAction, CardType, components
from core.games.isla_nublar.handwork import UPGRADE_MARGIN
from core.games.isla_nublar.schema import LANDSCAPE, NEIGHBOUR, RED
from desktop.games.isla_nublar.names import (
    GAME,
    card_name,
    card_type,
    dinosaur_name,
    direction_name,
    landscape_name,
    patron_index_name,
    patron_name,
    tile_name,
    type_name,
)
from desktop.text import Texts


def action_label(texts: Texts, used: CardAction) -> str:
    """An action in a few words, as an option names it: '2 crates', 'Draw 1 card', 'Hide'."""
    return texts(f"{GAME}.use.{used.kind}", amount=used.amount)


def action_rule(texts: Texts, used: CardAction) -> str:
    """What an action does, in a sentence: the label's words and the rule behind them."""
    return texts(
        f"{GAME}.card_action.{used.kind}",
        amount=used.amount,
        margin=UPGRADE_MARGIN,
    )


def tile_lines(texts: Texts, tile: int, patron: int) -> list[str]:
    """A development tile's zoom text: its name, where it lies, its reward and when it is taken."""
    found = components().tiles[tile]
    row = patron_index_name(texts, patron)
    stage = texts(f"{GAME}.tile_text.{found.stage}", patron=row)
    return [
        tile_name(texts, tile),
        stage,
        f"• {action_rule(texts, found.reward)}",
        texts(f"{GAME}.tile_text.taken"),
    ]


def walk_directions(texts: Texts) -> str:
    """'south, south-west or south-east': the directions a dinosaur may walk, as one phrase."""
    names = [direction_name(texts, direction) for direction in range(len(WALKS))]
    return texts(f"{GAME}.list.or", items=", ".join(names[:-1]), last=names[-1])


def card_lines(texts: Texts, kind: CardType, bought: bool = False) -> list[str]:
    """A card's full text, line by line: its kind and rule, then its price and patron. ``bought``:
    scoring cards are bought and played (individual scoring)."""
    parts = components()
    if kind.scoring is not None:
        if bought:
            return [texts(f"{GAME}.card_text.scoring.bought", price=kind.price), scoring_rule(texts, kind)]
        return [texts(f"{GAME}.card_text.scoring"), scoring_rule(texts, kind)]
    lines: list[str] = []
    if kind.colour == RED:
        lines.append(texts(f"{GAME}.card_text.red"))
        if kind.egg:
            lines.append(texts(f"{GAME}.card_text.egg"))
        else:
            lines.append(
                texts(
                    f"{GAME}.card_text.dinosaur",
                    dinosaur=dinosaur_name(texts, kind.dinosaur),
                    steps=parts.dinosaur_steps,
                    directions=walk_directions(texts),
                )
            )
        return lines
    lines.append(texts(f"{GAME}.card_text.blue" if len(kind.actions) > 1 else f"{GAME}.card_text.blue_one"))
    lines.extend(f"• {action_rule(texts, used)}" for used in kind.actions)
    if kind.patron:
        lines.append(
            texts(f"{GAME}.card_text.market", price=kind.price, patron=patron_name(texts, kind.patron))
        )
    else:
        lines.append(texts(f"{GAME}.card_text.start"))
    return lines


def card_text(texts: Texts, kind: CardType, bought: bool = False) -> str:
    """The zoom's text of a card type: its name, then its lines."""
    return "\n".join([type_name(texts, kind), *card_lines(texts, kind, bought)])


def card_zoom_text(texts: Texts, card: int, bought: bool = False) -> str:
    """The zoom's text of one card (by its number); a card nobody may see is only named so."""
    kind = card_type(card)
    return card_name(texts, card) if kind is None else card_text(texts, kind, bought)


def scoring_rule(texts: Texts, kind: CardType) -> str:
    """What a scoring card counts, with its points: '3 points for each landscape with ...'."""
    found = kind.scoring
    assert found is not None
    values: dict[str, object] = {"camp": found.camp, "crate": found.crate}
    if found.kind in (LANDSCAPE, NEIGHBOUR):
        values["landscape"] = landscape_name(texts, found.landscape)
    values["columns"] = components().columns
    return texts(f"{GAME}.scoring_rule.{found.kind}", **values)
