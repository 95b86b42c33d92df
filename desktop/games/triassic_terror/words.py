"""The table's own short words (``triassic_terror.table.*``): labels of the deck, the drafts, the
number chooser and the bar. Names of environments, areas, tiles and periods are the texts'."""

from __future__ import annotations

from desktop.text import Texts

PREFIX = "triassic_terror.table"


def table_text(texts: Texts, name: str, **values: object) -> str:
    return texts(f"{PREFIX}.{name}", **values)
