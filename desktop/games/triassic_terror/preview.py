"""What an option would change on the board, and what the last scoring won, as marks.

A preview applies the option (and what it stands for, as a group's leaving) to the state
with the rules' own ``apply``, which is pure, and compares each herd before and after: its
gain or loss, or a cross where it would die or leave. Nothing here knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from core.engine.protocol import Action, Event, Rules
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import TriassicTerrorState
from desktop.games.triassic_terror import drafts, layout

Mark = tuple[QPointF, str, str]  # where, the words, their plaque's colour token
GAIN, LOSS, GONE, SCORED = "accent_soft", "plaque", "illegal", "tt_scored"


def _herds(state: TriassicTerrorState) -> dict[tuple[int, int], tuple[int, int]]:
    """Per (area, seat), the herd's habitat and its dinos."""
    return {
        (area, herd.owner): (habitat, herd.dinos)
        for area, herds in enumerate(state.herds)
        for habitat, herd in enumerate(herds)
    }


def after(rules: Rules, state: TriassicTerrorState, plan: list[Action]) -> TriassicTerrorState:
    """The state once the plan's actions are taken, as far as each is allowed then."""
    for action in plan:
        if rules.check(state, action) is not None:
            break
        state, _events = rules.apply(state, action)
    return state


def change_marks(rules: Rules, state: TriassicTerrorState, plan: list[Action]) -> list[Mark]:
    parts = components()
    before, later = _herds(state), _herds(after(rules, state, plan))
    marks: list[Mark] = []
    for key in sorted(set(before) | set(later)):
        area, _seat = key
        habitat, dinos = later.get(key, before.get(key, (0, 0)))
        centre = layout.habitat_centre(parts.areas[area], parts, habitat)
        spot = QPointF(centre.x(), centre.y() - layout.HERD_RADIUS * 1.2)
        if key not in later:
            marks.append((spot, "✕", GONE))
            continue
        change = dinos - before.get(key, (0, 0))[1]
        if change:
            marks.append((spot, f"+{change}" if change > 0 else f"−{-change}", GAIN if change > 0 else LOSS))
    return marks


def scored_areas(events: list[Event]) -> list[int]:
    """The areas whose habitats won points at the scoring among ``events``, in scoring order."""
    found: list[int] = []
    for event in events:
        if event.kind == "habitat_scored" and event.values["area"] not in found:
            found.append(event.values["area"])
    return found


def scoring_marks(events: list[Event], shown: int | None = None) -> list[Mark]:
    """The points each habitat won at the scoring among ``events``, beside it; with ``shown``,
    only in the first that many areas to score."""
    parts = components()
    areas = scored_areas(events)
    areas = areas if shown is None else areas[:shown]
    marks: list[Mark] = []
    for event in events:
        if event.kind == "habitat_scored" and event.values["area"] in areas:
            area = parts.areas[event.values["area"]]
            centre = layout.points_centre(area, parts, event.values["habitat"])
            marks.append((centre, f"+{event.values['points']}", SCORED))
    return marks


def draft_marks(state: TriassicTerrorState, counts: tuple[int, ...]) -> list[Mark]:
    """A draft's dinos so far: each area's dinos to place ("+2"), each herd's victims ("−1")."""
    parts = components()
    marks: list[Mark] = []
    for slot, count in enumerate(counts):
        if not count:
            continue
        area, habitat = drafts.place_of(state, slot)
        centre = layout.habitat_centre(parts.areas[area], parts, habitat)
        spot = QPointF(centre.x(), centre.y() - layout.HERD_RADIUS * 1.2)
        placing = drafts.adds(state)
        marks.append((spot, f"+{count}" if placing else f"−{count}", GAIN if placing else LOSS))
    return marks
