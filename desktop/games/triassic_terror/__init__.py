"""Triassic Terror on the desktop: its table scene, its words, its colours and its launcher picture."""

from typing import Any, ClassVar

from core.engine.protocol import Event
from core.games.triassic_terror import ENTRY
from desktop.games import PackageUI
from desktop.games.triassic_terror import palette
from desktop.text import Texts

# A scoring is looked at before a computer goes on: area by area on the board, then the sums.
SCORING_EVENTS = frozenset({"period_scored"})


class TriassicTerrorUI(PackageUI):
    palette: ClassVar[dict[str, str]] = palette.TOKENS
    # Playing the card held: the first link of a chain whose next step (placing) shows on the table.
    click_kinds = frozenset({"play_card"})

    def piece_colours(self) -> tuple[str, ...]:
        """The shared pieces beside the seats' herds: the predators and the white dinos."""
        return (palette.TOKENS["tt_predator"], palette.TOKENS["tt_white_dino"])

    def scene_class(self) -> type[Any]:
        from desktop.games.triassic_terror.scene import TriassicTerrorScene

        return TriassicTerrorScene

    def needs_continue(self, events: list[Event]) -> bool:
        return any(event.kind in SCORING_EVENTS for event in events)

    def setup_note(self, texts: Texts, player_count: int) -> str:
        """The board side this many players use, and what it changes."""
        from desktop.games.triassic_terror.names import side_note

        return side_note(texts, player_count)


UI = TriassicTerrorUI(ENTRY)
