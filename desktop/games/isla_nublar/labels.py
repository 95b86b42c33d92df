"""The table's own short words (``isla_nublar.table.*``): the labels of piles, pools, rows and
the bar. Names of cards, patrons, dinosaurs and spaces are the texts' (``names``)."""

from __future__ import annotations

from desktop.games.isla_nublar.names import GAME
from desktop.text import Texts

PREFIX = f"{GAME}.table"


def table_text(texts: Texts, label: str, /, **values: object) -> str:
    return texts(f"{PREFIX}.{label}", **values)
