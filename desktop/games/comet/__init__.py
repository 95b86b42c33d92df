"""Comet on the desktop: its table scene, its words, its colours and its launcher picture."""

from typing import Any

from core.games.comet import ENTRY
from desktop.games import PackageUI
from desktop.games.comet import palette


class CometUI(PackageUI):
    palette = palette.TOKENS
    # Which card hatches or moves: the nest or the steps are chosen next, on the table.
    click_kinds = frozenset({"hatch", "move"})

    def piece_colours(self) -> tuple[str, ...]:
        """The egg colours on the animal cards."""
        from desktop.games.comet.cards import EGG_COLOURS

        return tuple(EGG_COLOURS.values())

    def scene_class(self) -> type[Any]:
        from desktop.games.comet.scene import CometScene

        return CometScene


UI = CometUI(ENTRY)
