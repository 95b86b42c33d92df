"""The short words the table draws: names of environments, areas, tiles and periods."""

from __future__ import annotations

from core.games.triassic_terror.components import components
from desktop.text import Texts

PREFIX = "triassic_terror.table"


def environment_name(texts: Texts, environment: int) -> str:
    return texts(f"{PREFIX}.environment.{components().environments[environment].id}")


def area_name(texts: Texts, area: int) -> str:
    found = components().areas[area]
    return texts(
        f"{PREFIX}.area",
        environment=environment_name(texts, found.environment),
        ring=texts(f"{PREFIX}.ring.{found.ring}"),
    )


def tile_name(texts: Texts, tile: str) -> str:
    return texts(f"{PREFIX}.tile.{tile}")


def period_name(texts: Texts, period: str) -> str:
    return texts(f"{PREFIX}.period.{period}")


def table_text(texts: Texts, name: str, **values: object) -> str:
    return texts(f"{PREFIX}.{name}", **values)
