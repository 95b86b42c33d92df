"""The line over the island: what the table has to say beyond its pieces.

Pointing at a walk's end says where the dinosaur would stop and what a raid would take; at a
Countermeasure question, the threatened space; at a selected space, what the camp would cost
with the crates taken back; once the hand is empty, what lapses at the turn's end; once the
end is triggered, that this is the last round.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter

from core.engine.protocol import Event
from core.games.isla_nublar import camping
from core.games.isla_nublar.state import COUNTER, OVER, TURN, IslaNublarState
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.names import space_name
from desktop.games.isla_nublar.preview import WalkPreview
from desktop.games.isla_nublar.walks import raid_words, walk_words
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, draw_fitted
from desktop.text import Texts

LINE_WIDTH = layout.RIGHT - layout.GAP  # the line's width, as the scene lays it out


class InfoLine(TableArea):
    """One line over the island: the end announced, a camp's cost, where a walk would stop."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.text = ""
        self.setZValue(12)

    def show_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if self.text:
            draw_fitted(
                painter,
                self.rect,
                self.text,
                layout.TEXT,
                bold=True,
                align=LEFT,
                smallest=layout.TEXT,
            )


def fits_line(text: str) -> bool:
    """Whether the words fit the line over the island at the table's text size."""
    return QFontMetricsF(theme.font_px(layout.TEXT, True)).horizontalAdvance(text) <= LINE_WIDTH


def info_words(
    texts: Texts,
    state: IslaNublarState,
    walk: WalkPreview | None,
    names: list[str],
    take_back: int | None,
    recent: list[Event] | None = None,
) -> str:
    """The line's words; ``walk`` is the walk pointed at, ``take_back`` what a selected camp takes
    back, ``recent`` the last move's events (a raid among them says what went to the general supply)."""
    if walk is not None:
        return walk_words(texts, walk, names)
    if state.step == COUNTER:
        return f"{table_text(texts, 'threat')}: {space_name(texts, state.walk.raid)}"
    if take_back is not None:
        return table_text(texts, "build_cost", cost=camping.cost(take_back), take_back=take_back)
    raided = next((event for event in recent or () if event.kind == "raided"), None)
    if raided is not None:
        crates = tuple(int(count) for count in raided.values["crates"])
        where = space_name(texts, int(raided.values["space"]))
        words = raid_words(texts, crates, int(raided.values["camp"]), names)
        # The raided space stays marked on the island: where the line cannot hold its name too, it goes.
        return f"{where}: {words}" if fits_line(f"{where}: {words}") else words
    pools = (
        ("amber", state.amber),
        ("crates", state.crate_points),
        ("changed", state.change_points),
    )
    if state.step == TURN and not state.active.hand and any(value for _key, value in pools):
        left = ", ".join(table_text(texts, key, **{key: value}) for key, value in pools if value)
        return table_text(texts, "lapse", left=left)
    # Once the game is over the panel says so; "last round" would then be out of date.
    return table_text(texts, "last_round") if state.end and state.step != OVER else ""
