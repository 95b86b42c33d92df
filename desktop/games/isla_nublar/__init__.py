"""Return to Isla Nublar on the desktop: its table scene, its words, its colours and its launcher picture."""

from typing import Any, ClassVar

from core.engine.protocol import Event
from core.games.isla_nublar import ENTRY
from desktop.games import PackageUI
from desktop.games.isla_nublar import palette

# What a person must see before a computer goes on: a raid, a scoring, the end coming.
LOOKED_AT = frozenset({"raided", "scored", "end_triggered"})


class IslaNublarUI(PackageUI):
    palette: ClassVar[dict[str, str]] = palette.TOKENS
    # Playing a hand card: the first link of a turn, whose next step shows on the table.
    click_kinds = frozenset({"play_card"})

    def piece_colours(self) -> tuple[str, ...]:
        """The dinosaurs, and the frames of the blue and red cards."""
        tokens = palette.TOKENS
        return (tokens["in_dinosaur"], tokens["in_blue_card"], tokens["in_red_card"], tokens["in_amber"])

    def scene_class(self) -> type[Any]:
        from desktop.games.isla_nublar.scene import IslaNublarScene

        return IslaNublarScene

    def needs_continue(self, events: list[Event]) -> bool:
        return any(event.kind in LOOKED_AT for event in events)


UI = IslaNublarUI(ENTRY)
