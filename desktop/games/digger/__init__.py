"""Digger on the desktop: its table scene, its words, its colours and its launcher picture."""

from typing import Any

from core.engine.protocol import Event
from core.games.digger import ENTRY
from desktop.games import PackageUI
from desktop.games.digger import palette

# A finished trick is refilled from the deck at once: its event ends every trick.
TRICK_ENDED = "refilled"


class DiggerUI(PackageUI):
    palette = palette.TOKENS
    # A pass is offered only when no set can be formed: there is nothing else to choose.
    click_kinds = frozenset({"pass"})

    def piece_colours(self) -> tuple[str, ...]:
        """The species' colours on the cards and tokens, from the game's components."""
        from core.games.digger.components import components

        return tuple(species.fill for species in components().species)

    def needs_continue(self, events: list[Event]) -> bool:
        """A finished trick stays on the table until the person has seen who won what."""
        return any(event.kind == TRICK_ENDED for event in events)

    def scene_class(self) -> type[Any]:
        from desktop.games.digger.scene import DiggerScene

        return DiggerScene


UI = DiggerUI(ENTRY)
