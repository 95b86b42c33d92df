"""Karuba on the desktop: its table scene, its words, its colours and its launcher picture."""

from typing import Any

from core.games.karuba import ENTRY
from desktop.games import PackageUI
from desktop.games.karuba import palette


class KarubaUI(PackageUI):
    palette = palette.TOKENS
    # The one tile to reveal, and which adventurer goes next: the target is chosen after it.
    click_kinds = frozenset({"reveal", "pick"})

    def piece_colours(self) -> tuple[str, ...]:
        """The adventurers' and temples' colours, from the game's components."""
        from core.games.karuba.components import components

        return tuple(colour.fill for colour in components().colours)

    def scene_class(self) -> type[Any]:
        from desktop.games.karuba.scene import KarubaScene

        return KarubaScene


UI = KarubaUI(ENTRY)
